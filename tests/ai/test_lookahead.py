"""The expert's short lookahead over close throws: what it scores, which throws it
compares, and that it really moves the expert off the tactics' throw."""

from __future__ import annotations

from yaniv_desktop.ai import Budget, Expert
from yaniv_desktop.ai.afterstate import AfterstateValue, weights_for
from yaniv_desktop.ai.intermediate import Intermediate
from yaniv_desktop.ai.lookahead import lookahead
from yaniv_desktop.ai.rollout import Deadline, RolloutPolicy
from yaniv_desktop.core.actions import Discard, DrawPile
from yaniv_desktop.core.cards import Suit, card
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.rules import RuleSet

from .helpers import positions
from .test_milestones import aiming_position
from .test_players import round_from

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
RULES = RuleSet.preset("israeli", players=2)


def model(rules: RuleSet = RULES) -> tuple[RolloutPolicy, AfterstateValue]:
    tr = ThrowRules(rules)
    return RolloutPolicy(tr), AfterstateValue(tr, weights_for(rules, 2))


def test_a_round_that_ends_in_the_lookahead_is_scored_by_its_result() -> None:
    # Seat 0 throws K♠ and takes the 2♦; seat 1 calls with its ace (seat 0's hand
    # holds a face-up 2, so the call is safe) and seat 0 loses A♥ + 2♦.
    state = round_from(((card(13, S), card(1, H)), (card(1, S),)), card(2, D))
    policy, after = model()
    plan = (Discard((card(13, S),)), DrawPile(card(2, D)))
    assert lookahead(state, plan, (0, 0), 0, policy, after, cycles=2) == -3.0
    assert len(state.hands[0]) == 2   # the world itself is left as it was


def test_a_round_still_on_is_scored_by_the_afterstate_of_the_hand_kept() -> None:
    hands = ((card(13, S), card(12, H), card(9, C), card(8, D), card(6, S)),
             (card(13, H), card(11, D), card(10, C), card(7, H), card(5, C)))
    state = round_from(hands, card(4, D))
    policy, after = model()
    plan = (Discard((card(13, S),)), DrawPile(card(4, D)))
    kept = [card(12, H), card(9, C), card(8, D), card(6, S), card(4, D)]
    # No cycle: the hand right after the plan, against five hidden cards.
    assert lookahead(state, plan, (0, 0), 0, policy, after, cycles=0) == after.value(kept, 5, 0, (card(13, S),))
    # Two cycles later seat 0 has thrown twice more: a smaller hand is scored.
    later = lookahead(state, plan, (0, 0), 0, policy, after, cycles=2)
    assert later is not None and later != after.value(kept, 5, 0, (card(13, S),))


def test_the_lookahead_stops_when_the_deadline_has_passed() -> None:
    state = aiming_position(0)
    policy, after = model()
    late = Deadline(at=-1.0, clock=lambda: 0.0)
    assert lookahead(state, (Discard((card(13, S),)), DrawPile(card(2, D))), (0, 0), 0, policy, after, 2, late) is None


def test_close_throws_are_the_tactics_first_and_those_near_it() -> None:
    obs = aiming_position(0).observation(0)       # K♠ 5♥ 9♣, 2♦ face up
    throws = Expert(1, Budget(seconds=None, refine_margin=1e9)).candidates(obs).throws
    assert [plan[0] for plan in throws][:1] == [Discard((card(13, S),))]
    assert len(throws) == 3 and all(len(plan) == 2 for plan in throws)   # each with its draw
    assert Expert(1, Budget(seconds=None, refine_margin=0.0)).candidates(obs).throws == []   # only one is close
    assert Expert(1, Budget(seconds=None, refine_throws=1)).candidates(obs).throws == []
    # A milestone in reach (83 + 17 = 100): the aims decide, not the lookahead.
    assert Expert(1, Budget(seconds=None, refine_margin=1e9)).candidates(aiming_position(83).observation(0)).throws == []
    four = RuleSet.preset("israeli", players=4)
    hands = ((card(13, S), card(5, H), card(9, C)), (card(1, S),), (card(2, S),), (card(3, S),))
    obs4 = round_from(hands, card(2, D), rules=four).observation(0)
    assert Expert(1, Budget(seconds=None, refine_margin=1e9)).candidates(obs4).throws == []   # heads-up only
    assert len(Expert(1, Budget(seconds=None, refine_margin=1e9, refine_seats=4)).candidates(obs4).throws) == 3


def test_the_lookahead_moves_the_expert_off_the_tactics_throw() -> None:
    """Over the turns of a few seeded rounds, the expert sometimes throws another of
    the close throws than the tactics' first, and always one the lookahead compared
    (unless it calls)."""
    budget = Budget(seconds=None, playouts=120, max_worlds=12, min_worlds=4, refine_worlds=12, reading_steps=0)
    searched = moved = 0
    for state, _ in positions(RULES, seed=5, rounds=6, policy=lambda s: Intermediate().choose(s.observation(s.current))):
        if state.phase is not Phase.TURN:
            continue
        obs = state.observation(state.current)
        thought = Expert(1, budget).think(obs)
        if not thought.throws or not isinstance(thought.action, Discard):   # a call won the full search
            continue
        searched += 1
        assert thought.action == thought.throws[0].plan[0]
        compared = Expert(1, budget).candidates(obs).throws
        assert {v.plan for v in thought.throws} == set(compared)
        moved += thought.action != compared[0][0]
    assert searched >= 10
    assert 0 < moved < searched
