"""Settings: every setting declared once, stored in one versioned JSON file.

The declarations in :data:`DECLARATIONS` are the only place a setting exists (name,
type, default, allowed values, one line of help), the way qutebrowser declares its
configuration.  The file is ``{"version": N, "settings": {name: value, …}}``::

    settings = Settings.load(paths.settings_file, problems)
    settings.language              # "system"
    settings["card_size"]          # "medium"
    settings.set("coach", False)   # validated, then written atomically
    settings.update(animation_speed=2.0, table_theme="blue")
    settings.reset("language")
    settings.on_change(lambda name, value: ...)

Loading never fails.  A file that is corrupt or truncated, written by a newer
version, or holds values of the wrong type keeps every value that is still good;
the bad file is moved aside (``settings.json.damaged-<time>``), a clean one is
written, and a message naming both files is added to ``problems``.  Older files are
upgraded by :data:`MIGRATIONS`, one version at a time.  Writing goes through a temp
file and ``os.replace``; if it fails (read-only folder, disk full) the new value is
still used for this session and ``problems`` says it could not be saved.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ai.newcomer import DEFAULT_DIFFICULTY, DIFFICULTY_IDS
from ..core.messages import QT_TRANSLATE_NOOP
from . import safe_json
from .atomic import atomic_write_text, describe_os_error, move_aside
from .messages import Message
from .problems import Problems

SETTINGS_VERSION = 2

LANGUAGES = ("system", "en", "he", "ar", "sv", "nl")
TABLE_THEMES = ("green", "blue", "red", "wood", "dark", "high_contrast")
CARD_SIZES = ("small", "medium", "large")
HAND_ORDERS = ("arranged", "rank", "suit")
LAST_NEW_MATCH_KEYS = {"seats": list, "preset": str, "options": dict, "decks": list}


class SettingError(ValueError):
    """A value a setting does not accept; the message names the setting."""


@dataclass(frozen=True, slots=True)
class Setting:
    name: str
    type: type  # bool, int, float, str or dict (a JSON object)
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: float | None = None
    maximum: float | None = None
    nullable: bool = False
    max_length: int | None = None

    def coerce(self, value: Any) -> Any:
        """The value in this setting's type, or raise :class:`SettingError` saying why."""
        if value is None:
            if self.nullable:
                return None
            raise SettingError(f"{self.name}: a value is needed ({self.help})")
        t = self.type
        if t is bool:
            if not isinstance(value, bool):
                raise SettingError(f"{self.name}: {value!r} is not true or false")
        elif t is float:
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise SettingError(f"{self.name}: {value!r} is not a number")
            value = float(value)
        elif t is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise SettingError(f"{self.name}: {value!r} is not a whole number")
        elif t is str:
            if not isinstance(value, str):
                raise SettingError(f"{self.name}: {value!r} is not text")
            if self.max_length is not None and len(value) > self.max_length:
                raise SettingError(f"{self.name}: longer than {self.max_length} characters")
        elif t is dict:
            if not isinstance(value, dict):
                raise SettingError(f"{self.name}: {value!r} is not an object")
            _check_last_new_match(self.name, value)
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise SettingError(f"{self.name}: {value!r} is not one of {allowed}")
        if self.minimum is not None and value < self.minimum:
            raise SettingError(f"{self.name}: {value!r} is below the minimum {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise SettingError(f"{self.name}: {value!r} is above the maximum {self.maximum}")
        return value


def _check_last_new_match(name: str, value: dict[str, Any]) -> None:
    for key, kind in LAST_NEW_MATCH_KEYS.items():
        if key in value and not isinstance(value[key], kind):
            raise SettingError(f"{name}: {key!r} must be a JSON {kind.__name__}")
    try:
        json.dumps(value)
    except (TypeError, ValueError) as exc:
        raise SettingError(f"{name}: not JSON-ready ({exc})") from None


# ----- the one place every setting is declared -------------------------------------

DECLARATIONS: tuple[Setting, ...] = (
    Setting("language", str, "system", "interface language; 'system' follows the computer",
            choices=LANGUAGES),
    Setting("player_name", str, "You", "the name shown for the human player", max_length=40),
    Setting("animations_enabled", bool, True, "animate cards moving on the table"),
    Setting("animation_speed", float, 1.0, "animation speed factor, 0.25 (slow) to 4 (fast)",
            minimum=0.25, maximum=4.0),
    Setting("coach", bool, True, "the coach explains rules and suggests moves"),
    Setting("hints_enabled", bool, True, "highlight the legal throws and takes"),
    Setting("table_theme", str, "green", "the colour of the table", choices=TABLE_THEMES),
    Setting("card_size", str, "medium", "how large cards are drawn", choices=CARD_SIZES),
    Setting("hand_order", str, "arranged", "your hand as you arrange it, or always sorted by rank or by suit",
            choices=HAND_ORDERS),
    Setting("last_new_match", dict, None,
            "the new-match dialog's last choices: {seats, preset, options, decks}", nullable=True),
    Setting("sound_enabled", bool, True, "play the game's sounds"),
    Setting("sound_volume", int, 70, "sound volume, 0 (silent) to 100", minimum=0, maximum=100),
    Setting("welcomed", bool, False, "the welcome has been shown (and finished or skipped)"),
    Setting("difficulty", str, DEFAULT_DIFFICULTY, "the opponents chosen in the welcome",
            choices=DIFFICULTY_IDS),
)

BY_NAME: dict[str, Setting] = {s.name: s for s in DECLARATIONS}
DEFAULTS: dict[str, Any] = {s.name: s.default for s in DECLARATIONS}


# ----- migrations: MIGRATIONS[n] turns a version-n "settings" dict into version n+1 ----

_OLD_SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.0}


