"""Seeded tournaments between computer players (issue 3).

    python -m yaniv_desktop.ai.tournament --seats expert,intermediate --matches 400 --seed 1 \
        [--preset NAME] [--rule KEY=VALUE ...] [--budget KEY=VALUE ...] [--rounds N] [--jobs N]
        [--json] [--record FILE]

Seats rotate from match to match so no level always sits first.  For each level it
prints the match win rate with a 95% (Wilson) interval, the round win rate, mean
points per round, successful calls, Assafs suffered and decision latency
p50/p95/max.  ``--json`` prints the same figures as one JSON object.  Keep this
output format stable: people compare runs by it.

``--rule KEY=VALUE`` (repeatable) overrides one option of the preset (the value is
read as JSON when it parses, else as a string: ``--rule milestones=none``).

``--budget KEY=VALUE`` (repeatable) changes one setting of the expert's search
(:class:`.expert.Budget`, the value read as JSON): ``--budget seconds=null`` searches
with no clock, so a run is the same on any machine and two versions of the expert
differ only by their code; ``--budget refine_worlds=48`` tries a setting without
editing it.

``--rounds N`` measures single rounds instead of matches (issue 30): N deals, each
from zero totals with milestones off, and every deal is played once per seating
rotation (heads-up: A-B and B-A on the same cards), so the luck of the deal cancels
in the paired difference.  The starting seat rotates from deal to deal.  It prints,
per level, rounds won and mean points per round with 95% intervals, and for exactly
two levels the paired difference of points (and of rounds won) per round.

``--record FILE`` also writes the figures with one record per match (or deal), so
two versions of the players run on the same deals can be paired by :mod:`.compare`.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..core.errors import RulesError
from ..core.match import Match
from ..core.outcome import Outcome
from ..core.rules import PRESETS, Milestones, RuleSet
from .arena import MAX_TURNS, MatchReport, play_match
from .expert import Budget
from .levels import make_player
from .player import Level
from .stats import interval_text, mean_interval, percentile, rounded_interval, t95, wilson


@dataclass(slots=True)
class LevelTotals:
    seats: int = 0
    matches: int = 0
    wins: int = 0
    rounds: int = 0
    rounds_won: int = 0
    points: int = 0
    net_points: int = 0
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
            "mean_net_points_per_round": _r(self.net_points / self.rounds if self.rounds else 0.0, 2),
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
    # Survivors of each decision leave the collector's full passes, as in the app's AI
    # process: otherwise a full collection over the players' caches lands inside a
    # decision and its latency measures the collector (0.5-0.7 s in Swedish).
    return play_match(RuleSet.from_dict(rules_dict), levels, seed, Budget(**budget) if budget else None,
                      settle=gc.freeze)


def run(
    levels: Sequence[str], matches: int, seed: int | str, preset: str = "israeli",
    jobs: int = 1, overrides: dict[str, Any] | None = None, budget: Budget | None = None,
    records: bool = False,
) -> dict[str, Any]:
    """Play the tournament; ``overrides`` change rule options, ``budget`` the expert's;
    ``records`` adds one record per match (:func:`match_record`) for pairing versions."""
    rules = make_rules(preset, len(levels), overrides)
    spec = asdict(budget) if budget else None
    work: list[Job] = [
        (rules.to_dict(), seating(levels, m), f"{seed}/match{m}", spec) for m in range(matches)
    ]
    started = time.perf_counter()
    reports: list[MatchReport]
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
            t.net_points += seat.net_points
            t.calls += seat.calls
            t.successful_calls += seat.successful_calls
            t.assafs_suffered += seat.assafs_suffered
            t.latencies.extend(seat.latencies)
    return {
        "seats": list(levels),
        "preset": preset,
        "rules": rules.to_dict(),
        "rule_overrides": _changed(preset, rules),
        "budget_overrides": budget_changes(budget),
        "matches": matches,
        "seed": seed,
        "jobs": jobs,
        "rounds": rounds,
        "unfinished_matches": unfinished,
        "seconds": round(time.perf_counter() - started, 1),
        "levels": {lv: t.figures() for lv, t in totals.items()},
        **({"paired": paired_points(reports, *totals)} if len(totals) == 2 else {}),
        **({"records": [match_record(m, r) for m, r in enumerate(reports)]} if records else {}),
    }


def match_record(index: int, report: MatchReport) -> dict[str, Any]:
    """One match as :mod:`.compare` pairs it: per level, whether it won and its
    rounds, points and net points summed over its seats."""
    levels: dict[str, dict[str, int]] = {}
    for seat in report.seats:
        f = levels.setdefault(seat.level, {"won": 0, "rounds": 0, "points": 0, "net_points": 0})
        f["won"] += seat.won
        f["rounds"] += seat.rounds
        f["points"] += seat.points
        f["net_points"] += seat.net_points
    return {"match": index, "seating": [s.level for s in report.seats], "finished": report.finished,
            "levels": levels}


def paired_points(reports: Sequence[MatchReport], first: str, second: str) -> dict[str, Any]:
    """The first level's points per round less the second's, raw and after milestones,
    as the levels' own figures count them (all their points over all their
    seat-rounds), with a 95% interval that treats each match as one paired draw: both
    levels played its deals, and its rounds are not independent."""
    def sums(report: MatchReport, level: str) -> tuple[int, int, int]:
        seats = [s for s in report.seats if s.level == level]
        return sum(s.points for s in seats), sum(s.net_points for s in seats), sum(s.rounds for s in seats)

    per_match = [(sums(r, first), sums(r, second)) for r in reports]
    out: dict[str, Any] = {"first": first, "second": second, "matches": len(per_match)}
    for key, k in (("points_per_round_difference", 0), ("net_points_per_round_difference", 1)):
        out[key], out[f"{key}_95"] = ratio_difference([(a[k], a[2], b[k], b[2]) for a, b in per_match])
    return out


def ratio_difference(matches: Sequence[tuple[int, int, int, int]]) -> tuple[float, list[float] | None]:
    """sum(a)/sum(ra) - sum(b)/sum(rb) over matches of (a, ra, b, rb), with its 95% interval."""
    return signed_ratios([((a, ra), (b, rb)) for a, ra, b, rb in matches], (1, -1))


def signed_ratios(
    rows: Sequence[Sequence[tuple[float, float]]], signs: Sequence[int],
) -> tuple[float, list[float] | None]:
    """The sum over k of signs[k] * sum(x_k)/sum(r_k), each row holding one match's
    (x_k, r_k) for every ratio k, and its 95% interval by linearising the ratios over
    the matches (the delta method): a match is one paired draw of all of them."""
    n = len(rows)
    if n == 0:
        return 0.0, None
    sums = [(sum(row[k][0] for row in rows), sum(row[k][1] for row in rows)) for k in range(len(signs))]
    if any(not r for _, r in sums):
        return 0.0, None
    ratios = [x / r for x, r in sums]
    value = sum(sign * ratio for sign, ratio in zip(signs, ratios))
    if n < 2:
        return _r(value, 3), None
    terms = [sum(sign * (x - ratio * rx) / total for sign, ratio, (_, total), (x, rx)
                 in zip(signs, ratios, sums, row)) for row in rows]
    half = t95(n - 1) * math.sqrt(n / (n - 1) * sum(t * t for t in terms))
    return _r(value, 3), [_r(value - half, 3), _r(value + half, 3)]


def render(figures: dict[str, Any]) -> str:
    lines = [
        f"{' vs '.join(figures['seats'])} · preset {figures['preset']} · "
        f"{figures['matches']} matches · seed {figures['seed']} · {figures['rounds']} rounds · "
        f"{figures['seconds']} s with {figures['jobs']} job(s)",
    ]
    if figures["rule_overrides"]:
        lines.append(f"  rules: {_rules_line(figures)}")
    if line := _budget_line(figures):
        lines.append(line)
    if figures["unfinished_matches"]:
        lines.append(f"  {figures['unfinished_matches']} matches unfinished (round or match cap reached)")
    header = (
        f"  {'level':<13}{'seats':>5}  {'match wins':>10}  {'95% interval':>15}  {'rounds won':>10}  "
        f"{'pts/round':>9}  {'net/round':>9}  {'calls ok':>8}  {'Assafed':>7}  {'p50 ms':>7}  {'p95 ms':>7}  {'max ms':>7}"
    )
    lines.append(header)
    for level, f in figures["levels"].items():
        low, high = f["match_win_rate_95"]
        lat = f["latency_ms"]
        lines.append(
            f"  {level:<13}{f['seats']:>5}  {f['match_win_rate'] * 100:>9.1f}%  "
            f"{low * 100:>6.1f}–{high * 100:>5.1f}%  {f['round_win_rate'] * 100:>9.1f}%  "
            f"{f['mean_points_per_round']:>9.2f}  {f['mean_net_points_per_round']:>9.2f}  "
            f"{f['successful_calls']:>8}  {f['assafs_suffered']:>7}  {lat['p50']:>7.2f}  {lat['p95']:>7.2f}  {lat['max']:>7.2f}"
        )
    if "paired" in figures:
        p = figures["paired"]
        lines.append(
            f"  {p['first']} - {p['second']}, paired over {p['matches']} matches: "
            f"pts/round {p['points_per_round_difference']:+.2f} "
            f"(95% {interval_text(p['points_per_round_difference_95'], '+.2f')}), "
            f"net/round {p['net_points_per_round_difference']:+.2f} "
            f"(95% {interval_text(p['net_points_per_round_difference_95'], '+.2f')})"
        )
    return "\n".join(lines)


# ----- rule overrides ----------------------------------------------------------------


def parse_rule(item: str, option: str = "--rule", example: str = "jokers_per_deck=0") -> tuple[str, Any]:
    """``KEY=VALUE``: the value as JSON when it parses (``0``, ``true``, ``null``), else a string."""
    key, sep, text = item.partition("=")
    key = key.strip()
    if not sep or not key:
        raise ValueError(f"{option} {item!r}: write it as KEY=VALUE, e.g. {example}")
    text = text.strip()
    try:
        value = json.loads(text)
    except ValueError:
        value = text
    return key, value


def rule_argument(item: str) -> tuple[str, Any]:
    """:func:`parse_rule` as an argparse ``type``, so a tool's ``--rule`` error says what
    is wrong rather than argparse's "invalid value"."""
    try:
        return parse_rule(item)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def make_budget(overrides: dict[str, Any]) -> Budget | None:
    """The expert's :class:`.expert.Budget` with ``overrides`` (None when there are
    none); ValueError naming the setting when one is unknown or of the wrong kind."""
    if not overrides:
        return None
    defaults = Budget()
    names = [f.name for f in fields(Budget)]
    for key, value in overrides.items():
        if key not in names:
            raise ValueError(f"{key}: not a setting of the expert's budget; choose from {', '.join(names)}")
        default = getattr(defaults, key)
        if isinstance(default, bool):
            fits = isinstance(value, bool)
        elif isinstance(default, int):
            fits = isinstance(value, int) and not isinstance(value, bool)
        else:   # a float; the deadline may also be None (no clock)
            fits = (isinstance(value, (int, float)) and not isinstance(value, bool)) or (key == "seconds" and value is None)
        if not fits:
            raise ValueError(f"{key}={json.dumps(value)}: expected {type(default).__name__}"
                             + (" or null" if key == "seconds" else "") + f", like the default {json.dumps(default)}")
    return Budget(**overrides)


