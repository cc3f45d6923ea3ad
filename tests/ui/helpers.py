"""Driving the real game window in tests: clicks on cards, waiting for the computer."""

from __future__ import annotations

from PySide6.QtCore import Qt

from yaniv_desktop.core.actions import CallYaniv, Discard, DrawPile, DrawStock
from yaniv_desktop.core.bench import simple_policy
from yaniv_desktop.core.cards import Card
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.ui.shell.main_window import MainWindow


def click_item(qtbot, window: MainWindow, item) -> None:
    centre = item.mapToScene(item.boundingRect().center())
    pos = window.table.mapFromScene(centre)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_card(qtbot, window: MainWindow, card: Card) -> None:
    item = window.scene.card_item(card)
    assert item is not None, f"{card} is not on the table"
    click_item(qtbot, window, item)


def wait_for_human_or_end(qtbot, window: MainWindow, timeout: int = 20_000) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() is not None or c.round.is_over, timeout=timeout)


def play_match_by_clicks(qtbot, window: MainWindow, limit: int = 3000) -> None:
    """Play the person's moves with the mouse, and deal each next round, until the match ends."""
    c = window.controller
    for _ in range(limit):
        wait_for_human_or_end(qtbot, window)
        if c.match.is_over:
            return
        if c.round.is_over:
            qtbot.mouseClick(window.bar.next_round, Qt.MouseButton.LeftButton)
            continue
        play_human_turn_by_clicks(qtbot, window)
    raise AssertionError(f"the match did not end in {limit} moves")


def play_turns_by_clicks(qtbot, window: MainWindow, turns: int) -> None:
    """Play up to ``turns`` of the person's moves (fewer if the round ends), then wait for
    the person's next move or the end of the round."""
    for _ in range(turns):
        wait_for_human_or_end(qtbot, window)
        if window.controller.round.is_over:
            break
        play_human_turn_by_clicks(qtbot, window)
    wait_for_human_or_end(qtbot, window)


def play_human_turn_by_clicks(qtbot, window: MainWindow) -> None:
    """One whole human move, made with the mouse as a person would."""
    c = window.controller
    state = c.round
    choice = simple_policy(state)
    if isinstance(choice, CallYaniv):
        qtbot.mouseClick(window.bar.yaniv, Qt.MouseButton.LeftButton)
        return
    assert isinstance(choice, Discard)
    for card in choice.cards:
        click_card(qtbot, window, card)
    assert window.bar.throw.isEnabled()
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    if window.bar.coach_box.isVisible():
        qtbot.mouseClick(window.bar.coach_go, Qt.MouseButton.LeftButton)
    assert state.phase is Phase.DRAW
    draw = simple_policy(state)
    if isinstance(draw, DrawStock):
        click_item(qtbot, window, window.scene.stock_item)
    else:
        assert isinstance(draw, DrawPile)
        click_card(qtbot, window, draw.card)
    if state.phase is Phase.AFTER_DRAW and state.current == window.viewer:
        qtbot.mouseClick(window.bar.keep, Qt.MouseButton.LeftButton)
