"""The main window: a thin shell that wires the rooms of ``ui/`` together.

The table and its buttons (:mod:`yaniv_desktop.ui.table.table_panel`), the side
panel, the menus and keys (declared in :mod:`.actions`, built by :mod:`.menus`),
the View settings and the other windows each live in their own module; this one
starts matches and connects them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QMainWindow, QMessageBox, QPushButton, QSplitter, QVBoxLayout, QWidget

from yaniv_desktop.decks.install import recover_interrupted_installs
from yaniv_desktop.storage import MatchSession, Storage
from yaniv_desktop.ui.play.controller import GameController
from yaniv_desktop.ui.play.persistence import MatchKeeper
from yaniv_desktop.ui.play.seats import MatchSettings
from yaniv_desktop.ui.shell import menus
from yaniv_desktop.ui.shell.view_settings import BASE_MOVE_DELAY_MS, ViewSettings
from yaniv_desktop.ui.shell.windows import WindowOpener, fit_on_screen
from yaniv_desktop.ui.sound import SoundBoard
from yaniv_desktop.ui.table.card_images import CardImages
from yaniv_desktop.ui.table.side_panel import SidePanel
from yaniv_desktop.ui.table.table_panel import TablePanel
from yaniv_desktop.ui.text.i18n import Translations
from yaniv_desktop.ui.text.problem_text import problem_text

DEFAULT_SIZE = QSize(1200, 780)


class DeckFileOpener(QObject):
    """Opens the ``.yanivdeck`` files the system hands over while the app runs (macOS)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FileOpen and event.file():  # type: ignore[attr-defined]
            self.window.open_deck_file(Path(event.file()))  # type: ignore[attr-defined]
            return True
        return False


