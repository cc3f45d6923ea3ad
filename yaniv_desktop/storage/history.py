"""Match history: SQLite, every match with its players, rules, decks, seed and actions.

::

    history = History.open(paths.history_file, problems)
    match_id = history.begin_match(match, players, preset="israeli", decks=["classic"])
    ...                                    # after each round ends:
    history.record_round(match_id, match)  # each finished round: its own transaction
    history.finish_match(match_id, match)  # when match.is_over
    history.mark_unfinished(match_id)      # an abandoned / declined match

    history.count(HistoryFilter(result="won"))
    history.page(HistoryFilter(), order="started_at", descending=True, offset=0, limit=200)
    history.match(match_id)                # MatchDetail: summary + round-by-round rows
    history.match_record(match_id)         # a Match.to_record() dict → Match.from_record

``players`` is one :class:`PlayerInfo` per seat (name, ``"human"``/``"computer"`` and
the computer's level).  The rounds keep ``Match.to_record()``'s own form (starter,
deal, actions) so that any match replays exactly.

The schema is versioned with ``PRAGMA user_version`` and upgraded one step at a time
by :data:`MIGRATIONS`, each step in its own transaction.  The database runs in WAL
mode with ``synchronous=FULL``: a committed round survives a crash or ``SIGKILL``.

Nothing here raises at the game.  A file that is not a database or is damaged is
moved aside and a new history started; a history written by a newer version is left
untouched; a folder that cannot be written (read-only, disk full) makes the history
live in memory for the session.  Each of these adds a message to ``problems``, and
``history.persistent`` says whether matches reach the disk.  A round that fails to
save is written with the next one that succeeds (``record_round`` stores every
finished round not yet stored).

Nor does a row that another program or a damaged disk filled with something else —
text that is not JSON, JSON nested without end, a number where text belongs, a blob,
NULL.  Every column is checked as it is read.  The list (``page``, ``iter_rows``) shows
such a match with what could be read and ``row.damaged`` set; ``match`` and
``match_record`` raise :class:`DamagedMatch` naming the match and the column.  Either
way the player is told once, through ``problems``, and every other match reads as ever.
"""

from __future__ import annotations

import contextlib
import functools
import json
import reprlib
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from ..core.actions import action_from_json
from ..core.match import RECORD_VERSION, Match, RoundRecord, deal_from_json, deal_to_json
from ..core.messages import QT_TRANSLATE_NOOP
from ..core.outcome import Outcome
from ..core.rules import PRESETS, RuleSet
from ..core.scoring import THREE_ZEROS_BONUS, NoticeKind, round_points, with_bonus
from . import safe_json
from .atomic import describe_os_error, move_aside
from .messages import Message
from .problems import Problems

SCHEMA_VERSION = 4
BUSY_TIMEOUT_SECONDS = 5.0  # how long to wait for another program holding the history
STATUSES = ("playing", "finished", "unfinished")
RESULTS = ("won", "lost", "unfinished", "playing")
LEVELS = ("beginner", "intermediate", "expert")
KINDS = ("human", "computer")
OUTCOMES = tuple(o.value for o in Outcome)
NOTICE_KINDS = tuple(k.value for k in NoticeKind)
# What a stored value may be; anything beyond was not written by this app.
MAX_TIME = 32_503_680_000.0   # the year 3000, in seconds since 1970
MAX_POINTS = 10**9
MAX_SEATS = 64
MAX_COUNT = 10**6             # rounds in a match, actions in a round


# ----- what is stored ------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """One seat: the name shown, human or computer, and the computer's level."""

    name: str
    kind: str = "computer"      # "human" | "computer"
    level: str | None = None    # a computer's level: beginner, intermediate, expert

    @classmethod
    def human(cls, name: str = "You") -> PlayerInfo:
        return cls(name, "human", None)

    @classmethod
    def computer(cls, name: str, level: str) -> PlayerInfo:
        return cls(name, "computer", str(level))

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def label(self) -> str:
        return self.name if self.is_human or not self.level else f"{self.name} ({self.level})"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerInfo:
        return cls(str(data.get("name", "?")), str(data.get("kind", "computer")), data.get("level"))


@dataclass(frozen=True, slots=True)
class MatchRow:
    """One line of the history list."""

    id: int
    started_at: float
    finished_at: float | None
    status: str
    preset: str
    seats: int
    human_seat: int | None
    players: tuple[PlayerInfo, ...]
    rounds_played: int
    winner: int | None
    result: str | None
    totals: tuple[int, ...]
    opponents: str
    decks: tuple[str, ...] = ()
    damaged: Message | None = None  # what could not be read (the row holds what could)
    practice: bool = False          # a practice match: undo was allowed, left out of the statistics

    @property
    def started(self) -> datetime:
        return datetime.fromtimestamp(self.started_at)

    @property
    def human_total(self) -> int | None:
        return self.totals[self.human_seat] if self.human_seat is not None and self.totals else None

    @property
    def winner_name(self) -> str:
        return self.players[self.winner].name if self.winner is not None else ""

    @property
    def levels(self) -> tuple[str, ...]:
        return tuple(sorted({p.level for p in self.players if not p.is_human and p.level}))


@dataclass(frozen=True, slots=True)
class RoundRow:
    number: int
    starter: int
    outcome: str
    caller: int
    assaf_by: int | None
    winner: int | None
    hand_values: tuple[int | None, ...]
    points: tuple[int | None, ...]
    totals_after: tuple[int, ...]
    notices: tuple[dict[str, Any], ...]
    actions: int


@dataclass(frozen=True, slots=True)
class MatchDetail:
    row: MatchRow
    rules: dict[str, Any]
    seed: int | str
    start_totals: tuple[int, ...]
    rounds: tuple[RoundRow, ...]


