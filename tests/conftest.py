"""Shared test set-up: Qt without a screen, no real profile, test output in one folder."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# Before anything imports Qt: widget tests run with no display (CI and developers alike),
# on one laptop-sized screen (1366×768; the plain offscreen screen is 800×800), so a window
# that does not fit a common screen fails the tests.
SCREEN_CONFIG = Path(__file__).resolve().parent / "offscreen-screen.json"
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN_CONFIG}"
os.environ.setdefault("YANIV_DESKTOP_SOUND", "off")  # silent tests: no sound thread, no device (=on to hear them)

from yaniv_desktop.ui.shell.gui_gc import collect_due  # noqa: E402 - after the platform is chosen

OUTPUT_DIR = Path(__file__).resolve().parent.parent / "test-output"

DATA_DIR_VARIABLE = "YANIV_DESKTOP_DATA_DIR"  # storage.paths.ENV_VAR: the one override


@pytest.fixture(autouse=True)
def private_profile(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No test, and no program a test starts, ever touches the real settings or history."""
    folder = tmp_path_factory.mktemp("profile")
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(folder))
    return folder


@pytest.fixture(autouse=True, scope="session")
def collection_on_the_main_thread() -> Iterator[None]:
    """As the game does (ui/gui_gc.py): the cyclic collector never runs in a render
    worker, where freeing a closed window's Qt objects crashed the GUI thread."""
    was_enabled = gc.isenabled()
    gc.disable()
    yield
    if was_enabled:
        gc.enable()


@pytest.fixture(autouse=True)
def collect_between_tests() -> Iterator[None]:
    yield
    collect_due()


@pytest.fixture(scope="session")
def output_dir() -> Path:
    """Where tests save screenshots and contact sheets for people to look at."""
    OUTPUT_DIR.mkdir(exist_ok=True)
    return OUTPUT_DIR
