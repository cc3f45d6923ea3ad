"""Colour arithmetic for the rig: mixing, small seeded shifts, hair greying with age."""

from __future__ import annotations

import colorsys
import random

WHITE_HAIR = "#efebe4"
GREY_HAIR = "#b9b4ac"


def rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def hex_colour(r: float, g: float, b: float) -> str:
    return "#" + "".join(f"{max(0, min(255, round(c))):02x}" for c in (r, g, b))


def luminance(colour: str) -> float:
    """Perceived lightness, 0 black … 1 white."""
    r, g, b = rgb(colour)
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def mix(a: str, b: str, t: float) -> str:
    """``a`` moved a fraction ``t`` towards ``b``."""
    ra, rb = rgb(a), rgb(b)
    return hex_colour(*(x + (y - x) * t for x, y in zip(ra, rb, strict=True)))


def nudge(colour: str, rng: random.Random, light: float, sat: float = 0.0, hue: float = 0.0) -> str:
    """The colour with its lightness, saturation and hue moved by up to the given amounts."""
    h, lum, s = colorsys.rgb_to_hls(*(c / 255 for c in rgb(colour)))
    h = (h + rng.uniform(-hue, hue)) % 1.0
    lum = min(0.92, max(0.08, lum + rng.uniform(-light, light)))
    s = min(1.0, max(0.0, s + rng.uniform(-sat, sat)))
    return hex_colour(*(c * 255 for c in colorsys.hls_to_rgb(h, lum, s)))


def greyed(colour: str, age: int, rng: random.Random) -> str:
    """Hair colour at an age: grey from the forties, white in old age, earlier for some."""
    start = rng.uniform(38, 55)
    amount = max(0.0, min(1.0, (age - start) / rng.uniform(22, 36)))
    if amount <= 0:
        return colour
    grey = mix(GREY_HAIR, WHITE_HAIR, max(0.0, min(1.0, (age - 68) / 20)))
    return mix(colour, grey, amount)
