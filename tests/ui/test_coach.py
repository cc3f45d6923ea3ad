from __future__ import annotations

from tests.core.helpers import cards, make_round, play_turn
from yaniv_desktop.core.actions import CallYaniv, Discard
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.table.coach import coach_warning


def warn(state, action) -> str | None:
    """The coach's line, its left-to-right card isolates removed."""
    text = coach_warning(state.observation(state.current), action, state.throw_rules)
    return text.replace("\u2066", "").replace("\u2069", "") if text else text


def test_joker_at_the_end_of_a_run_that_could_hide_it() -> None:
    state = make_round(RuleSet(), ["4H 6H JK 7H QS", "2C 3C 8D 9S AH"])
    assert "lay it inside a run instead, like 4♥ JK 6♥ 7♥" in warn(state, Discard(cards("6H 7H JK")))
    assert warn(state, Discard(cards("4H JK 6H 7H"))) is None


def test_joker_that_can_only_stand_at_an_end() -> None:
    state = make_round(RuleSet(), ["4H 5H JK KS QS", "2C 3C 8D 9S AH"])
    message = warn(state, Discard(cards("4H 5H JK")))
    assert message and "end of this run" in message
    assert warn(state, Discard(cards("KS"))) is None


def test_throwing_a_joker() -> None:
    state = make_round(RuleSet(), ["JK KS QS 2C 3C", "2D 3D 8D 9S AH"])
    assert "joker" in warn(state, Discard(cards("JK"))).lower()


def test_holding_queen_king_ace() -> None:
    state = make_round(RuleSet(), ["QS KS AS 9C 8D", "2D 3D 7D 9S AH"])
    assert "Q-K-A" in warn(state, Discard(cards("9C")))
    assert warn(state, Discard(cards("KS"))) is None


def test_calling_at_six_when_the_previous_player_holds_two_cards() -> None:
    hands = ["AS 5H", "KD QD JD 2S 3S", "KC QC JC 2H 3H", "4C 4D"]
    state = make_round(RuleSet(players=4), hands, starter=0)
    assert "two cards" in warn(state, CallYaniv())
    state = make_round(RuleSet(players=4), ["AS 5H", "KD QD JD 2S 3S", "KC QC JC 2H 3H", "4C 4D 9H"], starter=0)
    assert warn(state, CallYaniv()) is None
    state = make_round(RuleSet(players=2), ["AS 5H", "4C"])  # heads-up: no warning at 6
    assert warn(state, CallYaniv()) is None
    state = make_round(RuleSet(players=4), ["AS 3D", "KD QD JD 2S 3S", "KC QC JC 2H 3H", "4C 4D"], starter=0)
    assert warn(state, CallYaniv()) is None  # 4 is not 6 or 7


def test_calling_after_the_previous_player_took_an_ace() -> None:
    hands = ["AS 5H", "KD QD JD 2S 3S", "KC QC JC 2H 3H", "4C 4D 9H KH"]
    state = make_round(RuleSet(players=4), hands, starter=3, discard="AC")
    play_turn(state, "9H", draw="AC")
    assert state.current == 0
    assert "took A♣" in warn(state, CallYaniv())


def test_false_call_is_explained() -> None:
    state = make_round(RuleSet(false_call_penalty=30), ["KS QS", "AD"])
    assert "false call costs 30" in warn(state, CallYaniv())
