"""Crop boxes of family photos, and a default box that keeps the whole head.

A face detector (OpenCV and its models) would add tens of MB to a frozen app whose budget
is nearly spent, so the default crop finds the face with a small heuristic instead: on a
thumbnail, pixels of skin tone (a YCbCr range that covers light to very dark skin) are
grouped into blobs, the blob most like a face (round-ish, not a rectangle, large, high in
the picture) is taken as the face, and the box is placed so the head — with room for hair
or a hat above the skin — sits in the upper part of the window, under a margin.  When no
face is found the box is the largest one the photo allows, at its very top: it may show
too much, but never cuts off a head.  The editor lets the person move and resize it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image, ImageChops

from yaniv_desktop.decks import layout as L

WINDOW_ASPECT = L.WINDOW.w / L.WINDOW.h
"""The crop box keeps this width : height, the picture window of a court card."""
THUMB_SIDE = 200
WALL_CLOSE = 20
"""A pixel this close (in every channel) to a wall colour is the wall."""
HUE_STEP = 7
"""The most a pixel's Cb or Cr may differ from its region's mean."""
SKIN_CB = (77, 127)
SKIN_CR = (136, 176)
SKIN_MIN_Y = 30
HAIR_ABOVE = 0.55
"""Room above the top of the skin for hair, a kippah or a hat, in face heights."""
FACE_SHARE = 0.30
"""The face's height as a share of the crop's height: head and shoulders."""
TOP_MARGIN = 0.12
"""Free space above the head, as a share of the crop's height: arched frames cover the window's top."""


@dataclass(frozen=True)
class Crop:
    """The part of an upright photo to use, as fractions of its width and height."""

    x: float = 0.0
    y: float = 0.0
    w: float = 1.0
    h: float = 1.0

    def clamped(self) -> Crop:
        w = min(max(self.w, 0.02), 1.0)
        h = min(max(self.h, 0.02), 1.0)
        return Crop(min(max(self.x, 0.0), 1.0 - w), min(max(self.y, 0.0), 1.0 - h), w, h)

    def box(self, width: int, height: int) -> tuple[int, int, int, int]:
        c = self.clamped()
        return (round(c.x * width), round(c.y * height), round((c.x + c.w) * width), round((c.y + c.h) * height))


@dataclass(frozen=True)
class FaceBox:
    """A face found on a photo, in fractions of its width and height."""

    x: float
    y: float
    w: float
    h: float


def largest_window(width: int, height: int) -> tuple[float, float]:
    """Width and height (fractions) of the largest window-shaped box in a ``width`` × ``height`` photo."""
    if width / height > WINDOW_ASPECT:
        return height * WINDOW_ASPECT / width, 1.0
    return 1.0, width / WINDOW_ASPECT / height


def default_crop(width: int, height: int) -> Crop:
    """Without looking at the pixels: the largest window-shaped box, centred, at the top."""
    w, h = largest_window(width, height)
    return Crop((1 - w) / 2, 0.0, w, h)


def face_crop(photo: Image.Image) -> Crop:
    """The default crop of ``photo``: around the face when one is found, else at the top."""
    face = find_face(photo)
    if face is None:
        return default_crop(*photo.size)
    return crop_around(face, *photo.size)


def crop_around(face: FaceBox, width: int, height: int) -> Crop:
    """A window-shaped box showing head and shoulders, the head under a margin, never cut."""
    px_face_w, px_face_h = face.w * width, face.h * height
    head_top = (face.y - HAIR_ABOVE * face.h) * height
    ch = px_face_h / FACE_SHARE
    ch = max(ch, 1.6 * px_face_w / WINDOW_ASPECT)  # the head's width (with hair) fits too
    cw = ch * WINDOW_ASPECT
    max_w, max_h = largest_window(width, height)
    if cw > max_w * width or ch > max_h * height:
        cw, ch = max_w * width, max_h * height
    top = head_top - TOP_MARGIN * ch
    left = (face.x + face.w / 2) * width - cw / 2
    top = min(max(top, 0.0), height - ch)
    left = min(max(left, 0.0), width - cw)
    return Crop(left / width, top / height, cw / width, ch / height)


def find_face(photo: Image.Image) -> FaceBox | None:
    """The blob of skin tone most like a face, or None."""
    thumb = photo.convert("RGB")
    thumb.thumbnail((THUMB_SIDE, THUMB_SIDE), Image.Resampling.BOX)
    w, h = thumb.size
    found = [face for blob in _blobs(thumb, _skin_mask(thumb)) if (face := _face_of(blob, w, h)) is not None]
    return max(found, key=lambda f: f[0])[1] if found else None


def _skin_mask(thumb: Image.Image) -> Image.Image:
    """Pixels of skin tone."""
    y, cb, cr = thumb.convert("YCbCr").split()

    def band(image: Image.Image, low: int, high: int) -> Image.Image:
        return image.point(lambda v: 255 if low <= v <= high else 0)

    skin = ImageChops.darker(ImageChops.darker(band(cb, *SKIN_CB), band(cr, *SKIN_CR)), band(y, SKIN_MIN_Y, 255))
    for colour in _wall_colours(thumb):  # a beige wall behind the person is not skin
        r, g, b = ImageChops.difference(thumb, Image.new("RGB", thumb.size, colour)).split()
        far = ImageChops.lighter(ImageChops.lighter(r, g), b).point(lambda v: 255 if v > WALL_CLOSE else 0)
        skin = ImageChops.darker(skin, far)
    return skin


def _wall_colours(thumb: Image.Image) -> list[tuple[int, ...]]:
    """Colours common along the top and both sides of the photo: a wall or sky behind the
    person (a table in front reaches the sides but not the top; a face rarely fills an edge)."""
    w, h = thumb.size
    px = thumb.load()
    edges = ([px[x, y] for x in range(w) for y in (0, 1)], [px[x, y] for y in range(h) for x in (0, 1)],
             [px[x, y] for y in range(h) for x in (w - 2, w - 1)])
    shared: set[tuple[int, ...]] | None = None
    groups: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
    for edge in edges:
        counts: dict[tuple[int, ...], int] = {}
        for colour in edge:
            key = tuple(c // 16 for c in colour)
            counts[key] = counts.get(key, 0) + 1
            groups.setdefault(key, []).append(colour)
        common = {k for k, n in counts.items() if n >= 0.15 * len(edge)}
        shared = common if shared is None else shared & common
    return [tuple(sum(c[i] for c in groups[k]) // len(groups[k]) for i in range(3)) for k in sorted(shared or ())]


def _blobs(thumb: Image.Image, mask: Image.Image) -> list[list[tuple[int, int]]]:
    """Regions of skin tone (4-neighbours) whose hue stays near the region's mean: a face's
    light and shade stay in (brightness is not compared), a beige wall touching it stays out."""
    w, h = thumb.size
    _, cbs, crs = (list(band.tobytes()) for band in thumb.convert("YCbCr").split())
    todo = bytearray(1 if v else 0 for v in mask.tobytes())
    blobs = []
    least = max(12, w * h // 400)
    for start in range(w * h):
        if not todo[start]:
            continue
        todo[start] = 0
        stack, pixels = [start], []
        cb_sum, cr_sum = 0, 0
        while stack:
            i = stack.pop()
            x, y = i % w, i // w
            pixels.append((x, y))
            cb_sum += cbs[i]
            cr_sum += crs[i]
            cb, cr = cb_sum / len(pixels), cr_sum / len(pixels)
            for j, ok in ((i - 1, x > 0), (i + 1, x < w - 1), (i - w, y > 0), (i + w, y < h - 1)):
                if ok and todo[j] and abs(cbs[j] - cb) <= HUE_STEP and abs(crs[j] - cr) <= HUE_STEP:
                    todo[j] = 0
                    stack.append(j)
        if len(pixels) >= least:
            blobs.append(pixels)
    return blobs


def _face_of(pixels: list[tuple[int, int]], w: int, h: int) -> tuple[float, FaceBox] | None:
    """The face at the top of a skin blob (its neck and shoulders left out), with how face-like it is."""
    rows: dict[int, list[int]] = {}
    for x, y in pixels:
        rows.setdefault(y, []).append(x)
    top = min(rows)
    widest, face_bottom, left, right = 0, max(rows), w, 0
    for y in range(top, max(rows) + 1):
        xs = rows.get(y)
        width = (max(xs) - min(xs) + 1) if xs else 0
        if widest and width < 0.72 * widest and y - top > 0.9 * widest:
            face_bottom = y  # the chin: the blob narrows into a neck
            break
        if y - top > 1.7 * max(widest, 1) and widest:
            face_bottom = y
            break
        if xs:
            widest = max(widest, width)
            left, right = min(left, min(xs)), max(right, max(xs))
    face_w, face_h = right - left + 1, face_bottom - top
    if face_w < 4 or face_h < 4 or face_w > 0.8 * w or face_h > 0.8 * h:
        return None  # a speck, or a wall
    area = sum(len(xs) for y, xs in rows.items() if top <= y < face_bottom)
    fill = area / (face_w * face_h)
    shape = face_h / face_w
    if not 0.8 <= shape <= 2.0 or not 0.45 <= fill <= 0.93:
        return None  # too flat, too thin, too ragged, or a rectangle (a wall, a table)
    # Eyes and brows: gaps inside the upper half of the face that a patch of wall has not.
    gaps = sum(max(rows[y]) - min(rows[y]) + 1 - len(rows[y]) for y in range(top + face_h // 5, top + face_h * 3 // 5)
               if y in rows)
    eyes = 2.0 if gaps >= 2 else 1.0
    # How closely the row widths follow an upright ellipse (a patch of wall or a table does not).
    deviation = 0.0
    for y in range(top, face_bottom):
        xs = rows.get(y)
        t = (y - top + 0.5) / face_h
        expected = face_w * math.sqrt(max(0.0, 1 - (2 * t - 1) ** 2))
        deviation += abs(((max(xs) - min(xs) + 1) if xs else 0) - expected)
    oval = max(0.0, 1.0 - 4.0 * deviation / (face_h * face_w))
    height_bonus = 1.0 - 0.4 * (top / h)
    score = math.sqrt(area) * oval * height_bonus * eyes  # shape counts more than size
    return score, FaceBox(left / w, top / h, face_w / w, face_h / h)
