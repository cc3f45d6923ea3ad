"""Share a deck as one ``.yanivdeck`` file (a zip), and install one safely.

Import trusts nothing in the archive.  It refuses absolute paths, paths that
escape the deck folder, links, encrypted entries, too many files, files that
expand past the size limits (counting the bytes actually inflated, not what the
headers claim), images past the pixel limit (each, and all together), disallowed
file types and malformed manifests.  Everything is unpacked into a hidden staging
folder next to the destination; only when every check passed does it become a
ready deck, which :mod:`yaniv_desktop.decks.install` moves into place with a
rename.  On any refusal, or when the player cancels, the staging folder is removed
and nothing is installed.

Import is slow work (every photo is decoded and re-encoded without its metadata),
so :func:`stage_import` runs on a worker thread, steps a :class:`Progress` the GUI
polls, and stops between files when the player cancels; the GUI thread then asks
before replacing a deck and calls :meth:`StagedImport.install`.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from yaniv_desktop.decks.checks import check_deck
from yaniv_desktop.decks.errors import DeckError, DeckExists, ImportRefused
from yaniv_desktop.decks.images import (
    IMAGE_SUFFIXES,
    MAX_IMAGE_BYTES,
    check_image_bytes,
    raster_pixels,
    strip_metadata,
)
from yaniv_desktop.decks.install import install_ready, mark_ready
from yaniv_desktop.decks.manifest import MANIFEST_NAME, MAX_MANIFEST_BYTES, load_manifest
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.progress import Progress
from yaniv_desktop.decks.registry import Deck, Origin

SUFFIX = ".yanivdeck"


@dataclass(frozen=True)
class ImportLimits:
    max_archive_bytes: int = 64 * 1024 * 1024
    max_files: int = 128
    max_file_bytes: int = MAX_IMAGE_BYTES
    max_total_bytes: int = 96 * 1024 * 1024
    # Every photo is decoded and re-encoded on import: this caps that work (and the memory
    # the cards take later) whatever the archive's byte size.  A deck of 55 full-art cards
    # at print resolution (750 x 1050) is 43 megapixels.
    max_total_pixels: int = 64_000_000


def export_deck(deck: Deck, dest: Path) -> Path:
    """Write the manifest and its art files (metadata stripped) to ``dest``."""
    if dest.suffix != SUFFIX:
        dest = dest.with_name(dest.name + SUFFIX)
    files = [MANIFEST_NAME, *sorted(set(deck.manifest.art.values()))]
    tmp = dest.with_name(f".{dest.name}.tmp")
    try:
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as archive:
            for rel in files:
                path = deck.folder / rel
                data = path.read_bytes()
                archive.writestr(rel, strip_metadata(data, path) if rel != MANIFEST_NAME else data)
        os.replace(tmp, dest)
    finally:
        tmp.unlink(missing_ok=True)
    return dest


@dataclass(frozen=True)
class StagedImport:
    """A verified deck waiting in ``.ready-<id>`` for the GUI to install or discard it."""

    archive_name: str
    folder: Path
    deck_id: str
    user_decks_dir: Path

    @property
    def dest(self) -> Path:
        return self.user_decks_dir / self.deck_id

    @property
    def replaces(self) -> bool:
        """True when a deck with this id is installed: the player is asked first."""
        return self.dest.exists()

    def install(self) -> Deck:
        """Move the deck into place; a deck it replaces is kept whole under ``.replaced/``."""
        install_ready(self.folder, self.dest, keep_replaced=True)
        return Deck(self.dest, Origin.USER, load_manifest(self.dest))

    def discard(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def stage_import(archive_path: Path, user_decks_dir: Path, parts: PartLibrary, *,
                 reserved_ids: frozenset[str] = frozenset(), limits: ImportLimits = ImportLimits(),
                 progress: Progress | None = None) -> StagedImport:
    """Unpack and verify a ``.yanivdeck`` next to the decks; raise :class:`ImportRefused`.

    Safe on a worker thread.  Stops between files with :class:`Cancelled` when
    ``progress`` is cancelled; either way nothing is left behind.
    """
    progress = progress or Progress()
    name = archive_path.name
    try:
        size = archive_path.stat().st_size
    except OSError as exc:
        raise ImportRefused(name, "", f"cannot be read: {exc.strerror}") from None
    if size > limits.max_archive_bytes:
        raise ImportRefused(name, "", f"is larger than {limits.max_archive_bytes // 1024 // 1024} MB")
    try:
        return _stage(archive_path, name, user_decks_dir, parts, reserved_ids, limits, progress)
    except OSError as exc:  # writing the staging copy: a full disk, a folder gone read-only
        raise ImportRefused(name, "", f"cannot be unpacked into {user_decks_dir}: {exc.strerror or exc}") from None


def _stage(archive_path: Path, name: str, user_decks_dir: Path, parts: PartLibrary, reserved_ids: frozenset[str],
           limits: ImportLimits, progress: Progress) -> StagedImport:
    user_decks_dir.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".import-", dir=user_decks_dir))
    try:
        with _open_zip(archive_path, name) as archive:
            _unpack(archive, staging, name, limits, progress)
        deck = _verify(staging, name, parts)
        if deck.id in reserved_ids:
            raise ImportRefused(name, "deck.json: id", f"{deck.id!r} is a built-in deck; give the deck its own id")
        progress.check()
        return StagedImport(name, mark_ready(staging, deck.id), deck.id, user_decks_dir)
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def import_deck(archive_path: Path, user_decks_dir: Path, parts: PartLibrary, *,
                reserved_ids: frozenset[str] = frozenset(), replace: bool = False,
                limits: ImportLimits = ImportLimits()) -> Deck:
    """Stage and install in one call (for scripts and tests); :class:`DeckExists` unless ``replace``."""
    staged = stage_import(archive_path, user_decks_dir, parts, reserved_ids=reserved_ids, limits=limits)
    if staged.replaces and not replace:
        staged.discard()
        raise DeckExists(staged.archive_name, staged.deck_id)
    try:
        return staged.install()
    finally:
        staged.discard()  # nothing to do once installed; a failed install leaves no ready copy


def _open_zip(path: Path, name: str) -> zipfile.ZipFile:
    try:
        return zipfile.ZipFile(path)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError):
        raise ImportRefused(name, "", "is not a .yanivdeck file (not a readable zip archive)") from None
    except NotImplementedError as exc:  # zipfile's word for a zip feature it does not have
        raise ImportRefused(name, "", f"is packed in a way a deck may not use ({exc})") from None
    except OSError as exc:
        raise ImportRefused(name, "", f"cannot be read: {exc.strerror or exc}") from None


def _entry_path(info: zipfile.ZipInfo, archive: str) -> PurePosixPath:
    raw = info.filename
    where = f"entry {raw!r}"
    if "\\" in raw or raw.startswith("/") or (len(raw) > 1 and raw[1] == ":"):
        raise ImportRefused(archive, where, "absolute paths are not allowed")
    path = PurePosixPath(raw)
    if any(part in ("..", ".", "") for part in raw.rstrip("/").split("/")):
        raise ImportRefused(archive, where, "paths must stay inside the deck folder (no '..')")
    mode = info.external_attr >> 16
    if stat.S_ISLNK(mode):
        raise ImportRefused(archive, where, "links are not allowed")
    if info.flag_bits & 0x1:
        raise ImportRefused(archive, where, "encrypted files are not allowed")
    if len(path.parts) > 4 or len(raw) > 200:
        raise ImportRefused(archive, where, "the path is too deep or too long")
    for part in path.parts:
        problem = windows_name_problem(part)
        if problem:
            raise ImportRefused(archive, where, problem)
    return path


# Names Windows cannot hold: a deck that installs on one computer must install on every one.
_WINDOWS_DEVICES = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}
_WINDOWS_FORBIDDEN = set('<>:"|?*') | {chr(c) for c in range(32)}


def windows_name_problem(part: str) -> str | None:
    """Why ``part`` cannot be a file or folder name on Windows, or None."""
    bad = sorted(set(part) & _WINDOWS_FORBIDDEN)
    if bad:
        shown = ", ".join(repr(c) for c in bad)
        return f"the name holds characters Windows does not allow in file names ({shown})"
    if part.split(".")[0].upper() in _WINDOWS_DEVICES:
        return f"{part.split('.')[0]!r} is a device name on Windows, not a file name"
    if part.endswith((".", " ")):
        return "a name may not end with a dot or a space (Windows drops them)"
    return None


def _unpack(archive: zipfile.ZipFile, staging: Path, name: str, limits: ImportLimits, progress: Progress) -> None:
    infos = archive.infolist()
    if len(infos) > limits.max_files:
        raise ImportRefused(name, "", f"holds {len(infos)} files; a deck may hold at most {limits.max_files}")
    progress.total = len(infos)
    seen: set[str] = set()
    total = 0
    pixels = 0
    for info in infos:
        progress.check()
        progress.step(info.filename)
        path = _entry_path(info, name)
        if info.is_dir():
            continue
        key = str(path).lower()
        if key in seen:
            raise ImportRefused(name, f"entry {info.filename!r}", "appears twice")
        seen.add(key)
        is_manifest = str(path) == MANIFEST_NAME
        if not is_manifest and path.suffix.lower() not in IMAGE_SUFFIXES:
            raise ImportRefused(name, f"entry {info.filename!r}",
                                "only deck.json and .svg, .png or .jpg images are allowed")
        limit = MAX_MANIFEST_BYTES if is_manifest else limits.max_file_bytes
        data = _read_limited(archive, info, limit, name)
        total += len(data)
        if total > limits.max_total_bytes:
            raise ImportRefused(name, "", f"expands past {limits.max_total_bytes // 1024 // 1024} MB")
        target = staging.joinpath(*path.parts)
        if not target.resolve().is_relative_to(staging.resolve()):
            raise ImportRefused(name, f"entry {info.filename!r}", "paths must stay inside the deck folder")
        if not is_manifest:
            try:
                check_image_bytes(data, target)
                pixels += raster_pixels(data, target)
                if pixels <= limits.max_total_pixels:
                    data = strip_metadata(data, target)
            except DeckError as exc:
                where = f"entry {info.filename!r}" + (f", {exc.field}" if exc.field else "")
                raise ImportRefused(name, where, exc.message) from None
            if pixels > limits.max_total_pixels:
                raise ImportRefused(name, f"entry {info.filename!r}", f"brings the deck's images past "
                                    f"{limits.max_total_pixels // 1_000_000} megapixels in all")
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "xb") as out:
            out.write(data)


def _read_limited(archive: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int, name: str) -> bytes:
    """Inflate at most ``limit`` bytes, whatever the header claims (zip bombs lie)."""
    where = f"entry {info.filename!r}"
    if info.file_size > limit:
        raise ImportRefused(name, where, f"expands to {info.file_size // 1024} KB; the limit is {limit // 1024} KB")
    try:
        with archive.open(info) as stream:
            data = stream.read(limit + 1)
    except NotImplementedError:  # zipfile's word for a compression method it does not have
        raise ImportRefused(name, where, f"is packed with a compression method a deck may not use "
                            f"({info.compress_type}); use deflate") from None
    except (zlib.error, zipfile.BadZipFile, EOFError, OSError) as exc:  # corrupt data, a bad CRC, cut short
        raise ImportRefused(name, where, f"is damaged and cannot be unpacked ({exc})") from None
    if len(data) > limit:
        raise ImportRefused(name, where, f"expands past the limit of {limit // 1024} KB")
    return data


def _verify(staging: Path, name: str, parts: PartLibrary) -> Deck:
    if not (staging / MANIFEST_NAME).is_file():
        raise ImportRefused(name, "", "has no deck.json at its top level")
    try:
        manifest = load_manifest(staging)
        check_deck(manifest, staging, parts)
    except DeckError as exc:
        where = exc.file.replace(str(staging), "").lstrip("/\\") or "deck.json"
        raise ImportRefused(name, f"{where}: {exc.field}", exc.message) from None
    return Deck(staging, Origin.USER, manifest)