def budget_changes(budget: Budget | None) -> dict[str, Any]:
    """The settings of ``budget`` that differ from the default budget's."""
    if budget is None:
        return {}
    defaults = asdict(Budget())
    return {k: v for k, v in asdict(budget).items() if v != defaults[k]}


def budget_text(changed: dict[str, Any]) -> str:
    """Budget settings as the command line writes them: ``seconds=null, refine_worlds=12``."""
    return ", ".join(f"{k}={json.dumps(v)}" for k, v in changed.items())


def _budget_line(figures: dict[str, Any]) -> str | None:
    changed = figures.get("budget_overrides")
    return f"  expert budget: {budget_text(changed)}" if changed else None


def make_rules(
    preset: str, players: int, overrides: dict[str, Any] | None = None, single_round: bool = False,
) -> RuleSet:
    """The preset for ``players`` seats with ``overrides``; milestones off for single rounds."""
    changes = dict(overrides or {})
    if "players" in changes:
        raise RulesError("players", "the number of players is set by --seats")
    rules = RuleSet.preset(preset, players=players, **changes)  # checks every override as given
    return rules.with_options(milestones=Milestones.NONE) if single_round else rules


def _changed(preset: str, rules: RuleSet) -> dict[str, Any]:
    """The options of ``rules`` that differ from the preset's (as JSON tokens)."""
    base = RuleSet.preset(preset, players=rules.players).to_dict()
    return {k: v for k, v in rules.to_dict().items() if base[k] != v}


