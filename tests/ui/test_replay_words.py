"""The history's words, as a player reads them in English, Hebrew and Arabic: the replay
speaks of the person at this screen as "you" (each language's own verb form), the deal
does not repeat the round, counts agree with their number, and the default name "You"
is shown in the language of the moment however it was stored.

The windows are opened as the app opens them (``HistoryWindow(storage.history)``) and
driven with clicks; screenshots go to ``test-output/helper-words/``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.match import Match
from yaniv_desktop.storage.history import History, PlayerInfo
from yaniv_desktop.ui.history import HistoryWindow, MatchPage
from yaniv_desktop.ui.history.match_page import ReplayView
from yaniv_desktop.ui.play.match_setup import settings_from_choices
from yaniv_desktop.ui.play.models import PlayersModel, ScoreboardModel
from yaniv_desktop.ui.play.seats import DEFAULT_NAME, MatchSettings, Seat, default_seats
from yaniv_desktop.ui.text.describe import (
    describe_call,
    describe_result,
    match_won,
    reveal_banner,
    round_start,
)

from ..conftest import OUTPUT_DIR
from ..storage.helpers import new_match, play, record_played

SHOTS = OUTPUT_DIR / "helper-words"
HUMAN_VERBS = "starts|calls|throws|draws|takes|slaps|keeps|wins|scores"
# "You throws", "You (you)": the sentences the player reported
WRONG_ENGLISH = re.compile(rf"\bYou ({HUMAN_VERBS})\b|\bYou \(you\)")
ENGLISH_WORD = re.compile(r"[a-z]{2,}")  # card names are upper case ("K♠", "JK"): any lower-case word is English
YOUR_VERBS = {  # the second-person verbs of the replay, by language (Hebrew and Arabic in the past tense)
    "en": ("You throw", "You draw", "You take", "You call", "You slap", "You keep"),
    "he": ("זרקת", "משכת", "לקחת", "קראת", "הדבקת", "שמרת"),
    "ar": ("رميتَ", "سحبتَ", "أخذتَ", "أعلنتَ", "احتفظتَ"),
}
YOU = {"en": "You", "he": "אתה", "ar": "أنت"}




def shot(widget: QWidget, name: str) -> Path:
    QApplication.processEvents()  # the layouts take the texts just set before the grab
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


def played(seed: str, seats: int = 3, **options: object) -> Match:
    match = new_match("israeli", seats, seed, **options)
    play(match)
    return match


def players(human: str = DEFAULT_NAME, seats: int = 3) -> list[PlayerInfo]:
    others = [PlayerInfo.computer("Omer", "expert"), PlayerInfo.computer("Noa", "beginner"),
              PlayerInfo.computer("Yael", "intermediate")]
    return [PlayerInfo.human(human), *others[: seats - 1]]


def open_history(qtbot, history: History) -> HistoryWindow:
    window = HistoryWindow(history)  # as MainWindow._show_history opens it
    qtbot.addWidget(window)
    window.resize(1000, 680)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_match(qtbot, window: HistoryWindow, row: int = 0) -> MatchPage:
    """Double-click a match in the list, as a player opens it."""
    rect = window.view.visualRect(window.proxy.index(row, 1))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.pages, "the double-click opened the match"
    page = window.pages[-1]
    qtbot.addWidget(page)
    qtbot.waitExposed(page)
    return page


def open_replay(qtbot, page: MatchPage) -> ReplayView:
    """Click the page's "Replay" tab."""
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert page.tabs.currentWidget() is page.replay
    return page.replay


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def words_only(text: str) -> str:
    """A shown text without its markup and the players' names (which stay as they are)."""
    return re.sub(r"<[^>]+>|Omer|Noa|Yael", "", text)


def moves_of_round(replay: ReplayView) -> list[str]:
    return [replay.moves.item(i).text() for i in range(replay.moves.count())]


