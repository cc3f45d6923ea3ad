"""Pairing two versions on the same deals: tournament --record, then ai.compare."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yaniv_desktop.ai import arena, compare, tournament
from yaniv_desktop.ai.levels import make_player

SEATS = "intermediate,beginner"


def record(tmp_path: Path, name: str, *args: str, seed: str = "2") -> Path:
    path = tmp_path / name
    assert tournament.main(["--seats", SEATS, "--seed", seed, *args, "--record", str(path)]) == 0
    return path


def weaken_the_intermediate(monkeypatch: pytest.MonkeyPatch) -> None:
    """From here on, a 'new version' whose intermediate plays as the beginner (the
    tournament plays in this process with --jobs 1)."""
    def make(level: str, seed: str, budget: object = None) -> object:
        return make_player("beginner" if level == "intermediate" else level, seed, budget)
    monkeypatch.setattr(arena, "make_player", make)
    monkeypatch.setattr(tournament, "make_player", make)


def test_a_run_against_itself_changes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = record(tmp_path, "a.json", "--matches", "8")
    b = record(tmp_path, "b.json", "--matches", "8")
    printed = capsys.readouterr().out
    assert "match wins" in printed                     # the usual report is still printed
    result = compare.compare(compare.load(a), compare.load(b))
    assert result["match_win_rate_change"] == 0 and result["alike"] == 1
    assert result["points_per_round_change"] == 0
    figures = json.loads(a.read_text())
    assert result["match_win_rate"][0] == figures["levels"]["intermediate"]["match_win_rate"]
    assert result["points_per_round"][0] == figures["paired"]["points_per_round_difference"]


def test_a_weaker_version_shows_as_the_runs_own_figures_differ(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    before_figures = tournament.run(SEATS.split(","), 12, 2, records=True)
    assert len(before_figures["records"]) == 12
    before = tmp_path / "before.json"
    tournament.write_record(before, before_figures)
    weaken_the_intermediate(monkeypatch)
    after = record(tmp_path, "after.json", "--matches", "12")
    after_figures = json.loads(after.read_text())
    assert compare.main([str(before), str(after)]) == 0
    text = capsys.readouterr().out
    assert "paired: before.json → after.json" in text and "intermediate match wins" in text
    result = compare.compare(before_figures, after_figures)
    rates = [f["levels"]["intermediate"]["match_win_rate"] for f in (before_figures, after_figures)]
    assert result["match_win_rate"] == rates
    assert result["match_win_rate_change"] == pytest.approx(rates[1] - rates[0], abs=1e-4)
    low, high = result["match_win_rate_change_95"]
    assert low <= result["match_win_rate_change"] <= high
    points = [f["paired"]["points_per_round_difference"] for f in (before_figures, after_figures)]
    assert result["points_per_round"] == points
    assert result["points_per_round_change"] == pytest.approx(points[1] - points[0], abs=2e-3)
    assert result["points_per_round_change"] > 0          # a beginner scores more points
    assert result["alike"] < 1


def test_single_rounds_pair_per_deal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before_figures = tournament.run_rounds(SEATS.split(","), 10, 4, records=True)
    before = tmp_path / "before.json"
    tournament.write_record(before, before_figures)
    weaken_the_intermediate(monkeypatch)
    after = record(tmp_path, "after.json", "--rounds", "10", seed="4")
    result = compare.compare(compare.load(before), compare.load(after))
    after_figures = json.loads(after.read_text())
    assert result["mode"] == "rounds" and result["deals"] == 10
    rates = [f["levels"]["intermediate"]["round_win_rate"] for f in (before_figures, after_figures)]
    assert result["round_win_rate"] == pytest.approx(rates, abs=1e-4)
    points = [f["paired"]["points_per_round_difference"] for f in (before_figures, after_figures)]
    assert result["points_per_round"] == pytest.approx(points, abs=2e-3)
    assert result["points_per_round_change"] == pytest.approx(points[1] - points[0], abs=2e-3)
    assert result["points_per_round_change"] > 0          # a beginner scores more points
    assert "intermediate rounds won" in compare.render(result)


@pytest.mark.parametrize("args, seed, named", [
    (("--matches", "4"), "3", "seed differs"),
    (("--matches", "4", "--rule", "elimination_limit=150"), "2", "elimination_limit 200 / 150"),
    (("--matches", "5"), "2", "matches differs"),
])
def test_runs_on_other_deals_are_refused_naming_what_differs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...], seed: str, named: str,
) -> None:
    a = record(tmp_path, "a.json", "--matches", "4")
    b = record(tmp_path, "b.json", *args, seed=seed)
    capsys.readouterr()
    assert compare.main([str(a), str(b)]) == 2
    assert named in capsys.readouterr().err


def test_files_that_are_not_records_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps(tournament.run(SEATS.split(","), 2, 1)))
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    for path, words in ((plain, "no per-match records; write it with tournament --record"),
                        (broken, "not JSON"), (tmp_path / "missing.json", "cannot read it")):
        assert compare.main([str(path), str(path)]) == 2
        err = capsys.readouterr().err
        assert str(path) in err and words in err


def test_record_needs_an_existing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        tournament.main(["--seats", SEATS, "--matches", "1", "--record", str(tmp_path / "no" / "r.json")])
    assert stop.value.code == 2
    assert "its folder does not exist" in capsys.readouterr().err
    assert not (tmp_path / "no").exists()


def test_the_paired_interval_of_match_wins() -> None:
    def run_of(wins: list[int]) -> dict[str, object]:
        records = [{"match": m, "levels": {"expert": {"won": w, "rounds": 4, "points": 20, "net_points": 10},
                                           "intermediate": {"won": 1 - w, "rounds": 4, "points": 28, "net_points": 20}}}
                   for m, w in enumerate(wins)]
        return {"seats": ["expert", "intermediate"], "preset": "israeli", "rules": {}, "seed": "4",
                "matches": len(wins), "records": records}

    result = compare.compare(run_of([1, 0, 0, 1]), run_of([1, 1, 0, 1]))
    assert result["match_win_rate"] == [0.5, 0.75] and result["alike"] == 0.75
    # one match of four changed: mean 0.25, standard error 0.25, t(3) = 3.182
    assert result["match_win_rate_change_95"] == pytest.approx([0.25 - 3.182 * 0.25, 0.25 + 3.182 * 0.25], abs=1e-4)
    assert result["points_per_round"] == [-2.0, -2.0] and result["points_per_round_change_95"] == [0.0, 0.0]
    assert "+25.0 pp" in compare.render(result) and "75% of matches alike" in compare.render(result)


def test_two_budgets_on_the_same_deals_pair_and_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = record(tmp_path, "a.json", "--rounds", "3", "--budget", "seconds=null")
    b = record(tmp_path, "b.json", "--rounds", "3")
    capsys.readouterr()
    result = compare.compare(compare.load(a), compare.load(b))
    assert result["budget_overrides"] == [{"seconds": None}, {}]
    assert "expert budget: seconds=null → the default" in compare.render(result)
    same = compare.compare(compare.load(b), compare.load(b))
    assert "expert budget" not in compare.render(same)
    old = compare.load(a)
    del old["budget_overrides"]           # a record written before runs named their budget
    assert "expert budget: not recorded → the default" in compare.render(compare.compare(old, compare.load(b)))