class MainWindow(QMainWindow):
    """One match at a time; ``start_match`` replaces it."""

    def __init__(self, images: CardImages | None = None, *, move_delay_ms: int = BASE_MOVE_DELAY_MS,
                 hints: bool = True, new_match_chooser: Callable | None = None,
                 storage: Storage | None = None, translations: Translations | None = None) -> None:
        super().__init__()
        self.storage = storage
        self.translations = translations
        if images is None and storage is not None:
            if storage.lock is not None:  # only the copy holding the lock may finish another's install
                recover_interrupted_installs(storage.paths.user_decks_dir)
            images = CardImages(cache_dir=storage.paths.render_cache_dir, user_dirs=(storage.paths.user_decks_dir,),
                                parent=self)
        self.images = images or CardImages(parent=self)
        self.keeper = MatchKeeper(storage, self)
        self.sound = SoundBoard(volume=storage.settings.sound_volume if storage else 70,
                                muted=not storage.settings.sound_enabled if storage else False)
        self.keeper.problem.connect(self.show_problem)
        self.move_delay_ms = move_delay_ms
        self.new_match_chooser = new_match_chooser
        self.controller: GameController | None = None

        self.play = TablePanel(self.images, self)
        self.play.hints_enabled = hints
        self.play.match_over.connect(self._offer_rematch)
        # The rooms' widgets, by the names the rest of the app and the tests know.
        self.scene, self.table, self.bar = self.play.scene, self.play.table, self.play.bar
        self.cover, self.stack = self.play.cover, self.play.stack
        self.problem_banner = QPushButton(self)
        self.problem_banner.setStyleSheet(
            "QPushButton { background: #fde2b8; color: #4a2a00; border: none; padding: 6px; text-align: left; }")
        self.problem_banner.clicked.connect(self.problem_banner.hide)
        self.problem_banner.hide()
        centre = QWidget(self)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(0)
        centre_layout.addWidget(self.problem_banner)
        centre_layout.addWidget(self.play, 1)
        self.side = SidePanel(self)
        splitter = QSplitter(self)
        splitter.addWidget(centre)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([900, 300])
        self.setCentralWidget(splitter)
        fit_on_screen(self, self, DEFAULT_SIZE)

        self.windows = WindowOpener(self)
        self.view_settings = ViewSettings(self)
        self.play.speed_chosen.connect(self.view_settings.set_speed)
        self.built = menus.build(self, can_save=storage is not None)
        self.view_settings.apply_saved()
        self.retranslate()
        self.play.refresh()

    # ----- what tests and the rest of the app reach --------------------------------------

    @property
    def coach_enabled(self) -> bool:
        return self.play.coach_enabled

    @coach_enabled.setter
    def coach_enabled(self, on: bool) -> None:
        self.play.coach_enabled = on

    @property
    def viewer(self) -> int:
        return self.play.viewer

    def action(self, action_id: str):
        """A declared action by its id (:mod:`.actions`)."""
        return self.built.actions[action_id]

    def refresh(self) -> None:
        self.play.refresh()

    def set_language(self, code: str) -> None:
        self.view_settings.set_language(code)

    def open_deck_file(self, path: Path) -> bool:
        return self.windows.open_deck_file(path)

    # ----- words --------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text of the window in the current language (again after a language change)."""
        c = self.controller
        names = ", ".join(c.settings.names) if c else ""
        self.setWindowTitle(self.tr("Yaniv — {names}").format(names=names) if names else self.tr("Yaniv"))
        self.problem_banner.setAccessibleName(self.tr("Problem"))
        self.problem_banner.setToolTip(self.tr("Click to hide"))
        self.built.retranslate()
        self.side.retranslate()
        self.play.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            if hasattr(self, "view_settings"):  # switched outside the View menu too (the welcome screen)
                self.view_settings.follow_language()
            self.retranslate()
            self.play.refresh()
        elif event.type() == QEvent.Type.WindowStateChange and hasattr(self, "built"):
            self.action("fullscreen").setChecked(self.isFullScreen())
        super().changeEvent(event)

    def toggle_fullscreen(self) -> None:
        """F11: the table fills the screen; F11 or Escape brings the window back."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.action("fullscreen").setChecked(self.isFullScreen())

    def leave_fullscreen(self) -> None:
        if self.isFullScreen():
            self.toggle_fullscreen()

    # ----- matches --------------------------------------------------------------------

    def start_match(self, settings: MatchSettings, deal_source=None,
                    resumed: MatchSession | None = None, *,
                    controller_class: type[GameController] = GameController, kept: bool = True) -> GameController:
        """Play ``settings`` (a new match), or go on with a ``resumed`` one.  ``controller_class``:
        a controller that plays the computer's moves its own way (the tutorial's script);
        ``kept`` False: the match is neither saved nor written to the history."""
        if self.controller is not None:
            self.keeper.leave()
            self.controller.shutdown()
            self.controller.deleteLater()
        controller = controller_class(settings, move_delay_ms=self.move_delay_ms, deal_source=deal_source,
                                      hints=self.play.hints_enabled, match=resumed.match if resumed else None,
                                      sound=self.sound, parent=self)
        self.controller = controller
        if settings.humans and kept:  # watched matches stay out of the player's history
            self.keeper.begin(controller, resumed)
        self.images.set_table(settings.deck_skins)
        self.scene.set_table_colour(settings.table_colour)
        self.built.check("table_theme", self.scene.table_theme)
        self.side.show_match(controller)
        self.play.show_match(controller)
        self.retranslate()
        controller.start()
        return controller

    def show_problem(self, message: str) -> None:
        """Something could not be read or saved: say so at the top, until clicked away."""
        self.problem_banner.setText("⚠ " + problem_text(message))
        self.problem_banner.show()

    def ask_new_match(self) -> None:
        if self.new_match_chooser is None:
            return
        settings = self.new_match_chooser(self)
        if settings is not None:
            self.start_match(settings)

    def open_tutorial(self) -> None:
        """Help -> Tutorial: a short scripted game that waits for each move it teaches."""
        from yaniv_desktop.ui.tutorial.runner import start_tutorial

        if self.may_leave_match():
            start_tutorial(self)

    def may_leave_match(self) -> bool:
        """Before something other than New match takes the table (the tutorial, the welcome's
        match, watching): a match the person has played in ends there (kept in the history
        as unfinished, no longer offered to resume), so ask."""
        c = self.controller
        session = self.keeper.session
        if session is None or session.closed or c is None or c.match.is_over or not c.person_has_played():
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Leave this match?"), self.tr(
            "The match you are playing ends here: it stays in your history as unfinished and cannot be "
            "resumed."), QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def show_welcome(self) -> None:
        """The first start's screen again: name, language, difficulty and deck; Start playing
        deals a new match with them, Skip changes nothing but a language chosen on it."""
        if self.storage is None:
            return
        from yaniv_desktop.ui.dialogs.welcome import show_welcome

        playing = self.controller.settings.deck_skins[0] if self.controller is not None else "classic"
        match = show_welcome(self, self.storage.settings, self.translations, self.images.registry, playing)
        if match is not None and self.may_leave_match():
            self.start_match(match)

    def watch(self) -> None:
        from yaniv_desktop.ui.play.demo import demo_settings

        if self.may_leave_match():
            self.start_match(demo_settings())

    def watch_deck(self, deck_id: str) -> None:
        from yaniv_desktop.ui.play.demo import demo_settings

        if self.may_leave_match():
            self.start_match(demo_settings(deck_id))
        self.raise_()
        self.activateWindow()

    def _offer_rematch(self, winner: int) -> None:
        """The match's end: the winner, the standings and the chart; Play again deals anew."""
        c = self.controller
        if c is None:
            return
        from yaniv_desktop.ui.dialogs.match_over import MatchOverDialog

        dialog = MatchOverDialog(c.match, c.names, you=c.settings.you, parent=self)
        fit_on_screen(dialog, self, dialog.sizeHint())
        self.rematch_box = dialog
        dialog.accepted.connect(self._rematch)
        dialog.open()

    def _rematch(self) -> None:
        c = self.controller
        if c is not None:
            self.start_match(replace(c.settings, seed=f"{c.settings.seed}+"))

    def closeEvent(self, event) -> None:
        self.windows.close_all()
        if self.controller is not None:
            self.controller.shutdown()  # the match stays saved: it is offered again next time
        self.images.shutdown()
        self.sound.close()
        super().closeEvent(event)
