"""Hair: the part behind the head (``hair_back``) and the part over the face (``hair``)."""

from __future__ import annotations

import math

from yaniv_desktop.decks.parts import shade
from yaniv_desktop.decks.rig.geometry import (
    CX,
    TOP,
    HeadFrame,
    Point,
    fill_path,
    fmt,
    pt,
    smooth,
    stroke_path,
)
from yaniv_desktop.decks.rig.styles import Hair


def scallops(points: list[Point], size: float = 1.0) -> str:
    """Arcs from point to point, bulging outwards on a clockwise outline: curls."""
    out = ""
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        r = math.hypot(x1 - x0, y1 - y0) / 2 * 1.08 * size
        out += f"A{fmt(r)} {fmt(r)} 0 0 1 {pt((x1, y1))}"
    return out


def _resample(points: list[Point], step: float) -> list[Point]:
    """Points evenly spaced along a polyline, for curls of one size."""
    out = [points[0]]
    carry = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        seg = math.hypot(x1 - x0, y1 - y0)
        d = step - carry
        while d <= seg:
            out.append((x0 + (x1 - x0) * d / seg, y0 + (y1 - y0) * d / seg))
            d += step
        carry = seg - (d - step)
    if math.hypot(out[-1][0] - points[-1][0], out[-1][1] - points[-1][1]) > step * 0.4:
        out.append(points[-1])
    return out


