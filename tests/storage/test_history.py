"""The match history: what is stored, migrations, filters, and damaged or unwritable files."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import time
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.core.helpers import call, make_match_round
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scoring import NoticeKind
from yaniv_desktop.storage.history import (
    MIGRATIONS,
    SCHEMA_VERSION,
    History,
    HistoryFilter,
    PlayerInfo,
    migrate,
    preset_of,
)
from yaniv_desktop.storage.problems import Problems

from .helpers import corrupt, new_match, play, play_and_record, players_for, record_played


@pytest.fixture
def db(data_dir: Path) -> Path:
    return data_dir / "data" / "history.sqlite3"


@pytest.fixture
def history(db: Path) -> History:
    h = History.open(db)
    yield h
    h.close()


def test_a_match_is_stored_with_everything_needed_to_replay_it(history: History) -> None:
    match = new_match("israeli", 3, seed="full")
    play(match)
    players = players_for(3)
    match_id = record_played(history, match, players, preset="israeli")
    detail = history.match(match_id)
    row = detail.row
    assert row.players == tuple(players)
    assert row.status == "finished" and row.rounds_played == len(match.records)
    assert row.result == ("won" if match.winner == 0 else "lost")
    assert detail.rules == match.rules.to_dict() and detail.seed == "full"
    assert [r.totals_after for r in detail.rounds] == [r.totals_after for r in match.records]
    replayed = Match.from_record(history.match_record(match_id))
    assert replayed.to_record() == match.to_record()
    assert replayed.winner == match.winner


def test_each_round_is_its_own_transaction(history: History, db: Path) -> None:
    match = new_match("speedy", 2, seed=3)
    match_id = history.begin_match(match, players_for(2))
    play(match, max_steps=200)
    done = len(match.records)
    assert history.record_round(match_id, match)
    # another connection (another process) sees every committed round at once
    other = sqlite3.connect(db)
    assert other.execute("SELECT count(*) FROM rounds WHERE match_id = ?", (match_id,)).fetchone()[0] == done
    other.close()
    assert history.record_round(match_id, match)  # recording again adds nothing
    assert history.recorded_rounds(match_id) == done
    row = history.match(match_id).row
    assert row.rounds_played == done and row.status == "playing"


def test_tallies_are_counted_once(history: History) -> None:
    match_id, match = play_and_record(history, 11)
    h_rounds, h_wins = history.conn.execute(
        "SELECT h_rounds, h_round_wins FROM matches WHERE id = ?", (match_id,)).fetchone()
    assert h_rounds == len(match.records)
    assert h_wins == sum(r.result.round_winner == 0 for r in match.records)


def test_migrations_step_by_step_keep_old_data(db: Path) -> None:
    db.parent.mkdir(parents=True)
    conn = sqlite3.connect(db, isolation_level=None)
    assert migrate(conn, target=1) == 1
    conn.close()
    # fill the version-1 database through the version-1 columns only
    h1 = History.__new__(History)
    h1.conn = sqlite3.connect(db, isolation_level=None)
    match = new_match("israeli", 2, seed="old")
    play(match)
    h1.conn.execute(
        "INSERT INTO matches (id, started_at, updated_at, status, preset, rules, seed, start_totals, totals, "
        "seats, human_seat, players, decks, opponents, levels, rounds_played) "
        "VALUES (1, 0, 0, 'playing', 'israeli', ?, ?, '[0, 0]', '[0, 0]', 2, 0, ?, '[]', 'Omer', 'expert', 0)",
        (json.dumps(match.rules.to_dict()), json.dumps("old"),
         json.dumps([p.to_json() for p in players_for(2)])))
    for n, rec in enumerate(match.records):
        h1.conn.execute(
            "INSERT INTO rounds (match_id, number, starter, actions, action_count, outcome, caller, assaf_by, "
            "winner, hand_values, points, totals_after, notices, recorded_at) "
            "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
            (n, rec.setup.starter, json.dumps([a.to_json() for a in rec.actions]), len(rec.actions),
             str(rec.result.outcome), rec.result.caller, rec.result.assaf_by, rec.result.round_winner,
             json.dumps(rec.result.hand_values), json.dumps(rec.result.points), json.dumps(rec.totals_after),
             json.dumps([{"kind": str(x.kind), "player": x.player, "before": x.before, "after": x.after}
                         for x in rec.notices])))
    h1.conn.close()

    h = History.open(db)
    assert h.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == len(MIGRATIONS)
    calls, points = h.conn.execute("SELECT h_calls, h_points FROM matches WHERE id = 1").fetchone()
    assert calls == sum(r.result.caller == 0 for r in match.records)
    assert points == sum(r.result.points[0] for r in match.records)
    milestones = h.conn.execute("SELECT h_milestones FROM matches WHERE id = 1").fetchone()[0]
    assert milestones == sum(1 for r in match.records for x in r.notices if x.player == 0 and x.kind == "milestone")
    assert Match.from_record(h.match_record(1)).to_record()["rounds"] == match.to_record()["rounds"]
    h.close()


def test_a_failed_migration_changes_nothing(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import yaniv_desktop.storage.history as hist

    db.parent.mkdir(parents=True)
    conn = sqlite3.connect(db, isolation_level=None)
    migrate(conn, target=1)
    monkeypatch.setattr(hist, "MIGRATIONS", (hist.MIGRATIONS[0], "ALTER TABLE matches ADD COLUMN x;\nNOT SQL"))
    with pytest.raises(sqlite3.Error):
        migrate(conn, target=2)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert "x" not in [r[1] for r in conn.execute("PRAGMA table_info(matches)")]


def test_paging_filtering_and_sorting_in_sql(history: History) -> None:
    day = 86400
    base = time.mktime((date.today() - timedelta(days=30)).timetuple()) + 12 * 3600
    ids = []
    for i in range(12):
        levels = ("expert",) if i % 3 == 0 else ("beginner",)
        match_id, _ = play_and_record(history, i, preset="speedy" if i % 2 else "israeli",
                                      levels=levels, started_at=base + i * day)
        ids.append(match_id)
    assert history.count() == 12
    first = history.page(limit=5)
    assert [r.id for r in first] == ids[::-1][:5]  # newest first
    assert [r.id for r in history.page(offset=10, limit=5)] == ids[1::-1]
    assert history.count(HistoryFilter(level="expert")) == 4
    assert history.count(HistoryFilter(preset="speedy")) == 6
    when = date.fromtimestamp(base + 3 * day)
    assert [r.id for r in history.page(HistoryFilter(date_from=when, date_to=when))] == [ids[3]]
    assert history.count(HistoryFilter(opponent="oME")) == 12  # "Omer", any case
    assert history.count(HistoryFilter(opponent="100%_")) == 0  # LIKE wildcards are literal
    won = history.page(HistoryFilter(result="won"), limit=100)
    assert all(r.result == "won" for r in won)
    assert history.count(HistoryFilter(result="won")) + history.count(HistoryFilter(result="lost")) == 12
    by_rounds = history.page(order="rounds", descending=False, limit=100)
    assert [r.rounds_played for r in by_rounds] == sorted(r.rounds_played for r in by_rounds)
    for flt in (HistoryFilter(level="expert"), HistoryFilter(preset="speedy", result="lost")):
        rows = list(history.iter_rows())
        assert [r.id for r in rows if flt.accepts(r)] == [r.id for r in history.iter_rows(flt)]
    with pytest.raises(ValueError, match="cannot sort"):
        history.page(order="id; DROP TABLE matches")


def test_preset_is_recognised() -> None:
    assert preset_of(new_match("classic", 3).rules) == "classic"
    assert preset_of(new_match("israeli", 2, yaniv_threshold=3).rules) == "custom"


def test_not_a_database_is_moved_aside(db: Path) -> None:
    db.parent.mkdir(parents=True)
    db.write_text("this is not a database at all, just text" * 100)
    problems = Problems()
    h = History.open(db, problems)
    assert h.persistent and h.count() == 0
    (message,) = problems
    assert str(db) in message and "moved to" in message and "new, empty history" in message
    aside = [p for p in db.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_text().startswith("this is not a database")
    assert str(aside[0]) in message
    play_and_record(h, 1)  # the new history works
    assert h.count() == 1
    h.close()


def test_damaged_pages_are_detected_and_moved_aside(db: Path) -> None:
    h = History.open(db)
    for i in range(8):
        play_and_record(h, i, preset="israeli", seats=3)
    h.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    h.close()
    size = db.stat().st_size
    page = 4096
    corrupt(db, offset=page * 3, data=b"\xde\xad\xbe\xef" * (page // 2))  # two pages of btree garbage
    assert db.stat().st_size == size
    problems = Problems()
    h = History.open(db, problems)
    assert h.count() == 0 and "damaged" in problems[0] and "moved to" in problems[0]
    h.close()


def test_truncated_database(db: Path) -> None:
    h = History.open(db)
    for i in range(6):
        play_and_record(h, i, preset="israeli", seats=3)
    h.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    h.close()
    with open(db, "r+b") as f:
        f.truncate(db.stat().st_size // 2)
    problems = Problems()
    h = History.open(db, problems)
    assert h.persistent and h.count() == 0
    assert "damaged" in problems[0]
    h.close()


def test_newer_schema_is_left_untouched(db: Path) -> None:
    db.parent.mkdir(parents=True)
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = db.read_bytes()
    problems = Problems()
    h = History.open(db, problems)
    assert not h.persistent and "newer version" in problems[0]
    play_and_record(h, 1)  # plays on in memory
    assert h.count() == 1
    h.close()
    assert db.read_bytes() == before


def test_unwritable_folder_plays_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    problems = Problems()
    h = History.open(blocker / "data" / "history.sqlite3", problems)
    assert not h.persistent
    assert "Cannot save the match history" in problems[0] and str(blocker) in problems[0]
    play_and_record(h, 2)
    assert h.count() == 1


def test_disk_full_while_playing_retries_later(history: History, monkeypatch: pytest.MonkeyPatch) -> None:
    match = new_match("speedy", 2, seed=5)
    match_id = history.begin_match(match, players_for(2))
    play(match, max_steps=60)
    assert history.record_round(match_id, match)
    done = history.recorded_rounds(match_id)
    play(match, max_steps=60)
    real = history.conn
    history.conn = _FullDisk(real)
    assert not history.record_round(match_id, match)
    assert "database or disk is full" in history.problems[0] and str(history.path) in history.problems[0]
    history.conn = real
    assert history.recorded_rounds(match_id) == done  # nothing half-written
    assert history.record_round(match_id, match)      # the missed rounds go in with the next
    assert history.recorded_rounds(match_id) == len(match.records)


class _FullDisk:
    """A connection whose writes fail the way SQLite does on a full disk: it has already
    rolled the transaction back when it reports SQLITE_FULL."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    @property
    def in_transaction(self) -> bool:
        return self.conn.in_transaction

    def cursor(self) -> _FullDisk:
        return self

    def execute(self, sql: str, params: object = ()) -> object:
        if sql.startswith(("INSERT", "UPDATE")):
            self.conn.execute("ROLLBACK")
            raise sqlite3.OperationalError("database or disk is full")
        return self.conn.execute(sql, params)


