"""Aiming for a milestone: which hands land, which turns keep one, and that the
expert takes such a turn when the opponent is about to call."""

from __future__ import annotations

import pytest

from yaniv_desktop.ai import Budget, Expert, hint
from yaniv_desktop.ai.milestones import (
    aim_values,
    assaf_landing_values,
    best_aim,
    best_draw_aim,
    draw_aims,
    landing_gain,
    landing_values,
)
from yaniv_desktop.ai.rollout import RolloutPolicy, Seeker
from yaniv_desktop.core.actions import CallYaniv, Discard, DrawPile
from yaniv_desktop.core.cards import Suit, card, joker
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.rules import Milestones, RuleSet

from .test_players import round_from

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
RULES = RuleSet.preset("israeli", players=2)


@pytest.mark.parametrize(("milestones", "total", "expected"), [
    (Milestones.EXACT_100_200, 85, {15}),
    (Milestones.EXACT_100_200, 190, {10}),          # 200 → 100, also the way out of elimination
    (Milestones.EXACT_100_200, 40, set()),          # 100 → 50 leaves more than 40
    (Milestones.HALVE_50_100, 30, {20}),             # 50 → 25
    (Milestones.MINUS_50, 140, {10}),                # 150 → 100; 200 → 150 is worse than winning
    (Milestones.HALVE_MULTIPLES_OF_50, 120, {30, 80}),  # 150 → 75, 200 → 100
    (Milestones.NONE, 95, set()),
])
def test_landing_values_are_the_losses_that_beat_winning(milestones: Milestones, total: int, expected: set) -> None:
    rules = RuleSet.preset("israeli", players=2).with_options(milestones=milestones)
    assert landing_values(rules, total) == expected


def test_an_assaf_that_lands_is_a_call_worth_making() -> None:
    assert assaf_landing_values(RULES, 166) == {4}           # 4 + 30 → 200 → 100
    assert assaf_landing_values(RULES, 66) == {4}            # 4 + 30 → 100 → 50
    assert assaf_landing_values(RULES, 60) == set()          # it would take a hand of 10
    assert assaf_landing_values(RULES.with_options(assaf=False), 166) == set()
    assert assaf_landing_values(RULES.with_options(assaf_penalty=25), 166) == set()  # 9 is over the threshold
    assert assaf_landing_values(RULES.with_options(assaf_penalty=25), 170) == {5}
    assert aim_values(RULES, 166) == {4, 34}                 # called and Assafed, or lost holding 34


def test_draw_aims_count_a_face_up_card_as_sure_and_the_stock_by_its_odds() -> None:
    tr = ThrowRules(RULES)
    rest = [card(13, S), card(4, H)]                       # 14
    unknown = [0.0] * 11
    unknown[1], unknown[5] = 0.25, 0.75
    aims = draw_aims(tr, rest, (card(1, D), card(3, C)), True, unknown, frozenset({15}))
    assert [(a.take, a.chance) for a in aims] == [(card(1, D), 1.0), (None, 0.25)]
    assert draw_aims(tr, rest, (), True, unknown, frozenset({19}))[0].chance == 0.75
    assert draw_aims(tr, rest, (card(3, C),), False, unknown, frozenset({15})) == []
    assert best_draw_aim(tr, rest, (card(1, D), card(3, C)), True, unknown, frozenset({15})).take == card(1, D)
    assert best_draw_aim(tr, rest, (), True, unknown, frozenset({15})).chance == 0.25
    assert best_draw_aim(tr, rest, (), True, unknown, frozenset({15}), min_chance=0.3) is None  # not sure enough


def test_best_aim_finds_the_throw_and_take_that_land() -> None:
    tr = ThrowRules(RULES)
    hand = [card(13, S), card(5, H), card(9, C)]
    discards = tr.discards(hand)
    aim = best_aim(tr, hand, discards, (card(2, D),), True, [1 / 11] * 11, frozenset({17}))
    assert aim is not None and aim.discard == (card(9, C),) and aim.take == card(2, D) and aim.chance == 1.0
    assert best_aim(tr, hand, discards, (card(2, D),), True, [1 / 11] * 11, frozenset()) is None
    # Below the least chance worth a throw, no aim.
    assert best_aim(tr, hand, discards, (), True, [1 / 11] * 11, frozenset({17}), min_chance=0.5) is None