def walk_round_by_clicks(qtbot, replay: ReplayView) -> list[str]:
    """Click "next" through the first round; every caption shown on the way."""
    captions = [replay.caption.text()]
    end = replay.walk.round_starts[1] if len(replay.walk.round_starts) > 1 else len(replay.walk.steps)
    while replay.position < end - 1:
        click(qtbot, replay.buttons["next"])
        captions.append(replay.caption.text())
    return captions


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_the_replay_says_you_to_the_person_and_names_the_others(qtbot, translations, tmp_path: Path,
                                                                language: str) -> None:
    history = History.open(tmp_path / "history.sqlite3")
    match = played("words")
    record_played(history, match, players(), preset="israeli")
    translations.use(language)
    window = open_history(qtbot, history)
    page = open_match(qtbot, window)
    replay = open_replay(qtbot, page)

    captions = walk_round_by_clicks(qtbot, replay)
    round_word = {"en": "Round 1", "he": "סיבוב 1", "ar": "الجولة 1"}[language]
    assert captions[0].count(round_word) == 1, "the deal does not say the round again"
    said = captions + moves_of_round(replay)
    steps = replay.walk.steps[: len(captions)]
    mine = [c for c, s in zip(captions, steps) if s.actor == 0]
    theirs = [c for c, s in zip(captions, steps) if s.actor not in (None, 0)]
    assert mine and theirs, "both the person and a computer moved in round 1"
    assert all(any(verb in c for verb in YOUR_VERBS[language]) for c in mine), mine
    if language == "en":
        assert not [t for t in said if WRONG_ENGLISH.search(t)]
        assert all(re.search(r"\b(Omer|Noa) (throws|draws|takes|calls|slaps|keeps)\b", c) for c in theirs), theirs
    else:
        assert not [t for t in said if ENGLISH_WORD.search(words_only(t))], "nothing is left in English"
    # the person's row: the default name in this language, no "(you)" after "You"
    name = replay.name_labels[0].text()
    assert f"<b>{YOU[language]}</b>" in name and "(" not in name
    assert YOU[language] in page.header.text() and (language == "en" or "You" not in page.header.text())
    assert page.rounds_model.headerData(3, Qt.Orientation.Horizontal) == YOU[language]
    outcomes = [page.rounds_model.index(r, 2).data() for r in range(page.rounds_model.rowCount())]
    by_you = {"en": "Assaf! by you", "he": "אסף! שלך", "ar": "أساف! منك"}[language]
    assert by_you in outcomes, "the person Assafed someone in this match: said to them, not by name"
    assert not [o for o in outcomes if YOU[language] in o]
    click(qtbot, replay.buttons["last"])
    shot(page, f"replay-{language}")
    page.tabs.setCurrentIndex(0)
    shot(page, f"match-page-{language}")
    history.close()


def test_a_typed_name_is_marked_you_and_its_moves_said_to_you(qtbot, tmp_path: Path) -> None:
    history = History.open(tmp_path / "history.sqlite3")
    record_played(history, played("typed"), players("Dana"), preset="israeli")
    page = open_match(qtbot, open_history(qtbot, history))
    replay = open_replay(qtbot, page)
    assert "Dana (you)" in replay.name_labels[0].text()
    captions = walk_round_by_clicks(qtbot, replay)
    steps = replay.walk.steps[: len(captions)]
    assert all(any(v in c for v in YOUR_VERBS["en"]) for c, s in zip(captions, steps) if s.actor == 0)
    assert not any("Dana throws" in c for c in captions)
    history.close()


@pytest.mark.parametrize(("language", "one", "two", "many"), [
    ("en", "1 match", "2 matches", "3 matches"),
    ("he", "משחק אחד", "2 משחקים", "3 משחקים"),
    ("ar", "مباراة واحدة", "مباراتان", "3 مباريات"),
])
def test_the_count_of_matches_agrees_with_its_number(qtbot, translations, tmp_path: Path, language: str,
                                                     one: str, two: str, many: str) -> None:
    translations.use(language)
    history = History.open(tmp_path / "history.sqlite3")
    record_played(history, played("one", 2), players(seats=2), preset="israeli")
    window = open_history(qtbot, history)
    assert window.count_label.text() == one
    record_played(history, played("two", 2), players(seats=2), preset="israeli")
    window.refresh()
    assert window.count_label.text() == two
    record_played(history, played("three", 2), players(seats=2), preset="israeli")
    window.refresh()
    assert window.count_label.text() == many
    shot(window, f"history-{language}")
    history.close()


