"""A match's page: round-by-round table, totals chart, and a move-by-move replay.

The replay shows every hand as it was (cards as text with their suit symbol until
the deck renderer is wired in), the last throw, the stock and the totals.  Keys:
←/→ one move, PgUp/PgDn one round, Home/End the ends.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.core.cards import Card
from yaniv_desktop.storage.history import History, MatchDetail
from yaniv_desktop.storage.replay import ReplayStep, ReplayWalk
from yaniv_desktop.ui.history.charts import SERIES_COLOURS, TotalsChart
from yaniv_desktop.ui.history.model import (
    RoundsModel,
    long_date,
    player_label,
    player_name,
    points_text,
    preset_label,
    result_label,
)
from yaniv_desktop.ui.play.seats import is_default_name
from yaniv_desktop.ui.text.bidi import isolate, isolate_cards


def card_html(card: Card) -> str:
    """``7♥`` in red, ``K♠`` in black, jokers in purple, as rich text."""
    text = html.escape(card.pretty)
    if card.is_joker:
        colour = "#6a2a9a"
    elif card.suit.is_red:
        colour = "#c0201e"
    else:
        colour = "#1a1a1a"
    return f'<span style="color:{colour}">{text}</span>'


def cards_html(cards: Sequence[Card]) -> str:
    return "&nbsp; ".join(card_html(c) for c in cards) if cards else "<i>—</i>"


def said(step) -> str:
    """A replay step's sentences in the current language, cards kept left to right."""
    parts = []
    for template, fields in step.sentences:
        shown = {k: isolate(str(v)) if isinstance(v, int) and v < 0 else isolate_cards(v) for k, v in fields.items()}
        parts.append(QCoreApplication.translate("Replay", template).format(**shown))
    return " — ".join(parts)


