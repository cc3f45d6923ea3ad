"""The real game window, driven with clicks and keys (pytest-qt)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsRectItem

from tests.core.helpers import cards, deal_spec
from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scenario import build_deal
from yaniv_desktop.ui.dialogs.new_match import NewMatchDialog
from yaniv_desktop.ui.play.seats import MatchSettings, Seat
from yaniv_desktop.ui.shell.main_window import MainWindow

from .helpers import (
    click_card,
    click_item,
    play_match_by_clicks,
    play_turns_by_clicks,
    wait_for_human_or_end,
)


@pytest.fixture
def window(qtbot):
    w = MainWindow(move_delay_ms=0)
    w.scene.animations_enabled = False
    qtbot.addWidget(w)
    w.resize(1200, 780)
    w.show()
    yield w
    w.close()


def scripted(rules: RuleSet, *hands: str, discard: str = "9D", stock: str = "", starter: int = 0):
    """A deal source: the first round has these hands and starter, later rounds the seed's."""
    def source(round_number: int):
        if round_number:
            return None, None
        return build_deal(rules, deal_spec(list(hands), discard, stock), "ui", 0), starter
    return source


def two_player(level: Level = Level.BEGINNER, **options) -> MatchSettings:
    rules = RuleSet(players=2, **options)
    return MatchSettings(seats=(Seat("You"), Seat("Dana", level)), rules=rules, seed=5)


def my_first_turn(qtbot, window: MainWindow, *hands: str):
    """A two-player round against a Beginner with these hands; the person moves first."""
    settings = two_player()
    window.start_match(settings, deal_source=scripted(settings.rules, *hands))
    wait_for_human_or_end(qtbot, window)
    state = window.controller.round
    assert state.current == 0
    return state


def test_full_match_from_the_new_match_dialog_to_the_winner(qtbot, window, output_dir) -> None:
    dialog = NewMatchDialog([("classic", "Classic"), ("iraqi", "Iraqi")])
    qtbot.addWidget(dialog)
    dialog.show()
    for _ in range(2):
        qtbot.mouseClick(dialog.remove_seat, Qt.MouseButton.LeftButton)
    assert len(dialog.rows) == 2
    dialog.rows[0].name.clear()
    qtbot.keyClicks(dialog.rows[0].name, "Shira")
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("beginner"))
    dialog.editors["elimination_limit"].setValue(40)
    dialog.skins[0].setCurrentIndex(dialog.skins[0].findData("iraqi"))
    dialog.grab().save(str(output_dir / "new-match-dialog.png"))
    ok = dialog.buttons.buttons()[0]
    assert ok.isEnabled()
    settings = dialog.settings(seed=11)
    assert settings.seats[0] == Seat("Shira") and settings.rules.elimination_limit == 40
    assert settings.deck_skins == ("iraqi",)
    window.action("coach").trigger()  # the coach off, as a player would from the View menu
    assert not window.coach_enabled
    controller = window.start_match(settings)
    play_match_by_clicks(qtbot, window)
    assert controller.match.is_over and controller.match.winner in (0, 1)
    assert controller.scores.rowCount() == controller.match.round_number + 1
    assert any("won the match" in line for line in controller.log.lines())
    qtbot.waitUntil(lambda: getattr(window, "rematch_box", None) is not None, timeout=3000)
    window.rematch_box.close()


def test_round_ending_in_an_assaf_shows_the_reveal(qtbot, window, output_dir) -> None:
    settings = two_player(Level.INTERMEDIATE)
    source = scripted(settings.rules, "AS 4H", "AD 2C", discard="9D", stock="3C")
    controller = window.start_match(settings, deal_source=source)
    wait_for_human_or_end(qtbot, window)
    state = controller.round
    assert state.current == 0 and window.bar.yaniv.isEnabled()
    qtbot.mouseClick(window.bar.yaniv, Qt.MouseButton.LeftButton)
    assert state.is_over
    result = state.result
    assert result.outcome.value == "assaf" and result.assaf_by == 1
    assert result.points == (35, 0)
    assert controller.match.totals == [35, 0]
    assert "Assaf" in window.play._reveal_banner
    assert window.bar.next_round.isEnabled()
    window.grab().save(str(output_dir / "reveal-assaf.png"))
    qtbot.keyClick(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: controller.match.round_number == 1 and not controller.round.is_over, timeout=5000)


