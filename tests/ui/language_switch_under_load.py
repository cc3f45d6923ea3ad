"""Run as a script: switch languages while worker threads read and write images.

Qt's image reader and writer call QCoreApplication::translate; installing a translator
from Python at the same moment deadlocked (see ui/text/i18n.py, LanguageSwitch).
Prints "done" and exits 0; a deadlock is caught by the caller's time limit.
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor, QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from yaniv_desktop.ui.text.i18n import Translations  # noqa: E402


def churn(folder: Path, stop: threading.Event) -> None:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(QColor("teal"))
    path = folder / f"{threading.get_ident()}.png"
    while not stop.is_set():
        image.save(str(path), "PNG")
        QImage(str(path))


def main() -> int:
    app = QApplication(sys.argv[:1])
    translations = Translations(app)
    stop = threading.Event()
    with tempfile.TemporaryDirectory() as scratch:
        workers = [threading.Thread(target=churn, args=(Path(scratch), stop)) for _ in range(2)]
        for worker in workers:
            worker.start()
        for i in range(int(sys.argv[1]) if len(sys.argv) > 1 else 60):
            translations.use(("he", "ar", "sv", "nl", "en")[i % 5])
            app.processEvents()
        stop.set()
        for worker in workers:
            worker.join()
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
