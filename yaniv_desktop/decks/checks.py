"""Checks that need more than the manifest: named parts exist, art files are safe."""

from __future__ import annotations

from pathlib import Path

from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.images import check_image_file
from yaniv_desktop.decks.manifest import MANIFEST_NAME, DeckManifest, PartRef
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.rig import Beard, Sex


def part_refs(manifest: DeckManifest) -> list[PartRef]:
    refs = [manifest.pattern, manifest.frame, manifest.pip_frame]
    for court in manifest.courts.values():
        for portrait in court.portraits.values():
            refs.extend(portrait.parts.values())
    refs.extend(j.figure for j in manifest.jokers)
    for back in manifest.backs:
        refs.extend(r for r in (back.pattern, back.emblem) if r is not None)
    return refs


def check_deck(manifest: DeckManifest, folder: Path, parts: PartLibrary) -> None:
    """Raise :class:`DeckError` for the first part or art file that is not usable."""
    source = folder / MANIFEST_NAME
    for ref in part_refs(manifest):
        if not parts.exists(ref.part):
            raise DeckError(source, f"{ref.field}.part", f"there is no shared part {ref.part!r}")
        declared = parts.get(ref.part).defaults
        unknown = sorted(set(ref.colours) - set(declared))
        if unknown:
            raise DeckError(source, f"{ref.field}.colours.{unknown[0]}",
                            f"part {ref.part} takes no colour {unknown[0]!r}; it takes {', '.join(declared)}")
    check_figures(manifest, source)
    root = folder.resolve()
    for face, rel in manifest.art.items():
        path = folder / rel
        if path.is_symlink() or not path.resolve().is_relative_to(root):
            raise DeckError(source, f"art.{face}", f"{rel} must be a plain file inside the deck folder")
        if not path.is_file():
            raise DeckError(source, f"art.{face}", f"the file {rel} is missing")
        check_image_file(path)


def check_figures(manifest: DeckManifest, source: Path) -> None:
    """A rig figure must make sense as a person: no beard or sidelocks on a woman or a girl."""
    for court in manifest.courts.values():
        for suit, portrait in court.portraits.items():
            figure = portrait.figure
            if figure is None:
                continue
            request = figure.request
            female = request.sex is Sex.FEMALE or (request.sex is None and figure.role == "Q")
            where = f"court.{figure.role}.suits.{suit.letter}.figure"
            if female and request.beard not in (None, Beard.NONE):
                raise DeckError(source, f"{where}.beard", f"{request.beard.value!r} on a woman or girl: "
                                                         "give the figure \"sex\": \"male\" or no beard")
            if female and request.peyot:
                raise DeckError(source, f"{where}.peyot", "sidelocks on a woman or girl: "
                                                         "give the figure \"sex\": \"male\" or no peyot")