def test_the_rounds_of_a_match_are_counted_in_words(qtbot, translations, tmp_path: Path) -> None:
    history = History.open(tmp_path / "history.sqlite3")
    match = played("rounds")
    rounds = len(match.records)
    assert rounds > 2
    record_played(history, match, players(), preset="israeli")
    page = open_match(qtbot, open_history(qtbot, history))
    assert f"{rounds} rounds" in page.header.text()
    translations.use("ar")
    page = open_match(qtbot, open_history(qtbot, history))
    assert (f"{rounds} جولات" if 3 <= rounds <= 10 else f"{rounds} جولة") in page.header.text()
    history.close()


def test_a_default_name_saved_in_another_language_follows_the_language(qtbot, translations) -> None:
    # a new-match choice saved while the app spoke Hebrew (the dialog showed "אתה")
    choices = {"seats": [{"name": "אתה", "level": None}, {"name": "Dana", "level": "expert"}],
               "preset": "israeli", "options": {}}
    settings = settings_from_choices(choices)
    assert settings.seats[0].name == DEFAULT_NAME, "kept as the default name, in no language"
    assert settings.seats[0].to_json()["name"] == DEFAULT_NAME
    assert Seat("Dana").name == "Dana" and Seat("  ").name == DEFAULT_NAME
    scores = ScoreboardModel()
    players_model = PlayersModel()
    players_model.set_seats(settings.seats)
    scores.set_match(Match(settings.rules, 1), settings.names)
    assert settings.names == ("You", "Dana")
    for language in ("he", "ar", "en"):
        translations.use(language)
        assert scores.headerData(0, Qt.Orientation.Horizontal) == YOU[language]
        assert players_model.data(players_model.index(0)).startswith(YOU[language])
        assert settings.names[0] == YOU[language]
    translations.use("he")
    assert default_seats(2)[0].name == DEFAULT_NAME and MatchSettings(
        seats=default_seats(2), rules=settings.rules).names[0] == "אתה"
    typed = MatchSettings(seats=(Seat("Dana"), Seat("Avi", Level.EXPERT)), rules=settings.rules)
    assert typed.names == ("Dana", "Avi") and typed.you == 0


@pytest.mark.parametrize(("language", "call", "won", "start"), [
    ("en", "You called Yaniv with 3", "You won the match", "Round 2: you play first"),
    ("he", "קראת יניב עם 3", "ניצחת במשחק", "סיבוב 2: התור הראשון שלך"),
    ("ar", "ناديتَ يانيف بـ 3", "فزتَ بالمباراة", "الجولة 2: الدور الأول لك"),
])
def test_the_move_log_sentences_have_a_you_form(translations, language: str, call: str, won: str,
                                                start: str) -> None:
    translations.use(language)
    assert describe_call("Dana", 3, you=True) == call
    assert match_won("Dana", you=True) == won
    assert round_start(2, "Dana", you=True) == start
    assert describe_call("Omer", 3) != call and "Omer" in describe_call("Omer", 3)  # a name as before
    assert describe_call(YOU[language], 3) == call, "the default name is always told about as you"
    match = played("banner")
    result = match.records[0].result
    names = ["Dana", "Omer", "Noa"]
    assert describe_result(result, names) != describe_result(result, names, you=result.caller)
    assert names[result.caller] not in reveal_banner(result, names, you=result.caller)
    with_default = list(names)
    with_default[result.caller] = YOU[language]  # the call sites that pass no seat yet
    assert describe_result(result, with_default) == describe_result(result, names, you=result.caller)