@dataclass(frozen=True, slots=True)
class HistoryFilter:
    """What the history list shows.  Dates are local calendar days, both ends included."""

    date_from: date | None = None
    date_to: date | None = None
    opponent: str | None = None   # part of an opponent's name (any case)
    level: str | None = None      # a computer level that took part
    preset: str | None = None
    result: str | None = None     # won | lost | unfinished | playing

    def bounds(self) -> tuple[float | None, float | None]:
        lo = time.mktime(self.date_from.timetuple()) if self.date_from else None
        hi = time.mktime((self.date_to + timedelta(days=1)).timetuple()) if self.date_to else None
        return lo, hi

    def to_sql(self) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        lo, hi = self.bounds()
        if lo is not None:
            clauses.append("m.started_at >= ?")
            params.append(lo)
        if hi is not None:
            clauses.append("m.started_at < ?")
            params.append(hi)
        if self.opponent:
            clauses.append(
                "EXISTS (SELECT 1 FROM match_players p WHERE p.match_id = m.id "
                "AND p.kind = 'computer' AND p.name LIKE ? ESCAPE '\\')"
            )
            params.append("%" + _like_escape(self.opponent) + "%")
        if self.level:
            clauses.append(
                "EXISTS (SELECT 1 FROM match_players p WHERE p.match_id = m.id "
                "AND p.kind = 'computer' AND p.level = ?)"
            )
            params.append(self.level)
        if self.preset:
            clauses.append("m.preset = ?")
            params.append(self.preset)
        if self.result:
            clauses.append("m.result = ?")
            params.append(self.result)
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", params

    def accepts(self, row: MatchRow) -> bool:
        """The same test in Python (the list's filter proxy uses it on fetched rows)."""
        lo, hi = self.bounds()
        if lo is not None and row.started_at < lo:
            return False
        if hi is not None and row.started_at >= hi:
            return False
        computers = [p for p in row.players if not p.is_human]
        if self.opponent and not any(self.opponent.casefold() in p.name.casefold() for p in computers):
            return False
        if self.level and not any(p.level == self.level for p in computers):
            return False
        if self.preset and row.preset != self.preset:
            return False
        return not (self.result and row.result != self.result)

    @property
    def is_empty(self) -> bool:
        return self == HistoryFilter()


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


# sortable columns of the list, by the names the UI uses
ORDER_COLUMNS = {
    "started_at": "m.started_at",
    "opponents": "m.opponents COLLATE NOCASE",
    "preset": "m.preset",
    "rounds": "m.rounds_played",
    "result": "m.result",
    "total": "m.human_total",
}


def levels_text(players: Sequence[PlayerInfo]) -> str:
    """The computer levels at the table, sorted and space-separated (one column, for stats)."""
    return " ".join(sorted({p.level for p in players if not p.is_human and p.level}))


def preset_of(rules: RuleSet) -> str:
    """The preset these rules are (for the same number of players), else ``"custom"``."""
    for name in PRESETS:
        try:
            if RuleSet.preset(name, players=rules.players) == rules:
                return name
        except Exception:  # a preset that cannot seat this many players
            continue
    return "custom"


# ----- schema and migrations -------------------------------------------------------------

_V1 = """
CREATE TABLE matches (
    id            INTEGER PRIMARY KEY,
    started_at    REAL NOT NULL,
    updated_at    REAL NOT NULL,
    finished_at   REAL,
    status        TEXT NOT NULL,
    preset        TEXT NOT NULL,
    rules         TEXT NOT NULL,
    seed          TEXT NOT NULL,
    start_totals  TEXT NOT NULL,
    totals        TEXT NOT NULL,
    seats         INTEGER NOT NULL,
    human_seat    INTEGER,
    human_total   INTEGER,
    players       TEXT NOT NULL,
    decks         TEXT NOT NULL,
    rounds_played INTEGER NOT NULL DEFAULT 0,
    winner        INTEGER,
    result        TEXT,
    opponents     TEXT NOT NULL,
    levels        TEXT NOT NULL,
    app_version   TEXT
);
CREATE INDEX matches_started ON matches(started_at);
CREATE TABLE match_players (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    name     TEXT NOT NULL,
    kind     TEXT NOT NULL,
    level    TEXT,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE INDEX match_players_level ON match_players(level, match_id);
CREATE TABLE rounds (
    match_id     INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number       INTEGER NOT NULL,
    starter      INTEGER NOT NULL,
    deal         TEXT,
    actions      TEXT NOT NULL,
    action_count INTEGER NOT NULL,
    outcome      TEXT NOT NULL,
    caller       INTEGER NOT NULL,
    assaf_by     INTEGER,
    winner       INTEGER,
    hand_values  TEXT NOT NULL,
    points       TEXT NOT NULL,
    totals_after TEXT NOT NULL,
    notices      TEXT NOT NULL,
    recorded_at  REAL NOT NULL,
    PRIMARY KEY (match_id, number)
) WITHOUT ROWID;
"""

# Version 2: the human player's tallies per match (rounds, round wins, calls, Assafs,
# points, milestones) kept up to date with every recorded round, so the statistics
# read ten thousand match rows instead of every round's log.  Backfilled from the
# rounds already stored.
TALLIES = ("h_rounds", "h_round_wins", "h_calls", "h_successes", "h_assafed", "h_assafs_made",
           "h_false_calls", "h_points", "h_milestones", "h_racheli", "h_three_zeros")
_HUMAN = "matches.human_seat"
_R = "FROM rounds r WHERE r.match_id = matches.id"
# The backfill reads JSON another program may have damaged: JSON functions are only given
# valid JSON (SQLite stops the whole statement at malformed JSON), and only plausible
# whole numbers are summed, so one damaged round cannot stop the upgrade of a history.
_AT = f"'$[' || {_HUMAN} || ']'"
_POINTS = (f"(CASE WHEN json_valid(r.points) AND json_type(r.points, {_AT}) = 'integer' "
           f"THEN json_extract(r.points, {_AT}) END)")
_N = ("FROM rounds r, json_each(CASE WHEN json_valid(r.notices) THEN r.notices ELSE '[]' END) n "
      "WHERE r.match_id = matches.id AND "
      f"(CASE WHEN n.type = 'object' THEN json_extract(n.value, '$.player') END) = {_HUMAN} AND "
      "(CASE WHEN n.type = 'object' THEN json_extract(n.value, '$.kind') END) = ")
