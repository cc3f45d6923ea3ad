"""Importing a deck whose id is installed asks first; a replaced deck (photos and all) is kept."""

from __future__ import annotations

import json
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import Origin, default_builtin_dir, load_deck, scan
from yaniv_desktop.decks.renderer import DeckRenderer
from yaniv_desktop.ui.decks.gallery import DeckGallery


def archive(path: Path, version: str) -> Path:
    data = json.loads((default_builtin_dir() / "iraqi" / "deck.json").read_text(encoding="utf-8"))
    data.update(id="cousins", version=version)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("deck.json", json.dumps(data))
    return path


def answer(button: QMessageBox.StandardButton, asked: list[str]) -> None:
    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(20, look)
    QTimer.singleShot(0, look)


def imported(qtbot, gallery: DeckGallery, path: Path) -> bool:
    """Import through the gallery and wait for the worker and any question: True if installed."""
    with qtbot.waitSignal(gallery.import_finished, timeout=20000) as finished:
        assert gallery.import_file(path) is not None
    return finished.args[0]


@pytest.mark.parametrize("language", ["en", "he"])
def test_replacing_a_deck_asks_and_keeps_the_old_one(qtbot, translations, tmp_path: Path, language: str) -> None:
    translations.use(language)
    users = tmp_path / "decks"
    parts = PartLibrary()
    registry = scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)
    with ThreadPoolExecutor(2) as pool:
        gallery = DeckGallery(registry, AsyncImages(DeckRenderer(registry, parts), pool), user_decks_dir=users,
                              lang=language)
        qtbot.addWidget(gallery)
        gallery.show()
        assert imported(qtbot, gallery, archive(tmp_path / "a.yanivdeck", "1.0"))
        photo = users / "cousins" / "photos" / "saba.jpg"
        photo.parent.mkdir()
        photo.write_bytes(b"\xff\xd8 a family photo")

        asked: list[str] = []
        answer(QMessageBox.StandardButton.No, asked)
        assert not imported(qtbot, gallery, archive(tmp_path / "b.yanivdeck", "2.0"))
        assert len(asked) == 1 and ".replaced" in asked[0]
        assert photo.exists() and not (users / ".replaced").exists(), "No changes nothing"

        answer(QMessageBox.StandardButton.Yes, asked)
        assert imported(qtbot, gallery, archive(tmp_path / "b.yanivdeck", "2.0"))
        assert len(asked) == 2
        assert load_deck(users / "cousins", parts, Origin.USER).manifest.version == "2.0"
        kept = list((users / ".replaced").iterdir())
        assert [p.name.split("-")[0] for p in kept] == ["cousins"]
        assert (kept[0] / "photos" / "saba.jpg").read_bytes() == b"\xff\xd8 a family photo"
        gallery.close()
