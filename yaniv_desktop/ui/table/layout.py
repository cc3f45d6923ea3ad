"""Where things go on the table, as pure geometry (no Qt), so it can be tested.

Seats keep their place around the table whatever the play direction: the person
at this screen sits at the bottom, the others around the top half in seat order
(the seat after yours on the left, as at a real table played clockwise).

Every fan of face-up cards overlaps one way only: the card further right lies on
top, so each card's top-left corner index stays in sight (in a right-to-left
layout too, where the hand runs from right to left).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

ASPECT = 88 / 63
MIN_CARD, MAX_CARD = 44.0, 340.0  # up to a 4K screen's table; pictures are rendered at this size
MARGIN = 4.0        # kept clear along the table's edges
GAP = 4.0           # between a fan and its badge, and between neighbouring seats
HIDDEN_STEP = 0.28  # a face-down fan shows this much of each card (fraction of its width)
# Revealed fans try these card widths (fractions of the table's card width) and steps,
# largest first, until every seat fits without touching its neighbours.
REVEAL_WIDTHS = (0.8, 0.72, 0.64, 0.57, 0.5, 0.45, 0.4)
REVEAL_STEPS = (0.55, 0.45, 0.36, 0.3)


@dataclass(frozen=True, slots=True)
class Place:
    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0


@dataclass(frozen=True, slots=True)
class Box:
    """An upright rectangle: a fan of cards, a badge, a label."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def overlaps(self, other: Box, gap: float = 0.0) -> bool:
        return (self.x < other.right + gap and other.x < self.right + gap
                and self.y < other.bottom + gap and other.y < self.bottom + gap)

    def united(self, other: Box) -> Box:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Box(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


def bounding(boxes: Iterable[Box]) -> Box | None:
    """The box around ``boxes`` (None when there are none)."""
    out: Box | None = None
    for box in boxes:
        out = box if out is None else out.united(box)
    return out


@dataclass(frozen=True, slots=True)
class SeatBlock:
    """An opponent's fan of cards with its badge underneath."""

    cards: tuple[Place, ...]
    card_width: float
    badge: tuple[float, float]  # top-left corner of the badge
    box: Box                    # fan and badge together


@dataclass(frozen=True, slots=True)
class TableGeometry:
    width: float
    height: float
    seats: int
    viewer: int
    mirrored: bool = False  # right-to-left layouts put the next seat on the right
    scale: float = 1.0      # the card size setting

    @property
    def card_width(self) -> float:
        w = min(self.width * 0.105, self.height * 0.145) * self.scale
        return max(MIN_CARD, min(MAX_CARD, w))

    @property
    def card_height(self) -> float:
        return self.card_width * ASPECT

    @property
    def small_width(self) -> float:
        return self.card_width * (0.62 if self.seats <= 5 else 0.52)

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """The centre of an opponent's fan of cards."""
        offset = (seat - self.viewer) % self.seats
        angle = math.pi + offset * math.pi / self.seats
        if self.mirrored:
            angle = 3 * math.pi - angle
        cx, cy = self.width / 2, self.height * 0.46
        rx, ry = self.width * (0.40 if self.seats <= 5 else 0.44), self.height * 0.34
        return cx + rx * math.cos(angle), cy + ry * math.sin(angle)

    def opponent_blocks(self, counts: Mapping[int, int], badges: Mapping[int, tuple[float, float]],
                        reveal: bool, reserved: Sequence[Box] = ()) -> dict[int, SeatBlock]:
        """Each opponent's fan and badge, as large as the table allows.

        ``badges`` gives each seat's badge size; ``reserved`` are boxes the seats keep off
        (the pile, the stock, the viewer's hand).  Seats sit on the arc of
        :meth:`seat_anchor`; when a crowded table's revealed fans do not fit there, they go
        round the table's edge instead (up the side, across the top, down the other side),
        in the same order.  Fans shrink, step by step, until no two seats touch; if even
        the smallest does not fit, the smallest is used.
        """
        blocks: dict[int, SeatBlock] = {}
        for width, step in self._fan_sizes(reveal):
            for around_edge in (False, True) if reveal else (False,):
                blocks = self._blocks(counts, badges, width, step, reserved, around_edge)
                if _apart([b.box for b in blocks.values()], reserved):
                    return blocks
        return blocks

    def _fan_sizes(self, reveal: bool) -> list[tuple[float, float]]:
        if not reveal:
            return [(self.small_width * f, HIDDEN_STEP) for f in (1.0, 0.85, 0.7)]
        return [(self.card_width * w, s) for w in REVEAL_WIDTHS for s in REVEAL_STEPS]

    def _blocks(self, counts: Mapping[int, int], badges: Mapping[int, tuple[float, float]], width: float,
                step: float, reserved: Sequence[Box], around_edge: bool) -> dict[int, SeatBlock]:
        fan_h = width * ASPECT
        sizes = {seat: (max(width * (1 + step * max(0, n - 1)), badges[seat][0]), fan_h + GAP + badges[seat][1])
                 for seat, n in counts.items()}
        edge: dict[int, tuple[float, float]] = {}
        if around_edge and sizes:
            widest = max(w for w, _ in sizes.values())
            tallest = max(h for _, h in sizes.values())
            floor = min((b.y for b in reserved if b.y > self.height / 2), default=self.height)
            edge = {seat: self._edge_centre(seat, widest, tallest, floor) for seat in counts}
        blocks = {}
        for seat, n in counts.items():
            if seat in edge:
                cx, cy = edge[seat]
                anchor = (cx, cy - sizes[seat][1] / 2 + fan_h / 2)
            else:
                anchor = self.seat_anchor(seat)
            blocks[seat] = self._block(anchor, n, width, step, badges[seat], reserved)
        return blocks

    def _edge_centre(self, seat: int, w: float, h: float, floor: float) -> tuple[float, float]:
        """A seat's place on the path round the table's edge, for blocks ``w`` × ``h``: up the
        side of the seat after yours, across the top, down the other side, ending above
        ``floor`` (where the viewer's hand begins)."""
        left, right = MARGIN + GAP + w / 2, self.width - MARGIN - GAP - w / 2
        top, low = MARGIN + h / 2, max(MARGIN + h / 2, floor - GAP - h / 2)
        side, across = low - top, right - left
        t = ((seat - self.viewer) % self.seats) / self.seats * (2 * side + across)
        if t <= side:
            x, y = left, low - t
        elif t <= side + across:
            x, y = left + t - side, top
        else:
            x, y = right, top + t - side - across
        return (self.width - x, y) if self.mirrored else (x, y)

    def _block(self, anchor: tuple[float, float], count: int, width: float, step: float,
               badge: tuple[float, float], reserved: Sequence[Box] = ()) -> SeatBlock:
        """A fan centred on ``anchor`` with its badge underneath, kept on the table and,
        if it can be, lifted clear of the reserved boxes below it."""
        ax, ay = anchor
        fan_w = width * (1 + step * max(0, count - 1))
        fan_h = width * ASPECT
        badge_w, badge_h = badge
        w, h = max(fan_w, badge_w), fan_h + GAP + badge_h
        left = _clamp(ax - w / 2, MARGIN, self.width - MARGIN - w)
        top = _clamp(ay - fan_h / 2, MARGIN, self.height - MARGIN - h)
        for box in sorted(reserved, key=lambda b: b.y):
            if Box(left, top, w, h).overlaps(box, GAP) and box.y - GAP - h >= MARGIN:
                top = min(top, box.y - GAP - h)
        fan_left = left + (w - fan_w) / 2
        cards = tuple(Place(fan_left + i * step * width, top, 0.0, 10 + i) for i in range(count))
        return SeatBlock(cards, width, (left + (w - badge_w) / 2, top + fan_h + GAP), Box(left, top, w, h))

    def hand_cards(self, count: int, raised: list[bool]) -> list[Place]:
        """The viewer's fan: in a right-to-left layout the first card is on the right.

        Stacking follows the position on screen, not the order in the hand, so the card to
        the right always lies on top and every top-left corner shows.
        """
        w, h = self.card_width, self.card_height
        step = min(w * 0.78, self.width * 0.62 / max(count, 1))
        total = w + step * (count - 1)
        left = (self.width - total) / 2
        base_y = self.height - h - max(14.0, h * 0.12)
        mid = (count - 1) / 2
        places = []
        for i in range(count):
            slot = count - 1 - i if self.mirrored else i  # position from the left
            k = slot - mid
            y = base_y + abs(k) ** 2 * h * 0.012 - (h * 0.22 if raised[i] else 0.0)
            places.append(Place(left + slot * step, y, k * 3.0, 100 + slot))
        return places

    def hand_box(self, count: int) -> Box:
        """Where the viewer's hand may reach, raised cards and the fan's tilt included."""
        places = self.hand_cards(max(1, count), [False] * max(1, count))
        w, h = self.card_width, self.card_height
        left = min(p.x for p in places) - h * math.sin(math.radians(max(abs(p.rotation) for p in places)))
        top = min(p.y for p in places) - h * 0.22
        return Box(left, top, max(p.x for p in places) + w + w * 0.1 - left, self.height - top)

    def stock_place(self) -> Place:
        w, h = self.card_width, self.card_height
        x = self.width / 2 - w * 2.1 if not self.mirrored else self.width / 2 + w * 1.1
        return Place(x, self.height * 0.44 - h / 2, 0.0, 5)

    def throw_cards(self, count: int) -> list[Place]:
        """The last throw spread out beside the stock, away from it; a long run closes up
        to stay on the table (never so far that a corner index is hidden)."""
        w, h = self.card_width, self.card_height
        room = self.width / 2 + w * 0.35 - w - MARGIN  # from the pile's near end to the table's edge
        step = max(w * 0.3, min(w * 0.62, room / max(1, count - 1)))
        # Left to right the throw starts just left of the centre; right to left it ends
        # just right of it, as in a mirror (and still reads left to right).
        start = self.width / 2 - w * 0.35 if not self.mirrored else self.width / 2 - w * 0.65 - step * (count - 1)
        y = self.height * 0.44 - h / 2
        return [Place(start + i * step, y, 0.0, 60 + i) for i in range(count)]

    def covered_place(self, depth: int) -> Place:
        """Cards under the last throw: a small untidy stack, the newest on top."""
        first = self.throw_cards(1)[0]
        jitter = ((depth * 37) % 11 - 5) * 1.6
        return Place(first.x - 6 + depth * 1.5, first.y - 6 + depth * 1.2, jitter, 20 + depth)

    def free_spot(self, w: float, h: float, taken: Sequence[Box], below: float, above: float) -> Box:
        """A ``w`` × ``h`` box centred across the table between ``below`` and ``above`` — in
        the middle of that gap if it is free, else as near it as ``taken`` allows; failing
        that, the least crowded place found."""
        x = (self.width - w) / 2
        middle = max(below, (below + above - h) / 2)
        stride = max(2.0, h / 8)
        ys = [below + i * stride for i in range(int(max(0.0, above - h - below) / stride) + 1)]
        best, best_hits = Box(x, middle, w, h), len(taken) + 1
        for y in sorted(ys, key=lambda y: abs(y - middle)):
            box = Box(x, y, w, h)
            hits = sum(box.overlaps(t, GAP) for t in taken)
            if hits == 0:
                return box
            if hits < best_hits:
                best, best_hits = box, hits
        return best


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(value, high)) if high >= low else low


def _apart(boxes: Sequence[Box], reserved: Sequence[Box]) -> bool:
    """No two boxes touch, and none touches a reserved box."""
    for i, box in enumerate(boxes):
        if any(box.overlaps(other, GAP) for other in boxes[i + 1:]):
            return False
        if any(box.overlaps(other, GAP) for other in reserved):
            return False
    return True
