"""The history benchmark runs end to end (a small history; the real figures use 10,000)."""

from __future__ import annotations

import json

import pytest

from yaniv_desktop.storage import bench


def test_bench_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    bench.main(["--matches", "60", "--runs", "1", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert data["matches"] == 60 and data["rounds"] > 60
    for key in ("open_history_window_ms", "statistics_ms", "save_round_ms"):
        assert isinstance(data[key], float), data.get("note")
    assert data["targets_ms"] == bench.TARGETS_MS
