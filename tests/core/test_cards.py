from __future__ import annotations

import pytest

from yaniv_desktop.core.cards import (
    Card,
    Rank,
    Suit,
    card,
    from_code,
    full_deck,
    joker,
    parse_face,
    parse_token,
    table_cards,
)
from yaniv_desktop.core.rules import RuleSet


def test_a_deck_is_52_cards_and_its_jokers() -> None:
    assert len(full_deck(0, 2)) == 54
    assert len(full_deck(0, 0)) == 52
    assert len(full_deck(0, 4)) == 56
    assert len(set(full_deck(0, 4))) == 56


def test_two_decks_keep_their_identity() -> None:
    cards = table_cards(2, 2)
    assert len(cards) == 108 and len(set(cards)) == 108
    a, b = card(Rank.SEVEN, Suit.HEARTS, 0), card(Rank.SEVEN, Suit.HEARTS, 1)
    assert a != b and a.same_face(b)
    assert (a.deck, b.deck) == (0, 1)
    assert joker(0, 0) != joker(1, 0) and joker(0, 0).same_face(joker(1, 1))


def test_card_properties() -> None:
    ten = card(Rank.TEN, Suit.DIAMONDS, 1)
    assert (ten.rank, ten.suit, ten.deck, ten.is_joker) == (Rank.TEN, Suit.DIAMONDS, 1, False)
    assert ten.face == "10D" and ten.token == "10D@1" and ten.pretty == "10♦"
    jk = joker(2, 1)
    assert jk.is_joker and jk.rank is Rank.JOKER and jk.joker_index == 2
    assert jk.token == "JK2@1" and str(jk) == "JK2@1"


@pytest.mark.parametrize("c", table_cards(2, 4))
def test_tokens_round_trip(c: Card) -> None:
    assert parse_token(c.token) == c
    assert from_code(int(c)) is c


def test_parse_face_and_errors() -> None:
    assert parse_face("10d") == (Rank.TEN, Suit.DIAMONDS)
    assert parse_face("JK") == (Rank.JOKER, Suit.JOKER)
    for bad in ("1S", "11H", "QX", "", "K"):
        with pytest.raises(ValueError, match="not a card"):
            parse_face(bad)
    with pytest.raises(ValueError):
        card(Rank.JOKER, Suit.SPADES)
    with pytest.raises(ValueError):
        joker(4)


@pytest.mark.parametrize(
    "court, expected", [("10", (10, 10, 10)), ("11-12-13", (11, 12, 13))],
)
def test_court_values(court: str, expected: tuple[int, int, int]) -> None:
    rules = RuleSet.preset("israeli", court_values=court)
    assert tuple(rules.rank_value(r) for r in (Rank.JACK, Rank.QUEEN, Rank.KING)) == expected


def test_hand_values_joker_ace_pips() -> None:
    rules = RuleSet.preset("israeli")
    values = [rules.rank_value(Rank(r)) for r in range(14)]
    assert values == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]


def test_nepal_jacks_are_zero() -> None:
    rules = RuleSet.preset("israeli", jacks_are_zero=True)
    assert rules.rank_value(Rank.JACK) == 0
    assert rules.rank_value(Rank.QUEEN) == 10
    # Under 11-12-13 the jack still counts 0 when jacks are zero.
    assert RuleSet.preset("israeli", jacks_are_zero=True, court_values="11-12-13").rank_value(Rank.JACK) == 0