_V2 = "".join(f"ALTER TABLE matches ADD COLUMN {t} INTEGER NOT NULL DEFAULT 0;\n" for t in TALLIES) + f"""
UPDATE matches SET
    h_rounds = (SELECT count(*) {_R} AND {_POINTS} IS NOT NULL),
    h_round_wins = (SELECT count(*) {_R} AND r.winner = {_HUMAN}),
    h_calls = (SELECT count(*) {_R} AND r.caller = {_HUMAN}),
    h_successes = (SELECT count(*) {_R} AND r.caller = {_HUMAN} AND r.outcome IN ('success', 'slap_zero')),
    h_assafed = (SELECT count(*) {_R} AND r.caller = {_HUMAN} AND r.outcome = 'assaf'),
    h_assafs_made = (SELECT count(*) {_R} AND r.assaf_by = {_HUMAN}),
    h_false_calls = (SELECT count(*) {_R} AND r.caller = {_HUMAN} AND r.outcome = 'false_call'),
    h_points = (SELECT coalesce(sum(CASE WHEN {_POINTS} BETWEEN {-MAX_POINTS} AND {MAX_POINTS} THEN {_POINTS} END), 0)
                {_R}),
    h_milestones = (SELECT count(*) {_N}'milestone'),
    h_racheli = (SELECT count(*) {_N}'racheli'),
    h_three_zeros = (SELECT count(*) {_N}'three_zeros')
WHERE typeof(human_seat) = 'integer' AND human_seat >= 0;
"""


# Version 3: a round that earns the three-zeros bonus scores -20 (RULES.md), where versions
# before stored the caller's 0. Rounds keep their stored points (readers count the bonus
# from the round's notices, core.scoring.round_points); the human's points tally drops
# by 20 for each bonus round it counted as 0.
_V3 = f"""
UPDATE matches SET h_points = h_points + ({THREE_ZEROS_BONUS}) * h_three_zeros
WHERE human_seat IS NOT NULL AND h_three_zeros > 0
    AND typeof(h_points) = 'integer' AND h_points BETWEEN {-MAX_POINTS} AND {MAX_POINTS}
    AND typeof(h_three_zeros) = 'integer' AND h_three_zeros <= {MAX_COUNT};
"""


# Version 4: practice matches (undo allowed) are marked, so the statistics can leave them out.
_V4 = "ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;"


MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3, _V4)  # MIGRATIONS[n] takes version n to n + 1


def _counted(points: list[int | None], notices: list[dict[str, Any]]) -> tuple[int | None, ...]:
    """A stored round's points as the rules count them (rows before version 3 kept 0 for a
    three-zeros round; the notice says whose round it was)."""
    return with_bonus(points, (n.get("player", -1) for n in notices if n.get("kind") == "three_zeros"))
assert len(MIGRATIONS) == SCHEMA_VERSION


def rollback_keeping_the_cause(conn: sqlite3.Connection) -> None:
    """Undo a failed transaction without hiding why it failed. SQLite has already rolled
    back after some errors (a full disk among them), and a second ROLLBACK then raised
    "cannot rollback - no transaction is active" in place of the real cause."""
    if conn.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Upgrade step by step (calibre's loop on ``user_version``); return the version."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    while version < target:
        script = MIGRATIONS[version]
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in _statements(script):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            rollback_keeping_the_cause(conn)
            raise
        version += 1
    return version


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";\n") if s.strip()]


class FutureSchemaError(Exception):
    pass


# ----- reading what another program may have written ------------------------------------

DAMAGED_ROW = QT_TRANSLATE_NOOP(
    "Storage", "The match history {path} holds a damaged match (number {match}): its {field} {what}. "
               "It is listed with what could be read; the other matches are not affected.")
UNREADABLE = QT_TRANSLATE_NOOP(
    "Storage", "Match {match} in the match history {path} cannot be shown: its {field} {what}. "
               "The other matches are not affected.")
WRONG_VALUE = QT_TRANSLATE_NOOP("Storage", "holds a wrong value ({value})")


class DamagedMatch(ValueError):
    """A stored match that cannot be shown, exported or replayed: its row holds what this
    app did not write.  ``match_id`` (None for a record replayed apart from the history),
    ``field`` — the column or the place, such as ``"rules"`` or ``"round 3 actions"`` —
    and ``message``, the sentence for the player (also ``str(error)``)."""

    def __init__(self, match_id: int | None, field: str, message: Message) -> None:
        super().__init__(str(message))
        self.match_id = match_id
        self.field = field
        self.message = message


class _Wrong(Exception):
    """A column that does not hold what it should: where, and what is wrong (a fragment)."""

    def __init__(self, field: str, what: Message) -> None:
        super().__init__(f"{field} {what}")
        self.field = field
        self.what = what


_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40
_SHORT.maxlevel = 3


def shown_value(value: Any) -> str:
    """A stored value, short enough for a message, whatever it is."""
    if isinstance(value, bytes):
        return f"{len(value)} bytes of binary data"
    if value is None:
        return "null"
    return _SHORT.repr(value)


def wrong_value(value: Any) -> Message:
    return Message(WRONG_VALUE, value=shown_value(value))


def is_text(value: Any) -> bool:
    """Text that can be shown and written out again (not half of a surrogate pair)."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def is_time(value: Any) -> bool:
    """A time this app could have stored (seconds since 1970, before the year 3000)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= MAX_TIME


