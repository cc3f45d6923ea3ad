"""A quick estimate of the chance that calling Yaniv now is met by an Assaf.

Each opponent's hand is its known face-up cards plus unseen cards drawn from the
cards nobody has seen, weighted by a prior (by default: probably no higher than the
card it last threw).  The unseen cards are treated as independent draws, which is
close enough when a few cards are drawn from a few dozen.  The expert does the
exact thing over sampled worlds; this is the intermediate's table reading.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..core.cards import Card
from ..core.combos import ThrowRules
from ..core.observation import Observation
from .knowledge import Knowledge, SeatView
from .worlds import Prior, throw_prior


def at_most(dist: Sequence[float], cards: int, limit: int) -> float:
    """P(the sum of ``cards`` draws from ``dist`` is ≤ ``limit``)."""
    if limit < 0:
        return 0.0
    total = [1.0] + [0.0] * limit
    for _ in range(cards):
        nxt = [0.0] * (limit + 1)
        for s, p in enumerate(total):
            if p:
                for v, q in enumerate(dist):
                    if s + v > limit:
                        break
                    nxt[s + v] += p * q
        total = nxt
    return sum(total)


def _value_dist(tr: ThrowRules, pool: Sequence[Card], view: SeatView, prior: Prior) -> list[float]:
    top = max((tr.value[c] for c in pool), default=0)
    dist = [0.0] * (top + 1)
    for c in pool:
        dist[tr.value[c]] += prior(view, c)
    mass = sum(dist) or 1.0
    return [p / mass for p in dist]


def risk_against(
    tr: ThrowRules, pool: Sequence[Card], views: Iterable[SeatView], my_value: int, prior: Prior,
) -> float:
    """P(one of these opponents holds ``my_value`` or less), their unseen cards drawn
    independently from ``pool`` with the prior's weights."""
    safe = 1.0
    for view in views:
        known = sum(tr.value[c] for c in view.known)
        dist = _value_dist(tr, pool, view, prior)
        safe *= 1.0 - at_most(dist, view.hidden, my_value - known)
    return 1.0 - safe


def assaf_chance(
    obs: Observation, know: Knowledge, tr: ThrowRules, my_value: int, prior: Prior | None = None,
) -> float:
    """P(some opponent holds ``my_value`` or less), by independent draws per opponent."""
    views = (know.seats[s] for s in obs.play_order if s != obs.player)
    return risk_against(tr, know.hidden, views, my_value, prior or throw_prior(tr))
