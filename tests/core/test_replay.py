"""The scenario replayer contract: every worked example of RULES.md §8 as a file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from yaniv_desktop.core.scenario import ScenarioError, run_scenario

SCENARIOS = Path(__file__).parent / "scenarios"


def replay(path: Path) -> tuple[int, dict[str, Any], str]:
    done = subprocess.run(
        [sys.executable, "-m", "yaniv_desktop.core.replay", str(path)],
        capture_output=True, text=True, timeout=60,
    )
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1, done.stdout + done.stderr  # one JSON object, nothing else
    return done.returncode, json.loads(lines[0]), done.stderr


def test_example_1_hand_value() -> None:
    code, out, _ = replay(SCENARIOS / "example_1_hand_value.json")
    assert code == 0
    assert out["rounds"] == [{"finished": False, "hand_values": [25, 30], "notes": []}]
    assert out["winner"] is None


def test_example_2_four_player_assaf() -> None:
    code, out, _ = replay(SCENARIOS / "example_2_assaf.json")
    assert code == 0
    (r,) = out["rounds"]
    assert r["finished"] and r["caller"] == 0 and r["assaf_by"] == 2
    assert r["hand_values"] == [5, 12, 4, 6]
    assert r["points"] == [35, 12, 0, 6]
    assert out["totals"] == [35, 12, 0, 6] and out["eliminated"] == [] and out["winner"] is None


def test_example_3_run_ends_only() -> None:
    code, out, _ = replay(SCENARIOS / "example_3_run_ends.json")
    assert code == 0 and out["rounds"][0]["finished"] is False
    code, out, _ = replay(SCENARIOS / "example_3_run_middle_refused.json")
    assert code == 2
    assert out["round"] == 0 and out["action"] == 1
    assert "cannot be taken" in out["error"] and "take_from" in out["error"]


def test_example_4_tie_is_assaf() -> None:
    code, out, _ = replay(SCENARIOS / "example_4_tie_is_assaf.json")
    assert code == 0
    r = out["rounds"][0]
    assert r["assaf_by"] == 1 and r["points"][0] == 35


def test_example_5_victor() -> None:
    code, out, _ = replay(SCENARIOS / "example_5_victor.json")
    assert code == 0
    assert out["rounds"][0]["points"] == [34, 0]
    assert out["totals"] == [100, 40]
    assert "player 0: exactly 200 → 100" in out["rounds"][0]["notes"]


def test_example_6_both_over_and_equal_play_another_round() -> None:
    code, out, _ = replay(SCENARIOS / "example_6_both_over_tie.json")
    assert code == 0
    first, second = out["rounds"]
    assert first["totals"] == [201, 201] and first["assaf_by"] == 0
    assert any("another round" in n for n in first["notes"])
    assert second["totals"] == [201, 221]
    assert out["winner"] == 0 and out["eliminated"] == [1]


def test_example_7_set_middle_cannot_be_taken() -> None:
    code, out, _ = replay(SCENARIOS / "example_7_set_middle.json")
    assert code == 2 and out["action"] == 1 and "8♥ cannot be taken" in out["error"]


def test_example_8_joker_at_an_end_can_be_taken() -> None:
    code, out, _ = replay(SCENARIOS / "example_8_joker_end.json")
    assert code == 0 and out["rounds"][0]["hand_values"] == [26, 22]


def test_slap_down_scenario() -> None:
    code, out, _ = replay(SCENARIOS / "slap_down.json")
    assert code == 0
    assert out["rounds"][0]["hand_values"] == [6, 41]  # 10H slapped away, then taken by player 1


def test_every_scenario_file_is_covered() -> None:
    names = {p.name for p in SCENARIOS.glob("*.json")}
    covered = {
        "example_1_hand_value.json", "example_2_assaf.json", "example_3_run_ends.json",
        "example_3_run_middle_refused.json", "example_4_tie_is_assaf.json", "example_5_victor.json",
        "example_6_both_over_tie.json", "example_7_set_middle.json", "example_8_joker_end.json",
        "slap_down.json",
    }
    assert names == covered


def test_malformed_file_exits_2_with_only_the_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    code, out, _ = replay(bad)
    assert code == 2 and set(out) == {"error", "round", "action"} and "bad.json" in out["error"]
    missing = tmp_path / "missing.json"
    code, out, _ = replay(missing)
    assert code == 2 and "missing.json" in out["error"]


BASE: dict[str, Any] = {
    "rules": {"preset": "israeli"}, "players": 2, "totals": [0, 0], "seed": 1,
    "rounds": [{"starter": 0,
                "deal": {"hands": [["AS", "2H"], ["KD", "QD"]], "discard": ["9D"], "stock": []},
                "actions": [{"yaniv": True}]}],
}


def with_changes(**changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(BASE))
    data.update(changes)
    return data


@pytest.mark.parametrize(
    "data, words, where",
    [
        (with_changes(rules={"preset": "nope"}), "unknown preset", (None, None)),
        (with_changes(rules={"yaniv_threshold": 99}), "yaniv_threshold", (None, None)),
        (with_changes(totals=[0]), "totals", (None, None)),
        (with_changes(rounds="x"), "rounds", (None, None)),
        (with_changes(rounds=[{"deal": {"hands": [["AS", "AS"], []], "discard": ["9D"]}}]), "no AS is left", (0, None)),
        (with_changes(rounds=[{"deal": {"hands": [["ZZ"], ["KD"]]}}]), "not a card", (0, None)),
        (with_changes(rounds=[{"deal": {"hands": [["AS"]]}}]), "2 hands", (0, None)),
        (with_changes(rounds=[{"deal": {"hands": "AS"}}]), "2 hands", (0, None)),
        (with_changes(rounds=[{"deal": {"hands": [5, 6]}}]), "malformed round", (0, None)),
        (with_changes(rounds=[{"deal": "AS"}]), "malformed round", (0, None)),
        (with_changes(rounds=[{"actions": {"yaniv": True}}]), "actions", (0, None)),
        (with_changes(rounds=[{"actions": ["yaniv"]}]), "not a turn", (0, 0)),
        (with_changes(rounds=[{"actions": [{"discard": "AS", "draw": "stock"}]}]), "", (0, 0)),
        (with_changes(rounds=[{"starter": 0, "deal": BASE["rounds"][0]["deal"],
                               "actions": [{"discard": ["KD"], "draw": "stock"}]}]), "not in player 0", (0, 0)),
        (with_changes(rounds=[{"starter": 1, "deal": BASE["rounds"][0]["deal"],
                               "actions": [{"yaniv": True}]}]), "threshold", (0, 0)),
        (with_changes(rounds=[{"starter": 0, "deal": BASE["rounds"][0]["deal"],
                               "actions": [{"discard": ["AS"]}]}]), "no \"draw\"", (0, 0)),
        (with_changes(rounds=[{"starter": 0, "deal": BASE["rounds"][0]["deal"],
                               "actions": [{"discard": ["AS"], "draw": "stock", "slap": ["2H"]}]}]),
         "slap", (0, 0)),
        (with_changes(rounds=[{"starter": 0, "deal": BASE["rounds"][0]["deal"],
                               "actions": [{"yaniv": True}, {"yaniv": True}]}]), "already over", (0, 1)),
        (with_changes(rounds=[{"starter": 0, "deal": BASE["rounds"][0]["deal"], "actions": [{"yaniv": True}]},
                              {"starter": 5}]), "starter 5", (1, None)),
    ],
)
def test_bad_scenarios_name_the_problem(data: dict[str, Any], words: str, where: tuple) -> None:
    with pytest.raises(ScenarioError) as info:
        run_scenario(data)
    assert words in str(info.value)
    assert (info.value.round_index, info.value.action) == where


def test_rounds_without_a_deal_use_the_seed() -> None:
    data = with_changes(rounds=[{"actions": []}])
    a, b = run_scenario(data), run_scenario(data)
    assert a == b and a["rounds"][0]["finished"] is False


def test_an_unfinished_round_must_be_the_last() -> None:
    data = with_changes(rounds=[{"actions": []}, {"actions": []}])
    with pytest.raises(ScenarioError, match="did not finish"):
        run_scenario(data)
