"""Find decks in folders; a deck that fails to load is listed as broken, never fatal."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from yaniv_desktop import resources
from yaniv_desktop.decks.checks import check_deck
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.manifest import DeckManifest, load_manifest
from yaniv_desktop.decks.parts import PartLibrary


def default_builtin_dir() -> Path:
    return resources.decks_dir()  # from source and in a frozen build


class Origin(Enum):
    BUILT_IN = "built-in"
    USER = "user"


@dataclass(frozen=True)
class Deck:
    folder: Path
    origin: Origin
    manifest: DeckManifest

    @property
    def id(self) -> str:
        return self.manifest.id


@dataclass(frozen=True)
class BrokenDeck:
    folder: Path
    origin: Origin
    message: str


@dataclass(frozen=True)
class DeckRegistry:
    decks: tuple[Deck, ...]
    broken: tuple[BrokenDeck, ...]

    def get(self, deck_id: str) -> Deck:
        for deck in self.decks:
            if deck.id == deck_id:
                return deck
        raise KeyError(deck_id)

    def ids(self) -> list[str]:
        return [d.id for d in self.decks]


def load_deck(folder: Path, parts: PartLibrary, origin: Origin = Origin.USER) -> Deck:
    manifest = load_manifest(folder)
    check_deck(manifest, folder, parts)
    return Deck(folder, origin, manifest)


def scan(sources: Iterable[tuple[Path, Origin]], parts: PartLibrary) -> DeckRegistry:
    """Load every deck folder under each source directory, in order.

    Built-in decks come first; a later deck reusing an id is listed as broken.  A deck
    that fails in any way — a :class:`DeckError` naming the file and field, or anything
    else its files provoke — is listed as broken with the message; the scan goes on.
    """
    decks: list[Deck] = []
    broken: list[BrokenDeck] = []
    seen: dict[str, Path] = {}
    for root, origin in sources:
        for folder in _deck_folders(root):
            try:
                deck = load_deck(folder, parts, origin)
            except DeckError as exc:
                broken.append(BrokenDeck(folder, origin, str(exc)))
                continue
            except Exception as exc:  # noqa: BLE001 - whatever a folder holds, the app starts with the others
                broken.append(BrokenDeck(folder, origin, f"{folder}: cannot be read: {type(exc).__name__}: {exc}"))
                continue
            if deck.id in seen:
                broken.append(BrokenDeck(folder, origin,
                                         f"{folder / 'deck.json'}: id: {deck.id!r} is already used by {seen[deck.id]}"))
                continue
            seen[deck.id] = folder
            decks.append(deck)
    return DeckRegistry(tuple(decks), tuple(broken))


def scan_default(user_dirs: Sequence[Path] = (), parts: PartLibrary | None = None,
                 builtin_dir: Path | None = None) -> DeckRegistry:
    sources = [(builtin_dir or default_builtin_dir(), Origin.BUILT_IN)]
    sources += [(d, Origin.USER) for d in user_dirs]
    return scan(sources, parts or PartLibrary())


def _deck_folders(root: Path) -> list[Path]:
    try:
        return sorted(p for p in root.iterdir() if p.is_dir() and not p.is_symlink() and not p.name.startswith("."))
    except OSError:
        return []
