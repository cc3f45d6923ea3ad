"""tools/ai_policy_step.py: the greedy player by an afterstate table, and one step of fitting."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from yaniv_desktop.ai.afterstate import SIZE, weights_for
from yaniv_desktop.ai.expert import Budget
from yaniv_desktop.ai.intermediate import Intermediate, calls
from yaniv_desktop.ai.player import Player
from yaniv_desktop.ai.tournament import make_rules, play_round
from yaniv_desktop.core.actions import Action, CallYaniv, Discard
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.observation import Observation, Phase

from .tool_modules import load_tool

ai_policy_step = load_tool("ai_policy_step")
RULES = make_rules("israeli", 2, {}, single_round=True)
WEIGHTS = weights_for(RULES, 2)


def turns_of(greedy: Player, deals: int, tag: str) -> Iterator[tuple[Observation, Action]]:
    """Each turn's observation and the greedy player's answer, in rounds it plays
    against itself."""
    for deal in range(deals):
        match = Match(RULES, f"{tag}/deal{deal}")
        state = match.start_round(starter=deal % 2)
        while not state.is_over:
            obs = state.observation(state.current)
            action = greedy.choose(obs)
            if obs.phase is Phase.TURN:
                yield obs, action
            match.apply(action)


def test_with_one_throw_to_choose_from_it_throws_and_calls_as_the_intermediate() -> None:
    intermediate = Intermediate()
    tr = ThrowRules(RULES)
    turns = 0
    for obs, action in turns_of(ai_policy_step.Greedy(WEIGHTS, top=1), 6, "t"):
        assert action == (CallYaniv() if calls(obs, tr) else intermediate.best_throw(obs))
        turns += 1
    assert turns > 20


def test_its_call_risk_is_its_own() -> None:
    """At a call risk of 0.6 it calls wherever the Intermediate's rule at 0.6 would,
    which is more often than the Intermediate (0.25) on the same turns."""
    tr = ThrowRules(RULES)
    sooner = 0
    for obs, action in turns_of(ai_policy_step.Greedy(WEIGHTS, top=3, call_risk=0.6), 30, "r"):
        assert (action == CallYaniv()) == calls(obs, tr, 0.6)
        sooner += action == CallYaniv() and not calls(obs, tr)
    assert sooner > 0


def test_each_afterstate_carries_its_rounds_outcome_and_a_deal_replays_alike() -> None:
    weights = tuple(WEIGHTS)
    for deal in range(4):
        result = ai_policy_step.play_deal((RULES.to_dict(), "t", deal, weights, 1, 0.25))
        assert result is not None and result.samples
        outcomes = {y for _, y in result.samples}
        by_seat = {result.other_points[s] - result.learner_points[s] for s in (0, 1)}
        assert outcomes <= by_seat
    again = ai_policy_step.play_deal((RULES.to_dict(), "t", 3, weights, 3, 0.25))
    assert again == ai_policy_step.play_deal((RULES.to_dict(), "t", 3, weights, 3, 0.25))


def test_the_expert_plays_the_tournaments_rounds_when_it_is_the_learner() -> None:
    for deal in range(2):
        result = ai_policy_step.play_deal((RULES.to_dict(), "t", deal, None, 3, 0.25))
        assert result is not None
        for seat in (0, 1):
            levels = ["intermediate", "intermediate"]
            levels[seat] = "expert"
            report = play_round(RULES, levels, f"t/deal{deal}", deal % 2, deal, Budget(seconds=None))
            assert report.points[seat] == result.learner_points[seat]
            assert report.points[1 - seat] == result.other_points[seat]
            assert (report.winner == seat) == result.learner_won[seat]


def test_a_fitted_step_is_written_and_played_from(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "step.json"
    ai_policy_step.main(["--deals", "90", "--seed", "t", "--jobs", "1", "--fit", str(out)])
    weights = json.loads(out.read_text())
    assert len(weights) == SIZE and not out.with_suffix(".tmp").exists()
    ai_policy_step.main(["--deals", "10", "--seed", "t", "--jobs", "1", "--table", str(out)])
    printed = capsys.readouterr().out
    assert "held-out MSE" in printed and f"table {out}" in printed and "greedy won" in printed


def test_a_file_that_is_not_a_table_is_refused_by_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([1.0, 2.0]))
    with pytest.raises(SystemExit):
        ai_policy_step.main(["--deals", "1", "--table", str(bad)])
    assert f"{bad}: not an afterstate table" in capsys.readouterr().err


def test_the_learner_seat_throws_a_legal_throw_with_its_table() -> None:
    greedy = ai_policy_step.Greedy(WEIGHTS, top=3)
    match = Match(RULES, "t/legal")
    state = match.start_round(starter=0)
    while not state.is_over:
        obs = state.observation(state.current)
        action = greedy.choose(obs)
        assert action in obs.legal_actions
        if obs.phase is Phase.TURN and not isinstance(action, CallYaniv):
            assert isinstance(action, Discard)
        match.apply(action)


def test_a_call_risk_for_the_expert_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        ai_policy_step.main(["--deals", "1", "--table", "expert", "--call-risk", "0.4"])
    assert "--call-risk is the greedy player's" in capsys.readouterr().err
