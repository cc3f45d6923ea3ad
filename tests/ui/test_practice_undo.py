"""Practice matches: Ctrl+Z takes back the person's last turn (and the computers' moves after
it); never in a normal match or in pass-and-play.  Chosen in the real new-match dialog,
played with clicks and keys, in English and in right-to-left languages."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.core.helpers import cards
from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.actions import Discard
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.dialogs.new_match import NewMatchDialog
from yaniv_desktop.ui.play.match_setup import choose_new_match
from yaniv_desktop.ui.play.seats import MatchSettings, Seat

from .helpers import click_card, click_item
from .test_main_window import scripted
from .test_table_hand import press

RULES = RuleSet(players=2)
HANDS = ("KS QH 10C 9C 8C", "KD QD JD 8D 2C")


def practice_settings(practice: bool = True) -> MatchSettings:
    return MatchSettings(seats=(Seat("Shira"), Seat("Dana", Level.BEGINNER)), rules=RULES, seed=3, practice=practice)


def my_turn(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.controller.awaiting_human() == 0, timeout=20_000)


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_ctrl_z_takes_back_my_last_turn(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    window.start_match(practice_settings(), deal_source=scripted(RULES, *HANDS, discard="9D", stock="5S 4S 3S 2S"))
    my_turn(qtbot, window)
    c = window.controller
    dealt = tuple(c.round.hands[0])
    click_card(qtbot, window, cards("KS")[0])
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    if window.bar.coach_box.isVisible():
        qtbot.mouseClick(window.bar.coach_go, Qt.MouseButton.LeftButton)
    click_item(qtbot, window, window.scene.stock_item)
    my_turn(qtbot, window)
    assert len(c.round.log) >= 4, "my throw and draw, then the computer's"
    lines = len(c.log.lines())
    press(qtbot, window, "Ctrl+Z")
    c = window.controller
    assert tuple(c.round.hands[0]) == dealt and c.round.log == [] and c.round.current == 0
    assert window.bar.message.text() == window.play.tr("Your last turn was taken back: play it again.")
    assert len(c.log.lines()) < lines
    # Played differently this time: the queen instead of the king.
    click_card(qtbot, window, cards("QH")[0])
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    if window.bar.coach_box.isVisible():
        qtbot.mouseClick(window.bar.coach_go, Qt.MouseButton.LeftButton)
    assert isinstance(c.round.log[0], Discard) and c.round.log[0].cards == cards("QH")
    # The saved match is the undone one: resuming it would not bring the king's throw back.
    saved = window.storage.autosave.load()
    assert saved is not None and len(saved.record["rounds"][-1]["actions"]) == 1


@pytest.mark.parametrize("language", ["en", "he"])
def test_no_undo_in_a_normal_match(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    window.start_match(practice_settings(practice=False),
                       deal_source=scripted(RULES, *HANDS, discard="9D", stock="5S 4S 3S 2S"))
    my_turn(qtbot, window)
    window.play.try_throw(cards("KS"))
    window.play.take_stock()
    my_turn(qtbot, window)
    log = list(window.controller.round.log)
    window.action("undo").trigger()
    assert window.controller.round.log == log
    assert window.bar.message.text() == window.play.tr(
        "Undo is for practice matches: tick Practice in Game → New match.")


def test_practice_is_chosen_in_the_new_match_dialog_and_not_for_pass_and_play(qtbot, window) -> None:
    window.action("language:he").trigger()
    seen: list[bool] = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewMatchDialog):
            QTimer.singleShot(20, fill_in)
            return
        while len(dialog.rows) > 2:
            qtbot.mouseClick(dialog.remove_seat, Qt.MouseButton.LeftButton)
        dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("person"))
        seen.append(dialog.practice.isEnabled())
        dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("beginner"))
        seen.append(dialog.practice.isEnabled())
        dialog.practice.setFocus()
        qtbot.keyClick(dialog.practice, Qt.Key.Key_Space)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    window.new_match_chooser = choose_new_match  # as the app makes its window
    QTimer.singleShot(0, fill_in)
    window.action("new_match").trigger()
    assert seen == [False, True], "two people at the screen: no practice; one: practice may be ticked"
    assert window.controller.settings.practice and window.controller.settings.can_undo
    assert replace(window.controller.settings, seats=(Seat("A"), Seat("B"))).can_undo is False


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_practice_match_is_marked_in_the_history_and_left_out_of_the_statistics(qtbot, window,
                                                                                   language: str) -> None:
    from yaniv_desktop.ui.history.model import MatchListModel

    window.action(f"language:{language}").trigger()
    window.start_match(practice_settings(), deal_source=scripted(RULES, "AS 2S 3C", "KD QD JD", discard="9D",
                                                                 stock="5S"))
    my_turn(qtbot, window)
    qtbot.mouseClick(window.bar.yaniv, Qt.MouseButton.LeftButton)
    assert window.controller.round.is_over
    history = window.storage.history
    (row,) = history.page()
    assert row.practice
    window.action("history").trigger()
    listing = window.windows.open_windows[-1]
    model: MatchListModel = listing.proxy.sourceModel()
    texts = [model.index(0, c).data() for c in range(model.columnCount())]
    practice = QApplication.translate("History", "{rules} (practice)").split("{rules}")[-1].strip()
    assert any(practice in (t or "") for t in texts), texts
    window.action("statistics").trigger()
    stats = window.windows.open_windows[-1].stats
    assert stats.practice == 1 and stats.rounds == 0 and stats.calls == 0, "counted apart, not in the figures"
