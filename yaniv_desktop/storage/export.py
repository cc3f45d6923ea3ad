"""Export the history: CSV (one line per match) and JSON (every match, replayable).

::

    export_csv(history, Path("history.csv"))     # returns the number of matches
    export_json(history, Path("history.json"), HistoryFilter(result="won"))

The JSON file holds, for each match, its summary, players, decks and its
``Match.to_record()`` record, so ``Match.from_record(entry["record"])`` replays it.
Both files are written atomically; an ``OSError`` propagates with the file named.

A match the history cannot read whole (:class:`~.history.DamagedMatch`, or a damaged
summary column) is exported with what can be read and a ``"damaged"`` entry saying
what is wrong, in place of its rounds and record; every other match is exported whole.
Records are exported as stored, without replaying each (that would double the time).
"""

from __future__ import annotations

import csv
import io
import json
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text
from .history import DamagedMatch, History, HistoryFilter, MatchRow

EXPORT_FORMAT = "yaniv-desktop/history"
EXPORT_VERSION = 1

CSV_COLUMNS = (
    "id", "started", "finished", "status", "result", "preset", "players", "opponents", "levels",
    "rounds", "final_totals", "winner", "decks",
)


def _iso(t: float | None) -> str:
    return datetime.fromtimestamp(t).isoformat(timespec="seconds") if t else ""


def _csv_row(row: MatchRow) -> list[Any]:
    return [
        row.id, _iso(row.started_at), _iso(row.finished_at), row.status, row.result or "", row.preset,
        "; ".join(p.label for p in row.players), row.opponents, " ".join(row.levels), row.rounds_played,
        " ".join(str(t) for t in row.totals), row.winner_name, " ".join(row.decks),
    ]


def export_csv(history: History, path: Path, flt: HistoryFilter | None = None) -> int:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    n = 0
    for row in history.iter_rows(flt):
        writer.writerow(_csv_row(row))
        n += 1
    atomic_write_text(path, buf.getvalue())
    return n


def export_json(history: History, path: Path, flt: HistoryFilter | None = None) -> int:
    matches = []
    for row in history.iter_rows(flt):
        entry: dict[str, Any] = {
            "id": row.id, "started": _iso(row.started_at), "finished": _iso(row.finished_at),
            "status": row.status, "result": row.result, "preset": row.preset,
            "players": [p.to_json() for p in row.players], "decks": list(row.decks),
            "winner": row.winner, "final_totals": list(row.totals),
        }
        matches.append(entry)
        try:
            detail = history.match(row.id)
            record = history.match_record(row.id, replay=False)  # a copy of what is stored, as it is
        except DamagedMatch as damaged:
            entry["damaged"] = str(damaged)
            continue
        if row.damaged is not None:
            entry["damaged"] = str(row.damaged)
        entry["rounds"] = [
            {"number": r.number + 1, "outcome": r.outcome, "caller": r.caller, "assaf_by": r.assaf_by,
             "hand_values": list(r.hand_values), "points": list(r.points),
             "totals_after": list(r.totals_after), "notices": list(r.notices)}
            for r in detail.rounds
        ]
        entry["record"] = record
    data = {"format": EXPORT_FORMAT, "version": EXPORT_VERSION,
            "exported_at": _iso(time.time()), "matches": matches}
    text = json.dumps(data, ensure_ascii=False, indent=1)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # half a surrogate pair from a damaged row: kept, as the JSON escape it was
        text = json.dumps(data, indent=1)
    atomic_write_text(path, text)
    return len(matches)
