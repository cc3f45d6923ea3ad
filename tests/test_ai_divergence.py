"""tools/ai_divergence.py: a level's single-round edge, charged to its first different decision."""

from __future__ import annotations

import pytest

from yaniv_desktop.ai.tournament import make_rules, play_round
from yaniv_desktop.core.actions import CallYaniv, Discard, DrawStock
from yaniv_desktop.core.cards import Card
from yaniv_desktop.core.observation import Phase

from .tool_modules import load_tool

ai_divergence = load_tool("ai_divergence")
RULES = make_rules("israeli", 2, {}, single_round=True)


def job(level: str, deal: int, seat: int) -> tuple[dict[str, object], str, str, int, int]:
    return RULES.to_dict(), level, f"t/deal{deal}", deal % 2, seat


def test_the_intermediate_against_itself_plays_every_round_alike() -> None:
    for deal in range(4):
        for seat in range(2):
            d = ai_divergence.one(job("intermediate", deal, seat))
            assert d == ai_divergence.Divergence("plays alike", 0, 0.0)


def test_the_rounds_are_the_tournaments_deals_and_the_win_change_is_theirs() -> None:
    changed = 0
    for deal in range(6):
        base = play_round(RULES, ["intermediate", "intermediate"], f"t/deal{deal}", deal % 2, deal)
        for seat in range(2):
            levels = ["intermediate", "intermediate"]
            levels[seat] = "beginner"
            mine = play_round(RULES, levels, f"t/deal{deal}", deal % 2, deal)
            d = ai_divergence.one(job("beginner", deal, seat))
            assert d.wins == int(mine.winner == seat) - int(base.winner == seat)
            net = (mine.points[1 - seat] - mine.points[seat]) - (base.points[1 - seat] - base.points[seat])
            assert d.net == net
            changed += d.kind != "plays alike"
    assert changed > 0


def test_the_kind_names_the_intermediates_move_left_and_the_danger() -> None:
    call = ai_divergence.Decision(Phase.TURN, CallYaniv(), danger=False)
    throw = ai_divergence.Decision(Phase.TURN, Discard((Card(40),)), danger=False)
    other_throw = ai_divergence.Decision(Phase.TURN, Discard((Card(41),)), danger=False)
    assert ai_divergence.kind_of(call, throw) == "call declined"
    assert ai_divergence.kind_of(throw, call) == "call made"
    assert ai_divergence.kind_of(throw, other_throw) == "throw"
    draw = ai_divergence.Decision(Phase.DRAW, DrawStock(), danger=True)
    assert ai_divergence.kind_of(draw, draw) == "draw, opponent on 2 cards or fewer"


def test_the_tally_sums_each_kind() -> None:
    found = [ai_divergence.Divergence("throw", 1, 4.0), ai_divergence.Divergence("throw", -1, -2.5),
             ai_divergence.Divergence("draw", 0, 1.0)]
    assert ai_divergence.tally(found) == {
        "draw": {"seat_rounds": 1, "wins": 0, "net_points": 1.0},
        "throw": {"seat_rounds": 2, "wins": 0, "net_points": 1.5},
    }


def test_draws_are_named_with_what_each_took_when_asked() -> None:
    values = ai_divergence.ThrowRules(RULES).value
    five = Card(0x05)   # the five of spades
    rounds = [ai_divergence.Round((ai_divergence.Decision(Phase.DRAW, action, danger=False),), False, 0.0)
              for action in (ai_divergence.DrawPile(five), DrawStock())]
    assert values[five] == 5
    assert ai_divergence.diverge(*rounds).kind == "draw"
    assert ai_divergence.diverge(*rounds, values).kind == "draw: face-up 5 → stock"
    assert ai_divergence.diverge(*reversed(rounds), values).kind == "draw: stock → face-up 5"


def test_a_draws_job_splits_only_the_draws() -> None:
    kinds = set()
    for deal in range(6):
        for seat in range(2):
            d = ai_divergence.one((*job("beginner", deal, seat), True))
            plain = ai_divergence.one(job("beginner", deal, seat))
            assert (d.wins, d.net) == (plain.wins, plain.net)
            assert d.kind == plain.kind or d.kind.startswith(plain.kind + ": ")
            kinds.add(d.kind)
    assert any(":" in k for k in kinds), kinds


def test_a_bad_rule_is_named_and_nothing_is_played(capsys: pytest.CaptureFixture[str]) -> None:
    for rule, message in (("x", "write it as KEY=VALUE"), ("bogus=1", "bogus: no such rule option"),
                          ("jokers_per_deck=3", "jokers_per_deck: 3 is not allowed")):
        with pytest.raises(SystemExit) as exit_:
            ai_divergence.main(["--rule", rule, "--rounds", "1"])
        assert exit_.value.code == 2
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err
