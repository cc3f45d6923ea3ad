"""Single-round runs on other seeds pooled into one figure: tournament --record, then ai.pool."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yaniv_desktop.ai import pool, tournament
from yaniv_desktop.ai.compare import RecordError

SEATS = "intermediate,beginner"


def record(tmp_path: Path, seed: str, *args: str) -> Path:
    path = tmp_path / f"s{seed}.json"
    assert tournament.main(["--seats", SEATS, "--rounds", "6", "--seed", seed, *args, "--record", str(path)]) == 0
    return path


def test_the_pooled_rate_is_every_deals_rate_averaged_and_one_run_is_its_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    paths = [record(tmp_path, seed) for seed in ("1", "2", "3")]
    runs = [json.loads(p.read_text()) for p in paths]
    capsys.readouterr()
    assert pool.main([str(p) for p in paths]) == 0
    text = capsys.readouterr().out
    assert "3 runs (seeds 1, 2, 3) · 18 deals pooled" in text and "intermediate rounds won" in text
    assert "pts/round, intermediate − beginner" in text and "each run: seed 1" in text
    result = pool.pool([(p.name, r) for p, r in zip(paths, runs, strict=True)])
    shares, margins = [], []
    for run in runs:
        for deal in run["records"]:
            me, them = deal["levels"]["intermediate"], deal["levels"]["beginner"]
            shares.append(me["won"] / me["rounds"])
            margins.append(me["points"] / me["rounds"] - them["points"] / them["rounds"])
    assert result["round_win_rate"] == pytest.approx(sum(shares) / 18, abs=1e-4)
    assert result["points_per_round"] == pytest.approx(sum(margins) / 18, abs=1e-3)
    low, high = result["round_win_rate_95"]
    assert low < result["round_win_rate"] < high or low == high == result["round_win_rate"]
    # One run pooled alone gives that run's own paired figures back.
    alone = pool.pool([(paths[0].name, runs[0])])
    assert alone["round_win_rate"] == pytest.approx(runs[0]["levels"]["intermediate"]["round_win_rate"], abs=1e-4)
    assert alone["points_per_round"] == pytest.approx(runs[0]["paired"]["points_per_round_difference"], abs=1e-3)
    assert pool.pool([(paths[0].name, runs[0])], "beginner")["against"] == "intermediate"


def test_runs_that_are_not_one_table_on_distinct_seeds_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    one = record(tmp_path, "1")
    again = tmp_path / "again.json"
    again.write_text(one.read_text())
    other_rules = record(tmp_path, "2", "--rule", "jokers_per_deck=0")
    matches = tmp_path / "matches.json"
    assert tournament.main(["--seats", SEATS, "--matches", "2", "--seed", "3", "--record", str(matches)]) == 0
    capsys.readouterr()
    for paths, message in (
        ([one, again], "again.json: seed 1 again (as in s1.json)"),
        ([one, other_rules], "s2.json: rules differs from s1.json's"),
        ([one, matches], "matches.json: not a single-round run"),
    ):
        assert pool.main([str(p) for p in paths]) == 2
        assert message in capsys.readouterr().err
    assert pool.main([str(one), "--level", "expert"]) == 2
    assert "--level expert: not at this table" in capsys.readouterr().err
    other_budget = {**json.loads(one.read_text()), "seed": "9", "budget_overrides": {"seconds": None}}
    with pytest.raises(RecordError, match="b.json: the expert's budget differs from s1.json's"):
        pool.pool([("s1.json", json.loads(one.read_text())), ("b.json", other_budget)])
    # A run from before runs named their budget is pooled, and the report says so.
    older = {key: value for key, value in other_budget.items() if key != "budget_overrides"}
    result = pool.pool([("s1.json", json.loads(one.read_text())), ("old.json", older)])
    assert result["budget_not_recorded"] == ["old.json"] and result["deals"] == 12
    assert "expert budget not recorded in old.json" in pool.render(result)
    broken = json.loads(one.read_text())
    del broken["records"][0]["levels"]["beginner"]
    with pytest.raises(RecordError, match="a record is malformed"):
        pool.pool([("broken.json", broken)])
