"""What a composed card is made of: SVG documents and a deck's own art files, bottom to top."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from yaniv_desktop.decks import layout as L


@dataclass(frozen=True)
class ArtLayer:
    """A deck's own art file painted into ``rect`` (card units)."""

    path: Path
    rect: L.Rect
    source: tuple[float, float, float, float] | None = None  # part of the image (fractions x, y, w, h)


@dataclass(frozen=True)
class CardArt:
    """What to paint, bottom to top: SVG documents and art files."""

    layers: tuple[bytes | ArtLayer, ...]
