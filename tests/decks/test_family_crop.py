"""The default crop of a family photo keeps the whole head, with a margin, and never cuts its
top: checked on generated portraits — heads of several skin tones, hair colours and hats, at
several places and sizes, in portrait and landscape photos, on plain and busy backgrounds."""

from __future__ import annotations

import itertools
import random
import zlib
from dataclasses import dataclass

import pytest
from PIL import Image, ImageDraw

from yaniv_desktop.decks.family_crop import (
    WINDOW_ASPECT,
    Crop,
    crop_around,
    default_crop,
    face_crop,
    find_face,
)

SKIN_TONES = ("#ffdbac", "#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#5a3825", "#3b2219")
HAIR = ("none", "#1b1b1b", "#d9d9d6", "#7a4a24", "hat")
PLACES = ((0.5, 0.3), (0.3, 0.35), (0.7, 0.25), (0.5, 0.5), (0.62, 0.42))
SIZES = (0.09, 0.16)  # the face's half-width, as a share of the photo's shorter side
SHAPES = ((900, 1200), (1200, 900), (1000, 1000), (720, 1280))  # the last: a phone held upright
PLAIN = ("#8fae9c", "#f4ead8", "#20242c", "#b08ca0", "#d2b48c")


@dataclass(frozen=True)
class Portrait:
    image: Image.Image
    head: tuple[float, float, float, float]  # hair or hat and face, in pixels: left, top, right, bottom
    face: tuple[float, float, float, float]


def portrait(size: tuple[int, int], skin: str, hair: str, place: tuple[float, float], half: float,
             background: str, seed: int) -> Portrait:
    w, h = size
    rng = random.Random(seed)
    image = Image.new("RGB", size, background if background != "busy" else "#777777")
    draw = ImageDraw.Draw(image)
    if background == "busy":  # shelves, frames, plants, a wooden table
        for _ in range(70):
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            colour = f"#{rng.randrange(256):02x}{rng.randrange(256):02x}{rng.randrange(256):02x}"
            draw.rectangle((x, y, x + rng.uniform(20, w / 3), y + rng.uniform(20, h / 3)), fill=colour)
        draw.rectangle((0, h * 0.8, w, h), fill="#c8965a")
    rx = half * min(w, h)
    ry = rx * 1.3
    cx, cy = place[0] * w, place[1] * h
    face = (cx - rx, cy - ry, cx + rx, cy + ry)
    draw.rectangle((cx - 3.2 * rx, cy + ry * 1.3, cx + 3.2 * rx, h), fill="#2e4a6b")  # shoulders, a shirt
    draw.rectangle((cx - 0.45 * rx, cy + ry * 0.6, cx + 0.45 * rx, cy + ry * 1.45), fill=skin)  # neck
    head_top = face[1]
    if hair == "hat":
        draw.rectangle((cx - 1.25 * rx, cy - ry * 1.05, cx + 1.25 * rx, cy - ry * 0.85), fill="#2b2b2b")  # brim
        draw.rectangle((cx - 0.9 * rx, cy - ry * 1.55, cx + 0.9 * rx, cy - ry * 0.9), fill="#2b2b2b")
        head_top = cy - ry * 1.55
        sides = (cx - 1.25 * rx, cx + 1.25 * rx)
    elif hair != "none":
        draw.ellipse((cx - 1.12 * rx, cy - ry * 1.22, cx + 1.12 * rx, cy + ry * 0.3), fill=hair)
        head_top = cy - ry * 1.22
        sides = (cx - 1.12 * rx, cx + 1.12 * rx)
    else:
        sides = (face[0], face[2])
    draw.ellipse(face, fill=skin)
    for ex in (cx - 0.4 * rx, cx + 0.4 * rx):  # eyes, brows, a mouth
        draw.ellipse((ex - 0.14 * rx, cy - 0.25 * ry, ex + 0.14 * rx, cy - 0.1 * ry), fill="#1a1a1a")
        draw.line((ex - 0.2 * rx, cy - 0.38 * ry, ex + 0.2 * rx, cy - 0.38 * ry), fill="#2a1a10", width=max(2, round(rx / 20)))
    draw.arc((cx - 0.35 * rx, cy + 0.2 * ry, cx + 0.35 * rx, cy + 0.55 * ry), 20, 160, fill="#7a2a2a", width=max(2, round(rx / 15)))
    head = (sides[0], head_top, sides[1], face[3])
    return Portrait(image, head, face)


