"""How a first match goes for someone new to Yaniv, and the welcome's difficulty choices
(issue 27).

    python -m yaniv_desktop.ai.newcomer [--matches N] [--seed S] [--jobs N] [--json]

:class:`Newcomer` plays the way a person new to the game does: it throws its highest
card, or a pair or set when that is worth more (it does not see runs); it takes the
face-up card only when it is low (3 or less) and otherwise draws from the stock; it
calls Yaniv as soon as it may.  It is a player like the levels (it sees only its
observation) but not a level: nobody seats it at a table, it stands in for the person.

:data:`DIFFICULTIES` are the choices the welcome offers, each a set of opponents under
the first match's rules (the default Israeli rules).  The command plays seeded full
matches of the newcomer against each choice (the same match seeds for every choice)
and reports the newcomer's match wins, rounds won, how often it held a hand it could
call, and its points per round, with 95% intervals.  See docs/ai.md, "A newcomer's
first match".
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from ..core.actions import Action, CallYaniv, Discard, DrawPile, DrawStock, KeepDrawn, Slap, SlapZero
from ..core.bench import LOW_CARD
from ..core.combos import ThrowKind
from ..core.match import Match
from ..core.observation import Observation, Phase
from ..core.outcome import Outcome
from ..core.rules import RuleSet
from .arena import MAX_ROUNDS, MAX_TURNS
from .hands import value
from .levels import make_player
from .player import Level, Player, RuleTables, checked, must_draw_stock
from .stats import Z95, wilson


class Newcomer:
    """A person playing their first match: the obvious move every time (see the module)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed  # unused: a newcomer's play has no chance in it
        self.tables = RuleTables()

    def choose(self, obs: Observation) -> Action:
        tr = self.tables.get(obs.rules)
        legal = obs.legal_actions
        if obs.phase is Phase.TURN:
            if CallYaniv() in legal and value(tr, obs.hand) <= obs.rules.yaniv_threshold:
                return CallYaniv()
            throws = [a for a in legal if isinstance(a, Discard) and self.obvious(obs, a)]
            if not throws:  # cannot happen (every single card is a legal throw); never raise
                return legal[-1]
            return max(throws, key=lambda a: (value(tr, a.cards), len(a.cards)))
        if obs.phase is Phase.DRAW:
            takes = [a for a in legal if isinstance(a, DrawPile)]
            cheapest = min(takes, key=lambda a: tr.value[a.card], default=None)
            if DrawStock() not in legal:
                return checked(obs, cheapest or legal[0])
            if cheapest is not None and tr.value[cheapest.card] <= LOW_CARD and not must_draw_stock(obs):
                return cheapest
            return DrawStock()
        for action in legal:  # a slap the table offers is taken: the game asks about it
            if isinstance(action, (SlapZero, Slap)):
                return action
        return checked(obs, KeepDrawn())

    def obvious(self, obs: Observation, throw: Discard) -> bool:
        """One card, or cards of one rank with no wild card among them."""
        tr = self.tables.get(obs.rules)
        kind = tr.classify(throw.cards)
        if kind is ThrowKind.SINGLE:
            return True
        return kind is ThrowKind.SET and not any(tr.wild[c] for c in throw.cards)


# ----- the welcome's choices ---------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Difficulty:
    """One choice of the welcome: who the person plays against in the first match.

    ``label`` and ``explanation`` are the English words; the window shows its own
    translations of them, keyed by ``id`` (this layer has no Qt).
    """

    id: str
    label: str
    explanation: str
    opponents: tuple[Level, ...]
    preset: str = "israeli"

    @property
    def players(self) -> int:
        return len(self.opponents) + 1

    def rules(self) -> RuleSet:
        """The first match's rules at this table (the person sits in seat 0)."""
        return RuleSet.preset(self.preset, players=self.players)


