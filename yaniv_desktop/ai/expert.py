"""Expert: determinized Monte Carlo over worlds sampled from its observation.

For a decision it lists a few candidate plans (call; the most promising throws, each
with its best draws; or the draws, or the slap choices), samples worlds consistent
with what it has seen (:mod:`.worlds`; the opponents' hands read from their play,
:mod:`.reading`, where it can be read), plays every plan out in every world with the
rollout policy and keeps the plan with the best mean utility (:mod:`.utility`:
match points after milestones, eliminations; heads-up under rules with a table, the
chance of winning the match, :mod:`.equity`).  The same worlds serve every plan,
so plans are compared on equal luck.  The budget is a number of playouts under a
hard deadline for the whole decision (:class:`.rollout.Deadline`): the search is
anytime, and when the deadline strikes it plays the best plan of the worlds done
(the move ordering's pick when there are too few).  Randomness comes only from the
seed and the position, so the choice depends on the observation alone.  Its draws
(and the draw each throw plan ends with) are ranked by the learned value of the
hand kept (:mod:`.afterstate`): the table fitted for the rules and the table size,
or the nearest one borrowed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..core.actions import Action, CallYaniv, Discard, DrawStock
from ..core.cards import Card
from ..core.combos import ThrowRules
from ..core.observation import Observation, Phase
from ..core.round import RoundState
from .afterstate import AfterstateValue, weights_for
from .equity import MatchEquity, Stakes, equity_for
from .hands import remove, value
from .intermediate import calls
from .knowledge import Knowledge, deduce
from .lookahead import lookahead
from .milestones import aim_values, best_aim, best_draw_aim, landing_gain
from .player import Level, RuleTables, checked, decision_rng, must_draw_stock, must_end_round
from .reading import HandReading, PlayModel
from .rollout import Deadline, RolloutPolicy, Seeker
from .tactics import TurnPlan, draw_action, draw_scores, rank_turns, value_distribution
from .utility import state_utility
from .worlds import WorldSampler

SURE_AIM_LIMIT = 200   # the elimination limit Budget.sure_aim was tuned for


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard the expert thinks about one decision."""

    playouts: int = 600            # plan × world playouts per decision
    max_worlds: int = 48           # worlds sampled per decision
    # Fewest worlds whose means may overrule the move ordering: when the deadline
    # leaves fewer, its pick is played (a handful of worlds is mostly luck, and a
    # call is judged on its mean alone).  Never a reason to work past the deadline.
    min_worlds: int = 8
    # The decision's deadline, counted from its start, for every step of it (reading,
    # candidates, worlds, each playout's turns); None for a fully deterministic search.
    seconds: float | None = 0.15
    # Candidate throws and draws kept after move ordering.  One each means the search
    # judges calling against the tactics' best turn, and draws only among the top
    # two: the widest search the tournament time allows (see docs/ai.md).
    throws: int = 1
    draws: int = 1
    # Throws after the tactics' first are searched only when their score (the
    # residual the tactics expect) is within this many points of the first's: a
    # close call the search can settle, where a clear one costs a search for nothing.
    throw_margin: float = float("inf")
    horizon: int = 12              # turns each table seat plays out in a world, at most
    # Heads-up, an aim for a hand of at most this many points is played without a
    # search (larger ones, and all at bigger tables, must win it): the playouts
    # under-rate holding a landing value.  Heads-up over 400 matches (docs/ai.md):
    # 58.2% with every aim searched; 62.7%, 65.8% and 63.0% for 30, 40 and 50.  At
    # four seats playing them outright lost (42.8% against 49.0%).  The figure is for
    # an elimination limit of 200 and scales with the limit: an aim that fails leaves
    # its hand on the total, and in Nepali (limit 100) 20 instead of 40 won 2.5 more
    # matches in 100 (800 paired matches, docs/ai.md).
    sure_aim: int = 40
    # ... and at most this many when the search judges a round's end in match chances
    # (``match_chances`` below, where the rules have a table): it then sees what a
    # failed aim costs, so more aims are worth its search.  In Dutch the table with 20
    # won 2.0 ± 1.5 and 4.4 ± 1.5 more matches in 100 than neither (800 paired
    # matches each on seeds 21 and 22); the table alone moved nothing (docs/ai.md).
    sure_aim_staked: int = 20
    # ... and only when landing takes at least this many points off the total: under
    # the Dutch halving a hand of 20 that lands 30 on 50 -> 25 gains 5, less than a
    # round is worth, and playing such aims outright cost matches (docs/ai.md, issue
    # 30).  Every sure aim under exact_100_200 gains 10 or more, so this keeps them.
    sure_gain: int = 10
    prior: float = 0.5             # points another plan must gain over the move ordering's pick
    confidence: float = 1.0        # ... plus this many standard errors of that gain
    # What a call must gain over the tactics' turn (no standard errors: one paired
    # comparison, no winner's curse).  Lower calls sooner and trades points for round
    # wins (docs/ai.md, fourteenth pass).
    call_prior: float = 0.5
    # Reading the opponents' hands from their play (:mod:`.reading`) before the
    # worlds are dealt: chain moves per opponent, at tables of at most
    # ``reading_seats`` players (it was measured heads-up, and its cost grows with
    # every opponent).  A decision that reads has ``reading_seconds`` more before its
    # deadline, and the reading must end with ``seconds`` still left for the worlds.
    # A reading cut short is dropped, not used: a short chain makes every world
    # alike (docs/ai.md, "Reading the play").
    reading_steps: int = 600
    reading_seats: int = 2
    reading_seconds: float = 0.3
    # Close throws compared by a short lookahead (:mod:`.lookahead`): up to
    # ``refine_throws`` of the tactics' throws scoring within ``refine_margin`` points
    # of their first, each followed by ``refine_cycles`` table cycles of the policy and
    # scored by the afterstate model, in ``refine_worlds`` shared worlds (in the full
    # search's worlds when a call or an aim is searched beside them).  The
    # tactics' throw stays unless another beats it by ``prior`` and ``confidence``
    # standard errors.  Only at tables of at most ``refine_seats`` players (measured
    # heads-up), and only while no milestone is in reach (the lookahead's value is
    # round points, blind to landings).  ``refine_throws`` 1 turns it off.
    refine_throws: int = 3
    refine_margin: float = 2.0
    refine_cycles: int = 4
    refine_worlds: int = 24
    refine_seats: int = 2
    # Heads-up, a round's end is judged by the chance of winning the match it leaves
    # (:mod:`.equity`), where the rules have a table; False judges it in points.
    match_chances: bool = True


