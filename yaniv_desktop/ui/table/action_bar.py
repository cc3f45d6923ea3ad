"""The row of buttons under the table: every move a person can make, and the coach's box.

A button can be *lit* (the Yaniv button, gold, when a call is legal) or *pointed at*
(teal, when the hint suggests it), so the move that matters stands out.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

# Dynamic properties the style sheet below reads (Qt re-reads them on polish).
LIT, POINTED = "lit", "pointed"
STYLE = (
    'QPushButton[lit="true"] { background: #f6c343; color: #2b1d00; font-weight: bold;'
    ' border: 2px solid #8a6100; border-radius: 5px; padding: 4px 14px; }'
    'QPushButton[pointed="true"] { border: 3px solid #00bea9; border-radius: 5px; padding: 3px 12px; }'
)


class ActionBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        self.message = QLabel("", self)
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(22)
        layout.addWidget(self.message)
        self.coach_box = QFrame(self)
        coach = QHBoxLayout(self.coach_box)
        coach.setContentsMargins(6, 4, 6, 4)
        self.coach_text = QLabel("", self.coach_box)
        self.coach_text.setWordWrap(True)
        self.coach_go = self._button()
        self.coach_back = self._button()
        coach.addWidget(self.coach_text, 1)
        coach.addWidget(self.coach_go)
        coach.addWidget(self.coach_back)
        self.coach_box.setStyleSheet("QFrame { background: #fff3c4; border-radius: 6px; }")
        self.coach_box.hide()
        layout.addWidget(self.coach_box)
        self.moves = QWidget(self)  # the row of move buttons (hidden while computers play alone)
        row = QHBoxLayout(self.moves)
        row.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.moves)
        self.throw, self.order, self.yaniv, self.stock = (self._button() for _ in range(4))
        self.slap, self.slap_zero, self.keep, self.hint, self.next_round = (self._button() for _ in range(5))
        for button in (self.throw, self.order, self.yaniv, self.stock, self.slap, self.slap_zero, self.keep):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.hint)
        row.addWidget(self.next_round)
        self.retranslate()

    def retranslate(self) -> None:
        self.message.setAccessibleName(self.tr("Message"))
        self.coach_text.setAccessibleName(self.tr("Coach"))
        texts = (
            (self.coach_go, self.tr("Go ahead"), self.tr("Make the move anyway"), self.tr("Go ahead with this move")),
            (self.coach_back, self.tr("Change my move"), self.tr("Choose another move"), self.tr("Change my move")),
            (self.throw, self.tr("Throw"), self.tr("Throw the chosen cards (Enter)"), self.tr("Throw the chosen cards")),
            (self.order, self.tr("Order"), self.tr("Change the order the chosen cards are laid in (O)"),
             self.tr("Change the order")),
            (self.yaniv, self.tr("Yaniv!"), self.tr("Call Yaniv (Y)"), self.tr("Call Yaniv")),
            (self.stock, self.tr("Take from stock"), self.tr("Take the top card of the stock (S)"),
             self.tr("Take from the stock")),
            (self.slap, self.tr("Slap down"), self.tr("Throw the drawn card onto your throw (L)"),
             self.tr("Slap down the drawn card")),
            (self.slap_zero, self.tr("Slap to zero"), self.tr("End the round: your hand is 0 (Z)"),
             self.tr("Slap down to zero")),
            (self.keep, self.tr("Keep"), self.tr("Keep the drawn card (K)"), self.tr("Keep the drawn card")),
            (self.hint, self.tr("Hint"), self.tr("What would the expert do? (H)"), self.tr("Show a hint")),
            (self.next_round, self.tr("Next round"), self.tr("Deal the next round (N)"), self.tr("Deal the next round")),
        )
        for button, text, tip, name in texts:
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(name)

    def light(self, button: QPushButton, on: bool) -> None:
        """Gold when the move it makes is the one to notice (a legal Yaniv call)."""
        self._set(button, LIT, on)

    def point_at(self, button: QPushButton | None) -> None:
        """The hint's move, when it is a button (Yaniv!); None clears it."""
        for each in self.findChildren(QPushButton):
            self._set(each, POINTED, each is button)

    @staticmethod
    def _set(button: QPushButton, name: str, on: bool) -> None:
        if bool(button.property(name)) != on:
            button.setProperty(name, on)
            button.style().unpolish(button)
            button.style().polish(button)

    def _button(self) -> QPushButton:
        button = QPushButton(self)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return button
