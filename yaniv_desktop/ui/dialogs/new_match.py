"""The new-match dialog: seats, a preset and every rule option, decks, table colour.

Every option shows its explanation under it (a player should not have to hover to
learn what an Assaf is), the deck pickers show exactly the decks the match will be
played with, and the two columns scroll up and down only.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.errors import RulesError
from yaniv_desktop.core.rules import MAX_PLAYERS, MIN_PLAYERS, PRESET_NAMES, PRESETS, RuleSet
from yaniv_desktop.ui.dialogs.option_info import (
    BY_NAME,
    OPTIONS,
    Kind,
    OptionInfo,
    deck_count,
    shown_choice,
    value_label,
)
from yaniv_desktop.ui.play.seats import COMPUTER_NAMES, MatchSettings, Seat, you
from yaniv_desktop.ui.table.card_images import FALLBACK_DECK
from yaniv_desktop.ui.table.scene import TABLE_COLOUR_NAMES, TABLE_COLOURS

SEAT_KINDS = (
    ("person", QT_TRANSLATE_NOOP("NewMatchDialog", "Person")),
    (Level.BEGINNER.value, QT_TRANSLATE_NOOP("NewMatchDialog", "Computer · Beginner")),
    (Level.INTERMEDIATE.value, QT_TRANSLATE_NOOP("NewMatchDialog", "Computer · Intermediate")),
    (Level.EXPERT.value, QT_TRANSLATE_NOOP("NewMatchDialog", "Computer · Expert")),
)
TABLE_OPTIONS = ("decks",)  # shown beside the deck pickers, whose number they decide
DEFAULT_SIZE = QSize(980, 660)
FRAME_ROOM = QSize(16, 40)  # a window manager's borders and title bar around the dialog
RLM = "\u200f"  # right-to-left mark
EXPLANATION = "explanation"  # object name of the visible explanation under an editor
translate = QCoreApplication.translate


def playable_decks(wanted: Sequence[Any], count: int, known: Collection[str] | None = None) -> tuple[str, ...]:
    """The deck ids a table of ``count`` physical decks plays, given the ones asked for.

    A deck that is not installed (deleted, or remembered from another computer) is
    replaced by the one the table would draw instead, and a missing second deck
    repeats the first — so a remembered set-up, the dialog and the table agree.
    ``known=None`` keeps every id as it is.
    """
    ids = list(known) if known is not None else None
    fallback = ids[0] if ids and FALLBACK_DECK not in ids else FALLBACK_DECK
    chosen = [str(d) if ids is None or d in ids else fallback for d in list(wanted)[:2]] or [fallback]
    while len(chosen) < count:
        chosen.append(chosen[0])
    return tuple(chosen[:count])


def explanation_label(text: str, parent: QWidget) -> QLabel:
    """A short, always visible explanation: smaller and softer than the option itself."""
    note = QLabel(in_reading_direction(text), parent)
    note.setObjectName(EXPLANATION)
    note.setWordWrap(True)
    font = note.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    note.setFont(font)
    palette = note.palette()
    text_colour, ground = palette.color(QPalette.ColorRole.WindowText), palette.color(QPalette.ColorRole.Window)
    palette.setColor(QPalette.ColorRole.WindowText, _blend(text_colour, ground, 0.3))  # still ≥ 4.5:1 contrast
    note.setPalette(palette)
    return note


def in_reading_direction(text: str) -> str:
    """A Hebrew sentence that starts with "J, Q and K" must still run right to left:
    a label guesses its direction from the first letter, so mark it."""
    if QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft:
        return RLM + text
    return text


def _blend(a: QColor, b: QColor, share_of_b: float) -> QColor:
    def mix(x: int, y: int) -> int:
        return round(x * (1 - share_of_b) + y * share_of_b)

    return QColor(mix(a.red(), b.red()), mix(a.green(), b.green()), mix(a.blue(), b.blue()))


def described(editor: QWidget, text: str, parent: QWidget) -> QWidget:
    """The editor with its explanation under it, as one field of a form."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    layout.addWidget(editor)
    layout.addWidget(explanation_label(text, box))
    editor.setAccessibleDescription(text)
    return box


