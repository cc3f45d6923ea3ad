"""The new-match dialog, driven as a player drives it: clicks on its lists, boxes and
buttons, in English and right to left.

It shows the decks the match will really be played with (and one picker per deck),
explains every option in words a player can see, and never scrolls sideways — also on
a 1024×700 screen (checked in a child process whose screen is that size).

Run as a program (``python tests/ui/test_new_match_dialog.py OUT_DIR LANG…``) it prints,
as JSON, how the dialog fits the screen Qt was started with, and saves its pictures there.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.ui.dialogs.new_match import EXPLANATION, RLM, NewMatchDialog
from yaniv_desktop.ui.dialogs.option_info import BY_NAME, OPTIONS
from yaniv_desktop.ui.dialogs.rules_page import RulesDialog
from yaniv_desktop.ui.play.match_setup import choose_new_match, first_match, settings_from_choices
from yaniv_desktop.ui.text.i18n import Translations

# A list opened with a click grabs the keyboard, which the offscreen screen cannot do.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")

# The order a registry lists decks in: alphabetical, so the first is not the one played.
DECKS = [("algerian", "Algerian Family"), ("classic", "Classic"), ("iraqi", "Iraqi")]
LANGUAGES = ("en", "he", "ar")
SHOTS = "helper-dialog"




@pytest.fixture(scope="module")
def shots() -> Path:
    folder = Path(__file__).resolve().parents[2] / "test-output" / SHOTS
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def open_dialog(qtbot, deck_ids=DECKS, initial=None) -> NewMatchDialog:
    dialog = NewMatchDialog(deck_ids, initial)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    settle(qtbot)
    return dialog


def settle(qtbot) -> None:
    """Let the layouts finish (a scroll area hears of its content's new size late)."""
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(10)


# ----- a player's hands ----------------------------------------------------------------

def choose(qtbot, combo: QComboBox, data: object) -> None:
    """Open the list with a click and click the entry."""
    row = combo.findData(data)
    assert row >= 0, f"{data!r} is not offered"
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # the list ignores a release this soon after opening
    index = view.model().index(row, 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=2000)
    assert combo.currentData() == data


def type_number(qtbot, spin: QSpinBox, value: int) -> None:
    """Click into the box, select what is there and type the number."""
    qtbot.mouseClick(spin.findChild(QLineEdit), Qt.MouseButton.LeftButton)
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Tab)
    assert spin.value() == value


