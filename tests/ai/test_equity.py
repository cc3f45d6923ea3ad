"""Heads-up match chances (ai/equity.py): the solver, the stored tables, the stakes."""

from __future__ import annotations

import random

import pytest

from yaniv_desktop.ai.equity import (
    SCALE,
    MatchEquity,
    RoundOutcome,
    Stakes,
    equity_for,
    settle_pair,
    solve,
    table_for,
)
from yaniv_desktop.ai.expert import Budget, Expert
from yaniv_desktop.core.cards import Suit, card
from yaniv_desktop.core.outcome import Outcome, RoundResult
from yaniv_desktop.core.rules import PRESETS, RuleSet
from yaniv_desktop.core.scoring import settle

from .test_players import round_from

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def test_a_race_to_the_first_loss_is_won_as_often_as_the_starter_wins_a_round() -> None:
    # Limit 20 and every lost round scores 30: the first round decides the match.
    rules = RuleSet.preset("israeli", players=2, elimination_limit=20, milestones="none")
    outcomes = [RoundOutcome(0, 30, True, 0.6), RoundOutcome(30, 0, False, 0.4)]
    equity = solve(rules, outcomes)
    assert equity.chance(0, 0, True) == pytest.approx(0.6)
    assert equity.chance(0, 0, False) == pytest.approx(0.4)
    assert equity.chance(21, 0, True) == 0.0 and equity.chance(0, 21, False) == 1.0


def test_chances_fall_with_my_total_and_rise_with_theirs() -> None:
    rules = RuleSet.preset("israeli", players=2, elimination_limit=40, milestones="none")
    outcomes = [RoundOutcome(0, 7, True, 0.3), RoundOutcome(0, 15, True, 0.2),
                RoundOutcome(5, 0, False, 0.3), RoundOutcome(12, 0, False, 0.2)]
    equity = solve(rules, outcomes)
    for starts in (True, False):
        for mine in range(0, 40, 3):
            for theirs in range(0, 40, 3):
                here = equity.chance(mine, theirs, starts)
                assert 0.0 <= here <= 1.0
                assert equity.chance(mine + 1, theirs, starts) <= here + 1e-9
                assert equity.chance(mine, theirs + 1, starts) >= here - 1e-9


def test_a_milestone_makes_landing_on_it_worth_more_than_staying_below() -> None:
    # Under exact_100_200 a total of exactly 100 drops to 50.  Rounds score 5 or 10:
    # from 95 a lost round can land, from 94 or 99 none can.
    rules = RuleSet.preset("israeli", players=2, elimination_limit=120)
    outcomes = [RoundOutcome(0, 10, True, 0.5), RoundOutcome(5, 0, False, 0.5)]
    equity = solve(rules, outcomes)
    assert equity.chance(95, 60, True) > equity.chance(94, 60, True)
    assert equity.chance(50, 60, True) > equity.chance(99, 60, True)


def test_encoding_keeps_every_chance_to_the_stored_step() -> None:
    rng = random.Random(3)
    limit = 30
    chances = [rng.random() for _ in range(2 * (limit + 1) ** 2)]
    decoded = MatchEquity.decode(limit, MatchEquity(limit, chances).encode())
    worst = max(abs(decoded.chance(m, t, s) - MatchEquity(limit, chances).chance(m, t, s))
                for s in (False, True) for m in range(limit + 1) for t in range(limit + 1))
    assert worst <= 0.5 / SCALE + 1e-12


def test_a_table_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(ValueError, match="limit 10"):
        MatchEquity(10, [0.5] * 7)


@pytest.mark.parametrize("seed", range(40))
def test_settle_pair_counts_a_round_as_the_engine_does(seed: int) -> None:
    rng = random.Random(seed)
    preset = rng.choice(list(PRESETS))
    rules = RuleSet.preset(preset, players=2, milestone_theft=rng.random() < 0.3, racheli=rng.random() < 0.3)
    totals = [rng.randrange(0, rules.elimination_limit + 1) for _ in range(2)]
    loser = rng.randrange(2)
    # Landing totals are the interesting ones: aim some rounds at them.
    points = rng.choice([rng.randrange(1, 60), 100 - totals[loser], 50 - totals[loser], 200 - totals[loser]])
    points = max(1, points)
    scored = [0, 0]
    scored[loser] = points
    result = RoundResult(Outcome.SUCCESS, 1 - loser, None, (0, 0), (scored[0], scored[1]))
    engine = settle(rules, totals, [0, 0], (0, 1), result).totals
    mine = settle_pair(rules, totals[0], totals[1], scored[0], scored[1])
    assert mine == engine


