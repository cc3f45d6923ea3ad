"""Python's cyclic garbage collection, run on the GUI thread only.

The collector runs in whichever thread happens to allocate when a threshold is
crossed, and that may be a card-render worker. If the garbage it finds holds Qt
objects of the GUI thread (a closed dialog, a replaced scene item), their C++ side
is then destroyed under the GUI thread's feet, and the GUI thread crashes later.
So automatic collection is switched off and a timer on the GUI thread collects,
generation by generation, as the thresholds say.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class GuiThreadCollector(QObject):
    """While it lives, garbage is collected on its (the GUI) thread and nowhere else."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.destroyed.connect(_restore(gc.isenabled()))
        gc.disable()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(collect_due)
        self.timer.start()


def collect_due() -> int:
    """Collect what automatic collection would have by now (the generations whose
    counts passed their thresholds) on the calling thread; the number found."""
    limits = gc.get_threshold()
    counts = gc.get_count()
    generation = -1
    for g in range(3):
        if counts[g] <= limits[g]:
            break
        generation = g
    return gc.collect(generation) if generation >= 0 else 0


def _restore(enabled: bool) -> Callable[..., None]:
    # A plain function, not a method: the slot must not keep the collector alive.
    def restore(*_: object) -> None:
        if enabled:
            gc.enable()
    return restore
