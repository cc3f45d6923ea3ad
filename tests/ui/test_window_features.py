"""More of the game window: choosing a throw's order, slaps, watch mode, scaling, help."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt

from tests.core.helpers import cards
from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.actions import Slap
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.dialogs.rules_page import rules_html
from yaniv_desktop.ui.play.demo import demo_settings
from yaniv_desktop.ui.play.seats import MatchSettings, Seat
from yaniv_desktop.ui.shell.main_window import MainWindow

from .helpers import click_card, click_item
from .test_main_window import scripted


@pytest.fixture
def window(qtbot):
    w = MainWindow(move_delay_ms=0)
    w.scene.animations_enabled = False
    w.coach_enabled = False
    qtbot.addWidget(w)
    w.resize(1200, 780)
    w.show()
    yield w
    w.close()


def test_the_order_of_a_set_and_the_place_of_a_joker_can_be_chosen(qtbot, window) -> None:
    rules = RuleSet(players=2)
    settings = MatchSettings(seats=(Seat("You"), Seat("Dana", Level.BEGINNER)), rules=rules, seed=3)
    window.start_match(settings, deal_source=scripted(rules, "8S 8H 8D 9H JK", "AD 2D 3S 5S 6H"))
    for c in cards("8S 8H 8D"):
        click_card(qtbot, window, c)
    orders = {window.play.arranged()}
    for _ in range(3):
        qtbot.mouseClick(window.bar.order, Qt.MouseButton.LeftButton)
        orders.add(window.play.arranged())
    assert len(orders) == 3  # which of the three eights is hidden in the middle
    assert {o[1] for o in orders} == set(cards("8S 8H 8D"))
    for c in cards("8S 8H 8D"):
        click_card(qtbot, window, c)
    click_card(qtbot, window, cards("9H")[0])
    click_card(qtbot, window, cards("JK")[0])
    click_card(qtbot, window, cards("8H")[0])
    default = window.play.arranged()
    assert default == cards("8H 9H JK") or default == cards("JK 8H 9H")
    qtbot.mouseClick(window.bar.order, Qt.MouseButton.LeftButton)
    assert {default, window.play.arranged()} == {cards("8H 9H JK"), cards("JK 8H 9H")}
    assert "run" in window.bar.message.text()


def test_slap_down_is_offered_when_it_applies(qtbot, window) -> None:
    rules = RuleSet(players=2, slap_down=True)
    settings = MatchSettings(seats=(Seat("You"), Seat("Dana", Level.BEGINNER)), rules=rules, seed=3)
    controller = window.start_match(settings, deal_source=scripted(
        rules, "10D 10S AC 2C 3D", "KS QH 8C 9C 4H", stock="10H 5S"))
    assert window.bar.slap.isVisible() and not window.bar.slap.isEnabled()
    click_card(qtbot, window, cards("10D")[0])
    click_card(qtbot, window, cards("10S")[0])
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    click_item(qtbot, window, window.scene.stock_item)
    state = controller.round
    assert state.phase is Phase.AFTER_DRAW
    assert window.bar.slap.isEnabled() and "10♥" in window.bar.slap.text()
    assert window.bar.keep.isEnabled()
    qtbot.mouseClick(window.bar.slap, Qt.MouseButton.LeftButton)
    assert set(state.last_throw) == set(cards("10D 10S 10H")) and state.last_throw[-1] == cards("10H")[0]
    assert isinstance(state.log[-1], Slap)


def test_watch_mode_plays_by_itself(qtbot, window) -> None:
    settings = demo_settings(players=3, seed=4)
    assert not settings.humans
    controller = window.start_match(settings)
    qtbot.waitUntil(lambda: controller.match.round_number >= 1, timeout=60_000)
    assert controller.match.records[0].result is not None
    assert window.controller is controller


def test_cards_scale_with_the_window(qtbot, window) -> None:
    rules = RuleSet(players=2)
    settings = MatchSettings(seats=(Seat("You"), Seat("Dana", Level.BEGINNER)), rules=rules, seed=3)
    controller = window.start_match(settings, deal_source=scripted(rules, "8S 8H 8D 9H JK", "AD 2D 3S 5S 6H"))
    card = controller.round.hands[0][0]
    before = window.scene.card_item(card).width
    window.resize(1700, 1100)
    qtbot.waitUntil(lambda: window.scene.card_item(card).width > before * 1.2, timeout=3000)


def test_rules_page_follows_the_options_in_force() -> None:
    page = rules_html(RuleSet.preset("nepali"))
    assert "Over 100 you are out" in page and "jacks count 0" in page
    assert "false call costs you 25" in page
    assert "any card" in page
    default = rules_html(RuleSet())
    assert "7 or less" in default and "Assaf" in default and "plus 30" in default
    family = rules_html(RuleSet.preset("family"))
    assert "A call always wins" in family and "<b>Assaf</b>" not in family


def test_startup_time_is_printed() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "yaniv_desktop", "--startup-time"], capture_output=True,
                          text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    line = [x for x in done.stdout.splitlines() if x.startswith("startup time:")][0]
    seconds = float(line.split()[2])
    assert 0 < seconds < 10


def test_the_focused_card_announces_itself(qtbot, window) -> None:
    rules = RuleSet(players=2)
    settings = MatchSettings(seats=(Seat("You"), Seat("Dana", Level.BEGINNER)), rules=rules, seed=3)
    window.start_match(settings, deal_source=scripted(rules, "7H 8S 8D 9H JK", "AD 2D 3S 5S 6H"))
    window.table.setFocus()
    while window.play.focus != cards("7H")[0]:
        qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.table.accessibleDescription() == "seven of hearts"
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.table.accessibleDescription() == "seven of hearts, selected"
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.table.accessibleDescription() in ("eight of spades", "eight of diamonds", "nine of hearts", "joker")


def test_the_decks_window_opens_and_watch_mode_starts_on_any_deck(qtbot, window) -> None:
    window.action("decks").trigger()
    gallery = window.windows.open_windows[-1]
    assert gallery.registry.ids() == window.images.registry.ids() and len(gallery.registry.ids()) >= 26
    gallery.show_deck("yemenite" if "yemenite" in gallery.registry.ids() else gallery.registry.ids()[-1])
    deck = gallery.current
    gallery.watch_requested.emit(deck)
    controller = window.controller
    assert not controller.settings.humans and controller.settings.deck_skins == (deck,)
    assert window.images.table.choices[0].deck_id == deck
    gallery.close()


def test_the_hint_button_shows_the_experts_move_and_why(qtbot, window) -> None:
    rules = RuleSet(players=2)
    settings = MatchSettings(seats=(Seat("You"), Seat("Dana", Level.BEGINNER)), rules=rules, seed=3)
    window.start_match(settings, deal_source=scripted(rules, "KS QS 3D 4D 9C", "AD 2D 3S 5S 6H"))
    assert window.bar.hint.isEnabled()
    qtbot.mouseClick(window.bar.hint, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.bar.message.text().startswith("Hint: "), timeout=20_000)
    assert len(window.bar.message.text()) > len("Hint: ") + 10


def test_long_names_at_a_crowded_table_are_cut_at_the_end_in_the_scores(qtbot, window) -> None:
    names = ["You", "Alexandrina", "Bartholomew", "Christabel", "Maximilian", "Wilhelmina", "Konstantin", "Gwendolyn"]
    seats = (Seat(names[0]),) + tuple(Seat(n, Level.BEGINNER) for n in names[1:])
    window.start_match(MatchSettings(seats=seats, rules=RuleSet(players=8), seed=9))
    header = window.side.score_view.horizontalHeader()
    qtbot.waitUntil(lambda: header.count() == 8)
    # The columns are too narrow for the names, so the start of each name shows,
    # followed by "…", and the whole name is in the tooltip.
    narrow = header.sectionSize(1)
    assert header.fontMetrics().horizontalAdvance("Alexandrina") > narrow
    assert header.textElideMode() is Qt.TextElideMode.ElideRight
    model = window.side.score_view.model()
    assert model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "Alexandrina"
