"""Any bytes as a scenario file: ``run_scenario`` gives a result or a ScenarioError, and
``python -m yaniv_desktop.core.replay`` prints one line of JSON naming the file and exits
non-zero, never a traceback.

The Hypothesis runs are bounded for CI; ``YANIV_FUZZ_EXAMPLES=N`` runs N examples each.
The strategies here (``hostile_json``, ``mutated``) serve the deck and history tests too.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from yaniv_desktop.core.replay import main
from yaniv_desktop.core.scenario import ScenarioError, run_scenario

EXAMPLES = int(os.environ.get("YANIV_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


def nested(depth: int, leaf: Any = 0) -> Any:
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


# Values no file of ours holds: huge and odd numbers, deep nesting, lone surrogates.
strange = st.sampled_from([
    10**18, -(10**18), 2**63, 10**300, 10**4000, float("inf"), float("-inf"), float("nan"), 1e308, -0.0,
    "", "\ud800", "x" * 500, "JK", "7H@99999999999999999999", "AS@-1", "stock", nested(65), nested(300),
])
hostile_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12) | strange,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


def places(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as the keys leading to it (the whole value first)."""
    found = [at]
    if isinstance(value, dict):
        for key, child in value.items():
            found += places(child, (*at, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += places(child, (*at, index))
    return found


def put(value: Any, at: tuple[Any, ...], new: Any) -> Any:
    """``value`` (a copy) with ``new`` in place of what stands at ``at``."""
    if not at:
        return new
    value = copy.deepcopy(value)
    holder = value
    for key in at[:-1]:
        holder = holder[key]
    holder[at[-1]] = new
    return value


@st.composite
def mutated(draw: st.DrawFn, documents: list[Any], values: st.SearchStrategy[Any] = hostile_json) -> Any:
    """One of ``documents`` with one to three places (any depth) replaced by any value."""
    document = draw(st.sampled_from(documents))
    for _ in range(draw(st.integers(1, 3))):
        document = put(document, draw(st.sampled_from(places(document))), draw(values))
    return document


@st.composite
def bytes_changed(draw: st.DrawFn, files: list[Path], most: int = 4) -> bytes:
    """One of ``files`` with one to ``most`` bytes changed anywhere."""
    raw = bytearray(draw(st.sampled_from(files)).read_bytes())
    for _ in range(draw(st.integers(1, most))):
        raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
    return bytes(raw)


def scenario(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def outcome(data: Any) -> dict[str, Any] | None:
    try:
        result = run_scenario(data)
    except ScenarioError as error:
        assert str(error), "the error says what is wrong"
        return None
    json.dumps(result)  # a result is plain JSON
    return result


def replay_file(raw: bytes, name: str = "scenario.json") -> tuple[int, dict[str, Any]]:
    """The command line on a file holding ``raw``, in this process: (status, its one line)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(raw)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = main([str(path)])
    lines = out.getvalue().splitlines()
    assert len(lines) == 1, out.getvalue()
    said = json.loads(lines[0])
    if code != 0:
        assert code == 2, said  # 1 would mean the engine itself failed on the file
        assert set(said) == {"error", "round", "action"} and said["error"].startswith(str(path)), said
    return code, said


def test_every_scenario_replays() -> None:
    for path in SCENARIOS:
        assert replay_file(path.read_bytes())[0] in (0, 2), path.name


@pytest.mark.parametrize(("label", "text"), [
    ("nested 100,000 levels", "[" * 100_000 + "]" * 100_000),
    ("nested inside the rules", '{"rules": ' + "[" * 5000 + "]" * 5000 + ', "rounds": []}'),
    ("a 5,000-digit seed", '{"seed": ' + "9" * 5000 + ', "rounds": []}'),
    ("an 18-digit seed", '{"seed": ' + "9" * 30 + ', "rounds": []}'),
    ("totals out of range", '{"players": 2, "totals": [1e400, 1e400], "rounds": []}'),
    ("every player out", '{"players": 2, "totals": [900, 900], "rounds": []}'),
    ("NaN totals", '{"players": 2, "totals": [NaN, 0], "rounds": []}'),
    ("a lone surrogate as a card", '{"players": 2, "rounds": [{"actions": [{"discard": ["\\ud800"], "draw": "stock"}]}]}'),
    ("not UTF-8", "{\"seed\": \"\xff\"}"),
    ("a byte-order mark", "\ufeff{}"),
    ("empty", ""),
])
def test_a_hostile_scenario_file_is_a_one_line_error(label: str, text: str) -> None:
    raw = text.encode("latin-1") if label == "not UTF-8" else text.encode("utf-8", "surrogatepass")
    code, said = replay_file(raw)
    assert code == 2, f"{label}: {said}"


@pytest.mark.parametrize("field", ["rules", "totals", "seed", "rounds", "players"])
def test_a_deep_value_handed_over_in_python_is_refused(field: str) -> None:
    with pytest.raises(ScenarioError, match="nested"):
        run_scenario({"rounds": [], field: nested(100_000)})


def test_the_command_line_never_prints_a_traceback(tmp_path: Path) -> None:
    """In a real process, whose output may not take every character."""
    cases = {
        "deep.json": b"[" * 100_000 + b"]" * 100_000,
        "long.json": b'{"seed": ' + b"7" * 5000 + b"}",
        "surrogate.json": b'{"players": 2, "rounds": [{"actions": [{"discard": ["\\ud800"], "draw": "stock"}]}]}',
        "binary.json": bytes(range(256)),
    }
    for name, raw in cases.items():
        (tmp_path / name).write_bytes(raw)
        done = subprocess.run([sys.executable, "-m", "yaniv_desktop.core.replay", str(tmp_path / name)],
                              capture_output=True, timeout=60, env={**os.environ, "PYTHONIOENCODING": "ascii"})
        assert done.returncode == 2, (name, done.stdout, done.stderr)
        assert done.stderr == b"", (name, done.stderr)
        said = json.loads(done.stdout)
        assert name in said["error"]


@FUZZ
@given(st.binary(max_size=600))
def test_any_bytes_as_a_scenario_file(raw: bytes) -> None:
    replay_file(raw)


@FUZZ
@given(hostile_json)
def test_any_json_as_a_scenario(value: Any) -> None:
    outcome(value)
    outcome({"rounds": [], "rules": value, "players": value, "totals": value, "seed": value})
    outcome({"rounds": [{"deal": value, "starter": value, "actions": value}]})
    outcome({"rounds": [{"actions": [value, {"discard": value, "draw": value, "slap": value}]}]})


@FUZZ
@given(mutated([scenario(p) for p in SCENARIOS]))
def test_any_value_anywhere_in_a_real_scenario(data: Any) -> None:
    outcome(data)


@FUZZ
@given(st.sampled_from(SCENARIOS), st.integers(min_value=1, max_value=5000))
def test_a_real_scenario_cut_short_anywhere(path: Path, cut: int) -> None:
    raw = path.read_bytes().rstrip()
    code, _ = replay_file(raw[: max(0, len(raw) - cut)])
    assert code == 2


@FUZZ
@given(bytes_changed(SCENARIOS))
def test_a_real_scenario_with_bytes_changed(raw: bytes) -> None:
    replay_file(raw)
