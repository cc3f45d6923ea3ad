"""One step of policy iteration on the afterstate model (issue 30, thirteenth pass).

    python tools/ai_policy_step.py --deals 2000 --seed 11 [--table shipped|FILE.json|expert] [--top 3]
        [--call-risk 0.25] [--rule KEY=VALUE ...] [--jobs 2] [--fit OUT.json]

The *greedy* player throws and draws by an afterstate table: of the tactics' ``--top``
throws, the one whose best draw leaves the hand the table values most (a stock card
averaged over the cards it has not seen), and the best draw by the table; it calls by
the Intermediate's rule (an Assaf reckoned less likely than ``--call-risk``, the
Intermediate's 0.25 unless set: higher calls sooner).  It plays the tournament's
single-round deals (``--seed``, both seatings, the same cards as ``ai.tournament
--rounds``) against the Intermediate, and the rounds won and points a round are
printed, paired by deal.

With ``--fit`` the greedy seat's afterstates (the hand it keeps at the end of each
turn, with the round's outcome for it) are fitted by the same ridge as
``tools/ai_afterstate.py`` and the weights written as JSON: the value of the hand kept
*under the greedy player's own play*.  A greedy player by that table is the next
policy (``--table OUT.json``).  The shipped table, fitted on Intermediate self-play,
misjudges the hands its own greedy throws reach (docs/ai.md, "The afterstate draw");
one step fixes most of that (docs/ai.md, thirteenth pass).

``--table expert`` plays the shipped Expert (no clock) instead of the greedy player:
the same rounds as ``ai.tournament --seats expert,intermediate --rounds N --budget
seconds=null``, and with ``--fit`` a table of the hands the Expert keeps under its own
play, its searched calls included.  Deterministic for a seed; pure Python, about 45 s
for 2,000 deals on two cores with the greedy player, ten minutes with the Expert
(fitting adds a minute).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))   # ai_afterstate's fit, run or loaded by the tests

from ai_afterstate import RIDGE, fit, held_out_errors  # noqa: E402

from yaniv_desktop.ai.afterstate import (  # noqa: E402
    SIZE,
    Afterstate,
    AfterstateValue,
    describe,
    threat_in,
    weights_for,
)
from yaniv_desktop.ai.arena import MAX_TURNS  # noqa: E402
from yaniv_desktop.ai.expert import Budget  # noqa: E402
from yaniv_desktop.ai.hands import remove  # noqa: E402
from yaniv_desktop.ai.intermediate import CALL_RISK, Intermediate  # noqa: E402
from yaniv_desktop.ai.knowledge import deduce  # noqa: E402
from yaniv_desktop.ai.levels import make_player  # noqa: E402
from yaniv_desktop.ai.player import Level, Player, checked, must_draw_stock  # noqa: E402
from yaniv_desktop.ai.stats import mean_interval  # noqa: E402
from yaniv_desktop.ai.tactics import draw_action, rank_turns, value_distribution  # noqa: E402
from yaniv_desktop.ai.tournament import make_rules, rule_argument  # noqa: E402
from yaniv_desktop.core.actions import Action, Discard, DrawStock  # noqa: E402
from yaniv_desktop.core.cards import Card  # noqa: E402
from yaniv_desktop.core.match import Match  # noqa: E402
from yaniv_desktop.core.observation import Observation, Phase  # noqa: E402
from yaniv_desktop.core.rules import RuleSet  # noqa: E402

Sample = tuple[Afterstate, float]


class Greedy(Intermediate):
    """Throws and draws by an afterstate table (see the module's text); calls by the
    Intermediate's rule at its own risk, and anything else (a slap, keeping a drawn
    card) as the Intermediate."""

    def __init__(self, weights: Sequence[float], top: int, seed: str = "", call_risk: float = CALL_RISK) -> None:
        super().__init__(seed)
        self.weights = weights
        self.top = top
        self.call_risk = call_risk
        self.model: AfterstateValue | None = None

    def value_model(self, obs: Observation) -> AfterstateValue:
        tr = self.tables.get(obs.rules)
        if self.model is None or self.model.tr is not tr:
            self.model = AfterstateValue(tr, self.weights)
        return self.model

    def best_throw(self, obs: Observation) -> Discard:
        """Of the tactics' ``top`` throws, the one whose best draw the table values most
        (the first of equals: the tactics' order breaks ties)."""
        tr = self.tables.get(obs.rules)
        know = deduce(obs)
        stock = obs.stock_size > 0
        discards = [a.cards for a in obs.legal_actions if isinstance(a, Discard)]
        ranked = rank_turns(tr, obs.hand, discards, obs.takeable, stock, value_distribution(tr, know.hidden))
        model = self.value_model(obs)

        def kept(throw: tuple[Card, ...]) -> float:
            draws = model.observed_draws(obs, know, stock, remove(obs.hand, throw), throw)
            return max(v for _, v in draws) if draws else float("-inf")

        return Discard(max((t.discard for t in ranked[: self.top]), key=kept))

    def choose(self, obs: Observation) -> Action:
        if obs.phase is Phase.DRAW and not must_draw_stock(obs):
            draws = self.value_model(obs).observed_draws(obs, deduce(obs), DrawStock() in obs.legal_actions)
            if draws:
                return checked(obs, draw_action(max(draws, key=lambda t: t[1])[0]))
        return super().choose(obs)


@dataclass(frozen=True, slots=True)
class DealResult:
    """One deal in both seatings, each figure by the learner's seat (0, 1); the
    learner is the greedy player, or the Expert (``--table expert``)."""

    deal: int
    learner_points: tuple[int, int]
    other_points: tuple[int, int]     # the Intermediate's, in the same round
    learner_won: tuple[bool, bool]
    samples: tuple[Sample, ...]


Job = tuple[dict[str, object], str, int, Sequence[float] | None, int, float]


def learner(weights: Sequence[float] | None, top: int, seed: str, call_risk: float = CALL_RISK) -> Player:
    """The greedy player by ``weights``, or with None the shipped Expert with no clock
    (deterministic: a step on its own play, its searched calls included)."""
    if weights is None:
        return make_player(Level.EXPERT, seed, Budget(seconds=None))
    return Greedy(weights, top, seed, call_risk)


def play_deal(job: Job) -> DealResult | None:
    """Both seatings of one tournament deal, the learner in each seat in turn, and the
    hands it kept with each round's outcome for it; None if a round did not end."""
    rules_dict, seed, deal, weights, top, call_risk = job
    rules = RuleSet.from_dict(rules_dict)
    mine, theirs, won, samples = [], [], [], []
    for learner_seat in (0, 1):
        round_seed = f"{seed}/deal{deal}"
        players = [learner(weights, top, f"{round_seed}/seat{s}", call_risk) if s == learner_seat
                   else Intermediate(f"{round_seed}/seat{s}") for s in (0, 1)]
        match = Match(rules, round_seed)
        state = match.start_round(starter=deal % 2)
        tr = state.throw_rules
        kept: list[Afterstate] = []
        while not state.is_over and state.turn < MAX_TURNS:
            seat, phase = state.current, state.phase
            thrown = state.pending if phase is Phase.DRAW else ()
            match.apply(players[seat].choose(state.observation(seat)))
            if seat == learner_seat and phase is Phase.DRAW and not state.is_over and state.current != seat:
                kept.append(describe(tr, state.hands[seat], *threat_in(tr, state, seat), thrown))
        if not state.is_over or state.result is None:
            return None
        points = [p or 0 for p in state.result.points]
        mine.append(points[learner_seat])
        theirs.append(points[1 - learner_seat])
        won.append(state.result.round_winner == learner_seat)
        samples.extend((a, points[1 - learner_seat] - points[learner_seat]) for a in kept)
    return DealResult(deal, (mine[0], mine[1]), (theirs[0], theirs[1]), (won[0], won[1]), tuple(samples))


def play(
    rules: RuleSet, seed: str, deals: int, weights: Sequence[float] | None, top: int, jobs: int,
    call_risk: float = CALL_RISK,
) -> list[DealResult]:
    work: list[Job] = [(rules.to_dict(), seed, d, None if weights is None else tuple(weights), top, call_risk)
                       for d in range(deals)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            done = list(pool.map(play_deal, work, chunksize=max(1, deals // (jobs * 8))))
    else:
        done = [play_deal(w) for w in work]
    return [r for r in done if r is not None]


def summary(results: Sequence[DealResult], name: str = "greedy") -> str:
    rounds = 2 * len(results)
    won = sum(sum(r.learner_won) for r in results)
    net, low, high = mean_interval([(sum(r.other_points) - sum(r.learner_points)) / 2 for r in results])
    edge, e_low, e_high = mean_interval([sum(r.learner_won) - 1.0 for r in results])
    return (f"{name} won {won} of {rounds} rounds ({won / rounds:.1%}; paired by deal, rounds won less the "
            f"Intermediate's {100 * edge:+.1f} pp, 95% {100 * (e_low or 0):+.1f} to {100 * (e_high or 0):+.1f}); "
            f"points a round, {name} - Intermediate {-net:+.2f} (95% {-(high or 0):+.2f} to {-(low or 0):+.2f})")


def load_table(name: str, rules: RuleSet) -> tuple[float, ...] | None:
    """``shipped`` (the table the Expert uses for these rules), a JSON list of weights,
    or ``expert``: no table, the shipped Expert plays instead of the greedy player."""
    if name == "expert":
        return None
    if name == "shipped":
        return weights_for(rules, 2)
    weights = json.loads(Path(name).read_text())
    if not isinstance(weights, list) or len(weights) != SIZE or not all(isinstance(x, (int, float)) for x in weights):
        raise ValueError(f"{name}: not an afterstate table (a JSON list of {SIZE} numbers)")
    return tuple(float(x) for x in weights)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="israeli")
    parser.add_argument("--rule", action="append", type=rule_argument, default=[], metavar="KEY=VALUE")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", default="11")
    parser.add_argument("--table", default="shipped",
                        help="shipped, a JSON file of weights (--fit writes one), or expert (the Expert plays)")
    parser.add_argument("--top", type=int, default=3, help="the tactics' throws the table chooses among")
    parser.add_argument("--call-risk", type=float, default=CALL_RISK,
                        help="the greedy player calls when it reckons an Assaf less likely than this")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--fit", type=Path, metavar="OUT.json", help="fit the learner's afterstates, write the table here")
    args = parser.parse_args(argv)
    try:
        rules = make_rules(args.preset, 2, dict(args.rule), single_round=True)
        weights = load_table(args.table, rules)
    except (ValueError, OSError) as error:
        parser.error(str(error))
    if weights is None and args.call_risk != CALL_RISK:
        parser.error("--call-risk is the greedy player's; the Expert (--table expert) calls by its search")
    results = play(rules, args.seed, args.deals, weights, args.top, args.jobs, args.call_risk)
    name = "expert" if weights is None else "greedy"
    risk = "" if args.call_risk == CALL_RISK else f", call risk {args.call_risk:g}"
    print(f"{args.deals} deals, seed {args.seed}, table {args.table}, top {args.top}{risk}: {summary(results, name)}")
    if args.fit:
        rows = [s for r in results for s in r.samples]
        if len(rows) < 5 * SIZE:
            sys.exit(f"only {len(rows)} afterstates from {args.deals} deals; play more deals")
        var, model, base = held_out_errors(rows, args.seed)
        print(f"{len(rows)} afterstates; held-out MSE {model:.1f} (value and residual alone {base:.1f}, "
              f"variance {var:.1f}; ridge {RIDGE})")
        tmp = args.fit.with_suffix(".tmp")
        tmp.write_text(json.dumps([round(x, 6) for x in fit(rows)]))
        tmp.replace(args.fit)
        print(f"wrote {args.fit}")


if __name__ == "__main__":
    main()
