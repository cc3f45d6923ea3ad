"""The deck manifest (``deck.json``): a typed, immutable model and its parser.

The parser trusts nothing: every value is type-checked, every error names the
manifest file and the dotted field (``court.K.parts.prop``).  Any bytes at all give a
:class:`DeckManifest` or a :class:`~yaniv_desktop.decks.errors.DeckError`: the JSON is
read through :mod:`yaniv_desktop.core.safe_json` (no deep nesting, no endless numbers)
and only a plain file of at most :data:`MAX_MANIFEST_BYTES` is read at all.  Whether the parts
and art files it names exist is checked by :mod:`yaniv_desktop.decks.checks`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Any

from yaniv_desktop.core import safe_json
from yaniv_desktop.core.cards import NATURAL_SUITS, Rank, Suit
from yaniv_desktop.decks import fields as f
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.faces import BACK_PREFIX, natural_faces
from yaniv_desktop.decks.rig import Beard, Eyes, FigureRequest, Glasses, Hair, Nose, Sex, names

MANIFEST_NAME = "deck.json"
FORMAT = 1
LANGUAGES: tuple[str, ...] = ("en", "he", "ar", "sv", "nl")
ASPECT = (63, 88)
MAX_MANIFEST_BYTES = 256 * 1024
COURT_RANKS: tuple[Rank, ...] = (Rank.JACK, Rank.QUEEN, Rank.KING)
SLOTS: tuple[str, ...] = (
    "hair_back", "headwear_back", "face", "garment", "beard", "hair",
    "headwear", "glasses", "arms", "prop", "hands", "extra",
)
"""Portrait slots, in drawing order (later slots are drawn on top)."""

_VERSION = re.compile(r"\d{1,4}(\.\d{1,4}){0,2}")
_PART = re.compile(r"[a-z]+/[a-z0-9_]{1,48}")
_ART_PATH = re.compile(r"[A-Za-z0-9_-]{1,64}(/[A-Za-z0-9_-]{1,64}){0,3}\.(svg|png|jpg|jpeg)")
_RANK_KEYS = {"A": Rank.ACE, **{str(n): Rank(n) for n in range(2, 11)},
              "J": Rank.JACK, "Q": Rank.QUEEN, "K": Rank.KING, "JK": Rank.JOKER}
_SUIT_KEYS = {s.letter: s for s in NATURAL_SUITS}
# figure key -> (style, what one is called, what several are called)
_FIGURE_STYLES: Mapping[str, tuple[type[Enum], str, str]] = {
    "sex": (Sex, "sex", "write"), "hair": (Hair, "hair style", "styles"), "beard": (Beard, "beard", "beards"),
    "glasses": (Glasses, "kind of glasses", "kinds"), "nose": (Nose, "nose", "noses"), "eyes": (Eyes, "kind of eyes", "kinds"),
}
FIGURE_KEYS: tuple[str, ...] = ("sex", "age", "turn", "hair", "beard", "glasses", "nose", "eyes", "peyot")


class CourtLayout(Enum):
    PORTRAIT = "portrait"  # one framed portrait, upright
    DOUBLE = "double"      # traditional double-ended bust, mirrored


class ArtFit(Enum):
    WINDOW = "window"  # face art fills the picture window; frame and corner indices drawn over it
    CARD = "card"      # face art is the whole card, corner indices included (the deck maker's photos)


@dataclass(frozen=True)
class PartRef:
    """A shared SVG part (``kind/name`` under ``assets/parts``) and its colours."""

    part: str
    colours: Mapping[str, str]
    field: str  # where the manifest names it, for later error messages


@dataclass(frozen=True)
class Figure:
    """A head drawn by the face rig: what the manifest fixes, and the seed for the rest."""

    request: FigureRequest
    seed: str   # "<deck id>:<rank><suit>", e.g. "iraqi:KH": every court its own face
    role: str   # "K", "Q" or "J": a grandpa, a grandma or a grandchild unless the request says


@dataclass(frozen=True)
class Portrait:
    colours: Mapping[str, str]
    parts: Mapping[str, PartRef]  # slot -> part
    figure: Figure | None = None  # the rig draws the head; parts in head slots still win


@dataclass(frozen=True)
class Court:
    rank: Rank
    role: str
    portraits: Mapping[Suit, Portrait]  # resolved per suit


@dataclass(frozen=True)
class Back:
    id: str
    colours: Mapping[str, str]
    pattern: PartRef | None
    emblem: PartRef | None


@dataclass(frozen=True)
class Joker:
    colours: Mapping[str, str]
    figure: PartRef


@dataclass(frozen=True)
class DeckManifest:
    source: Path
    id: str
    version: str
    name: Mapping[str, str]
    community: Mapping[str, str]
    credits: tuple[str, ...]
    suit_colours: Mapping[Suit, str]
    corner_labels: Mapping[Rank, str]
    palette: Mapping[str, str]
    pattern: PartRef
    frame: PartRef
    pip_frame: PartRef
    court_layout: CourtLayout
    courts: Mapping[Rank, Court]
    jokers: tuple[Joker, ...]
    backs: tuple[Back, ...]
    legend: Mapping[Rank, Mapping[str, str]]
    art: Mapping[str, str]  # face name -> relative file, replaces composed art
    art_fit: ArtFit = ArtFit.WINDOW

    def display_name(self, lang: str = "en") -> str:
        return self.name.get(lang) or self.name["en"]

    def back(self, back_id: str | None = None) -> Back:
        for back in self.backs:
            if back_id in (None, back.id):
                return back
        raise KeyError(back_id)


def load_manifest(folder: Path) -> DeckManifest:
    """Read and parse ``folder/deck.json``; raise :class:`DeckError` naming the field."""
    path = folder / MANIFEST_NAME
    try:
        if path.is_symlink():
            raise DeckError(path, "", "the manifest must be a plain file, not a link")
        if not path.is_file():  # a folder, a pipe, a device: never opened (a pipe would never end)
            if not path.exists():
                raise FileNotFoundError(path)
            raise DeckError(path, "", "the manifest must be a plain file")
        with path.open("rb") as file:
            raw = file.read(MAX_MANIFEST_BYTES + 1)  # a larger file is refused without reading it all
    except FileNotFoundError:
        raise DeckError(path, "", "no deck.json in this deck folder") from None
    except OSError as exc:
        raise DeckError(path, "", f"cannot be read: {exc.strerror or exc}") from None
    return parse_manifest(raw, path)


def parse_manifest(raw: bytes, path: Path) -> DeckManifest:
    if len(raw) > MAX_MANIFEST_BYTES:
        raise DeckError(path, "", f"is larger than {MAX_MANIFEST_BYTES // 1024} KB")
    try:
        data = safe_json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise DeckError(path, "", "is not UTF-8 text") from None
    except safe_json.UnreadableJson as exc:
        if exc.reason == "syntax":
            cause = exc.__cause__
            message = cause.msg if isinstance(cause, json.JSONDecodeError) else exc.detail
            raise DeckError(path, f"line {exc.line} column {exc.column}", f"is not valid JSON: {message}") from None
        if exc.reason == "deep":
            raise DeckError(path, "", f"is nested more than {safe_json.MAX_DEPTH} levels deep: "
                                      "too deep to be a deck manifest") from None
        raise DeckError(path, "", exc.detail) from None
    return _Parser(path).deck(data)


def _frozen(mapping: Mapping[Any, Any]) -> Mapping[Any, Any]:
    return MappingProxyType(dict(mapping))


class _Parser:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.top = f.Field(str(path))

    def deck(self, value: Any) -> DeckManifest:
        at = self.top
        data = f.mapping(value, at)
        f.only_keys(data, at, {
            "format", "id", "version", "name", "community", "credits", "aspect",
            "suit_colours", "corner_labels", "palette", "pattern", "frame", "pip_frame",
            "court_layout", "court", "jokers", "backs", "legend", "art", "art_fit",
        })
        fmt = f.integer(f.required(data, "format", at), at.child("format"), low=1, high=99)
        if fmt != FORMAT:
            raise at.child("format").fail(f"format {fmt} is not supported; this version reads format {FORMAT}")
        aspect = f.array(f.required(data, "aspect", at), at.child("aspect"), min_len=2, max_len=2)
        if tuple(aspect) != ASPECT:
            raise at.child("aspect").fail("cards are 63 × 88 mm: write [63, 88]")
        version = f.text(f.required(data, "version", at), at.child("version"), max_len=14)
        if not _VERSION.fullmatch(version):
            raise at.child("version").fail(f"{version!r} is not a version such as \"1.2\"")
        palette = self.colours(data.get("palette", {}), at.child("palette"))
        backs_at = at.child("backs")
        backs = tuple(self.back(b, backs_at.child(i))
                      for i, b in enumerate(f.array(f.required(data, "backs", at), backs_at, min_len=1, max_len=8)))
        ids = [b.id for b in backs]
        if len(set(ids)) != len(ids):
            raise backs_at.fail("two backs share one id")
        jokers_at = at.child("jokers")
        jokers = tuple(self.joker(j, jokers_at.child(i))
                       for i, j in enumerate(f.array(f.required(data, "jokers", at), jokers_at, min_len=1, max_len=4)))
        layout_text = f.text(data.get("court_layout", "portrait"), at.child("court_layout"), max_len=20)
        try:
            layout = CourtLayout(layout_text)
        except ValueError:
            raise at.child("court_layout").fail("must be \"portrait\" or \"double\"") from None
        fit_text = f.text(data.get("art_fit", "window"), at.child("art_fit"), max_len=20)
        try:
            art_fit = ArtFit(fit_text)
        except ValueError:
            raise at.child("art_fit").fail("must be \"window\" or \"card\"") from None
        deck_id = f.ident(f.required(data, "id", at), at.child("id"))
        return DeckManifest(
            source=self.path,
            id=deck_id,
            version=version,
            name=self.local_text(f.required(data, "name", at), at.child("name"), LANGUAGES),
            community=self.local_text(f.required(data, "community", at), at.child("community"), ("en",)),
            credits=tuple(f.text(c, at.child("credits").child(i))
                          for i, c in enumerate(f.array(f.required(data, "credits", at), at.child("credits"), min_len=1))),
            suit_colours=self.suit_colours(f.required(data, "suit_colours", at), at.child("suit_colours")),
            corner_labels=self.corner_labels(f.required(data, "corner_labels", at), at.child("corner_labels")),
            palette=palette,
            pattern=self.part(f.required(data, "pattern", at), at.child("pattern")),
            frame=self.part(f.required(data, "frame", at), at.child("frame")),
            pip_frame=self.part(f.required(data, "pip_frame", at), at.child("pip_frame")),
            court_layout=layout,
            courts=self.courts(f.required(data, "court", at), at.child("court"), deck_id),
            jokers=jokers,
            backs=backs,
            legend=self.legend(f.required(data, "legend", at), at.child("legend")),
            art=self.art(data.get("art", {}), at.child("art"), ids),
            art_fit=art_fit,
        )

    def local_text(self, value: Any, at: f.Field, needed: tuple[str, ...]) -> Mapping[str, str]:
        data = f.mapping(value, at)
        f.only_keys(data, at, set(LANGUAGES))
        for lang in needed:
            f.required(data, lang, at)
        return _frozen({lang: f.text(v, at.child(lang), max_len=80) for lang, v in data.items()})

    def colours(self, value: Any, at: f.Field) -> Mapping[str, str]:
        data = f.mapping(value, at)
        if len(data) > 32:
            raise at.fail("has more than 32 colours")
        out = {}
        for key, v in data.items():
            f.ident(key, at.child(key))
            out[key] = f.colour(v, at.child(key))
        return _frozen(out)

    def part(self, value: Any, at: f.Field) -> PartRef:
        if isinstance(value, str):
            value = {"part": value}
        data = f.mapping(value, at)
        f.only_keys(data, at, {"part", "colours"})
        name = f.text(f.required(data, "part", at), at.child("part"), max_len=64)
        if not _PART.fullmatch(name):
            raise at.child("part").fail(f"{name!r} is not a part name such as \"headwear/kippah\"")
        return PartRef(name, self.colours(data.get("colours", {}), at.child("colours")), at.path)

    def suit_colours(self, value: Any, at: f.Field) -> Mapping[Suit, str]:
        data = f.mapping(value, at)
        f.only_keys(data, at, set(_SUIT_KEYS))
        return _frozen({s: f.colour(f.required(data, k, at), at.child(k)) for k, s in _SUIT_KEYS.items()})

    def corner_labels(self, value: Any, at: f.Field) -> Mapping[Rank, str]:
        data = f.mapping(value, at)
        f.only_keys(data, at, set(_RANK_KEYS))
        labels = {}
        for key, rank in _RANK_KEYS.items():
            label = f.text(f.required(data, key, at), at.child(key), max_len=5)
            if label != label.strip():
                raise at.child(key).fail("must not start or end with a space")
            labels[rank] = label
        return _frozen(labels)

    def portrait(self, value: Any, at: f.Field, base: Portrait | None = None) -> Portrait:
        data = f.mapping(value, at)
        f.only_keys(data, at, {"colours", "parts", "figure"})
        colours = dict(base.colours) if base else {}
        colours.update(self.colours(data.get("colours", {}), at.child("colours")))
        parts: dict[str, PartRef] = dict(base.parts) if base else {}
        parts_at = at.child("parts")
        for slot, ref in f.mapping(data.get("parts", {}), parts_at).items():
            if slot not in SLOTS:
                raise parts_at.child(slot).fail(f"unknown slot; slots are {', '.join(SLOTS)}")
            if ref is None:
                parts.pop(slot, None)
            else:
                parts[slot] = self.part(ref, parts_at.child(slot))
        figure = base.figure if base else None
        if "figure" in data:
            request = self.figure(data["figure"], at.child("figure"))
            if request is None:
                figure = None
            else:
                merged = figure.request.merged(request) if figure else request
                figure = Figure(merged, "", "")
        return Portrait(_frozen(colours), _frozen({s: parts[s] for s in SLOTS if s in parts}), figure)

    def figure(self, value: Any, at: f.Field) -> FigureRequest | None:
        """A portrait's ``figure`` (``null`` in a suit: no rig head for that suit)."""
        if value is None:
            return None
        data = f.mapping(value, at)
        f.only_keys(data, at, set(FIGURE_KEYS))
        values: dict[str, Any] = {}
        for key, (style, one, several) in _FIGURE_STYLES.items():
            if key in data:
                word = f.text(data[key], at.child(key), max_len=20)
                try:
                    values[key] = style(word)
                except ValueError:
                    raise at.child(key).fail(f"{word!r} is not a {one}; {several}: {', '.join(names(style))}") from None
        if "age" in data:
            values["age"] = f.integer(data["age"], at.child("age"), low=3, high=100)
        if "turn" in data:
            values["turn"] = f.number(data["turn"], at.child("turn"), low=-1, high=1)
        if "peyot" in data:
            if not isinstance(data["peyot"], bool):
                raise at.child("peyot").fail("must be true or false")
            values["peyot"] = data["peyot"]
        return FigureRequest(**values)

    def courts(self, value: Any, at: f.Field, deck_id: str) -> Mapping[Rank, Court]:
        data = f.mapping(value, at)
        f.only_keys(data, at, {"J", "Q", "K"})
        courts = {}
        for key in ("J", "Q", "K"):
            c_at = at.child(key)
            c = f.mapping(f.required(data, key, at), c_at)
            f.only_keys(c, c_at, {"role", "portrait", "suits"})
            base = self.portrait(f.required(c, "portrait", c_at), c_at.child("portrait"))
            suits_at = c_at.child("suits")
            overrides = f.mapping(c.get("suits", {}), suits_at)
            f.only_keys(overrides, suits_at, set(_SUIT_KEYS))
            portraits = {}
            for k, suit in _SUIT_KEYS.items():
                portrait = self.portrait(overrides[k], suits_at.child(k), base) if k in overrides else base
                if "face" not in portrait.parts and portrait.figure is None:
                    where = suits_at.child(k) if k in overrides else c_at.child("portrait")
                    raise where.child("parts").child("face").fail("a portrait needs a face part or a figure")
                if portrait.figure is not None:  # every court its own seed: its own face
                    figure = Figure(portrait.figure.request, f"{deck_id}:{key}{k}", key)
                    portrait = Portrait(portrait.colours, portrait.parts, figure)
                portraits[suit] = portrait
            rank = _RANK_KEYS[key]
            courts[rank] = Court(rank, f.ident(f.required(c, "role", c_at), c_at.child("role")), _frozen(portraits))
        return _frozen(courts)

    def back(self, value: Any, at: f.Field) -> Back:
        data = f.mapping(value, at)
        f.only_keys(data, at, {"id", "colours", "pattern", "emblem"})
        return Back(
            id=f.ident(f.required(data, "id", at), at.child("id")),
            colours=self.colours(data.get("colours", {}), at.child("colours")),
            pattern=self.part(data["pattern"], at.child("pattern")) if "pattern" in data else None,
            emblem=self.part(data["emblem"], at.child("emblem")) if "emblem" in data else None,
        )

    def joker(self, value: Any, at: f.Field) -> Joker:
        data = f.mapping(value, at)
        f.only_keys(data, at, {"colours", "figure"})
        return Joker(self.colours(data.get("colours", {}), at.child("colours")),
                     self.part(f.required(data, "figure", at), at.child("figure")))

    def legend(self, value: Any, at: f.Field) -> Mapping[Rank, Mapping[str, str]]:
        data = f.mapping(value, at)
        f.only_keys(data, at, {"J", "Q", "K"})
        return _frozen({_RANK_KEYS[k]: self.local_text(f.required(data, k, at), at.child(k), ("en",))
                        for k in ("K", "Q", "J")})

    def art(self, value: Any, at: f.Field, back_ids: list[str]) -> Mapping[str, str]:
        data = f.mapping(value, at)
        allowed = set(natural_faces()) | {f"JK{i}" for i in range(4)} | {BACK_PREFIX + b for b in back_ids}
        out = {}
        for face, rel in data.items():
            if face not in allowed:
                raise at.child(face).fail("is not a face: use names such as KH, 10D, JK0 or back:<id>")
            rel = f.text(rel, at.child(face), max_len=200)
            if not _ART_PATH.fullmatch(rel) or ".." in rel.split("/"):
                raise at.child(face).fail(
                    f"{rel!r} is not a relative art path inside the deck (letters, digits, - and _; .svg, .png or .jpg)")
            out[face] = rel
        return _frozen(out)
