"""History speed: ``python -m yaniv_desktop.storage.bench [--matches N] [--json] [--keep DIR]``.

Fills a fresh history with ``N`` (10,000) matches and prints:

* ``open_history_window_ms`` — open the history and show the history window with its
  first page (measured in a child process, ``python -m yaniv_desktop.ui.history.bench``,
  because this layer never imports Qt widgets); target ≤ 500 ms;
* ``statistics_ms`` — :func:`compute_statistics` over every match; target ≤ 300 ms;
* ``save_round_ms`` — :meth:`History.record_round` of one real round, committed with
  ``synchronous=FULL``; target ≤ 20 ms;

and, for context, the time to open the database (with its integrity check) and to
fetch the list's first page.  The matches are generated from a few dozen matches
really played by the engine (a scripted policy, several presets and table sizes),
copied with different dates, opponents and levels, so every stored action log is
genuine and replays.  Each time is the median of several runs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ..core.bench import simple_policy
from ..core.match import Match
from ..core.rules import RuleSet
from .history import History, HistoryFilter, PlayerInfo, levels_text
from .problems import Problems
from .stats import compute_statistics

TARGETS_MS = {"open_history_window_ms": 500.0, "statistics_ms": 300.0, "save_round_ms": 20.0}
NAMES = ("Omer", "Noa", "Yael", "Itai", "Maya", "Lior", "Tamar", "Eitan", "Shira", "Avi", "Dana", "Roni")
LEVELS = ("beginner", "intermediate", "expert")
TABLES = (("israeli", 2), ("israeli", 3), ("israeli", 4), ("classic", 3), ("speedy", 2),
          ("family", 4), ("dutch", 3), ("swedish", 2))


def play_match(rules: RuleSet, seed: int | str, max_rounds: int = 60) -> Match:
    """A whole match played by the engine's scripted policy."""
    match = Match(rules, seed)
    while not match.is_over and match.round_number < max_rounds:
        match.start_round()
        state = match.round
        assert state is not None
        while not state.is_over:
            match.apply(simple_policy(state))
    return match


def generate(history: History, count: int, *, seed: int = 1, originals: int = 40) -> None:
    """Fill ``history`` with ``count`` matches (one transaction), from genuinely played ones."""
    rng = random.Random(seed)
    played = []
    for i in range(min(originals, count)):
        preset, players = TABLES[i % len(TABLES)]
        played.append((preset, play_match(RuleSet.preset(preset, players=players), f"bench/{i}")))
    now = time.time()
    span = 2 * 365 * 86400
    starts = sorted(now - rng.random() * span for _ in range(count))
    conn = history.conn
    conn.execute("BEGIN")
    for n, started in enumerate(starts):
        preset, match = played[n % len(played)]
        players = [PlayerInfo.human("You")] + [
            PlayerInfo.computer(rng.choice(NAMES), rng.choice(LEVELS)) for _ in range(match.seats - 1)
        ]
        cur = conn.execute(
            "INSERT INTO matches (started_at, updated_at, finished_at, status, preset, rules, seed, "
            "start_totals, totals, seats, human_seat, human_total, players, decks, opponents, levels, result, "
            "winner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)",
            (started, started, started + 900 if match.is_over else None,
             "finished" if match.is_over else "unfinished", preset, json.dumps(match.rules.to_dict()),
             json.dumps(match.seed), json.dumps(list(match.starting_totals)), json.dumps(match.totals),
             match.seats, match.totals[0], json.dumps([p.to_json() for p in players]),
             json.dumps(["classic"]), ", ".join(p.label for p in players[1:]), levels_text(players),
             ("won" if match.winner == 0 else "lost") if match.is_over else "unfinished", match.winner),
        )
        match_id = cur.lastrowid
        conn.executemany("INSERT INTO match_players VALUES (?, ?, ?, ?, ?)",
                         [(match_id, s, p.name, p.kind, p.level) for s, p in enumerate(players)])
        for number, rec in enumerate(match.records):
            for sql, params in History._round_statements(match_id, number, rec, 0):
                conn.execute(sql, params)
    conn.execute("COMMIT")