def aiming_position(my_total: int):
    """Seat 0 holds K♠ 5♥ 9♣ (24) against one hidden card; the face-up card is 2♦.

    The tactics throw the king and take the 2 (16).  Throwing the 9 and taking the 2
    leaves 17, which lands 83 on 100 if seat 1 calls, as it will with one low card.
    """
    return round_from(((card(13, S), card(5, H), card(9, C)), (card(1, S),)), card(2, D),
                      totals=(my_total, 0))


@pytest.mark.parametrize("sure_aim", [30, 0])  # played outright, or found by the search
def test_expert_keeps_a_hand_that_lands_on_100_when_the_opponent_is_about_to_call(sure_aim: int) -> None:
    budget = Budget(playouts=200, max_worlds=24, min_worlds=8, seconds=None, sure_aim=sure_aim)
    assert Expert(1, budget).choose(aiming_position(0).observation(0)) == Discard((card(13, S),))
    state = aiming_position(83)
    aimed = Expert(1, budget).choose(state.observation(0))
    assert aimed == Discard((card(9, C),))
    state.apply(aimed)
    assert state.phase is Phase.DRAW
    assert Expert(1, budget).choose(state.observation(0)) == DrawPile(card(2, D))


def test_only_a_heads_up_aim_for_few_points_skips_the_search() -> None:
    expert = Expert(1, Budget(seconds=None))
    plans, sure, _ = expert.candidates(aiming_position(83).observation(0))   # holds 17
    assert sure == (Discard((card(9, C),)), DrawPile(card(2, D))) and sure in plans
    plans, sure, _ = Expert(1, Budget(seconds=None, sure_aim=16)).candidates(aiming_position(83).observation(0))
    assert sure is None and (Discard((card(9, C),)), DrawPile(card(2, D))) in plans
    # At a bigger table every aim is searched.
    three = round_from(((card(13, S), card(5, H), card(9, C)), (card(1, S),), (card(1, H),)), card(2, D),
                       totals=(83, 0, 0))
    plans, sure, _ = expert.candidates(three.observation(0))
    assert sure is None and (Discard((card(9, C),)), DrawPile(card(2, D))) in plans


def test_the_largest_aim_played_outright_scales_with_the_elimination_limit() -> None:
    # Holding 17 lands 83 on 100.  With sure_aim 30 (for a limit of 200) it is played
    # outright under a limit of 200, and searched under a limit of 100 (up to 15).
    aim = (Discard((card(9, C),)), DrawPile(card(2, D)))
    for limit, outright in ((200, True), (100, False)):
        rules = RuleSet.preset("israeli", players=2, elimination_limit=limit)
        state = round_from(((card(13, S), card(5, H), card(9, C)), (card(1, S),)), card(2, D),
                           rules=rules, totals=(83, 0))
        plans, sure, _ = Expert(1, Budget(seconds=None, sure_aim=30)).candidates(state.observation(0))
        assert (sure == aim) is outright and aim in plans


@pytest.mark.parametrize("preset", ["dutch", "israeli", "classic", "swedish", "family", "speedy"])
def test_with_match_chances_a_large_aim_is_searched_not_played_outright(preset: str) -> None:
    # On 70 holding K♠ Q♥ 8♣ 9♦: throwing the 9 and taking the 2 leaves 30, which lands
    # on 100 (halved to 50) if the round is lost.  Judged in points it is played
    # outright (30 ≤ sure_aim 40); with the preset's match chances (at most 20) the
    # search weighs it against the tactics' king.
    rules = RuleSet.preset(preset, players=2)
    state = round_from(((card(13, S), card(12, H), card(8, C), card(9, D)), (card(1, S),)), card(2, D),
                       rules=rules, totals=(70, 0))
    aim = (Discard((card(9, D),)), DrawPile(card(2, D)))
    for match_chances, outright in ((False, True), (True, False)):
        plans, sure, _ = Expert(1, Budget(seconds=None, match_chances=match_chances)).candidates(state.observation(0))
        assert (sure == aim) is outright and aim in plans


def test_the_hint_says_why_it_holds_on_to_points() -> None:
    budget = Budget(playouts=200, max_worlds=24, min_worlds=8, seconds=None)
    state = aiming_position(83)
    action, why = hint(state.observation(0), 1, budget)
    assert action == Discard((card(9, C),))
    assert why == "Throw 9♣ and take 2♦: holding 17, losing this round lands you on 100 → 50"
    state.apply(action)
    action, why = hint(state.observation(0), 1, budget)
    assert action == DrawPile(card(2, D)) and why.startswith("Take 2♦: holding 17")
    # Away from a milestone the hint is the ordinary one.
    action, why = hint(aiming_position(0).observation(0), 1, budget)
    assert why.startswith("Throw K♠ — 10 points out")