def click(qtbot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def ok_button(dialog: NewMatchDialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def cancel_button(dialog: NewMatchDialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)


def deck_picker_shown(dialog: NewMatchDialog, number: int) -> bool:
    return dialog.skins[number - 1].isVisible() and dialog.skin_labels[number - 1].isVisible()


def when_modal(qtbot, act: Callable[[QDialog], None]) -> list[BaseException]:
    """Run ``act`` on the modal dialog once it is open; it is closed even if ``act``
    fails (the failure is returned, to be raised outside the dialog's event loop)."""
    failures: list[BaseException] = []

    def attempt(tries: int = 200) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            if tries:
                QTimer.singleShot(10, lambda: attempt(tries - 1))
            else:
                failures.append(AssertionError("no dialog opened"))
            return
        try:
            act(dialog)
        except BaseException as error:  # noqa: BLE001 - handed back to the test
            failures.append(error)
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, attempt)
    return failures


def sideways_scrolling(dialog: QWidget) -> list[str]:
    """Every scroll area of the dialog that shows, or would need, a sideways scroll bar."""
    found = []
    for area in dialog.findChildren(QScrollArea):
        bar = area.horizontalScrollBar()
        if bar.isVisible() or bar.maximum() > 0:
            found.append(f"{area.objectName() or type(area).__name__}: range {bar.maximum()}, "
                         f"content {area.widget().minimumSizeHint().width()} px in {area.viewport().width()} px")
    return found


def cut_off(dialog: QWidget) -> list[str]:
    """Lists too narrow for their text (a clipped "Automatic (one deck for 4 pl…")."""
    return [f"{combo.accessibleName()}: {combo.width()} px for {combo.sizeHint().width()} px"
            for combo in dialog.findChildren(QComboBox)
            if combo.isVisible() and combo.width() < combo.sizeHint().width()]


def explanation_of(dialog: NewMatchDialog, name: str) -> QLabel:
    """The visible explanation under an option's editor."""
    note = dialog.editors[name].parentWidget().findChild(QLabel, EXPLANATION)
    assert note is not None, f"{name} has no explanation under it"
    return note


def inside_viewport(area: QScrollArea, widget: QWidget) -> bool:
    corner = widget.mapTo(area.viewport(), QPoint(0, 0))
    return area.viewport().rect().contains(QRect(corner, widget.size()))


# ----- 1. one truth about the decks ------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "he"])
def test_the_deck_pickers_show_the_decks_that_will_be_played(qtbot, translations, language, shots) -> None:
    translations.use(language)
    dialog = open_dialog(qtbot)
    decks = dialog.editors["decks"]
    # Four players, "automatic": one deck, and it is the deck the table plays (not the
    # alphabetically first one), said so in the decks box itself.
    assert dialog.skins[0].currentData() == "classic"
    assert deck_picker_shown(dialog, 1) and not deck_picker_shown(dialog, 2)
    assert decks.currentData() == "auto" and "4" in decks.currentText()
    if language == "en":
        assert decks.currentText() == "Automatic (one deck for 4 players)"
        assert dialog.skin_labels[0].text() == "Deck"
    else:
        assert "Automatic" not in decks.currentText() and dialog.skin_labels[0].text() != "Deck"
    one_deck_text = decks.currentText()

    click(qtbot, dialog.add_seat)  # a fifth player: automatic now means two decks
    assert deck_picker_shown(dialog, 1) and deck_picker_shown(dialog, 2)
    assert decks.currentText() != one_deck_text and "5" in decks.currentText()
    if language == "en":
        assert decks.currentText() == "Automatic (two decks for 5 players)"
        assert [label.text() for label in dialog.skin_labels] == ["Deck 1", "Deck 2"]
    assert dialog.skins[1].currentData() == "classic"  # the second deck repeats the first
    choose(qtbot, dialog.skins[1], "iraqi")
    dialog.grab().save(str(shots / f"two-decks-{language}.png"))
    shown = tuple(combo.currentData() for combo in dialog.skins if combo.isVisible())
    assert shown == ("classic", "iraqi")
    click(qtbot, ok_button(dialog))
    assert dialog.result() == QDialog.DialogCode.Accepted
    settings = dialog.settings()
    assert settings.rules.deck_count == 2 and settings.deck_skins == shown

    # One deck chosen by hand at five players: the second picker goes, and so does its deck.
    dialog.show()
    choose(qtbot, decks, 1)
    assert not deck_picker_shown(dialog, 2)
    assert dialog.settings().deck_skins == ("classic",) and dialog.settings().rules.deck_count == 1
    choose(qtbot, decks, 2)
    click(qtbot, dialog.remove_seat)  # back to four, but two decks were asked for
    assert deck_picker_shown(dialog, 2) and dialog.settings().deck_skins == ("classic", "iraqi")
    click(qtbot, cancel_button(dialog))
    assert dialog.result() == QDialog.DialogCode.Rejected


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_remembered_set_up_the_first_match_and_the_dialog_agree(qtbot, translations, language) -> None:
    translations.use(language)
    known = [deck_id for deck_id, _ in DECKS]
    # Six players under "automatic" (two decks), remembered with one deck that has since
    # been deleted and no second deck at all (an older version kept only one).
    remembered = {"seats": [{"name": "Shira", "level": None}] + [{"name": f"P{i}", "level": "beginner"}
                                                               for i in range(5)],
                  "preset": "israeli", "options": {"decks": "auto"}, "decks": ["deleted-deck"]}
    at_start = first_match("classic", SimpleNamespace(last_new_match=remembered), known_decks=known)
    assert at_start.rules.deck_count == 2 and at_start.deck_skins == ("classic", "classic")
    dialog = open_dialog(qtbot, initial=remembered)
    assert deck_picker_shown(dialog, 2)
    assert tuple(combo.currentData() for combo in dialog.skins) == at_start.deck_skins
    assert "6" in dialog.editors["decks"].currentText()
    click(qtbot, ok_button(dialog))
    assert dialog.settings().deck_skins == at_start.deck_skins
    # What the dialog remembers comes back as the same table next time.
    assert settings_from_choices(dialog.choices(), known).deck_skins == at_start.deck_skins
    # Without a list of installed decks the remembered one is kept, the second repeats it.
    assert settings_from_choices(remembered).deck_skins == ("deleted-deck", "deleted-deck")


@pytest.mark.parametrize("language", ["en", "he"])
def test_new_match_from_the_game_menu_plays_the_decks_the_dialog_shows(qtbot, translations, language,
                                                                      tmp_path, shots) -> None:
    from yaniv_desktop.storage import Storage
    from yaniv_desktop.ui.shell.main_window import MainWindow

    translations.use(language)
    storage = Storage.open(tmp_path / "profile")
    window = MainWindow(move_delay_ms=0, storage=storage, translations=translations,
                        new_match_chooser=choose_new_match)
    window.scene.animations_enabled = False
    qtbot.addWidget(window)
    window.show()
    known = window.images.registry.ids()
    window.start_match(first_match("classic", storage.settings, known))  # as the app starts
    assert window.controller.settings.deck_skins == ("classic",)
    names = {d.id: d.manifest.display_name(language) for d in window.images.registry.decks}
    other = next(deck_id for deck_id in known if deck_id != "classic")
    seen: dict[str, object] = {}

    def two_decks(dialog: QDialog) -> None:
        assert isinstance(dialog, NewMatchDialog)
        seen["first"] = dialog.skins[0].currentText()
        choose(qtbot, dialog.editors["decks"], 2)
        assert deck_picker_shown(dialog, 2)
        choose(qtbot, dialog.skins[1], other)
        seen["shown"] = tuple(combo.currentData() for combo in dialog.skins if combo.isVisible())
        dialog.grab().save(str(shots / f"from-the-menu-{language}.png"))
        click(qtbot, ok_button(dialog))

    failures = when_modal(qtbot, two_decks)
    window.action("new_match").trigger()
    assert not failures, failures
    assert seen["first"] == names["classic"], "the dialog showed the deck on the table"
    played = window.controller.settings
    assert played.deck_skins == seen["shown"] == ("classic", other) and played.rules.deck_count == 2
    assert tuple(choice.deck_id for choice in window.images.table.choices) == played.deck_skins
    # The next start-up deals the same table, and the dialog opens on it again.
    assert first_match("classic", storage.settings, known).deck_skins == played.deck_skins

    def look_and_cancel(dialog: QDialog) -> None:
        assert isinstance(dialog, NewMatchDialog)
        seen["again"] = tuple(combo.currentData() for combo in dialog.skins if combo.isVisible())
        choose(qtbot, dialog.skins[0], other)
        click(qtbot, cancel_button(dialog))

    controller = window.controller
    failures = when_modal(qtbot, look_and_cancel)
    window.action("new_match").trigger()
    assert not failures, failures
    assert seen["again"] == played.deck_skins
    assert window.controller is controller and storage.settings.last_new_match["decks"][0] == "classic"
    window.close()
    storage.close()


def test_the_rules_page_says_what_automatic_decks_mean(qtbot, translations) -> None:
    for players, english in ((4, "Automatic (one deck for 4 players)"), (6, "Automatic (two decks for 6 players)")):
        page = RulesDialog(RuleSet(players=players))
        qtbot.addWidget(page)
        assert english in page.browser.toPlainText()
    translations.use("ar")
    page = RulesDialog(RuleSet(players=2))
    qtbot.addWidget(page)
    assert "شدّة واحدة للاعبَين" in page.browser.toPlainText()  # Arabic says "two players" in the dual


# ----- 2. every term explained where it is seen --------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_every_option_is_explained_under_it(qtbot, translations, language, shots) -> None:
    translations.use(language)
    dialog = open_dialog(qtbot)
    for info in OPTIONS:
        note = explanation_of(dialog, info.name)
        assert note.isVisible() and note.text().lstrip(RLM) == info.shown_tooltip
        assert note.geometry().top() >= dialog.editors[info.name].geometry().bottom(), "under its editor"
        if language != "en":
            assert note.text().lstrip(RLM) != info.tooltip, f"{info.name} is explained in {language}"
    assert "someone holds as little as the caller" in BY_NAME["assaf"].tooltip  # what an Assaf is, not only "off"
    # A player scrolls to the house rules, reads them and turns two on.
    for name in ("racheli", "milestone_theft"):
        box = dialog.editors[name]
        assert isinstance(box, QCheckBox) and not box.isChecked()
        dialog.rules_scroll.ensureWidgetVisible(box.parentWidget())  # the option and its explanation
        settle(qtbot)
        assert inside_viewport(dialog.rules_scroll, explanation_of(dialog, name))
        click(qtbot, box)
        assert box.isChecked() and explanation_of(dialog, name).isVisible()
    # With the keyboard: Tab from one option to the next brings it and its explanation into view.
    dialog.editors["jokers_per_deck"].setFocus()
    for name in ("hand_size", "court_values", "jacks_are_zero", "jacks_wild", "direction", "round_starter"):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.editors[name]
        assert inside_viewport(dialog.rules_scroll, explanation_of(dialog, name)), name
    dialog.rules_scroll.ensureWidgetVisible(dialog.editors["milestones"])
    settle(qtbot)
    dialog.grab().save(str(shots / f"house-rules-{language}.png"))
    type_number(qtbot, dialog.editors["elimination_limit"], 150)
    click(qtbot, ok_button(dialog))
    rules = dialog.settings().rules
    assert rules.racheli and rules.milestone_theft and rules.elimination_limit == 150


# ----- 3. no sideways scrolling, and the dialog fits the screen ------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_scrolls_sideways_and_the_dialog_fits_the_screen(qtbot, translations, language, shots) -> None:
    translations.use(language)
    registry = scan_default()
    dialog = open_dialog(qtbot, [(d.id, d.manifest.display_name(language)) for d in registry.decks])
    room, frame = dialog.screen().availableGeometry(), dialog.frameGeometry()
    assert frame.width() <= room.width() and frame.height() <= room.height()
    assert frame.width() <= 1024 and frame.height() <= 700
    assert sideways_scrolling(dialog) == [] and cut_off(dialog) == []
    dialog.grab().save(str(shots / f"default-{language}.png"))
    while dialog.add_seat.isEnabled():  # eight players, two decks: the longest texts
        click(qtbot, dialog.add_seat)
    settle(qtbot)
    assert len(dialog.rows) == 8 and deck_picker_shown(dialog, 2)
    assert sideways_scrolling(dialog) == [] and cut_off(dialog) == []
    dialog.grab().save(str(shots / f"eight-players-{language}.png"))
    dialog.resize(1024, 700)
    settle(qtbot)
    assert sideways_scrolling(dialog) == [] and cut_off(dialog) == []
    assert not dialog.rules_scroll.widget().stacked(), "room enough for each label beside its box"
    assert dialog.minimumSizeHint().width() <= 1024 and dialog.minimumSizeHint().height() <= 700
    click(qtbot, cancel_button(dialog))


def test_on_a_1024_by_700_screen_the_dialog_fits_without_scrolling_sideways(tmp_path, shots) -> None:
    screen = {"screens": [{"name": "small", "x": 0, "y": 0, "width": 1024, "height": 700,
                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps(screen))
    root = str(Path(__file__).resolve().parents[2])  # this checkout's package, whatever is installed
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "PYTHONPATH": os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")]))}
    done = subprocess.run([sys.executable, __file__, str(shots), *LANGUAGES], capture_output=True, text=True,
                          timeout=180, env=env)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert [r["language"] for r in report] == list(LANGUAGES)
    for r in report:
        assert r["screen"] == [1024, 700], r
        for state in ("default", "eight players", "whole screen"):
            width, height = r[state]["frame"]
            assert width <= 1024 and height <= 700, r
            assert r[state]["sideways"] == [] and r[state]["cut off"] == [], r
            assert not r[state]["stacked"], r  # each label beside its box at this size


def measure(out: Path, languages: list[str]) -> list[dict]:
    """How the dialog fits the screen this process was started with, per language."""
    app = QApplication.instance() or QApplication([])
    translations = Translations(app)
    registry = scan_default()
    report = []
    for language in languages:
        translations.use(language)
        dialog = NewMatchDialog([(d.id, d.manifest.display_name(language)) for d in registry.decks])
        room = dialog.screen().availableGeometry()
        entry: dict = {"language": language, "screen": [room.width(), room.height()]}

        def look(state: str, dialog: NewMatchDialog = dialog, entry: dict = entry) -> None:
            for _ in range(5):
                app.processEvents()
            frame = dialog.frameGeometry()
            entry[state] = {"frame": [frame.width(), frame.height()], "sideways": sideways_scrolling(dialog),
                            "cut off": cut_off(dialog), "stacked": dialog.rules_scroll.widget().stacked()}

        dialog.show()
        look("default")
        dialog.grab().save(str(out / f"screen-1024x700-{language}.png"))
        while dialog.add_seat.isEnabled():
            dialog.add_seat.click()
        look("eight players")
        frame = dialog.frameGeometry().size() - dialog.size()
        dialog.resize(room.size() - frame)  # the whole screen, borders and all
        look("whole screen")
        dialog.close()
        report.append(entry)
    translations.use("en")
    return report


if __name__ == "__main__":
    print(json.dumps(measure(Path(sys.argv[1]), sys.argv[2:])))
