"""Time to open the history window: ``python -m yaniv_desktop.ui.history.bench HISTORY [--json]``.

Run by ``python -m yaniv_desktop.storage.bench`` (the storage layer does not import
Qt widgets).  Measures, on an existing history file, from opening the database to
the window shown and painted with its first page of matches.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.ui.history.bench")
    parser.add_argument("history", type=Path)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from yaniv_desktop.storage.history import History
    from yaniv_desktop.ui.history.window import HistoryWindow

    app = QApplication.instance() or QApplication([])
    with_open, window_only = [], []
    rows = 0
    for _ in range(args.runs):
        t0 = time.perf_counter()
        history = History.open(args.history)
        t1 = time.perf_counter()
        window = HistoryWindow(history)
        window.show()
        window.grab()  # forces layout, the first fetch and a full paint
        app.processEvents()
        t2 = time.perf_counter()
        rows = window.proxy.rowCount()
        with_open.append((t2 - t0) * 1000)
        window_only.append((t2 - t1) * 1000)
        window.close()
        window.deleteLater()
        app.processEvents()
        history.close()
    result = {
        "open_history_window_ms": round(statistics.median(window_only), 1),
        "open_database_and_window_ms": round(statistics.median(with_open), 1),
        "rows_fetched": rows,
    }
    print(json.dumps(result) if args.json else
          f"history window: {result['open_history_window_ms']} ms "
          f"({result['open_database_and_window_ms']} ms with opening the database), {rows} rows fetched")
    return 0


if __name__ == "__main__":
    sys.exit(main())
