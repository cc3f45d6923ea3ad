"""The match in progress, saved after every action so that nothing is lost.

::

    autosave = Autosave(paths.autosave_file, problems)
    autosave.save(match.to_record(), match_id=7, players=players, preset="israeli", decks=[...])
    saved = autosave.load()      # SavedMatch | None; saved.match is already replayed
    autosave.discard()           # the match ended, or the player declined to resume

The file is ``Match.to_record()`` plus who sat where; it is written atomically
(temp file, fsync, ``os.replace``), so a crash or ``SIGKILL`` leaves either the save
before the last action or the one after it.  ``load`` replays the record through
the engine, which checks every move again; a damaged file, or one the engine
cannot replay, is moved aside and reported, and ``load`` returns None.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..core.match import Match
from ..core.messages import QT_TRANSLATE_NOOP
from . import safe_json
from .atomic import atomic_write_text, describe_os_error, move_aside
from .history import PlayerInfo
from .messages import Message
from .problems import Problems

AUTOSAVE_FORMAT = "yaniv-desktop/match-in-progress"
AUTOSAVE_VERSION = 1


class _Details:
    """The optional fields of a saved match, each taken only when it has the right type."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.wrong: list[str] = []

    def get(self, name: str, kind: type, default: Any) -> Any:
        value = self.data.get(name)
        if value is None:
            return default
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        if isinstance(value, kind) and (kind is bool or not isinstance(value, bool)):
            return value
        self.wrong.append(name)
        return default


@dataclass(frozen=True, slots=True)
class SavedMatch:
    match: Match                     # replayed: resumes at the same turn with the same cards
    record: dict[str, Any]
    match_id: int | None             # its id in the history, when it got one
    players: tuple[PlayerInfo, ...]
    preset: str | None
    decks: tuple[str, ...]
    started_at: float | None
    saved_at: float
    practice: bool = False           # a practice match: undo allowed (kept across a resume)

    @property
    def actions_played(self) -> int:
        return sum(len(r["actions"]) for r in self.record["rounds"])


class Autosave:
    def __init__(self, path: Path | None, problems: Problems | None = None, *, durable: bool = True) -> None:
        self.path = path
        self.problems = problems if problems is not None else Problems()
        self.durable = durable
        self.failing = False

    def save(self, record: dict[str, Any], *, match_id: int | None = None,
             players: Sequence[PlayerInfo] = (), preset: str | None = None,
             decks: Sequence[str] = (), started_at: float | None = None, practice: bool = False) -> bool:
        """Write the match in progress; False (and a message once) when it cannot be saved."""
        if self.path is None:
            return False
        data = {
            "format": AUTOSAVE_FORMAT, "version": AUTOSAVE_VERSION, "saved_at": time.time(),
            "match_id": match_id, "players": [p.to_json() for p in players], "preset": preset,
            "decks": list(decks), "started_at": started_at, "record": record, "practice": practice,
        }
        try:
            atomic_write_text(self.path, json.dumps(data, separators=(",", ":")), durable=self.durable)
        except OSError as exc:
            self.failing = True
            self.problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "Cannot save the match in progress to {path}: {reason}. "
                                  "You can keep playing, but if the game closes this match cannot be resumed."),
                path=self.path, reason=describe_os_error(exc),
            ))
            return False
        self.failing = False
        return True

    def exists(self) -> bool:
        return self.path is not None and self.path.exists()

    def load(self) -> SavedMatch | None:
        if self.path is None:
            return None
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            return self._damaged(Message(QT_TRANSLATE_NOOP("Storage", "cannot be read ({reason})"),
                                         reason=describe_os_error(exc)))
        try:
            data = safe_json.loads(text)
        except safe_json.JsonProblem as problem:
            return self._damaged(problem.what)
        if not isinstance(data, dict) or data.get("format") != AUTOSAVE_FORMAT:
            return self._damaged(Message(QT_TRANSLATE_NOOP("Storage", "is not a saved match")))
        if not isinstance(data.get("version"), int) or data["version"] > AUTOSAVE_VERSION:
            return self._damaged(Message(QT_TRANSLATE_NOOP(
                "Storage", "was written by a newer version of Yaniv Desktop (version {version})"),
                version=repr(data.get("version"))), why="newer")
        record = data.get("record")
        try:
            match = Match.from_record(record)  # type: ignore[arg-type]
            players = tuple(PlayerInfo.from_json(p) for p in data.get("players") or ())
        except Exception as exc:  # any failure to replay means the file cannot be trusted
            return self._damaged(Message(QT_TRANSLATE_NOOP("Storage", "cannot be replayed ({error})"),
                                         error=f"{type(exc).__name__}: {exc}"))
        if players and len(players) != match.seats:
            return self._damaged(Message(QT_TRANSLATE_NOOP("Storage", "names {players} players for {seats} seats"),
                                         players=len(players), seats=match.seats))
        # The match itself replayed: a wrong detail beside it is dropped (and said), not the match.
        details = _Details(data)
        saved = SavedMatch(
            match=match, record=record, match_id=details.get("match_id", int, None),
            players=players, preset=details.get("preset", str, None),
            decks=tuple(details.get("decks", list, [])), started_at=details.get("started_at", float, None),
            saved_at=details.get("saved_at", float, 0.0), practice=details.get("practice", bool, False),
        )
        if any(not isinstance(d, str) for d in saved.decks):
            details.wrong.append("decks")
            saved = replace(saved, decks=())
        if details.wrong:
            self.problems.report(Message(QT_TRANSLATE_NOOP(
                "Storage", "The saved match in progress {path} had wrong values for {fields}; the match "
                           "resumes without them."), path=self.path, fields=", ".join(details.wrong)))
        return saved

    def _damaged(self, what: Message, why: str = "damaged") -> None:
        assert self.path is not None
        try:
            aside = move_aside(self.path, why)
            where = Message(QT_TRANSLATE_NOOP("Storage", "it was moved to {aside}"), aside=aside)
        except OSError as exc:
            where = Message(QT_TRANSLATE_NOOP("Storage", "it could not be moved aside ({reason})"),
                            reason=describe_os_error(exc))
        self.problems.report(Message(
            QT_TRANSLATE_NOOP("Storage", "The saved match in progress {path} {what}; {where}. It cannot be resumed."),
            path=self.path, what=what, where=where,
        ))
        return None

    def discard(self) -> bool:
        if self.path is None:
            return True
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            self.problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "Cannot remove the finished match's save {path}: {reason}."),
                path=self.path, reason=describe_os_error(exc),
            ))
            return False
        return True
