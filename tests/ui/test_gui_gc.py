"""ui.gui_gc: cyclic garbage is collected on the GUI thread, when it is due."""

from __future__ import annotations

import gc
import weakref

import shiboken6
from PySide6.QtCore import QObject

from yaniv_desktop.ui.shell.gui_gc import GuiThreadCollector, collect_due


class Node:
    def __init__(self) -> None:
        self.me = self
        self.qt = QObject()


def test_due_collection_frees_cycles_holding_qt_objects() -> None:
    gc.collect()
    first = Node()
    alive = weakref.ref(first)
    del first
    for _ in range(gc.get_threshold()[0] + 1):
        Node()
    assert alive() is not None  # automatic collection is off in the tests
    assert collect_due() > 0
    assert alive() is None


def test_nothing_is_collected_before_it_is_due() -> None:
    gc.collect()
    first = Node()
    alive = weakref.ref(first)
    del first
    assert collect_due() == 0 and alive() is not None
    gc.collect()


def test_the_collector_switches_automatic_collection_off_while_it_lives(qapp) -> None:
    gc.enable()
    try:
        collector = GuiThreadCollector(interval_ms=10)
        assert not gc.isenabled() and collector.timer.isActive()
        shiboken6.delete(collector)
        assert gc.isenabled()
    finally:
        gc.disable()
