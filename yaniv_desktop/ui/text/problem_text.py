"""Messages of the layers below the window (storage problems, hints) in the player's language.

A :class:`yaniv_desktop.core.messages.Message` carries its template, its translation
context and its fields; this translates it, fragment by fragment.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication

from yaniv_desktop.core.messages import Message
from yaniv_desktop.ui.text.bidi import isolate, isolate_cards


def message_text(message: str) -> str:
    """``message`` translated, with its fragments translated too; plain text is returned as it is.

    In a right-to-left layout file paths are isolated left to right, so their slashes stay in place.
    """
    if not isinstance(message, Message):
        return message
    return _translate(message, _right_to_left())


def _translate(message: Message, rtl: bool) -> str:
    fields = {name: _field(value, rtl) for name, value in message.fields.items()}
    count = int(message.fields["n"]) if "%n" in message.template else -1
    return QCoreApplication.translate(message.context, message.template, None, count).format(**fields)


def _field(value: Any, rtl: bool) -> Any:
    if isinstance(value, Message):
        return _translate(value, rtl)
    if rtl and isinstance(value, os.PathLike):
        return isolate(os.fspath(value))
    return isolate_cards(value)  # cards read left to right in every language


def _right_to_left() -> bool:
    app = QCoreApplication.instance()
    return isinstance(app, QGuiApplication) and app.layoutDirection() == Qt.LayoutDirection.RightToLeft


problem_text = message_text  # storage problems are Messages too
