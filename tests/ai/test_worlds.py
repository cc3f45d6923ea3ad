"""Determinized worlds: every sampled world shows the player exactly its observation."""

from __future__ import annotations

import random

import pytest

from yaniv_desktop.ai.knowledge import deduce
from yaniv_desktop.ai.worlds import WorldSampler
from yaniv_desktop.core.actions import Action, CallYaniv, DrawStock
from yaniv_desktop.core.events import EventKind
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.round import RoundState
from yaniv_desktop.core.rules import PRESETS, RuleSet

from .helpers import positions

TABLES = [
    (preset, players, extra)
    for preset in PRESETS
    for players, extra in ((2, {}), (5, {"slap_down": True, "slap_zero": True, "last_turn_after_call": True}))
]


@pytest.mark.parametrize(("preset", "players", "extra"), TABLES)
def test_world_observation_equals_the_real_one(preset: str, players: int, extra: dict) -> None:
    rules = RuleSet.preset(preset, players=players, **extra)
    rng = random.Random(7)
    checked = 0
    for state, obs in positions(rules, seed=3, rounds=2, call_after=40):
        if state.turn % 3:
            continue  # every third turn keeps the test quick and still covers every phase
        world = WorldSampler(obs, state.throw_rules).sample(rng, "t")
        assert world.observation(obs.player) == obs
        if obs.my_turn:
            assert world.legal_actions() == state.legal_actions()
        checked += 1
    assert checked > 10


def stock_drawer(state: RoundState) -> Action:
    """Throw the first legal throw, always draw from the stock: reshuffles come soon."""
    legal = state.legal_actions()
    if state.phase is Phase.DRAW and DrawStock() in legal:
        return DrawStock()
    return next(a for a in legal if not isinstance(a, CallYaniv))


def test_reshuffled_stock_holds_only_reshuffled_cards() -> None:
    rules = RuleSet.preset("israeli", players=3)
    rng = random.Random(1)
    seen_reshuffle = 0
    for state, obs in positions(rules, seed=5, rounds=1, policy=stock_drawer):
        if not any(e.kind is EventKind.RESHUFFLE for e in obs.history):
            continue
        know = deduce(obs)
        world = WorldSampler(obs, state.throw_rules).sample(rng)
        strangers = [c for c in world.stock if c not in know.reshuffled]
        assert len(strangers) <= know.unseen_in_reshuffle
        assert world.observation(obs.player) == obs
        seen_reshuffle += 1
        if seen_reshuffle > 40:
            break
    assert seen_reshuffle > 5


def test_sampling_really_moves_the_hidden_cards() -> None:
    rules = RuleSet.preset("israeli", players=4)
    state, obs = next((s, o) for s, o in positions(rules, seed=2) if s.turn == 6)
    sampler = WorldSampler(obs, state.throw_rules)
    worlds = [sampler.sample(random.Random(i)) for i in range(6)]
    opponent = next(p for p in obs.play_order if p != obs.player)
    assert len({tuple(sorted(w.hands[opponent])) for w in worlds}) > 1
    assert all(w.hands[obs.player] == list(obs.hand) for w in worlds)


def test_hidden_cards_are_exactly_the_unseen_ones() -> None:
    rules = RuleSet.preset("dutch", players=3)
    for state, obs in positions(rules, seed=4, rounds=1):
        know = deduce(obs)
        truly_hidden = set(state.stock)
        for seat in state.setup.active:
            if seat != obs.player:
                truly_hidden.update(c for c in state.hands[seat] if c not in obs.known_cards[seat])
        assert truly_hidden <= set(know.hidden)
        # the only hidden card that is not in a hand or the stock is the first face-up one
        assert len(set(know.hidden) - truly_hidden) == know.unseen_in_pile <= 1


def _held_at_last_turn(sampler: WorldSampler, world: RoundState, seat: int, base: int) -> int:
    """What ``seat`` held when it threw last, in ``world`` (the checks' own arithmetic)."""
    tr = sampler.throw_rules
    view = sampler.know.seats[seat]
    hidden = [c for c in world.hands[seat]]
    for c in view.known:
        hidden.remove(c)
    return base + sum(tr.value[c] for c in hidden)


def test_a_seat_that_threw_instead_of_calling_rarely_could_have_called() -> None:
    """The simple policy calls whenever it may; worlds should mostly agree that it could not."""
    rules = RuleSet.preset("israeli", players=2)
    threshold = rules.yaniv_threshold
    compared = 0
    for state, obs in positions(rules, seed=21, rounds=6):
        if obs.player != state.current or obs.phase is not Phase.TURN:
            continue
        sampler = WorldSampler(obs, state.throw_rules)
        if not sampler.no_call_checks:
            continue
        plain = WorldSampler(obs, state.throw_rules, conditioned=False)
        seat, base = sampler.no_call_checks[0]
        rate = {}
        for name, s in (("conditioned", sampler), ("plain", plain)):
            rng = random.Random(5)
            hits = 0
            for k in range(60):
                world = s.sample(rng, str(k))
                assert world.observation(obs.player) == obs
                hits += _held_at_last_turn(s, world, seat, base) <= threshold + max(state.throw_rules.value)
            rate[name] = hits
        assert rate["conditioned"] <= rate["plain"] + 6
        compared += 1
    assert compared >= 5
