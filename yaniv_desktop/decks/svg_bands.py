"""A gradient whose opacity changes, as bands of one colour and opacity each.

Qt's PDF writer turns such a gradient into a soft mask that viewers show fully opaque;
bands of constant opacity it writes correctly, and at 96 bands the steps (1 % of opacity
at most) are too fine to see."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QTransform

Stops = list[tuple[float, QColor, float]]   # offset, colour, opacity


BANDS = 96


def colour_at(stops: Stops, t: float, opacity: float) -> QColor:
    """The gradient's colour at ``t`` (0–1), interpolated as Qt does, with its opacity as alpha."""
    if not stops:
        return QColor(0, 0, 0, 0)
    before = [s for s in stops if s[0] <= t]
    after = [s for s in stops if s[0] >= t]
    a = before[-1] if before else stops[0]
    b = after[0] if after else stops[-1]
    k = 0.0 if b[0] == a[0] else (t - a[0]) / (b[0] - a[0])
    mix = [(1 - k) * ca + k * cb for ca, cb in zip(a[1].getRgbF()[:3], b[1].getRgbF()[:3])]
    alpha = ((1 - k) * a[1].alphaF() * a[2] + k * b[1].alphaF() * b[2]) * opacity
    return QColor.fromRgbF(*mix, max(0.0, min(1.0, alpha)))


def radial_bands(stops: Stops, frame: QTransform, opacity: float) -> list[tuple[QPainterPath, QColor]]:
    """Rings of the unit circle (and the pad beyond it), mapped by ``frame``."""
    bands = []
    for i in range(BANDS):
        ring = QPainterPath()
        ring.setFillRule(Qt.FillRule.OddEvenFill)
        ring.addEllipse(QPointF(0, 0), (i + 1) / BANDS, (i + 1) / BANDS)
        if i:
            ring.addEllipse(QPointF(0, 0), i / BANDS, i / BANDS)
        bands.append((frame.map(ring), colour_at(stops, (i + 0.5) / BANDS, opacity)))
    beyond = QPainterPath()
    beyond.setFillRule(Qt.FillRule.OddEvenFill)
    beyond.addRect(QRectF(-1e4, -1e4, 2e4, 2e4))
    beyond.addEllipse(QPointF(0, 0), 1, 1)
    bands.append((frame.map(beyond), colour_at(stops, 1.0, opacity)))
    return [(path, colour) for path, colour in bands if colour.alpha() > 0]


def linear_bands(stops: Stops, frame: QTransform, opacity: float) -> list[tuple[QPainterPath, QColor]]:
    """Strips across the gradient vector (the first and last padded out), mapped by ``frame``."""
    bands = []
    for i in range(BANDS):
        left = -1e4 if i == 0 else i / BANDS
        right = 1e4 if i == BANDS - 1 else (i + 1) / BANDS
        strip = QPainterPath()
        strip.addRect(QRectF(left, -1e4, right - left, 2e4))
        bands.append((frame.map(strip), colour_at(stops, (i + 0.5) / BANDS, opacity)))
    return [(path, colour) for path, colour in bands if colour.alpha() > 0]
