"""The tutorial's panel, laid over the top of the table: which step of how many, what to do
now in large type, why a move was not taken, Next (for a step that only explains) and
Leave the tutorial.

It is a child of the table's view, like the reveal sheet, and follows the view's size; its
words come from the tutorial (:mod:`.runner`), which it asks again on a language change.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

MARGIN = 10        # from the table's edges
MAX_WIDTH = 1100   # on a wide screen the lines stay short enough to read


class TutorialOverlay(QFrame):
    next_clicked = Signal()
    leave_clicked = Signal()
    language_changed = Signal()

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("tutorialOverlay")
        self.setStyleSheet(
            "#tutorialOverlay { background: rgb(252, 249, 240); border: 3px solid #00bea9;"
            " border-radius: 10px; }"
            "#tutorialOverlay QLabel { background: transparent; color: #1d1a12; }"
            "#tutorialOverlay QLabel[role=\"counter\"] { color: #00665b; }"
            "#tutorialOverlay QLabel[role=\"why\"] { color: #8a3b00; }")
        self.counter = QLabel(self)
        self.counter.setProperty("role", "counter")
        self.sentence = QLabel(self)
        self.sentence.setWordWrap(True)
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)
        self.why = QLabel(self)
        self.why.setProperty("role", "why")
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        self.why.hide()
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(self.next_clicked)
        self.leave_button = QPushButton(self)
        self.leave_button.clicked.connect(self.leave_clicked)
        for button in (self.next_button, self.leave_button):  # a click leaves the keys with the table
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        top = QHBoxLayout()
        top.setSpacing(10)
        top.addWidget(self.counter, 1)
        top.addWidget(self.next_button)
        top.addWidget(self.leave_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 10, 14, 12)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(self.sentence)
        layout.addWidget(self.why)
        layout.addStretch(1)  # when the panel is taller than its words (covering a fan), the words stay on top
        # Where the opponent's cards (and their badge) are on the table: the panel covers
        # each whole rather than cutting through it.
        self.cover: Callable[[], list[QRect]] | None = None
        self._font_for = -1
        table.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.leave_button.setText(self.tr("Leave the tutorial"))
        self.leave_button.setToolTip(self.tr("Stop the tutorial and play a real match"))
        self.setAccessibleName(self.tr("Tutorial step"))  # the labels are read by their own words

    # ----- what it shows ------------------------------------------------------------------

    def show_step(self, counter: str, sentence: str, button: str | None, button_tip: str = "") -> None:
        """A step: ``button`` is the text of its Next button, None when the step waits for a move."""
        self.counter.setText(counter)
        if sentence != self.sentence.text():
            self.sentence.setText(sentence)
            QAccessible.updateAccessibility(QAccessibleEvent(self.sentence, QAccessible.Event.NameChanged))
        self.next_button.setVisible(button is not None)
        if button is not None:
            self.next_button.setText(button)
            self.next_button.setToolTip(button_tip)
        self.show()
        self.raise_()
        self.place()

    def say_why(self, text: str) -> None:
        """Why the move just tried was not taken ("" hides the line)."""
        self.why.setText(text)
        self.why.setVisible(bool(text))
        if text:
            QAccessible.updateAccessibility(QAccessibleEvent(self.why, QAccessible.Event.NameChanged))
        self.place()

    def place(self) -> None:
        """Across the top of the table, as tall as its words need (and down past the opponent's
        cards if it would cut through them); the type grows with the table."""
        table = self.parentWidget()
        if table is None or not self.isVisible():
            return
        self._size_type(table.height())
        width = min(table.width() - 2 * MARGIN, MAX_WIDTH)
        layout = self.layout()
        layout.activate()
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        bottom = MARGIN + height
        for box in sorted(self.cover() if self.cover is not None else [], key=QRect.top):
            if box.top() < bottom <= box.bottom() + 1 and box.bottom() < table.height() * 0.4:
                bottom = box.bottom() + 2
        height = bottom - MARGIN
        height = min(height, table.height() - 2 * MARGIN)
        geometry = QRect((table.width() - width) // 2, MARGIN, width, height)
        if geometry != self.geometry():
            self.setGeometry(geometry)

    def _size_type(self, table_height: int) -> None:
        size = max(15, min(26, table_height // 32))
        if size == self._font_for:
            return
        self._font_for = size
        for label, scale, bold in ((self.counter, 0.72, True), (self.sentence, 1.0, False), (self.why, 0.8, False)):
            font = QFont(self.font())  # on each label: a style sheet stops fonts being inherited
            font.setPixelSize(max(12, int(size * scale)))
            font.setBold(bold)
            label.setFont(font)
        button_font = QFont(self.font())
        button_font.setPixelSize(max(13, int(size * 0.72)))
        for button in (self.next_button, self.leave_button):
            button.setFont(button_font)

    # ----- events -------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.language_changed.emit()
        super().changeEvent(event)
