"""The storage layer's problems (:mod:`yaniv_desktop.storage.messages`) in the player's language."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication

from yaniv_desktop.storage.messages import STORAGE, Message


def problem_text(message: str) -> str:
    """``message`` translated, with its fragments translated too; plain text is returned as it is.

    In a right-to-left layout file paths are isolated left to right, so their slashes stay in place.
    """
    if not isinstance(message, Message):
        return message
    return _translate(message, _right_to_left())


def _translate(message: Message, rtl: bool) -> str:
    fields = {name: _field(value, rtl) for name, value in message.fields.items()}
    return QCoreApplication.translate(STORAGE, message.template).format(**fields)


def _field(value: Any, rtl: bool) -> Any:
    if isinstance(value, Message):
        return _translate(value, rtl)
    if rtl and isinstance(value, os.PathLike):
        return f"\u2066{os.fspath(value)}\u2069"
    return value


def _right_to_left() -> bool:
    app = QCoreApplication.instance()
    return isinstance(app, QGuiApplication) and app.layoutDirection() == Qt.LayoutDirection.RightToLeft
