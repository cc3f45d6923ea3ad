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

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.rules import PRESET_NAMES
from yaniv_desktop.core.scoring import Notice, NoticeKind, with_bonus
from yaniv_desktop.storage.history import History, HistoryFilter, MatchDetail, MatchRow, PlayerInfo, RoundRow
from yaniv_desktop.ui.play.seats import LEVEL_NAMES, shown_name
from yaniv_desktop.ui.text.bidi import isolate
from yaniv_desktop.ui.text.describe import notice_text

Index = QModelIndex | QPersistentModelIndex

MATCH_ROLE = Qt.ItemDataRole.UserRole + 1   # the MatchRow of a line
SORT_ROLE = Qt.ItemDataRole.UserRole + 2    # a raw, sortable value

RESULT_TEXT = {  # shown through result_label (context "History")
    "won": QT_TRANSLATE_NOOP("History", "Won"), "lost": QT_TRANSLATE_NOOP("History", "Lost"),
    "unfinished": QT_TRANSLATE_NOOP("History", "Unfinished"), "playing": QT_TRANSLATE_NOOP("History", "In progress"),
}
RESULT_COLOURS = {"won": QColor("#1b7a3a"), "lost": QColor("#a12a2a"), "unfinished": QColor("#7a6a1b"),
                  "playing": QColor("#2a5aa1")}
OUTCOME_TEXT = {  # shown through outcome_label (context "History")
    "success": QT_TRANSLATE_NOOP("History", "Yaniv"), "assaf": QT_TRANSLATE_NOOP("History", "Assaf!"),
    "false_call": QT_TRANSLATE_NOOP("History", "False call"), "slap_zero": QT_TRANSLATE_NOOP("History", "Slap to zero"),
}


def preset_label(preset: str) -> str:
    name = PRESET_NAMES.get(preset)
    return QCoreApplication.translate("Presets", name) if name else preset.capitalize()


def result_label(result: str | None, status: str = "") -> str:
    """A match's result (won, lost, …) in words; the status when there is no result."""
    text = RESULT_TEXT.get(result or "")
    return QCoreApplication.translate("History", text) if text else status.capitalize()


def outcome_label(outcome: str) -> str:
    text = OUTCOME_TEXT.get(outcome)
    return QCoreApplication.translate("History", text) if text else outcome


def level_label(level: str) -> str:
    """A computer level (``"beginner"``, …) as the rest of the app names it."""
    try:
        return QCoreApplication.translate("Seats", LEVEL_NAMES[Level(level)])
    except (ValueError, KeyError):
        return level.capitalize()


LEVEL_WORDS = {  # a computer player's level after its name: "Omer (expert)"
    "beginner": QT_TRANSLATE_NOOP("History", "beginner"),
    "intermediate": QT_TRANSLATE_NOOP("History", "intermediate"),
    "expert": QT_TRANSLATE_NOOP("History", "expert"),
}


def player_name(player: PlayerInfo) -> str:
    """A player's name as shown now: the default name of a person in the current language."""
    return shown_name(player.name) if player.is_human else player.name


def player_label(player: PlayerInfo) -> str:
    """The name, with the level for a computer player: ``Omer (expert)``."""
    if player.is_human or not player.level:
        return player_name(player)
    word = LEVEL_WORDS.get(player.level)
    level = QCoreApplication.translate("History", word) if word else player.level
    return QCoreApplication.translate("History", "{name} ({level})").format(name=player.name, level=level)


def points_text(points: int) -> str:
    """A round's points with their sign: ``+12``, ``+0``, ``−20``."""
    return f"+{points}" if points >= 0 else f"\u2212{-points}"


def scored_points(r: RoundRow) -> tuple[int | None, ...]:
    """A stored round's points as the rules count them (its three-zeros bonus as −20)."""
    bonus = [n.get("player", -1) for n in r.notices if n.get("kind") == NoticeKind.THREE_ZEROS.value]
    return with_bonus(r.points, bonus)


