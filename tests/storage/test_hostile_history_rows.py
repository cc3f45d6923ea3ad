"""Anything in a row of the match history — garbage text, JSON nested without end, huge
numbers, a blob, NULL, text that is not UTF-8 — and every reader still reads: the list
shows every match (a damaged one marked as such), a damaged match's details raise only
:class:`DamagedMatch` naming it and the column, every other match reads exactly as before,
and the player is told once.  Any bytes as the whole file give a usable history.

The Hypothesis runs are bounded for CI; ``YANIV_FUZZ_EXAMPLES=N`` runs N examples each.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, reject
from hypothesis import strategies as st

from tests.core.test_hostile_scenarios import FUZZ, bytes_changed, hostile_json, mutated
from yaniv_desktop.storage.export import export_csv, export_json
from yaniv_desktop.storage.history import (
    ORDER_COLUMNS,
    DamagedMatch,
    History,
    HistoryFilter,
    MatchDetail,
    MatchRow,
    migrate,
)
from yaniv_desktop.storage.problems import Problems
from yaniv_desktop.storage.replay import ReplayWalk
from yaniv_desktop.storage.stats import compute_statistics

from .helpers import new_match, play, play_and_record, players_for, record_played

T0 = 1_700_000_000.0
FILTERS = (HistoryFilter(result="won"), HistoryFilter(result="unfinished"), HistoryFilter(level="expert"),
           HistoryFilter(opponent="o"), HistoryFilter(preset="israeli"),
           HistoryFilter(date_from=date(2020, 1, 1), date_to=date(2040, 1, 1)))
MATCH_COLUMNS = ("started_at", "updated_at", "finished_at", "status", "preset", "rules", "seed", "start_totals",
                 "totals", "seats", "human_seat", "human_total", "players", "decks", "rounds_played", "winner",
                 "result", "opponents", "levels", "app_version", "h_rounds", "h_round_wins", "h_calls",
                 "h_successes", "h_assafed", "h_assafs_made", "h_false_calls", "h_points", "h_milestones",
                 "h_racheli", "h_three_zeros")
ROUND_COLUMNS = ("starter", "deal", "actions", "action_count", "outcome", "caller", "assaf_by", "winner",
                 "hand_values", "points", "totals_after", "notices", "recorded_at", "number", "match_id")
PLAYER_COLUMNS = ("name", "kind", "level", "seat")
V1_MATCH_COLUMNS = MATCH_COLUMNS[:20]


# ----- a real history, and what each reader gives for it ----------------------------------

def build(folder: Path) -> Path:
    """Matches as the game records them: finished, unfinished, in progress, no human; then
    the NOT NULL constraints dropped, as another program's copy of the schema might."""
    path = folder / "history.sqlite3"
    history = History.open(path)
    play_and_record(history, 1, preset="israeli", seats=3, started_at=T0)
    play_and_record(history, 2, started_at=T0 + 40 * 86400)
    play_and_record(history, 3, preset="israeli", seats=4, started_at=T0 + 90 * 86400, max_steps=80)
    in_progress = new_match("speedy", 2, seed=4)
    play(in_progress, max_steps=40)
    record_played(history, in_progress, players_for(2), preset="speedy", started_at=T0 + 400 * 86400, finish=False)
    computers = new_match("speedy", 2, seed=5)
    play(computers)
    record_played(history, computers, players_for(2, human=False), started_at=T0 + 401 * 86400)
    history.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = replace(sql, 'NOT NULL', '') WHERE type = 'table'")
    conn.execute("PRAGMA writable_schema = OFF")
    conn.commit()
    conn.close()
    return path


@dataclass
class Reading:
    rows: dict[int, MatchRow]
    details: dict[int, tuple[MatchDetail, dict[str, Any], int] | None]  # None: DamagedMatch


