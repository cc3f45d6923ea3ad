"""JSON from a file the app did not necessarily write: any text gives a value or a
:class:`JsonProblem` that says what is wrong — never another exception.

Python's own reader raises ``RecursionError`` on deeply nested arrays and a plain
``ValueError`` on integers of more than 4,300 digits; both stopped the app at start-up
when found in a settings file or a saved match.
"""

from __future__ import annotations

import json
from typing import Any

from ..core.messages import QT_TRANSLATE_NOOP
from .messages import Message

MAX_DEPTH = 64  # far deeper than any file of ours; deeper is refused before parsing


class JsonProblem(Exception):
    """What is wrong with the text, as a message that completes "The file … {what}"."""

    def __init__(self, what: Message) -> None:
        super().__init__(str(what))
        self.what = what


def loads(text: str) -> Any:
    if _deeper_than(text, MAX_DEPTH):
        raise JsonProblem(Message(QT_TRANSLATE_NOOP("Storage", "is nested more than {depth} levels deep"),
                                  depth=MAX_DEPTH))
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise JsonProblem(Message(QT_TRANSLATE_NOOP("Storage", "is damaged (at line {line}, column {column})"),
                                  line=exc.lineno, column=exc.colno)) from exc
    except ValueError as exc:  # "Exceeds the limit (4300 digits) for integer string conversion"
        raise JsonProblem(Message(QT_TRANSLATE_NOOP("Storage", "holds a number too long to read ({detail})"),
                                  detail=str(exc))) from exc


def _deeper_than(text: str, limit: int) -> bool:
    """Do brackets outside strings nest deeper than ``limit``? (One pass, no recursion.)"""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False
