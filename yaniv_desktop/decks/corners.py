"""Corner indices: the rank label over the suit pip, top left and bottom right.

On number cards the index stands on the card's paper.  On court cards and jokers it stands
on the picture, so it is *outlined*: each stroke of the rank and the suit pip is drawn over a
halo of the plate colour, itself rimmed in the frame colour, instead of on a rectangular
plate.  The halo keeps the index as legible as a plate did and lets the figure show around
and between the strokes.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from yaniv_desktop.core.cards import Suit
from yaniv_desktop.decks import glyphs
from yaniv_desktop.decks import layout as L

FALLBACK_FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"

HALO = 9.0  # card units of plate colour around every stroke of an outlined index
RIM = 3.5    # card units of the frame colour around the halo


@dataclass(frozen=True)
class _Ink:
    """How to draw an index's shapes: in ``colour``, grown by ``spread`` card units on every side."""

    colour: str
    spread: float = 0.0


def _label(label: str, ink: _Ink, top: float, height: float, max_w: float) -> str:
    if not glyphs.has_glyphs(label):
        size = height * 1.3
        grow = (f' stroke="{ink.colour}" stroke-width="{2 * ink.spread:g}" stroke-linejoin="round"'
                if ink.spread else "")
        return (f'<text x="{L.CORNER_CX}" y="{top + height:.1f}" font-family="{FALLBACK_FONT}" '
                f'font-weight="bold" font-size="{size:.0f}" text-anchor="middle" fill="{ink.colour}"{grow}>'
                f"{escape(label)}</text>")
    width = glyphs.label_width(label)
    sy = height / 100
    sx = min(sy, max_w / width)
    x = L.CORNER_CX - width * sx / 2
    body = _grown_glyphs(label, ink, sy) if ink.spread else glyphs.label_svg(label, ink.colour)
    return f'<g transform="translate({x:.1f},{top:.1f}) scale({sx:.4f},{sy:.4f})">{body}</g>'


def _grown_glyphs(label: str, ink: _Ink, scale: float) -> str:
    """The label's glyphs (laid out as :func:`glyphs.label_svg` lays them) with strokes
    ``2 * spread`` card units wider: the halo behind an outlined index."""
    extra = 2 * ink.spread / scale  # in glyph units
    out: list[str] = []
    x = 0.0
    for ch in label:
        glyph = glyphs.GLYPHS[ch]
        if glyph.path.startswith("F:"):
            out.append(f'<path transform="translate({x:g},6) scale(1.1)" d="{glyph.path[2:]}" '
                       f'fill="{ink.colour}" stroke-width="{extra / 1.1:.2f}"/>')
        else:
            out.append(f'<path transform="translate({x:g},0)" d="{glyph.path}" fill="none" '
                       f'stroke-width="{glyphs.STROKE + extra:.2f}"/>')
        x += glyph.width + glyphs.GAP
    return (f'<g stroke="{ink.colour}" stroke-linecap="round" stroke-linejoin="round">'
            f'{"".join(out)}</g>')


def _suit(suit: Suit, ink: _Ink) -> str:
    if not ink.spread:
        return glyphs.suit_svg(suit, ink.colour, L.CORNER_CX, L.SUIT_CY, L.SUIT_SIZE)
    s = L.SUIT_SIZE / 100
    return (f'<path transform="translate({L.CORNER_CX - L.SUIT_SIZE / 2:.1f},{L.SUIT_CY - L.SUIT_SIZE / 2:.1f}) '
            f'scale({s:.4f})" d="{glyphs.SUIT_PATHS[suit]}" fill="{ink.colour}" stroke="{ink.colour}" '
            f'stroke-width="{2 * ink.spread / s:.2f}" stroke-linejoin="round"/>')


def _stacked(label: str, ink: _Ink) -> str:
    """Long labels such as JOKER run down the corner, one letter under the other."""
    step = (L.CORNER_PLATE.h - 40) / len(label)
    return "".join(_label(ch, ink, L.RANK_TOP + i * step, step * 0.82, L.RANK_MAX_W)
                   for i, ch in enumerate(label))


def _index(label: str, suit: Suit | None, ink: _Ink) -> str:
    body = _stacked(label, ink) if len(label) > 3 else _label(label, ink, L.RANK_TOP, L.RANK_H, L.RANK_MAX_W)
    if _has_pip(suit):
        body += _suit(suit, ink)
    return body


def _has_pip(suit: Suit | None) -> bool:
    return suit is not None and suit is not Suit.JOKER


def corner_group(label: str, suit: Suit | None, colour: str) -> str:
    return _index(label, suit, _Ink(colour))


# A corner with no suit pip under its label (a joker's "JK") reaches only as low as the label.
LABEL_PLATE = L.Rect(L.CORNER_PLATE.x, L.CORNER_PLATE.y, L.CORNER_PLATE.w,
                     L.RANK_TOP + L.RANK_H + 24 - L.CORNER_PLATE.y)


def plate_rect(label: str, suit: Suit | None) -> L.Rect:
    """The box the top-left outlined index (halo and rim included) stays inside; the
    bottom-right one is this, turned.  The index hides less than this box: only its strokes."""
    if len(label) > 3 or not glyphs.has_glyphs(label):  # stacked or printed labels: the whole plate
        return L.CORNER_PLATE if _has_pip(suit) or len(label) > 3 else LABEL_PLATE
    reach = HALO + RIM
    sy = L.RANK_H / 100
    sx = min(sy, L.RANK_MAX_W / glyphs.label_width(label))
    pen = glyphs.STROKE / 2
    # The halo is drawn in glyph units, so a label squeezed sideways has a thinner halo there.
    half_w = glyphs.label_width(label) * sx / 2 + (pen + reach / sy) * sx
    if _has_pip(suit):
        half_w = max(half_w, L.SUIT_SIZE / 2 + reach)
        bottom = L.SUIT_CY + L.SUIT_SIZE / 2 + reach
    else:
        bottom = L.RANK_TOP + L.RANK_H + pen * sy + reach
    top = L.RANK_TOP - pen * sy - reach
    return L.Rect(L.CORNER_CX - half_w, top, 2 * half_w, bottom - top)


def corners(label: str, suit: Suit | None, colour: str, *, plate_fill: str | None = None,
            plate_stroke: str = "#000000") -> str:
    """Both corner indices; with ``plate_fill`` each is outlined in that colour (rimmed in
    ``plate_stroke``) so it reads on a picture."""
    one = corner_group(label, suit, colour)
    if plate_fill:
        one = (_index(label, suit, _Ink(plate_stroke, HALO + RIM)) + _index(label, suit, _Ink(plate_fill, HALO))
               + one)
    return f"<g>{one}</g><g transform=\"rotate(180 {L.W / 2} {L.H / 2})\">{one}</g>"
