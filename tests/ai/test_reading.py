"""Reading hands from play: the timeline, the play model and the chain."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

import pytest

from yaniv_desktop.ai.expert import Budget, Expert
from yaniv_desktop.ai.hands import value
from yaniv_desktop.ai.knowledge import deduce
from yaniv_desktop.ai.levels import make_player
from yaniv_desktop.ai.reading import MISMATCH, HandReading, PlayModel, _DrawTable, seat_turns
from yaniv_desktop.ai.tactics import draw_scores, value_distribution
from yaniv_desktop.ai.worlds import WorldSampler
from yaniv_desktop.core.actions import CallYaniv
from yaniv_desktop.core.cards import Card
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.events import EventKind
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.observation import Observation, Phase
from yaniv_desktop.core.round import RoundState
from yaniv_desktop.core.rules import RuleSet

from .helpers import positions
from .test_worlds import stock_drawer


def intermediate_rounds(
    rules: RuleSet, matches: int, rounds: int = 3,
) -> Iterator[tuple[RoundState, dict[int, list[tuple[Card, ...]]]]]:
    """Positions of intermediates' rounds, with every seat's true hand at each of its turns so far."""
    for m in range(matches):
        players = [make_player("intermediate", f"read{m}/{s}") for s in range(rules.players)]
        match = Match(rules, m)
        for _ in range(rounds):
            if match.is_over:
                break
            state = match.start_round()
            held: dict[int, list[tuple[Card, ...]]] = {s: [] for s in range(rules.players)}
            while not state.is_over:
                if state.phase is Phase.TURN:
                    held[state.current].append(tuple(sorted(state.hands[state.current])))
                yield state, held
                match.apply(players[state.current].choose(state.observation(state.current)))


def test_seat_turns_follow_the_history() -> None:
    rules = RuleSet.preset("israeli", players=3)
    tr = ThrowRules(rules)
    checked = 0
    for state, held in intermediate_rounds(rules, matches=3):
        obs = state.observation(state.current)
        for seat in obs.play_order:
            turns = seat_turns(obs, seat, tr)
            assert turns is not None
            draws = [e for e in obs.history if e.player == seat and e.kind in (EventKind.DRAW_STOCK, EventKind.DRAW_PILE)]
            assert len(turns) == len(draws)
            for turn, draw in zip(turns, draws, strict=True):
                assert turn.take == (draw.cards[0] if draw.kind is EventKind.DRAW_PILE else None)
                assert set(turn.throw) <= set(held[seat][turns.index(turn)])
            checked += len(turns)
    assert checked > 500


def test_rounds_with_a_reshuffle_are_not_read() -> None:
    rules = RuleSet.preset("israeli", players=3)
    tr = ThrowRules(rules)
    found = 0
    for _, obs in positions(rules, seed=5, rounds=1, policy=stock_drawer):
        if any(e.kind is EventKind.RESHUFFLE for e in obs.history):
            other = next(s for s in obs.play_order if s != obs.player)
            assert seat_turns(obs, other, tr) is None
            assert not HandReading(PlayModel(tr), obs, other).usable
            found += 1
            if found > 10:
                break  # nobody calls in these rounds: they would run to the turn cap
    assert found > 10


@pytest.mark.parametrize(("preset", "players"), [("israeli", 2), ("israeli", 4), ("dutch", 3), ("swedish", 2)])
def test_the_model_explains_an_intermediate_on_its_true_hands(preset: str, players: int) -> None:
    """The model is the intermediate: on the hands it really held, every decision has weight 1."""
    rules = RuleSet.preset(preset, players=players)
    tr = ThrowRules(rules)
    model = PlayModel(tr)
    scored = 0
    for state, held in intermediate_rounds(rules, matches=6):
        if state.turn % 4:
            continue
        obs = state.observation(state.current)
        for seat in obs.play_order:
            for k, turn in enumerate(seat_turns(obs, seat, tr) or ()):
                assert model.weight(turn, held[seat][k]) == 1.0
                scored += 1
    assert scored > 300


def test_the_model_penalises_a_hand_that_would_have_thrown_otherwise() -> None:
    rules = RuleSet.preset("israeli", players=2)
    tr = ThrowRules(rules)
    model = PlayModel(tr)
    for state, held in intermediate_rounds(rules, matches=2):
        obs = state.observation(state.current)
        other = 1 - state.current
        turns = seat_turns(obs, other, tr) or []
        low = [k for k, t in enumerate(turns) if t.known_takeable and value(tr, t.throw) < 10]
        if not low:
            continue
        k = low[0]
        hand = list(held[other][k])
        king = next(c for c in tr.table_cards if tr.value[c] == 10 and c not in hand and c not in turns[k].seen
                    and c not in turns[k].takeable)
        spare = next(c for c in hand if c not in turns[k].throw)
        hand[hand.index(spare)] = king   # now it holds a king it would have thrown first
        assert model.weight(turns[k], tuple(sorted(hand))) <= MISMATCH
        return
    pytest.fail("no low throw found")


def reading_positions(
    rules: RuleSet, matches: int, first_turn: int = 6,
) -> Iterator[tuple[RoundState, Observation, int]]:
    """Call opportunities of intermediates from ``first_turn`` on, with the next opponent."""
    for state, _ in intermediate_rounds(rules, matches):
        obs = state.observation(state.current)
        if obs.phase is Phase.TURN and CallYaniv() in obs.legal_actions and state.turn >= first_turn:
            yield state, obs, next(s for s in obs.play_order if s != obs.player)


def test_read_hands_are_possible_hidden_hands_and_repeatable() -> None:
    rules = RuleSet.preset("israeli", players=3)
    tr = ThrowRules(rules)
    model = PlayModel(tr)
    checked = 0
    for _, obs, seat in reading_positions(rules, matches=8):
        reading = HandReading(model, obs, seat)
        if not reading.usable:
            continue
        hidden = set(deduce(obs).hidden)
        hands = reading.sample(random.Random(3), 12, 200)
        assert len(hands) == 12
        for hand in hands:
            assert len(hand) == deduce(obs).seats[seat].hidden
            assert set(hand) <= hidden
        assert reading.sample(random.Random(3), 12, 200) == hands
        checked += 1
        if checked >= 15:
            break
    assert checked >= 15


def test_worlds_deal_read_hands_as_given_and_skip_conflicts() -> None:
    rules = RuleSet.preset("israeli", players=3)
    state, obs = next((s, o) for s, o in positions(rules, seed=2) if s.turn == 7 and o.phase is Phase.TURN)
    know = deduce(obs)
    first, second = (s for s in obs.play_order if s != obs.player)
    hidden = list(know.hidden)
    mine = tuple(hidden[: know.seats[first].hidden])
    sampler = WorldSampler(obs, state.throw_rules)
    world = sampler.sample(random.Random(1), "r", {first: mine})
    assert sorted(world.hands[first]) == sorted((*obs.known_cards[first], *mine))
    assert world.observation(obs.player) == obs
    # A read hand sharing a card with an earlier one is dealt like any other.
    clash = (mine[0], *hidden[-(know.seats[second].hidden - 1):])
    world = sampler.sample(random.Random(1), "r", {first: mine, second: clash})
    assert mine[0] not in world.hands[second]
    assert world.observation(obs.player) == obs


@pytest.mark.parametrize("preset", ["israeli", "dutch", "nepali"])
def test_the_draw_table_gives_the_tactics_own_draw_scores(preset: str) -> None:
    """The model's shortcut (throws left after a discard, face-up cards joined through
    their near cards) gives exactly the floats of ``tactics.draw_scores``."""
    rules = RuleSet.preset(preset, players=3, decks="2")
    tr = ThrowRules(rules)
    rng = random.Random(preset)
    cards = list(tr.table_cards)
    for _ in range(300):
        held = rng.randint(1, 7)
        picked = rng.sample(cards, held + rng.randint(0, 2))
        hand, faces = tuple(picked[:held]), picked[held:]
        unknown = value_distribution(tr, [c for c in cards if c not in picked])
        table = _DrawTable(tr, hand, faces, unknown)
        for points, mask, throw in table.by_points:
            rest = [c for c in hand if c not in throw]
            assert table.draws(mask, points) == draw_scores(tr, rest, faces, True, unknown)


def test_a_reading_the_deadline_cuts_short_is_dropped() -> None:
    rules = RuleSet.preset("israeli", players=2)
    model = PlayModel(ThrowRules(rules))
    for _, obs, seat in reading_positions(rules, matches=4):
        reading = HandReading(model, obs, seat)
        if reading.usable:
            assert reading.sample(random.Random(1), 8, 200, deadline=time.perf_counter() - 1) is None
            assert reading.sample(random.Random(1), 8, 200, deadline=time.perf_counter() + 60) is not None
            return
    pytest.fail("no readable position")


def test_the_expert_reads_only_at_small_tables() -> None:
    rules = RuleSet.preset("israeli", players=3)
    tr = ThrowRules(rules)
    for _, obs, seat in reading_positions(rules, matches=4):
        if HandReading(PlayModel(tr), obs, seat).usable:
            assert Expert(1, Budget(seconds=None, reading_seats=2)).read(obs, tr, random.Random(1), 4) == []
            reads = Expert(1, Budget(seconds=None, reading_seats=3)).read(obs, tr, random.Random(1), 4)
            assert len(reads) == 4 and all(seat in r for r in reads)
            return
    pytest.fail("no readable position")
