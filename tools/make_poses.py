"""Write the arms/ and hands/ parts of every pose, and the four pouring props.

    python tools/make_poses.py [pose ...]

A pose is an ``arms/<pose>`` + ``hands/<pose>`` pair drawn from the shapes in
``pose_shapes.py`` (sleeves from the garment's shoulder to a cuff, hands in a few
grips), so a hand always closes where its prop's handle or rim is.  The pouring
props keep the first edition's pot and cup drawings (read from git at FIRST_EDITION),
turned so the handle lies in the fist and with the stream drawn from the spout tip
into the cup.  A tool, not shipped; its output is committed.
"""
from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pose_shapes import Pt, cup_hand, fist, flat_hand, open_hand, palm_up, place, sleeve, tuck_fingers

ROOT = Path(__file__).resolve().parents[1]
PARTS = ROOT / "assets" / "parts"
W = 520


def mx(points: list[Pt]) -> list[Pt]:
    return [(W - x, y) for x, y in points]


class Arm:
    """An upper arm from the shoulder to the elbow and (optionally) a forearm from the elbow to the wrist.
    All points in the portrait box; ``side`` picks which edge of the upper arm is shaded."""
    def __init__(self, upper, uw, fore=None, fw=None, side=1.0, cuff=16):
        self.upper, self.uw, self.fore, self.fw, self.side, self.cuff = upper, uw, fore, fw, side, cuff

    def svg(self) -> str:
        if not self.fore:
            return sleeve(self.upper, self.uw, self.side, crease_at=0.62, cuff_len=self.cuff)
        return (sleeve(self.upper, self.uw, self.side, crease_at=None, cuff_len=0) + "\n"
                + sleeve(self.fore, self.fw, -self.side, crease_at=None, cuff_len=self.cuff, seam=False))


# arms hanging at the sides (hands out of the picture) and upper arms down to the elbow
HANG_L = [(160, 466), (114, 578), (96, 690), (98, 800)]
HANG_W = [84, 74, 70, 66]
UP_L = [(160, 466), (116, 574), (98, 672)]
UP_W = [84, 74, 68]
HANG_R, UP_R = mx(HANG_L), mx(UP_L)
EL_L, EL_R = UP_L[-1], UP_R[-1]
# a child's narrower shoulders (garment/child_shirt, child_dress)
C_HANG_L = [(180, 478), (136, 576), (116, 680), (116, 800)]
C_HANG_W = [72, 66, 62, 60]
C_UP_L = [(180, 478), (136, 570), (118, 660)]
C_UP_W = [72, 66, 62]
C_HANG_R, C_UP_R = mx(C_HANG_L), mx(C_UP_L)
C_EL_L, C_EL_R = C_UP_L[-1], C_UP_R[-1]


def hang_l():
    return Arm(HANG_L, HANG_W, side=-1, cuff=0)


def hang_r():
    return Arm(HANG_R, HANG_W, side=1, cuff=0)


def into(at: Pt, angle: float, back: float = 28) -> list[Pt]:
    """The last two points of a forearm that runs straight into a hand placed at ``at``, turned ``angle``."""
    r = math.radians(angle)
    return [(at[0] - back * math.cos(r), at[1] - back * math.sin(r)), at]


def write(kind: str, name: str, header: str, body: str) -> None:
    (PARTS / kind / f"{name}.svg").write_text(f"<!-- part: {header} -->\n{body}\n", encoding="utf-8")


POSES = {}


def pose(name, sleeve_default="#b3263a", cuff_default="#d7a531", skin_default="#e8b48e"):
    def deco(fn):
        POSES[name] = (fn, sleeve_default, cuff_default, skin_default)
        return fn
    return deco


@pose("hold")
def hold():
    at = (404, 512)
    arms = [hang_l(), Arm(UP_R, UP_W, [EL_R, (452, 590), *into(at, 180, 34)], [64, 58, 54, 50], side=1)]
    return arms, [place(fist(), at, 180, flip=True)]


@pose("pour", "#7a5230", "#d9a83c", "#c68e64")
def pour():
    """The pot in the right hand; the cup or glass on the left palm under the spout (cup at x ≈ 270)."""
    at, angle = fist_for("kori_pour")
    arms = [Arm(UP_L, UP_W, [EL_L, (150, 694), *into((226, 690), -4)], [64, 56, 50], side=-1),
            Arm(UP_R, UP_W, [EL_R, (452, 580), *into(at, angle)], [64, 58, 54, 50], side=1)]
    return arms, [place(palm_up(), (226, 690), -4, scale=1.1), place(fist(), at, angle, flip=True, scale=1.1)]


