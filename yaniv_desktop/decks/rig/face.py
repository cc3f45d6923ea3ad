"""The face slot: neck, ears, the head's skin and the features, with age."""

from __future__ import annotations

from yaniv_desktop.decks.parts import shade
from yaniv_desktop.decks.rig.colours import mix
from yaniv_desktop.decks.rig.geometry import CX, HeadFrame, Point, fill_path, fmt, smooth, stroke_path
from yaniv_desktop.decks.rig.styles import Eyes, Nose

BLUSH = "#e0715f"
PUPIL = "#15100c"




class FaceDrawing:
    """Draws one face from a :class:`HeadFrame`; each method returns SVG text."""

    def __init__(self, frame: HeadFrame) -> None:
        self.f = frame
        self.s = frame.spec
        self.skin = self.s.skin
        self.dark = shade(self.skin, -0.22)
        self.deep = shade(self.skin, -0.45)
        self.light = shade(self.skin, 0.35)

    # -- geometry shared with the beard ----------------------------------------------------
    @property
    def mouth(self) -> tuple[float, float, float]:
        """Centre x, y and half-width of the mouth."""
        s = self.s
        y = self.f.eye_y + 66 - 18 * s.youth + (s.nose_size - 1) * 18
        return self.f.x(0) - self.f.side * 2, y, s.mouth_width * max(0.55, self.f.narrow(0))

    @property
    def nose_tip(self) -> float:
        s = self.s
        length = 40 * s.nose_size * {Nose.LONG: 1.22, Nose.BUTTON: 0.82}.get(s.nose, 1.0)
        return self.f.eye_y + 4 + length

    # -- slots -------------------------------------------------------------------------------
    def neck(self) -> str:
        """The neck, in portrait coordinates (it stays on the body when the head moves)."""
        s, f = self.s, self.f
        chin = f.map((CX + s.turn * f.hw * 0.15, f.chin_y))
        nx, w = chin[0] * 0.6 + CX * 0.4, s.neck
        out = fill_path(f"M{fmt(nx - w)} 286 C{fmt(nx - w)} 330 {fmt(nx - w - 4)} 370 {fmt(nx - w - 6)} 396 "
                    f"Q{fmt(nx)} 414 {fmt(nx + w + 6)} 396 C{fmt(nx + w + 4)} 370 {fmt(nx + w)} 330 {fmt(nx + w)} 286 Z",
                    self.dark)
        out += fill_path(f"M{fmt(chin[0] - w - 6)} {fmt(chin[1] - 10)} Q{fmt(chin[0])} {fmt(chin[1] + 26)} "
                     f"{fmt(chin[0] + w + 6)} {fmt(chin[1] - 10)} Z", self.deep, 0.35)
        if s.old > 0.3:
            out += stroke_path(f"M{fmt(nx - w * 0.45)} {fmt(chin[1] + 14)} Q{fmt(nx - w * 0.3)} 360 {fmt(nx - w * 0.4)} 392 "
                           f"M{fmt(nx + w * 0.45)} {fmt(chin[1] + 14)} Q{fmt(nx + w * 0.3)} 360 {fmt(nx + w * 0.4)} 392",
                           self.deep, 2, 0.12 + 0.2 * s.old)
        return out

    def head(self) -> str:
        """Ears, skin, shading and features, in the head frame."""
        outline = self.f.outline()
        return (self._ears(behind=True) + fill_path(smooth(outline), self.skin) + self._shadow(outline)
                + self._ears(behind=False) + self._cheeks() + self._age_lines() + self._brows()
                + self._eyes() + self._nose() + self._mouth())

    # -- pieces ------------------------------------------------------------------------------
    def _ears(self, behind: bool) -> str:
        s, f = self.s, self.f
        size = s.ear * (1 + 0.15 * s.old)
        out = ""
        for side in (-1, 1):
            x = f.ear_x(side)
            if x is None:
                continue
            y = f.eye_y + 10
            frontal = abs(f.theta) < 0.08 or side == f.side
            if frontal != behind:
                continue
            if behind:
                cx = x + side * 4
                out += f'<ellipse cx="{fmt(cx)}" cy="{fmt(y)}" rx="{fmt(16 * size)}" ry="{fmt(26 * size)}" fill="{self.dark}"/>'
                out += stroke_path(f"M{fmt(cx + side * 2)} {fmt(y - 14 * size)} Q{fmt(cx + side * 11 * size)} {fmt(y)} "
                               f"{fmt(cx + side * 2)} {fmt(y + 14 * size)}", self.deep, 2.5, 0.5)
            else:
                rx = 12 * size
                out += (f'<ellipse cx="{fmt(x)}" cy="{fmt(y)}" rx="{fmt(rx)}" ry="{fmt(24 * size)}" '
                        f'fill="{mix(self.skin, self.dark, 0.55)}"/>')
                out += stroke_path(f"M{fmt(x + side * 4)} {fmt(y - 15 * size)} Q{fmt(x - side * 9 * size)} {fmt(y - 4)} "
                               f"{fmt(x + side * 3)} {fmt(y + 14 * size)}", self.deep, 2.5, 0.6)
        return out

    def _shadow(self, outline: list[Point]) -> str:
        """The side plane in soft shade: away from the light, or the near cheek of a turned face."""
        f = self.f
        side = -f.side if f.side else -1
        n = len(outline)  # crown, right 5, chin, left 5
        ids = [2, 3, 4, 5] if side == 1 else [n - 2, n - 3, n - 4, n - 5]
        outer = [outline[i] for i in ids] + [outline[6]]
        depth = (0, 20, 26, 14, 0)
        inner = [(x - side * d, y - d * 0.3) for (x, y), d in zip(outer, depth, strict=True)]
        return fill_path(smooth(outer + inner[::-1][1:-1]), self.dark, 0.24 if f.side else 0.3)

    def _cheeks(self) -> str:
        s, f = self.s, self.f
        out = f'<ellipse cx="{fmt(f.x(0.1))}" cy="192" rx="38" ry="16" fill="{self.light}" opacity="0.18"/>'
        for k in (-1, 1):
            u = k * 0.56
            if not f.visible(u + k * 0.3):
                continue
            out += (f'<ellipse cx="{fmt(f.x(u))}" cy="{fmt(f.eye_y + 40)}" rx="{fmt(21 * f.narrow(u))}" ry="13" '
                    f'fill="{BLUSH}" opacity="{s.blush:.2f}"/>')
        return out

    def _age_lines(self) -> str:
        s, f = self.s, self.f
        old = s.old
        if old <= 0.05:
            return ""
        out = ""
        lines = 1 + int(old * 3)
        for i in range(lines):
            y = f.eye_y - 46 - i * 11
            if y < s.hairline + 6:
                break
            pts = [(f.x(u), y + 3 * abs(u) - 2 * (u == 0)) for u in (-0.42, -0.14, 0.14, 0.42)]
            out += stroke_path(smooth(pts, closed=False), self.deep, 2, 0.16 + 0.22 * old)
        mx, my, mw = self.mouth
        tip = self.nose_tip
        for k in (-1, 1):
            u = k * 0.26
            if not f.visible(u + k * 0.1):
                continue
            x0 = f.x(u)
            out += stroke_path(f"M{fmt(x0)} {fmt(tip - 2)} Q{fmt(x0 + k * 10)} {fmt(my - 6)} {fmt(mx + k * (mw + 9))} {fmt(my + 10)}",
                           self.deep, 2.5, 0.15 + 0.35 * old)
            if old > 0.45:
                out += stroke_path(f"M{fmt(mx + k * (mw + 14))} {fmt(my + 10)} Q{fmt(mx + k * (mw + 20))} {fmt(my + 26)} "
                               f"{fmt(mx + k * (mw + 12))} {fmt(my + 40)}", self.deep, 2.2, 0.3 * old)
        return out

    def _brows(self) -> str:
        s, f = self.s, self.f
        out = ""
        base = f.eye_y - 20 - 6 * s.eye_size
        th = s.brow_weight
        for k in (-1, 1):
            u_in, u_mid, u_out = k * (s.eye_gap - 0.2), k * s.eye_gap, k * (s.eye_gap + 0.25)
            if not f.visible(u_out - k * 0.1):
                continue
            xi, xm, xo = f.x(u_in), f.x(u_mid), f.x(u_out)
            yi, yo = base + 3 - s.brow_tilt * 7, base + 5 + 2 * s.old
            ym = base - 5 - 8 * s.brow_arch
            d = (f"M{fmt(xi)} {fmt(yi - th / 2)} Q{fmt(xm)} {fmt(ym - th * 0.6)} {fmt(xo)} {fmt(yo - th * 0.2)} "
                 f"Q{fmt(xm)} {fmt(ym + th * 0.55)} {fmt(xi)} {fmt(yi + th / 2)} Z")
            out += fill_path(d, s.brow_colour)
        return out

    def _eyes(self) -> str:
        s, f = self.s, self.f
        out = ""
        white = mix("#fbf7f0", self.skin, 0.14)
        lid = mix(s.eye_colour, "#1a120d", 0.6)
        for k in (-1, 1):
            u = k * s.eye_gap
            if not f.visible(u + k * 0.12):
                continue
            ex, ey = f.x(u), f.eye_y
            w = 15 * s.eye_size * f.narrow(u)
            a, b = 7.0 * s.eye_size, 5.5 * s.eye_size
            a, b = {Eyes.ROUND: (a * 1.3, b * 1.25), Eyes.NARROW: (a * 0.7, b * 0.7),
                    Eyes.HOODED: (a * 0.85, b)}.get(s.eyes, (a, b))
            a *= 1 - 0.15 * s.old
            if s.eyes is Eyes.SMILING:
                out += stroke_path(f"M{fmt(ex - w)} {fmt(ey + 2)} Q{fmt(ex)} {fmt(ey - a * 1.6)} {fmt(ex + w)} {fmt(ey + 2)}",
                               lid, 4.2)
                out += stroke_path(f"M{fmt(ex - w * 0.6)} {fmt(ey + 9)} Q{fmt(ex)} {fmt(ey + 13)} {fmt(ex + w * 0.6)} {fmt(ey + 9)}",
                               self.deep, 2, 0.35)
            else:
                out += fill_path(f"M{fmt(ex - w)} {fmt(ey)} Q{fmt(ex)} {fmt(ey - 2 * a)} {fmt(ex + w)} {fmt(ey)} "
                             f"Q{fmt(ex)} {fmt(ey + 2 * b)} {fmt(ex - w)} {fmt(ey)} Z", white)
                r = (a + b) / 2 * (0.92 + 0.1 * s.youth)
                ix = ex + f.side * w * 0.22
                iy = ey - (a - b) / 2
                rx = r * max(0.62, f.narrow(u))
                out += (f'<ellipse cx="{fmt(ix)}" cy="{fmt(iy)}" rx="{fmt(rx)}" ry="{fmt(r)}" fill="{s.eye_colour}"/>'
                        f'<ellipse cx="{fmt(ix)}" cy="{fmt(iy)}" rx="{fmt(rx * 0.52)}" ry="{fmt(r * 0.52)}" fill="{PUPIL}"/>'
                        f'<circle cx="{fmt(ix + rx * 0.35)}" cy="{fmt(iy - r * 0.38)}" r="{fmt(r * 0.3)}" fill="#ffffff"/>')
                out += stroke_path(f"M{fmt(ex - w - 1.5)} {fmt(ey + 0.5)} Q{fmt(ex)} {fmt(ey - 2 * a - 0.5)} "
                               f"{fmt(ex + w + 1.5)} {fmt(ey - 0.5)}", lid, 3.4 if not s.child else 3.0)
                out += stroke_path(f"M{fmt(ex - w * 0.75)} {fmt(ey + b * 0.7)} Q{fmt(ex)} {fmt(ey + 2 * b + 1)} "
                               f"{fmt(ex + w * 0.75)} {fmt(ey + b * 0.7)}", self.deep, 1.5, 0.35)
                if s.lashes:
                    ox = ex + k * w
                    out += stroke_path(f"M{fmt(ox)} {fmt(ey - 1)} l{fmt(k * 6)} -5 M{fmt(ox - k * 4)} {fmt(ey - a * 0.9)} "
                                   f"l{fmt(k * 4)} -5", lid, 2.2)
            if s.eyes is Eyes.HOODED or s.old > 0.5:
                out += stroke_path(f"M{fmt(ex - w)} {fmt(ey - a * 0.5)} Q{fmt(ex)} {fmt(ey - 2 * a - 7)} "
                               f"{fmt(ex + w + 2)} {fmt(ey - a * 0.2)}", self.deep, 2.2, 0.5)
            if s.old > 0.25:
                out += stroke_path(f"M{fmt(ex - w * 0.7)} {fmt(ey + b + 6)} Q{fmt(ex)} {fmt(ey + b + 13)} "
                               f"{fmt(ex + w * 0.8)} {fmt(ey + b + 5)}", self.deep, 2, 0.2 + 0.3 * s.old)
            if s.old > 0.35 and f.visible(u + k * 0.3):
                ox = ex + k * (w + 5)
                out += stroke_path(f"M{fmt(ox)} {fmt(ey - 3)} l{fmt(k * 9)} -5 M{fmt(ox)} {fmt(ey + 3)} l{fmt(k * 10)} 2 "
                               f"M{fmt(ox - k * 1)} {fmt(ey + 8)} l{fmt(k * 8)} 7", self.deep, 2, 0.45 * s.old)
        return out

    def _nose(self) -> str:
        s, f = self.s, self.f
        nx, top, tip = f.x(0), f.eye_y + 2, self.nose_tip
        ns = s.nose_size
        out = f'<ellipse cx="{fmt(nx + f.side * 3)}" cy="{fmt(tip + 5)}" rx="{fmt(10 * ns)}" ry="4.5" fill="{self.dark}" opacity="0.4"/>'
        if f.side == 0:
            if s.nose is Nose.BUTTON:
                d = f"M{fmt(nx - 9 * ns)} {fmt(tip - 3)} Q{fmt(nx)} {fmt(tip + 8)} {fmt(nx + 9 * ns)} {fmt(tip - 3)}"
                out += f'<circle cx="{fmt(nx + 2)}" cy="{fmt(tip - 6)}" r="{fmt(5 * ns)}" fill="{self.light}" opacity="0.35"/>'
            elif s.nose is Nose.BROAD:
                w = 15 * ns
                d = (f"M{fmt(nx - 5)} {fmt(top + 10)} Q{fmt(nx - 9)} {fmt(tip - 16)} {fmt(nx - w)} {fmt(tip - 5)} "
                     f"Q{fmt(nx - w - 5)} {fmt(tip + 5)} {fmt(nx - 8)} {fmt(tip + 4)} Q{fmt(nx)} {fmt(tip + 9)} "
                     f"{fmt(nx + 8)} {fmt(tip + 4)} Q{fmt(nx + w + 5)} {fmt(tip + 5)} {fmt(nx + w)} {fmt(tip - 5)}")
            elif s.nose is Nose.AQUILINE:
                d = (f"M{fmt(nx - 2)} {fmt(top + 6)} Q{fmt(nx - 13 * ns)} {fmt((top + tip) / 2)} {fmt(nx - 7)} {fmt(tip - 2)} "
                     f"Q{fmt(nx - 1)} {fmt(tip + 9)} {fmt(nx + 6)} {fmt(tip + 3)} "
                     f"M{fmt(nx + 10 * ns)} {fmt(tip - 5)} Q{fmt(nx + 14 * ns)} {fmt(tip + 3)} {fmt(nx + 8)} {fmt(tip + 3)}")
            else:
                d = (f"M{fmt(nx - 3)} {fmt(top + 8)} Q{fmt(nx - 10 * ns)} {fmt(tip - 10)} {fmt(nx - 6)} {fmt(tip)} "
                     f"Q{fmt(nx + 2)} {fmt(tip + 7)} {fmt(nx + 12 * ns)} {fmt(tip - 1)}")
            return out + stroke_path(d, self.deep, 3.6, 0.9)
        side = f.side
        reach = min(1.0, abs(s.turn) / 0.5)
        pro = (9 + 11 * ns) * reach * (0.75 if s.nose is Nose.BUTTON else 1.0)
        bx = nx + side * 3
        tx = nx + side * pro
        bend = {Nose.AQUILINE: 1.15, Nose.BUTTON: 0.15, Nose.BROAD: 0.5}.get(s.nose, 0.55)
        bridge = (f"M{fmt(bx - side * 2)} {fmt(top - 6)} Q{fmt(bx + side * pro * bend)} {fmt(top + (tip - top) * 0.5)} "
                  f"{fmt(tx)} {fmt(tip)} Q{fmt(tx + side * 2)} {fmt(tip + 8)} {fmt(nx + side * 3)} {fmt(tip + 6)}")
        wing = 8 + (6 if s.nose is Nose.BROAD else 0)
        nostril = (f"M{fmt(nx - side * 1)} {fmt(tip + 5)} Q{fmt(nx - side * (wing + 6))} {fmt(tip + 6)} "
                   f"{fmt(nx - side * wing)} {fmt(tip - 6)}")
        shade_d = (f"M{fmt(bx)} {fmt(top + 4)} Q{fmt(bx + side * pro * bend * 0.8)} {fmt(top + (tip - top) * 0.5)} "
                   f"{fmt(tx - side * 2)} {fmt(tip)} L{fmt(nx - side * 6)} {fmt(tip + 2)} Q{fmt(nx - side * 4)} "
                   f"{fmt(top + (tip - top) * 0.5)} {fmt(bx)} {fmt(top + 4)} Z")
        return out + fill_path(shade_d, self.dark, 0.3) + stroke_path(bridge, self.deep, 3.4, 0.9) + stroke_path(nostril, self.deep, 3, 0.8)

    def _mouth(self) -> str:
        s = self.s
        mx, my, w = self.mouth
        sm = s.smile
        cy = my - sm * 5
        lip = s.lip_colour
        line = shade(lip, -0.35)
        out = ""
        if s.open_smile:
            out += fill_path(f"M{fmt(mx - w)} {fmt(cy)} Q{fmt(mx)} {fmt(my + sm * 4)} {fmt(mx + w)} {fmt(cy)} "
                         f"Q{fmt(mx)} {fmt(my + 12 + sm * 10)} {fmt(mx - w)} {fmt(cy)} Z", "#5a2420")
            out += fill_path(f"M{fmt(mx - w * 0.8)} {fmt(cy + 1)} Q{fmt(mx)} {fmt(my + sm * 4)} {fmt(mx + w * 0.8)} {fmt(cy + 1)} "
                         f"Q{fmt(mx)} {fmt(my + sm * 4 + 6)} {fmt(mx - w * 0.8)} {fmt(cy + 1)} Z", "#fbf6ee")
            out += stroke_path(f"M{fmt(mx - w * 0.6)} {fmt(my + 8 + sm * 8)} Q{fmt(mx)} {fmt(my + 13 + sm * 10)} "
                           f"{fmt(mx + w * 0.6)} {fmt(my + 8 + sm * 8)}", lip, 3 + 2 * s.lips, 0.9)
        else:
            low = my + sm * 5
            out += fill_path(f"M{fmt(mx - w * 0.7)} {fmt(low - 1)} Q{fmt(mx)} {fmt(low + 7 + 7 * s.lips)} {fmt(mx + w * 0.7)} "
                         f"{fmt(low - 1)} Q{fmt(mx)} {fmt(low + 2)} {fmt(mx - w * 0.7)} {fmt(low - 1)} Z",
                         lip, 0.55 + 0.4 * s.lips)
            if s.lips > 0.5 and not s.child:
                out += fill_path(f"M{fmt(mx - w * 0.85)} {fmt(cy + 0.5)} Q{fmt(mx - w * 0.4)} {fmt(my - 6)} {fmt(mx)} {fmt(my - 2)} "
                             f"Q{fmt(mx + w * 0.4)} {fmt(my - 6)} {fmt(mx + w * 0.85)} {fmt(cy + 0.5)} "
                             f"Q{fmt(mx)} {fmt(my + sm * 6)} {fmt(mx - w * 0.85)} {fmt(cy + 0.5)} Z", lip, 0.85)
        out += stroke_path(f"M{fmt(mx - w)} {fmt(cy)} Q{fmt(mx)} {fmt(my + sm * 8)} {fmt(mx + w)} {fmt(cy)}", line, 3.4)
        if not s.child and sm > 0.45:
            for k in (-1, 1):
                out += stroke_path(f"M{fmt(mx + k * (w + 2))} {fmt(cy - 5)} Q{fmt(mx + k * (w + 6))} {fmt(cy)} "
                               f"{fmt(mx + k * (w + 3))} {fmt(cy + 5)}", self.deep, 2, 0.35)
        return out
