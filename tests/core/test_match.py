"""The match: who starts, eliminations, both match_end modes, records and replay."""

from __future__ import annotations

import json
import random

import pytest

from yaniv_desktop.core.actions import CallYaniv
from yaniv_desktop.core.bench import simple_policy
from yaniv_desktop.core.errors import IllegalActionError
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.rules import RuleSet

from .helpers import call, make_match_round, play_turn


def test_first_round_starter_is_by_lot_and_reproducible() -> None:
    starters = {Match(RuleSet(players=4), seed).start_round().current for seed in range(40)}
    assert starters == {0, 1, 2, 3}
    assert Match(RuleSet(), 7).start_round().current == Match(RuleSet(), 7).start_round().current


def test_winner_starts_the_next_round() -> None:
    match = Match(RuleSet(players=3), 1)
    make_match_round(match, ["KS QS", "AS 2H", "KD QD"], starter=0)
    play_turn(match, "KS")
    call(match)  # player 1 wins with 3
    assert match.start_round().current == 1


def test_assaf_winner_starts_the_next_round() -> None:
    match = Match(RuleSet(players=3), 1)
    make_match_round(match, ["AS 4H", "KD QD", "AC 2C"], starter=0)
    call(match)
    assert match.records[-1].result.assaf_by == 2
    assert match.start_round().current == 2


def test_after_a_false_call_the_next_player_starts() -> None:
    match = Match(RuleSet(players=3, false_call_penalty=30), 1)
    make_match_round(match, ["KS QS", "AS 2H", "KD QD"], starter=1)
    play_turn(match, "2H")
    play_turn(match, "KD")
    call(match)  # player 0 calls with 20
    assert match.totals == [30, 0, 0]
    assert match.start_round().current == 1


def test_left_of_dealer_rotates_in_play_direction() -> None:
    for direction, step in (("clockwise", 1), ("counterclockwise", -1)):
        match = Match(RuleSet(players=4, round_starter="left_of_dealer", direction=direction), 3)
        starters, dealers = [], []
        for _ in range(4):
            state = match.start_round()
            starters.append(state.current)
            dealers.append(match.dealer)
            while not state.is_over:
                match.apply(simple_policy(state))
            if match.is_over:
                break
        for d, s in zip(dealers, starters):
            assert s == (d + step) % 4
        for a, b in zip(dealers, dealers[1:]):
            assert b == (a + step) % 4


def test_eliminated_players_are_not_dealt_and_the_last_standing_wins() -> None:
    match = Match(RuleSet(players=3), 2, totals=[195, 10, 20])
    make_match_round(match, ["KS QS", "AS 2H", "KD 2D"], starter=1)
    call(match)
    assert match.out == [True, False, False] and match.totals == [215, 10, 32]
    state = match.start_round()
    assert state.setup.active == (1, 2) and state.hands[0] == []
    notices = [n.text() for n in match.records[0].notices]
    assert notices == ["player 0: out with 215"]


def test_last_standing_wins() -> None:
    match = Match(RuleSet(players=2), 2, totals=[10, 195])
    make_match_round(match, ["AS 2H", "KD QD"], starter=0)
    call(match)
    assert match.is_over and match.winner == 0
    with pytest.raises(IllegalActionError):
        match.start_round()


def test_two_over_at_once_leave_the_last_standing() -> None:
    rules = RuleSet.preset("classic", players=3)
    match = Match(rules, 1, totals=[198, 190, 30])
    make_match_round(match, ["AS 2H", "AD 2C", "KS QS"], starter=1)
    call(match)  # 1 calls with 3, 0 holds 3: Assaf; all score hands
    assert match.totals == [201, 223, 50]
    assert match.out == [True, True, False] and match.winner == 2


def test_all_over_lowest_total_wins() -> None:
    match = Match(RuleSet(players=2, milestones="none"), 1, totals=[195, 190])
    make_match_round(match, ["AS 6H", "KD QD"], starter=0)
    match.apply(CallYaniv())  # 7 < 20: 195 + 0, 190 + 20 = 210
    assert match.winner == 0
    match = Match(RuleSet.preset("classic", players=2, milestones="none"), 1, totals=[195, 196])
    make_match_round(match, ["AS 4H", "AD 3C"], starter=0)
    call(match)  # Assaf: 195 + 35 = 230, 196 + 4 = 200 → 1 survives
    assert match.winner == 1


