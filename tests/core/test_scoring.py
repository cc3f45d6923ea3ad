"""Match scoring after a round (RULES.md §5 and the milestone options of §6)."""

from __future__ import annotations

import pytest

from yaniv_desktop.core.outcome import Outcome, RoundResult
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scoring import NoticeKind, milestone_drop, settle


def result(points: tuple[int, ...], caller: int = 0, outcome: Outcome = Outcome.SUCCESS) -> RoundResult:
    return RoundResult(outcome, caller, None, points, points)


@pytest.mark.parametrize(
    "milestones, cases",
    [
        ("exact_100_200", {100: 50, 200: 100, 50: 50, 150: 150, 99: 99}),
        ("halve_50_100", {50: 25, 100: 50, 150: 150, 200: 200}),
        ("minus_50", {100: 50, 150: 100, 200: 150, 50: 50, 250: 200, 120: 120}),
        ("halve_multiples_of_50", {50: 25, 100: 50, 150: 75, 200: 100, 75: 75}),
        ("none", {50: 50, 100: 100, 200: 200}),
    ],
)
def test_milestone_tables(milestones: str, cases: dict[int, int]) -> None:
    rules = RuleSet(milestones=milestones)
    for total, after in cases.items():
        assert milestone_drop(rules, total) == after, (milestones, total)


def test_milestones_apply_after_the_rounds_points() -> None:
    s = settle(RuleSet(), [90, 170, 10], [0, 0, 0], (0, 1, 2), result((10, 30, 0), caller=2))
    assert s.totals == (50, 100, 10)
    assert [(n.kind, n.player, n.before, n.after) for n in s.notices] == [
        (NoticeKind.MILESTONE, 0, 100, 50), (NoticeKind.MILESTONE, 1, 200, 100),
    ]


def test_a_player_who_scored_zero_does_not_trigger_a_milestone() -> None:
    s = settle(RuleSet(), [100, 20], [0, 0], (0, 1), result((0, 5)))
    assert s.totals == (100, 25) and not s.notices


def test_exactly_200_is_not_eliminated_but_201_is() -> None:
    s = settle(RuleSet(milestones="none"), [190, 190], [0, 0], (0, 1), result((10, 11), caller=1))
    assert s.totals == (200, 201) and s.over_limit == (1,)


@pytest.mark.parametrize("limit", [200, 100, 150])
def test_elimination_limit(limit: int) -> None:
    rules = RuleSet(elimination_limit=limit, milestones="none")
    s = settle(rules, [limit - 5, limit - 5], [0, 0], (0, 1), result((5, 6)))
    assert s.over_limit == (1,)


def test_racheli() -> None:
    s = settle(RuleSet(racheli=True), [40, 40], [0, 0], (0, 1), result((10, 0), caller=1))
    assert s.totals == (0, 40)
    assert s.notices[0].kind is NoticeKind.RACHELI
    # Racheli wins over a milestone rule that also knows 50.
    s = settle(RuleSet(racheli=True, milestones="halve_50_100"), [40, 0], [0, 0], (0, 1), result((10, 0), 1))
    assert s.totals[0] == 0
    assert settle(RuleSet(), [40, 0], [0, 0], (0, 1), result((10, 0), 1)).totals[0] == 50


def test_milestone_theft_makes_the_leader_add_30() -> None:
    rules = RuleSet(milestone_theft=True)
    s = settle(rules, [90, 30, 60, 40], [0] * 4, (0, 1, 2, 3), result((10, 0, 5, 5), caller=1))
    # Player 0 lands on 100 → 50; the leader among the others is player 1 (30).
    assert s.totals == (50, 60, 65, 45)
    theft = [n for n in s.notices if n.kind is NoticeKind.THEFT]
    assert len(theft) == 1 and theft[0].player == 1 and theft[0].by == 0
    assert settle(RuleSet(), [90, 30], [0, 0], (0, 1), result((10, 0), 1)).totals == (50, 30)


def test_milestone_theft_tie_goes_to_the_first_after_the_lander() -> None:
    rules = RuleSet(milestone_theft=True)
    s = settle(rules, [10, 90, 10], [0] * 3, (1, 2, 0), result((0, 10, 0), caller=0))
    assert s.totals == (10, 50, 40)


def test_three_zeros_bonus() -> None:
    rules = RuleSet(three_zeros_bonus=True)
    calls = [2, 0, 0]
    s = settle(rules, [50, 10, 10], calls, (0, 1, 2), result((0, 5, 5)))
    assert s.totals == (30, 15, 15) and s.bonus_calls == (3, 0, 0)
    assert s.notices[0].kind is NoticeKind.THREE_ZEROS
    # The fourth and fifth are ordinary; the sixth earns the bonus again.
    s = settle(rules, [30, 15, 15], [3, 0, 0], (0, 1, 2), result((0, 5, 5)))
    assert s.totals[0] == 30
    # A total never goes below 0.
    assert settle(rules, [5, 0, 0], [2, 0, 0], (0, 1, 2), result((0, 5, 5))).totals[0] == 0


def test_three_zeros_is_off_when_two_players_remain_and_when_the_option_is() -> None:
    rules = RuleSet(three_zeros_bonus=True)
    s = settle(rules, [50, 10, 300], [2, 0, 0], (0, 1), result((0, 5, None)))  # type: ignore[arg-type]
    assert s.totals[0] == 50 and s.bonus_calls[0] == 2
    s = settle(RuleSet(), [50, 10, 10], [2, 0, 0], (0, 1, 2), result((0, 5, 5)))
    assert s.totals[0] == 50


def test_an_assaf_is_not_a_successful_call() -> None:
    rules = RuleSet(three_zeros_bonus=True)
    r = RoundResult(Outcome.ASSAF, 0, 1, (5, 3, 9), (35, 0, 9))
    s = settle(rules, [0, 0, 0], [2, 2, 0], (0, 1, 2), r)
    assert s.bonus_calls == (2, 2, 0) and s.totals == (35, 0, 9)
