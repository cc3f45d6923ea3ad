"""The round as a state machine (RULES.md §2–4) and the options that change it."""

from __future__ import annotations

import pytest

from yaniv_desktop.core.actions import (
    CallYaniv,
    Discard,
    DrawPile,
    DrawStock,
    KeepDrawn,
    Slap,
    SlapZero,
)
from yaniv_desktop.core.errors import IllegalActionError
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.outcome import Outcome
from yaniv_desktop.core.round import RoundSetup, RoundState, play_order, seeded_deal
from yaniv_desktop.core.rules import RuleSet

from .helpers import call, cards, make_round, play_turn, snapshot

ISRAELI = RuleSet()


# ----- setup -------------------------------------------------------------------------

@pytest.mark.parametrize("hand_size", [5, 7, 3])
def test_seeded_deal_gives_hand_size_cards_and_one_face_up(hand_size: int) -> None:
    rules = RuleSet(players=4, hand_size=hand_size)
    setup = RoundSetup(seats=4, active=(0, 1, 2, 3), starter=2, seed="s")
    state = RoundState(rules, setup)
    assert [len(h) for h in state.hands] == [hand_size] * 4
    assert len(state.last_throw) == 1 and not state.pile
    assert len(state.stock) == 54 - 4 * hand_size - 1
    assert state.current == 2 and state.phase is Phase.TURN


def test_deal_is_one_card_at_a_time_in_play_direction_from_the_starter() -> None:
    rules = RuleSet(players=3, direction="counterclockwise")
    setup = RoundSetup(seats=3, active=(0, 1, 2), starter=1, seed="order")
    deal = seeded_deal(rules, setup)
    # Rebuild the shuffled deck: dealt cards come off the top in order 1, 0, 2, 1, 0, 2 …
    order = play_order(rules, (0, 1, 2), 1)
    assert order == (1, 0, 2)
    dealt = [deal.hands[seat][i] for i in range(5) for seat in order]
    import random

    from yaniv_desktop.core.cards import table_cards
    deck = table_cards(1, 2)
    random.Random("order/deal").shuffle(deck)
    assert dealt == deck[::-1][:15]
    assert deal.discard == (deck[::-1][15],)
    assert deal.stock[0] == deck[::-1][16]


def test_same_seed_same_deal_other_seed_other_deal() -> None:
    setup = RoundSetup(seats=2, active=(0, 1), starter=0, seed="a")
    a, b = RoundState(ISRAELI.with_options(players=2), setup), RoundState(ISRAELI.with_options(players=2), setup)
    assert a.hands == b.hands and a.stock == b.stock
    c = RoundState(ISRAELI.with_options(players=2), RoundSetup(seats=2, active=(0, 1), starter=0, seed="b"))
    assert c.hands != a.hands


@pytest.mark.parametrize("players", [5, 8])
def test_two_decks_for_larger_tables(players: int) -> None:
    rules = RuleSet(players=players)
    state = RoundState(rules, RoundSetup(seats=players, active=tuple(range(players)), starter=0, seed="x"))
    every = [c for h in state.hands for c in h] + list(state.last_throw) + state.stock
    assert len(every) == 108 and len(set(every)) == 108
    assert {c.deck for c in every} == {0, 1}


# ----- a turn ----------------------------------------------------------------------------

def test_turn_is_discard_then_draw() -> None:
    state = make_round(ISRAELI, ["KS QS 2C 3C 9H", "AH 5D 6D 7S 8S"], discard="9D", stock="4C")
    with pytest.raises(IllegalActionError, match="discard"):
        state.apply(DrawStock())          # drawing before discarding
    with pytest.raises(IllegalActionError):
        state.apply(KeepDrawn())          # passing is not allowed
    state.apply(Discard(cards("KS")))
    assert state.phase is Phase.DRAW
    with pytest.raises(IllegalActionError, match="draw"):
        state.apply(Discard(cards("QS")))  # only one combination per turn
    with pytest.raises(IllegalActionError):
        state.apply(CallYaniv())           # a call comes only at the start of a turn
    state.apply(DrawStock())
    assert state.current == 1 and state.phase is Phase.TURN
    assert cards("4C")[0] in state.hands[0]
    assert state.last_throw == cards("KS")


def test_draw_only_from_previous_throw_and_the_discarders_own_throw_is_not_takeable() -> None:
    state = make_round(ISRAELI, ["KS QS 2C 3C 9H", "AH 5D 6D 7S 8S"], discard="9D", stock="4C 4H")
    state.apply(Discard(cards("KS")))
    actions = state.legal_actions()
    assert DrawPile(cards("9D")[0]) in actions and DrawStock() in actions
    with pytest.raises(IllegalActionError, match="cannot be taken"):
        state.apply(DrawPile(cards("KS")[0]))  # one's own throw
    state.apply(DrawPile(cards("9D")[0]))
    assert state.known[0] == list(cards("9D"))
    # The next player takes from KS only; 9D is gone, and older throws are covered.
    state.apply(Discard(cards("AH")))
    assert state.takeable() == cards("KS")


