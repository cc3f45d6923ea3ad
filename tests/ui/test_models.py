from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from yaniv_desktop.core.bench import simple_policy
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.play.models import MoveLogModel, PlayersModel, ScoreboardModel
from yaniv_desktop.ui.play.seats import default_seats


def shown(text: str) -> str:
    """A scoreboard cell without the left-to-right isolate that keeps "12 ↓50" in order in Hebrew."""
    assert text.startswith("\u2066") and text.endswith("\u2069"), text
    return text[1:-1]


def played_match(rounds: int = 4) -> Match:
    match = Match(RuleSet(players=3, elimination_limit=60), 3)
    while not match.is_over and match.round_number < rounds:
        state = match.start_round()
        while not state.is_over:
            match.apply(simple_policy(state))
    return match


def test_scoreboard_rows_are_rounds_then_totals(qtbot) -> None:
    model = ScoreboardModel()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    match = played_match()
    model.set_match(match, ["You", "Dana", "Avi"])
    assert model.rowCount() == len(match.records) + 1 and model.columnCount() == 3
    assert model.headerData(0, Qt.Orientation.Horizontal) == "You"
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "You"
    assert model.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) is None
    assert model.headerData(model.totals_row, Qt.Orientation.Vertical) == "Total"
    for seat in range(3):
        total = shown(model.data(model.index(model.totals_row, seat)))
        assert total.startswith(str(match.totals[seat]))
        first = match.records[0].result.points[seat]
        assert shown(model.data(model.index(0, seat))).startswith(str(first))
    model.refresh()


def test_scoreboard_marks_milestones_and_eliminations(qtbot) -> None:
    model = ScoreboardModel()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    match = Match(RuleSet(players=2), 1, totals=[90, 195])
    from tests.core.helpers import call, make_match_round

    make_match_round(match, ["AS 2H", "KD"], starter=0)
    call(match)
    model.set_match(match, ["A", "B"])
    assert shown(model.data(model.index(0, 1))) == "10 ✗"
    assert "out" in model.data(model.index(1, 1), Qt.ItemDataRole.ToolTipRole)
    assert shown(model.data(model.index(1, 0))).endswith("★")


def test_move_log_and_players_models(qtbot) -> None:
    log = MoveLogModel()
    QAbstractItemModelTester(log, QAbstractItemModelTester.FailureReportingMode.Fatal)
    log.append("Dana threw 7♥ 7♠")
    log.extend_last("and took from the stock")
    assert log.data(log.index(0)) == "Dana threw 7♥ 7♠ and took from the stock"
    log.clear()
    assert log.rowCount() == 0
    players = PlayersModel()
    QAbstractItemModelTester(players, QAbstractItemModelTester.FailureReportingMode.Fatal)
    players.set_seats(default_seats(3))
    players.update([5, 4, 5], [0, 12, 30], [False, False, True], 1)
    assert "▶ Dana" in players.data(players.index(1))
    assert "out" in players.data(players.index(2))
    assert players.data(players.index(1), PlayersModel.CardsRole) == 4
    assert "· 4 cards ·" in players.data(players.index(1))
    players.update([1, 4, 5], [0, 12, 30], [False, False, True], 1)
    assert "· 1 card ·" in players.data(players.index(0))
