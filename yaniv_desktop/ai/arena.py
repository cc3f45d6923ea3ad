"""Play one full match between computer players and collect what a tournament reports."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..core.match import Match
from ..core.outcome import Outcome
from ..core.rules import RuleSet
from .expert import Budget
from .levels import make_player

MAX_ROUNDS = 2000     # a match longer than this is abandoned (and reported)
MAX_TURNS = 5000      # the same for one round


@dataclass(slots=True)
class SeatStats:
    level: str
    won: bool = False
    rounds: int = 0
    rounds_won: int = 0
    points: int = 0            # round points scored, summed over rounds
    # what the rounds added to the total, milestones included (a landing on 100 -> 50
    # scores its points but takes the total down): the points that decide a match
    net_points: int = 0
    calls: int = 0
    successful_calls: int = 0
    assafs_suffered: int = 0   # own calls that were Assafed
    latencies: list[float] = field(default_factory=list)  # seconds per decision


@dataclass(frozen=True, slots=True)
class MatchReport:
    seats: tuple[SeatStats, ...]
    rounds: int
    finished: bool


def play_match(
    rules: RuleSet, levels: Sequence[str], seed: str, budget: Budget | None = None,
    settle: Callable[[], None] | None = None,
) -> MatchReport:
    """One match; ``settle`` runs after every decision, outside its timing (the
    tournament passes ``gc.freeze``, as the app's AI process does after each answer)."""
    players = [make_player(level, f"{seed}/seat{s}", budget) for s, level in enumerate(levels)]
    stats = tuple(SeatStats(level) for level in levels)
    match = Match(rules, seed)
    clock = time.perf_counter
    while not match.is_over and match.round_number < MAX_ROUNDS:
        state = match.start_round()
        before = list(match.totals)
        while not state.is_over and state.turn < MAX_TURNS:
            seat = state.current
            obs = state.observation(seat)
            started = clock()
            action = players[seat].choose(obs)
            stats[seat].latencies.append(clock() - started)
            if settle is not None:
                settle()
            match.apply(action)
        if not state.is_over:
            break
        result = state.result
        assert result is not None
        for seat in state.setup.active:
            s = stats[seat]
            s.rounds += 1
            s.points += result.points[seat] or 0
            s.net_points += match.totals[seat] - before[seat]
            if result.round_winner == seat:
                s.rounds_won += 1
        caller = stats[result.caller]
        caller.calls += 1
        if result.outcome in (Outcome.SUCCESS, Outcome.SLAP_ZERO):
            caller.successful_calls += 1
        elif result.outcome is Outcome.ASSAF:
            caller.assafs_suffered += 1
    if match.winner is not None:
        stats[match.winner].won = True
    return MatchReport(stats, match.round_number, match.is_over)