def test_illegal_actions_leave_the_state_unchanged() -> None:
    state = make_round(ISRAELI, ["KS QS 2C 3C 9H", "AH 5D 6D 7S 8S"], discard="9D", stock="4C")
    before = snapshot(state)
    for bad in (Discard(cards("2C 9H")), Discard(cards("AH")), Discard(cards("QS KS AS")),
                DrawStock(), CallYaniv(), Slap(cards("QS")[0]), SlapZero()):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
        assert snapshot(state) == before
    state.apply(Discard(cards("KS")))
    before = snapshot(state)
    with pytest.raises(IllegalActionError):
        state.apply(DrawPile(cards("AH")[0]))
    assert snapshot(state) == before


def test_errors_name_the_rule() -> None:
    state = make_round(ISRAELI, ["KS QS 2C 3C 9H", "AH 5D 6D 7S 8S"])
    with pytest.raises(IllegalActionError) as info:
        state.apply(CallYaniv())
    assert info.value.rule == "yaniv_threshold" and "34" in str(info.value)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Discard(cards("QS KS")))
    assert "same rank" in str(info.value)


@pytest.mark.parametrize("direction, expected", [("clockwise", [0, 1, 2, 0]), ("counterclockwise", [0, 2, 1, 0])])
def test_play_direction(direction: str, expected: list[int]) -> None:
    rules = RuleSet(direction=direction)
    state = make_round(rules, ["KS QS 2C 3C 9H", "AH 5D 6D 7S 8S", "KD QD JD 4S 3S"])
    seen = [state.current]
    for _ in range(3):
        state.apply(Discard((state.hands[state.current][0],)))
        state.apply(DrawStock())
        seen.append(state.current)
    assert seen == expected


# ----- the stock runs out ---------------------------------------------------------------

def test_reshuffle_keeps_the_last_throw_face_up() -> None:
    state = make_round(ISRAELI, ["KS QS 2C 3C 9H", "AH 5D 6D 7S 8S"], discard="9D")
    del state.stock[:-1]  # leave one card in the stock
    play_turn(state, "KS")
    # The stock ran out: the pile under the last throw (9D) became the new stock.
    assert state.last_throw == cards("KS")
    assert state.stock == list(cards("9D")) and state.pile == []
    assert state.events[-1].kind.value == "reshuffle"


def test_no_deadlock_when_nothing_can_be_reshuffled() -> None:
    state = make_round(ISRAELI, ["KS QS 2C 3C 9H", "AH 5D 6D 7S 8S"], discard="9D")
    state.stock.clear()  # a table where every other card is out of play
    in_play = 11
    state.apply(Discard(cards("KS")))
    assert state.legal_actions() == [DrawPile(cards("9D")[0])]
    with pytest.raises(IllegalActionError, match="stock is empty"):
        state.apply(DrawStock())
    state.apply(DrawPile(cards("9D")[0]))
    assert state.phase is Phase.TURN
    # Play on for a long while: every turn has a legal action and no card is lost.
    for _ in range(200):
        if state.is_over:
            break
        actions = state.legal_actions()
        assert actions
        discards = [a for a in actions if isinstance(a, Discard)]
        state.apply(discards[0] if discards else actions[0])
        if state.phase is Phase.DRAW:
            state.apply(state.legal_actions()[-1])
        assert sum(len(h) for h in state.hands) + len(state.pile) + len(state.last_throw) + len(state.stock) == in_play


# ----- calling ----------------------------------------------------------------------------

@pytest.mark.parametrize("threshold", [5, 7, 0, 13])
def test_call_allowed_at_or_below_threshold_only(threshold: int) -> None:
    rules = RuleSet(yaniv_threshold=threshold)
    at = {0: "JK", 5: "AS 4H", 7: "3S 4H", 13: "3S 10H"}[threshold]
    state = make_round(rules, [at, "KD QD"])
    assert state.can_call() and CallYaniv() in state.legal_actions()
    over = {0: "AS", 5: "AS 5H", 7: "4S 4H", 13: "4S 10H"}[threshold]
    state = make_round(rules, [over, "KD QD"])
    assert not state.can_call() and CallYaniv() not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="threshold"):
        state.apply(CallYaniv())


