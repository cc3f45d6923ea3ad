"""Geometry that writes SVG for sleeves (limbs) and hands, for the parts in assets/parts/{arms,hands}."""
from __future__ import annotations

import math

Pt = tuple[float, float]


def f(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def catmull(points: list[Pt], n: int = 14) -> list[Pt]:
    """A smooth centre line through the points."""
    pts = [points[0], *points, points[-1]]
    out: list[Pt] = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * ((2 * p1[j]) + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    out.append(points[-1])
    return out


def _interp(widths: list[float], count: int, i: int) -> float:
    x = i / (count - 1) * (len(widths) - 1)
    k = min(int(x), len(widths) - 2)
    return widths[k] + (widths[k + 1] - widths[k]) * (x - k)


def frame(points: list[Pt], widths: list[float]):
    """Centre points, unit normals and half widths along a smooth line."""
    c = catmull(points)
    out = []
    for i, p in enumerate(c):
        a, b = c[max(i - 1, 0)], c[min(i + 1, len(c) - 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy) or 1
        out.append((p, (-dy / ln, dx / ln), _interp(widths, len(c), i) / 2))
    return out


def poly(pts: list[Pt]) -> str:
    return "M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts) + " Z"


def limb(points: list[Pt], widths: list[float], cap: bool = True, cap_ratio: float = 1.0) -> str:
    """Outline of a tube through ``points``: a round cap at the start, open (flat) at the end."""
    fr = frame(points, widths)
    left = [(p[0] + n[0] * w, p[1] + n[1] * w) for p, n, w in fr]
    right = [(p[0] - n[0] * w, p[1] - n[1] * w) for p, n, w in fr]
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in left)
    d += " L" + " L".join(f"{f(x)} {f(y)}" for x, y in reversed(right))
    if cap:
        w0, n0 = fr[0][2], fr[0][1]
        tilt = math.degrees(math.atan2(n0[1], n0[0]))
        d += f" A{f(w0)} {f(w0 * cap_ratio)} {f(tilt)} 0 0 {f(left[0][0])} {f(left[0][1])}"
    return d + " Z"


def band(points: list[Pt], widths: list[float], side: float, inner: float, outer: float, t0=0.0, t1=1.0) -> str:
    """A strip along one side of a tube, between ``inner`` and ``outer`` fractions of its half width."""
    fr = frame(points, widths)
    a, b = int(t0 * (len(fr) - 1)), int(t1 * (len(fr) - 1))
    fr = fr[a:b + 1]
    o = [(p[0] + n[0] * w * outer * side, p[1] + n[1] * w * outer * side) for p, n, w in fr]
    i = [(p[0] + n[0] * w * inner * side, p[1] + n[1] * w * inner * side) for p, n, w in fr]
    return poly(o + list(reversed(i)))


def line_along(points: list[Pt], widths: list[float], side: float, frac: float, t0=0.0, t1=1.0) -> str:
    fr = frame(points, widths)
    a, b = int(t0 * (len(fr) - 1)), int(t1 * (len(fr) - 1))
    pts = [(p[0] + n[0] * w * frac * side, p[1] + n[1] * w * frac * side) for p, n, w in fr[a:b + 1]]
    return "M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts)


def cuff(points: list[Pt], widths: list[float], length: float = 16) -> str:
    """The last ``length`` units of the tube, as a band across it."""
    fr = frame(points, widths)
    total, k = 0.0, len(fr) - 1
    while k > 0 and total < length:
        total += math.dist(fr[k][0], fr[k - 1][0])
        k -= 1
    part = fr[k:]
    left = [(p[0] + n[0] * w, p[1] + n[1] * w) for p, n, w in part]
    right = [(p[0] - n[0] * w, p[1] - n[1] * w) for p, n, w in part]
    return poly(left + list(reversed(right)))


def end_of(points: list[Pt], widths: list[float]) -> tuple[Pt, float]:
    """Wrist point and the direction (degrees) the tube points at its end."""
    c = catmull(points)
    (x0, y0), (x1, y1) = c[-3], c[-1]
    return c[-1], math.degrees(math.atan2(y1 - y0, x1 - x0))


def sleeve(points: list[Pt], widths: list[float], shade_side: float = 1, crease_at: float | None = 0.5,
           cuff_len: float = 16, seam: bool = True) -> str:
    """One arm in its sleeve: fill, a shaded underside, a light edge, an elbow crease, a cuff."""
    s = [f'<path d="{limb(points, widths, cap_ratio=0.45 if seam else 1.0)}" fill="$sleeve"/>',
         f'<path d="{band(points, widths, shade_side, 0.35, 1.0)}" fill="$sleeve_dark" opacity="0.55"/>',
         f'<path d="{line_along(points, widths, -shade_side, 0.7, 0.05, 0.92)}" stroke="$sleeve_light" '
         'stroke-width="3" fill="none" opacity="0.35" stroke-linecap="round"/>']
    if seam:
        fr = frame(points, widths)
        p, n, w = fr[3]
        s.append(f'<path d="M{f(p[0] + n[0] * w)} {f(p[1] + n[1] * w)} Q{f(p[0] - n[1] * 10)} {f(p[1] + n[0] * 10)} '
                 f'{f(p[0] - n[0] * w)} {f(p[1] - n[1] * w)}" stroke="$sleeve_deep" stroke-width="3" fill="none" '
                 'opacity="0.45"/>')
    if crease_at is not None:
        fr = frame(points, widths)
        k = int(crease_at * (len(fr) - 1))
        p, n, w = fr[k]
        t = (n[1], -n[0])
        for off, ln in ((0, 0.8), (9, 0.5)):
            a = (p[0] + n[0] * w * shade_side * 0.95 + t[0] * off, p[1] + n[1] * w * shade_side * 0.95 + t[1] * off)
            b = (p[0] + n[0] * w * shade_side * (0.95 - ln) + t[0] * (off + 6), p[1] + n[1] * w * shade_side * (0.95 - ln) + t[1] * (off + 6))
            s.append(f'<path d="M{f(a[0])} {f(a[1])} L{f(b[0])} {f(b[1])}" stroke="$sleeve_deep" stroke-width="3" '
                     'opacity="0.5" stroke-linecap="round"/>')
    if cuff_len:
        s.append(f'<path d="{cuff(points, widths, cuff_len)}" fill="$cuff"/>')
        fr = frame(points, widths)
        p, n, w = fr[-1]
        s.append(f'<path d="M{f(p[0] + n[0] * w)} {f(p[1] + n[1] * w)} L{f(p[0] - n[0] * w)} {f(p[1] - n[1] * w)}" '
                 'stroke="$cuff_dark" stroke-width="4" stroke-linecap="round"/>')
    return "\n".join(s)


# ---- hands ---------------------------------------------------------------------------------------
# Each hand is drawn in a local frame: the wrist at (0, 0), the hand pointing along +x, the thumb on
# the -y side. place() turns, mirrors and moves it.

def place(body: str, at: Pt, angle: float, flip: bool = False, scale: float = 1.08) -> str:
    sy = -scale if flip else scale
    return (f'<g transform="translate({f(at[0])} {f(at[1])}) rotate({f(angle)}) scale({f(scale)} {f(sy)})">'
            f'{body}</g>')


SH = 'fill="$skin_dark" opacity="0.55"'
LN = 'stroke="$skin_deep" stroke-width="2.5" fill="none" opacity="0.5" stroke-linecap="round"'


def pill(x0, y0, x1, y1, r, fill="$skin", extra="") -> str:
    return (f'<path d="M{f(x0)} {f(y0)} L{f(x1)} {f(y1)}" stroke="{fill}" stroke-width="{f(2 * r)}" '
            f'stroke-linecap="round" {extra}/>')


def wrist(length=10, w=30) -> str:
    return f'<path d="M{-length} {-w / 2} L6 {-w / 2 - 1} L6 {w / 2 + 1} L{-length} {w / 2} Z" fill="$skin"/>'


def fist(rod_w: float = 0) -> str:
    """A fist round a rod that runs across the hand (along y) at x ≈ 34: knuckles on +x, thumb over the top."""
    return "".join([
        wrist(),
        '<path d="M0 -17 C10 -24 26 -26 38 -24 L46 -20 L48 24 C36 30 14 28 2 18 Z" fill="$skin"/>',
        # four curled fingers stacked along the rod
        *[pill(30, y, 46, y + 1, 7.2) for y in (-15, -3, 9, 20)],
        *[f'<path d="M31 {y + 6.5} L50 {y + 7}" {LN}/>' for y in (-15, -3, 9)],
        f'<path d="M44 -22 C52 -16 54 20 46 28 L40 26 C46 16 46 -12 40 -20 Z" {SH}/>',
        # thumb across the first finger
        '<path d="M8 -20 C18 -30 34 -30 44 -24" stroke="$skin_dark" stroke-width="14" stroke-linecap="round" '
        'fill="none" opacity="0.6"/>',
        '<path d="M8 -22 C18 -30 32 -30 42 -25" stroke="$skin" stroke-width="12" stroke-linecap="round" fill="none"/>',
        f'<path d="M36 -27 C40 -26 43 -24 44 -21" {LN}/>',
    ])


def open_hand() -> str:
    """Open palm facing out, fingers a little apart, thumb out (greeting, blessing, wave, striking)."""
    fingers = [(-12, -13, 38), (-4, -4, 44), (4, 5, 41), (12, 14, 33)]  # y at the palm, spread angle, length
    g = [wrist(10, 30), '<path d="M0 -16 C8 -20 30 -20 38 -17 L40 17 C30 21 10 21 0 16 Z" fill="$skin"/>']
    for y, ang, ln in fingers:
        a = math.radians(ang)
        g.append(pill(32, y, 32 + ln * math.cos(a), y + ln * math.sin(a), 4.8))
        g.append(f'<path d="M{f(33 + ln * 0.78 * math.cos(a))} {f(y - 3 + ln * 0.78 * math.sin(a))} '
                 f'l{f(3 * math.cos(a))} {f(3 * math.sin(a))}" stroke="$skin_light" stroke-width="3" '
                 'stroke-linecap="round" opacity="0.5"/>')  # a nail's glint
    g.append(pill(8, -13, 26, -36, 6.4))  # thumb
    g.append(f'<path d="M12 -10 C20 -2 28 0 36 -4 M10 6 C18 2 28 4 36 10" {LN}/>')  # palm lines
    g.append('<path d="M2 12 C14 18 28 18 38 14" stroke="$skin_dark" stroke-width="4" fill="none" opacity="0.45"/>')
    return "".join(g)


def flat_hand() -> str:
    """Back of the hand, fingers together (on the heart, on a cane, on a book)."""
    return "".join([
        wrist(10, 30),
        '<path d="M0 -16 C12 -20 32 -20 42 -17 C58 -16 76 -12 80 -4 C82 4 80 14 74 18 C60 22 44 20 40 18 '
        'C26 22 10 20 0 16 Z" fill="$skin"/>',
        f'<path d="M42 -8 L78 -6 M42 2 L79 5 M41 11 L72 14" {LN}/>',
        '<path d="M40 -17 C44 -15 44 18 40 18" stroke="$skin_dark" stroke-width="3" fill="none" opacity="0.45"/>',
        pill(6, -16, 32, -24, 7),  # thumb along the top
        f'<path d="M14 -21 C22 -25 30 -26 36 -24" {LN}/>',
    ])


def cup_hand() -> str:
    """Holding a rim: thumb on top (-y), four fingers under it (+y); the rim runs along x at y ≈ -4."""
    return "".join([
        wrist(10, 30),
        '<path d="M0 -15 C10 -18 22 -18 30 -14 L34 16 C22 20 8 20 0 15 Z" fill="$skin"/>',
        *[pill(26, y, 26 + ln, y + 2, 6) for y, ln in ((2, 34), (11, 36), (20, 32), (28, 24))],
        *[f'<path d="M30 {y + 5.5} L{26 + ln - 2} {y + 7}" {LN}/>' for y, ln in ((2, 34), (11, 36), (20, 32))],
        '<path d="M24 -12 C40 -22 52 -20 58 -14" stroke="$skin_dark" stroke-width="14" fill="none" '
        'stroke-linecap="round" opacity="0.5"/>',
        '<path d="M22 -14 C38 -24 50 -22 56 -16" stroke="$skin" stroke-width="12" fill="none" stroke-linecap="round"/>',
    ])


def palm_up() -> str:
    """Palm up under a plate or cup, fingers pointing along x and curling up at the tips."""
    return "".join([
        wrist(10, 28),
        '<path d="M0 -12 C14 -16 34 -16 46 -12 C60 -14 72 -12 76 -6 C78 2 70 10 56 12 L46 14 C30 18 10 18 0 14 Z" '
        'fill="$skin"/>',
        f'<path d="M46 -6 L74 -4 M46 2 L72 4" {LN}/>',
        '<path d="M4 10 C20 14 36 14 46 12" stroke="$skin_dark" stroke-width="5" fill="none" opacity="0.5"/>',
        pill(10, -12, 34, -20, 6.5),
    ])


def tuck_fingers() -> str:
    """Fingers wrapped over an arm, the rest of the hand hidden under it (folded arms)."""
    return "".join([
        *[pill(0, y, 30 - abs(y) * 0.3, y + 3, 6.5) for y in (-18, -6, 6, 17)],
        *[f'<path d="M2 {y + 6} L{26 - abs(y) * 0.3} {y + 9}" {LN}/>' for y in (-18, -6, 6)],
    ])
