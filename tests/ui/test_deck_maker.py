"""The deck maker dialog, driven with qtbot: photos, crop boxes dragged and resized, names,
a style, composition off the GUI thread with progress, a saved deck that can be edited."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image, ImageDraw
from PySide6.QtCore import QPoint, Qt

from tests.decks.conftest import to_pil
from yaniv_desktop.core.cards import Rank
from yaniv_desktop.decks.maker import FAMILY_FILE, FamilyDeckSpec
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.ui.decks import maker as deck_maker
from yaniv_desktop.ui.decks.maker import DeckMakerDialog


def photo(path: Path, colour: str, size=(900, 1200)) -> Path:
    image = Image.new("RGB", size, colour)
    ImageDraw.Draw(image).ellipse((300, 300, 600, 700), fill="#d8a880")
    image.save(path, "JPEG")
    return path


@pytest.fixture
def dialog(qtbot, tmp_path: Path):
    with ThreadPoolExecutor(2) as pool:
        dlg = DeckMakerDialog(scan_default(), PartLibrary(), tmp_path / "decks", pool)
        qtbot.addWidget(dlg)
        dlg.show()
        yield dlg
        qtbot.waitUntil(lambda: not dlg.busy, timeout=30000)


def test_make_a_family_deck_with_the_mouse_and_keyboard(dialog, qtbot, tmp_path: Path, monkeypatch, output_dir) -> None:
    saba = photo(tmp_path / "saba.jpg", "#8fae9c")
    monkeypatch.setattr(deck_maker.QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(saba), "")))
    qtbot.mouseClick(dialog.slots["K"].choose, Qt.MouseButton.LeftButton)
    assert dialog.busy and dialog.slots["K"].path is None, "photos are read on the worker"
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20000)
    assert dialog.slots["K"].path == saba
    dialog.set_photo("Q", photo(tmp_path / "savta.jpg", "#b08ca0", (1200, 900)))
    dialog.set_photo("J", photo(tmp_path / "noa.jpg", "#9cb0d0"))
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20000)

    view = dialog.slots["Q"].view
    qtbot.waitUntil(lambda: view.width() > 100)
    before = view.crop
    box = view.crop_rect()
    # Resize from the corner handle (smaller), then drag the box to the left.
    handle = QPoint(round(box.right() - 5), round(box.bottom() - 5))
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=handle)
    qtbot.mouseMove(view, handle - QPoint(40, 40))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=handle - QPoint(40, 40))
    assert view.crop.w < before.w
    ratio = view.crop.w * 1200 / (view.crop.h * 900)
    assert abs(ratio - 550 / 800) < 0.01, "the box keeps the card window's shape"
    middle = view.crop_rect().center().toPoint()
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=middle)
    qtbot.mouseMove(view, middle - QPoint(30, 0))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=middle - QPoint(30, 0))
    moved = view.crop
    assert moved.x < before.x + (before.w - moved.w) and moved.w == pytest.approx(view.crop.w)

    qtbot.keyClicks(dialog.title, "The Levis")
    qtbot.keyClicks(dialog.slots["K"].name, "Saba Avi")
    dialog.slots["Q"].name.setText("סבתא שושנה")  # QTest types Latin keys only
    qtbot.keyClicks(dialog.slots["J"].name, "Ido")
    dialog.style.setCurrentIndex(dialog.style.findData("kurdish"))
    dialog.grandchild.setCurrentIndex(dialog.grandchild.findData("grandson"))
    dialog.softened.setFocus()
    qtbot.keyClick(dialog.softened, Qt.Key.Key_Space)
    assert dialog.softened.isChecked()
    made: list[str] = []
    dialog.deck_made.connect(made.append)
    seen_progress: list[int] = []
    dialog.bar.valueChanged.connect(seen_progress.append)
    qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    assert dialog.busy and dialog.bar.isVisible()
    qtbot.waitUntil(lambda: bool(made), timeout=30000)
    assert made == ["family-the-levis"] and seen_progress and seen_progress[-1] == 100
    folder = tmp_path / "decks" / "family-the-levis"
    spec = FamilyDeckSpec.from_folder(folder)
    assert spec.names == {"K": "Saba Avi", "Q": "סבתא שושנה", "J": "Ido"} and spec.style == "kurdish" and spec.softened
    assert spec.crops["Q"].w == pytest.approx(moved.w) and (folder / FAMILY_FILE).is_file()
    assert "Saved" in dialog.status.text()
    assert dialog.grab().save(str(output_dir / "deck-maker.png"))


def test_an_unreadable_photo_is_named_and_a_missing_one_is_asked_for(dialog, qtbot, tmp_path: Path) -> None:
    bad = tmp_path / "broken-scan.jpg"
    bad.write_bytes(b"not a photo at all")
    dialog.set_photo("K", bad)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20000)
    assert "broken-scan.jpg" in dialog.status.text() and dialog.slots["K"].path is None
    qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    assert not dialog.busy and "Grandpa" in dialog.status.text()


def test_editing_a_family_deck_keeps_its_id_and_raises_its_version(qtbot, tmp_path: Path) -> None:
    users = tmp_path / "decks"
    with ThreadPoolExecutor(2) as pool:
        first = DeckMakerDialog(scan_default(), PartLibrary(), users, pool)
        qtbot.addWidget(first)
        for slot, colour in (("K", "#8fae9c"), ("Q", "#b08ca0"), ("J", "#9cb0d0")):
            first.set_photo(slot, photo(tmp_path / f"{slot}.jpg", colour))
        qtbot.waitUntil(lambda: not first.busy, timeout=20000)
        first.title.setText("Ours")
        first.make()
        qtbot.waitUntil(lambda: first.made is not None, timeout=30000)
        spec = FamilyDeckSpec.from_folder(users / "family-ours")
        again = DeckMakerDialog(scan_default(), PartLibrary(), users, pool, spec=spec)
        qtbot.addWidget(again)
        qtbot.waitUntil(lambda: not again.busy, timeout=20000)
        assert again.make_button.text() == "Save the deck" and again.slots["K"].view.image is not None
        again.slots["J"].name.setText("Yael")
        again.make()
        qtbot.waitUntil(lambda: again.made is not None, timeout=30000)
        assert again.made.id == "family-ours" and again.made.manifest.version == "1.1"


# -- four grandchildren, two communities, through the gallery ------------------------------
def mean_colour(image: Image.Image, box: tuple[int, int, int, int]) -> tuple[float, ...]:
    data = image.convert("RGB").crop(box).tobytes()
    n = len(data) // 3
    return tuple(sum(data[i::3]) / n for i in range(3))


def distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


FRAME_STRIP = (6, 420, 34, 470)  # a court card's left margin: its frame
WINDOW_TOP = (90, 110, 540, 300)  # the photo's background, above the face


@pytest.mark.parametrize("lang", ["en", "he"])
def test_four_grandchildren_and_two_communities_from_the_gallery(lang: str, qtbot, tmp_path: Path, monkeypatch,
                                                                   translations, output_dir) -> None:
    from yaniv_desktop.decks.async_render import AsyncImages
    from yaniv_desktop.decks.registry import Origin, default_builtin_dir, scan
    from yaniv_desktop.decks.renderer import DeckRenderer
    from yaniv_desktop.ui.decks.gallery import DeckGallery

    translations.use(lang)
    users = tmp_path / "decks"
    parts = PartLibrary()

    def rescan():
        return scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)

    files = {"K": photo(tmp_path / "saba.jpg", "#8fae9c"), "Q": photo(tmp_path / "savta.jpg", "#b08ca0", (1200, 900))}
    kids = {"S": ("#3050a0", "Noa"), "H": ("#a03050", "Ido"), "D": ("#30a050", "Tal"), "C": ("#a0a030", "Lia")}
    files |= {f"J{s}": photo(tmp_path / f"{name}.jpg", colour) for s, (colour, name) in kids.items()}
    chosen: list[str] = []
    monkeypatch.setattr(deck_maker.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(files[chosen[-1]]), "")))
    with ThreadPoolExecutor(2) as pool:
        images = AsyncImages(DeckRenderer(rescan(), parts), pool)
        gallery = DeckGallery(rescan(), images, card_width=60, user_decks_dir=users, rescan=rescan)
        qtbot.addWidget(gallery)
        gallery.show()
        qtbot.mouseClick(gallery.buttons["make"], Qt.MouseButton.LeftButton)
        dialog = gallery.maker
        qtbot.waitExposed(dialog)
        assert dialog.layoutDirection() == (Qt.LayoutDirection.RightToLeft if lang == "he" else Qt.LayoutDirection.LeftToRight)

        def choose(key: str) -> None:
            chosen.append(key)
            qtbot.mouseClick(dialog.slots[key[0]].choose, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not dialog.busy, timeout=20000)

        choose("K")
        qtbot.keyClicks(dialog.slots["K"].name, "Saba Avi")
        choose("Q")
        qtbot.keyClicks(dialog.slots["Q"].name, "Savta Rina")
        jacks = dialog.slots["J"]
        for suit, (_, name) in kids.items():
            qtbot.mouseClick(jacks.suit_buttons[suit], Qt.MouseButton.LeftButton)
            assert jacks.current == suit and jacks.view.image is None, "a suit without a photo of its own"
            choose(f"J{suit}")
            assert jacks.view.image is not None and jacks.file_label.text() == files[f"J{suit}"].name
            qtbot.keyClicks(jacks.name, name)
        qtbot.mouseClick(jacks.suit_buttons["S"], Qt.MouseButton.LeftButton)
        assert jacks.name.text() == "Noa" and jacks.file_label.text() == "Noa.jpg", "each suit keeps its own photo"
        assert jacks.suit_buttons["H"].text().endswith("•")
        for role, community in (("K", "kurdish"), ("Q", "moroccan")):
            combo = dialog.slots[role].style
            combo.setCurrentIndex(combo.findData(community))
        dialog.style.setCurrentIndex(dialog.style.findData("yemenite"))
        qtbot.keyClicks(dialog.title, "Mixed")
        assert dialog.grab().save(str(output_dir / f"deck-maker-four-jacks-{lang}.png"))

        qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: gallery.current == "family-mixed", timeout=60000)
        deck = gallery.registry.get("family-mixed")
        art = {face: Image.open(deck.folder / path) for face, path in deck.manifest.art.items()}
        assert distance(mean_colour(art["JH"], WINDOW_TOP), mean_colour(art["JS"], WINDOW_TOP)) > 40, \
            "the jack of hearts and the jack of spades show different grandchildren"
        renderer = DeckRenderer(rescan(), parts)
        own = {c: mean_colour(to_pil(renderer.image(c, "KH", 630, 1.0)), FRAME_STRIP) for c in ("kurdish", "moroccan")}
        assert distance(mean_colour(art["KD"], FRAME_STRIP), own["kurdish"]) < 12, "the kings: grandpa's community"
        assert distance(mean_colour(art["QC"], FRAME_STRIP), own["moroccan"]) < 12, "the queens: grandma's community"
        assert deck.manifest.legend[Rank.JACK]["en"] == "Grandchildren Noa, Ido, Tal, Lia"

        # Edit it again: the four jacks and both communities come back into the dialog.
        gallery.show_deck("family-mixed")
        qtbot.mouseClick(gallery.buttons["make"], Qt.MouseButton.LeftButton)
        again = gallery.maker
        qtbot.waitUntil(lambda: not again.busy, timeout=20000)
        assert again.editing and set(again.slots["J"].entries) == {"S", "H", "D", "C"}
        assert again.slots["K"].style.currentData() == "kurdish" and again.slots["Q"].style.currentData() == "moroccan"
        qtbot.mouseClick(again.slots["J"].suit_buttons["D"], Qt.MouseButton.LeftButton)
        assert again.slots["J"].name.text() == "Tal"
        again.close()
        images.cancel()


@pytest.mark.parametrize("lang", ["en", "he", "ar"])
def test_the_dialog_fits_small_and_large(lang: str, qtbot, tmp_path: Path, translations, output_dir) -> None:
    translations.use(lang)  # before the dialog is made: it says its words once
    with ThreadPoolExecutor(2) as pool:
        dialog = DeckMakerDialog(scan_default(), PartLibrary(), tmp_path / "decks", pool)
        qtbot.addWidget(dialog)
        dialog.show()
        look_at_the_dialog(lang, dialog, qtbot, tmp_path, output_dir)


def look_at_the_dialog(lang: str, dialog: DeckMakerDialog, qtbot, tmp_path: Path, output_dir: Path) -> None:
    dialog.set_photo("K", photo(tmp_path / "k.jpg", "#8fae9c"))
    dialog.set_photo("JH", photo(tmp_path / "jh.jpg", "#a03050"))
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20000)
    for name, size in (("small", (760, 560)), ("large", (1400, 900))):
        dialog.resize(*size)
        qtbot.wait(20)
        for slot in dialog.slots.values():
            assert slot.view.height() >= 120 and slot.view.width() >= 120, (name, slot.slot)
            for button in slot.suit_buttons.values():
                assert button.width() >= button.sizeHint().width() - 4, (name, slot.slot, button.text())
        assert dialog.grab().save(str(output_dir / f"deck-maker-{lang}-{name}.png"))


def test_a_suit_photo_can_be_removed_and_the_suit_shows_the_photo_for_all_suits(dialog, qtbot, tmp_path: Path,
                                                                                  monkeypatch) -> None:
    files = iter([photo(tmp_path / "all.jpg", "#8fae9c"), photo(tmp_path / "hearts.jpg", "#a03050")])
    monkeypatch.setattr(deck_maker.QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(next(files)), "")))
    jacks = dialog.slots["J"]
    assert not jacks.remove.isVisible(), "nothing to remove on the photo for all suits"
    qtbot.mouseClick(jacks.choose, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20000)
    qtbot.mouseClick(jacks.suit_buttons["H"], Qt.MouseButton.LeftButton)
    assert jacks.view.image is None and "all suits" in jacks.view.placeholder and not jacks.name.isEnabled()
    qtbot.mouseClick(jacks.choose, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20000)
    qtbot.keyClicks(jacks.name, "Ido")
    assert set(dialog.spec().photos) == {"J", "JH"} and dialog.spec().names["JH"] == "Ido"
    assert jacks.remove.isVisible() and jacks.remove.isEnabled()
    qtbot.mouseClick(jacks.remove, Qt.MouseButton.LeftButton)
    assert jacks.view.image is None and not jacks.suit_buttons["H"].text().endswith("•")
    assert set(dialog.spec().photos) == {"J"} and "JH" not in dialog.spec().names
