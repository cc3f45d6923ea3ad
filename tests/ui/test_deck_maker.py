"""The deck maker dialog, driven with qtbot: photos, crop boxes dragged and resized, names,
a style, composition off the GUI thread with progress, a saved deck that can be edited."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image, ImageDraw
from PySide6.QtCore import QPoint, Qt

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
    assert dialog.slots["K"].path == saba
    assert dialog.set_photo("Q", photo(tmp_path / "savta.jpg", "#b08ca0", (1200, 900)))
    assert dialog.set_photo("J", photo(tmp_path / "noa.jpg", "#9cb0d0"))

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
    assert spec.names == {"K": "Saba Avi", "Q": "סבתא שושנה", "J": "Ido"} and spec.style == "kurdish"
    assert spec.crops["Q"].w == pytest.approx(moved.w) and (folder / FAMILY_FILE).is_file()
    assert "Saved" in dialog.status.text()
    assert dialog.grab().save(str(output_dir / "deck-maker.png"))


def test_an_unreadable_photo_is_named_and_a_missing_one_is_asked_for(dialog, qtbot, tmp_path: Path) -> None:
    bad = tmp_path / "broken-scan.jpg"
    bad.write_bytes(b"not a photo at all")
    assert not dialog.set_photo("K", bad)
    assert "broken-scan.jpg" in dialog.status.text()
    qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    assert not dialog.busy and "Grandpa" in dialog.status.text()


def test_editing_a_family_deck_keeps_its_id_and_raises_its_version(qtbot, tmp_path: Path) -> None:
    users = tmp_path / "decks"
    with ThreadPoolExecutor(2) as pool:
        first = DeckMakerDialog(scan_default(), PartLibrary(), users, pool)
        qtbot.addWidget(first)
        for slot, colour in (("K", "#8fae9c"), ("Q", "#b08ca0"), ("J", "#9cb0d0")):
            first.set_photo(slot, photo(tmp_path / f"{slot}.jpg", colour))
        first.title.setText("Ours")
        first.make()
        qtbot.waitUntil(lambda: first.made is not None, timeout=30000)
        spec = FamilyDeckSpec.from_folder(users / "family-ours")
        again = DeckMakerDialog(scan_default(), PartLibrary(), users, pool, spec=spec)
        qtbot.addWidget(again)
        assert again.make_button.text() == "Save the deck" and again.slots["K"].view.image is not None
        again.slots["J"].name.setText("Yael")
        again.make()
        qtbot.waitUntil(lambda: again.made is not None, timeout=30000)
        assert again.made.id == "family-ours" and again.made.manifest.version == "1.1"
