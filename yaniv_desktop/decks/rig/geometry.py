"""Where things are on a head: the outline, and features placed on a turning head.

The rig draws every head in one frame (the old shared faces' frame: centre x 260, crown
near y 142, eyes near y 250) and moves it onto the body with :meth:`HeadFrame.transform`,
so hats drawn for that frame fit every head.  A turned head is treated as a cylinder:
a feature at ``u`` (-1 … 1 across the face) moves to ``sin(asin(u) + turn · 0.8)`` and
narrows by the cosine, the far ear goes out of sight and the chin swings round.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from yaniv_desktop.decks.rig.spec import FaceSpec

CX = 260.0
TOP = 142.0
PIVOT = (260.0, 250.0)  # the head is scaled and tilted about this point
Point = tuple[float, float]


def fmt(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def pt(p: Point) -> str:
    return f"{fmt(p[0])} {fmt(p[1])}"


def smooth(points: Sequence[Point], closed: bool = True, tension: float = 1.0) -> str:
    """A path through the points (Catmull-Rom turned into cubic Béziers)."""
    n = len(points)
    out = [f"M{pt(points[0])}"]
    last = n if closed else n - 1
    for i in range(last):
        p0 = points[(i - 1) % n] if closed or i > 0 else points[i]
        p1, p2 = points[i], points[(i + 1) % n]
        p3 = points[(i + 2) % n] if closed or i + 2 < n else p2
        k = tension / 6
        c1 = (p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k)
        c2 = (p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k)
        out.append(f"C{pt(c1)} {pt(c2)} {pt(p2)}")
    return "".join(out) + ("Z" if closed else "")


@dataclass(frozen=True)
class HeadFrame:
    """The geometry of one head, derived from its spec."""

    spec: FaceSpec

    @property
    def hw(self) -> float:
        return 84.0 * self.spec.width

    @property
    def chin_y(self) -> float:
        return self.spec.chin_y

    @property
    def eye_y(self) -> float:
        return 250.0 + 14.0 * self.spec.youth

    @property
    def theta(self) -> float:
        return self.spec.turn * 0.8

    @property
    def side(self) -> int:
        """+1 when the face looks to our right, -1 to our left, 0 straight at us."""
        return 0 if abs(self.spec.turn) < 0.12 else (1 if self.spec.turn > 0 else -1)

    def x(self, u: float) -> float:
        """Where a feature ``u`` across the face (−1 … 1) lands on the turned head."""
        u = max(-1.0, min(1.0, u))
        return CX + self.hw * 0.96 * math.sin(math.asin(u) + self.theta)

    def narrow(self, u: float) -> float:
        """How much a feature at ``u`` is foreshortened (1 seen square on)."""
        u = max(-0.99, min(0.99, u))
        phi = math.asin(u)
        return max(0.25, math.cos(phi + self.theta) / math.cos(phi))

    def visible(self, u: float) -> bool:
        phi = math.asin(max(-1.0, min(1.0, u)))
        return abs(phi + self.theta) < math.pi / 2 - 0.12

    def ear_x(self, s: int) -> float | None:
        """The ear on side ``s`` (−1 left, +1 right), or None when it is behind the head."""
        phi = s * math.pi / 2 + self.theta
        if abs(phi) > math.pi / 2 - 0.05:
            return None if abs(self.theta) > 0.08 else CX + s * self.hw * 0.99
        return CX + self.hw * 1.0 * math.sin(phi)

    def outline(self) -> list[Point]:
        """The head's silhouette, clockwise from the crown."""
        s, t, hw, c = self.spec, self.spec.turn, self.hw, self.chin_y
        old = s.old
        jowl = 6.0 * old
        swing = hw * 0.3 * t  # the chin swings towards where the face looks
        pts: list[Point] = [(CX + hw * 0.06 * -t, TOP)]
        for side in (1, -1):
            back = max(0.0, -side * t)  # the back of the skull shows on the side the face turns away from
            front = max(0.0, side * t)
            row = [
                (CX + side * hw * (0.8 + 0.12 * back), TOP + 24),
                (CX + side * hw * (0.99 + 0.1 * back - 0.02 * front), 212),
                (CX + side * hw * (s.cheekbones - 0.06 * front) + swing * 0.2, 268),
                (CX + side * hw * (s.jaw + 0.04 * old - 0.1 * front) + swing * 0.6, c - 44 + jowl),
                (CX + side * hw * s.chin + swing, c - 8),
            ]
            pts.extend(row if side == 1 else reversed(row))
            if side == 1:
                pts.append((CX + swing, c))
        # rotate the list so it runs: crown, right side down, chin, left side up
        return pts

    def transform(self) -> str:
        s = self.spec
        dy = 20.0 * s.youth
        return (f"translate({fmt(PIVOT[0] + s.shift)},{fmt(PIVOT[1] + dy)}) rotate({fmt(s.tilt)}) "
                f"scale({s.scale:.3f}) translate({fmt(-PIVOT[0])},{fmt(-PIVOT[1])})")

    def map(self, p: Point) -> Point:
        """A point of the head frame in portrait coordinates (what :meth:`transform` does)."""
        s = self.spec
        dy = 20.0 * s.youth
        x, y = (p[0] - PIVOT[0]) * s.scale, (p[1] - PIVOT[1]) * s.scale
        a = math.radians(s.tilt)
        return (PIVOT[0] + s.shift + x * math.cos(a) - y * math.sin(a),
                PIVOT[1] + dy + x * math.sin(a) + y * math.cos(a))


def fill_path(d: str, colour: str, opacity: float = 1.0) -> str:
    op = f' opacity="{opacity:.2f}"' if opacity < 1 else ""
    return f'<path d="{d}" fill="{colour}"{op}/>'


def stroke_path(d: str, colour: str, width: float, opacity: float = 1.0) -> str:
    op = f' opacity="{opacity:.2f}"' if opacity < 1 else ""
    return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{fmt(width)}" '
            f'stroke-linecap="round" stroke-linejoin="round"{op}/>')
