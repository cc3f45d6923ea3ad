"""The full-screen showcase: the legend, then every court card, one after another."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import Qt

from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.decks.renderer import DeckRenderer
from yaniv_desktop.ui.decks.showcase import DeckShowcase, showcase_names


def test_showcase_steps_through_the_courts_and_legend(qtbot, output_dir: Path) -> None:
    registry = scan_default()
    with ThreadPoolExecutor(2) as pool:
        images = AsyncImages(DeckRenderer(registry, PartLibrary()), pool)
        show = DeckShowcase(images, "bukharan", advance_ms=0)
        qtbot.addWidget(show)
        show.resize(900, 700)
        show.show()
        assert showcase_names()[0] == "legend" and len(showcase_names()) == 13
        qtbot.waitUntil(lambda: len(show.cache) == 13, timeout=20000)
        assert show.current == "legend"
        qtbot.keyClick(show, Qt.Key.Key_Right)
        assert show.current == "KH"
        qtbot.keyClick(show, Qt.Key.Key_Left)
        qtbot.keyClick(show, Qt.Key.Key_Left)
        assert show.current == "JC"
        qtbot.mouseClick(show, Qt.MouseButton.LeftButton)
        assert show.current == "legend"
        qtbot.keyClick(show, Qt.Key.Key_Right)
        qtbot.wait(30)
        assert show.grab().save(str(output_dir / "deck-showcase.png"))
        closed: list[bool] = []
        show.closed.connect(lambda: closed.append(True))
        qtbot.keyClick(show, Qt.Key.Key_Escape)
        assert closed and not show.isVisible()
        images.cancel()


def test_showcase_advances_by_itself(qtbot) -> None:
    with ThreadPoolExecutor(1) as pool:
        images = AsyncImages(DeckRenderer(scan_default(), PartLibrary()), pool)
        show = DeckShowcase(images, "ethiopian", advance_ms=40)
        qtbot.addWidget(show)
        show.resize(400, 500)
        show.show()
        qtbot.waitUntil(lambda: show.index >= 2, timeout=5000)
        show.close()
        images.cancel()
