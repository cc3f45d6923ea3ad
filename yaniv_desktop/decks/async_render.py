"""Deliver card images rendered on a worker pool to the GUI thread through Qt signals.

Workers never touch Qt signals: emitting from a plain Python thread is not safe
with PySide6 (it crashed at interpreter exit in our tests).  Instead a timer in
this object's thread collects finished futures and emits from there.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor, Future

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QImage

from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.renderer import DeckRenderer

POLL_MS = 15


class AsyncImages(QObject):
    """Renders on ``executor``; ``ready``/``failed`` are emitted in this object's thread."""

    ready = Signal(str, str, QImage)   # deck id, image name, image
    failed = Signal(str, str, str)     # deck id, image name, message

    def __init__(self, renderer: DeckRenderer, executor: Executor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.executor = executor
        self._pending: list[tuple[str, str, Future[QImage]]] = []
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def request(self, deck_id: str, names: Sequence[str], width: int, dpr: float = 1.0,
                lang: str = "en") -> list[Future[QImage]]:
        futures = self.renderer.submit(self.executor, deck_id, names, width, dpr, lang)
        self._pending.extend((deck_id, name, f) for name, f in zip(names, futures, strict=True))
        self._timer.start()
        return futures

    def cancel(self) -> None:
        """Drop everything not yet delivered (e.g. another deck was chosen)."""
        for _, _, future in self._pending:
            future.cancel()
        self._pending.clear()
        self._timer.stop()

    def _collect(self) -> None:
        done = [p for p in self._pending if p[2].done()]
        self._pending = [p for p in self._pending if not p[2].done()]
        if not self._pending:
            self._timer.stop()
        for deck_id, name, future in done:
            if future.cancelled():
                continue
            try:
                image = future.result()
            except (DeckError, OSError, ValueError) as exc:
                self.failed.emit(deck_id, name, str(exc))
            except Exception as exc:  # noqa: BLE001 - report a failed card, never lose it silently
                self.failed.emit(deck_id, name, f"{type(exc).__name__}: {exc}")
            else:
                self.ready.emit(deck_id, name, image)
