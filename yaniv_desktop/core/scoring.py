"""Match scoring after a round: totals, three zeros, milestones, Racheli, theft.

A round's points as the rules count them are :attr:`Settlement.points` (or
:func:`round_points` for a recorded round): ``RoundResult.points`` is the call's
resolution alone, so the caller's 0 there is the −20 of a three-zeros round here.

Decisions where RULES.md is silent (also in docs/rules.md):
* A total never goes below 0 (the three-zeros bonus of −20 cannot make it negative).
* Milestones, Racheli and theft fire only for a player whose round points were
  positive: landing on a milestone is done by scoring, not by a bonus.
* Milestone theft hits one player: the lowest total among the other players still
  in the match after milestones are applied, ties going to the first of them in play
  order after the player who landed.  The 30 it adds triggers no milestone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from . import messages
from .outcome import Outcome, RoundResult
from .rules import Milestones, RuleSet

THREE_ZEROS_BONUS = -20
THEFT_POINTS = 30


class NoticeKind(StrEnum):
    THREE_ZEROS = "three_zeros"
    MILESTONE = "milestone"
    RACHELI = "racheli"
    THEFT = "theft"
    ELIMINATED = "eliminated"


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the reveal screen announces, with the numbers it needs."""

    kind: NoticeKind
    player: int
    before: int
    after: int
    by: int | None = None  # the player whose milestone caused a theft

    @property
    def template(self) -> str:
        """The sentence, as a :mod:`.messages` template the window can translate."""
        return {
            NoticeKind.THREE_ZEROS: messages.NOTICE_THREE_ZEROS,
            NoticeKind.MILESTONE: messages.NOTICE_MILESTONE,
            NoticeKind.RACHELI: messages.NOTICE_RACHELI,
            NoticeKind.THEFT: messages.NOTICE_THEFT,
            NoticeKind.ELIMINATED: messages.NOTICE_ELIMINATED,
        }[self.kind]

    def fields(self, names: Sequence[str] | None = None) -> dict[str, object]:
        def name(p: int) -> str:
            return names[p] if names else f"player {p}"

        return {"who": name(self.player), "before": self.before, "after": self.after,
                "by": name(self.by or 0), "points": THEFT_POINTS, "bonus": THREE_ZEROS_BONUS}

    def text(self, names: Sequence[str] | None = None) -> str:
        return self.template.format(**self.fields(names))


@dataclass(frozen=True, slots=True)
class Settlement:
    points: tuple[int | None, ...]  # the round's points as the rules count them (−20 for three zeros)
    totals: tuple[int, ...]
    bonus_calls: tuple[int, ...]  # successful calls at tables of 3+, for three zeros
    notices: tuple[Notice, ...]
    over_limit: tuple[int, ...]  # seats of the round whose total is now over the limit


def with_bonus(points: Sequence[int | None], bonus_seats: Iterable[int]) -> tuple[int | None, ...]:
    """``points`` with the three-zeros bonus as the round's score of each seat in ``bonus_seats``.

    Setting (not adding) the bonus keeps this right for points already counted with it."""
    scored = list(points)
    for seat in bonus_seats:
        if 0 <= seat < len(scored) and scored[seat] is not None:
            scored[seat] = THREE_ZEROS_BONUS
    return tuple(scored)


def round_points(result: RoundResult, notices: Iterable[Notice]) -> tuple[int | None, ...]:
    """A recorded round's points as the rules count them, from its result and notices."""
    return with_bonus(result.points, (n.player for n in notices if n.kind is NoticeKind.THREE_ZEROS))


def milestone_drop(rules: RuleSet, total: int) -> int:
    """The total after this rule's milestone (unchanged when it is not one)."""
    if rules.racheli and total == 50:
        return 0
    m = rules.milestones
    if m is Milestones.EXACT_100_200:
        return {100: 50, 200: 100}.get(total, total)
    if m is Milestones.HALVE_50_100:
        return {50: 25, 100: 50}.get(total, total)
    if m is Milestones.MINUS_50:
        return total - 50 if total >= 100 and total % 50 == 0 else total
    if m is Milestones.HALVE_MULTIPLES_OF_50:
        return total // 2 if total >= 50 and total % 50 == 0 else total
    return total


def settle(
    rules: RuleSet, totals: Sequence[int], bonus_calls: Sequence[int],
    order: Sequence[int], result: RoundResult,
) -> Settlement:
    """Add a round's points to the totals.  ``order`` is the round's seats in play order."""
    points = list(result.points)
    new = list(totals)
    calls = list(bonus_calls)
    notices: list[Notice] = []
    caller = result.caller
    if result.outcome in (Outcome.SUCCESS, Outcome.SLAP_ZERO) and len(order) > 2:
        calls[caller] += 1
        if rules.three_zeros_bonus and calls[caller] % 3 == 0:
            points = list(with_bonus(points, (caller,)))
    for p in order:
        before = new[p]
        new[p] = max(0, before + (points[p] or 0))
        if points[p] is not None and points[p] < 0:
            notices.append(Notice(NoticeKind.THREE_ZEROS, p, before, new[p]))
    landed: list[int] = []
    for p in order:
        if (points[p] or 0) <= 0:
            continue
        dropped = milestone_drop(rules, new[p])
        if dropped != new[p]:
            kind = NoticeKind.RACHELI if rules.racheli and new[p] == 50 else NoticeKind.MILESTONE
            notices.append(Notice(kind, p, new[p], dropped))
            new[p] = dropped
            landed.append(p)
    if rules.milestone_theft:
        for p in landed:
            i = order.index(p)
            others = [*order[i + 1:], *order[:i]]
            if not others:
                continue
            leader = min(others, key=lambda q: (new[q], others.index(q)))
            before = new[leader]
            new[leader] += THEFT_POINTS
            notices.append(Notice(NoticeKind.THEFT, leader, before, new[leader], by=p))
    over = tuple(p for p in order if new[p] > rules.elimination_limit)
    return Settlement(tuple(points), tuple(new), tuple(calls), tuple(notices), over)
