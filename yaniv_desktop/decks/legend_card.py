"""The legend card: who is who in a deck, each court's face beside its corner label and name.

Every text on it (the deck's name, its community, each court's corner label and role) is
fitted into a box of its own with :func:`~yaniv_desktop.decks.text_fit.fit_text`: long names
wrap onto a second line (right-aligned in Hebrew and Arabic), shrink no further than a legible
floor, and never run over the frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from yaniv_desktop.core.cards import Rank, Suit
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import ArtLayer, CardArt
from yaniv_desktop.decks.manifest import ArtFit
from yaniv_desktop.decks.text_fit import FittedText, fit_text

if TYPE_CHECKING:
    from yaniv_desktop.decks.composer import DeckComposer

LEGEND_SOURCE = (0.26, 0.16, 0.48, 0.5)
"""Where the face sits on a whole-card photo court (fractions): what the legend shows."""
RTL_LANGUAGES = frozenset({"he", "ar"})

# The boxes, in card units, inside the pip frame (which leaves 60 units at each edge at most).
TITLE_BOX = L.Rect(64, 62, 502, 82)
COMMUNITY_BOX = L.Rect(64, 146, 502, 58)
ROW_TOP, ROW_STEP, RING_R = 302, 205, 80
# Sizes in card units (a 120-px-wide card shows 1 unit as 0.19 px): the floors are legible
# there — role 30 units = 5.7 px, deck name 28 = 5.3 px, community 24 = 4.6 px.
TITLE_SIZES = (44, 28)
COMMUNITY_SIZES = (30, 24)
ROLE_SIZES = (46, 30)
LABEL_SIZES = (92, 40)
INK_SCALE = 0.25
"""The frame's ornaments are looked for at a quarter of the card's units."""
INK_ALPHA = 24
INK_PAD = 8


@dataclass(frozen=True)
class LegendRow:
    """Where one court's ring, corner label and role sit; mirrored in right-to-left languages."""

    cx: float
    cy: float
    r: float
    label: L.Rect
    role: L.Rect
    role_align: str


def legend_row(index: int, rtl: bool) -> LegendRow:
    cy = ROW_TOP + index * ROW_STEP
    ring_cx, label_x, role_x = 144, 236, 328
    label, role = L.Rect(label_x, cy - 70, 84, 140), L.Rect(role_x, cy - 84, 254, 168)
    if not rtl:
        return LegendRow(ring_cx, cy, RING_R, label, role, "start")
    return LegendRow(L.W - ring_cx, cy, RING_R, _mirror(label), _mirror(role), "end")


def _mirror(box: L.Rect) -> L.Rect:
    return L.Rect(L.W - box.x - box.w, box.y, box.w, box.h)


@dataclass(frozen=True)
class LegendText:
    """One text of the legend as laid out: what the fit test checks against its box."""

    what: str
    box: L.Rect
    fitted: FittedText
    floor: int


class FrameInk:
    """Where a deck's number-card frame draws (ornaments included), so legend text keeps clear."""

    def __init__(self, frame_svg: bytes) -> None:
        w, h = round(L.W * INK_SCALE), round(L.H * INK_SCALE)
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        QSvgRenderer(QByteArray(frame_svg)).render(painter, QRectF(0, 0, w, h))
        painter.end()
        alpha = image.convertToFormat(QImage.Format.Format_Alpha8)
        data = bytes(alpha.constBits())[: alpha.sizeInBytes()]
        stride = alpha.bytesPerLine()
        self.columns: list[list[int]] = [  # per row (in scaled pixels): the columns with ink
            [x for x in range(w) if data[y * stride + x] > INK_ALPHA] for y in range(h)]

    def ink_in(self, box: L.Rect, rows: tuple[float, float]) -> list[float]:
        """Columns (card units) of frame ink inside ``box`` between ``rows`` (card units)."""
        x0, x1 = box.x * INK_SCALE, (box.x + box.w) * INK_SCALE
        first, last = int(rows[0] * INK_SCALE), int(rows[1] * INK_SCALE) + 1
        return [c / INK_SCALE for y in range(max(0, first), min(len(self.columns), last + 1))
                for c in self.columns[y] if x0 - 1 <= c <= x1]

    def clear(self, box: L.Rect, align: str, rows: tuple[float, float]) -> L.Rect:
        """``box`` narrowed clear of the frame's ink between ``rows``: on both sides for centred
        text, else on the side the text grows towards."""
        ink = self.ink_in(box, rows)
        if not ink:
            return box
        left, right = box.x, box.x + box.w
        centre = box.x + box.w / 2
        if align == "middle":
            inset = max((c - box.x + 1 / INK_SCALE) if c < centre else (right - c) for c in ink) + INK_PAD
            left, right = box.x + inset, right - inset
        elif align == "start":
            right = min(ink) - INK_PAD
        else:
            left = max(ink) + 1 / INK_SCALE + INK_PAD
        if right - left < 0.4 * box.w:
            return box  # a frame over the middle of the card: nothing sensible to avoid
        return L.Rect(left, box.y, right - left, box.h)