@pose("pour_high", "#e9e0cc", "#7b2d26", "#c68e64")
def pour_high():
    """The teapot raised in the right hand; the tea glass low on the left palm (glass at x ≈ 328)."""
    at, angle = fist_for("berrad_pour")
    arms = [Arm(UP_L, UP_W, [EL_L, (190, 684), *into((284, 676), -4)], [64, 56, 50], side=-1),
            Arm([(356, 470), (410, 486), (450, 520)], [76, 70, 64], [(450, 520), (456, 440), *into(at, angle)],
                [64, 58, 54, 50], side=1)]
    return arms, [place(palm_up(), (284, 676), -4, scale=1.1), place(fist(), at, angle, flip=True, scale=1.1)]


@pose("present", "#4d6a7a", "#e2b04a", "#c98f66")
def present():
    arms = [Arm(UP_L, UP_W, [EL_L, *into((104, 648), -8, 14)], [66, 62, 60], side=-1),
            Arm(UP_R, UP_W, [EL_R, *into((416, 648), 188, 14)], [66, 62, 60], side=1)]
    return arms, [place(cup_hand(), (104, 648), -8), place(cup_hand(), (416, 648), 188, flip=True)]


@pose("present_small", "#3f7cab", "#f4f1ea", "#d4a07a")
def present_small():
    """A plate held by its rim in both hands (a child's shoulders; fits grown-ups' garments too)."""
    arms = [Arm(C_UP_L, C_UP_W, [C_EL_L, *into((136, 636), -6, 16)], [62, 58, 54], side=-1),
            Arm(C_UP_R, C_UP_W, [C_EL_R, *into((384, 636), 186, 16)], [62, 58, 54], side=1)]
    return arms, [place(cup_hand(), (136, 636), -6), place(cup_hand(), (384, 636), 186, flip=True)]


@pose("greet", "#3a3f4b", "#f4f1ea", "#c68e64")
def greet():
    arms = [hang_l(), Arm(UP_R, UP_W, [EL_R, (444, 560), *into((444, 424), -96)], [64, 56, 50], side=1)]
    return arms, [place(open_hand(), (444, 424), -96)]


@pose("heart", "#3a3f4b", "#f4f1ea", "#c98f66")
def heart():
    arms = [hang_r(), Arm(UP_L, UP_W, [EL_L, (160, 650), *into((240, 584), -42)], [64, 56, 50], side=-1)]
    return arms, [place(flat_hand(), (240, 584), -42)]


@pose("cane", "#3a3f4b", "#f4f1ea", "#c68e64")
def cane():
    arms = [Arm(UP_R, UP_W, [EL_R, (420, 640), *into((376, 606), 180)], [64, 58, 54, 52], side=1),
            Arm(UP_L, UP_W, [EL_L, (180, 640), *into((266, 606), -12)], [64, 56, 50], side=-1)]
    return arms, [place(fist(), (376, 606), 180, flip=True), place(flat_hand(), (266, 606), -12)]


@pose("read", "#5a3b5e", "#e2b04a", "#c98f66")
def read():
    arms = [Arm(UP_L, UP_W, [EL_L, *into((150, 640), -24, 20)], [66, 60, 54], side=-1),
            Arm(UP_R, UP_W, [EL_R, *into((370, 640), 204, 20)], [66, 60, 54], side=1)]
    return arms, [place(cup_hand(), (150, 640), -24), place(cup_hand(), (370, 640), 204, flip=True)]


@pose("folded", "#3a3f4b", "#f4f1ea", "#c68e64")
def folded():
    arms = [Arm(UP_R, UP_W, [EL_R, (300, 640), (150, 612)], [66, 60, 54], side=1, cuff=0),
            Arm(UP_L, UP_W, [EL_L, (220, 650), (364, 624)], [66, 60, 54], side=-1)]
    return arms, [place(tuck_fingers(), (372, 612), 70), place(tuck_fingers(), (132, 600), 110, flip=True)]


@pose("wave", "#3f7cab", "#f4f1ea", "#d4a07a")
def wave():
    """A grandchild waving: the left hand up, open, tilted; the right arm down (a child's shoulders)."""
    arms = [Arm(C_HANG_R, C_HANG_W, side=1, cuff=0),
            Arm([(180, 478), (134, 524), (98, 566)], [72, 66, 60],
                [(98, 566), (102, 490), *into((122, 426), -74, 24)], [58, 52, 46], side=-1)]
    return arms, [place(open_hand(), (122, 426), -74, flip=True, scale=1.0)]


def main(names):
    write_pours()
    for name in names or POSES:
        fn, sl, cf, sk = POSES[name]
        arms, hands = fn()
        write("arms", name, f"sleeve={sl} cuff={cf}", "\n".join(a.svg() for a in arms))
        write("hands", name, f"skin={sk}", "\n".join(hands))
        print(name)




@pose("offer", "#6a2c5e", "#e2b04a", "#d4a07a")
def offer():
    """One hand held out, palm up, with something on it (prop at x ≈ 290, y ≈ 565); the other arm down."""
    arms = [hang_l(), Arm(UP_R, UP_W, [EL_R, *into((346, 606), 184, 30)], [64, 56, 50], side=1)]
    return arms, [place(palm_up(), (346, 606), 184, flip=True)]


