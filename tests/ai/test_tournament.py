"""The tournament tool: a short seeded tournament under every preset, the CLI format."""

from __future__ import annotations

import argparse
import json

import pytest

from yaniv_desktop.ai import Budget, tournament
from yaniv_desktop.ai.stats import interval_text, mean_interval, percentile, rounded_interval, t95, wilson
from yaniv_desktop.ai.tournament import (
    main,
    make_rules,
    parse_rule,
    play_round,
    render,
    rule_argument,
    run,
    seating,
)
from yaniv_desktop.core.cards import Rank
from yaniv_desktop.core.rules import PRESETS, Milestones

TINY = Budget(playouts=24, max_worlds=4, min_worlds=2, seconds=None)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_short_tournament_under_every_preset(preset: str) -> None:
    figures = run(["expert", "intermediate", "beginner"], 3, seed=1, preset=preset,
                  overrides={"elimination_limit": 25}, budget=TINY)
    assert figures["unfinished_matches"] == 0
    levels = figures["levels"]
    assert sum(f["match_wins"] for f in levels.values()) == 3
    for f in levels.values():
        assert f["decisions"] > 0 and f["latency_ms"]["max"] >= f["latency_ms"]["p50"] >= 0
        low, high = f["match_win_rate_95"]
        assert low <= f["match_win_rate"] <= high
    # every round has one caller, whose call either worked or did not
    calls = sum(f["calls"] for f in levels.values())
    assert calls == figures["rounds"]


def test_intermediate_beats_beginner_in_a_short_run() -> None:
    figures = run(["intermediate", "beginner"], 30, seed=3)
    assert figures["levels"]["intermediate"]["match_win_rate"] >= 0.7


def test_seats_rotate() -> None:
    assert [seating(["a", "b", "c"], m) for m in range(3)] == [
        ("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b"),
    ]


