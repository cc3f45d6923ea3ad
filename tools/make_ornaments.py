"""Write the community card backs and number-card frames as static SVG parts.

    python tools/make_ornaments.py [--out assets/parts]

For every community deck it writes ``back/<community>.svg`` (a whole card back in that
community's ornament tradition) and ``frame/pip_<community>.svg`` (the number cards'
border and corner ornaments, in the same tradition).  A card has no up or down, so every
design is drawn once and placed with the card's point symmetry: ``pair`` adds the 180°
turn about the card's centre, ``quad`` adds the left-right mirror as well, and lattices are
centred on the card so that the turn maps the lattice onto itself.  The output is
committed; run this by hand after changing a design, and raise the decks' versions.

Colours are part parameters (``$ground``, ``$ink`` …, see docs/decks.md "Writing a
part"), so each deck's two backs are the same design in two colourings.

The print-shop PDF paints every back 55 times and Qt's PDF writer cannot reuse a drawing,
so the art is written to be light there: a pattern repeated across the field is gathered
into one ``<path>`` per colour and layer (`Layer`) instead of thousands of elements; filled
circles are round-capped strokes and cross-stitch runs flat-capped strokes (an opaque
stroke is written as the line in the drawing's own short numbers, a fill as its outline
in the page's); see-through lines are filled bars with ``fill-opacity``, not strokes with
``opacity`` (which the writer turns into flattened outlines); and filled paths carry
``stroke-width="0"`` (`lighten`).
"""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

W, H = 630, 880
CX, CY = W / 2, H / 2
FIELD = 36  # the field of a back starts this far in; the border band is the deck's `border`
BACK_COLOURS = "ground=#f4ead8 ink=#1d5c4d ink2=#b8362e accent=#e9b949 medal=#fbf6ea"
FRAME_COLOURS = "frame=#1d5c4d trim=#e9b949 accent=#b8362e"


# -- small SVG helpers -----------------------------------------------------------------------
def n(v: float) -> str:
    """A number, short: 12, 12.5."""
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def pts(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def polygon(points: Iterable[tuple[float, float]], fill: str, extra: str = "") -> str:
    return f'<polygon points="{pts(points)}" fill="{fill}"{extra}/>'


def circle(x: float, y: float, r: float, fill: str, extra: str = "") -> str:
    return f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}" fill="{fill}"{extra}/>'


def ring(x: float, y: float, r: float, colour: str, width: float) -> str:
    return circle(x, y, r, "none", f' stroke="{colour}" stroke-width="{n(width)}"')


def g(body: str, transform: str = "", extra: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}{extra}>{body}</g>"


def at(x: float, y: float, body: str, scale: float = 1, angle: float = 0) -> str:
    t = f"translate({n(x)} {n(y)})"
    if angle:
        t += f" rotate({n(angle)})"
    if scale != 1:
        t += f" scale({scale:.3f})"
    return g(body, t)


def turned(body: str) -> str:
    return g(body, f"rotate(180 {n(CX)} {n(CY)})")


def mirrored(body: str) -> str:
    return g(body, f"matrix(-1 0 0 1 {W} 0)")


def pair(body: str) -> str:
    """The drawing and its 180° turn about the card's centre."""
    return body + turned(body)


def quad(body: str) -> str:
    """The drawing, its left-right mirror, and both turned: full two-axis symmetry."""
    return pair(body + mirrored(body))


def star(x: float, y: float, points: int, r_out: float, r_in: float, angle: float = 0) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(angle - 90 + i * 180 / points)
        out.append((x + r * math.cos(a), y + r * math.sin(a)))
    return out


def regular(x: float, y: float, sides: int, r: float, angle: float = 0) -> list[tuple[float, float]]:
    return [(x + r * math.cos(math.radians(angle - 90 + i * 360 / sides)),
             y + r * math.sin(math.radians(angle - 90 + i * 360 / sides))) for i in range(sides)]


def petals(x: float, y: float, count: int, length: float, width: float, fill: str, start: float = 0,
           inner: float = 0) -> str:
    """Almond petals around a centre (a rosette)."""
    out = []
    for i in range(count):
        a = start + i * 360 / count
        d = (f"M0 {n(-inner)} C{n(width)} {n(-inner - length * 0.3)} {n(width)} {n(-inner - length * 0.75)} 0 "
             f"{n(-inner - length)} C{n(-width)} {n(-inner - length * 0.75)} {n(-width)} {n(-inner - length * 0.3)} "
             f"0 {n(-inner)} Z")
        out.append(f'<path d="{d}" transform="translate({n(x)} {n(y)}) rotate({n(a)})"/>')
    return g("".join(out), extra=f' fill="{fill}"')


def lattice(dx: float, dy: float, *, offset: bool = False, margin: float = 0,
            box: tuple[float, float, float, float] = (0, 0, W, H)) -> Iterator[tuple[float, float]]:
    """Points of a lattice centred on the card (so the 180° turn maps it onto itself)."""
    x0, y0, x1, y1 = box
    rows = int(H / dy) + 2
    cols = int(W / dx) + 2
    for j in range(-rows, rows + 1):
        shift = dx / 2 if offset and j % 2 else 0
        for i in range(-cols, cols + 1):
            x, y = CX + i * dx + shift, CY + j * dy
            if x0 - margin <= x <= x1 + margin and y0 - margin <= y <= y1 + margin:
                yield x, y


