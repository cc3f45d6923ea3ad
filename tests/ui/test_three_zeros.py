"""A three-zeros round scores −20 (RULES.md §6) wherever a round's points are shown —
the scoreboard, the history's round table and its replay — and the points shown still
add up to the totals.  A scripted match: seat 0 (the person at this screen) calls
successfully three times at a table of three, starting the match on 50."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from yaniv_desktop.core.match import Match
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scoring import THREE_ZEROS_BONUS, NoticeKind
from yaniv_desktop.storage.history import History
from yaniv_desktop.ui.play.models import ScoreboardModel
from yaniv_desktop.ui.text.bidi import isolate

from ..core.helpers import call, make_match_round
from ..storage.helpers import record_played
from .test_replay_words import open_history, open_match, open_replay, players, shot

START = (50, 0, 0)
BONUS_TEXT = {  # the replay's sentence for the bonus, said to "you"
    "en": "third successful call: you score \u2066-20\u2069",
    "he": "קריאה מוצלחת שלישית: קיבלת \u2066-20\u2069",
    "ar": "ثالث إعلان ناجح: حصلتَ على \u2066-20\u2069",
}


def three_calls() -> Match:
    """Three rounds: seat 0 calls at once with A♠ 2♥ (3) against two hands of 20."""
    match = Match(RuleSet(players=3, three_zeros_bonus=True), "zeros", totals=list(START))
    for _ in range(3):
        make_match_round(match, ["AS 2H", "KD QD", "KC QC"], starter=0)
        call(match)
    return match


def unisolated(text: str) -> str:
    return text.removeprefix("\u2066").removesuffix("\u2069")


def test_the_scoreboard_shows_minus_20_and_its_columns_add_up(qtbot) -> None:
    match = three_calls()
    assert [n.kind for n in match.records[2].notices] == [NoticeKind.THREE_ZEROS]
    model = ScoreboardModel()
    model.set_match(match, ["You", "Dana", "Avi"])
    view = QTableView()  # as the side panel shows it
    qtbot.addWidget(view)
    view.setModel(model)
    view.show()
    shown = [[unisolated(model.index(r, s).data()) for s in range(3)] for r in range(model.rowCount())]
    assert shown[:3] == [["0", "20", "20"], ["0", "20", "20"], [str(THREE_ZEROS_BONUS), "20", "20"]]
    assert "third successful call" in model.index(2, 0).data(Qt.ItemDataRole.ToolTipRole)
    for seat in range(3):
        rounds = sum(int(shown[r][seat]) for r in range(3))
        assert START[seat] + rounds == int(shown[model.totals_row][seat]) == match.totals[seat]
    assert match.totals[0] == 30


def test_the_scoreboard_tells_you_that_you_are_out(qtbot, translations) -> None:  # noqa: F811
    match = Match(RuleSet(players=2), 1, totals=[195, 0])
    make_match_round(match, ["KD QD", "AS"], starter=1)
    call(match)
    assert match.out == [True, False]
    model = ScoreboardModel()
    model.set_match(match, ["You", "Dana"])
    tip = model.index(model.totals_row, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "You are out"
    model.set_match(match, ["Shira", "Dana"], you=0)
    assert model.index(model.totals_row, 0).data(Qt.ItemDataRole.ToolTipRole) == "You are out"
    model.set_match(match, ["Shira", "Dana"])
    assert model.index(model.totals_row, 0).data(Qt.ItemDataRole.ToolTipRole) == "Shira is out"
    translations.use("ar")
    model.set_match(match, ["You", "Dana"])
    assert model.index(model.totals_row, 0).data(Qt.ItemDataRole.ToolTipRole) == "أنت خارج اللعب"


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_the_history_and_its_replay_show_minus_20(qtbot, translations, tmp_path: Path,  # noqa: F811
                                                  language: str) -> None:
    history = History.open(tmp_path / "history.sqlite3")
    record_played(history, three_calls(), players(), preset="israeli")
    translations.use(language)
    page = open_match(qtbot, open_history(qtbot, history))

    rounds = page.rounds_model
    cells = [[rounds.index(r, 3 + s).data() for s in range(3)] for r in range(rounds.rowCount())]
    assert cells[2][0] == isolate("\u221220 → 30"), "the round scores −20, as the rules say"
    assert cells[0][1] == isolate("+20 → 20")
    for seat in range(3):  # the points shown add up to the totals shown
        points = [int(unisolated(c[seat]).split(" → ")[0].replace("\u2212", "-")) for c in cells]
        assert START[seat] + sum(points) == int(unisolated(cells[-1][seat]).split(" → ")[1])
    shot(page, f"three-zeros-rounds-{language}")

    replay = open_replay(qtbot, page)
    qtbot.mouseClick(replay.buttons["last"], Qt.MouseButton.LeftButton)  # the bonus round's end
    assert replay.total_labels[0].text() == isolate("30 (\u221220)")
    assert replay.total_labels[1].text() == isolate("60 (+20)")
    assert BONUS_TEXT[language] in replay.caption.text()
    shot(page, f"three-zeros-replay-{language}")
    qtbot.mouseClick(replay.buttons["prev_round"], Qt.MouseButton.LeftButton)  # round 3's deal
    qtbot.mouseClick(replay.buttons["prev"], Qt.MouseButton.LeftButton)  # the end of round 2: no bonus
    assert replay.total_labels[0].text() == isolate("50 (+0)")
    history.close()