def test_the_seeker_plays_the_aim_and_leaves_calls_to_the_policy() -> None:
    state = aiming_position(83)
    policy = RolloutPolicy(state.throw_rules)
    seeker = Seeker(policy, 0, RULES, 83)
    assert seeker.act(state) == Discard((card(9, C),))
    state.apply(Discard((card(9, C),)))
    assert seeker.act(state) == DrawPile(card(2, D))
    assert Seeker(policy, 0, RULES, 0).act(aiming_position(83)) is None   # nothing to aim for on 0
    callable_hand = round_from(((card(1, C), card(2, H)), (joker(),)), card(9, D), totals=(97, 0))
    assert Seeker(policy, 0, RULES, 97).act(callable_hand) is None
    victor = round_from(((card(1, C), card(3, H)), (joker(),)), card(9, D), totals=(166, 0))
    assert Seeker(policy, 0, RULES, 166).act(victor) == CallYaniv()


@pytest.mark.parametrize(("hand", "total", "searched"), [
    ((card(13, S), card(9, H)), 0, False),                 # 19, under the penalty of 30: never worth it
    ((card(13, S), card(12, H), card(11, C), card(9, D)), 0, True),   # 39: the penalty may cost less
    ((card(13, S), card(9, H)), 70, True),                  # 70 + 30 lands on 100 → 50
    ((card(2, S), card(3, H)), 0, True),                    # a true call
])
def test_a_false_call_is_weighed_only_when_it_can_pay(hand: tuple, total: int, searched: bool) -> None:
    rules = RuleSet.preset("swedish", players=2)
    state = round_from((hand, (card(1, S), card(4, D))), card(6, C), rules=rules, totals=(total, 0))
    obs = state.observation(0)
    assert CallYaniv() in obs.legal_actions
    plans, _, _ = Expert(1, Budget(seconds=None)).candidates(obs)
    assert ((CallYaniv(),) in plans) is searched


def test_an_aim_that_gains_little_is_searched_not_played_outright() -> None:
    """Dutch halving: on 30, a hand of 17 lands on 47, no milestone; on 33, 17 lands on
    50 -> 25, a gain of 8 (searched); on 83, 17 lands on 100 -> 50, a gain of 33 (sure)."""
    dutch = RuleSet.preset("dutch", players=2)
    hands = ((card(13, S), card(5, H), card(9, C)), (card(1, S),))
    aim = (Discard((card(9, C),)), DrawPile(card(2, D)))
    expert = Expert(1, Budget(seconds=None))
    plans, sure, _ = expert.candidates(round_from(hands, card(2, D), rules=dutch, totals=(83, 0)).observation(0))
    assert sure == aim
    plans, sure, _ = expert.candidates(round_from(hands, card(2, D), rules=dutch, totals=(33, 0)).observation(0))
    assert sure is None and aim in plans
    plans, sure, _ = Expert(1, Budget(seconds=None, sure_gain=5)).candidates(
        round_from(hands, card(2, D), rules=dutch, totals=(33, 0)).observation(0))
    assert sure == aim


@pytest.mark.parametrize(("milestones", "total", "hand", "gain"), [
    (Milestones.EXACT_100_200, 83, 17, 33),
    (Milestones.HALVE_50_100, 33, 17, 8),
    (Milestones.HALVE_50_100, 30, 17, -17),     # 47 is no milestone: the hand adds its points
    (Milestones.EXACT_100_200, 166, 4, 66),     # called and Assafed: 166 + 4 + 30 = 200 -> 100
])
def test_landing_gain(milestones: Milestones, total: int, hand: int, gain: int) -> None:
    assert landing_gain(RuleSet.preset("israeli", milestones=milestones.value), total, hand) == gain


def test_throws_past_the_first_are_searched_only_when_close() -> None:
    """``Budget.throw_margin``: with three throws searched, only those the tactics
    score within the margin of their first become plans."""
    obs = aiming_position(0).observation(0)       # K♠ 5♥ 9♣, 2♦ face up

    def throws(budget: Budget) -> set:
        return {plan[0] for plan in Expert(1, budget).candidates(obs)[0]}

    wide = throws(Budget(seconds=None, throws=3))
    assert len(wide) == 3
    assert throws(Budget(seconds=None, throws=3, throw_margin=0.0)) == {Discard((card(13, S),))}
    assert throws(Budget(seconds=None, throws=3, throw_margin=1e9)) == wide
