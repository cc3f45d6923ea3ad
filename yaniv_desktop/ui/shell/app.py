"""Start the game window: ``yaniv-desktop [--demo] [--deck ID] [--data-dir DIR] [--startup-time]``."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

STARTED = time.perf_counter()  # as early as this module is imported


def process_age() -> float:
    """Seconds since the process started (Linux reads it from /proc; else since import)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            up = float(uptime.read().split()[0])
        import os

        ticks = os.sysconf("SC_CLK_TCK")
        return up - int(fields[19]) / ticks
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - STARTED


def run(argv: list[str] | None = None) -> int:
    from yaniv_desktop import __version__

    parser = argparse.ArgumentParser(prog="yaniv-desktop", description="Play Yaniv on your desktop.")
    parser.add_argument("--version", action="version", version=f"yaniv-desktop {__version__}")
    parser.add_argument("deck_file", nargs="?", help="a .yanivdeck file to add to your decks")
    parser.add_argument("--demo", action="store_true", help="watch computer players play a match")
    parser.add_argument("--deck", default="classic", help="the deck to play (or watch) with")
    parser.add_argument("--startup-time", action="store_true",
                        help="print the seconds from process start to the first painted table, then quit")
    parser.add_argument("--data-dir", metavar="DIR",
                        help="keep settings, history and saved matches in DIR (also YANIV_DESKTOP_DATA_DIR)")
    parser.add_argument("--self-test", metavar="REPORT.json",
                        help="check this installation, write a JSON report, exit 0 only if all passed")
    args = parser.parse_args(argv)
    if args.self_test:
        from yaniv_desktop.selftest import run as self_test

        return self_test(args.self_test)

    from yaniv_desktop.ui.shell.platform_check import check as check_platform

    problem = check_platform()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from yaniv_desktop.storage import AlreadyRunningError, Storage
    from yaniv_desktop.ui.dialogs.welcome import needs_welcome, show_welcome
    from yaniv_desktop.ui.play.match_setup import choose_new_match, first_match
    from yaniv_desktop.ui.shell.errors import ErrorReporter
    from yaniv_desktop.ui.shell.gui_gc import GuiThreadCollector
    from yaniv_desktop.ui.shell.main_window import DeckFileOpener, MainWindow
    from yaniv_desktop.ui.text.i18n import Translations

    app = QApplication.instance() or QApplication(sys.argv[:1])
    GuiThreadCollector(app)  # the app owns it; render workers must never run the collector
    app.setApplicationName("Yaniv Desktop")
    app.setWindowIcon(app_icon())
    translations = Translations(app)
    try:
        storage = Storage.open(args.data_dir)
    except AlreadyRunningError as error:
        translations.use(None)
        from yaniv_desktop.ui.text.problem_text import problem_text

        QMessageBox.critical(None, app.translate("App", "Yaniv Desktop is already open"),
                             problem_text(getattr(error, "message", None) or str(error)))
        return 1
    translations.use(storage.settings.language)
    window = MainWindow(new_match_chooser=choose_new_match, storage=storage, translations=translations)
    reporter = ErrorReporter(window, storage.paths.log_file, window.keeper.save_now)
    reporter.install()
    for problem in storage.problems:
        window.show_problem(problem)
    if args.demo:
        from yaniv_desktop.ui.play.demo import demo_settings

        window.start_match(demo_settings(args.deck))
    elif storage.resumable is not None and not args.startup_time:
        offer_resume(window, storage, args.deck)
    else:
        match = None
        if needs_welcome(storage.settings) and not args.startup_time:
            window.show()  # the welcome sits over the (still empty) table
            match = show_welcome(window, storage.settings, translations, window.images.registry, args.deck)
        window.start_match(match or first_match(args.deck, storage.settings))
    window.show()
    opener = DeckFileOpener(window)  # macOS hands double-clicked files over as events
    app.installEventFilter(opener)
    if args.deck_file:
        window.open_deck_file(Path(args.deck_file))
    if args.startup_time:
        def painted() -> None:
            print(f"startup time: {process_age():.3f} s to the first painted table")
            window.close()
            app.quit()

        window.table.viewport().repaint()
        QTimer.singleShot(0, painted)
    try:
        return app.exec()
    finally:
        reporter.uninstall()
        storage.close()


def app_icon():
    """The window icon: the built PNG in an installed app, the source SVG from a checkout."""
    from PySide6.QtGui import QIcon

    from yaniv_desktop import resources

    for path in (resources.assets_dir() / "icons" / "yaniv-desktop-256.png",
                 resources.root() / "packaging" / "icons" / "yaniv-desktop.svg"):
        if path.exists():
            return QIcon(str(path))
    return QIcon()


def round_in_play(match) -> int:
    """The number players know a match's round by: 1 for the first, counting the one being played."""
    playing = match.round is not None and not match.round.is_over
    return max(1, match.round_number + (1 if playing else 0))


def offer_resume(window, storage, deck: str) -> None:
    """An interrupted match: go on at the same turn, or archive it as unfinished."""
    from PySide6.QtWidgets import QMessageBox

    from yaniv_desktop.ui.play.match_setup import first_match
    from yaniv_desktop.ui.play.persistence import settings_of
    from yaniv_desktop.ui.play.seats import shown_name

    saved = storage.resumable
    names = ", ".join(shown_name(p.name) if p.is_human else p.name for p in saved.players)
    from PySide6.QtCore import QCoreApplication

    translate = QCoreApplication.translate
    answer = QMessageBox.question(
        window, translate("App", "Resume the match?"),
        translate("App", "A match was not finished: {names}, round {round}.\n\nGo on where you left it?").format(
            names=names, round=round_in_play(saved.match)),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
    if answer == QMessageBox.StandardButton.Yes:
        settings = settings_of(saved)
        window.start_match(settings, resumed=storage.resume())
    else:
        storage.decline()
        window.start_match(first_match(deck, storage.settings))