def _rules_line(figures: dict[str, Any]) -> str:
    changed = figures["rule_overrides"]
    if not changed:
        return f"preset {figures['preset']} as is"
    tokens = (f"{k}={v if isinstance(v, str) else json.dumps(v)}" for k, v in changed.items())
    return f"preset {figures['preset']} with " + ", ".join(tokens)


# ----- single rounds (issue 30) ------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RoundReport:
    deal: int
    levels: tuple[str, ...]          # level per seat
    finished: bool
    points: tuple[int, ...] = ()     # round points per seat (milestones are off)
    winner: int | None = None        # RoundResult.round_winner
    caller: int | None = None
    outcome: str | None = None
    turns: int = 0


RoundJob = tuple[dict[str, Any], tuple[str, ...], str, int, int, dict[str, Any] | None]


def play_round(
    rules: RuleSet, levels: Sequence[str], seed: str, starter: int, deal: int = 0,
    budget: Budget | None = None,
) -> RoundReport:
    """One round from zero totals, dealt from ``seed`` with ``starter`` first.

    The cards each seat gets depend only on (rules, seed, starter), never on who sits
    there, so two seatings of the same deal play the same cards.
    """
    players = [make_player(level, f"{seed}/seat{s}", budget) for s, level in enumerate(levels)]
    match = Match(rules, seed)
    state = match.start_round(starter=starter)
    while not state.is_over and state.turn < MAX_TURNS:
        seat = state.current
        match.apply(players[seat].choose(state.observation(seat)))
    if not state.is_over or state.result is None:
        return RoundReport(deal, tuple(levels), False, turns=state.turn)
    result = state.result
    return RoundReport(
        deal, tuple(levels), True, tuple(p or 0 for p in result.points), result.round_winner,
        result.caller, result.outcome.value, state.turn,
    )


