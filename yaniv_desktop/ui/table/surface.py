"""The table's surface: felt with a fine nap, or wood in planks with their grain, drawn
once per theme as a small seamless tile (seeded, so a theme looks the same every time)
and laid over the theme's light-to-dark gradient.  High contrast stays plain."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap

TILE = 192
WOOD = "wood"
PLAIN = frozenset({"high_contrast"})


def surface_tile(theme: str, base: str) -> QPixmap | None:
    """A tile to repeat over the table for ``theme`` (``base``: its main colour); None for plain."""
    if theme in PLAIN:
        return None
    image = QImage(TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rng = random.Random(f"surface/{theme}")
    if theme == WOOD:
        _wood(painter, rng, QColor(base))
    else:
        _felt(painter, rng)
    painter.end()
    return QPixmap.fromImage(image)


def _felt(painter: QPainter, rng: random.Random) -> None:
    """Short fibres in every direction, light and dark, too fine to see one by one."""
    for _ in range(2600):
        light = rng.random() < 0.5
        colour = QColor(255, 255, 255, rng.randint(6, 16)) if light else QColor(0, 0, 0, rng.randint(8, 20))
        painter.setPen(QPen(colour, 0.8))
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        angle = rng.uniform(0, math.pi)
        length = rng.uniform(1.5, 4.0)
        reach = QPointF(math.cos(angle) * length, math.sin(angle) * length)
        # A fibre by an edge is drawn again across it, so the tile repeats seamlessly.
        for dx in _wraps(x):
            for dy in _wraps(y):
                start = QPointF(x + dx, y + dy)
                painter.drawLine(start, start + reach)


def _wraps(at: float, near: float = 6.0) -> tuple[float, ...]:
    """The shifts at which a fibre starting ``at`` shows in the tile: itself, and once more
    across the edge it is close to (a fibre is at most 4 px long, plus its pen)."""
    if at < near:
        return (0.0, TILE)
    if at > TILE - near:
        return (0.0, -TILE)
    return (0.0,)


def _wood(painter: QPainter, rng: random.Random, base: QColor) -> None:
    """Four planks across the tile, each a shade of its own, with wavy grain and a seam."""
    plank = TILE / 4
    for i in range(4):
        top = i * plank
        shade = base.lighter(100 + rng.randint(-8, 12))
        shade.setAlpha(70)
        painter.fillRect(0, int(top), TILE, int(plank), shade)
        phase, waves = rng.uniform(0, 2 * math.pi), rng.choice((1, 2))
        for line in range(9):
            y0 = top + plank * (line + 0.5) / 9
            path = QPainterPath(QPointF(0, y0))
            for x in range(0, TILE + 1, 6):
                wobble = math.sin(2 * math.pi * waves * x / TILE + phase + line * 0.7) * plank * 0.06
                path.lineTo(QPointF(x, y0 + wobble))
            painter.setPen(QPen(QColor(40, 20, 5, rng.randint(25, 55)), rng.uniform(0.6, 1.4)))
            painter.drawPath(path)
        painter.setPen(QPen(QColor(20, 10, 0, 110), 1.5))
        painter.drawLine(QPointF(0, top + 0.75), QPointF(TILE, top + 0.75))
