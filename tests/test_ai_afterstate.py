"""tools/ai_afterstate.py: self-play afterstates, the ridge fit and the weights file."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from yaniv_desktop.ai.afterstate import SIZE, Afterstate
from yaniv_desktop.ai.afterstate_weights import WEIGHTS
from yaniv_desktop.ai.intermediate import Intermediate
from yaniv_desktop.core.actions import DrawPile, DrawStock
from yaniv_desktop.core.cards import Suit, card

from .ai.test_afterstate import draw_position
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
    # Rounds are won and lost: outcomes of both signs.
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
    singles = [ai_afterstate.check_match(("speedy", 2, WEIGHTS["speedy"], "t", m)) for m in range(3)]
    won, low, high = ai_afterstate.check("speedy", 2, WEIGHTS["speedy"], 3, "t", 1)
    assert won == sum(singles) and low <= won / 3 <= high


def test_the_learned_draw_takes_the_card_that_lets_it_call() -> None:
    _, obs = draw_position()
    assert Intermediate("t").choose(obs) == DrawStock()
    assert ai_afterstate.LearnedDraw("t", WEIGHTS["israeli"]).choose(obs) == DrawPile(card(4, Suit.SPADES))


def test_rounds_of_three_seats_stand_the_nearest_threat_for_the_opponents() -> None:
    rows = ai_afterstate.play_rounds(("speedy", 3, "t", 20))
    assert rows and all(1 <= a.opp_count <= 3 for a, _ in rows)
    # The outcome is the opponents' mean points less mine: it can be a fraction.
    assert any(y != int(y) for _, y in rows)


@pytest.mark.parametrize(("rule", "message"), [
    ("x", "write it as KEY=VALUE"),
    ("bogus=1", "--preset israeli: bogus: no such rule option"),
    ("jokers_per_deck=3", "jokers_per_deck: 3 is not allowed"),
])
def test_a_bad_rule_is_named_before_any_round_is_played(
    rule: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    out = tmp_path / "weights.py"
    with pytest.raises(SystemExit) as exit_:
        ai_afterstate.main(["--preset", "israeli", "--rule", rule, "--rounds", "1", "--write", "--out", str(out)])
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err
    assert not out.exists()


def test_a_rule_one_named_preset_cannot_play_stops_before_any_preset_is_fitted(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    # Without jokers a threshold of 0 needs jacks worth 0: Nepali has them, Israeli not.
    played: list[str] = []
    monkeypatch.setattr(ai_afterstate, "samples", lambda preset, *rest: played.append(preset) or [])
    with pytest.raises(SystemExit) as exit_:
        ai_afterstate.main(["--preset", "nepali", "--preset", "israeli", "--rule", "jokers_per_deck=0",
                            "--rule", "yaniv_threshold=0", "--rounds", "1"])
    assert exit_.value.code == 2
    assert "--preset israeli: yaniv_threshold" in capsys.readouterr().err
    assert played == []
