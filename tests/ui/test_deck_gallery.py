"""The deck gallery shows every card of a deck, its legend first, and marks broken decks."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import Origin, default_builtin_dir, scan
from yaniv_desktop.decks.renderer import DeckRenderer
from yaniv_desktop.ui.decks.gallery import IMAGE_NAME, DeckGallery


def test_gallery_renders_a_deck_card_by_card_and_lists_broken_decks(qtbot, tmp_path: Path, output_dir: Path) -> None:
    users = tmp_path / "decks"
    (users / "smudged").mkdir(parents=True)
    data = json.loads((default_builtin_dir() / "classic" / "deck.json").read_text(encoding="utf-8"))
    data.update(id="smudged", version="banana")
    (users / "smudged" / "deck.json").write_text(json.dumps(data), encoding="utf-8")
    parts = PartLibrary()
    registry = scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)
    with ThreadPoolExecutor(2) as pool:
        images = AsyncImages(DeckRenderer(registry, parts), pool)
        gallery = DeckGallery(registry, images, card_width=72)
        qtbot.addWidget(gallery)
        gallery.resize(1180, 760)
        gallery.show()
        arrived: list[str] = []
        images.ready.connect(lambda deck, name, image: arrived.append(name) if deck == "iraqi" else None)
        gallery.show_deck("iraqi")
        qtbot.waitUntil(lambda: len(arrived) == 57, timeout=20000)
        qtbot.wait(50)
        assert gallery.cards.count() == 57
        assert gallery.cards.item(0).data(IMAGE_NAME) == "legend"
        broken = [gallery.decks.item(i).text() for i in range(gallery.decks.count()) if "broken" in gallery.decks.item(i).text()]
        assert len(broken) == 1 and "version" in broken[0] and "smudged" in broken[0]
        assert gallery.grab().save(str(output_dir / "deck-gallery.png"))


def test_gallery_buttons_export_import_print_showcase_make_and_watch(qtbot, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtCore import Qt

    users = tmp_path / "decks"
    parts = PartLibrary()

    def rescan():
        return scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)

    with ThreadPoolExecutor(2) as pool:
        images = AsyncImages(DeckRenderer(rescan(), parts), pool)
        gallery = DeckGallery(rescan(), images, card_width=60, user_decks_dir=users, rescan=rescan)
        qtbot.addWidget(gallery)
        gallery.show()
        assert [b.text() for b in gallery.buttons.values()] == [
            "Import…", "Export…", "Print…", "Showcase", "Make a family deck…", "Watch a match with this deck"]
        gallery.show_deck("georgian")
        with qtbot.waitSignal(gallery.watch_requested) as watched:
            qtbot.mouseClick(gallery.buttons["watch"], Qt.MouseButton.LeftButton)
        assert watched.args == ["georgian"]

        # Export through the button (the file dialog answered), then import it back as a user deck.
        import json
        import zipfile

        from yaniv_desktop.ui.decks import gallery as deck_gallery
        target = tmp_path / "georgian.yanivdeck"
        monkeypatch.setattr(deck_gallery.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
        qtbot.mouseClick(gallery.buttons["export"], Qt.MouseButton.LeftButton)
        assert target.is_file() and "Exported" in gallery.message.text()
        renamed = tmp_path / "ours.yanivdeck"
        with zipfile.ZipFile(target) as src, zipfile.ZipFile(renamed, "w") as out:
            data = json.loads(src.read("deck.json"))
            data["id"] = "our-georgian"
            out.writestr("deck.json", json.dumps(data))
        with qtbot.waitSignal(gallery.import_finished, timeout=20000) as finished:
            assert gallery.import_file(renamed) is not None
        assert finished.args == [True]
        assert gallery.current == "our-georgian" and "our-georgian" in gallery.registry.ids()
        with qtbot.waitSignal(gallery.import_finished, timeout=20000) as finished:
            gallery.import_file(target)
        assert finished.args == [False] and "built-in" in gallery.message.text()

        pdf = tmp_path / "georgian.pdf"
        gallery.show_deck("georgian")
        job = gallery.print_to(pdf, "Letter", dpi=40)
        assert job is not None and not gallery.buttons["print"].isEnabled()
        qtbot.waitUntil(lambda: "Ready to print" in gallery.message.text(), timeout=30000)
        assert pdf.read_bytes().startswith(b"%PDF") and gallery.buttons["print"].isEnabled()

        showcase = gallery.show_showcase(fullscreen=False)
        assert showcase.deck_id == "georgian"
        showcase.close()
        maker = gallery.open_maker()
        assert maker.isVisible() and not maker.editing
        maker.close()
        images.cancel()
