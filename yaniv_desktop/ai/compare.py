"""Two versions of the players on the same deals, paired: what a change bought (issue 30).

    python -m yaniv_desktop.ai.tournament --seats expert,intermediate --matches 400 \\
        --seed 11 --record before.json          # with the old code
    python -m yaniv_desktop.ai.tournament ... the same arguments ... --record after.json
    python -m yaniv_desktop.ai.compare before.json after.json [--level expert] [--json]

Both runs must have played the same deals: the same mode, seats, preset, rules, seed
and number of matches (or deals); anything else refuses, naming what differs.  For
matches it prints the level's match wins before and after, their paired change with a
95% t interval over the matches and the share of matches both versions ended alike,
and the change in points per round (the level's less the other level's, heads-up; the
level's own otherwise) with a 95% interval by the delta method, a match being one
paired draw.  For single rounds (``--rounds``) it does the same with the share of
rounds won and the points per round, per deal.  Paired, a change of 2 points in 100
matches shows in 800 matches; unpaired it would take several thousand (docs/ai.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .stats import interval_text, mean_interval, rounded_interval
from .tournament import budget_text, signed_ratios

# What makes two runs the same deals (a deal is dealt from the seed, the rules and its index).
SAME_DEALS = ("mode", "seats", "preset", "rules", "seed", "matches", "deals")


class RecordError(ValueError):
    """A record that cannot be read or paired; the message names the file or the field."""


def load(path: Path) -> dict[str, Any]:
    """A run written by ``tournament --record``."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise RecordError(f"{path}: cannot read it ({error.strerror or error})") from error
    except ValueError as error:
        raise RecordError(f"{path}: not a tournament record (not JSON: {error})") from error
    if not isinstance(data, dict) or not isinstance(data.get("records"), list):
        raise RecordError(f"{path}: no per-match records; write it with tournament --record {path.name}")
    return data


def check_same_deals(before: dict[str, Any], after: dict[str, Any]) -> None:
    for key in SAME_DEALS:
        if key == "seed" and str(before.get(key)) == str(after.get(key)):
            continue          # 11 and "11" deal the same cards (deals are seeded by text)
        if before.get(key) != after.get(key):
            if key == "rules":
                differ = sorted(k for k in set(before[key]) | set(after[key])
                                if before[key].get(k) != after[key].get(k))
                shown = ", ".join(f"{k} {before[key].get(k)!r} / {after[key].get(k)!r}" for k in differ)
            else:
                shown = f"{before.get(key)!r} / {after.get(key)!r}"
            raise RecordError(f"the runs played different deals: {key} differs (before / after: {shown})")
    if len(before["records"]) != len(after["records"]):
        raise RecordError("the runs hold different numbers of records")


def compare(before: dict[str, Any], after: dict[str, Any], level: str | None = None) -> dict[str, Any]:
    """The paired change from ``before`` to ``after`` for ``level`` (the first seat's by default)."""
    before, after = ({"mode": "matches", **run} for run in (before, after))   # match runs name no mode
    check_same_deals(before, after)
    levels = list(dict.fromkeys(before["seats"]))
    first = level or levels[0]
    if first not in levels:
        raise RecordError(f"--level {first}: not at this table ({', '.join(levels)})")
    other = next((lv for lv in levels if lv != first), None) if len(levels) == 2 else None
    head = {
        "mode": before["mode"], "seats": before["seats"], "preset": before["preset"],
        "seed": before["seed"], "level": first, "against": other,
        "rule_overrides": before.get("rule_overrides", {}),
        # a budget may differ: it is part of the version compared (tournament --budget);
        # None for a record written before runs named their budget
        "budget_overrides": [before.get("budget_overrides"), after.get("budget_overrides")],
    }
    pairs = list(zip(before["records"], after["records"]))
    try:
        body = _rounds(pairs, first, other) if before["mode"] == "rounds" else _matches(pairs, first, other)
    except (KeyError, TypeError, ZeroDivisionError) as error:
        raise RecordError(f"a record is malformed: {error!r} missing or wrong; write both with tournament --record") from error
    return {**head, **body}


def _matches(pairs: Sequence[tuple[dict[str, Any], dict[str, Any]]], first: str, other: str | None) -> dict[str, Any]:
    wins = [(b["levels"][first]["won"], a["levels"][first]["won"]) for b, a in pairs]
    change, low, high = mean_interval([a - b for b, a in wins])
    n = len(wins)
    out: dict[str, Any] = {
        "matches": n,
        "match_win_rate": [round(sum(b for b, _ in wins) / n, 4), round(sum(a for _, a in wins) / n, 4)] if n else [0.0, 0.0],
        "match_win_rate_change": round(change, 4),
        "match_win_rate_change_95": rounded_interval(low, high),
        "alike": round(sum(a == b for b, a in wins) / n, 4) if n else 0.0,
    }
    for key, field in (("points_per_round", "points"), ("net_points_per_round", "net_points")):
        out.update(_points_change(pairs, first, other, key, field))
    return out