def upper(points: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
    """The half of a centred point set that `pair` completes (the centre itself excluded)."""
    return [(x, y) for x, y in points if y < CY - 0.01 or (abs(y - CY) < 0.01 and x < CX - 0.01)]


def field_mask(mid: str, inset: float = FIELD, radius: float = 20) -> tuple[str, str]:
    """A mask over the back's field, and the attribute that applies it."""
    defs = (f'<defs><mask id="{mid}"><rect x="{inset}" y="{inset}" width="{W - 2 * inset}" '
            f'height="{H - 2 * inset}" rx="{radius}" fill="#ffffff"/></mask></defs>')
    return defs, f' mask="url(#{mid})"'


def field(name: str, body: str, ground: str = "$ground") -> str:
    """The field of a back: its ground and a drawing kept inside it."""
    defs, use = field_mask(f"bk_{name}")
    return (defs + f'<rect x="{FIELD}" y="{FIELD}" width="{W - 2 * FIELD}" height="{H - 2 * FIELD}" rx="20" '
            f'fill="{ground}"/>' + g(body, extra=use))


def stitch_grid(rows: list[str], cell: float, colours: dict[str, str], cx: float = 0, cy: float = 0) -> str:
    """Cross-stitch or kilim pixels from text rows, centred on (cx, cy): one path per colour."""
    h, w = len(rows), max(len(r) for r in rows)
    paths: dict[str, list[str]] = {}
    for j, row in enumerate(rows):
        for i, ch in enumerate(row):
            if ch in colours:
                x = cx + (i - w / 2) * cell
                y = cy + (j - h / 2) * cell
                paths.setdefault(ch, []).append(f"M{n(x)} {n(y)}h{n(cell)}v{n(cell)}h{n(-cell)}Z")
    return "".join(f'<path d="{"".join(d)}" fill="{colours[ch]}"/>' for ch, d in paths.items())


def stitch_shapes(rows: list[str], cell: float, cx: float = 0, cy: float = 0
                  ) -> dict[str, tuple[list[tuple[float, float, float, float]], list[list[tuple[float, float]]]]]:
    """The pixels of `stitch_grid` per colour letter, as few shapes: each patch of stitches that
    touch side by side becomes one straight run (x0, y0, x1, y1), the middle line of a band one
    cell wide, or when it is not straight the outlines of the patch (holes wound the other way).
    Patches of a colour only meet at corners, so nothing is drawn twice along an edge."""
    h, w = len(rows), max(len(r) for r in rows)
    grid = [r.ljust(w, ".") for r in rows]
    x0, y0 = cx - w / 2 * cell, cy - h / 2 * cell
    out: dict[str, tuple[list[tuple[float, float, float, float]], list[list[tuple[float, float]]]]] = {}
    seen: set[tuple[int, int]] = set()
    for j in range(h):
        for i in range(w):
            ch = grid[j][i]
            if (i, j) in seen or ch == ".":
                continue
            patch, todo = [], [(i, j)]
            seen.add((i, j))
            while todo:
                a, b = todo.pop()
                patch.append((a, b))
                for na, nb in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                    if 0 <= na < w and 0 <= nb < h and (na, nb) not in seen and grid[nb][na] == ch:
                        seen.add((na, nb))
                        todo.append((na, nb))
            runs, loops = out.setdefault(ch, ([], []))
            xs, ys = {a for a, _ in patch}, {b for _, b in patch}
            if len(ys) == 1:
                y = y0 + (j + 0.5) * cell
                runs.append((x0 + min(xs) * cell, y, x0 + (max(xs) + 1) * cell, y))
            elif len(xs) == 1:
                x = x0 + (i + 0.5) * cell
                runs.append((x, y0 + min(ys) * cell, x, y0 + (max(ys) + 1) * cell))
            else:
                loops += [[(x0 + a * cell, y0 + b * cell) for a, b in loop] for loop in outline(set(patch))]
    return out


def outline(cells: set[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """The boundary loops of a set of grid cells, corners only, each cell's edges wound clockwise
    on screen (so outer loops are, and holes are not)."""
    edges: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for a, b in sorted(cells):
        for p, q, nb in (((a, b), (a + 1, b), (a, b - 1)), ((a + 1, b), (a + 1, b + 1), (a + 1, b)),
                         ((a + 1, b + 1), (a, b + 1), (a, b + 1)), ((a, b + 1), (a, b), (a - 1, b))):
            if nb not in cells:
                edges.setdefault(p, []).append(q)
    loops = []
    while edges:
        start = min(edges)
        loop, p = [start], start
        while True:
            q = edges[p].pop()
            if not edges[p]:
                del edges[p]
            if q == start:
                break
            loop.append(q)
            p = q
        corners = [v for k, v in enumerate(loop)  # drop the points in the middle of a straight side
                   if (loop[k - 1][0] - v[0]) * (loop[(k + 1) % len(loop)][1] - v[1])
                   != (loop[k - 1][1] - v[1]) * (loop[(k + 1) % len(loop)][0] - v[0])]
        loops.append(corners)
    return loops


# -- shapes gathered into one path per style (a PDF writes each element with its own state, so
# thousands of small elements weigh far more than the same outlines in a few paths) -------------
Affine = tuple[float, float, float, float, float, float]  # x' = a x + c y + e, y' = b x + d y + f
Sub = list[tuple[float, ...]]  # a closed subpath: (x, y) to start, then (x, y) lines or (x1, y1, x2, y2, x, y) curves
KAPPA = 0.5523


def place(x: float = 0, y: float = 0, angle: float = 0, scale: float = 1) -> Affine:
    c, s = math.cos(math.radians(angle)) * scale, math.sin(math.radians(angle)) * scale
    return (c, s, -s, c, x, y)


def then(first: Affine, second: Affine) -> Affine:
    """`first`, then `second`."""
    a, b, c, d, e, f = first
    A, B, C, D, E, F = second
    return (A * a + C * b, B * a + D * b, A * c + C * d, B * c + D * d, A * e + C * f + E, B * e + D * f + F)


TURN: Affine = (-1, 0, 0, -1, W, H)


def poly_sub(points: Iterable[tuple[float, float]]) -> Sub:
    return [tuple(p) for p in points]


def rect_sub(x: float, y: float, w: float, h: float) -> Sub:
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def ellipse_sub(x: float, y: float, rx: float, ry: float) -> Sub:
    kx, ky = rx * KAPPA, ry * KAPPA
    return [(x + rx, y), (x + rx, y + ky, x + kx, y + ry, x, y + ry), (x - kx, y + ry, x - rx, y + ky, x - rx, y),
            (x - rx, y - ky, x - kx, y - ry, x, y - ry), (x + kx, y - ry, x + rx, y - ky, x + rx, y)]


def circle_sub(x: float, y: float, r: float) -> Sub:
    return ellipse_sub(x, y, r, r)


def petal_sub(length: float, width: float, inner: float = 0) -> Sub:
    """One almond petal of `petals`, pointing up from the origin."""
    return [(0, -inner), (width, -inner - length * 0.3, width, -inner - length * 0.75, 0, -inner - length),
            (-width, -inner - length * 0.75, -width, -inner - length * 0.3, 0, -inner)]


def shift_path(d: str, dx: float, dy: float) -> str:
    """Absolute path data (only M, L and C, numbers in pairs) moved by (dx, dy)."""
    out, nums = [], []
    for tok in re.findall(r"[MLC]|-?[0-9.]+", d):
        if tok in "MLC":
            out.append(tok)
        else:
            nums.append(float(tok))
            if len(nums) == 2:
                out.append(f"{n(nums[0] + dx)} {n(nums[1] + dy)}")
                nums = []
    return "".join(t if t in "MLC" else (" " + t if out[k - 1] not in "MLC" else t) for k, t in enumerate(out))


def petal_subs(count: int, length: float, width: float, start: float = 0, inner: float = 0) -> list[tuple[Sub, Affine]]:
    return [(petal_sub(length, width, inner), place(angle=start + i * 360 / count)) for i in range(count)]


class Layer:
    """Shapes gathered per style, written as one ``<path>`` per style in the order each style
    was first used.  Only for shapes whose paint order across styles does not matter (they do
    not overlap), and all subpaths wind one way, so overlapping shapes of a style just unite."""

    def __init__(self) -> None:
        self.paths: dict[str, list[str]] = {}

    def add(self, style: str, sub: Sub, t: Affine = (1, 0, 0, 1, 0, 0), wind: bool = True) -> None:
        a, b, c, d, e, f = t
        pts_ = [tuple(v for k in range(0, len(p), 2) for v in (a * p[k] + c * p[k + 1] + e, b * p[k] + d * p[k + 1] + f))
                for p in sub]
        ends = [p[k:k + 2] for p in pts_ for k in range(0, len(p), 2)]  # control points too: a petal's ends are in line
        area = sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(ends, ends[1:] + ends[:1], strict=True))
        if wind and area < 0:  # wind every subpath the same way
            pts_ = [pts_[-1][-2:]] + [(*p[2:4], *p[0:2], *q[-2:]) if len(p) == 6 else q[-2:]
                                      for p, q in zip(reversed(pts_[1:]), reversed(pts_[:-1]), strict=True)]
        d_ = "M" + " ".join(n(v) for v in pts_[0])
        last = ""
        for p in pts_[1:]:
            op = "C" if len(p) == 6 else "L"
            d_ += (op if op != last else " ") + " ".join(n(v) for v in p)
            last = op
        self.paths.setdefault(style, []).append(d_ + "Z")

    def add_all(self, style: str, shapes: Iterable[tuple[Sub, Affine]], t: Affine = (1, 0, 0, 1, 0, 0)) -> None:
        for sub, inner in shapes:
            self.add(style, sub, then(inner, t))

    def line(self, style: str, x0: float, y0: float, x1: float, y1: float, t: Affine = (1, 0, 0, 1, 0, 0)) -> None:
        """A straight stroke.  An opaque stroke is written into a PDF as the line itself, in the
        drawing's own numbers; a filled shape as its outline, in the page's."""
        a, b, c, d, e, f = t
        x0, y0, x1, y1 = a * x0 + c * y0 + e, b * x0 + d * y0 + f, a * x1 + c * y1 + e, b * x1 + d * y1 + f
        to = f"H{n(x1)}" if n(y0) == n(y1) else f"V{n(y1)}" if n(x0) == n(x1) else f"L{n(x1)} {n(y1)}"
        self.paths.setdefault(style, []).append(f"M{n(x0)} {n(y0)}{to}")

    def dot(self, colour: str, x: float, y: float, r: float, t: Affine = (1, 0, 0, 1, 0, 0)) -> None:
        """A filled circle as a stroke with round ends, too short to see (Qt drops a path's strokes
        of no length but its last): two points, not thirteen."""
        a, b, c, d, e, f = t
        self.paths.setdefault(f'fill="none" stroke="{colour}" stroke-width="{n(2 * r)}" stroke-linecap="round"',
                              []).append(f"M{n(a * x + c * y + e)} {n(b * x + d * y + f)}h.01")

    def stitches(self, rows: list[str], cell: float, colours: dict[str, str], cx: float = 0, cy: float = 0,
                 t: Affine = (1, 0, 0, 1, 0, 0)) -> None:
        """Cross-stitch pixels: straight runs as strokes one cell wide with flat ends (exactly
        their cells), other patches as their filled outlines."""
        for ch, (runs, loops) in stitch_shapes(rows, cell, cx, cy).items():
            if ch in colours:
                for r in runs:
                    self.line(f'fill="none" stroke="{colours[ch]}" stroke-width="{n(cell)}"', *r, t)
                for loop in loops:
                    self.add(f'fill="{colours[ch]}"', loop, t, wind=False)

    def svg(self) -> str:
        return "".join(f'<path d="{"".join(d)}" {style}/>' for style, d in self.paths.items())


def symmetric_rows(top: list[str]) -> list[str]:
    """Rows mirrored left-right and top-bottom from the top-left quarter (odd sizes share the middle)."""
    full = [r + r[-2::-1] for r in top]
    return full + full[-2::-1]


# -- motifs (drawn about the origin, used by backs and by number-card frames) -----------------
def khatam(r: float, fill: str, inner: str, line: str) -> str:
    """The eight-pointed star of zellige, with its inner star and knot."""
    return (polygon(star(0, 0, 8, r, r * 0.72), fill) + polygon(star(0, 0, 8, r * 0.62, r * 0.44, 22.5), inner)
            + circle(0, 0, r * 0.18, line))


def lobed(rx: float, ry: float, lobes: int, depth: float, steps: int = 160) -> list[tuple[float, float]]:
    """An ellipse with a scalloped edge (a Persian medallion's outline)."""
    out = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        k = 1 + depth * abs(math.cos(lobes * t / 2))
        out.append((rx * k * math.sin(t), -ry * k * math.cos(t)))
    return out


def hexagram(r: float, fill: str, hole: str) -> str:
    return polygon(star(0, 0, 6, r, r * 0.58), fill) + polygon(regular(0, 0, 6, r * 0.42, 30), hole)


def daisy(r: float, fill: str, centre: str, count: int = 12) -> str:
    return petals(0, 0, count, r * 0.72, r * 0.16, fill, inner=r * 0.26) + circle(0, 0, r * 0.26, centre)


def quatrefoil(r: float, fill: str, centre: str) -> str:
    return (g("".join(circle(r * 0.45 * dx, r * 0.45 * dy, r * 0.45, fill) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))))
            + circle(0, 0, r * 0.28, centre))


def filigree(r: float, wire: str, bead: str) -> str:
    """A granulated rosette of Yemenite silver: a ring of beads, wire loops, a boss."""
    beads = "".join(circle(r * math.cos(math.radians(a)), r * math.sin(math.radians(a)), r * 0.1, bead)
                    for a in range(0, 360, 30))
    loops = "".join(f'<ellipse cx="0" cy="{n(-r * 0.55)}" rx="{n(r * 0.18)}" ry="{n(r * 0.36)}" '
                    f'transform="rotate({a})" fill="none" stroke="{wire}" stroke-width="{n(r * 0.06)}"/>'
                    for a in range(0, 360, 45))
    return loops + beads + circle(0, 0, r * 0.22, bead) + ring(0, 0, r * 0.34, wire, r * 0.05)


def stepped_diamond(r: float, step: float) -> list[tuple[float, float]]:
    """A kilim lozenge with stepped edges (woven diagonals go up in steps)."""
    k = max(1, int(r / step))
    s = r / k
    quarter = []
    for i in range(k):
        quarter += [(i * s, -r + i * s), ((i + 1) * s, -r + i * s)]
    right = quarter + [(r, 0)]
    lower = [(x, -y) for x, y in reversed(right[:-1])]
    half = right + lower
    return half + [(-x, y) for x, y in reversed(half[1:-1])]


def hooked_diamond(r: float, fill: str, inner: str, hook: str) -> str:
    body = polygon(stepped_diamond(r, r / 5), fill) + polygon(stepped_diamond(r * 0.55, r / 8), inner)
    hooks = ""
    for a in (0, 90, 180, 270):
        hooks += at(0, 0, f'<path d="M0 {n(-r)} v{n(-r * 0.22)} h{n(r * 0.16)} v{n(r * 0.1)}" fill="none" '
                          f'stroke="{hook}" stroke-width="{n(r * 0.07)}"/>', angle=a)
    return body + hooks + polygon(stepped_diamond(r * 0.2, r / 10), hook)


def gul(r: float, fill: str, inner: str, detail: str) -> str:
    """A Caucasian carpet medallion: a stepped octagon with an eight-pointed star inside."""
    octagon = regular(0, 0, 8, r, 22.5)
    return (polygon(octagon, fill) + polygon(regular(0, 0, 8, r * 0.82, 22.5), inner)
            + polygon(star(0, 0, 8, r * 0.7, r * 0.36), fill) + polygon(regular(0, 0, 4, r * 0.22, 45), detail)
            + "".join(circle(r * 0.5 * math.cos(math.radians(a)), r * 0.5 * math.sin(math.radians(a)), r * 0.06, detail)
                      for a in range(22, 360, 45)))


def boteh(size: float, fill: str, line: str) -> str:
    """A paisley (boteh), tip curling to the right; not symmetric, so placed in pairs."""
    s = size / 100
    d = (f"M0 {n(50 * s)} C{n(-38 * s)} {n(50 * s)} {n(-44 * s)} {n(-6 * s)} {n(-20 * s)} {n(-30 * s)} "
         f"C{n(-2 * s)} {n(-48 * s)} {n(26 * s)} {n(-52 * s)} {n(30 * s)} {n(-70 * s)} C{n(44 * s)} {n(-40 * s)} "
         f"{n(40 * s)} {n(20 * s)} {n(20 * s)} {n(40 * s)} C{n(12 * s)} {n(47 * s)} {n(6 * s)} {n(50 * s)} 0 {n(50 * s)} Z")
    return (f'<path d="{d}" fill="{fill}"/>'
            + f'<path d="{d}" fill="none" stroke="{line}" stroke-width="{n(3 * s)}" transform="scale(0.72) translate(0 {n(6 * s)})"/>'
            + circle(0, 20 * s, 9 * s, line))


