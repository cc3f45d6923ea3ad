"""Fair play (issue 3): the expert's decision depends on its observation only.

For positions where the expert must decide, the hidden cards (other hands, stock
order, unseen pile cards) are replaced by other arrangements consistent with the
observation; the expert, with the same seed, must decide exactly the same.
"""

from __future__ import annotations

import random

import pytest

from yaniv_desktop.ai import Budget, Expert
from yaniv_desktop.ai.worlds import WorldSampler
from yaniv_desktop.core.actions import CallYaniv
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.rules import RuleSet

from .helpers import positions

# No wall-clock cap: a deterministic search, as fair play must be judged on.
BUDGET = Budget(playouts=60, max_worlds=12, min_worlds=4, seconds=None, reading_steps=0)
# Reading at every table size, so that the four-seat case reads as well.
READING = Budget(playouts=60, max_worlds=12, min_worlds=4, seconds=None, reading_steps=200, reading_seats=6)


def decision_points(rules: RuleSet, seed: int, wanted: int) -> list:
    found = []
    for state, _ in positions(rules, seed, rounds=3):
        me = state.current
        obs = state.observation(me)
        interesting = CallYaniv() in obs.legal_actions or obs.phase is Phase.DRAW
        if interesting and len(obs.legal_actions) > 1:
            found.append((state.clone(), obs))
            if len(found) >= wanted:
                break
    return found


@pytest.mark.parametrize(("preset", "players", "budget"), [
    ("israeli", 2, BUDGET), ("classic", 4, BUDGET), ("nepali", 3, BUDGET), ("israeli", 2, READING),
    ("classic", 4, READING),
])
def test_expert_ignores_how_hidden_cards_lie(preset: str, players: int, budget: Budget) -> None:
    rules = RuleSet.preset(preset, players=players)
    points = decision_points(rules, seed=11, wanted=6)
    assert len(points) >= 4
    for state, obs in points:
        reference = Expert("fair", budget).choose(obs)
        for k in range(3):
            other = WorldSampler(obs, state.throw_rules).sample(random.Random(k), f"swap{k}")
            # the swap really moved hidden cards, and the player cannot tell
            assert other.hands != state.hands or other.stock != state.stock
            swapped = other.observation(obs.player)
            assert swapped == obs
            assert Expert("fair", budget).choose(swapped) == reference


@pytest.mark.parametrize("budget", [BUDGET, READING])
def test_expert_has_no_memory_between_decisions(budget: Budget) -> None:
    rules = RuleSet.preset("israeli", players=3)
    points = decision_points(rules, seed=12, wanted=5)
    fresh = [Expert("m", budget).choose(obs) for _, obs in points]
    one = Expert("m", budget)
    again = [one.choose(obs) for _, obs in reversed(points)]
    assert list(reversed(again)) == fresh
