"""Any bytes in the settings file or the saved match: the app still starts, says what was
wrong once, keeps the file aside, and loses nothing else.

The Hypothesis runs are bounded for CI; ``YANIV_FUZZ_EXAMPLES=N`` runs N examples each.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from yaniv_desktop.storage import Storage
from yaniv_desktop.storage.paths import resolve_paths

from .helpers import new_match, play

EXAMPLES = int(os.environ.get("YANIV_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


def saved_match_file(**changes: object) -> str:
    """A real saved match (a few moves in), with some fields changed."""
    with tempfile.TemporaryDirectory() as folder, Storage.open(folder) as storage:
        match = new_match("israeli", 2, seed=7)
        play(match, max_steps=9)
        storage.autosave.save(match.to_record(), players=(), preset="israeli", decks=["classic"])
        data = json.loads(storage.paths.autosave_file.read_text(encoding="utf-8"))
    data.update(changes)
    return json.dumps(data)


def open_with(folder: Path, *, settings_text: bytes | None = None, autosave_text: bytes | None = None) -> Storage:
    paths = resolve_paths(folder)
    paths.ensure()
    if settings_text is not None:
        paths.settings_file.write_bytes(settings_text)
    if autosave_text is not None:
        paths.autosave_file.write_bytes(autosave_text)
    return Storage.open(folder)


def aside(folder: Path, name: str) -> list[Path]:
    paths = resolve_paths(folder)
    where = paths.config_dir if name == "settings" else paths.data_dir
    return [p for p in where.iterdir() if p.name.startswith(name if name == "settings" else "match-in-progress")
            and p.name not in ("settings.json", "match-in-progress.json")]


@pytest.mark.parametrize(("label", "text"), [
    ("nested 100,000 levels", "[" * 100_000 + "]" * 100_000),
    ("nested inside settings", '{"version": 1, "settings": {"language": ' + "[" * 100_000 + "]" * 100_000 + "}}"),
    ("a 5,000-digit number", '{"version": 1, "settings": {"animation_speed": ' + "9" * 5000 + "}}"),
    ("a 5,000-digit version", '{"version": ' + "1" * 5000 + ', "settings": {}}'),
])
def test_a_hostile_settings_file_starts_with_defaults_and_says_so(tmp_path: Path, label: str, text: str) -> None:
    storage = open_with(tmp_path, settings_text=text.encode())
    with storage:
        assert storage.settings.language == "system"
        assert len(storage.problems) >= 1 and "settings" in str(list(storage.problems)[0])
    assert aside(tmp_path, "settings"), f"{label}: the file was kept aside for inspection"


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,
    '{"format": "yaniv-desktop-match-in-progress", "version": 1, "record": ' + "[" * 100_000 + "]" * 100_000 + "}",
    '{"format": "yaniv-desktop-match-in-progress", "version": ' + "7" * 5000 + "}",
])
def test_a_hostile_saved_match_is_set_aside_and_the_app_starts(tmp_path: Path, text: str) -> None:
    with open_with(tmp_path, autosave_text=text.encode()) as storage:
        assert storage.resumable is None
        assert any("saved match" in str(p) for p in storage.problems)
    assert aside(tmp_path, "match")


@pytest.mark.parametrize(("field", "value"), [("saved_at", "yesterday"), ("decks", 5), ("decks", [1, 2]),
                                              ("started_at", [1]), ("preset", {"x": 1}), ("match_id", "7")])
def test_a_wrong_detail_of_a_saved_match_keeps_the_match(tmp_path: Path, field: str, value: object) -> None:
    text = saved_match_file(**{field: value})
    with open_with(tmp_path, autosave_text=text.encode()) as storage:
        assert storage.resumable is not None, "the match itself is intact: it is offered again"
        assert storage.resumable.match.round is not None
        said = [str(p) for p in storage.problems]
        assert any(field in line for line in said), said


@FUZZ
@given(st.binary(max_size=400))
def test_any_bytes_as_settings(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder, open_with(Path(folder), settings_text=data) as storage:
        assert storage.settings.language in ("system", "en", "he", "ar", "sv", "nl")


@FUZZ
@given(json_values)
def test_any_json_as_settings(value: object) -> None:
    for document in (value, {"version": 1, "settings": value}, {"version": value, "settings": {"language": value}}):
        text = json.dumps(document).encode()
        with tempfile.TemporaryDirectory() as folder, open_with(Path(folder), settings_text=text) as storage:
            storage.settings.set("coach", False)  # and it still saves


@FUZZ
@given(st.binary(max_size=400))
def test_any_bytes_as_a_saved_match(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder, open_with(Path(folder), autosave_text=data) as storage:
        assert storage.resumable is None or storage.resumable.match is not None


@FUZZ
@given(st.sampled_from(["saved_at", "decks", "players", "preset", "started_at", "match_id", "version", "record"]),
       json_values)
def test_any_value_in_any_field_of_a_saved_match(field: str, value: object) -> None:
    text = saved_match_file(**{field: value}).encode()
    with tempfile.TemporaryDirectory() as folder, open_with(Path(folder), autosave_text=text) as storage:
        if field not in ("players", "version", "record"):
            assert storage.resumable is not None, f"a wrong {field} must not lose the match"


@FUZZ
@given(st.integers(min_value=1, max_value=2000))
def test_a_saved_match_cut_short_anywhere(cut: int) -> None:
    text = saved_match_file().encode()
    with tempfile.TemporaryDirectory() as folder, open_with(Path(folder), autosave_text=text[: len(text) - cut]) as storage:
        assert storage.resumable is None
        assert any("saved match" in str(p) for p in storage.problems)



def test_what_an_interrupted_run_left_half_written_is_cleared_at_start(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path)
    paths.ensure()
    paths.user_decks_dir.mkdir(parents=True, exist_ok=True)
    leftovers = [paths.data_dir / ".match-in-progress.json.4242.tmp", paths.config_dir / ".settings.json.77.tmp"]
    for leftover in leftovers:
        leftover.write_text("{half", encoding="utf-8")
    kept = [paths.user_decks_dir / "cousins" / "deck.json", paths.data_dir / "notes.tmp"]
    for path in kept:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{}", encoding="utf-8")
    with Storage.open(tmp_path):
        assert not any(p.exists() for p in leftovers)
        assert all(p.exists() for p in kept), "only the app's own leftovers go"


def test_a_second_copy_of_the_app_removes_nothing(tmp_path: Path) -> None:
    with Storage.open(tmp_path) as first:
        half = first.paths.data_dir / ".match-in-progress.json.99.tmp"
        half.write_text("{being written", encoding="utf-8")
        with pytest.raises(Exception, match="already"):
            Storage.open(tmp_path)
        assert half.exists(), "the copy holding the lock may still be writing it"
