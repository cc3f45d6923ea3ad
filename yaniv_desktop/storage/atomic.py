"""Atomic file writes and moving damaged files aside.

:func:`atomic_write_text` writes a temporary file in the same folder, flushes and
fsyncs it, then ``os.replace``-s it over the target (calibre's way): a reader, a
crash or a ``SIGKILL`` sees either the old file or the new one, never half of one.
"""

from __future__ import annotations

import contextlib
import errno
import os
import time
from pathlib import Path

from ..core.messages import QT_TRANSLATE_NOOP
from .messages import Message


def atomic_write_text(path: Path, text: str, *, durable: bool = True) -> None:
    """Replace ``path`` with ``text`` atomically; raise ``OSError`` and leave the old file
    untouched if anything fails (read-only folder, disk full …)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def aside_name(path: Path, why: str) -> Path:
    """A free name next to ``path``: ``settings.json.damaged-20250101-120000``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{why}-{stamp}")
    n = 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}.{why}-{stamp}-{n}")
    return candidate


def move_aside(path: Path, why: str = "damaged") -> Path:
    """Rename ``path`` to a free name beside it and return that name (raises ``OSError``)."""
    target = aside_name(path, why)
    os.replace(path, target)
    return target


def describe_os_error(exc: BaseException) -> str:
    """A short human reason for a failed write: "the disk is full", "permission denied" …

    The usual reasons are translatable :class:`Message` s; any other reason is the
    system's own text (already in the system's language), returned as a plain ``str``."""
    if isinstance(exc, OSError):
        if exc.errno == errno.ENOSPC:
            return Message(QT_TRANSLATE_NOOP("Storage", "the disk is full"))
        if exc.errno in (errno.EROFS,):
            return Message(QT_TRANSLATE_NOOP("Storage", "the disk is read-only"))
        if exc.errno in (errno.EACCES, errno.EPERM):
            return Message(QT_TRANSLATE_NOOP("Storage", "permission denied (the folder is read-only)"))
        if exc.errno in (errno.ENOTDIR, errno.ENOENT):
            return Message(QT_TRANSLATE_NOOP("Storage", "the folder does not exist and cannot be created"))
        if exc.strerror:
            return exc.strerror[0].lower() + exc.strerror[1:]
    text = str(exc)
    return text or type(exc).__name__
