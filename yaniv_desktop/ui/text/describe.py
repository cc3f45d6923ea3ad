"""Moves and outcomes in plain words, for the move log and the reveal.

The person at this screen is told about as "you" ("You called Yaniv with 3"): pass
``you=True`` (one name) or ``you=seat`` (a seat among ``names``).  A player with the
default name ("You", in any language) is told about as "you" even when the caller does
not say so: "You called" is the only way to say it.  Each such sentence is its own
source string, as languages conjugate verbs by person.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from yaniv_desktop.core.actions import Action, Discard, DrawPile, DrawStock, Slap, SlapZero
from yaniv_desktop.core.combos import ThrowKind
from yaniv_desktop.core.outcome import Outcome, RoundResult
from yaniv_desktop.core.scoring import Notice
from yaniv_desktop.ui.play.seats import is_default_name
from yaniv_desktop.ui.text.bidi import Wild, card_text, cards_text, stand_ins
from yaniv_desktop.ui.text.i18n import engine_text

translate = QCoreApplication.translate


def describe_throw(name: str, action: Discard, *, wild: Wild | None = None, kind: ThrowKind | None = None,
                   you: bool = False) -> str:
    """"Noa threw 4♥ JK(5♥) 6♥": a wild card shows the card it stands for.

    ``wild`` and ``kind`` tell the rule set's wild cards and what the engine took the
    throw for (``state.throw_rules.wild``, ``state.pending_kind``); without them the
    throw itself decides (:func:`~yaniv_desktop.ui.text.bidi.stand_ins`).
    """
    cards = cards_text(action.cards, stand_ins(action.cards, wild, kind))
    if you or is_default_name(name):
        return translate("Describe", "You threw {cards}").format(cards=cards)
    return translate("Describe", "{name} threw {cards}").format(name=name, cards=cards)


def _your_seat(names: Sequence[str], you: int | None) -> int | None:
    """The seat told about as "you": the one given, else the one with the default name."""
    if you is not None:
        return you
    return next((seat for seat, name in enumerate(names) if is_default_name(name)), None)


def describe_draw(action: Action, you: bool = False) -> str:
    """The end of a turn's line: "… and took from the stock". Hebrew and Arabic verbs differ
    for "you", so those lines are told apart by the disambiguation "you"."""
    if isinstance(action, DrawStock):
        return (translate("Describe", "and took from the stock", "you") if you
                else translate("Describe", "and took from the stock"))
    if isinstance(action, DrawPile):
        return (translate("Describe", "and took {card}", "you") if you
                else translate("Describe", "and took {card}")).format(card=card_text(action.card))
    if isinstance(action, Slap):
        return (translate("Describe", "and slapped down {card}", "you") if you
                else translate("Describe", "and slapped down {card}")).format(card=card_text(action.card))
    if isinstance(action, SlapZero):
        return (translate("Describe", "and slapped down to zero", "you") if you
                else translate("Describe", "and slapped down to zero"))
    return ""


def describe_call(name: str, value: int, you: bool = False) -> str:
    if you or is_default_name(name):
        return translate("Describe", "You called Yaniv with {value}").format(value=value)
    return translate("Describe", "{name} called Yaniv with {value}").format(name=name, value=value)


def describe_result(result: RoundResult, names: Sequence[str], you: int | None = None) -> str:
    """The round's outcome; ``you``: the seat of the person at this screen, if any."""
    you = _your_seat(names, you)
    caller = names[result.caller]
    value = result.hand_values[result.caller]
    yours = result.caller == you
    if result.outcome is Outcome.ASSAF:
        by_seat = result.assaf_by if result.assaf_by is not None else 0
        fields = {"by": names[by_seat] if result.assaf_by is not None else "?",
                  "low": result.hand_values[by_seat], "caller": caller, "value": value}
        if result.assaf_by is not None and result.assaf_by == you:
            return translate("Describe", "Assaf! You had {low}; {caller} called with {value}").format(**fields)
        if yours:
            return translate("Describe", "Assaf! {by} had {low}; you called with {value}").format(**fields)
        return translate("Describe", "Assaf! {by} had {low}; {caller} called with {value}").format(**fields)
    if result.outcome is Outcome.FALSE_CALL:
        if yours:
            return translate("Describe", "You called Yaniv with {value}, over the limit: a false call").format(
                value=value)
        return translate("Describe", "{caller} called Yaniv with {value}, over the limit: a false call").format(
            caller=caller, value=value)
    if result.outcome is Outcome.SLAP_ZERO:
        if yours:
            return translate("Describe", "Slap to zero: the round is yours")
        return translate("Describe", "Slap to zero: round to {caller}").format(caller=caller)
    if yours:
        return translate("Describe", "Yaniv! The round is yours: you called with {value}").format(value=value)
    return translate("Describe", "Yaniv! Round to {caller}, who called with {value}").format(
        caller=caller, value=value)


def reveal_banner(result: RoundResult, names: Sequence[str], you: int | None = None) -> str:
    """The reveal's headline; ``you``: the seat of the person at this screen, if any."""
    you = _your_seat(names, you)
    name = names[result.caller]
    yours = result.caller == you
    if result.outcome is Outcome.ASSAF:
        by = result.assaf_by or 0
        if by == you:
            return translate("Describe", "Assaf! You caught {caller}").format(caller=name)
        if yours:
            return translate("Describe", "Assaf! {by} caught you").format(by=names[by])
        return translate("Describe", "Assaf! {by} caught {caller}").format(by=names[by], caller=name)
    if result.outcome is Outcome.FALSE_CALL:
        if yours:
            return translate("Describe", "Your call was false")
        return translate("Describe", "False call by {caller}").format(caller=name)
    if result.outcome is Outcome.SLAP_ZERO:
        if yours:
            return translate("Describe", "You slapped down to zero!")
        return translate("Describe", "Slap to zero by {caller}!").format(caller=name)
    if yours:
        return translate("Describe", "Yaniv! The round is yours")
    return translate("Describe", "Yaniv! Round to {caller}").format(caller=name)


def notice_text(notice: Notice, names: Sequence[str]) -> str:
    return engine_text(notice.template, **notice.fields(names))


def round_start(number: int, name: str, you: bool = False) -> str:
    if you or is_default_name(name):
        return translate("Describe", "Round {number}: you play first").format(number=number)
    return translate("Describe", "Round {number}: first to play, {name}").format(number=number, name=name)


def match_won(name: str, you: bool = False) -> str:
    if you or is_default_name(name):
        return translate("Describe", "You won the match")
    return translate("Describe", "{name} won the match").format(name=name)
