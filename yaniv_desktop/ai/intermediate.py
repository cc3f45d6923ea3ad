"""Intermediate: builds and keeps sets and runs, takes face-up cards that complete a
combination or are low, calls when its hand is low against what the table shows."""

from __future__ import annotations

from ..core.actions import Action, CallYaniv, Discard, DrawStock, KeepDrawn, Slap, SlapZero
from ..core.combos import ThrowRules
from ..core.observation import Observation, Phase
from .assaf import assaf_chance
from .hands import value
from .knowledge import deduce
from .player import Level, RuleTables, checked, must_draw_stock, must_end_round
from .tactics import draw_action, draw_scores, rank_turns, value_distribution

# It calls when it reckons an Assaf less likely than this.
CALL_RISK = 0.25


def calls(obs: Observation, tr: ThrowRules, risk: float = CALL_RISK) -> bool:
    """The intermediate's call rule: Yaniv when it may, it is at the threshold or under,
    and an Assaf is less likely than ``risk`` (or the round must end)."""
    if CallYaniv() not in obs.legal_actions:
        return False
    mine = value(tr, obs.hand)
    return must_end_round(obs) or mine <= obs.rules.yaniv_threshold and (
        not obs.rules.assaf or assaf_chance(obs, deduce(obs), tr, mine) < risk)


class Intermediate:
    level = Level.INTERMEDIATE
    call_risk = CALL_RISK   # a subclass may call sooner or later (tools/ai_policy_step.py)

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed
        self.tables = RuleTables()

    def choose(self, obs: Observation) -> Action:
        tr = self.tables.get(obs.rules)
        legal = obs.legal_actions
        if obs.phase is Phase.TURN:
            if calls(obs, tr, self.call_risk):
                return CallYaniv()
            return self.best_throw(obs)
        if obs.phase is Phase.DRAW:
            if must_draw_stock(obs):
                return DrawStock()
            unknown = value_distribution(tr, deduce(obs).hidden)
            draws = draw_scores(tr, obs.hand, obs.takeable, DrawStock() in legal, unknown)
            take, _ = min(draws, key=lambda t: t[1])
            return checked(obs, draw_action(take))
        for action in legal:
            if isinstance(action, (SlapZero, Slap)):
                return action
        return checked(obs, KeepDrawn())

    def best_throw(self, obs: Observation) -> Discard:
        """The throw its tactics rank first (at the start of a turn)."""
        tr = self.tables.get(obs.rules)
        discards = [a.cards for a in obs.legal_actions if isinstance(a, Discard)]
        unknown = value_distribution(tr, deduce(obs).hidden)
        best = rank_turns(tr, obs.hand, discards, obs.takeable, obs.stock_size > 0, unknown)[0]
        return Discard(best.discard)
