"""The afterstate model: its features, which rule sets it serves, and the expert's draw."""

from __future__ import annotations

import random

import pytest

from yaniv_desktop.ai.afterstate import (
    SIZE,
    Afterstate,
    AfterstateValue,
    TableChoice,
    basis,
    choose_table,
    describe,
    nearest_threat,
    table_name,
    weights_for,
)
from yaniv_desktop.ai.afterstate_weights import WEIGHTS
from yaniv_desktop.ai.expert import Budget, Expert
from yaniv_desktop.ai.intermediate import Intermediate
from yaniv_desktop.core.actions import Discard, DrawPile, DrawStock
from yaniv_desktop.core.cards import Suit, card
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.rules import PRESETS, RuleSet

from .test_players import round_from

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
ISRAELI = RuleSet.preset("israeli", players=2)


def test_describe_reads_value_count_and_two_greedy_throws() -> None:
    tr = ThrowRules(ISRAELI)
    hand = [card(5, C), card(5, D), card(13, S), card(2, H)]
    a = describe(tr, hand, opp_count=3, opp_known=4, thrown=(card(1, S),))
    # 22 points; the pair of fives (10) or the king (10) goes first, the other next.
    assert (a.value, a.count, a.best, a.second) == (22, 4, 10, 10)
    assert (a.opp_count, a.opp_known) == (3, 4)
    assert a.gift == 2            # an ace left takeable saves the taker the most
    empty = describe(tr, [], 5, 0, ())
    assert (empty.value, empty.count, empty.best, empty.second, empty.gift) == (0, 0, 0, 0, 0)


def test_basis_indices_are_in_range_and_distinct() -> None:
    rng = random.Random(3)
    for _ in range(500):
        a = Afterstate(rng.randint(0, 80), rng.randint(0, 9), rng.randint(0, 40), rng.randint(0, 40),
                       rng.randint(1, 9), rng.randint(0, 40), rng.randint(0, 5))
        xs = basis(a)
        indices = [i for i, _ in xs]
        assert all(0 <= i < SIZE for i in indices)
        assert len(indices) == len(set(indices))


def test_a_table_for_every_preset_and_a_borrowed_one_for_rules_it_was_not_fitted_on() -> None:
    assert set(PRESETS) <= set(WEIGHTS)                        # every preset heads-up
    for name in WEIGHTS:                                      # "preset" or "preset/seats"
        preset, _, seats = name.partition("/")
        assert preset in PRESETS and table_name(preset, int(seats or 2)) == name
    assert all(len(w) == SIZE for w in WEIGHTS.values())
    assert weights_for(ISRAELI) == WEIGHTS["israeli"]
    # The match's own options (milestones, limit) do not change how a round is played...
    assert weights_for(ISRAELI.with_options(milestones="none", elimination_limit=100)) == WEIGHTS["israeli"]
    # ... the round's do: such a round borrows the nearest table (issue 30; test_afterstate_nearest.py).
    assert weights_for(ISRAELI.with_options(yaniv_threshold=6)) != WEIGHTS["israeli"]   # read a point higher
    assert choose_table(ISRAELI.with_options(decks=2)) == TableChoice("israeli", 0, 2.0)
    # A table serves the table size it was fitted for; others borrow it.
    assert weights_for(RuleSet.preset("israeli", players=4), 4) == WEIGHTS.get("israeli/4")
    assert choose_table(RuleSet.preset("israeli", players=5), 2).name == "israeli"   # two decks: borrowed
    with pytest.raises(ValueError, match="weights"):
        AfterstateValue(ThrowRules(ISRAELI), (0.0,) * (SIZE - 1))


def test_the_nearest_threat_is_the_opponent_with_the_fewest_cards() -> None:
    assert nearest_threat([(5, 0)]) == (5, 0)
    assert nearest_threat([(4, 0), (2, 9), (3, 1)]) == (2, 9)
    assert nearest_threat([(2, 1), (2, 6)]) == (2, 6)


def test_the_model_prefers_a_hand_that_can_call_next_turn() -> None:
    model = AfterstateValue(ThrowRules(ISRAELI), WEIGHTS["israeli"])
    ace = [card(1, C)]
    assert model.value([*ace, card(4, S)], 4, 0, ()) > model.value([*ace, card(9, S)], 4, 0, ())
    assert model.value([card(2, C), card(3, S)], 4, 0, ()) > model.value([card(9, C), card(9, S)], 4, 0, ())


def draw_position() -> tuple:
    """Seat 0 throws K♠ K♥ and keeps A♣; the 4♠ it could take makes 5, a hand to call with."""
    hands = ((card(13, S), card(13, H), card(1, C)),
             (card(10, D), card(9, D), card(12, C), card(8, H), card(7, S)))
    state = round_from(hands, card(4, S))
    state.apply(Discard((card(13, S), card(13, H))))
    return state, state.observation(0)


def test_expert_takes_the_card_that_lets_it_call_where_the_tactics_draw_blind() -> None:
    state, obs = draw_position()
    assert DrawStock() in obs.legal_actions and DrawPile(card(4, S)) in obs.legal_actions
    # The tactics' residual sees A + a stock card (about 1 point after next throw)
    # as better than A + 4 (1 point too, but certain): it draws blind.
    assert Intermediate().choose(obs) == DrawStock()
    assert Expert(seed=1, budget=Budget(seconds=None)).choose(obs) == DrawPile(card(4, S))


def test_expert_draws_by_a_borrowed_model_where_none_was_fitted() -> None:
    # Threshold 6 reads the Israeli table a point higher: A + 4 = 5 may call next turn.
    rules = RuleSet.preset("israeli", players=2, yaniv_threshold=6)
    hands = ((card(13, S), card(13, H), card(1, C)),
             (card(10, D), card(9, D), card(12, C), card(8, H), card(7, S)))
    state = round_from(hands, card(4, S), rules=rules)
    state.apply(Discard((card(13, S), card(13, H))))
    obs = state.observation(0)
    assert Expert(seed=1, budget=Budget(seconds=None)).ranked_draws(
        obs, ThrowRules(rules), *_know(obs)) == [card(4, S), None]


def _know(obs) -> tuple:
    from yaniv_desktop.ai.knowledge import deduce
    from yaniv_desktop.ai.tactics import value_distribution

    know = deduce(obs)
    return know, DrawStock() in obs.legal_actions, value_distribution(ThrowRules(obs.rules), know.hidden)


def test_the_hint_says_the_take_lets_you_call() -> None:
    from yaniv_desktop.ai.hints import hint

    _, obs = draw_position()
    action, why = hint(obs, 0, Budget(seconds=None))
    assert action == DrawPile(card(4, S))
    assert why == f"Take {card(4, S).pretty} from the pile — with 5 in hand you may call Yaniv next turn"
