"""The player-path tour: the app used only the way a person can, in each of its languages.

Every menu item is triggered through its QAction, every dialog is opened, filled,
accepted and cancelled with clicks, one match is played by mouse and one by keyboard,
the app is quit mid-match and the match resumed. At each stop every window on screen
is photographed into ``build/tour/<language>/`` and checked: nothing still in English
(outside the allow-list), nothing clipped, no window larger than the screen or off it,
no labels on the table covering each other. An exception reaching Qt's event loop or a
Qt warning fails the tour (pytest-qt, ``qt_log_level_fail`` in pyproject.toml).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QInputDialog,
    QMessageBox,
    QPushButton,
    QWidget,
)

from yaniv_desktop.core.actions import CallYaniv, Discard, DrawPile
from yaniv_desktop.core.bench import simple_policy
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.storage import Storage
from yaniv_desktop.ui.play.match_setup import choose_new_match
from yaniv_desktop.ui.shell.actions import CARD_SCALES, CHOICES, COMMANDS, SPEEDS
from yaniv_desktop.ui.shell.app import offer_resume
from yaniv_desktop.ui.shell.main_window import MainWindow
from yaniv_desktop.ui.text.i18n import RIGHT_TO_LEFT, Translations

from ..helpers import play_human_turn_by_clicks, wait_for_human_or_end
from . import inspect

LANGUAGES = ("en", "he", "ar", "sv", "nl")
TOUR_DIR = Path(__file__).resolve().parents[3] / "build" / "tour"


class Tour:
    """One language's walk through the app; it keeps what it reached and what it found wrong."""

    def __init__(self, qtbot, storage: Storage, translations: Translations, language: str) -> None:
        self.qtbot = qtbot
        self.storage = storage
        self.translations = translations
        self.language = language
        self.folder = TOUR_DIR / language
        self.folder.mkdir(parents=True, exist_ok=True)
        self.stops: list[str] = []
        self.reached: set[str] = set()
        self.problems: list[str] = []
        self.window = self.open_window()

    def open_window(self) -> MainWindow:
        window = MainWindow(new_match_chooser=choose_new_match, storage=self.storage, translations=self.translations,
                            move_delay_ms=0)
        self.qtbot.addWidget(window)
        window.scene.animations_enabled = False  # the tour's pace (see view_settings)
        window.move_delay_ms = 0
        window.show()  # at the size it chooses for this screen (tests/offscreen-screen.json)
        self.qtbot.waitExposed(window)
        return window

    # ----- moving around ----------------------------------------------------------------

    def trigger(self, action_id: str) -> None:
        self.reached.add(action_id)
        action = self.window.action(action_id)
        assert action.isEnabled(), f"{action_id} is disabled"
        action.trigger()

    def with_modal(self, action_id: str, handle: Callable[[QWidget], None]) -> None:
        """Trigger an action that opens a modal dialog (``exec``), and deal with the dialog."""
        self.modal(lambda: self.trigger(action_id), handle)

    def modal(self, open_it: Callable[[], object], handle: Callable[[QWidget], None],
              kind: type[QWidget] = QDialog) -> None:
        """Do what opens a modal dialog of ``kind`` (a menu item, a button), and deal with it."""
        handled: list[bool] = []
        when_modal(kind, lambda dialog: (handle(dialog), handled.append(True)))
        open_it()
        self.qtbot.waitUntil(lambda: bool(handled), timeout=10_000)

    def click(self, button: QWidget) -> None:
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def cancel(self, name: str) -> Callable[[QWidget], None]:
        def handle(dialog: QWidget) -> None:
            self.stop(name)
            dialog.reject()
        return handle

    def visible_tops(self) -> list[QWidget]:
        return [w for w in QApplication.topLevelWidgets() if w.isVisible()]

    def stop(self, name: str) -> None:
        """Photograph every window on screen and check what a person would see."""
        if self.window.isVisible():  # the cards' pictures, not their placeholders
            self.qtbot.waitUntil(lambda: not self.window.images.busy, timeout=20_000)
        for _ in range(3):  # layouts that depend on others' sizes settle over a few passes
            QApplication.processEvents()
        number = len(self.stops) + 1
        self.stops.append(name)
        tops = self.visible_tops()
        for top in tops:
            top.grab().save(str(self.folder / f"{number:02d}-{name}-{type(top).__name__}.png"))
        found = (inspect.untranslated(tops, self.language) + inspect.clipped(tops) + inspect.elided_cells(tops)
                 + inspect.scrolled_sideways(tops) + inspect.off_screen(tops))
        if self.window.isVisible() and self.window.stack.currentWidget() is self.window.table:
            found += inspect.overlapping_labels(self.window.scene)
        self.problems.extend(f"[{self.language}] {name}: {problem}" for problem in found)

    # ----- playing ----------------------------------------------------------------------

    def play_turn_by_mouse(self) -> None:
        play_human_turn_by_clicks(self.qtbot, self.window)

    def press(self, key: Qt.Key) -> None:
        if QApplication.activeWindow() is not self.window:
            # As a person comes back to the window after a dialog: it is the active one again.
            self.window.activateWindow()
            self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window, timeout=2000)
        self.qtbot.keyClick(self.window, key)

    def play_turn_by_keyboard(self) -> None:
        window = self.window
        play = window.play
        state = window.controller.round
        choice = simple_policy(state)
        if isinstance(choice, CallYaniv):
            self.press(Qt.Key.Key_Y)
            return
        assert isinstance(choice, Discard)
        for card in choice.cards:
            seen = []
            for _ in range(len(state.hands[window.viewer]) + 1):
                if play.focus == card:
                    break
                self.press(Qt.Key.Key_Right)
                seen.append(play.focus)
            assert play.focus == card, f"the arrow keys reach every card: {card} not in {seen}, hand {state.hands[window.viewer]}, phase {state.phase}, focus widget {QApplication.focusWidget()}"
            self.press(Qt.Key.Key_Space)
        for _ in range(4):
            if play.arranged() == choice.cards:
                break
            self.press(Qt.Key.Key_O)
        self.press(Qt.Key.Key_Return)
        if window.bar.coach_box.isVisible():
            self.qtbot.mouseClick(window.bar.coach_go, Qt.MouseButton.LeftButton)
        assert state.phase is Phase.DRAW
        draw = simple_policy(state)
        if isinstance(draw, DrawPile):
            self.press((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)[state.takeable().index(draw.card)])
        else:
            self.press(Qt.Key.Key_S)

    def play_match(self, turn: Callable[[], None], next_round: Callable[[], None], *, shots: str,
                   play_again: bool = False) -> None:
        window = self.window
        controller = window.controller
        rounds_shot = 0
        for _ in range(3000):
            wait_for_human_or_end(self.qtbot, window)
            if controller.match.is_over:
                break
            if controller.round.is_over:
                if rounds_shot < 1:
                    self.stop(f"{shots}-reveal")
                    rounds_shot += 1
                next_round()
                continue
            if controller.round.turn == 2 and rounds_shot == 0:
                self.stop(f"{shots}-table")
            turn()
        assert controller.match.is_over, "the match was played to its end"
        self.qtbot.waitUntil(lambda: getattr(window, "rematch_box", None) is not None
                             and window.rematch_box.isVisible(), timeout=5000)
        self.stop(f"{shots}-match-over")
        if play_again:
            before = window.controller
            self.click(window.rematch_box.again)
            assert window.controller is not before and not window.controller.match.is_over, "a new match began"
            assert window.controller.settings.seats == before.settings.seats
        else:
            self.click(window.rematch_box.close_button)


