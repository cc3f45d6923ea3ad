"""Shared test set-up: Qt without a screen, no real profile, test output in one folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Before anything imports Qt: widget tests run with no display (CI and developers alike).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUTPUT_DIR = Path(__file__).resolve().parent.parent / "test-output"
DATA_DIR_VARIABLE = "YANIV_DESKTOP_DATA_DIR"  # storage.paths.ENV_VAR: the one override


@pytest.fixture(autouse=True)
def private_profile(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No test, and no program a test starts, ever touches the real settings or history."""
    folder = tmp_path_factory.mktemp("profile")
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(folder))
    return folder


@pytest.fixture(scope="session")
def output_dir() -> Path:
    """Where tests save screenshots and contact sheets for people to look at."""
    OUTPUT_DIR.mkdir(exist_ok=True)
    return OUTPUT_DIR
