"""The tutorial, played as a player plays it: clicks on the real cards, the stock and the
buttons, in English and in Hebrew and Arabic (right to left).  Each step says what to do and
waits for it; a wrong move is not made, the step stays and says why; Leave works at every
step; another match started from the menus ends it; the tutorial match is never saved nor
put in the history.  A picture of every step goes to /tmp/shots/tutorial-<lang>-<NN>.png.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from yaniv_desktop.core import messages
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.outcome import Outcome
from yaniv_desktop.storage import Storage
from yaniv_desktop.ui.play.controller import GameController
from yaniv_desktop.ui.shell.main_window import MainWindow
from yaniv_desktop.ui.text.bidi import cards_text, isolate
from yaniv_desktop.ui.text.i18n import engine_text
from yaniv_desktop.ui.tutorial.controller import TutorialController
from yaniv_desktop.ui.tutorial.overlay import TutorialOverlay
from yaniv_desktop.ui.tutorial.runner import Tutorial, start_tutorial
from yaniv_desktop.ui.tutorial.script import NEXT_FIRST, STEPS, YOU, cards, step_index

from .helpers import click_card, click_item, wait_for_human_or_end

LANGUAGES = ["en", "he", "ar"]
SHOTS = Path("/tmp/shots")
NBSP = "\u00a0"


@pytest.fixture
def storage(tmp_path):
    opened = Storage.open(tmp_path / "profile")
    yield opened
    opened.close()


@pytest.fixture
def window(qtbot, translations, storage):
    w = MainWindow(move_delay_ms=0, storage=storage, translations=translations)
    w.move_delay_ms = 0  # the saved speed set it again: no pause between the computer's moves here
    w.scene.animations_enabled = False
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def open_tutorial(window: MainWindow) -> Tutorial:
    """Help → Tutorial when the menu has it; else the call that menu item makes."""
    if "tutorial" in window.built.actions:
        window.action("tutorial").trigger()
        return window.findChildren(Tutorial)[-1]
    return start_tutorial(window)


def tr(text: str) -> str:
    return QCoreApplication.translate("Tutorial", text)


def card(name: str):
    return cards(name)[0]


# ----- a player's hands on the table -----------------------------------------------------------

def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def throw(qtbot, window: MainWindow, names: str) -> None:
    for name in names.split():
        click_card(qtbot, window, card(name))
    click(qtbot, window.bar.throw)


def unselect(qtbot, window: MainWindow) -> None:
    for chosen in list(window.play.selection):
        click_card(qtbot, window, chosen)
    assert window.play.selection == []


def take_stock(qtbot, window: MainWindow) -> None:
    click_item(qtbot, window, window.scene.stock_item)


def settle(qtbot, window: MainWindow) -> None:
    """The computer's scripted moves done: the person's turn, or the round's end."""
    wait_for_human_or_end(qtbot, window, timeout=5000)


DO = {  # the move each step asks for, made with the mouse
    "throw_single": lambda qtbot, w: throw(qtbot, w, "KS"),
    "take_stock": take_stock,
    "throw_set": lambda qtbot, w: throw(qtbot, w, "9C 9D"),
    "try_middle": lambda qtbot, w: click_card(qtbot, w, card("5H")),
    "take_end": lambda qtbot, w: click_card(qtbot, w, card("6H")),
    "throw_run": lambda qtbot, w: throw(qtbot, w, "6H 7H 8H"),
    "stock_again": take_stock,
    "call_yaniv": lambda qtbot, w: click(qtbot, w.bar.yaniv),
    "call_again": lambda qtbot, w: click(qtbot, w.bar.yaniv),
}


def do_step(qtbot, window: MainWindow, tutorial: Tutorial) -> None:
    step = tutorial.step
    settle(qtbot, window)
    if step.id in DO:
        DO[step.id](qtbot, window)
    else:
        assert tutorial.overlay.next_button.isVisible()
        click(qtbot, tutorial.overlay.next_button)
    settle(qtbot, window)


def play_to(qtbot, window: MainWindow, tutorial: Tutorial, step_id: str) -> None:
    while tutorial.step.id != step_id:
        before = tutorial.index
        do_step(qtbot, window, tutorial)
        assert tutorial.index == before + 1, f"{STEPS[before].id} did not go on"


