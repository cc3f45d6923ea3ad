"""Deliver rendered card images to the GUI thread through Qt signals."""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import Executor, Future

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.renderer import DeckRenderer


class AsyncImages(QObject):
    """Renders on a worker pool; ``ready``/``failed`` arrive queued in the receiver's thread."""

    ready = Signal(str, str, QImage)   # deck id, image name, image
    failed = Signal(str, str, str)     # deck id, image name, message

    def __init__(self, renderer: DeckRenderer, executor: Executor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.executor = executor

    def request(self, deck_id: str, names: Iterable[str], width: int, dpr: float = 1.0,
                lang: str = "en") -> list[Future[QImage]]:
        futures = self.renderer.submit(self.executor, deck_id, names, width, dpr, lang)
        for name, future in zip(names, futures, strict=True):
            future.add_done_callback(lambda f, n=name: self._deliver(deck_id, n, f))
        return futures

    def _deliver(self, deck_id: str, name: str, future: Future[QImage]) -> None:
        if future.cancelled():
            return
        error = future.exception()
        if error is None:
            self.ready.emit(deck_id, name, future.result())
        elif isinstance(error, (DeckError, OSError, ValueError)):
            self.failed.emit(deck_id, name, str(error))
        else:
            self.failed.emit(deck_id, name, f"{type(error).__name__}: {error}")
