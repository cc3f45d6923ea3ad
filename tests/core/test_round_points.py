"""A round's points as the rules count them: the three-zeros round scores −20
(RULES.md §6, docs/rules.md "Match scoring"), and a match's totals are its starting
totals plus those points (a total never going below 0)."""

from __future__ import annotations

from yaniv_desktop.core.match import Match
from yaniv_desktop.core.outcome import Outcome, RoundResult
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scoring import THREE_ZEROS_BONUS, NoticeKind, round_points, settle, with_bonus

from .helpers import call, make_match_round


def scripted(start: list[int], rounds: int = 3) -> Match:
    """Seat 0 calls at once with 3 against two hands of 20, ``rounds`` times (no
    milestones: a milestone changes a total by more than the round's points)."""
    match = Match(RuleSet(players=3, three_zeros_bonus=True, milestones="none"), "points", totals=start)
    for _ in range(rounds):
        make_match_round(match, ["AS 2H", "KD QD", "KC QC"], starter=0)
        call(match)
    return match


def test_the_third_successful_call_scores_minus_20() -> None:
    match = scripted([50, 0, 0])
    third = match.records[2]
    assert third.result.points == (0, 20, 20)  # the call's resolution alone
    assert [n.kind for n in third.notices] == [NoticeKind.THREE_ZEROS]
    assert round_points(third.result, third.notices) == (THREE_ZEROS_BONUS, 20, 20) == (-20, 20, 20)
    assert [round_points(r.result, r.notices)[0] for r in match.records] == [0, 0, -20]


def test_the_points_add_up_to_the_totals() -> None:
    match = scripted([50, 0, 0], rounds=6)
    for seat in range(3):
        scored = sum(round_points(r.result, r.notices)[seat] or 0 for r in match.records)
        assert match.starting_totals[seat] + scored == match.totals[seat]
    assert match.totals == [10, 120, 120]  # 50 − 20 − 20


def test_settle_gives_the_points_it_counted() -> None:
    rules = RuleSet(three_zeros_bonus=True)
    result = RoundResult(Outcome.SUCCESS, 0, None, (3, 5, 5), (0, 5, 5))
    s = settle(rules, [50, 10, 10], [2, 0, 0], (0, 1, 2), result)
    assert s.points == (-20, 5, 5) and s.totals == (30, 15, 15)
    assert settle(rules, [50, 10, 10], [0, 0, 0], (0, 1, 2), result).points == (0, 5, 5)
    # a total never goes below 0: the round still scores −20, the total stops at 0
    low = settle(rules, [5, 0, 0], [2, 0, 0], (0, 1, 2), result)
    assert low.points[0] == -20 and low.totals[0] == 0


def test_the_bonus_is_set_not_added() -> None:
    """Points already counted with the bonus (a newer record) stay −20."""
    assert with_bonus((0, 5, None), [0]) == (-20, 5, None)
    assert with_bonus((-20, 5, None), [0]) == (-20, 5, None)
    assert with_bonus((0, 5, None), [2]) == (0, 5, None)  # a seat not in the round keeps None
