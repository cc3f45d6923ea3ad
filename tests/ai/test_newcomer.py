"""The newcomer (a person's first match, played the obvious way) and the welcome's
difficulty choices: the policy is legal and repeatable, and the gentlest choice is a
first match a newcomer can win."""

from __future__ import annotations

import json

import pytest

from tests.ai.test_players import C, D, H, S, round_from
from yaniv_desktop.ai.newcomer import (
    BY_ID,
    DEFAULT_DIFFICULTY,
    DIFFICULTIES,
    DIFFICULTY_IDS,
    Newcomer,
    difficulty,
    main,
    play_first_match,
    run,
)
from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.actions import CallYaniv, Discard, DrawPile, DrawStock
from yaniv_desktop.core.cards import card, joker
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.rules import PRESETS, RuleSet
from yaniv_desktop.storage.settings import BY_NAME

OPTIONS = {"slap_down": True, "slap_zero": True, "last_turn_after_call": True, "three_zeros_bonus": True}


def play(rules: RuleSet, seed: str, rounds: int = 4) -> list[object]:
    """Every seat a newcomer: the actions of a few rounds (each checked legal)."""
    players = [Newcomer(f"{seed}/{s}") for s in range(rules.players)]
    match = Match(rules, seed)
    actions: list[object] = []
    while not match.is_over and match.round_number < rounds:
        state = match.start_round()
        while not state.is_over:
            action = players[state.current].choose(state.observation(state.current))
            assert action in state.legal_actions()
            actions.append(action)
            match.apply(action)
    return actions


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_newcomer_plays_only_legal_moves_under_every_preset(preset: str) -> None:
    rules = RuleSet.preset(preset, players=3, elimination_limit=60, **OPTIONS)
    assert len(play(rules, f"newcomer/{preset}")) > 20


def test_the_newcomer_plays_the_same_on_the_same_seed() -> None:
    rules = RuleSet(players=4)
    assert play(rules, "again") == play(rules, "again")
    first = play_first_match(BY_ID[DEFAULT_DIFFICULTY], 0, "again")
    assert first == play_first_match(BY_ID[DEFAULT_DIFFICULTY], 0, "again")


def test_the_newcomer_throws_its_highest_card_or_an_obvious_set_never_a_run() -> None:
    me = Newcomer()
    # A run 6-7-8 of spades is worth 21, but a newcomer sees the king first.
    state = round_from(((card(6, S), card(7, S), card(8, S), card(13, H), card(2, C)),
                        (card(2, S), card(3, D))), card(5, C))
    assert me.choose(state.observation(0)) == Discard((card(13, H),))
    # A pair of sixes (12) beats the nine.
    state = round_from(((card(6, S), card(6, H), card(9, C), card(1, D)), (card(2, S), card(3, D))), card(5, C))
    throw = me.choose(state.observation(0))
    assert isinstance(throw, Discard) and sorted(throw.cards) == sorted((card(6, S), card(6, H)))
    # A joker is never part of its sets, and never thrown while a card is worth more.
    rules = RuleSet.preset("dutch", players=2)  # jokers may join sets
    state = round_from(((card(4, S), card(4, H), joker(0), card(3, C)), (card(2, S), card(3, D))), card(5, C),
                       rules=rules)
    throw = me.choose(state.observation(0))
    assert isinstance(throw, Discard) and joker(0) not in throw.cards and len(throw.cards) == 2


def test_the_newcomer_calls_at_once_and_takes_only_low_face_up_cards() -> None:
    me = Newcomer()
    state = round_from(((card(2, S), card(4, H)), (card(1, S), card(1, D))), card(5, C))
    assert me.choose(state.observation(0)) == CallYaniv()  # even against a lower hand: it cannot know
    state = round_from(((card(13, S), card(12, H), card(9, C)), (card(2, S), card(9, D))), card(3, C))
    state.apply(Discard((card(13, S),)))
    assert me.choose(state.observation(0)) == DrawPile(card(3, C))
    state = round_from(((card(13, S), card(12, H), card(9, C)), (card(2, S), card(9, D))), card(4, C))
    state.apply(Discard((card(13, S),)))
    assert me.choose(state.observation(0)) == DrawStock()


def test_the_welcome_choices_are_as_documented() -> None:
    assert DIFFICULTY_IDS == tuple(d.id for d in DIFFICULTIES) == ("new_to_yaniv", "know_the_game", "challenge_me")
    assert difficulty("new_to_yaniv").opponents == (Level.BEGINNER,)
    assert difficulty("know_the_game").opponents == (Level.INTERMEDIATE,) * 3
    assert difficulty("challenge_me").opponents == (Level.EXPERT,) * 3
    assert difficulty("no such choice").id == difficulty(None).id == DEFAULT_DIFFICULTY
    for choice in DIFFICULTIES:  # the first match's rules: the default (Israeli) ones
        assert choice.rules() == RuleSet(players=choice.players)
    assert BY_NAME["difficulty"].choices == DIFFICULTY_IDS and BY_NAME["difficulty"].default == DEFAULT_DIFFICULTY


def test_a_newcomer_wins_a_fair_share_of_first_matches_at_the_gentlest_choice() -> None:
    """60 seeded matches (docs/ai.md has 300): the gentlest choice wins sometimes and
    lets the newcomer call often; the Intermediates' table, the old first match, does not."""
    gentle, known = BY_ID["new_to_yaniv"], BY_ID["know_the_game"]
    data = run(60, seed="test", choices=(gentle, known))["choices"]
    easy, hard = data[gentle.id], data[known.id]
    assert 0.3 <= easy["match_win_rate"] <= 0.75, easy
    assert easy["callable_rate"] >= 0.35 and easy["matches_never_callable"] == 0
    assert hard["match_win_rate"] <= 0.15, hard
    assert easy["match_win_rate"] > hard["match_win_rate"] + 0.2
    assert easy["mean_points_per_round"] < hard["mean_points_per_round"]
    assert easy["unfinished_matches"] == hard["unfinished_matches"] == 0
    low, high = easy["match_win_rate_95"]
    assert low <= easy["match_win_rate"] <= high


def test_the_command_prints_figures_per_choice(capsys) -> None:
    assert main(["--matches", "3", "--only", "new_to_yaniv", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["choices"]) == {"new_to_yaniv"} and data["choices"]["new_to_yaniv"]["matches"] == 3
    assert main(["--matches", "2", "--only", "new_to_yaniv"]) == 0
    assert "new_to_yaniv" in capsys.readouterr().out
