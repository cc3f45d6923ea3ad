"""The expert's deadline (issue 30): one hard deadline for the whole decision.

The clock is a fake one the expert is given, so nothing here depends on how busy
the machine is: a clock that jumps past the deadline at once, one that creeps
until the deadline strikes in the middle of the worlds, and one that never moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from yaniv_desktop.ai import Budget, Expert, hint
from yaniv_desktop.ai.intermediate import calls
from yaniv_desktop.ai.worlds import WorldSampler
from yaniv_desktop.core.actions import Action, CallYaniv
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.observation import Observation
from yaniv_desktop.core.round import RoundState
from yaniv_desktop.core.rules import RuleSet

from .helpers import positions

SMALL = Budget(playouts=60, max_worlds=12, min_worlds=4, reading_steps=200)


class FakeClock:
    """A clock that moves ``step`` seconds each time it is read, and keeps every reading."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0
        self.readings: list[float] = []

    def __call__(self) -> float:
        self.readings.append(self.now)
        self.now += self.step
        return self.readings[-1]


def no_clock() -> float:
    raise AssertionError("a search without a deadline read the clock")


def searched_positions(rules: RuleSet, seed: int, wanted: int) -> list[tuple[RoundState, Observation]]:
    """Positions where the expert searches (several plans, none played outright)."""
    found = []
    for state, _ in positions(rules, seed, rounds=4):
        obs = state.observation(state.current)
        if len(obs.legal_actions) < 2:
            continue
        plans, sure, _ = Expert("d", SMALL).candidates(obs)
        if len(plans) > 1 and (sure is None or (CallYaniv(),) in plans):
            found.append((state.clone(), obs))
            if len(found) >= wanted:
                break
    assert len(found) >= 3
    return found


def ordering_pick(obs: Observation, budget: Budget) -> Action:
    """The plan the search starts from: the sure aim, else a call where the intermediate's
    call rule makes one, else the first plan that is not a call."""
    plans, sure, _ = Expert("d", budget).candidates(obs)
    if sure is None and (CallYaniv(),) in plans and calls(obs, ThrowRules(obs.rules)):
        return CallYaniv()
    plan = sure or next(p for p in plans if not isinstance(p[0], CallYaniv))
    return plan[0]


CASES = [("israeli", 2), ("israeli", 4), ("classic", 8)]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_a_deadline_that_has_passed_plays_the_move_orderings_pick(preset: str, players: int) -> None:
    rules = RuleSet.preset(preset, players=players)
    for _, obs in searched_positions(rules, seed=21, wanted=5):
        clock = FakeClock(step=10.0)   # every reading is far past any deadline
        thought = Expert("d", Budget(), clock=clock).think(obs)
        assert thought.worlds == 0
        assert thought.action in obs.legal_actions
        assert thought.action == ordering_pick(obs, Budget())


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_the_search_stops_at_the_first_look_at_the_clock_past_the_deadline(preset: str, players: int) -> None:
    rules = RuleSet.preset(preset, players=players)
    struck = 0
    for _, obs in searched_positions(rules, seed=22, wanted=4):
        # A playout reads the clock each turn: from a world or two to all of them.
        for step in (3e-3, 1e-3, 1e-4):
            clock = FakeClock(step)
            expert = Expert("d", SMALL, clock=clock)
            thought = expert.think(obs)
            assert thought.action in obs.legal_actions
            allowed = (SMALL.seconds or 0.0) + (SMALL.reading_seconds if expert.reads(obs) else 0.0)
            deadline = clock.readings[0] + allowed
            late = [t for t in clock.readings if t > deadline]
            assert len(late) <= 1   # nothing more is done once the deadline is seen to have passed
            if late:
                struck += 1
                assert thought.worlds < SMALL.max_worlds
            if thought.worlds < SMALL.min_worlds:
                assert thought.action == ordering_pick(obs, SMALL)
    assert struck > 0


def decisions(points: Sequence[tuple[RoundState, Observation]], budget: Budget, clock: object) -> list[tuple]:
    out = []
    for _, obs in points:
        thought = Expert("d", budget, clock=clock).think(obs)  # type: ignore[arg-type]
        out.append((thought.action, thought.worlds, [(v.plan, v.mean) for v in thought.values]))
    return out


def test_without_a_deadline_the_search_never_reads_the_clock_and_repeats_itself() -> None:
    rules = RuleSet.preset("israeli", players=2)
    points = searched_positions(rules, seed=23, wanted=4)
    budget = Budget(playouts=60, max_worlds=12, min_worlds=4, seconds=None, reading_steps=200)
    first = decisions(points, budget, no_clock)
    assert decisions(points, budget, no_clock) == first
    assert all(worlds == 12 for _, worlds, _ in first)


@pytest.mark.parametrize(("preset", "players"), [("israeli", 2), ("israeli", 4)])
def test_a_deadline_that_never_strikes_changes_nothing(preset: str, players: int) -> None:
    rules = RuleSet.preset(preset, players=players)
    points = searched_positions(rules, seed=24, wanted=4)
    unbounded = Budget(playouts=60, max_worlds=12, min_worlds=4, seconds=None, reading_steps=200, reading_seats=4)
    timed = Budget(playouts=60, max_worlds=12, min_worlds=4, seconds=0.15, reading_steps=200, reading_seats=4)
    assert decisions(points, timed, lambda: 0.0) == decisions(points, unbounded, no_clock)


def test_the_move_orderings_pick_ignores_how_hidden_cards_lie() -> None:
    rules = RuleSet.preset("israeli", players=3)
    for state, obs in searched_positions(rules, seed=25, wanted=4):
        reference = Expert("fair", Budget(), clock=FakeClock(10.0)).choose(obs)
        for k in range(2):
            other = WorldSampler(obs, state.throw_rules).sample(random.Random(k), f"swap{k}")
            swapped = other.observation(obs.player)
            assert swapped == obs
            assert Expert("fair", Budget(), clock=FakeClock(10.0)).choose(swapped) == reference


def test_a_hint_is_the_experts_own_move() -> None:
    rules = RuleSet.preset("israeli", players=2)
    budget = Budget(playouts=60, max_worlds=12, min_worlds=4, seconds=None, reading_steps=200)
    for _, obs in searched_positions(rules, seed=26, wanted=3):
        assert hint(obs, "h", budget)[0] == Expert("h", budget).choose(obs)


def test_a_machine_too_busy_to_search_still_calls_where_the_intermediate_would() -> None:
    """Under load the fallback must not turn the expert into a player that never calls."""
    called = 0
    for preset, players in CASES:
        rules = RuleSet.preset(preset, players=players)
        for state, _ in positions(rules, seed=5, rounds=6):
            obs = state.observation(state.current)
            plans, sure, _ = Expert("d", Budget()).candidates(obs)
            if sure is not None or (CallYaniv(),) not in plans or len(plans) < 2:
                continue
            if not calls(obs, ThrowRules(rules)):
                continue
            thought = Expert("d", Budget(), clock=FakeClock(step=10.0)).think(obs)
            assert thought.worlds == 0 and thought.action == CallYaniv()
            called += 1
    assert called >= 3