def _decoded(raw: bytes) -> str | bytes:
    """SQLite text as ``str``.  Text that is not UTF-8 stays bytes — a wrong value the readers
    report — where the default failed the whole query, and with it every other match."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw


def _json(value: Any, field: str) -> Any:
    if not isinstance(value, str):
        raise _Wrong(field, wrong_value(value))
    try:
        return safe_json.loads(value)
    except safe_json.JsonProblem as problem:
        raise _Wrong(field, problem.what) from None


def _whole(value: Any, field: str, low: int, high: int, *, null: bool = False) -> Any:
    if value is None and null:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _Wrong(field, wrong_value(value))
    return value


def _time(value: Any, field: str, *, null: bool = False) -> float | None:
    if value is None and null:
        return None
    if not is_time(value):
        raise _Wrong(field, wrong_value(value))
    return float(value)


def _text(value: Any, field: str, choices: Sequence[str] | None = None, *, null: bool = False) -> Any:
    if value is None and null:
        return None
    if not is_text(value) or (choices is not None and value not in choices):
        raise _Wrong(field, wrong_value(value))
    return value


def _numbers(value: Any, field: str, length: int | None, *, gaps: bool = False) -> tuple[Any, ...]:
    """A JSON list of whole numbers (one per seat when ``length``; None allowed with ``gaps``)."""
    data = _json(value, field)
    if not isinstance(data, list) or (length is not None and len(data) != length) or not all(
            (gaps and n is None) or (isinstance(n, int) and not isinstance(n, bool) and abs(n) <= MAX_POINTS)
            for n in data):
        raise _Wrong(field, wrong_value(data))
    return tuple(data)


def _players(value: Any) -> tuple[PlayerInfo, ...]:
    data = _json(value, "players")
    if not isinstance(data, list) or not 1 <= len(data) <= MAX_SEATS or not all(
            isinstance(p, dict) and is_text(p.get("name")) and p.get("kind") in KINDS
            and (p.get("level") is None or is_text(p.get("level"))) for p in data):
        raise _Wrong("players", wrong_value(data))
    return tuple(PlayerInfo(p["name"], p["kind"], p.get("level")) for p in data)


def _decks(value: Any) -> tuple[str, ...]:
    data = _json(value, "decks")
    if not isinstance(data, list) or not all(is_text(d) for d in data):
        raise _Wrong("decks", wrong_value(data))
    return tuple(data)


def _numbered(number: Any, index: int) -> int:
    """The stored number of the round that should be round ``index`` (0-based): rounds are
    numbered from 0 with none missing, or the rounds read are not the match played."""
    if number != index or isinstance(number, bool) or not isinstance(number, int):
        raise _Wrong(f"round {index + 1} number", wrong_value(number))
    return number


def _seat(value: Any, field: str, seats: int, *, null: bool = False) -> Any:
    return _whole(value, field, 0, seats - 1, null=null)


def _rules(value: Any) -> tuple[dict[str, Any], RuleSet]:
    data = _json(value, "rules")
    try:
        return data, RuleSet.from_dict(data)
    except Exception:  # noqa: BLE001 - whatever the rules hold, they are not rules this app wrote
        raise _Wrong("rules", wrong_value(data)) from None


def _seed(value: Any) -> int | str:
    seed = _json(value, "seed")
    if not (isinstance(seed, int) and not isinstance(seed, bool)) and not is_text(seed):
        raise _Wrong("seed", wrong_value(seed))
    return seed


def _notices(value: Any, field: str, seats: int) -> tuple[dict[str, Any], ...]:
    data = _json(value, field)

    def good(n: Any) -> bool:
        return (isinstance(n, dict) and n.get("kind") in NOTICE_KINDS
                and all(isinstance(n.get(k), int) and not isinstance(n.get(k), bool) for k in ("player", "before", "after"))
                and 0 <= n["player"] < seats and (n.get("by") is None or n.get("by") in range(seats)))

    if not isinstance(data, list) or not all(good(n) for n in data):
        raise _Wrong(field, wrong_value(data))
    return tuple(data)


def _deal(value: Any, field: str) -> dict[str, Any] | None:
    if value is None:  # dealt from the seed
        return None
    data = _json(value, field)
    if not isinstance(data, dict):
        raise _Wrong(field, wrong_value(data))
    return data


def _actions(value: Any, field: str) -> list[Any]:
    data = _json(value, field)
    if not isinstance(data, list) or len(data) > MAX_COUNT:
        raise _Wrong(field, wrong_value(data))
    return data


def _cannot_replay(error: Exception, where: str = "") -> Message:
    detail = f"{where}{type(error).__name__}: {error}"
    return Message(QT_TRANSLATE_NOOP("Storage", "cannot be replayed ({error})"),
                   error=detail if len(detail) <= 300 else detail[:299] + "…")


def _replay(record: dict[str, Any]) -> None:
    """Play a record read from the history through the engine, as the replay view and
    ``Match.from_record`` will: :class:`_Wrong` names the first round and move that does not
    replay (the columns may each be well-formed JSON and still not be the match played)."""
    try:
        match = Match(RuleSet.from_dict(record["rules"]), record["seed"], record["totals"])
    except Exception as error:  # noqa: BLE001 - whatever the columns hold, they are damaged
        raise _Wrong("rules", _cannot_replay(error)) from None
    for n, entry in enumerate(record["rounds"]):
        at = f"round {n + 1} "
        try:
            match.start_round(deal_from_json(entry["deal"]) if entry["deal"] is not None else None,
                              entry["starter"])
        except Exception as error:  # noqa: BLE001 - as above
            raise _Wrong(at + ("deal" if entry["deal"] is not None else "starter"), _cannot_replay(error)) from None
        for i, action in enumerate(entry["actions"]):
            try:
                match.apply(action_from_json(action))
            except Exception as error:  # noqa: BLE001 - as above
                raise _Wrong(at + "actions", _cannot_replay(error, f"move {i + 1}: ")) from None


# ----- the history ------------------------------------------------------------------------

class History:
    def __init__(self, conn: sqlite3.Connection, path: Path | None, problems: Problems,
                 persistent: bool) -> None:
        self.conn = conn
        self.conn.text_factory = _decoded
        self.path = path
        self.problems = problems
        self.persistent = persistent
        self._failed = False

    # ----- opening ---------------------------------------------------------------

    @classmethod
    def open(cls, path: Path | None, problems: Problems | None = None) -> History:
        """Open (or create) the history; never raises for a bad or unwritable file."""
        problems = problems if problems is not None else Problems()
        if path is None:
            return cls._memory(None, problems)
        try:
            return cls(_connect(path), path, problems, True)
        except FutureSchemaError as exc:
            problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "The match history {path} was written by a newer version of Yaniv Desktop "
                                  "({detail}). It is left untouched; matches played now are not saved."),
                path=path, detail=exc.args[0] if exc.args else str(exc),
            ))
            return cls._memory(path, problems)
        except sqlite3.DatabaseError as exc:
            if _is_busy(exc):  # another program holds it: in use is not damaged; never move it
                return cls._in_use(path, problems)
            if _is_write_failure(exc):
                return cls._unwritable(path, problems, exc)
            aside = _move_db_aside(path)
            if aside is None:
                problems.report(Message(
                    QT_TRANSLATE_NOOP("Storage", "The match history {path} is damaged ({detail}) and could not be "
                                      "moved aside; matches played now are not saved."),
                    path=path, detail=str(exc),
                ))
                return cls._memory(path, problems)
            problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "The match history {path} was damaged ({detail}). It was moved to "
                                  "{aside} and a new, empty history was started."),
                path=path, detail=str(exc), aside=aside,
            ))
            try:
                return cls(_connect(path), path, problems, True)
            except (sqlite3.Error, OSError) as again:
                return cls._unwritable(path, problems, again)
        except OSError as exc:
            return cls._unwritable(path, problems, exc)

    @classmethod
    def _in_use(cls, path: Path, problems: Problems) -> History:
        readonly = _open_read_only(path)
        if readonly is not None:
            problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "The match history {path} is in use by another program. Your past "
                                  "matches are shown, but this session's matches will not be kept; close the "
                                  "other program and start Yaniv Desktop again."), path=path))
            return cls(readonly, path, problems, False)
        problems.report(Message(
            QT_TRANSLATE_NOOP("Storage", "The match history {path} is in use by another program, so it cannot be "
                              "shown now; it is left as it is. Close the other program and start Yaniv Desktop "
                              "again."), path=path))
        return cls._memory(path, problems)

    @classmethod
    def _unwritable(cls, path: Path, problems: Problems, exc: BaseException) -> History:
        readonly = _open_read_only(path)
        if readonly is not None:  # past matches can still be shown
            problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "Cannot save to the match history {path}: {reason}. "
                                  "Your past matches are shown, but this session's matches will not be kept."),
                path=path, reason=describe_os_error(exc),
            ))
            return cls(readonly, path, problems, False)
        problems.report(Message(
            QT_TRANSLATE_NOOP("Storage", "Cannot save the match history to {path}: {reason}. "
                              "You can play, but this session's matches will not be kept."),
            path=path, reason=describe_os_error(exc),
        ))
        return cls._memory(path, problems)

    @classmethod
    def _memory(cls, path: Path | None, problems: Problems) -> History:
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        migrate(conn)
        return cls(conn, path, problems, False)

    def close(self) -> None:
        self.conn.close()

    # ----- writing ---------------------------------------------------------------

    def _write(self, what: Message, statements: Sequence[tuple[str, Sequence[Any]]]) -> bool:
        """Run statements in one transaction; on failure report it and go on."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                for sql, params in statements:
                    self.conn.execute(sql, params)
                self.conn.execute("COMMIT")
            except BaseException:
                rollback_keeping_the_cause(self.conn)
                raise
        except (sqlite3.Error, UnicodeDecodeError) as exc:  # a damaged file's message may not be text
            self._failed = True
            self.problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "Cannot save {what} to the match history {path}: {detail}. "
                                  "The game goes on; it will try again after the next round."),
                what=what, path=self.path, detail=str(exc),
            ))
            return False
        self._failed = False
        return True

    def begin_match(
        self, match: Match, players: Sequence[PlayerInfo], *, preset: str | None = None,
        decks: Sequence[str] = (), started_at: float | None = None, app_version: str | None = None,
        practice: bool = False,
    ) -> int:
        """Store a new match (before its first round is recorded); return its id."""
        if len(players) != match.seats:
            raise ValueError(f"{len(players)} players for {match.seats} seats")
        now = time.time() if started_at is None else started_at
        humans = [i for i, p in enumerate(players) if p.is_human]
        human = humans[0] if humans else None
        opponents = ", ".join(p.label for p in players if not p.is_human)
        totals = list(match.starting_totals)
        cur = self.conn.cursor()
        try:
            cur.execute("BEGIN IMMEDIATE")
            try:
                cur.execute(
                    "INSERT INTO matches (started_at, updated_at, status, preset, rules, seed, "
                    "start_totals, totals, seats, human_seat, human_total, players, decks, opponents, levels, "
                    "result, app_version, practice) "
                    "VALUES (?, ?, 'playing', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (now, now, preset or preset_of(match.rules), json.dumps(match.rules.to_dict()),
                     json.dumps(match.seed), json.dumps(totals), json.dumps(totals), match.seats,
                     human, totals[human] if human is not None else None,
                     json.dumps([p.to_json() for p in players]), json.dumps(list(decks)), opponents,
                     levels_text(players), "playing" if human is not None else None, app_version,
                     int(practice)),
                )
                match_id = int(cur.lastrowid or 0)
                cur.executemany(
                    "INSERT INTO match_players (match_id, seat, name, kind, level) VALUES (?, ?, ?, ?, ?)",
                    [(match_id, s, p.name, p.kind, p.level) for s, p in enumerate(players)],
                )
                cur.execute("COMMIT")
            except BaseException:
                rollback_keeping_the_cause(self.conn)
                raise
        except (sqlite3.Error, UnicodeDecodeError) as exc:  # a damaged file's message may not be text
            self.problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "Cannot save the new match to the match history {path}: {detail}. "
                                  "The game goes on, but this match may not be kept."),
                path=self.path, detail=str(exc),
            ))
            return -1
        return match_id

    def recorded_rounds(self, match_id: int) -> int:
        row = self.conn.execute("SELECT count(*) FROM rounds WHERE match_id = ?", (match_id,)).fetchone()
        return int(row[0])

    def record_round(self, match_id: int, match: Match) -> bool:
        """Store every finished round of ``match`` not yet stored, each in its own
        transaction.  True when the history is up to date with the match."""
        if match_id < 0:
            return False
        done = self.recorded_rounds(match_id)
        ok = True
        human = self._human_seat(match_id)
        for number in range(done, len(match.records)):
            ok = self._write(Message(QT_TRANSLATE_NOOP("Storage", "round {number}"), number=number + 1), self._round_statements(
                match_id, number, match.records[number], human)) and ok
            if not ok:
                break
        return ok

    def _human_seat(self, match_id: int) -> int | None:
        row = self.conn.execute("SELECT human_seat, seats FROM matches WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            raise KeyError(f"no match {match_id} in the history")
        human, seats = row
        valid = all(isinstance(v, int) and not isinstance(v, bool) for v in row) and 0 <= human < seats
        return human if valid else None  # a damaged seat: the round is kept, not tallied

    @staticmethod
    def _round_statements(match_id: int, number: int, rec: RoundRecord,
                          human: int | None) -> list[tuple[str, Sequence[Any]]]:
        result = rec.result
        assert result is not None, "only finished rounds are recorded"
        notices = [
            {"kind": str(n.kind), "player": n.player, "before": n.before, "after": n.after, "by": n.by}
            for n in rec.notices
        ]
        totals = list(rec.totals_after)
        points = round_points(result, rec.notices)  # as the rules count them: -20 for three zeros
        now = time.time()
        statements: list[tuple[str, Sequence[Any]]] = [(
            "INSERT OR IGNORE INTO rounds (match_id, number, starter, deal, actions, action_count, "
            "outcome, caller, assaf_by, winner, hand_values, points, totals_after, notices, "
            "recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, number, rec.setup.starter, json.dumps(deal_to_json(rec.deal)) if rec.deal else None,
             json.dumps([a.to_json() for a in rec.actions], separators=(",", ":")), len(rec.actions),
             str(result.outcome), result.caller, result.assaf_by, result.round_winner,
             json.dumps(list(result.hand_values)), json.dumps(list(points)), json.dumps(totals),
             json.dumps(notices), now),
        )]
        tally = dict.fromkeys(TALLIES, 0)
        if human is not None and human < len(points) and points[human] is not None:  # the human was dealt in
            called = result.caller == human
            outcome = str(result.outcome)
            tally.update(
                h_rounds=1, h_round_wins=int(result.round_winner == human), h_calls=int(called),
                h_successes=int(called and outcome in ("success", "slap_zero")),
                h_assafed=int(called and outcome == "assaf"), h_assafs_made=int(result.assaf_by == human),
                h_false_calls=int(called and outcome == "false_call"), h_points=points[human] or 0,
                h_milestones=sum(n["player"] == human and n["kind"] == "milestone" for n in notices),
                h_racheli=sum(n["player"] == human and n["kind"] == "racheli" for n in notices),
                h_three_zeros=sum(n["player"] == human and n["kind"] == "three_zeros" for n in notices),
            )
        # counted once: only while the match row has not yet counted this round
        bump = ", ".join(f"{t} = {t} + ?" for t in TALLIES)
        statements.append((
            f"UPDATE matches SET rounds_played = ?, totals = ?, human_total = "
            f"CASE WHEN typeof(human_seat) = 'integer' AND human_seat >= 0 "
            f"THEN json_extract(?, '$[' || human_seat || ']') END, "
            f"updated_at = ?, {bump} WHERE id = ? AND rounds_played = ?",
            (number + 1, json.dumps(totals), json.dumps(totals), now, *tally.values(), match_id, number),
        ))
        return statements

    def finish_match(self, match_id: int, match: Match) -> bool:
        """Store the remaining rounds and the winner."""
        if match_id < 0:
            return False
        if not self.record_round(match_id, match):
            return False
        winner = match.winner
        return self._write(Message(QT_TRANSLATE_NOOP("Storage", "the end of the match")), [(
            "UPDATE matches SET status = 'finished', finished_at = ?, updated_at = ?, winner = ?, "
            "result = CASE WHEN human_seat IS NULL THEN NULL WHEN human_seat = ? THEN 'won' ELSE 'lost' END "
            "WHERE id = ?",
            (time.time(), time.time(), winner, winner, match_id),
        )])

    def mark_unfinished(self, match_id: int, match: Match | None = None) -> bool:
        """An abandoned match: keep what was played, mark it unfinished."""
        if match_id < 0:
            return False
        if match is not None:
            self.record_round(match_id, match)
        return self._write(Message(QT_TRANSLATE_NOOP("Storage", "the abandoned match")), [(
            "UPDATE matches SET status = 'unfinished', updated_at = ?, "
            "result = CASE WHEN human_seat IS NULL THEN NULL ELSE 'unfinished' END WHERE id = ? "
            "AND status = 'playing'",
            (time.time(), match_id),
        )])

    def has_match(self, match_id: int) -> bool:
        return self.conn.execute("SELECT 1 FROM matches WHERE id = ?", (match_id,)).fetchone() is not None

    def holds(self, match_id: int, record: dict[str, Any]) -> bool:
        """Whether ``match_id`` is this recorded match (same rules, seed and start)."""
        row = self.conn.execute(
            "SELECT rules, seed, start_totals FROM matches WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            return False
        try:
            rules, seed, totals = self._head(row)
        except _Wrong:  # a damaged match is not the one being resumed
            return False
        return rules == record.get("rules") and seed == record.get("seed") and list(totals) == list(
            record.get("totals") or [])

    def delete_match(self, match_id: int) -> bool:
        return self._write(Message(QT_TRANSLATE_NOOP("Storage", "the deletion")), [
            ("DELETE FROM rounds WHERE match_id = ?", (match_id,)),
            ("DELETE FROM match_players WHERE match_id = ?", (match_id,)),
            ("DELETE FROM matches WHERE id = ?", (match_id,)),
        ])

    # ----- reading ----------------------------------------------------------------

    _ROW_COLUMNS = (
        "m.id, m.started_at, m.finished_at, m.status, m.preset, m.seats, m.human_seat, m.players, "
        "m.rounds_played, m.winner, m.result, m.totals, m.opponents, m.decks, m.practice"
    )

    def _row(self, r: Sequence[Any]) -> MatchRow:
        """One line of the list; a column that cannot be read gives way to an empty value,
        and the row says it is damaged (the player is told once)."""
        wrong: list[_Wrong] = []

        def read(reader: Callable[[], Any], instead: Any) -> Any:
            try:
                return reader()
            except _Wrong as problem:
                wrong.append(problem)
                return instead

        players: tuple[PlayerInfo, ...] = read(lambda: _players(r[7]), ())
        n = len(players)  # the seats of a match whose players cannot be read are not checked

        def seat(value: Any, field: str) -> Any:
            return _seat(value, field, n, null=True) if n else None

        row = MatchRow(
            id=r[0],
            started_at=read(lambda: _time(r[1], "started_at"), 0.0),
            finished_at=read(lambda: _time(r[2], "finished_at", null=True), None),
            status=read(lambda: _text(r[3], "status", STATUSES), "unfinished"),
            preset=read(lambda: _text(r[4], "preset"), ""),
            seats=read(lambda: _whole(r[5], "seats", n or 1, n or MAX_SEATS), n),
            human_seat=read(lambda: seat(r[6], "human_seat"), None),
            players=players,
            rounds_played=read(lambda: _whole(r[8], "rounds_played", 0, MAX_COUNT), 0),
            winner=read(lambda: seat(r[9], "winner"), None),
            result=read(lambda: _text(r[10], "result", RESULTS, null=True), None),
            totals=read(lambda: _numbers(r[11], "totals", n or None), ()),
            opponents=read(lambda: _text(r[12], "opponents"), ""),
            decks=read(lambda: _decks(r[13]), ()),
            practice=bool(read(lambda: _whole(r[14], "practice", 0, 1), 0)),
        )
        if not wrong:
            return row
        return replace(row, damaged=self.report_damaged(r[0], wrong[0].field, wrong[0].what))

    def report_damaged(self, match_id: int, field: str, what: Message) -> Message:
        """Tell the player (once) that a listed match has a column that cannot be read."""
        message = Message(DAMAGED_ROW, path=self.path, match=match_id, field=field, what=what)
        self.problems.report(message)
        return message

    def _damaged(self, match_id: int, wrong: _Wrong) -> DamagedMatch:
        message = Message(UNREADABLE, path=self.path, match=match_id, field=wrong.field, what=wrong.what)
        self.problems.report(message)
        return DamagedMatch(match_id, wrong.field, message)

    @staticmethod
    def _head(r: Sequence[Any]) -> tuple[dict[str, Any], int | str, tuple[int, ...]]:
        """A match's rules, seed and starting totals (the columns rules, seed, start_totals)."""
        rules, ruleset = _rules(r[0])
        return rules, _seed(r[1]), _numbers(r[2], "start_totals", ruleset.players)

    def count(self, flt: HistoryFilter | None = None) -> int:
        where, params = (flt or HistoryFilter()).to_sql()
        return int(self.conn.execute(f"SELECT count(*) FROM matches m{where}", params).fetchone()[0])

    def page(self, flt: HistoryFilter | None = None, *, order: str = "started_at", descending: bool = True,
             offset: int = 0, limit: int = 200) -> list[MatchRow]:
        """A page of the list, filtered and sorted by SQL (so it is right over all matches).
        A damaged match is on it like any other, with ``row.damaged`` saying what is wrong."""
        where, params = (flt or HistoryFilter()).to_sql()
        column = ORDER_COLUMNS.get(order)
        if column is None:
            raise ValueError(f"cannot sort by {order!r}; choose one of {', '.join(ORDER_COLUMNS)}")
        direction = "DESC" if descending else "ASC"
        sql = (f"SELECT {self._ROW_COLUMNS} FROM matches m{where} "
               f"ORDER BY {column} {direction}, m.id {direction} LIMIT ? OFFSET ?")
        return [self._row(r) for r in self.conn.execute(sql, [*params, limit, offset])]

    def iter_rows(self, flt: HistoryFilter | None = None) -> Iterator[MatchRow]:
        where, params = (flt or HistoryFilter()).to_sql()
        sql = f"SELECT {self._ROW_COLUMNS} FROM matches m{where} ORDER BY m.started_at, m.id"
        for r in self.conn.execute(sql, params):
            yield self._row(r)

    def presets(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT DISTINCT preset FROM matches ORDER BY preset")
                if is_text(r[0])]

    def opponent_names(self) -> list[str]:
        return [r[0] for r in self.conn.execute(
            "SELECT DISTINCT name FROM match_players WHERE kind = 'computer' ORDER BY name COLLATE NOCASE")
            if is_text(r[0])]

    def match(self, match_id: int) -> MatchDetail:
        """The summary and round-by-round rows; :class:`DamagedMatch` when the rules, seed,
        starting totals or a round cannot be read (a damaged summary column is only said)."""
        r = self.conn.execute(
            f"SELECT {self._ROW_COLUMNS}, m.rules, m.seed, m.start_totals FROM matches m WHERE m.id = ?",
            (match_id,),
        ).fetchone()
        if r is None:
            raise KeyError(f"no match {match_id} in the history")
        row = self._row(r)
        try:
            rules, seed, start_totals = self._head(r[15:18])
            seats = len(start_totals)
            rounds = tuple(self._round_row(x, index, seats) for index, x in enumerate(self.conn.execute(
                "SELECT number, starter, outcome, caller, assaf_by, winner, hand_values, points, "
                "totals_after, notices, action_count FROM rounds WHERE match_id = ? ORDER BY number",
                (match_id,),
            )))
        except _Wrong as wrong:
            raise self._damaged(match_id, wrong) from None
        return MatchDetail(row, rules, seed, start_totals, rounds)

    @staticmethod
    def _round_row(x: Sequence[Any], index: int, seats: int) -> RoundRow:
        number = _numbered(x[0], index)
        at = f"round {number + 1} "
        notices = _notices(x[9], at + "notices", seats)
        return RoundRow(
            number=number, starter=_seat(x[1], at + "starter", seats), outcome=_text(x[2], at + "outcome", OUTCOMES),
            caller=_seat(x[3], at + "caller", seats), assaf_by=_seat(x[4], at + "assaf_by", seats, null=True),
            winner=_seat(x[5], at + "winner", seats, null=True),
            hand_values=_numbers(x[6], at + "hand_values", seats, gaps=True),
            points=_counted(list(_numbers(x[7], at + "points", seats, gaps=True)), list(notices)),
            totals_after=_numbers(x[8], at + "totals_after", seats), notices=notices,
            actions=_whole(x[10], at + "action_count", 0, MAX_COUNT),
        )

    def match_record(self, match_id: int, *, replay: bool = True) -> dict[str, Any]:
        """The stored match in ``Match.to_record()`` form (finished rounds only), replayed
        once to be sure it is the match played (a few milliseconds; ``replay=False`` skips
        that, for a copy of what is stored); :class:`DamagedMatch` when a column it needs
        cannot be read or the moves do not replay."""
        head = self.conn.execute(
            "SELECT rules, seed, start_totals FROM matches WHERE id = ?", (match_id,)
        ).fetchone()
        if head is None:
            raise KeyError(f"no match {match_id} in the history")
        try:
            rules, seed, totals = self._head(head)
            rounds = []
            for n, s, d, a in self.conn.execute(
                    "SELECT number, starter, deal, actions FROM rounds WHERE match_id = ? ORDER BY number",
                    (match_id,)):
                at = f"round {_numbered(n, len(rounds)) + 1} "
                rounds.append({"starter": _seat(s, at + "starter", len(totals)), "deal": _deal(d, at + "deal"),
                               "actions": _actions(a, at + "actions")})
            record = {"version": RECORD_VERSION, "rules": rules, "seed": seed, "totals": list(totals),
                      "rounds": rounds}
            if replay:
                _replay(record)
        except _Wrong as wrong:
            raise self._damaged(match_id, wrong) from None
        return record


# ----- connecting ------------------------------------------------------------------------

def _connect(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_SECONDS)
    conn.text_factory = _decoded  # the integrity check quotes damaged bytes: never a UnicodeDecodeError
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]  # reads the header
        if version < 0:
            raise sqlite3.DatabaseError(f"schema version {version} is not one of Yaniv Desktop's")
        if version > SCHEMA_VERSION:
            raise FutureSchemaError(Message(
                QT_TRANSLATE_NOOP("Storage", "schema version {version}, this one reads up to {readable}"),
                version=version, readable=SCHEMA_VERSION))
        if version:
            # integrity_check, not quick_check: an index that no longer matches its table (a
            # changed row id) passes the quick check and then fails every listing of the matches;
            # the tables' own indexes are small, so the full check costs little more.
            check = conn.execute("PRAGMA integrity_check(1)").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {check}")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        migrate(conn)
        _check_schema(conn)
    except UnicodeDecodeError as exc:  # SQLite's message about the damage quotes bytes that are not text
        conn.close()
        raise sqlite3.DatabaseError(f"damaged: {shown_value(exc.object)}") from None
    except BaseException:
        conn.close()
        raise
    return conn