def read_everything(history: History, ids: list[int], may_be_damaged: set[int], folder: Path) -> Reading:
    """Every reader over the whole history: nothing but DamagedMatch for a damaged match."""
    assert history.count() == len(ids)
    for order in ORDER_COLUMNS:
        for descending in (True, False):
            assert sorted(r.id for r in history.page(order=order, descending=descending)) == ids
    paged: list[int] = []
    while page := history.page(offset=len(paged), limit=2):  # as the list fetches, page by page
        paged += [r.id for r in page]
    assert sorted(paged) == ids, "every match listed once"
    for flt in FILTERS:
        assert len(history.page(flt)) == history.count(flt) == len(list(history.iter_rows(flt)))
        compute_statistics(history, flt)
    rows = {r.id: r for r in history.iter_rows()}
    for row in rows.values():
        _ = row.started, row.human_total, row.winner_name, row.levels, [p.label for p in row.players]
        assert all(flt.accepts(row) in (True, False) for flt in FILTERS)
        if row.damaged is not None:
            assert row.id in may_be_damaged and f"number {row.id})" in row.damaged, row.damaged
    assert all(isinstance(p, str) for p in history.presets() + history.opponent_names())
    details: dict[int, tuple[MatchDetail, dict[str, Any], int] | None] = {}
    for match_id in ids:
        try:
            detail = history.match(match_id)
            record = history.match_record(match_id)
            walk = ReplayWalk(record, [p.name for p in detail.row.players], you=detail.row.human_seat)
            details[match_id] = (detail, record, len(walk.steps))
            assert history.holds(match_id, record) or match_id in may_be_damaged
        except DamagedMatch as damaged:
            assert match_id in may_be_damaged, str(damaged)
            assert damaged.field and str(damaged) == damaged.message
            assert damaged.match_id in (match_id, None)
            if damaged.match_id is not None:
                assert f"Match {match_id} " in str(damaged)
            details[match_id] = None
            history.holds(match_id, {})
    for period in ("day", "week", "month"):
        compute_statistics(history, period=period)
    assert export_csv(history, folder / "out.csv") == len(ids)
    assert export_json(history, folder / "out.json") == len(ids)
    exported = json.loads((folder / "out.json").read_text(encoding="utf-8"))["matches"]
    assert all("record" in m for m in exported if m["id"] not in may_be_damaged)
    return Reading(rows, details)


class Base(tuple):  # (path, ids, reading), shown briefly when Hypothesis reports an example
    def __repr__(self) -> str:
        return "base"


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Base:
    folder = tmp_path_factory.mktemp("base")
    path = build(folder)
    history = History.open(path)
    ids = sorted(r.id for r in history.iter_rows())
    reading = read_everything(history, ids, set(), folder)
    assert not history.problems and all(d is not None for d in reading.details.values())
    history.close()
    return Base((path, ids, reading))


# ----- writing what another program might ----------------------------------------------------

@dataclass(frozen=True)
class Stored:
    """A value to store, ``as_text``: bytes stored as TEXT (text that is not UTF-8)."""

    value: Any
    as_text: bool = False


stored_values = st.one_of(
    st.builds(Stored, st.none()),
    st.builds(Stored, st.integers(min_value=-(2**63), max_value=2**63 - 1)),
    st.builds(Stored, st.floats()),
    st.builds(Stored, st.text(max_size=20)),
    st.builds(Stored, st.binary(max_size=20)),
    st.builds(Stored, st.binary(min_size=1, max_size=20), st.just(True)),
    st.builds(Stored, hostile_json.map(json.dumps)),
    st.builds(Stored, st.sampled_from([
        "[" * 100 + "]" * 100, "[" * 100_000, "9" * 5000, "[" + "9" * 5000 + "]", "1e999", "[1e999, -1e999]",
        "NaN", "[NaN]", '"\\ud800"', '[{"name": "\\ud800", "kind": "human"}]', "[0, 0, 0, 0, 0, 0, 0]", "{}", "",
    ])),
)


def where(table: str) -> str:
    return {"matches": "id = ?", "rounds": "match_id = ? AND number = 0",
            "match_players": "match_id = ? AND seat = 0"}[table]


def current(path: Path, table: str, column: str, match_id: int) -> Any:
    conn = sqlite3.connect(path)
    row = conn.execute(f"SELECT {column} FROM {table} WHERE {where(table)}", (match_id,)).fetchone()
    conn.close()
    return row[0] if row else None


def store(path: Path, table: str, column: str, match_id: int, value: Stored) -> None:
    conn = sqlite3.connect(path)
    try:
        conn.execute(f"UPDATE {table} SET {column} = {'CAST(? AS TEXT)' if value.as_text else '?'} "
                     f"WHERE {where(table)}", (value.value, match_id))
        conn.commit()
    except sqlite3.Error:  # a key that clashes with another row, an id that is not a number
        reject()
    finally:
        conn.close()