class ReplayView(QWidget):
    """Steps through a match move by move."""

    stepChanged = Signal(int)

    def __init__(self, walk: ReplayWalk, names: Sequence[str], human_seat: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.walk = walk
        self.names = list(names)
        self.human_seat = human_seat
        self.position = 0

        self.caption = QLabel()
        self.caption.setWordWrap(True)
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.caption.setFont(font)

        self.table = QFrame()
        self.table.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self.table)
        grid.setColumnStretch(1, 1)
        grid.setHorizontalSpacing(16)
        self.name_labels: list[QLabel] = []
        self.hand_labels: list[QLabel] = []
        self.value_labels: list[QLabel] = []
        self.total_labels: list[QLabel] = []
        header_font = self.font()
        header_font.setBold(True)
        for col, title in enumerate((self.tr("Player"), self.tr("Hand"), self.tr("Value"), self.tr("Total"))):
            head = QLabel(title)
            head.setFont(header_font)
            grid.addWidget(head, 0, col)
        for seat, name in enumerate(self.names):
            labels = [QLabel(name), QLabel(), QLabel(), QLabel()]
            for col, label in enumerate(labels):
                label.setTextFormat(Qt.TextFormat.RichText)
                grid.addWidget(label, seat + 1, col)
            labels[1].setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            hand_font = labels[1].font()
            hand_font.setPointSizeF(hand_font.pointSizeF() * 1.5)
            labels[1].setFont(hand_font)
            labels[2].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            labels[3].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.name_labels.append(labels[0])
            self.hand_labels.append(labels[1])
            self.value_labels.append(labels[2])
            self.total_labels.append(labels[3])
        row = len(self.names) + 1
        self.throw_label = QLabel()
        self.throw_label.setTextFormat(Qt.TextFormat.RichText)
        grid.addWidget(QLabel(self.tr("Last throw")), row, 0)
        grid.addWidget(self.throw_label, row, 1)
        self.stock_label = QLabel()
        grid.addWidget(self.stock_label, row, 2, 1, 2)

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, max(0, len(walk.steps) - 1))
        self.slider.valueChanged.connect(self.go)
        self.position_label = QLabel()
        self.buttons = {}
        bar = QHBoxLayout()
        for key, text, tip, slot in (
            ("first", "|◀", self.tr("First move (Home)"), lambda: self.go(0)),
            ("prev_round", self.tr("◀◀ Round"), self.tr("Previous round (Page Up)"), self.previous_round),
            ("prev", "◀", self.tr("Previous move (←)"), lambda: self.go(self.position - 1)),
            ("next", "▶", self.tr("Next move (→)"), lambda: self.go(self.position + 1)),
            ("next_round", self.tr("Round ▶▶"), self.tr("Next round (Page Down)"), self.next_round),
            ("last", "▶|", self.tr("Last move (End)"), lambda: self.go(len(self.walk.steps) - 1)),
        ):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.clicked.connect(slot)
            bar.addWidget(button)
            self.buttons[key] = button
        bar.addWidget(self.slider, 1)
        bar.addWidget(self.position_label)
        # the view itself takes the keys (see keyPressEvent): buttons and slider are for the mouse
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for button in self.buttons.values():
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        # every move of the round being shown; click one to go there
        self.moves = QListWidget()
        self.moves.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.moves.itemClicked.connect(lambda item: self.go(item.data(Qt.ItemDataRole.UserRole)))
        self._moves_round = -1

        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.table)
        layout.addWidget(QLabel(self.tr("Moves of this round")))
        layout.addWidget(self.moves, 1)
        layout.addLayout(bar)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.go(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        last = len(self.walk.steps) - 1
        actions = {
            Qt.Key.Key_Right: lambda: self.go(self.position + 1),
            Qt.Key.Key_Left: lambda: self.go(self.position - 1),
            Qt.Key.Key_PageDown: self.next_round, Qt.Key.Key_PageUp: self.previous_round,
            Qt.Key.Key_Home: lambda: self.go(0), Qt.Key.Key_End: lambda: self.go(last),
        }
        action = actions.get(Qt.Key(event.key()))
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def go(self, position: int) -> None:
        if not self.walk.steps:
            self.caption.setText(self.tr("This match has no moves to replay."))
            return
        position = max(0, min(position, len(self.walk.steps) - 1))
        self.position = position
        if self.slider.value() != position:
            self.slider.setValue(position)
        step = self.walk.steps[position]
        round_text = html.escape(self.tr("Round {number}").format(number=step.round_number + 1))
        self.caption.setText(f"<b>{round_text}</b> · {html.escape(said(step))}")
        for seat in range(len(self.names)):
            active = bool(step.hands[seat]) or step.hand_values[seat] is not None
            marker = "▶ " if seat == step.current and step.result is None else ""
            colour = SERIES_COLOURS[seat % len(SERIES_COLOURS)]
            who = html.escape(self.seat_label(seat))
            self.name_labels[seat].setText(f'{marker}<span style="color:{colour}"><b>{who}</b></span>')
            out = html.escape(self.tr("out"))  # outside the f-string, where lupdate finds it
            self.hand_labels[seat].setText(cards_html(step.hands[seat]) if active else f"<i>{out}</i>")
            value = step.hand_values[seat]
            self.value_labels[seat].setText("" if value is None else str(value))
            self.total_labels[seat].setText(self.total_text(step, seat))
        self.throw_label.setText(cards_html(step.last_throw))
        self.stock_label.setText(self.tr("stock: {count}").format(count=step.stock_size))
        self.position_label.setText(self.tr("move {number} of {last}").format(number=position, last=len(self.walk.steps) - 1))
        self._show_moves(step.round_number, position)
        self.buttons["prev"].setEnabled(position > 0)
        self.buttons["first"].setEnabled(position > 0)
        self.buttons["next"].setEnabled(position < len(self.walk.steps) - 1)
        self.buttons["last"].setEnabled(position < len(self.walk.steps) - 1)
        self.stepChanged.emit(position)

    def seat_label(self, seat: int) -> str:
        """A seat's name; the person at this screen marked "(you)" unless the name already says so."""
        name = self.names[seat]
        if seat != self.human_seat or is_default_name(name):
            return name
        return self.tr("{name} (you)").format(name=name)

    @staticmethod
    def total_text(step: ReplayStep, seat: int) -> str:
        """The total; on a round's last step with the round's points: "30 (−20)"."""
        total = str(step.totals[seat])
        points = step.points[seat] if step.points is not None else None
        return total if points is None else isolate(f"{total} ({points_text(points)})")  # not "(0+) 100"

    def _show_moves(self, number: int, position: int) -> None:
        start = self.walk.round_starts[number]
        if self._moves_round != number:
            self._moves_round = number
            end = self.walk.round_starts[number + 1] if number + 1 < len(self.walk.round_starts) else len(self.walk.steps)
            self.moves.clear()
            for i in range(start, end):
                item = QListWidgetItem(f"{i - start:3d}.  {said(self.walk.steps[i])}")
                item.setData(Qt.ItemDataRole.UserRole, i)
                self.moves.addItem(item)
        self.moves.setCurrentRow(position - start)
        self.moves.scrollToItem(self.moves.currentItem())

    def next_round(self) -> None:
        later = [s for s in self.walk.round_starts if s > self.position]
        self.go(later[0] if later else len(self.walk.steps) - 1)

    def previous_round(self) -> None:
        earlier = [s for s in self.walk.round_starts if s < self.position]
        self.go(earlier[-1] if earlier else 0)


class MatchPage(QWidget):
    def __init__(self, history: History, match_id: int, parent: QWidget | None = None, *,
                 deck_name: Callable[[str], str] = str) -> None:
        super().__init__(parent)
        self.detail: MatchDetail = history.match(match_id)
        row = self.detail.row
        names = [player_name(p) for p in row.players]
        started = QDateTime.fromSecsSinceEpoch(int(row.started_at))
        self.setWindowTitle(self.tr("Match of {date}").format(date=QLocale().toString(started, "dd MMMM yyyy, HH:mm")))

        result = result_label(row.result, row.status)
        who = ", ".join(html.escape(player_label(p)) for p in row.players)
        finished = ""
        if row.finished_at and 0 < row.finished_at - row.started_at < 86400:
            minutes = round((row.finished_at - row.started_at) / 60)
            took = (self.tr("{hours} h {minutes} min").format(hours=minutes // 60, minutes=f"{minutes % 60:02d}")
                    if minutes >= 60 else self.tr("{minutes} min").format(minutes=minutes))
            finished = f" · {html.escape(took)}"
        winner = ""
        if row.winner is not None:
            winner = " · " + html.escape(self.tr("winner {name}")).replace(
                "{name}", f"<b>{html.escape(player_name(row.players[row.winner]))}</b>")
        rules = self.tr("{rules} rules · {rounds}").format(rules=preset_label(row.preset),
                                                            rounds=self.rounds_text(len(self.detail.rounds)))
        decks = ""
        if row.decks:
            decks = " · " + html.escape(self.tr("decks: {decks}").format(
                decks=", ".join(deck_name(deck_id) for deck_id in row.decks)))
        # one direction for every line: a line starting with a Latin name must not turn left to right
        direction = "rtl" if self.layoutDirection() == Qt.LayoutDirection.RightToLeft else "ltr"
        self.header = QLabel(
            f"<div dir='{direction}'><h3 style='margin:0'>{html.escape(long_date(row.started_at))}"
            f" — {html.escape(result)}</h3>"
            f"{who}<br>{html.escape(rules)}{finished}{winner}{decks}</div>"
        )
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setWordWrap(True)

        self.rounds_model = RoundsModel(self.detail, self)
        self.rounds_view = QTableView()
        self.rounds_view.setModel(self.rounds_model)
        self.rounds_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rounds_view.setAlternatingRowColors(True)
        self.rounds_view.verticalHeader().hide()
        self.rounds_view.verticalHeader().setDefaultSectionSize(self.rounds_view.fontMetrics().height() + 8)
        self.rounds_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.rounds_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.rounds_view.doubleClicked.connect(lambda index: self.show_round(index.row()))

        limit = self.detail.rules.get("elimination_limit")
        totals = [[t if p is not None else None for t, p in zip(r.totals_after, r.points)]
                  for r in self.detail.rounds]
        self.chart = TotalsChart(names, self.detail.start_totals, totals, limit if isinstance(limit, int) else None)

        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.rounds_view)
        split.addWidget(self.chart)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)

        self.walk = ReplayWalk(history.match_record(match_id), names, you=row.human_seat)
        self.replay = ReplayView(self.walk, names, row.human_seat)

        self.tabs = QTabWidget()
        self.tabs.addTab(split, self.tr("Rounds"))
        self.tabs.addTab(self.replay, self.tr("Replay"))

        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.tabs, 1)
        self.resize(900, 640)

    def rounds_text(self, n: int) -> str:
        if n == 1:  # English has no translator to pick the singular
            return self.tr("1 round")
        return self.tr("%n rounds", "", n)

    def show_round(self, number: int) -> None:
        """Open the replay at the start of round ``number`` (0-based)."""
        if 0 <= number < len(self.walk.round_starts):
            self.tabs.setCurrentWidget(self.replay)
            self.replay.go(self.walk.round_starts[number])
            self.replay.setFocus()
