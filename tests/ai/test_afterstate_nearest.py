"""A round no afterstate table was fitted for borrows the nearest one (issue 30)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from yaniv_desktop.ai.afterstate import (
    Afterstate,
    basis,
    choose_table,
    shifted,
    table_name,
    table_rules,
    weights_for,
)
from yaniv_desktop.ai.afterstate_weights import WEIGHTS
from yaniv_desktop.core.rules import RuleSet

from ..tool_modules import load_tool


def score(weights: tuple[float, ...], a: Afterstate) -> float:
    return sum(weights[i] * x for i, x in basis(a))


def test_every_table_is_chosen_exactly_for_the_rounds_it_was_fitted_on() -> None:
    for name in WEIGHTS:
        rules, seats = table_rules(name)
        assert choose_table(rules, seats).name == name and choose_table(rules, seats).cost == 0
        assert weights_for(rules, seats) == WEIGHTS[name]   # unchanged where fitted
        # The match's own options do not change how a round is played.
        assert weights_for(rules.with_options(milestones="none", elimination_limit=100), seats) == WEIGHTS[name]


def test_a_round_with_no_table_borrows_the_nearest() -> None:
    # 52 cards, no jokers: the Israeli table (issue 30), not the Nepali one (jacks wild and zero).
    no_jokers = choose_table(RuleSet.preset("israeli", players=2, jokers_per_deck=0), 2)
    assert (no_jokers.name, no_jokers.shift) == ("israeli", 0) and no_jokers.cost > 0
    # A seven-player table borrows the biggest Israeli one; two decks at four seats the four-seat one.
    assert choose_table(RuleSet.preset("israeli", players=7), 7).name == table_name("israeli", 6)
    assert choose_table(RuleSet.preset("israeli", players=4, decks=2), 4).name == table_name("israeli", 4)
    # A six-player match down to four keeps the four-seat table (it has two decks, the table one).
    assert choose_table(RuleSet.preset("israeli", players=6), 4).name == table_name("israeli", 4)
    # Threshold 5 at four seats: the four-seat Israeli table, its values read two points higher.
    classic = choose_table(RuleSet.preset("classic", players=4), 4)
    assert (classic.name, classic.shift) == ("israeli/4", 2)
    # Three-card hands keep the Speedy table at any size.
    assert choose_table(RuleSet.preset("speedy", players=6), 6).name == "speedy"
    # Another threshold heads-up: the Israeli table read against threshold 7.
    custom = choose_table(RuleSet.preset("israeli", players=2, yaniv_threshold=9), 2)
    assert (custom.name, custom.shift) == ("israeli", -2)


@pytest.mark.parametrize("shift", [-3, -1, 1, 2, 4])
def test_shifted_weights_score_a_hand_as_the_table_scores_it_shift_points_higher(shift: int) -> None:
    weights = WEIGHTS["israeli/4"]
    moved = shifted(weights, shift)
    rng = random.Random(shift)
    checked = 0
    while checked < 300:
        v, best, second = rng.randint(0, 20), rng.randint(0, 12), rng.randint(0, 10)
        residual = v - best
        a = Afterstate(v, rng.randint(1, 5), best, second, rng.randint(1, 5), rng.randint(0, 25), rng.randint(0, 3))
        b = Afterstate(v + shift, a.count, best, second, a.opp_count, a.opp_known, a.gift)
        # Exact inside the slots' range (the capped and floored ends are approximations).
        low = (v, v + shift, residual, residual + shift, residual - second, residual - second + shift)
        if min(low) < 0 or max(v, v + shift) >= 16:
            continue
        assert score(moved, a) == pytest.approx(score(weights, b))
        checked += 1
    assert shifted(weights, 0) == weights


def test_the_fitting_tool_fits_a_variant_of_a_preset_under_its_own_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    # The module tests/test_ai_afterstate.py loaded, if it did: loading it again would
    # leave that one's functions unpicklable for its process pools.
    tool = sys.modules.get("ai_afterstate") or load_tool("ai_afterstate")
    out = tmp_path / "weights.py"
    tool.main(["--preset", "speedy", "--rule", "jokers_per_deck=0", "--rounds", "300", "--jobs", "1",
               "--write", "--out", str(out)])
    assert "speedy;jokers_per_deck=0:" in capsys.readouterr().out
    tables = tool.read_weights(out)
    assert set(tables) == {"speedy;jokers_per_deck=0"}
    rules, seats = table_rules("speedy;jokers_per_deck=0")
    assert (rules.jokers_per_deck, rules.hand_size, seats) == (0, 3, 2)
    assert table_name("speedy", 2, {"jokers_per_deck": 0}) == "speedy;jokers_per_deck=0"
