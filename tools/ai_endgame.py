"""Where heads-up matches are decided: the expert against the intermediate, round by round.

    python tools/ai_endgame.py --matches 200 [--jobs 2] [--danger 10]

Plays seeded matches (match *m* is seeded ``g<m>``; the expert sits first in even
matches, second in odd ones) and prints, per level, the total its last round began
on when it lost the match, what happened in the rounds it began within ``danger``
points of the limit (where a lost round is fatal unless the hand is small), the
other level's round wins in those rounds, and the milestone landings.  It is a
measuring tool for docs/ai.md and is not shipped.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from yaniv_desktop.ai.levels import make_player
from yaniv_desktop.ai.stats import wilson
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scoring import milestone_drop

LEVELS = ("expert", "intermediate")
MAX_ROUNDS = 2000


@dataclass(frozen=True, slots=True)
class RoundLine:
    """One round from the point of view of seat 0 of ``LEVELS`` (the expert)."""

    before: tuple[int, int]   # totals per level when the round began
    after: tuple[int, int]
    points: tuple[int, int]   # round points per level, before milestones


def play(m: int) -> tuple[bool, list[RoundLine]]:
    """Match ``m``: whether the expert won, and its rounds."""
    rules = RuleSet(players=2)
    levels = LEVELS if m % 2 == 0 else LEVELS[::-1]
    me = levels.index("expert")

    def per_level(per_seat: Sequence[int | None]) -> tuple[int, int]:
        return per_seat[me] or 0, per_seat[1 - me] or 0

    players = [make_player(level, f"g{m}/{s}") for s, level in enumerate(levels)]
    match = Match(rules, f"g{m}")
    lines: list[RoundLine] = []
    while not match.is_over and match.round_number < MAX_ROUNDS:
        before = per_level(match.totals)
        state = match.start_round()
        while not state.is_over:
            match.apply(players[state.current].choose(state.observation(state.current)))
        assert state.result is not None
        lines.append(RoundLine(before, per_level(match.totals), per_level(state.result.points)))
    return match.winner == me, lines


def report(results: list[tuple[bool, list[RoundLine]]], danger: int) -> None:
    rules = RuleSet(players=2)
    limit = rules.elimination_limit
    wins = sum(won for won, _ in results)
    low, high = wilson(wins, len(results))
    print(f"{len(results)} matches · expert wins {wins / len(results):.1%} ({low:.1%}–{high:.1%})")
    for side, level in enumerate(LEVELS):
        other = 1 - side
        lost = [lines for won, lines in results if won == (side == 1)]
        starts = Counter(min(lines[-1].before[side] // 10 * 10, limit) for lines in lost)
        print(f"\n{level}: lost {len(lost)} matches; total at the start of the last round:")
        print("   " + ", ".join(f"{t}–{t + 9}: {n}" for t, n in sorted(starts.items())))
        fate: Counter[str] = Counter()
        hunted: Counter[str] = Counter()
        landed: Counter[int] = Counter()
        for _, lines in results:
            for line in lines:
                mine, gain, new = line.before[side], line.points[side], line.after[side]
                if gain and milestone_drop(rules, mine + gain) < mine + gain:
                    landed[mine + gain] += 1
                if mine >= limit - danger:
                    fate["eliminated" if new > limit else "landed" if gain and new < mine
                         else "won the round" if gain == 0 else "survived a small loss"] += 1
                if line.before[other] >= limit - danger:
                    hunted["won the round" if gain == 0 else "lost it"] += 1
        rounds = sum(fate.values())
        print(f"   rounds begun on {limit - danger}+: {rounds} — "
              + ", ".join(f"{k} {v}" for k, v in fate.most_common()))
        print(f"   rounds with the opponent on {limit - danger}+: {sum(hunted.values())} — "
              + ", ".join(f"{k} {v}" for k, v in hunted.most_common()))
        print("   landings: " + (", ".join(f"on {t}: {n}" for t, n in sorted(landed.items())) or "none"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--danger", type=int, default=10, help="points from the limit that count as danger")
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(play, range(args.matches), chunksize=4))
    report(results, args.danger)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
