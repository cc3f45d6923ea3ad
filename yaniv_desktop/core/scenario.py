"""Scripted scenarios (the contract of ``python -m yaniv_desktop.core.replay``).

:func:`run_scenario` plays a scenario (rules, starting totals, deals and turns)
through the engine and returns each round's hand values, caller, Assaf and points,
and the match totals; a bad action or a malformed scenario raises
:class:`ScenarioError` naming the round and the action.

Scenario cards name a face (``"7H"``, ``"10D"``, ``"JK"``); the engine picks the
physical card (the first unused one, deck 0 first; ``"7H@1"`` asks for deck 1).
A turn is ``{"yaniv": true}`` or ``{"discard": [...], "draw": "stock" | CARD}`` with
optional ``"slap": [CARD]`` (and ``"slap_at_start": true`` to extend a run
downwards) or ``"slap_zero": true``.

Whatever the data holds — wrong types in any field, huge numbers, deep nesting —
:func:`run_scenario` returns a result or raises :class:`ScenarioError`, nothing else.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .actions import Action, CallYaniv, Discard, DrawPile, DrawStock, KeepDrawn, Slap, SlapZero
from .cards import Card, parse_face, table_cards
from .errors import YanivError
from .match import Match
from .observation import Phase
from .outcome import Outcome
from .round import Deal, RoundState
from .rules import RuleSet
from .safe_json import MAX_DEPTH, nested_deeper_than


class ScenarioError(Exception):
    def __init__(self, message: str, round_index: int | None = None, action: int | None = None) -> None:
        super().__init__(message)
        self.round_index = round_index
        self.action = action


MAX_TOTAL = 10**9  # a starting total beyond this is not a match anyone plays

_KINDS = {dict: "an object", list: "a list", tuple: "a list", bool: "true/false", float: "a fraction"}


def _shown(value: Any) -> str:
    """A value from the file, short and safe to print (never the repr of a huge or deep one)."""
    if isinstance(value, str):
        return repr(value[:40]) + ("…" if len(value) > 40 else "")
    if value is None:
        return "null"
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value) if abs(value) < 10**18 else "a very large number"
    return _KINDS.get(type(value), type(value).__name__)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seed(data: dict[str, Any]) -> int | str:
    seed = data.get("seed", 0)
    if not (_whole(seed) and abs(seed) < 2**63) and not isinstance(seed, str):
        raise ScenarioError(f"seed: {_shown(seed)} is not a whole number or text")
    return seed


def _totals(data: dict[str, Any], rules: RuleSet) -> list[int] | None:
    totals = data.get("totals")
    if totals is None:
        return None
    if not isinstance(totals, list) or len(totals) != rules.players:
        raise ScenarioError(f"totals: must list {rules.players} whole numbers, one per player, not {_shown(totals)}")
    for seat, total in enumerate(totals):
        if not _whole(total) or abs(total) > MAX_TOTAL:
            raise ScenarioError(f"totals[{seat}]: {_shown(total)} is not a whole number of points "
                                f"(-{MAX_TOTAL} to {MAX_TOTAL})")
    if sum(t <= rules.elimination_limit for t in totals) < 2:
        raise ScenarioError(f"totals: fewer than two players are still in the match "
                            f"(the elimination limit is {rules.elimination_limit})")
    return totals


def _matches(card: Card, name: str) -> bool:
    rank, suit = parse_face(name)
    if "@" in name and card.deck != int(name.split("@", 1)[1]):
        return False
    if card.is_joker:
        return suit.name == "JOKER"
    return card.rank == rank and card.suit == suit


def _find(cards: Sequence[Card], name: str, used: set[Card] | None = None) -> Card | None:
    for c in cards:
        if (used is None or c not in used) and _matches(c, name):
            return c
    return None


def build_deal(rules: RuleSet, spec: dict[str, Any], seed: Any, round_index: int) -> Deal:
    """Resolve a scenario deal's faces to physical cards; shuffle the rest under the stock."""
    pool = table_cards(rules.deck_count, rules.jokers_per_deck)
    used: set[Card] = set()

    def take(name: Any, where: str) -> Card:
        if not isinstance(name, str):
            raise ScenarioError(f"deal.{where}: {_shown(name)} is not a card name", round_index)
        try:
            found = _find(pool, name, used)
        except ValueError as error:
            raise ScenarioError(f"deal.{where}: {error}", round_index) from None
        if found is None:
            raise ScenarioError(
                f"deal.{where}: no {name} is left in the {rules.deck_count}-deck table "
                f"(each card exists once per deck)", round_index,
            )
        used.add(found)
        return found

    hands_spec = spec.get("hands")
    if not isinstance(hands_spec, list) or len(hands_spec) != rules.players:
        raise ScenarioError(f"deal.hands must list {rules.players} hands, one per player", round_index)
    hands = tuple(
        tuple(take(n, f"hands[{p}]") for n in hand) for p, hand in enumerate(hands_spec)
    )
    discard = tuple(take(n, "discard") for n in spec.get("discard", []))
    if not discard:
        discard = ()
    stock_top = [take(n, "stock") for n in spec.get("stock", [])]
    rest = [c for c in pool if c not in used]
    random.Random(f"{seed}/scenario/{round_index}").shuffle(rest)
    if not discard:
        if not rest:
            raise ScenarioError("deal: no card is left to turn face up", round_index)
        discard = (rest.pop(),)
    return Deal(hands, discard, tuple(stock_top + rest))


