"""Share a deck as one ``.yanivdeck`` file (a zip), and install one safely.

Import trusts nothing in the archive.  It refuses absolute paths, paths that
escape the deck folder, links, encrypted entries, too many files, files that
expand past the size limits (counting the bytes actually inflated, not what the
headers claim), images past the pixel limit, disallowed file types and malformed
manifests.  Everything is unpacked into a hidden temporary folder next to the
destination and moved into place with one rename only when every check passed;
on any refusal the temporary folder is removed and nothing is installed.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import time
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from yaniv_desktop.decks.checks import check_deck
from yaniv_desktop.decks.errors import DeckError, DeckExists, ImportRefused
from yaniv_desktop.decks.images import IMAGE_SUFFIXES, MAX_IMAGE_BYTES, check_image_bytes, strip_metadata
from yaniv_desktop.decks.manifest import MANIFEST_NAME, MAX_MANIFEST_BYTES, load_manifest
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import Deck, Origin

SUFFIX = ".yanivdeck"


@dataclass(frozen=True)
class ImportLimits:
    max_archive_bytes: int = 64 * 1024 * 1024
    max_files: int = 128
    max_file_bytes: int = MAX_IMAGE_BYTES
    max_total_bytes: int = 96 * 1024 * 1024


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


REPLACED_DIR = ".replaced"  # decks an import replaced, kept whole (the scan skips dot folders)


def import_deck(archive_path: Path, user_decks_dir: Path, parts: PartLibrary, *,
                reserved_ids: frozenset[str] = frozenset(), replace: bool = False,
                limits: ImportLimits = ImportLimits()) -> Deck:
    """Install a ``.yanivdeck`` into ``user_decks_dir/<deck id>``; raise :class:`ImportRefused`."""
    name = archive_path.name
    try:
        size = archive_path.stat().st_size
    except OSError as exc:
        raise ImportRefused(name, "", f"cannot be read: {exc.strerror}") from None
    if size > limits.max_archive_bytes:
        raise ImportRefused(name, "", f"is larger than {limits.max_archive_bytes // 1024 // 1024} MB")
    user_decks_dir.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".import-", dir=user_decks_dir))
    try:
        try:
            with zipfile.ZipFile(archive_path) as archive:
                _unpack(archive, staging, name, limits)
        except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError):
            raise ImportRefused(name, "", "is not a .yanivdeck file (not a readable zip archive)") from None
        deck = _verify(staging, name, parts)
        if deck.id in reserved_ids:
            raise ImportRefused(name, "deck.json: id", f"{deck.id!r} is a built-in deck; give the deck its own id")
        dest = user_decks_dir / deck.id
        if dest.exists() and not replace:
            raise DeckExists(name, deck.id)
        _move_into_place(staging, dest, user_decks_dir / REPLACED_DIR)
        return Deck(dest, Origin.USER, load_manifest(dest))
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


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


def _unpack(archive: zipfile.ZipFile, staging: Path, name: str, limits: ImportLimits) -> None:
    infos = archive.infolist()
    if len(infos) > limits.max_files:
        raise ImportRefused(name, "", f"holds {len(infos)} files; a deck may hold at most {limits.max_files}")
    seen: set[str] = set()
    total = 0
    for info in infos:
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
                data = strip_metadata(data, target)
            except DeckError as exc:
                raise ImportRefused(name, f"entry {info.filename!r}", exc.message) from None
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


def _move_into_place(staging: Path, dest: Path, replaced_dir: Path | None = None) -> None:
    """One rename puts the deck in place. A deck it replaces is kept, whole, under
    ``replaced_dir`` (an import never deletes a family's photos); without one (the maker
    saving its own deck again) the old version goes once the new one is in place."""
    old = dest.with_name(f".{dest.name}.old")
    if dest.exists():
        if replaced_dir is not None:
            replaced_dir.mkdir(parents=True, exist_ok=True)
            old = _free_name(replaced_dir / f"{dest.name}-{time.strftime('%Y%m%d-%H%M%S')}")
        elif old.exists():
            shutil.rmtree(old)
        os.replace(dest, old)
    try:
        os.replace(staging, dest)
    except OSError:
        if old.exists():
            os.replace(old, dest)  # put the old deck back: nothing half-installed
        raise
    if replaced_dir is None and old.exists():
        shutil.rmtree(old, ignore_errors=True)


def _free_name(path: Path) -> Path:
    n = 1
    candidate = path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}-{n}")
    return candidate
