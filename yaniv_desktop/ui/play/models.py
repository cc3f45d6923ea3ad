"""Qt item models for the side panels: scoreboard, move log, players."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from yaniv_desktop.core.match import Match
from yaniv_desktop.core.scoring import NoticeKind, round_points
from yaniv_desktop.ui.play.seats import Seat, is_default_name, level_name, shown_name
from yaniv_desktop.ui.text.bidi import isolate
from yaniv_desktop.ui.text.counts import card_count, points_short
from yaniv_desktop.ui.text.describe import notice_text

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


class ScoreboardModel(QAbstractTableModel):
    """Rows are rounds, then a totals row; columns are players.

    A round shows its points as the rules count them: −20 for a three-zeros round.
    The names are shown in the language of the moment (the default name translated)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._names: tuple[str, ...] = ()
        self._you: int | None = None

    def set_match(self, match: Match | None, names: Sequence[str], you: int | None = None) -> None:
        """``you``: the seat of the person at this screen (a seat with the default name is too)."""
        self.beginResetModel()
        self._match = match
        self._names = tuple(names)
        self._you = you
        self.endResetModel()

    def _is_you(self, seat: int) -> bool:
        return seat == self._you or is_default_name(self._names[seat])

    def refresh(self) -> None:
        """The match moved on (a round was settled)."""
        self.beginResetModel()
        self.endResetModel()

    @property
    def totals_row(self) -> int:
        return len(self._match.records) if self._match else 0

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        if parent.isValid() or self._match is None:
            return 0
        return len(self._match.records) + 1

    def columnCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._names)

    def _name(self, seat: int) -> str | None:
        return shown_name(self._names[seat]) if 0 <= seat < len(self._names) else None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            # A crowded table narrows the columns below a long name: the tip shows it whole.
            return self._name(section)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._name(section)
        return self.tr("Total") if section == self.totals_row else str(section + 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self._match is None:
            return None
        row, seat = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= seat < len(self._names)):
            return None
        match = self._match
        if row == self.totals_row:
            if role == Qt.ItemDataRole.DisplayRole:  # isolated: "30 ✗" must not turn "✗ 30" right to left
                return isolate(f"{match.totals[seat]}{' ✗' if match.out[seat] else ''}"
                               f"{' ★' if match.winner == seat else ''}")
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setBold(True)
                return font
            if role == Qt.ItemDataRole.ToolTipRole and match.out[seat]:
                if self._is_you(seat):
                    return self.tr("You are out")
                return self.tr("{name} is out").format(name=self._name(seat))
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        record = match.records[row]
        points = round_points(record.result, record.notices)[seat] if record.result else None
        notices = [n for n in record.notices if n.player == seat]
        if role == Qt.ItemDataRole.DisplayRole:
            if points is None:
                return "—"
            text = str(points)
            for n in notices:
                if n.kind in (NoticeKind.MILESTONE, NoticeKind.RACHELI):
                    text += f" ↓{n.after}"
                elif n.kind is NoticeKind.THEFT:
                    text += " +30"
                elif n.kind is NoticeKind.ELIMINATED:
                    text += " ✗"
            return isolate(text)  # "−20", "12 ↓50" read left to right in Hebrew and Arabic too
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [notice_text(n, [shown_name(name) for name in self._names]) for n in notices]
            if record.result and record.result.assaf_by == seat:
                lines.insert(0, self.tr("Assaf!"))
            return "\n".join(lines) or None
        if role == Qt.ItemDataRole.BackgroundRole:
            if record.result and seat == record.result.round_winner:
                return QBrush(QColor(200, 235, 200))
            if any(n.kind is NoticeKind.ELIMINATED for n in notices):
                return QBrush(QColor(245, 205, 205))
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


Words = str | Callable[[], str]  # a move log's words: as they are, or said in the current language


class MoveLogModel(QAbstractListModel):
    """One line per turn, in plain words, newest last.

    A line is kept as the words that make it (text, or a function that says it), and
    said again whenever it is shown, so the whole log follows a change of language.
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._lines: list[list[Words]] = []

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: Index = _NO_INDEX) -> int:  # callable with no argument, like rowCount
        return 0 if parent.isValid() else 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                    Qt.ItemDataRole.AccessibleTextRole):
            return " ".join(words() if callable(words) else words for words in self._lines[index.row()])
        return None

    def append(self, line: Words) -> None:
        row = len(self._lines)
        self.beginInsertRows(QModelIndex(), row, row)
        self._lines.append([line])
        self.endInsertRows()

    def extend_last(self, words: Words) -> None:
        """Finish the current turn's line ("… and took from the stock")."""
        if not self._lines:
            self.append(words)
            return
        self._lines[-1].append(words)
        index = self.index(len(self._lines) - 1)
        self.dataChanged.emit(index, index)

    def retranslate(self) -> None:
        """The language changed: every line is said again."""
        if self._lines:
            self.dataChanged.emit(self.index(0), self.index(len(self._lines) - 1))

    def clear(self) -> None:
        self.beginResetModel()
        self._lines.clear()
        self.endResetModel()

    def lines(self) -> list[str]:
        """Every line as it reads now."""
        return [self.data(self.index(row)) for row in range(len(self._lines))]


class PlayersModel(QAbstractListModel):
    """The seats: name, level, cards in hand, total; the player to move is marked."""

    SeatRole = Qt.ItemDataRole.UserRole + 1
    CardsRole = Qt.ItemDataRole.UserRole + 2
    TotalRole = Qt.ItemDataRole.UserRole + 3

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._seats: tuple[Seat, ...] = ()
        self._cards: tuple[int, ...] = ()
        self._totals: tuple[int, ...] = ()
        self._out: tuple[bool, ...] = ()
        self._current: int | None = None

    def set_seats(self, seats: Sequence[Seat]) -> None:
        self.beginResetModel()
        self._seats = tuple(seats)
        n = len(self._seats)
        self._cards, self._totals, self._out = (0,) * n, (0,) * n, (False,) * n
        self._current = None
        self.endResetModel()

    def update(self, cards: Sequence[int], totals: Sequence[int], out: Sequence[bool], current: int | None) -> None:
        self._cards, self._totals, self._out = tuple(cards), tuple(totals), tuple(out)
        self._current = current
        if self._seats:
            self.dataChanged.emit(self.index(0), self.index(len(self._seats) - 1))

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._seats)

    def columnCount(self, parent: Index = _NO_INDEX) -> int:  # callable with no argument, like rowCount
        return 0 if parent.isValid() else 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._seats):
            return None
        row = index.row()
        seat = self._seats[row]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            status = self.tr("out") if self._out[row] else card_count(self._cards[row])
            marker = "▶ " if row == self._current else ""
            return self.tr("{marker}{name} · {level} · {status} · {total}").format(
                marker=marker, name=seat.shown_name, level=level_name(seat.level), status=status,
                total=points_short(self._totals[row]))
        if role == Qt.ItemDataRole.FontRole and row == self._current:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and self._out[row]:
            return QBrush(QColor(140, 140, 140))
        if role == self.SeatRole:
            return seat.shown_name
        if role == self.CardsRole:
            return self._cards[row]
        if role == self.TotalRole:
            return self._totals[row]
        return None
