"""Shared test set-up: Qt without a screen, and test output in one ignored folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Before anything imports Qt: widget tests run with no display (CI and developers alike).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUTPUT_DIR = Path(__file__).resolve().parent.parent / "test-output"


@pytest.fixture(scope="session")
def output_dir() -> Path:
    """Where tests save screenshots and contact sheets for people to look at."""
    OUTPUT_DIR.mkdir(exist_ok=True)
    return OUTPUT_DIR