def tulip(size: float, fill: str, leaf: str) -> str:
    """An Iznik tulip with two saz leaves on its stem (upright; placed in pairs)."""
    s = size / 100
    return (f'<path d="M0 0 C{n(-4 * s)} {n(-30 * s)} {n(4 * s)} {n(-50 * s)} 0 {n(-70 * s)}" stroke="{leaf}" '
            f'stroke-width="{n(5 * s)}" fill="none"/>'
            f'<path d="M0 {n(-20 * s)} C{n(-30 * s)} {n(-24 * s)} {n(-44 * s)} {n(-48 * s)} {n(-40 * s)} {n(-66 * s)} '
            f'C{n(-26 * s)} {n(-52 * s)} {n(-10 * s)} {n(-40 * s)} 0 {n(-28 * s)} Z" fill="{leaf}"/>'
            f'<path d="M0 {n(-26 * s)} C{n(30 * s)} {n(-30 * s)} {n(40 * s)} {n(-52 * s)} {n(36 * s)} {n(-62 * s)} '
            f'C{n(24 * s)} {n(-52 * s)} {n(10 * s)} {n(-44 * s)} 0 {n(-34 * s)} Z" fill="{leaf}"/>'
            f'<path d="M0 {n(-66 * s)} C{n(-22 * s)} {n(-70 * s)} {n(-22 * s)} {n(-96 * s)} {n(-14 * s)} {n(-112 * s)} '
            f'L{n(-6 * s)} {n(-92 * s)} L0 {n(-116 * s)} L{n(6 * s)} {n(-92 * s)} L{n(14 * s)} {n(-112 * s)} '
            f'C{n(22 * s)} {n(-96 * s)} {n(22 * s)} {n(-70 * s)} 0 {n(-66 * s)} Z" fill="{fill}"/>')


def carnation(size: float, fill: str, leaf: str) -> str:
    """An Iznik carnation: a fan of toothed petals on a calyx (upright)."""
    s = size / 100
    fan = "".join(f'<path d="M0 0 L{n(-8 * s)} {n(-34 * s)} L0 {n(-40 * s)} L{n(8 * s)} {n(-34 * s)} Z" '
                  f'transform="rotate({a})" fill="{fill}"/>' for a in (-60, -30, 0, 30, 60))
    return (f'<path d="M0 0 V{n(-60 * s)}" stroke="{leaf}" stroke-width="{n(5 * s)}"/>'
            + at(0, -60 * s, fan + f'<path d="M{n(-10 * s)} 0 L0 {n(16 * s)} L{n(10 * s)} 0 Z" fill="{leaf}"/>'))


def matyo_rose(r: float, petal: str, inner: str, heart: str) -> str:
    """A Matyó rose: scalloped rings of petals round a heart."""
    outer = polygon(lobed(r, r, 12, 0.12), petal)
    mid = polygon(lobed(r * 0.68, r * 0.68, 10, 0.14), inner)
    core = circle(0, 0, r * 0.36, petal) + circle(0, 0, r * 0.18, heart)
    stripes = "".join(f'<path d="M0 {n(-r * 0.4)} V{n(-r * 0.64)}" stroke="{petal}" stroke-width="{n(r * 0.05)}" '
                      f'transform="rotate({a})"/>' for a in range(0, 360, 36))
    return outer + mid + stripes + core


def key_run(x0: float, y: float, count: int, unit: float, colour: str, width: float) -> str:
    """A running Greek key of `count` units, left to right, centred vertically on y."""
    q = unit / 4
    d = f"M{n(x0)} {n(y + 2 * q)}"
    for _ in range(count):
        d += (f" v{n(-4 * q)} h{n(3 * q)} v{n(3 * q)} h{n(-q)} v{n(-2 * q)} h{n(-q)} v{n(3 * q)} h{n(3 * q)}")
    return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{n(width)}" stroke-linecap="square" '
            f'stroke-linejoin="miter"/>')


def lion(fill: str, hole: str) -> str:
    """A rampant papercut lion facing right, about 120 units high (hind feet at y = 0)."""
    mane = polygon([(x + 6, y - 84) for x, y in lobed(30, 32, 14, 0.24)], fill)
    limbs = (f'<g fill="none" stroke="{fill}" stroke-linecap="round">'
             '<path d="M-10 -14 L-20 -1 H-8" stroke-width="10"/><path d="M4 -14 L10 -1 H22" stroke-width="10"/>'
             '<path d="M10 -58 C24 -64 32 -56 44 -62" stroke-width="9"/><path d="M8 -46 C22 -44 30 -34 42 -38" stroke-width="9"/>'
             '<path d="M-18 -22 C-46 -24 -50 -60 -34 -72" stroke-width="6"/></g>')
    body = f'<path d="M-6 -64 C-28 -52 -28 -20 -16 -8 L8 -8 C2 -28 10 -46 18 -60 Z" fill="{fill}"/>'
    head = (circle(16, -86, 17, fill) + f'<path d="M26 -94 L44 -88 L42 -76 L26 -72 Z" fill="{fill}"/>'
            + polygon([(x - 34, y - 76) for x, y in lobed(8, 8, 6, 0.3)], fill))
    holes = (circle(22, -92, 3.5, hole) + f'<path d="M32 -80 L42 -81" stroke="{hole}" stroke-width="2.5"/>'
             + "".join(circle(6 + 24 * math.cos(math.radians(a)), -84 + 25 * math.sin(math.radians(a)), 2.6, hole)
                       for a in range(150, 330, 30)))
    return mane + body + limbs + head + holes


def deer(fill: str, hole: str) -> str:
    """A papercut deer facing right, about 110 units high (hooves at y = 0)."""
    return (f'<path d="M-40 0 L-36 -40 C-44 -48 -44 -60 -30 -62 L14 -62 L26 -82 L36 -80 L32 -60 L24 -48 '
            f'L22 0 L16 0 L14 -36 L-20 -36 L-28 0 Z" fill="{fill}"/>'
            f'<path d="M28 -82 L22 -104 M22 -96 L12 -108 M30 -84 L40 -106 M36 -96 L48 -104" stroke="{fill}" '
            f'stroke-width="5" fill="none" stroke-linecap="round"/>'
            + circle(-12, -50, 5, hole) + circle(4, -50, 5, hole) + circle(30, -76, 2.5, hole))


def bird(fill: str, hole: str) -> str:
    """A papercut bird facing right, about 40 units long."""
    return (f'<path d="M-22 0 C-14 -14 4 -18 14 -12 L24 -14 L18 -6 C16 4 4 10 -8 8 L-20 14 Z" fill="{fill}"/>'
            + circle(12, -10, 2, hole) + f'<path d="M-10 -2 C-4 -8 4 -8 8 -4" stroke="{hole}" stroke-width="2" fill="none"/>')


def menorah(fill: str) -> str:
    """A seven-branched menorah on its foot (foot at y = 0), 140 units high."""
    arms = "".join(f'<path d="M0 -50 C{n(k * 0.2)} -50 {n(k)} -60 {n(k)} -96 V-110" fill="none" stroke="{fill}" '
                   f'stroke-width="7"/>' for k in (-54, -36, -18, 18, 36, 54))
    flames = "".join(f'<path d="M{n(k)} -112 C{n(k - 6)} -120 {n(k)} -132 {n(k)} -138 C{n(k)} -132 {n(k + 6)} -120 '
                     f'{n(k)} -112 Z" fill="{fill}"/>' for k in (-54, -36, -18, 0, 18, 36, 54))
    return (f'<path d="M-26 0 L26 0 L8 -12 L4 -110 L-4 -110 L-8 -12 Z" fill="{fill}"/>' + arms + flames
            + f'<rect x="-60" y="-112" width="120" height="6" fill="{fill}"/>')


def scallop_ring(r: float, count: int, bump: float, fill: str) -> str:
    return "".join(circle(r * math.cos(2 * math.pi * i / count), r * math.sin(2 * math.pi * i / count), bump, fill)
                   for i in range(count))


# -- number-card frames -------------------------------------------------------------------------
# Corner indices sit top left (14, 14, 148 × 300) and turned bottom right; pips fill x 177–453,
# y 43–837.  So a frame owns a thin border, the top-right and bottom-left corners, and the
# strips beside the pips away from the indices (x 460–616 above y 560, and its turn).
FRAME_BORDER = ('<rect x="12" y="12" width="606" height="856" rx="28" fill="none" stroke="$frame" stroke-width="5"/>'
                '<rect x="24" y="24" width="582" height="832" rx="20" fill="none" stroke="$accent" '
                'stroke-width="1.6" opacity="0.8"/>')


@dataclass(frozen=True)
class PipFrame:
    corner: str      # drawn about the origin, about 110 units across; placed at the top-right corner
    run: str         # one unit of the side run, about 30 units high, about the origin
    run_step: float  # distance between run units


def pip_frame_svg(spec: PipFrame) -> str:
    corner = at(W - 80, 86, spec.corner, 0.98)
    units = []
    y = 196.0
    while y <= 530:  # its turn stays below the top-left index (y 314)
        units.append(at(W - 46, y, spec.run, 1.3))
        y += spec.run_step * 1.3
    side = "".join(units)
    return FRAME_BORDER + g(pair(corner + side), extra=' opacity="0.85"')


# -- the backs ----------------------------------------------------------------------------------
def back_moroccan() -> str:
    stars = "".join(at(x, y, khatam(36, "$ink", "$ink2", "$accent")) for x, y in lattice(104, 104, margin=40))
    crosses = "".join(at(x, y, polygon(star(0, 0, 4, 22, 8, 45), "$accent"))
                      for x, y in lattice(104, 104, margin=40, box=(0, 0, W, H)) for x, y in [(x + 52, y + 52)])
    bands = "".join(f'<path d="M{n(x - 52)} {n(y)} L{n(x)} {n(y - 52)} L{n(x + 52)} {n(y)} L{n(x)} {n(y + 52)} Z" '
                    f'fill="none" stroke="$ink" stroke-width="3" opacity="0.5"/>' for x, y in lattice(104, 104, margin=60))
    medallion = (circle(CX, CY, 132, "$ground") + at(CX, CY, polygon(star(0, 0, 16, 128, 100), "$accent")
                 + polygon(star(0, 0, 16, 106, 84, 11.25), "$medal") + khatam(74, "$ink", "$ink2", "$accent")))
    return field("moroccan", bands + stars + crosses + medallion)


