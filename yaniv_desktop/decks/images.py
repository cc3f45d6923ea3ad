"""Art files a deck may carry: which formats, how large, and metadata stripping.

Decks arrive from other people, so every image is checked before it is stored:
its bytes must match its extension, raster images are measured from their header
(before any pixel is decoded) against a pixel limit, and SVG is parsed with a
hardened XML parser and must be a plain, self-contained drawing: no DTD or
entities, no scripts or event attributes, nothing fetched from outside (see
:mod:`yaniv_desktop.decks.svg_clean`).  What is stored and exported is what was
checked: photos lose their EXIF/GPS metadata, and SVG is written back cleaned,
with editor metadata, comments and anything not on the allow-list dropped.
"""

from __future__ import annotations

import io
import warnings
from pathlib import Path

from PIL import Image, ImageOps

from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.svg_clean import clean_svg

RASTER_SUFFIXES = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG"}
IMAGE_SUFFIXES = frozenset({".svg", *RASTER_SUFFIXES})
MAX_IMAGE_BYTES = 8 * 1024 * 1024
MAX_PIXELS = 4096 * 4096
MAX_SIDE = 8192
_MAGIC = {"PNG": b"\x89PNG\r\n\x1a\n", "JPEG": b"\xff\xd8\xff"}


def check_image_file(path: Path) -> None:
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise DeckError(path, "", f"cannot be read: {exc.strerror}") from None
    if size > MAX_IMAGE_BYTES:
        raise DeckError(path, "", f"is {size // 1024} KB; an image may be at most {MAX_IMAGE_BYTES // 1024 // 1024} MB")
    check_image_bytes(path.read_bytes(), path)


def check_image_bytes(data: bytes, path: Path) -> None:
    suffix = path.suffix.lower()
    if suffix not in IMAGE_SUFFIXES:
        raise DeckError(path, "", "is not an allowed image: use .svg, .png or .jpg")
    if suffix == ".svg":
        clean_svg(data, path)
    else:
        _check_raster(data, path, RASTER_SUFFIXES[suffix])


def _check_raster(data: bytes, path: Path, fmt: str) -> None:
    if not data.startswith(_MAGIC[fmt]):
        raise DeckError(path, "", f"is not a {fmt} image (its bytes do not match its name)")
    width, height = _measure(data, path, fmt)
    if width > MAX_SIDE or height > MAX_SIDE or width * height > MAX_PIXELS:
        raise DeckError(path, "", f"is {width} × {height} pixels; the limit is {MAX_PIXELS // 1_000_000} megapixels")


def _measure(data: bytes, path: Path, fmt: str) -> tuple[int, int]:
    """Size from the header only: Pillow's ``open`` is lazy and decodes no pixels."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=[fmt]) as image:
                return image.size
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise DeckError(path, "", "is far too many pixels (a decompression bomb)") from None
    except (OSError, SyntaxError, ValueError):
        raise DeckError(path, "", f"is not a readable {fmt} image") from None


def raster_pixels(data: bytes, path: Path) -> int:
    """Width × height of a PNG or JPEG, read from its header (no pixel is decoded); 0 for SVG."""
    suffix = path.suffix.lower()
    if suffix == ".svg":
        return 0
    if suffix not in RASTER_SUFFIXES:
        raise DeckError(path, "", "is not an allowed image: use .svg, .png or .jpg")
    width, height = _measure(data, path, RASTER_SUFFIXES[suffix])
    return width * height


def strip_metadata(data: bytes, path: Path) -> bytes:
    """The image re-encoded without EXIF, GPS, XMP or text chunks.

    A JPEG is first turned upright by its EXIF orientation, so the photo looks the
    same after its metadata is gone.  SVG is returned cleaned (:func:`clean_svg`):
    only what was checked is written out.
    """
    suffix = path.suffix.lower()
    if suffix == ".svg":
        return clean_svg(data, path)
    if suffix not in RASTER_SUFFIXES:
        return data
    _check_raster(data, path, RASTER_SUFFIXES[suffix])
    fmt = RASTER_SUFFIXES[suffix]
    try:
        with Image.open(io.BytesIO(data), formats=[fmt]) as image:
            upright = ImageOps.exif_transpose(image) if fmt == "JPEG" else image
            # Rebuilt from raw pixels, so no metadata of the original can survive.
            clean = Image.frombytes(upright.mode, upright.size, upright.tobytes())
            palette = upright.getpalette() if upright.mode == "P" else None
            if palette:
                clean.putpalette(palette)
            out = io.BytesIO()
            if fmt == "JPEG":
                clean.convert("RGB").save(out, "JPEG", quality=92)
            else:
                clean.save(out, "PNG")
    except (OSError, SyntaxError, ValueError):
        raise DeckError(path, "", f"is not a readable {fmt} image") from None
    return out.getvalue()