def shown(tutorial: Tutorial) -> str:
    return tutorial.overlay.sentence.text()


def expect_step(tutorial: Tutorial, step_id: str) -> None:
    """The panel shows this step: its number, its sentence in the language of the moment."""
    assert tutorial.step.id == step_id
    number = step_index(step_id) + 1
    assert tutorial.overlay.counter.text() == tr("Step {number} of {count}").format(number=number, count=len(STEPS))
    assert shown(tutorial) == tr(tutorial.step.text).format(**tutorial.fields())
    assert tutorial.overlay.isVisible() and not tutorial.overlay.why.isVisible()


def wrong_move_is_refused(tutorial: Tutorial, window: MainWindow, before) -> None:
    """The move was not made, the step stays, and both the panel and the message line say why."""
    state = window.controller.round
    assert (sorted(state.hands[YOU]), state.phase, len(state.log)) == before
    why = tr(tutorial.step.wrong).format(**tutorial.fields())
    assert tutorial.overlay.why.isVisible() and tutorial.overlay.why.text() == why
    assert window.bar.message.text() == why


def snapshot(window: MainWindow):
    state = window.controller.round
    return sorted(state.hands[YOU]), state.phase, len(state.log)


def save(window: MainWindow, language: str, number: int) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / f"tutorial-{language}-{number:02d}.png"))


