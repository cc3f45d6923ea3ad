"""The statistics window: how the human player does against the computer."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.storage.history import History, HistoryFilter
from yaniv_desktop.storage.stats import Record, Statistics, compute_statistics
from yaniv_desktop.ui.history.charts import WinRateChart
from yaniv_desktop.ui.history.model import level_label, preset_label

translate = QCoreApplication.translate


def percent(value: float | None) -> str:
    return "—" if value is None else translate("StatisticsWindow", "{value}%").format(value=f"{value * 100:.0f}")


class StatisticsWindow(QWidget):
    def __init__(self, history: History, flt: HistoryFilter | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Your statistics"))
        self.history = history
        self.filter = flt
        self.values: dict[str, QLabel] = {}
        self.stats: Statistics | None = None

        grid = QGridLayout()
        grid.addWidget(self._group(self.tr("Matches"), [
            ("matches", self.tr("Matches finished")), ("wins", self.tr("Won")), ("win_rate", self.tr("Win rate")),
            ("unfinished", self.tr("Left unfinished")),
            ("practice", self.tr("Practice matches (not counted)")),
        ]), 0, 0)
        grid.addWidget(self._group(self.tr("Rounds"), [
            ("rounds", self.tr("Rounds played")), ("round_wins", self.tr("Rounds won")),
            ("calls", self.tr("Yaniv calls")), ("successful_calls", self.tr("Successful calls")),
            ("assaf_rate", self.tr("Assafed (of your calls)")), ("assafs_made", self.tr("Assafs you made")),
            ("average_points", self.tr("Average points per round")),
        ]), 0, 1)
        grid.addWidget(self._group(self.tr("Milestones and streaks"), [
            ("milestones", self.tr("Milestones hit")), ("racheli", self.tr("Racheli")),
            ("three_zeros", self.tr("Three-zeros bonus")), ("longest_win_streak", self.tr("Longest winning streak")),
            ("longest_losing_streak", self.tr("Longest losing streak")), ("current_streak", self.tr("Now")),
        ]), 0, 2)
        for col in range(3):
            grid.setColumnStretch(col, 1)

        columns = (self.tr("Matches"), self.tr("Won"), self.tr("Win rate"))
        self.by_level = self._table((self.tr("Computer level"), *columns))
        self.by_preset = self._table((self.tr("Rules"), *columns))
        tables = QGridLayout()
        level_box = QGroupBox(self.tr("By computer level"))
        QVBoxLayout(level_box).addWidget(self.by_level)
        preset_box = QGroupBox(self.tr("By rules"))
        QVBoxLayout(preset_box).addWidget(self.by_preset)
        tables.addWidget(level_box, 0, 0)
        tables.addWidget(preset_box, 0, 1)

        self.chart = WinRateChart([])
        chart_box = QGroupBox(self.tr("Win rate over time"))
        QVBoxLayout(chart_box).addWidget(self.chart)

        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addLayout(tables)
        layout.addWidget(chart_box, 1)
        self.resize(980, 720)
        self.refresh()

    def streak_text(self, run: int) -> str:
        """"3 wins in a row", "1 loss in a row": counted in each language's plural forms
        (a method, as lupdate finds counted strings only in ``self.tr``)."""
        if run == 1:  # English has no translator to pick the singular
            return self.tr("1 win in a row")
        if run > 1:
            return self.tr("%n wins in a row", "", run)
        if run == -1:
            return self.tr("1 loss in a row")
        if run < -1:
            return self.tr("%n losses in a row", "", -run)
        return "—"

    def _group(self, title: str, rows: list[tuple[str, str]]) -> QGroupBox:
        box = QGroupBox(title)
        form = QFormLayout(box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        for key, label in rows:
            value = QLabel("—")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = value.font()
            font.setBold(True)
            value.setFont(font)
            value.setObjectName(f"stat_{key}")
            self.values[key] = value
            form.addRow(label, value)
        return box

    @staticmethod
    def _table(headers: tuple[str, ...]) -> QTableWidget:
        table = QTableWidget(0, len(headers))
        table.setHorizontalHeaderLabels(list(headers))
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, len(headers)):
            table.horizontalHeader().setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.setMinimumHeight(130)
        return table

    @staticmethod
    def _fill(table: QTableWidget, rows: list[tuple[str, Record]]) -> None:
        table.setRowCount(len(rows))
        for r, (name, rec) in enumerate(rows):
            cells = [name, str(rec.played), str(rec.won), percent(rec.win_rate)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)

    def refresh(self) -> None:
        s = compute_statistics(self.history, self.filter)
        self.stats = s
        avg = s.average_points
        texts = {
            "matches": str(s.matches), "wins": str(s.wins), "win_rate": percent(s.win_rate),
            "unfinished": str(s.unfinished), "practice": str(s.practice), "rounds": str(s.rounds),
            "round_wins": f"{s.round_wins} ({percent(s.round_win_rate)})", "calls": str(s.calls),
            "successful_calls": f"{s.successful_calls} ({percent(s.call_success_rate)})",
            "assaf_rate": f"{s.assafed} ({percent(s.assaf_rate)})", "assafs_made": str(s.assafs_made),
            "average_points": "—" if avg is None else f"{avg:.1f}",
            "milestones": str(s.milestones.get("milestone", 0)), "racheli": str(s.milestones.get("racheli", 0)),
            "three_zeros": str(s.milestones.get("three_zeros", 0)),
            "longest_win_streak": str(s.longest_win_streak), "longest_losing_streak": str(s.longest_losing_streak),
            "current_streak": self.streak_text(s.current_streak),
        }
        for key, text in texts.items():
            self.values[key].setText(text)
        self._fill(self.by_level, [(level_label(k), v) for k, v in s.by_level.items()])
        self._fill(self.by_preset, [(preset_label(k), v) for k, v in s.by_preset.items()])
        self.chart.periods = list(s.over_time)
        self.chart.period = s.period
        self.chart.update()
