"""Statistics: every figure checked against a count made directly from the matches."""

from __future__ import annotations

import time
from pathlib import Path

from yaniv_desktop.storage.history import History, HistoryFilter
from yaniv_desktop.storage.stats import compute_statistics

from .helpers import new_match, play, play_and_record, players_for, record_played


def build(history: History) -> list:
    played = []
    day = 86400
    start = time.time() - 40 * day
    for i in range(14):
        preset = ("israeli", "speedy", "classic")[i % 3]
        seats = 2 + i % 3
        levels = (("beginner",), ("expert",), ("intermediate", "expert"))[i % 3]
        max_steps = 60 if i == 13 else None  # the last one is left unfinished
        match_id, match = play_and_record(history, f"s{i}", preset=preset, seats=seats, levels=levels,
                                          started_at=start + i * day, max_steps=max_steps)
        played.append((match, preset, levels))
    # a match with no human player: not part of "your" statistics
    m = new_match("speedy", 2, "bots")
    play(m)
    record_played(history, m, players_for(2, human=False))
    return played


def test_statistics_match_a_direct_count(data_dir: Path) -> None:
    history = History.open(data_dir / "h.sqlite3")
    played = build(history)
    s = compute_statistics(history)
    done = [(m, p, lv) for m, p, lv in played if m.is_over]
    assert s.matches == len(done) == 13 and s.unfinished == 1
    assert s.wins == sum(m.winner == 0 for m, _, _ in done)
    assert s.win_rate == s.wins / s.matches
    rounds = [r for m, _, _ in played for r in m.records if r.result.points[0] is not None]  # dealt in
    assert s.rounds == len(rounds)
    assert s.round_wins == sum(r.result.round_winner == 0 for r in rounds)
    mine = [r for r in rounds if r.result.caller == 0]
    assert s.calls == len(mine)
    assert s.successful_calls == sum(str(r.result.outcome) in ("success", "slap_zero") for r in mine)
    assert s.assafed == sum(str(r.result.outcome) == "assaf" for r in mine)
    assert s.assaf_rate == (s.assafed / s.calls if s.calls else None)
    assert s.assafs_made == sum(r.result.assaf_by == 0 for r in rounds)
    assert s.average_points == sum(r.result.points[0] for r in rounds) / len(rounds)
    assert s.milestones["milestone"] == sum(
        1 for r in rounds for n in r.notices if n.player == 0 and n.kind == "milestone")
    for level in ("beginner", "intermediate", "expert"):
        with_level = [m for m, _, lv in done if level in lv]
        assert s.by_level[level].played == len(with_level)
        assert s.by_level[level].won == sum(m.winner == 0 for m in with_level)
    for preset in ("israeli", "speedy", "classic"):
        assert s.by_preset[preset].played == sum(p == preset for _, p, _ in done)
    results = [m.winner == 0 for m, _, _ in done]
    longest = run = 0
    for won in results:
        run = run + 1 if won else 0
        longest = max(longest, run)
    assert s.longest_win_streak == longest
    assert sum(p for _, p, _ in s.over_time) == s.matches
    assert sum(w for _, _, w in s.over_time) == s.wins
    history.close()


def test_streaks_and_filters(data_dir: Path) -> None:
    history = History.open(data_dir / "h.sqlite3")
    build(history)
    s = compute_statistics(history, HistoryFilter(preset="speedy"))
    assert set(s.by_preset) == {"speedy"}
    assert compute_statistics(history, period="month").over_time
    assert s.current_streak != 0 and (s.current_streak > 0) == (s.longest_win_streak > 0 or s.current_streak > 0)
    empty = compute_statistics(History.open(None))
    assert empty.matches == 0 and empty.win_rate is None and empty.assaf_rate is None and not empty.over_time
    history.close()
