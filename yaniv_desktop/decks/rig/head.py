"""A whole head: the rig's slots, its placement on the body and the box the face fills."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from yaniv_desktop.decks.rig.beard import BeardDrawing
from yaniv_desktop.decks.rig.face import FaceDrawing
from yaniv_desktop.decks.rig.geometry import TOP, HeadFrame
from yaniv_desktop.decks.rig.glasses import draw_glasses
from yaniv_desktop.decks.rig.hair import HairDrawing
from yaniv_desktop.decks.rig.spec import FaceSpec

HEAD_SLOTS: tuple[str, ...] = ("hair_back", "headwear_back", "face", "beard", "hair", "headwear", "glasses")
"""Portrait slots drawn in the head frame: they move, turn and scale with the head."""


@dataclass(frozen=True)
class Head:
    spec: FaceSpec
    transform: str                 # SVG transform from the head frame to the portrait box
    slots: Mapping[str, str]       # slot -> SVG in the head frame
    neck: str                      # SVG in portrait coordinates, drawn under the face
    box: tuple[float, float, float, float]  # the face (crown to chin, ear to ear): x, y, w, h in the portrait box


def draw_head(spec: FaceSpec) -> Head:
    frame = HeadFrame(spec)
    face = FaceDrawing(frame)
    hair = HairDrawing(frame)
    slots = {"hair_back": hair.back(), "face": face.head(), "beard": BeardDrawing(frame, face).draw(),
             "hair": hair.front(), "glasses": draw_glasses(frame, spec.rims)}
    outline = frame.outline()
    xs = [p[0] for p in outline]
    corners = [frame.map((x, y)) for x in (min(xs) - 14, max(xs) + 14) for y in (TOP, frame.chin_y)]
    x0, x1 = min(p[0] for p in corners), max(p[0] for p in corners)
    y0, y1 = min(p[1] for p in corners), max(p[1] for p in corners)
    return Head(spec, frame.transform(), MappingProxyType({k: v for k, v in slots.items() if v}), face.neck(),
                (x0, y0, x1 - x0, y1 - y0))
