"""Fixtures of the window tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from yaniv_desktop.storage import Storage
from yaniv_desktop.ui.shell.main_window import MainWindow
from yaniv_desktop.ui.text.i18n import Translations


@pytest.fixture
def translations(qapp) -> Iterator[Translations]:
    """The app's languages; English again after the test, whatever it switched to."""
    t = Translations(qapp)
    yield t
    t.use("en")


@pytest.fixture
def window(qtbot, translations: Translations, tmp_path: Path) -> Iterator[MainWindow]:
    """The game window as a player has it: saving to its own profile, every language at
    hand, cards placed at once (no gliding) and computers moving as soon as they choose.
    (Test modules with a window of their own define their own ``window``.)"""
    storage = Storage.open(tmp_path / "profile")
    window = MainWindow(move_delay_ms=0, storage=storage, translations=translations)
    window.scene.animations_enabled = False
    window.move_delay_ms = 0  # the saved speed set it again
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()
    storage.close()
