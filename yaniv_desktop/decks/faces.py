"""Names of the images a deck provides, and the face a physical card shows.

The renderer is keyed by face name: ``"KH"``/``"10D"`` for naturals, ``"JK0"``…``"JK3"``
for jokers, ``"back:<id>"`` for backs and ``"legend"`` for the legend card.  The
engine's deck identity (0 or 1) never enters the face name: it selects which deck
skin (and back) a card uses at a mixed table, see :class:`TableDecks`.
"""

from __future__ import annotations

from dataclasses import dataclass

from yaniv_desktop.core.cards import NATURAL_SUITS, Card, Rank, Suit

BACK_PREFIX = "back:"
LEGEND = "legend"


def face_name(card: Card) -> str:
    """The image a card shows, ignoring which physical deck it came from."""
    return f"JK{card.joker_index}" if card.is_joker else card.face


def natural_faces() -> tuple[str, ...]:
    return tuple(f"{Rank(r).label}{s.letter}" for s in NATURAL_SUITS for r in range(1, 14))


def joker_faces(count: int = 2) -> tuple[str, ...]:
    return tuple(f"JK{i}" for i in range(count))


def back_name(back_id: str) -> str:
    return BACK_PREFIX + back_id


@dataclass(frozen=True)
class FaceParts:
    """A parsed face name."""

    rank: Rank
    suit: Suit
    joker_index: int = 0


def parse_face_name(name: str) -> FaceParts:
    if name.startswith("JK") and name[2:].isdigit() and 0 <= int(name[2:]) < 4:
        return FaceParts(Rank.JOKER, Suit.JOKER, int(name[2:]))
    rank_text, suit_letter = name[:-1], name[-1:]
    for rank in Rank:
        if rank is not Rank.JOKER and rank.label == rank_text:
            for suit in NATURAL_SUITS:
                if suit.letter == suit_letter:
                    return FaceParts(rank, suit)
    raise ValueError(f"{name!r} is not a face name")


@dataclass(frozen=True)
class DeckChoice:
    """One physical deck at the table: which deck skin and which of its backs."""

    deck_id: str
    back_id: str


@dataclass(frozen=True)
class TableDecks:
    """The skins of a table: one :class:`DeckChoice` per physical deck (0 and 1).

    A two-deck table may mix skins, so a card's engine deck identity picks its skin.
    """

    choices: tuple[DeckChoice, ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.choices) <= 2:
            raise ValueError("a table uses one or two decks")

    def choice_for(self, card: Card) -> DeckChoice:
        return self.choices[card.deck % len(self.choices)]

    def image_for(self, card: Card, face_up: bool = True) -> tuple[str, str]:
        """``(deck_id, image name)`` a card shows, face up or face down."""
        choice = self.choice_for(card)
        return choice.deck_id, face_name(card) if face_up else back_name(choice.back_id)
