"""Every playing key declared in ui/shell/actions.py, pressed where it does something, in
English and Hebrew (where → goes to the previous card of a hand laid right to left).

The keys pressed are compared with the declaration, so a new key cannot go untried.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from tests.core.helpers import cards
from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.actions import Slap, SlapZero
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.play.seats import MatchSettings, Seat
from yaniv_desktop.ui.shell.actions import COMMANDS
from yaniv_desktop.ui.shell.main_window import MainWindow
from yaniv_desktop.ui.text.i18n import Translations

from .helpers import wait_for_human_or_end
from .test_main_window import scripted

PLAYING_KEYS = {key for c in COMMANDS if c.menu is None for key in c.keys}


class Keyboard:
    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window
        self.pressed: set[str] = set()

    def press(self, key: str) -> None:
        self.pressed.add(key)
        if QApplication.activeWindow() is not self.window:
            self.window.activateWindow()
            self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window, timeout=2000)
        sequence = QKeySequence(key)[0]
        self.qtbot.keyClick(self.window, sequence.key(), sequence.keyboardModifiers())

    def focus_on(self, card) -> None:
        """Walk the cursor to ``card`` with → (and once with ←, to see it go back)."""
        play = self.window.play
        for _ in range(12):
            if play.focus == card:
                return
            self.press("Right")
        raise AssertionError(f"→ never reached {card}")


@pytest.fixture
def window(qtbot, qapp):
    translations = Translations(qapp)
    w = MainWindow(move_delay_ms=0, translations=translations)
    w.scene.animations_enabled = False
    w.coach_enabled = False
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()
    translations.use("en")


def start(qtbot, window: MainWindow, rules: RuleSet, *hands: str, **deal) -> None:
    settings = MatchSettings(seats=(Seat("Shira"), Seat("Dana", Level.BEGINNER)), rules=rules, seed=3)
    window.start_match(settings, deal_source=scripted(rules, *hands, **deal))
    wait_for_human_or_end(qtbot, window)


@pytest.mark.parametrize("language", ["en", "he"])
def test_every_playing_key(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    mirrored = language == "he"
    assert window.scene.mirrored == mirrored
    keys = Keyboard(qtbot, window)
    play = window.play

    # A run laid out of order: the cursor, Space, O for the other order, Enter, then an end by number.
    rules = RuleSet(players=2)
    start(qtbot, window, rules, "4D 5D JK 7D KS", "QH 2C 3C 8S 9S", discard="10H", stock="6C 2H")
    state = window.controller.round
    hand = list(state.hands[0])
    for card in cards("4D 5D JK 7D"):
        keys.focus_on(card)
        keys.press("Space")
    assert set(play.selection) == set(cards("4D 5D JK 7D"))
    before = play.arranged()
    keys.press("Left")
    assert play.focus == hand[(hand.index(cards("7D")[0]) + (1 if mirrored else -1)) % len(hand)]
    keys.press("O")
    if play.arranged() == before:  # only one way to lay it: O changes nothing
        assert len(play.arrangements()) == 1
    keys.press("Return")
    assert state.phase is Phase.DRAW and state.current == 0 and len(state.takeable()) == 1
    keys.press("1")
    assert state.current == 1 or state.is_over
    wait_for_human_or_end(qtbot, window)
    keys.press("H")
    qtbot.waitUntil(lambda: window.bar.message.text().startswith(
        QApplication.translate("TablePanel", "Hint: {reason}").split("{")[0]), timeout=20_000)

    # Pass and play, any card of a run may be taken: Bo takes the second, then the third, by number.
    anywhere = RuleSet(players=2, take_from_run="any")
    two = MatchSettings(seats=(Seat("Ann"), Seat("Bo")), rules=anywhere, seed=3)
    for key, at in (("2", 1), ("3", 2)):
        window.start_match(two, deal_source=scripted(anywhere, "4D 5D 6D KS QS", "QH 2C 3C 8S 9S",
                                                      discard="10H", stock="6C 2H"))
        play.try_throw(cards("4D 5D 6D"))
        keys.press("S")
        qtbot.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)  # Bo is at the screen now
        play.try_throw(cards("QH"))
        wanted = window.controller.round.takeable()[at]
        keys.press(key)
        assert wanted in window.controller.round.hands[1]

    # A hand low enough to call: Y, then N deals the next round.
    start(qtbot, window, rules, "AS 2S 3C", "KD QD JD", discard="9D", stock="5S")
    keys.press("Y")
    assert window.controller.round.is_over
    keys.press("Enter")  # the keypad's Enter deals the next round as Return does
    assert window.controller.match.round_number == 1 and not window.controller.round.is_over
    start(qtbot, window, rules, "AS 2S 3C", "KD QD JD", discard="9D", stock="5S")
    keys.press("Y")
    keys.press("N")
    assert window.controller.match.round_number == 1 and not window.controller.round.is_over

    # A drawn card that joins the throw: slap it down (L), or keep it (K); a hand of 0: slap to zero (Z).
    slaps = RuleSet(players=2, slap_down=True)
    for key, made in (("L", Slap), ("K", None)):
        start(qtbot, window, slaps, "10D 10S AC 2C 3D", "KS QH 8C 9C 4H", stock="10H 5S")
        play.try_throw(cards("10D 10S"))
        keys.press("S")
        state = window.controller.round
        assert state.phase is Phase.AFTER_DRAW
        keys.press(key)
        if made is not None:
            assert isinstance(state.log[-1], made)
        else:
            assert cards("10H")[0] in state.hands[0] and state.current == 1
    zero = RuleSet(players=2, slap_zero=True, hand_size=3)
    start(qtbot, window, zero, "JK 9S 9H", "KS QH 8C", stock="JK")
    play.try_throw(cards("9S 9H"))
    keys.press("S")
    assert SlapZero() in window.controller.round.legal_actions()
    keys.press("Z")
    assert window.controller.round.is_over

    # F11 (a menu key) fills the screen; Escape brings the window back.
    keys.press("F11")
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    keys.press("Escape")
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)

    missing = {QKeySequence(k).toString() if not isinstance(k, str) else k for k in PLAYING_KEYS} - keys.pressed
    assert not missing, f"playing keys not tried: {sorted(missing)}"
