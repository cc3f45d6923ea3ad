"""Every control can be found by a screen reader and explains itself."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLineEdit,
    QTextEdit,
    QWidget,
)

from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.dialogs.new_match import NewMatchDialog
from yaniv_desktop.ui.dialogs.rules_page import RulesDialog
from yaniv_desktop.ui.play.match_setup import first_match
from yaniv_desktop.ui.shell.main_window import MainWindow

CONTROLS = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView, QGraphicsView, QTextEdit)


def inside_compound(widget: QWidget) -> bool:
    """Parts of a named control: a spin box's editor, a combo box's popup, a table's headers."""
    if isinstance(widget, QHeaderView):
        return True
    parent = widget.parent()
    while parent is not None:
        if isinstance(parent, (QAbstractSpinBox, QComboBox)):
            return True
        parent = parent.parent()
    return False


def unnamed(root: QWidget) -> list[str]:
    missing = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or widget.parent() is None:
            continue
        if type(widget).__name__.startswith("Q") and widget.objectName().startswith("qt_"):
            continue  # Qt's own inner parts (scroll bars' buttons, spin box line edits)
        if inside_compound(widget):
            continue
        interface = QAccessible.queryAccessibleInterface(widget)
        name = interface.text(QAccessible.Text.Name) if interface else ""
        if not name.strip():
            missing.append(f"{type(widget).__name__} without an accessible name")
        elif not widget.toolTip().strip():
            missing.append(f"{type(widget).__name__} {name!r} without a tooltip")
    return missing


@pytest.fixture
def window(qtbot):
    w = MainWindow(move_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    w.start_match(first_match())
    yield w
    w.close()


def test_the_game_window_has_no_unnamed_control(window) -> None:
    assert unnamed(window) == []


def test_the_new_match_dialog_has_no_unnamed_control(qtbot) -> None:
    dialog = NewMatchDialog([("classic", "Classic")])
    qtbot.addWidget(dialog)
    dialog.show()
    assert unnamed(dialog) == []


def test_the_rules_dialog_has_no_unnamed_control(qtbot) -> None:
    dialog = RulesDialog(RuleSet())
    qtbot.addWidget(dialog)
    dialog.show()
    assert unnamed(dialog) == []


def test_the_checker_finds_a_nameless_control(qtbot) -> None:
    from PySide6.QtWidgets import QPushButton

    holder = QWidget()
    qtbot.addWidget(holder)
    QPushButton(holder)
    assert unnamed(holder) == ["QPushButton without an accessible name"]
