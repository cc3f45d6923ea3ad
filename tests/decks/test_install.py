"""Installing a deck is never half done: every interruption is finished or undone at start,
including a real ``kill -9`` at random moments of an import that replaces a family deck."""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.decks.test_archive import make_archive, manifest_bytes
from yaniv_desktop.decks.install import (
    READY_PREFIX,
    REPLACED_DIR,
    install_ready,
    mark_ready,
    recover_interrupted_installs,
)
from yaniv_desktop.decks.registry import Origin, load_deck
from yaniv_desktop.ui.decks.import_bench import noise_png

PHOTO = b"\xff\xd8 a family photo"


def deck_folder(where: Path, version: str) -> Path:
    where.mkdir(parents=True)
    (where / "deck.json").write_bytes(manifest_bytes(version=version))
    (where / "photos").mkdir()
    (where / "photos" / "saba.jpg").write_bytes(PHOTO)
    return where


def version_of(folder: Path) -> str:
    return json.loads((folder / "deck.json").read_text(encoding="utf-8"))["version"]


def test_a_half_built_staging_folder_goes(tmp_path: Path) -> None:
    deck_folder(tmp_path / ".import-x1y2", "2.0")
    deck_folder(tmp_path / ".make-cousins-abc", "2.0")
    deck_folder(tmp_path / "cousins", "1.0")
    recover_interrupted_installs(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cousins"]
    assert version_of(tmp_path / "cousins") == "1.0"


def test_a_ready_deck_whose_place_is_empty_is_moved_in(tmp_path: Path) -> None:
    """Killed between the two renames: the old deck is already kept aside, the new one goes in."""
    deck_folder(tmp_path / REPLACED_DIR / "cousins-20261206-070000", "1.0")
    deck_folder(tmp_path / (READY_PREFIX + "cousins"), "2.0")
    assert recover_interrupted_installs(tmp_path) == ["installed cousins"]
    assert version_of(tmp_path / "cousins") == "2.0"
    assert (tmp_path / REPLACED_DIR / "cousins-20261206-070000" / "photos" / "saba.jpg").read_bytes() == PHOTO


def test_a_ready_deck_whose_place_is_taken_was_never_installed(tmp_path: Path) -> None:
    """Killed while the player was asked whether to replace: the installed deck stays."""
    deck_folder(tmp_path / "cousins", "1.0")
    deck_folder(tmp_path / (READY_PREFIX + "cousins"), "2.0")
    recover_interrupted_installs(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cousins"] and version_of(tmp_path / "cousins") == "1.0"


def test_the_makers_earlier_version_is_put_back_or_dropped(tmp_path: Path) -> None:
    deck_folder(tmp_path / ".old-cousins", "1.0")  # killed after moving the old one aside
    deck_folder(tmp_path / ".old-family", "1.0")
    deck_folder(tmp_path / "family", "1.1")        # killed before removing the old one
    recover_interrupted_installs(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cousins", "family"]
    assert version_of(tmp_path / "cousins") == "1.0" and version_of(tmp_path / "family") == "1.1"


def test_odd_names_are_left_alone(tmp_path: Path) -> None:
    (tmp_path / ".ready-").mkdir()
    (tmp_path / ".ready-.hidden").mkdir()
    (tmp_path / ".import-file").write_text("not a folder", encoding="utf-8")
    recover_interrupted_installs(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".import-file"]


def test_install_keeps_the_replaced_deck_whole(tmp_path: Path) -> None:
    deck_folder(tmp_path / "cousins", "1.0")
    staging = deck_folder(tmp_path / ".import-abc", "2.0")
    kept = install_ready(mark_ready(staging, "cousins"), tmp_path / "cousins", keep_replaced=True)
    assert kept is not None and (kept / "photos" / "saba.jpg").read_bytes() == PHOTO
    assert version_of(tmp_path / "cousins") == "2.0"
    assert sorted(p.name for p in tmp_path.iterdir()) == [REPLACED_DIR, "cousins"]


# -- kill -9 in a real process ---------------------------------------------------------------
IMPORTER = """
import sys
from pathlib import Path
from yaniv_desktop.decks.archive import import_deck
from yaniv_desktop.decks.parts import PartLibrary
print("ready", flush=True)
import_deck(Path(sys.argv[1]), Path(sys.argv[2]), PartLibrary(), replace=True)
print("done", flush=True)
"""


def tree_digest(folder: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        digest.update(str(path.relative_to(folder)).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


@pytest.fixture(scope="module")
def slow_archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An archive whose import takes a while (photos to re-encode), replacing 'cousins'."""
    folder = tmp_path_factory.mktemp("archive")
    art = {face: f"art/{face}.png" for face in ("KH", "QH", "JH", "KS", "QS", "JS")}
    entries: list[tuple[str, bytes]] = [("deck.json", manifest_bytes(version="2.0", art=art, art_fit="card"))]
    entries += [(rel, noise_png(900, 1200, seed=i)) for i, rel in enumerate(art.values())]
    return make_archive(folder / "cousins.yanivdeck", entries)


KILLS = int(os.environ.get("YANIV_KILLS", "10"))


def test_kill_9_at_random_moments_of_an_import_loses_nothing(slow_archive: Path, parts, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    # How long an uninterrupted import takes here, so the kills land all through it (and a few after).
    timing = tmp_path / "timing"
    deck_folder(timing / "cousins", "1.0")
    process = subprocess.Popen([sys.executable, "-c", IMPORTER, str(slow_archive), str(timing)], env=env,
                               stdout=subprocess.PIPE)
    assert process.stdout is not None and process.stdout.readline().strip() == b"ready"
    started = time.perf_counter()
    assert process.stdout.readline().strip() == b"done" and process.wait() == 0
    whole = time.perf_counter() - started
    rng = random.Random(2026)
    outcomes: list[str] = []
    for attempt in range(KILLS):
        users = tmp_path / f"run{attempt}"
        original = deck_folder(users / "cousins", "1.0")
        before = tree_digest(original)
        process = subprocess.Popen([sys.executable, "-c", IMPORTER, str(slow_archive), str(users)], env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert process.stdout is not None and process.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0, whole * 1.1))
        process.send_signal(signal.SIGKILL)
        out, _ = process.communicate()
        recover_interrupted_installs(users)  # what the next start does

        names = sorted(p.name for p in users.iterdir())
        assert names in (["cousins"], [REPLACED_DIR, "cousins"]), f"left behind: {names}"
        deck = load_deck(users / "cousins", parts, Origin.USER)  # a whole deck, never half one
        if deck.manifest.version == "1.0":
            assert tree_digest(users / "cousins") == before
            outcomes.append("kept")
        else:
            (kept,) = (users / REPLACED_DIR).iterdir()
            assert tree_digest(kept) == before, "the replaced family deck is kept whole, photos and all"
            outcomes.append("installed")
        assert not any(p.name.startswith(".") for p in (users / "cousins").rglob("*"))
    assert len(outcomes) == KILLS
    print(f"{KILLS} kills over an import of {whole:.2f} s: {outcomes.count('kept')} kept the old deck, "
          f"{outcomes.count('installed')} installed the new one; nothing lost")
