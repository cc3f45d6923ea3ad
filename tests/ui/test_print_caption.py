"""A deck printed from the Decks window in Hebrew or Arabic says on paper, in the player's
language and right to left, which page is which and how to print the backs.  Driven as a
player does it: the language chosen, a deck clicked, the Print… button pressed and the
paper and the file given in its dialogs."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PySide6.QtCore import Qt

from tests.decks.test_printing import caption_glyphs, read_right_to_left, without_spaces
from yaniv_desktop.decks.printing import ENGLISH
from yaniv_desktop.ui.decks import gallery as deck_gallery
from yaniv_desktop.ui.decks.gallery import caption_words

from .test_decks_window_words import click_deck, open_gallery

# What the player's printer gets, page by page ({pages}: how many pages the PDF has).
CAPTIONS = {
    "he": ("קלאסית — עמוד 1 מתוך {pages} — פני הקלפים",
           "קלאסית — עמוד 2 מתוך {pages} — גבי הקלפים של עמוד 1: הדפיסו דו־צדדי, בהיפוך לאורך הצד הארוך, ב־100%"),
    "ar": ("كلاسيكية — الصفحة 1 من {pages} — وجوه الأوراق",
           "كلاسيكية — الصفحة 2 من {pages} — ظهور أوراق الصفحة 1: اطبع على الوجهين، مع القلب على الحافة الطويلة، "
           "بنسبة 100%"),
}
READY = {"he": "מוכן להדפסה", "ar": "جاهز للطباعة"}


@pytest.mark.parametrize("language", ["he", "ar"])
def test_a_deck_printed_in_a_right_to_left_language_is_captioned_in_it(
        qtbot, translations, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, output_dir: Path,
        language: str) -> None:
    translations.use(language)
    pdf = tmp_path / f"classic-{language}.pdf"
    monkeypatch.setattr(deck_gallery.QInputDialog, "getItem", staticmethod(lambda *a, **k: ("Letter", True)))
    monkeypatch.setattr(deck_gallery.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(pdf), "")))
    with open_gallery(qtbot, language) as (gallery, _):
        assert gallery.isRightToLeft()
        click_deck(qtbot, gallery, "classic")
        qtbot.mouseClick(gallery.buttons["print"], Qt.MouseButton.LeftButton)
        assert gallery.job is not None, "the Print… button started the PDF"
        qtbot.waitUntil(lambda: gallery.job is None, timeout=60000)
        assert READY[language] in gallery.message.text(), gallery.message.text()

    document = pdfium.PdfDocument(str(pdf))
    try:
        pages = len(document)
        for number in (1, 2):  # the caption band of each side, for people to look at
            image = document[number - 1].render(scale=200 / 72).to_pil()
            image.crop((0, 0, image.width, image.height // 8)).save(
                output_dir / f"print-caption-{language}-page{number}.png")
    finally:
        document.close()
    faces, backs = CAPTIONS[language]
    assert read_right_to_left(caption_glyphs(pdf, 1)) == without_spaces(faces.format(pages=pages))
    assert read_right_to_left(caption_glyphs(pdf, 2)) == without_spaces(backs.format(pages=pages))


def test_in_english_the_window_prints_the_english_caption(translations) -> None:
    """The window's English source words are the printer's own defaults, word for word."""
    translations.use("en")
    assert caption_words(False) == ENGLISH