BACKGROUNDS = (*PLAIN, "busy")
EVERY = 11
"""Every 11th of the 8400 combinations (764 photos): each tone, hair, place and size appears often."""


def cases(background: str) -> list[tuple]:
    return [combo for n, combo in enumerate(itertools.product(SHAPES, SKIN_TONES, HAIR, PLACES, SIZES, BACKGROUNDS))
            if n % EVERY == 0 and combo[-1] == background]


def crop_pixels(crop: Crop, size: tuple[int, int]) -> tuple[float, float, float, float]:
    w, h = size
    return crop.x * w, crop.y * h, (crop.x + crop.w) * w, (crop.y + crop.h) * h


def head_problem(p: Portrait, crop: Crop, size: tuple[int, int]) -> str | None:
    """What is wrong with ``crop`` for this portrait, or None."""
    left, top, right, bottom = crop_pixels(crop, size)
    if abs(crop.w * size[0] / (crop.h * size[1]) - WINDOW_ASPECT) > 0.01:
        return "not the window's shape"
    if crop.x < 0 or crop.x + crop.w > 1.0001 or crop.y < 0 or crop.y + crop.h > 1.0001:
        return "outside the photo"
    head_left, head_top, head_right, head_bottom = p.head
    if top > head_top:
        return "the top of the head is cut"
    if head_top - top < min(0.08 * (bottom - top), head_top) - 0.5:
        return "no margin above the head, though the photo has room"
    if not (left <= head_left and head_right <= right and head_bottom <= bottom):
        return "part of the head is cut"
    return None


def found_the_face(p: Portrait, size: tuple[int, int]) -> bool:
    found = find_face(p.image)
    if found is None:
        return False
    fx0, fy0 = found.x * size[0], found.y * size[1]
    fx1, fy1 = fx0 + found.w * size[0], fy0 + found.h * size[1]
    x0, y0, x1, y1 = p.face
    overlap = max(0, min(fx1, x1) - max(fx0, x0)) * max(0, min(fy1, y1) - max(fy0, y0))
    union = (x1 - x0) * (y1 - y0) + (fx1 - fx0) * (fy1 - fy0) - overlap
    return overlap / union > 0.5


@pytest.mark.parametrize("background", BACKGROUNDS)
def test_the_default_crop_keeps_the_whole_head_with_a_margin(background: str) -> None:
    problems, missed, tight, checked = [], [], 0, 0
    todo = cases(background)
    for shape, skin, hair, place, half, _ in todo:
        p = portrait(shape, skin, hair, place, half, background, seed=zlib.crc32(repr((skin, hair, place, half)).encode()))
        if p.head[1] < 0:
            continue  # a hat cut off by the photo itself: nothing to keep
        checked += 1
        crop = face_crop(p.image)
        what = (shape, skin, hair, place, half)
        problem = head_problem(p, crop, shape)
        if problem:
            problems.append((what, problem))
        if not found_the_face(p, shape):
            missed.append(what)
        face_h = p.face[3] - p.face[1]
        tight += face_h / (crop.h * shape[1]) > 0.2  # about the face, not the whole photo
    # On a busy background a skin-toned patch shaped like a face can win over the face (2 and 4
    # of about 120 busy photos in two other samples of these combinations); on a plain one, never.
    allowed = 0.035 * checked if background == "busy" else 0
    assert checked > 80 and len(problems) <= allowed, problems
    assert len(missed) <= 0.05 * checked, f"{len(missed)} of {checked} faces missed: {missed}"
    assert tight >= 0.9 * checked, f"only {tight} of {checked} crops are about the face"


def test_without_a_face_the_crop_is_the_largest_box_at_the_top() -> None:
    for size in ((1200, 900), (600, 1400)):
        crop = face_crop(Image.new("RGB", size, "#3060a0"))
        assert crop == default_crop(*size) and crop.y == 0.0
        assert crop.w == pytest.approx(1.0) or crop.h == pytest.approx(1.0)


def test_a_face_at_the_very_top_keeps_its_top_and_the_box_stays_in_the_photo() -> None:
    from yaniv_desktop.decks.family_crop import FaceBox

    crop = crop_around(FaceBox(0.4, 0.01, 0.2, 0.25), 1000, 1000)
    assert crop.y == 0.0 and crop.x + crop.w <= 1.0 and crop.y + crop.h <= 1.0
    huge = crop_around(FaceBox(0.1, 0.2, 0.8, 0.7), 1000, 1000)  # a face filling the photo
    assert huge.y == 0.0 and huge.h == pytest.approx(1.0)
