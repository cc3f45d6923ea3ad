"""Beards and moustaches, shaped on the jaw of the head they grow on."""

from __future__ import annotations

from yaniv_desktop.decks.parts import shade
from yaniv_desktop.decks.rig.face import FaceDrawing
from yaniv_desktop.decks.rig.geometry import HeadFrame, Point, fill_path, fmt, smooth, stroke_path
from yaniv_desktop.decks.rig.styles import Beard

# How far a beard stands off the jaw at the sides and below the chin.
_REACH = {Beard.STUBBLE: (0.0, 2.0), Beard.TRIMMED: (7.0, 18.0), Beard.FULL: (13.0, 52.0), Beard.LONG: (15.0, 100.0)}




class BeardDrawing:
    def __init__(self, frame: HeadFrame, face: FaceDrawing) -> None:
        self.f = frame
        self.s = frame.spec
        self.face = face
        c = self.s.beard_colour
        self.c, self.dark, self.light = c, shade(c, -0.22), shade(c, 0.3)

    def draw(self) -> str:
        style = self.s.beard
        if style is Beard.NONE:
            return ""
        if style is Beard.MOUSTACHE:
            return self._moustache(1.0) + self._lip()
        if style is Beard.GOATEE:
            return self._goatee() + self._moustache(0.85) + self._lip()
        if style is Beard.STUBBLE:
            return fill_path(self._jaw_beard()[0], self.c, 0.3) + self._moustache(0.9, 0.3)
        return self._jaw_beard_drawn() + self._moustache(1.1) + self._lip()

    def _jaw_beard(self) -> tuple[str, str]:
        """The beard's shape, and its outer edge alone."""
        f, s = self.f, self.s
        side, chin = _REACH[s.beard]
        o = f.outline()
        n = len(o)
        mx, my, mw = self.face.mouth
        cx = o[6][0]
        pointed = 0.55 if s.beard is Beard.LONG else 1.0

        def out(p: Point, k: int, down: float = 0.0) -> Point:
            return (p[0] + k * side, p[1] + down)

        outer = [out(o[n - 3], -1), out(o[n - 4], -1, side * 0.5),
                 ((o[n - 5][0] - side - cx) * pointed + cx, o[n - 5][1] + chin * 0.6),
                 (cx, o[6][1] + chin),
                 ((o[5][0] + side - cx) * pointed + cx, o[5][1] + chin * 0.6),
                 out(o[4], 1, side * 0.5), out(o[3], 1)]
        # the inner edge runs from the sideburn (in front of the ear) down the cheek to the mouth
        ear_r = f.ear_x(1) if f.side == -1 else None
        ear_l = f.ear_x(-1) if f.side == 1 else None
        top_r = (ear_r - 9, 270) if ear_r else (o[3][0] - 7, 270)
        top_l = (ear_l + 9, 270) if ear_l else (o[n - 3][0] + 7, 270)
        inner = [top_r, (f.x(0.62), my - 8), (mx + mw + 8, my + 4), (mx, my + 17), (mx - mw - 8, my + 4),
                 (f.x(-0.62), my - 8), top_l]
        start = (o[n - 3][0] - side * 0.5, 256)
        return smooth([start] + outer + inner, tension=0.85), smooth([start] + outer, closed=False, tension=0.85)

    def _jaw_beard_drawn(self) -> str:
        f, s = self.f, self.s
        mx, my, mw = self.face.mouth
        bottom = f.chin_y + _REACH[s.beard][1]
        strands = "".join(
            f"M{fmt(mx + k * (mw + 14))} {fmt(my + 16)} Q{fmt(mx + k * (mw + 16))} {fmt((my + bottom) / 2 + 8)} "
            f"{fmt(mx + k * (mw * 0.5))} {fmt(bottom - 12)}" for k in (-1, 1))
        strands += f"M{fmt(mx)} {fmt(my + 22)} Q{fmt(mx - 4)} {fmt((my + bottom) / 2 + 10)} {fmt(mx + 2)} {fmt(bottom - 8)}"
        jaw, outer = self._jaw_beard()
        # a darker outer edge keeps a white beard off a pale ground and a white robe
        return (fill_path(jaw, self.c) + stroke_path(outer, shade(self.c, -0.3), 3, 0.8) + stroke_path(strands, self.dark, 3, 0.6)
                + stroke_path(f"M{fmt(mx - mw * 0.8)} {fmt(my + 28)} Q{fmt(mx)} {fmt(my + 36)} {fmt(mx + mw * 0.8)} {fmt(my + 28)}",
                          self.light, 3, 0.4))

    def _moustache(self, size: float, opacity: float = 1.0) -> str:
        mx, my, mw = self.face.mouth
        tip = self.face.nose_tip
        top = min(tip + 7, my - 8)
        w = (mw + 8) * size
        droop = 6 + 6 * self.s.brow_arch
        d = (f"M{fmt(mx - w)} {fmt(my + droop)} C{fmt(mx - w * 0.8)} {fmt(top + 2)} {fmt(mx - 10)} {fmt(top - 2)} "
             f"{fmt(mx)} {fmt(top + 4)} C{fmt(mx + 10)} {fmt(top - 2)} {fmt(mx + w * 0.8)} {fmt(top + 2)} "
             f"{fmt(mx + w)} {fmt(my + droop)} C{fmt(mx + w * 0.6)} {fmt(my - 2)} {fmt(mx + 6)} {fmt(my - 1)} "
             f"{fmt(mx)} {fmt(my + 1)} C{fmt(mx - 6)} {fmt(my - 1)} {fmt(mx - w * 0.6)} {fmt(my - 2)} {fmt(mx - w)} {fmt(my + droop)} Z")
        out = fill_path(d, self.c, opacity)
        if opacity >= 1:
            out += stroke_path(f"M{fmt(mx - w * 0.6)} {fmt(top + 8)} Q{fmt(mx - w * 0.4)} {fmt(my - 2)} {fmt(mx - w * 0.75)} {fmt(my + 3)} "
                           f"M{fmt(mx + w * 0.6)} {fmt(top + 8)} Q{fmt(mx + w * 0.4)} {fmt(my - 2)} {fmt(mx + w * 0.75)} {fmt(my + 3)}",
                           self.dark, 2.2, 0.55)
        return out

    def _goatee(self) -> str:
        mx, my, mw = self.face.mouth
        chin = self.f.chin_y
        d = (f"M{fmt(mx - mw - 2)} {fmt(my + 6)} Q{fmt(mx - mw - 4)} {fmt(chin - 2)} {fmt(mx)} {fmt(chin + 18)} "
             f"Q{fmt(mx + mw + 4)} {fmt(chin - 2)} {fmt(mx + mw + 2)} {fmt(my + 6)} Q{fmt(mx)} {fmt(my + 16)} "
             f"{fmt(mx - mw - 2)} {fmt(my + 6)} Z")
        return fill_path(d, self.c) + stroke_path(f"M{fmt(mx)} {fmt(my + 20)} L{fmt(mx)} {fmt(chin + 8)}", self.dark, 2.5, 0.5)

    def _lip(self) -> str:
        mx, my, mw = self.face.mouth
        return stroke_path(f"M{fmt(mx - mw * 0.55)} {fmt(my + 6)} Q{fmt(mx)} {fmt(my + 12)} {fmt(mx + mw * 0.55)} {fmt(my + 6)}",
                       self.s.lip_colour, 4.5)
