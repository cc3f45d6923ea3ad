"""The engine's actions: what the GUI, the computer players, the history and the
replay all speak.  A turn is either :class:`CallYaniv`, or :class:`Discard`
followed by :class:`DrawStock` / :class:`DrawPile`, then, when the rules offer it,
:class:`Slap`, :class:`SlapZero` or :class:`KeepDrawn`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card, parse_token


@dataclass(frozen=True, slots=True)
class CallYaniv:
    """Call "Yaniv" at the start of the turn."""

    def to_json(self) -> dict[str, Any]:
        return {"yaniv": True}


@dataclass(frozen=True, slots=True)
class Discard:
    """Throw one card, a set or a run, laid in this order (which fixes the ends)."""

    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"discard": [c.token for c in self.cards]}


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Take the top card of the stock."""

    def to_json(self) -> dict[str, Any]:
        return {"draw": "stock"}


@dataclass(frozen=True, slots=True)
class DrawPile:
    """Take one allowed card of the previous player's throw."""

    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"draw": self.card.token}


@dataclass(frozen=True, slots=True)
class Slap:
    """Slap-down: throw the card just drawn from the stock onto one's own throw.

    ``at_start`` puts it before the first card (a run extended downwards).
    """

    card: Card
    at_start: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"slap": self.card.token, "at_start": self.at_start}


@dataclass(frozen=True, slots=True)
class SlapZero:
    """``slap_zero``: the card drawn brought the hand to 0; end the round as a won call."""

    def to_json(self) -> dict[str, Any]:
        return {"slap_zero": True}


@dataclass(frozen=True, slots=True)
class KeepDrawn:
    """Decline a slap that was offered and end the turn."""

    def to_json(self) -> dict[str, Any]:
        return {"keep": True}


Action = CallYaniv | Discard | DrawStock | DrawPile | Slap | SlapZero | KeepDrawn


def action_from_json(data: dict[str, Any]) -> Action:
    """Inverse of ``to_json`` (full card identities, as written in a saved log)."""
    if data.get("yaniv"):
        return CallYaniv()
    if "discard" in data:
        return Discard(tuple(parse_token(t) for t in data["discard"]))
    if "draw" in data:
        return DrawStock() if data["draw"] == "stock" else DrawPile(parse_token(data["draw"]))
    if "slap" in data:
        return Slap(parse_token(data["slap"]), bool(data.get("at_start", False)))
    if data.get("slap_zero"):
        return SlapZero()
    if data.get("keep"):
        return KeepDrawn()
    raise ValueError(f"not an action: {data!r}")
