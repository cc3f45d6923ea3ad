"""The move log speaks to the person at this screen: "you threw", in Hebrew "זרקת"."""

from __future__ import annotations

import pytest

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.play.seats import MatchSettings, Seat
from yaniv_desktop.ui.shell.main_window import MainWindow

from .helpers import play_turns_by_clicks

EXPECTED = {"en": ("You threw", "Dana threw"), "he": ("זרקת", "Dana זרק"), "ar": ("رميتَ", "Dana رمى")}




@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_your_moves_and_theirs_in_the_log(qtbot, translations, language: str) -> None:
    window = MainWindow(move_delay_ms=0, translations=translations)
    window.scene.animations_enabled = False
    window.coach_enabled = False
    qtbot.addWidget(window)
    window.show()
    window.action(f"language:{language}").trigger()
    settings = MatchSettings(seats=(Seat("Shira"), Seat("Dana", Level.BEGINNER)), rules=RuleSet(players=2), seed=8)
    controller = window.start_match(settings)
    play_turns_by_clicks(qtbot, window, 2)
    lines = [controller.log.index(row, 0).data() for row in range(controller.log.rowCount())]
    yours, theirs = EXPECTED[language]
    assert any(yours in line for line in lines), lines
    assert any(theirs in line for line in lines), lines
    assert not any("Shira" in line for line in lines[1:]), "the person at the screen is 'you', not their name"
    window.close()
