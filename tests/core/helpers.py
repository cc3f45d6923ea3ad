"""Small builders for rules tests: rounds from card names, scripted turns."""

from __future__ import annotations

from typing import Any

from yaniv_desktop.core.actions import CallYaniv, Discard, DrawPile, DrawStock
from yaniv_desktop.core.cards import Card, parse_token
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.round import RoundSetup, RoundState
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scenario import build_deal


def cards(text: str) -> tuple[Card, ...]:
    """``"AC 2C JK@1"`` → the physical cards (deck 0 unless ``@1``)."""
    return tuple(parse_token(t) for t in text.split())


def deal_spec(hands: list[str], discard: str = "9D", stock: str = "") -> dict[str, Any]:
    return {"hands": [h.split() for h in hands], "discard": discard.split(), "stock": stock.split()}


def make_round(
    rules: RuleSet, hands: list[str], discard: str = "9D", stock: str = "",
    starter: int = 0, seed: str = "t", totals: tuple[int, ...] | None = None,
) -> RoundState:
    """A round with these hands (card names), face-up card and stock top; the rest is
    shuffled under the stock."""
    rules = rules.with_options(players=len(hands))
    deal = build_deal(rules, deal_spec(hands, discard, stock), seed, 0)
    setup = RoundSetup(
        seats=len(hands), active=tuple(range(len(hands))), starter=starter, seed=seed,
        totals=totals or (0,) * len(hands),
    )
    return RoundState(rules, setup, deal)


def make_match_round(
    match: Match, hands: list[str], discard: str = "9D", stock: str = "", starter: int | None = None,
) -> RoundState:
    deal = build_deal(match.rules, deal_spec(hands, discard, stock), match.seed, match.round_number)
    return match.start_round(deal, starter)


def play_turn(target: Match | RoundState, text: str, draw: str = "stock") -> None:
    """One scripted turn for the player to move: discard ``text``, then draw."""
    target.apply(Discard(cards(text)))
    target.apply(DrawStock() if draw == "stock" else DrawPile(parse_token(draw)))


def call(target: Match | RoundState) -> None:
    target.apply(CallYaniv())


def snapshot(state: RoundState) -> tuple:
    """Everything a move could change, for "the state is unchanged" checks."""
    return (
        [list(h) for h in state.hands], list(state.stock), list(state.pile), state.last_throw,
        state.last_kind, state.pending, state.phase, state.current, state.caller, state.turn,
        list(state.log), list(state.events), [list(k) for k in state.known], state.result,
    )
