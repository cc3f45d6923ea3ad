"""Each level plays only legal moves under every rule, and behaves as its level says."""

from __future__ import annotations

import pytest

from yaniv_desktop.ai import Budget, Expert, hint, make_player
from yaniv_desktop.ai.beginner import Beginner
from yaniv_desktop.ai.intermediate import Intermediate
from yaniv_desktop.ai.player import LONG_ROUND
from yaniv_desktop.core.actions import CallYaniv, Discard, DrawPile, DrawStock
from yaniv_desktop.core.cards import Suit, card, joker, table_cards
from yaniv_desktop.core.events import EventKind
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.round import Deal, RoundSetup, RoundState
from yaniv_desktop.core.rules import PRESETS, RuleSet

QUICK = Budget(playouts=40, max_worlds=6, min_worlds=2, seconds=None)
OPTIONS = {"slap_down": True, "slap_zero": True, "last_turn_after_call": True, "three_zeros_bonus": True}


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("level", ["beginner", "intermediate", "expert"])
def test_every_level_plays_legally_under_every_preset(preset: str, level: str) -> None:
    rules = RuleSet.preset(preset, players=3, elimination_limit=40, **(OPTIONS if level != "beginner" else {}))
    players = [make_player(level, s, QUICK) for s in range(3)]
    match = Match(rules, seed=f"{preset}/{level}")
    decisions = 0
    while not match.is_over and match.round_number < 6:
        state = match.start_round()
        while not state.is_over:
            obs = state.observation(state.current)
            action = players[state.current].choose(obs)
            assert action in state.legal_actions()
            match.apply(action)
            decisions += 1
    assert decisions > 20


def round_from(hands: tuple[tuple, ...], face_up, stock_top: tuple = (), *, starter: int = 0,
               rules: RuleSet | None = None, totals: tuple[int, ...] = ()) -> RoundState:
    """A round with these hands and face-up card; the rest of the cards make the stock."""
    rules = rules or RuleSet.preset("israeli", players=len(hands))
    used = {c for h in hands for c in h} | {face_up} | set(stock_top)
    rest = [c for c in table_cards(rules.deck_count, rules.jokers_per_deck) if c not in used]
    setup = RoundSetup(seats=len(hands), active=tuple(range(len(hands))), starter=starter, seed="t",
                       totals=totals or (0,) * len(hands))
    return RoundState(rules, setup, Deal(hands, (face_up,), (*stock_top, *rest)))


S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def test_beginner_calls_as_soon_as_it_may_and_throws_its_highest() -> None:
    state = round_from(((card(2, S), card(3, H)), (card(13, S), card(9, D))), card(5, C))
    assert Beginner().choose(state.observation(0)) == CallYaniv()
    state = round_from(((card(13, S), card(4, H), card(9, C)), (card(2, S), card(9, D))), card(5, C))
    assert Beginner().choose(state.observation(0)) == Discard((card(13, S),))


def test_intermediate_keeps_a_pair_and_takes_a_joker() -> None:
    hand = (card(9, S), card(9, H), card(10, C), card(2, D), card(3, S))
    state = round_from((hand, (card(13, S), card(12, D), card(5, H), card(6, H), card(7, D))), joker())
    action = Intermediate().choose(state.observation(0))
    assert action == Discard((card(9, S), card(9, H))) or action == Discard((card(9, H), card(9, S)))
    state.apply(action)
    assert Intermediate().choose(state.observation(0)) == DrawPile(joker())


def victor_position(my_total: int) -> RoundState:
    """Seat 0 ends up with 4♣ + a joker (4); seat 1 with A♣ 2♦, both taken face up (3)."""
    state = round_from(((card(4, C), card(2, D)), (card(9, H), card(10, H))), card(1, C),
                       (joker(),), starter=1, totals=(my_total, 0))
    for action in (
        Discard((card(10, H),)), DrawPile(card(1, C)),  # seat 1 takes the ace
        Discard((card(2, D),)), DrawStock(),            # seat 0 draws the joker
        Discard((card(9, H),)), DrawPile(card(2, D)),   # seat 1 takes the 2
    ):
        state.apply(action)
    assert state.current == 0 and state.phase is Phase.TURN
    assert state.hand_value(0) == 4 and state.hand_value(1) == 3
    return state


def test_expert_makes_the_deliberate_lost_call_only_on_the_milestone() -> None:
    budget = Budget(playouts=200, max_worlds=20, min_worlds=5, seconds=None)
    # An Assaf is certain: the opponent's whole hand was taken face up.
    at_zero = victor_position(0).observation(0)
    assert Expert(1, budget).choose(at_zero) != CallYaniv()
    at_166 = victor_position(166).observation(0)  # 166 + 4 + 30 = 200 → 100
    assert Expert(1, budget).choose(at_166) == CallYaniv()
    action, why = hint(at_166, 1, budget)
    assert action == CallYaniv() and "200 → 100" in why


def test_the_call_prior_sets_how_much_a_call_must_gain() -> None:
    """A certain Assaf costs 34 points: the default declines it (above); a call prior
    of -100 (a call may lose up to 100 points to the tactics' turn) makes it."""
    budget = Budget(playouts=200, max_worlds=20, min_worlds=5, seconds=None, call_prior=-100)
    assert Expert(1, budget).choose(victor_position(0).observation(0)) == CallYaniv()


def test_expert_avoids_elimination() -> None:
    """At 190 a certain Assaf (4 + 30) would put it over 200: it must not call."""
    budget = Budget(playouts=200, max_worlds=20, min_worlds=5, seconds=None)
    assert Expert(1, budget).choose(victor_position(190).observation(0)) != CallYaniv()


def test_hints_are_short_sentences_about_the_move() -> None:
    hand = (card(13, S), card(12, S), card(3, D), card(4, D), card(9, C))
    state = round_from((hand, (card(1, S), card(12, D), card(5, H), card(6, H), card(7, D))), card(8, C))
    action, why = hint(state.observation(0), 0, QUICK)
    assert isinstance(action, Discard)
    assert why.startswith("Throw ") and "points out" in why
    assert all(c.pretty in why for c in action.cards)
    state.apply(action)
    action, why = hint(state.observation(0), 0, QUICK)
    assert why.startswith(("Take ", "Draw from the stock"))
    assert len(why) < 120


def test_a_take_back_cycle_cannot_stall_a_round() -> None:
    """Two one-card hands over the threshold hand each other the same face-up cards;
    once the round runs too long, the players draw fresh cards and someone calls."""
    state = round_from(((card(10, S),), (card(11, D),)), card(8, D))
    players = [Intermediate(0), Intermediate(1)]
    for _ in range(40):  # before the long-round rule the cycle is real: no fresh card comes in
        state.apply(players[state.current].choose(state.observation(state.current)))
    assert not any(e.kind is EventKind.DRAW_STOCK for e in state.events)
    assert not state.is_over
    while not state.is_over:
        assert state.turn < LONG_ROUND + 100
        state.apply(players[state.current].choose(state.observation(state.current)))
    assert state.result is not None