def back_persian() -> str:
    layer = Layer()
    for x, y in lattice(46, 40, offset=True, margin=20):
        layer.add_all('fill="$ink2"', petal_subs(5, 9, 4), place(x, y))
        layer.dot("$accent", x, y, 3)
    florets = layer.svg()
    medal = at(CX, CY, polygon(lobed(150, 236, 16, 0.09), "$ink") + polygon(lobed(130, 212, 16, 0.09), "$medal")
               + polygon(lobed(88, 140, 12, 0.1), "$ink2") + polygon(lobed(70, 116, 12, 0.1), "$medal")
               + petals(0, 0, 8, 52, 14, "$ink") + circle(0, 0, 12, "$accent"))
    pendant = at(CX, CY - 286, polygon(lobed(40, 30, 8, 0.15), "$ink") + polygon(lobed(26, 18, 8, 0.15), "$accent")
                 + '<path d="M0 30 V56" stroke="$ink" stroke-width="8"/>')
    corner = at(FIELD, FIELD, polygon(lobed(130, 130, 12, 0.09), "$ink") + polygon(lobed(108, 108, 12, 0.09), "$medal")
                + polygon(lobed(64, 64, 8, 0.12), "$ink2"))
    return field("persian", florets + pair(pendant) + quad(corner) + medal)


def back_syrian() -> str:
    stars = "".join(at(x, y, hexagram(30, "$ink", "$ground") + circle(0, 0, 6, "$accent"))
                    for x, y in lattice(72, 62.4, offset=True, margin=40))
    # the triangles' centres: both offsets, so the set is its own 180° turn
    hexes = "".join(at(x + sx * 36, y + sx * 20.8, polygon(regular(0, 0, 6, 9, 30), "$ink2"))
                    for x, y in lattice(72, 62.4, offset=True, margin=40) for sx in (1, -1))

    def ablaq(y: float) -> str:
        # ablaq: courses of dark and light stone
        stripes = "".join(f'<rect x="0" y="{n(y + k * 18)}" width="{W}" height="9" fill="$ground"/>' for k in range(4))
        voussoirs = "".join(f'<rect x="{n(CX + 38 * k - 11)}" y="{n(y - 14)}" width="22" height="10" fill="$accent"/>'
                            for k in range(-8, 9))
        return f'<rect x="0" y="{n(y - 22)}" width="{W}" height="{n(96)}" fill="$medal"/>' + stripes + voussoirs
    middle = (f'<rect x="0" y="{n(CY - 44)}" width="{W}" height="88" fill="$medal"/>'
              + "".join(f'<rect x="0" y="{n(CY + k)}" width="{W}" height="10" fill="$ground"/>' for k in (-40, 30))
              + "".join(at(x, CY, hexagram(24, "$accent", "$medal")) for x in (CX - 160, CX - 80, CX, CX + 80, CX + 160)))
    return field("syrian", stars + hexes + pair(ablaq(FIELD + 20)) + middle)


def back_iraqi() -> str:
    # the joints at the old strokes' opacity, as filled bars in one path (a see-through stroke is
    # written as its outline), so where they meet they are not painted twice
    joints = Layer()
    for r in range(-21, 21):  # brick courses centred on the card
        y = CY + 11 + 22 * r
        joints.add('fill="$ink2" fill-opacity="0.45"', rect_sub(0, y - 1, W, 2))
        for m in range(-8, 9):
            joints.add('fill="$ink2" fill-opacity="0.45"', rect_sub(CX + 44 * m + 22 * (r % 2) - 1, y + 1, 2, 20))
    bricks = joints.svg()
    rows, daisies = "", Layer()
    for j in (-3, -2, -1, 1, 2, 3):
        y = CY + j * 112
        rows += (f'<rect x="0" y="{n(y - 40)}" width="{W}" height="6" fill="$accent"/>'
                 f'<rect x="0" y="{n(y + 34)}" width="{W}" height="6" fill="$accent"/>')
        shift = 0 if j % 2 else 40  # alternate rows half a step over, symmetric about the centre
        for m in range(-5, 5):
            if abs(shift + 80 * m) <= 290:  # a daisy(30, "$medal", "$accent")
                daisies.add_all('fill="$medal"', petal_subs(12, 30 * 0.72, 30 * 0.16, inner=30 * 0.26),
                                place(CX + shift + 80 * m, y))
                daisies.dot("$accent", CX + shift + 80 * m, y, 30 * 0.26)
    rows += daisies.svg()
    centre = (f'<rect x="0" y="{n(CY - 46)}" width="{W}" height="92" fill="$ink"/>'
              + "".join(at(CX + k * 110, CY, ring(0, 0, 38, "$accent", 5) + daisy(32, "$medal", "$accent", 16))
                        for k in (-2, -1, 0, 1, 2)))
    return field("iraqi", bricks + rows + centre)


def back_egyptian() -> str:
    step = 34
    grid = "".join(f'<path d="M{n(x)} 0 V{H}" stroke="$ink" stroke-width="5"/>' for x, _ in
                   lattice(step, H * 2, box=(0, CY, W, CY)))
    grid += "".join(f'<path d="M0 {n(y)} H{W}" stroke="$ink" stroke-width="5"/>' for _, y in
                    lattice(W * 2, step, box=(CX, 0, CX, H)))
    beads = "".join(f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="8" ry="8" fill="$ink2"/>'
                    for x, y in lattice(step, step, margin=10))
    spindles = "".join(at(x, y, '<rect x="-4" y="-12" width="8" height="24" rx="4" fill="$accent"/>')
                       for x, y in lattice(step, step, margin=10) for x, y in [(x + step / 2, y)])
    panels = "".join(at(x, y, circle(0, 0, 40, "$ground") + ring(0, 0, 40, "$ink", 6)
                        + polygon(star(0, 0, 6, 30, 16), "$ink2") + circle(0, 0, 8, "$accent"))
                     for x, y in lattice(2 * 102, 3 * 68, offset=True) if abs(x - CX) + abs(y - CY) > 10)
    blazon = at(CX, CY, circle(0, 0, 118, "$medal") + ring(0, 0, 118, "$ink", 12) + ring(0, 0, 100, "$accent", 4)
                + '<rect x="-100" y="-30" width="200" height="60" fill="$ink"/>'
                + polygon(star(0, 0, 8, 26, 12), "$accent") + circle(-62, 0, 10, "$accent") + circle(62, 0, 10, "$accent")
                + polygon([(-60, -48), (60, -48), (0, -92)], "$ink2") + polygon([(-60, 48), (60, 48), (0, 92)], "$ink2"))
    return field("egyptian", grid + beads + spindles + panels + blazon)


def back_algerian() -> str:
    period, amp, col = 150, 46, 120
    lines = ""
    for x, _ in lattice(col, H * 2, box=(-col, CY, W + col, CY)):
        for sign in (1, -1):
            d = []
            for k in range(0, 121):
                y = -40 + k * (H + 80) / 120
                xx = x + sign * amp * math.sin(2 * math.pi * (y - CY) / period)
                d.append(f"{'M' if k == 0 else 'L'}{n(xx)} {n(y)}")
            lines += f'<path d="{" ".join(d)}" fill="none" stroke="$ink" stroke-width="7"/>'
    # the lenses between a column's two curves, and the cells between columns
    fleurons = "".join(at(x, y + period / 4, quatrefoil(26, "$ink2", "$accent"))
                       for x, y in lattice(col, period / 2, margin=30))
    beads = "".join(circle(x + col / 2, y, 7, "$accent") for x, y in lattice(col, period / 2, margin=30))
    medal = at(CX, CY, circle(0, 0, 120, "$ground") + polygon(lobed(120, 120, 8, 0.14), "$ink")
               + polygon(lobed(98, 98, 8, 0.14), "$medal") + khatam(64, "$ink2", "$ink", "$accent"))
    return field("algerian", lines + fleurons + beads + medal)


def back_libyan() -> str:

    def teeth(y: float, up: bool, fill: str) -> str:
        pts_ = []
        for x in range(0, W + 30, 30):
            pts_ += [(x, y + (24 if up else 0)), (x + 15, y + (0 if up else 24))]
        return polygon([(0, y + 24 if up else y)] + pts_ + [(W + 30, y + 24 if up else y)], fill)

    def lozenges(y: float) -> str:
        return "".join(polygon([(x, y - 22), (x + 22, y), (x, y + 22), (x - 22, y)], "$ink2")
                       + polygon([(x, y - 9), (x + 9, y), (x, y + 9), (x - 9, y)], "$accent")
                       for x in range(int(CX) - 44 * 8, W + 44, 44))
    half = ""
    y = FIELD + 10
    for kind in ("solid", "teeth", "loz", "solid", "thin", "teeth2", "loz", "solid"):
        if kind == "solid":
            half += f'<rect x="0" y="{n(y)}" width="{W}" height="16" fill="$ink"/>'
            y += 26
        elif kind == "thin":
            half += "".join(f'<rect x="0" y="{n(y + k * 9)}" width="{W}" height="4" fill="$ink2"/>' for k in range(3))
            y += 34
        elif kind in ("teeth", "teeth2"):
            half += teeth(y, kind == "teeth", "$ink2")
            y += 34
        else:
            half += lozenges(y + 24)
            y += 58
    centre = (f'<rect x="0" y="{n(CY - 70)}" width="{W}" height="140" fill="$ink"/>'
              + "".join(at(x, CY, polygon(stepped_diamond(60, 12), "$medal") + polygon(stepped_diamond(36, 9), "$ink2")
                           + polygon(stepped_diamond(14, 7), "$accent")) for x in (CX - 200, CX, CX + 200))
              + "".join(at(x, CY, polygon([(0, -20), (12, 0), (0, 20), (-12, 0)], "$accent")) for x in (CX - 100, CX + 100)))
    return field("libyan", pair(half) + centre)


def back_tunisian() -> str:
    """Nabeul tiles, cobalt on white: two tile designs in a checker, flowers where four tiles meet."""
    tile = 90
    grout = motifs = ""
    for x, y in lattice(tile, tile, margin=tile):
        grout += f'<rect x="{n(x - 45)}" y="{n(y - 45)}" width="90" height="90" fill="none" stroke="$ink2" stroke-width="2"/>'
        if (round((x - CX) / tile) + round((y - CY) / tile)) % 2 == 0:
            body = (ring(0, 0, 32, "$ink", 5) + petals(0, 0, 4, 28, 11, "$ink") + petals(0, 0, 4, 18, 7, "$accent", 45)
                    + circle(0, 0, 6, "$ink2"))
        else:
            body = (polygon([(0, -26), (26, 0), (0, 26), (-26, 0)], "$ink")
                    + polygon([(0, -14), (14, 0), (0, 14), (-14, 0)], "$medal") + circle(0, 0, 5, "$accent"))
        motifs += at(x, y, body)
    junctions = "".join(at(x + 45, y + 45, petals(0, 0, 4, 16, 7, "$ink", 45)) for x, y in lattice(tile, tile, margin=tile))
    studs = "".join(circle(CX + 28 * k, y, 6, "$ink2") for k in range(-9, 10) for y in (FIELD + 14, H - FIELD - 14))
    return field("tunisian", grout + junctions + motifs + studs)


