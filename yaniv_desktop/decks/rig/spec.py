"""A face as numbers: :class:`FaceSpec`, filled from a seed and what the manifest asks for.

The seed is a text such as ``"iraqi:KH"``; :class:`random.Random` hashes text seeds with
SHA-512, so a court gets the same face on every run and machine, and every court of every
deck a face of its own.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from yaniv_desktop.decks.rig.colours import greyed, luminance, mix, nudge
from yaniv_desktop.decks.rig.styles import Beard, Eyes, Glasses, Hair, Nose, Sex

E = TypeVar("E", bound=Enum)

DEFAULT_SKIN = "#c68e64"
_NATURAL_HAIR = (("#1f1712", 3.0), ("#2e2018", 3.0), ("#3b2718", 3.0), ("#54351f", 2.0), ("#6e4325", 1.2),
                 ("#8a4a2a", 0.6), ("#9a7448", 0.5), ("#c9a063", 0.3))
_HENNA = ("#7a3a22", "#5a2a1c", "#3a2418")
_EYE_COLOURS = (("#2c1f18", 4.0), ("#3d2a1c", 4.0), ("#5b3c22", 2.0), ("#6b5a2e", 1.0), ("#4f6a3c", 0.5),
                ("#4a6f8f", 0.6))
_RIMS = ("#3a3430", "#5a3a26", "#a88436", "#7d8288", "#2b2f3a")


@dataclass(frozen=True)
class FigureRequest:
    """What a manifest's ``figure`` fixes; everything left ``None`` comes from the seed."""

    sex: Sex | None = None
    age: int | None = None
    turn: float | None = None
    hair: Hair | None = None
    beard: Beard | None = None
    glasses: Glasses | None = None
    nose: Nose | None = None
    eyes: Eyes | None = None
    peyot: bool | None = None  # sidelocks in front of the ears

    def merged(self, over: FigureRequest) -> FigureRequest:
        """This request with every value ``over`` sets put over it (a suit over its court)."""
        return FigureRequest(**{k: getattr(over, k) if getattr(over, k) is not None else getattr(self, k)
                                for k in self.__dataclass_fields__})


@dataclass(frozen=True)
class FaceSpec:
    """Everything that makes one face: shape, features, age, style, colours and pose."""

    sex: Sex
    age: int
    turn: float           # -1 … 1: 0 faces us, ±0.5 is a three-quarter view (+ looks to our right)
    tilt: float           # degrees the head leans
    scale: float          # head size against the body
    shift: float          # head's sideways offset over the neck
    hair: Hair
    beard: Beard
    glasses: Glasses
    nose: Nose
    eyes: Eyes
    peyot: bool
    width: float          # head width, 1 = the old shared face
    jaw: float            # jaw corner width, fraction of the half-width
    chin: float           # chin width, fraction of the half-width
    cheekbones: float
    chin_y: float         # how long the face is
    hairline: float       # y of the hairline: a high or low forehead
    ear: float
    neck: float           # neck half-width
    eye_size: float
    eye_gap: float        # eye centre from the midline, fraction of the half-width
    lashes: bool
    brow_weight: float
    brow_arch: float
    brow_tilt: float      # > 0 raises the inner ends (kindly, worried), < 0 lowers them (stern)
    nose_size: float
    mouth_width: float
    lips: float           # 0 thin … 1 full
    smile: float          # 0 straight … 1 broad
    open_smile: bool
    blush: float
    hair_volume: float
    parting: float        # -1 … 1, where the hair parts
    skin: str
    hair_colour: str
    beard_colour: str
    brow_colour: str
    eye_colour: str
    lip_colour: str
    ribbon: str
    rims: str

    @property
    def child(self) -> bool:
        return self.age < 13

    @property
    def youth(self) -> float:
        """1 for a four-year-old, 0 from thirteen."""
        return max(0.0, min(1.0, (13 - self.age) / 9))

    @property
    def old(self) -> float:
        """0 up to 50, rising to 1 at 90: how much age shows."""
        return max(0.0, min(1.0, (self.age - 50) / 40))


def _pick(rng: random.Random, weighted: Sequence[tuple[E, float]]) -> E:
    choices, weights = zip(*weighted, strict=True)
    return rng.choices(choices, weights)[0]


