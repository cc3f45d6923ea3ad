"""The game's sounds as a player meets them: a deal, each card thrown and taken, the call, the
round's result and the match's end are heard; Sound and the volume are in the View menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.core.helpers import cards
from yaniv_desktop.ui.sound import Sound

from .helpers import click_card
from .test_table_hand import start


class Ears:
    """Stands in for the window's sound board and writes down what was played."""

    def __init__(self) -> None:
        self.heard: list[tuple[Sound | None, int]] = []
        self.muted = False
        self.volume = 70

    def play(self, sound: Sound | None, delay_ms: int = 0) -> None:
        if sound is not None and not self.muted:
            self.heard.append((sound, delay_ms))

    def close(self) -> None:
        pass


@pytest.mark.parametrize("language", ["en", "he"])
def test_a_round_is_heard_from_the_deal_to_the_call(qtbot, window, language: str) -> None:
    window.action(f"language:{language}").trigger()
    ears = Ears()
    window.sound = ears
    start(qtbot, window, "AS 2S 3C 9H", "KD QD JD 8C", discard="9D", stock="5S 4S 2C")
    sounds = [s for s, _ in ears.heard]
    assert sounds == [Sound.SHUFFLE, Sound.YOUR_TURN], "the deal, then the chime of my turn"
    ears.heard.clear()
    click_card(qtbot, window, cards("9H")[0])
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)
    click_card(qtbot, window, cards("9D")[0])
    assert [s for s, _ in ears.heard][:2] == [Sound.CARD_SLIDE, Sound.CARD_DRAW]
    qtbot.waitUntil(lambda: window.controller.awaiting_human() == 0, timeout=20_000)
    window.play.try_throw(cards("9H"))
    window.play.take_stock()
    qtbot.waitUntil(lambda: window.controller.awaiting_human() == 0, timeout=20_000)
    ears.heard.clear()
    window.action("sound").trigger()  # off from the View menu: nothing is heard
    assert ears.muted and not window.storage.settings.sound_enabled
    window.play.try_throw(cards("5S"))
    assert ears.heard == []
    window.action("volume:50").trigger()  # choosing a volume turns sound back on
    assert ears.volume == 50 and not ears.muted and window.storage.settings.sound_volume == 50
    assert window.action("sound").isChecked()


def test_the_call_and_the_result_are_heard_in_order(qtbot, window) -> None:
    ears = Ears()
    window.sound = ears
    start(qtbot, window, "AS 2S 3C", "KD QD JD", discard="9D", stock="5S")
    ears.heard.clear()
    qtbot.mouseClick(window.bar.yaniv, Qt.MouseButton.LeftButton)
    heard = ears.heard
    assert heard[0][0] is Sound.YANIV
    result = next((s, d) for s, d in heard if s in (Sound.ROUND_END, Sound.ASSAF))
    assert result[1] > 0, "the result waits until the call has been heard"