# ----- the stops ---------------------------------------------------------------------------

def choose_language(tour: Tour) -> None:
    for code in ("en", "he", "ar", "sv", "nl", "system", tour.language):
        tour.trigger(f"language:{code}")
        used = tour.translations.language
        assert tour.storage.settings.language == code
        assert QApplication.layoutDirection() == (
            Qt.LayoutDirection.RightToLeft if used in RIGHT_TO_LEFT else Qt.LayoutDirection.LeftToRight)
        assert tour.window.scene.mirrored == (used in RIGHT_TO_LEFT)
    assert tour.window.action(f"language:{tour.language}").isChecked()
    tour.stop("table")
    size = tour.window.size()
    tour.window.resize(1024, 700)  # a small window
    tour.stop("table-small")
    tour.window.showMaximized()
    tour.stop("table-maximised")
    tour.window.showNormal()
    tour.window.resize(size)


def view_settings(tour: Tour) -> None:
    window, settings = tour.window, tour.storage.settings
    for speed in SPEEDS:
        tour.trigger(f"speed:{speed}")
        assert settings.animation_speed == speed and window.scene.speed == speed
    for size, scale in CARD_SCALES.items():
        tour.trigger(f"card_size:{size}")
        assert settings.card_size == size and window.scene.card_scale == scale
        tour.stop(f"cards-{size}")
    tour.trigger("card_size:medium")
    tour.trigger("speed:1.0")
    for name, setting in (("animations", "animations_enabled"), ("coach", "coach")):
        before = getattr(settings, setting)
        tour.trigger(name)
        assert getattr(settings, setting) is (not before)
        tour.trigger(name)
        assert getattr(settings, setting) is before
    hand = window.controller.round.hands[window.play.viewer]
    for sort in ("sort_suit", "sort_rank"):
        tour.trigger(sort)
        assert sorted(window.play.shown_hand()) == sorted(hand) and tuple(hand) == tuple(
            window.controller.round.hands[window.play.viewer]), "sorting shows the same cards, the hand unchanged"
    for order in ("suit", "rank", "arranged"):
        tour.trigger(f"hand_order:{order}")
        assert settings.hand_order == order
        if order == "suit":
            tour.stop("hand-sorted-by-suit")
    for volume in (25, 50, 100, 70):
        tour.trigger(f"volume:{volume}")
        assert settings.sound_volume == volume and window.sound.volume == volume
    tour.trigger("sound")
    assert not settings.sound_enabled and window.sound.muted
    tour.trigger("sound")
    assert settings.sound_enabled and not window.sound.muted
    log = list(window.controller.round.log)
    tour.trigger("undo")  # not a practice match: nothing is taken back, and the line says why
    assert window.controller.round.log == log and window.bar.message.text()
    for theme in ("blue", "red", "dark", "high_contrast", "wood", "green"):
        tour.trigger(f"table_theme:{theme}")
        assert settings.table_theme == theme and window.scene.table_theme == theme
        if theme == "wood":
            tour.stop("wooden-table")
    tour.trigger("fullscreen")
    assert window.isFullScreen()
    tour.stop("full-screen")
    tour.trigger("fullscreen")
    assert not window.isFullScreen()
    # The tour's own pace: clicks land where cards are, not where they glide, and the
    # computers move as soon as they have chosen (the speed items were tried above).
    window.scene.animations_enabled = False
    window.move_delay_ms = 0


