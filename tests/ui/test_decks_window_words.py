"""The Decks window in the player's language: its title, the deck's caption (no file
paths, no "SVG"), and every card captioned as a player reads it ("A♠", with "ace of
spades" to hover and for screen readers), in English, Hebrew and Arabic.  The window is
built as ``MainWindow._show_decks`` builds it and driven by clicking a deck."""

from __future__ import annotations

import re
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import Origin, default_builtin_dir, scan
from yaniv_desktop.decks.renderer import DeckRenderer
from yaniv_desktop.ui.decks.gallery import IMAGE_NAME, DeckGallery, credit_text
from yaniv_desktop.ui.text.bidi import isolate

from ..conftest import OUTPUT_DIR

SHOTS = OUTPUT_DIR / "helper-words"
RAW_NAME = re.compile(r"^(10|[2-9AJQK])[SHDC]$|^JK\d$|^back:|^legend$")  # the renderer's image names
WORDS = {
    "en": {"title": "Decks", "credit": "Art by the Yaniv Desktop project", "ace": "ace of spades",
           "grandpa": "king of hearts: Grandpa", "back": "Back 1", "joker": "Joker 1", "legend": "who is who"},
    "he": {"title": "חפיסות", "credit": "איורים: פרויקט Yaniv Desktop", "grandpa": ": סבא",
           "back": "גב 1", "joker": "ג׳וקר 1", "legend": "מי זה מי"},
    "ar": {"title": "الشدّات", "credit": "الرسوم: مشروع Yaniv Desktop", "grandpa": ": الجدّ",
           "back": "الظهر 1", "joker": "جوكر 1", "legend": "من هو من"},
}




@contextmanager
def open_gallery(qtbot, language: str) -> Iterator[tuple[DeckGallery, AsyncImages]]:
    """The Decks window as ``MainWindow._show_decks`` opens it, shown at 1000 × 680; its
    pictures still on the way are cancelled when the test is done with it."""
    parts = PartLibrary()
    registry = scan([(default_builtin_dir(), Origin.BUILT_IN)], parts)
    with ThreadPoolExecutor(2) as pool:
        images = AsyncImages(DeckRenderer(registry, parts), pool)
        gallery = DeckGallery(registry, images, lang=language, executor=pool)
        qtbot.addWidget(gallery)
        gallery.resize(1000, 680)
        gallery.show()
        try:
            yield gallery, images
        finally:
            images.cancel()


def click_deck(qtbot, gallery: DeckGallery, deck_id: str) -> None:
    for row in range(gallery.decks.count()):
        item = gallery.decks.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == deck_id:
            gallery.decks.scrollToItem(item)
            rect = gallery.decks.visualItemRect(item)
            qtbot.mouseClick(gallery.decks.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            assert gallery.current == deck_id
            return
    raise AssertionError(f"{deck_id} is not listed")


def captions(gallery: DeckGallery) -> dict[str, tuple[str, str]]:
    """image name → (caption, tooltip) of every card shown."""
    out = {}
    for row in range(gallery.cards.count()):
        item = gallery.cards.item(row)
        out[item.data(IMAGE_NAME)] = (item.text(), item.toolTip())
        assert item.data(Qt.ItemDataRole.AccessibleTextRole) == item.toolTip()
    return out


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_the_decks_window_speaks_the_players_language(qtbot, translations, language: str) -> None:
    translations.use(language)
    words = WORDS[language]
    with open_gallery(qtbot, language) as (gallery, images):
        assert gallery.windowTitle() == words["title"]

        click_deck(qtbot, gallery, "moroccan")
        status = gallery.status.text()
        assert "assets" not in status and "SVG" not in status and "/" not in status
        assert words["credit"] in status
        shown = captions(gallery)
        assert not [text for text, _ in shown.values() if RAW_NAME.match(text)], "no raw image names"
        assert shown["AS"][0] == isolate("A♠") and shown["10D"][0] == isolate("10♦")
        assert shown["legend"][0] == words["legend"]
        assert shown["back:emerald"][0] == words["back"] and shown["JK0"][0] == words["joker"]
        assert words["grandpa"] in shown["KH"][1], "a court says who it shows in this deck"
        if language == "en":
            assert shown["AS"][1] == words["ace"]
        else:  # spoken in the language: no English word left in any caption or tooltip
            assert not [t for pair in shown.values() for t in pair if re.search(r"[a-z]{2,}", t)]
        arrived: list[str] = []
        images.ready.connect(lambda deck, name, image: arrived.append(name) if deck == "moroccan" else None)
        click_deck(qtbot, gallery, "classic")
        click_deck(qtbot, gallery, "moroccan")
        qtbot.waitUntil(lambda: len(arrived) >= 20, timeout=30000)
        qtbot.wait(100)
        QApplication.processEvents()
        SHOTS.mkdir(parents=True, exist_ok=True)
        assert gallery.grab().save(str(SHOTS / f"decks-{language}.png"))


def test_a_credit_someone_wrote_is_shown_as_written(translations) -> None:
    translations.use("he")
    assert credit_text("Photos: the family's own") == "תמונות: של המשפחה עצמה"
    assert credit_text("Drawn by Savta Rina, 2024") == "Drawn by Savta Rina, 2024"
