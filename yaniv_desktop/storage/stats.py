"""Statistics for the human player, computed with SQL aggregates over the history.

::

    stats = compute_statistics(history)        # optionally: HistoryFilter(...)
    stats.matches, stats.wins, stats.win_rate
    stats.by_level["expert"].win_rate, stats.by_preset["israeli"].played
    stats.rounds, stats.round_wins, stats.calls, stats.successful_calls, stats.assafed,
    stats.assaf_rate, stats.assafs_made, stats.average_points
    stats.milestones                           # {"milestone": 3, "racheli": 1, "three_zeros": 0}
    stats.longest_win_streak, stats.longest_losing_streak, stats.current_streak
    stats.over_time                            # [(period "2025-03", played, won), ...]

A match counts for "matches" and the win rate once it is finished (won or lost);
unfinished ones are counted apart.  A match counts under every computer level and
the preset that took part.  Rounds count in every match, finished or not.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .history import History, HistoryFilter


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


MILESTONE_KINDS = ("milestone", "racheli", "three_zeros")


def compute_statistics(history: History, flt: HistoryFilter | None = None,
                       *, period: str | None = None) -> Statistics:
    """Everything the statistics window shows.  ``period`` is ``"day"``, ``"week"`` or
    ``"month"`` for :attr:`Statistics.over_time` (by default chosen from the span)."""
    conn = history.conn
    where, params = (flt or HistoryFilter()).to_sql()
    human = (" AND " if where else " WHERE ") + "m.human_seat IS NOT NULL"
    scope = where + human

    matches, wins, unfinished, first, last = conn.execute(
        "SELECT sum(m.status = 'finished'), sum(m.result = 'won'), sum(m.status = 'unfinished'), "
        f"min(m.started_at), max(m.started_at) FROM matches m{scope}", params,
    ).fetchone()

    by_level = {
        level: Record(played, won or 0)
        for level, played, won in conn.execute(
            "SELECT p.level, count(DISTINCT m.id), count(DISTINCT CASE WHEN m.result = 'won' THEN m.id END) "
            f"FROM matches m JOIN match_players p ON p.match_id = m.id AND p.kind = 'computer'{scope} "
            "AND m.status = 'finished' GROUP BY p.level ORDER BY p.level", params,
        )
        if level
    }
    by_preset = {
        preset: Record(played, won or 0)
        for preset, played, won in conn.execute(
            f"SELECT m.preset, count(*), sum(m.result = 'won') FROM matches m{scope} "
            "AND m.status = 'finished' GROUP BY m.preset ORDER BY m.preset", params,
        )
    }
    (rounds, round_wins, calls, successes, assafed, assafs_made, false_calls, points) = conn.execute(
        "SELECT count(*), sum(r.winner = m.human_seat), sum(r.caller = m.human_seat), "
        "sum(r.caller = m.human_seat AND r.outcome IN ('success', 'slap_zero')), "
        "sum(r.caller = m.human_seat AND r.outcome = 'assaf'), "
        "sum(r.assaf_by = m.human_seat), "
        "sum(r.caller = m.human_seat AND r.outcome = 'false_call'), "
        f"sum(r.human_points) FROM rounds r JOIN matches m ON m.id = r.match_id{scope}", params,
    ).fetchone()
    milestones = dict.fromkeys(MILESTONE_KINDS, 0)
    for kind, n in conn.execute(
        "SELECT n.kind, count(*) FROM notices n JOIN matches m ON m.id = n.match_id"
        f"{scope} AND n.player = m.human_seat AND n.kind IN ('milestone', 'racheli', 'three_zeros') "
        "GROUP BY n.kind", params,
    ):
        milestones[kind] = n

    results = [r for (r,) in conn.execute(
        f"SELECT m.result = 'won' FROM matches m{scope} AND m.status = 'finished' "
        "ORDER BY m.started_at, m.id", params)]
    best_win = best_loss = run = 0
    for won in results:
        run = (run + 1 if run > 0 else 1) if won else (run - 1 if run < 0 else -1)
        best_win = max(best_win, run)
        best_loss = max(best_loss, -run)

    if period is None:
        span_days = ((last or 0) - (first or 0)) / 86400
        period = "day" if span_days <= 45 else "week" if span_days <= 370 else "month"
    fmt = {"day": "%Y-%m-%d", "week": "%Y-W%W", "month": "%Y-%m"}[period]
    over_time = [
        (when, played, won or 0)
        for when, played, won in conn.execute(
            f"SELECT strftime('{fmt}', m.started_at, 'unixepoch', 'localtime') AS p, count(*), "
            f"sum(m.result = 'won') FROM matches m{scope} AND m.status = 'finished' GROUP BY p ORDER BY p",
            params,
        )
    ]
    return Statistics(
        matches=matches or 0, wins=wins or 0, unfinished=unfinished or 0,
        by_level=by_level, by_preset=by_preset, rounds=rounds or 0, round_wins=round_wins or 0,
        calls=calls or 0, successful_calls=successes or 0, assafed=assafed or 0,
        assafs_made=assafs_made or 0, false_calls=false_calls or 0, points_total=points or 0,
        milestones=milestones, longest_win_streak=best_win, longest_losing_streak=best_loss,
        current_streak=run, over_time=over_time,
    )
