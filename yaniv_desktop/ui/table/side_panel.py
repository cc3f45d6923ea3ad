"""Beside the table: the players, the scoreboard and the moves of the match."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QListView, QTableView, QVBoxLayout, QWidget

from yaniv_desktop.ui.play.controller import GameController


class SidePanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.players_view = QListView(self)
        self.players_view.setMaximumHeight(170)
        self.score_view = QTableView(self)
        self.score_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # A crowded table narrows the columns below a name: cut it at the end with "…"
        # (its start is what tells players apart; the tooltip shows it whole).
        self.score_view.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.score_view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.log_view = QListView(self)
        self.log_view.setWordWrap(True)
        self.titles: list[QLabel] = []
        for widget in (self.players_view, self.score_view, self.log_view):
            label = QLabel(self)
            label.setBuddy(widget)
            self.titles.append(label)
            layout.addWidget(label)
            layout.addWidget(widget, 0 if widget is self.players_view else 1)
        self.retranslate()

    def show_match(self, controller: GameController) -> None:
        self.players_view.setModel(controller.seat_model)
        self.score_view.setModel(controller.scores)
        self.log_view.setModel(controller.log)
        self.log_view.scrollToBottom()
        controller.log.rowsInserted.connect(lambda *_: self.log_view.scrollToBottom())

    def retranslate(self) -> None:
        for label, title in zip(self.titles, (self.tr("Players"), self.tr("Scores"), self.tr("Moves"))):
            label.setText(f"<b>{title}</b>")
        self.players_view.setAccessibleName(self.tr("Players"))
        self.players_view.setToolTip(self.tr("The players, their cards and totals"))
        self.score_view.setAccessibleName(self.tr("Scoreboard"))
        self.score_view.setToolTip(self.tr("Points per round; ↓ marks a milestone, ✗ an elimination"))
        self.log_view.setAccessibleName(self.tr("Move log"))
        self.log_view.setToolTip(self.tr("Every move, in words"))
        for view in (self.players_view, self.score_view, self.log_view):
            retranslate = getattr(view.model(), "retranslate", None)
            if retranslate is not None:
                retranslate()  # the models say their words again, in the new language
