"""The rig's named choices: what a manifest may write in a portrait's ``figure``."""

from __future__ import annotations

from enum import Enum


class Sex(Enum):
    MALE = "male"
    FEMALE = "female"


class Hair(Enum):
    BALD = "bald"
    RECEDING = "receding"
    SHORT = "short"
    CROP = "crop"          # close-cropped, a boy's or an old man's
    CURLY = "curly"
    WAVY = "wavy"
    BUN = "bun"
    BRAIDS = "braids"
    PONYTAIL = "ponytail"
    LONG = "long"
    COVERED = "covered"    # under a scarf or veil: only a little fringe shows


class Beard(Enum):
    NONE = "none"
    STUBBLE = "stubble"
    MOUSTACHE = "moustache"
    TRIMMED = "trimmed"
    FULL = "full"
    LONG = "long"
    GOATEE = "goatee"


class Glasses(Enum):
    NONE = "none"
    ROUND = "round"
    RECTANGULAR = "rectangular"
    HALF_MOON = "half_moon"


class Nose(Enum):
    STRAIGHT = "straight"
    AQUILINE = "aquiline"
    BUTTON = "button"
    BROAD = "broad"
    LONG = "long"


class Eyes(Enum):
    ALMOND = "almond"
    ROUND = "round"
    HOODED = "hooded"
    NARROW = "narrow"
    SMILING = "smiling"    # closed in a laugh


def names(style: type[Enum]) -> tuple[str, ...]:
    return tuple(member.value for member in style)  # type: ignore[attr-defined]
