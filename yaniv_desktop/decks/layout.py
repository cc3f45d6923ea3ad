"""Card geometry, in card units: a 63 × 88 mm card is 630 × 880 units."""

from __future__ import annotations

from dataclasses import dataclass

W = 630
H = 880
RADIUS = 36


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float


# Corner index: top-left, repeated upside down at the bottom right.  On court cards and jokers
# it is outlined (corners.py) and hides only its strokes; CORNER_PLATE is the box of a label
# printed in a font or run down the corner, and the reach of the old rectangular plate.
CORNER_CX = 88           # centre line of the index column
RANK_TOP = 30
RANK_H = 150             # rank label height: 9.5 px on a card 40 px wide
RANK_MAX_W = 136
SUIT_SIZE = 96
SUIT_CY = RANK_TOP + RANK_H + 20 + SUIT_SIZE / 2
CORNER_PLATE = Rect(14, 14, 148, 300)

# Picture window of court cards and jokers.
WINDOW = Rect(40, 40, 550, 800)
# Portrait parts are drawn in a 520 × 760 box placed here in the card.
PORTRAIT_ORIGIN = (55, 60)
PORTRAIT_W = 520
PORTRAIT_H = 760

# Pips of 2–10 sit between the two index columns.
PIP_SIZE = 98
PIP_COLUMNS = (226, 315, 404)
PIP_TOP = 92
PIP_BOTTOM = 788
