"""Where printed cards go: pages, card slots with bleed, cut marks, and duplex backs.

All lengths are PostScript points (72 per inch) from a page's top-left corner.  Each card
is 63 × 88 mm with 3 mm of bleed on every side.  Cards lie on their side, two across
and three down, so six cards with bleed and a gutter between neighbours fit on A4 and on
US Letter alike, portrait, with room in every gutter for the cut marks at each corner.
After every page of faces comes the page of their backs, mirrored left to right, so that
a sheet printed double-sided and flipped on its long edge has each back behind its face.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF
from PySide6.QtGui import QPageSize, QTransform

MM = 72 / 25.4
CARD_W_MM, CARD_H_MM = 63.0, 88.0
CARD_W, CARD_H = CARD_W_MM * MM, CARD_H_MM * MM
BLEED = 3 * MM
GUTTER = 5 * MM       # between two neighbours' bleeds: the cut marks of both live here
MARK_GAP = 1 * MM     # between a bleed and the start of its cut mark
MARK = 3 * MM         # cut marks in the outer margin; in a gutter they span it less the gaps
MARK_WIDTH = 0.25     # points: a hairline a print shop's guillotine operator can see
COLUMNS, ROWS = 2, 3
PER_PAGE = COLUMNS * ROWS
PAGES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
FLIP = "flip on the long edge"


class Side(Enum):
    FACES = "faces"
    BACKS = "backs"


@dataclass(frozen=True)
class Placement:
    """One card on a page: its trim (cut) rectangle and how card coordinates map onto the page.

    ``transform`` maps a card drawn upright in ``QRectF(0, 0, CARD_W, CARD_H)`` onto ``trim``."""

    name: str
    trim: QRectF
    transform: QTransform

    @property
    def bleed(self) -> QRectF:
        return self.trim.adjusted(-BLEED, -BLEED, BLEED, BLEED)


@dataclass(frozen=True)
class Page:
    side: Side
    number: int           # 1-based, counting faces and backs pages
    cards: tuple[Placement, ...]
    marks: tuple[QLineF, ...]


@dataclass(frozen=True)
class Sheet:
    """The grid of one paper size: every slot's trim rectangle (card lying on its side)."""

    page: QSizeF
    slots: tuple[QRectF, ...]


def sheet_layout(page: str) -> Sheet:
    size = QPageSize(PAGES[page]).size(QPageSize.Unit.Point)
    # A card on its side: 88 mm across, 63 mm down.
    pitch_x, pitch_y = CARD_H + 2 * BLEED + GUTTER, CARD_W + 2 * BLEED + GUTTER
    width, height = COLUMNS * pitch_x - GUTTER - 2 * BLEED, ROWS * pitch_y - GUTTER - 2 * BLEED
    left, top = (size.width() - width) / 2, (size.height() - height) / 2
    slots = tuple(QRectF(left + c * pitch_x, top + r * pitch_y, CARD_H, CARD_W)
                  for r in range(ROWS) for c in range(COLUMNS))
    return Sheet(size, slots)


def split_pages(count: int, per_page: int = PER_PAGE) -> list[int]:
    """Cards on each page of faces: full pages, but never a page holding one card alone
    (the last two pages share their cards instead) unless the whole deck is one card."""
    sizes = [per_page] * (count // per_page) + ([count % per_page] if count % per_page else [])
    if len(sizes) >= 2 and sizes[-1] == 1:
        together = sizes[-2] + sizes[-1]
        sizes[-2:] = [together - together // 2, together // 2]
    return sizes


def mirrored(rect: QRectF, page_width: float) -> QRectF:
    """``rect`` reflected left to right across the page: where the back of a card goes."""
    return QRectF(page_width - rect.right(), rect.top(), rect.width(), rect.height())


def card_transform(trim: QRectF, side: Side) -> QTransform:
    """Upright card → its slot.  Faces lie with their top to the page's left; a back lies the
    other way, so after the long-edge flip it stands the same way up as its face."""
    t = QTransform()
    t.translate(trim.center().x(), trim.center().y())
    t.rotate(-90 if side is Side.FACES else 90)
    t.translate(-CARD_W / 2, -CARD_H / 2)
    return t


def layout_pages(page: str, names: Sequence[str], back: str | None) -> list[Page]:
    """Every page in print order: faces, then (when there is a back) their backs, and so on."""
    sheet = sheet_layout(page)
    pages: list[Page] = []
    start = 0
    for size in split_pages(len(names)):
        chunk = names[start:start + size]
        start += size
        faces = [Placement(n, trim, card_transform(trim, Side.FACES)) for n, trim in zip(chunk, sheet.slots)]
        pages.append(Page(Side.FACES, len(pages) + 1, tuple(faces), cut_marks([p.trim for p in faces], sheet)))
        if back:
            backs = [Placement(back, trim, card_transform(trim, Side.BACKS))
                     for trim in (mirrored(p.trim, sheet.page.width()) for p in faces)]
            pages.append(Page(Side.BACKS, len(pages) + 1, tuple(backs), cut_marks([p.trim for p in backs], sheet)))
    return pages


def cut_marks(trims: Sequence[QRectF], sheet: Sheet) -> tuple[QLineF, ...]:
    """At every corner of every card, two short lines on the extensions of its cut lines, starting
    beyond its bleed and stopping short of any other card's bleed."""
    bleeds = [t.adjusted(-BLEED, -BLEED, BLEED, BLEED) for t in sheet.slots]
    lines: dict[tuple[float, float, float, float], QLineF] = {}
    for trim in trims:
        for corner in (trim.topLeft(), trim.topRight(), trim.bottomLeft(), trim.bottomRight()):
            outward_x = -1.0 if corner.x() == trim.left() else 1.0
            outward_y = -1.0 if corner.y() == trim.top() else 1.0
            for dx, dy in ((outward_x, 0.0), (0.0, outward_y)):
                start = QPointF(corner.x() + dx * (BLEED + MARK_GAP), corner.y() + dy * (BLEED + MARK_GAP))
                length = _room(start, dx, dy, bleeds)
                if length > 0.5:
                    line = QLineF(start, QPointF(start.x() + dx * length, start.y() + dy * length))
                    ends = sorted([(round(line.x1(), 3), round(line.y1(), 3)), (round(line.x2(), 3), round(line.y2(), 3))])
                    lines.setdefault((*ends[0], *ends[1]), line)  # neighbours share the mark across a gutter
    return tuple(lines.values())


def _room(start: QPointF, dx: float, dy: float, bleeds: Sequence[QRectF]) -> float:
    """How long a mark from ``start`` along (dx, dy) may be: ``MARK`` at most, and ending
    ``MARK_GAP`` before any bleed in its way."""
    room = MARK
    for bleed in bleeds:
        near = bleed.adjusted(-MARK_GAP, -MARK_GAP, MARK_GAP, MARK_GAP)
        if dy == 0 and near.top() < start.y() < near.bottom():
            low, high, at, sign = near.left(), near.right(), start.x(), dx
        elif dx == 0 and near.left() < start.x() < near.right():
            low, high, at, sign = near.top(), near.bottom(), start.y(), dy
        else:
            continue
        if sign > 0 and high > at + 1e-6:      # the bleed lies ahead (or the start is in it)
            room = min(room, max(0.0, low - at))
        elif sign < 0 and low < at - 1e-6:
            room = min(room, max(0.0, at - high))
    return room
