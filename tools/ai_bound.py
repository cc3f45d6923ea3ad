"""How far call timing alone can lift a player: an *oracle* against the intermediate.

    python tools/ai_bound.py --matches 800 --seed 1 [--seats 2] [--jobs 2]

The oracle plays the intermediate's own throws and draws, but it reads the true
round state to call: it calls exactly when its hand is strictly lower than every
opponent's, so it is never Assafed and never misses a safe call.  No fair player
can do better at calling; the win rate it reaches bounds what better card reading
(the expert's worlds) can add to the intermediate's play.  It is a measuring tool,
not a game level, and it is not shipped.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor

from yaniv_desktop.ai.intermediate import Intermediate
from yaniv_desktop.ai.stats import wilson
from yaniv_desktop.core.actions import Action, CallYaniv
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.observation import Observation, Phase
from yaniv_desktop.core.round import RoundState
from yaniv_desktop.core.rules import RuleSet


class Oracle(Intermediate):
    """The intermediate with perfect call timing (it is handed the state)."""

    state: RoundState | None = None

    def choose(self, obs: Observation) -> Action:
        if obs.phase is not Phase.TURN or CallYaniv() not in obs.legal_actions:
            return super().choose(obs)
        assert self.state is not None
        mine = self.state.hand_value(obs.player)
        lowest = min(self.state.hand_value(s) for s in obs.play_order if s != obs.player)
        return CallYaniv() if mine < lowest else self.best_throw(obs)


def play(args: tuple[int, int, str]) -> tuple[bool, int, int]:
    """One match; the oracle sits at seat ``first``.  Returns (oracle won, its points, rounds)."""
    seats, first, seed = args
    rules = RuleSet.preset("israeli", players=seats)
    oracle = Oracle(f"{seed}/oracle")
    players = [oracle if s == first else Intermediate(f"{seed}/seat{s}") for s in range(seats)]
    match = Match(rules, seed)
    points = 0
    while not match.is_over:
        state = match.start_round()
        oracle.state = state
        while not state.is_over:
            match.apply(players[state.current].choose(state.observation(state.current)))
        assert state.result is not None
        points += state.result.points[first] or 0
    return match.winner == first, points, match.round_number


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=800)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(args.seats, i % args.seats, f"{args.seed}/{i}") for i in range(args.matches)]
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(play, jobs, chunksize=4))
    wins = sum(won for won, _, _ in results)
    low, high = wilson(wins, len(results))
    points = sum(p for _, p, _ in results) / sum(r for _, _, r in results)
    print(f"oracle vs {args.seats - 1} intermediate: match win rate {wins / len(results):.1%} "
          f"({low:.1%}–{high:.1%}), {points:.2f} points per round, {len(results)} matches")


if __name__ == "__main__":
    main()
