"""Storage problems reach the player in the player's language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from yaniv_desktop.storage.messages import Message
from yaniv_desktop.storage.problems import Problems
from yaniv_desktop.storage.settings import Settings
from yaniv_desktop.ui.text.i18n import Translations
from yaniv_desktop.ui.text.problem_text import problem_text

ISOLATES = "\u2066\u2069"




def damaged_settings_problem(tmp_path: Path) -> tuple[Message, Path, Path]:
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "settings": {"sound": tr', encoding="utf-8")
    problems = Problems()
    Settings.load(path, problems)
    (problem,) = problems
    assert isinstance(problem, Message)
    (aside,) = (p for p in tmp_path.iterdir() if p.name.startswith("settings.json.damaged-"))
    return problem, path, aside


def test_a_damaged_settings_file_is_reported_in_hebrew(translations, tmp_path: Path) -> None:
    problem, path, aside = damaged_settings_problem(tmp_path)
    translations.use("he")
    text = problem_text(problem)
    assert "קובץ ההגדרות" in text and "הועבר" in text
    assert f"\u2066{path}\u2069" in text and f"\u2066{aside}\u2069" in text  # paths kept left to right
    rest = text.replace(str(aside), "").replace(str(path), "")
    assert not re.findall(r"[A-Za-z]+", rest), rest  # no English left
    assert re.search(r"[\u0590-\u05FF]", rest)


@pytest.mark.parametrize("language", ["ar", "sv", "nl"])
def test_every_language_translates_the_whole_problem(translations, tmp_path: Path, language: str) -> None:
    problem, path, _ = damaged_settings_problem(tmp_path)
    translations.use(language)
    text = problem_text(problem)
    assert str(path) in text
    for english in ("settings file", "moved to", "cut short", "defaults"):
        assert english not in text


def test_english_is_the_message_itself(translations, tmp_path: Path) -> None:
    problem, _, _ = damaged_settings_problem(tmp_path)
    translations.use("en")
    assert problem_text(problem) == str(problem)
    assert not any(c in problem_text(problem) for c in ISOLATES)


def test_plain_text_is_returned_unchanged(translations) -> None:
    translations.use("he")
    assert problem_text("Some message already in the right words") == "Some message already in the right words"


def test_a_system_reason_stays_as_the_system_wrote_it(translations) -> None:
    translations.use("sv")
    message = Message("Cannot create the folder {path}: {reason}.", path=Path("/x"), reason="Input/output error")
    assert problem_text(message) == "Det går inte att skapa mappen /x: Input/output error."


def test_a_hint_comes_out_in_the_players_language(qapp) -> None:
    from tests.core.helpers import make_round
    from yaniv_desktop.ai.hints import hint
    from yaniv_desktop.core.messages import message_from_json
    from yaniv_desktop.core.rules import RuleSet
    from yaniv_desktop.ui.text.problem_text import message_text

    state = make_round(RuleSet(), ["KS QS 3D 4D 9C", "AD 2D 3S 5S 6H"])
    _, reason = hint(state.observation(0), "t")
    assert reason.startswith("Throw ") and "keep" in reason
    crossed = message_from_json(reason.to_json())  # as it comes back from the players' process
    assert crossed == reason and crossed.context == "Hints"
    translations = Translations(qapp)
    try:
        translations.use("he")
        shown = message_text(crossed)
        assert shown.startswith("זרקו") and "\u2066" in shown
        translations.use("nl")
        assert message_text(crossed).startswith("Leg ") and "10 punten" in message_text(crossed)
        translations.use("ar")
        assert "10 نقاط" in message_text(crossed)  # the counted fragment crossed too: 3–10 take the plural
    finally:
        translations.use("en")
    assert message_text(crossed).replace("\u2066", "").replace("\u2069", "") == reason