def new_match_dialog(tour: Tour) -> None:
    """Cancelled once (nothing changes), then filled in for a short two-player match."""
    window = tour.window
    before = window.controller

    def cancel(dialog: QWidget) -> None:
        tour.stop("new-match-dialog")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()

    tour.with_modal("new_match", cancel)
    assert window.controller is before

    def fill_in(dialog: QWidget) -> None:
        qtbot = tour.qtbot
        while len(dialog.rows) > 2:
            qtbot.mouseClick(dialog.remove_seat, Qt.MouseButton.LeftButton)
        dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("beginner"))
        limit = dialog.editors["elimination_limit"]
        limit.selectAll()
        qtbot.keyClicks(limit, "40")
        tour.stop("new-match-filled")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    tour.with_modal("new_match", fill_in)
    assert window.controller is not before and window.controller.settings.rules.players == 2
    assert window.controller.settings.rules.elimination_limit == 40


def decks_window(tour: Tour) -> None:
    """Every button of the Decks window, on another deck than the first."""
    window = tour.window
    tour.trigger("decks")
    gallery = window.windows.open_windows[-1]
    tour.qtbot.waitExposed(gallery)
    row = gallery.decks.row(gallery.decks.findItems("*", Qt.MatchFlag.MatchWildcard)[3])
    tour.qtbot.mouseClick(gallery.decks.viewport(), Qt.MouseButton.LeftButton,
                          pos=gallery.decks.visualItemRect(gallery.decks.item(row)).center())
    chosen = gallery.current
    tour.qtbot.waitUntil(lambda: not window.images.busy, timeout=20_000)
    tour.stop("decks")
    buttons = gallery.buttons
    tour.modal(lambda: tour.click(buttons["import"]), tour.cancel("decks-import"), QFileDialog)
    tour.modal(lambda: tour.click(buttons["export"]), tour.cancel("decks-export"), QFileDialog)

    def paper_then_file(paper: QWidget) -> None:  # Print asks the paper first, then where to save
        tour.stop("decks-print-paper")
        when_modal(QFileDialog, tour.cancel("decks-print-file"))
        paper.accept()

    tour.modal(lambda: tour.click(buttons["print"]), paper_then_file, QInputDialog)
    tour.click(buttons["showcase"])
    tour.qtbot.waitExposed(gallery.showcase)
    tour.stop("decks-showcase")
    gallery.showcase.close()
    tour.click(buttons["make"])
    tour.qtbot.waitExposed(gallery.maker)
    tour.stop("decks-maker")
    gallery.maker.reject()
    tour.click(buttons["watch"])
    assert not window.controller.settings.humans and window.controller.settings.deck_skins[0] == chosen
    tour.stop("decks-watch")
    gallery.close()


