"""CSV and JSON export; the replay walk."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from yaniv_desktop.core.match import Match
from yaniv_desktop.storage.export import CSV_COLUMNS, export_csv, export_json
from yaniv_desktop.storage.history import History, HistoryFilter
from yaniv_desktop.storage.replay import ReplayWalk

from .helpers import play_and_record


def filled(data_dir: Path) -> History:
    history = History.open(data_dir / "h.sqlite3")
    for i in range(4):
        play_and_record(history, i, preset="israeli" if i % 2 else "speedy", seats=2 + i % 2)
    return history


def test_csv_export(data_dir: Path) -> None:
    history = filled(data_dir)
    out = data_dir / "out" / "history.csv"
    assert export_csv(history, out) == 4
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [int(r["id"]) for r in rows] == [r.id for r in history.iter_rows()]
    assert all(r["status"] == "finished" and r["winner"] for r in rows)
    assert export_csv(history, out, HistoryFilter(preset="speedy")) == 2


def test_json_export_replays(data_dir: Path) -> None:
    history = filled(data_dir)
    out = data_dir / "history.json"
    assert export_json(history, out) == 4
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["format"] == "yaniv-desktop/history" and len(data["matches"]) == 4
    for entry in data["matches"]:
        match = Match.from_record(entry["record"])
        assert match.is_over and match.winner == entry["winner"]
        assert [r["totals_after"] for r in entry["rounds"]] == [list(r.totals_after) for r in match.records]
        assert entry["players"][0]["kind"] == "human"


def test_replay_walk_shows_every_hand_at_every_move(data_dir: Path) -> None:
    history = History.open(data_dir / "h.sqlite3")
    match_id, match = play_and_record(history, "walk", preset="israeli", seats=3)
    walk = ReplayWalk(history.match_record(match_id), ["Dana", "Omer", "Noa"])
    actions = sum(len(r.actions) for r in match.records)
    assert len(walk.steps) == actions + len(match.records)
    assert len(walk.round_starts) == len(match.records)
    first = walk.steps[0]
    assert first.action_index == -1 and "Cards dealt" in first.text
    assert all(len(h) == 5 for h in first.hands)
    # the hands as they were: a throw leaves the thrower's hand
    throw = walk.steps[1]
    assert "throws" in throw.text and throw.actor is not None
    assert len(throw.hands[throw.actor]) < len(first.hands[throw.actor])
    draw = walk.steps[2]  # after the draw, the throw is the one the next player takes from
    assert "draws" in draw.text or "takes" in draw.text
    assert set(draw.last_throw) <= set(first.hands[throw.actor])
    assert not set(draw.last_throw) & set(draw.hands[throw.actor])
    end = walk.steps[walk.round_starts[1] - 1]
    assert end.result is not None and "calls Yaniv!" in end.text
    assert any(w in end.text for w in ("wins the round", "Assaf!", "false call"))
    assert walk.steps[-1].totals == tuple(match.totals)
    # every card is somewhere: hands, the last throw, the pile and the stock
    for s in walk.steps[:50]:
        assert sum(len(h) for h in s.hands) + len(s.last_throw) + s.stock_size <= match.rules.card_count