def test_all_over_with_equal_lowest_totals_play_another_round() -> None:
    # RULES.md §8 example 6: 198 vs 168, both holding 3, the 168 player calls.
    match = Match(RuleSet.preset("classic", players=2), 6, totals=[198, 168])
    make_match_round(match, ["AS 2H", "AD 2C"], starter=1)
    call(match)
    assert match.totals == [201, 201]
    assert not match.is_over and match.tiebreak and match.out == [False, False]
    make_match_round(match, ["AH 2S", "10S 10H"], starter=0)
    call(match)
    assert match.winner == 0 and match.out == [False, True]


def test_first_over_limit_ends_the_match_lowest_wins() -> None:
    rules = RuleSet(players=3, match_end="first_over_limit", milestones="none")
    match = Match(rules, 1, totals=[150, 195, 120])
    make_match_round(match, ["AS 2H", "KD QD", "5C 9D"], discard="8C", starter=0)
    call(match)
    assert match.totals == [150, 215, 134]
    assert match.winner == 2
    # Under last_standing the same round only eliminates player 1.
    match = Match(rules.with_options(match_end="last_standing"), 1, totals=[150, 195, 120])
    make_match_round(match, ["AS 2H", "KD QD", "5C 9D"], discard="8C", starter=0)
    call(match)
    assert not match.is_over and match.out == [False, True, False]


def test_first_over_limit_tie_plays_another_round() -> None:
    rules = RuleSet(players=3, match_end="first_over_limit", milestones="none")
    match = Match(rules, 1, totals=[120, 195, 114])
    make_match_round(match, ["AS 2H", "KD QD", "3C 3D"], starter=0)
    call(match)
    assert match.totals == [120, 215, 120]
    assert match.tiebreak and not match.is_over and match.active == (0, 2)
    make_match_round(match, ["AH 2S", "", "10S 10H"], starter=2)
    play_turn(match, "10S")
    call(match)
    assert match.winner == 0


def test_victor_move_166_holding_4() -> None:
    match = Match(RuleSet(players=2), 5, totals=[166, 40])
    make_match_round(match, ["AS 3H", "AD 2C"], starter=0)
    call(match)
    assert match.totals == [100, 40]


def random_match(rules: RuleSet, seed: int, rng: random.Random, limit_rounds: int = 60) -> Match:
    match = Match(rules, seed)
    while not match.is_over and match.round_number < limit_rounds:
        state = match.start_round()
        while not state.is_over:
            actions = state.legal_actions()
            if CallYaniv() in actions and state.hand_value(state.current) <= rules.yaniv_threshold:
                match.apply(CallYaniv())
            elif rng.random() < 0.5:
                match.apply(simple_policy(state))
            else:
                match.apply(rng.choice(actions))
    return match


@pytest.mark.parametrize("preset", ["israeli", "classic", "swedish", "dutch", "nepali", "speedy", "family"])
def test_record_replays_the_match_exactly(preset: str) -> None:
    rules = RuleSet.preset(preset, players=3, slap_down=True, slap_zero=True)
    match = random_match(rules, 11, random.Random(preset))
    record = json.loads(json.dumps(match.to_record()))
    again = Match.from_record(record)
    assert again.totals == match.totals and again.winner == match.winner
    assert [r.result for r in again.records] == [r.result for r in match.records]
    assert [r.actions for r in again.records] == [r.actions for r in match.records]


def test_record_of_a_match_in_progress_resumes_at_the_same_turn() -> None:
    match = Match(RuleSet(players=3), 4)
    state = match.start_round()
    for _ in range(7):
        match.apply(simple_policy(state))
    again = Match.from_record(match.to_record())
    assert again.round is not None
    assert again.round.hands == state.hands and again.round.stock == state.stock
    assert again.round.current == state.current and again.round.phase == state.phase


def test_moves_go_through_an_active_round() -> None:
    match = Match(RuleSet(players=2), 1)
    with pytest.raises(IllegalActionError, match="start the next round"):
        match.apply(CallYaniv())
    match.start_round()
    with pytest.raises(IllegalActionError, match="not finished"):
        match.start_round()
