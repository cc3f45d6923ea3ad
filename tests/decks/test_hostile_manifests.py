"""Any bytes as a deck's ``deck.json``: a DeckManifest or a DeckError naming the file and
the field, never another exception; a deck scan lists such a deck as broken and still
loads every other deck.

The Hypothesis runs are bounded for CI; ``YANIV_FUZZ_EXAMPLES=N`` runs N examples each.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.test_hostile_scenarios import FUZZ, bytes_changed, hostile_json, mutated
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.manifest import MANIFEST_NAME, MAX_MANIFEST_BYTES, DeckManifest, load_manifest
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import Origin, default_builtin_dir, scan

BUILT_IN = sorted(default_builtin_dir().glob(f"*/{MANIFEST_NAME}"))
MANIFESTS = [json.loads(p.read_text(encoding="utf-8")) for p in BUILT_IN]
PARTS = PartLibrary()
TOP_FIELDS = sorted({key for m in MANIFESTS for key in m})


def texts(manifest: DeckManifest) -> list[str]:
    """Every piece of text a manifest gives the app to draw or save."""
    found = [manifest.id, manifest.version, *manifest.name.values(), *manifest.community.values(),
             *manifest.credits, *manifest.corner_labels.values(), *manifest.art.values()]
    for words in manifest.legend.values():
        found += words.values()
    return found


def load(raw: bytes) -> DeckManifest | None:
    """``raw`` as a deck folder's manifest: the manifest, or None after a proper DeckError."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / MANIFEST_NAME
        path.write_bytes(raw)
        try:
            manifest = load_manifest(Path(folder))
        except DeckError as error:
            assert error.file == str(path) and str(path) in str(error)
            assert error.message and str(error).encode("utf-8"), "a message that can be shown and logged"
            return None
    for text in texts(manifest):
        text.encode("utf-8")  # drawn into SVG, written to archives: must be real text
    return manifest


def load_json(value: Any) -> DeckManifest | None:
    return load(json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass"))


def test_every_built_in_manifest_loads() -> None:
    assert len(BUILT_IN) >= 28
    for path in BUILT_IN:
        assert load(path.read_bytes()) is not None, path


@pytest.mark.parametrize(("label", "raw", "words"), [
    ("nested 100,000 levels", b"[" * 100_000 + b"]" * 100_000, "nested more than 64"),
    ("deep inside a field", b'{"format": 1, "name": ' + b"{\"en\": " * 5000 + b"1" + b"}" * 5000 + b"}",
     "nested more than 64"),
    ("a 5,000-digit format", b'{"format": ' + b"9" * 5000 + b"}", "number too long"),
    ("not UTF-8", b'{"id": "\xff"}', "not UTF-8"),
    ("too large", b" " * (MAX_MANIFEST_BYTES + 1) + b"{}", "larger than"),
    ("a lone surrogate in a name", json.dumps({**MANIFESTS[0], "name": {**MANIFESTS[0]["name"], "he": "\ud800"}}).encode(),
     "surrogate"),
    ("a lone surrogate in a corner", json.dumps(
        {**MANIFESTS[0], "corner_labels": {**MANIFESTS[0]["corner_labels"], "K": "K\udfff"}}).encode(), "surrogate"),
    ("a strange key", b'{"\\ud800\\u0007": 1}', "unknown field"),
    ("empty", b"", "not valid JSON"),
])
def test_a_hostile_manifest_names_the_problem(label: str, raw: bytes, words: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / MANIFEST_NAME).write_bytes(raw)
        with pytest.raises(DeckError) as caught:
            load_manifest(Path(folder))
    assert words in str(caught.value), label
    str(caught.value).encode("utf-8")


def test_a_manifest_that_is_not_a_plain_file_is_never_opened(tmp_path: Path) -> None:
    (tmp_path / "folder" / MANIFEST_NAME).mkdir(parents=True)
    with pytest.raises(DeckError, match="plain file"):
        load_manifest(tmp_path / "folder")
    if hasattr(os, "mkfifo"):  # opening a pipe no one writes to would wait for ever
        (tmp_path / "pipe").mkdir()
        os.mkfifo(tmp_path / "pipe" / MANIFEST_NAME)
        with pytest.raises(DeckError, match="plain file"):
            load_manifest(tmp_path / "pipe")
    with pytest.raises(DeckError, match="no deck.json"):
        load_manifest(tmp_path)


@FUZZ
@given(st.binary(max_size=600))
def test_any_bytes_as_a_manifest(raw: bytes) -> None:
    load(raw)


@FUZZ
@given(hostile_json)
def test_any_json_as_a_manifest(value: Any) -> None:
    load_json(value)


@FUZZ
@given(st.sampled_from(MANIFESTS), st.sampled_from(TOP_FIELDS), hostile_json)
def test_any_value_in_any_field_of_a_real_manifest(manifest: dict[str, Any], field: str, value: Any) -> None:
    load_json({**manifest, field: value})


@FUZZ
@given(mutated(MANIFESTS))
def test_any_value_anywhere_in_a_real_manifest(manifest: Any) -> None:
    load_json(manifest)


@FUZZ
@given(st.sampled_from(BUILT_IN), st.integers(min_value=1, max_value=20_000))
def test_a_real_manifest_cut_short_anywhere(path: Path, cut: int) -> None:
    raw = path.read_bytes().rstrip()
    assert load(raw[: max(0, len(raw) - cut)]) is None


@FUZZ
@given(bytes_changed(BUILT_IN))
def test_a_real_manifest_with_bytes_changed(raw: bytes) -> None:
    load(raw)


@FUZZ
@given(st.binary(max_size=300) | mutated(MANIFESTS).map(lambda m: json.dumps(m).encode()))
def test_a_scan_lists_a_hostile_deck_as_broken_and_loads_the_others(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        user = Path(folder)
        shutil.copytree(default_builtin_dir() / "classic", user / "cousins")
        manifest = json.loads((user / "cousins" / MANIFEST_NAME).read_text(encoding="utf-8"))
        (user / "cousins" / MANIFEST_NAME).write_text(json.dumps({**manifest, "id": "cousins"}), encoding="utf-8")
        (user / "hostile").mkdir()
        (user / "hostile" / MANIFEST_NAME).write_bytes(raw)
        registry = scan([(default_builtin_dir(), Origin.BUILT_IN), (user, Origin.USER)], PARTS)
    ids = registry.ids()
    assert len(ids) >= len(BUILT_IN) + 1 and "cousins" in ids, [b.message for b in registry.broken]
    hostile = [b for b in registry.broken if b.folder.name == "hostile"]
    loaded = [d for d in registry.decks if d.folder.name == "hostile"]
    assert len(hostile) + len(loaded) == 1
    assert all(b.folder.name == "hostile" for b in registry.broken), "only the hostile deck is broken"
    for broken in hostile:
        assert str(user / "hostile") in broken.message