def _colour(rng: random.Random, weighted: Sequence[tuple[str, float]]) -> str:
    choices, weights = zip(*weighted, strict=True)
    return rng.choices(choices, weights)[0]


def _default_sex(role: str, rng: random.Random) -> Sex:
    return {"K": Sex.MALE, "Q": Sex.FEMALE}.get(role) or rng.choice((Sex.MALE, Sex.FEMALE))


def _default_age(role: str, rng: random.Random) -> int:
    low, high = {"K": (62, 90), "Q": (60, 88)}.get(role, (4, 16))
    return rng.randint(low, high)


def _default_hair(sex: Sex, age: int, rng: random.Random) -> Hair:
    if sex is Sex.MALE and age >= 18:
        return _pick(rng, ((Hair.RECEDING, 3), (Hair.BALD, 1.5), (Hair.SHORT, 2), (Hair.CROP, 1),
                           (Hair.WAVY, 1), (Hair.CURLY, 1)))
    if sex is Sex.MALE:
        return _pick(rng, ((Hair.SHORT, 3), (Hair.CURLY, 2), (Hair.CROP, 2), (Hair.WAVY, 1.5)))
    if age >= 18:
        return _pick(rng, ((Hair.BUN, 3), (Hair.SHORT, 2), (Hair.WAVY, 2), (Hair.CURLY, 1.5), (Hair.LONG, 0.5)))
    return _pick(rng, ((Hair.BRAIDS, 2.5), (Hair.PONYTAIL, 2.5), (Hair.LONG, 2), (Hair.BUN, 1),
                       (Hair.CURLY, 1.5), (Hair.WAVY, 1.5), (Hair.SHORT, 0.5)))


def _default_beard(sex: Sex, age: int, rng: random.Random) -> Beard:
    if sex is Sex.FEMALE or age < 15:
        return Beard.NONE
    if age < 18:
        return _pick(rng, ((Beard.NONE, 3), (Beard.STUBBLE, 1)))
    return _pick(rng, ((Beard.NONE, 2), (Beard.MOUSTACHE, 2), (Beard.TRIMMED, 2), (Beard.FULL, 2),
                       (Beard.LONG, 1), (Beard.GOATEE, 1), (Beard.STUBBLE, 1)))


def _default_turn(rng: random.Random) -> float:
    kind = rng.choices(("front", "slight", "three_quarter"), (3, 1, 3))[0]
    side = rng.choice((-1, 1))
    if kind == "front":
        return 0.0
    return round(side * (rng.uniform(0.15, 0.3) if kind == "slight" else rng.uniform(0.4, 0.6)), 3)


