"""The person's hand as a player meets it: its value always on screen (and after the chosen
throw), the Yaniv button lit when a call is legal, sorting by the menu and its keys, always
sorted from the View menu, dragging a card along the fan, a hint that points, and F11.

Each runs in English and in a right-to-left language, through the real actions, keys and mouse.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.core.helpers import cards
from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.actions import Discard, DrawPile, DrawStock
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.play.seats import MatchSettings, Seat
from yaniv_desktop.ui.shell.main_window import MainWindow

from .helpers import click_card, wait_for_human_or_end
from .test_main_window import scripted

LANGUAGES = ["en", "he", "ar"]


def start(qtbot, window: MainWindow, *hands: str, rules: RuleSet | None = None, **deal) -> None:
    rules = rules or RuleSet(players=2)
    settings = MatchSettings(seats=(Seat("Shira"), Seat("Dana", Level.BEGINNER)), rules=rules, seed=3)
    window.start_match(settings, deal_source=scripted(rules, *hands, **deal))
    wait_for_human_or_end(qtbot, window)


def press(qtbot, window: MainWindow, key: str) -> None:
    sequence = QKeySequence(key)[0]
    qtbot.keyClick(window, sequence.key(), sequence.keyboardModifiers())


def viewer_badge_text(window: MainWindow) -> str:
    return next(label.text() for box, label in window.scene._badges if box.isVisible() and "Shira" in label.text())


def in_order(text: str) -> list:
    return list(cards(text))


def on_screen_order(window: MainWindow) -> list:
    """The viewer's cards as a person reads them: left to right, or right to left."""
    hand = window.controller.round.hands[0]
    xs = {card: window.scene.card_item(card).pos().x() for card in hand}
    return sorted(hand, key=lambda card: -xs[card] if window.scene.mirrored else xs[card])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hand_value_is_always_shown_and_yaniv_lights_up(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    start(qtbot, window, "AS 2S 3C 9H", "KD QD JD 8C", discard="9D", stock="5S 4S")
    tr = QApplication.translate
    assert tr("TablePanel", "Your hand: {value}").format(value=15) in viewer_badge_text(window)
    assert not window.bar.yaniv.property("lit")
    click_card(qtbot, window, cards("9H")[0])
    assert tr("TablePanel", "Your hand: {value}").format(value=15) + "\n" + tr(
        "TablePanel", "After this throw: {after}").format(after=6) in viewer_badge_text(window)
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    click_card(qtbot, window, cards("9D")[0])  # takes the 9 back: still 15
    wait_for_human_or_end(qtbot, window)
    start(qtbot, window, "AS 2S 3C", "KD QD JD", discard="9D", stock="5S")
    assert tr("TablePanel", "Your hand: {value}").format(value=6) in viewer_badge_text(window)
    assert window.bar.yaniv.isEnabled() and window.bar.yaniv.property("lit"), "a legal call lights the button"
    qtbot.mouseClick(window.bar.yaniv, Qt.MouseButton.LeftButton)
    assert window.controller.round.is_over and not window.bar.yaniv.property("lit")


@pytest.mark.parametrize("language", LANGUAGES)
def test_sorting_by_the_menu_and_its_keys_never_changes_the_hand(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    start(qtbot, window, "8C QH 10C KS 9C", "KD QD JD 8D 2C", discard="9D", stock="5S 4S")
    held = tuple(window.controller.round.hands[0])
    window.action("sort_suit").trigger()
    assert on_screen_order(window) == in_order("KS QH 8C 9C 10C"), "suit by suit, so the run 8♣ 9♣ 10♣ shows"
    press(qtbot, window, "R")
    assert on_screen_order(window) == in_order("8C 9C 10C QH KS")
    press(qtbot, window, "Shift+R")
    clubs = [c for c in on_screen_order(window) if c.suit == cards("8C")[0].suit]
    assert clubs == in_order("8C 9C 10C")
    assert tuple(window.controller.round.hands[0]) == held, "the engine's hand is untouched"
    # The arrows walk the hand in the order shown.
    window.play.focus = on_screen_order(window)[0]
    press(qtbot, window, "Left" if window.scene.mirrored else "Right")
    assert window.play.focus == on_screen_order(window)[1]


@pytest.mark.parametrize("language", ["en", "he"])
def test_always_sorted_from_the_view_menu_is_kept(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    start(qtbot, window, "KS QH 3C 9C", "KD QD JD 8D", discard="2C", stock="AH 4S")
    window.action("hand_order:rank").trigger()
    assert window.storage.settings.hand_order == "rank"
    assert not window.action("sort_rank").isEnabled() and not window.action("sort_suit").isEnabled()
    assert on_screen_order(window) == in_order("3C 9C QH KS")
    window.play.try_throw(cards("KS"))
    click_card(qtbot, window, cards("2C")[0])
    assert on_screen_order(window) == in_order("2C 3C 9C QH"), "a card drawn joins in its sorted place"
    window.action("hand_order:arranged").trigger()
    assert window.action("sort_rank").isEnabled() and on_screen_order(window) == in_order("2C 3C 9C QH")


def drag(qtbot, window: MainWindow, card, to_card) -> None:
    """Press on ``card``, move it along the fan past ``to_card``'s place, and let go."""
    view = window.table
    start_item, end_item = window.scene.card_item(card), window.scene.card_item(to_card)
    start = view.mapFromScene(start_item.mapToScene(start_item.shape().boundingRect().center()))
    end = view.mapFromScene(end_item.mapToScene(end_item.shape().boundingRect().center()))
    beyond = QPoint(end.x() + (-12 if window.scene.mirrored else 12), start.y())
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        point = start + (beyond - start) * step / 8
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, beyond)


@pytest.mark.parametrize("language", ["en", "he"])
def test_dragging_a_card_along_the_fan_reorders_the_hand(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    start(qtbot, window, "8C QH 10C KS 9C", "KD QD JD 8D 2C", discard="9D", stock="5S 4S")
    held = tuple(window.controller.round.hands[0])
    first, last = on_screen_order(window)[0], on_screen_order(window)[-1]
    drag(qtbot, window, first, last)
    order = on_screen_order(window)
    assert order[-1] == first and order[:-1] == [c for c in held if c != first], order
    assert not window.play.selection, "a drag is not a click"
    assert tuple(window.controller.round.hands[0]) == held
    click_card(qtbot, window, cards("QH")[0])
    assert window.play.selection == in_order("QH"), "a click still chooses"


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_hint_points_at_the_cards(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    start(qtbot, window, "8C 8S 8H KS 2C", "KD QD JD 8D 3C", discard="AD", stock="5S 4S")
    qtbot.mouseClick(window.bar.hint, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(window.play.hinted) or window.play.hint_stock, timeout=20_000)
    hinted = window.play.hinted
    state = window.controller.round
    assert hinted <= set(state.hands[0]) and len(hinted) >= 1
    for card in hinted:
        item = window.scene.card_item(card)
        assert item.hinted
        others = [window.scene.card_item(c).pos().y() for c in state.hands[0] if c not in hinted]
        assert item.pos().y() < min(others), "the suggested cards rise"
    assert window.bar.message.text(), "the reason stays in words"
    window.play.try_throw(tuple(c for c in state.hands[0] if c in hinted) if len(hinted) == 1 else
                          next(a.cards for a in state.legal_actions() if isinstance(a, Discard)
                               and set(a.cards) == hinted))
    assert not window.play.hinted, "a move clears the hint"
    qtbot.mouseClick(window.bar.hint, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(window.play.hinted) or window.play.hint_stock, timeout=20_000)
    assert state.phase is Phase.DRAW
    if window.play.hint_stock:
        assert window.scene.stock_item.hinted
    else:
        (card,) = window.play.hinted
        assert card in state.takeable() and window.scene.card_item(card).hinted
    assert isinstance(window.controller.round.legal_actions()[0], DrawStock | DrawPile)


@pytest.mark.parametrize("language", ["en", "he"])
def test_f11_fills_the_screen_and_escape_brings_the_window_back(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    start(qtbot, window, "AS 2S 3C", "KD QD JD")
    press(qtbot, window, "F11")
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert window.action("fullscreen").isChecked()
    press(qtbot, window, "Escape")
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert not window.action("fullscreen").isChecked()
    window.action("fullscreen").trigger()
    assert window.isFullScreen()
    window.action("fullscreen").trigger()
    assert not window.isFullScreen()


@pytest.mark.parametrize("language", ["en", "he"])
def test_the_coach_points_at_the_card_its_warning_is_about(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    start(qtbot, window, "4H 6H JK 7H QS", "2C 3C 8D 9S AH", discard="9D", stock="5S")
    for card in cards("6H 7H JK"):
        click_card(qtbot, window, card)
    while window.play.arranged() is not None and window.play.arranged()[-1] != cards("JK")[0] \
            and window.play.arranged()[0] != cards("JK")[0]:
        qtbot.mouseClick(window.bar.order, Qt.MouseButton.LeftButton)  # the joker at an end of the run
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    assert window.bar.coach_box.isVisible()
    joker = window.scene.card_item(cards("JK")[0])
    assert window.play.hinted == frozenset(cards("JK")) and joker.hinted
    qtbot.mouseClick(window.bar.coach_back, Qt.MouseButton.LeftButton)
    assert not window.bar.coach_box.isVisible() and not joker.hinted and not window.play.hinted
