"""Real processes: SIGKILL in the middle of a round, and two copies at once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from yaniv_desktop.core.match import Match
from yaniv_desktop.storage import AlreadyRunningError, Storage

from .helpers import step
from .scripted_game import game_match

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL and flock are POSIX")


def spawn(data_dir: Path, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "tests.storage.scripted_game", str(data_dir), *args],
        cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def expected_after(steps: int) -> Match:
    """The same match played in this process for ``steps`` steps (the policy is deterministic)."""
    match = game_match()
    for _ in range(steps):
        assert step(match)
    return match


def steps_of(match: Match) -> int:
    record = match.to_record()
    return sum(len(r["actions"]) + 1 for r in record["rounds"])


def check_resume(data_dir: Path, at_least: int, exactly: bool) -> None:
    storage = Storage.open(data_dir, durable=False)  # fsync is not what is tested here
    try:
        saved = storage.resumable
        assert saved is not None, storage.problems
        assert not storage.problems, storage.problems
        got = steps_of(saved.match)
        assert got >= at_least
        if exactly:
            assert got == at_least
        want = expected_after(got)
        # same turn, same cards: the resumed state is exactly the game's state at that step
        assert saved.match.to_record() == want.to_record()
        assert saved.match.round.hands == want.round.hands
        assert saved.match.round.current == want.round.current
        assert saved.match.round.phase == want.round.phase
        session = storage.resume()
        finished = len(session.match.records)
        assert finished >= 2
        assert storage.history.recorded_rounds(session.match_id) == finished
        detail = storage.history.match(session.match_id)
        assert [r.totals_after for r in detail.rounds] == [r.totals_after for r in want.records]
        # and the match plays on to its end, ending up in the history as finished
        while step(session.match):
            session.after_action()
        assert storage.history.match(session.match_id).row.status == "finished"
        assert not storage.autosave.exists()
    finally:
        storage.close()


def read_until(proc: subprocess.Popen[str], predicate) -> str:
    assert proc.stdout is not None
    for line in proc.stdout:
        if predicate(line.split()):
            return line
    raise AssertionError("the game process ended early: " + (proc.stderr.read() if proc.stderr else ""))


def test_sigkill_while_paused_mid_round_resumes_at_that_action(data_dir: Path) -> None:
    # step 120 is in the middle of a round for this seed (checked below)
    target = 120
    match = expected_after(target)
    assert len(match.records) >= 2 and match.round is not None and match.round.log
    proc = spawn(data_dir, "--pause-at", str(target))
    try:
        read_until(proc, lambda w: w[:1] == ["paused"])
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    check_resume(data_dir, target, exactly=True)


def test_sigkill_at_full_speed_loses_nothing(data_dir: Path) -> None:
    proc = spawn(data_dir)
    try:
        # let it finish two rounds, then kill it while it writes as fast as it can
        line = read_until(proc, lambda w: w[:1] == ["step"] and int(w[2]) >= 2)
        line = read_until(proc, lambda w: w[:1] == ["step"] and int(w[1]) >= int(line.split()[1]) + 7)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    check_resume(data_dir, int(line.split()[1]), exactly=False)


def test_a_second_copy_is_refused_and_corrupts_nothing(data_dir: Path) -> None:
    first = spawn(data_dir, "--pause-at", "60")
    try:
        read_until(first, lambda w: w[:1] == ["paused"])
        second = spawn(data_dir)
        out, err = second.communicate(timeout=60)
        assert second.returncode == 3, err
        assert "already running" in out and f"process {first.pid}" in out and str(data_dir) in out
        # the second copy touched nothing: the first one's save is intact
        with pytest.raises(AlreadyRunningError):
            Storage.open(data_dir)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=30)
    # the lock dies with its process; the stale lock file does not block
    check_resume(data_dir, 60, exactly=True)


def test_lock_is_released_on_close(data_dir: Path) -> None:
    holder = spawn(data_dir, "--hold")
    try:
        read_until(holder, lambda w: w[:1] == ["holding"])
        with pytest.raises(AlreadyRunningError, match="already running"):
            Storage.open(data_dir)
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.flush()
        assert holder.wait(timeout=30) == 0
    finally:
        if holder.poll() is None:
            holder.kill()
    Storage.open(data_dir).close()