@st.composite
def corruption(draw: st.DrawFn, base: Base) -> tuple[str, str, int, Stored]:
    path, ids, _ = base
    table, column = draw(st.sampled_from([("matches", c) for c in MATCH_COLUMNS] + [("rounds", c) for c in ROUND_COLUMNS]
                                         + [("match_players", c) for c in PLAYER_COLUMNS]))
    match_id = draw(st.sampled_from(ids))
    before = current(path, table, column, match_id)
    if isinstance(before, str) and before[:1] in "[{\"" and draw(st.booleans()):  # the JSON it held, changed
        value = Stored(json.dumps(draw(mutated([json.loads(before)]))))
    else:
        value = draw(stored_values)
    return table, column, match_id, value


def affected(table: str, column: str, match_id: int, ids: list[int], value: Stored) -> set[int]:
    if table == "rounds" and column == "match_id":  # the round now belongs to another match, or to none
        return set(ids)
    return {match_id}


# ----- the tests ----------------------------------------------------------------------------

def check_corrupted(base: Base, table: str, column: str, match_id: int,
                    value: Stored) -> None:
    path, ids, before = base
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        copy = folder / path.name
        shutil.copy(path, copy)
        store(copy, table, column, match_id, value)
        problems = Problems()
        history = History.open(copy, problems)
        try:
            assert history.persistent and not any("moved" in p for p in problems), "read, never moved aside"
            damaged = affected(table, column, match_id, ids, value)
            after = read_everything(history, ids, damaged, folder)
            for other in set(ids) - damaged:  # every other match reads exactly as before
                assert after.rows[other] == before.rows[other]
                assert after.details[other] == before.details[other]
            said = list(problems)
            if any(r.damaged for r in after.rows.values()) or None in after.details.values():
                assert said, "the player is told"
            assert all(str(match_id) in p or table == "rounds" for p in said), said
            read_everything(history, ids, damaged, folder)
            assert list(problems) == said, "told once: reading again adds nothing"
        finally:
            history.close()


@FUZZ
@given(st.data())
def test_any_value_in_any_column_of_a_row(base: Base, data: st.DataObject) -> None:
    table, column, match_id, value = data.draw(corruption(base))
    check_corrupted(base, table, column, match_id, value)


@pytest.mark.parametrize(("table", "column", "value"), [
    ("matches", "players", Stored("[" * 100_000 + "]" * 100_000)),
    ("matches", "players", Stored(b"\xff\xfe", as_text=True)),
    ("matches", "players", Stored("[" + "9" * 5000 + "]")),
    ("matches", "decks", Stored("null")),
    ("matches", "human_seat", Stored(3.5e17)),
    ("matches", "human_seat", Stored(b"")),
    ("matches", "winner", Stored(38196745237)),
    ("matches", "finished_at", Stored(1.88e16)),
    ("matches", "started_at", Stored(float("inf"))),
    ("matches", "started_at", Stored(None)),
    ("matches", "status", Stored(b"\xe9\x11")),
    ("matches", "result", Stored(None)),
    ("matches", "preset", Stored(b"]o")),
    ("matches", "levels", Stored(7)),
    ("matches", "h_points", Stored(2**63 - 1)),
    ("matches", "start_totals", Stored(4.1e16)),
    ("matches", "rules", Stored('{"hand_size": [[[]]]}')),
    ("matches", "seed", Stored('[[["deep"]]]')),
    ("rounds", "deal", Stored("\x16")),
    ("rounds", "deal", Stored("113031")),
    ("rounds", "actions", Stored("{}")),
    ("rounds", "actions", Stored('[{"discard": ["\\ud800"]}]')),
    ("rounds", "starter", Stored(None)),
    ("rounds", "points", Stored("[" + "9" * 5000 + "]")),
    ("rounds", "notices", Stored(b"j\xbb\x18\x89")),
    ("rounds", "notices", Stored('["milestone", 5]')),
    ("match_players", "name", Stored(b"\x80", as_text=True)),
])
def test_a_damaged_column_found_by_the_fuzzer(base: Base, table: str, column: str,
                                              value: Stored) -> None:
    _, ids, _ = base
    for match_id in (ids[0], ids[2], ids[-1]):  # finished, unfinished, without a human player
        check_corrupted(base, table, column, match_id, value)


