"""Cards and numbers inside sentences that may run right to left.

"7♥" is a digit and a symbol: in a Hebrew or Arabic sentence the symbol would drift
to the other side of the digit ("♥7").  Each card is wrapped in a left-to-right
isolate (U+2066 … U+2069), so it reads the same in every direction; Qt's text layout
honours isolates (tests/ui/test_bidi_layout.py checks the glyphs it places).  A signed
number ("+30") is isolated too, or its sign would land on the right of its digits.

A wild card in a thrown run or set is shown with the card it stands for: "JK(5♥)".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from yaniv_desktop.core.cards import Card, Rank
from yaniv_desktop.core.combos import ThrowKind

LRI, FSI, PDI = "\u2066", "\u2068", "\u2069"
SUIT_SYMBOLS = "♠♥♦♣"
_SIGNED_NUMBER = re.compile(r"(?<![\w\u2066])[+\-−]\d+")

Wild = Callable[[Card], bool]


def isolate(text: str) -> str:
    return f"{LRI}{text}{PDI}"


def isolate_name(name: str) -> str:
    """A name kept whole in a sentence of either direction: its own first letter decides
    its direction (a Hebrew name in an English line, a Latin one in Arabic)."""
    return f"{FSI}{name}{PDI}"


def isolate_cards(value: object) -> object:
    """A sentence field as shown: text naming cards ("7♥", "4♦ / 7♦") isolated, the rest as it is."""
    if isinstance(value, str) and any(s in value for s in SUIT_SYMBOLS):
        return isolate(value)
    return value


def isolate_numbers(text: str) -> str:
    """``text`` with each signed number ("+30", "-5") kept left to right."""
    return _SIGNED_NUMBER.sub(lambda m: isolate(m.group()), text)


def card_text(card: Card) -> str:
    return isolate(card.pretty)


def cards_text(cards: Iterable[Card], stands_for: Sequence[str | None] = ()) -> str:
    """The cards of a throw, left to right; a wild card with what it stands for ("JK(5♥)")."""
    cards = list(cards)
    stands = list(stands_for) + [None] * (len(cards) - len(stands_for))
    return isolate(" ".join(c.pretty if s is None else f"{c.pretty}({s})" for c, s in zip(cards, stands)))


# ----- what a wild card stands for ---------------------------------------------------------

def is_joker(card: Card) -> bool:
    return card.is_joker


def is_joker_or_jack(card: Card) -> bool:
    return card.is_joker or card.rank is Rank.JACK


def stand_ins(cards: Sequence[Card], wild: Wild | None = None,
              kind: ThrowKind | None = None) -> tuple[str | None, ...]:
    """For each card of a throw, the card it stands for if it is wild ("5♥" in a run,
    "Q" in a set), else None.

    ``wild`` says which cards are wild under the match's rules, ``kind`` what the engine
    took the throw for (:class:`~yaniv_desktop.core.combos.ThrowRules` decides both).
    Without them the throw decides: jokers are wild, and jacks too if the throw only
    reads that way (the rule that makes jacks wild); a run before a set, as the default
    rules allow no joker in a set.
    """
    guesses = (wild,) if wild is not None else (is_joker, is_joker_or_jack)
    for guess in guesses:
        if not any(map(guess, cards)):
            if _reads_as_natural(cards):
                break  # nothing wild: nothing to explain
            continue
        found = _stand_ins(cards, guess, kind)
        if found is not None:
            return found
    return (None,) * len(cards)


def _reads_as_natural(cards: Sequence[Card]) -> bool:
    naturals = list(enumerate(cards))
    return len({c.rank for c in cards}) == 1 or (len(cards) >= 3 and _run_ranks(len(cards), naturals) is not None)


def _stand_ins(cards: Sequence[Card], wild: Wild, kind: ThrowKind | None) -> tuple[str | None, ...] | None:
    """What the wild cards stand for, if ``cards`` read as a run or a set with ``wild``."""
    naturals = [(i, c) for i, c in enumerate(cards) if not wild(c)]
    if not naturals or kind is ThrowKind.SINGLE:
        return None  # only wild cards: they stand for nothing in particular
    run = _run_ranks(len(cards), naturals) if len(cards) >= 3 and kind is not ThrowKind.SET else None
    if run is not None:
        suit = naturals[0][1].suit.symbol
        return tuple(Rank(r).label + suit if wild(c) else None for c, r in zip(cards, run))
    if len({c.rank for _, c in naturals}) == 1 and kind is not ThrowKind.RUN:
        label = naturals[0][1].rank.label
        return tuple(label if wild(c) else None for c in cards)
    return None  # not a throw with these wild cards


def _run_ranks(length: int, naturals: list[tuple[int, Card]]) -> list[int] | None:
    """The rank at each place of a run of one suit, rising or falling (the engine's
    order of trying: rising first), or None when the naturals do not make a run."""
    if len({c.suit for _, c in naturals}) != 1:
        return None
    for sign in (1, -1):
        starts = {int(c.rank) - sign * i for i, c in naturals}
        if len(starts) == 1:
            start = starts.pop()
            ranks = [start + sign * i for i in range(length)]
            if all(1 <= r <= 13 for r in ranks):
                return ranks
    return None
