"""What a heads-up match position is worth: the chance of winning the match.

The expert's playouts used to score a round's end in points after milestones, the
same point on 0 as on 190.  A match is won by staying under the limit, so a point
weighs more near it, and a lead of 100 is worth less than its points say when the
match is nearly won.  This module holds, per rule set, the chance that a player on
``mine`` beats one on ``theirs`` (:class:`MatchEquity`), solved by value iteration
over the totals from the distribution of one round's points between its starter and
the other player (intermediate self-play; ``tools/ai_equity.py`` writes
:mod:`.equity_tables`).  :class:`Stakes` turns a round's result into the change of
that chance, in points of the position the decision is taken in, so the search's
margins keep their meaning.

Only heads-up (two players left in the match), where the match is won by the other
going over.  The tables depend on the match rules (milestones, limit, who starts,
the Racheli and theft options); a rule set with no table of its own match rules
keeps scoring in points (:func:`equity_for`).
"""

from __future__ import annotations

import base64
import zlib
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from ..core.outcome import RoundResult
from ..core.rules import RoundStarter, RuleSet
from ..core.scoring import THEFT_POINTS, milestone_drop
from .afterstate import distance
from .equity_tables import TABLES

SCALE = 4095          # stored chances are whole multiples of 1 / SCALE
POINTS_STEP = 10      # the slope of the chance is measured over this many points each way
MIN_SLOPE = 1e-3      # chance per point, at least (a decided match still compares plans)

# The rule fields a match's chances depend on beyond the round's play.
# Heads-up, last standing and first over the limit end a match alike.
MATCH_FIELDS = ("milestones", "elimination_limit", "round_starter", "racheli", "milestone_theft")


@dataclass(frozen=True, slots=True)
class RoundOutcome:
    """One way a heads-up round ends, from its starter's side."""

    starter: int          # the starter's round points (before milestones)
    other: int            # the other player's
    starter_next: bool    # whether the starter starts the next round (won it), under round_starter winner
    chance: float


class MatchEquity:
    """``chance(mine, theirs, starts)``: the chance the player on ``mine`` wins the match
    against the one on ``theirs``, ``starts`` when it plays first in the next round."""

    def __init__(self, limit: int, chances: Sequence[float]) -> None:
        size = limit + 1
        if len(chances) != 2 * size * size:
            raise ValueError(f"an equity table for limit {limit} has {2 * size * size} chances, not {len(chances)}")
        self.limit = limit
        self._size = size
        self._chances = array("d", chances)

    def chance(self, mine: int, theirs: int, starts: bool) -> float:
        over = self.limit
        if mine > over:
            return 0.5 if theirs > over else 0.0
        if theirs > over:
            return 1.0
        return self._chances[(int(starts) * self._size + mine) * self._size + theirs]

    def even_chance(self, mine: int, theirs: int) -> float:
        """The chance before it is known who starts (the mean of both)."""
        return 0.5 * (self.chance(mine, theirs, False) + self.chance(mine, theirs, True))

    def slope(self, mine: int, theirs: int) -> float:
        """How much one point (on either total) moves the chance around this position."""
        d, top = POINTS_STEP, self.limit + 1
        rise = (self.even_chance(mine, min(top, theirs + d)) - self.even_chance(mine, max(0, theirs - d))
                + self.even_chance(max(0, mine - d), theirs) - self.even_chance(min(top, mine + d), theirs))
        return max(MIN_SLOPE, rise / (4 * d))

    # ----- storage ----------------------------------------------------------------

    def encode(self) -> str:
        """The table as text: chances in steps of 1 / SCALE, each row less the row
        before and each entry less its left neighbour (smooth tables compress well)."""
        deltas = array("i")
        size = self._size
        for half in range(2):
            previous = [0] * size
            for mine in range(size):
                start = (half * size + mine) * size
                row = [round(c * SCALE) for c in self._chances[start:start + size]]
                deltas.extend(r - p for r, p in zip(_differences(row), _differences(previous)))
                previous = row
        return base64.b64encode(zlib.compress(deltas.tobytes(), 9)).decode("ascii")

    @classmethod
    def decode(cls, limit: int, text: str) -> MatchEquity:
        deltas = array("i")
        deltas.frombytes(zlib.decompress(base64.b64decode(text)))
        size = limit + 1
        chances: list[float] = []
        for half in range(2):
            previous = [0] * size
            for mine in range(size):
                start = (half * size + mine) * size
                steps = [d + p for d, p in zip(deltas[start:start + size], _differences(previous))]
                row = list(accumulate(steps))
                chances.extend(r / SCALE for r in row)
                previous = row
        return cls(limit, chances)


