"""The game window's API: sessions, resume and decline, autosave faults, unwritable folders."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from yaniv_desktop.storage import Storage
from yaniv_desktop.storage.autosave import Autosave

from .helpers import corrupt, new_match, play, players_for, step


def start(storage: Storage, seed: object = 1, preset: str = "speedy", seats: int = 2):
    return storage.start_match(new_match(preset, seats, seed), players_for(seats), preset=preset,
                               decks=["classic"])


def test_a_whole_match_through_a_session(data_dir: Path) -> None:
    with Storage.open() as storage:  # the env var: every test has its own folder
        assert storage.paths.data_dir == data_dir / "data"
        session = start(storage)
        assert storage.autosave.exists()
        play(session.match, session.after_action)
        row = storage.history.match(session.match_id).row
        assert row.status == "finished" and row.decks == ("classic",)
        assert row.rounds_played == len(session.match.records)
        assert not storage.autosave.exists()
        assert storage.can_save and not storage.problems


def test_interrupted_match_is_offered_and_resumed(data_dir: Path) -> None:
    storage = Storage.open()
    session = start(storage, seed=9)
    play(session.match, session.after_action, max_steps=90)
    record = session.match.to_record()
    storage.close()  # closed without finishing: the lid was shut

    storage = Storage.open()
    assert storage.resumable is not None
    assert storage.resumable.match.to_record() == record
    assert storage.resumable.players == tuple(players_for(2))
    resumed = storage.resume()
    assert resumed.match_id == session.match_id
    assert storage.history.match(resumed.match_id).row.status == "playing"
    storage.close()


def test_declining_archives_as_unfinished(data_dir: Path) -> None:
    storage = Storage.open()
    session = start(storage, seed=4)
    play(session.match, session.after_action, max_steps=80)
    rounds = len(session.match.records)
    storage.close()
    storage = Storage.open()
    storage.decline()
    assert storage.resumable is None and not storage.autosave.exists()
    row = storage.history.match(session.match_id).row
    assert row.status == "unfinished" and row.result == "unfinished" and row.rounds_played == rounds
    storage.close()
    with Storage.open() as again:
        assert again.resumable is None


def test_abandon_keeps_what_was_played(data_dir: Path) -> None:
    with Storage.open() as storage:
        session = start(storage, seed=6)
        play(session.match, session.after_action, max_steps=50)
        session.abandon()
        assert storage.history.match(session.match_id).row.status == "unfinished"
        assert not storage.autosave.exists()


def test_killed_after_the_last_action_finishes_the_match_quietly(data_dir: Path) -> None:
    storage = Storage.open()
    session = start(storage, seed=2)
    play(session.match)  # played to the end, but only the autosave saw it
    storage.autosave.save(session.match.to_record(), match_id=session.match_id, players=session.players)
    storage.close()
    with Storage.open() as storage:
        assert storage.resumable is None
        row = storage.history.match(session.match_id).row
        assert row.status == "finished" and row.rounds_played == len(session.match.records)
        assert not storage.autosave.exists()


def test_playing_rows_without_an_autosave_become_unfinished(data_dir: Path) -> None:
    storage = Storage.open()
    session = start(storage, seed=3)
    play(session.match, session.after_action, max_steps=40)
    storage.autosave.discard()  # e.g. it could not be written
    storage.close()
    with Storage.open() as storage:
        assert storage.history.match(session.match_id).row.status == "unfinished"


def test_damaged_autosave_is_moved_aside(data_dir: Path) -> None:
    storage = Storage.open()
    session = start(storage, seed=8)
    play(session.match, session.after_action, max_steps=40)
    storage.close()
    path = storage.paths.autosave_file
    corrupt(path, offset=30)
    with Storage.open() as storage:
        assert storage.resumable is None
        assert any(str(path) in p and "moved to" in p for p in storage.problems)
        assert [p for p in path.parent.iterdir() if ".damaged-" in p.name]
        assert storage.history.match(session.match_id).row.status == "unfinished"  # kept, not lost


def test_an_autosave_that_does_not_replay_is_refused(data_dir: Path) -> None:
    storage = Storage.open()
    session = start(storage, seed=8)
    play(session.match, session.after_action, max_steps=40)
    storage.close()
    path = storage.paths.autosave_file
    data = json.loads(path.read_text())
    data["record"]["rounds"][0]["actions"][0] = {"discard": ["KS", "KH", "KD", "KC", "2S"]}
    path.write_text(json.dumps(data))
    with Storage.open() as storage:
        assert storage.resumable is None
        assert "cannot be replayed" in storage.problems[0]


def test_resume_into_a_new_history_after_the_old_one_was_damaged(data_dir: Path) -> None:
    storage = Storage.open()
    session = start(storage, seed=5, preset="israeli", seats=3)
    play(session.match, session.after_action, max_steps=150)
    finished = len(session.match.records)
    storage.close()
    history_file = storage.paths.history_file
    for suffix in ("", "-wal", "-shm"):
        Path(str(history_file) + suffix).unlink(missing_ok=True)
    history_file.write_text("not a database")
    with Storage.open() as storage:
        assert any("moved to" in p for p in storage.problems)
        resumed = storage.resume()
        # the interrupted match is rebuilt in the new history with every finished round
        assert storage.history.recorded_rounds(resumed.match_id) == finished
        assert storage.history.match(resumed.match_id).row.players == tuple(players_for(3))


def test_read_only_data_dir_still_plays(tmp_path: Path) -> None:
    blocker = tmp_path / "readonly"
    blocker.write_text("a file where the data folder should be: every write fails")
    with Storage.open(blocker) as storage:
        assert not storage.can_save
        assert storage.problems and all(str(blocker) in p for p in storage.problems)
        session = start(storage)
        play(session.match, session.after_action)  # the whole match plays
        assert session.match.is_over
        assert storage.history.count() == 1       # the session's history, in memory
        assert any("cannot be resumed" in p or "Cannot save the match in progress" in p
                   for p in storage.problems)
        storage.settings.set("coach", False)
        assert storage.settings.coach is False


def test_disk_full_mid_match(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    storage = Storage.open()
    session = start(storage, seed=12)
    play(session.match, session.after_action, max_steps=30)
    good = storage.paths.autosave_file.read_text()

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    assert step(session.match)
    assert not session.after_action()
    assert not storage.can_save
    assert any("the disk is full" in p and str(storage.paths.autosave_file) in p for p in storage.problems)
    assert storage.paths.autosave_file.read_text() == good  # the last good save is intact
    assert not [p for p in storage.paths.data_dir.iterdir() if p.name.endswith(".tmp")]
    monkeypatch.undo()
    assert session.after_action() and storage.can_save  # space again: saving resumes
    storage.close()


def test_autosave_without_a_file() -> None:
    autosave = Autosave(None)
    assert autosave.load() is None and not autosave.save({}) and autosave.discard()
