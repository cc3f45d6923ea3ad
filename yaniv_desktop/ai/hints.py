"""``hint(observation) -> (action, reason)``: what the expert would do, in one sentence."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.actions import Action, CallYaniv, Discard, DrawPile, DrawStock, KeepDrawn, Slap, SlapZero
from ..core.cards import Card, pretty_cards
from ..core.combos import ThrowRules
from ..core.observation import Observation
from ..core.scoring import milestone_drop
from .assaf import assaf_chance
from .expert import Budget, Expert
from .hands import remove, value
from .knowledge import deduce


def hint(obs: Observation, seed: int | str = 0, budget: Budget | None = None) -> tuple[Action, str]:
    """The expert's move for ``obs`` (which must be the player's own move) and why."""
    expert = Expert(seed, budget)
    action = expert.choose(obs)
    return action, reason(obs, action, expert.tables.get(obs.rules))


def reason(obs: Observation, action: Action, tr: ThrowRules) -> str:
    mine = value(tr, obs.hand)
    if isinstance(action, CallYaniv):
        if not obs.rules.assaf:
            return f"Call Yaniv with {mine}: without Assaf a call always wins"
        risk = assaf_chance(obs, deduce(obs), tr, mine)
        text = f"Call Yaniv with {mine} — about {risk:.0%} chance someone matches it"
        return text + _milestone_note(obs, mine)
    if isinstance(action, Discard):
        out = value(tr, action.cards)
        text = f"Throw {pretty_cards(action.cards)} — {out} point{'s' if out != 1 else ''} out"
        keep = _kept_combo(tr, remove(obs.hand, action.cards))
        if keep:
            text += f"; keep {keep}"
        if CallYaniv() in obs.legal_actions and mine <= obs.rules.yaniv_threshold:
            risk = assaf_chance(obs, deduce(obs), tr, mine)
            text = f"Don't call with {mine} yet (Assaf risk about {risk:.0%}). " + text
        return text
    if isinstance(action, DrawPile):
        c = action.card
        if _joins(tr, c, obs.hand):
            return f"Take {c.pretty} from the pile — it goes with your {_partner(tr, c, obs.hand)}"
        return f"Take {c.pretty} from the pile — a low card, worth {tr.value[c]}"
    if isinstance(action, DrawStock):
        if obs.takeable:
            return f"Draw from the stock — {pretty_cards(obs.takeable)} would not help you"
        return "Draw from the stock"
    if isinstance(action, Slap):
        return f"Slap {action.card.pretty} down on your throw — one card fewer"
    if isinstance(action, SlapZero):
        return "Your hand is worth 0: slap it down and win the round"
    if isinstance(action, KeepDrawn):
        return "Keep the card you drew"
    return "Play on"


def _milestone_note(obs: Observation, mine: int) -> str:
    if not obs.totals:
        return ""
    total = obs.totals[obs.player]
    penalty = obs.rules.assaf_penalty
    lost = total + mine + penalty
    if milestone_drop(obs.rules, lost) < lost:
        return f"; even an Assaf lands you on {lost} → {milestone_drop(obs.rules, lost)}"
    return ""


def _kept_combo(tr: ThrowRules, rest: Sequence[Card]) -> str:
    """Describe a set or run-in-waiting left in the hand, if any."""
    rank, suit, wild = tr.rank, tr.suit, tr.wild
    naturals = [c for c in rest if not wild[c]]
    for a in naturals:
        same = [c for c in naturals if rank[c] == rank[a]]
        if len(same) >= 2:
            return f"{pretty_cards(same)} to throw together"
    for a in naturals:
        near = [c for c in naturals if suit[c] == suit[a] and 0 < rank[c] - rank[a] <= 2]
        if near:
            return f"{pretty_cards([a, near[0]])} for a run"
    jokers = [c for c in rest if wild[c]]
    if jokers:
        return f"{pretty_cards(jokers)} (worth {value(tr, jokers)})"
    return ""


def _joins(tr: ThrowRules, card: Card, hand: Sequence[Card]) -> bool:
    return bool(_partner(tr, card, hand))


def _partner(tr: ThrowRules, card: Card, hand: Sequence[Card]) -> str:
    rank, suit, wild = tr.rank, tr.suit, tr.wild
    if wild[card]:
        return ""
    same = [c for c in hand if rank[c] == rank[card] and not wild[c]]
    if same:
        return pretty_cards(same)
    near = [c for c in hand if not wild[c] and suit[c] == suit[card] and 0 < abs(rank[c] - rank[card]) <= 2]
    if len(near) >= 2 or (near and any(wild[c] for c in hand)):
        return pretty_cards(near) + " for a run"
    return ""

