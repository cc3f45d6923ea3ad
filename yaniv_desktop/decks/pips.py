"""Pip layouts for 2–10 and the large ace pip."""

from __future__ import annotations

from yaniv_desktop.core.cards import Suit
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.glyphs import suit_svg

_l, _c, _r = L.PIP_COLUMNS
_ROW4 = (0.0, 1 / 3, 2 / 3, 1.0)

# (column x, row 0..1 from top) for each pip count.
LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_c, 0), (_c, 1)),
    3: ((_c, 0), (_c, 0.5), (_c, 1)),
    4: ((_l, 0), (_r, 0), (_l, 1), (_r, 1)),
    5: ((_l, 0), (_r, 0), (_c, 0.5), (_l, 1), (_r, 1)),
    6: ((_l, 0), (_r, 0), (_l, 0.5), (_r, 0.5), (_l, 1), (_r, 1)),
    7: ((_l, 0), (_r, 0), (_c, 0.25), (_l, 0.5), (_r, 0.5), (_l, 1), (_r, 1)),
    8: ((_l, 0), (_r, 0), (_c, 0.25), (_l, 0.5), (_r, 0.5), (_c, 0.75), (_l, 1), (_r, 1)),
    9: tuple((x, y) for x in (_l, _r) for y in _ROW4) + ((_c, 0.5),),
    10: tuple((x, y) for x in (_l, _r) for y in _ROW4) + ((_c, 1 / 6), (_c, 5 / 6)),
}


def pips(count: int, suit: Suit, colour: str) -> str:
    out = []
    for x, row in LAYOUTS[count]:
        y = L.PIP_TOP + row * (L.PIP_BOTTOM - L.PIP_TOP)
        out.append(suit_svg(suit, colour, x, y, L.PIP_SIZE, flip=row > 0.5))
    return "".join(out)


def ace(suit: Suit, colour: str, ring: str, ring_light: str) -> str:
    cx, cy = L.W / 2, L.H / 2
    return (f'<circle cx="{cx}" cy="{cy}" r="172" fill="{ring_light}" stroke="{ring}" stroke-width="6"/>'
            f'<circle cx="{cx}" cy="{cy}" r="150" fill="none" stroke="{ring}" stroke-width="2" '
            f'stroke-dasharray="4 10"/>'
            + suit_svg(suit, colour, cx, cy, 220))
