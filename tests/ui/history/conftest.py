"""Every history-window test runs in its own data folder (through the one override)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from yaniv_desktop.storage.history import History
from yaniv_desktop.storage.paths import ENV_VAR, resolve_paths

from ...storage.helpers import play_and_record


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "profile"
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


@pytest.fixture(scope="session")
def history(tmp_path_factory: pytest.TempPathFactory) -> History:
    """A few weeks of real matches: presets, table sizes and computer levels vary.
    Built once; the tests only read it."""
    h = History.open(resolve_paths(tmp_path_factory.mktemp("played")).history_file)
    day = 86400
    start = time.time() - 60 * day
    tables = (("israeli", 3), ("speedy", 2), ("classic", 4), ("israeli", 2), ("family", 3), ("dutch", 3))
    levels = (("expert",), ("beginner",), ("intermediate", "expert", "beginner"), ("intermediate",))
    for i in range(24):
        preset, seats = tables[i % len(tables)]
        play_and_record(h, f"ui{i}", preset=preset, seats=seats, levels=levels[i % len(levels)],
                        started_at=start + i * 2.4 * day + (i % 5) * 3600,
                        max_steps=70 if i in (5, 17) else None)
    yield h
    h.close()


@pytest.fixture(scope="session")
def big_history(tmp_path_factory: pytest.TempPathFactory) -> History:
    """A thousand generated matches (genuine action logs), for lazy fetching; read only."""
    from yaniv_desktop.storage.bench import generate

    h = History.open(tmp_path_factory.mktemp("generated") / "big.sqlite3")
    generate(h, 1000, originals=6)
    yield h
    h.close()
