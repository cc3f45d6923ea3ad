"""The tournament tool: a short seeded tournament under every preset, the CLI format."""

from __future__ import annotations

import json

import pytest

from yaniv_desktop.ai import Budget
from yaniv_desktop.ai.stats import percentile, wilson
from yaniv_desktop.ai.tournament import main, run, seating
from yaniv_desktop.core.rules import PRESETS

TINY = Budget(playouts=24, max_worlds=4, min_worlds=2, seconds=None)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_short_tournament_under_every_preset(preset: str) -> None:
    figures = run(["expert", "intermediate", "beginner"], 3, seed=1, preset=preset,
                  overrides={"elimination_limit": 25}, budget=TINY)
    assert figures["unfinished_matches"] == 0
    levels = figures["levels"]
    assert sum(f["match_wins"] for f in levels.values()) == 3
    for f in levels.values():
        assert f["decisions"] > 0 and f["latency_ms"]["max"] >= f["latency_ms"]["p50"] >= 0
        low, high = f["match_win_rate_95"]
        assert low <= f["match_win_rate"] <= high
    # every round has one caller, whose call either worked or did not
    calls = sum(f["calls"] for f in levels.values())
    assert calls == figures["rounds"]


def test_intermediate_beats_beginner_in_a_short_run() -> None:
    figures = run(["intermediate", "beginner"], 30, seed=3)
    assert figures["levels"]["intermediate"]["match_win_rate"] >= 0.7


def test_seats_rotate() -> None:
    assert [seating(["a", "b", "c"], m) for m in range(3)] == [
        ("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b"),
    ]


def test_cli_text_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seats", "intermediate,beginner", "--matches", "2", "--seed", "5"]) == 0
    text = capsys.readouterr().out
    assert "match wins" in text and "95% interval" in text and "p95 ms" in text
    assert main(["--seats", "intermediate,beginner", "--matches", "2", "--seed", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["levels"]) == {"intermediate", "beginner"}
    assert {"match_win_rate", "round_win_rate", "mean_points_per_round", "successful_calls",
            "assafs_suffered", "latency_ms"} <= set(data["levels"]["beginner"])


def test_cli_rejects_unknown_levels() -> None:
    with pytest.raises(SystemExit):
        main(["--seats", "grandmaster,beginner", "--matches", "1"])


def test_wilson_and_percentile() -> None:
    low, high = wilson(70, 100)
    assert 0.60 < low < 0.70 < high < 0.79
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert percentile([5, 1, 3, 2, 4], 50) == 3 and percentile([], 95) == 0.0
    assert percentile(list(range(1, 101)), 95) == 95