def test_taking_an_end_card_of_a_run_and_refusing_the_middle(qtbot, window) -> None:
    rules = RuleSet(players=2)
    settings = MatchSettings(seats=(Seat("Ann"), Seat("Bo")), rules=rules, seed=5)
    source = scripted(rules, "4D 5D JK 7D KS", "QH 2C 3C 8S 9S", discard="10H", stock="6C")
    controller = window.start_match(settings, deal_source=source)
    state = controller.round
    assert state.current == 0 and window.viewer == 0
    window.coach_enabled = False
    window.play.try_throw(cards("4D 5D JK 7D"))
    click_item(qtbot, window, window.scene.stock_item)
    # Pass and play: the cover hides Ann's hand until Bo says he is there.
    assert window.stack.currentWidget() is window.cover
    assert "Bo" in window.cover.label.text()
    qtbot.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)
    assert window.viewer == 1
    click_card(qtbot, window, cards("QH")[0])
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    assert state.phase is Phase.DRAW
    takeable = set(state.takeable())
    assert takeable == set(cards("4D 7D"))
    assert window.scene.card_item(cards("7D")[0]).highlighted
    assert not window.scene.card_item(cards("5D")[0]).highlighted
    click_card(qtbot, window, cards("5D")[0])  # the middle card is refused, with the rule
    assert "cannot be taken" in window.bar.message.text()
    assert state.phase is Phase.DRAW
    click_card(qtbot, window, cards("7D")[0])
    assert cards("7D")[0] in state.hands[1]


def test_illegal_throw_is_refused_with_a_message(qtbot, window) -> None:
    state = my_first_turn(qtbot, window, "4H 9S KD QC 2C", "AD 2D 3S 5S 6H")
    click_card(qtbot, window, cards("4H")[0])
    click_card(qtbot, window, cards("9S")[0])
    assert not window.bar.throw.isEnabled()
    assert "same rank" in window.bar.message.text()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert "Not a throw" in window.bar.message.text()
    assert state.phase is Phase.TURN and len(state.hands[0]) == 5
    # Deselect one card: a single card is a legal throw again.
    click_card(qtbot, window, cards("9S")[0])
    assert window.bar.throw.isEnabled()


def test_keyboard_only_turn(qtbot, window) -> None:
    state = my_first_turn(qtbot, window, "4H 9S KD QC 2C", "AD 2D 3S 5S 6H")
    window.coach_enabled = False
    window.table.setFocus()
    # The cursor starts each turn on the card most worth throwing, not where it was left.
    assert window.play.focus == cards("KD")[0]
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.play.selection == list(cards("KD"))
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert state.phase is Phase.DRAW
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert state.current == 1 or state.is_over


def test_coach_warns_before_a_mistake_and_lets_the_player_go_on(qtbot, window) -> None:
    state = my_first_turn(qtbot, window, "JK 9S KD QC 2C", "AD 2D 3S 5S 6H")
    click_card(qtbot, window, cards("JK")[0])
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    assert window.bar.coach_box.isVisible() and "joker" in window.bar.coach_text.text().lower()
    assert state.phase is Phase.TURN
    qtbot.mouseClick(window.bar.coach_back, Qt.MouseButton.LeftButton)
    assert not window.bar.coach_box.isVisible() and state.phase is Phase.TURN
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.bar.coach_go, Qt.MouseButton.LeftButton)
    assert state.phase is Phase.DRAW


def test_screenshot_mid_round(qtbot, window, output_dir) -> None:
    settings = MatchSettings(
        seats=(Seat("You"), Seat("Dana", Level.EXPERT), Seat("Avi", Level.INTERMEDIATE),
               Seat("Noa", Level.BEGINNER)),
        rules=RuleSet(players=4), deck_skins=("moroccan",), seed=21)
    controller = window.start_match(settings)
    play_turns_by_clicks(qtbot, window, 3)
    qtbot.waitUntil(lambda: window.images.pixmap(controller.round.hands[0][0], True) is not None, timeout=10_000)
    window.refresh()
    image = window.grab()
    assert image.width() > 800
    image.save(str(output_dir / "table-mid-round.png"))


def test_seat_badges_are_reused_across_refreshes(qtbot, window) -> None:
    """Badges are updated in place: refreshing from inside a click deletes no item."""
    def badges():
        return [i for i in window.scene.items() if isinstance(i, QGraphicsRectItem) and i.isVisible()]

    my_first_turn(qtbot, window, "4H 9S KD QC 2C", "AD 2D 3S 5S 6H")
    first = badges()
    assert len(first) == 2  # one per seat, no banner mid-round
    texts = {b.childItems()[0].text().split("\n")[0] for b in first}
    assert texts == {"You", "Dana · Beginner"}
    play_turns_by_clicks(qtbot, window, 2)
    for _ in range(5):
        window.refresh()
    later = badges()
    assert len(later) == 2 and set(map(id, later)) == set(map(id, first))
    current = [b for b in later if b.childItems()[0].font().bold()]
    assert len(current) == 1  # the seat to play is the one marked


def test_table_keeps_at_most_one_animation_group(qtbot, window) -> None:
    """Every layout makes an animation group; the old ones are deleted, not kept for the match."""
    from PySide6.QtCore import QParallelAnimationGroup

    window.start_match(MatchSettings(seats=(Seat("You"), Seat("Dana", Level.EXPERT), Seat("Avi", Level.INTERMEDIATE),
                                       Seat("Noa", Level.BEGINNER)), rules=RuleSet(players=4), seed=21))
    play_turns_by_clicks(qtbot, window, 3)
    for _ in range(10):
        window.refresh()
    qtbot.wait(50)  # deleteLater runs in the event loop
    groups = window.scene.findChildren(QParallelAnimationGroup)
    assert len(groups) <= 1, f"{len(groups)} animation groups are alive"