def _table_shape(conn: sqlite3.Connection, table: str) -> tuple[set[Any], set[Any]]:
    """A table's columns (name, type, key) and foreign keys (table, from, to) — not NOT NULL,
    which another program's copy of the schema may leave out without harm."""
    columns = {(r[1], r[2], r[5]) for r in conn.execute(f"PRAGMA table_info({table})")}
    keys = {(r[2], r[3], r[4]) for r in conn.execute(f"PRAGMA foreign_key_list({table})")}
    return columns, keys


@functools.cache
def _schema() -> dict[str, tuple[set[Any], set[Any]]]:
    """Every table of the current schema, with its shape."""
    conn = sqlite3.connect(":memory:")
    migrate(conn)
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    schema = {t: _table_shape(conn, t) for t in tables}
    conn.close()
    return schema


def _check_schema(conn: sqlite3.Connection) -> None:
    """A file whose integrity check passes can still have lost a table, a column or the key
    that makes ``id`` the row's own (a damaged schema record): it is damaged, not a history
    every query fails on."""
    for table, (columns, keys) in _schema().items():
        have_columns, have_keys = _table_shape(conn, table)
        wrong = sorted(map(str, (columns - have_columns) | (keys - have_keys)))
        if wrong:
            raise sqlite3.DatabaseError(f"the table {table} is not as Yaniv Desktop made it ({wrong[0]})")


