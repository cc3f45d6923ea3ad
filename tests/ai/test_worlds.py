"""Determinized worlds: every sampled world shows the player exactly its observation."""

from __future__ import annotations

import random

import pytest

from yaniv_desktop.ai.knowledge import deduce
from yaniv_desktop.ai.worlds import WorldSampler, uniform_prior
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


def test_worlds_deal_few_cards_above_a_seats_latest_throw() -> None:
    """A player who threw a card of value v probably kept cheaper ones: the worlds
    deal it cards above v far less often than a uniform deal would."""
    rules = RuleSet.preset("israeli", players=2)
    above = {"prior": 0, "uniform": 0}
    compared = 0
    for state, obs in positions(rules, seed=21, rounds=6):
        tr = state.throw_rules
        sampler = WorldSampler(obs, tr)
        seat = 1 - obs.player
        view = sampler.know.seats[seat]
        if not view.last_throw or view.hidden < 2:
            continue
        cap = max(tr.value[c] for c in view.last_throw)
        for name, s in (("prior", sampler), ("uniform", WorldSampler(obs, tr, uniform_prior))):
            rng = random.Random(5)
            for _ in range(40):
                hands, _, _ = s.sample_hands(rng)
                above[name] += sum(tr.value[c] > cap for c in hands[seat])
        compared += 1
    assert compared >= 20
    assert above["prior"] < 0.75 * above["uniform"]