def _median_ms(fn: Any, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def _window_ms(path: Path) -> tuple[float | None, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    try:
        out = subprocess.run(
            [sys.executable, "-m", "yaniv_desktop.ui.history.bench", str(path), "--json"],
            capture_output=True, text=True, timeout=120, env=env, check=True,
        )
        data = json.loads(out.stdout.strip().splitlines()[-1])
        return float(data["open_history_window_ms"]), ""
    except (subprocess.SubprocessError, OSError, ValueError, KeyError, IndexError) as exc:
        detail = getattr(exc, "stderr", "") or str(exc)
        return None, f"history window not measured: {detail.strip().splitlines()[-1] if detail else exc}"


def run(count: int, folder: Path, runs: int = 5) -> dict[str, Any]:
    path = folder / "history.sqlite3"
    problems = Problems()
    history = History.open(path, problems)
    t = time.perf_counter()
    generate(history, count)
    fill_s = time.perf_counter() - t
    history.close()

    results: dict[str, Any] = {"matches": count, "fill_s": round(fill_s, 2)}
    results["open_database_ms"] = _median_ms(lambda: History.open(path, problems).close(), runs)
    history = History.open(path, problems)
    results["rounds"] = history.conn.execute("SELECT count(*) FROM rounds").fetchone()[0]
    results["first_page_ms"] = _median_ms(
        lambda: (history.count(HistoryFilter()), history.page(limit=200)), runs)
    results["statistics_ms"] = _median_ms(lambda: compute_statistics(history), runs)

    # one real round at a time, into a new match, as the game records it
    match = play_match(RuleSet.preset("israeli", players=3), "bench/save")
    players = [PlayerInfo.human("You"), PlayerInfo.computer("Omer", "expert"), PlayerInfo.computer("Noa", "beginner")]
    replay = Match(match.rules, match.seed)
    match_id = history.begin_match(replay, players, preset="israeli")
    saves = []
    for rec in match.records[:max(runs, 5)]:
        replay.start_round(rec.deal, rec.setup.starter)
        for action in rec.actions:
            replay.apply(action)
        t = time.perf_counter()
        assert history.record_round(match_id, replay)
        saves.append((time.perf_counter() - t) * 1000)
    results["save_round_ms"] = statistics.median(saves)
    history.close()

    window, note = _window_ms(path)
    results["open_history_window_ms"] = window
    if note:
        results["note"] = note
    results["database_mb"] = round(path.stat().st_size / 1e6, 1)
    for key in ("open_database_ms", "first_page_ms", "statistics_ms", "save_round_ms", "open_history_window_ms"):
        if isinstance(results.get(key), float):
            results[key] = round(results[key], 1)
    results["targets_ms"] = TARGETS_MS
    results["within_targets"] = all(
        results.get(k) is not None and results[k] <= v for k, v in TARGETS_MS.items())
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.storage.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--keep", type=Path, help="build the history in this (empty) folder and keep it")
    args = parser.parse_args(argv)
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        results = run(args.matches, args.keep, args.runs)
    else:
        with tempfile.TemporaryDirectory(prefix="yaniv-bench-") as tmp:
            results = run(args.matches, Path(tmp), args.runs)
    if args.json:
        print(json.dumps(results))
    else:
        print(f"{results['matches']} matches, {results['rounds']} rounds, {results['database_mb']} MB "
              f"(filled in {results['fill_s']} s)")
        for key, label in (("open_database_ms", "open the database"), ("first_page_ms", "first page of the list"),
                           ("open_history_window_ms", "open the history window"),
                           ("statistics_ms", "compute the statistics"), ("save_round_ms", "save one round")):
            value = results[key]
            target = TARGETS_MS.get(key)
            shown = f"{value:8.1f} ms" if value is not None else "     n/a"
            print(f"  {label:28s}{shown}" + (f"   (target ≤ {target:.0f} ms)" if target else ""))
        if "note" in results:
            print("  " + results["note"])
    return 0 if results["within_targets"] else 1


if __name__ == "__main__":
    sys.exit(main())
