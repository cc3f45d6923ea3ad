"""The expert's call against the tactics' turn: the prior favours the move ordering's choice.

Where the intermediate's call rule calls, declining must gain ``Budget.prior``; where it
does not, the call must (docs/ai.md, seventh pass).  The playouts are replaced by fixed
scores so only that rule decides.
"""

from __future__ import annotations

import pytest

from yaniv_desktop.ai import Budget, Expert
from yaniv_desktop.ai import expert as expert_module
from yaniv_desktop.ai.intermediate import calls
from yaniv_desktop.core.actions import Action, CallYaniv
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.observation import Observation
from yaniv_desktop.core.rules import RuleSet

from .helpers import positions

BUDGET = Budget(playouts=40, max_worlds=8, min_worlds=4, seconds=None, reading_steps=0, refine_throws=1)


def call_positions(rules: RuleSet) -> list[tuple[Observation, bool]]:
    """Positions where the expert searches a call against its turn, with whether the
    intermediate's rule would call there."""
    tr = ThrowRules(rules)
    found = []
    for seed in range(8):
        for state, _ in positions(rules, seed=seed, rounds=4):
            obs = state.observation(state.current)
            if CallYaniv() not in obs.legal_actions:
                continue
            plans, sure, _ = Expert("c", BUDGET).candidates(obs)
            if sure is None and (CallYaniv(),) in plans and len(plans) > 1:
                found.append((obs, calls(obs, tr)))
    return found


@pytest.mark.parametrize("preset", ["israeli", "classic"])
@pytest.mark.parametrize("call_gain", [-0.3, 0.3, -0.8, 0.8])
def test_a_call_within_the_prior_follows_the_intermediates_rule(
    monkeypatch: pytest.MonkeyPatch, preset: str, call_gain: float,
) -> None:
    def fixed(world: object, plan: tuple[Action, ...], *rest: object) -> float:
        return call_gain if isinstance(plan[0], CallYaniv) else 0.0

    found = call_positions(RuleSet.preset(preset, players=2))
    assert {rule for _, rule in found} == {True, False}, "positions of both kinds"
    monkeypatch.setattr(expert_module, "_playout", fixed)
    for obs, rule in found:
        called = Expert("c", BUDGET).choose(obs) == CallYaniv()
        if abs(call_gain) > BUDGET.prior:   # beyond the prior the search decides alone
            assert called == (call_gain > 0)
        else:                               # within it, the intermediate's rule does
            assert called == rule
