"""The one object the game window talks to: settings, history, autosave, problems.

::

    storage = Storage.open(data_dir=args.data_dir)   # may raise AlreadyRunningError
    storage.settings.card_size
    for message in storage.problems: show(message)   # and storage.problems.subscribe(show)

    if storage.resumable:                             # a match was interrupted
        session = storage.resume()                    # same turn, same cards
        # or: storage.decline()                       # archived as "unfinished"
    else:
        session = storage.start_match(match, players, preset="israeli", decks=["classic"])

    match.start_round(); match.apply(action)          # the game plays on the Match …
    session.after_action()                            # … and calls this after every action
    session.abandon()                                 # the player quits the match

    storage.close()                                   # at exit: releases the lock

``after_action`` writes the autosave first and then records any round that just
ended (each in its own transaction), so after a crash the autosave is never behind
the history; on resume the history is brought up to date from the autosave.  When
the match is over it is finished in the history and the autosave removed.
``storage.can_save`` is False while something cannot be written; the game goes on.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .. import __version__
from ..core.match import Match
from ..core.messages import QT_TRANSLATE_NOOP
from .atomic import describe_os_error
from .autosave import Autosave, SavedMatch
from .history import History, PlayerInfo
from .lock import AlreadyRunningError, InstanceLock
from .messages import Message
from .paths import Paths, resolve_paths
from .problems import Problems
from .settings import Settings


@dataclass
class MatchSession:
    """A match being played and saved; call :meth:`after_action` after every action."""

    storage: Storage
    match: Match
    match_id: int
    players: tuple[PlayerInfo, ...]
    preset: str | None
    decks: tuple[str, ...]
    started_at: float | None = None
    closed: bool = field(default=False)
    practice: bool = False

    def after_action(self) -> bool:
        """Autosave, then record finished rounds; True when everything reached the disk."""
        if self.closed:
            return True
        st = self.storage
        saved = st.autosave.save(
            self.match.to_record(), match_id=self.match_id, players=self.players,
            preset=self.preset, decks=self.decks, started_at=self.started_at, practice=self.practice,
        )
        if self.match.is_over:
            done = st.history.finish_match(self.match_id, self.match)
            if done:
                st.autosave.discard()
            self.closed = True
            return done and st.history.persistent
        recorded = st.history.record_round(self.match_id, self.match)
        return saved and recorded and st.history.persistent

    def abandon(self) -> None:
        """The player leaves the match: keep what was played, marked unfinished."""
        if self.closed:
            return
        self.storage.history.mark_unfinished(self.match_id, self.match)
        self.storage.autosave.discard()
        self.closed = True


class Storage:
    def __init__(self, paths: Paths, settings: Settings, history: History, autosave: Autosave,
                 problems: Problems, lock: InstanceLock | None) -> None:
        self.paths = paths
        self.settings = settings
        self.history = history
        self.autosave = autosave
        self.problems = problems
        self.lock = lock
        self.resumable: SavedMatch | None = None

    @classmethod
    def open(cls, data_dir: str | os.PathLike[str] | None = None, *, durable: bool = True) -> Storage:
        """Open everything under ``data_dir`` (else ``YANIV_DESKTOP_DATA_DIR``, else the
        platform's folders).  Raises :class:`AlreadyRunningError` if another copy has
        the folder; every other trouble becomes a message in ``problems``."""
        paths = resolve_paths(data_dir)
        problems = Problems()
        for message in paths.ensure():
            problems.report(message)
        lock: InstanceLock | None = InstanceLock(paths.lock_file)
        try:
            lock.acquire()  # type: ignore[union-attr]
        except AlreadyRunningError:
            raise
        except OSError as exc:
            problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "Cannot create the lock file {path}: {reason}; "
                                  "nothing will be saved in this session."),
                path=paths.lock_file, reason=describe_os_error(exc),
            ))
            lock = None
        if lock is not None:  # only the copy holding the lock may decide what is stale
            remove_stale_leftovers(paths)
        settings = Settings.load(paths.settings_file, problems)
        history = History.open(paths.history_file, problems)
        autosave = Autosave(paths.autosave_file, problems, durable=durable)
        store = cls(paths, settings, history, autosave, problems, lock)
        store._find_interrupted()
        return store

    def close(self) -> None:
        self.history.close()
        if self.lock is not None:
            self.lock.release()

    def __enter__(self) -> Storage:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def can_save(self) -> bool:
        return (self.history.persistent and not self.history._failed and not self.autosave.failing
                and self.settings.saved)

    # ----- matches ------------------------------------------------------------------

    def start_match(self, match: Match, players: Sequence[PlayerInfo], *, preset: str | None = None,
                    decks: Sequence[str] = (), practice: bool = False) -> MatchSession:
        """Register a new match in the history and save it (call before its first action)."""
        started = time.time()
        match_id = self.history.begin_match(match, players, preset=preset, decks=decks,
                                            started_at=started, app_version=__version__, practice=practice)
        session = MatchSession(self, match, match_id, tuple(players), preset, tuple(decks), started,
                               practice=practice)
        session.after_action()
        return session

    def _find_interrupted(self) -> None:
        saved = self.autosave.load()
        keep = None
        if saved is not None:
            if saved.match.is_over:  # killed between the last save and tidying up
                self._attach(saved).after_action()
                saved = None
            else:
                keep = saved.match_id
        self.resumable = saved
        if not self.history.persistent:
            return
        # matches left "playing" without an autosave can never be resumed
        for (match_id,) in self.history.conn.execute(
            "SELECT id FROM matches WHERE status = 'playing'"
        ).fetchall():
            if match_id != keep:
                self.history.mark_unfinished(match_id)

    def _attach(self, saved: SavedMatch) -> MatchSession:
        """A session for a saved match, with the history brought up to date."""
        match_id = saved.match_id
        players = saved.players or tuple(PlayerInfo(f"Player {i + 1}") for i in range(saved.match.seats))
        if match_id is None or not self.history.holds(match_id, saved.record):
            match_id = self.history.begin_match(
                Match.from_record({**saved.record, "rounds": []}), players, preset=saved.preset,
                decks=saved.decks, started_at=saved.started_at, app_version=__version__, practice=saved.practice,
            )
        self.history.record_round(match_id, saved.match)
        return MatchSession(self, saved.match, match_id, players, saved.preset, saved.decks,
                            saved.started_at, practice=saved.practice)

    def resume(self) -> MatchSession:
        """Continue the interrupted match at the same turn with the same cards."""
        if self.resumable is None:
            raise LookupError("there is no interrupted match to resume")
        session = self._attach(self.resumable)
        self.resumable = None
        session.after_action()  # the autosave now carries the (possibly new) history id
        return session

    def decline(self) -> None:
        """Do not resume: archive the interrupted match as unfinished."""
        if self.resumable is None:
            return
        session = self._attach(self.resumable)
        self.resumable = None
        session.abandon()


def remove_stale_leftovers(paths: Paths) -> list[Path]:
    """Remove what an interrupted run left half-written: atomic writes' temporary files
    (``.NAME.PID.tmp``).  Holding the lock, this copy is the only one running, so nothing
    found is still being written.  (Interrupted deck installs are the deck layer's:
    ``decks.install.recover_interrupted_installs``, which the main window runs.)"""
    removed: list[Path] = []
    for folder in (paths.config_dir, paths.data_dir):
        for leftover in _children(folder, ".*.tmp"):
            if leftover.is_file():
                with contextlib.suppress(OSError):
                    leftover.unlink()
                    removed.append(leftover)
    return removed


def _children(folder: Path, pattern: str) -> list[Path]:
    try:
        return sorted(folder.glob(pattern))
    except OSError:
        return []


def open_storage(data_dir: str | Path | None = None) -> Storage:
    return Storage.open(data_dir)


__all__ = ["AlreadyRunningError", "MatchSession", "Storage", "open_storage"]