def turn_actions(state: RoundState, turn: dict[str, Any]) -> list[Action]:
    """The engine actions of one scripted turn, resolved against the current state."""
    if not isinstance(turn, dict):
        raise ValueError(f"{_shown(turn)} is not a turn object")
    if turn.get("yaniv"):
        return [CallYaniv()]
    if "discard" not in turn:
        raise ValueError('a turn is {"yaniv": true} or has "discard" and "draw"')
    hand = state.hands[state.current]
    chosen: list[Card] = []
    for name in turn["discard"]:
        card = _find(hand, name, set(chosen))
        if card is None:
            raise ValueError(f"discard: {name} is not in player {state.current}'s hand")
        chosen.append(card)
    return [Discard(tuple(chosen))]


def draw_action(state: RoundState, turn: dict[str, Any]) -> Action:
    source = turn.get("draw")
    if source is None:
        raise ValueError('the turn has no "draw": after discarding, a card must be drawn')
    if source == "stock":
        return DrawStock()
    card = _find(state.last_throw, source)
    if card is None:
        raise ValueError(f"draw: {source} is not in the last throw")
    allowed = state.takeable()
    if card not in allowed:
        # Prefer an allowed copy when the same face appears twice in the throw.
        card = _find(allowed, source) or card
    return DrawPile(card)


def after_draw_action(state: RoundState, turn: dict[str, Any]) -> Action:
    slap = turn.get("slap")
    if turn.get("slap_zero"):
        return SlapZero()
    if slap:
        if not isinstance(slap, list) or len(slap) != 1:
            raise ValueError('"slap" lists the one card slapped down')
        drawn = state.drawn
        if drawn is None or not _matches(drawn, slap[0]):
            raise ValueError(f"slap: {slap[0]} is not the card just drawn from the stock")
        return Slap(drawn, bool(turn.get("slap_at_start", False)))
    return KeepDrawn()


def run_scenario(data: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ScenarioError("the scenario must be a JSON object")
    if nested_deeper_than(data, MAX_DEPTH):
        raise ScenarioError(f"the scenario is nested more than {MAX_DEPTH} levels deep")
    rules_given = data.get("rules") or {}
    if not isinstance(rules_given, dict):
        raise ScenarioError(f"rules: must be an object, not {_shown(rules_given)}")
    try:
        rules_spec = dict(rules_given)
        if "players" in data:
            rules_spec["players"] = data["players"]
        rules = RuleSet.from_dict(rules_spec)
    except (YanivError, TypeError, ValueError) as error:
        raise ScenarioError(f"rules: {error}") from None
    totals = _totals(data, rules)
    seed = _seed(data)
    try:
        match = Match(rules, seed, totals)
    except (TypeError, ValueError) as error:
        raise ScenarioError(f"totals: {error}") from None
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        raise ScenarioError('"rounds" must be a list of rounds')
    reports: list[dict[str, Any]] = []
    for r, spec in enumerate(rounds):
        if not isinstance(spec, dict):
            raise ScenarioError("a round must be an object", r)
        if match.is_over:
            raise ScenarioError("the match is already over", r)
        if reports and not reports[-1]["finished"]:
            raise ScenarioError("the previous round did not finish", r)
        starter = spec.get("starter")
        if starter is not None and not _whole(starter):
            raise ScenarioError(f"starter: {_shown(starter)} is not a player number", r)
        try:
            deal = build_deal(rules, spec["deal"], seed, r) if spec.get("deal") else None
            state = match.start_round(deal, starter)
        except (YanivError, ValueError, TypeError, AttributeError) as error:
            raise ScenarioError(f"malformed round: {error}", r) from None
        turns = spec.get("actions", [])
        if not isinstance(turns, list):
            raise ScenarioError('"actions" must be a list of turns', r)
        for i, turn in enumerate(turns):
            if state.is_over:
                raise ScenarioError("the round is already over", r, i)
            try:
                for action in turn_actions(state, turn):
                    match.apply(action)
                if state.phase is Phase.DRAW:
                    match.apply(draw_action(state, turn))
                    if state.phase is Phase.AFTER_DRAW:
                        match.apply(after_draw_action(state, turn))
                    elif turn.get("slap") or turn.get("slap_zero"):
                        raise ValueError(
                            "slap_down / slap_zero: no slap is allowed after this draw "
                            "(the option is off, or the card does not fit)"
                        )
            except (YanivError, ValueError, TypeError, KeyError, AttributeError) as error:
                raise ScenarioError(str(error), r, i) from None
        reports.append(_report(match, state))
    return {
        "rounds": reports,
        "totals": list(match.totals),
        "eliminated": [s for s in range(match.seats) if match.out[s]],
        "winner": match.winner,
    }


def _report(match: Match, state: RoundState) -> dict[str, Any]:
    if not state.is_over:
        return {"finished": False, "hand_values": list(state.hand_values()), "notes": []}
    result = state.result
    assert result is not None
    record = match.records[-1]
    notes = [f"player {result.caller} called Yaniv with {result.hand_values[result.caller]}"]
    if result.outcome is Outcome.ASSAF:
        notes.append(f"Assaf by player {result.assaf_by} with {result.hand_values[result.assaf_by or 0]}")
    elif result.outcome is Outcome.FALSE_CALL:
        notes.append(f"false call: over the threshold of {match.rules.yaniv_threshold}")
    elif result.outcome is Outcome.SLAP_ZERO:
        notes[0] = f"player {result.caller} slapped down to 0"
    notes.extend(n.text() for n in record.notices)
    if match.winner is not None:
        notes.append(f"player {match.winner} wins the match")
    elif match.tiebreak:
        notes.append("equal lowest totals: another round between " +
                     ", ".join(f"player {p}" for p in match.active))
    return {
        "finished": True,
        "outcome": result.outcome.value,
        "hand_values": list(result.hand_values),
        "caller": result.caller,
        "assaf_by": result.assaf_by,
        "points": list(result.points),
        "totals": list(record.totals_after),
        "notes": notes,
    }