def history_window(tour: Tour) -> None:
    """The history: a match opened, its rounds and replay, statistics, both exports (cancelled)."""
    window = tour.window
    tour.trigger("history")
    history = window.windows.open_windows[-1]
    tour.qtbot.waitExposed(history)
    tour.stop("history")
    view = history.view
    tour.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(view.model().index(0, 1)).center())
    opened = [b for b in history.findChildren(QPushButton)]
    by_text = {plain_text(b.text()): b for b in opened}
    tour.click(by_text[plain_text(QApplication.translate("HistoryWindow", "Open match"))])
    page = history.pages[-1]
    tour.qtbot.waitExposed(page)
    for deck_id in page.detail.row.decks:  # decks by the names players know, not their ids
        assert window.windows.deck_name(deck_id) in page.header.text()
    tour.stop("history-match")
    page.tabs.setCurrentWidget(page.replay)
    for key in ("next", "next", "next_round", "last"):
        tour.click(page.replay.buttons[key])
    tour.stop("history-replay")
    page.close()
    tour.click(by_text[plain_text(QApplication.translate("HistoryWindow", "Statistics…"))])
    tour.qtbot.waitExposed(history.stats_window)
    tour.stop("history-statistics")
    history.stats_window.close()
    for kind in ("CSV", "JSON"):
        button = by_text[plain_text(QApplication.translate("HistoryWindow", f"Export {kind}…"))]
        tour.modal(lambda button=button: tour.click(button), tour.cancel(f"history-export-{kind}"), QFileDialog)
    history.close()


def plain_text(text: str) -> str:
    return inspect.plain(text)


def other_windows(tour: Tour) -> None:
    window = tour.window
    decks_window(tour)
    history_window(tour)
    tour.trigger("statistics")
    opened = window.windows.open_windows[-1]
    tour.qtbot.waitExposed(opened)
    tour.stop("statistics")
    opened.close()
    tour.trigger("rules")
    rules = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible())
    tour.stop("rules")
    rules.reject()
    tour.trigger("about")
    about = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
    tour.stop("about")
    about.button(QMessageBox.StandardButton.Ok).click()
    before = window.controller

    def skip(dialog: QWidget) -> None:
        tour.stop("welcome")
        dialog.skip.click()

    tour.with_modal("welcome", skip)
    assert window.controller is before and tour.storage.settings.welcomed, "Skip changes nothing"
    tour.trigger("tutorial")
    overlay = window.table.findChild(QWidget, "tutorialOverlay")
    assert overlay is not None and overlay.isVisible()
    tour.stop("tutorial")
    tour.click(overlay.leave_button)
    left = window.table.findChild(QWidget, "tutorialOverlay")
    assert left is None or not left.isVisible(), "Leave takes the tutorial away"


def watch(tour: Tour) -> None:
    tour.trigger("watch")
    controller = tour.window.controller
    assert not controller.settings.humans
    tour.qtbot.waitUntil(lambda: controller.round is not None and controller.round.turn >= 3, timeout=20_000)
    tour.stop("watch")