def _open_read_only(path: Path) -> sqlite3.Connection | None:
    """The history opened read-only, if it exists and is at the current schema."""
    if not path.is_file():
        return None
    # On read-only media a WAL database cannot make its "-shm" file, and "mode=ro" fails;
    # "immutable=1" reads the file as it is (a cleanly closed history holds every match).
    for query in ("mode=ro", "immutable=1"):
        try:
            conn = sqlite3.connect(f"{path.absolute().as_uri()}?{query}", uri=True, isolation_level=None,
                                   check_same_thread=False)
        except sqlite3.Error:
            continue
        conn.text_factory = _decoded
        try:
            if conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION:
                _check_schema(conn)
                conn.execute("SELECT count(*) FROM matches").fetchone()
                return conn
        except (sqlite3.Error, UnicodeDecodeError):
            pass
        conn.close()
    return None


def _is_busy(exc: sqlite3.Error) -> bool:
    """Locked or busy: another connection holds the database (after the busy timeout)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return True
    text = str(exc).lower()
    return "database is locked" in text or "database table is locked" in text or "busy" in text


def _is_write_failure(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return any(w in text for w in ("readonly", "read-only", "disk is full", "unable to open",
                                   "disk i/o error", "permission"))


def _move_db_aside(path: Path) -> Path | None:
    try:
        aside = move_aside(path, "damaged")
    except OSError:
        return None
    for suffix in ("-wal", "-shm", "-journal"):
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            try:
                extra.replace(aside.with_name(aside.name + suffix))
            except OSError:
                extra.unlink(missing_ok=True)
    return aside