def back_yemenite() -> str:
    nodes = list(lattice(90, 60, offset=True, margin=100))
    # one path per colour and layer (the wires, their beads, the scrolls, each part of `filigree`)
    wires, beads, scroll, loops, bosses, rings = Layer(), Layer(), Layer(), Layer(), Layer(), Layer()
    for x, y in nodes:
        for dx in (45, -45):
            wires.line('fill="none" stroke="$ink" stroke-width="5"', x, y, x + dx, y + 60)
            for t in (0.25, 0.5, 0.75):
                beads.dot("$accent", x + dx * t, y + 60 * t, 2.6)
    for x, y in nodes:
        for dx in (45, -45):
            wires.line('fill="none" stroke="$ground" stroke-width="1.6"', x, y, x + dx, y + 60)
    for x, y in nodes:
        if round((y - CY) / 60) % 2 == 1:
            for d in ('M-14 0 C-14 -10 -2 -12 0 -4 C2 4 14 2 14 -8', 'M14 0 C14 10 2 12 0 4 C-2 -4 -14 -2 -14 8'):
                scroll.paths.setdefault('fill="none" stroke="$ink2" stroke-width="2.5"', []).append(shift_path(d, x, y))
            scroll.dot("$accent", x, y, 3)
        else:  # filigree(26, "$ink", "$accent"), its numbers as that writes them
            for a in range(0, 360, 45):
                loops.add('fill="none" stroke="$ink" stroke-width="1.6"', ellipse_sub(0, -14.3, 4.7, 9.4), place(x, y, a))
            for a in range(0, 360, 30):
                bosses.dot("$accent", x + 26 * math.cos(math.radians(a)), y + 26 * math.sin(math.radians(a)), 2.6)
            bosses.dot("$accent", x, y, 5.7)
            rings.add('fill="none" stroke="$ink" stroke-width="1.3"', circle_sub(x, y, 8.8))
    wires, beads, scrolls, roses = wires.svg(), beads.svg(), scroll.svg(), loops.svg() + bosses.svg() + rings.svg()
    centre = at(CX, CY, circle(0, 0, 124, "$ground") + ring(0, 0, 120, "$ink", 6) + scallop_ring(120, 40, 5, "$accent")
                + filigree(96, "$ink", "$accent") + scallop_ring(60, 20, 4, "$ink2"))
    return field("yemenite", wires + beads + scrolls + roses + centre)


def back_kurdish() -> str:
    side = ""
    for y in (CY - 250, CY, CY + 250):
        side += at(CX, y, hooked_diamond(118, "$ink", "$medal", "$ink2"))
    edges = ""
    for y in (CY - 125, CY + 125):
        for x in (FIELD, W - FIELD):
            edges += at(x, y, polygon(stepped_diamond(70, 14), "$ink2") + polygon(stepped_diamond(36, 9), "$accent"))
    for y in (CY - 375, CY + 375):
        for x in (FIELD, W - FIELD):
            edges += at(x, y, polygon(stepped_diamond(70, 14), "$ink2"))
    combs = ""
    for x in (140, W - 140):
        for y in range(int(CY) - 360, int(CY) + 361, 60):
            combs += at(x, y, polygon([(0, -14), (14, 0), (0, 14), (-14, 0)], "$accent"))
    zig = pair("".join(polygon([(x, FIELD + 6), (x + 15, FIELD + 22), (x + 30, FIELD + 6)], "$ink")
                       for x in (CX - 15 + 30 * k for k in range(-11, 11))))
    return field("kurdish", edges + combs + zig + side)


def back_bukharan() -> str:
    """Ikat: shapes whose edges are blurred in horizontal streaks, as dyed warp threads are."""
    def streaked(cx: float, y0: float, y1: float, width: Callable[[float], float], fill: str, seed: int) -> str:
        d = []
        y = y0
        k = seed
        while y + 5.4 <= y1 + 0.01:
            k = (k * 1103515245 + 12345) % 2 ** 31
            jitter = (k % 17 - 8) * 0.9
            w = max(0.0, width((y - y0) / (y1 - y0)))
            if w > 1:
                d.append(f"M{n(cx - w - jitter)} {n(y)}h{n(2 * w + 2 * jitter)}v5.4h{n(-2 * w - 2 * jitter)}Z")
            y += 6
        return f'<path d="{"".join(d)}" fill="{fill}"/>'

    def lozenge(t: float) -> float:
        return 70 * (1 - abs(2 * t - 1))

    def comb(t: float) -> float:
        return 34 * (1 - abs(2 * t - 1)) + (14 if int(t * 12) % 2 else 0)
    half = ""
    for col, x in enumerate((CX - 190, CX, CX + 190)):
        for row, y in enumerate((-10, 140)):
            ink = "$ink" if (col + row) % 2 == 0 else "$ink2"
            half += streaked(x, y, y + 140, lozenge, ink, seed=col * 7 + row)
            half += streaked(x, y + 30, y + 110, comb, "$accent", seed=col * 11 + row + 3)
            half += streaked(x, y + 55, y + 85, lambda t: 14 * (1 - abs(2 * t - 1)), "$ground", seed=row)
    stripes = "".join(streaked(x, FIELD - 30, 290, lambda t: 6, "$medal", seed=int(x)) for x in (CX - 95, CX + 95))
    # The middle row is cut at the card's centre and completed by the turn: each half-lozenge
    # widens down to the centre line.
    centre = (streaked(CX, 296, CY, lambda t: 150 * t ** 0.8, "$ink2", seed=5)
              + streaked(CX, 336, CY, lambda t: 96 * t ** 0.8, "$accent", seed=9)
              + streaked(CX, 380, CY, lambda t: 40 * t ** 0.8, "$ink", seed=13)
              + "".join(streaked(x, 330, CY, lambda t: 44 * t, "$ink", seed=int(x)) for x in (CX - 230, CX + 230)))
    # Streaks are not their own turn: the upper half is drawn, and turned for the lower.
    return field("bukharan", pair(half + stripes + centre))


def back_georgian() -> str:
    braids = ""
    for x, _ in lattice(96, H * 2, box=(0, CY, W, CY)):
        for phase in (0, math.pi):
            d = []
            for k in range(0, 111):
                y = -40 + k * 8.8
                d.append(f"{'M' if k == 0 else 'L'}{n(x + 18 * math.sin((y - CY) / 22 + phase))} {n(y)}")
            braids += f'<path d="{" ".join(d)}" fill="none" stroke="$ink" stroke-width="6"/>'
        braids += "".join(circle(x, y, 4, "$accent") for y in [CY + (k + 0.5) * 22 * math.pi for k in range(-14, 14)]
                          if 0 < y < H)
    vines = "".join(at(x, y, petals(0, 0, 4, 20, 8, "$ink2", 45) + circle(0, 0, 5, "$accent"))
                    for x, y in lattice(96, 22 * math.pi * 2, margin=20) for x, y in [(x + 48, y)])

    def borjgali(r: float) -> str:
        arm = (f'<path d="M0 0 C{n(r * 0.3)} {n(-r * 0.2)} {n(r * 0.5)} {n(-r * 0.7)} {n(r * 0.2)} {n(-r)} '
               f'C{n(r * 0.3)} {n(-r * 0.6)} {n(r * 0.1)} {n(-r * 0.3)} 0 0 Z" fill="$ink2"/>')
        return "".join(at(0, 0, arm, angle=a) for a in range(0, 360, 45)) + circle(0, 0, r * 0.16, "$accent")
    centre = at(CX, CY, circle(0, 0, 130, "$medal") + ring(0, 0, 130, "$ink", 8) + ring(0, 0, 114, "$ink2", 3)
                + scallop_ring(122, 36, 4, "$accent") + borjgali(100))
    return field("georgian", braids + vines + centre)


def back_mountain() -> str:
    dots = "".join(at(x, y, polygon(star(0, 0, 4, 12, 4), "$accent")) for x, y in lattice(56, 56, offset=True, margin=10))
    guls = "".join(at(x, y, gul(96, "$ink", "$medal" if y == CY else "$ink2", "$accent"))
                   for x in (CX - 130, CX + 130) for y in (CY - 250, CY, CY + 250))
    guls += "".join(at(x, y, polygon(stepped_diamond(44, 11), "$ink") + polygon(stepped_diamond(22, 11), "$accent"))
                    for x, y in ((CX, CY - 125), (CX, CY + 125), (CX, CY - 375), (CX, CY + 375)))

    def running_dog(y: float) -> str:
        return "".join(at(x, y, '<path d="M-10 8 V-4 C-10 -12 2 -12 2 -4 V0 H-4" fill="none" stroke="$ink2" '
                                'stroke-width="5"/>') for x in range(24, W, 26))
    band = (f'<rect x="0" y="{FIELD}" width="{W}" height="40" fill="$ink"/>'
            + running_dog(FIELD + 20).replace("$ink2", "$accent"))
    return field("mountain", dots + guls + pair(band))


def back_ethiopian() -> str:
    def tibeb(y: float) -> str:
        out = f'<rect x="0" y="{n(y)}" width="{W}" height="120" fill="$ink"/>'
        out += f'<rect x="0" y="{n(y + 10)}" width="{W}" height="6" fill="$accent"/>'
        out += f'<rect x="0" y="{n(y + 104)}" width="{W}" height="6" fill="$accent"/>'
        for i, x in enumerate(range(-10, W + 40, 44)):
            cross = polygon(stepped_diamond(26, 6.5), "$ink2" if i % 2 else "$medal")
            cross += ('<path d="M-14 0 H14 M0 -14 V14" stroke="$ink" stroke-width="6"/>'
                      + circle(0, 0, 4, "$accent"))
            out += at(x, y + 60, cross)
        out += "".join(polygon([(x, y + 30), (x + 11, y + 22), (x + 22, y + 30)], "$accent") for x in range(0, W, 22))
        out += "".join(polygon([(x, y + 90), (x + 11, y + 98), (x + 22, y + 90)], "$accent") for x in range(0, W, 22))
        return out

    def lattice_cross(r: float) -> str:
        cell = r / 5
        cells = []
        for j in range(-5, 6):
            for i in range(-5, 6):
                # a cross of openwork: arms three cells wide, widening to a bar at each end
                in_arm = abs(i) <= 1 or abs(j) <= 1 or (abs(i) == 5 and abs(j) <= 3) or (abs(j) == 5 and abs(i) <= 3)
                if in_arm and (i + j) % 2 == 0:
                    cells.append(at(i * cell, j * cell, polygon([(0, -cell * 0.95), (cell * 0.95, 0), (0, cell * 0.95),
                                                                 (-cell * 0.95, 0)], "$ink")))
        finials = "".join(at(0, 0, circle(0, -r - cell * 0.9, cell * 0.6, "$ink2") + circle(-cell * 3, -r - cell * 0.6, cell * 0.5, "$ink2")
                             + circle(cell * 3, -r - cell * 0.6, cell * 0.5, "$ink2"), angle=a) for a in (0, 90, 180, 270))
        return "".join(cells) + finials + circle(0, 0, cell * 0.8, "$accent")
    thin = "".join(f'<path d="M0 {n(y)} H{W}" stroke="$ink" stroke-width="1.5" opacity="0.35"/>'
                   for y in range(int(FIELD), H, 12))
    return field("ethiopian", thin + pair(tibeb(FIELD + 26)) + at(CX, CY, lattice_cross(150)))


