"""The View menu's settings: animations, move speed, card size, the hand's order, the coach,
the language.

Each is applied at once and remembered; the menus show what is in force.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from yaniv_desktop.ui.shell.actions import CARD_SCALES
from yaniv_desktop.ui.table.hand_order import HandOrder
from yaniv_desktop.ui.text.i18n import RIGHT_TO_LEFT

if TYPE_CHECKING:
    from yaniv_desktop.ui.shell.main_window import MainWindow

BASE_MOVE_DELAY_MS = 700  # a computer's move at normal speed


class ViewSettings(QObject):
    def __init__(self, main: MainWindow) -> None:
        super().__init__(main)
        self.main = main

    def apply_saved(self) -> None:
        """Take the saved settings, and show them checked in the menus."""
        storage = self.main.storage
        play = self.main.play
        self.follow_language()
        if storage is None:  # nothing saved: show what is in force
            built = self.main.built
            built.check("speed", play.scene.speed)
            built.check("card_size", next((k for k, v in CARD_SCALES.items() if v == play.scene.card_scale), "medium"))
            built.check("language", self.main.translations.language if self.main.translations else "system")
            built.actions["animations"].setChecked(play.scene.animations_enabled)
            built.actions["coach"].setChecked(play.coach_enabled)
            built.actions["sound"].setChecked(not self.main.sound.muted)
            built.check("volume", self.main.sound.volume)
            built.check("hand_order", play.hand_order.value)
            built.check("table_theme", play.scene.table_theme)
            self._enable_sorting(play.hand_order)
            return
        s = storage.settings
        play.scene.animations_enabled = s.animations_enabled
        play.coach_enabled = s.coach
        play.hints_enabled = s.hints_enabled
        self._use_speed(s.animation_speed)
        play.scene.card_scale = CARD_SCALES.get(s.card_size, 1.0)
        play.hand_order = HandOrder(s.hand_order)
        self._enable_sorting(play.hand_order)
        self.main.built.show_settings(s)

    def set_animations(self, on: bool) -> None:
        self.main.play.scene.animations_enabled = on
        self._remember("animations_enabled", on)

    def set_coach(self, on: bool) -> None:
        self.main.play.coach_enabled = on
        if not on:
            self.main.play.bar.coach_box.hide()
        self._remember("coach", on)

    def set_speed(self, speed: float) -> None:
        """From the View menu or the watch bar: both show the speed in force."""
        self._use_speed(float(speed))
        self.main.built.check("speed", float(speed))
        self._remember("animation_speed", float(speed))

    def set_card_size(self, size: str) -> None:
        self.main.play.scene.card_scale = CARD_SCALES[size]
        self._remember("card_size", size)
        self.main.play.refresh()

    def set_sound(self, on: bool) -> None:
        self.main.sound.muted = not on
        self._remember("sound_enabled", on)

    def set_volume(self, volume: int) -> None:
        self.main.sound.volume = int(volume)
        if self.main.sound.muted:  # choosing a volume turns the sound on
            self.main.built.actions["sound"].setChecked(True)
        self._remember("sound_volume", int(volume))

    def set_table_theme(self, theme: str) -> None:
        """Felt or wood, now and for the matches after this one."""
        main = self.main
        main.play.scene.set_table_colour(theme)
        self._remember("table_theme", theme)
        storage = main.storage
        if storage is not None and storage.settings.last_new_match:  # the new-match dialog starts with it
            storage.settings.set("last_new_match", {**storage.settings.last_new_match, "table_colour": theme})

    def set_hand_order(self, order: str) -> None:
        """As the person arranges it, or always sorted (then the one-time sorts are off)."""
        self.main.play.set_hand_order(HandOrder(order))
        self._enable_sorting(HandOrder(order))
        self._remember("hand_order", order)

    def _enable_sorting(self, order: HandOrder) -> None:
        for action_id in ("sort_rank", "sort_suit"):
            self.main.built.actions[action_id].setEnabled(order is HandOrder.AS_ARRANGED)

    def follow_language(self) -> None:
        """The table runs the way the language in use reads (however it was switched)."""
        if self.main.translations is not None:
            self.main.play.scene.mirrored = self.main.translations.language in RIGHT_TO_LEFT

    def set_language(self, code: str) -> None:
        """Switch the whole window's language now (and remember it)."""
        main = self.main
        if main.translations is not None:
            main.translations.use(code)
            self.follow_language()
        self._remember("language", code)
        main.built.check("language", code)
        main.retranslate()  # now, not when the LanguageChange event arrives
        main.play.refresh()

    def _use_speed(self, speed: float) -> None:
        main = self.main
        main.play.scene.speed = speed
        main.play.watch.show_speed(speed)
        main.move_delay_ms = int(BASE_MOVE_DELAY_MS / speed)
        if main.controller is not None:
            main.controller.move_delay_ms = main.move_delay_ms

    def _remember(self, name: str, value: object) -> None:
        if self.main.storage is not None:
            self.main.storage.settings.set(name, value)