DIFFICULTIES: tuple[Difficulty, ...] = (
    Difficulty("new_to_yaniv", "New to Yaniv",
               "One gentle opponent (Beginner): learn the game and win your share",
               (Level.BEGINNER,)),
    Difficulty("know_the_game", "I know the game",
               "Three Intermediate opponents who keep pairs and runs and call with care",
               (Level.INTERMEDIATE,) * 3),
    Difficulty("challenge_me", "Challenge me",
               "Three Expert opponents who read the table and know every scoring trick",
               (Level.EXPERT,) * 3),
)
BY_ID: dict[str, Difficulty] = {d.id: d for d in DIFFICULTIES}
DIFFICULTY_IDS: tuple[str, ...] = tuple(BY_ID)
DEFAULT_DIFFICULTY = "new_to_yaniv"


def difficulty(difficulty_id: str | None) -> Difficulty:
    """The choice of that id; the default for an unknown or missing one."""
    return BY_ID.get(difficulty_id or "", BY_ID[DEFAULT_DIFFICULTY])


# ----- measuring a first match --------------------------------------------------------------

@dataclass(slots=True)
class FirstMatch:
    """The newcomer's side of one match."""

    won: bool
    rounds: int = 0
    rounds_won: int = 0
    callable_rounds: int = 0   # rounds in which it held a hand it could call
    calls: int = 0
    assafed: int = 0           # its calls that an opponent Assafed
    points: int = 0            # round points scored, summed over rounds
    finished: bool = True


def play_first_match(choice: Difficulty, seat: int, seed: str, players: Sequence[Player] | None = None,
                     ) -> FirstMatch:
    """One match: the newcomer in ``seat``, the choice's opponents in the other seats."""
    rules = choice.rules()
    if players is None:
        opponents = iter(choice.opponents)
        players = [Newcomer(seed) if s == seat else make_player(next(opponents), f"{seed}/seat{s}")
                   for s in range(rules.players)]
    tr = RuleTables().get(rules)
    match = Match(rules, seed)
    out = FirstMatch(won=False)
    while not match.is_over and match.round_number < MAX_ROUNDS:
        state = match.start_round()
        could_call = False
        while not state.is_over and state.turn < MAX_TURNS:
            current = state.current
            obs = state.observation(current)
            if current == seat and obs.phase is Phase.TURN and value(tr, obs.hand) <= rules.yaniv_threshold:
                could_call = True
            match.apply(players[current].choose(obs))
        if not state.is_over:
            out.finished = False
            break
        result = state.result
        assert result is not None
        out.rounds += 1
        out.callable_rounds += could_call
        out.points += result.points[seat] or 0
        out.rounds_won += result.round_winner == seat
        if result.caller == seat:
            out.calls += 1
            out.assafed += result.outcome is Outcome.ASSAF
        if match.out[seat]:
            break  # eliminated: the rest of the match is played without the newcomer
    out.won = match.winner == seat
    if not match.is_over and not match.out[seat]:
        out.finished = False
    return out


def _one(job: tuple[Difficulty, int, str]) -> FirstMatch:
    return play_first_match(*job)


def mean_interval(values: Sequence[float], weights: Sequence[float]) -> tuple[float, float, float]:
    """A ratio mean (Σvalues / Σweights) over matches, with a 95% interval that treats
    each match as one draw (rounds of one match are not independent)."""
    n = len(values)
    total_w = sum(weights)
    if n == 0 or total_w == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / total_w
    if n < 2:
        return mean, mean, mean
    w_bar = total_w / n
    spread = sum((v - mean * w) ** 2 for v, w in zip(values, weights)) / (n - 1)
    half = Z95 * math.sqrt(spread / n) / w_bar
    return mean, mean - half, mean + half


