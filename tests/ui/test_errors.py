"""When the app itself fails: the player is told in their language, the details are logged,
the match is saved; and a machine without Qt's X11 libraries gets a plain hint."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.storage import Storage
from yaniv_desktop.ui.play.seats import MatchSettings, Seat
from yaniv_desktop.ui.shell import platform_check
from yaniv_desktop.ui.shell.errors import ErrorReporter
from yaniv_desktop.ui.shell.main_window import MainWindow
from yaniv_desktop.ui.shell.windows import WindowOpener

from .helpers import play_turns_by_clicks, wait_for_human_or_end


class BrokenSlot(RuntimeError):
    pass




@pytest.mark.qt_no_exception_capture  # the app's own handler is what is under test
@pytest.mark.parametrize("language", ["en", "he"])
def test_a_failing_menu_item_is_reported_logged_and_the_match_kept(qtbot, tmp_path: Path, monkeypatch,
                                                                   translations, language: str) -> None:
    def broken(self) -> None:
        raise BrokenSlot("the about box could not be built")

    monkeypatch.setattr(WindowOpener, "show_about", broken)
    storage = Storage.open(tmp_path / "profile")
    window = MainWindow(move_delay_ms=0, storage=storage, translations=translations)
    window.scene.animations_enabled = False
    window.coach_enabled = False
    qtbot.addWidget(window)
    window.show()
    reporter = ErrorReporter(window, storage.paths.log_file, window.keeper.save_now)
    reporter.install()
    try:
        window.action(f"language:{language}").trigger()
        settings = MatchSettings(seats=(Seat("Shira"), Seat("Dana", Level.BEGINNER)), rules=RuleSet(players=2), seed=4)
        controller = window.start_match(settings)
        play_turns_by_clicks(qtbot, window, 2)
        wait_for_human_or_end(qtbot, window)
        actions = len(controller.round.log)
        storage.autosave.discard()  # so what is found next was written by the handler
        window.action("about").trigger()
        qtbot.waitUntil(lambda: reporter.box is not None and reporter.box.isVisible(), timeout=3000)
    finally:
        reporter.uninstall()
    box = reporter.box
    assert box.windowTitle() == QApplication.translate("ErrorReporter", "Something went wrong")
    if language == "he":
        assert box.windowTitle() == "משהו השתבש"
    assert str(storage.paths.log_file) in box.text()
    assert "BrokenSlot" in box.detailedText()
    copy = next(b for b in box.buttons() if b.text() == QApplication.translate("ErrorReporter", "Copy details"))
    copy.click()
    assert box.isVisible(), "copying keeps the message open"
    assert "BrokenSlot" in QApplication.clipboard().text()
    log = storage.paths.log_file.read_text(encoding="utf-8")
    assert "BrokenSlot: the about box could not be built" in log and "Yaniv Desktop" in log
    saved = storage.autosave.load()
    assert saved is not None and len(saved.match.round.log) == actions, "the match in progress was saved"
    box.button(QMessageBox.StandardButton.Ok).click()
    window.action("rules").trigger()  # the game goes on
    window.close()
    storage.close()


def test_the_hint_names_every_missing_package() -> None:
    absent = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}

    def load(name: str) -> None:
        if name in absent:
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")

    packages = platform_check.missing_packages(load)
    assert packages == ["libxcb-icccm4", "libxcb-keysyms1"]
    hint = platform_check.hint(packages)
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in hint


@pytest.mark.parametrize(("environ", "platform", "expected"), [
    ({}, "linux", True),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "offscreen:configfile=x.json"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
    ({}, "darwin", False),
    ({}, "win32", False),
])
def test_only_an_x11_window_is_checked(environ: dict, platform: str, expected: bool) -> None:
    assert platform_check.uses_xcb(environ, platform) is expected


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's X11 plugin is Linux's")
def test_the_app_says_which_libraries_to_install_instead_of_aborting(tmp_path: Path) -> None:
    missing = platform_check.missing_packages()
    if not missing:
        pytest.skip("this machine has every library Qt's X11 window needs")
    env = {"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "xcb", "YANIV_DESKTOP_DATA_DIR": str(tmp_path)}
    run = subprocess.run([sys.executable, "-m", "yaniv_desktop"], env=env, capture_output=True, text=True,
                         timeout=60, cwd=Path(__file__).resolve().parents[2])
    assert run.returncode == 1
    assert f"sudo apt-get install {' '.join(missing)}" in run.stderr
