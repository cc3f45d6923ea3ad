"""Moves and outcomes in plain words, for the move log and the reveal."""

from __future__ import annotations

from collections.abc import Sequence

from yaniv_desktop.core.actions import (
    Action,
    CallYaniv,
    Discard,
    DrawPile,
    DrawStock,
    KeepDrawn,
    Slap,
    SlapZero,
)
from yaniv_desktop.core.cards import pretty_cards
from yaniv_desktop.core.outcome import Outcome, RoundResult


def describe_throw(name: str, action: Discard) -> str:
    return f"{name} threw {pretty_cards(action.cards)}"


def describe_draw(action: Action) -> str:
    if isinstance(action, DrawStock):
        return "took from the stock"
    if isinstance(action, DrawPile):
        return f"took {action.card.pretty}"
    return ""


def describe_after_draw(action: Action) -> str:
    if isinstance(action, Slap):
        return f"slapped down {action.card.pretty}"
    if isinstance(action, SlapZero):
        return "slapped down to zero"
    return ""


def describe_call(name: str, value: int) -> str:
    return f"{name} called Yaniv with {value}"


def describe_action(name: str, action: Action, value: int | None = None) -> str:
    """A move on its own (used when a turn is not grouped into one line)."""
    if isinstance(action, CallYaniv):
        return describe_call(name, value or 0)
    if isinstance(action, Discard):
        return describe_throw(name, action)
    if isinstance(action, KeepDrawn):
        return f"{name} kept the card"
    text = describe_draw(action) or describe_after_draw(action)
    return f"{name} {text}"


def describe_result(result: RoundResult, names: Sequence[str]) -> str:
    caller = names[result.caller]
    value = result.hand_values[result.caller]
    if result.outcome is Outcome.ASSAF:
        by = names[result.assaf_by] if result.assaf_by is not None else "?"
        return f"Assaf! {by} had {result.hand_values[result.assaf_by or 0]}; {caller} called with {value}"
    if result.outcome is Outcome.FALSE_CALL:
        return f"{caller} called Yaniv with {value}, over the limit: a false call"
    if result.outcome is Outcome.SLAP_ZERO:
        return f"Slap to zero: round to {caller}"
    return f"Yaniv! Round to {caller}, who called with {value}"
