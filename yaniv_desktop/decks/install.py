"""Putting a deck folder in place, and finishing or undoing one that was interrupted.

A deck is built in a hidden staging folder next to the decks (``.import-*`` for an
import, ``.make-*`` for the deck maker).  Once every check passed it is renamed to
``.ready-<id>``: from then on it is a whole, verified deck the player asked for.
Installing is then at most two renames: the deck it replaces moves aside (kept under
``.replaced/`` for an import; ``.old-<id>`` for the maker's own earlier version), and
``.ready-<id>`` becomes ``<id>``.

If the app is killed anywhere in between, :func:`recover_interrupted_installs` (run at
start, while this copy of the app holds the data folder's lock) finishes the job:
staging folders are half-built and go; a ready deck whose place is empty is moved in
(the deck it replaced is already kept aside); a ready deck whose place is taken was
never installed (the player was still being asked) and goes.  No moment leaves the
player without either deck.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

STAGING_PREFIXES = (".import-", ".make-")
READY_PREFIX = ".ready-"
OLD_PREFIX = ".old-"
REPLACED_DIR = ".replaced"  # decks an import replaced, kept whole (the scan skips dot folders)


def mark_ready(staging: Path, deck_id: str) -> Path:
    """Rename a fully verified staging folder to ``.ready-<id>`` and return its new path."""
    ready = staging.with_name(READY_PREFIX + deck_id)
    if ready.exists():
        shutil.rmtree(ready)  # a stale one from an interrupted run that recovery did not see
    os.replace(staging, ready)
    return ready


def install_ready(ready: Path, dest: Path, *, keep_replaced: bool) -> Path | None:
    """Move ``ready`` to ``dest``; return where the deck it replaced was kept, if any.

    With ``keep_replaced`` (an import) the old deck is kept whole under ``.replaced/`` so a
    family's photos are never deleted by an import; otherwise (the maker saving its own
    deck again) the old version goes once the new one is in place.
    """
    kept: Path | None = None
    old = dest.with_name(OLD_PREFIX + dest.name)
    if dest.exists():
        if keep_replaced:
            replaced_dir = dest.parent / REPLACED_DIR
            replaced_dir.mkdir(parents=True, exist_ok=True)
            kept = old = _free_name(replaced_dir / f"{dest.name}-{time.strftime('%Y%m%d-%H%M%S')}")
        elif old.exists():
            shutil.rmtree(old)
        os.replace(dest, old)
    try:
        os.replace(ready, dest)
    except OSError:
        if old.exists():
            os.replace(old, dest)  # put the old deck back: nothing half-installed
        raise
    if not keep_replaced and old.exists():
        shutil.rmtree(old, ignore_errors=True)
    return kept


def recover_interrupted_installs(decks_dir: Path) -> list[str]:
    """Finish or undo what an interrupted import or maker run left; return what was done.

    Call only while holding the data folder's lock: nothing found is still being written.
    """
    done: list[str] = []
    try:
        children = sorted(decks_dir.iterdir())
    except OSError:
        return done
    for child in children:
        name = child.name
        if child.is_symlink() or not child.is_dir():
            continue
        if name.startswith(STAGING_PREFIXES):
            shutil.rmtree(child, ignore_errors=True)
            done.append(f"removed the half-built {name}")
        elif name.startswith(READY_PREFIX):
            deck_id = name[len(READY_PREFIX):]
            dest = decks_dir / deck_id
            if deck_id and not deck_id.startswith(".") and not dest.exists():
                os.replace(child, dest)
                done.append(f"installed {dest.name}")
            else:
                shutil.rmtree(child, ignore_errors=True)
                done.append(f"removed {name}, never installed")
    for child in sorted(decks_dir.glob(OLD_PREFIX + "*")):
        deck_id = child.name[len(OLD_PREFIX):]
        dest = decks_dir / deck_id
        if not deck_id or deck_id.startswith(".") or not child.is_dir() or child.is_symlink():
            continue
        if dest.exists():
            shutil.rmtree(child, ignore_errors=True)
            done.append(f"removed the earlier version of {dest.name}")
        else:
            os.replace(child, dest)
            done.append(f"put back {dest.name}")
    return done


def _free_name(path: Path) -> Path:
    n = 1
    candidate = path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}-{n}")
    return candidate
