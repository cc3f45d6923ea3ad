"""What a player can deduce from one observation: where every card it has seen is.

The observation's history lists every public event; replaying it tells which thrown
cards lie under the last throw, which cards a reshuffle turned into the stock, and
what each opponent last threw and drew.  Everything else is *hidden*: in an
opponent's hand or in the stock.  Nothing here looks at anything but the observation.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..core.cards import Card, table_cards
from ..core.events import EventKind
from ..core.observation import Observation


@dataclass(frozen=True, slots=True)
class SeatView:
    """What the table has seen of one seat this round."""

    count: int                    # cards in hand
    known: tuple[Card, ...]       # face-up cards taken and still held
    hidden: int                   # cards in hand nobody else has seen
    last_throw: tuple[Card, ...]  # that seat's latest throw (slaps included)
    drew_stock_last: bool         # its latest draw came unseen from the stock


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Card locations deduced from an observation (RULES.md §3: draws, reshuffles)."""

    seats: tuple[SeatView, ...]
    pile: tuple[Card, ...]         # cards under the last throw that the history shows
    unseen_in_pile: int            # pile cards the history never showed (the first face-up card)
    pending: tuple[Card, ...]      # the current player's throw while it still has to draw
    reshuffled: frozenset[Card]    # the seen cards the latest reshuffle made into the stock
    unseen_in_reshuffle: int       # cards of that stock the history never showed
    hidden: tuple[Card, ...]       # cards in opponents' hidden hands or the stock, in code order


def deduce(obs: Observation) -> Knowledge:
    """Replay the public history of ``obs`` into card locations."""
    seats = obs.seats
    last: list[Card] | None = None  # None: the first face-up card, not in the history
    pile: Counter[Card] = Counter()
    unseen_pile = 0
    pending: tuple[Card, ...] = ()
    reshuffled: frozenset[Card] = frozenset()
    unseen_reshuffle = 0
    throws: list[tuple[Card, ...]] = [()] * seats
    drew_stock = [False] * seats
    for event in obs.history:
        kind, who = event.kind, event.player
        if kind is EventKind.THROW:
            pending = event.cards
        elif kind is EventKind.DRAW_STOCK or kind is EventKind.DRAW_PILE:
            assert who is not None
            if last is None:
                if kind is EventKind.DRAW_STOCK:
                    unseen_pile += 1
            else:
                rest = list(last)
                if kind is EventKind.DRAW_PILE:
                    rest.remove(event.cards[0])
                pile.update(rest)
            drew_stock[who] = kind is EventKind.DRAW_STOCK
            throws[who] = pending
            last = list(pending)
            pending = ()
        elif kind is EventKind.SLAP:
            assert who is not None and last is not None
            last.extend(event.cards)
            throws[who] = (*throws[who], *event.cards)
        elif kind is EventKind.RESHUFFLE:
            reshuffled = frozenset(pile.elements())
            unseen_reshuffle = unseen_pile
            pile.clear()
            unseen_pile = 0
    views = tuple(
        SeatView(
            count=obs.hand_counts[s],
            known=obs.known_cards[s],
            hidden=0 if s == obs.player else obs.hand_counts[s] - len(obs.known_cards[s]),
            last_throw=throws[s],
            drew_stock_last=drew_stock[s],
        )
        for s in range(seats)
    )
    seen: set[Card] = set(obs.hand) | set(pile) | set(obs.last_throw) | set(pending)
    for known in obs.known_cards:
        seen.update(known)
    everything = table_cards(obs.rules.deck_count, obs.rules.jokers_per_deck)
    hidden = tuple(c for c in everything if c not in seen)
    return Knowledge(
        seats=views,
        pile=tuple(sorted(pile.elements())),
        unseen_in_pile=unseen_pile,
        pending=pending,
        reshuffled=reshuffled,
        unseen_in_reshuffle=unseen_reshuffle,
        hidden=hidden,
    )
