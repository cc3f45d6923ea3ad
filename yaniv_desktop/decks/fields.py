"""Typed readers for untrusted JSON values; each error names the file and field."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from yaniv_desktop.decks.errors import DeckError

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
_IDENT = re.compile(r"[a-z0-9][a-z0-9_-]{0,47}")


@dataclass(frozen=True)
class Field:
    """Where a value sits: the file and a dotted field path such as ``backs[0].id``."""

    file: str
    path: str = ""

    def child(self, key: str | int) -> Field:
        if isinstance(key, int):
            return Field(self.file, f"{self.path}[{key}]")
        key = _key_shown(key)
        return Field(self.file, f"{self.path}.{key}" if self.path else key)

    def fail(self, message: str) -> DeckError:
        return DeckError(self.file, self.path or "(top level)", message)


def mapping(value: Any, at: Field) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise at.fail(f"must be an object, not {_kind(value)}")
    return value


def array(value: Any, at: Field, *, min_len: int = 0, max_len: int = 64) -> list[Any]:
    if not isinstance(value, list):
        raise at.fail(f"must be a list, not {_kind(value)}")
    if not min_len <= len(value) <= max_len:
        raise at.fail(f"must hold {min_len} to {max_len} items, has {len(value)}")
    return value


def text(value: Any, at: Field, *, max_len: int = 200, min_len: int = 1) -> str:
    if not isinstance(value, str):
        raise at.fail(f"must be text, not {_kind(value)}")
    if not min_len <= len(value) <= max_len:
        raise at.fail(f"must be {min_len} to {max_len} characters long")
    if any(ord(ch) < 32 for ch in value):
        raise at.fail("must not contain control characters")
    if any("\ud800" <= ch <= "\udfff" for ch in value):  # "\ud800" in JSON: no character, and UTF-8 cannot hold it
        raise at.fail("must be Unicode text (it holds half of a surrogate pair)")
    return value


def ident(value: Any, at: Field) -> str:
    word = text(value, at, max_len=48)
    if not _IDENT.fullmatch(word):
        raise at.fail(f"{word!r} is not an id: use a-z, 0-9, '-' and '_' (start with a letter or digit)")
    return word


def colour(value: Any, at: Field) -> str:
    word = text(value, at, max_len=7)
    if not _COLOUR.fullmatch(word):
        raise at.fail(f"{word!r} is not a colour: write #rrggbb")
    return word.lower()


def integer(value: Any, at: Field, *, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise at.fail(f"must be a whole number, not {_kind(value)}")
    if not low <= value <= high:
        raise at.fail(f"must be between {low} and {high}, is {value}")
    return value


def number(value: Any, at: Field, *, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise at.fail(f"must be a number, not {_kind(value)}")
    if not low <= value <= high:
        raise at.fail(f"must be between {low} and {high}, is {value}")
    return float(value)


def only_keys(value: Mapping[str, Any], at: Field, allowed: set[str]) -> None:
    unknown = sorted(set(value) - allowed)
    if unknown:
        raise at.child(unknown[0]).fail(f"unknown field; allowed here: {', '.join(sorted(allowed))}")


def required(value: Mapping[str, Any], key: str, at: Field) -> Any:
    if key not in value:
        raise at.child(key).fail("is missing")
    return value[key]


def _key_shown(key: str) -> str:
    """A key from the file as it can be shown and logged: a strange one (control characters,
    half a surrogate pair, very long) as an escaped, shortened quote."""
    if key.isprintable() and len(key) <= 48:
        return key
    return ascii(key[:48]) + ("…" if len(key) > 48 else "")


def _kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false"}.get(
        type(value), "null" if value is None else type(value).__name__
    )
