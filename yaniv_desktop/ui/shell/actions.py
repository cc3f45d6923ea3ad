"""Every menu item and playing key of the main window, declared once.

:mod:`.menus` builds the menu bar and the shortcuts from these tables, and the
player-path tour walks the same tables, so an item cannot be added without being
tried. A slot is named by its path from the main window (``"windows.show_decks"``);
a choice among values is an exclusive group whose actions carry their value in
``QAction.data()``, so no value rides on a signal argument.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence

from yaniv_desktop.ui.table.scene import SPEEDS
from yaniv_desktop.ui.text.i18n import LANGUAGES

CONTEXT = "MainWindow"  # the translation context of every text below
StandardKey = QKeySequence.StandardKey


@dataclass(frozen=True, slots=True)
class Menu:
    id: str
    text: str
    parent: str | None = None  # a submenu of this menu


@dataclass(frozen=True, slots=True)
class Command:
    """One action: a menu item (with ``menu``), a playing key (without), or both."""

    id: str
    slot: str
    text: str = ""
    menu: str | None = None
    keys: tuple[str | StandardKey, ...] = ()
    value: object = None            # given to the slot (from the action's data) when not None
    setting: str | None = None      # checkable, showing and saving this boolean setting
    checkable: bool = False         # checkable, showing a state its slot keeps (full screen)
    separator_before: bool = False
    needs_storage: bool = False     # off when the app cannot save (no history to show)


@dataclass(frozen=True, slots=True)
class Option:
    value: object
    text: str
    translated: bool = True  # False: shown as it is (a language's own name)


@dataclass(frozen=True, slots=True)
class Choice:
    """An exclusive group: one checkable item per value, the saved setting checked."""

    id: str
    menu: str
    slot: str                       # called with the chosen value
    setting: str
    options: tuple[Option, ...]
    separator_before: bool = False


MENUS = (
    Menu("game", QT_TRANSLATE_NOOP("MainWindow", "&Game")),
    Menu("view", QT_TRANSLATE_NOOP("MainWindow", "&View")),
    Menu("language", QT_TRANSLATE_NOOP("MainWindow", "&Language"), parent="view"),
    Menu("help", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
)

COMMANDS = (
    Command("new_match", "ask_new_match", QT_TRANSLATE_NOOP("MainWindow", "&New match…"), "game", (StandardKey.New,)),
    Command("undo", "play.undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo my last turn"), "game", (StandardKey.Undo,)),
    Command("watch", "watch", QT_TRANSLATE_NOOP("MainWindow", "&Watch a match"), "game", ("Ctrl+W",)),
    Command("decks", "windows.show_decks", QT_TRANSLATE_NOOP("MainWindow", "&Decks…"), "game", ("Ctrl+D",),
            separator_before=True),
    Command("history", "windows.show_history", QT_TRANSLATE_NOOP("MainWindow", "&History…"), "game",
            ("Ctrl+Shift+H",), needs_storage=True),
    Command("statistics", "windows.show_statistics", QT_TRANSLATE_NOOP("MainWindow", "&Statistics…"), "game",
            needs_storage=True),
    Command("quit", "close", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "game", (StandardKey.Quit,),
            separator_before=True),
    Command("animations", "view_settings.set_animations", QT_TRANSLATE_NOOP("MainWindow", "&Animations"), "view",
            setting="animations_enabled"),
    Command("coach", "view_settings.set_coach", QT_TRANSLATE_NOOP("MainWindow", "&Coach"), "view",
            setting="coach"),
    Command("sound", "view_settings.set_sound", QT_TRANSLATE_NOOP("MainWindow", "S&ound"), "view",
            setting="sound_enabled"),
    Command("fullscreen", "toggle_fullscreen", QT_TRANSLATE_NOOP("MainWindow", "F&ull screen"), "view", ("F11",),
            checkable=True),
    Command("sort_rank", "play.sort_hand", QT_TRANSLATE_NOOP("MainWindow", "Sort my hand by &rank"), "view", ("R",),
            value="rank", separator_before=True),
    Command("sort_suit", "play.sort_hand", QT_TRANSLATE_NOOP("MainWindow", "Sort my hand by su&it"), "view",
            ("Shift+R",), value="suit"),
    Command("rules", "windows.show_rules", QT_TRANSLATE_NOOP("MainWindow", "&Rules"), "help",
            (StandardKey.HelpContents,)),
    Command("tutorial", "open_tutorial", QT_TRANSLATE_NOOP("MainWindow", "&Tutorial"), "help"),
    Command("welcome", "show_welcome", QT_TRANSLATE_NOOP("MainWindow", "&Welcome…"), "help", needs_storage=True),
    Command("about", "windows.show_about", QT_TRANSLATE_NOOP("MainWindow", "&About Yaniv Desktop"), "help"),
    # Playing keys: every move can be made without a mouse.
    Command("key_yaniv", "play.call_yaniv", keys=("Y",)),
    Command("key_stock", "play.take_stock", keys=("S",)),
    Command("key_keep", "play.keep_drawn", keys=("K",)),
    Command("key_slap_zero", "play.slap_zero", keys=("Z",)),
    Command("key_slap", "play.slap", keys=("L",)),
    Command("key_hint", "play.hint", keys=("H",)),
    Command("key_next_round", "play.next_round", keys=("N",)),
    Command("key_order", "play.next_order", keys=("O",)),
    Command("key_enter", "play.enter", keys=("Return", "Enter")),
    Command("key_choose", "play.toggle_focused", keys=("Space",)),
    Command("key_left", "play.move_focus", keys=("Left",), value=-1),
    Command("key_right", "play.move_focus", keys=("Right",), value=1),
    Command("key_end_1", "play.take_end", keys=("1",), value=0),
    Command("key_end_2", "play.take_end", keys=("2",), value=1),
    Command("key_end_3", "play.take_end", keys=("3",), value=2),
    Command("key_leave_fullscreen", "leave_fullscreen", keys=("Escape",)),
)

CARD_SCALES = {"small": 0.82, "medium": 1.0, "large": 1.22}

CHOICES = (
    Choice("speed", "view", "view_settings.set_speed", "animation_speed", (
        Option(SPEEDS[0], QT_TRANSLATE_NOOP("MainWindow", "&Slow moves")),
        Option(SPEEDS[1], QT_TRANSLATE_NOOP("MainWindow", "&Normal moves")),
        Option(SPEEDS[2], QT_TRANSLATE_NOOP("MainWindow", "&Fast moves")),
    ), separator_before=True),
    Choice("card_size", "view", "view_settings.set_card_size", "card_size", (
        Option("small", QT_TRANSLATE_NOOP("MainWindow", "Small cards")),
        Option("medium", QT_TRANSLATE_NOOP("MainWindow", "Medium cards")),
        Option("large", QT_TRANSLATE_NOOP("MainWindow", "Large cards")),
    ), separator_before=True),
    Choice("volume", "view", "view_settings.set_volume", "sound_volume", (
        Option(25, QT_TRANSLATE_NOOP("MainWindow", "Quiet")),
        Option(50, QT_TRANSLATE_NOOP("MainWindow", "Soft")),
        Option(70, QT_TRANSLATE_NOOP("MainWindow", "Normal volume")),
        Option(100, QT_TRANSLATE_NOOP("MainWindow", "Loud")),
    ), separator_before=True),
    Choice("table_theme", "view", "view_settings.set_table_theme", "table_theme", (
        Option("green", QT_TRANSLATE_NOOP("MainWindow", "Green felt")),
        Option("blue", QT_TRANSLATE_NOOP("MainWindow", "Blue felt")),
        Option("red", QT_TRANSLATE_NOOP("MainWindow", "Red felt")),
        Option("wood", QT_TRANSLATE_NOOP("MainWindow", "Wooden table")),
        Option("dark", QT_TRANSLATE_NOOP("MainWindow", "Dark felt")),
        Option("high_contrast", QT_TRANSLATE_NOOP("MainWindow", "High contrast")),
    ), separator_before=True),
    Choice("hand_order", "view", "view_settings.set_hand_order", "hand_order", (
        Option("arranged", QT_TRANSLATE_NOOP("MainWindow", "Keep my hand as I arrange it")),
        Option("rank", QT_TRANSLATE_NOOP("MainWindow", "Always sort by rank")),
        Option("suit", QT_TRANSLATE_NOOP("MainWindow", "Always sort by suit")),
    ), separator_before=True),
    Choice("language", "language", "view_settings.set_language", "language", (
        Option("system", QT_TRANSLATE_NOOP("MainWindow", "Same as the system")),
        *(Option(code, name, translated=False) for code, name in LANGUAGES.items()),
    )),
)
