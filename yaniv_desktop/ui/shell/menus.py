"""The menu bar and the shortcuts, built from the declarations of :mod:`.actions`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from yaniv_desktop.ui.shell.actions import CHOICES, COMMANDS, CONTEXT, MENUS, Choice, Command, StandardKey


def resolve(root: QObject, path: str) -> Callable:
    """``"windows.show_decks"`` → ``root.windows.show_decks``."""
    target: object = root
    for name in path.split("."):
        target = getattr(target, name)
    return target  # type: ignore[return-value]


def key_sequences(keys: tuple[str | StandardKey, ...]) -> list[QKeySequence]:
    out: list[QKeySequence] = []
    for key in keys:
        out.extend(QKeySequence.keyBindings(key) if isinstance(key, StandardKey) else [QKeySequence(key)])
    return out


@dataclass
class BuiltActions:
    """What was built: every action by id, every choice's group by id, every menu by id."""

    actions: dict[str, QAction] = field(default_factory=dict)
    groups: dict[str, QActionGroup] = field(default_factory=dict)
    menus: dict[str, QMenu] = field(default_factory=dict)
    texts: dict[QAction | QMenu, tuple[str, bool]] = field(default_factory=dict)  # source text, translated

    def retranslate(self) -> None:
        for item, (text, translated) in self.texts.items():
            shown = QCoreApplication.translate(CONTEXT, text) if translated else text
            if isinstance(item, QMenu):
                item.setTitle(shown)
            else:
                item.setText(shown)

    def show_settings(self, settings: object) -> None:
        """Check what the saved settings say, without calling any slot."""
        for command in COMMANDS:
            if command.setting is not None:
                action = self.actions[command.id]
                action.blockSignals(True)
                action.setChecked(bool(getattr(settings, command.setting)))
                action.blockSignals(False)
        for choice in CHOICES:
            self.check(choice.id, getattr(settings, choice.setting))

    def check(self, choice_id: str, value: object) -> None:
        for action in self.groups[choice_id].actions():
            action.blockSignals(True)
            action.setChecked(action.data() == value)
            action.blockSignals(False)


def build(window: QMainWindow, *, can_save: bool) -> BuiltActions:
    built = BuiltActions()
    for menu in MENUS:
        parent = built.menus[menu.parent] if menu.parent else window.menuBar()
        built.menus[menu.id] = parent.addMenu("")
        built.texts[built.menus[menu.id]] = (menu.text, True)
    language_menu = built.menus.get("language")
    for command in COMMANDS:
        _command(window, built, command, can_save)
    for choice in CHOICES:
        _choice(window, built, choice)
    if language_menu is not None:  # the submenu goes last in its menu, after the other choices
        parent = built.menus["view"]
        parent.removeAction(language_menu.menuAction())
        parent.addSeparator()
        parent.addAction(language_menu.menuAction())
    built.retranslate()
    return built


def _command(window: QMainWindow, built: BuiltActions, command: Command, can_save: bool) -> None:
    action = QAction(window)
    action.setObjectName(command.id)
    action.setShortcuts(key_sequences(command.keys))
    slot = resolve(window, command.slot)
    if command.setting is not None:
        action.setCheckable(True)
        action.toggled.connect(slot)
    elif command.checkable:
        action.setCheckable(True)  # the slot keeps the check mark true to the state
        action.triggered.connect(partial(_call, slot))
    elif command.value is not None:
        action.setData(command.value)
        action.triggered.connect(partial(_call_with_data, slot, action))
    else:
        action.triggered.connect(partial(_call, slot))
    if command.needs_storage and not can_save:
        action.setEnabled(False)
    built.actions[command.id] = action
    if command.menu is None:
        # A playing key: it works anywhere in the window, with no menu item to show.
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        window.addAction(action)
        return
    menu = built.menus[command.menu]
    if command.separator_before:
        menu.addSeparator()
    menu.addAction(action)
    built.texts[action] = (command.text, True)


def _choice(window: QMainWindow, built: BuiltActions, choice: Choice) -> None:
    group = QActionGroup(window)
    group.setObjectName(choice.id)
    group.setExclusive(True)
    menu = built.menus[choice.menu]
    if choice.separator_before:
        menu.addSeparator()
    slot = resolve(window, choice.slot)
    for option in choice.options:
        action = QAction(group)
        action.setObjectName(f"{choice.id}:{option.value}")
        action.setCheckable(True)
        action.setData(option.value)
        menu.addAction(action)
        built.actions[action.objectName()] = action
        built.texts[action] = (option.text, option.translated)
    group.triggered.connect(partial(_call_with_data, slot))
    built.groups[choice.id] = group


def _call(slot: Callable, *_signal_arguments: object) -> None:
    """``triggered(bool)`` passes ``checked``: it must never reach a slot that takes no value."""
    slot()


def _call_with_data(slot: Callable, action: QAction, *_signal_arguments: object) -> None:
    slot(action.data())
