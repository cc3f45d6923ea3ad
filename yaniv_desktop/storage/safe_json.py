"""JSON from a file the app did not necessarily write: any text gives a value or a
:class:`JsonProblem` that says what is wrong — never another exception.

The guard itself (depth before parsing, over-long integers) is the core's
:mod:`yaniv_desktop.core.safe_json`, shared with the deck and scenario readers; this
module words its refusal as a message players read in their language.
"""

from __future__ import annotations

from typing import Any

from ..core import safe_json as _guard
from ..core.messages import QT_TRANSLATE_NOOP
from ..core.safe_json import MAX_DEPTH
from .messages import Message


class JsonProblem(Exception):
    """What is wrong with the text, as a message that completes "The file … {what}".
    For damaged text, ``__cause__`` is the ``json.JSONDecodeError``."""

    def __init__(self, what: Message) -> None:
        super().__init__(str(what))
        self.what = what


def loads(text: str) -> Any:
    try:
        return _guard.loads(text)
    except _guard.UnreadableJson as exc:
        raise JsonProblem(problem_of(exc)) from exc.__cause__


def problem_of(exc: _guard.UnreadableJson) -> Message:
    """The refusal as a fragment completing "The file … {what}"."""
    if exc.reason == "deep":
        return Message(QT_TRANSLATE_NOOP("Storage", "is nested more than {depth} levels deep"), depth=MAX_DEPTH)
    if exc.reason == "syntax":
        return Message(QT_TRANSLATE_NOOP("Storage", "is damaged (at line {line}, column {column})"),
                       line=exc.line, column=exc.column)
    detail = str(exc.__cause__) if exc.__cause__ is not None else exc.detail
    return Message(QT_TRANSLATE_NOOP("Storage", "holds a number too long to read ({detail})"), detail=detail)


__all__ = ["MAX_DEPTH", "JsonProblem", "loads", "problem_of"]
