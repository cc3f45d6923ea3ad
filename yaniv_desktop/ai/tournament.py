"""Seeded tournaments between computer players (issue 3).

    python -m yaniv_desktop.ai.tournament --seats expert,intermediate --matches 400 --seed 1 \
        [--preset NAME] [--jobs N] [--json]

Seats rotate from match to match so no level always sits first.  For each level it
prints the match win rate with a 95% (Wilson) interval, the round win rate, mean
points per round, successful calls, Assafs suffered and decision latency
p50/p95/max.  ``--json`` prints the same figures as one JSON object.  Keep this
output format stable: people compare runs by it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any

from ..core.rules import PRESETS, RuleSet
from .arena import MatchReport, play_match
from .expert import Budget
from .player import Level
from .stats import percentile, wilson


@dataclass(slots=True)
class LevelTotals:
    seats: int = 0
    matches: int = 0
    wins: int = 0
    rounds: int = 0
    rounds_won: int = 0
    points: int = 0
    calls: int = 0
    successful_calls: int = 0
    assafs_suffered: int = 0
    latencies: list[float] = field(default_factory=list)

    def figures(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.matches)
        lat = self.latencies
        return {
            "seats": self.seats,
            "matches": self.matches,
            "match_wins": self.wins,
            "match_win_rate": _r(self.wins / self.matches if self.matches else 0.0),
            "match_win_rate_95": [_r(low), _r(high)],
            "round_win_rate": _r(self.rounds_won / self.rounds if self.rounds else 0.0),
            "mean_points_per_round": _r(self.points / self.rounds if self.rounds else 0.0, 2),
            "calls": self.calls,
            "successful_calls": self.successful_calls,
            "assafs_suffered": self.assafs_suffered,
            "decisions": len(lat),
            "latency_ms": {
                "p50": _r(percentile(lat, 50) * 1000, 2),
                "p95": _r(percentile(lat, 95) * 1000, 2),
                "max": _r(max(lat, default=0.0) * 1000, 2),
            },
        }


def _r(x: float, digits: int = 4) -> float:
    return round(x, digits)


def seating(levels: Sequence[str], match_index: int) -> tuple[str, ...]:
    """Match ``i`` rotates the seats by ``i``: every level takes every seat in turn."""
    n = len(levels)
    return tuple(levels[(s + match_index) % n] for s in range(n))


Job = tuple[dict[str, Any], tuple[str, ...], str, dict[str, Any] | None]


def _one(job: Job) -> MatchReport:
    rules_dict, levels, seed, budget = job
    return play_match(RuleSet.from_dict(rules_dict), levels, seed, Budget(**budget) if budget else None)


def run(
    levels: Sequence[str], matches: int, seed: int | str, preset: str = "israeli",
    jobs: int = 1, overrides: dict[str, Any] | None = None, budget: Budget | None = None,
) -> dict[str, Any]:
    """Play the tournament; ``overrides`` change rule options, ``budget`` the expert's."""
    rules = RuleSet.preset(preset, players=len(levels), **(overrides or {}))
    spec = asdict(budget) if budget else None
    work: list[Job] = [
        (rules.to_dict(), seating(levels, m), f"{seed}/match{m}", spec) for m in range(matches)
    ]
    started = time.perf_counter()
    reports: Iterable[MatchReport]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            reports = list(pool.map(_one, work, chunksize=max(1, matches // (jobs * 8))))
    else:
        reports = [_one(w) for w in work]
    totals: dict[str, LevelTotals] = {lv: LevelTotals() for lv in dict.fromkeys(levels)}
    for lv in levels:
        totals[lv].seats += 1
    unfinished = 0
    rounds = 0
    for report in reports:
        rounds += report.rounds
        unfinished += not report.finished
        for lv in totals:
            totals[lv].matches += 1
        for seat in report.seats:
            t = totals[seat.level]
            t.wins += seat.won
            t.rounds += seat.rounds
            t.rounds_won += seat.rounds_won
            t.points += seat.points
            t.calls += seat.calls
            t.successful_calls += seat.successful_calls
            t.assafs_suffered += seat.assafs_suffered
            t.latencies.extend(seat.latencies)
    return {
        "seats": list(levels),
        "preset": preset,
        "rules": rules.to_dict(),
        "matches": matches,
        "seed": seed,
        "jobs": jobs,
        "rounds": rounds,
        "unfinished_matches": unfinished,
        "seconds": round(time.perf_counter() - started, 1),
        "levels": {lv: t.figures() for lv, t in totals.items()},
    }


def render(figures: dict[str, Any]) -> str:
    lines = [
        f"{' vs '.join(figures['seats'])} · preset {figures['preset']} · "
        f"{figures['matches']} matches · seed {figures['seed']} · {figures['rounds']} rounds · "
        f"{figures['seconds']} s with {figures['jobs']} job(s)",
    ]
    if figures["unfinished_matches"]:
        lines.append(f"  {figures['unfinished_matches']} matches unfinished (round or match cap reached)")
    header = (
        f"  {'level':<13}{'seats':>5}  {'match wins':>10}  {'95% interval':>15}  {'rounds won':>10}  "
        f"{'pts/round':>9}  {'calls ok':>8}  {'Assafed':>7}  {'p50 ms':>7}  {'p95 ms':>7}  {'max ms':>7}"
    )
    lines.append(header)
    for level, f in figures["levels"].items():
        low, high = f["match_win_rate_95"]
        lat = f["latency_ms"]
        lines.append(
            f"  {level:<13}{f['seats']:>5}  {f['match_win_rate'] * 100:>9.1f}%  "
            f"{low * 100:>6.1f}–{high * 100:>5.1f}%  {f['round_win_rate'] * 100:>9.1f}%  "
            f"{f['mean_points_per_round']:>9.2f}  {f['successful_calls']:>8}  {f['assafs_suffered']:>7}  "
            f"{lat['p50']:>7.2f}  {lat['p95']:>7.2f}  {lat['max']:>7.2f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.ai.tournament", description=__doc__.split("\n")[0])
    parser.add_argument("--seats", required=True, help="comma-separated levels, one per seat: " + ", ".join(Level))
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--preset", default="israeli", choices=sorted(PRESETS))
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (latency is cleanest with 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        for level in levels:
            Level(level)
    except ValueError:
        parser.error(f"unknown level in --seats {args.seats!r}; choose from {', '.join(Level)}")
    if len(levels) < 2:
        parser.error("--seats needs at least two players")
    figures = run(levels, args.matches, args.seed, args.preset, args.jobs)
    print(json.dumps(figures) if args.json else render(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
