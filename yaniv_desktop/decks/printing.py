"""Print a deck the way a print shop wants it: a PDF of 63 × 88 mm cards, through QPdfWriter.

Cards are vectors: each composed SVG layer is painted straight into the PDF
(``svg_vector``), and art files go in at their own resolution; only what cannot be a
vector becomes an image, at 600 dpi or more.  Every card has 3 mm of bleed and cut marks
at its corners; six cards to a page (``print_sheet``), every page of faces followed by the
page of their backs, mirrored for double-sided printing flipped on the long edge.  A line
of text on each page names the deck, the page and the side.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from yaniv_desktop.decks.faces import BACK_PREFIX, LEGEND, natural_faces
from yaniv_desktop.decks.print_card import RASTER_DPI, PrintCard, prepare_card
from yaniv_desktop.decks.print_sheet import (
    BLEED,
    CARD_H,
    CARD_H_MM,
    CARD_W,
    CARD_W_MM,
    FLIP,
    MARK,
    MARK_GAP,
    MARK_WIDTH,
    MM,
    PAGES,
    Page,
    Side,
    layout_pages,
    sheet_layout,
)

__all__ = ["CARD_H", "CARD_H_MM", "CARD_W", "CARD_W_MM", "MM", "PAGES", "PRINT_DPI", "deck_print_names",
           "page_caption", "print_deck", "sheet_layout", "write_pdf"]

PRINT_DPI = RASTER_DPI
log = logging.getLogger(__name__)
REGISTRATION = QColor.fromCmykF(1, 1, 1, 1)  # cut marks show on every plate
TEXT = QColor.fromCmykF(0, 0, 0, 1)


def deck_print_names(renderer, deck_id: str, back: int = 0) -> tuple[list[str], str]:
    """The faces to print (numbers, courts, two jokers, the legend) and the back behind them."""
    manifest = renderer.registry.get(deck_id).manifest
    return [*natural_faces(), "JK0", "JK1", LEGEND], BACK_PREFIX + manifest.backs[back].id


def page_caption(title: str, page: Page, pages: int) -> str:
    if page.side is Side.FACES:
        return f"{title} — page {page.number} of {pages} — faces"
    return (f"{title} — page {page.number} of {pages} — backs of page {page.number - 1}: "
            f"print double-sided, {FLIP}, at 100 %")


def write_pdf(path: Path, page: str, card: Callable[[str], PrintCard], names: Sequence[str], back: str | None,
              title: str = "Yaniv deck", progress: Callable[[int, int], None] | None = None) -> Path:
    """Write the PDF; ``card(name)`` gives each card ready to paint (called once a name)."""
    pages = layout_pages(page, names, back)
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("Yaniv Desktop")
    writer.setColorModel(QPdfWriter.ColorModel.Auto)  # marks stay CMYK registration, art stays RGB
    writer.setPageLayout(QPageLayout(QPageSize(PAGES[page]), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setResolution(72)  # painter units are points
    prepared: dict[str, PrintCard] = {}
    painter = QPainter(writer)
    try:
        for index, sheet_page in enumerate(pages):
            if index:
                writer.newPage()
            for placement in sheet_page.cards:
                if placement.name not in prepared:
                    prepared[placement.name] = card(placement.name)
                painter.save()
                painter.setWorldTransform(placement.transform)
                prepared[placement.name].paint(painter)
                painter.restore()
            _marks(painter, sheet_page)
            _caption(painter, page_caption(title, sheet_page, len(pages)), sheet_page)
            if progress:
                progress(index + 1, len(pages))
    finally:
        painter.end()
    return path


def _marks(painter: QPainter, page: Page) -> None:
    pen = QPen(REGISTRATION)
    pen.setWidthF(MARK_WIDTH)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    for line in page.marks:
        painter.drawLine(line)


def _caption(painter: QPainter, text: str, page: Page) -> None:
    font = QFont("DejaVu Sans")
    font.setPointSizeF(7)
    painter.setFont(font)
    painter.setPen(TEXT)
    top = min(p.trim.top() for p in page.cards) - BLEED - MARK_GAP - MARK - 4 * MM
    left = min(p.trim.left() for p in page.cards)
    right = max(p.trim.right() for p in page.cards)
    painter.drawText(QRectF(QPointF(left, top - 12), QPointF(right, top)),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, text)


def print_deck(renderer, deck_id: str, path: Path, page: str = "A4", *, dpi: int = PRINT_DPI, back: int = 0,
               progress: Callable[[int, int], None] | None = None) -> Path:
    """A print-ready PDF of a whole deck.  ``dpi`` is the resolution of anything that cannot be a
    vector (never below 600); ``back`` picks which of the deck's backs to print.  Safe on a
    worker thread."""
    names, back_name = deck_print_names(renderer, deck_id, back)
    manifest = renderer.registry.get(deck_id).manifest

    def card(name: str) -> PrintCard:
        prepared = prepare_card(renderer.art(deck_id, name), f"{deck_id} {name}", max(dpi, RASTER_DPI))
        for reason in prepared.rasterised:  # the art checks should keep this list empty
            log.warning("printed as an image at %d dpi: %s", max(dpi, RASTER_DPI), reason)
        return prepared

    return write_pdf(path, page, card, names, back_name, title=manifest.display_name(), progress=progress)
