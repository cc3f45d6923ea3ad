"""The window in every language: a round played, right to left where it should be,
nothing cut off at 150% scale; the screenshots are saved for people to look at."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from yaniv_desktop.ai.hints import Hint, _points
from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.play.models import PlayersModel
from yaniv_desktop.ui.play.seats import MatchSettings, Seat, default_seats, you
from yaniv_desktop.ui.shell.main_window import MainWindow
from yaniv_desktop.ui.text.problem_text import message_text

from .helpers import play_human_turn_by_clicks, wait_for_human_or_end

LANGUAGES = ("en", "he", "ar", "sv", "nl")
THROW = {"en": "Throw"}  # the English button; every other language must say it its own way




@pytest.mark.parametrize("language", LANGUAGES)
def test_a_round_in_each_language(qtbot, translations, language: str, output_dir: Path) -> None:
    window = MainWindow(move_delay_ms=0, translations=translations)
    window.scene.animations_enabled = False
    window.coach_enabled = False
    qtbot.addWidget(window)
    window.set_language(language)
    rtl = language in ("he", "ar")
    assert QApplication.layoutDirection() == (Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
    assert window.scene.mirrored == rtl
    if language == "en":
        assert window.bar.throw.text() == THROW["en"]
    else:
        assert window.bar.throw.text() not in ("", THROW["en"]), "the buttons are translated"
    settings = MatchSettings(seats=(Seat(you()), Seat("Dana", Level.BEGINNER), Seat("Avi", Level.BEGINNER)),
                             rules=RuleSet(players=3), seed=31)
    window.resize(1200, 780)
    window.show()
    controller = window.start_match(settings)
    shot = False
    for _ in range(400):
        wait_for_human_or_end(qtbot, window)
        if controller.round.is_over:
            break
        if not shot and controller.round.turn >= 3:
            window.grab().save(str(output_dir / f"table-{language}.png"))
            shot = True
        play_human_turn_by_clicks(qtbot, window)
    assert controller.round.is_over, "a whole round was played"
    window.grab().save(str(output_dir / f"reveal-{language}.png"))
    assert controller.log.rowCount() > 3
    window.close()


@pytest.mark.parametrize("language", ["nl", "ar"])
def test_nothing_is_cut_off_at_150_percent(language: str, output_dir: Path) -> None:
    script = Path(__file__).with_name("scaled_window.py")
    env = {**os.environ, "QT_SCALE_FACTOR": "1.5", "QT_QPA_PLATFORM": "offscreen"}
    out = output_dir / f"scaled-150-{language}.png"
    done = subprocess.run([sys.executable, str(script), language, str(out)], capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    cut = json.loads(done.stdout.strip().splitlines()[-1])
    assert cut == [], cut
    assert out.exists()


@pytest.mark.parametrize(("total", "english", "arabic"), [
    (1, "1 pts", "نقطة واحدة"), (2, "2 pts", "نقطتان"), (7, "7 pts", "7 نقاط"), (10, "10 pts", "10 نقاط"),
    (12, "12 pts", "12 نقطة"), (0, "0 pts", "0 نقطة"), (103, "103 pts", "103 نقاط"), (200, "200 pts", "200 نقطة"),
])
def test_totals_take_the_arabic_plural_their_number_needs(translations, total: int, english: str, arabic: str) -> None:
    players = PlayersModel()
    players.set_seats(default_seats(2))
    players.update([5, 5], [total, 0], [False, False], 1)
    assert players.data(players.index(0)).endswith(f"· {english}")
    translations.use("ar")
    assert players.data(players.index(0)).endswith(f"· {arabic}")
    translations.use("nl")
    assert players.data(players.index(0)).endswith(f"· {total} pt")


def test_a_hint_counts_its_points_in_the_players_language(translations) -> None:
    hint = Hint("Throw {cards} — {points} out", cards="K♠ Q♠", points=_points(20))
    assert hint == "Throw K♠ Q♠ — 20 points out"
    assert "20 points" in message_text(hint)
    translations.use("ar")
    assert "20 نقطة" in message_text(hint)
    assert "نقطتان" in message_text(Hint("Throw {cards} — {points} out", cards="2♣", points=_points(2)))
    assert "5 نقاط" in message_text(Hint("Throw {cards} — {points} out", cards="5♣", points=_points(5)))
    translations.use("nl")
    assert "20 punten" in message_text(hint)


def test_two_cards_are_counted_in_the_arabic_dual(translations) -> None:
    players = PlayersModel()
    players.set_seats(default_seats(3))
    players.update([2, 3, 1], [0, 0, 0], [False, False, False], 0)
    assert "· 2 cards ·" in players.data(players.index(0))
    translations.use("ar")
    assert "ورقتان" in players.data(players.index(0))      # two cards: the dual
    assert "3 أوراق" in players.data(players.index(1))     # three to ten: the plural
    assert "ورقة واحدة" in players.data(players.index(2))  # one card
    translations.use("sv")
    assert "2 kort" in players.data(players.index(0))
