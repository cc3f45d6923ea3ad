"""Cards said in words, for screen readers ("seven of hearts, selected")."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from yaniv_desktop.core.cards import Card, Rank, Suit

RANKS = {
    Rank.ACE: QT_TRANSLATE_NOOP("Cards", "ace"), Rank.TWO: QT_TRANSLATE_NOOP("Cards", "two"),
    Rank.THREE: QT_TRANSLATE_NOOP("Cards", "three"), Rank.FOUR: QT_TRANSLATE_NOOP("Cards", "four"),
    Rank.FIVE: QT_TRANSLATE_NOOP("Cards", "five"), Rank.SIX: QT_TRANSLATE_NOOP("Cards", "six"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("Cards", "seven"), Rank.EIGHT: QT_TRANSLATE_NOOP("Cards", "eight"),
    Rank.NINE: QT_TRANSLATE_NOOP("Cards", "nine"), Rank.TEN: QT_TRANSLATE_NOOP("Cards", "ten"),
    Rank.JACK: QT_TRANSLATE_NOOP("Cards", "jack"), Rank.QUEEN: QT_TRANSLATE_NOOP("Cards", "queen"),
    Rank.KING: QT_TRANSLATE_NOOP("Cards", "king"),
}
SUITS = {
    Suit.SPADES: QT_TRANSLATE_NOOP("Cards", "spades"), Suit.HEARTS: QT_TRANSLATE_NOOP("Cards", "hearts"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("Cards", "diamonds"), Suit.CLUBS: QT_TRANSLATE_NOOP("Cards", "clubs"),
}


def spoken_name(card: Card, *, selected: bool = False, takeable: bool = False) -> str:
    translate = QCoreApplication.translate
    if card.is_joker:
        name = translate("Cards", "joker")
    else:
        name = translate("Cards", "{rank} of {suit}").format(
            rank=translate("Cards", RANKS[card.rank]), suit=translate("Cards", SUITS[card.suit]))
    if selected:
        name = translate("Cards", "{card}, selected").format(card=name)
    if takeable:
        name = translate("Cards", "{card}, may be taken").format(card=name)
    return name
