"""Fit the expert's afterstate model (``yaniv_desktop/ai/afterstate.py``).

    python tools/ai_afterstate.py --rounds 60000 --seed 1 [--preset NAME ...] [--players N] [--rule KEY=VALUE ...]
        [--jobs 2] [--check M] [--write]

For each preset it plays rounds of intermediate self-play at ``--players`` seats
(heads-up by default; the rollout policy: the intermediate's tactics and call
rule), records every afterstate (the hand a player keeps at the end of its turn,
with the card count and face-up cards of the opponent holding the fewest cards,
and what the throw offered) with that round's outcome for the player (the
opponents' mean points - mine), and fits the model's weights by ridge least
squares.  It prints the held-out mean squared error of the model against a linear
fit on the hand value and residual (what the tactics look at), and with
``--check`` the match win rate of the intermediate drawing by the new table
against plain intermediates, so a refit is judged before it is written.
``--write`` rewrites ``afterstate_weights.py`` with the tables named (and keeps the
others).  ``--rule`` fits a variant of the presets (``jokers_per_deck=0``, ``decks=2``);
its table is named with the options (``israeli;jokers_per_deck=0``, afterstate.table_name).
A round no table was fitted for borrows the nearest one (afterstate.choose_table).  Deterministic for a seed.  Pure Python: 1.5 to 6 minutes a table on two
cores for 60,000 rounds, more seats taking longer.
"""
from __future__ import annotations

import argparse
import ast
import random
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from yaniv_desktop.ai.afterstate import (
    SIZE,
    Afterstate,
    AfterstateValue,
    basis,
    describe,
    table_name,
    threat_in,
)
from yaniv_desktop.ai.intermediate import Intermediate
from yaniv_desktop.ai.knowledge import deduce
from yaniv_desktop.ai.rollout import RolloutPolicy
from yaniv_desktop.ai.stats import wilson
from yaniv_desktop.ai.tactics import draw_action
from yaniv_desktop.ai.tournament import rule_argument
from yaniv_desktop.core.actions import Action, DrawStock
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.observation import Observation, Phase
from yaniv_desktop.core.round import RoundSetup, RoundState
from yaniv_desktop.core.rules import PRESETS, RuleSet

WEIGHTS_FILE = Path(__file__).resolve().parent.parent / "yaniv_desktop" / "ai" / "afterstate_weights.py"
MAX_TURNS = 300   # a round longer than this is dropped (it has no outcome to learn)
RIDGE = 1.0       # the basis's one-hot slices overlap; a little ridge makes the fit unique

Sample = tuple[Afterstate, float]
Overrides = tuple[tuple[str, object], ...]   # rule options that differ from the preset's


def play_rounds(job: tuple[str, int, str, int] | tuple[str, int, str, int, Overrides]) -> list[Sample]:
    """Afterstates and outcomes of ``count`` seeded rounds of ``players`` seats (under
    the preset with the job's overrides, if it has any)."""
    preset, players, seed, count, *rest = job
    rules = RuleSet.preset(preset, players=players, **dict(rest[0] if rest else ()))
    tr = ThrowRules(rules)
    policy = RolloutPolicy(tr)
    seats = tuple(range(players))
    out: list[Sample] = []
    for k in range(count):
        state = RoundState(rules, RoundSetup(players, seats, k % players, f"{seed}/{k}"), throw_rules=tr)
        seen: list[tuple[int, Afterstate]] = []
        while state.phase is not Phase.OVER and state.turn < MAX_TURNS:
            seat, phase = state.current, state.phase
            thrown = state.pending if phase is Phase.DRAW else ()
            state.apply(policy.act(state))
            if phase is Phase.DRAW and state.phase is not Phase.OVER and state.current != seat:
                seen.append((seat, describe(tr, state.hands[seat], *threat_in(tr, state, seat), thrown)))
        if state.result is None:
            continue
        points = [p or 0 for p in state.result.points]
        total = sum(points)
        out.extend((a, (total - points[seat]) / (players - 1) - points[seat]) for seat, a in seen)
    return out


