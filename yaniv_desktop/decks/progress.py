"""Progress of long deck work on a worker thread, which the GUI polls and may cancel."""

from __future__ import annotations

import threading


class Cancelled(Exception):
    """The player cancelled the work; nothing was installed."""


class Progress:
    """Thread-safe progress of one job: the worker steps it, the GUI polls and may cancel it."""

    def __init__(self, total: int = 1) -> None:
        self._lock = threading.Lock()
        self._cancelled = threading.Event()
        self.total = total
        self.done = 0
        self.message = ""

    def step(self, message: str) -> None:
        with self._lock:
            self.done = min(self.total, self.done + 1)
            self.message = message

    def check(self) -> None:
        """Raise :class:`Cancelled` if the player asked to stop (called where stopping is safe)."""
        if self._cancelled.is_set():
            raise Cancelled()

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def snapshot(self) -> tuple[int, int, str]:
        with self._lock:
            return self.done, self.total, self.message
