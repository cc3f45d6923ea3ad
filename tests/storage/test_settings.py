"""Settings: declared once, versioned, migrated, written atomically, never lost."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from yaniv_desktop.storage.problems import Problems
from yaniv_desktop.storage.settings import (
    BY_NAME,
    DECLARATIONS,
    DEFAULTS,
    SETTINGS_VERSION,
    SettingError,
    Settings,
)


@pytest.fixture
def path(data_dir: Path) -> Path:
    return data_dir / "config" / "settings.json"


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def aside_files(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + "."))


def test_every_setting_the_game_needs_is_declared_once() -> None:
    names = [s.name for s in DECLARATIONS]
    assert len(names) == len(set(names))
    for name in ("language", "animations_enabled", "animation_speed", "coach", "table_theme",
                 "card_size", "player_name", "last_new_match", "hints_enabled"):
        assert name in BY_NAME
    assert DEFAULTS["language"] == "system"
    assert DEFAULTS["coach"] is True
    assert set(BY_NAME["language"].choices) == {"system", "en", "he", "ar", "sv", "nl"}
    assert BY_NAME["card_size"].choices == ("small", "medium", "large")
    assert "high_contrast" in BY_NAME["table_theme"].choices
    for s in DECLARATIONS:  # every default passes its own declaration
        assert s.coerce(s.default) == s.default


def test_defaults_without_a_file(path: Path) -> None:
    problems = Problems()
    s = Settings.load(path, problems)
    assert s.as_dict() == DEFAULTS
    assert not problems
    assert not path.exists()  # nothing written until something changes


def test_set_validates_and_saves_atomically(path: Path) -> None:
    s = Settings.load(path)
    assert s.set("card_size", "large")
    s.animation_speed = 2  # attribute form; an int is a fine number
    s["last_new_match"] = {"seats": [{"kind": "human"}], "preset": "israeli", "options": {}, "decks": ["classic"]}
    data = json.loads(path.read_text())
    assert data["version"] == SETTINGS_VERSION
    assert data["settings"]["card_size"] == "large"
    assert data["settings"]["animation_speed"] == 2.0
    assert Settings.load(path).last_new_match["preset"] == "israeli"
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp file left


@pytest.mark.parametrize(("name", "value", "words"), [
    ("language", "fr", "not one of"), ("animation_speed", 10, "above the maximum"),
    ("animation_speed", 0.1, "below the minimum"), ("coach", "yes", "not true or false"),
    ("card_size", 3, "not text"), ("last_new_match", {"seats": "x"}, "'seats' must be"),
    ("nonsense", 1, "no such setting"), ("animation_speed", float("nan"), "not a number"),
])
def test_bad_values_are_refused_by_name(path: Path, name: str, value: object, words: str) -> None:
    s = Settings.load(path)
    with pytest.raises(SettingError, match=words) as info:
        s.set(name, value)
    assert name in str(info.value)
    assert s.as_dict() == DEFAULTS


def test_change_listeners(path: Path) -> None:
    s = Settings.load(path)
    seen = []
    s.on_change(lambda n, v: seen.append((n, v)))
    s.update(coach=False, table_theme="blue")
    s.set("coach", False)  # unchanged: no second call
    assert seen == [("coach", False), ("table_theme", "blue")]
    s.reset("coach")
    assert s.coach is True


def test_truncated_file_keeps_the_good_values(path: Path) -> None:
    good = Settings.load(path)
    good.update(language="he", card_size="large", player_name="Dana", coach=False)
    text = path.read_text()
    write(path, text[: text.index('"player_name"') + 20])  # cut in the middle of a value
    problems = Problems()
    s = Settings.load(path, problems)
    assert s.language == "he" and s.card_size == "large" and s.coach is False
    assert s.player_name == DEFAULTS["player_name"]  # the cut value is lost, nothing else
    assert len(problems) == 1 and str(path) in problems[0] and "moved to" in problems[0]
    (aside,) = aside_files(path)
    assert aside.read_text() == text[: text.index('"player_name"') + 20]  # the bad file is kept
    assert json.loads(path.read_text())["settings"]["language"] == "he"  # a clean file replaces it


def test_garbage_and_binary_files(path: Path) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\xff\xfe garbage \x89PNG")
    problems = Problems()
    s = Settings.load(path, problems)
    assert s.as_dict() == DEFAULTS
    assert "damaged" in problems[0]
    write(path, "[1, 2, 3]")
    problems = Problems()
    assert Settings.load(path, problems).as_dict() == DEFAULTS
    assert "not a settings file" in problems[0]


def test_wrong_types_keep_the_rest(path: Path) -> None:
    write(path, json.dumps({"version": SETTINGS_VERSION, "settings": {
        "language": "sv", "coach": "sometimes", "animation_speed": "fast!", "card_size": "small",
        "a_future_setting": 5}}))
    problems = Problems()
    s = Settings.load(path, problems)
    assert s.language == "sv" and s.card_size == "small"
    assert s.coach is True and s.animation_speed == 1.0
    assert "coach" in problems[0] and "animation_speed" in problems[0] and str(path) in problems[0]
    assert len(aside_files(path)) == 1
    # an unknown key is carried along, not dropped
    assert json.loads(path.read_text())["settings"]["a_future_setting"] == 5


def test_future_version_is_set_aside_not_overwritten(path: Path) -> None:
    original = json.dumps({"version": SETTINGS_VERSION + 5, "settings": {"language": "nl", "new_thing": [1]}})
    write(path, original)
    problems = Problems()
    s = Settings.load(path, problems)
    assert s.language == "nl"
    assert "newer version" in problems[0]
    (aside,) = aside_files(path)
    assert aside.read_text() == original


def test_migration_from_version_1(path: Path) -> None:
    write(path, json.dumps({"version": 1, "settings": {"theme": "blue", "animation_speed": "fast",
                                                       "language": "ar"}}))
    problems = Problems()
    s = Settings.load(path, problems)
    assert (s.table_theme, s.animation_speed, s.language) == ("blue", 2.0, "ar")
    assert not problems
    data = json.loads(path.read_text())
    assert data["version"] == SETTINGS_VERSION and "theme" not in data["settings"]


def test_unwritable_folder_keeps_playing(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the config folder should be")
    problems = Problems()
    s = Settings.load(blocker / "config" / "settings.json", problems)
    assert not s.set("coach", False)
    assert s.coach is False  # used for the session
    assert not s.saved
    assert "Cannot save the settings" in problems[0] and str(blocker) in problems[0]


def test_disk_full_leaves_the_old_file(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s = Settings.load(path)
    s.set("language", "he")
    before = path.read_text()

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    problems = Problems()
    s2 = Settings.load(path, problems)
    assert not s2.set("language", "en")
    assert "the disk is full" in problems[0]
    assert path.read_text() == before
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