def samples(preset: str, players: int, seed: str, rounds: int, jobs: int, overrides: Overrides = ()) -> list[Sample]:
    parts = max(1, min(40, rounds // 500))
    work = [(preset, players, f"{seed}/{p}", rounds // parts + (p < rounds % parts), overrides) for p in range(parts)]
    with ProcessPoolExecutor(jobs) as pool:
        return [s for part in pool.map(play_rounds, work) for s in part]


def solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """Solve a symmetric positive definite system by Cholesky decomposition."""
    n = len(rhs)
    low = [[0.0] * n for _ in range(n)]
    for i in range(n):
        row_i = low[i]
        for j in range(i + 1):
            row_j = low[j]
            s = matrix[i][j] - sum(row_i[k] * row_j[k] for k in range(j))
            if i == j:
                if s <= 0:
                    raise ValueError("the normal equations are not positive definite")
                row_i[i] = s ** 0.5
            else:
                row_i[j] = s / row_j[j]
    y = [0.0] * n
    for i in range(n):
        y[i] = (rhs[i] - sum(low[i][k] * y[k] for k in range(i))) / low[i][i]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (y[i] - sum(low[k][i] * x[k] for k in range(i + 1, n))) / low[i][i]
    return x


def fit(rows: Sequence[Sample], size: int = SIZE, ridge: float = RIDGE) -> list[float]:
    """Ridge least squares of the outcomes on the basis (sparse rows)."""
    gram = [[0.0] * size for _ in range(size)]
    rhs = [0.0] * size
    for a, y in rows:
        xs = basis(a)
        for i, xi in xs:
            rhs[i] += xi * y
            g = gram[i]
            for j, xj in xs:
                g[j] += xi * xj
    for i in range(size):
        gram[i][i] += ridge
    return solve(gram, rhs)


def predict(weights: Sequence[float], a: Afterstate) -> float:
    return sum(weights[i] * x for i, x in basis(a))


def baseline(rows: Sequence[Sample]) -> tuple[float, float, float]:
    """Least squares of the outcome on 1, the hand value and the residual."""
    gram = [[0.0] * 3 for _ in range(3)]
    rhs = [0.0] * 3
    for a, y in rows:
        x = (1.0, float(a.value), float(a.value - a.best))
        for i in range(3):
            rhs[i] += x[i] * y
            for j in range(3):
                gram[i][j] += x[i] * x[j]
    c = solve(gram, rhs)
    return c[0], c[1], c[2]


def held_out_errors(rows: Sequence[Sample], seed: str) -> tuple[float, float, float]:
    """(variance, model MSE, baseline MSE) on a fifth of the rows held out."""
    order = list(range(len(rows)))
    random.Random(seed).shuffle(order)
    cut = len(rows) * 4 // 5
    train = [rows[i] for i in order[:cut]]
    test = [rows[i] for i in order[cut:]]
    w = fit(train)
    c0, c1, c2 = baseline(train)
    mean = sum(y for _, y in test) / len(test)
    var = sum((y - mean) ** 2 for _, y in test) / len(test)
    model = sum((predict(w, a) - y) ** 2 for a, y in test) / len(test)
    base = sum((c0 + c1 * a.value + c2 * (a.value - a.best) - y) ** 2 for a, y in test) / len(test)
    return var, model, base


def read_weights(path: Path) -> dict[str, tuple[float, ...]]:
    """The tables of a weights file written before (parsed, never executed)."""
    tree = ast.parse(path.read_text())
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == "WEIGHTS":
            assert node.value is not None
            return dict(ast.literal_eval(node.value))
    return {}


class LearnedDraw(Intermediate):
    """The intermediate, drawing by the afterstate model instead of the residual."""

    def __init__(self, seed: int | str, weights: Sequence[float]) -> None:
        super().__init__(seed)
        self.weights = weights
        self.model: AfterstateValue | None = None

    def choose(self, obs: Observation) -> Action:
        action = super().choose(obs)
        if obs.phase is not Phase.DRAW or len(obs.legal_actions) < 2:
            return action
        tr = self.tables.get(obs.rules)
        if self.model is None or self.model.tr is not tr:
            self.model = AfterstateValue(tr, self.weights)
        scored = self.model.observed_draws(obs, deduce(obs), DrawStock() in obs.legal_actions)
        return action if scored is None else draw_action(max(scored, key=lambda t: t[1])[0])


def check_match(job: tuple[str, int, Sequence[float], str, int]
                | tuple[str, int, Sequence[float], str, int, Overrides]) -> bool:
    """One match, the learned draw against intermediates; True if it won."""
    preset, players, weights, seed, index, *rest = job
    rules = RuleSet.preset(preset, players=players, **dict(rest[0] if rest else ()))
    learned = index % players   # it takes every seat in turn
    seats = [LearnedDraw(f"{seed}/{s}", weights) if s == learned else Intermediate(f"{seed}/{s}")
             for s in range(players)]
    match = Match(rules, f"{seed}/match{index}")
    while not match.is_over and match.round_number < 2000:
        state = match.start_round()
        while not state.is_over and state.turn < 5000:
            match.apply(seats[state.current].choose(state.observation(state.current)))
    return match.winner == learned


def check(preset: str, players: int, weights: Sequence[float], matches: int, seed: str,
          jobs: int, overrides: Overrides = ()) -> tuple[int, float, float]:
    """Matches the learned draw won of ``matches``, with a 95% interval."""
    work = [(preset, players, weights, seed, m, overrides) for m in range(matches)]
    with ProcessPoolExecutor(jobs) as pool:
        won = sum(pool.map(check_match, work, chunksize=4))
    low, high = wilson(won, matches)
    return won, low, high


def render(weights: dict[str, Sequence[float]], note: str) -> str:
    lines = [
        '"""Fitted weights of the afterstate model (:mod:`.afterstate`), one table per preset.',
        "",
        "Written by ``tools/ai_afterstate.py --write``; do not edit by hand.",
        f"{note}",
        '"""',
        "",
        "WEIGHTS: dict[str, tuple[float, ...]] = {",
    ]
    for preset, w in weights.items():
        lines.append(f"    {preset!r}: (")
        for k in range(0, len(w), 8):
            lines.append("        " + " ".join(f"{x:.4f}," for x in w[k:k + 8]))
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", action="append", choices=sorted(PRESETS),
                        help="a preset to fit (repeatable; every preset when none is named)")
    parser.add_argument("--players", type=int, default=2, help="seats at the table (2: heads-up)")
    parser.add_argument("--rule", action="append", type=rule_argument, default=[], metavar="KEY=VALUE",
                        help="a rule option that differs from the preset's (repeatable)")
    parser.add_argument("--rounds", type=int, default=60_000)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--write", action="store_true", help=f"rewrite {WEIGHTS_FILE.name}")
    parser.add_argument("--check", type=int, default=0, metavar="MATCHES",
                        help="play this many matches of the intermediate drawing by the new table "
                             "against plain intermediates, per preset")
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    presets = args.preset or list(PRESETS)
    overrides: Overrides = tuple(sorted(args.rule))
    for preset in presets:   # every rule set playable before minutes of fitting begin
        try:
            RuleSet.preset(preset, players=args.players, **dict(overrides))
        except ValueError as error:   # RulesError names the option
            parser.error(f"--preset {preset}: {error}")
    fitted: dict[str, list[float]] = {}
    for preset in presets:
        name = table_name(preset, args.players, dict(overrides))
        rows = samples(preset, args.players, f"{args.seed}/{name}", args.rounds, args.jobs, overrides)
        if len(rows) < 5 * SIZE:
            sys.exit(f"{name}: only {len(rows)} afterstates from {args.rounds} rounds; play more rounds")
        var, model, base = held_out_errors(rows, args.seed)
        print(f"{name}: {len(rows)} afterstates from {args.rounds} rounds; held-out MSE {model:.1f} "
              f"(value and residual alone {base:.1f}, variance {var:.1f})")
        fitted[name] = fit(rows)
        if args.check:
            won, low, high = check(preset, args.players, fitted[name], args.check, f"{args.seed}/check", args.jobs,
                                   overrides)
            print(f"  the intermediate drawing by it won {won} of {args.check} matches "
                  f"({won / args.check:.1%}, 95% {low:.1%}–{high:.1%}; parity {1 / args.players:.1%}) "
                  f"against the plain intermediate")
    if args.write:
        old: dict[str, tuple[float, ...]] = {}
        if args.out.exists():
            old = read_weights(args.out)
        merged = {**{p: w for p, w in old.items() if len(w) == SIZE}, **fitted}
        note = ("Keys: a preset (heads-up) or preset/seats, then ;option=value for options fitted off the preset; "
                "see tools/ai_afterstate.py for how each was fitted.")
        tmp = args.out.with_suffix(".tmp")
        tmp.write_text(render(dict(sorted(merged.items())), note))
        tmp.replace(args.out)
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
