"""Corner indices: the rank label over the suit pip, top left and bottom right."""

from __future__ import annotations

from html import escape

from yaniv_desktop.core.cards import Suit
from yaniv_desktop.decks import glyphs
from yaniv_desktop.decks import layout as L

FALLBACK_FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"


def _label(label: str, colour: str, top: float, height: float, max_w: float) -> str:
    if not glyphs.has_glyphs(label):
        size = height * 1.3
        return (f'<text x="{L.CORNER_CX}" y="{top + height:.1f}" font-family="{FALLBACK_FONT}" '
                f'font-weight="bold" font-size="{size:.0f}" text-anchor="middle" fill="{colour}">'
                f"{escape(label)}</text>")
    width = glyphs.label_width(label)
    sy = height / 100
    sx = min(sy, max_w / width)
    x = L.CORNER_CX - width * sx / 2
    return f'<g transform="translate({x:.1f},{top:.1f}) scale({sx:.4f},{sy:.4f})">{glyphs.label_svg(label, colour)}</g>'


def _stacked(label: str, colour: str) -> str:
    """Long labels such as JOKER run down the corner, one letter under the other."""
    step = (L.CORNER_PLATE.h - 40) / len(label)
    return "".join(_label(ch, colour, L.RANK_TOP + i * step, step * 0.82, L.RANK_MAX_W)
                   for i, ch in enumerate(label))


def corner_group(label: str, suit: Suit | None, colour: str) -> str:
    if len(label) > 3:
        body = _stacked(label, colour)
    else:
        body = _label(label, colour, L.RANK_TOP, L.RANK_H, L.RANK_MAX_W)
    if suit is not None and suit is not Suit.JOKER:
        body += glyphs.suit_svg(suit, colour, L.CORNER_CX, L.SUIT_CY, L.SUIT_SIZE)
    return body


# A corner with no suit pip under its label (a joker's "JK") gets a plate only as tall as
# the label: the full plate reached into the joker's figure (a jester's hat, an oud).
LABEL_PLATE = L.Rect(L.CORNER_PLATE.x, L.CORNER_PLATE.y, L.CORNER_PLATE.w,
                     L.RANK_TOP + L.RANK_H + 24 - L.CORNER_PLATE.y)


def plate_rect(label: str, suit: Suit | None) -> L.Rect:
    """The top-left plate behind a corner index (the bottom-right one is this, turned)."""
    has_pip = suit is not None and suit is not Suit.JOKER
    return L.CORNER_PLATE if has_pip or len(label) > 3 else LABEL_PLATE


def plate(fill: str, stroke: str, r: L.Rect = L.CORNER_PLATE) -> str:
    return (f'<rect x="{r.x}" y="{r.y}" width="{r.w}" height="{r.h}" rx="26" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="5"/>')


def corners(label: str, suit: Suit | None, colour: str, *, plate_fill: str | None = None,
            plate_stroke: str = "#000000") -> str:
    """Both corner indices; with ``plate_fill`` each sits on a rounded plate."""
    backing = plate(plate_fill, plate_stroke, plate_rect(label, suit)) if plate_fill else ""
    one = backing + corner_group(label, suit, colour)
    return f"<g>{one}</g><g transform=\"rotate(180 {L.W / 2} {L.H / 2})\">{one}</g>"