class HairDrawing:
    def __init__(self, frame: HeadFrame) -> None:
        self.f = frame
        self.s = frame.spec
        c = self.s.hair_colour
        self.c, self.dark, self.light = c, shade(c, -0.22), shade(c, 0.35)
        self.v = self.s.hair_volume * (1 - 0.4 * self.s.old)
        self.back_shift = -self.s.turn * frame.hw * 0.1

    # -- shapes ----------------------------------------------------------------------------------
    def _outer(self, bottom: float, extra: float = 0.0) -> list[Point]:
        """Around the skull, left bottom → crown → right bottom (clockwise on screen)."""
        hw, v, b = self.f.hw, self.v + extra, self.back_shift
        right = [(CX + b * 0.3, TOP - v), (CX + (hw + v) * 0.8 + b, TOP + 20 - v * 0.5),
                 (CX + (hw + v * 0.8) * 1.0 + b, 205), (CX + hw + v * 0.5 + b * 0.6, bottom)]
        left = [(CX - (hw + v * 0.5) + b * 0.6, bottom), (CX - (hw + v * 0.8) + b, 205),
                (CX - (hw + v) * 0.8 + b, TOP + 20 - v * 0.5)]
        return left + right

    def _hairline(self, bottom: float, fringe: str) -> list[Point]:
        """The front edge of the hair, right bottom → forehead → left bottom."""
        f, s = self.f, self.s
        hl = s.hairline
        part = s.parting * 0.5
        right_ear = f.ear_x(1) or CX + f.hw * 0.9
        left_ear = f.ear_x(-1) or CX - f.hw * 0.9
        ends_r = [(min(right_ear - 6, f.x(0.95)) if f.side == -1 else f.x(0.9), bottom - 6), (f.x(0.86), 212)]
        ends_l = [(f.x(-0.86), 212), (max(left_ear + 6, f.x(-0.95)) if f.side == 1 else f.x(-0.9), bottom - 6)]
        if fringe == "part":
            mid = [(f.x(0.62), hl + 8), (f.x(part), hl - 8), (f.x(part - 0.08), hl - 12),
                   (f.x(-0.62), hl + 10)]
        elif fringe == "swoop":
            mid = [(f.x(0.62), hl + 14 + 6 * s.parting), (f.x(0.1), hl + 4), (f.x(-0.3), hl - 2),
                   (f.x(-0.62), hl + 12 - 6 * s.parting)]
        elif fringe == "high":
            mid = [(f.x(0.55), hl - 2), (f.x(0.25), hl - 16), (f.x(0.0), hl - 18), (f.x(-0.25), hl - 16),
                   (f.x(-0.55), hl - 2)]
        else:  # a straight fringe, a little rounded
            mid = [(f.x(0.6), hl + 12), (f.x(0.2), hl + 8), (f.x(-0.2), hl + 8), (f.x(-0.6), hl + 12)]
        return ends_r + mid + ends_l

    def _cap(self, bottom: float, fringe: str, extra: float = 0.0, curly: bool = False) -> str:
        outer = self._outer(bottom, extra)
        inner = self._hairline(bottom, fringe)
        if curly:
            ring = _resample(outer, 20 + self.v * 0.4)
            d = f"M{pt(ring[0])}" + scallops(ring, 1.0)
            line = _resample(inner, 16)
            d += "".join(f"L{pt(p)}" for p in line[:1]) + scallops(line, 1.0) + "Z"
            return fill_path(d, self.c)
        return fill_path(smooth(outer + inner, tension=0.9), self.c)

    def _shine(self) -> str:
        f = self.f
        return stroke_path(f"M{fmt(f.x(-0.45))} {fmt(TOP + 22 - self.v * 0.4)} Q{fmt(f.x(-0.1))} {fmt(TOP + 6 - self.v * 0.6)} "
                       f"{fmt(f.x(0.25))} {fmt(TOP + 10 - self.v * 0.5)}", self.light, 5, 0.45)

    def _sides(self, top: float, thick: float) -> str:
        """Hair over the ears and round the back of a bald or balding head."""
        hw, b = self.f.hw, self.back_shift
        out = ""
        for k in (-1, 1):
            ear = self.f.ear_x(k)
            turned_near = self.f.side == -k and ear is not None
            # on a turned head the near ear shows in front of the hair: the tuft sits behind it
            inner_x = ear + k * 12 * self.s.ear if turned_near and ear is not None else CX + k * hw * 0.9
            outer_x = CX + k * (hw + thick) + b * 0.6
            d = (f"M{fmt(outer_x)} 268 C{fmt(outer_x + k * 4)} 236 {fmt(outer_x)} {fmt(top + 14)} "
                 f"{fmt(CX + k * hw * 0.76 + b)} {fmt(top)} C{fmt(inner_x)} {fmt(top + 26)} {fmt(inner_x)} 240 "
                 f"{fmt(inner_x + k * 4)} 272 Z")
            out += fill_path(d, self.c)
            out += stroke_path(f"M{fmt(outer_x - k * 4)} 250 C{fmt(outer_x - k * 2)} 230 {fmt(outer_x - k * 6)} {fmt(top + 22)} "
                           f"{fmt(CX + k * hw * 0.8 + b)} {fmt(top + 12)}", self.dark, 2.5, 0.5)
        return out

    def _parting(self) -> str:
        f = self.f
        x = f.x(self.s.parting * 0.5)
        return stroke_path(f"M{fmt(x)} {fmt(self.s.hairline - 6)} Q{fmt(x - 6)} {fmt(TOP + 20)} {fmt(x - 14)} {fmt(TOP + 4)}",
                       self.dark, 3, 0.7)

    def _strands(self, top: float) -> str:
        f = self.f
        d = "".join(f"M{fmt(f.x(u))} {fmt(self.s.hairline + 2)} Q{fmt(f.x(u * 0.6) - 6)} {fmt((top + self.s.hairline) / 2)} "
                    f"{fmt(f.x(u * 0.3) - 10)} {fmt(top + 8)}" for u in (-0.5, -0.15, 0.2, 0.55))
        return stroke_path(d, self.dark, 2.5, 0.45)

    def _braid(self, x: float, top: float, length: float) -> str:
        out = ""
        n = 5
        for i in range(n):
            y = top + i * length / n
            rx = 17 - i * 1.2
            out += f'<ellipse cx="{fmt(x)}" cy="{fmt(y)}" rx="{fmt(rx)}" ry="{fmt(length / n * 0.62)}" fill="{self.c}"/>'
            out += stroke_path(f"M{fmt(x - rx * 0.8)} {fmt(y - 4)} Q{fmt(x)} {fmt(y + 6)} {fmt(x + rx * 0.8)} {fmt(y - 4)}",
                           self.dark, 2.2, 0.6)
        y = top + length - 4
        r = self.s.ribbon
        out += (f'<path d="M{fmt(x)} {fmt(y)} l-16 -7 l3 22 Z M{fmt(x)} {fmt(y)} l16 -7 l-3 22 Z" fill="{r}"/>'
                f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="6" fill="{shade(r, -0.22)}"/>')
        return out

    # -- slots -------------------------------------------------------------------------------------
    def back(self) -> str:
        s, f, hw, b = self.s, self.f, self.f.hw, self.back_shift
        style = s.hair
        if style is Hair.LONG:
            drop = 430 if s.child else 410
            d = (f"M{fmt(CX - hw - 26 + b)} {fmt(drop)} C{fmt(CX - hw - 34 + b)} 320 {fmt(CX - hw - 30 + b)} 170 "
                 f"{fmt(CX + b)} {fmt(TOP - self.v - 4)} C{fmt(CX + hw + 30 + b)} 170 {fmt(CX + hw + 34 + b)} 320 "
                 f"{fmt(CX + hw + 26 + b)} {fmt(drop)} Q{fmt(CX + b)} {fmt(drop + 24)} {fmt(CX - hw - 26 + b)} {fmt(drop)} Z")
            return fill_path(d, self.dark)
        if style is Hair.BUN:
            bx = CX - s.turn * hw * 0.5
            r = 26 + s.hair_volume * 0.5
            return (f'<circle cx="{fmt(bx)}" cy="{fmt(TOP - r * 0.35)}" r="{fmt(r)}" fill="{self.c}"/>'
                    + stroke_path(f"M{fmt(bx - r * 0.6)} {fmt(TOP - r * 0.6)} Q{fmt(bx)} {fmt(TOP - r * 1.1)} "
                              f"{fmt(bx + r * 0.6)} {fmt(TOP - r * 0.6)} M{fmt(bx - r * 0.7)} {fmt(TOP - r * 0.1)} "
                              f"Q{fmt(bx)} {fmt(TOP + r * 0.3)} {fmt(bx + r * 0.7)} {fmt(TOP - r * 0.1)}", self.dark, 3, 0.6))
        if style is Hair.PONYTAIL:
            k = -f.side if f.side else (1 if s.parting >= 0 else -1)
            x0 = CX + k * hw * 0.55 + b
            d = (f"M{fmt(x0)} {fmt(TOP + 10)} C{fmt(x0 + k * 70)} {fmt(TOP + 20)} {fmt(x0 + k * 76)} 300 "
                 f"{fmt(x0 + k * 48)} 372 C{fmt(x0 + k * 52)} 300 {fmt(x0 + k * 30)} {fmt(TOP + 60)} {fmt(x0 - k * 10)} {fmt(TOP + 40)} Z")
            return fill_path(d, self.c) + stroke_path(f"M{fmt(x0 + k * 30)} {fmt(TOP + 40)} C{fmt(x0 + k * 56)} 230 "
                                              f"{fmt(x0 + k * 60)} 300 {fmt(x0 + k * 50)} 350", self.dark, 2.5, 0.5)
        if style is Hair.WAVY and s.sex.value == "female":
            d = smooth(self._outer(300, 10) + [(CX + hw * 0.7 + b, 300), (CX - hw * 0.7 + b, 300)], tension=0.9)
            return fill_path(d, self.dark)
        return ""

    def front(self) -> str:
        return self._style() + (self._peyot() if self.s.peyot else "")

    def _peyot(self) -> str:
        """Sidelocks: a curl falling in front of each ear that can be seen."""
        out = ""
        for k in (-1, 1):
            ear = self.f.ear_x(k)
            if ear is None:
                continue
            x = ear - k * (4 if self.f.side == -k else -2)
            d = (f"M{fmt(x)} 232 C{fmt(x - 12)} 262 {fmt(x + 10)} 280 {fmt(x - 2)} 306 "
                 f"C{fmt(x - 12)} 328 {fmt(x + 8)} 344 {fmt(x - 2)} 366")
            out += stroke_path(d, self.c, 9) + stroke_path(f"M{fmt(x - 4)} 262 C{fmt(x + 4)} 276 {fmt(x - 6)} 292 {fmt(x)} 304",
                                                   self.dark, 3, 0.6)
        return out

    def _style(self) -> str:
        s = self.s
        style = s.hair
        if style is Hair.BALD:
            return self._shine() + (self._sides(228, 6) if s.age >= 40 else "")
        if style is Hair.RECEDING:
            return self._shine() + self._sides(196, 8 + self.v * 0.3) + self._strands(TOP - 2)
        if style is Hair.COVERED:
            f, hl = self.f, s.hairline
            # The fringe comes well below the hairline: scarves sit on the crown, and
            # without it a tall bare forehead shows under the band.
            low = hl + 18
            d = (f"M{fmt(f.x(-0.66))} {fmt(low - 10)} Q{fmt(f.x(-0.3))} {fmt(low + 12)} {fmt(f.x(0))} {fmt(low + 2)} "
                 f"Q{fmt(f.x(0.3))} {fmt(low + 12)} {fmt(f.x(0.66))} {fmt(low - 10)} L{fmt(f.x(0.5))} {fmt(hl - 34)} "
                 f"L{fmt(f.x(-0.5))} {fmt(hl - 34)} Z")
            return fill_path(d, self.c) + stroke_path(f"M{fmt(f.x(-0.3))} {fmt(low - 10)} Q{fmt(f.x(-0.15))} {fmt(low + 2)} "
                                              f"{fmt(f.x(0))} {fmt(low)}", self.dark, 2.5, 0.5)
        if style is Hair.CURLY:
            return self._cap(262 if s.sex.value == "male" else 290, "straight", extra=6, curly=True)
        if style is Hair.CROP:
            return self._cap(246, "straight", extra=-self.v + 3) + self._strands(TOP + 4)
        if style is Hair.SHORT and s.sex.value == "female":  # a soft, set bob: volume over the ears
            return self._cap(272, "swoop", extra=8) + self._strands(TOP - 4) + self._shine()
        if style is Hair.SHORT:
            cap = self._cap(244, "swoop" if s.parting > 0 else "part")
            return cap + (self._parting() if s.parting <= 0 else self._strands(TOP))
        if style is Hair.WAVY:
            bottom = 300 if s.sex.value == "female" else 250
            return self._cap(bottom, "swoop", extra=4) + self._strands(TOP) + self._shine()
        if style is Hair.BRAIDS:
            hw = self.f.hw
            out = self._cap(262, "part", extra=-self.v + 4) + self._parting()
            for k in (-1, 1):
                out += self._braid(CX + k * (hw + 2) + self.back_shift * 0.5, 300, 150)
            return out
        if style is Hair.LONG:
            f, hw = self.f, self.f.hw
            out = self._cap(300, "part", extra=2) + self._parting()
            for k in (-1, 1):
                if f.side == k and abs(s.turn) > 0.3:
                    continue  # the far lock falls behind the shoulder
                x = CX + k * (hw + 4) + self.back_shift * 0.5
                out += fill_path(f"M{fmt(x - 16)} 260 C{fmt(x - 22)} 320 {fmt(x - 18)} 380 {fmt(x - 6)} 420 "
                             f"C{fmt(x + 10)} 400 {fmt(x + 20)} 330 {fmt(x + 14)} 250 Z", self.c)
            return out
        if style in (Hair.BUN, Hair.PONYTAIL):
            return self._cap(256, "part", extra=-self.v + 4) + self._parting()
        raise ValueError(style)