def test_a_damaged_match_says_which_match_and_column(base: Base) -> None:
    path, ids, _ = base
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / path.name
        shutil.copy(path, copy)
        store(copy, "matches", "rules", ids[0], Stored("{not json"))
        store(copy, "matches", "decks", ids[1], Stored(b"\x00\x01"))
        history = History.open(copy, Problems())
        with pytest.raises(DamagedMatch) as caught:
            history.match_record(ids[0])
        assert (caught.value.match_id, caught.value.field) == (ids[0], "rules")
        assert f"Match {ids[0]} in the match history {copy}" in str(caught.value)
        assert "its rules is damaged (at line 1, column 2)" in str(caught.value)
        row = next(r for r in history.page() if r.id == ids[1])
        assert row.decks == () and row.damaged is not None and "its decks holds a wrong value" in row.damaged
        assert history.match(ids[1]).row == row, "a damaged detail of the list still opens"
        assert len(history.problems) == 2
        history.close()


# ----- the whole file -----------------------------------------------------------------------

def usable(path: Path) -> History:
    problems = Problems()
    history = History.open(path, problems)
    for match_id in sorted(r.id for r in history.iter_rows()):
        for read in (history.match, history.match_record):
            with contextlib.suppress(DamagedMatch):
                read(match_id)
    compute_statistics(history)
    history.page()
    match = new_match("speedy", 2, seed=9)
    match_id = history.begin_match(match, players_for(2))
    play(match)
    history.finish_match(match_id, match)
    assert history.persistent or problems, "a history kept in memory says so"
    return history


@FUZZ
@given(st.binary(max_size=3000))
def test_any_bytes_as_the_history_file(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "history.sqlite3"
        path.write_bytes(raw)
        history = usable(path)
        if any("was damaged" in p for p in history.problems):
            assert history.persistent, "a new history is started in its place"
            assert [p.name for p in Path(tmp).iterdir() if "damaged" in p.name], "kept aside for inspection"
        history.close()


@FUZZ
@given(st.data())
def test_a_real_history_file_cut_short_or_with_bytes_changed(base: Base,
                                                            data: st.DataObject) -> None:
    path = base[0]
    if data.draw(st.booleans()):
        raw = path.read_bytes()
        raw = raw[: data.draw(st.integers(0, len(raw) - 1))]
    else:
        raw = data.draw(bytes_changed([path], most=8))
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / path.name
        copy.write_bytes(raw)
        usable(copy).close()


def version_1_copy(path: Path, folder: Path) -> Path:
    """The base history as a version-1 database (before the tallies), to be upgraded on opening."""
    old = folder / "old.sqlite3"
    conn = sqlite3.connect(old, isolation_level=None)
    migrate(conn, target=1)
    conn.execute("ATTACH ? AS base", (str(path),))
    columns = ", ".join(V1_MATCH_COLUMNS)
    conn.execute(f"INSERT INTO matches (id, {columns}) SELECT id, {columns} FROM base.matches")
    conn.execute("INSERT INTO match_players SELECT * FROM base.match_players")
    conn.execute("INSERT INTO rounds SELECT * FROM base.rounds")
    conn.execute("DETACH base")
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = replace(sql, 'NOT NULL', '') WHERE type = 'table'")
    conn.execute("PRAGMA writable_schema = OFF")
    conn.close()
    return old


@FUZZ
@given(st.data())
def test_an_old_history_with_a_damaged_row_is_upgraded_not_moved_aside(base: Base,
                                                                      data: st.DataObject) -> None:
    _, ids, before = base
    table, column = data.draw(st.sampled_from([("matches", c) for c in V1_MATCH_COLUMNS]
                                              + [("rounds", c) for c in ROUND_COLUMNS[:-2]]))
    match_id = data.draw(st.sampled_from(ids))
    with tempfile.TemporaryDirectory() as tmp:
        old = version_1_copy(base[0], Path(tmp))
        store(old, table, column, match_id, data.draw(stored_values))
        problems = Problems()
        history = History.open(old, problems)
        try:
            assert history.persistent and not any("moved" in p for p in problems), list(problems)
            after = read_everything(history, ids, {match_id}, Path(tmp))
            for other in set(ids) - {match_id}:
                assert after.details[other] == before.details[other]
        finally:
            history.close()
