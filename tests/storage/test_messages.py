"""A storage Message is its English sentence and keeps what it was made from."""

from __future__ import annotations

import copy
import errno
import pickle
from pathlib import Path

from yaniv_desktop.storage.atomic import describe_os_error
from yaniv_desktop.storage.messages import Message
from yaniv_desktop.storage.problems import Problems
from yaniv_desktop.storage.settings import Settings


def test_a_message_is_its_english_sentence() -> None:
    m = Message("Cannot save the settings to {path}: {reason}.", path=Path("/x/settings.json"), reason="oops")
    assert isinstance(m, str)
    assert m == "Cannot save the settings to /x/settings.json: oops."
    assert "settings.json" in m and m.startswith("Cannot save")
    assert f"⚠ {m}" == "⚠ Cannot save the settings to /x/settings.json: oops."
    assert hash(m) == hash(str(m))


def test_it_carries_its_template_and_fields() -> None:
    path = Path("/x/settings.json")
    m = Message("Cannot save the settings to {path}: {reason}.", path=path, reason="oops")
    assert m.template == "Cannot save the settings to {path}: {reason}."
    assert m.fields == {"path": path, "reason": "oops"}
    assert Message("the disk is full").fields == {}


def test_fields_may_be_messages() -> None:
    reason = Message("the disk is full")
    where = Message("it was moved to {aside}", aside="/x/a.damaged")
    m = Message("The file {path} {what}; {where}.", path="/x/a", what=Message("is damaged"), where=where)
    assert m == "The file /x/a is damaged; it was moved to /x/a.damaged."
    assert m.fields["where"] is where and m.fields["where"].template == "it was moved to {aside}"
    assert isinstance(m.fields["what"], Message)
    assert reason == "the disk is full"


def test_a_field_named_template_is_allowed() -> None:
    assert Message("{template}!", template="x") == "x!"


def test_copies_and_pickles_keep_template_and_fields() -> None:
    m = Message("round {number}", number=3)
    for other in (copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert other == "round 3" and other.template == "round {number}" and other.fields == {"number": 3}


def test_problems_hold_messages_once() -> None:
    problems = Problems()
    problems.report(Message("round {number}", number=3))
    problems.report(Message("round {number}", number=3))
    problems.report("round 3")
    assert problems == ["round 3"] and isinstance(problems[0], Message)


def test_os_errors_are_messages_unless_only_the_system_can_say() -> None:
    full = describe_os_error(OSError(errno.ENOSPC, "No space left on device"))
    assert isinstance(full, Message) and full == "the disk is full"
    denied = describe_os_error(PermissionError(errno.EACCES, "Permission denied"))
    assert isinstance(denied, Message) and denied == "permission denied (the folder is read-only)"
    other = describe_os_error(OSError(errno.EIO, "Input/output error"))
    assert not isinstance(other, Message) and other == "input/output error"


def test_a_damaged_settings_problem_is_built_from_fragments(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "settings": {"sound": tr', encoding="utf-8")
    problems = Problems()
    Settings.load(path, problems)
    (problem,) = problems
    assert isinstance(problem, Message)
    assert str(path) in problem and "moved to" in problem
    assert isinstance(problem.fields["trouble"], Message) and isinstance(problem.fields["where"], Message)
    assert problem.fields["trouble"].template == "was damaged or cut short (at line {line}, column {column})"
    assert problem.fields["path"] == path
