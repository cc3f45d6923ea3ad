"""What a round's end is worth to one player, in match terms.

Points are judged after milestones, so landing on 100 or 200 (the deliberate lost
call at 166 holding 4) counts as the drop it is; going over the elimination limit
costs a large fixed amount, knocking an opponent out gains some of it back.
Heads-up, where the rules have a table of match chances (:mod:`.equity`), a round's
end is judged by the chance of winning the match it leaves instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.outcome import RoundResult
from ..core.round import RoundState
from ..core.rules import MatchEnd, RuleSet
from ..core.scoring import settle

if TYPE_CHECKING:
    from .equity import Stakes

ELIMINATION = 100.0  # points-equivalent of being knocked out of the match


def result_utility(
    rules: RuleSet, totals: Sequence[int], order: Sequence[int], result: RoundResult, me: int,
) -> float:
    """Opponents' mean gain minus mine, after milestones; eliminations weigh heavily."""
    s = settle(rules, totals, [0] * len(totals), order, result)
    others = [p for p in order if p != me]
    gain = [s.totals[p] - totals[p] for p in range(len(totals))]
    u = sum(gain[p] for p in others) / len(others) - gain[me]
    if rules.match_end is MatchEnd.FIRST_OVER_LIMIT:
        if s.over_limit:
            low = min(s.totals[p] for p in order)
            mine_lowest = s.totals[me] == low and sum(1 for p in order if s.totals[p] == low) == 1
            u += ELIMINATION if mine_lowest else -ELIMINATION
        return u
    for p in s.over_limit:
        u += -ELIMINATION if p == me else ELIMINATION / len(others)
    return u


def state_utility(state: RoundState, totals: Sequence[int], me: int, stakes: Stakes | None = None) -> float:
    """The utility of a played-out world; a world cut off is scored on hand values.
    With ``stakes`` (heads-up), a round's end counts by the match chance it leaves."""
    order = state.play_order()
    if state.result is not None:
        if stakes is not None and len(order) == 2:
            return stakes.utility(totals, order, state.result)
        return result_utility(state.rules, totals, order, state.result, me)
    values = state.hand_values()
    others = [p for p in order if p != me]
    return sum(values[p] or 0 for p in others) / len(others) - (values[me] or 0)
