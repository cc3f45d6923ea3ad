"""Any bytes given as a ``.yanivdeck``: installed whole, or refused with ImportRefused,
never another exception, never anything left half-installed.

The Hypothesis runs are bounded for CI; ``YANIV_FUZZ_EXAMPLES=N`` runs N examples each.
"""

from __future__ import annotations

import functools
import os
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.decks.test_archive import SVG, make_archive, manifest_bytes, photo_with_gps
from yaniv_desktop.decks.archive import import_deck
from yaniv_desktop.decks.errors import ImportRefused
from yaniv_desktop.decks.parts import PartLibrary

EXAMPLES = int(os.environ.get("YANIV_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PARTS = PartLibrary()


@functools.cache
def valid_archive() -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        art = {"KH": "art/kh.jpg", "QH": "art/qh.svg"}
        path = make_archive(Path(folder) / "a.yanivdeck", [("deck.json", manifest_bytes(art=art)),
                                                          ("art/kh.jpg", photo_with_gps()), ("art/qh.svg", SVG)])
        return path.read_bytes()


def try_import(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        users = root / "decks"
        (users / "keep").mkdir(parents=True)
        archive = root / "fuzzed.yanivdeck"
        archive.write_bytes(data)
        try:
            deck = import_deck(archive, users, PARTS, replace=True)
        except ImportRefused as refused:
            assert "fuzzed.yanivdeck" in str(refused)
            assert sorted(p.name for p in users.iterdir()) == ["keep"], "nothing half-installed"
        else:
            assert deck.folder.parent == users and (deck.folder / "deck.json").is_file()
            shutil.rmtree(deck.folder)
            assert sorted(p.name for p in users.iterdir()) == ["keep"]
        assert sorted(p.name for p in root.iterdir()) == ["decks", "fuzzed.yanivdeck"], "nothing outside the decks"


@FUZZ
@given(st.binary(max_size=4096))
def test_any_bytes(data: bytes) -> None:
    try_import(data)


@FUZZ
@given(st.data())
def test_a_real_archive_with_bytes_changed(data: st.DataObject) -> None:
    archive = bytearray(valid_archive())
    for _ in range(data.draw(st.integers(1, 8))):
        at = data.draw(st.integers(0, len(archive) - 1))
        archive[at] = data.draw(st.integers(0, 255))
    try_import(bytes(archive))


@FUZZ
@given(st.integers(min_value=1, max_value=4000))
def test_a_real_archive_cut_short(cut: int) -> None:
    archive = valid_archive()
    try_import(archive[: max(0, len(archive) - cut)])
