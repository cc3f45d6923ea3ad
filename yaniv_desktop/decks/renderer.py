"""Card images on demand: composed, painted off the GUI thread, cached in two tiers."""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtGui import QImage

from yaniv_desktop.decks.cache import DiskCache, ImageKey, MemoryCache
from yaniv_desktop.decks.card_art import CardArt
from yaniv_desktop.decks.composer import DeckComposer, all_image_names
from yaniv_desktop.decks.faces import LEGEND
from yaniv_desktop.decks.manifest import LANGUAGES
from yaniv_desktop.decks.paint import paint
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import DeckRegistry

# The app's own drawing of every deck (corner indices, plates, frames) changes with the
# app, not with a deck's version: pictures cached by an older drawing must not be shown.
# Raise this whenever the composer draws differently (2: the joker's corner plate; 3: rig-drawn faces).
ART_REVISION = 3


class DeckRenderer:
    """Thread-safe: :meth:`image` may be called from any thread."""

    def __init__(self, registry: DeckRegistry, parts: PartLibrary | None = None, *,
                 cache_dir: Path | None = None, memory: MemoryCache | None = None) -> None:
        self.registry = registry
        self.parts = parts or PartLibrary()
        self.memory = memory or MemoryCache()
        self.disk = DiskCache(cache_dir) if cache_dir else None
        self._composers: dict[str, DeckComposer] = {}
        self._lock = threading.Lock()

    def set_registry(self, registry: DeckRegistry) -> None:
        """Use a rescanned registry (a deck was made, edited or imported); composers are rebuilt."""
        with self._lock:
            self.registry = registry
            self._composers.clear()

    def names(self, deck_id: str, jokers: int = 2) -> tuple[str, ...]:
        return all_image_names(self.registry.get(deck_id).manifest, jokers)

    def key(self, deck_id: str, name: str, width: int, dpr: float, lang: str = "en") -> ImageKey:
        manifest = self.registry.get(deck_id).manifest
        if name == LEGEND:
            name = f"{LEGEND}-{lang if lang in LANGUAGES else 'en'}"
        return ImageKey(deck_id, f"{manifest.version}-art{ART_REVISION}", name, width, dpr)

    def image(self, deck_id: str, name: str, width: int, dpr: float = 1.0, lang: str = "en") -> QImage:
        key = self.key(deck_id, name, width, dpr, lang)
        image = self.memory.get(key)
        if image is None and self.disk:
            image = self.disk.get(key)
        if image is None:
            image = paint(self._composer(deck_id).compose(name, lang), width, dpr)
            if self.disk:
                self.disk.put(key, image)
        self.memory.put(key, image)
        return image

    def render_uncached(self, deck_id: str, name: str, width: int, dpr: float = 1.0, lang: str = "en") -> QImage:
        """Paint one image without keeping it (print-size images would crowd the memory cache)."""
        return paint(self._composer(deck_id).compose(name, lang), width, dpr)

    def art(self, deck_id: str, name: str, lang: str = "en") -> CardArt:
        """What one image is made of (SVG layers and art files), for painting it elsewhere: print."""
        return self._composer(deck_id).compose(name, lang)

    def render_all(self, deck_id: str, width: int, dpr: float = 1.0, names: Sequence[str] | None = None,
                   lang: str = "en", executor: Executor | None = None) -> dict[str, QImage]:
        names = names or self.names(deck_id)
        if executor is None:
            return {n: self.image(deck_id, n, width, dpr, lang) for n in names}
        futures = {n: executor.submit(self.image, deck_id, n, width, dpr, lang) for n in names}
        return {n: f.result() for n, f in futures.items()}

    def submit(self, executor: Executor, deck_id: str, names: Iterable[str], width: int,
               dpr: float = 1.0, lang: str = "en") -> list[Future[QImage]]:
        """Queue images on a worker pool; the GUI thread never waits on a render."""
        return [executor.submit(self.image, deck_id, n, width, dpr, lang) for n in names]

    def _composer(self, deck_id: str) -> DeckComposer:
        with self._lock:
            composer = self._composers.get(deck_id)
            if composer is None:
                composer = self._composers[deck_id] = DeckComposer(self.registry.get(deck_id).manifest, self.parts)
            return composer


def worker_pool(threads: int = 2) -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=threads, thread_name_prefix="deck-render")
