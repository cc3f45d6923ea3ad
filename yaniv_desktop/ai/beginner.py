"""Beginner: plausible but naive (issue 3).  Throws its highest cards, rarely takes
from the pile, calls Yaniv as soon as it may."""

from __future__ import annotations

from ..core.actions import Action, CallYaniv, Discard, DrawPile, DrawStock, KeepDrawn, Slap, SlapZero
from ..core.observation import Observation, Phase
from .hands import value
from .player import Level, RuleTables, checked, decision_rng

PILE_CHANCE = 0.15  # how often it notices a low face-up card


class Beginner:
    level = Level.BEGINNER

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed
        self.tables = RuleTables()

    def choose(self, obs: Observation) -> Action:
        tr = self.tables.get(obs.rules)
        legal = obs.legal_actions
        if obs.phase is Phase.TURN:
            if CallYaniv() in legal and value(tr, obs.hand) <= obs.rules.yaniv_threshold:
                return CallYaniv()
            throws = [a for a in legal if isinstance(a, Discard)]
            return max(throws, key=lambda a: (value(tr, a.cards), len(a.cards)))
        if obs.phase is Phase.DRAW:
            takes = [a for a in legal if isinstance(a, DrawPile)]
            cheapest = min(takes, key=lambda a: tr.value[a.card], default=None)
            if DrawStock() not in legal:
                return checked(obs, cheapest or legal[0])
            if cheapest is not None and tr.value[cheapest.card] == 0:
                return cheapest
            rng = decision_rng(self.seed, obs)
            if cheapest is not None and tr.value[cheapest.card] <= 2 and rng.random() < PILE_CHANCE:
                return cheapest
            return DrawStock()
        for action in legal:
            if isinstance(action, (SlapZero, Slap)):
                return action
        return checked(obs, KeepDrawn())
