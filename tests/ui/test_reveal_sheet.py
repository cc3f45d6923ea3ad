"""The reveal sheet at a round's end: every hand with its value, who called and who Assafed,
each player's points and total, brought in line by line, and Next round from the sheet.
Played through the real buttons in English, Hebrew and Arabic."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from yaniv_desktop.core.match import Match
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scoring import NoticeKind
from yaniv_desktop.ui.table.reveal_sheet import RevealSheet, seat_lines
from yaniv_desktop.ui.text.bidi import cards_text
from yaniv_desktop.ui.text.describe import notice_text

from ..core.helpers import call, make_match_round
from .test_table_hand import start


def rows(sheet: RevealSheet) -> list[list[str]]:
    return [[w.text() for w in row] for row in sheet._rows]


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_an_assaf_round_is_laid_out_on_the_sheet(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    start(qtbot, window, "AS 2S 3C", "AD 2D 3D", discard="9D", stock="5S")
    qtbot.mouseClick(window.bar.yaniv, Qt.MouseButton.LeftButton)
    sheet = window.play.sheet
    result = window.controller.round.result
    assert sheet.isVisible() and sheet.finished_showing()
    assert sheet.heading.text() == window.play._reveal_banner
    header, shira, dana = rows(sheet)
    assert header[0] == sheet.tr("Player")
    roles = sheet.roles()
    assert shira[0].startswith("\u2068Shira") and roles["caught"] in shira[0]
    assert dana[0].startswith("\u2068Dana") and roles["assaf"] in dana[0]
    assert shira[2] == dana[2] == "6"
    assert shira[3].strip("\u2066\u2069") == f"+{result.points[0]}" and shira[4] == str(window.controller.match.totals[0])
    assert shira[1] == cards_text(window.controller.round.hands[0])
    sheet_box, table = sheet.geometry(), window.table.rect()
    assert table.contains(sheet_box), "the sheet lies on the table, nothing cut off"
    qtbot.mouseClick(sheet.deal, Qt.MouseButton.LeftButton)
    assert not sheet.isVisible() and window.controller.match.round_number == 1


def test_the_lines_come_in_at_a_readable_pace(qtbot, window) -> None:
    window.scene.animations_enabled = True
    start(qtbot, window, "AS 2S 3C", "KD QD JD", discard="9D", stock="5S")
    qtbot.mouseClick(window.bar.yaniv, Qt.MouseButton.LeftButton)
    sheet = window.play.sheet
    assert sheet.isVisible() and not sheet.finished_showing()
    assert [w.isVisible() for w in sheet._rows[1]] == [False] * 5, "the players' lines wait their turn"
    qtbot.waitUntil(sheet.finished_showing, timeout=5000)
    assert all(w.isVisible() for row in sheet._rows for w in row)
    qtbot.mouseClick(sheet.close_button, Qt.MouseButton.LeftButton)
    assert not sheet.isVisible() and window.bar.next_round.isEnabled(), "the table's Next round still deals"


def test_milestones_and_eliminations_are_said_on_the_sheet(qtbot, translations) -> None:
    translations.use("he")
    match = Match(RuleSet(players=2), "milestone", totals=[80, 75])
    make_match_round(match, ["AS 2H", "KD QD 5S"], starter=0)  # 3 against 25: Dana lands on exactly 100
    call(match)
    record = match.records[-1]
    assert [n.kind for n in record.notices] == [NoticeKind.MILESTONE]
    sheet = RevealSheet()
    qtbot.addWidget(sheet)
    names = ("Shira", "Dana")
    notes = [notice_text(n, names) for n in record.notices]
    lines = seat_lines(record.result, names, [[], []], (0, 1), record.result.points, record.totals_after, sheet.roles())
    sheet.show_round("Yaniv!", lines, notes, match_over=match.is_over, pace_ms=0)
    assert sheet.notes.isVisible() and all(note in sheet.notes.text() for note in notes)
    assert sheet.deal.isVisible() is (not match.is_over)
    assert all(isinstance(w, QLabel) for row in sheet._rows for w in row)
