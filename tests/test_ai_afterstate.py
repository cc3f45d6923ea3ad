"""tools/ai_afterstate.py: self-play afterstates, the ridge fit and the weights file."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from yaniv_desktop.ai.afterstate import SIZE, Afterstate

from .tool_modules import load_tool

ai_afterstate = load_tool("ai_afterstate")


def test_solve_matches_a_known_system() -> None:
    matrix = [[4.0, 2.0, 0.6], [2.0, 5.0, 1.0], [0.6, 1.0, 3.0]]
    x = [1.0, -2.0, 0.5]
    rhs = [sum(matrix[i][j] * x[j] for j in range(3)) for i in range(3)]
    assert ai_afterstate.solve(matrix, rhs) == pytest.approx(x)
    with pytest.raises(ValueError, match="positive definite"):
        ai_afterstate.solve([[1.0, 2.0], [2.0, 1.0]], [0.0, 0.0])


def test_fit_recovers_the_values_of_a_known_model() -> None:
    rng = random.Random(5)
    truth = [rng.uniform(-5, 5) for _ in range(SIZE)]

    def state() -> Afterstate:
        return Afterstate(rng.randint(0, 45), rng.randint(1, 6), rng.randint(0, 20), rng.randint(0, 15),
                          rng.randint(1, 5), rng.randint(0, 12), rng.randint(0, 3))

    train = [(a, ai_afterstate.predict(truth, a)) for a in (state() for _ in range(6000))]
    weights = ai_afterstate.fit(train, ridge=1e-3)
    for a in (state() for _ in range(200)):
        assert ai_afterstate.predict(weights, a) == pytest.approx(ai_afterstate.predict(truth, a), abs=0.05)


def test_self_play_rounds_give_afterstates_and_outcomes() -> None:
    rows = ai_afterstate.play_rounds(("israeli", 2, "t", 30))
    assert len(rows) > 100
    for a, outcome in rows:
        assert 1 <= a.count <= 5 and 1 <= a.opp_count <= 5
        assert -200 < outcome < 200
    # Each round's outcomes are zero-sum between the two seats' points.
    assert any(y > 0 for _, y in rows) and any(y < 0 for _, y in rows)


def test_write_refits_the_named_preset_and_keeps_the_others(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "weights.py"
    out.write_text('WEIGHTS: dict[str, tuple[float, ...]] = {"israeli": (' + "1.0, " * SIZE + "), "
                   '"classic": (0.5, 0.5)}\n')
    ai_afterstate.main(["--preset", "speedy", "--rounds", "400", "--jobs", "1", "--write", "--out", str(out)])
    printed = capsys.readouterr().out
    assert "speedy:" in printed and "held-out MSE" in printed and "wrote" in printed
    tables = ai_afterstate.read_weights(out)
    assert set(tables) == {"israeli", "speedy"}      # a table of the wrong size is dropped
    assert tables["israeli"] == (1.0,) * SIZE
    assert len(tables["speedy"]) == SIZE and any(w != 0 for w in tables["speedy"])


def test_check_plays_the_learned_draw_against_the_intermediate() -> None:
    from yaniv_desktop.ai.afterstate_weights import WEIGHTS

    assert ai_afterstate.check_match(("israeli", 2, WEIGHTS["israeli"], "t", 0)) in (True, False)
    won, low, high = ai_afterstate.check("speedy", 2, WEIGHTS["israeli"], 2, "t", 1)
    assert 0 <= won <= 2 and 0 <= low <= high <= 1


def test_rounds_of_three_seats_stand_the_nearest_threat_for_the_opponents() -> None:
    rows = ai_afterstate.play_rounds(("speedy", 3, "t", 20))
    assert rows and all(1 <= a.opp_count <= 3 for a, _ in rows)
    # The outcome is the opponents' mean points less mine: it can be a fraction.
    assert any(y != int(y) for _, y in rows)
