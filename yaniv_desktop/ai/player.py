"""The computer-player interface: ``choose(observation) -> Action``.

A player sees only its observation.  Randomness comes from the player's seed and
the position (round, turn, phase), never from earlier calls, so the same seed and
the same observation always give the same choice.
"""

from __future__ import annotations

import random
from enum import StrEnum
from typing import Protocol

from ..core.actions import Action, CallYaniv, DrawStock
from ..core.combos import ThrowRules
from ..core.observation import Observation
from ..core.rules import RuleSet

# A round this long means nobody wants to call (a cautious table, a very low
# threshold, or two players handing each other the same face-up cards for ever);
# from here on every level calls whenever it may and draws only from the stock, so
# fresh cards come in and a round always ends.
LONG_ROUND = 300

_CALL = CallYaniv()
_STOCK = DrawStock()


class Level(StrEnum):
    BEGINNER = "beginner"
    INTERMEDIATE = "intermediate"
    EXPERT = "expert"


class Player(Protocol):
    level: Level

    def choose(self, obs: Observation) -> Action: ...


def decision_rng(seed: int | str, obs: Observation) -> random.Random:
    """The random stream of one decision: a function of the seed and the position only."""
    return random.Random(f"{seed}/{obs.player}/{obs.round_number}/{obs.turn}/{obs.phase}")


class RuleTables:
    """One :class:`ThrowRules` per rule set, kept by a player across rounds (its
    discard cache is what makes repeated hand evaluation cheap)."""

    def __init__(self) -> None:
        self._tables: dict[RuleSet, ThrowRules] = {}

    def get(self, rules: RuleSet) -> ThrowRules:
        found = self._tables.get(rules)
        if found is None:
            if len(self._tables) > 4:
                self._tables.clear()
            found = self._tables[rules] = ThrowRules(rules)
        return found


def can_call(obs: Observation) -> bool:
    return _CALL in obs.legal_actions


def must_end_round(obs: Observation) -> bool:
    """Call whenever allowed once a round has run far too long."""
    return obs.turn >= LONG_ROUND and can_call(obs)


def must_draw_stock(obs: Observation) -> bool:
    """Draw unseen cards once a round has run far too long (it breaks take-back cycles)."""
    return obs.turn >= LONG_ROUND and _STOCK in obs.legal_actions


def checked(obs: Observation, action: Action) -> Action:
    """``action`` if it is legal now; otherwise the first legal action (never raises)."""
    if action in obs.legal_actions:
        return action
    return obs.legal_actions[0]
