"""Engine speed: ``python -m yaniv_desktop.core.bench [--rounds N] [--json]``.

Plays seeded two-player rounds with a simple policy (throw the highest-value legal
discard, take a face-up card worth 3 or less, call when allowed) and reports
rounds/s; then replays the positions of those rounds with ``clone()`` followed by
the turn's ``apply()`` calls (the discard and the draw) and reports turns/s.  The
computer players search with exactly these calls.

Rates are per second of this process's CPU time (``time.process_time``): the speed
on one core, whatever else the machine is running.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from .actions import Action, CallYaniv, Discard, DrawPile, DrawStock
from .combos import ThrowRules
from .observation import Phase
from .round import RoundSetup, RoundState
from .rules import RuleSet

LOW_CARD = 3


def simple_policy(state: RoundState) -> Action:
    """The benchmark's policy (also a handy scripted opponent in tests)."""
    tr = state.throw_rules
    seat = state.current
    if state.phase is Phase.TURN:
        if state.can_call() and state.hand_value(seat) <= state.rules.yaniv_threshold:
            return CallYaniv()
        throws, values = tr.discard_options(state.hands[seat])
        best = max(range(len(throws)), key=lambda i: (values[i], len(throws[i])))
        return Discard(throws[best])
    if state.phase is Phase.DRAW:
        low = [c for c in state.takeable() if tr.value[c] <= LOW_CARD]
        if low or not state.stock:
            pool = low or list(state.takeable())
            return DrawPile(min(pool, key=lambda c: tr.value[c]))
        return DrawStock()
    return state.legal_actions()[-1]  # keep the drawn card


def play_rounds(rules: RuleSet, count: int, seed: int) -> tuple[float, list[RoundState], int]:
    """Play ``count`` rounds; return seconds, the start-of-turn states seen, and turns."""
    positions: list[RoundState] = []
    throw_rules = ThrowRules(rules)  # shared by a match's rounds, as Match does
    turns = 0
    started = time.process_time()
    for i in range(count):
        setup = RoundSetup(seats=2, active=(0, 1), starter=i % 2, seed=f"{seed}/{i}")
        state = RoundState(rules, setup, throw_rules=throw_rules)
        while not state.is_over:
            state.apply(simple_policy(state))
        turns += state.turn
    elapsed = time.process_time() - started
    # Collect positions outside the timed loop, by replaying a sample of the rounds.
    for i in range(min(count, 400)):
        setup = RoundSetup(seats=2, active=(0, 1), starter=i % 2, seed=f"{seed}/{i}")
        state = RoundState(rules, setup, throw_rules=throw_rules)
        while not state.is_over:
            if state.phase is Phase.TURN and not isinstance(simple_policy(state), CallYaniv):
                positions.append(state.clone())
            state.apply(simple_policy(state))
    return elapsed, positions, turns


def time_clone_apply(positions: list[RoundState], repeats: int) -> tuple[float, int]:
    """Seconds for ``repeats`` passes of clone + discard + draw over every position."""
    plans = []
    for state in positions:
        probe = state.clone()
        discard = simple_policy(probe)
        probe.apply(discard)
        plans.append((state, discard, simple_policy(probe)))
    started = time.process_time()
    for _ in range(repeats):
        for state, discard, draw in plans:
            child = state.clone()
            child.apply(discard)
            child.apply(draw)
    return time.process_time() - started, repeats * len(plans)


def run(rounds: int, seed: int, preset: str) -> dict[str, float | int | str]:
    rules = RuleSet.preset(preset, players=2)
    elapsed, positions, turns = play_rounds(rules, rounds, seed)
    clone_seconds, clone_turns = time_clone_apply(positions, repeats=max(1, 100_000 // max(1, len(positions))))
    return {
        "preset": preset,
        "rounds": rounds,
        "rounds_per_s": round(rounds / elapsed, 1),
        "turns_per_s_in_rounds": round(turns / elapsed, 1),
        "clone_apply_turns": clone_turns,
        "clone_apply_turns_per_s": round(clone_turns / clone_seconds, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.core.bench")
    parser.add_argument("--rounds", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="israeli")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    figures = run(args.rounds, args.seed, args.preset)
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"preset {figures['preset']}, two players, {figures['rounds']} seeded rounds")
        print(f"  rounds/s                {figures['rounds_per_s']:>12,.1f}   (target ≥ 2,000)")
        print(f"  turns/s within rounds   {figures['turns_per_s_in_rounds']:>12,.1f}")
        print(f"  clone()+apply() turns/s {figures['clone_apply_turns_per_s']:>12,.1f}   (target ≥ 50,000)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