def _v1_to_v2(values: dict[str, Any]) -> dict[str, Any]:
    """Version 1 (the first layout) named the table colour ``theme`` and stored the
    animation speed as a word."""
    out = dict(values)
    if "theme" in out and "table_theme" not in out:
        out["table_theme"] = out.pop("theme")
    speed = out.get("animation_speed")
    if isinstance(speed, str):
        out["animation_speed"] = _OLD_SPEEDS.get(speed, speed)
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


# ----- the settings object ----------------------------------------------------------

class Settings:
    """The current settings; see the module docstring."""

    def __init__(self, path: Path | None, values: Mapping[str, Any] | None = None,
                 problems: Problems | None = None, extra: Mapping[str, Any] | None = None) -> None:
        object.__setattr__(self, "_path", path)
        object.__setattr__(self, "_values", dict(DEFAULTS))
        object.__setattr__(self, "_extra", dict(extra or {}))
        object.__setattr__(self, "_problems", problems if problems is not None else Problems())
        object.__setattr__(self, "_listeners", [])
        object.__setattr__(self, "saved", True)
        for name, value in (values or {}).items():
            self._values[name] = BY_NAME[name].coerce(value)

    # reading
    def __getattr__(self, name: str) -> Any:
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"no setting named {name!r}") from None

    def __getitem__(self, name: str) -> Any:
        if name not in BY_NAME:
            raise KeyError(f"no setting named {name!r}")
        return self._values[name]

    def __setattr__(self, name: str, value: Any) -> None:
        if name in BY_NAME:
            self.set(name, value)
        else:
            object.__setattr__(self, name, value)

    def __setitem__(self, name: str, value: Any) -> None:
        self.set(name, value)

    def __iter__(self) -> Iterator[str]:
        return iter(BY_NAME)

    def as_dict(self) -> dict[str, Any]:
        return dict(self._values)

    @property
    def path(self) -> Path | None:
        return self._path

    # writing
    def set(self, name: str, value: Any) -> bool:
        """Validate and store one setting, then save; True when it reached the disk."""
        return self.update({name: value})

    def update(self, values: Mapping[str, Any] | None = None, **more: Any) -> bool:
        changes = {**(values or {}), **more}
        coerced = {}
        for name, value in changes.items():
            if name not in BY_NAME:
                raise SettingError(f"{name}: no such setting; the settings are {', '.join(BY_NAME)}")
            coerced[name] = BY_NAME[name].coerce(value)
        changed = {n: v for n, v in coerced.items() if self._values[n] != v}
        self._values.update(coerced)
        for name, value in changed.items():
            for listener in list(self._listeners):
                listener(name, value)
        return self.save() if changed or not self.saved else self.saved

    def reset(self, name: str) -> bool:
        return self.set(name, BY_NAME[name].default)

    def on_change(self, listener: Callable[[str, Any], None]) -> None:
        self._listeners.append(listener)

    def to_json(self) -> str:
        data = {"version": SETTINGS_VERSION, "settings": {**self._extra, **self._values}}
        return json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n"

    def save(self) -> bool:
        """Write the file atomically; on failure keep going and report it once."""
        if self._path is None:
            return False
        try:
            atomic_write_text(self._path, self.to_json())
        except OSError as exc:
            object.__setattr__(self, "saved", False)
            self._problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "Cannot save the settings to {path}: {reason}. "
                                  "Your changes apply until you close the game."),
                path=self._path, reason=describe_os_error(exc),
            ))
            return False
        object.__setattr__(self, "saved", True)
        return True

    # loading
    @classmethod
    def load(cls, path: Path | None, problems: Problems | None = None) -> Settings:
        problems = problems if problems is not None else Problems()
        if path is None:
            return cls(None, problems=problems)
        try:
            raw = path.read_bytes()
        except (FileNotFoundError, NotADirectoryError):
            return cls(path, problems=problems)
        except OSError as exc:  # unreadable: use defaults, and never overwrite what we could not read
            problems.report(Message(
                QT_TRANSLATE_NOOP("Storage", "Cannot read the settings file {path}: {reason}; "
                                  "the default settings are used and changes are not saved."),
                path=path, reason=describe_os_error(exc),
            ))
            settings = cls(None, problems=problems)
            object.__setattr__(settings, "saved", False)
            return settings
        values, extra, trouble, rewrite = _parse(raw)
        settings = cls(path, values, problems, extra)
        if trouble:
            try:
                aside = move_aside(path, "newer" if trouble.template == NEWER else "damaged")
                where = Message(QT_TRANSLATE_NOOP("Storage", "it was moved to {aside}"), aside=aside)
            except OSError as exc:
                where = Message(QT_TRANSLATE_NOOP("Storage", "it could not be moved aside ({reason})"),
                                reason=describe_os_error(exc))
            kept = len(values)
            if kept == 1:
                template = QT_TRANSLATE_NOOP("Storage", "The settings file {path} {trouble}; {where}. "
                                             "1 setting kept, the others are back to their defaults.")
            else:
                template = QT_TRANSLATE_NOOP("Storage", "The settings file {path} {trouble}; {where}. "
                                             "{kept} settings kept, the others are back to their defaults.")
            problems.report(Message(template, path=path, trouble=trouble, where=where, kept=kept))
            settings.save()
        elif rewrite:
            settings.save()
        return settings


