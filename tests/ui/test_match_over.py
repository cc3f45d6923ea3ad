"""The match's end screen: the winner, the standings and the totals chart, reached by playing
a match to its end with clicks; Play again deals a new match at the same table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from yaniv_desktop.core.match import Match
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.dialogs.match_over import MatchOverDialog, totals_by_round
from yaniv_desktop.ui.history.charts import SERIES_COLOURS
from yaniv_desktop.ui.text.describe import match_won

from ..core.helpers import call, make_match_round
from .test_main_window import play_match_by_clicks, two_player


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_playing_to_the_end_shows_the_winner_and_play_again_deals_anew(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    settings = two_player(elimination_limit=40)
    controller = window.start_match(settings)
    play_match_by_clicks(qtbot, window)
    assert controller.match.is_over
    qtbot.waitUntil(lambda: getattr(window, "rematch_box", None) is not None and window.rematch_box.isVisible(),
                    timeout=5000)
    dialog = window.rematch_box
    winner = controller.match.winner
    assert isinstance(dialog, MatchOverDialog)
    assert dialog.headline.text().startswith(match_won(controller.names[winner], you=winner == 0))
    assert dialog.standing_rows[0] == (controller.names[winner], str(controller.match.totals[winner]))
    assert [series[-1] for series in dialog.chart.series] == list(controller.match.totals)
    assert dialog.layoutDirection() == (Qt.LayoutDirection.RightToLeft if language != "en"
                                        else Qt.LayoutDirection.LeftToRight)
    qtbot.mouseClick(dialog.again, Qt.MouseButton.LeftButton)
    assert window.controller is not controller and not window.controller.match.is_over


def test_the_chart_has_every_players_totals_round_by_round(qtbot) -> None:
    match = Match(RuleSet(players=3), "chart")
    for hands, starter in ((["AS 2H", "KD QD", "5C 6C"], 0), (["KS QS", "AD", "7C 8C"], 1),
                           (["AS 2H", "KD QD", "5C 6C"], 0)):
        make_match_round(match, hands, starter=starter)
        call(match)
    rows = totals_by_round(match)
    assert len(rows) == 3 and rows[-1] == list(match.totals)
    dialog = MatchOverDialog(match, ("Shira", "Dana", "Avi"), you=0)
    qtbot.addWidget(dialog)
    dialog.resize(560, 460)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.chart.series == [[0, *(row[seat] for row in rows)] for seat in range(3)]
    image = dialog.chart.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    colours = {image.pixelColor(x, y).name().lower() for x in range(image.width()) for y in range(image.height())}
    assert {c.lower() for c in SERIES_COLOURS[:3]} <= colours, "every player's line is drawn"
