"""Where things go on the table, as pure geometry (no Qt), so it can be tested.

Seats keep their place around the table whatever the play direction: the person
at this screen sits at the bottom, the others around the top half in seat order
(the seat after yours on the left, as at a real table played clockwise).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

ASPECT = 88 / 63
MIN_CARD, MAX_CARD = 44.0, 150.0


@dataclass(frozen=True, slots=True)
class Place:
    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0


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
        w = min(self.width * 0.095, self.height * 0.135) * self.scale
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

    def opponent_cards(self, seat: int, count: int) -> list[Place]:
        x, y = self.seat_anchor(seat)
        w = self.small_width
        step = w * 0.28
        left = x - (w + step * (count - 1)) / 2
        return [Place(left + i * step, y - w * ASPECT / 2, 0.0, 10 + i) for i in range(count)]

    def hand_cards(self, count: int, raised: list[bool]) -> list[Place]:
        w, h = self.card_width, self.card_height
        step = min(w * 0.78, self.width * 0.62 / max(count, 1))
        total = w + step * (count - 1)
        left = (self.width - total) / 2
        base_y = self.height - h - max(14.0, h * 0.12)
        mid = (count - 1) / 2
        places = []
        for i in range(count):
            k = (mid - i) if self.mirrored else (i - mid)
            x = left + (count - 1 - i if self.mirrored else i) * step
            y = base_y + abs(k) ** 2 * h * 0.012 - (h * 0.22 if raised[i] else 0.0)
            places.append(Place(x, y, k * 3.0, 100 + i))
        return places

    def stock_place(self) -> Place:
        w, h = self.card_width, self.card_height
        x = self.width / 2 - w * 2.1 if not self.mirrored else self.width / 2 + w * 1.1
        return Place(x, self.height * 0.44 - h / 2, 0.0, 5)

    def throw_cards(self, count: int) -> list[Place]:
        w, h = self.card_width, self.card_height
        step = w * 0.62
        start = self.width / 2 - w * 0.35 if not self.mirrored else self.width / 2 - w * 1.6 - step * (count - 1)
        y = self.height * 0.44 - h / 2
        return [Place(start + i * step, y, 0.0, 60 + i) for i in range(count)]

    def covered_place(self, depth: int) -> Place:
        """Cards under the last throw: a small untidy stack, the newest on top."""
        first = self.throw_cards(1)[0]
        jitter = ((depth * 37) % 11 - 5) * 1.6
        return Place(first.x - 6 + depth * 1.5, first.y - 6 + depth * 1.2, jitter, 20 + depth)
