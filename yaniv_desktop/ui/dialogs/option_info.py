"""What each rule option is called and does, for the new-match dialog and the rules page.

The texts are English, marked for translation; ``shown_label`` and friends give them
in the current language.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from yaniv_desktop.core.rules import DeckCount, RuleSet
from yaniv_desktop.ui.text.bidi import isolate


def _shown(text: str) -> str:
    return QCoreApplication.translate("Options", text)


def shown_choice(label: str) -> str:
    """A choice's label in the current language.  One made only of numbers and arrows
    ("100 → 50, 200 → 100") is kept left to right: in a Hebrew or Arabic line its parts
    would otherwise swap places and say the opposite."""
    text = _shown(label)
    return text if any(ch.isalpha() for ch in text) else isolate(text)


class Kind(Enum):
    CHOICE = "choice"
    NUMBER = "number"
    FLAG = "flag"
    OPTIONAL_NUMBER = "optional_number"  # null or a number


@dataclass(frozen=True, slots=True)
class OptionInfo:
    name: str
    label: str
    tooltip: str
    kind: Kind
    choices: tuple[tuple[object, str], ...] = ()  # (token, label)
    low: int = 0
    high: int = 0

    @property
    def shown_label(self) -> str:
        return _shown(self.label)

    @property
    def shown_tooltip(self) -> str:
        return _shown(self.tooltip)


OPTIONS: tuple[OptionInfo, ...] = (
    OptionInfo("decks", QT_TRANSLATE_NOOP("Options", "Decks"), QT_TRANSLATE_NOOP("Options", "How many decks are shuffled together. Automatic uses two from five players."),
               Kind.CHOICE, (("auto", QT_TRANSLATE_NOOP("Options", "Automatic")), (1, QT_TRANSLATE_NOOP("Options", "One deck")), (2, QT_TRANSLATE_NOOP("Options", "Two decks")))),
    OptionInfo("jokers_per_deck", QT_TRANSLATE_NOOP("Options", "Jokers per deck"), QT_TRANSLATE_NOOP("Options", "Jokers in each deck: 2 as usual, 0, or 4 (\"double joker\")."),
               Kind.CHOICE, ((2, QT_TRANSLATE_NOOP("Options", "2")), (0, QT_TRANSLATE_NOOP("Options", "0")), (4, QT_TRANSLATE_NOOP("Options", "4 (double joker)")))),
    OptionInfo("hand_size", QT_TRANSLATE_NOOP("Options", "Cards dealt"), QT_TRANSLATE_NOOP("Options", "Cards each player is dealt: 5, 7, or 3 for Speedy Yaniv."),
               Kind.CHOICE, ((5, QT_TRANSLATE_NOOP("Options", "5")), (7, QT_TRANSLATE_NOOP("Options", "7")), (3, QT_TRANSLATE_NOOP("Options", "3 (speedy)")))),
    OptionInfo("court_values", QT_TRANSLATE_NOOP("Options", "Court card values"), QT_TRANSLATE_NOOP("Options", "J, Q and K count 10 each, or 11, 12 and 13."),
               Kind.CHOICE, (("10", QT_TRANSLATE_NOOP("Options", "10 each")), ("11-12-13", QT_TRANSLATE_NOOP("Options", "11, 12, 13")))),
    OptionInfo("jacks_are_zero", QT_TRANSLATE_NOOP("Options", "Jacks count 0"), QT_TRANSLATE_NOOP("Options", "Nepal: jacks are worth 0 points."), Kind.FLAG),
    OptionInfo("jacks_wild", QT_TRANSLATE_NOOP("Options", "Jacks are wild"), QT_TRANSLATE_NOOP("Options", "Nepal: jacks replace the jokers and act as them in runs."), Kind.FLAG),
    OptionInfo("direction", QT_TRANSLATE_NOOP("Options", "Direction of play"), QT_TRANSLATE_NOOP("Options", "The order in which players take their turns."),
               Kind.CHOICE, (("clockwise", QT_TRANSLATE_NOOP("Options", "Clockwise")), ("counterclockwise", QT_TRANSLATE_NOOP("Options", "Counterclockwise")))),
    OptionInfo("round_starter", QT_TRANSLATE_NOOP("Options", "Who starts a round"),
               QT_TRANSLATE_NOOP("Options", "The winner of the previous round (the first round by lot), or the player after a rotating dealer."),
               Kind.CHOICE, (("winner", QT_TRANSLATE_NOOP("Options", "The last round's winner")), ("left_of_dealer", QT_TRANSLATE_NOOP("Options", "After the dealer")))),
    OptionInfo("yaniv_threshold", QT_TRANSLATE_NOOP("Options", "Yaniv at or below"), QT_TRANSLATE_NOOP("Options", "The hand value at which you may call Yaniv (usually 7 or 5)."),
               Kind.NUMBER, low=0, high=13),
    OptionInfo("jokers_in_sets", QT_TRANSLATE_NOOP("Options", "Jokers complete sets"), QT_TRANSLATE_NOOP("Options", "Whether a joker may complete a set (two 9s and a joker)."),
               Kind.FLAG),
    OptionInfo("take_from_set", QT_TRANSLATE_NOOP("Options", "Take from a thrown set"), QT_TRANSLATE_NOOP("Options", "Only its first or last card, or any card of it."),
               Kind.CHOICE, (("ends", QT_TRANSLATE_NOOP("Options", "The ends only")), ("any", QT_TRANSLATE_NOOP("Options", "Any card")))),
    OptionInfo("take_from_run", QT_TRANSLATE_NOOP("Options", "Take from a thrown run"), QT_TRANSLATE_NOOP("Options", "Only its first or last card, or any card of it (Nepal)."),
               Kind.CHOICE, (("ends", QT_TRANSLATE_NOOP("Options", "The ends only")), ("any", QT_TRANSLATE_NOOP("Options", "Any card")))),
    OptionInfo("assaf", QT_TRANSLATE_NOOP("Options", "Assaf"),
               QT_TRANSLATE_NOOP("Options", "An Assaf: someone holds as little as the caller or less, and the call fails. "
                                 "Off: a Yaniv call always succeeds (family play)."), Kind.FLAG),
    OptionInfo("assaf_penalty", QT_TRANSLATE_NOOP("Options", "Assaf penalty"), QT_TRANSLATE_NOOP("Options", "Points the caller adds to the hand after an Assaf."),
               Kind.NUMBER, low=0, high=100),
    OptionInfo("assaf_scoring", QT_TRANSLATE_NOOP("Options", "After an Assaf"),
               QT_TRANSLATE_NOOP("Options", "The Assaf winner scores 0, or everyone but the caller scores their hand."),
               Kind.CHOICE, (("assafer_zero", QT_TRANSLATE_NOOP("Options", "The Assaf winner scores 0")),
                             ("all_score_hands", QT_TRANSLATE_NOOP("Options", "Everyone scores their hand")))),
    OptionInfo("milestones", QT_TRANSLATE_NOOP("Options", "Milestones"), QT_TRANSLATE_NOOP("Options", "What landing exactly on a round number does to a total."),
               Kind.CHOICE, (("exact_100_200", QT_TRANSLATE_NOOP("Options", "100 → 50, 200 → 100")), ("halve_50_100", QT_TRANSLATE_NOOP("Options", "50 → 25, 100 → 50")),
                             ("minus_50", QT_TRANSLATE_NOOP("Options", "Every 50 from 100 drops 50")),
                             ("halve_multiples_of_50", QT_TRANSLATE_NOOP("Options", "Every multiple of 50 halves (Australian)")),
                             ("none", QT_TRANSLATE_NOOP("Options", "None")))),
    OptionInfo("racheli", QT_TRANSLATE_NOOP("Options", "Racheli"), QT_TRANSLATE_NOOP("Options", "A total of exactly 50 drops to 0."), Kind.FLAG),
    OptionInfo("milestone_theft", QT_TRANSLATE_NOOP("Options", "Milestone theft"),
               QT_TRANSLATE_NOOP("Options", "Landing on a milestone also makes the current leader add 30."), Kind.FLAG),
    OptionInfo("elimination_limit", QT_TRANSLATE_NOOP("Options", "Out above"), QT_TRANSLATE_NOOP("Options", "A player whose total goes over this is out."),
               Kind.NUMBER, low=1, high=1000),
    OptionInfo("match_end", QT_TRANSLATE_NOOP("Options", "The match ends"), QT_TRANSLATE_NOOP("Options", "When one player is left, or as soon as anyone goes over the limit."),
               Kind.CHOICE, (("last_standing", QT_TRANSLATE_NOOP("Options", "Last player standing")),
                             ("first_over_limit", QT_TRANSLATE_NOOP("Options", "First over the limit")))),
    OptionInfo("slap_down", QT_TRANSLATE_NOOP("Options", "Slap-down"),
               QT_TRANSLATE_NOOP("Options", "A card drawn from the stock that matches your throw may be thrown at once."), Kind.FLAG),
    OptionInfo("slap_zero", QT_TRANSLATE_NOOP("Options", "Slap to zero"), QT_TRANSLATE_NOOP("Options", "A draw that brings your hand to 0 may end the round at once."),
               Kind.FLAG),
    OptionInfo("last_turn_after_call", QT_TRANSLATE_NOOP("Options", "Last turn after a call"),
               QT_TRANSLATE_NOOP("Options", "After a call every other player gets one last turn before the hands are shown."), Kind.FLAG),
    OptionInfo("three_zeros_bonus", QT_TRANSLATE_NOOP("Options", "Three zeros bonus"),
               QT_TRANSLATE_NOOP("Options", "Every third successful call gives −20 (not when only two players remain)."), Kind.FLAG),
    OptionInfo("false_call_penalty", QT_TRANSLATE_NOOP("Options", "False calls"),
               QT_TRANSLATE_NOOP("Options", "Refused, or allowed at a cost: the caller pays the penalty and everyone else scores 0."),
               Kind.OPTIONAL_NUMBER, low=1, high=100),
)

BY_NAME = {o.name: o for o in OPTIONS}


def value_label(name: str, value: object, players: int | None = None) -> str:
    """How a rule value reads in the rules page and the dialog; with ``players``,
    "automatic" decks also say how many decks that makes."""
    info = BY_NAME[name]
    if info.kind is Kind.FLAG:
        return _shown("on") if value else _shown("off")
    if info.kind is Kind.OPTIONAL_NUMBER:
        return _shown("refused") if value is None else _shown("allowed, costing {points}").format(points=value)
    if name == "decks" and value == "auto" and players is not None:
        return DeckWords().automatic(players)
    for token, label in info.choices:
        if token == value:
            return shown_choice(label)
    return str(value)


def deck_count(decks: object, players: int) -> int:
    """How many physical decks the ``decks`` option means at this table, by the engine's own rule.

    Only the players and the decks matter, so a rule set that is invalid for other
    reasons (a hand too big for one deck) still gets its answer.
    """
    return RuleSet(players=players, decks=DeckCount(str(decks))).deck_count


class DeckWords(QObject):
    """"Automatic" said with its outcome, so the dialog, the rules page and the deck
    pickers tell one story (a counted string needs ``self.tr`` for lupdate)."""

    def automatic(self, players: int) -> str:
        if deck_count("auto", players) == 2:
            return self.tr("Automatic (two decks for %n players)", "", players)
        return self.tr("Automatic (one deck for %n players)", "", players)


_VALUE_WORDS = (  # for lupdate: the words value_label uses
    QT_TRANSLATE_NOOP("Options", "on"), QT_TRANSLATE_NOOP("Options", "off"),
    QT_TRANSLATE_NOOP("Options", "refused"), QT_TRANSLATE_NOOP("Options", "allowed, costing {points}"),
)
