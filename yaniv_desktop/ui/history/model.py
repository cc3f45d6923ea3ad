"""Item models of the history window.

:class:`MatchListModel` lists the matches of a :class:`History`, fetched lazily a page
at a time (``canFetchMore`` / ``fetchMore``), so ten thousand matches open at once.
:class:`MatchFilterProxy` is the ``QSortFilterProxyModel`` the view sees.  It owns
the filter (date, opponent, computer level, preset, result) and the sort order and
passes both down to the source, whose SQL then fetches only matching rows in that
order — a proxy over a lazy model could otherwise only filter and sort the rows
fetched so far.  It still checks each fetched row against the filter itself.

:class:`RoundsModel` is a match page's round-by-round table.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QColor, QFont

from yaniv_desktop.core.rules import PRESET_NAMES
from yaniv_desktop.core.scoring import Notice, NoticeKind
from yaniv_desktop.storage.history import History, HistoryFilter, MatchDetail, MatchRow

Index = QModelIndex | QPersistentModelIndex

MATCH_ROLE = Qt.ItemDataRole.UserRole + 1   # the MatchRow of a line
SORT_ROLE = Qt.ItemDataRole.UserRole + 2    # a raw, sortable value

RESULT_TEXT = {"won": "Won", "lost": "Lost", "unfinished": "Unfinished", "playing": "In progress"}
RESULT_COLOURS = {"won": QColor("#1b7a3a"), "lost": QColor("#a12a2a"), "unfinished": QColor("#7a6a1b"),
                  "playing": QColor("#2a5aa1")}
OUTCOME_TEXT = {"success": "Yaniv", "assaf": "Assaf!", "false_call": "False call", "slap_zero": "Slap to zero"}


def preset_label(preset: str) -> str:
    return PRESET_NAMES.get(preset, preset.capitalize())


class MatchListModel(QAbstractTableModel):
    COLUMNS: tuple[tuple[str, str], ...] = (
        ("started_at", "Date"), ("opponents", "Opponents"), ("preset", "Rules"),
        ("rounds", "Rounds"), ("result", "Result"), ("total", "Your total"),
    )
    PAGE = 200

    def __init__(self, history: History, parent: Any = None) -> None:
        super().__init__(parent)
        self.history = history
        self.filter = HistoryFilter()
        self.order = "started_at"
        self.descending = True
        self.rows: list[MatchRow] = []
        self.total = 0
        self.fetches = 0
        self.total = history.count(self.filter)
        self.rows = self._page()  # the first page at once; the rest as the view scrolls

    # ----- the query -------------------------------------------------------------

    def set_query(self, flt: HistoryFilter | None = None, order: str | None = None,
                  descending: bool | None = None) -> None:
        """Change what is listed; the rows are fetched again, lazily."""
        self.beginResetModel()
        if flt is not None:
            self.filter = flt
        if order is not None:
            self.order = order
        if descending is not None:
            self.descending = descending
        self.total = self.history.count(self.filter)
        self.rows = self._page()
        self.endResetModel()

    def refresh(self) -> None:
        self.set_query()

    def _page(self, offset: int = 0) -> list[MatchRow]:
        self.fetches += 1
        return self.history.page(self.filter, order=self.order, descending=self.descending,
                                 offset=offset, limit=self.PAGE)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid():
            return
        page = self._page(len(self.rows))
        if not page:
            self.total = len(self.rows)
            return
        first = len(self.rows)
        self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
        self.rows.extend(page)
        self.endInsertRows()

    def fetch_all(self) -> None:
        while self.canFetchMore():
            self.fetchMore()

    # ----- the table -------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self.COLUMNS):
            return self.COLUMNS[section][1]
        return None

    def row(self, n: int) -> MatchRow:
        return self.rows[n]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        r = self.rows[index.row()]
        key = self.COLUMNS[index.column()][0]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(r, key)
        if role == MATCH_ROLE:
            return r
        if role == SORT_ROLE:
            return {"started_at": r.started_at, "opponents": r.opponents.casefold(), "preset": r.preset,
                    "rounds": r.rounds_played, "result": r.result or "",
                    "total": r.human_total if r.human_total is not None else -1}[key]
        if role == Qt.ItemDataRole.ForegroundRole and key == "result" and r.result:
            return RESULT_COLOURS.get(r.result)
        if role == Qt.ItemDataRole.FontRole and key == "result" and r.result == "won":
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and key in ("rounds", "total"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join([
                r.started.strftime("%A %d %B %Y, %H:%M"),
                "Players: " + ", ".join(p.label for p in r.players),
                "Final totals: " + ", ".join(f"{p.name} {t}" for p, t in zip(r.players, r.totals)),
            ] + ([f"Winner: {r.winner_name}"] if r.winner is not None else []))
        return None

    @staticmethod
    def _text(r: MatchRow, key: str) -> str:
        if key == "started_at":
            return datetime.fromtimestamp(r.started_at).strftime("%Y-%m-%d %H:%M")
        if key == "opponents":
            return r.opponents
        if key == "preset":
            return preset_label(r.preset)
        if key == "rounds":
            return str(r.rounds_played)
        if key == "result":
            return RESULT_TEXT.get(r.result or "", r.status.capitalize())
        total = r.human_total
        return "" if total is None else str(total)


class MatchFilterProxy(QSortFilterProxyModel):
    """The filter and sort of the history list, pushed down to the lazy source."""

    def __init__(self, source: MatchListModel, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSourceModel(source)
        self.setSortRole(SORT_ROLE)
        self._filter = source.filter
        self._sort_column = 0
        self._sort_order = Qt.SortOrder.DescendingOrder

    @property
    def source(self) -> MatchListModel:
        return self.sourceModel()  # type: ignore[return-value]

    @property
    def filter(self) -> HistoryFilter:
        return self._filter

    def set_filter(self, flt: HistoryFilter) -> None:
        self._filter = flt
        self.source.set_query(flt)  # a reset: every row is checked again by filterAcceptsRow

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        return self._filter.accepts(self.source.row(source_row))

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the whole history (by SQL), not only the rows fetched so far."""
        if not 0 <= column < len(MatchListModel.COLUMNS):
            return
        self._sort_column, self._sort_order = column, order
        self.source.set_query(order=MatchListModel.COLUMNS[column][0],
                              descending=order == Qt.SortOrder.DescendingOrder)

    def sort_state(self) -> tuple[int, Qt.SortOrder]:
        return self._sort_column, self._sort_order

    def match_at(self, row: int) -> MatchRow:
        return self.source.row(self.mapToSource(self.index(row, 0)).row())


