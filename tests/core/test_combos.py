"""What may be thrown and taken (RULES.md §3), under every option that changes it."""

from __future__ import annotations

from itertools import permutations

import pytest

from yaniv_desktop.core.combos import ThrowKind, ThrowRules
from yaniv_desktop.core.rules import RuleSet

from .helpers import cards

ISRAELI = ThrowRules(RuleSet())


def kind(text: str, tr: ThrowRules = ISRAELI) -> ThrowKind | None:
    return tr.classify(cards(text))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("7H", ThrowKind.SINGLE),
        ("JK", ThrowKind.SINGLE),
        ("9S 9H", ThrowKind.SET),
        ("QS QH QD", ThrowKind.SET),
        ("8S 8H 8D 8C", ThrowKind.SET),
        ("4H 5H 6H", ThrowKind.RUN),
        ("6H 5H 4H", ThrowKind.RUN),              # laid descending is still in sequence
        ("AC 2C 3C", ThrowKind.RUN),              # ace low
        ("10S JS QS KS", ThrowKind.RUN),
        ("4C JK 6C", ThrowKind.RUN),              # joker inside
        ("JK 8H 9H", ThrowKind.RUN),              # joker at an end
        ("8H 9H JK", ThrowKind.RUN),
        ("4D 5D JK 7D", ThrowKind.RUN),
        ("JK 2C JK1", ThrowKind.RUN),
        ("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", ThrowKind.RUN),
    ],
)
def test_legal_throws(text: str, expected: ThrowKind) -> None:
    assert kind(text) is expected


@pytest.mark.parametrize(
    "text, why",
    [
        ("QS KS AS", "ace low"),                # Q-K-A is not a run
        ("KS AS 2S", "ace low"),
        ("4H 5H", "same rank"),                 # two cards must be a set
        ("4H 5S 6H", "neither"),                # mixed suits
        ("4H 6H 5H", "in sequence"),            # a run is laid in sequence order
        ("5S 5H 9S 9H", "neither"),             # one combination per turn
        ("9S JK", "jokers in sets"),            # joker may not complete a set (default)
        ("9S 9H JK", "jokers in sets"),
        ("JK JK1", "jokers in sets"),
        ("JK JK1 JK2", "jokers in sets"),
        ("4H JK 4S", "jokers in sets"),
        ("", "at least one card"),
    ],
)
def test_illegal_throws_explain_the_rule(text: str, why: str) -> None:
    cs = cards(text)
    assert ISRAELI.classify(cs) is None
    assert why in ISRAELI.why_illegal(cs)


def test_a_card_cannot_be_thrown_twice() -> None:
    c = cards("5H")[0]
    assert ISRAELI.classify((c, c)) is None
    assert "twice" in ISRAELI.why_illegal((c, c))


def test_sets_of_any_size_with_two_decks() -> None:
    assert kind("7S 7H 7D 7C 7S@1 7H@1") is ThrowKind.SET


def test_set_order_is_the_discarders_choice() -> None:
    for order in permutations(cards("8S 8H 8D")):
        assert ISRAELI.classify(order) is ThrowKind.SET


def test_jokers_in_sets_option() -> None:
    on = ThrowRules(RuleSet(jokers_in_sets=True))
    assert on.classify(cards("9S JK")) is ThrowKind.SET
    assert on.classify(cards("9S JK 9H")) is ThrowKind.SET
    assert on.classify(cards("JK JK1")) is ThrowKind.SET
    assert on.classify(cards("9S JK 8H")) is None


def test_jacks_wild_act_as_jokers() -> None:
    nepali = ThrowRules(RuleSet.preset("nepali"))
    assert nepali.classify(cards("4C JH 6C")) is ThrowKind.RUN   # a jack fills the gap
    assert nepali.classify(cards("JS JH")) is ThrowKind.SET       # jacks still pair as jacks
    assert nepali.value[cards("JH")[0]] == 0
    plain = ThrowRules(RuleSet())
    assert plain.classify(cards("4C JH 6C")) is None
    # Wild jacks complete sets only when jokers may (jokers_in_sets).
    assert nepali.classify(cards("9S JH")) is None
    assert ThrowRules(RuleSet.preset("nepali", jokers_in_sets=True)).classify(cards("9S JH")) is ThrowKind.SET


def test_takeable_ends_rule() -> None:
    run = cards("4D 5D JK 7D")
    assert ISRAELI.takeable(run, ThrowKind.RUN) == cards("4D 7D")
    three = cards("8S 8H 8D")
    assert ISRAELI.takeable(three, ThrowKind.SET) == cards("8S 8D")
    pair = cards("9S 9H")
    assert ISRAELI.takeable(pair, ThrowKind.SET) == pair
    assert ISRAELI.takeable(cards("JK 8H 9H"), ThrowKind.RUN) == cards("JK 9H")