def long_date(timestamp: float) -> str:
    """``Monday 03 March 2025, 14:05`` in the current language."""
    when = QDateTime.fromSecsSinceEpoch(int(timestamp))
    return QLocale().toString(when, "dddd dd MMMM yyyy, HH:mm")


class MatchListModel(QAbstractTableModel):
    COLUMNS: tuple[tuple[str, str], ...] = (  # headers translated in headerData
        ("started_at", QT_TRANSLATE_NOOP("MatchListModel", "Date")),
        ("opponents", QT_TRANSLATE_NOOP("MatchListModel", "Opponents")),
        ("preset", QT_TRANSLATE_NOOP("MatchListModel", "Rules")),
        ("rounds", QT_TRANSLATE_NOOP("MatchListModel", "Rounds")),
        ("result", QT_TRANSLATE_NOOP("MatchListModel", "Result")),
        ("total", QT_TRANSLATE_NOOP("MatchListModel", "Your total")),
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
            return QCoreApplication.translate("MatchListModel", self.COLUMNS[section][1])
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
                long_date(r.started_at),
                self.tr("Players: {players}").format(players=", ".join(player_label(p) for p in r.players)),
                self.tr("Final totals: {totals}").format(
                    totals=", ".join(f"{player_name(p)} {t}" for p, t in zip(r.players, r.totals))),
            ] + ([self.tr("Winner: {name}").format(name=player_name(r.players[r.winner]))]
                 if r.winner is not None else []))
        return None

    @staticmethod
    def _text(r: MatchRow, key: str) -> str:
        if key == "started_at":
            return datetime.fromtimestamp(r.started_at).strftime("%Y-%m-%d %H:%M")
        if key == "opponents":  # as stored (the computer levels in the current language)
            return ", ".join(player_label(p) for p in r.players if not p.is_human)
        if key == "preset":  # a practice match (undo allowed) says so where its rules are named
            label = preset_label(r.preset)
            return QCoreApplication.translate("History", "{rules} (practice)").format(rules=label) if r.practice \
                else label
        if key == "rounds":
            return str(r.rounds_played)
        if key == "result":
            return result_label(r.result, r.status)
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

    FIXED = (  # headers translated in headerData
        QT_TRANSLATE_NOOP("RoundsModel", "Round"), QT_TRANSLATE_NOOP("RoundsModel", "Called by"),
        QT_TRANSLATE_NOOP("RoundsModel", "Outcome"),
    )

    def __init__(self, detail: MatchDetail, parent: Any = None) -> None:
        super().__init__(parent)
        self.detail = detail
        self.names = [player_name(p) for p in detail.row.players]
        self.points = [scored_points(r) for r in detail.rounds]

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
            return QCoreApplication.translate("RoundsModel", self.FIXED[section])
        seat = section - len(self.FIXED)
        if seat < len(self.names):
            return self.names[seat]
        return self.tr("Notes") if seat == len(self.names) else None

    def notes(self, n: int) -> str:
        r = self.detail.rounds[n]
        texts = []
        for raw in r.notices:
            try:
                notice = Notice(NoticeKind(raw["kind"]), raw["player"], raw["before"], raw["after"], raw.get("by"))
                texts.append(notice_text(notice, self.names))
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
                if r.outcome == "assaf" and r.assaf_by is not None:
                    if r.assaf_by == self.detail.row.human_seat:  # "by You" is not how one says it
                        return self.tr("Assaf! by you")
                    return self.tr("Assaf! by {name}").format(name=self.names[r.assaf_by])
                return outcome_label(r.outcome)
            if seat < len(self.names):
                scored = self.points[index.row()]
                points = scored[seat] if seat < len(scored) else None
                if points is None:
                    return self.tr("out")
                total = r.totals_after[seat] if seat < len(r.totals_after) else ""
                return isolate(f"{points_text(points)} → {total}")  # not "30 → 5+" right to left
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
            return self.tr("{name}: hand of {value}").format(name=self.names[seat], value=hand) if hand is not None else None
        return None