def legend_texts(composer: DeckComposer, lang: str, ink: FrameInk | None = None) -> tuple[LegendText, ...]:
    """Every text of the legend card in ``lang``, fitted to its box clear of the frame."""
    m = composer.m
    rtl = lang in RTL_LANGUAGES
    ink = ink or frame_ink(composer)
    community = m.community.get(lang) or m.community["en"]
    texts = [_fit("name", m.display_name(lang), TITLE_BOX, TITLE_SIZES, ink, "middle", bold=True),
             _fit("community", community, COMMUNITY_BOX, COMMUNITY_SIZES, ink, "middle")]
    for i, rank in enumerate((Rank.KING, Rank.QUEEN, Rank.JACK)):
        row = legend_row(i, rtl)
        texts.append(_fit(f"{rank.name} label", m.corner_labels[rank], row.label, LABEL_SIZES, ink, "middle", bold=True,
                          lines=1))
        role = m.legend[rank].get(lang) or m.legend[rank]["en"]
        lines = 4 if len(role.split()) > 2 else 2  # two lines; more only for a list of names
        texts.append(_fit(f"{rank.name} role", role, row.role, ROLE_SIZES, ink, row.role_align, lines=lines))
    return tuple(texts)


def frame_ink(composer: DeckComposer) -> FrameInk:
    return FrameInk(composer.doc(_frame(composer)))


def _frame(composer: DeckComposer) -> str:
    return composer.part(composer.m.pip_frame, {"suit": composer.palette["frame"]})


def _fit(what: str, text: str, box: L.Rect, sizes: tuple[int, int], ink: FrameInk, align: str, *,
         bold: bool = False, lines: int = 2) -> LegendText:
    """``text`` fitted into ``box``, narrowed where the frame's ornaments reach the rows it uses."""
    narrowed = box
    for _ in range(3):  # the rows a text uses depend on how it fitted: fit, look, fit again
        fitted = fit_text(text, narrowed.w, narrowed.h, largest=sizes[0], smallest=sizes[1], bold=bold,
                          max_lines=lines)
        top = box.y + (box.h - fitted.height) / 2
        clear = ink.clear(box, align, (top, top + fitted.height))
        clear = L.Rect(max(clear.x, narrowed.x), box.y, min(clear.x + clear.w, narrowed.x + narrowed.w)
                       - max(clear.x, narrowed.x), box.h)
        if clear == narrowed:
            break
        narrowed = clear
    else:
        fitted = fit_text(text, narrowed.w, narrowed.h, largest=sizes[0], smallest=sizes[1], bold=bold,
                          max_lines=lines)
    return LegendText(what, narrowed, fitted, sizes[1])


def legend(composer: DeckComposer, lang: str, faces: bool = True) -> str:
    """The legend card: who is who, with each court's face and its corner label."""
    p = composer.palette
    rtl = lang in RTL_LANGUAGES
    frame = _frame(composer)
    texts = legend_texts(composer, lang, FrameInk(composer.doc(frame)))
    out = [composer.base(p["paper"]), frame,
           texts[0].fitted.svg(texts[0].box, "middle", p["ink"]),
           texts[1].fitted.svg(texts[1].box, "middle", p["frame"])]
    for i, rank in enumerate((Rank.KING, Rank.QUEEN, Rank.JACK)):
        row = legend_row(i, rtl)
        cx, cy, r = row.cx, row.cy, row.r
        label, role = texts[2 + 2 * i], texts[3 + 2 * i]
        suit = Suit.HEARTS
        if faces:
            face = composer.portrait(composer.m.courts[rank].portraits[suit], composer.m.suit_colours[suit],
                                     translate=False)
            scale = 0.55 * r / 86  # the portrait's head fills the ring
            out.append(f'<defs><mask id="legend{i}"><circle cx="{cx}" cy="{cy}" r="{r}" fill="#ffffff"/></mask></defs>'
                       f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{p["glow"]}"/>'
                       f'<g mask="url(#legend{i})"><g transform="translate({cx - 260 * scale:.1f},{cy - 240 * scale:.1f}) '
                       f'scale({scale:.4f})">{face}</g></g>')
        out.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{p["frame"]}" stroke-width="6"/>'
                   + label.fitted.svg(label.box, "middle", p["ink"])
                   + role.fitted.svg(role.box, row.role_align, p["ink"]))
    return "".join(out)


def photo_legend(composer: DeckComposer, lang: str) -> CardArt:
    """The legend of a deck whose courts are art files: each court's picture in a round window."""
    p = composer.palette
    rtl = lang in RTL_LANGUAGES
    layers: list[bytes | ArtLayer] = [composer.doc(legend(composer, lang, faces=False))]
    rings = []
    for i, rank in enumerate("KQJ"):
        row = legend_row(i, rtl)
        cx, cy, r = row.cx, row.cy, row.r
        source = LEGEND_SOURCE if composer.m.art_fit is ArtFit.CARD else None
        layers.append(ArtLayer(composer.m.source.parent / composer.m.art[f"{rank}H"], L.Rect(cx - r, cy - r, 2 * r, 2 * r), source))
        rings.append(f'<path fill-rule="evenodd" fill="{p["paper"]}" d="M{cx - r - 1} {cy - r - 1} h{2 * r + 2} v{2 * r + 2} '
                     f'h-{2 * r + 2} Z M{cx - r} {cy} a{r} {r} 0 1 0 {2 * r} 0 a{r} {r} 0 1 0 -{2 * r} 0 Z"/>'
                     f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{p["frame"]}" stroke-width="6"/>')
    layers.append(composer.doc("".join(rings)))
    return CardArt(tuple(layers))
