"""What each rule option is called and does, for the new-match dialog and the rules page."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


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


OPTIONS: tuple[OptionInfo, ...] = (
    OptionInfo("decks", "Decks", "How many decks are shuffled together. Automatic uses two from five players.",
               Kind.CHOICE, (("auto", "Automatic"), (1, "One deck"), (2, "Two decks"))),
    OptionInfo("jokers_per_deck", "Jokers per deck", "Jokers in each deck: 2 as usual, 0, or 4 (\"double joker\").",
               Kind.CHOICE, ((2, "2"), (0, "0"), (4, "4 (double joker)"))),
    OptionInfo("hand_size", "Cards dealt", "Cards each player is dealt: 5, 7, or 3 for Speedy Yaniv.",
               Kind.CHOICE, ((5, "5"), (7, "7"), (3, "3 (speedy)"))),
    OptionInfo("court_values", "Court card values", "J, Q and K count 10 each, or 11, 12 and 13.",
               Kind.CHOICE, (("10", "10 each"), ("11-12-13", "11, 12, 13"))),
    OptionInfo("jacks_are_zero", "Jacks count 0", "Nepal: jacks are worth 0 points.", Kind.FLAG),
    OptionInfo("jacks_wild", "Jacks are wild", "Nepal: jacks replace the jokers and act as them in runs.", Kind.FLAG),
    OptionInfo("direction", "Direction of play", "The order in which players take their turns.",
               Kind.CHOICE, (("clockwise", "Clockwise"), ("counterclockwise", "Counterclockwise"))),
    OptionInfo("round_starter", "Who starts a round",
               "The winner of the previous round (the first round by lot), or the player after a rotating dealer.",
               Kind.CHOICE, (("winner", "The last round's winner"), ("left_of_dealer", "After the dealer"))),
    OptionInfo("yaniv_threshold", "Yaniv at or below", "The hand value at which you may call Yaniv (usually 7 or 5).",
               Kind.NUMBER, low=0, high=13),
    OptionInfo("jokers_in_sets", "Jokers complete sets", "Whether a joker may complete a set (two 9s and a joker).",
               Kind.FLAG),
    OptionInfo("take_from_set", "Take from a thrown set", "Only its first or last card, or any card of it.",
               Kind.CHOICE, (("ends", "The ends only"), ("any", "Any card"))),
    OptionInfo("take_from_run", "Take from a thrown run", "Only its first or last card, or any card of it (Nepal).",
               Kind.CHOICE, (("ends", "The ends only"), ("any", "Any card"))),
    OptionInfo("assaf", "Assaf", "Off: a Yaniv call always succeeds (family play).", Kind.FLAG),
    OptionInfo("assaf_penalty", "Assaf penalty", "Points the caller adds to the hand after an Assaf.",
               Kind.NUMBER, low=0, high=100),
    OptionInfo("assaf_scoring", "After an Assaf",
               "The Assaf winner scores 0, or everyone but the caller scores their hand.",
               Kind.CHOICE, (("assafer_zero", "The Assaf winner scores 0"),
                             ("all_score_hands", "Everyone scores their hand"))),
    OptionInfo("milestones", "Milestones", "What landing exactly on a round number does to a total.",
               Kind.CHOICE, (("exact_100_200", "100 → 50, 200 → 100"), ("halve_50_100", "50 → 25, 100 → 50"),
                             ("minus_50", "Every 50 from 100 drops 50"),
                             ("halve_multiples_of_50", "Every multiple of 50 halves (Australian)"),
                             ("none", "None"))),
    OptionInfo("racheli", "Racheli", "A total of exactly 50 drops to 0.", Kind.FLAG),
    OptionInfo("milestone_theft", "Milestone theft",
               "Landing on a milestone also makes the current leader add 30.", Kind.FLAG),
    OptionInfo("elimination_limit", "Out above", "A player whose total goes over this is out.",
               Kind.NUMBER, low=1, high=1000),
    OptionInfo("match_end", "The match ends", "When one player is left, or as soon as anyone goes over the limit.",
               Kind.CHOICE, (("last_standing", "Last player standing"),
                             ("first_over_limit", "First over the limit"))),
    OptionInfo("slap_down", "Slap-down",
               "A card drawn from the stock that matches your throw may be thrown at once.", Kind.FLAG),
    OptionInfo("slap_zero", "Slap to zero", "A draw that brings your hand to 0 may end the round at once.",
               Kind.FLAG),
    OptionInfo("last_turn_after_call", "Last turn after a call",
               "After a call every other player gets one last turn before the hands are shown.", Kind.FLAG),
    OptionInfo("three_zeros_bonus", "Three zeros bonus",
               "Every third successful call gives −20 (not when only two players remain).", Kind.FLAG),
    OptionInfo("false_call_penalty", "False calls",
               "Refused, or allowed at a cost: the caller pays the penalty and everyone else scores 0.",
               Kind.OPTIONAL_NUMBER, low=0, high=100),
)

BY_NAME = {o.name: o for o in OPTIONS}


def value_label(name: str, value: object) -> str:
    """How a rule value reads in the rules page and the dialog."""
    info = BY_NAME[name]
    if info.kind is Kind.FLAG:
        return "on" if value else "off"
    if info.kind is Kind.OPTIONAL_NUMBER:
        return "refused" if value is None else f"allowed, costing {value}"
    for token, label in info.choices:
        if token == value:
            return label
    return str(value)