# ----- the whole tutorial -------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_the_whole_tutorial_played_by_clicks(qtbot, window, storage, language: str) -> None:
    window.action(f"language:{language}").trigger()
    tutorial = open_tutorial(window)
    controller = window.controller
    assert isinstance(controller, TutorialController) and tutorial.active
    assert controller.settings.rules.players == 2 and controller.names[1] == "Dana"
    overlay = tutorial.overlay
    assert overlay.parentWidget() is window.table
    rtl = language in ("he", "ar")
    assert (overlay.layoutDirection() == Qt.LayoutDirection.RightToLeft) == rtl
    shot = 0

    def picture() -> None:
        nonlocal shot
        shot += 1
        save(window, language, shot)

    # 1 welcome: only Next goes on; a move is not made yet
    expect_step(tutorial, "welcome")
    assert overlay.next_button.isVisible() and overlay.next_button.text() == tr("Next")
    picture()
    before = snapshot(window)
    throw(qtbot, window, "KS")
    assert tutorial.step.id == "welcome"
    wrong_move_is_refused(tutorial, window, before)
    assert overlay.why.text() == tr(NEXT_FIRST)
    unselect(qtbot, window)
    click(qtbot, overlay.next_button)

    # 2 one card: K♠, pointed at; another card is refused
    expect_step(tutorial, "throw_single")
    assert not overlay.next_button.isVisible()
    assert window.play.hinted == {card("KS")}
    assert isolate("K♠") in shown(tutorial)
    picture()
    before = snapshot(window)
    throw(qtbot, window, "9C")
    wrong_move_is_refused(tutorial, window, before)
    unselect(qtbot, window)
    throw(qtbot, window, "KS")

    # 3 the stock: pointed at; the face-up 10♣ is refused
    expect_step(tutorial, "take_stock")
    assert window.play.hint_stock and window.scene.stock_item.hinted
    picture()
    before = snapshot(window)
    click_card(qtbot, window, card("10C"))
    wrong_move_is_refused(tutorial, window, before)
    take_stock(qtbot, window)
    assert card("2S") in controller.round.hands[YOU]

    # 4 a set: the computer has thrown its run meanwhile
    expect_step(tutorial, "throw_set")
    settle(qtbot, window)
    assert controller.round.last_throw == cards("4H 5H 6H")
    assert window.play.hinted == set(cards("9C 9D"))
    picture()
    throw(qtbot, window, "9C 9D")

    # 5 the middle of the run: refused by the engine, which the step waits for
    expect_step(tutorial, "try_middle")
    assert cards_text(cards("4H 5H 6H")).replace(" ", NBSP) in shown(tutorial)
    picture()
    before = snapshot(window)
    click_card(qtbot, window, card("6H"))  # an end, but not yet: the step asks to try the middle
    wrong_move_is_refused(tutorial, window, before)
    click_card(qtbot, window, card("5H"))
    assert controller.round.phase is Phase.DRAW and card("5H") not in controller.round.hands[YOU]
    assert window.bar.message.text() == engine_text(messages.CANNOT_TAKE, card="5♥", allowed="4♥ / 6♥")

    # 6 an end: the 6♥ (the 4♥ is an end too, but not the one that makes a run)
    expect_step(tutorial, "take_end")
    assert window.play.hinted == {card("6H")} and window.play.focus == card("6H")
    picture()
    before = snapshot(window)
    click_card(qtbot, window, card("4H"))
    wrong_move_is_refused(tutorial, window, before)
    click_card(qtbot, window, card("6H"))
    assert card("6H") in controller.round.hands[YOU]

    # 7 a run
    expect_step(tutorial, "throw_run")
    settle(qtbot, window)
    picture()
    throw(qtbot, window, "6H 7H 8H")

    # 8 the stock again, not the computer's Q♣
    expect_step(tutorial, "stock_again")
    picture()
    before = snapshot(window)
    click_card(qtbot, window, card("QC"))
    wrong_move_is_refused(tutorial, window, before)
    take_stock(qtbot, window)

    # 9 Yaniv: the hand's value beside the hand, the button pointed at; a throw is refused
    expect_step(tutorial, "call_yaniv")
    settle(qtbot, window)
    assert controller.round.hand_value(YOU) == 3 and window.bar.yaniv.isEnabled()
    assert window.bar.yaniv.property("pointed") and window.bar.yaniv.property("lit")
    hand_value = QCoreApplication.translate("TablePanel", "Your hand: {value}").format(value=3)
    assert any(hand_value in label.text() for _, label in window.scene._badges if label.isVisible())
    assert shown(tutorial) == tr(STEPS[step_index("call_yaniv")].text).format(**tutorial.fields())
    picture()
    before = snapshot(window)
    throw(qtbot, window, "2S")
    wrong_move_is_refused(tutorial, window, before)
    unselect(qtbot, window)
    click(qtbot, window.bar.yaniv)

    # 10 the round's end: a won call; Next deals the next round
    expect_step(tutorial, "round_end")
    result = controller.match.records[0].result
    assert result.outcome is Outcome.SUCCESS and result.points == (0, 12)
    assert overlay.next_button.isVisible()
    assert not overlay.geometry().intersects(window.play.sheet.geometry()), "the panel covers the reveal"
    picture()
    assert storage.history.count() == 0 and storage.autosave.load() is None  # never kept
    click(qtbot, overlay.next_button)

    # 11 the second round: call again
    expect_step(tutorial, "call_again")
    assert controller.match.round_number == 1 and controller.round.hand_value(YOU) == 7
    picture()
    click(qtbot, window.bar.yaniv)

    # 12 the Assaf
    expect_step(tutorial, "assaf")
    result = controller.match.records[1].result
    assert result.outcome is Outcome.ASSAF and result.assaf_by == 1 and result.points == (37, 0)
    assert isolate(f"7{NBSP}+{NBSP}30{NBSP}={NBSP}37") in shown(tutorial)
    picture()
    click(qtbot, overlay.next_button)

    # 13 done: Finish plays a real match
    expect_step(tutorial, "done")
    assert overlay.next_button.text() == tr("Finish")
    picture()
    assert storage.history.count() == 0
    click(qtbot, overlay.next_button)
    assert not tutorial.active
    assert not isinstance(window.controller, TutorialController) and window.controller is not controller
    assert not [o for o in window.table.findChildren(TutorialOverlay) if o.isVisible()]
    assert window.play.hinted == frozenset() and not window.bar.yaniv.property("pointed")
    for row in storage.history.page():  # whatever is kept now is the real match, not the tutorial
        assert row.seats != 2 or row.rounds_played == 0


# ----- leaving, and being left ---------------------------------------------------------------

