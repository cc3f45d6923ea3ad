"""Two-tier image cache: memory first, then PNG files on disk.

Keys name the deck, its version, the image, the logical width and the device
pixel ratio, so a new deck version or another screen never sees stale pixels.
"""

from __future__ import annotations

import os
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QImage

_SAFE = re.compile(r"[^A-Za-z0-9_.-]")


@dataclass(frozen=True)
class ImageKey:
    deck_id: str
    version: str
    name: str     # face name, back:<id> or legend-<lang>
    width: int    # logical pixels
    dpr: float

    def relative_path(self) -> Path:
        size = f"{self.width}w@{self.dpr:g}x"
        return Path(_SAFE.sub("_", self.deck_id), _SAFE.sub("_", self.version), size, _SAFE.sub("_", self.name) + ".png")


class MemoryCache:
    """A least-recently-used cache bounded by the bytes of the images it holds."""

    def __init__(self, max_bytes: int = 256 * 1024 * 1024) -> None:
        self.max_bytes = max_bytes
        self._images: OrderedDict[ImageKey, QImage] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    @property
    def bytes_used(self) -> int:
        return self._bytes

    def get(self, key: ImageKey) -> QImage | None:
        with self._lock:
            image = self._images.get(key)
            if image is not None:
                self._images.move_to_end(key)
            return image

    def put(self, key: ImageKey, image: QImage) -> None:
        with self._lock:
            old = self._images.pop(key, None)
            if old is not None:
                self._bytes -= old.sizeInBytes()
            self._images[key] = image
            self._bytes += image.sizeInBytes()
            while self._bytes > self.max_bytes and len(self._images) > 1:
                _, dropped = self._images.popitem(last=False)
                self._bytes -= dropped.sizeInBytes()

    def clear(self) -> None:
        with self._lock:
            self._images.clear()
            self._bytes = 0


class DiskCache:
    """PNG files under ``root``; written atomically (temp file, then rename)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def path(self, key: ImageKey) -> Path:
        return self.root / key.relative_path()

    def get(self, key: ImageKey) -> QImage | None:
        path = self.path(key)
        if not path.is_file():
            return None
        image = QImage(str(path))
        if image.isNull():  # a damaged cache file is simply rendered again
            return None
        image.setDevicePixelRatio(key.dpr)
        return image

    def put(self, key: ImageKey, image: QImage) -> None:
        path = self.path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f".{path.name}.{threading.get_ident()}.tmp")
            if image.save(str(tmp), "PNG", 90):  # quality 90: light compression, fast
                os.replace(tmp, path)
            else:
                tmp.unlink(missing_ok=True)
        except OSError:
            pass  # the cache is an optimisation; a full disk must not break rendering
