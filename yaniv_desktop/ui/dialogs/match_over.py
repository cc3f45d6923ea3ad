"""The match's end: who won, the final totals (lowest first), and the totals round by
round as the history's chart draws them; Play again starts the same table with a new
deal, Close keeps the finished match on screen."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.core.match import Match
from yaniv_desktop.ui.history.charts import TotalsChart
from yaniv_desktop.ui.text.bidi import isolate_name
from yaniv_desktop.ui.text.describe import match_won


def totals_by_round(match: Match) -> list[list[int | None]]:
    """Each player's total after each round (None once out of the match), as the history's
    chart takes them."""
    return [[total if points is not None else None for total, points in zip(record.totals_after, record.result.points)]
            for record in match.records if record.totals_after and record.result is not None]


class MatchOverDialog(QDialog):
    def __init__(self, match: Match, names: Sequence[str], *, you: int | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        winner = match.winner if match.winner is not None else 0
        self.setWindowTitle(self.tr("Match over"))
        headline = QLabel(match_won(names[winner], you=winner == you) + "!", self)
        font = QFont(headline.font())
        font.setPixelSize(max(20, int(font.pixelSize() * 1.8) if font.pixelSize() > 0 else 22))
        font.setBold(True)
        headline.setFont(font)
        headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline = headline

        standings = QGridLayout()
        standings.setHorizontalSpacing(18)
        order = sorted(range(len(names)), key=lambda seat: (seat != winner, match.totals[seat]))
        self.standing_rows: list[tuple[str, str]] = []
        for row, seat in enumerate(order):
            place = QLabel(self.tr("{place}.").format(place=row + 1), self)
            name = QLabel(isolate_name(names[seat]), self)
            total = QLabel(str(match.totals[seat]), self)
            if seat == winner:
                for label in (place, name, total):
                    bold = QFont(label.font())
                    bold.setBold(True)
                    label.setFont(bold)
            standings.addWidget(place, row, 0)
            standings.addWidget(name, row, 1)
            standings.addWidget(total, row, 2, Qt.AlignmentFlag.AlignTrailing)
            self.standing_rows.append((names[seat], total.text()))
        standings.setColumnStretch(1, 1)

        self.chart = TotalsChart(names, match.starting_totals, totals_by_round(match), match.rules.elimination_limit,
                                 self)
        caption = QLabel(self.tr("Totals after each round"), self)
        caption.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.buttons = QDialogButtonBox(self)
        self.again: QPushButton = self.buttons.addButton(self.tr("Play again"),
                                                         QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.again.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addLayout(standings)
        layout.addWidget(caption)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.buttons)
