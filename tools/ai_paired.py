"""Paired strength runs: two versions of the players on the same seeded deals.

    python tools/ai_paired.py run --seats expert,intermediate --matches 800 --seed 4 --out new.json [--jobs 2]
    PYTHONPATH=/path/to/other/checkout python tools/ai_paired.py run ... --out old.json
    python tools/ai_paired.py compare old.json new.json [--level expert]

``run`` plays the tournament's matches (the same seeding and seat rotation as
``python -m yaniv_desktop.ai.tournament``) and writes, per match, which level won.
``compare`` reads two such files made with the same seats, seed and matches and
prints each version's win rate, the difference with its paired standard error, and
the share of matches both versions decided alike.  Pairing removes the luck of the
deal the versions share, so the error is far below that of two independent runs.
A measuring tool (docs/ai.md), not shipped.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import yaniv_desktop
from yaniv_desktop.ai.arena import play_match
from yaniv_desktop.ai.tournament import seating
from yaniv_desktop.core.rules import RuleSet


def _winner(job: tuple[str, tuple[str, ...], str, int]) -> str | None:
    preset, levels, seed, players = job
    report = play_match(RuleSet.preset(preset, players=players), levels, seed)
    return next((s.level for s in report.seats if s.won), None)


def run(args: argparse.Namespace) -> None:
    levels = tuple(s.strip() for s in args.seats.split(","))
    jobs = [(args.preset, seating(levels, m), f"{args.seed}/match{m}", len(levels)) for m in range(args.matches)]
    with ProcessPoolExecutor(args.jobs) as pool:
        winners = list(pool.map(_winner, jobs, chunksize=4))
    Path(args.out).write_text(json.dumps({
        "seats": list(levels), "seed": args.seed, "matches": args.matches, "preset": args.preset,
        "code": str(Path(yaniv_desktop.__file__).parent), "winners": winners,
    }))
    print(f"{args.out}: {args.matches} matches with the package at {Path(yaniv_desktop.__file__).parent}")


def compare(args: argparse.Namespace) -> None:
    old, new = (json.loads(Path(p).read_text()) for p in (args.old, args.new))
    for key in ("seats", "seed", "matches", "preset"):
        if old[key] != new[key]:
            sys.exit(f"the runs differ in {key}: {old[key]!r} and {new[key]!r}; pair runs of the same deals")
    a = [float(w == args.level) for w in old["winners"]]
    b = [float(w == args.level) for w in new["winners"]]
    n = len(a)
    diffs = [y - x for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n
    spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
    alike = sum(d == 0 for d in diffs) / n
    print(f"{args.level}: {sum(a) / n:.1%} ({args.old}) → {sum(b) / n:.1%} ({args.new}) over {n} paired matches")
    print(f"  difference {100 * mean:+.1f} ± {100 * spread / n ** 0.5:.1f} points (paired standard error); "
          f"{alike:.0%} of matches alike")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("run")
    p.add_argument("--seats", default="expert,intermediate")
    p.add_argument("--matches", type=int, default=800)
    p.add_argument("--seed", default="4")
    p.add_argument("--preset", default="israeli")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", required=True)
    c = sub.add_parser("compare")
    c.add_argument("old")
    c.add_argument("new")
    c.add_argument("--level", default="expert")
    args = parser.parse_args()
    run(args) if args.command == "run" else compare(args)


if __name__ == "__main__":
    main()
