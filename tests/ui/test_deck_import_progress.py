"""Importing a deck runs on a worker: the gallery answers, shows how far it got, and the
player can cancel (or close the window) with nothing installed and nothing left behind."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import Origin, default_builtin_dir, scan
from yaniv_desktop.decks.renderer import DeckRenderer
from yaniv_desktop.ui.decks import gallery as deck_gallery
from yaniv_desktop.ui.decks.gallery import DeckGallery
from yaniv_desktop.ui.decks.import_bench import largest_archive


@pytest.fixture(scope="module")
def slow_archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Eight 1.5-megapixel noise photos: a few seconds of re-encoding on this machine."""
    path, images = largest_archive(tmp_path_factory.mktemp("import") / "slow.yanivdeck", pixels=8 * 1_500_000,
                                   side=1225)
    assert images >= 8
    return path


def open_gallery(qtbot, users: Path, language: str, pool: ThreadPoolExecutor) -> DeckGallery:
    parts = PartLibrary()

    def rescan():
        return scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)

    registry = rescan()
    gallery = DeckGallery(registry, AsyncImages(DeckRenderer(registry, parts), pool), user_decks_dir=users,
                          parts=parts, executor=pool, rescan=rescan, lang=language)
    qtbot.addWidget(gallery)
    gallery.show()
    return gallery


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_cancel_stops_the_import_and_installs_nothing(qtbot, translations, monkeypatch, slow_archive: Path,
                                                      tmp_path: Path, language: str) -> None:
    translations.use(language)
    monkeypatch.setattr(deck_gallery.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(slow_archive), "")))  # the player picked the file
    users = tmp_path / "decks"
    with ThreadPoolExecutor(2) as pool:
        gallery = open_gallery(qtbot, users, language, pool)
        with qtbot.waitSignal(gallery.import_finished, timeout=60000) as finished:
            qtbot.mouseClick(gallery.buttons["import"], Qt.MouseButton.LeftButton)
            assert gallery.cancel_button.isVisible() and gallery.progress_bar.isVisible()
            assert not gallery.buttons["import"].isEnabled()
            # The window keeps answering while the worker unpacks: wait until a few files are done.
            qtbot.waitUntil(lambda: gallery.progress_bar.maximum() > 1 and gallery.progress_bar.value() >= 3,
                            timeout=30000)
            qtbot.mouseClick(gallery.cancel_button, Qt.MouseButton.LeftButton)
        assert finished.args == [False]
        assert gallery.message.text() == gallery.tr("Not imported: you cancelled the import.")
        assert not gallery.cancel_button.isVisible() and not gallery.progress_bar.isVisible()
        assert gallery.buttons["import"].isEnabled()
        assert "bench-import" not in gallery.registry.ids()
        assert not users.exists() or list(users.iterdir()) == [], "no staging folder is left behind"

        # The same archive, not cancelled, installs; the bar counted every file.
        with qtbot.waitSignal(gallery.import_finished, timeout=60000) as finished:
            qtbot.mouseClick(gallery.buttons["import"], Qt.MouseButton.LeftButton)
        assert finished.args == [True] and gallery.current == "bench-import"
        assert [p.name for p in users.iterdir()] == ["bench-import"]


def test_closing_the_gallery_mid_import_installs_nothing(qtbot, translations, slow_archive: Path,
                                                         tmp_path: Path) -> None:
    translations.use("he")
    users = tmp_path / "decks"
    with ThreadPoolExecutor(2) as pool:
        gallery = open_gallery(qtbot, users, "he", pool)
        job = gallery.import_file(slow_archive)
        assert job is not None
        qtbot.waitUntil(lambda: gallery.progress_bar.value() >= 2, timeout=30000)
        gallery.close()
        deadline = time.monotonic() + 60
        while not job.done() and time.monotonic() < deadline:
            qtbot.wait(20)
        assert job.done()
        qtbot.wait(50)
        assert not users.exists() or list(users.iterdir()) == []


def test_a_second_import_waits_for_the_first(qtbot, translations, slow_archive: Path, tmp_path: Path) -> None:
    translations.use("ar")
    with ThreadPoolExecutor(2) as pool:
        gallery = open_gallery(qtbot, tmp_path / "decks", "ar", pool)
        with qtbot.waitSignal(gallery.import_finished, timeout=60000):
            assert gallery.import_file(slow_archive) is not None
            assert gallery.import_file(slow_archive) is None
            assert slow_archive.name in gallery.message.text()
