"""Hand arithmetic the players share: values, what a hand can throw next, feeding.

Everything works on card codes through the rule set's :class:`ThrowRules`, so every
option (court values, wild jacks, jokers in sets, the ends rule) is respected
without the players knowing about it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.cards import Card
from ..core.combos import ThrowRules


def value(tr: ThrowRules, cards: Sequence[int]) -> int:
    v = tr.value
    return sum(v[c] for c in cards)


def best_throw(tr: ThrowRules, cards: Sequence[Card]) -> int:
    """The most points one legal throw from ``cards`` takes out (0 for no cards)."""
    if not cards:
        return 0
    return max(tr.discard_options(cards)[1])


def residual(tr: ThrowRules, cards: Sequence[Card], weight: float = 1.0) -> float:
    """Hand value less (a share of) what the next throw takes out: low is good.

    It rewards keeping pairs and runs-in-waiting, which throw many points at once.
    """
    return value(tr, cards) - weight * best_throw(tr, cards)


def remove(cards: Sequence[Card], gone: Sequence[Card]) -> list[Card]:
    rest = list(cards)
    for c in gone:
        rest.remove(c)
    return rest


def gift(tr: ThrowRules, throw: Sequence[Card], low: int = 2) -> int:
    """How much a throw hands the next player: its takeable cards worth ``low`` or less.

    A takeable joker or ace saves the taker most; 0 when nothing cheap is exposed.
    """
    kind = tr.classify(throw)
    if kind is None:
        return 0
    v = tr.value
    cheap = [low + 1 - v[c] for c in tr.takeable(tuple(throw), kind) if v[c] <= low]
    return max(cheap, default=0)


def pairs_with(tr: ThrowRules, card: Card, hand: Sequence[Card]) -> bool:
    """``card`` makes a set with a card of ``hand``, or a run of three with two of them."""
    rank, suit, wild = tr.rank, tr.suit, tr.wild
    if wild[card]:
        return False
    r, s = rank[card], suit[card]
    near = 0
    for c in hand:
        if rank[c] == r and not wild[c]:
            return True
        if not wild[c] and suit[c] == s and abs(rank[c] - r) <= 2:
            near += 1
    return near >= 2
