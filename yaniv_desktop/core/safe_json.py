"""JSON from a file the program did not necessarily write: any text gives a value or an
:class:`UnreadableJson` — never another exception.

Python's own reader raises ``RecursionError`` on deeply nested arrays and a plain
``ValueError`` on integers of more than 4,300 digits; both stopped readers that only
expected ``json.JSONDecodeError``.  Every layer reads untrusted JSON through here (the
storage layer words the problem for players in :mod:`yaniv_desktop.storage.safe_json`).
"""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 64  # far deeper than any file of ours; deeper is refused before parsing


class UnreadableJson(ValueError):
    """Text that is not JSON we read.  ``reason`` is ``"deep"`` (nested more than
    :data:`MAX_DEPTH` levels), ``"syntax"`` (the ``json.JSONDecodeError`` is the
    ``__cause__``; ``line`` and ``column`` say where) or ``"number"`` (an integer too
    long to convert)."""

    def __init__(self, reason: str, detail: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail
        self.line = line
        self.column = column


def loads(text: str) -> Any:
    if deeper_than(text, MAX_DEPTH):
        raise UnreadableJson("deep", f"is nested more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise UnreadableJson("syntax", f"is not valid JSON: {exc.msg} (at line {exc.lineno}, column {exc.colno})",
                             exc.lineno, exc.colno) from exc
    except ValueError as exc:  # "Exceeds the limit (4300 digits) for integer string conversion"
        raise UnreadableJson("number", f"holds a number too long to read ({exc})") from exc


def deeper_than(text: str, limit: int) -> bool:
    """Do brackets outside strings nest deeper than ``limit``? (One pass, no recursion.)"""
    if text.count("[") + text.count("{") <= limit:  # too few brackets to nest that deep at all
        return False
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


def nested_deeper_than(value: Any, limit: int) -> bool:
    """Do lists and objects in ``value`` (already parsed) nest deeper than ``limit``?
    Without recursion, for values handed over in Python rather than read as text."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False