def _one_round(job: RoundJob) -> RoundReport:
    rules_dict, levels, seed, starter, deal, budget = job
    return play_round(RuleSet.from_dict(rules_dict), levels, seed, starter, deal,
                      Budget(**budget) if budget else None)


def _interval(values: Sequence[float], digits: int = 3) -> tuple[float, list[float] | None]:
    mean, low, high = mean_interval(values)
    return _r(mean, digits), rounded_interval(low, high, digits)


def run_rounds(
    levels: Sequence[str], rounds: int, seed: int | str, preset: str = "israeli",
    jobs: int = 1, overrides: dict[str, Any] | None = None, budget: Budget | None = None,
    records: bool = False,
) -> dict[str, Any]:
    """``rounds`` deals, each played once per seating rotation, paired on the cards;
    ``records`` adds one record per deal (each level's rounds, wins and points)."""
    rules = make_rules(preset, len(levels), overrides, single_round=True)
    n = len(levels)
    spec = asdict(budget) if budget else None
    work: list[RoundJob] = [
        (rules.to_dict(), seating(levels, k), f"{seed}/deal{d}", d % n, d, spec)
        for d in range(rounds) for k in range(n)
    ]
    started = time.perf_counter()
    reports: list[RoundReport]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            reports = list(pool.map(_one_round, work, chunksize=max(1, len(work) // (jobs * 8))))
    else:
        reports = [_one_round(w) for w in work]

    names = list(dict.fromkeys(levels))
    # per level and deal: the level's points and wins over its seat-rounds of that deal
    per_deal: dict[str, dict[int, list[tuple[int, bool]]]] = {lv: {} for lv in names}
    counts = {lv: {"seat_rounds": 0, "rounds_won": 0, "calls": 0, "successful_calls": 0,
                   "assafs_suffered": 0} for lv in names}
    unfinished = 0
    for rep in reports:
        if not rep.finished:
            unfinished += 1
            continue
        for seat, lv in enumerate(rep.levels):
            won = rep.winner == seat
            per_deal[lv].setdefault(rep.deal, []).append((rep.points[seat], won))
            c = counts[lv]
            c["seat_rounds"] += 1
            c["rounds_won"] += won
            if rep.caller == seat:
                c["calls"] += 1
                c["successful_calls"] += rep.outcome in (Outcome.SUCCESS, Outcome.SLAP_ZERO)
                c["assafs_suffered"] += rep.outcome == Outcome.ASSAF

    def deal_means(lv: str) -> dict[int, tuple[float, float]]:
        return {d: (sum(p for p, _ in rs) / len(rs), sum(w for _, w in rs) / len(rs))
                for d, rs in per_deal[lv].items()}

    means = {lv: deal_means(lv) for lv in names}
    figures_by_level: dict[str, Any] = {}
    for lv in names:
        c = counts[lv]
        low, high = wilson(c["rounds_won"], c["seat_rounds"])
        pts, pts95 = _interval([m[0] for m in means[lv].values()])
        figures_by_level[lv] = {
            "seats": levels.count(lv),
            "rounds": c["seat_rounds"],
            "rounds_won": c["rounds_won"],
            "round_win_rate": _r(c["rounds_won"] / c["seat_rounds"] if c["seat_rounds"] else 0.0),
            "round_win_rate_95": [_r(low), _r(high)],
            "mean_points_per_round": pts,
            "mean_points_per_round_95": pts95,
            "calls": c["calls"],
            "successful_calls": c["successful_calls"],
            "assafs_suffered": c["assafs_suffered"],
        }
    paired: dict[str, Any] | None = None
    if len(names) == 2:
        a, b = names
        shared = sorted(set(means[a]) & set(means[b]))
        diff, diff95 = _interval([means[a][d][0] - means[b][d][0] for d in shared])
        wins, wins95 = _interval([means[a][d][1] - means[b][d][1] for d in shared], 4)
        if wins95 is not None:  # a difference of two shares lies in −1…1
            wins95 = [max(-1.0, wins95[0]), min(1.0, wins95[1])]
        paired = {
            "first": a, "second": b, "deals": len(shared),
            "points_per_round_difference": diff, "points_per_round_difference_95": diff95,
            "round_win_rate_difference": wins, "round_win_rate_difference_95": wins95,
        }
    return {
        "mode": "rounds",
        "seats": list(levels),
        "preset": preset,
        "rules": rules.to_dict(),
        "rule_overrides": _changed(preset, rules),
        "budget_overrides": budget_changes(budget),
        "deals": rounds,
        "seatings": n,
        "rounds": len(reports),
        "unfinished_rounds": unfinished,
        "seed": seed,
        "jobs": jobs,
        "seconds": round(time.perf_counter() - started, 1),
        "levels": figures_by_level,
        "paired": paired,
        **({"records": _deal_records(per_deal, rounds)} if records else {}),
    }


def _deal_records(per_deal: dict[str, dict[int, list[tuple[int, bool]]]], deals: int) -> list[dict[str, Any]]:
    """Per deal, each level's finished rounds, rounds won and points (for :mod:`.compare`)."""
    def figures(rounds: list[tuple[int, bool]]) -> dict[str, int]:
        return {"rounds": len(rounds), "won": sum(w for _, w in rounds), "points": sum(p for p, _ in rounds)}

    return [{"deal": d, "levels": {lv: figures(by_deal.get(d, [])) for lv, by_deal in per_deal.items()}}
            for d in range(deals)]


def render_rounds(figures: dict[str, Any]) -> str:
    lines = [
        f"{' vs '.join(figures['seats'])} · single rounds · {figures['deals']} deals × "
        f"{figures['seatings']} seatings = {figures['rounds']} rounds · seed {figures['seed']} · "
        f"{figures['seconds']} s with {figures['jobs']} job(s)",
        f"  rules: {_rules_line(figures)}",
    ]
    if line := _budget_line(figures):
        lines.append(line)
    if figures["unfinished_rounds"]:
        lines.append(f"  {figures['unfinished_rounds']} rounds unfinished (turn cap reached)")
    lines.append(
        f"  {'level':<13}{'seats':>5}  {'rounds won':>10}  {'95% interval':>15}  "
        f"{'pts/round':>9}  {'95% interval':>15}  {'calls ok':>8}  {'Assafed':>7}"
    )
    for level, f in figures["levels"].items():
        low, high = f["round_win_rate_95"]
        lines.append(
            f"  {level:<13}{f['seats']:>5}  {f['round_win_rate'] * 100:>9.1f}%  "
            f"{low * 100:>6.1f}–{high * 100:>5.1f}%  {f['mean_points_per_round']:>9.2f}  "
            f"{interval_text(f['mean_points_per_round_95'], '.2f'):>15}  {f['successful_calls']:>8}  "
            f"{f['assafs_suffered']:>7}"
        )
    p = figures["paired"]
    if p:
        wins95 = p["round_win_rate_difference_95"]
        wins_span = "–" if wins95 is None else f"{wins95[0] * 100:+.1f} to {wins95[1] * 100:+.1f}"
        lines.append(
            f"  paired on {p['deals']} deals, {p['first']} − {p['second']}: "
            f"pts/round {p['points_per_round_difference']:+.2f} "
            f"(95% {interval_text(p['points_per_round_difference_95'], '+.2f')}), "
            f"rounds won {p['round_win_rate_difference'] * 100:+.1f} pp "
            f"(95% {wins_span})"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.ai.tournament", description=__doc__.split("\n")[0])
    parser.add_argument("--seats", required=True, help="comma-separated levels, one per seat: " + ", ".join(Level))
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=None, metavar="N",
                        help="single-round mode: N deals from zero totals, milestones off, each played "
                             "in every seating rotation (paired); --matches is then ignored")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--preset", default="israeli", choices=sorted(PRESETS))
    parser.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                        help="override one rule option of the preset (repeatable); "
                             "the value is JSON when it parses, else a string: milestones=none")
    parser.add_argument("--budget", action="append", default=[], metavar="KEY=VALUE",
                        help="change one setting of the expert's search (ai.expert.Budget; repeatable), "
                             "the value as JSON: seconds=null searches with no clock (deterministic)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (latency is cleanest with 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--record", metavar="FILE",
                        help="also write the figures with one record per match (or deal) to FILE, "
                             "to pair two versions on the same deals: python -m yaniv_desktop.ai.compare")
    args = parser.parse_args(argv)
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        for level in levels:
            Level(level)
    except ValueError:
        parser.error(f"unknown level in --seats {args.seats!r}; choose from {', '.join(Level)}")
    if len(levels) < 2:
        parser.error("--seats needs at least two players")
    if args.rounds is not None and args.rounds < 1:
        parser.error("--rounds needs at least one deal")
    overrides: dict[str, Any] = {}
    written: dict[str, str] = {}
    for item in args.rule:
        try:
            key, value = parse_rule(item)
        except ValueError as error:
            parser.error(str(error))
        overrides[key] = value
        written[key] = item
    try:
        make_rules(args.preset, len(levels), overrides, single_round=args.rounds is not None)
    except RulesError as error:
        # name the --rule at fault; an error between options names them all
        given = written.get(error.option, " --rule ".join(args.rule) or "(none)")
        parser.error(f"--rule {given}: {error}")
    try:
        settings = dict(parse_rule(item, "--budget", "seconds=null") for item in args.budget)
    except ValueError as error:
        parser.error(str(error))
    try:
        budget = make_budget(settings)
    except ValueError as error:
        parser.error(f"--budget {error}")
    keep = args.record is not None
    if keep and not Path(args.record).resolve().parent.is_dir():
        parser.error(f"--record {args.record}: its folder does not exist")
    if args.rounds is not None:
        figures = run_rounds(levels, args.rounds, args.seed, args.preset, args.jobs, overrides, budget, keep)
    else:
        figures = run(levels, args.matches, args.seed, args.preset, args.jobs, overrides, budget, keep)
    records = figures.pop("records", None)
    print(json.dumps(figures) if args.json else (render_rounds if args.rounds is not None else render)(figures))
    if keep:
        try:
            write_record(Path(args.record), {**figures, "records": records})
        except OSError as error:
            print(f"--record {args.record}: not written: {error.strerror or error}", file=sys.stderr)
            return 1
    return 0


def write_record(path: Path, figures: dict[str, Any]) -> None:
    """The run with its records, written whole or not at all (a temporary file, then
    renamed over ``path``)."""
    partial = path.with_name(path.name + ".partial")
    partial.write_text(json.dumps(figures), encoding="utf-8")
    os.replace(partial, path)


if __name__ == "__main__":
    sys.exit(main())
