"""Fixtures for the deck tests: the shared parts, the built-in decks, image helpers."""

from __future__ import annotations

import pytest
from PIL import Image
from PySide6.QtGui import QImage

from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import DeckRegistry, scan_default
from yaniv_desktop.decks.renderer import DeckRenderer


@pytest.fixture(scope="session")
def parts() -> PartLibrary:
    return PartLibrary()


@pytest.fixture(scope="session")
def registry(parts: PartLibrary) -> DeckRegistry:
    return scan_default(parts=parts)


@pytest.fixture
def renderer(registry: DeckRegistry, parts: PartLibrary, qapp, tmp_path) -> DeckRenderer:
    return DeckRenderer(registry, parts, cache_dir=tmp_path / "cache")


def to_pil(image: QImage) -> Image.Image:
    """A QImage as an RGBA Pillow image (copied)."""
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(rgba.constBits())[: rgba.sizeInBytes()]
    return Image.frombuffer("RGBA", (rgba.width(), rgba.height()), data, "raw", "RGBA",
                            rgba.bytesPerLine(), 1).copy()