def _points_change(
    pairs: Sequence[tuple[dict[str, Any], dict[str, Any]]], first: str, other: str | None, key: str, field: str,
) -> dict[str, Any]:
    """Points per round (the level's less the other's, or its own), before, after and
    the paired change, each ratio summed over the matches as the tournament sums them."""
    def cols(record: dict[str, Any]) -> list[tuple[float, float]]:
        sides = [first] if other is None else [first, other]
        return [(record["levels"][lv][field], record["levels"][lv]["rounds"]) for lv in sides]

    signs = (1,) if other is None else (1, -1)
    before = signed_ratios([cols(b) for b, _ in pairs], signs)[0]
    after = signed_ratios([cols(a) for _, a in pairs], signs)[0]
    change, interval = signed_ratios([cols(a) + cols(b) for b, a in pairs], (*signs, *(-s for s in signs)))
    return {key: [before, after], f"{key}_change": change, f"{key}_change_95": interval}


def deal_figures(record: dict[str, Any], level: str, other: str | None) -> tuple[float, float] | None:
    """One single-round deal record's share of rounds won by ``level`` and its points per
    round (less ``other``'s, heads-up); None when either finished no round of the deal."""
    mine = record["levels"][level]
    theirs = record["levels"][other] if other else None
    if not mine["rounds"] or (theirs is not None and not theirs["rounds"]):
        return None
    points = mine["points"] / mine["rounds"] - (theirs["points"] / theirs["rounds"] if theirs else 0.0)
    return mine["won"] / mine["rounds"], points


def _rounds(pairs: Sequence[tuple[dict[str, Any], dict[str, Any]]], first: str, other: str | None) -> dict[str, Any]:
    # A deal unfinished in either version cannot be paired.
    both = [(x, y) for x, y in ((deal_figures(b, first, other), deal_figures(a, first, other)) for b, a in pairs)
            if x is not None and y is not None]
    n = len(both)
    out: dict[str, Any] = {"deals": n, "unpaired_deals": len(pairs) - n}
    for k, key in ((0, "round_win_rate"), (1, "points_per_round")):
        digits = 4 if k == 0 else 3
        b_mean = mean_interval([x[k] for x, _ in both])[0]
        a_mean = mean_interval([y[k] for _, y in both])[0]
        change, low, high = mean_interval([y[k] - x[k] for x, y in both])
        out[key] = [round(b_mean, digits), round(a_mean, digits)]
        out[f"{key}_change"] = round(change, digits)
        out[f"{key}_change_95"] = rounded_interval(low, high, digits)
    return out


def _percent(interval: list[float] | None) -> list[float] | None:
    return None if interval is None else [v * 100 for v in interval]


def render(c: dict[str, Any], before: str = "before", after: str = "after") -> str:
    level, other = c["level"], c["against"]
    whose = f"{level} − {other}" if other else level
    units = f"{c['matches']} matches" if c["mode"] != "rounds" else f"{c['deals']} deals"
    lines = [f"{' vs '.join(c['seats'])} · preset {c['preset']} · {units} · seed {c['seed']} · "
             f"paired: {before} → {after}"]
    if c["rule_overrides"]:
        lines.append("  rules changed from the preset: " + ", ".join(f"{k}={v}" for k, v in c["rule_overrides"].items()))
    budgets = c["budget_overrides"]
    if any(budgets) or budgets[0] != budgets[1]:
        shown = ["not recorded" if b is None else budget_text(b) or "the default" for b in budgets]
        lines.append(f"  expert budget: {shown[0]} → {shown[1]}")
    if c["mode"] == "rounds":
        b, a = c["round_win_rate"]
        lines.append(f"  {level} rounds won: {b * 100:.1f}% → {a * 100:.1f}%, change "
                     f"{c['round_win_rate_change'] * 100:+.1f} pp (95% {interval_text(_percent(c['round_win_rate_change_95']), '+.1f')})")
        if c["unpaired_deals"]:
            lines.append(f"  {c['unpaired_deals']} deals left out (a round unfinished in one version)")
        keys = (("points_per_round", "pts/round"),)
    else:
        b, a = c["match_win_rate"]
        lines.append(f"  {level} match wins: {b * 100:.1f}% → {a * 100:.1f}%, change "
                     f"{c['match_win_rate_change'] * 100:+.1f} pp (95% {interval_text(_percent(c['match_win_rate_change_95']), '+.1f')}), "
                     f"{c['alike'] * 100:.0f}% of matches alike")
        keys = (("points_per_round", "pts/round"), ("net_points_per_round", "net/round"))
    for key, name in keys:
        b, a = c[key]
        lines.append(f"  {name}, {whose}: {b:+.2f} → {a:+.2f}, change {c[f'{key}_change']:+.2f} "
                     f"(95% {interval_text(c[f'{key}_change_95'], '+.2f')})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.ai.compare", description=__doc__.split("\n")[0])
    parser.add_argument("before", type=Path, help="a run written by tournament --record (the old version)")
    parser.add_argument("after", type=Path, help="the same run of the new version")
    parser.add_argument("--level", help="the level whose change is reported (default: the first seat's)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        result = compare(load(args.before), load(args.after), args.level)
    except RecordError as error:
        print(f"compare: {error}", file=sys.stderr)
        return 2
    print(json.dumps(result) if args.json else render(result, args.before.name, args.after.name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