class Candidates(NamedTuple):
    """What one decision weighs."""

    plans: list[tuple[Action, ...]]          # played out in the full search
    sure: tuple[Action, ...] | None          # an aim to play outright (heads-up), if any
    throws: list[tuple[Action, ...]]         # close throws for the lookahead (the tactics' first first), or none


@dataclass(frozen=True, slots=True)
class PlanValue:
    plan: tuple[Action, ...]
    mean: float
    worlds: int


@dataclass(frozen=True, slots=True)
class Thought:
    """The expert's decision with the figures behind it (used by hints)."""

    action: Action
    values: tuple[PlanValue, ...]   # every plan searched, best first (a lone plan is not played out: mean 0)
    worlds: int
    # The close throws the lookahead compared, by their mean lookahead value (its
    # scale is not the plans': round points rather than match points).
    throws: tuple[PlanValue, ...] = ()


class Expert:
    level = Level.EXPERT

    def __init__(
        self, seed: int | str = 0, budget: Budget | None = None, clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.seed = seed
        self.budget = budget or Budget()
        self.clock = clock   # the deadline's clock (tests pass a fake one)
        self.tables = RuleTables()
        self._helpers: dict[int, tuple[RolloutPolicy, PlayModel]] = {}
        self._afterstates: dict[int, AfterstateValue | None] = {}
        self._equity: tuple[object, MatchEquity | None] = (None, None)

    def helpers(self, tr: ThrowRules) -> tuple[RolloutPolicy, PlayModel]:
        """The rollout policy and the play model of one rule set, kept across decisions
        for their memos (both are pure functions of their arguments)."""
        found = self._helpers.get(id(tr))
        if found is None or found[0].tr is not tr:
            found = (RolloutPolicy(tr), PlayModel(tr))
            self._helpers = {id(tr): found}
            self._afterstates = {}
        return found

    def afterstate(self, tr: ThrowRules, seats: int) -> AfterstateValue | None:
        """The afterstate model for a round of ``seats`` players under these rules: a
        fitted table or the nearest one borrowed (kept, like the helpers, for its memo)."""
        self.helpers(tr)  # a new rule set clears the models of the old one
        if seats not in self._afterstates:
            weights = weights_for(tr.rules, seats)
            self._afterstates[seats] = None if weights is None else AfterstateValue(tr, weights)
        return self._afterstates[seats]

    def match_equity(self, obs: Observation) -> MatchEquity | None:
        """The match-chance table this decision judges a round's end by: heads-up, in a
        match whose rules have one (None: judged in points)."""
        if not self.budget.match_chances or len(obs.play_order) != 2 or not obs.totals:
            return None
        key, equity = self._equity
        if key != obs.rules:
            equity = equity_for(obs.rules)
            self._equity = (obs.rules, equity)
        return equity

    def stakes(self, obs: Observation) -> Stakes | None:
        """What a round's end is worth in match chances (None: judged in points)."""
        equity = self.match_equity(obs)
        if equity is None:
            return None
        me = obs.player
        other = next(p for p in obs.play_order if p != me)
        return Stakes.at(equity, obs.rules, obs.totals, me, other)

    def reads(self, obs: Observation) -> bool:
        """Whether this decision reads the opponents' play (small tables only)."""
        return self.budget.reading_steps > 0 and len(obs.play_order) <= self.budget.reading_seats

    def deadline(self, obs: Observation) -> Deadline | None:
        """The deadline of a decision starting now (None: no clock, a deterministic search)."""
        budget = self.budget
        if budget.seconds is None:
            return None
        return Deadline.after(budget.seconds + (budget.reading_seconds if self.reads(obs) else 0.0), self.clock)

    def read(
        self, obs: Observation, tr: ThrowRules, rng: random.Random, count: int, deadline: Deadline | None = None,
    ) -> list[dict[int, tuple[Card, ...]]]:
        """``count`` guesses at the opponents' hidden hands read from their play, one
        per world (empty when no opponent's play can be read, or the reading's share
        of the deadline ran out)."""
        budget = self.budget
        if not self.reads(obs):
            return []
        # The reading leaves ``seconds`` of the decision's deadline to the worlds.
        until = None if deadline is None else deadline.earlier(budget.seconds or 0.0)
        _, model = self.helpers(tr)
        readings = []
        for s in obs.play_order:
            if until is not None and until.passed():
                return []
            if s != obs.player and (r := HandReading(model, obs, s)).usable:
                readings.append(r)
        if not readings:
            return []
        hands: dict[int, list[tuple[Card, ...]]] = {}
        for i, reading in enumerate(readings):
            if until is None:
                guesses = reading.sample(rng, count, budget.reading_steps)
            else:  # an equal share of the time left to each opponent still to read
                now = until.clock()
                share = now + (until.at - now) / (len(readings) - i)
                guesses = reading.sample(rng, count, budget.reading_steps, deadline=share, clock=until.clock)
            if guesses is not None:
                hands[reading.seat] = guesses
        if not hands:
            return []
        return [{seat: guesses[k] for seat, guesses in hands.items()} for k in range(count)]

    def choose(self, obs: Observation) -> Action:
        return self.think(obs).action

    def think(self, obs: Observation) -> Thought:
        deadline = self.deadline(obs)
        legal = obs.legal_actions
        if len(legal) == 1:
            return Thought(legal[0], (PlanValue((legal[0],), 0.0, 0),), 0)
        if obs.phase is Phase.TURN and must_end_round(obs):
            return Thought(CallYaniv(), (PlanValue((CallYaniv(),), 0.0, 0),), 0)
        if obs.phase is Phase.DRAW and must_draw_stock(obs):
            return Thought(DrawStock(), (PlanValue((DrawStock(),), 0.0, 0),), 0)
        plans, sure, throws = self.candidates(obs)
        if sure is not None and (CallYaniv(),) not in plans:
            return Thought(checked(obs, sure[0]), (PlanValue(sure, 0.0, 0),), 0)
        if len(plans) == 1 and not throws:
            return Thought(checked(obs, plans[0][0]), (PlanValue(plans[0], 0.0, 0),), 0)
        return self.search(obs, plans, sure, deadline, throws)

    # ----- candidates -------------------------------------------------------------

    def candidates(self, obs: Observation) -> Candidates:
        """The plans to search; the aim to play outright (heads-up, a hand of at most
        ``Budget.sure_aim`` points that lands), if there is one; and on a turn with
        neither a sure aim nor a milestone in reach, the close throws the lookahead
        compares (two or more, at tables of at most ``Budget.refine_seats``)."""
        budget = self.budget
        tr = self.tables.get(obs.rules)
        legal = obs.legal_actions
        if obs.phase is Phase.AFTER_DRAW:
            return Candidates([(a,) for a in legal], None, [])
        know = deduce(obs)
        unknown = value_distribution(tr, know.hidden)
        stock = DrawStock() in legal if obs.phase is Phase.DRAW else obs.stock_size > 0
        landing = _landing(obs)
        heads_up = len(obs.play_order) == 2
        near = frozenset(v for v in landing if self._sure(obs, v)) if heads_up else frozenset()
        if obs.phase is Phase.DRAW:
            draw_plans = [(draw_action(take),) for take in self.ranked_draws(obs, tr, know, stock, unknown)[: budget.draws]]
            sure_draw = best_draw_aim(tr, obs.hand, obs.takeable, stock, unknown, near)
            aimed = sure_draw or best_draw_aim(tr, obs.hand, obs.takeable, stock, unknown, landing)
            if aimed is None:
                return Candidates(draw_plans, None, [])
            plan = (draw_action(aimed.take),)
            if plan not in draw_plans:
                draw_plans.append(plan)
            return Candidates(draw_plans, plan if sure_draw is not None else None, [])
        plans: list[tuple[Action, ...]] = []
        if CallYaniv() in legal and _call_worth_searching(obs, tr):
            plans.append((CallYaniv(),))
        discards = [a.cards for a in legal if isinstance(a, Discard)]
        ranked = rank_turns(tr, obs.hand, discards, obs.takeable, stock, unknown)
        plans += self.throw_plans(obs, tr, know, stock, unknown, ranked, budget.throws, budget.throw_margin,
                                  budget.draws)
        if not landing:
            # No milestone in reach: the lookahead (round points, blind to landings)
            # may compare the close throws.
            throws = []
            if budget.refine_throws > 1 and len(obs.play_order) <= budget.refine_seats:
                throws = self.throw_plans(obs, tr, know, stock, unknown, ranked, budget.refine_throws,
                                          budget.refine_margin)
            return Candidates(plans, None, throws if len(throws) > 1 else [])
        # A hand that lands on a milestone if the round is lost: worth a search of its
        # own, or no search at all when it holds few points.
        order = [t.discard for t in ranked]
        sure = best_aim(tr, obs.hand, order, obs.takeable, stock, unknown, near)
        aim = sure or best_aim(tr, obs.hand, order, obs.takeable, stock, unknown, landing)
        if aim is None:
            return Candidates(plans, None, [])
        plan = (Discard(aim.discard), draw_action(aim.take))
        if plan not in plans:
            plans.append(plan)
        return Candidates(plans, plan if sure is not None else None, [])

    def throw_plans(
        self, obs: Observation, tr: ThrowRules, know: Knowledge, stock: bool, unknown: Sequence[float],
        ranked: Sequence[TurnPlan], count: int, margin: float, draws: int = 1,
    ) -> list[tuple[Action, ...]]:
        """Plans for the first ``count`` of the ranked throws that score within
        ``margin`` of the first, each with its ``draws`` best draws."""
        plans: list[tuple[Action, ...]] = []
        for turn in ranked[:count]:
            if turn.score > ranked[0].score + margin:
                break
            rest = remove(obs.hand, turn.discard)
            for take in self.ranked_draws(obs, tr, know, stock, unknown, rest, turn.discard)[:draws]:
                plans.append((Discard(turn.discard), draw_action(take)))
        return plans

    def _sure(self, obs: Observation, hand: int) -> bool:
        """Whether an aim for ``hand`` points is played without a search (heads-up):
        it holds few points for the limit and landing takes enough off the total."""
        budget = self.budget
        largest = budget.sure_aim * obs.rules.elimination_limit / SURE_AIM_LIMIT
        if self.match_equity(obs) is not None:
            largest = min(largest, budget.sure_aim_staked)
        return hand <= largest and landing_gain(obs.rules, obs.totals[obs.player], hand) >= budget.sure_gain

    def ranked_draws(
        self, obs: Observation, tr: ThrowRules, know: Knowledge, stock: bool, unknown: Sequence[float],
        rest: Sequence[Card] | None = None, thrown: Sequence[Card] | None = None,
    ) -> list[Card | None]:
        """The draws open after throwing ``thrown`` and keeping ``rest`` (by default the
        throw already made), best first; None is the stock.  By the afterstate model's
        expected value of the hand kept (it sees that a hand low enough to call next
        turn beats a smaller residual); by the tactics' residual where there is none."""
        after = self.afterstate(tr, len(obs.play_order))
        scored = None if after is None else after.observed_draws(obs, know, stock, rest, thrown)
        if scored is not None:
            return [take for take, _ in sorted(scored, key=lambda t: -t[1])]
        rest = obs.hand if rest is None else rest
        return [take for take, _ in sorted(draw_scores(tr, rest, obs.takeable, stock, unknown), key=lambda t: t[1])]

    # ----- search -------------------------------------------------------------------

    def search(
        self, obs: Observation, plans: Sequence[tuple[Action, ...]], sure: tuple[Action, ...] | None = None,
        deadline: Deadline | None = None, throws: Sequence[tuple[Action, ...]] = (),
    ) -> Thought:
        """Every plan played out in the same worlds, world after world until enough
        are done or the deadline strikes (a world it strikes in is dropped: its plans
        would not be compared on the same luck); the close ``throws`` (the tactics'
        first first) are compared by the lookahead in the same worlds.  A single plan
        is not played out: only the throws are compared then."""
        budget = self.budget
        tr = self.tables.get(obs.rules)
        rng = decision_rng(self.seed, obs)
        policy, _ = self.helpers(tr)
        sampler = WorldSampler(obs, tr)
        totals = obs.totals or (0,) * obs.seats
        me = obs.player
        stakes = self.stakes(obs)
        seeker: Seeker | None = Seeker(policy, me, obs.rules, totals[me])
        if not seeker.landing:
            seeker = None
        after = self.afterstate(tr, len(obs.play_order)) if throws else None
        turns = budget.horizon * len(obs.play_order)
        full = len(plans) > 1
        first = next((i for i, p in enumerate(plans) if not isinstance(p[0], CallYaniv)), None)
        # Plans are compared with the tactics' pick in the same world, throws with theirs.
        tally = _Tally(len(plans), first)
        throw_tally = _Tally(len(throws), 0 if throws else None)
        if full:
            want = max(budget.min_worlds, min(budget.max_worlds, budget.playouts // len(plans)))
        else:
            want = max(budget.min_worlds, budget.refine_worlds)
        reads = self.read(obs, tr, rng, want, deadline)
        worlds = 0
        while worlds < want and not (deadline is not None and deadline.passed()):
            world = sampler.sample(rng, str(worlds), reads[worlds] if reads else None)
            # Generators: the first score to find the deadline passed stops the rest.
            scores = _until_late(_playout(world, p, totals, me, policy, turns, seeker, deadline, stakes)
                                 for p in plans) if full else [0.0]
            if scores is None:
                break
            short = _until_late(lookahead(world, p, totals, me, policy, after, budget.refine_cycles, deadline,
                                          stakes) for p in throws)
            if short is None:
                break
            tally.add(scores)
            throw_tally.add(short)
            worlds += 1
        means = tally.means(worlds)
        order = sorted(range(len(plans)), key=lambda i: -means[i])  # stable: ties keep the ordering
        chosen_throw = 0
        if worlds < budget.min_worlds:
            # Too few worlds to overrule the move ordering (only the deadline stops a
            # search this short): its pick, the plan the search starts from; a call
            # where the intermediate's call rule would make one, so a loaded machine
            # never stops the expert from calling.
            call = next((i for i, p in enumerate(plans) if isinstance(p[0], CallYaniv)), None)
            if sure is not None:
                pick = plans.index(sure)
            elif call is not None and calls(obs, tr):
                pick = call
            else:
                pick = first if first is not None else 0
            order = [pick, *(i for i in range(len(plans)) if i != pick)]
        elif first is not None:
            best = plans.index(sure) if sure is not None else self._continuation(plans, tally, first, worlds)
            # Calling is judged against the tactics' own turn, never against the best
            # of several noisy means, which is biased upwards (the winner's curse).
            call = next((i for i, p in enumerate(plans) if isinstance(p[0], CallYaniv)), None)
            chosen = call if call is not None and means[call] >= means[first] + budget.call_prior else best
            order = [chosen, *(i for i in order if i != chosen)]
            if chosen == first and throws:
                chosen_throw = self._continuation(throws, throw_tally, 0, worlds)
        values = tuple(PlanValue(tuple(plans[i]), means[i], worlds) for i in order)
        throw_means = throw_tally.means(worlds)
        throw_order = [chosen_throw, *(i for i in range(len(throws)) if i != chosen_throw)]
        compared = tuple(PlanValue(tuple(throws[i]), throw_means[i], worlds) for i in throw_order) if throws else ()
        action = throws[chosen_throw][0] if chosen_throw else values[0].plan[0]
        return Thought(checked(obs, action), values, worlds, compared)

    def _continuation(self, plans: Sequence[tuple[Action, ...]], tally: _Tally, first: int, worlds: int) -> int:
        """The throw (or draw) plan to play: the tactics' pick unless another beats it,
        world by world, by more than the margin and the noise."""
        best, best_gain = first, 0.0
        for i, plan in enumerate(plans):
            if i == first or isinstance(plan[0], CallYaniv):
                continue
            mean, spread = tally.difference(i, worlds)
            gain = mean - self.budget.prior - self.budget.confidence * spread / worlds ** 0.5
            if gain > best_gain:
                best, best_gain = i, gain
        return best


class _Tally:
    """Per plan, the sum of its scores, and the sum and sum of squares of its score
    less the base plan's (when there is one) in the same world."""

    def __init__(self, plans: int, base: int | None) -> None:
        self.base = base
        self.sums = [0.0] * plans
        self.diffs = [0.0] * plans
        self.squares = [0.0] * plans

    def add(self, scores: Sequence[float]) -> None:
        base = scores[self.base] if self.base is not None else 0.0
        for i, score in enumerate(scores):
            self.sums[i] += score
            d = score - base
            self.diffs[i] += d
            self.squares[i] += d * d

    def means(self, worlds: int) -> list[float]:
        return [total / max(1, worlds) for total in self.sums]

    def difference(self, i: int, worlds: int) -> tuple[float, float]:
        """Plan ``i``'s mean gain over the base plan and the spread of that gain."""
        mean = self.diffs[i] / worlds
        return mean, max(0.0, self.squares[i] / worlds - mean * mean) ** 0.5


def _until_late(scores: Iterable[float | None]) -> list[float] | None:
    """Every score in turn, or None as soon as one finds the deadline passed."""
    out = []
    for score in scores:
        if score is None:
            return None
        out.append(score)
    return out


def _call_worth_searching(obs: Observation, tr: ThrowRules) -> bool:
    """A call to weigh: one under the threshold, or a false call (under a
    ``false_call_penalty``) that costs less than the hand held, or whose penalty lands
    the total on a milestone.  A false call on a hand worth no more than its penalty
    never pays: losing the round with that hand costs no more, and the call stays open
    next turn (leaving it out spares a search on most turns in Swedish and Nepali)."""
    rules = obs.rules
    mine = value(tr, obs.hand)
    if mine <= rules.yaniv_threshold or rules.false_call_penalty is None:
        return True
    total = obs.totals[obs.player] if obs.totals else 0
    return mine > rules.false_call_penalty or landing_gain(rules, total, rules.false_call_penalty) > 0


def _landing(obs: Observation) -> frozenset[int]:
    """The hand values that land this player on a milestone if it loses the round or is Assafed."""
    return aim_values(obs.rules, obs.totals[obs.player]) if obs.totals else frozenset()


def _playout(
    world: RoundState, plan: Sequence[Action], totals: Sequence[int], me: int,
    policy: RolloutPolicy, turns: int, seeker: Seeker | None, deadline: Deadline | None = None,
    stakes: Stakes | None = None,
) -> float | None:
    """The plan's utility in this world, or None if the deadline struck first."""
    state = world.clone()
    for action in plan:
        if state.is_over or state.current != me:
            break
        state.apply(action)
    if not policy.play_out(state, turns, seeker, deadline):
        return None
    return state_utility(state, totals, me, stakes)