class WholeComboBox(QComboBox):
    """A combo box that never shrinks below its longest choice: a clipped
    "Automatic (one deck for 4 pl…" is worse than a wider dialog."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # follows setItemText

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class VerticalScroll(QScrollArea):
    """Scrolls up and down only: it asks for the width its content needs at the least,
    so no line is cut off or has to be scrolled sideways."""

    def __init__(self, content: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(content)
        content.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The content's needs changed (a longer text, a row shown): the dialog's layout
        # only hears of it through this scroll area's own hints. A hint alone was not
        # always enough (the tour saw the Dutch seats column kept 60 px below its minimum
        # hint, with a sideways scroll bar), so the minimum width is set outright.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.setMinimumWidth(self.minimumSizeHint().width())
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _chrome(self) -> int:
        return self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def minimumSizeHint(self) -> QSize:
        inner = self.widget().minimumSizeHint()
        return QSize(inner.width() + self._chrome(), min(inner.height(), 120))

    def sizeHint(self) -> QSize:
        inner = self.widget().sizeHint()
        return QSize(inner.width() + self._chrome(), inner.height() + 2 * self.frameWidth())


class OptionsPanel(QWidget):
    """The rule options, every row alike: each label beside its editor when the panel is
    wide enough for the widest of both, else each label over its editor.

    (Qt's own "wrap long rows" judges a row by its own label, not the label column, and
    so squeezed a list below its longest choice.)  The panel asks only for the stacked
    width, so which way it is laid out never changes how wide the dialog makes it.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.form.setVerticalSpacing(10)

    def _columns(self) -> tuple[int, int]:
        """The widest label and the widest editor (with its explanation) at their least."""
        labels, fields = [0], [0]
        for row in range(self.form.rowCount()):
            for role, widths in ((QFormLayout.ItemRole.LabelRole, labels), (QFormLayout.ItemRole.FieldRole, fields)):
                item = self.form.itemAt(row, role)
                if item is not None:
                    widths.append(item.minimumSize().width())
        return max(labels), max(fields)

    def _margins(self) -> int:
        margins = self.form.contentsMargins()
        return margins.left() + margins.right()

    def side_by_side_width(self) -> int:
        label, field = self._columns()
        return self._margins() + label + max(0, self.form.horizontalSpacing()) + field

    def stacked(self) -> bool:
        return self.form.rowWrapPolicy() is QFormLayout.RowWrapPolicy.WrapAllRows

    def minimumSizeHint(self) -> QSize:
        label, field = self._columns()
        return QSize(self._margins() + max(label, field), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        wide = event.size().width() >= self.side_by_side_width()
        policy = QFormLayout.RowWrapPolicy.DontWrapRows if wide else QFormLayout.RowWrapPolicy.WrapAllRows
        if self.form.rowWrapPolicy() is not policy:
            self.form.setRowWrapPolicy(policy)
        super().resizeEvent(event)


class SeatRow:
    def __init__(self, index: int, name: str, kind: str, parent: QWidget) -> None:
        self.name = QLineEdit(name, parent)
        self.name.setAccessibleName(translate("NewMatchDialog", "Name of seat {number}").format(number=index + 1))
        self.name.setToolTip(translate("NewMatchDialog", "The player's name at the table"))
        self.kind = WholeComboBox(parent)
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
        self.deck_ids = deck_ids or [(FALLBACK_DECK, "Classic")]
        self._loading = False
        self.rows: list[SeatRow] = []
        self.editors: dict[str, QWidget] = {info.name: self._editor(info) for info in OPTIONS}
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self._seats_box(left))
        left_layout.addLayout(self._seat_buttons(left))
        left_layout.addWidget(self._table_box(left))
        left_layout.addStretch(1)
        self.table_scroll = VerticalScroll(left, self)
        columns.addWidget(self.table_scroll, 0)  # as wide as it needs; the rules take the rest
        columns.addWidget(self._rules_box(), 1)
        self.problem = QLabel("", self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a01818;")
        self.problem.setAccessibleName(self.tr("Problem with these choices"))
        outer.addWidget(self.problem)
        outer.addWidget(self._button_box())
        self._load(initial or {})
        self._fit_to_screen()

    # ----- building ---------------------------------------------------------------------

    def _seats_box(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox(self.tr("Players"), parent)
        self.seats_grid = QGridLayout(box)
        self.seats_grid.setColumnStretch(1, 1)
        return box

    def _seat_buttons(self, parent: QWidget) -> QHBoxLayout:
        buttons = QHBoxLayout()
        self.add_seat = QPushButton(self.tr("Add player"), parent)
        self.add_seat.setAccessibleName(self.tr("Add a player"))
        self.add_seat.setToolTip(self.tr("Seat one more player (up to 8)"))
        self.remove_seat = QPushButton(self.tr("Remove player"), parent)
        self.remove_seat.setAccessibleName(self.tr("Remove the last player"))
        self.remove_seat.setToolTip(self.tr("Take away the last seat (at least 2 players)"))
        self.add_seat.clicked.connect(lambda: self._set_seat_count(len(self.rows) + 1))
        self.remove_seat.clicked.connect(lambda: self._set_seat_count(len(self.rows) - 1))
        buttons.addWidget(self.add_seat)
        buttons.addWidget(self.remove_seat)
        return buttons

    def _table_box(self, parent: QWidget) -> QGroupBox:
        """The preset, how many decks and which pictures each deck has, the cloth."""
        box = QGroupBox(self.tr("Table"), parent)
        self.table_form = form = QFormLayout(box)
        # A narrow column: each label over its box, so "Automatic (two decks for 8
        # players)" has the column's whole width in every language.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.preset = WholeComboBox(box)
        for token in PRESETS:
            self.preset.addItem(translate("Presets", PRESET_NAMES[token]), token)
        self.preset.setAccessibleName(self.tr("Rules preset"))
        about_preset = self.tr("A named set of house rules; every option can still be changed")
        self.preset.setToolTip(about_preset)
        self.preset.currentIndexChanged.connect(self._apply_preset)
        form.addRow(self.tr("Rules"), described(self.preset, about_preset, box))
        for name in TABLE_OPTIONS:
            self._add_option_row(form, BY_NAME[name], box)
        self.skins: list[QComboBox] = []
        self.skin_labels: list[QLabel] = []
        for _ in range(2):
            combo = WholeComboBox(box)
            for deck_id, deck_name in self.deck_ids:
                combo.addItem(deck_name, deck_id)
            combo.setToolTip(self.tr("The picture deck for this physical deck; two decks may differ"))
            combo.currentIndexChanged.connect(self._validate)
            label = QLabel(box)
            label.setBuddy(combo)
            self.skins.append(combo)
            self.skin_labels.append(label)
            form.addRow(label, combo)
        self.colour = WholeComboBox(box)
        for token in TABLE_COLOURS:
            self.colour.addItem(translate("TableColours", TABLE_COLOUR_NAMES[token]), token)
        self.colour.setAccessibleName(self.tr("Table colour"))
        self.colour.setToolTip(self.tr("The colour of the table cloth"))
        form.addRow(self.tr("Table colour"), self.colour)
        self.practice = QCheckBox(self.tr("Practice: Undo (Ctrl+Z) takes back my turns"), box)
        self.practice.setToolTip(self.tr("For one person against computer players; the match is marked "
                                         "as practice in the history and the statistics"))
        form.addRow("", self.practice)
        return box

    def _rules_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Rules of this match"), self)
        inner = OptionsPanel(box)
        self.form = inner.form
        for info in OPTIONS:
            if info.name not in TABLE_OPTIONS:
                self._add_option_row(self.form, info, inner)
        self.rules_scroll = VerticalScroll(inner, box)
        QVBoxLayout(box).addWidget(self.rules_scroll)
        return box

    def _add_option_row(self, form: QFormLayout, info: OptionInfo, parent: QWidget) -> None:
        editor = self.editors[info.name]
        label = QLabel(info.shown_label, parent)
        label.setToolTip(info.shown_tooltip)
        label.setBuddy(editor)
        form.addRow(label, described(editor, info.shown_tooltip, parent))

    def _button_box(self) -> QDialogButtonBox:
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Deal"))
        ok.setAccessibleName(self.tr("Start the match"))
        ok.setToolTip(self.tr("Deal the first round"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setToolTip(self.tr("Keep the match you have"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        return self.buttons

    def _fit_to_screen(self) -> None:
        """The default size, made smaller on a small screen (never below what the
        layout needs, which is why both columns scroll)."""
        screen = self.parentWidget().screen() if self.parentWidget() is not None else QGuiApplication.primaryScreen()
        room = screen.availableGeometry().size() - FRAME_ROOM if screen is not None else DEFAULT_SIZE
        self.resize(DEFAULT_SIZE.boundedTo(room).expandedTo(self.minimumSizeHint()))

    # ----- editors --------------------------------------------------------------------

    def _editor(self, info: OptionInfo) -> QWidget:
        if info.kind is Kind.FLAG:
            editor: QWidget = QCheckBox(self)
            # Only the box itself: a click beside it does nothing, so it must not look wider.
            editor.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            editor.stateChanged.connect(self._validate)  # type: ignore[attr-defined]
        elif info.kind is Kind.CHOICE:
            editor = WholeComboBox(self)
            for token, label in info.choices:
                editor.addItem(shown_choice(label), token)  # type: ignore[attr-defined]
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
            self.rows.pop()
            i = len(self.rows)
            for col in range(3):
                item = self.seats_grid.itemAtPosition(i, col)
                if item and item.widget():
                    # Deleted now, by Python, not by deleteLater: a deferred delete of these
                    # widgets after the dialog's own event loop crashed PySide in the tour.
                    widget = item.widget()
                    self.seats_grid.removeWidget(widget)
                    widget.setParent(None)
        self.add_seat.setEnabled(count < MAX_PLAYERS)
        self.remove_seat.setEnabled(count > MIN_PLAYERS)
        self._validate()

    # ----- decks ------------------------------------------------------------------------

    def deck_count(self) -> int:
        """How many physical decks these choices deal from (what the engine will use)."""
        return deck_count(self._get_value("decks"), len(self.rows))

    def shown_decks(self) -> tuple[str, ...]:
        """The deck ids of the deck pickers a player can see."""
        return tuple(combo.currentData() for combo in self.skins[: self.deck_count()])

    def _sync_decks(self) -> None:
        """Say what "automatic" means at this table and show one picker per deck."""
        decks = self.editors["decks"]
        assert isinstance(decks, QComboBox)
        decks.setItemText(decks.findData("auto"), value_label("decks", "auto", players=len(self.rows)))
        two = self.deck_count() == 2
        self.table_form.setRowVisible(self.skins[1], two)
        for number, (label, combo) in enumerate(zip(self.skin_labels, self.skins), start=1):
            title = self.tr("Deck {number}").format(number=number) if two else self.tr("Deck")
            label.setText(title)
            combo.setAccessibleName(title)

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
                row.name.setText(seat.shown_name)  # the default name in the current language
                row.kind.setCurrentIndex(max(0, row.kind.findData(seat.level.value if seat.level else "person")))
        self.preset.setCurrentIndex(max(0, self.preset.findData(initial.get("preset", "israeli"))))
        options = RuleSet.preset(self.preset.currentData()).to_dict()
        options.update(initial.get("options", {}))
        for key, value in options.items():
            if key in self.editors:
                self._set_value(key, value)
        known = [deck_id for deck_id, _ in self.deck_ids]
        for combo, deck_id in zip(self.skins, playable_decks(initial.get("decks") or (), 2, known)):
            combo.setCurrentIndex(combo.findData(deck_id))
        self.colour.setCurrentIndex(max(0, self.colour.findData(initial.get("table_colour", "green"))))
        self.practice.setChecked(bool(initial.get("practice", False)))
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
        self._sync_decks()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        message = ""
        try:
            self.rules()
        except RulesError as error:
            message = _explain(error, {**self.options(), "players": len(self.rows)})
        if not message and not any(row.seat().is_human for row in self.rows):
            message = self.tr("At least one seat must be a person (to watch computers play, use Watch a match).")
        self.problem.setText(message)
        ok.setEnabled(not message)
        people = sum(1 for row in self.rows if row.seat().is_human)
        self.practice.setEnabled(people == 1)  # no undo in pass-and-play

    def settings(self, seed: int | str | None = None) -> MatchSettings:
        rules = self.rules()
        assert rules.deck_count == self.deck_count()  # the pickers shown are the decks dealt
        return MatchSettings(
            seats=tuple(row.seat() for row in self.rows), rules=rules, deck_skins=self.shown_decks(),
            table_colour=self.colour.currentData(), preset=self.preset.currentData(),
            seed=seed if seed is not None else random.randrange(10**9),
            practice=self.practice.isChecked() and self.practice.isEnabled(),
        )

    def choices(self) -> dict[str, Any]:
        """What to remember for next time (the hidden second deck too, for a bigger table)."""
        return {
            "seats": [row.seat().to_json() for row in self.rows],
            "preset": self.preset.currentData(),
            "options": self.options(),
            "decks": [combo.currentData() for combo in self.skins],
            "table_colour": self.colour.currentData(),
            "practice": self.practice.isChecked(),
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
