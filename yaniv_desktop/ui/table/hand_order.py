"""The order a person's hand is shown in: as they arranged it, or sorted.

The engine's hand is a set of cards in the order they arrived; the screen shows the
same cards in the order the player chose (a drag, or a one-time sort), or always
sorted when the View menu says so.  Every function here returns exactly the cards of
the hand: an order can never add, lose or swap a card.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from yaniv_desktop.core.cards import Card


class HandOrder(StrEnum):
    AS_ARRANGED = "arranged"  # the player's own order; new cards go to the end
    BY_RANK = "rank"          # A 2 3 … K, jokers first (they count nothing)
    BY_SUIT = "suit"          # suit by suit, each in rank order, so runs show


def by_rank(card: Card) -> tuple[int, int, int]:
    return (int(card.rank), int(card.suit), int(card))


def by_suit(card: Card) -> tuple[int, int, int]:
    return (-1 if card.is_joker else int(card.suit), int(card.rank), int(card))


SORT_KEYS = {HandOrder.BY_RANK: by_rank, HandOrder.BY_SUIT: by_suit}


def sorted_hand(hand: Iterable[Card], order: HandOrder) -> list[Card]:
    cards = list(hand)
    key = SORT_KEYS.get(order)
    return sorted(cards, key=key) if key else cards


def arrange(shown: Sequence[Card], hand: Sequence[Card], order: HandOrder) -> list[Card]:
    """The hand in the order to show: the cards still held keep their places in ``shown``,
    new ones join at the end, or everything sorted when ``order`` sorts."""
    if order is not HandOrder.AS_ARRANGED:
        return sorted_hand(hand, order)
    held = set(hand)
    kept = [card for card in shown if card in held]
    placed = set(kept)
    return kept + [card for card in hand if card not in placed]


def moved(shown: Sequence[Card], card: Card, index: int) -> list[Card]:
    """``shown`` with ``card`` moved to position ``index`` (clamped to the hand)."""
    rest = [c for c in shown if c != card]
    if len(rest) == len(shown):
        return list(shown)  # not in the hand: nothing moves
    index = max(0, min(index, len(rest)))
    return rest[:index] + [card] + rest[index:]