def quit_and_resume(tour: Tour) -> None:
    """Quit in round 2 of a match; the next start offers round 2 and shows its moves."""
    window = tour.window
    controller = window.controller
    wait_for_human_or_end(tour.qtbot, window)
    while controller.match.round_number < 1 or controller.round.is_over:
        if controller.round.is_over:
            tour.qtbot.mouseClick(window.bar.next_round, Qt.MouseButton.LeftButton)
        else:
            tour.play_turn_by_mouse()
        wait_for_human_or_end(tour.qtbot, window)
    tour.play_turn_by_mouse()
    wait_for_human_or_end(tour.qtbot, window)
    moves_before = controller.log.rowCount()
    tour.trigger("quit")
    assert not window.isVisible()
    data_dir = tour.storage.paths.data_dir.parent
    tour.storage.close()
    tour.storage = Storage.open(data_dir)
    assert tour.storage.resumable is not None
    tour.window = tour.open_window()
    # A window opened in a right-to-left language lays its table out right to left from the start.
    assert tour.window.scene.mirrored == (tour.language in RIGHT_TO_LEFT)
    asked: list[str] = []

    def answer(dialog: QWidget) -> None:
        asked.append(dialog.text())
        tour.stop("resume-offer")
        dialog.button(QMessageBox.StandardButton.Yes).click()

    when_modal(QMessageBox, answer)
    offer_resume(tour.window, tour.storage, "classic")
    assert asked and "2" in asked[0], "the offer names round 2"
    if tour.language != "en":
        assert "You" not in asked[0], "the person's default name is said in their language"
    assert tour.window.controller.log.rowCount() == moves_before, "the moves of the match are shown again"
    tour.stop("resumed")


def when_modal(kind: type[QWidget], handle: Callable[[QWidget], None]) -> None:
    """Once a modal dialog of ``kind`` is up (the event loop runs inside its exec), handle it."""
    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind) and dialog.isVisible():
            handle(dialog)
        else:
            QTimer.singleShot(20, look)
    QTimer.singleShot(0, look)


# ----- the tour -----------------------------------------------------------------------------

MENU_ITEMS = {c.id for c in COMMANDS if c.menu} | {f"{c.id}:{o.value}" for c in CHOICES for o in c.options}




@pytest.mark.parametrize("language", LANGUAGES)
def test_player_tour(qtbot, translations, tmp_path: Path, language: str) -> None:
    storage = Storage.open(tmp_path / "profile")
    tour = Tour(qtbot, storage, translations, language)
    try:
        tour.window.start_match(first_match_for_tour(storage))
        choose_language(tour)
        view_settings(tour)
        new_match_dialog(tour)
        tour.play_match(tour.play_turn_by_mouse,
                        lambda: qtbot.mouseClick(tour.window.bar.next_round, Qt.MouseButton.LeftButton),
                        shots="mouse", play_again=True)
        new_match_dialog(tour)
        tour.press(Qt.Key.Key_H)
        tour.play_match(tour.play_turn_by_keyboard, lambda: tour.press(Qt.Key.Key_N), shots="keyboard")
        other_windows(tour)
        watch(tour)
        new_match_dialog(tour)
        quit_and_resume(tour)
    finally:
        tour.window.close()
        tour.storage.close()
    assert tour.reached == MENU_ITEMS, f"menu items the tour did not reach: {sorted(MENU_ITEMS - tour.reached)}"
    assert not tour.problems, "\n".join(tour.problems)


def first_match_for_tour(storage: Storage):
    from yaniv_desktop.ui.play.match_setup import first_match

    return first_match("classic", storage.settings)


def test_the_tour_reaches_every_item_of_the_menu_bar(qtbot) -> None:
    """A new menu item must be added to the tour: the menu bar is compared with its list."""
    window = MainWindow(move_delay_ms=0)
    qtbot.addWidget(window)

    def items(actions) -> set[str]:
        out = set()
        for action in actions:
            if action.isSeparator():
                continue
            if action.menu() is not None:
                out |= items(action.menu().actions())
            else:
                out.add(action.objectName())
        return out

    assert items(window.menuBar().actions()) == MENU_ITEMS
