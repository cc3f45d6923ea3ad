"""Print a deck the way a print shop wants it: a PDF of 63 × 88 mm cards, through QPdfWriter.

Cards are vectors: each composed SVG layer is painted straight into the PDF
(``svg_vector``), and art files go in at their own resolution; only what cannot be a
vector becomes an image, at 600 dpi or more.  Every card has 3 mm of bleed and cut marks
at its corners; six cards to a page (``print_sheet``), every page of faces followed by the
page of their backs, mirrored for double-sided printing flipped on the long edge.  A line
of text on each page names the deck, the page and the side, in the words of
:class:`CaptionWords`: English unless the caller (the UI, which knows the player's language)
passes its translations.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextOption,
)

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

__all__ = ["CARD_H", "CARD_H_MM", "CARD_W", "CARD_W_MM", "ENGLISH", "MM", "PAGES", "PRINT_DPI", "CaptionWords",
           "deck_print_names", "page_caption", "print_deck", "sheet_layout", "write_pdf"]

PRINT_DPI = RASTER_DPI
log = logging.getLogger(__name__)
REGISTRATION = QColor.fromCmykF(1, 1, 1, 1)  # cut marks show on every plate
TEXT = QColor.fromCmykF(0, 0, 0, 1)
CAPTION_FONTS = ["DejaVu Sans", "Arial", "Helvetica"]  # as the cards' own text: each has Hebrew and Arabic
CAPTION_POINTS = 7.0
SMALLEST_CAPTION_POINTS = 5.0
FSI, PDI = "\u2068", "\u2069"  # a first-strong isolate: the deck's name keeps its own direction


@dataclass(frozen=True)
class CaptionWords:
    """The words of the line above the cards, in the reader's language.

    ``decks`` knows no languages: the UI builds these from its translations (on the GUI
    thread) and hands them to the worker that writes the PDF.  The templates take
    ``{title}``, ``{page}``, ``{pages}``, ``{faces_page}`` (the page whose backs these
    are) and ``{flip}``; the defaults are the English.
    """

    faces: str = "{title} — page {page} of {pages} — faces"
    backs: str = "{title} — page {page} of {pages} — backs of page {faces_page}: print double-sided, {flip}, at 100 %"
    flip: str = FLIP
    right_to_left: bool = False


ENGLISH = CaptionWords()


def deck_print_names(renderer, deck_id: str, back: int = 0) -> tuple[list[str], str]:
    """The faces to print (numbers, courts, two jokers, the legend) and the back behind them."""
    manifest = renderer.registry.get(deck_id).manifest
    return [*natural_faces(), "JK0", "JK1", LEGEND], BACK_PREFIX + manifest.backs[back].id


def page_caption(title: str, page: Page, pages: int, words: CaptionWords = ENGLISH) -> str:
    """The caption of one page.  In a right-to-left caption the deck's name is isolated, so a
    Latin name (or one ending in a digit or a bracket) does not pull the words around it."""
    template = words.faces if page.side is Side.FACES else words.backs
    if words.right_to_left:
        title = f"{FSI}{title}{PDI}"
    return template.format(title=title, page=page.number, pages=pages, faces_page=page.number - 1, flip=words.flip)


def write_pdf(path: Path, page: str, card: Callable[[str], PrintCard], names: Sequence[str], back: str | None,
              title: str = "Yaniv deck", progress: Callable[[int, int], None] | None = None,
              words: CaptionWords = ENGLISH) -> Path:
    """Write the PDF; ``card(name)`` gives each card ready to paint (called once a name),
    ``words`` the language of the caption on each page."""
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
            _caption(painter, page_caption(title, sheet_page, len(pages), words), sheet_page, words.right_to_left)
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


def _caption(painter: QPainter, text: str, page: Page, right_to_left: bool = False) -> None:
    """``text`` centred above the cards on one line, laid out in its own direction: a Hebrew
    or Arabic caption reads right to left, its numbers and the deck's name in place."""
    top = min(p.trim.top() for p in page.cards) - BLEED - MARK_GAP - MARK - 4 * MM
    left = min(p.trim.left() for p in page.cards)
    right = max(p.trim.right() for p in page.cards)
    font = QFont()
    font.setFamilies(CAPTION_FONTS)
    font.setPointSizeF(CAPTION_POINTS)
    wide = QFontMetricsF(font, painter.device()).horizontalAdvance(text)  # in the PDF's points, not the screen's
    if wide > right - left:  # a longer translation gets smaller rather than cut off at the sides
        font.setPointSizeF(max(SMALLEST_CAPTION_POINTS, CAPTION_POINTS * (right - left) / wide * 0.98))
    painter.setFont(font)
    painter.setPen(TEXT)
    option = QTextOption(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
    option.setTextDirection(Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight)
    option.setWrapMode(QTextOption.WrapMode.NoWrap)
    painter.drawText(QRectF(QPointF(left, top - 12), QPointF(right, top)), text, option)


def print_deck(renderer, deck_id: str, path: Path, page: str = "A4", *, dpi: int = PRINT_DPI, back: int = 0,
               progress: Callable[[int, int], None] | None = None, title: str | None = None,
               words: CaptionWords = ENGLISH) -> Path:
    """A print-ready PDF of a whole deck.  ``dpi`` is the resolution of anything that cannot be a
    vector (never below 600); ``back`` picks which of the deck's backs to print; ``title`` (the
    deck's English name unless given) and ``words`` make the caption of each page.  Safe on a
    worker thread: it calls no translation."""
    names, back_name = deck_print_names(renderer, deck_id, back)
    manifest = renderer.registry.get(deck_id).manifest

    def card(name: str) -> PrintCard:
        prepared = prepare_card(renderer.art(deck_id, name), f"{deck_id} {name}", max(dpi, RASTER_DPI))
        for reason in prepared.rasterised:  # the art checks should keep this list empty
            log.warning("printed as an image at %d dpi: %s", max(dpi, RASTER_DPI), reason)
        return prepared

    return write_pdf(path, page, card, names, back_name, title=title or manifest.display_name(), progress=progress,
                     words=words)
