"""tools/ai_paired.py: paired comparison of two runs on the same deals."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from .tool_modules import load_tool

ai_paired = load_tool("ai_paired")


def _write(path: Path, winners: list[str | None], seed: str = "4") -> str:
    path.write_text(json.dumps({"seats": ["expert", "intermediate"], "seed": seed, "matches": len(winners),
                                "preset": "israeli", "code": "x", "winners": winners}))
    return str(path)


def test_compare_reports_the_paired_difference(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = _write(tmp_path / "old.json", ["expert", "intermediate", "intermediate", "expert"])
    new = _write(tmp_path / "new.json", ["expert", "expert", "intermediate", "expert"])
    ai_paired.compare(argparse.Namespace(old=old, new=new, level="expert"))
    out = capsys.readouterr().out
    assert "50.0%" in out and "75.0%" in out
    assert "+25.0 ± 25.0 points" in out and "75% of matches alike" in out


def test_compare_refuses_runs_of_other_deals(tmp_path: Path) -> None:
    old = _write(tmp_path / "old.json", ["expert"], seed="4")
    new = _write(tmp_path / "new.json", ["expert"], seed="5")
    with pytest.raises(SystemExit, match="seed"):
        ai_paired.compare(argparse.Namespace(old=old, new=new, level="expert"))


def test_run_plays_the_tournament_deals(tmp_path: Path) -> None:
    out = tmp_path / "run.json"
    ai_paired.run(argparse.Namespace(seats="intermediate,beginner", matches=2, seed="t", preset="israeli",
                                     jobs=1, out=str(out)))
    data = json.loads(out.read_text())
    assert len(data["winners"]) == 2 and set(data["winners"]) <= {"intermediate", "beginner"}
