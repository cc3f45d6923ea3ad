"""Shared, parameterised SVG parts under ``assets/parts/<kind>/<name>.svg``.

A part is an SVG fragment drawn in a fixed coordinate space (portrait parts in
the 520 × 760 portrait box, frames and backs in the 630 × 880 card).  Its first
line declares the colours it takes and their defaults::

    <!-- part: skin=#c98f6b hair=#3b2a20 -->

and its body uses them as ``$skin``.  For every colour the library also offers
``$skin_dark``, ``$skin_deep`` and ``$skin_light`` shades, so a part can shade
itself from a single colour.  Only validated ``#rrggbb`` values are substituted,
so a manifest can never inject markup.
"""

from __future__ import annotations

import re
import threading
import zipfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from string import Template

from yaniv_desktop import resources
from yaniv_desktop.decks.errors import DeckError

_HEADER = re.compile(r"<!--\s*part:(?P<params>[^>]*?)-->")
_PARAM = re.compile(r"([a-z][a-z0-9_]*)=(#[0-9a-fA-F]{6})")
_COLOUR = re.compile(r"#[0-9a-f]{6}")
SHADES: Mapping[str, float] = {"dark": -0.22, "deep": -0.45, "light": 0.35}


def default_assets_dir() -> Path:
    return resources.assets_dir()  # from source and in a frozen build


@dataclass(frozen=True)
class Part:
    name: str
    defaults: Mapping[str, str]
    template: Template


def shade(colour: str, amount: float) -> str:
    """Mix towards black (amount < 0) or white (amount > 0)."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    target = 255 if amount > 0 else 0
    mixed = [round(c + (target - c) * abs(amount)) for c in rgb]
    return "#" + "".join(f"{c:02x}" for c in mixed)


PARTS_ARCHIVE = "parts.zip"
"""The frozen app ships the parts as one deflated archive beside where the folder would be:
the generated backs and frames are verbose SVG that packs about 30 to 1."""


class PartLibrary:
    """Loads parts from one assets folder (``parts/``, or ``parts.zip`` when there is no
    folder), each file once per library instance."""

    def __init__(self, assets_dir: Path | None = None) -> None:
        assets = assets_dir or default_assets_dir()
        self.root = assets / "parts"
        self._parts: dict[str, Part] = {}
        self._lock = threading.Lock()
        self._archive: zipfile.ZipFile | None = None
        self._archived: frozenset[str] = frozenset()
        if not self.root.is_dir() and (assets / PARTS_ARCHIVE).is_file():
            self._archive = zipfile.ZipFile(assets / PARTS_ARCHIVE)
            self._archived = frozenset(self._archive.namelist())

    def exists(self, name: str) -> bool:
        if self._archive is not None:
            return self._member(name) in self._archived
        return self._file(name).is_file()

    def names(self, kind: str) -> list[str]:
        if self._archive is not None:
            prefix = f"{kind}/"
            return sorted(m[:-4] for m in self._archived
                          if m.startswith(prefix) and m.endswith(".svg") and "/" not in m[len(prefix):])
        return sorted(f"{kind}/{p.stem}" for p in (self.root / kind).glob("*.svg"))

    def get(self, name: str) -> Part:
        with self._lock:
            part = self._parts.get(name)
            if part is None:
                part = self._parts[name] = self._load(name)
            return part

    def render(self, name: str, *colour_sets: Mapping[str, str], strict: Mapping[str, str] | None = None,
               field: str = "") -> str:
        """The part's SVG with colours filled in.

        ``colour_sets`` are shared colours (later sets win) of which the part takes
        what it uses; ``strict`` colours must all be ones the part declares.
        """
        part = self.get(name)
        if strict:
            unknown = sorted(set(strict) - set(part.defaults))
            if unknown:
                raise DeckError(field or name, "colours",
                                f"part {name} has no colour {unknown[0]!r}; it takes {', '.join(part.defaults)}")
        values = dict(part.defaults)
        for colours in (*colour_sets, strict or {}):
            values.update((k, v) for k, v in colours.items() if k in part.defaults)
        for key, value in list(values.items()):
            if not _COLOUR.fullmatch(value.lower()):
                raise DeckError(field or name, key, f"{value!r} is not a #rrggbb colour")
            for suffix, amount in SHADES.items():
                values[f"{key}_{suffix}"] = shade(value.lower(), amount)
        return part.template.substitute(values)

    def _file(self, name: str) -> Path:
        return self.root / self._member(name)

    @staticmethod
    def _member(name: str) -> str:
        kind, _, stem = name.partition("/")
        return f"{kind}/{stem}.svg"

    def _read(self, name: str) -> str:
        """The part's text; callers hold the lock (a ZipFile is not safe across threads)."""
        if self._archive is None:
            return self._file(name).read_text(encoding="utf-8")
        try:
            return self._archive.read(self._member(name)).decode("utf-8")
        except KeyError:
            raise OSError(f"no member {self._member(name)}") from None

    def _load(self, name: str) -> Part:
        path = self._file(name)
        try:
            text = self._read(name)
        except (OSError, UnicodeDecodeError):
            raise DeckError(path, "", f"there is no part {name!r}") from None
        header = _HEADER.search(text.split("\n", 1)[0])
        if header is None:
            raise DeckError(path, "line 1", "a part starts with <!-- part: name=#rrggbb … -->")
        defaults = dict(_PARAM.findall(header.group("params")))
        body = text.split("\n", 1)[1] if "\n" in text else ""
        template = Template(body)
        try:
            template.substitute({**defaults, **{f"{k}_{s}": "#000000" for k in defaults for s in SHADES}})
        except (KeyError, ValueError) as exc:
            raise DeckError(path, "", f"uses an undeclared colour {exc}") from None
        return Part(name, {k: v.lower() for k, v in defaults.items()}, template)


def pack_parts(parts_dir: Path, archive: Path) -> Path:
    """Write every part under ``parts_dir`` into one deflated archive (the frozen app's
    ``assets/parts.zip``), in a fixed order so the build is reproducible."""
    archive.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for path in sorted(parts_dir.rglob("*.svg")):
            info = zipfile.ZipInfo(path.relative_to(parts_dir).as_posix(), date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(info, path.read_bytes())
    return archive
