"""Card pictures for the table: rendered off the GUI thread, kept as pixmaps.

Until a picture arrives the table draws a plain placeholder card, so the window
is never blocked on rendering (a cold deck takes about a second to paint).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage, QPixmap

from yaniv_desktop.core.cards import Card
from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.faces import DeckChoice, TableDecks, back_name
from yaniv_desktop.decks.registry import DeckRegistry, scan_default
from yaniv_desktop.decks.renderer import DeckRenderer

FALLBACK_DECK = "classic"


class CardImages(QObject):
    """Pixmaps of the table's decks at the current card width."""

    updated = Signal()
    failed = Signal(str)

    def __init__(self, registry: DeckRegistry | None = None, cache_dir: Path | None = None,
                 parent: QObject | None = None, user_dirs: tuple[Path, ...] = ()) -> None:
        super().__init__(parent)
        self.cache_dir = cache_dir
        self.user_dirs = user_dirs
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="card-render")
        self._use(registry or scan_default(list(user_dirs)))
        self._pixmaps: dict[tuple[str, str], QPixmap] = {}
        self._requested: set[tuple[str, str, int]] = set()
        self.width = 0
        self.dpr = 1.0
        self.table = TableDecks((DeckChoice(FALLBACK_DECK, "red"),))

    def _use(self, registry: DeckRegistry) -> None:
        self.registry = registry
        self.renderer = DeckRenderer(registry, cache_dir=self.cache_dir)
        self.async_images = AsyncImages(self.renderer, self._pool, self)
        self.async_images.ready.connect(self._on_ready)
        self.async_images.failed.connect(self._on_failed)

    def rescan(self) -> DeckRegistry:
        """Find the decks again (one was imported, made or edited); the table keeps its decks."""
        self._use(scan_default(list(self.user_dirs)))
        self._requested.clear()
        self.request(self.width, self.dpr)
        return self.registry

    @property
    def executor(self) -> ThreadPoolExecutor:
        return self._pool

    def set_table(self, skins: tuple[str, ...]) -> None:
        """One deck id per physical deck; each deck uses its own first back (a second
        deck of the same skin takes its second back, so the two can be told apart)."""
        choices = []
        for i, skin in enumerate(skins):
            deck_id = skin if skin in self.registry.ids() else FALLBACK_DECK
            backs = [b.id for b in self.registry.get(deck_id).manifest.backs]
            same_as_first = i == 1 and choices and choices[0].deck_id == deck_id
            back = backs[1 % len(backs)] if same_as_first else backs[0]
            choices.append(DeckChoice(deck_id, back))
        self.table = TableDecks(tuple(choices))
        self._pixmaps.clear()
        self._requested.clear()
        self.request(self.width, self.dpr)

    def request(self, width: int, dpr: float) -> None:
        """Ask for every picture of the table at this width (cheap if already cached)."""
        if width <= 0:
            return
        if (width, dpr) != (self.width, self.dpr):
            self._pixmaps.clear()
        self.width, self.dpr = width, dpr
        for choice in self.table.choices:
            key = (choice.deck_id, choice.back_id, width)
            if key in self._requested:
                continue
            self._requested.add(key)
            self.async_images.request(choice.deck_id, self.renderer.names(choice.deck_id, jokers=4), width, dpr)

    @property
    def busy(self) -> bool:
        """Pictures are still being painted."""
        return self.async_images.busy

    def pixmap(self, card: Card, face_up: bool) -> QPixmap | None:
        deck_id, name = self.table.image_for(card, face_up)
        return self._pixmaps.get((deck_id, name))

    def back_pixmap(self, deck: int = 0) -> QPixmap | None:
        choice = self.table.choices[deck % len(self.table.choices)]
        return self._pixmaps.get((choice.deck_id, back_name(choice.back_id)))

    def _on_ready(self, deck_id: str, name: str, image: QImage) -> None:
        if image.width() != round(self.width * self.dpr):
            return  # an answer for an older card size
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self.dpr)
        self._pixmaps[(deck_id, name)] = pixmap
        self.updated.emit()

    def _on_failed(self, deck_id: str, name: str, message: str) -> None:
        self.failed.emit(message)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