def figures(results: Sequence[FirstMatch]) -> dict[str, Any]:
    matches = len(results)
    wins = sum(r.won for r in results)
    rounds = sum(r.rounds for r in results)
    rounds_won = sum(r.rounds_won for r in results)
    callable_rounds = sum(r.callable_rounds for r in results)
    points, p_low, p_high = mean_interval([r.points for r in results], [r.rounds for r in results])
    return {
        "matches": matches,
        "match_wins": wins,
        "match_win_rate": round(wins / matches, 4) if matches else 0.0,
        "match_win_rate_95": [round(x, 4) for x in wilson(wins, matches)],
        "rounds": rounds,
        "rounds_per_match": round(rounds / matches, 2) if matches else 0.0,
        "rounds_won": rounds_won,
        "round_win_rate": round(rounds_won / rounds, 4) if rounds else 0.0,
        "round_win_rate_95": [round(x, 4) for x in wilson(rounds_won, rounds)],
        "callable_rounds": callable_rounds,
        "callable_rate": round(callable_rounds / rounds, 4) if rounds else 0.0,
        "callable_rate_95": [round(x, 4) for x in wilson(callable_rounds, rounds)],
        "matches_never_callable": sum(r.callable_rounds == 0 for r in results),
        "calls": sum(r.calls for r in results),
        "assafed": sum(r.assafed for r in results),
        "mean_points_per_round": round(points, 2),
        "mean_points_per_round_95": [round(p_low, 2), round(p_high, 2)],
        "unfinished_matches": sum(not r.finished for r in results),
    }


def run(matches: int, seed: int | str = 1, choices: Sequence[Difficulty] = DIFFICULTIES,
        jobs: int = 1) -> dict[str, Any]:
    """Every choice plays the same match seeds; match ``m`` seats the newcomer at
    ``m mod players``, so it takes every seat in turn."""
    out: dict[str, Any] = {"matches": matches, "seed": seed, "choices": {}}
    for choice in choices:
        work = [(choice, m % choice.players, f"{seed}/match{m}") for m in range(matches)]
        if jobs > 1:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                results = list(pool.map(_one, work, chunksize=max(1, matches // (jobs * 8))))
        else:
            results = [_one(w) for w in work]
        out["choices"][choice.id] = {
            "label": choice.label,
            "opponents": [level.value for level in choice.opponents],
            **figures(results),
        }
    return out


def render(data: dict[str, Any]) -> str:
    lines = [f"a newcomer's first match · {data['matches']} matches per choice · seed {data['seed']}",
             f"  {'choice':<16}{'opponents':<36}{'match wins':>11}  {'95% interval':>13}  "
             f"{'rounds won':>10}  {'could call':>10}  {'never':>5}  {'pts/round (95%)':>20}  {'rounds':>6}"]
    for cid, f in data["choices"].items():
        low, high = f["match_win_rate_95"]
        p_low, p_high = f["mean_points_per_round_95"]
        lines.append(
            f"  {cid:<16}{_opponents(f['opponents']):<36}{f['match_win_rate'] * 100:>10.1f}%  "
            f"{low * 100:>5.1f}–{high * 100:>5.1f}%  {f['round_win_rate'] * 100:>9.1f}%  "
            f"{f['callable_rate'] * 100:>9.1f}%  {f['matches_never_callable']:>5}  "
            f"{f['mean_points_per_round']:>6.2f} ({p_low:.2f}–{p_high:.2f})  {f['rounds_per_match']:>6.1f}")
    lines.append("  could call: rounds in which the newcomer held a hand at or under the Yaniv limit; "
                 "never: matches with no such round; rounds: the newcomer's rounds per match")
    if any(f["unfinished_matches"] for f in data["choices"].values()):
        lines.append("  unfinished (a safety cap was reached): " + ", ".join(
            f"{cid} {f['unfinished_matches']}" for cid, f in data["choices"].items()))
    return "\n".join(lines)


def _opponents(levels: Sequence[str]) -> str:
    counts = {level: levels.count(level) for level in dict.fromkeys(levels)}
    return ", ".join(f"{n} × {level}" if n > 1 else level for level, n in counts.items())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.ai.newcomer",
                                     description="A newcomer's first match against each welcome choice.")
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", help="comma-separated choice ids (default: all): " + ", ".join(BY_ID))
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    chosen = DIFFICULTIES
    if args.only:
        try:
            chosen = tuple(BY_ID[i.strip()] for i in args.only.split(",") if i.strip())
        except KeyError as missing:
            parser.error(f"unknown choice {missing}; choose from {', '.join(BY_ID)}")
    data = run(args.matches, args.seed, chosen, args.jobs)
    print(json.dumps(data) if args.json else render(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
