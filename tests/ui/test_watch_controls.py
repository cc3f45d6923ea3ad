"""Watching a match of computer players: pause, step, speed and every hand face up, on screen,
driven through the watch bar's own buttons, in English and in right-to-left languages."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt

from yaniv_desktop.ui.shell.main_window import MainWindow

from .test_table_hand import start


def moves(window: MainWindow) -> tuple[int, int]:
    c = window.controller
    return c.match.round_number, len(c.round.log) if c.round else 0


def hold_still(qtbot, window: MainWindow, seconds: float = 0.6) -> None:
    before = moves(window)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        qtbot.wait(20)
        assert moves(window) == before, "no computer moves while paused"


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_pause_step_speed_and_every_hand(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    watch = window.play.watch
    window.move_delay_ms = 40
    window.action("watch").trigger()
    assert watch.isVisible() and not watch.step.isEnabled()
    c = window.controller
    qtbot.waitUntil(lambda: moves(window)[1] >= 2, timeout=20_000)

    qtbot.mouseClick(watch.pause, Qt.MouseButton.LeftButton)
    assert c.paused and watch.step.isEnabled() and watch.pause.text() == watch.tr("Resume")
    qtbot.wait(300)  # a move chosen before the pause is held, not played
    hold_still(qtbot, window)

    for _ in range(2):
        before = moves(window)
        qtbot.mouseClick(watch.step, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda b=before: moves(window) != b, timeout=20_000)
        after = moves(window)
        assert after[0] > before[0] or after[1] == before[1] + 1, "Step plays one move"
        hold_still(qtbot, window, 0.4)

    qtbot.mouseClick(watch.show_hands, Qt.MouseButton.LeftButton)
    state = c.round
    for seat in state.setup.active:
        for card in state.hands[seat]:
            assert window.scene.card_item(card).face_up, "every hand face up"
    qtbot.mouseClick(watch.show_hands, Qt.MouseButton.LeftButton)
    hidden = [card for seat in state.setup.active if seat != window.play.viewer for card in state.hands[seat]]
    assert hidden and not any(window.scene.card_item(card).face_up for card in hidden)

    watch.speed.setFocus()
    qtbot.keyClick(watch.speed, Qt.Key.Key_End)  # the fastest
    assert window.scene.speed == 2.5 and window.storage.settings.animation_speed == 2.5
    assert window.action("speed:2.5").isChecked()
    window.action("speed:0.5").trigger()
    assert watch.speed.currentData() == 0.5, "the menu's speed shows on the watch bar"

    window.move_delay_ms = 40
    window.action("speed:1.0").trigger()
    c.move_delay_ms = 40
    qtbot.mouseClick(watch.pause, Qt.MouseButton.LeftButton)
    assert not c.paused and watch.pause.text() == watch.tr("Pause")
    before = moves(window)
    qtbot.waitUntil(lambda: moves(window) != before, timeout=20_000)


def test_a_match_with_a_person_has_no_watch_bar(qtbot, window) -> None:
    window.action("watch").trigger()
    assert window.play.watch.isVisible()
    start(qtbot, window, "AS 2S 3C", "KD QD JD")
    assert not window.play.watch.isVisible()
