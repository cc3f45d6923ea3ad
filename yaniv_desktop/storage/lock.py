"""One copy of the game per data folder: an OS lock on ``yaniv-desktop.lock``.

The lock is ``fcntl.flock`` on POSIX and ``msvcrt.locking`` on Windows.  The
operating system drops it when the process ends, however it ends (even
``SIGKILL``), so a lock file left behind by a crash never blocks the next start.
The file holds the owner's process id, only to name it in the message.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from ..core.messages import QT_TRANSLATE_NOOP
from .messages import Message

if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt
else:
    import fcntl


class AlreadyRunningError(RuntimeError):
    """Another copy of Yaniv Desktop holds the data folder."""

    def __init__(self, path: Path, pid: int | None) -> None:
        if pid:
            template = QT_TRANSLATE_NOOP("Storage", "Yaniv Desktop is already running (process {pid}) with the data "
                                         "folder {path}. Switch to that window, or close it before starting another copy.")
        else:
            template = QT_TRANSLATE_NOOP("Storage", "Yaniv Desktop is already running with the data folder {path}. "
                                         "Switch to that window, or close it before starting another copy.")
        #: the sentence as a translatable :class:`Message` (``str(error)`` is its English text)
        self.message = Message(template, pid=pid, path=path.parent)
        super().__init__(self.message)
        self.path = path
        self.pid = pid


class InstanceLock:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock or raise :class:`AlreadyRunningError`; ``OSError`` if the file
        cannot be created at all (a read-only folder: then nothing can be written anyway)."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            pid = _read_pid(fd)
            os.close(fd)
            raise AlreadyRunningError(self.path, pid) from None
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)


def _lock(fd: int) -> None:
    if os.name == "nt":  # pragma: no cover
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _unlock(fd: int) -> None:
    if os.name == "nt":  # pragma: no cover
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _read_pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
        return int(text) if text.isdigit() else None
    except OSError:
        return None
