"""How a round ends: a call resolved against every hand (RULES.md §4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from .rules import AssafScoring, RuleSet


class Outcome(StrEnum):
    SUCCESS = "success"        # the caller was strictly lowest (or Assaf is off)
    ASSAF = "assaf"            # someone held the same or less
    FALSE_CALL = "false_call"  # called above the threshold under false_call_penalty
    SLAP_ZERO = "slap_zero"    # the drawn card brought the hand to 0


@dataclass(frozen=True, slots=True)
class RoundResult:
    outcome: Outcome
    caller: int
    assaf_by: int | None
    hand_values: tuple[int | None, ...]  # per seat; None for a seat not in the round
    points: tuple[int | None, ...]       # round points per seat, before milestones

    @property
    def round_winner(self) -> int | None:
        """Who won the round (and so starts the next under ``round_starter`` winner)."""
        if self.outcome is Outcome.ASSAF:
            return self.assaf_by
        if self.outcome is Outcome.FALSE_CALL:
            return None
        return self.caller


def resolve_call(
    rules: RuleSet, caller: int, order: Sequence[int], values: Sequence[int | None],
    *, slap_zero: bool = False,
) -> RoundResult:
    """Score a call.  ``order`` lists the round's seats in play order from the caller."""
    seats = len(values)
    points: list[int | None] = [None] * seats
    mine = values[caller]
    assert mine is not None
    others = [p for p in order if p != caller]
    if slap_zero or (mine <= rules.yaniv_threshold or rules.false_call_penalty is None):
        contenders = [p for p in others if values[p] <= mine] if rules.assaf and not slap_zero else []  # type: ignore[operator]
        if not contenders:
            for p in others:
                points[p] = values[p]
            points[caller] = 0
            kind = Outcome.SLAP_ZERO if slap_zero else Outcome.SUCCESS
            return RoundResult(kind, caller, None, tuple(values), tuple(points))
        best = min(values[p] for p in contenders)  # type: ignore[type-var]
        winner = next(p for p in contenders if values[p] == best)
        for p in others:
            points[p] = values[p]
            if rules.assaf_scoring is AssafScoring.ASSAFER_ZERO and values[p] == best:
                points[p] = 0
        points[caller] = mine + rules.assaf_penalty
        return RoundResult(Outcome.ASSAF, caller, winner, tuple(values), tuple(points))
    # A false call: the caller pays the penalty, everyone else scores 0.
    for p in others:
        points[p] = 0
    points[caller] = rules.false_call_penalty
    return RoundResult(Outcome.FALSE_CALL, caller, None, tuple(values), tuple(points))