def test_take_from_set_any_and_take_from_run_any() -> None:
    any_set = ThrowRules(RuleSet(take_from_set="any"))
    three = cards("8S 8H 8D")
    run = cards("4D 5D JK 7D")
    assert any_set.takeable(three, ThrowKind.SET) == three
    assert any_set.takeable(run, ThrowKind.RUN) == cards("4D 7D")
    any_run = ThrowRules(RuleSet(take_from_run="any"))
    assert any_run.takeable(run, ThrowKind.RUN) == run
    assert any_run.takeable(three, ThrowKind.SET) == cards("8S 8D")


def test_slap_placements() -> None:
    assert ISRAELI.slap_placements(cards("7H"), ThrowKind.SINGLE, cards("7S")[0]) == [False]
    assert ISRAELI.slap_placements(cards("7H"), ThrowKind.SINGLE, cards("8H")[0]) == []
    assert ISRAELI.slap_placements(cards("7H 7S"), ThrowKind.SET, cards("7D")[0]) == [False]
    run = cards("4H 5H 6H")
    assert ISRAELI.slap_placements(run, ThrowKind.RUN, cards("7H")[0]) == [False]
    assert ISRAELI.slap_placements(run, ThrowKind.RUN, cards("3H")[0]) == [True]
    assert ISRAELI.slap_placements(run, ThrowKind.RUN, cards("JK")[0]) == [False, True]
    assert ISRAELI.slap_placements(run, ThrowKind.RUN, cards("8H")[0]) == []
    assert ISRAELI.slap_placements(cards("QH KH JK"), ThrowKind.RUN, cards("AH")[0]) == []


def brute_force_outcomes(tr: ThrowRules, hand: tuple) -> set:
    """Every legal throw reduced to what matters: the cards and which may be taken."""
    found = set()
    for size in range(1, len(hand) + 1):
        for order in permutations(hand, size):
            k = tr.classify(order)
            if k is not None:
                found.add((frozenset(order), frozenset(tr.takeable(order, k)), k is ThrowKind.RUN and order))
    return found


def canonical(tr: ThrowRules, order: tuple) -> tuple:
    k = tr.classify(order)
    assert k is not None
    run_key = k is ThrowKind.RUN and order
    return (frozenset(order), frozenset(tr.takeable(order, k)), run_key)


@pytest.mark.parametrize(
    "preset, overrides, hand",
    [
        ("israeli", {}, "4H 5H 6H 7H 9S"),
        ("israeli", {}, "8S 8H 8D KS QS"),
        ("israeli", {}, "4D 5D JK 7D KS"),
        ("israeli", {}, "JK JK1 5H 6H 9C"),
        ("israeli", {}, "AS 2S 3S QS KS"),
        ("dutch", {}, "8S 8H JK 8D 2C"),
        ("dutch", {}, "JK JK1 5H 5S 6H"),
        ("nepali", {}, "JH JS 4C 6C 5C"),
        ("israeli", {"decks": 2, "take_from_run": "any"}, "7S 7S@1 8S 9S JK"),
    ],
)
def test_enumeration_covers_every_distinct_throw(preset: str, overrides: dict, hand: str) -> None:
    tr = ThrowRules(RuleSet.preset(preset, **overrides))
    cs = cards(hand)
    listed = tr.discards(cs)
    for order in listed:
        assert tr.classify(order) is not None
        assert set(order) <= set(cs)
    # Up to the order of wild cards and of a set's hidden middle, nothing is missing.
    def loose(key: tuple) -> tuple:
        cards_set, ends, run = key
        if run:
            run = tuple("W" if tr.wild[c] else c for c in run)
            if run[0] != "W" and run[-1] != "W" and tr.rank[run[0]] > tr.rank[run[-1]]:
                run = run[::-1]
            elif run[0] == "W" or run[-1] == "W":
                run = min(run, run[::-1], key=str)
        wild_ends = frozenset("W" if tr.wild[c] else c for c in ends)
        return (cards_set, wild_ends, run)
    expected = {loose(k) for k in brute_force_outcomes(tr, cs)}
    got = {loose(canonical(tr, o)) for o in listed}
    assert got == expected


def test_enumeration_lists_each_throw_once() -> None:
    tr = ThrowRules(RuleSet.preset("dutch"))
    listed = tr.discards(cards("JK JK1 5H 5S 6H"))
    assert len(listed) == len(set(listed))


def test_hand_value() -> None:
    assert ISRAELI.hand_value(cards("AC 2C 3C KH 9S")) == 25   # RULES.md §8 example 1
    assert ThrowRules(RuleSet(court_values="11-12-13")).hand_value(cards("JS QS KS")) == 36