@pytest.mark.parametrize("step_id", [s.id for s in STEPS])
def test_leave_works_at_every_step(qtbot, window, storage, step_id: str) -> None:
    tutorial = open_tutorial(window)
    tutorial_match = window.controller
    play_to(qtbot, window, tutorial, step_id)
    leave = tutorial.overlay.leave_button
    assert leave.isVisible() and leave.text() == QCoreApplication.translate("TutorialOverlay", "Leave the tutorial")
    click(qtbot, leave)
    assert not tutorial.active and tutorial.overlay is None
    assert not [o for o in window.table.findChildren(TutorialOverlay) if o.isVisible()]
    new = window.controller
    assert type(new) is GameController and new is not tutorial_match
    assert window.play.hinted == frozenset() and not window.play.hint_stock
    assert not window.bar.yaniv.property("pointed")
    assert storage.autosave.load() is None or storage.autosave.load().match.rules.players == new.settings.rules.players
    assert all(row.seats == new.settings.rules.players for row in storage.history.page())


@pytest.mark.parametrize("language", ["he", "ar"])
def test_leave_in_a_right_to_left_language(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    tutorial = open_tutorial(window)
    play_to(qtbot, window, tutorial, "take_end")
    click(qtbot, tutorial.overlay.leave_button)
    assert not tutorial.active and type(window.controller) is GameController


def test_another_match_started_from_the_menu_ends_the_tutorial(qtbot, window) -> None:
    tutorial = open_tutorial(window)
    play_to(qtbot, window, tutorial, "throw_set")
    window.action("watch").trigger()  # Game → Watch a match: the table is the new match's
    assert not tutorial.active and tutorial.overlay is None
    assert type(window.controller) is GameController and not window.controller.settings.humans
    assert window.play.hinted == frozenset()


def test_a_tutorial_started_again_replaces_the_first(qtbot, window) -> None:
    first = open_tutorial(window)
    play_to(qtbot, window, first, "take_stock")
    second = open_tutorial(window)
    assert not first.active and second.active and second.step.id == "welcome"
    assert [o for o in window.table.findChildren(TutorialOverlay) if o.isVisible()] == [second.overlay]


def test_next_round_after_the_last_lesson_plays_a_real_match(qtbot, window) -> None:
    tutorial = open_tutorial(window)
    play_to(qtbot, window, tutorial, "assaf")
    assert window.bar.message.text() == ""  # not "press Next round": the tutorial's rounds are over
    click(qtbot, window.bar.next_round)
    assert not tutorial.active and type(window.controller) is GameController


# ----- words and pointers ------------------------------------------------------------------

def test_the_panel_follows_a_change_of_language(qtbot, window) -> None:
    tutorial = open_tutorial(window)
    play_to(qtbot, window, tutorial, "throw_single")
    window.action("language:he").trigger()
    qtbot.waitUntil(lambda: tutorial.overlay.layoutDirection() == Qt.LayoutDirection.RightToLeft, timeout=2000)
    qtbot.waitUntil(lambda: shown(tutorial) == tr(tutorial.step.text).format(**tutorial.fields()), timeout=2000)
    assert tutorial.overlay.leave_button.text() == QCoreApplication.translate("TutorialOverlay", "Leave the tutorial")
    window.action("language:en").trigger()
    qtbot.waitUntil(lambda: tutorial.overlay.layoutDirection() == Qt.LayoutDirection.LeftToRight, timeout=2000)
    qtbot.waitUntil(lambda: shown(tutorial).startswith("Each turn you throw"), timeout=2000)


def test_hint_points_at_the_steps_move(qtbot, window) -> None:
    tutorial = open_tutorial(window)
    play_to(qtbot, window, tutorial, "throw_set")
    settle(qtbot, window)
    click(qtbot, window.bar.hint)
    assert window.play.hinted == set(cards("9C 9D"))
    hint = QCoreApplication.translate("TablePanel", "Hint: {reason}").format(reason=shown(tutorial))
    assert window.bar.message.text() == hint


def test_keys_go_through_the_same_gate(qtbot, window) -> None:
    tutorial = open_tutorial(window)
    play_to(qtbot, window, tutorial, "throw_single")
    window.table.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Y)  # a call is not what this step asks (nor legal at 43)
    assert tutorial.step.id == "throw_single" and not window.controller.round.is_over
    assert window.play.focus == card("KS")  # the keyboard's cursor starts on the card pointed at
    qtbot.keyClick(window.table, Qt.Key.Key_Space)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert tutorial.step.id == "take_stock"
