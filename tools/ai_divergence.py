"""Where a level's edge over the Intermediate in single rounds comes from (issue 30).

    python tools/ai_divergence.py --rounds 600 --seed 31 [--level expert] [--preset israeli]
        [--rule KEY=VALUE ...] [--draws] [--jobs 2] [--json]

It plays the deals of the tournament's single-round mode (``ai.tournament --rounds``
with the same seed, preset and rules deals the same cards) twice for every seat:
once with the Intermediate in every seat, once with ``--level`` in that seat.  The
other seats play the Intermediate's deterministic policy in both, so the two rounds
are the same up to the first decision where the level acts otherwise than the
Intermediate.  That decision's kind (a call the level declines, a call the
Intermediate would not make, a throw, a draw, something else), split by whether an
opponent holds two cards or fewer, is charged with what the round then changed for
the seat: its round wins and its net points (the opponents' mean points less its
own).  Summed over every kind, the changes are the level's whole edge over the
Intermediate in that seat.  ``--draws`` splits the draws by what each took: the
stock, or a face-up card and its points ("draw: face-up 5 → stock" is a draw where
the Intermediate took a face-up 5 and the level the stock).  A measuring tool for docs/ai.md; not shipped.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from yaniv_desktop.ai.arena import MAX_TURNS  # as the tournament: a round this long is not played on
from yaniv_desktop.ai.levels import make_player
from yaniv_desktop.ai.tournament import make_rules, rule_argument
from yaniv_desktop.core.actions import Action, CallYaniv, DrawPile
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.rules import RuleSet

DANGER = 2           # an opponent with this many cards or fewer may call next turn
BASE = "intermediate"


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the watched seat: what it did and where."""

    phase: Phase
    action: Action
    danger: bool      # an opponent holds DANGER cards or fewer


@dataclass(frozen=True, slots=True)
class Round:
    """One round from the watched seat: its decisions and what the round gave it."""

    decisions: tuple[Decision, ...]
    won: bool
    net: float        # the opponents' mean round points less its own


@dataclass(frozen=True, slots=True)
class Divergence:
    """Where the level first acted otherwise than the Intermediate, and what it changed."""

    kind: str
    wins: int         # the level's round win less the Intermediate's (-1, 0 or 1)
    net: float        # the level's net points less the Intermediate's


def play(rules: RuleSet, levels: Sequence[str], seed: str, starter: int, watch: int) -> Round | None:
    """One round dealt as the tournament deals it; None if it did not finish."""
    players = [make_player(level, f"{seed}/seat{s}") for s, level in enumerate(levels)]
    match = Match(rules, seed)
    state = match.start_round(starter=starter)
    decisions = []
    while not state.is_over and state.turn < MAX_TURNS:
        seat = state.current
        obs = state.observation(seat)
        action = players[seat].choose(obs)
        if seat == watch:
            danger = any(len(state.hands[o]) <= DANGER for o in obs.play_order if o != seat)
            decisions.append(Decision(obs.phase, action, danger))
        match.apply(action)
    if state.result is None:
        return None
    points = [p or 0 for p in state.result.points]
    others = [p for p in state.play_order() if p != watch]
    net = sum(points[p] for p in others) / len(others) - points[watch]
    return Round(tuple(decisions), state.result.round_winner == watch, net)


def kind_of(base: Decision, level: Decision) -> str:
    """The kind of decision where the level left the Intermediate's play."""
    if isinstance(base.action, CallYaniv):
        kind = "call declined"
    elif isinstance(level.action, CallYaniv):
        kind = "call made"
    elif base.phase is Phase.TURN:
        kind = "throw"
    elif base.phase is Phase.DRAW:
        kind = "draw"
    else:
        kind = "other"
    return f"{kind}, opponent on {DANGER} cards or fewer" if base.danger else kind


def taken(action: Action, values: Sequence[int]) -> str:
    """What a draw took: the stock, or a face-up card with its points."""
    return f"face-up {values[action.card]}" if isinstance(action, DrawPile) else "stock"


def diverge(base: Round, level: Round, values: Sequence[int] | None = None) -> Divergence:
    """The first decision the two rounds differ in, charged with the difference; with
    the rules' card ``values``, a draw is named with what each took."""
    kind = "plays alike"
    for b, lv in zip(base.decisions, level.decisions, strict=False):
        if b.action != lv.action:
            kind = kind_of(b, lv)
            if values is not None and b.phase is Phase.DRAW:
                kind = f"{kind}: {taken(b.action, values)} → {taken(lv.action, values)}"
            break
    return Divergence(kind, int(level.won) - int(base.won), level.net - base.net)


def one(job: tuple[dict[str, object], str, str, int, int] | tuple[dict[str, object], str, str, int, int, bool],
        ) -> Divergence | None:
    """Deal ``seed`` with ``level`` in seat ``watch``, against the all-Intermediate table
    (draws named with what each took when the job's last item is True)."""
    rules_dict, level, seed, starter, watch, *draws = job
    rules = RuleSet.from_dict(rules_dict)
    seats = [BASE] * rules.players
    base = play(rules, seats, seed, starter, watch)
    seats[watch] = level
    mine = play(rules, seats, seed, starter, watch)
    values = ThrowRules(rules).value if draws and draws[0] else None
    return None if base is None or mine is None else diverge(base, mine, values)


def tally(found: Sequence[Divergence]) -> dict[str, dict[str, float]]:
    """Per kind: seat-rounds, round wins gained and net points gained."""
    out: dict[str, dict[str, float]] = {}
    for d in found:
        t = out.setdefault(d.kind, {"seat_rounds": 0, "wins": 0, "net_points": 0.0})
        t["seat_rounds"] += 1
        t["wins"] += d.wins
        t["net_points"] += d.net
    return dict(sorted(out.items()))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--preset", default="israeli")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--rule", action="append", type=rule_argument, default=[], metavar="KEY=VALUE")
    parser.add_argument("--rounds", type=int, default=600, help="deals, each played with the level in every seat")
    parser.add_argument("--seed", default="31")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--draws", action="store_true", help="split the draws by what each took")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        rules = make_rules(args.preset, args.players, dict(args.rule), single_round=True)
    except ValueError as error:   # RulesError names the option
        parser.error(str(error))
    n = args.players
    work = [(rules.to_dict(), args.level, f"{args.seed}/deal{d}", d % n, s, args.draws)
            for d in range(args.rounds) for s in range(n)]
    with ProcessPoolExecutor(args.jobs) as pool:
        found = [d for d in pool.map(one, work, chunksize=8) if d is not None]
    table = tally(found)
    total = len(found)
    if args.json:
        print(json.dumps({"level": args.level, "seat_rounds": total, "kinds": table}, indent=1))
        return
    print(f"{args.level} against the intermediate in the same seat · {args.rounds} deals × {n} seats · "
          f"seed {args.seed} · {total} seat-rounds")
    print(f"  {'first decision played otherwise':<58}{'seat-rounds':>11}{'round wins':>11}{'net points':>11}")
    for kind, t in table.items():
        print(f"  {kind:<58}{t['seat_rounds']:>11}{t['wins']:>+11}{t['net_points']:>+11.0f}")
    wins = sum(t["wins"] for t in table.values())
    net = sum(t["net_points"] for t in table.values())
    print(f"  {'all':<58}{total:>11}{wins:>+11}{net:>+11.0f}")
    if total:
        print(f"  per seat-round: {100 * wins / total:+.2f} pp of rounds won, {net / total:+.2f} net points")


if __name__ == "__main__":
    main()
