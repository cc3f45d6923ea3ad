"""Shared helpers for the AI tests: drive seeded rounds and collect positions."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from yaniv_desktop.core.actions import Action, CallYaniv
from yaniv_desktop.core.bench import simple_policy
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.observation import Observation
from yaniv_desktop.core.round import RoundState
from yaniv_desktop.core.rules import RuleSet


def positions(
    rules: RuleSet, seed: int, rounds: int = 2, policy: Callable[[RoundState], Action] = simple_policy,
    call_after: int = 0,
) -> Iterator[tuple[RoundState, Observation]]:
    """Every position of a few seeded rounds, with the observation of a random seat.

    ``call_after`` > 0 keeps everyone from calling until that turn (long rounds,
    reshuffles).
    """
    match = Match(rules, seed)
    rng = random.Random(seed)
    for _ in range(rounds):
        if match.is_over:
            return
        state = match.start_round()
        while not state.is_over:
            yield state, state.observation(rng.choice(state.setup.active))
            action = policy(state)
            if isinstance(action, CallYaniv) and state.turn < call_after:
                action = next(a for a in state.legal_actions() if not isinstance(a, CallYaniv))
            match.apply(action)