@pose("drum", "#8c3b4a", "#e2b04a", "#c98f66")
def drum():
    """A frame drum raised in the left hand (prop/frame_drum), the right hand striking it."""
    arms = [Arm(UP_L, UP_W, [EL_L, (76, 630), *into((66, 566), -14, 20)], [64, 58, 54, 50], side=-1),
            Arm(UP_R, UP_W, [EL_R, (330, 640), *into((236, 588), 200)], [64, 56, 50], side=1)]
    return arms, [place(fist(), (66, 566), -14), place(open_hand(), (236, 588), 200, flip=True)]


@pose("clasp", "#4d6a7a", "#e2b04a", "#c98f66")
def clasp():
    """Hands resting one over the other at the waist (a calm portrait pose, no prop)."""
    arms = [Arm(UP_R, UP_W, [EL_R, (380, 690), *into((306, 668), 186)], [64, 58, 54, 50], side=1),
            Arm(UP_L, UP_W, [EL_L, (150, 684), *into((212, 660), -8)], [64, 58, 54, 50], side=-1)]
    return arms, [place(flat_hand(), (306, 668), 186, flip=True), place(flat_hand(), (212, 660), -8)]


# ---- pouring: the pot's handle in the fist, the stream from the spout tip into the cup -----------
FIRST_EDITION = "ae6727d"  # the last commit with the first edition's pouring props


def rot(p, a):
    r = math.radians(a)
    return (p[0] * math.cos(r) - p[1] * math.sin(r), p[0] * math.sin(r) + p[1] * math.cos(r))


def split_pot(name):
    """The old prop's header, pot lines (unrotated), stream colour variable, cup lines."""
    lines = subprocess.run(["git", "show", f"{FIRST_EDITION}:assets/parts/prop/{name}.svg"], cwd=ROOT, check=True,
                           capture_output=True, text=True).stdout.splitlines()
    header, body = lines[0], lines[1:]
    end = body.index("</g>")
    pot, stream, cup = body[1:end], body[end + 1], body[end + 2:]
    colour = stream.split('stroke="')[1].split('"')[0]
    return header, pot, colour, cup


POURS = {  # prop: handle point, spout tip, cup mouth (old coordinates), tilt, scale, grip in the picture
    "kori_pour": ((446, 410), (266, 376), (210, 600), -30, 0.88, (428, 452), (262, 604), 7),
    "jebena_pour": ((449, 405), (275, 381), (213, 605), -40, 0.85, (428, 446), (262, 608), 5),
    "cezve_pour": ((424, 405), (296, 356), (212, 603), -40, 0.95, (430, 452), (262, 608), 6),
    "berrad_pour": ((462, 326), (283, 290), (172, 644), -35, 0.7, (444, 358), (306, 612), 5),
}


def fist_for(name):
    """Where the fist goes (wrist point, angle) so its grip closes on the pot's handle."""
    h, tip, mouth, tilt, scale, grip, cup_at, width = POURS[name]
    angle = (tilt - 90 - 34) if name == "cezve_pour" else 180 + tilt
    off = rot((38 * 1.1, -2 * 1.1), angle)
    return (grip[0] - off[0], grip[1] - off[1]), angle


def pour_prop(name):
    header, pot, colour, cup = split_pot(name)
    h, tip, mouth, tilt, scale, grip, cup_at, width = POURS[name]
    t = rot(((tip[0] - h[0]) * scale, (tip[1] - h[1]) * scale), tilt)
    tx, ty = grip[0] + t[0], grip[1] + t[1]
    d = rot((-1, 0.25), tilt)  # the spout's direction at its tip
    mx_, my_ = cup_at
    stream = (f'<path d="M{tx:.0f} {ty:.0f} C{tx + d[0] * 22:.0f} {ty + d[1] * 22:.0f} {mx_ + 2:.0f} {my_ - 50:.0f} '
              f'{mx_:.0f} {my_ - 4:.0f}" stroke="{colour}" stroke-width="{width}" fill="none" stroke-linecap="round" '
              f'opacity="0.9"/>')
    pot_g = (f'<g transform="translate({grip[0]} {grip[1]}) rotate({tilt}) scale({scale}) '
             f'translate({-h[0]} {-h[1]})">\n' + "\n".join(pot) + "\n</g>")
    cup_g = (f'<g transform="translate({mx_ - mouth[0]} {my_ - mouth[1]})">\n' + "\n".join(cup) + "\n</g>")
    (PARTS / "prop" / f"{name}.svg").write_text(header + "\n" + pot_g + "\n" + cup_g + "\n" + stream + "\n",
                                                encoding="utf-8")


def write_pours():
    for name in POURS:
        pour_prop(name)

if __name__ == "__main__":
    main(sys.argv[1:])