def test_cli_text_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seats", "intermediate,beginner", "--matches", "2", "--seed", "5"]) == 0
    text = capsys.readouterr().out
    assert "match wins" in text and "95% interval" in text and "p95 ms" in text
    assert main(["--seats", "intermediate,beginner", "--matches", "2", "--seed", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["levels"]) == {"intermediate", "beginner"}
    assert {"match_win_rate", "round_win_rate", "mean_points_per_round", "successful_calls",
            "assafs_suffered", "latency_ms"} <= set(data["levels"]["beginner"])


def test_cli_rejects_unknown_levels() -> None:
    with pytest.raises(SystemExit):
        main(["--seats", "grandmaster,beginner", "--matches", "1"])


def test_wilson_and_percentile() -> None:
    low, high = wilson(70, 100)
    assert 0.60 < low < 0.70 < high < 0.79
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert percentile([5, 1, 3, 2, 4], 50) == 3 and percentile([], 95) == 0.0
    assert percentile(list(range(1, 101)), 95) == 95


# ----- rule overrides and single rounds (issue 30) ------------------------------------

SEATS = "beginner,intermediate"


def test_rule_values_parse_as_json_or_text() -> None:
    assert parse_rule("jokers_per_deck=0") == ("jokers_per_deck", 0)
    assert parse_rule("assaf=false") == ("assaf", False)
    assert parse_rule("false_call_penalty=null") == ("false_call_penalty", None)
    assert parse_rule("milestones=none") == ("milestones", "none")
    assert parse_rule('milestones="none"') == ("milestones", "none")
    assert parse_rule("court_values=11-12-13") == ("court_values", "11-12-13")


def test_rule_overrides_reach_the_rules_played(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    dealt: list[tuple] = []

    class Recording(tournament.Match):
        def start_round(self, deal=None, starter=None):  # type: ignore[no-untyped-def]
            state = super().start_round(deal, starter)
            dealt.append((self.rules, [list(h) for h in state.hands], list(state.stock)))
            return state

    monkeypatch.setattr(tournament, "Match", Recording)
    assert main(["--seats", SEATS, "--rounds", "3", "--seed", "2", "--json",
                 "--rule", "jokers_per_deck=0", "--rule", "assaf_penalty=25"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rules"]["jokers_per_deck"] == 0 and data["rules"]["assaf_penalty"] == 25
    assert data["rules"]["milestones"] == "none"      # forced off for single rounds
    assert data["rule_overrides"] == {"jokers_per_deck": 0, "assaf_penalty": 25, "milestones": "none"}
    assert len(dealt) == 6
    for rules, hands, stock in dealt:
        assert rules.jokers_per_deck == 0 and rules.milestones is Milestones.NONE
        assert all(card.rank is not Rank.JOKER for hand in hands for card in hand + stock)
    # the default deck does have jokers, and the text report names the rules played
    assert main(["--seats", SEATS, "--rounds", "1", "--rule", "milestones=none"]) == 0
    assert "rules: preset israeli with milestones=none" in capsys.readouterr().out
    assert any(c.rank is Rank.JOKER for _, hands, stock in dealt[6:] for h in hands for c in h + stock)


def test_rule_overrides_in_match_mode() -> None:
    figures = run(["intermediate", "beginner"], 1, seed=1, overrides={"jokers_per_deck": 0, "milestones": "none"})
    assert figures["rules"]["jokers_per_deck"] == 0 and figures["rules"]["milestones"] == "none"
    assert figures["rule_overrides"] == {"jokers_per_deck": 0, "milestones": "none"}
    assert "rules: preset israeli with jokers_per_deck=0, milestones=none" in render(figures)


@pytest.mark.parametrize(("rule", "named"), [
    ("bogus=1", "bogus"),
    ("jokers_per_deck=3", "jokers_per_deck"),
    ("milestones=nope", "milestones"),          # checked even though single rounds force "none"
    ("assaf=yes", "assaf"),
    ("players=3", "players"),                   # --seats sets it
    ("assaf", "KEY=VALUE"),
])
def test_bad_rules_exit_2_naming_the_key(rule: str, named: str, capsys: pytest.CaptureFixture[str]) -> None:
    for mode in (["--rounds", "2"], ["--matches", "1"]):
        with pytest.raises(SystemExit) as exit_:
            main(["--seats", SEATS, *mode, "--rule", rule])
        assert exit_.value.code == 2
        err = capsys.readouterr().err
        assert named in err and "Traceback" not in err


def test_single_rounds_are_paired_on_the_same_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    dealt: list[list[list]] = []

    class Recording(tournament.Match):
        def start_round(self, deal=None, starter=None):  # type: ignore[no-untyped-def]
            state = super().start_round(deal, starter)
            dealt.append([list(h) for h in state.hands])
            return state

    monkeypatch.setattr(tournament, "Match", Recording)
    figures = tournament.run_rounds(["beginner", "intermediate"], 3, seed=7)
    assert figures["rounds"] == 6 and len(dealt) == 6
    for d in range(3):                   # A-B and B-A get the same cards, seat by seat
        assert dealt[2 * d] == dealt[2 * d + 1]
    assert dealt[0] != dealt[2] != dealt[4]
    rules = make_rules("israeli", 2, single_round=True)
    report = play_round(rules, ("beginner", "intermediate"), "7/deal0", starter=1)
    assert report.finished and report.turns > 0 and len(report.points) == 2


def test_single_round_report(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--seats", SEATS, "--rounds", "6", "--seed", "3"]
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "rounds" and data["deals"] == 6 and data["seatings"] == 2
    assert data["rounds"] == 12 and data["unfinished_rounds"] == 0
    assert data["rules"]["milestones"] == "none"
    assert set(data["levels"]) == {"beginner", "intermediate"}
    for f in data["levels"].values():
        assert f["rounds"] == 12
        low, high = f["round_win_rate_95"]
        assert low <= f["round_win_rate"] <= high
        low, high = f["mean_points_per_round_95"]
        assert low <= f["mean_points_per_round"] <= high
        assert {"rounds_won", "calls", "successful_calls", "assafs_suffered"} <= set(f)
    won = sum(f["rounds_won"] for f in data["levels"].values())
    assert won <= 12                       # a false call has no winner
    p = data["paired"]
    assert (p["first"], p["second"], p["deals"]) == ("beginner", "intermediate", 6)
    low, high = p["points_per_round_difference_95"]
    assert low <= p["points_per_round_difference"] <= high
    beginner, intermediate = (data["levels"][lv]["mean_points_per_round"] for lv in ("beginner", "intermediate"))
    assert p["points_per_round_difference"] == pytest.approx(beginner - intermediate, abs=0.002)
    low, high = p["round_win_rate_difference_95"]
    assert -1 <= low <= p["round_win_rate_difference"] <= high <= 1

    # the same seed gives the same figures; the text report has both players and the pairing
    assert main([*args, "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert {**again, "seconds": 0} == {**data, "seconds": 0}
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "6 deals × 2 seatings = 12 rounds" in text and "pts/round" in text
    assert "beginner" in text and "intermediate" in text and "paired on 6 deals" in text


def test_mean_interval_and_t() -> None:
    assert mean_interval([]) == (0.0, None, None) and mean_interval([4.0]) == (4.0, None, None)
    mean, low, high = mean_interval([1.0, 2.0, 3.0])
    assert mean == 2.0 and low == pytest.approx(2 - 4.303 / 3 ** 0.5) and high == pytest.approx(2 + 4.303 / 3 ** 0.5)
    assert t95(1) == 12.706 and t95(30) == 2.042 and 1.96 < t95(200) < t95(31) < 2.042


def test_an_interval_is_reported_rounded_or_as_a_dash() -> None:
    assert rounded_interval(0.123456, 0.98765) == [0.1235, 0.9877]
    assert rounded_interval(-1.234, 2.345, 1) == [-1.2, 2.3]
    assert rounded_interval(None, 1.0) is None and rounded_interval(1.0, None) is None
    assert interval_text([-0.5, 1.25], "+.2f") == "-0.50 to +1.25"
    assert interval_text(None, "+.2f") == "–"


def test_net_points_follow_the_totals_milestones_included(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat's net points are what its rounds added to its total: its final total, with
    every landing on a milestone taken off, so below its round points once one landed."""
    from yaniv_desktop.ai import arena

    matches: list[arena.Match] = []

    class Recorded(arena.Match):
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]
            matches.append(self)

    monkeypatch.setattr(arena, "Match", Recorded)
    landed = False
    for m in (11, 20, 23):   # seeds where some total lands on 100 or 200
        report = arena.play_match(make_rules("israeli", 2), ("intermediate", "intermediate"), f"net/{m}")
        totals = matches[-1].totals
        for seat, stats in enumerate(report.seats):
            assert stats.net_points == totals[seat]
            assert stats.net_points <= stats.points
            landed |= stats.net_points < stats.points
    assert landed, "no total landed on 100 or 200; pick other seeds"


def test_matches_report_the_paired_points_difference() -> None:
    figures = run(["intermediate", "beginner"], 12, seed=2)
    paired = figures["paired"]
    assert (paired["first"], paired["second"], paired["matches"]) == ("intermediate", "beginner", 12)
    levels = figures["levels"]
    for key, figure in (("points_per_round_difference", "mean_points_per_round"),
                        ("net_points_per_round_difference", "mean_net_points_per_round")):
        low, high = paired[f"{key}_95"]
        assert low <= paired[key] <= high < 0   # the intermediate scores fewer points
        # the difference of the levels' own figures, not some other average
        assert paired[key] == pytest.approx(levels["intermediate"][figure] - levels["beginner"][figure], abs=0.01)
    assert "intermediate - beginner, paired over 12 matches" in render(figures)


def test_ratio_difference_interval_by_the_delta_method() -> None:
    from yaniv_desktop.ai.tournament import ratio_difference

    # one level scores 10 a round in every match, the other 4: no spread at all
    assert ratio_difference([(30, 3, 12, 3), (50, 5, 20, 5)]) == (6.0, [6.0, 6.0])
    diff, (low, high) = ratio_difference([(30, 3, 12, 3), (20, 4, 30, 4), (70, 6, 10, 6)])
    assert diff == pytest.approx(120 / 13 - 52 / 13, abs=1e-3)
    assert low < diff < high
    assert ratio_difference([(30, 3, 12, 3)]) == (6.0, None)


def test_budget_settings_are_checked_and_applied() -> None:
    assert tournament.make_budget({}) is None
    budget = tournament.make_budget({"seconds": None, "refine_worlds": 12, "prior": 1, "match_chances": False})
    assert budget == Budget(seconds=None, refine_worlds=12, prior=1, match_chances=False)
    assert tournament.budget_changes(budget) == {"seconds": None, "refine_worlds": 12, "prior": 1,
                                                 "match_chances": False}
    assert tournament.budget_changes(Budget()) == {} and tournament.budget_changes(None) == {}
    for bad, named in (({"bogus": 1}, "bogus: not a setting"), ({"playouts": 1.5}, "playouts=1.5: expected int"),
                       ({"playouts": True}, "playouts=true"), ({"prior": "high"}, 'prior="high": expected float'),
                       ({"prior": None}, "prior=null"), ({"match_chances": 1}, "match_chances=1: expected bool")):
        with pytest.raises(ValueError, match=named):
            tournament.make_budget(bad)


def test_budget_option_reaches_the_expert_and_the_report(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    given: list[object] = []
    original = tournament.make_player

    def make(level: str, seed: str, budget: object = None) -> object:
        given.append(budget)
        return original(level, seed, budget)

    monkeypatch.setattr(tournament, "make_player", make)
    args = ["--seats", SEATS, "--rounds", "2", "--budget", "seconds=null", "--budget", "refine_worlds=12"]
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["budget_overrides"] == {"seconds": None, "refine_worlds": 12}
    assert given and all(b == Budget(seconds=None, refine_worlds=12) for b in given)
    assert original("expert", "s", given[0]).budget == given[0]     # the expert plays by it
    assert main(args) == 0
    assert "expert budget: seconds=null, refine_worlds=12" in capsys.readouterr().out
    given.clear()
    assert main(["--seats", SEATS, "--rounds", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["budget_overrides"] == {}
    assert given and all(b is None for b in given)


@pytest.mark.parametrize(("setting", "named"), [
    ("bogus=1", "bogus"), ("playouts=many", "playouts"), ("seconds", "KEY=VALUE"),
])
def test_bad_budgets_exit_2_naming_the_setting(setting: str, named: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--seats", SEATS, "--rounds", "1", "--budget", setting])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "--budget" in err and named in err
    assert "Traceback" not in err


def test_a_tools_rule_argument_says_what_is_wrong() -> None:
    assert rule_argument("assaf=false") == ("assaf", False)
    with pytest.raises(argparse.ArgumentTypeError, match="write it as KEY=VALUE"):
        rule_argument("assaf")
