"""Print a deck at real card size: a PDF of 63 × 88 mm cards with cut marks, through QPdfWriter.

Nine cards to a page (3 × 3, edge to edge so one cut separates two cards), centred on
A4 or US Letter, with cut marks in the margin on every card edge.  Faces, jokers and the
legend come first; the last page holds nine backs, mirrored left to right, for printing
on the other side of the last sheet (or on a sheet of its own).  The painter works in
PostScript points (72 per inch), so a card is exactly 63 / 25.4 × 72 = 178.58 points wide.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from yaniv_desktop.decks.faces import BACK_PREFIX, LEGEND, natural_faces

MM = 72 / 25.4
CARD_W_MM, CARD_H_MM = 63.0, 88.0
CARD_W, CARD_H = CARD_W_MM * MM, CARD_H_MM * MM
COLUMNS, ROWS = 3, 3
MARK = 5 * MM          # length of a cut mark
MARK_GAP = 1.5 * MM    # space between the card edge and its mark
PRINT_DPI = 300
PAGES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}


@dataclass(frozen=True)
class Sheet:
    """Where the cards of one page go, in points from the page's top-left corner."""

    page: QSizeF
    cards: tuple[QRectF, ...]
    marks: tuple[tuple[QPointF, QPointF], ...]


def sheet_layout(page: str) -> Sheet:
    size = QPageSize(PAGES[page]).size(QPageSize.Unit.Point)
    left = (size.width() - COLUMNS * CARD_W) / 2
    top = (size.height() - ROWS * CARD_H) / 2
    cards = tuple(QRectF(left + c * CARD_W, top + r * CARD_H, CARD_W, CARD_H) for r in range(ROWS) for c in range(COLUMNS))
    right, bottom = left + COLUMNS * CARD_W, top + ROWS * CARD_H
    marks = []
    for c in range(COLUMNS + 1):
        x = left + c * CARD_W
        marks += [(QPointF(x, top - MARK_GAP - MARK), QPointF(x, top - MARK_GAP)),
                  (QPointF(x, bottom + MARK_GAP), QPointF(x, bottom + MARK_GAP + MARK))]
    for r in range(ROWS + 1):
        y = top + r * CARD_H
        marks += [(QPointF(left - MARK_GAP - MARK, y), QPointF(left - MARK_GAP, y)),
                  (QPointF(right + MARK_GAP, y), QPointF(right + MARK_GAP + MARK, y))]
    return Sheet(size, cards, tuple(marks))


def print_names(names: Sequence[str], back: str | None) -> list[list[str]]:
    """Pages of image names: faces, jokers, legend, then one page of backs."""
    per_page = COLUMNS * ROWS
    pages = [list(names[i:i + per_page]) for i in range(0, len(names), per_page)]
    if back:
        pages.append([back] * per_page)
    return pages


def deck_print_names(renderer, deck_id: str) -> tuple[list[str], str]:
    manifest = renderer.registry.get(deck_id).manifest
    return [*natural_faces(), "JK0", "JK1", LEGEND], BACK_PREFIX + manifest.backs[0].id


def write_pdf(path: Path, page: str, images: Callable[[str], QImage], names: Sequence[str], back: str | None,
              title: str = "Yaniv deck", progress: Callable[[int, int], None] | None = None) -> Path:
    """Write the PDF; ``images(name)`` gives each card's image (any resolution, 63 × 88 aspect)."""
    sheet = sheet_layout(page)
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("Yaniv Desktop")
    writer.setPageLayout(QPageLayout(QPageSize(PAGES[page]), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setResolution(72)  # painter units are points
    pages = print_names(names, back)
    painter = QPainter(writer)
    try:
        pen = QPen(QColor("#000000"))
        pen.setWidthF(0.5)
        for number, page_names in enumerate(pages):
            if number:
                writer.newPage()
            mirrored = back is not None and number == len(pages) - 1
            for slot, name in enumerate(page_names):
                rect = sheet.cards[slot]
                if mirrored:  # backs print on the reverse: the columns swap
                    column, row = slot % COLUMNS, slot // COLUMNS
                    rect = sheet.cards[row * COLUMNS + (COLUMNS - 1 - column)]
                painter.drawImage(rect, images(name))
            painter.setPen(pen)
            for a, b in sheet.marks:
                painter.drawLine(a, b)
            if progress:
                progress(number + 1, len(pages))
    finally:
        painter.end()
    return path


def print_deck(renderer, deck_id: str, path: Path, page: str = "A4", *, dpi: int = PRINT_DPI,
               progress: Callable[[int, int], None] | None = None) -> Path:
    """A print-ready PDF of a whole deck at ``dpi``.  Safe on a worker thread."""
    names, back = deck_print_names(renderer, deck_id)
    width = round(CARD_W_MM / 25.4 * dpi)
    manifest = renderer.registry.get(deck_id).manifest

    def image(name: str) -> QImage:
        return renderer.render_uncached(deck_id, name, width)

    return write_pdf(path, page, image, names, back, title=manifest.display_name(), progress=progress)
