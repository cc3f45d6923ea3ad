"""The welcome, driven as a new player drives it: type a name, pick a language (the
screen turns into it at once, right to left for Hebrew and Arabic), a difficulty and a
deck, then Start playing — or Skip."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLabel, QWidget

from tests.ui.test_new_match_dialog import when_modal
from yaniv_desktop.ai.newcomer import DIFFICULTIES
from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.storage.settings import Settings
from yaniv_desktop.ui.dialogs.welcome import (
    DIFFICULTY_WORDS,
    WelcomeChoice,
    WelcomeDialog,
    choice_from_settings,
    needs_welcome,
    settings_for,
    show_welcome,
)
from yaniv_desktop.ui.play.match_setup import first_match
from yaniv_desktop.ui.play.seats import DEFAULT_NAME, you
from yaniv_desktop.ui.text.i18n import resolve

# A list opened with a click grabs the keyboard, which the offscreen screen cannot do.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")

DECKS = [("algerian", "Algerian Family"), ("classic", "Classic"), ("iraqi", "Iraqi")]
SHOTS = Path(__file__).resolve().parents[2] / "test-output" / "welcome"
LTR, RTL = Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft


def open_dialog(qtbot, translations, decks=DECKS, initial=None) -> WelcomeDialog:
    dialog = WelcomeDialog(decks, translations, initial)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    settle(qtbot)
    return dialog


def settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(10)


def click(qtbot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def choose(qtbot, combo: QComboBox, data: object) -> None:
    """Open the list with a click and click the entry."""
    row = combo.findData(data)
    assert row >= 0, f"{data!r} is not offered"
    click(qtbot, combo)
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # the list ignores a release this soon after opening
    index = view.model().index(row, 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=2000)
    assert combo.currentData() == data


def type_name(qtbot, dialog: WelcomeDialog, name: str) -> None:
    """Click into the box, select what is there and type (Hebrew and Arabic letters too:
    QTest types only ASCII, so those come as key events carrying the letter)."""
    click(qtbot, dialog.name)
    qtbot.keyClick(dialog.name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    for letter in name:
        if letter.isascii():
            qtbot.keyClicks(dialog.name, letter)
        else:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(dialog.name, QKeyEvent(kind, Qt.Key.Key_unknown,
                                                              Qt.KeyboardModifier.NoModifier, letter))
    assert dialog.name.text() == name


def cut_off(dialog: QWidget) -> list[str]:
    """Words that do not fit: a list narrower than its text, a label lower than its lines."""
    found = [f"{combo.accessibleName()}: {combo.width()} px for {combo.sizeHint().width()} px"
             for combo in dialog.findChildren(QComboBox) if combo.isVisible() and combo.width() < combo.sizeHint().width()]
    for label in dialog.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        if label.height() < needed or (not label.wordWrap() and label.width() < label.sizeHint().width()):
            found.append(f"{label.text()[:30]!r}: {label.size().toTuple()} for {needed}")
    for button in (dialog.start, dialog.skip, *dialog.difficulty_buttons.values()):
        if button.width() < button.sizeHint().width():
            found.append(f"{button.text()!r}: {button.width()} px for {button.sizeHint().width()} px")
    outside = [w.objectName() or type(w).__name__ for w in dialog.findChildren(QWidget)
               if w.isVisible() and not dialog.rect().contains(QRect(w.mapTo(dialog, QPoint(0, 0)), w.size()))]
    return found + [f"outside the dialog: {name}" for name in outside]


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_a_new_player_chooses_everything_and_starts_playing(qtbot, translations, language) -> None:
    translations.use("en")
    dialog = open_dialog(qtbot, translations)
    assert dialog.layoutDirection() == LTR
    assert dialog.name.text() == "You" and dialog.name.hasFocus()
    assert dialog.difficulty_buttons["new_to_yaniv"].isChecked()  # the gentlest by default
    assert dialog.deck.currentData() == "classic"  # the table's deck, not the first in the list

    if language != "en":
        choose(qtbot, dialog.language, language)
        settle(qtbot)
        assert QApplication.layoutDirection() == RTL and dialog.layoutDirection() == RTL
        assert dialog.name.text() == you() != "You"  # the screen speaks the new language at once
        assert dialog.isVisible()
    name = {"en": "Noa", "he": "נועה", "ar": "نور"}[language]
    type_name(qtbot, dialog, name)
    click(qtbot, dialog.difficulty_buttons["know_the_game"])
    choose(qtbot, dialog.deck, "iraqi")
    assert cut_off(dialog) == []
    SHOTS.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SHOTS / f"welcome-{language}.png"))

    click(qtbot, dialog.start)
    assert dialog.result() == QDialog.DialogCode.Accepted and not dialog.isVisible()
    assert dialog.choice() == WelcomeChoice(name, language, "know_the_game", "iraqi")


def test_the_difficulty_is_chosen_with_the_arrow_keys_too(qtbot, translations) -> None:
    translations.use("en")
    dialog = open_dialog(qtbot, translations)
    first = dialog.difficulty_buttons["new_to_yaniv"]
    click(qtbot, first)
    qtbot.keyClick(first, Qt.Key.Key_Down)
    assert dialog.difficulty_buttons["know_the_game"].isChecked()
    qtbot.keyClick(dialog.difficulty_buttons["know_the_game"], Qt.Key.Key_Down)
    assert dialog.choice().difficulty == "challenge_me"
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)  # Enter is Start playing
    assert dialog.result() == QDialog.DialogCode.Accepted


@pytest.mark.parametrize("language", ["en", "he"])
def test_skip_closes_the_welcome_with_nothing_chosen(qtbot, translations, language) -> None:
    translations.use(language)
    dialog = open_dialog(qtbot, translations)
    assert dialog.layoutDirection() == (RTL if language == "he" else LTR)
    assert dialog.language.currentData() == language and dialog.name.text() == you()
    click(qtbot, dialog.skip)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.choice() == WelcomeChoice(DEFAULT_NAME, language, "new_to_yaniv", "classic")
    again = open_dialog(qtbot, translations)
    qtbot.keyClick(again.name, Qt.Key.Key_Escape)  # Escape skips as well
    assert again.result() == QDialog.DialogCode.Rejected


def test_opened_in_arabic_it_turns_english_and_left_to_right(qtbot, translations) -> None:
    translations.use("ar")
    dialog = open_dialog(qtbot, translations)
    assert dialog.layoutDirection() == RTL and dialog.name.text() == you() == "أنت"
    type_name(qtbot, dialog, "Sami")
    choose(qtbot, dialog.language, "en")
    settle(qtbot)
    assert dialog.layoutDirection() == LTR and translations.language == "en"
    assert dialog.name.text() == "Sami"  # a typed name stays as typed
    assert dialog.start.text() == "Start playing"


def test_without_the_apps_translations_it_still_speaks_the_language_in_use(qtbot, translations) -> None:
    translations.use("he")
    dialog = WelcomeDialog(DECKS)  # it finds the app's one language switch itself
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.language.currentData() == "he" and dialog.layoutDirection() == RTL
    choose(qtbot, dialog.language, "en")
    settle(qtbot)
    assert QApplication.layoutDirection() == LTR and dialog.name.text() == "You"


def test_every_difficulty_has_words_and_an_explanation_on_screen(qtbot, translations) -> None:
    # The ai layer's English (which the measuring command prints) is the dialog's source text.
    assert {d.id: (d.label, d.explanation) for d in DIFFICULTIES} == DIFFICULTY_WORDS
    translations.use("en")
    dialog = open_dialog(qtbot, translations)
    for choice_id, (label, explanation) in DIFFICULTY_WORDS.items():
        assert dialog.difficulty_buttons[choice_id].text() == label
        assert dialog.difficulty_notes[choice_id].isVisible()
        assert dialog.difficulty_notes[choice_id].text() == explanation


def test_deck_names_follow_the_language(qtbot, translations) -> None:
    registry = scan_default()
    deck = next(d for d in registry.decks if d.manifest.display_name("he") != d.manifest.display_name("en"))
    translations.use("en")
    dialog = open_dialog(qtbot, translations, registry, WelcomeChoice("You", "en", "new_to_yaniv", deck.id))
    assert dialog.deck.currentText() == deck.manifest.display_name("en")
    choose(qtbot, dialog.language, "he")
    settle(qtbot)
    assert dialog.deck.currentData() == deck.id and dialog.deck.currentText() == deck.manifest.display_name("he")
    assert cut_off(dialog) == []


def test_the_first_match_of_each_choice() -> None:
    gentle = settings_for(WelcomeChoice("Noa", "en", "new_to_yaniv", "iraqi"), ["classic", "iraqi"], "blue", seed=5)
    assert [(s.name, s.level) for s in gentle.seats] == [("Noa", None), ("Dana", Level.BEGINNER)]
    assert gentle.rules == RuleSet(players=2) and gentle.deck_skins == ("iraqi",)
    assert gentle.table_colour == "blue" and gentle.seed == 5 and gentle.you == 0
    hard = settings_for(WelcomeChoice(DEFAULT_NAME, "he", "challenge_me", "gone"), ["classic"])
    assert [s.level for s in hard.seats] == [None] + [Level.EXPERT] * 3
    assert hard.deck_skins == ("classic",)  # a deck no longer installed: the one the table draws


def run_modal(qtbot, act) -> list[BaseException]:
    """Run ``act`` on the welcome once it is open (it is closed if ``act`` fails)."""
    return when_modal(qtbot, act)


def test_start_playing_stores_the_choices_and_the_next_start_keeps_them(qtbot, translations, tmp_path) -> None:
    translations.use("en")
    settings = Settings.load(tmp_path / "settings.json")
    assert needs_welcome(settings) and settings.difficulty == "new_to_yaniv"

    def pick(dialog: WelcomeDialog) -> None:
        type_name(qtbot, dialog, "Noa")
        click(qtbot, dialog.difficulty_buttons["new_to_yaniv"])
        choose(qtbot, dialog.deck, "iraqi")
        click(qtbot, dialog.start)

    failures = run_modal(qtbot, pick)
    match = show_welcome(None, settings, translations, DECKS)
    assert not failures, failures
    assert match is not None and match.rules.players == 2 and match.seats[0].name == "Noa"
    assert match.deck_skins == ("iraqi",)
    assert not needs_welcome(settings)
    saved = Settings.load(tmp_path / "settings.json")
    assert (saved.player_name, saved.difficulty, saved.welcomed) == ("Noa", "new_to_yaniv", True)
    assert resolve(saved.language) == "en"  # "system" stays when the system speaks English
    again = first_match("classic", saved, ["classic", "iraqi"])  # the next start: the same table
    assert [s.level for s in again.seats] == [None, Level.BEGINNER] and again.deck_skins == ("iraqi",)
    assert choice_from_settings(saved, "iraqi") == WelcomeChoice("Noa", "en", "new_to_yaniv", "iraqi")


def test_skip_stores_only_that_the_welcome_was_seen(qtbot, translations, tmp_path) -> None:
    translations.use("en")
    settings = Settings.load(tmp_path / "settings.json")
    failures = run_modal(qtbot, lambda dialog: click(qtbot, dialog.skip))
    assert show_welcome(None, settings, translations, DECKS) is None
    assert not failures, failures
    saved = Settings.load(tmp_path / "settings.json")
    assert saved.welcomed and not needs_welcome(saved)
    assert (saved.player_name, saved.difficulty, saved.last_new_match) == ("You", "new_to_yaniv", None)


def test_a_language_chosen_then_skipped_stays(qtbot, translations, tmp_path) -> None:
    translations.use("en")
    settings = Settings.load(tmp_path / "settings.json")

    def hebrew_then_skip(dialog: WelcomeDialog) -> None:
        choose(qtbot, dialog.language, "he")
        settle(qtbot)
        click(qtbot, dialog.skip)

    failures = run_modal(qtbot, hebrew_then_skip)
    assert show_welcome(None, settings, translations, DECKS) is None
    assert not failures, failures
    assert translations.language == "he" and settings.language == "he" and settings.welcomed


def test_after_a_skipped_welcome_the_first_match_has_the_newcomers_opponents(tmp_path) -> None:
    from yaniv_desktop.ai.player import Level
    from yaniv_desktop.storage import Storage
    from yaniv_desktop.ui.play.match_setup import first_match

    with Storage.open(tmp_path / "profile") as storage:
        before = first_match("classic", storage.settings)
        assert [s.level for s in before.seats[1:]] == [Level.INTERMEDIATE] * 3, "no welcome yet: as before"
        storage.settings.set("welcomed", True)
        after = first_match("classic", storage.settings)
        assert [s.level for s in after.seats[1:]] == [Level.BEGINNER] and after.seats[0].is_human
