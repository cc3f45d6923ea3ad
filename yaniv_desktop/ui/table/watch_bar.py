"""The controls of a watched match (computer players only): pause, step, speed, and
every hand face up, so a family can watch a match as a lesson or to show off a deck."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from yaniv_desktop.ui.table.scene import SPEEDS


class WatchBar(QWidget):
    pause_toggled = Signal(bool)
    step_clicked = Signal()
    speed_chosen = Signal(float)
    show_hands_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        self.pause = QPushButton(self)
        self.pause.setCheckable(True)
        self.pause.toggled.connect(self._paused)
        self.step = QPushButton(self)
        self.step.clicked.connect(self.step_clicked)
        self.step.setEnabled(False)
        self.speed_label = QLabel(self)
        self.speed = QComboBox(self)
        self.speed_label.setBuddy(self.speed)
        self.speed.currentIndexChanged.connect(lambda i: self.speed_chosen.emit(float(self.speed.itemData(i))))
        self.show_hands = QCheckBox(self)
        self.show_hands.toggled.connect(self.show_hands_toggled)
        for widget in (self.pause, self.step):
            widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(widget)
        row.addSpacing(12)
        row.addWidget(self.speed_label)
        row.addWidget(self.speed)
        row.addSpacing(12)
        row.addWidget(self.show_hands)
        row.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.pause.setText(self.tr("Resume") if self.pause.isChecked() else self.tr("Pause"))
        self.pause.setToolTip(self.tr("Stop the computer players after their move, or let them play on"))
        self.step.setText(self.tr("Step"))
        self.step.setToolTip(self.tr("While paused: the next move, one at a time"))
        self.speed_label.setText(self.tr("Speed:"))
        self.speed.setToolTip(self.tr("How fast the computer players move (the View menu's speed)"))
        self.speed.setAccessibleName(self.tr("Speed of the moves"))
        names = (self.tr("Slow"), self.tr("Normal"), self.tr("Fast"))
        chosen = self.speed.currentData()
        self.speed.blockSignals(True)
        self.speed.clear()
        for speed, name in zip(SPEEDS, names):
            self.speed.addItem(name, speed)
        self.speed.setCurrentIndex(max(0, self.speed.findData(chosen if chosen is not None else 1.0)))
        self.speed.blockSignals(False)
        self.show_hands.setText(self.tr("Show all hands"))
        self.show_hands.setToolTip(self.tr("Every player's cards face up, to follow their thinking"))

    def show_speed(self, speed: float) -> None:
        """The speed in force (chosen here or in the View menu), without signalling it back."""
        index = self.speed.findData(speed)
        if index >= 0:
            self.speed.blockSignals(True)
            self.speed.setCurrentIndex(index)
            self.speed.blockSignals(False)

    def reset(self) -> None:
        """A new match starts playing, hands hidden."""
        self.pause.setChecked(False)
        self.show_hands.setChecked(False)

    def _paused(self, paused: bool) -> None:
        self.step.setEnabled(paused)
        self.retranslate()
        self.pause_toggled.emit(paused)