def build_spec(request: FigureRequest, seed: str, role: str, colours: Mapping[str, str]) -> FaceSpec:
    """The face of one court: ``role`` is ``K``, ``Q`` or ``J``; ``colours`` are the portrait's
    colours (``skin`` is the base the face's own skin is varied from; ``hair``, ``beard``,
    ``eye``, ``lip``, ``brow`` and ``ribbon`` are taken as they are)."""
    rng = random.Random(seed)
    sex = request.sex or _default_sex(role, rng)
    age = request.age if request.age is not None else _default_age(role, rng)
    male, old = sex is Sex.MALE, max(0.0, min(1.0, (age - 50) / 40))
    hair = request.hair or _default_hair(sex, age, rng)
    beard = request.beard or _default_beard(sex, age, rng)
    glasses = request.glasses or (
        _pick(rng, ((Glasses.NONE, 5), (Glasses.ROUND, 2), (Glasses.RECTANGULAR, 2), (Glasses.HALF_MOON, 1.5)))
        if age >= 40 else _pick(rng, ((Glasses.NONE, 9), (Glasses.ROUND, 1), (Glasses.RECTANGULAR, 1))))
    eyes = request.eyes or (_pick(rng, ((Eyes.ROUND, 3), (Eyes.ALMOND, 3))) if age < 18 else
                            _pick(rng, ((Eyes.ALMOND, 3), (Eyes.HOODED, 3), (Eyes.SMILING, 1.5),
                                        (Eyes.NARROW, 1), (Eyes.ROUND, 1))))
    nose = request.nose or (_pick(rng, ((Nose.BUTTON, 4), (Nose.STRAIGHT, 1))) if age < 13 else
                            _pick(rng, ((Nose.STRAIGHT, 3), (Nose.AQUILINE, 2), (Nose.BROAD, 2),
                                        (Nose.LONG, 1.5), (Nose.BUTTON, 1))))
    turn = request.turn if request.turn is not None else _default_turn(rng)

    skin = nudge(colours.get("skin", DEFAULT_SKIN), rng, light=0.045, sat=0.06, hue=0.008)
    # fair hair is rare on a dark-skinned family, and never on the darkest
    fair = max(0.0, min(1.0, (luminance(colours.get("skin", DEFAULT_SKIN)) - 0.35) / 0.3))
    natural = _colour(rng, [(c, w if i < 3 else w * fair) for i, (c, w) in enumerate(_NATURAL_HAIR)])
    if not male and age >= 50 and rng.random() < 0.25:
        hair_colour = rng.choice(_HENNA)  # a grandma who keeps it dark, or hennaed
    else:
        hair_colour = greyed(natural, age, rng)
    hair_colour = colours.get("hair", hair_colour)
    beard_colour = colours.get("beard", mix(greyed(natural, age + 6, rng), hair_colour, 0.3))
    brow_colour = colours.get("brow", mix(greyed(natural, age - 12, rng), "#1a120d", 0.25))
    eye_colour = colours.get("eye", _colour(rng, _EYE_COLOURS))
    lip_colour = colours.get("lip", mix(skin, "#a3473f", 0.32 if male else 0.5 - 0.12 * old))
    ribbon = colours.get("ribbon", colours.get("suit", "#c8314a"))
    rims = colours.get("rims", rng.choice(_RIMS))

    u = rng.uniform
    # 1 for a four-year-old, 0 from thirteen: rounder, shorter faces, bigger eyes, small noses
    youth = max(0.0, min(1.0, (13 - age) / 9))
    grown = 1.0 - youth

    def span(child: tuple[float, float], adult: tuple[float, float]) -> float:
        return u(*child) * youth + u(*adult) * grown

    return FaceSpec(
        # a turned head leans and moves a little that way too, hat and all
        sex=sex, age=age, turn=max(-1.0, min(1.0, turn)), tilt=round(u(-4, 4) + 5 * turn, 2),
        scale=round(span((1.07, 1.12), (0.95, 1.02)), 3), shift=round(u(-6, 6) + 14 * turn, 2),
        hair=hair, beard=beard, glasses=glasses, nose=nose, eyes=eyes, peyot=bool(request.peyot),
        width=round(span((0.96, 1.0), (0.94, 1.06) if male else (0.92, 1.02)), 3),
        jaw=round(span((0.74, 0.82), (0.68, 0.88) if male else (0.6, 0.76)), 3),
        chin=round(span((0.4, 0.48), (0.16, 0.34)), 3),
        cheekbones=round(span((0.98, 1.02), (0.92, 1.0)), 3),
        chin_y=round(span((334, 342), (352, 374)), 1),
        hairline=round(span((184, 192), (176, 194)), 1),
        ear=round(u(0.85, 1.15), 3),
        neck=round(span((19, 22), (28, 36) if male else (24, 29)), 1),
        eye_size=round(span((1.3, 1.45), (0.85, 1.1)), 3),
        eye_gap=round(u(0.37, 0.45), 3),
        lashes=not male and age >= 14 and rng.random() < 0.6,
        brow_weight=round(span((3, 4.5), (5, 8.5) if male else (3.5, 5.5)) + (2.5 * old if male else 0.0), 2),
        brow_arch=round(u(0.2, 1.0), 3),
        brow_tilt=round(u(-0.4, 0.5), 3),
        nose_size=round(span((0.6, 0.75), (0.9, 1.2)) + (0.08 * grown if male else 0.0) + 0.08 * old, 3),
        mouth_width=round(span((13, 16), (18, 26)), 2),
        lips=round(span((0.2, 0.4), (0.0, 0.5) if male else (0.4, 1.0)), 3),
        smile=round(u(0.25, 1.0), 3),
        open_smile=rng.random() < (0.35 if age < 13 else 0.2),
        blush=round(span((0.32, 0.45), (0.12, 0.3)), 3),
        hair_volume=round(u(4, 18), 2),
        parting=round(u(-1, 1), 3),
        skin=skin, hair_colour=hair_colour, beard_colour=beard_colour, brow_colour=brow_colour,
        eye_colour=eye_colour, lip_colour=lip_colour, ribbon=ribbon, rims=rims,
    )
