"""Public events of a round: what every player at the table sees happen."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import Card


class EventKind(StrEnum):
    THROW = "throw"            # cards laid on the pile, in order
    DRAW_STOCK = "draw_stock"  # a card taken unseen from the stock
    DRAW_PILE = "draw_pile"    # a face-up card taken from the previous throw
    SLAP = "slap"              # the card just drawn slapped onto one's own throw
    RESHUFFLE = "reshuffle"    # the pile under the last throw became the new stock
    CALL = "call"              # "Yaniv!"
    SLAP_ZERO = "slap_zero"    # the drawn card brought the hand to 0


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    player: int | None
    cards: tuple[Card, ...] = ()