def test_calling_is_never_forced() -> None:
    state = make_round(ISRAELI, ["AS 2H", "KD QD"], stock="3C")
    assert any(isinstance(a, Discard) for a in state.legal_actions())
    play_turn(state, "2H")
    assert not state.is_over


def test_successful_call() -> None:
    state = make_round(ISRAELI, ["AS 2H", "KD QD", "5C 3D"])
    call(state)
    r = state.result
    assert state.is_over and r.outcome is Outcome.SUCCESS
    assert r.points == (0, 20, 8) and r.hand_values == (3, 20, 8)
    assert state.legal_actions() == []
    with pytest.raises(IllegalActionError, match="over"):
        state.apply(DrawStock())


def test_tie_is_an_assaf_and_assafer_zero() -> None:
    state = make_round(ISRAELI, ["AS 4H", "KD QD", "2C 3D", "5C"])
    call(state)
    r = state.result
    assert r.outcome is Outcome.ASSAF and r.assaf_by == 2
    assert r.points == (35, 20, 0, 0)  # tied lowest Assaf players (2 and 3) both score 0


def test_assaf_winner_is_lowest_then_first_after_caller() -> None:
    state = make_round(ISRAELI, ["AS 4H", "2C 2D", "AC 3D", "JK 4C"], starter=0)
    call(state)
    assert state.result.assaf_by == 1  # 4, 4, 4: the first after the caller in play order
    state = make_round(ISRAELI, ["AS 4H", "2C 2D", "AC 2S", "JK 4C"], starter=0)
    call(state)
    assert state.result.assaf_by == 2  # 3 is lowest


def test_assaf_scoring_all_score_hands() -> None:
    state = make_round(RuleSet(assaf_scoring="all_score_hands"), ["AS 4H", "KD QD", "2C 3D"])
    call(state)
    assert state.result.points == (35, 20, 5)


@pytest.mark.parametrize("penalty", [30, 25, 0])
def test_assaf_penalty(penalty: int) -> None:
    state = make_round(RuleSet(assaf_penalty=penalty), ["AS 4H", "2C"])
    call(state)
    assert state.result.points[0] == 5 + penalty


def test_without_assaf_a_call_always_succeeds() -> None:
    state = make_round(RuleSet.preset("family"), ["AS 4H", "2C"])
    call(state)
    assert state.result.outcome is Outcome.SUCCESS and state.result.points == (0, 2)


@pytest.mark.parametrize("penalty", [30, 25])
def test_false_call_penalty(penalty: int) -> None:
    rules = RuleSet(false_call_penalty=penalty)
    state = make_round(rules, ["KS QS", "AH 5D", "2C"])
    assert state.can_call()
    call(state)
    r = state.result
    assert r.outcome is Outcome.FALSE_CALL and r.points == (penalty, 0, 0)
    assert r.round_winner is None


def test_false_call_refused_without_the_option() -> None:
    state = make_round(ISRAELI, ["KS QS", "AH 5D"])
    with pytest.raises(IllegalActionError, match="threshold"):
        call(state)


def test_last_turn_after_call() -> None:
    rules = RuleSet(last_turn_after_call=True)
    state = make_round(rules, ["AS 3H", "KD 2D", "QC 4C"], stock="AD AC")
    call(state)
    assert not state.is_over and state.caller == 0 and state.current == 1
    assert not state.can_call()
    with pytest.raises(IllegalActionError, match="last turn"):
        state.apply(CallYaniv())
    play_turn(state, "KD")          # 2D + AD = 3: ties the caller
    assert not state.is_over and state.current == 2
    play_turn(state, "QC")          # 4C + AC = 5
    assert state.is_over
    assert state.result.outcome is Outcome.ASSAF and state.result.assaf_by == 1
    assert state.result.points == (34, 0, 5)


# ----- slap-down and slap_zero -----------------------------------------------------------------

def test_slap_down_same_rank() -> None:
    rules = RuleSet(slap_down=True)
    state = make_round(rules, ["10D 10S AC 2C 3D", "KS QH 8C 9C 4H"], stock="10H 5S")
    state.apply(Discard(cards("10D 10S")))
    state.apply(DrawStock())
    assert state.phase is Phase.AFTER_DRAW
    assert set(state.legal_actions()) == {Slap(cards("10H")[0]), KeepDrawn()}
    state.apply(Slap(cards("10H")[0]))
    assert state.last_throw == cards("10D 10S 10H") and state.current == 1
    assert cards("10H")[0] not in state.hands[0]
    # The slapped card is now an end of the throw, and may be taken.
    state.apply(Discard(cards("KS")))
    assert cards("10H")[0] in state.takeable()


