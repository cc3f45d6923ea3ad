"""The new-match dialog: seats, a preset and every rule option, decks, table colour."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.errors import RulesError
from yaniv_desktop.core.rules import MAX_PLAYERS, MIN_PLAYERS, PRESET_NAMES, PRESETS, RuleSet
from yaniv_desktop.ui.dialogs.option_info import BY_NAME, OPTIONS, Kind
from yaniv_desktop.ui.play.seats import COMPUTER_NAMES, MatchSettings, Seat, you
from yaniv_desktop.ui.table.scene import TABLE_COLOUR_NAMES, TABLE_COLOURS

SEAT_KINDS = (
    ("person", QT_TRANSLATE_NOOP("NewMatchDialog", "Person")),
    (Level.BEGINNER.value, QT_TRANSLATE_NOOP("NewMatchDialog", "Computer · Beginner")),
    (Level.INTERMEDIATE.value, QT_TRANSLATE_NOOP("NewMatchDialog", "Computer · Intermediate")),
    (Level.EXPERT.value, QT_TRANSLATE_NOOP("NewMatchDialog", "Computer · Expert")),
)
translate = QCoreApplication.translate


class SeatRow:
    def __init__(self, index: int, name: str, kind: str, parent: QWidget) -> None:
        self.name = QLineEdit(name, parent)
        self.name.setAccessibleName(translate("NewMatchDialog", "Name of seat {number}").format(number=index + 1))
        self.name.setToolTip(translate("NewMatchDialog", "The player's name at the table"))
        self.kind = QComboBox(parent)
        for token, label in SEAT_KINDS:
            self.kind.addItem(translate("NewMatchDialog", label), token)
        self.kind.setCurrentIndex(max(0, self.kind.findData(kind)))
        self.kind.setAccessibleName(translate("NewMatchDialog", "Who plays seat {number}").format(number=index + 1))
        self.kind.setToolTip(translate("NewMatchDialog", "A person at this screen, or a computer player and its level"))

    def seat(self) -> Seat:
        token = self.kind.currentData()
        name = self.name.text().strip() or translate("NewMatchDialog", "Player")
        return Seat(name, None if token == "person" else Level(token))


class NewMatchDialog(QDialog):
    def __init__(self, deck_ids: list[tuple[str, str]], initial: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        self.deck_ids = deck_ids or [("classic", "Classic")]
        self._loading = False
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns)

        left = QVBoxLayout()
        columns.addLayout(left, 1)
        seats_box = QGroupBox(self.tr("Players"), self)
        self.seats_grid = QGridLayout(seats_box)
        self.rows: list[SeatRow] = []
        buttons = QHBoxLayout()
        self.add_seat = QPushButton(self.tr("Add player"), self)
        self.add_seat.setAccessibleName(self.tr("Add a player"))
        self.add_seat.setToolTip(self.tr("Seat one more player (up to 8)"))
        self.remove_seat = QPushButton(self.tr("Remove player"), self)
        self.remove_seat.setAccessibleName(self.tr("Remove the last player"))
        self.remove_seat.setToolTip(self.tr("Take away the last seat (at least 2 players)"))
        self.add_seat.clicked.connect(lambda: self._set_seat_count(len(self.rows) + 1))
        self.remove_seat.clicked.connect(lambda: self._set_seat_count(len(self.rows) - 1))
        buttons.addWidget(self.add_seat)
        buttons.addWidget(self.remove_seat)
        left.addWidget(seats_box)
        left.addLayout(buttons)

        table_box = QGroupBox(self.tr("Table"), self)
        table_form = QFormLayout(table_box)
        self.preset = QComboBox(self)
        for token in PRESETS:
            self.preset.addItem(translate("Presets", PRESET_NAMES[token]), token)
        self.preset.setAccessibleName(self.tr("Rules preset"))
        self.preset.setToolTip(self.tr("A named set of house rules; every option can still be changed"))
        self.preset.currentIndexChanged.connect(self._apply_preset)
        table_form.addRow(self.tr("Rules"), self.preset)
        self.skins = []
        for i in range(2):
            combo = QComboBox(self)
            for deck_id, name in self.deck_ids:
                combo.addItem(name, deck_id)
            title = self.tr("Deck {number}").format(number=i + 1)
            combo.setAccessibleName(title)
            combo.setToolTip(self.tr("The picture deck for this physical deck; two decks may differ"))
            combo.currentIndexChanged.connect(self._validate)
            self.skins.append(combo)
            table_form.addRow(title, combo)
        self.colour = QComboBox(self)
        for token in TABLE_COLOURS:
            self.colour.addItem(translate("TableColours", TABLE_COLOUR_NAMES[token]), token)
        self.colour.setAccessibleName(self.tr("Table colour"))
        self.colour.setToolTip(self.tr("The colour of the table cloth"))
        table_form.addRow(self.tr("Table colour"), self.colour)
        left.addWidget(table_box)
        left.addStretch(1)

        options_box = QGroupBox(self.tr("Rules of this match"), self)
        options_layout = QVBoxLayout(options_box)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        inner = QWidget(scroll)
        self.form = QFormLayout(inner)
        self.editors: dict[str, QWidget] = {}
        for info in OPTIONS:
            editor = self._editor(info)
            label = QLabel(info.shown_label, inner)
            label.setToolTip(info.shown_tooltip)
            label.setBuddy(editor)
            self.form.addRow(label, editor)
            self.editors[info.name] = editor
        scroll.setWidget(inner)
        options_layout.addWidget(scroll)
        columns.addWidget(options_box, 1)

        self.problem = QLabel("", self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a01818;")
        self.problem.setAccessibleName(self.tr("Problem with these choices"))
        outer.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setAccessibleName(self.tr("Start the match"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setToolTip(self.tr("Deal the first round"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setToolTip(self.tr("Keep the match you have"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self.resize(900, 620)
        self._load(initial or {})

    # ----- editors --------------------------------------------------------------------

    def _editor(self, info) -> QWidget:
        if info.kind is Kind.FLAG:
            editor: QWidget = QCheckBox(self)
            editor.stateChanged.connect(self._validate)  # type: ignore[attr-defined]
        elif info.kind is Kind.CHOICE:
            editor = QComboBox(self)
            for token, label in info.choices:
                editor.addItem(translate("Options", label), token)  # type: ignore[attr-defined]
            editor.currentIndexChanged.connect(self._validate)  # type: ignore[attr-defined]
        else:
            editor = QSpinBox(self)
            low = info.low - 1 if info.kind is Kind.OPTIONAL_NUMBER else info.low
            editor.setRange(low, info.high)  # type: ignore[attr-defined]
            if info.kind is Kind.OPTIONAL_NUMBER:
                editor.setSpecialValueText(translate("Options", "refused"))  # type: ignore[attr-defined]
            editor.valueChanged.connect(self._validate)  # type: ignore[attr-defined]
        editor.setToolTip(info.shown_tooltip)
        editor.setAccessibleName(info.shown_label)
        return editor

    def _set_value(self, name: str, value: Any) -> None:
        editor = self.editors[name]
        if isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))
        elif isinstance(editor, QSpinBox):
            editor.setValue(editor.minimum() if value is None else int(value))

    def _get_value(self, name: str) -> Any:
        editor = self.editors[name]
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, QComboBox):
            return editor.currentData()
        assert isinstance(editor, QSpinBox)
        if editor.specialValueText() and editor.value() == editor.minimum():
            return None
        return editor.value()

    # ----- seats -----------------------------------------------------------------------

    def _set_seat_count(self, count: int) -> None:
        count = max(MIN_PLAYERS, min(MAX_PLAYERS, count))
        while len(self.rows) < count:
            i = len(self.rows)
            row = SeatRow(i, COMPUTER_NAMES[(i - 1) % len(COMPUTER_NAMES)] if i else you(),
                          Level.INTERMEDIATE.value if i else "person", self)
            row.kind.currentIndexChanged.connect(self._validate)
            self.seats_grid.addWidget(QLabel(f"{i + 1}.", self), i, 0)
            self.seats_grid.addWidget(row.name, i, 1)
            self.seats_grid.addWidget(row.kind, i, 2)
            self.rows.append(row)
        while len(self.rows) > count:
            row = self.rows.pop()
            i = len(self.rows)
            for col in range(3):
                item = self.seats_grid.itemAtPosition(i, col)
                if item and item.widget():
                    item.widget().deleteLater()
        self.add_seat.setEnabled(count < MAX_PLAYERS)
        self.remove_seat.setEnabled(count > MIN_PLAYERS)
        self._validate()

    # ----- presets and loading --------------------------------------------------------

    def _apply_preset(self) -> None:
        if self._loading:
            return
        rules = RuleSet.preset(self.preset.currentData(), players=len(self.rows) or 4)
        self._loading = True
        for key, value in rules.to_dict().items():
            if key in self.editors:
                self._set_value(key, value)
        self._loading = False
        self._validate()

    def _load(self, initial: dict[str, Any]) -> None:
        self._loading = True
        seats = [Seat.from_json(s) for s in initial.get("seats", [])] or None
        self._set_seat_count(len(seats) if seats else 4)
        if seats:
            for row, seat in zip(self.rows, seats):
                row.name.setText(seat.name)
                row.kind.setCurrentIndex(max(0, row.kind.findData(seat.level.value if seat.level else "person")))
        self.preset.setCurrentIndex(max(0, self.preset.findData(initial.get("preset", "israeli"))))
        options = RuleSet.preset(self.preset.currentData()).to_dict()
        options.update(initial.get("options", {}))
        for key, value in options.items():
            if key in self.editors:
                self._set_value(key, value)
        for combo, deck_id in zip(self.skins, initial.get("decks", [])):
            combo.setCurrentIndex(max(0, combo.findData(deck_id)))
        self.colour.setCurrentIndex(max(0, self.colour.findData(initial.get("table_colour", "green"))))
        self._loading = False
        self._validate()

    # ----- results ------------------------------------------------------------------------

    def options(self) -> dict[str, Any]:
        return {info.name: self._get_value(info.name) for info in OPTIONS}

    def rules(self) -> RuleSet:
        return RuleSet.from_dict({**self.options(), "players": len(self.rows)})

    def _validate(self, *_args: object) -> None:
        if self._loading or not hasattr(self, "buttons"):
            return
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        message = ""
        try:
            rules = self.rules()
            self.skins[1].setEnabled(rules.deck_count == 2)
        except RulesError as error:
            message = _explain(error, {**self.options(), "players": len(self.rows)})
        if not message and not any(row.seat().is_human for row in self.rows):
            message = self.tr("At least one seat must be a person (to watch computers play, use Watch a match).")
        self.problem.setText(message)
        ok.setEnabled(not message)

    def settings(self, seed: int | str | None = None) -> MatchSettings:
        rules = self.rules()
        skins = tuple(combo.currentData() for combo in self.skins[: rules.deck_count])
        return MatchSettings(
            seats=tuple(row.seat() for row in self.rows), rules=rules, deck_skins=skins,
            table_colour=self.colour.currentData(), preset=self.preset.currentData(),
            seed=seed if seed is not None else random.randrange(10**9),
        )

    def choices(self) -> dict[str, Any]:
        """What to remember for next time."""
        return {
            "seats": [row.seat().to_json() for row in self.rows],
            "preset": self.preset.currentData(),
            "options": self.options(),
            "decks": [combo.currentData() for combo in self.skins],
            "table_colour": self.colour.currentData(),
        }


def _explain(error: RulesError, rules_data: dict[str, Any]) -> str:
    """A rule set that cannot be played, explained with the option's own label."""
    if error.option == "decks":
        players, hand = rules_data.get("players"), rules_data.get("hand_size")
        return translate("NewMatchDialog", "{players} players × {hand} cards need more cards than one deck has: "
                         "choose two decks (or automatic), fewer players or a smaller hand.").format(
                             players=players, hand=hand)
    if error.option == "yaniv_threshold":
        return translate("NewMatchDialog", "A Yaniv limit of 0 needs cards worth 0 (jokers, or jacks that count 0), "
                         "or nobody could ever call.")
    info = BY_NAME.get(error.option)
    label = info.shown_label if info else error.option
    return f"{label}: {str(error).split(': ', 1)[-1]}"