def _differences(row: Sequence[int]) -> list[int]:
    return [row[0], *(row[i] - row[i - 1] for i in range(1, len(row)))]


def solve(rules: RuleSet, outcomes: Sequence[RoundOutcome], tolerance: float = 1e-7,
          max_sweeps: int = 200) -> MatchEquity:
    """The match's chances under ``rules`` when every round ends as ``outcomes`` say
    (value iteration, Gauss–Seidel from the highest totals down: most rounds only add
    points, so each sweep settles nearly everything; milestones send totals back)."""
    limit = rules.elimination_limit
    size = limit + 1
    alternate = rules.round_starter is RoundStarter.LEFT_OF_DEALER
    equity = MatchEquity(limit, [0.5] * (2 * size * size))
    table = equity._chances
    moves = [(o.starter, o.other, o.starter_next, o.chance) for o in outcomes]
    for _ in range(max_sweeps):
        change = 0.0
        for both in range(2 * limit, -1, -1):
            for mine in range(max(0, both - limit), min(limit, both) + 1):
                theirs = both - mine
                for starts in (True, False):
                    value = 0.0
                    for a, b, starter_next, p in moves:
                        if starts:
                            m, t = settle_pair(rules, mine, theirs, a, b)
                            next_mine = False if alternate else starter_next
                        else:
                            t, m = settle_pair(rules, theirs, mine, a, b)
                            next_mine = True if alternate else not starter_next
                        value += p * equity.chance(m, t, next_mine)
                    i = (int(starts) * size + mine) * size + theirs
                    change = max(change, abs(value - table[i]))
                    table[i] = value
        if change < tolerance:
            break
    return equity


def settle_pair(rules: RuleSet, first: int, second: int, first_points: int, second_points: int) -> tuple[int, int]:
    """Two totals after a heads-up round, as :func:`..core.scoring.settle` counts them
    (milestones, a landing's theft); a total over the limit stays over it."""
    totals = [max(0, first + first_points), max(0, second + second_points)]
    landed = []
    for p, points in enumerate((first_points, second_points)):
        if points > 0 and (dropped := milestone_drop(rules, totals[p])) != totals[p]:
            totals[p] = dropped
            landed.append(p)
    if rules.milestone_theft:
        for p in landed:
            totals[1 - p] += THEFT_POINTS
    return totals[0], totals[1]


@dataclass(frozen=True, slots=True)
class Stakes:
    """What a round's end is worth to ``me`` in a heads-up match, measured from the
    totals the decision is taken on, in points of that position."""

    equity: MatchEquity
    rules: RuleSet
    me: int
    other: int
    before: float     # the chance now
    per_point: float  # the chance one point is worth here

    @classmethod
    def at(cls, equity: MatchEquity, rules: RuleSet, totals: Sequence[int], me: int, other: int) -> Stakes:
        mine, theirs = totals[me], totals[other]
        return cls(equity, rules, me, other, equity.even_chance(mine, theirs), equity.slope(mine, theirs))

    def utility(self, totals: Sequence[int], order: Sequence[int], result: RoundResult) -> float:
        me, other = self.me, self.other
        starter = order[0]
        mine, theirs = settle_pair(self.rules, totals[me], totals[other], result.points[me] or 0,
                                   result.points[other] or 0)
        if self.rules.round_starter is RoundStarter.LEFT_OF_DEALER:
            next_me = starter != me
        else:
            winner = result.round_winner
            next_me = (winner == me) if winner is not None else result.caller != me
        return (self.equity.chance(mine, theirs, next_me) - self.before) / self.per_point


def match_key(rules: RuleSet) -> tuple[object, ...]:
    """The fields a heads-up match's chances depend on beyond the round's play."""
    return tuple(getattr(rules, name) for name in MATCH_FIELDS)


def table_for(rules: RuleSet) -> str | None:
    """The preset whose table holds this rule set's heads-up chances: one with the same
    match rules, the nearest in its rounds (:func:`.afterstate.distance`); None when no
    table has these match rules (the expert then scores in points)."""
    key = match_key(rules)
    best: tuple[float, str] | None = None
    for name in TABLES:
        table = RuleSet.preset(name, players=2)
        if match_key(table) != key:
            continue
        cost = distance(rules, 2, table, 2)
        if best is None or cost < best[0]:
            best = (cost, name)
    return None if best is None else best[1]


def equity_for(rules: RuleSet) -> MatchEquity | None:
    """The heads-up chances for ``rules`` (see :func:`table_for`), decoded."""
    name = table_for(rules)
    if name is None:
        return None
    limit, text = TABLES[name]
    return MatchEquity.decode(limit, text)