def test_a_full_disk_is_reported_as_a_full_disk(history: History) -> None:
    """Not as "cannot rollback - no transaction is active" (a second ROLLBACK hid the cause)."""
    match = new_match("speedy", 2, seed=6)
    match_id = history.begin_match(match, players_for(2))
    play(match, max_steps=60)
    real = history.conn
    history.conn = _FullDisk(real)
    try:
        assert not history.record_round(match_id, match)
        assert history.begin_match(new_match("speedy", 2, seed=8), players_for(2)) < 0
    finally:
        history.conn = real
    said = " ".join(str(p) for p in history.problems)
    assert "database or disk is full" in said and "cannot rollback" not in said
    assert not real.in_transaction
    assert history.record_round(match_id, match)  # room again: the rounds go in



def test_player_info_labels() -> None:
    assert PlayerInfo.computer("Omer", "expert").label == "Omer (expert)"
    assert PlayerInfo.human("Dana").label == "Dana"
    assert PlayerInfo.from_json(PlayerInfo.human("Dana").to_json()).is_human


def test_os_replace_is_not_used_by_sqlite_but_errors_are_named(monkeypatch: pytest.MonkeyPatch) -> None:
    # the describe helper used in every message
    from yaniv_desktop.storage.atomic import describe_os_error

    assert describe_os_error(OSError(errno.ENOSPC, "x")) == "the disk is full"
    assert "read-only" in describe_os_error(OSError(errno.EACCES, "x"))
    assert os.path  # keep os imported for monkeypatching tests