def back_indian() -> str:
    kolam = "".join(circle(x, y, 4, "$accent") for x, y in lattice(40, 40, margin=0))
    loops = "".join(at(x, y, '<path d="M-20 0 C-20 -12 -8 -20 0 -20 C8 -20 20 -12 20 0 C20 12 8 20 0 20 '
                             'C-8 20 -20 12 -20 0 Z" fill="none" stroke="$ink2" stroke-width="2.5" opacity="0.7"/>')
                    for x, y in lattice(80, 80, margin=0))
    paisleys = ""
    for x, y, a in ((CX - 175, CY - 300, -30), (CX + 175, CY - 300, 30), (CX - 200, CY - 110, 10), (CX + 200, CY - 110, -10)):
        paisleys += at(x, y, boteh(120, "$ink", "$medal") + boteh(70, "$ink2", "$accent"), angle=a)
    rangoli = at(CX, CY, circle(0, 0, 150, "$ground") + petals(0, 0, 16, 60, 18, "$ink2", inner=86)
                 + petals(0, 0, 16, 40, 14, "$accent", 11.25, inner=72) + circle(0, 0, 76, "$ink")
                 + petals(0, 0, 8, 60, 20, "$medal", inner=8) + petals(0, 0, 8, 36, 12, "$ink2", 22.5, inner=10)
                 + circle(0, 0, 12, "$accent") + scallop_ring(140, 32, 4, "$ink"))
    return field("indian", kolam + loops + pair(paisleys) + rangoli)


def back_turkish() -> str:
    spray = ""
    spray += at(CX, CY - 40, tulip(220, "$ink2", "$ink"))
    spray += at(CX - 90, CY - 60, carnation(150, "$ink", "$ink"), angle=-28)
    spray += at(CX + 90, CY - 60, carnation(150, "$ink", "$ink"), angle=28)
    spray += at(CX - 150, CY - 20, tulip(120, "$ink2", "$ink"), angle=-58)
    spray += at(CX + 150, CY - 20, tulip(120, "$ink2", "$ink"), angle=58)
    spray += at(CX - 60, CY - 250, tulip(90, "$accent", "$ink"), angle=-12)
    spray += at(CX + 60, CY - 250, tulip(90, "$accent", "$ink"), angle=12)
    rosettes = at(CX, CY, circle(0, 0, 44, "$ink") + petals(0, 0, 8, 30, 10, "$medal", inner=8) + circle(0, 0, 8, "$ink2"))

    def cintamani(x: float, y: float) -> str:
        return (at(x, y, circle(-9, -7, 6, "$ink2") + circle(9, -7, 6, "$ink2") + circle(0, 8, 6, "$ink2")))
    border = "".join(cintamani(x, FIELD + 30) for x in range(70, W - 60, 70))
    border += "".join(cintamani(FIELD + 30, y) for y in range(int(CY) - 280, int(CY), 70))
    border += "".join(cintamani(W - FIELD - 30, y) for y in range(int(CY) - 280, int(CY), 70))
    return field("turkish", pair(spray + border) + rosettes)


def back_greek() -> str:
    inner = 70
    frames = ""
    for inset, unit in ((FIELD + 14, 28), (FIELD + inner + 40, 22)):
        x0, x1, y0, y1 = inset, W - inset, inset, H - inset
        count_h = int((x1 - x0) / unit)
        count_v = int((y1 - y0) / unit)
        run_h = key_run(0, 0, count_h, unit, "$ink", 5)
        run_v = key_run(0, 0, count_v, unit, "$ink", 5)
        top = at(CX - count_h * unit / 2, y0 + unit / 2, run_h)
        left = at(x0 + unit / 2, CY + count_v * unit / 2, run_v, angle=-90)
        frames += pair(top + left)
    checks = "".join(at(x, y, polygon([(0, -8), (8, 0), (0, 8), (-8, 0)], "$ink2"))
                     for x, y in lattice(40, 40, offset=True, box=(150, 170, W - 150, H - 170)))
    centre = at(CX, CY, circle(0, 0, 92, "$ink") + ring(0, 0, 92, "$ink2", 6)
                + petals(0, 0, 16, 70, 9, "$ground", inner=8) + circle(0, 0, 18, "$accent") + ring(0, 0, 80, "$accent", 3))
    return field("greek", checks + frames + centre)


def back_bulgarian() -> str:
    star_rows = symmetric_rows(["....a....", "...aba...", "..abcba..", ".abc.cba.", "abc.a.cba",
                                ".bc.aaa.c", "..c.a.a.a", "...c.a.aa", "....caaaa"])
    cross_rows = symmetric_rows(["..a", ".bb", "abc"])
    colours = {"a": "$ink", "b": "$ink2", "c": "$accent"}
    stitches = Layer()
    for x, y in lattice(170, 170, offset=True, margin=80):
        stitches.stitches(star_rows, 8, colours, x, y)
    for x, y in lattice(170, 170, offset=True, margin=40):
        stitches.stitches(cross_rows, 8, colours, x + 85, y)
    # the linen's weave: faint bars, filled (a see-through stroke is written as its outline)
    weave = Layer()
    for x in range(3, W, 8):
        weave.add('fill="$ink" fill-opacity="0.15"', rect_sub(x - 0.4, 0, 0.8, H))
    for y in range(0, H, 8):
        weave.add('fill="$ink" fill-opacity="0.15"', rect_sub(0, y - 0.4, W, 0.8))
    return field("bulgarian", weave.svg() + stitches.svg())


def back_romanian() -> str:
    colours = {"a": "$ink", "b": "$ink2", "c": "$accent"}
    cell = 7
    wolf = symmetric_rows(["a....", "aa...", "aaa..", "aaaa.", "aaaaa"])[:5]
    hooked = symmetric_rows(["....a...", "...a.a..", "..a.b.a.", ".a.bcb.a", "a.bc.cb.", ".a.bcb.a"][:6])
    stitches = Layer()
    lines = ""
    y = FIELD + 30
    for band in ("wolf", "hook", "line", "wolf", "hook", "line"):
        for t in ((1, 0, 0, 1, 0, 0), TURN):  # each band and its turn
            if band == "wolf":
                for x in range(-20, W + 70, 63):
                    stitches.stitches(wolf, cell, colours, x, y, t)
            elif band == "line":
                for x in range(14, W, 42):
                    stitches.stitches(["b.b", ".c.", "b.b"], cell, colours, x, y + 12, t)
            else:
                for x in range(int(CX) - 112 * 3, W + 60, 112):
                    stitches.stitches(hooked, cell, colours, x, y + 28, t)
        if band == "line":
            lines += pair(f'<rect x="0" y="{y - 6}" width="{W}" height="{cell}" fill="$ink2"/>')
        y += {"wolf": 48, "line": 42, "hook": 110}[band]
    stitches.stitches(symmetric_rows([
        "......a.....", ".....a.a....", "....a.b.a...", "...a.bcb.a..", "..a.bc.cb.a.", ".a.bc.a.cb.a",
        "a.bc.aba.cb."]), 9, colours, CX, CY)
    band = (f'<rect x="0" y="{n(CY - 72)}" width="{W}" height="{n(cell)}" fill="$ink"/>'
            f'<rect x="0" y="{n(CY + 65)}" width="{W}" height="{n(cell)}" fill="$ink"/>')
    for x in (CX - 200, CX + 200):
        stitches.stitches(hooked, cell, colours, x, CY)
    return field("romanian", lines + band + stitches.svg())


def inside(x: float, y: float, poly: list[tuple[float, float]]) -> bool:
    """Whether (x, y) is inside a polygon (even-odd rule)."""
    hit = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def eight_point_star(k: int = 6) -> list[str]:
    """The eight-pointed stitched rose of Ukrainian embroidery: an eight-pointed star rasterised
    to stitches, its petals in two colours about a centre of a third; 2k + 1 stitches square."""
    outline = star(0, 0, 8, k + 0.5, (k + 0.5) * 0.52)
    rows = []
    for j in range(-k, k + 1):
        row = ""
        for i in range(-k, k + 1):
            if not inside(i, j, outline):
                row += "."
            elif i * i + j * j <= (k * 0.3) ** 2:
                row += "c"
            else:
                sector = round(math.degrees(math.atan2(j, i)) / 45) % 2
                row += "a" if sector == 0 else "b"
        rows.append(row)
    return rows


def back_ukrainian() -> str:
    colours = {"a": "$ink", "b": "$ink2", "c": "$accent"}
    cell = 8
    rose = eight_point_star(7)
    chain = symmetric_rows(["....a", "...a.", "..a.b", ".a.b.", "a.b.c"])
    stitches = Layer()
    for k in range(-4, 5):
        stitches.stitches(rose if k % 2 == 0 else chain, cell, colours, CX, CY + k * 104)
    edges = (f'<rect x="{n(CX - 80)}" y="0" width="{cell}" height="{H}" fill="$ink"/>'
             f'<rect x="{n(CX + 80 - cell)}" y="0" width="{cell}" height="{H}" fill="$ink"/>')
    for k in range(-28, 29):
        for x in (CX - 96, CX + 96):
            stitches.stitches(["a.", ".a"], cell / 2, colours, x, CY + 16 * k)
    star4 = eight_point_star(4)
    for x, y in lattice(132, 104, offset=True, margin=20):
        if abs(x - CX) > 150:
            stitches.stitches(star4, 6, colours, x, y)
    return field("ukrainian", edges + stitches.svg())


def back_hungarian() -> str:
    # one path per colour and layer: the leaves, then each layer of the roses (matyo_rose), then
    # the buds and pearls between them, none of which touch a neighbour's
    leaves, outer, mid, stripes, core, small = Layer(), Layer(), Layer(), Layer(), Layer(), Layer()
    r = 44
    for x, y in lattice(150, 170, offset=True, margin=60):
        for a in (45, 135, 225, 315):
            leaves.add('fill="$accent"', petal_sub(54, 14, 40), place(x, y, a))
        outer.add('fill="$ink"', poly_sub(lobed(r, r, 12, 0.12)), place(x, y))
        mid.add('fill="$ink2"', poly_sub(lobed(r * 0.68, r * 0.68, 10, 0.14)), place(x, y))
        for a in range(0, 360, 36):
            stripes.line(f'fill="none" stroke="$ink" stroke-width="{n(r * 0.05)}"', 0, -r * 0.4, 0, -r * 0.64, place(x, y, a))
        core.dot("$ink", x, y, r * 0.36)
        core.dot("$medal", x, y, r * 0.18)
    for x, y in lattice(150, 170, offset=True, margin=40):
        small.add_all('fill="$ink2"', petal_subs(6, 16, 6), place(x + 75, y))
        small.dot("$medal", x + 75, y, 5)
        for dy in (85, -85):
            small.dot("$medal", x, y + dy, 3)
    roses = leaves.svg() + outer.svg() + mid.svg() + stripes.svg() + core.svg()
    buds = small.svg()
    centre = at(CX, CY, circle(0, 0, 86, "$ground") + matyo_rose(80, "$ink", "$ink2", "$medal"))
    return field("hungarian", roses + buds + centre)


