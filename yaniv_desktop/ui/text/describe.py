"""Moves and outcomes in plain words, for the move log and the reveal."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from yaniv_desktop.core.actions import Action, Discard, DrawPile, DrawStock, Slap, SlapZero
from yaniv_desktop.core.outcome import Outcome, RoundResult
from yaniv_desktop.core.scoring import Notice
from yaniv_desktop.ui.text.bidi import card_text, cards_text
from yaniv_desktop.ui.text.i18n import engine_text

translate = QCoreApplication.translate


def describe_throw(name: str, action: Discard) -> str:
    return translate("Describe", "{name} threw {cards}").format(name=name, cards=cards_text(action.cards))


def describe_draw(action: Action) -> str:
    """The end of a turn's line: "… and took from the stock"."""
    if isinstance(action, DrawStock):
        return translate("Describe", "and took from the stock")
    if isinstance(action, DrawPile):
        return translate("Describe", "and took {card}").format(card=card_text(action.card))
    if isinstance(action, Slap):
        return translate("Describe", "and slapped down {card}").format(card=card_text(action.card))
    if isinstance(action, SlapZero):
        return translate("Describe", "and slapped down to zero")
    return ""


def describe_call(name: str, value: int) -> str:
    return translate("Describe", "{name} called Yaniv with {value}").format(name=name, value=value)


def describe_result(result: RoundResult, names: Sequence[str]) -> str:
    caller = names[result.caller]
    value = result.hand_values[result.caller]
    if result.outcome is Outcome.ASSAF:
        by = names[result.assaf_by] if result.assaf_by is not None else "?"
        return translate("Describe", "Assaf! {by} had {low}; {caller} called with {value}").format(
            by=by, low=result.hand_values[result.assaf_by or 0], caller=caller, value=value)
    if result.outcome is Outcome.FALSE_CALL:
        return translate("Describe", "{caller} called Yaniv with {value}, over the limit: a false call").format(
            caller=caller, value=value)
    if result.outcome is Outcome.SLAP_ZERO:
        return translate("Describe", "Slap to zero: round to {caller}").format(caller=caller)
    return translate("Describe", "Yaniv! Round to {caller}, who called with {value}").format(
        caller=caller, value=value)


def reveal_banner(result: RoundResult, names: Sequence[str]) -> str:
    name = names[result.caller]
    if result.outcome is Outcome.ASSAF:
        return translate("Describe", "Assaf! {by} caught {caller}").format(by=names[result.assaf_by or 0], caller=name)
    if result.outcome is Outcome.FALSE_CALL:
        return translate("Describe", "False call by {caller}").format(caller=name)
    if result.outcome is Outcome.SLAP_ZERO:
        return translate("Describe", "Slap to zero by {caller}!").format(caller=name)
    return translate("Describe", "Yaniv! Round to {caller}").format(caller=name)


def notice_text(notice: Notice, names: Sequence[str]) -> str:
    return engine_text(notice.template, **notice.fields(names))


def round_start(number: int, name: str) -> str:
    return translate("Describe", "Round {number}: first to play, {name}").format(number=number, name=name)


def match_won(name: str) -> str:
    return translate("Describe", "{name} won the match").format(name=name)
