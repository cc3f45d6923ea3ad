"""The round's reveal sheet: every hand face up with its value, who called, the Assaf,
each player's points and new total, and what the scores set off (milestones,
eliminations), laid over the table and brought in one line at a time at a pace a person
can read (all at once when animations are off).

It is a view of the match's last record; the table's own Next round button, the N key
and the sheet's button all deal on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from yaniv_desktop.core.cards import Card
from yaniv_desktop.core.outcome import Outcome, RoundResult
from yaniv_desktop.ui.text.bidi import cards_text, isolate, isolate_name

ROW_PACE_MS = 320  # one player's line at normal speed: about the time to read it


@dataclass(frozen=True)
class SeatLine:
    name: str
    hand: tuple[Card, ...]
    value: int
    points: int | None      # None: out of the round (eliminated before it)
    total: int
    role: str = ""          # "Yaniv!", "Assaf!", a false call …


class RevealSheet(QFrame):
    next_round = Signal()
    shown_or_hidden = Signal()  # the table shows the round's banner only while the sheet is away

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("revealSheet")
        self.setStyleSheet(
            "#revealSheet { background: rgba(252, 249, 240, 243); border: 2px solid #8a6100; border-radius: 10px; }"
            "#revealSheet QLabel { color: #1d1a12; background: transparent; }"
            "#revealSheet QLabel[role=\"heading\"] { color: #5a3b00; }")
        self.heading = QLabel(self)
        self.heading.setProperty("role", "heading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(4)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.notes.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deal = QPushButton(self)
        self.deal.clicked.connect(self.next_round)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.hide)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.deal)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addWidget(self.heading)
        layout.addLayout(self.grid)
        layout.addWidget(self.notes)
        layout.addLayout(buttons)
        self._rows: list[list[QWidget]] = []
        self._shown = 0
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._show_next_row)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.deal.setText(self.tr("Next round"))
        self.deal.setToolTip(self.tr("Deal the next round (N)"))
        self.close_button.setText(self.tr("Look at the table"))
        self.close_button.setToolTip(self.tr("Hide this sheet; the hands stay face up on the table"))

    # ----- showing a round -------------------------------------------------------------

    def show_round(self, banner: str, lines: Sequence[SeatLine], notes: Sequence[str], *,
                   match_over: bool, pace_ms: int) -> None:
        """Lay the sheet out and bring its lines in one by one (``pace_ms`` 0: all at once)."""
        self._clear()
        parent = self.parentWidget()
        size = max(13, (parent.height() if parent else 600) // 44)  # grows with the table, as the cards do
        font = QFont(self.font())
        font.setPixelSize(size)
        self.setFont(font)
        big = QFont(font)
        big.setPixelSize(int(size * 1.5))
        big.setBold(True)
        self.heading.setFont(big)
        self.heading.setText(banner)
        titles = (self.tr("Player"), self.tr("Hand"), self.tr("Value"), self.tr("Points"), self.tr("New total"))
        header = [self._cell(text, bold=True) for text in titles]
        self._add_row(header)
        for line in lines:
            name = isolate_name(line.name) + (f"  {line.role}" if line.role else "")
            points = "—" if line.points is None else isolate(f"+{line.points}")
            self._add_row([self._cell(name, bold=bool(line.role)), self._cell(cards_text(line.hand)),
                           self._cell(str(line.value)), self._cell(points), self._cell(str(line.total), bold=True)])
        self.notes.setFont(font)
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.deal.setVisible(not match_over)
        for row in self._rows[1:]:
            for widget in row:
                widget.setVisible(pace_ms <= 0)
        self._shown = 1 if pace_ms > 0 else len(self._rows)
        self.show()
        self.raise_()
        self.adjustSize()
        self.place()
        if pace_ms > 0:
            self._timer.start(pace_ms)

    def roles(self) -> dict[str, str]:
        """The words beside the names of the caller and the Assafer."""
        return {"yaniv": self.tr("Yaniv!"), "assaf": self.tr("Assaf: the lowest hand"), "caught": self.tr("caught by an Assaf"),
                "false": self.tr("a false call"), "zero": self.tr("slapped to zero")}

    def finished_showing(self) -> bool:
        return self._shown >= len(self._rows)

    def place(self) -> None:
        """Centred over the table, a little above the middle so the hand below stays in sight."""
        parent = self.parentWidget()
        if parent is None or not self.isVisible():
            return
        self.adjustSize()
        width = min(self.sizeHint().width(), parent.width() - 24)
        height = min(self.sizeHint().height(), parent.height() - 24)
        self.resize(width, height)
        self.move((parent.width() - width) // 2, max(12, int(parent.height() * 0.42 - height / 2)))

    def hideEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        self._timer.stop()
        super().hideEvent(event)
        self.shown_or_hidden.emit()

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().showEvent(event)
        self.shown_or_hidden.emit()

    def _show_next_row(self) -> None:
        if self._shown >= len(self._rows):
            self._timer.stop()
            return
        for widget in self._rows[self._shown]:
            widget.show()
        self._shown += 1
        self.place()

    def _add_row(self, cells: list[QWidget]) -> None:
        row = len(self._rows)
        for column, widget in enumerate(cells):
            align = Qt.AlignmentFlag.AlignVCenter | (Qt.AlignmentFlag.AlignLeading if column < 2
                                                     else Qt.AlignmentFlag.AlignTrailing)
            self.grid.addWidget(widget, row, column, align)
        self._rows.append(cells)

    def _cell(self, text: str, *, bold: bool = False) -> QLabel:
        label = QLabel(text, self)
        font = QFont(self.font())  # set on each label: a style sheet stops fonts being inherited
        font.setBold(bold)
        label.setFont(font)
        return label

    def _clear(self) -> None:
        self._timer.stop()
        for row in self._rows:
            for widget in row:
                self.grid.removeWidget(widget)
                widget.hide()  # gone from sight now; deleted when the event loop comes round
                widget.deleteLater()
        self._rows = []


def seat_lines(result: RoundResult, names: Sequence[str], hands: Sequence[Sequence[Card]],
               active: Sequence[int], points_counted: Sequence[int | None], totals: Sequence[int],
               roles: dict[str, str]) -> list[SeatLine]:
    """One line a seat of the round, the caller first, then in play order after them."""
    start = list(active).index(result.caller) if result.caller in active else 0
    order = list(active)[start:] + list(active)[:start]
    lines = []
    for seat in order:
        role = ""
        if seat == result.caller:
            role = {Outcome.ASSAF: roles["caught"], Outcome.FALSE_CALL: roles["false"],
                    Outcome.SLAP_ZERO: roles["zero"]}.get(result.outcome, roles["yaniv"])
        elif seat == result.assaf_by:
            role = roles["assaf"]
        value = result.hand_values[seat]
        lines.append(SeatLine(names[seat], tuple(hands[seat]), value if value is not None else 0,
                              points_counted[seat] if seat < len(points_counted) else None, totals[seat], role))
    return lines
