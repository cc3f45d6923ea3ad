"""What happens when the app itself fails: the player is told, nothing is lost.

An exception that escapes a slot reaches :class:`ErrorReporter` (installed as
``sys.excepthook``, which is where PySide6 sends it). The match in progress is saved
first, the details are appended to the log file in the user data folders, and the
player sees a short message in their language with the details a click away and a
button that copies them. The game goes on: one failed click is not a lost match.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from yaniv_desktop import __version__

MAX_LOG_BYTES = 1_000_000  # past this the log starts again: it must never fill the disk


def details_of(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> str:
    return "".join(traceback.format_exception(kind, error, trace)).rstrip()


def append_to_log(log_file: Path, details: str) -> bool:
    """Add one report to the log; False when it could not be written (the message still shows)."""
    try:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        mode = "w" if log_file.exists() and log_file.stat().st_size > MAX_LOG_BYTES else "a"
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        with log_file.open(mode, encoding="utf-8") as out:
            out.write(f"--- {stamp} · Yaniv Desktop {__version__} · Python {sys.version.split()[0]}\n")
            out.write(details + "\n")
        return True
    except OSError:
        return False


class ErrorReporter(QObject):
    def __init__(self, parent_window: QWidget, log_file: Path | None, save_match: Callable[[], object]) -> None:
        super().__init__(parent_window)
        self.window = parent_window
        self.log_file = log_file
        self.save_match = save_match
        self.box: QMessageBox | None = None
        self.reports: list[str] = []  # this session's, newest last
        self._previous_hook = sys.excepthook

    def install(self) -> None:
        self._previous_hook = sys.excepthook
        sys.excepthook = self.handle

    def uninstall(self) -> None:
        if sys.excepthook == self.handle:
            sys.excepthook = self._previous_hook

    def handle(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous_hook(kind, error, trace)
            return
        details = details_of(kind, error, trace)
        self.reports.append(details)
        print(details, file=sys.stderr)  # a developer running from a terminal sees it too
        try:
            self.save_match()
        except Exception as failure:  # noqa: BLE001 - saving is best effort here; say so in the log
            details += f"\n(saving the match also failed: {failure!r})"
        logged = self.log_file is not None and append_to_log(self.log_file, details)
        # Not from inside the failing slot: the box opens once the event loop is back.
        QTimer.singleShot(0, self, lambda: self._tell(details, logged))

    def _tell(self, details: str, logged: bool) -> None:
        if self.box is not None and self.box.isVisible():
            self.box.setDetailedText(self.box.detailedText() + "\n\n" + details)
            return
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Something went wrong"))
        text = self.tr("Yaniv Desktop ran into a problem it did not expect. Your match is saved, "
                       "and you can play on.")
        if logged and self.log_file is not None:
            text += "\n\n" + self.tr("The details are in {file}.").format(file=str(self.log_file))
        box.setText(text)
        box.setDetailedText(details)
        copy = box.addButton(self.tr("Copy details"), QMessageBox.ButtonRole.ActionRole)
        copy.clicked.disconnect()  # an action button would close the box before the copy
        copy.clicked.connect(lambda: QApplication.clipboard().setText(box.detailedText()))
        box.addButton(QMessageBox.StandardButton.Ok)
        self.box = box
        box.open()
