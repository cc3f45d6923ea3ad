"""The windows the main window opens: decks, history, statistics, rules, about.

Each opens sized to fit the screen it appears on, wholly inside it, and the ones
that stay open are closed with the main window.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QSize, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from yaniv_desktop import __version__

if TYPE_CHECKING:
    from yaniv_desktop.ui.shell.main_window import MainWindow

PREFERRED_SIZE = QSize(1000, 680)
SCREEN_SHARE = 0.92  # of the available screen, at most: the title bar and frame must show too


def fit_on_screen(window: QWidget, near: QWidget, preferred: QSize) -> None:
    """Size ``window`` to ``preferred`` or less, and place it centred on ``near``, inside its screen."""
    screen = near.screen() or window.screen()
    if screen is None:
        window.resize(preferred)
        return
    available: QRect = screen.availableGeometry()
    size = QSize(min(preferred.width(), int(available.width() * SCREEN_SHARE)),
                 min(preferred.height(), int(available.height() * SCREEN_SHARE)))
    size = size.expandedTo(window.minimumSize()).boundedTo(available.size())
    window.resize(size)
    centre = near.frameGeometry().center() if near.isVisible() else available.center()
    x = min(max(centre.x() - size.width() // 2, available.left()), available.right() - size.width() + 1)
    y = min(max(centre.y() - size.height() // 2, available.top()), available.bottom() - size.height() + 1)
    window.move(x, y)


class WindowOpener(QObject):
    def __init__(self, main: MainWindow) -> None:
        super().__init__(main)
        self.main = main
        self.open_windows: list[QWidget] = []  # history, statistics and decks windows kept open

    def show_decks(self) -> QWidget:
        """The deck gallery: the one already open (brought to the front), else a new one."""
        from yaniv_desktop.ui.decks.gallery import DeckGallery

        for window in self.open_windows:
            if isinstance(window, DeckGallery):
                window.showNormal()
                window.raise_()
                window.activateWindow()
                return window
        main = self.main
        images = main.images
        language = main.translations.language if main.translations else "en"
        gallery = DeckGallery(images.registry, images.async_images, lang=language, executor=images.executor,
                              user_decks_dir=main.storage.paths.user_decks_dir if main.storage else None,
                              rescan=images.rescan)
        gallery.watch_requested.connect(main.watch_deck)
        return self._open(gallery)

    def open_deck_file(self, path: Path) -> bool:
        """Add a ``.yanivdeck`` (double-clicked, or given on the command line) to the decks."""
        if self.main.storage is None:
            self.main.show_problem(self.tr("{file}: decks can only be added when the app can save.").format(
                file=path.name))
            return False
        return self.show_decks().import_file(path) is not None  # type: ignore[attr-defined]

    def show_history(self) -> None:
        if self.main.storage is not None:
            from yaniv_desktop.ui.history import HistoryWindow

            self._open(HistoryWindow(self.main.storage.history, deck_name=self.deck_name))

    def deck_name(self, deck_id: str) -> str:
        """A deck's name in the current language (its id when it is no longer installed)."""
        language = self.main.translations.language if self.main.translations else "en"
        try:
            return self.main.images.registry.get(deck_id).manifest.display_name(language)
        except KeyError:
            return deck_id

    def show_statistics(self) -> None:
        if self.main.storage is not None:
            from yaniv_desktop.ui.history import StatisticsWindow

            self._open(StatisticsWindow(self.main.storage.history))

    def show_rules(self) -> None:
        from yaniv_desktop.ui.dialogs.rules_page import RulesDialog

        c = self.main.controller
        if c is not None:
            dialog = RulesDialog(c.settings.rules, self.main)
            fit_on_screen(dialog, self.main, dialog.sizeHint().expandedTo(dialog.size()))
            dialog.open()

    def show_about(self) -> None:
        box = QMessageBox(self.main)
        box.setWindowTitle(self.tr("About Yaniv Desktop"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(self.tr(
            "<h3>Yaniv Desktop {version}</h3><p>Yaniv, the card game, played offline against computer "
            "opponents, with house rules from Israel, the Arab world, Sweden, the Netherlands and Nepal, "
            "and family decks drawn by this project.</p>").format(version=__version__))
        box.setIconPixmap(self.main.windowIcon().pixmap(64, 64))
        box.open()

    def _open(self, window: QWidget) -> QWidget:
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda *_: self.open_windows.remove(window) if window in self.open_windows else None)
        self.open_windows.append(window)
        fit_on_screen(window, self.main, PREFERRED_SIZE)
        window.show()
        return window

    def close_all(self) -> None:
        for window in list(self.open_windows):
            window.close()