class RoundsModel(QAbstractTableModel):
    """Round by round: who called, how it ended, each player's points and total."""

    FIXED = ("Round", "Called by", "Outcome")

    def __init__(self, detail: MatchDetail, parent: Any = None) -> None:
        super().__init__(parent)
        self.detail = detail
        self.names = [p.name for p in detail.row.players]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.detail.rounds)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.FIXED) + len(self.names) + 1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return None
        if section < len(self.FIXED):
            return self.FIXED[section]
        seat = section - len(self.FIXED)
        if seat < len(self.names):
            return self.names[seat]
        return "Notes" if seat == len(self.names) else None

    def notes(self, n: int) -> str:
        r = self.detail.rounds[n]
        texts = []
        for raw in r.notices:
            try:
                notice = Notice(NoticeKind(raw["kind"]), raw["player"], raw["before"], raw["after"], raw.get("by"))
                texts.append(notice.text(self.names))
            except (KeyError, ValueError):
                continue
        return "; ".join(texts)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.detail.rounds):
            return None
        r = self.detail.rounds[index.row()]
        col = index.column()
        seat = col - len(self.FIXED)
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return str(r.number + 1)
            if col == 1:
                return self.names[r.caller] if 0 <= r.caller < len(self.names) else "?"
            if col == 2:
                text = OUTCOME_TEXT.get(r.outcome, r.outcome)
                if r.outcome == "assaf" and r.assaf_by is not None:
                    text += f" by {self.names[r.assaf_by]}"
                return text
            if seat < len(self.names):
                points = r.points[seat] if seat < len(r.points) else None
                if points is None:
                    return "out"
                total = r.totals_after[seat] if seat < len(r.totals_after) else ""
                return f"+{points} → {total}" if points >= 0 else f"{points} → {total}"
            return self.notes(index.row())
        if role == Qt.ItemDataRole.TextAlignmentRole and 0 <= seat < len(self.names):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and 0 <= seat < len(self.names):
            if r.winner == seat:
                return QColor("#1b7a3a")
            if r.points[seat] is None:
                return QColor("#888888")
        if role == Qt.ItemDataRole.FontRole and 0 <= seat < len(self.names) and r.winner == seat:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and 0 <= seat < len(self.names):
            hand = r.hand_values[seat] if seat < len(r.hand_values) else None
            return f"{self.names[seat]}: hand of {hand}" if hand is not None else None
        return None