def back_russian() -> str:
    """Khokhloma: a gold grass scroll (travka) with red berries, as a 180° pair."""
    def scroll(x: float, y: float, r: float, a: float) -> str:
        d = []
        for k in range(0, 60):
            t = k / 59 * 1.6 * math.pi
            rr = r * (1 - t / (2 * math.pi))
            d.append(f"{'M' if k == 0 else 'L'}{n(rr * math.cos(t))} {n(rr * math.sin(t))}")
        flicks = "".join(at(r * 0.9 * math.cos(t), r * 0.9 * math.sin(t),
                            '<path d="M0 0 C6 -10 18 -12 24 -6 C16 -8 8 -4 0 0 Z" fill="$ink"/>',
                            angle=math.degrees(t) + 90)
                         for t in (0.2, 0.7, 1.2, 1.7, 2.2, 2.7))
        return at(x, y, f'<path d="{" ".join(d)}" fill="none" stroke="$ink" stroke-width="7" stroke-linecap="round"/>'
                  + flicks, angle=a)

    def berries(x: float, y: float, r: float) -> str:
        return at(x, y, "".join(circle(dx, dy, r, "$ink2") + circle(dx - r * 0.3, dy - r * 0.3, r * 0.3, "$accent")
                                for dx, dy in ((0, 0), (r * 1.8, r * 0.4), (r * 0.8, r * 1.7), (-r * 1.2, r * 1.4),
                                               (r * 1.3, -r * 1.4))))
    stem = ('<path d="M315 440 C180 420 110 340 150 250 C190 160 330 180 360 100 C380 50 330 40 300 60" '
            'fill="none" stroke="$ink" stroke-width="9" stroke-linecap="round"/>')
    stem += ('<path d="M315 440 C420 400 520 330 480 230 C450 160 380 180 420 110" fill="none" stroke="$ink" '
             'stroke-width="6" stroke-linecap="round"/>')
    half = (stem + scroll(150, 250, 70, 0) + scroll(470, 210, 56, 160) + scroll(300, 90, 44, 200)
            + berries(240, 330, 16) + berries(420, 120, 13) + berries(110, 120, 14) + berries(520, 380, 12)
            + "".join(at(x, y, petals(0, 0, 1, 40, 12, "$ink", inner=0), angle=a)
                      for x, y, a in ((230, 420, -100), (380, 300, 40), (200, 190, -30), (520, 300, 60))))
    return field("russian", pair(half))


def back_polish() -> str:
    """A papercut (papirene shnitsn): lions and a crown about a menorah, with birds and lattice."""
    lattice_holes = "".join(at(x, y, polygon([(0, -9), (9, 0), (0, 9), (-9, 0)], "$ground"))
                            for x, y in lattice(22, 22, offset=True, box=(CX - 120, CY - 40, CX + 120, CY + 40)))
    sheet = (f'<rect x="60" y="60" width="{W - 120}" height="{H - 120}" rx="10" fill="$ink"/>'
             f'<rect x="78" y="78" width="{W - 156}" height="{H - 156}" rx="6" fill="$ground"/>')
    scallops = quad("".join(circle(CX - 20 * k - 10, 69, 9, "$ground") for k in range(12))
                    + "".join(circle(69, CY - 20 * k - 10, 9, "$ground") for k in range(18)))
    half = (at(CX, CY - 70, menorah("$ink"), 1.25)
            + at(CX - 190, CY - 70, lion("$ink", "$ground"), 1.25) + mirrored(at(CX - 190, CY - 70, lion("$ink", "$ground"), 1.25))
            + at(CX, CY - 330, polygon([(-46, 20), (-52, -22), (-26, 0), (0, -30), (26, 0), (52, -22), (46, 20)], "$ink")
                 + circle(0, -34, 7, "$ink") + circle(-52, -26, 6, "$ink") + circle(52, -26, 6, "$ink"))
            + at(CX - 150, CY - 330, bird("$ink", "$ground"), 1.4) + mirrored(at(CX - 150, CY - 330, bird("$ink", "$ground"), 1.4))
            + f'<path d="M100 {n(CY - 62)} H{W - 100}" stroke="$ink" stroke-width="8"/>'
            + "".join(at(x, CY - 250, petals(0, 0, 6, 14, 5, "$ink") + circle(0, 0, 4, "$ink"))
                      for x in (CX - 210, CX - 120, CX + 120, CX + 210)))
    centre = (f'<rect x="{n(CX - 130)}" y="{n(CY - 46)}" width="260" height="92" fill="$ink"/>' + lattice_holes)
    return field("polish", sheet + scallops + pair(half) + centre, ground="$medal")


def back_lithuanian() -> str:
    """A papercut: a round lattice rosette with deer and birds on a vine."""
    rosette = at(CX, CY, circle(0, 0, 150, "$ink") + polygon(lobed(150, 150, 24, 0.06), "$ink")
                 + "".join(at(0, 0, polygon([(0, -140), (10, -112), (0, -84), (-10, -112)], "$ground"), angle=a)
                           for a in range(0, 360, 15))
                 + ring(0, 0, 78, "$ground", 5)
                 + "".join(at(x, y, polygon(regular(0, 0, 4, 6, 45), "$ground"))
                           for x, y in ((i * 14, j * 14) for i in range(-5, 6) for j in range(-5, 6)) if x * x + y * y < 66 * 66)
                 + circle(0, 0, 22, "$ink") + polygon(star(0, 0, 6, 18, 8), "$ground"))
    vine = ('<path d="M120 200 C180 120 260 150 315 120 C370 150 450 120 510 200" fill="none" stroke="$ink" '
            'stroke-width="8"/>')
    leaves = "".join(at(x, y, petals(0, 0, 1, 26, 9, "$ink"), angle=a)
                     for x, y, a in ((170, 150, -40), (250, 140, 20), (380, 140, -20), (460, 150, 40)))
    half = (vine + leaves + at(CX - 150, 330, deer("$ink", "$ground"), 1.3)
            + mirrored(at(CX - 150, 330, deer("$ink", "$ground"), 1.3))
            + at(CX - 40, 112, bird("$ink", "$ground"), 1.1) + mirrored(at(CX - 40, 112, bird("$ink", "$ground"), 1.1))
            + "".join(circle(x, 246, 5, "$ink") for x in range(110, W - 100, 20)))
    edge = (f'<rect x="64" y="64" width="{W - 128}" height="{H - 128}" rx="30" fill="none" stroke="$ink" stroke-width="10"/>'
            + pair("".join(polygon([(x, 70), (x + 10, 86), (x + 20, 70)], "$ink") for x in range(85, W - 100, 20))))
    return field("lithuanian", edge + pair(half) + rosette, ground="$medal")


def back_yekke() -> str:
    """Understated: a fine hairline grid, a double rule and a small device in the middle."""
    grid = "".join(f'<path d="M{n(x)} 0 L{n(x + H)} {H}" stroke="$ink" stroke-width="1" opacity="0.35"/>'
                   f'<path d="M{n(x)} {H} L{n(x + H)} 0" stroke="$ink" stroke-width="1" opacity="0.35"/>'
                   for x, _ in lattice(22, H * 2, box=(-H, CY, W, CY)))
    rules = (f'<rect x="70" y="70" width="{W - 140}" height="{H - 140}" fill="$ground" stroke="$ink" stroke-width="3"/>'
             f'<rect x="80" y="80" width="{W - 160}" height="{H - 160}" fill="none" stroke="$ink" stroke-width="1"/>')
    # a square device, as a Bauhaus printer would set it: no flourish
    device = at(CX, CY, '<rect x="-50" y="-50" width="100" height="100" fill="none" stroke="$ink" stroke-width="3"/>'
                '<rect x="-42" y="-42" width="84" height="84" fill="none" stroke="$ink" stroke-width="1"/>'
                + polygon(star(0, 0, 6, 30, 18), "none", ' stroke="$ink2" stroke-width="3"'))
    ticks = "".join(f'<path d="M{n(CX + 40 * k)} 96 v10" stroke="$ink" stroke-width="2"/>' for k in range(-4, 5))
    return field("yekke", grid + rules + pair(ticks) + device)


def back_american() -> str:
    """A quilt of Ohio-star blocks with sashing and cornerstones."""
    block, sash = 140, 18
    out = f'<rect x="0" y="0" width="{W}" height="{H}" fill="$medal"/>'
    step = block + sash
    for x, y in lattice(step, step, box=(-step, -step, W + step, H + step)):
        x, y = x + step / 2, y + step / 2
        k = round((x - CX - step / 2) / step) + round((y - CY - step / 2) / step)
        a, b = ("$ink", "$ink2") if k % 2 == 0 else ("$ink2", "$ink")
        u = block / 3
        s = f'<rect x="{n(-block / 2)}" y="{n(-block / 2)}" width="{block}" height="{block}" fill="$ground"/>'
        s += f'<rect x="{n(-u / 2)}" y="{n(-u / 2)}" width="{n(u)}" height="{n(u)}" fill="{a}"/>'
        for ang in (0, 90, 180, 270):
            s += at(0, 0, polygon([(-u / 2, -u / 2), (u / 2, -u / 2), (0, -u * 1.5)], b)
                    + polygon([(-u / 2, -u / 2), (0, -u * 1.5), (-u / 2, -u * 1.5)], a)
                    + polygon([(u / 2, -u / 2), (0, -u * 1.5), (u / 2, -u * 1.5)], a), angle=ang)
        out += at(x, y, s)
        out += f'<rect x="{n(x + block / 2)}" y="{n(y + block / 2)}" width="{sash}" height="{sash}" fill="$accent"/>'
    stitches = "".join(f'<path d="M0 {n(y)} H{W}" stroke="$accent" stroke-width="1.5" stroke-dasharray="6 6" opacity="0.6"/>'
                       for _, y in lattice(W * 2, step, box=(CX, 0, CX, H)) for y in [y + step / 2 + block / 2 + sash / 2])
    return field("american", out + stitches)


def back_classic_four() -> str:
    """The four-colour classic: a diagonal trellis of small rosettes, like a casino card's back."""
    trellis, layer = Layer(), Layer()
    for x, _ in lattice(44, H * 2, box=(-H, CY, W, CY)):
        trellis.line('fill="none" stroke="$ink" stroke-width="3"', x, 0, x + H, H)
        trellis.line('fill="none" stroke="$ink" stroke-width="3"', x, H, x + H, 0)
    for x, y in lattice(44, 44, margin=20):
        layer.add_all('fill="$accent"', petal_subs(4, 12, 5), place(x + 22, y))
        layer.dot("$medal", x + 22, y, 3)
    lines, roses = trellis.svg(), layer.svg()
    centre = at(CX, CY, polygon(regular(0, 0, 4, 120, 0), "$ink2") + polygon(regular(0, 0, 4, 104, 0), "$medal")
                + polygon(star(0, 0, 4, 90, 30), "$ink") + polygon(star(0, 0, 4, 60, 18, 45), "$accent"))
    return field("classic_four", lines + roses + centre)


