"""A match's totals round by round, one line a player, drawn with QPainter (QtCharts is not
in PySide6-Essentials): the elimination limit dashed across, the winner's line bold.

Time runs the way the language reads: left to right, or right to left in Hebrew and Arabic.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2")


class ScoreChart(QWidget):
    def __init__(self, names: Sequence[str], totals: Sequence[Sequence[int]], *, limit: int | None = None,
                 winner: int | None = None, parent: QWidget | None = None) -> None:
        """``totals[r][seat]``: the totals before the first round (r = 0) and after each round."""
        super().__init__(parent)
        self.names = tuple(names)
        self.totals = [tuple(row) for row in totals]
        self.limit = limit
        self.winner = winner
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Totals after each round"))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(520, 280)

    def points(self, seat: int, plot: QRectF) -> list[QPointF]:
        """Where each of ``seat``'s totals is drawn inside ``plot``."""
        rounds = max(1, len(self.totals) - 1)
        top = max([self.limit or 0, *(t for row in self.totals for t in row), 10])
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft  # time runs the way the language reads
        out = []
        for r, row in enumerate(self.totals):
            x = plot.left() + plot.width() * r / rounds
            if rtl:
                x = plot.right() - (x - plot.left())
            out.append(QPointF(x, plot.bottom() - plot.height() * max(0, row[seat]) / top))
        return out

    def paintEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        metrics = QFontMetricsF(font)
        legend_h = metrics.height() * ((len(self.names) + 3) // 4) + 6
        label_w = metrics.horizontalAdvance("0000") + 8  # the axis's numbers, on the side reading starts
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        painter.setLayoutDirection(self.layoutDirection())
        left = 12 if rtl else label_w
        plot = QRectF(left, 8, self.width() - label_w - 12, self.height() - legend_h - metrics.height() - 16)
        painter.fillRect(self.rect(), QColor("#fbf8ef"))
        painter.setPen(QPen(QColor("#b8ae96"), 1))
        painter.drawRect(plot)
        top = max([self.limit or 0, *(t for row in self.totals for t in row), 10])
        if self.limit:
            y = plot.bottom() - plot.height() * self.limit / top
            dashed = QPen(QColor("#8a1c1c"), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(dashed)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.drawText(QRectF(plot.left() + 4, y - metrics.height(), plot.width() - 8, metrics.height()),
                             Qt.AlignmentFlag.AlignTrailing, str(self.limit))
        painter.setPen(QColor("#5a513d"))
        for value in (0, top):
            y = plot.bottom() - plot.height() * value / top
            axis = QRectF(plot.right() + 4 if rtl else 0, y - metrics.height() / 2, label_w - 4, metrics.height())
            painter.drawText(axis, Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter, str(value))
        for seat in range(len(self.names)):
            colour = QColor(COLOURS[seat % len(COLOURS)])
            path = QPainterPath()
            for i, point in enumerate(self.points(seat, plot)):
                path.moveTo(point) if i == 0 else path.lineTo(point)
            painter.setPen(QPen(colour, 3.5 if seat == self.winner else 2.0))
            painter.drawPath(path)
        y = plot.bottom() + metrics.height() + 6
        column = (self.width() - 16) / 4
        for seat, name in enumerate(self.names):
            colour = QColor(COLOURS[seat % len(COLOURS)])
            row_y = y + metrics.height() * (seat // 4)
            x = self.width() - 8 - column * (seat % 4 + 1) if rtl else 8 + column * (seat % 4)
            swatch_x = x + column - 14 if rtl else x
            text = QRectF(x if rtl else x + 18, row_y, column - 20, metrics.height())
            painter.fillRect(QRectF(swatch_x, row_y + metrics.height() / 2 - 2, 14, 4), colour)
            bold = QFont(font)
            bold.setBold(seat == self.winner)
            painter.setFont(bold)
            painter.setPen(QColor("#2b2618"))
            painter.drawText(text, Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter, name)
        painter.end()
