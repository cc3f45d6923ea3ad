"""The history's item models: Qt's model tester, lazy fetching, SQL-backed filter and sort."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester

from yaniv_desktop.storage.history import History, HistoryFilter
from yaniv_desktop.ui.history.model import MATCH_ROLE, MatchFilterProxy, MatchListModel, RoundsModel

FATAL = QAbstractItemModelTester.FailureReportingMode.Fatal


def test_match_list_passes_the_model_tester(qapp, big_history: History) -> None:
    model = MatchListModel(big_history)
    QAbstractItemModelTester(model, FATAL)
    proxy = MatchFilterProxy(model)
    QAbstractItemModelTester(proxy, FATAL)
    model.fetchMore(QModelIndex())
    proxy.set_filter(HistoryFilter(level="expert"))
    proxy.sort(3, Qt.SortOrder.AscendingOrder)
    model.fetch_all()
    proxy.set_filter(HistoryFilter())


def test_rows_are_fetched_a_page_at_a_time(qapp, big_history: History) -> None:
    model = MatchListModel(big_history)
    assert model.total == 1000
    assert model.rowCount() == MatchListModel.PAGE
    assert model.canFetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 2 * MatchListModel.PAGE
    model.fetch_all()
    assert model.rowCount() == 1000 and not model.canFetchMore(QModelIndex())
    starts = [r.started_at for r in model.rows]
    assert starts == sorted(starts, reverse=True)


def test_sorting_covers_rows_not_fetched_yet(qapp, big_history: History) -> None:
    model = MatchListModel(big_history)
    proxy = MatchFilterProxy(model)
    proxy.sort(3, Qt.SortOrder.DescendingOrder)  # rounds, most first
    most = big_history.conn.execute("SELECT max(rounds_played) FROM matches").fetchone()[0]
    assert proxy.match_at(0).rounds_played == most
    proxy.sort(0, Qt.SortOrder.AscendingOrder)
    oldest = big_history.conn.execute("SELECT min(started_at) FROM matches").fetchone()[0]
    assert proxy.index(0, 0).data(MATCH_ROLE).started_at == oldest


def test_filter_finds_matches_anywhere_in_the_history(qapp, big_history: History) -> None:
    model = MatchListModel(big_history)
    proxy = MatchFilterProxy(model)
    oldest = min(big_history.iter_rows(), key=lambda r: r.started_at)
    day = date.fromtimestamp(oldest.started_at)
    flt = HistoryFilter(date_from=day, date_to=day)
    proxy.set_filter(flt)
    assert model.total == big_history.count(flt) >= 1
    assert oldest.id in [proxy.match_at(i).id for i in range(proxy.rowCount())]
    for flt in (HistoryFilter(level="beginner", result="won"), HistoryFilter(opponent="noa", preset="israeli")):
        proxy.set_filter(flt)
        model.fetch_all()
        assert proxy.rowCount() == model.rowCount() == big_history.count(flt)
        assert all(flt.accepts(proxy.match_at(i)) for i in range(proxy.rowCount()))


def test_cells(qapp, history: History) -> None:
    model = MatchListModel(history)
    row = model.rows[0]
    assert model.index(0, 0).data() == row.started.strftime("%Y-%m-%d %H:%M")
    assert model.index(0, 4).data() in ("Won", "Lost", "Unfinished")
    assert "Players:" in model.index(0, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert model.headerData(5, Qt.Orientation.Horizontal) == "Your total"


def test_rounds_model(qapp, history: History) -> None:
    row = next(history.iter_rows(HistoryFilter(preset="classic")))
    detail = history.match(row.id)
    model = RoundsModel(detail)
    QAbstractItemModelTester(model, FATAL)
    assert model.rowCount() == len(detail.rounds)
    assert model.columnCount() == 3 + len(detail.row.players) + 1
    first = detail.rounds[0]
    assert model.index(0, 1).data() == detail.row.players[first.caller].name
    seat = 0
    # isolated left to right, so that Hebrew and Arabic do not show "30 → 5+"
    assert model.index(0, 3 + seat).data() == f"\u2066+{first.points[seat]} → {first.totals_after[seat]}\u2069"
    assert model.headerData(3, Qt.Orientation.Horizontal) == detail.row.players[0].name