@pytest.mark.parametrize("preset, limit, ahead, behind", [("nepali", 100, 10, 80), ("dutch", 200, 50, 150), ("israeli", 200, 50, 150)])
def test_each_table_looks_like_a_match(preset: str, limit: int, ahead: int, behind: int) -> None:
    rules = RuleSet.preset(preset, players=2)
    assert table_for(rules) == preset
    equity = equity_for(rules)
    assert equity is not None and equity.limit == rules.elimination_limit == limit
    assert 0.4 < equity.even_chance(0, 0) < 0.6
    assert equity.chance(0, 0, True) > equity.chance(0, 0, False)     # the starter's edge
    assert equity.even_chance(behind, ahead) < 0.25 < 0.75 < equity.even_chance(ahead, behind)
    assert equity.even_chance(limit // 2, 60) > equity.even_chance(limit - 5, 60)


def test_the_dutch_stakes_count_the_halving() -> None:
    rules = RuleSet.preset("dutch", players=2)
    equity = equity_for(rules)
    assert equity is not None

    def lost_holding(points: int) -> float:
        result = RoundResult(Outcome.SUCCESS, 1, None, (points, 0), (points, 0))
        return Stakes.at(equity, rules, (70, 60), 0, 1).utility((70, 60), (0, 1), result)

    # On 70, losing holding 30 lands on 100, halved to 50: a gain; holding 29, a loss.
    assert lost_holding(30) > 0 > -20 > lost_holding(29)


def test_rules_with_the_same_match_rules_borrow_a_table_and_others_score_in_points() -> None:
    assert table_for(RuleSet.preset("nepali", players=2, jacks_wild=False, yaniv_threshold=5)) == "nepali"
    assert table_for(RuleSet.preset("israeli", players=2, elimination_limit=100)) == "nepali"
    assert table_for(RuleSet.preset("nepali", players=2, elimination_limit=150)) is None
    for preset in ("classic", "swedish", "family", "speedy"):      # Israeli's match rules
        assert table_for(RuleSet.preset(preset, players=2)) == "israeli"
    assert table_for(RuleSet.preset("dutch", players=2, jokers_per_deck=0)) == "dutch"


def test_stakes_count_points_early_landings_as_gains_and_going_out_as_far_worse() -> None:
    rules = RuleSet.preset("nepali", players=2)
    equity = equity_for(rules)
    assert equity is not None
    lost = RoundResult(Outcome.SUCCESS, 1, None, (9, 0), (9, 0))   # seat 0 loses holding 9

    def utility(totals: tuple[int, int]) -> float:
        return Stakes.at(equity, rules, totals, 0, 1).utility(totals, (0, 1), lost)

    assert -14 < utility((10, 10)) < -5        # in points of the position: about 9
    assert utility((91, 60)) > 0               # 100 drops to 50
    assert utility((95, 60)) < -13             # out of the match: worse than its 9 points


def test_the_expert_weighs_match_chances_heads_up_where_there_is_a_table() -> None:
    hands = ((card(13, S), card(5, H), card(9, C)), (card(1, S),))
    nepali = RuleSet.preset("nepali", players=2)
    expert = Expert(1, Budget(seconds=None))
    stakes = expert.stakes(round_from(hands, card(2, D), rules=nepali, totals=(40, 20)).observation(0))
    assert stakes is not None and stakes.me == 0 and stakes.other == 1
    untabled = RuleSet.preset("nepali", players=2, elimination_limit=150)
    assert expert.stakes(round_from(hands, card(2, D), rules=untabled, totals=(40, 20)).observation(0)) is None
    off = Expert(1, Budget(seconds=None, match_chances=False))
    assert off.stakes(round_from(hands, card(2, D), rules=nepali, totals=(40, 20)).observation(0)) is None
    three = RuleSet.preset("nepali", players=3)
    state = round_from((*hands, (card(1, H),)), card(2, D), rules=three, totals=(40, 20, 0))
    assert expert.stakes(state.observation(0)) is None
