"""Glasses, set on the eyes of a turning head."""

from __future__ import annotations

from yaniv_desktop.decks.rig.geometry import CX, HeadFrame, fmt
from yaniv_desktop.decks.rig.styles import Glasses


def draw_glasses(frame: HeadFrame, rims: str) -> str:
    s = frame.spec
    if s.glasses is Glasses.NONE:
        return ""
    ey = frame.eye_y + (8 if s.glasses is Glasses.HALF_MOON else 1)
    lenses, inner, outer = "", {}, {}
    for k in (-1, 1):
        u = k * s.eye_gap
        x = frame.x(u)
        w = 22 * frame.narrow(u) * (0.7 + 0.3 * s.eye_size)
        if s.glasses is Glasses.ROUND:
            lenses += f'<ellipse cx="{fmt(x)}" cy="{fmt(ey)}" rx="{fmt(w)}" ry="21"/>'
        elif s.glasses is Glasses.RECTANGULAR:
            lenses += (f'<rect x="{fmt(x - w - 2)}" y="{fmt(ey - 15)}" width="{fmt(2 * w + 4)}" height="31" '
                       f'rx="{fmt(min(7.0, w))}"/>')
        else:
            lenses += (f'<path d="M{fmt(x - w)} {fmt(ey - 4)} L{fmt(x + w)} {fmt(ey - 4)} '
                       f'Q{fmt(x + w)} {fmt(ey + 16)} {fmt(x)} {fmt(ey + 16)} Q{fmt(x - w)} {fmt(ey + 16)} '
                       f'{fmt(x - w)} {fmt(ey - 4)} Z"/>')
        inner[k], outer[k] = x - k * w, x + k * w
    bridge_y = ey - (2 if s.glasses is Glasses.HALF_MOON else 4)
    d = f"M{fmt(inner[-1])} {fmt(bridge_y)} Q{fmt((inner[-1] + inner[1]) / 2)} {fmt(bridge_y - 8)} {fmt(inner[1])} {fmt(bridge_y)}"
    for k in (-1, 1):
        ear = frame.ear_x(k)
        end = ear if ear is not None else CX + k * frame.hw * 0.97
        if abs(end - outer[k]) > 3 and (end - outer[k]) * k > 0:
            d += f" M{fmt(outer[k])} {fmt(bridge_y - 2)} L{fmt(end)} {fmt(bridge_y - 8)}"
    return (f'<g fill="#ffffff" fill-opacity="0.16" stroke="{rims}" stroke-width="4.5">{lenses}</g>'
            f'<path d="{d}" fill="none" stroke="{rims}" stroke-width="4.5" stroke-linecap="round"/>')
