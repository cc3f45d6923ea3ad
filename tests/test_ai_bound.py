"""tools/ai_bound.py: the oracle that bounds what card reading can add."""

from __future__ import annotations

from yaniv_desktop.ai.intermediate import Intermediate
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.outcome import Outcome
from yaniv_desktop.core.rules import RuleSet

from .tool_modules import load_tool

ai_bound = load_tool("ai_bound")


def test_the_oracle_is_never_assafed_and_calls_whenever_it_is_safe() -> None:
    rules = RuleSet.preset("israeli", players=3, elimination_limit=60)
    oracle = ai_bound.Oracle("o")
    players = [oracle, Intermediate(1), Intermediate(2)]
    match = Match(rules, "bound")
    calls = 0
    while not match.is_over:
        state = match.start_round()
        oracle.state = state
        while not state.is_over:
            obs = state.observation(state.current)
            action = players[state.current].choose(obs)
            if state.current == 0 and state.can_call():
                mine = state.hand_value(0)
                safe = all(state.hand_value(s) > mine for s in obs.play_order if s != 0)
                assert (action == ai_bound.CallYaniv()) == safe
            match.apply(action)
        assert state.result is not None
        if state.result.caller == 0:
            calls += 1
            assert state.result.outcome is Outcome.SUCCESS
    assert calls > 0


def test_a_short_run_reports_a_win_flag_points_and_rounds() -> None:
    won, points, rounds = ai_bound.play((2, 1, "t"))
    assert isinstance(won, bool) and points >= 0 and rounds > 0
