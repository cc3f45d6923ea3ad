"""Vector shapes the project drew for corner indices and suit pips.

Index glyphs are stroked centre lines in a box 100 units tall, drawn with a thick
round pen, so they stay bold and legible on a card 40 px wide and never depend on
the fonts a computer happens to have.  Labels with other characters fall back to
SVG text in a bold sans-serif font.
"""

from __future__ import annotations

from dataclasses import dataclass

from yaniv_desktop.core.cards import Suit

STROKE = 17.0  # pen width in glyph units (glyphs are 100 units tall)
GAP = 4.0      # space between two glyphs of one label, in glyph units


@dataclass(frozen=True)
class Glyph:
    width: float  # advance, in glyph units
    path: str     # stroked centre line(s); "F:" prefix means a filled shape


_OVAL = "M31 8 C45 8 54 26 54 50 C54 74 45 92 31 92 C17 92 8 74 8 50 C8 26 17 8 31 8 Z"

GLYPHS: dict[str, Glyph] = {
    "A": Glyph(64, "M7 92 L32 8 L57 92 M16 64 L48 64"),
    "J": Glyph(58, "M22 8 L52 8 M46 8 L46 66 C46 84 38 92 27 92 C16 92 9 85 8 74"),
    "Q": Glyph(64, _OVAL.replace("31", "32") + " M36 70 L58 95"),
    "K": Glyph(62, "M10 8 L10 92 M54 8 L12 62 M27 45 L56 92"),
    "0": Glyph(62, _OVAL),
    "1": Glyph(46, "M8 24 L28 8 L28 92"),
    "2": Glyph(62, "M9 27 C9 15 19 8 31 8 C44 8 53 16 53 29 C53 45 40 55 28 65 L9 92 L55 92"),
    "3": Glyph(62, "M10 17 C15 11 22 8 30 8 C43 8 52 16 52 28 C52 40 43 47 29 47 "
                   "C46 47 55 57 55 70 C55 84 45 92 30 92 C20 92 12 88 7 80"),
    "4": Glyph(62, "M42 92 L42 8 L7 66 L57 66"),
    "5": Glyph(62, "M52 8 L15 8 L11 45 C17 40 24 38 31 38 C46 38 55 50 55 65 "
                   "C55 81 45 92 30 92 C20 92 12 88 7 80"),
    "6": Glyph(62, "M50 13 C45 9 39 8 33 8 C17 8 8 26 8 55 C8 79 18 92 31 92 "
                   "C45 92 54 82 54 67 C54 52 45 43 32 43 C20 43 11 51 8 61"),
    "7": Glyph(62, "M7 8 L55 8 L23 92"),
    "8": Glyph(62, "M31 8 C42 8 51 15 51 27 C51 39 42 47 31 47 C20 47 11 39 11 27 "
                   "C11 15 20 8 31 8 Z M31 47 C45 47 55 56 55 69 C55 83 45 92 31 92 "
                   "C17 92 7 83 7 69 C7 56 17 47 31 47 Z"),
    "9": Glyph(62, "M12 87 C17 91 23 92 29 92 C45 92 54 74 54 45 C54 21 44 8 31 8 "
                   "C17 8 8 18 8 33 C8 48 17 57 30 57 C42 57 51 49 54 39"),
    "O": Glyph(64, _OVAL.replace("31", "32").replace("54", "56").replace(" 8 ", " 8 ")),
    "E": Glyph(56, "M50 8 L10 8 L10 92 L50 92 M10 50 L42 50"),
    "R": Glyph(62, "M10 92 L10 8 L31 8 C46 8 53 17 53 29 C53 41 46 50 31 50 L10 50 M30 50 L55 92"),
    "★": Glyph(80, "F:M40 2 L50 34 L84 34 L57 54 L67 88 L40 67 L13 88 L23 54 L-4 34 L30 34 Z"),
}


def has_glyphs(label: str) -> bool:
    return all(ch in GLYPHS for ch in label)


def label_width(label: str) -> float:
    return sum(GLYPHS[ch].width for ch in label) + GAP * (len(label) - 1)


def label_svg(label: str, colour: str) -> str:
    """The label as SVG in glyph units: origin top-left, 100 tall, ``label_width`` wide."""
    out: list[str] = []
    x = 0.0
    for ch in label:
        glyph = GLYPHS[ch]
        if glyph.path.startswith("F:"):
            out.append(f'<path transform="translate({x:g},6) scale(1.1)" d="{glyph.path[2:]}" fill="{colour}"/>')
        else:
            out.append(f'<path transform="translate({x:g},0)" d="{glyph.path}"/>')
        x += glyph.width + GAP
    return (f'<g fill="none" stroke="{colour}" stroke-width="{STROKE}" '
            f'stroke-linecap="round" stroke-linejoin="round">{"".join(out)}</g>')


# Suit pips in a 100 × 100 box, centred on (50, 50).
SUIT_PATHS: dict[Suit, str] = {
    Suit.HEARTS: "M50 93 C22 70 3 52 3 30 C3 14 15 4 29 4 C39 4 46 10 50 19 "
                 "C54 10 61 4 71 4 C85 4 97 14 97 30 C97 52 78 70 50 93 Z",
    Suit.DIAMONDS: "M50 2 C61 19 74 35 88 50 C74 65 61 81 50 98 C39 81 26 65 12 50 C26 35 39 19 50 2 Z",
    Suit.SPADES: "M50 3 C63 22 97 38 97 62 C97 77 86 86 73 86 C64 86 57 82 53 75 "
                 "C54 85 58 92 67 97 L33 97 C42 92 46 85 47 75 C43 82 36 86 27 86 "
                 "C14 86 3 77 3 62 C3 38 37 22 50 3 Z",
    Suit.CLUBS: "M50 4 C63 4 73 14 73 27 C73 33 71 38 67 43 C70 41 73 41 76 41 "
                "C89 41 98 51 98 63 C98 76 88 86 76 86 C66 86 58 80 54 72 "
                "C54 84 58 91 67 97 L33 97 C42 91 46 84 46 72 C42 80 34 86 24 86 "
                "C12 86 2 76 2 63 C2 51 11 41 24 41 C27 41 30 41 33 43 "
                "C29 38 27 33 27 27 C27 14 37 4 50 4 Z",
}


def suit_svg(suit: Suit, colour: str, cx: float, cy: float, size: float, *, flip: bool = False) -> str:
    """One pip centred on ``(cx, cy)``, ``size`` wide; ``flip`` turns it upside down."""
    s = size / 100
    turn = " rotate(180 50 50)" if flip else ""
    return (f'<path transform="translate({cx - size / 2:.1f},{cy - size / 2:.1f}) scale({s:.4f}){turn}" '
            f'd="{SUIT_PATHS[suit]}" fill="{colour}"/>')
