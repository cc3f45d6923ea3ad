"""The history window: every match, filtered and sorted, opening a match's page.

::

    window = HistoryWindow(storage.history)
    window.show()
    window.refresh()            # after a match was recorded

Double-click (or Enter) opens :class:`MatchPage`; "Statistics" opens
:class:`StatisticsWindow` for the matches the filter shows; "Export" writes CSV or JSON.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.storage.export import export_csv, export_json
from yaniv_desktop.storage.history import LEVELS, RESULTS, DamagedMatch, History, HistoryFilter
from yaniv_desktop.ui.history.match_page import MatchPage
from yaniv_desktop.ui.history.model import (
    RESULT_TEXT,
    MatchFilterProxy,
    MatchListModel,
    level_label,
    preset_label,
    result_label,
)
from yaniv_desktop.ui.history.stats_window import StatisticsWindow
from yaniv_desktop.ui.text.problem_text import problem_text

NO_DATE = QDate(2000, 1, 1)


class HistoryWindow(QWidget):
    def __init__(self, history: History, parent: QWidget | None = None, *,
                 deck_name: Callable[[str], str] = str) -> None:
        """``deck_name``: a deck's name as players know it, from its id (the id itself by default)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Match history"))
        self.history = history
        self.deck_name = deck_name
        self.pages: list[MatchPage] = []
        self.stats_window: StatisticsWindow | None = None

        self.model = MatchListModel(history, self)
        self.proxy = MatchFilterProxy(self.model, self)

        # filters
        self.date_from = self._date_edit(self.tr("From: any day"))
        self.date_to = self._date_edit(self.tr("To: any day"))
        self.opponent = QLineEdit()
        self.opponent.setPlaceholderText(self.tr("Opponent's name"))
        self.opponent.setClearButtonEnabled(True)
        self.level = QComboBox()
        self.level.addItem(self.tr("Any level"), None)
        for level in LEVELS:
            self.level.addItem(level_label(level), level)
        self.preset = QComboBox()
        self.preset.addItem(self.tr("Any rules"), None)
        for preset in history.presets():
            self.preset.addItem(preset_label(preset), preset)
        self.result = QComboBox()
        self.result.addItem(self.tr("Any result"), None)
        for result in RESULTS:
            self.result.addItem(result_label(result), result)
        clear = QPushButton(self.tr("Clear"))
        clear.setToolTip(self.tr("Show every match"))
        clear.clicked.connect(self.clear_filter)
        for widget in (self.date_from, self.date_to):
            widget.dateChanged.connect(self.apply_filter)
        self.opponent.textChanged.connect(self.apply_filter)
        for combo in (self.level, self.preset, self.result):
            combo.currentIndexChanged.connect(self.apply_filter)
        filters = QHBoxLayout()
        for widget in (self.date_from, self.date_to, self.opponent, self.level, self.preset, self.result, clear):
            filters.addWidget(widget)
        filters.setStretch(2, 1)

        # the list
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 8)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        fm = self.view.fontMetrics()
        results = [result_label(key) for key in RESULT_TEXT]
        # Each narrow column as wide as its widest word in this language, or its title.
        for col, samples in ((0, ["2025-12-31 23:59"]), (2, [preset_label("nepali")]), (3, []),
                             (4, results), (5, [])):
            title = str(self.model.headerData(col, Qt.Orientation.Horizontal) or "")
            widest = max(fm.horizontalAdvance(text) for text in [*samples, title])
            self.view.setColumnWidth(col, widest + 28)
        self.view.activated.connect(self._open_index)  # double-click or Enter

        # bottom bar
        self.count_label = QLabel()
        open_button = QPushButton(self.tr("Open match"))
        open_button.clicked.connect(self.open_selected)
        stats = QPushButton(self.tr("Statistics…"))
        stats.clicked.connect(self.show_statistics)
        export_csv_button = QPushButton(self.tr("Export CSV…"))
        export_csv_button.clicked.connect(lambda: self._export_dialog("csv"))
        export_json_button = QPushButton(self.tr("Export JSON…"))
        export_json_button.clicked.connect(lambda: self._export_dialog("json"))
        bottom = QHBoxLayout()
        bottom.addWidget(self.count_label, 1)
        for button in (open_button, stats, export_csv_button, export_json_button):
            bottom.addWidget(button)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.view, 1)
        layout.addLayout(bottom)
        self.proxy.modelReset.connect(self._update_count)
        self.proxy.rowsInserted.connect(self._update_count)
        self._update_count()
        self.resize(960, 600)

    @staticmethod
    def _date_edit(special: str) -> QDateEdit:
        edit = QDateEdit()
        edit.setCalendarPopup(True)
        edit.setMinimumDate(NO_DATE)
        edit.setSpecialValueText(special)
        edit.setDate(NO_DATE)
        edit.setDisplayFormat("yyyy-MM-dd")
        # the width fits the date, not "From: any day": make room for the words too
        words = edit.fontMetrics().horizontalAdvance(special) + 48  # frame, margins, the calendar button
        edit.setMinimumWidth(max(edit.sizeHint().width(), words))
        return edit

    # ----- filtering ---------------------------------------------------------------

    def current_filter(self) -> HistoryFilter:
        def day(edit: QDateEdit) -> date | None:
            d = edit.date()
            return None if d == NO_DATE else date(d.year(), d.month(), d.day())

        return HistoryFilter(
            date_from=day(self.date_from), date_to=day(self.date_to),
            opponent=self.opponent.text().strip() or None, level=self.level.currentData(),
            preset=self.preset.currentData(), result=self.result.currentData(),
        )

    def apply_filter(self) -> None:
        self.proxy.set_filter(self.current_filter())

    def clear_filter(self) -> None:
        for w in (self.date_from, self.date_to, self.opponent, self.level, self.preset, self.result):
            w.blockSignals(True)
        self.date_from.setDate(NO_DATE)
        self.date_to.setDate(NO_DATE)
        self.opponent.clear()
        for combo in (self.level, self.preset, self.result):
            combo.setCurrentIndex(0)
        for w in (self.date_from, self.date_to, self.opponent, self.level, self.preset, self.result):
            w.blockSignals(False)
        self.apply_filter()

    def refresh(self) -> None:
        self.model.refresh()

    def _update_count(self) -> None:
        total = self.model.total
        everything = self.history.count() if not self.proxy.filter.is_empty else total
        if total == everything:
            shown = self.matches_text(total)
        else:  # "3 of 24 matches": the noun agrees with the number it follows
            shown = self.tr("{count} of {matches}").format(count=total, matches=self.matches_text(everything))
        if not self.history.persistent:
            shown = self.tr("{matches} — not saved to disk in this session").format(matches=shown)
        self.count_label.setText(shown)

    def matches_text(self, n: int) -> str:
        """"1 match", "24 matches", in the plural form the number takes in each language."""
        if n == 1:  # English has no translator to pick the singular
            return self.tr("1 match")
        return self.tr("%n matches", "", n)

    # ----- actions -----------------------------------------------------------------

    def _open_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self.open_match(self.proxy.match_at(index.row()).id)

    def open_selected(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        if rows:
            self._open_index(rows[0])

    def open_match(self, match_id: int) -> MatchPage | None:
        """The match's page; a match whose stored row is damaged is named on the count line
        instead (the history reader says which column, and nothing else is affected)."""
        try:
            page = MatchPage(self.history, match_id, deck_name=self.deck_name)
        except DamagedMatch as damaged:
            self.count_label.setText(problem_text(damaged.message))
            return None
        page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        page.destroyed.connect(lambda *_: self.pages.remove(page) if page in self.pages else None)
        self.pages.append(page)
        page.show()
        return page

    def show_statistics(self) -> StatisticsWindow:
        flt = self.proxy.filter
        self.stats_window = StatisticsWindow(self.history, None if flt.is_empty else flt)
        self.stats_window.show()
        return self.stats_window

    def export(self, path: Path, kind: str) -> int:
        flt = self.proxy.filter
        if kind == "csv":
            return export_csv(self.history, path, flt)
        return export_json(self.history, path, flt)

    def _export_dialog(self, kind: str) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export history as {kind}").format(kind=kind.upper()), f"yaniv-history.{kind}",
            self.tr("CSV files (*.csv)") if kind == "csv" else self.tr("JSON files (*.json)"))
        if not name:
            return
        try:
            n = self.export(Path(name), kind)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Export failed"),
                                self.tr("Cannot write {file}: {error}.").format(file=name, error=exc.strerror or exc))
            return
        self.count_label.setText(self.tr("Exported {matches} to {file}").format(matches=self.matches_text(n), file=name))
