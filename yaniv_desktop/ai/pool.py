"""Single-round runs on different deals pooled into one figure (issue 30).

    python -m yaniv_desktop.ai.tournament --seats expert,intermediate --rounds 2000 --seed 11 --record s11.json
    ... the same with --seed 12 and --seed 13 ...
    python -m yaniv_desktop.ai.pool s11.json s12.json s13.json [--level expert] [--json]

One run of 2,000 deals measures a rate to about ±1.5 points of rounds; the single-round
target of issue 30 needs more.  This pools runs of the same version on other seeds:
every file must be a single-round run written by ``tournament --rounds N --record
FILE``, all with the same seats, preset, rules and expert's budget (a run written
before runs named their budget is pooled, and said so), each on its own seed (a seed counted
twice would narrow the interval with deals already counted); anything else refuses,
naming the file and what differs.  It prints the level's share of rounds won and its
points per round (less the other level's, heads-up) over every deal of every run, each
with a 95% t interval by deal (a deal's rounds in every seating are one draw, as the
tournament counts them), and each run's own rate beside them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .compare import RecordError, deal_figures, load
from .stats import interval_text, mean_interval, rounded_interval

# What must match for runs to be the same table on other deals.
SAME_TABLE = ("seats", "preset", "rules")


def check_poolable(runs: Sequence[tuple[str, dict[str, Any]]]) -> list[str]:
    """Refuse runs that are not single rounds of one table and one budget (the budget is
    part of the version: tournament --budget) on distinct seeds.  Returns the runs that
    name no budget (written before runs named it), which are pooled and reported."""
    if not runs:
        raise RecordError("no runs to pool")
    first_name, first = runs[0]
    seeds: dict[str, str] = {}
    budget: tuple[str, object] | None = None
    unnamed = []
    for name, run in runs:
        if run.get("mode") != "rounds":
            raise RecordError(f"{name}: not a single-round run; write it with tournament --rounds N --record {name}")
        for key in SAME_TABLE:
            if run.get(key) != first.get(key):
                raise RecordError(f"{name}: {key} differs from {first_name}'s; pool runs of one table only")
        if "budget_overrides" not in run:
            unnamed.append(name)
        elif budget is None:
            budget = (name, run["budget_overrides"])
        elif run["budget_overrides"] != budget[1]:
            raise RecordError(f"{name}: the expert's budget differs from {budget[0]}'s; pool runs of one version only")
        seed = str(run.get("seed"))
        if seed in seeds:
            raise RecordError(f"{name}: seed {seed} again (as in {seeds[seed]}): its deals would count twice")
        seeds[seed] = name
    return unnamed


def pool(runs: Sequence[tuple[str, dict[str, Any]]], level: str | None = None) -> dict[str, Any]:
    """The pooled figures of ``level`` (the first seat's by default) over named runs."""
    unnamed = check_poolable(runs)
    first = runs[0][1]
    levels = list(dict.fromkeys(first["seats"]))
    mine = level or levels[0]
    if mine not in levels:
        raise RecordError(f"--level {mine}: not at this table ({', '.join(levels)})")
    other = next((lv for lv in levels if lv != mine), None) if len(levels) == 2 else None
    deals: list[tuple[float, float]] = []
    per_run = []
    try:
        for name, run in runs:
            found = [d for d in (deal_figures(record, mine, other) for record in run["records"]) if d is not None]
            deals += found
            per_run.append({"file": name, "seed": str(run["seed"]), "deals": len(found),
                            "round_win_rate": round(mean_interval([w for w, _ in found])[0], 4)})
    except (KeyError, TypeError, ZeroDivisionError) as error:
        raise RecordError(f"{name}: a record is malformed: {error!r} missing or wrong; write it with "
                          "tournament --record") from error
    out: dict[str, Any] = {
        "seats": first["seats"], "preset": first["preset"], "rule_overrides": first.get("rule_overrides", {}),
        "level": mine, "against": other, "deals": len(deals), "runs": per_run, "budget_not_recorded": unnamed,
    }
    for k, key, digits in ((0, "round_win_rate", 4), (1, "points_per_round", 3)):
        mean, low, high = mean_interval([d[k] for d in deals])
        out[key] = round(mean, digits)
        out[f"{key}_95"] = rounded_interval(low, high, digits)
    return out


def render(p: dict[str, Any]) -> str:
    level, other = p["level"], p["against"]
    whose = f"{level} − {other}" if other else level
    seeds = ", ".join(r["seed"] for r in p["runs"])
    lines = [f"{' vs '.join(p['seats'])} · preset {p['preset']} · single rounds · {len(p['runs'])} runs "
             f"(seeds {seeds}) · {p['deals']} deals pooled"]
    if p["rule_overrides"]:
        lines.append("  rules changed from the preset: " + ", ".join(f"{k}={v}" for k, v in p["rule_overrides"].items()))
    if p["budget_not_recorded"]:
        lines.append("  expert budget not recorded in " + ", ".join(p["budget_not_recorded"]) + " (written before runs named it)")
    interval = p["round_win_rate_95"]
    shown = "–" if interval is None else f"{interval[0] * 100:.1f}–{interval[1] * 100:.1f}%"
    lines.append(f"  {level} rounds won: {p['round_win_rate'] * 100:.1f}% (95% by deal {shown})")
    lines.append(f"  pts/round, {whose}: {p['points_per_round']:+.2f} "
                 f"(95% {interval_text(p['points_per_round_95'], '+.2f')})")
    lines.append("  each run: " + ", ".join(f"seed {r['seed']} {r['round_win_rate'] * 100:.1f}% of {r['deals']} deals"
                                          for r in p["runs"]))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.ai.pool", description=__doc__.split("\n")[0])
    parser.add_argument("runs", type=Path, nargs="+", help="single-round runs written by tournament --record")
    parser.add_argument("--level", help="the level whose figures are pooled (default: the first seat's)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        result = pool([(path.name, load(path)) for path in args.runs], args.level)
    except RecordError as error:
        print(f"pool: {error}", file=sys.stderr)
        return 2
    print(json.dumps(result) if args.json else render(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
