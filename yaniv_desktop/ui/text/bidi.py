"""Cards inside sentences that may run right to left.

"7♥" is a digit and a symbol: in a Hebrew or Arabic sentence the symbol would drift
to the other side of the digit ("♥7").  Each card is wrapped in a left-to-right
isolate (U+2066 … U+2069), so it reads the same in every direction.
"""

from __future__ import annotations

from collections.abc import Iterable

from yaniv_desktop.core.cards import Card

LRI, PDI = "\u2066", "\u2069"
SUIT_SYMBOLS = "♠♥♦♣"


def isolate(text: str) -> str:
    return f"{LRI}{text}{PDI}"


def isolate_cards(value: object) -> object:
    """A sentence field as shown: text naming cards ("7♥", "4♦ / 7♦") isolated, the rest as it is."""
    if isinstance(value, str) and any(s in value for s in SUIT_SYMBOLS):
        return isolate(value)
    return value


def card_text(card: Card) -> str:
    return isolate(card.pretty)


def cards_text(cards: Iterable[Card]) -> str:
    return isolate(" ".join(c.pretty for c in cards))
