"""Line charts drawn with QPainter: totals over the rounds, win rate over time."""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

# distinguishable, colour-blind-friendly (Okabe–Ito), in seat order
SERIES_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#7F7F00", "#000000")


def nice_step(span: float, ticks: int = 5) -> float:
    """A round step (1, 2, 5 × 10ⁿ) giving about ``ticks`` grid lines over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return m * power
    return 10 * power


# the legend of the win-rate chart, by the period one point covers
RATE_LEGEND = {
    "day": QT_TRANSLATE_NOOP("WinRateChart", "win rate per day"),
    "week": QT_TRANSLATE_NOOP("WinRateChart", "win rate per week"),
    "month": QT_TRANSLATE_NOOP("WinRateChart", "win rate per month"),
}
BARS_LEGEND = {
    "day": QT_TRANSLATE_NOOP("WinRateChart", "matches finished (most in one day: {most})"),
    "week": QT_TRANSLATE_NOOP("WinRateChart", "matches finished (most in one week: {most})"),
    "month": QT_TRANSLATE_NOOP("WinRateChart", "matches finished (most in one month: {most})"),
}


def period_label(key: str, period: str) -> str:
    """``2025-03-03`` → ``3 Mar`` (a day or the Monday of a week); ``2025-03`` → ``Mar 2025``
    (month names in the current language)."""
    try:
        if period == "month":
            month = datetime.strptime(key, "%Y-%m")
            return QLocale().toString(QDate(month.year, month.month, 1), "MMM yyyy")
        day = datetime.strptime(key, "%Y-%m-%d")
        return QLocale().toString(QDate(day.year, day.month, day.day), "d MMM")
    except ValueError:
        return key


class _Chart(QWidget):
    MARGIN_TOP = 12
    MARGIN_RIGHT = 16

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)
        self.setBackgroundRole(self.backgroundRole())
        self.setAutoFillBackground(True)

    def sizeHint(self) -> QSize:
        return QSize(640, 280)

    def _plot_area(self, painter: QPainter, y_max: float, legend_rows: int, y_label_fmt: str,
                   top: float | None = None) -> QRectF:
        """The plotting rectangle: room on the left for the value labels, below for the
        axis labels and ``legend_rows`` legend lines (rows of ``height + 2``), ``top`` above."""
        fm = QFontMetrics(painter.font())
        top = self.MARGIN_TOP if top is None else top
        left = fm.horizontalAdvance(y_label_fmt.format(y_max)) + 14
        bottom = fm.height() * 2 + 6 + legend_rows * (fm.height() + 2) + 4
        return QRectF(left, top, max(10.0, self.width() - left - self.MARGIN_RIGHT),
                      max(10.0, self.height() - top - bottom))

    def _grid(self, painter: QPainter, area: QRectF, y_max: float, step: float, fmt: str) -> None:
        fm = QFontMetrics(painter.font())
        text = self.palette().windowText().color()
        grid = QColor(text)
        grid.setAlpha(40)
        value = 0.0
        while value <= y_max + 1e-9:
            y = area.bottom() - value / y_max * area.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            label = fmt.format(value)
            painter.drawText(QRectF(0, y - fm.height() / 2, area.left() - 6, fm.height()),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter), label)
            value += step
        painter.setPen(QPen(text, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())

    def _empty(self, painter: QPainter, message: str) -> None:
        painter.setPen(self.palette().placeholderText().color())
        painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), message)


class TotalsChart(_Chart):
    """Every player's total after each round, with the elimination limit."""

    def __init__(self, names: Sequence[str], start: Sequence[int], totals: Sequence[Sequence[int | None]],
                 limit: int | None = None, parent: QWidget | None = None) -> None:
        """``totals[r][s]`` is seat ``s``'s total after round ``r``, None once it is out."""
        super().__init__(parent)
        self.names = list(names)
        self.series: list[list[int | None]] = [[start[s], *(t[s] for t in totals)] for s in range(len(names))]
        self.limit = limit
        self.limit_caption_rect: QRectF | None = None  # where the last paint put the limit's caption
        self.setToolTip(self.tr("Each player's total after every round"))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rounds = len(self.series[0]) - 1 if self.series else 0
        if rounds <= 0:
            self._empty(painter, self.tr("No round has been played yet"))
            return
        fm = QFontMetrics(painter.font())
        top = max(v for s in self.series for v in s if v is not None)
        if self.limit:
            top = max(top, self.limit)
        step = nice_step(top)
        y_max = math.ceil(top / step) * step or 1.0
        legend_rows = self._legend_rows(fm)
        # the limit's line is often the top one: leave room for its caption above it
        top = max(self.MARGIN_TOP, fm.height() + 4) if self.limit else None
        area = self._plot_area(painter, y_max, legend_rows, "{:.0f}", top)
        self._grid(painter, area, y_max, step, "{:.0f}")
        text = self.palette().windowText().color()

        def point(i: int, v: float) -> QPointF:
            return QPointF(area.left() + i / rounds * area.width(), area.bottom() - v / y_max * area.height())

        # x labels: round numbers, thinned to fit
        x_step = max(1, math.ceil(rounds / max(1, area.width() / (fm.horizontalAdvance("88") + 14))))
        painter.setPen(text)
        for i in range(0, rounds + 1, x_step):
            p = point(i, 0)
            painter.drawText(QRectF(p.x() - 20, area.bottom() + 2, 40, fm.height()),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), str(i))
        painter.drawText(QRectF(area.left(), area.bottom() + fm.height(), area.width(), fm.height()),
                         int(Qt.AlignmentFlag.AlignHCenter), self.tr("round"))
        if self.limit:
            pen = QPen(QColor("#a12a2a"), 1, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            y = point(0, self.limit).y()
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            caption = self.limit_caption()
            self.limit_caption_rect = self.caption_rect(fm, caption, area, y)
            painter.drawText(self.limit_caption_rect,
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute), caption)
        for seat, values in enumerate(self.series):
            colour = QColor(SERIES_COLOURS[seat % len(SERIES_COLOURS)])
            shown = [(i, v) for i, v in enumerate(values) if v is not None]
            path = QPainterPath(point(*shown[0]))
            for i, v in shown[1:]:
                path.lineTo(point(i, v))
            painter.setPen(QPen(colour, 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            if rounds <= 40:
                painter.setBrush(colour)
                for i, v in shown:
                    painter.drawEllipse(point(i, v), 2.6, 2.6)
            if self._is_out(values):  # out of the match: a cross where the line ends
                end = point(*shown[-1])
                painter.setPen(QPen(colour, 2.4))
                painter.drawLine(end + QPointF(-5, -5), end + QPointF(5, 5))
                painter.drawLine(end + QPointF(-5, 5), end + QPointF(5, -5))
        self._legend(painter, fm, area.bottom() + fm.height() * 2 + 6)

    def limit_caption(self) -> str:
        return self.tr("limit {limit}").format(limit=self.limit)

    def caption_rect(self, fm: QFontMetrics, text: str, area: QRectF, y: float) -> QRectF:
        """Where the limit's caption goes: just above its line, or just below it when the
        line runs along the top (the usual case: the limit is the highest value drawn).
        The rect is the text's own size, kept inside the widget, so nothing is cut off."""
        width, height = fm.horizontalAdvance(text) + 2, fm.height()
        top = y - height - 1
        if top < 0:
            top = y + 2
        left = min(area.left() + 6, self.width() - width)
        return QRectF(max(0.0, left), max(0.0, min(top, self.height() - height)), width, height)

    def _is_out(self, values: Sequence[int | None]) -> bool:
        last = values[-1]
        return last is None or (self.limit is not None and last > self.limit)

    def _legend_entries(self) -> list[tuple[str, QColor]]:
        entries = []
        for i, (name, values) in enumerate(zip(self.names, self.series)):
            last = [v for v in values if v is not None][-1]
            if self._is_out(values):
                label = self.tr("{name} ({total}, out)").format(name=name, total=last)
            else:
                label = f"{name} ({last})"
            entries.append((label, QColor(SERIES_COLOURS[i % len(SERIES_COLOURS)])))
        return entries

    LEGEND_LEFT = 40.0

    def _legend_layout(self, fm: QFontMetrics) -> list[tuple[str, QColor, float, int]]:
        """Each legend entry with its x and row: entries wrap to a new row at the right edge,
        and an entry wider than the widget is elided to fit."""
        placed: list[tuple[str, QColor, float, int]] = []
        x, row = self.LEGEND_LEFT, 0
        room = max(40.0, self.width() - self.LEGEND_LEFT - 20 - 40)  # the text's room on an empty row
        for label, colour in self._legend_entries():
            label = fm.elidedText(label, Qt.TextElideMode.ElideRight, int(room))
            w = fm.horizontalAdvance(label) + 40
            if x + w > self.width() - 20 and x > self.LEGEND_LEFT:
                x, row = self.LEGEND_LEFT, row + 1
            placed.append((label, colour, x, row))
            x += w
        return placed

    def _legend_rows(self, fm: QFontMetrics) -> int:
        layout = self._legend_layout(fm)
        return layout[-1][3] + 1 if layout else 1

    def _legend(self, painter: QPainter, fm: QFontMetrics, y: float) -> None:
        for label, colour, x, row in self._legend_layout(fm):
            top = y + row * (fm.height() + 2)
            painter.setPen(QPen(colour, 3))
            painter.drawLine(QPointF(x, top + fm.height() / 2), QPointF(x + 18, top + fm.height() / 2))
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(x + 24, top, fm.horizontalAdvance(label) + 2, fm.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute), label)


class WinRateChart(_Chart):
    """Win rate per period (line) over the number of matches played (bars)."""

    def __init__(self, periods: Sequence[tuple[str, int, int]], period: str = "day",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.periods = list(periods)
        self.period = period
        self.setToolTip(self.tr("Your win rate in each period; the bars show how many matches you finished"))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.periods:
            self._empty(painter, self.tr("Finish a match to see your win rate over time"))
            return
        fm = QFontMetrics(painter.font())
        most = max(p for _, p, _ in self.periods) or 1
        rate_text = QCoreApplication.translate("WinRateChart", RATE_LEGEND.get(self.period, RATE_LEGEND["day"]))
        bars_text = QCoreApplication.translate(
            "WinRateChart", BARS_LEGEND.get(self.period, BARS_LEGEND["day"])).format(most=most)
        left = fm.horizontalAdvance("100%") + 14  # as _plot_area reserves for the value labels
        one_row = left + 24 + fm.horizontalAdvance(rate_text) + 48 + fm.horizontalAdvance(bars_text) <= self.width() - 4
        area = self._plot_area(painter, 100, 1 if one_row else 2, "{:.0f}%")
        self._grid(painter, area, 100, 25, "{:.0f}%")
        n = len(self.periods)
        slot = area.width() / n
        bar = QColor(SERIES_COLOURS[5])
        bar.setAlpha(70)
        points = []
        for i, (_, played, won) in enumerate(self.periods):
            h = played / most * area.height() * 0.45
            painter.fillRect(QRectF(area.left() + i * slot + slot * 0.15, area.bottom() - h, slot * 0.7, h), bar)
            rate = won / played if played else 0
            points.append(QPointF(area.left() + (i + 0.5) * slot, area.bottom() - rate * area.height()))
        line = QColor(SERIES_COLOURS[0])
        painter.setPen(QPen(line, 2.2))
        path = QPainterPath(points[0])
        for p in points[1:]:
            path.lineTo(p)
        painter.drawPath(path)
        painter.setBrush(line)
        for p in points:
            painter.drawEllipse(p, 3, 3)
        # period labels, thinned to fit
        painter.setPen(self.palette().windowText().color())
        labels = [period_label(key, self.period) for key, _, _ in self.periods]
        label_w = max(fm.horizontalAdvance(t) for t in labels) + 12
        every = max(1, math.ceil(label_w / slot))
        for i in range(0, n, every):
            x = area.left() + (i + 0.5) * slot
            painter.drawText(QRectF(x - label_w / 2, area.bottom() + 3, label_w, fm.height()),
                             int(Qt.AlignmentFlag.AlignHCenter), labels[i])
        y = area.bottom() + fm.height() * 2 + 4
        self._rate_legend(painter, fm, QPointF(area.left(), y), line, rate_text)
        at = (QPointF(area.left() + 48 + fm.horizontalAdvance(rate_text), y) if one_row
              else QPointF(area.left(), y + fm.height() + 2))  # a second row when one is too narrow
        painter.fillRect(QRectF(at.x(), at.y() + 2, 18, fm.height() - 4), bar)
        self._legend_text(painter, fm, at.x() + 24, at.y(), bars_text)

    def _rate_legend(self, painter: QPainter, fm: QFontMetrics, at: QPointF, line: QColor, text: str) -> None:
        painter.setPen(QPen(line, 3))
        painter.drawLine(QPointF(at.x(), at.y() + fm.height() / 2), QPointF(at.x() + 18, at.y() + fm.height() / 2))
        self._legend_text(painter, fm, at.x() + 24, at.y(), text)

    def _legend_text(self, painter: QPainter, fm: QFontMetrics, x: float, y: float, text: str) -> None:
        """A legend's words from ``x``, elided only if even a row of their own is too narrow."""
        shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, max(10, int(self.width() - x - 4)))
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(x, y, fm.horizontalAdvance(shown) + 2, fm.height()),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute), shown)
