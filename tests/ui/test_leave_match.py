"""The tutorial, the welcome's match and watching take the table only after the person
agrees to leave a match they have played in (it would end, kept in the history as
unfinished); a match where only computers have moved is left without asking."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from tests.core.helpers import cards

from .test_new_match_dialog import when_modal
from .test_table_hand import start


def tutorial_shown(window) -> bool:
    overlay = window.table.findChild(QWidget, "tutorialOverlay")
    return overlay is not None and overlay.isVisible()


@pytest.mark.parametrize("language", ["en", "he"])
def test_the_tutorial_asks_before_it_ends_a_match_in_progress(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    start(qtbot, window, "8C QH 10C KS 9C", "KD QD JD 8D 2C", discard="9D", stock="5S 4S")
    window.play.try_throw(cards("KS"))
    window.play.take_stock()
    playing = window.controller
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton):
        def act(box) -> None:
            assert isinstance(box, QMessageBox)
            asked.append(box.text())
            assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
            box.button(button).click()
        return act

    failures = when_modal(qtbot, answer(QMessageBox.StandardButton.No))
    window.action("tutorial").trigger()
    assert not failures and len(asked) == 1
    assert window.controller is playing and not tutorial_shown(window), "No keeps the match"

    failures = when_modal(qtbot, answer(QMessageBox.StandardButton.Yes))
    window.action("tutorial").trigger()
    assert not failures and len(asked) == 2
    assert window.controller is not playing and tutorial_shown(window)
    (row,) = [r for r in window.storage.history.page() if r.id]
    assert row.status == "unfinished", "the left match is kept in the history"


def test_watching_asks_only_once_the_person_has_played(qtbot, window) -> None:
    start(qtbot, window, "8C QH 10C KS 9C", "KD QD JD 8D 2C", discard="9D", stock="5S 4S", starter=1)
    assert window.controller.round.log, "the computer moved first"
    window.action("watch").trigger()  # nothing of the person's to lose: no question
    assert not window.controller.settings.humans
    start(qtbot, window, "8C QH 10C KS 9C", "KD QD JD 8D 2C", discard="9D", stock="5S 4S")
    window.play.try_throw(cards("KS"))
    window.play.take_stock()
    playing = window.controller
    asked: list[str] = []

    def no(box) -> None:
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.No).click()

    failures = when_modal(qtbot, no)
    window.action("watch").trigger()
    assert not failures and asked and window.controller is playing
