"""Statistics for the human player, computed with SQL aggregates over the history.

::

    stats = compute_statistics(history)        # optionally: HistoryFilter(...)
    stats.matches, stats.wins, stats.win_rate
    stats.by_level["expert"].win_rate, stats.by_preset["israeli"].played
    stats.rounds, stats.round_wins, stats.calls, stats.successful_calls, stats.assafed,
    stats.assaf_rate, stats.assafs_made, stats.average_points
    stats.milestones                           # {"milestone": 3, "racheli": 1, "three_zeros": 0}
    stats.longest_win_streak, stats.longest_losing_streak, stats.current_streak
    stats.over_time                            # [("2025-03", played, won), ...] by stats.period

A match counts for "matches" and the win rate once it is finished (won or lost);
unfinished ones are counted apart.  A match counts under every computer level and
the preset that took part.  Rounds count in every match, finished or not.

A match whose row another program damaged counts with what can be read: a tally that
is not a plausible whole number counts as 0, a finished match whose date, result,
preset or levels cannot be read is left out of the records; the player is told once
(``history.problems``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from .history import LEVELS, MAX_POINTS, TALLIES, History, HistoryFilter, is_text, is_time, wrong_value


@dataclass(frozen=True, slots=True)
class Record:
    played: int = 0
    won: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class Statistics:
    matches: int = 0
    wins: int = 0
    unfinished: int = 0
    by_level: dict[str, Record] = field(default_factory=dict)
    by_preset: dict[str, Record] = field(default_factory=dict)
    rounds: int = 0
    round_wins: int = 0
    calls: int = 0
    successful_calls: int = 0
    assafed: int = 0            # my calls that were Assafed
    assafs_made: int = 0        # times I Assafed someone else's call
    false_calls: int = 0
    points_total: int = 0
    milestones: dict[str, int] = field(default_factory=dict)
    longest_win_streak: int = 0
    longest_losing_streak: int = 0
    current_streak: int = 0     # > 0: wins in a row now, < 0: losses in a row now
    over_time: list[tuple[str, int, int]] = field(default_factory=list)
    period: str = "day"         # what one entry of over_time covers: day, week (from Monday) or month
    practice: int = 0           # practice matches, left out of every figure above

    @property
    def losses(self) -> int:
        return self.matches - self.wins

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.matches if self.matches else None

    @property
    def round_win_rate(self) -> float | None:
        return self.round_wins / self.rounds if self.rounds else None

    @property
    def call_success_rate(self) -> float | None:
        return self.successful_calls / self.calls if self.calls else None

    @property
    def assaf_rate(self) -> float | None:
        """The share of my calls that someone Assafed."""
        return self.assafed / self.calls if self.calls else None

    @property
    def average_points(self) -> float | None:
        return self.points_total / self.rounds if self.rounds else None

    @property
    def milestones_hit(self) -> int:
        return sum(self.milestones.values())


def compute_statistics(history: History, flt: HistoryFilter | None = None,
                       *, period: str | None = None) -> Statistics:
    """Everything the statistics window shows.  ``period`` is ``"day"``, ``"week"`` or
    ``"month"`` for :attr:`Statistics.over_time` (by default chosen from the span).

    Two queries over the match rows: the per-match tallies (kept by every recorded
    round) summed by SQL, then the finished matches in order for levels, presets,
    streaks and the win rate over time."""
    conn = history.conn
    where, params = (flt or HistoryFilter()).to_sql()
    mine = where + (" AND " if where else " WHERE ") + "m.human_seat IS NOT NULL"
    practice = conn.execute(f"SELECT count(*) FROM matches m{mine} AND m.practice = 1", params).fetchone()[0]
    scope = mine + " AND m.practice IS NOT 1"  # practice matches (undo allowed) are counted apart
    plausible = {t: f"(typeof(m.{t}) = 'integer' AND m.{t} BETWEEN {-MAX_POINTS} AND {MAX_POINTS})"
                 for t in TALLIES}
    sums = ", ".join(f"sum(CASE WHEN {ok} THEN m.{t} ELSE 0 END)" for t, ok in plausible.items())
    first_wrong = ", ".join(f"min(CASE WHEN NOT {ok} THEN m.id END)" for ok in plausible.values())
    row = conn.execute(
        f"SELECT sum(m.status = 'unfinished'), {sums}, {first_wrong} FROM matches m{scope}", params).fetchone()
    unfinished = row[0] or 0
    t = dict(zip(TALLIES, (v or 0 for v in row[1:1 + len(TALLIES)])))
    for tally, match_id in zip(TALLIES, row[1 + len(TALLIES):]):
        if match_id is not None:
            value = conn.execute(f"SELECT {tally} FROM matches WHERE id = ?", (match_id,)).fetchone()[0]
            history.report_damaged(match_id, tally, wrong_value(value))

    finished = _readable(history, conn.execute(
        f"SELECT m.id, m.started_at, m.result, m.preset, m.levels FROM matches m{scope} "
        "AND m.status = 'finished' ORDER BY m.started_at, m.id", params).fetchall())
    levels: dict[str, list[int]] = {}
    presets: dict[str, list[int]] = {}
    best_win = best_loss = run = wins = 0
    for _, won, preset, level_text in finished:
        wins += won
        for level in level_text.split():
            tally = levels.setdefault(level, [0, 0])
            tally[0] += 1
            tally[1] += won
        tally = presets.setdefault(preset, [0, 0])
        tally[0] += 1
        tally[1] += won
        run = (run + 1 if run > 0 else 1) if won else (run - 1 if run < 0 else -1)
        best_win = max(best_win, run)
        best_loss = max(best_loss, -run)

    over_time: list[tuple[str, int, int]] = []
    if finished:
        if period is None:
            span_days = (finished[-1][0] - finished[0][0]) / 86400
            period = "day" if span_days <= 45 else "week" if span_days <= 370 else "month"
        buckets: dict[str, list[int]] = {}
        last_hour = last_key = None
        for started, won, _, _ in finished:
            hour = int(started // 3600)  # the key changes at most hourly: convert once an hour
            if hour != last_hour:
                last_hour, last_key = hour, period_key(datetime.fromtimestamp(started), period)
            b = buckets.setdefault(last_key, [0, 0])  # type: ignore[arg-type]
            b[0] += 1
            b[1] += won
        over_time = [(k, p, w) for k, (p, w) in buckets.items()]

    return Statistics(
        matches=len(finished), wins=wins, unfinished=unfinished,
        by_level={k: Record(*v) for k, v in sorted(levels.items(), key=lambda kv: _level_order(kv[0]))},
        by_preset={k: Record(*v) for k, v in sorted(presets.items())},
        rounds=t["h_rounds"], round_wins=t["h_round_wins"], calls=t["h_calls"],
        successful_calls=t["h_successes"], assafed=t["h_assafed"], assafs_made=t["h_assafs_made"],
        false_calls=t["h_false_calls"], points_total=t["h_points"],
        milestones={"milestone": t["h_milestones"], "racheli": t["h_racheli"],
                    "three_zeros": t["h_three_zeros"]},
        longest_win_streak=best_win, longest_losing_streak=best_loss, current_streak=run,
        over_time=over_time, period=period or "day", practice=practice,
    )


def _readable(history: History, rows: list[Any]) -> list[tuple[float, bool, str, str]]:
    """(started, won, preset, levels) of each finished match whose columns can be read."""
    out = []
    for match_id, started, result, preset, levels in rows:
        checks = (("started_at", started, is_time(started)), ("result", result, result in ("won", "lost")),
                  ("preset", preset, is_text(preset)), ("levels", levels, is_text(levels)))
        wrong = [(field, value) for field, value, ok in checks if not ok]
        if wrong:
            history.report_damaged(match_id, wrong[0][0], wrong_value(wrong[0][1]))
            continue
        out.append((float(started), result == "won", preset, levels))
    return out


def period_key(when: datetime, period: str) -> str:
    """``2025-03-07`` (day), the Monday ``2025-03-03`` (week) or ``2025-03`` (month)."""
    if period == "month":
        return when.strftime("%Y-%m")
    day = when.date()
    if period == "week":
        day -= timedelta(days=day.weekday())
    return day.isoformat()


def _level_order(level: str) -> tuple[int, str]:
    return (LEVELS.index(level) if level in LEVELS else len(LEVELS), level)