def test_slap_down_extends_a_run_at_either_end() -> None:
    rules = RuleSet(slap_down=True)
    state = make_round(rules, ["4H 5H 6H KS QS", "KD QD 2C 3C 9H"], stock="3H")
    state.apply(Discard(cards("4H 5H 6H")))
    state.apply(DrawStock())
    state.apply(Slap(cards("3H")[0], at_start=True))
    assert state.last_throw == cards("3H 4H 5H 6H")


def test_no_slap_from_the_pile_or_without_the_option_or_when_it_does_not_fit() -> None:
    state = make_round(RuleSet(slap_down=True), ["9S KS QS 2C 3C", "KD QD 2D 3D 5H"], discard="9D", stock="8S")
    state.apply(Discard(cards("9S")))
    state.apply(DrawPile(cards("9D")[0]))  # same rank, but from the pile
    assert state.phase is Phase.TURN and state.current == 1
    state = make_round(RuleSet(), ["9S KS QS 2C 3C", "KD QD 2D 3D 5H"], stock="9H")
    state.apply(Discard(cards("9S")))
    state.apply(DrawStock())
    assert state.current == 1  # slap_down off: the turn simply ends
    state = make_round(RuleSet(slap_down=True), ["9S KS QS 2C 3C", "KD QD 2D 3D 5H"], stock="8H")
    state.apply(Discard(cards("9S")))
    state.apply(DrawStock())
    assert state.current == 1


def test_slap_never_empties_a_hand() -> None:
    state = make_round(RuleSet(slap_down=True), ["9S", "KD QD 2D 3D 5H"], stock="9H")
    state.apply(Discard(cards("9S")))
    state.apply(DrawStock())
    assert state.phase is Phase.TURN and state.hands[0] == list(cards("9H"))


def test_slap_zero_ends_the_round_as_a_won_call() -> None:
    rules = RuleSet(slap_zero=True)
    state = make_round(rules, ["JK 5S", "AD 2D"], stock="JK1")
    state.apply(Discard(cards("5S")))
    state.apply(DrawStock())
    assert state.phase is Phase.AFTER_DRAW
    assert set(state.legal_actions()) == {SlapZero(), KeepDrawn()}
    state.apply(SlapZero())
    r = state.result
    assert r.outcome is Outcome.SLAP_ZERO and r.points == (0, 3) and r.caller == 0


def test_slap_zero_may_be_declined_and_is_off_by_default() -> None:
    state = make_round(RuleSet(slap_zero=True), ["JK 5S", "AD 2D"], stock="JK1")
    play_turn(state, "5S")
    state.apply(KeepDrawn())
    assert state.current == 1 and not state.is_over
    state = make_round(RuleSet(), ["JK 5S", "AD 2D"], stock="JK1")
    play_turn(state, "5S")
    assert state.current == 1 and state.phase is Phase.TURN


# ----- observation -------------------------------------------------------------------------

def test_observation_shows_only_what_the_player_may_know() -> None:
    state = make_round(ISRAELI, ["KS QS 2C 3C 9H", "AH 5D 6D 7S 8S"], discard="9D", stock="4C")
    play_turn(state, "KS", draw="9D")
    seen = state.observation(1)
    assert seen.hand == tuple(state.hands[1])
    assert seen.hand_counts == (5, 5)
    assert seen.known_cards[0] == cards("9D")   # taken face up: everyone knows
    assert seen.stock_size == len(state.stock)
    assert seen.takeable == cards("KS")
    assert seen.revealed_hands is None and seen.result is None
    assert seen.legal_actions and seen.my_turn
    other = state.observation(0)
    assert other.legal_actions == () and not other.my_turn
    text = repr(seen)
    for c in state.hands[0]:
        if c not in seen.known_cards[0]:
            assert c.token not in text.replace("KS", "")  # the rest of 0's hand is hidden
    # The known card leaves the record once it is thrown again.
    play_turn(state, "AH")
    play_turn(state, "9D")
    assert state.observation(1).known_cards[0] == ()


def test_observation_after_the_round_reveals_every_hand() -> None:
    state = make_round(ISRAELI, ["AS 2H", "KD QD"])
    call(state)
    seen = state.observation(1)
    assert seen.revealed_hands == (cards("AS 2H"), cards("KD QD"))
    assert seen.result is state.result


# ----- cloning -------------------------------------------------------------------------------

def test_clone_is_independent() -> None:
    state = make_round(ISRAELI, ["KS QS 2C 3C 9H", "AH 5D 6D 7S 8S"], stock="4C")
    twin = state.clone()
    assert snapshot(twin) == snapshot(state)
    play_turn(twin, "KS")
    assert snapshot(twin) != snapshot(state)
    assert cards("KS")[0] in state.hands[0]
