"""Run as a program: the game window at a scale factor, in one language, to a PNG.

``python tests/ui/scaled_window.py LANG OUT.png`` (with QT_SCALE_FACTOR set) prints a
JSON list of the controls whose text does not fit.
"""

from __future__ import annotations

import json
import os
import sys
import time


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

    from yaniv_desktop.core.rules import RuleSet
    from yaniv_desktop.ui.play.seats import MatchSettings, Seat, default_seats
    from yaniv_desktop.ui.shell.main_window import MainWindow
    from yaniv_desktop.ui.text.i18n import Translations

    language, out = sys.argv[1], sys.argv[2]
    app = QApplication([])
    translations = Translations(app)
    window = MainWindow(move_delay_ms=0, translations=translations)
    window.scene.animations_enabled = False
    window.set_language(language)
    seats = default_seats(4)
    window.start_match(MatchSettings(seats=(Seat(seats[0].name),) + seats[1:], rules=RuleSet(players=4), seed=9))
    window.resize(1200, 780)
    window.show()
    deadline = time.time() + 20
    while time.time() < deadline and (window.images.busy or window.controller.awaiting_human() is None):
        app.processEvents()
        time.sleep(0.01)
    window.refresh()
    app.processEvents()
    window.grab().save(out)
    cut = []
    for widget in window.findChildren(QAbstractButton) + window.findChildren(QLabel):
        if not widget.isVisible() or not widget.text():
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            continue  # wrapped text grows downwards instead
        if widget.width() < widget.sizeHint().width() - 1:
            cut.append(f"{type(widget).__name__} {widget.text()!r}: {widget.width()} < {widget.sizeHint().width()}")
    print(json.dumps(cut, ensure_ascii=False))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