# Small motifs of each tradition for the number cards: (corner ornament, side-run unit, step).
def frames() -> dict[str, PipFrame]:
    def stitch(rows: list[str], cell: float) -> str:
        return stitch_grid(rows, cell, {"a": "$frame", "b": "$accent", "c": "$trim"})
    return {
        "moroccan": PipFrame(khatam(60, "$frame", "$trim", "$accent"), polygon(star(0, 0, 8, 13, 9), "$frame"), 44),
        "persian": PipFrame(polygon(lobed(56, 56, 12, 0.1), "$frame") + polygon(lobed(38, 38, 8, 0.14), "$trim")
                            + petals(0, 0, 8, 24, 7, "$accent"),
                            polygon(lobed(10, 16, 8, 0.15), "$frame"), 40),
        "syrian": PipFrame(hexagram(60, "$frame", "$trim") + circle(0, 0, 12, "$accent"),
                           '<rect x="-16" y="-9" width="32" height="8" fill="$frame"/>'
                           '<rect x="-16" y="3" width="32" height="8" fill="$accent"/>', 30),
        "iraqi": PipFrame(daisy(60, "$frame", "$accent", 16) + ring(0, 0, 62, "$accent", 4),
                          daisy(14, "$frame", "$accent"), 40),
        "egyptian": PipFrame(g("".join(at(x, y, circle(0, 0, 7, "$frame")) for x in range(-48, 49, 24) for y in range(-48, 49, 24))
                               + "".join(f'<path d="M{x} -48 V48 M-48 {x} H48" stroke="$frame" stroke-width="3"/>'
                                         for x in range(-48, 49, 24))) + circle(0, 0, 18, "$accent"),
                             '<rect x="-4" y="-14" width="8" height="28" rx="4" fill="$frame"/>' + circle(0, 0, 7, "$accent"), 30),
        "algerian": PipFrame(polygon(lobed(58, 58, 8, 0.14), "$frame") + khatam(36, "$trim", "$accent", "$frame"),
                             quatrefoil(14, "$frame", "$accent"), 40),
        "libyan": PipFrame(polygon(stepped_diamond(60, 12), "$frame") + polygon(stepped_diamond(36, 9), "$trim")
                           + polygon(stepped_diamond(14, 7), "$accent"),
                           polygon([(-16, 10), (0, -10), (16, 10)], "$frame"), 24),
        "tunisian": PipFrame('<rect x="-56" y="-56" width="112" height="112" fill="none" stroke="$frame" stroke-width="4"/>'
                             + ring(0, 0, 40, "$frame", 5) + petals(0, 0, 4, 36, 14, "$frame") + petals(0, 0, 4, 24, 9, "$accent", 45),
                             circle(0, 0, 7, "$frame"), 28),
        "yemenite": PipFrame(filigree(56, "$frame", "$accent"),
                             circle(0, -8, 4, "$accent") + circle(0, 8, 4, "$accent") + ring(0, 0, 12, "$frame", 2.5), 34),
        "kurdish": PipFrame(hooked_diamond(58, "$frame", "$trim", "$accent"),
                            polygon([(0, -14), (12, 0), (0, 14), (-12, 0)], "$frame") + circle(0, 0, 3, "$trim"), 36),
        "bukharan": PipFrame("".join(f'<rect x="{n(-w - j)}" y="{n(y)}" width="{n(2 * w + 2 * j)}" height="5.4" fill="$frame"/>'
                                     for y, w, j in ((y, 56 * (1 - abs(y) / 60), (int(y) * 7 % 9 - 4))
                                                     for y in range(-60, 60, 6)))
                             + "".join(f'<rect x="{n(-w)}" y="{n(y)}" width="{n(2 * w)}" height="5.4" fill="$accent"/>'
                                       for y, w in ((y, 26 * (1 - abs(y) / 30)) for y in range(-30, 30, 6))),
                             '<path d="M-10 -14h20v5h-20Z M-14 -4h28v5h-28Z M-10 6h20v5h-20Z" fill="$frame"/>', 32),
        "georgian": PipFrame("".join(at(0, 0, '<path d="M0 0 C18 -12 30 -42 12 -60 C18 -36 6 -18 0 0 Z" fill="$frame"/>',
                                        angle=a) for a in range(0, 360, 45)) + ring(0, 0, 62, "$accent", 3),
                             '<path d="M-8 -16 C8 -8 8 8 -8 16 M8 -16 C-8 -8 -8 8 8 16" fill="none" stroke="$frame" '
                             'stroke-width="3"/>', 32),
        "mountain": PipFrame(gul(58, "$frame", "$trim", "$accent"),
                             '<path d="M-10 8 V-4 C-10 -12 2 -12 2 -4 V0 H-4" fill="none" stroke="$frame" stroke-width="4"/>',
                             26),
        # a Gondarine hand cross: arms ending in three rings, an open diamond at the crossing
        "ethiopian": PipFrame("".join(at(0, 0, '<path d="M0 -14 V-42" stroke="$frame" stroke-width="8"/>'
                                            + ring(0, -50, 8, "$frame", 4) + ring(-13, -42, 6, "$frame", 3.5)
                                            + ring(13, -42, 6, "$frame", 3.5), angle=a) for a in (0, 90, 180, 270))
                              + polygon([(0, -20), (20, 0), (0, 20), (-20, 0)], "none",
                                        ' stroke="$accent" stroke-width="5"') + circle(0, 0, 6, "$trim"),
                              '<path d="M-8 0 H8 M0 -8 V8" stroke="$frame" stroke-width="4"/>'
                              + circle(0, 14, 2.5, "$accent") + circle(0, -14, 2.5, "$accent"), 30),
        "indian": PipFrame(boteh(110, "$frame", "$accent"),
                           circle(0, 0, 6, "$frame") + circle(0, -14, 3, "$accent") + circle(0, 14, 3, "$accent"), 34),
        "turkish": PipFrame(tulip(100, "$accent", "$frame"),
                            circle(-7, -5, 4.5, "$frame") + circle(7, -5, 4.5, "$frame") + circle(0, 7, 4.5, "$frame"), 34),
        "greek": PipFrame(g(key_run(-60, -40, 5, 24, "$frame", 5) + key_run(-60, 32, 5, 24, "$frame", 5)),
                          '<path d="M-12 -14 H12 V10 H-6 V-4 H4" fill="none" stroke="$frame" stroke-width="4"/>', 34),
        "bulgarian": PipFrame(stitch(symmetric_rows(["....a", "...ab", "..abc", ".abc.", "abc.a"]), 11),
                              stitch(["a.a", ".b.", "a.a"], 6), 26),
        # a rhombus with ram's-horn hooks at its points, and a band of wolf's teeth
        "romanian": PipFrame(polygon([(0, -56), (40, 0), (0, 56), (-40, 0)], "none", ' stroke="$frame" stroke-width="7"')
                             + polygon([(0, -30), (20, 0), (0, 30), (-20, 0)], "$accent")
                             + "".join(at(x, y, '<path d="M0 0 C-14 -4 -16 -18 -6 -20 C2 -20 2 -12 -4 -12 M0 0 '
                                                'C14 -4 16 -18 6 -20 C-2 -20 -2 -12 4 -12" fill="none" stroke="$frame" '
                                                'stroke-width="4"/>', angle=a)
                                      for x, y, a in ((0, -56, 0), (40, 0, 90), (0, 56, 180), (-40, 0, 270))),
                             polygon([(-12, -15), (12, -15), (0, 15)], "$frame")
                             + polygon([(-5, -15), (5, -15), (0, -2)], "$accent"), 30),
        # a stitched tree of life, and a running zigzag stitch beside the pips
        "ukrainian": PipFrame(stitch(["....a....", "...aaa...", "..b.a.b..", ".bb.a.bb.", "b...a...b", "..c.a.c..",
                                      ".cc.a.cc.", "c...a...c", "....a....", "...aaa...", "..aaaaa.."], 11),
                              stitch([".a..", "..a.", "...a", "..a.", ".a..", "a..."], 6), 36),
        "hungarian": PipFrame(matyo_rose(56, "$frame", "$accent", "$trim"),
                              petals(0, 0, 4, 12, 5, "$accent", 45) + circle(0, 0, 4, "$frame"), 32),
        "russian": PipFrame('<path d="M-50 40 C-60 -10 -10 -50 30 -30 C60 -14 40 20 14 12 C0 6 6 -10 18 -8" fill="none" '
                            'stroke="$frame" stroke-width="6" stroke-linecap="round"/>'
                            + circle(34, 36, 11, "$accent") + circle(52, 20, 9, "$accent") + circle(16, 50, 9, "$accent"),
                            '<path d="M0 14 C-10 4 -6 -10 6 -14 C0 -6 2 4 0 14 Z" fill="$frame"/>', 30),
        "polish": PipFrame(at(0, 60, menorah("$frame"), 0.85),
                           circle(0, 0, 8, "$frame") + circle(0, 0, 3, "$trim"), 22),
        "lithuanian": PipFrame(at(0, 54, deer("$frame", "$trim"), 0.95),
                               polygon([(-8, -8), (8, -8), (0, 8)], "$frame"), 22),
        "yekke": PipFrame(ring(0, 0, 36, "$frame", 3.5) + ring(0, 0, 30, "$frame", 1.2)
                          + polygon(star(0, 0, 6, 24, 14), "none", ' stroke="$accent" stroke-width="3"'),
                          '<path d="M-8 0 H8" stroke="$frame" stroke-width="2"/>', 40),
        "american": PipFrame("".join(at(0, 0, polygon([(-20, -20), (20, -20), (0, -60)], "$frame")
                                        + polygon([(-20, -20), (0, -60), (-20, -60)], "$accent"), angle=a)
                                     for a in (0, 90, 180, 270)) + '<rect x="-20" y="-20" width="40" height="40" fill="$accent"/>',
                             # a nine-patch block
                             stitch_grid(["aba", "bab", "aba"], 8, {"a": "$frame", "b": "$accent"}), 30),
    }


BACKS: dict[str, Callable[[], str]] = {
    "moroccan": back_moroccan, "persian": back_persian, "syrian": back_syrian, "iraqi": back_iraqi,
    "egyptian": back_egyptian, "algerian": back_algerian, "libyan": back_libyan, "tunisian": back_tunisian,
    "yemenite": back_yemenite, "kurdish": back_kurdish, "bukharan": back_bukharan, "georgian": back_georgian,
    "mountain": back_mountain, "ethiopian": back_ethiopian, "indian": back_indian, "turkish": back_turkish,
    "greek": back_greek, "bulgarian": back_bulgarian, "romanian": back_romanian, "ukrainian": back_ukrainian,
    "hungarian": back_hungarian, "russian": back_russian, "polish": back_polish, "lithuanian": back_lithuanian,
    "yekke": back_yekke, "american": back_american, "classic_four": back_classic_four,
}


UNSTROKED_PATH = re.compile(r"<path (?![^>]*stroke)([^>]*)/>")


def lighten(svg: str) -> str:
    """Filled paths get ``stroke-width="0"``: QtSvg paints a ``<path>`` that has no stroke with a
    pen of no width all the same, which looks like nothing but which Qt's PDF writer writes as
    the path's outline flattened into a filled hairline, a second copy of every path."""
    return UNSTROKED_PATH.sub(r'<path \1 stroke-width="0"/>', svg)


def write(out: Path) -> list[Path]:
    written = []
    for name, draw in BACKS.items():
        path = out / "back" / f"{name}.svg"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"<!-- part: {BACK_COLOURS} -->\n{lighten(draw())}\n", encoding="utf-8")
        written.append(path)
    for name, spec in frames().items():
        path = out / "frame" / f"pip_{name}.svg"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"<!-- part: {FRAME_COLOURS} -->\n{lighten(pip_frame_svg(spec))}\n", encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "assets" / "parts")
    args = parser.parse_args(argv)
    for path in write(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