def test_read_only_history_still_shows_past_matches(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import yaniv_desktop.storage.history as hist

    h = History.open(db)
    play_and_record(h, 1)
    h.close()

    def refuse(path: Path) -> sqlite3.Connection:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(hist, "_connect", refuse)  # as on a read-only disk (tests run as root)
    problems = Problems()
    h = History.open(db, problems)
    assert not h.persistent and h.count() == 1
    assert "past matches are shown" in problems[0] and str(db) in problems[0]
    match = new_match("speedy", 2, seed=2)
    assert h.begin_match(match, players_for(2)) == -1  # refused, reported, no exception
    assert any("Cannot save the new match" in p for p in problems)
    h.close()


def test_three_zeros_rounds_count_minus_twenty_in_the_tallies(history: History) -> None:
    """Version 3: a bonus round scores -20; version 2 counted the caller's 0."""
    match = Match(RuleSet(players=3, three_zeros_bonus=True, milestones="none"), "points", totals=[50, 0, 0])
    for _ in range(3):  # seat 0, the person, calls at once with 3 three times: the third earns the bonus
        make_match_round(match, ["AS 2H", "KD QD", "KC QC"], starter=0)
        call(match)
    assert [n.kind for n in match.records[2].notices] == [NoticeKind.THREE_ZEROS]
    match_id = history.begin_match(match, players_for(3))
    assert history.record_round(match_id, match)
    h_points, h_zeros = history.conn.execute(
        "SELECT h_points, h_three_zeros FROM matches WHERE id = ?", (match_id,)).fetchone()
    assert (h_points, h_zeros) == (-20, 1)
    assert json.loads(history.conn.execute(
        "SELECT points FROM rounds WHERE match_id = ? AND number = 2", (match_id,)).fetchone()[0]) == [-20, 20, 20]
    # The tallies as version 2 kept them (the bonus round as 0), upgraded:
    history.conn.execute("UPDATE matches SET h_points = 0 WHERE id = ?", (match_id,))
    history.conn.execute("PRAGMA user_version = 2")
    migrate(history.conn, target=3)  # the step from version 2 to 3 (the file already has version 4's column)
    assert history.conn.execute("SELECT h_points FROM matches WHERE id = ?", (match_id,)).fetchone()[0] == -20


def test_a_round_stored_before_version_3_reads_minus_twenty(history: History) -> None:
    match = Match(RuleSet(players=3, three_zeros_bonus=True, milestones="none"), "points", totals=[50, 0, 0])
    for _ in range(3):
        make_match_round(match, ["AS 2H", "KD QD", "KC QC"], starter=0)
        call(match)
    match_id = history.begin_match(match, players_for(3))
    assert history.record_round(match_id, match)
    history.conn.execute("UPDATE rounds SET points = '[0, 20, 20]' WHERE match_id = ? AND number = 2", (match_id,))
    assert history.match(match_id).rounds[2].points == (-20, 20, 20)


def test_a_locked_history_is_in_use_not_damaged(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program holding the history: the player is told, and the file is never moved."""
    import yaniv_desktop.storage.history as hist

    first = History.open(db)
    match_id, _ = play_and_record(first, 3)
    first.close()
    monkeypatch.setattr(hist, "BUSY_TIMEOUT_SECONDS", 0.2)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    locked = History.open(db)
    assert not locked.persistent
    assert any("in use by another program" in str(p) for p in locked.problems)
    assert not any("damaged" in p.name for p in db.parent.iterdir()), "a healthy database is never moved aside"
    locked.close()
    other.execute("COMMIT")
    other.close()
    again = History.open(db)
    assert again.persistent and not again.problems
    assert again.match(match_id).row.id == match_id, "every past match is still there"
    again.close()


def test_on_read_only_media_the_history_is_read_as_it_is(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A WAL database on read-only media: "mode=ro" cannot make the -shm file; the past
    matches are read with "immutable=1" instead of showing an empty history."""
    import yaniv_desktop.storage.history as hist

    h = History.open(db)
    play_and_record(h, 2)
    h.close()
    real_connect = sqlite3.connect

    def media(target, *args, **kwargs):  # as a read-only disk answers (tests run as root)
        if isinstance(target, str) and "mode=ro" in target:
            raise sqlite3.OperationalError("unable to open database file")
        return real_connect(target, *args, **kwargs)

    def refuse(path: Path) -> sqlite3.Connection:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(hist, "_connect", refuse)
    monkeypatch.setattr(hist.sqlite3, "connect", media)
    problems = Problems()
    shown = History.open(db, problems)
    assert not shown.persistent and shown.count() == 1
    assert "past matches are shown" in problems[0]
    shown.close()


def test_version_4_marks_practice_matches_and_older_matches_are_not_practice(history: History) -> None:
    old = new_match("speedy", 2, seed=4)
    old_id = history.begin_match(old, players_for(2))
    practice = new_match("speedy", 2, seed=5)
    practice_id = history.begin_match(practice, players_for(2), practice=True)
    rows = {r.id: r for r in history.page()}
    assert rows[practice_id].practice and not rows[old_id].practice
    assert history.conn.execute("PRAGMA user_version").fetchone()[0] == 4