NEWER = QT_TRANSLATE_NOOP("Storage", "was written by a newer version of Yaniv Desktop (settings version {version}, "
                          "this one reads up to {readable})")


def _parse(raw: bytes) -> tuple[dict[str, Any], dict[str, Any], Message | None, bool]:
    """(good values, unknown keys, what was wrong or None, needs rewriting)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("utf-8", errors="replace")
        return _salvage(text), {}, Message(QT_TRANSLATE_NOOP("Storage", "was damaged (not UTF-8 text)")), True
    try:
        data = safe_json.loads(text)
    except safe_json.JsonProblem as problem:
        cause = problem.__cause__
        if isinstance(cause, json.JSONDecodeError):  # said in the settings' own words (past tense)
            return _salvage(text), {}, Message(
                QT_TRANSLATE_NOOP("Storage", "was damaged or cut short (at line {line}, column {column})"),
                line=cause.lineno, column=cause.colno), True
        return _salvage(text), {}, problem.what, True
    if not isinstance(data, dict) or not isinstance(data.get("settings"), dict):
        return {}, {}, Message(QT_TRANSLATE_NOOP("Storage", "is not a settings file (no \"settings\" object)")), True
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return _good(data["settings"])[0], {}, Message(
            QT_TRANSLATE_NOOP("Storage", "has no valid version number ({version})"), version=repr(version)), True
    stored = dict(data["settings"])
    if version > SETTINGS_VERSION:
        good, _ = _good(stored)
        return good, {}, Message(NEWER, version=version, readable=SETTINGS_VERSION), True
    rewrite = False
    while version < SETTINGS_VERSION:
        try:
            stored = MIGRATIONS[version](stored)
        except Exception as exc:  # a broken old file must not stop the game
            return _good(stored)[0], {}, Message(
                QT_TRANSLATE_NOOP("Storage", "could not be upgraded from version {version} ({detail})"),
                version=version, detail=str(exc)), True
        version += 1
        rewrite = True
    good, bad = _good(stored)
    extra = {k: v for k, v in stored.items() if k not in BY_NAME}
    if bad:
        return good, extra, Message(QT_TRANSLATE_NOOP("Storage", "had values of the wrong type ({details})"),
                                    details="; ".join(bad)), True
    return good, extra, None, rewrite


def _good(stored: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    good: dict[str, Any] = {}
    bad: list[str] = []
    for name, value in stored.items():
        if name not in BY_NAME:
            continue
        try:
            good[name] = BY_NAME[name].coerce(value)
        except SettingError as exc:
            bad.append(str(exc))
    return good, bad


def _salvage(text: str) -> dict[str, Any]:
    """Recover whole ``"name": value`` pairs from a damaged or truncated file."""
    decoder = json.JSONDecoder()
    found: dict[str, Any] = {}
    for setting in DECLARATIONS:
        for m in re.finditer('"' + re.escape(setting.name) + r'"\s*:\s*', text):
            try:
                value, _ = decoder.raw_decode(text, m.end())
                found[setting.name] = setting.coerce(value)
            except (ValueError, SettingError, RecursionError):  # a huge number, deep nesting: not salvaged
                continue
    return found
