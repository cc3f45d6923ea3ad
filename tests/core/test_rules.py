"""RuleSet: every option exists with exactly its tokens, presets, and validation."""

from __future__ import annotations

import json

import pytest

from yaniv_desktop.core.errors import RulesError
from yaniv_desktop.core.rules import PRESETS, RuleSet

# RULES.md §6: option → (default, other values).
OPTION_VALUES = {
    "players": (4, [2, 3, 5, 6, 7, 8]),
    "decks": ("auto", [1, 2]),
    "jokers_per_deck": (2, [0, 4]),
    "hand_size": (5, [7, 3]),
    "court_values": ("10", ["11-12-13"]),
    "jacks_are_zero": (False, [True]),
    "jacks_wild": (False, [True]),
    "direction": ("clockwise", ["counterclockwise"]),
    "round_starter": ("winner", ["left_of_dealer"]),
    "yaniv_threshold": (7, [0, 5, 6, 9, 10, 11, 13]),
    "jokers_in_sets": (False, [True]),
    "take_from_set": ("ends", ["any"]),
    "take_from_run": ("ends", ["any"]),
    "assaf": (True, [False]),
    "assaf_penalty": (30, [0, 25, 50]),
    "assaf_scoring": ("assafer_zero", ["all_score_hands"]),
    "milestones": ("exact_100_200", ["halve_50_100", "minus_50", "halve_multiples_of_50", "none"]),
    "racheli": (False, [True]),
    "milestone_theft": (False, [True]),
    "elimination_limit": (200, [100, 150, 500]),
    "match_end": ("last_standing", ["first_over_limit"]),
    "slap_down": (False, [True]),
    "slap_zero": (False, [True]),
    "last_turn_after_call": (False, [True]),
    "three_zeros_bonus": (False, [True]),
    "false_call_penalty": (None, [30, 25]),
}


def test_defaults_are_the_israeli_preset() -> None:
    data = RuleSet().to_dict()
    assert data == {k: default for k, (default, _) in OPTION_VALUES.items()}
    assert RuleSet.preset("israeli") == RuleSet()


@pytest.mark.parametrize(
    "option, value", [(k, v) for k, (_, values) in OPTION_VALUES.items() for v in values],
)
def test_every_option_value_is_accepted_and_round_trips(option: str, value: object) -> None:
    extra = {"jokers_per_deck": 2} if option == "yaniv_threshold" else {}
    if option == "players" and value >= 5:  # type: ignore[operator]
        extra = {"decks": "auto"}
    rules = RuleSet.from_dict({"preset": "israeli", option: value, **extra})
    data = rules.to_dict()
    assert data[option] == value
    assert RuleSet.from_dict(json.loads(json.dumps(data))) == rules


@pytest.mark.parametrize(
    "option, value, words",
    [
        ("players", 1, "2 to 8"), ("players", 9, "2 to 8"),
        ("decks", 3, "choose one of"), ("jokers_per_deck", 3, "0, 2 or 4"),
        ("hand_size", 6, "3, 5 or 7"), ("court_values", "11", "choose one of"),
        ("yaniv_threshold", 14, "0–13"), ("yaniv_threshold", -1, "0–13"),
        ("assaf_penalty", -5, "negative"), ("elimination_limit", 0, "positive"),
        ("milestones", "halve", "choose one of"), ("direction", "left", "choose one of"),
        ("slap_down", "yes", "true or false"), ("false_call_penalty", -1, "at least 1"),
        ("false_call_penalty", 0, "could repeat forever"),
        ("false_call_penalty", "30", "whole number"), ("players", True, "whole number"),
    ],
)
def test_bad_values_are_refused_naming_the_option(option: str, value: object, words: str) -> None:
    with pytest.raises(RulesError, match=words) as info:
        RuleSet.from_dict({option: value})
    assert info.value.option == option
    assert str(info.value).startswith(option)


def test_unknown_option_and_preset() -> None:
    with pytest.raises(RulesError, match="no such rule option"):
        RuleSet.from_dict({"jokers": 2})
    with pytest.raises(RulesError, match="unknown preset"):
        RuleSet.preset("martian")


def test_impossible_table_says_why_and_what_to_change() -> None:
    with pytest.raises(RulesError) as info:
        RuleSet.from_dict({"players": 8, "hand_size": 7, "decks": 1})
    message = str(info.value)
    assert "8 players × 7 cards need 58 cards" in message and "54" in message
    assert "decks 2" in message
    # With two decks the same table plays.
    assert RuleSet.from_dict({"players": 8, "hand_size": 7, "decks": 2}).card_count == 108
    with pytest.raises(RulesError, match="52"):
        RuleSet.from_dict({"players": 8, "hand_size": 7, "decks": 1, "jokers_per_deck": 0})


def test_threshold_zero_needs_zero_cards() -> None:
    with pytest.raises(RulesError, match="never end"):
        RuleSet.from_dict({"yaniv_threshold": 0, "jokers_per_deck": 0})
    assert RuleSet.from_dict({"yaniv_threshold": 0}).yaniv_threshold == 0
    assert RuleSet.from_dict({"yaniv_threshold": 0, "jokers_per_deck": 0, "jacks_are_zero": True})


@pytest.mark.parametrize("players, decks", [(2, 1), (4, 1), (5, 2), (8, 2)])
def test_auto_decks_from_five_players(players: int, decks: int) -> None:
    rules = RuleSet.from_dict({"players": players})
    assert rules.deck_count == decks
    assert rules.card_count == decks * 54


def test_jokers_per_deck_counts() -> None:
    assert RuleSet.from_dict({"jokers_per_deck": 4, "decks": 2}).card_count == 112
    assert RuleSet.from_dict({"jokers_per_deck": 0}).card_count == 52


PRESET_EXPECTATIONS = {
    "israeli": {},
    "classic": {"yaniv_threshold": 5, "assaf_scoring": "all_score_hands"},
    "swedish": {"yaniv_threshold": 5, "assaf_scoring": "all_score_hands", "false_call_penalty": 30},
    "dutch": {"jokers_in_sets": True, "take_from_set": "any", "milestones": "halve_50_100",
              "round_starter": "left_of_dealer"},
    "nepali": {"jokers_per_deck": 0, "jacks_are_zero": True, "jacks_wild": True,
               "direction": "counterclockwise", "take_from_set": "any", "take_from_run": "any",
               "false_call_penalty": 25, "elimination_limit": 100},
    "speedy": {"hand_size": 3},
    "family": {"assaf": False},
}


@pytest.mark.parametrize("name", sorted(PRESET_EXPECTATIONS))
def test_presets_set_exactly_their_options(name: str) -> None:
    data = RuleSet.preset(name).to_dict()
    defaults = RuleSet().to_dict()
    changed = {k: v for k, v in data.items() if defaults[k] != v}
    assert changed == PRESET_EXPECTATIONS[name]


def test_presets_list_is_complete() -> None:
    assert set(PRESETS) == set(PRESET_EXPECTATIONS)


def test_preset_with_overrides_and_immutability() -> None:
    rules = RuleSet.preset("swedish", players=3)
    assert rules.players == 3 and rules.yaniv_threshold == 5
    with pytest.raises(AttributeError):
        rules.players = 5  # type: ignore[misc]
    assert rules.with_options(yaniv_threshold=7).yaniv_threshold == 7
    with pytest.raises(RulesError):
        rules.with_options(yaniv_threshold=99)
