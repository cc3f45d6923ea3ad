"""A real full disk: the data folder on a small filesystem that the test fills up.

Needs permission to mount a tmpfs (root, as in CI's container); elsewhere the injected
``ENOSPC`` tests in test_store, test_settings and test_history stand in for it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from yaniv_desktop.decks.archive import import_deck
from yaniv_desktop.decks.errors import ImportRefused
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.storage import Storage

from .helpers import new_match, play, players_for, step


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    where = tmp_path / "small"
    where.mkdir()
    if os.name != "posix" or os.geteuid() != 0:
        pytest.skip("mounting a small filesystem needs root")
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(where)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode(errors='replace').strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder: Path, leave: int = 0) -> Path:
    """Take every free byte of the filesystem but ``leave``; return the filler (remove it to free space)."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    try:
        for chunk in (1 << 16, 1 << 12, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * chunk)
    finally:
        os.close(fd)
    if leave:
        os.truncate(filler, filler.stat().st_size - leave)
    else:
        with pytest.raises(OSError) as caught:
            (folder / "probe").write_bytes(b"x" * 4096)
        assert caught.value.errno == errno.ENOSPC
    return filler


def test_a_full_disk_mid_match_loses_nothing_and_says_so(small_disk: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("YANIV_DESKTOP_DATA_DIR", str(small_disk / "profile"))
    storage = Storage.open()
    session = storage.start_match(new_match("speedy", 2, 5), players_for(2), preset="speedy", decks=["classic"])
    play(session.match, session.after_action, max_steps=40)
    good = storage.paths.autosave_file.read_bytes()
    rounds_before = storage.history.recorded_rounds(session.match_id)

    filler = fill(small_disk)
    saved = [session.after_action() for _ in range(12) if step(session.match)]
    assert not all(saved), "some save failed on the full disk"
    said = " | ".join(str(p) for p in storage.problems)
    assert "full" in said, said
    assert "cannot rollback" not in said
    assert storage.paths.autosave_file.read_bytes() == good or storage.paths.autosave_file.stat().st_size > 0
    storage.settings.coach = not storage.settings.coach
    assert not storage.settings.save()
    assert not [p for p in storage.paths.data_dir.iterdir() if p.name.endswith(".tmp")], "no half-written file"

    filler.unlink()  # space again: saving resumes and the rest of the match reaches the history
    play(session.match, session.after_action)
    assert storage.settings.save() and storage.can_save
    storage.close()
    with Storage.open() as again:
        detail = again.history.match(session.match_id)
        assert detail.row.status == "finished"
        assert again.history.recorded_rounds(session.match_id) >= rounds_before
        assert len(detail.rounds) == len(session.match.records), "every round reached the history"


def test_a_deck_import_on_a_full_disk_is_refused_whole(small_disk: Path, tmp_path: Path) -> None:
    from tests.decks.test_archive import make_archive, manifest_bytes
    from yaniv_desktop.ui.decks.import_bench import noise_png

    users = small_disk / "decks"
    keep = users / "cousins"
    keep.mkdir(parents=True)
    (keep / "deck.json").write_bytes(manifest_bytes(version="1.0"))
    art = {"KH": "art/kh.png", "QH": "art/qh.png"}
    archive = make_archive(tmp_path / "big.yanivdeck", [("deck.json", manifest_bytes(version="2.0", art=art))]
                           + [(rel, noise_png(700, 700, seed=i)) for i, rel in enumerate(art.values())])
    fill(small_disk, leave=300_000)  # room for the manifest and a little more, not for the photos
    with pytest.raises(ImportRefused) as caught:
        import_deck(archive, users, PartLibrary(), replace=True)
    assert "big.yanivdeck" in str(caught.value) and "No space left" in str(caught.value)
    assert sorted(p.name for p in users.iterdir()) == ["cousins"], "nothing half-installed"
    assert (keep / "deck.json").read_bytes() == manifest_bytes(version="1.0")
