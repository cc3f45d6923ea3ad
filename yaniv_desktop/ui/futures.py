"""Bring results of worker threads back to the GUI thread without cross-thread signals.

Emitting Qt signals from plain Python threads is not safe with PySide6 (it crashed
at interpreter exit in our tests), so a timer in the GUI thread polls the futures
and calls back from there.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, QTimer

POLL_MS = 10


class FutureWatcher(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending: list[tuple[Future, Callable[[Any], None]]] = []
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)

    def watch(self, future: Future, callback: Callable[[Any], None]) -> None:
        """Call ``callback(result)`` in this object's thread once ``future`` is done."""
        self._pending.append((future, callback))
        self._timer.start()

    def cancel_all(self) -> None:
        for future, _ in self._pending:
            future.cancel()
        self._pending.clear()
        self._timer.stop()

    def _collect(self) -> None:
        done = [p for p in self._pending if p[0].done()]
        self._pending = [p for p in self._pending if not p[0].done()]
        if not self._pending:
            self._timer.stop()
        for future, callback in done:
            if not future.cancelled():
                callback(future.result())  # a worker's exception surfaces here, in the GUI thread
