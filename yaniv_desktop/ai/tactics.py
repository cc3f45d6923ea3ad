"""One-turn tactics shared by the intermediate player, the expert's move ordering and
the hints: which throw and which draw leave the best hand for the next turn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.actions import Action, DrawPile, DrawStock
from ..core.cards import Card
from ..core.combos import ThrowRules
from .hands import best_throw, gift, remove, residual, value

# Points a cheap card handed to the next player is worth to us, per point of gift.
FEED_WEIGHT = 1.0
# Share of the points kept in hand that counts against a throw even when the next
# turn promises to throw them: a promise kept forever (a run held back because it
# would expose a joker) must not beat throwing the points now.
HOLD_WEIGHT = 0.25


@dataclass(frozen=True, slots=True)
class TurnPlan:
    discard: tuple[Card, ...]
    take: Card | None   # the face-up card to take; None for the stock
    score: float        # expected residual of the next turn: lower is better


def draw_scores(
    tr: ThrowRules, rest: Sequence[Card], takeable: Sequence[Card], stock: bool,
    unknown: Sequence[float],
) -> list[tuple[Card | None, float]]:
    """Each draw open after a throw, with the residual it leaves (lower is better).

    ``unknown`` is the value distribution of a stock card (index = value).  An unseen
    card either joins what is thrown next (if it is the highest) or stays: the
    residual grows by min(card, best throw), ignoring the sets it might make.
    """
    out: list[tuple[Card | None, float]] = []
    if stock:
        best = best_throw(tr, rest)
        out.append((None, value(tr, rest) - best + stock_growth(unknown, best)))
    for c in dict.fromkeys(takeable):
        out.append((c, residual(tr, [*rest, c])))
    return out


def stock_growth(unknown: Sequence[float], best: int) -> float:
    """What a stock card adds to the residual on average: min(card, best throw), or
    the whole card when the hand left is empty (``best`` 0)."""
    if best:
        return sum(p * min(v, best) for v, p in enumerate(unknown))
    return sum(p * v for v, p in enumerate(unknown))


def draw_action(take: Card | None) -> Action:
    """The action for a draw as :func:`draw_scores` names it (None is the stock)."""
    return DrawStock() if take is None else DrawPile(take)


def value_distribution(tr: ThrowRules, cards: Sequence[int]) -> list[float]:
    """P(value) of a card drawn at random from ``cards`` (uniform over 0–10 if none)."""
    if not cards:
        return [1 / 11] * 11
    dist = [0.0] * (max(tr.value[c] for c in cards) + 1)
    for c in cards:
        dist[tr.value[c]] += 1
    return [p / len(cards) for p in dist]


def throw_cost(tr: ThrowRules, throw: Sequence[Card], rest: Sequence[Card], feed_weight: float = FEED_WEIGHT) -> float:
    """What a throw's score adds to the residual of its best draw: the cheap cards it
    hands the next player, and a share of the points kept (``rest``)."""
    return feed_weight * gift(tr, throw) + HOLD_WEIGHT * value(tr, rest)


def rank_turns(
    tr: ThrowRules, hand: Sequence[Card], discards: Sequence[tuple[Card, ...]],
    takeable: Sequence[Card], stock: bool, unknown: Sequence[float], feed_weight: float = FEED_WEIGHT,
) -> list[TurnPlan]:
    """Every throw with its best draw, best first (ties: more points thrown now)."""
    plans: list[tuple[float, int, TurnPlan]] = []
    for d in discards:
        rest = remove(hand, d)
        draws = draw_scores(tr, rest, takeable, stock, unknown)
        take, score = min(draws, key=lambda t: t[1])
        score += throw_cost(tr, d, rest, feed_weight)
        plans.append((score, -value(tr, d), TurnPlan(d, take, score)))
    plans.sort(key=lambda t: (t[0], t[1]))
    return [p for _, _, p in plans]

