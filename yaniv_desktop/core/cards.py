"""Cards with a physical identity: rank, suit and which deck they came from.

A card is a small ``int`` subclass.  The engine copies hands thousands of times a
second while the computer players search, and integer hashing, equality and list
copies run at C speed; a dataclass would cost an order of magnitude more.  The
integer packs ``deck << 7 | suit << 4 | rank``; jokers use suit 4 and keep their
index (0–3 within a deck) in the rank bits so every physical joker is distinct.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum


class Suit(IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3
    JOKER = 4

    @property
    def letter(self) -> str:
        return "SHDCJ"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣★"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(IntEnum):
    JOKER = 0
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def label(self) -> str:
        return _RANK_LABELS[self]


_RANK_LABELS = ("JK", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_LABEL_TO_RANK = {label: Rank(i) for i, label in enumerate(_RANK_LABELS) if i}
_LETTER_TO_SUIT = {s.letter: s for s in Suit if s is not Suit.JOKER}

NATURAL_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
MAX_DECKS = 2
MAX_JOKERS_PER_DECK = 4
CODE_SPACE = MAX_DECKS << 7  # every card code is below this


class Card(int):
    """One physical card.  Equal cards are the same physical card (same deck)."""

    __slots__ = ()

    @property
    def deck(self) -> int:
        return self >> 7

    @property
    def suit(self) -> Suit:
        return Suit((self >> 4) & 7)

    @property
    def is_joker(self) -> bool:
        return (self >> 4) & 7 == Suit.JOKER

    @property
    def rank(self) -> Rank:
        return Rank.JOKER if self.is_joker else Rank(self & 15)

    @property
    def joker_index(self) -> int:
        """Which joker of its deck (0–3); 0 for natural cards."""
        return self & 15 if self.is_joker else 0

    @property
    def face(self) -> str:
        """Rank and suit only, as printed: ``"10D"``, ``"AC"``, ``"JK"``."""
        return "JK" if self.is_joker else _RANK_LABELS[self & 15] + self.suit.letter

    @property
    def token(self) -> str:
        """Full identity for logs: face, joker index, ``@1`` for the second deck."""
        text = self.face
        if self.is_joker and self.joker_index:
            text += str(self.joker_index)
        if self.deck:
            text += f"@{self.deck}"
        return text

    @property
    def pretty(self) -> str:
        """Human form with a suit symbol: ``"10♦"``, ``"JK"``."""
        return "JK" if self.is_joker else _RANK_LABELS[self & 15] + self.suit.symbol

    def same_face(self, other: Card) -> bool:
        """Equal for the rules (rank and suit), whatever the deck."""
        if self.is_joker:
            return other.is_joker
        return (self & 127) == (other & 127)

    def __repr__(self) -> str:
        return f"Card({self.token})"

    __str__ = token.fget  # type: ignore[assignment]


def _build_universe() -> tuple[Card | None, ...]:
    cards: list[Card | None] = [None] * CODE_SPACE
    for deck in range(MAX_DECKS):
        for suit in NATURAL_SUITS:
            for rank in range(1, 14):
                code = deck << 7 | suit << 4 | rank
                cards[code] = Card(code)
        for index in range(MAX_JOKERS_PER_DECK):
            code = deck << 7 | Suit.JOKER << 4 | index
            cards[code] = Card(code)
    return tuple(cards)


# Every physical card that can exist, indexed by code; immutable, built once.
_UNIVERSE = _build_universe()


def card(rank: Rank | int, suit: Suit | int, deck: int = 0) -> Card:
    """The natural card of that rank and suit in that deck."""
    if not 1 <= rank <= 13 or suit not in NATURAL_SUITS or not 0 <= deck < MAX_DECKS:
        raise ValueError(f"no such card: rank {rank}, suit {suit}, deck {deck}")
    return _UNIVERSE[deck << 7 | suit << 4 | rank]  # type: ignore[return-value]


def joker(index: int = 0, deck: int = 0) -> Card:
    if not 0 <= index < MAX_JOKERS_PER_DECK or not 0 <= deck < MAX_DECKS:
        raise ValueError(f"no such joker: index {index}, deck {deck}")
    return _UNIVERSE[deck << 7 | Suit.JOKER << 4 | index]  # type: ignore[return-value]


def from_code(code: int) -> Card:
    found = _UNIVERSE[code] if 0 <= code < CODE_SPACE else None
    if found is None:
        raise ValueError(f"no card has code {code}")
    return found


def parse_face(text: str) -> tuple[Rank, Suit]:
    """Parse a face such as ``"AC"``, ``"10d"`` or ``"JK"`` (deck and index ignored)."""
    face = text.strip().upper().split("@", 1)[0]
    if face.startswith("JK"):
        return Rank.JOKER, Suit.JOKER
    rank = _LABEL_TO_RANK.get(face[:-1])
    suit = _LETTER_TO_SUIT.get(face[-1:])
    if rank is None or suit is None:
        raise ValueError(
            f"{text!r} is not a card: write rank A 2 … 10 J Q K then suit S H D C, or JK"
        )
    return rank, suit


def parse_token(text: str) -> Card:
    """Parse a full identity written by :attr:`Card.token` (``"7H@1"``, ``"JK2"``)."""
    body, _, deck_text = text.strip().upper().partition("@")
    deck = int(deck_text) if deck_text else 0
    rank, suit = parse_face(body)
    if rank is Rank.JOKER:
        index_text = body[2:]
        if index_text and not index_text.isdigit():
            raise ValueError(f"{text!r} is not a card: a joker is JK, JK1, JK2 or JK3")
        return joker(int(index_text or 0), deck)
    return card(rank, suit, deck)


def full_deck(deck: int = 0, jokers: int = 2) -> list[Card]:
    """One physical deck: 52 naturals then its jokers, in a fixed order."""
    cards = [card(rank, suit, deck) for suit in NATURAL_SUITS for rank in range(1, 14)]
    cards.extend(joker(i, deck) for i in range(jokers))
    return cards


def table_cards(decks: int, jokers_per_deck: int) -> list[Card]:
    """Every physical card of a table of ``decks`` decks, in a fixed order."""
    cards: list[Card] = []
    for deck in range(decks):
        cards.extend(full_deck(deck, jokers_per_deck))
    return cards


def pretty_cards(cards: Iterable[Card]) -> str:
    return " ".join(c.pretty for c in cards)
