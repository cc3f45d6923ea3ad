"""Engine speed: ``python -m yaniv_desktop.core.bench [--rounds N] [--json]``.

Plays seeded two-player rounds with a simple policy (throw the highest-value legal
discard, take a face-up card worth 3 or less, call when allowed) and reports
rounds/s; then replays the positions of those rounds with ``clone()`` followed by
the turn's ``apply()`` calls (the discard and the draw) and reports turns/s.

The expert's search (``ai/expert.py``) does more with the engine than one turn per
clone: per sampled world it builds a state from an explicit :class:`Deal`, then per
plan clones it and plays it out to the end with a policy that asks ``can_call()``,
``takeable()`` and the hand's discards every turn, and scores the end with
``play_order()`` and ``hand_values()``.  Two more figures measure that path:
``explicit_deals_per_s`` (a ``RoundState`` built from a given deal, as a world is)
and ``playout_turns_per_s`` (clone a position, play it to the end with the benchmark
policy, read the hand values: turns played per second, the policy's queries included).
Its policy also weighs hands it could hold after a throw and a draw, most of them
seen for the first time: ``new_hand_discards_per_s`` lists the legal throws of
distinct random hands of 2 to 6 cards with a fresh ``ThrowRules`` (nothing cached).

Rates are per second of this process's CPU time (``time.process_time``): the speed
on one core, whatever else the machine is running.  Before each timed loop the heap
is collected and what is alive is set aside (``gc.freeze``), so the collector's
passes over the positions this benchmark keeps, and over what earlier loops left,
do not move the figures.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import time

from .actions import Action, CallYaniv, Discard, DrawPile, DrawStock
from .combos import ThrowRules
from .observation import Phase
from .round import Deal, RoundSetup, RoundState
from .rules import RuleSet

LOW_CARD = 3


def _start_clock() -> float:
    """Settle the heap (see the module's notes), then read the CPU clock."""
    gc.collect()
    gc.freeze()
    return time.process_time()


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
    started = _start_clock()
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
    started = _start_clock()
    for _ in range(repeats):
        for state, discard, draw in plans:
            child = state.clone()
            child.apply(discard)
            child.apply(draw)
    return time.process_time() - started, repeats * len(plans)


def time_playouts(positions: list[RoundState], repeats: int) -> tuple[float, int]:
    """Seconds for ``repeats`` passes of clone + play to the end + hand values over
    every position, and the turns played (a call is a turn)."""
    started = _start_clock()
    turns = 0
    for _ in range(repeats):
        for state in positions:
            child = state.clone()
            while child.phase is not Phase.OVER:
                if child.phase is Phase.TURN:
                    turns += 1
                child.apply(simple_policy(child))
            child.play_order()
            child.hand_values()
    return time.process_time() - started, turns


def time_explicit_deals(rules: RuleSet, count: int, seed: int) -> tuple[float, int]:
    """Seconds to build ``count`` round states from explicit deals (one per world in
    the search), the deals themselves made outside the timed loop."""
    throw_rules = ThrowRules(rules)
    jobs = []
    for i in range(count):
        setup = RoundSetup(seats=2, active=(0, 1), starter=i % 2, seed=f"{seed}/deal/{i}")
        dealt = RoundState(rules, setup, throw_rules=throw_rules)
        deal = Deal(tuple(tuple(h) for h in dealt.hands), (*dealt.pile, *dealt.last_throw),
                    tuple(reversed(dealt.stock)))
        jobs.append((setup, deal))
    started = _start_clock()
    for setup, deal in jobs:
        RoundState(rules, setup, deal, throw_rules)
    return time.process_time() - started, count


def time_new_hand_discards(rules: RuleSet, count: int, seed: int) -> tuple[float, int]:
    """Seconds to list the throws of ``count`` distinct hands never seen before."""
    throw_rules = ThrowRules(rules)
    rng = random.Random(seed)
    hands = list({tuple(sorted(rng.sample(throw_rules.table_cards, rng.randint(2, 6)))) for _ in range(count)})
    started = _start_clock()
    for hand in hands:
        throw_rules.discard_options(hand)
    return time.process_time() - started, len(hands)


def run(rounds: int, seed: int, preset: str) -> dict[str, float | int | str]:
    rules = RuleSet.preset(preset, players=2)
    try:
        elapsed, positions, turns = play_rounds(rules, rounds, seed)
        clone_seconds, clone_turns = time_clone_apply(positions, repeats=max(1, 100_000 // max(1, len(positions))))
        playout_seconds, playout_turns = time_playouts(positions, repeats=max(1, 20_000 // max(1, len(positions))))
        deal_seconds, deals = time_explicit_deals(rules, 5_000, seed)
        hand_seconds, new_hands = time_new_hand_discards(rules, 20_000, seed)
    finally:
        gc.unfreeze()  # a caller's process (a test run) collects as usual again
    return {
        "preset": preset,
        "rounds": rounds,
        "rounds_per_s": round(rounds / elapsed, 1),
        "turns_per_s_in_rounds": round(turns / elapsed, 1),
        "clone_apply_turns": clone_turns,
        "clone_apply_turns_per_s": round(clone_turns / clone_seconds, 1),
        "playout_turns": playout_turns,
        "playout_turns_per_s": round(playout_turns / playout_seconds, 1),
        "explicit_deals_per_s": round(deals / deal_seconds, 1),
        "new_hand_discards_per_s": round(new_hands / hand_seconds, 1),
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
        print("  the search's path:")
        print(f"  playout turns/s         {figures['playout_turns_per_s']:>12,.1f}   (clone, play to the end)")
        print(f"  explicit deals/s        {figures['explicit_deals_per_s']:>12,.1f}   (a world's state)")
        print(f"  new hands' discards/s   {figures['new_hand_discards_per_s']:>12,.1f}   (nothing cached)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
