"""Solve the expert's heads-up match chances (``yaniv_desktop/ai/equity.py``).

    python tools/ai_equity.py --rounds 40000 --seed 1 [--preset NAME ...] [--jobs 2] [--write]

For each preset it plays ``--rounds`` single heads-up rounds of intermediate self-play
(each seat starting half of them), counts how they end from the starter's side (both
players' round points, and who starts the next round), and solves the chance of
winning the match from every pair of totals under the preset's match rules
(:func:`yaniv_desktop.ai.equity.solve`).  It prints a few of the chances.
``--write`` rewrites ``equity_tables.py`` with the tables named (and keeps the
others).  Deterministic for a seed.  Pure Python: about 1.5 minutes of rounds on two
cores and half a minute of solving per preset with a limit of 200.
"""
from __future__ import annotations

import argparse
import ast
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from yaniv_desktop.ai.equity import MatchEquity, RoundOutcome, solve
from yaniv_desktop.ai.equity_tables import TABLES
from yaniv_desktop.ai.tournament import play_round
from yaniv_desktop.core.rules import PRESETS, RuleSet

TABLES_FILE = Path(__file__).resolve().parent.parent / "yaniv_desktop" / "ai" / "equity_tables.py"
CHUNK = 500

Ending = tuple[int, int, bool]   # the starter's points, the other's, whether the starter starts next


def play_rounds(job: tuple[str, str, int, int]) -> list[Ending]:
    """How ``count`` seeded rounds from ``first`` on end, from the starter's side."""
    preset, seed, first, count = job
    rules = RuleSet.preset(preset, players=2)
    out: list[Ending] = []
    for k in range(first, first + count):
        starter = k % 2
        report = play_round(rules, ("intermediate", "intermediate"), f"{seed}/{k}", starter, k)
        if not report.finished:
            continue
        other = 1 - starter
        winner = report.winner
        if winner is None:   # a false call: the player after the caller starts
            winner = other if report.caller == starter else starter
        out.append((report.points[starter], report.points[other], winner == starter))
    return out


def outcomes(preset: str, rounds: int, seed: int, jobs: int) -> list[RoundOutcome]:
    chunks = [(preset, f"equity/{seed}", k, min(CHUNK, rounds - k)) for k in range(0, rounds, CHUNK)]
    with ProcessPoolExecutor(jobs) as pool:
        endings = [e for part in pool.map(play_rounds, chunks) for e in part]
    counts = Counter(endings)
    return [RoundOutcome(a, b, nxt, n / len(endings)) for (a, b, nxt), n in sorted(counts.items())]


def write(tables: dict[str, tuple[int, str]]) -> None:
    lines = [
        '"""Heads-up match chances of the expert (:mod:`.equity`), one table per preset.',
        "",
        "Written by ``tools/ai_equity.py --write``; do not edit by hand.  Each entry is the",
        "elimination limit and the encoded table (:meth:`.equity.MatchEquity.encode`).",
        '"""',
        "",
        "TABLES: dict[str, tuple[int, str]] = {",
    ]
    for name in sorted(tables):
        limit, text = tables[name]
        lines.append(f"    {name!r}: (")
        lines.append(f"        {limit},")
        width = 96
        parts = [text[i:i + width] for i in range(0, len(text), width)]
        lines += [f"        {part!r}" for part in parts[:-1]]
        lines.append(f"        {parts[-1]!r},")
        lines.append("    ),")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    ast.parse(text)
    TABLES_FILE.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=40000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", action="append", choices=sorted(PRESETS))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    tables = dict(TABLES)
    for preset in args.preset or list(PRESETS):
        rules = RuleSet.preset(preset, players=2)
        found = outcomes(preset, args.rounds, args.seed, args.jobs)
        equity = solve(rules, found)
        text = equity.encode()
        stored = MatchEquity.decode(equity.limit, text)
        half = rules.elimination_limit // 2
        print(f"{preset}: {len(found)} kinds of ending; chance on 0 against 0 (starting / not) "
              f"{stored.chance(0, 0, True):.3f} / {stored.chance(0, 0, False):.3f}; "
              f"on {half} against 0: {stored.even_chance(half, 0):.3f}; {len(text)} characters", flush=True)
        tables[preset] = (equity.limit, text)
    if args.write:
        write(tables)
        print(f"wrote {TABLES_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
