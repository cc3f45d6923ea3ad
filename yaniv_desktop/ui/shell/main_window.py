"""The game window: the table, the action bar, and the side panels."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAction, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop import __version__
from yaniv_desktop.core.actions import (
    Action,
    CallYaniv,
    Discard,
    DrawPile,
    DrawStock,
    KeepDrawn,
    Slap,
    SlapZero,
)
from yaniv_desktop.core.cards import Card
from yaniv_desktop.core.combos import ThrowKind
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.storage import MatchSession, Storage
from yaniv_desktop.ui.dialogs.rules_page import RulesDialog
from yaniv_desktop.ui.play.controller import GameController
from yaniv_desktop.ui.play.persistence import MatchKeeper
from yaniv_desktop.ui.play.seats import MatchSettings
from yaniv_desktop.ui.table.card_images import CardImages
from yaniv_desktop.ui.table.coach import coach_warning
from yaniv_desktop.ui.table.scene import TableScene, TableView
from yaniv_desktop.ui.text.bidi import card_text, cards_text
from yaniv_desktop.ui.text.card_names import spoken_name
from yaniv_desktop.ui.text.describe import match_won, notice_text, reveal_banner
from yaniv_desktop.ui.text.i18n import LANGUAGES, RIGHT_TO_LEFT, Translations, engine_text
from yaniv_desktop.ui.text.problem_text import problem_text


class TableWidget(QGraphicsView):
    """The view of the table; the scene follows its size."""

    resized = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The felt is drawn once and cached; only the areas cards move over repaint.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(QSize(560, 400))
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self.setToolTip(self.tr("The table: click your cards to choose them, then Throw"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        self.resetCachedContent()
        self.resized.emit()


class CoverScreen(QWidget):
    """Pass-and-play: hides the table until the next person says they are ready."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel("", self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("font-size: 22px;")
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.button = QPushButton(self)
        self.button.clicked.connect(self.ready.emit)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.setStyleSheet("background: #1d2b22; color: #f3efe2;")
        self.name = ""
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setAccessibleName(self.tr("Whose turn it is"))
        self.button.setToolTip(self.tr("Only when the right person is looking at the screen"))
        self.button.setAccessibleName(self.tr("Show my cards"))
        if self.name:
            self.label.setText(self.tr("Pass the screen to {name}").format(name=self.name))
            self.button.setText(self.tr("I am {name}: show my cards").format(name=self.name))

    def show_for(self, name: str) -> None:
        self.name = name
        self.retranslate()


class ActionBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        row = QHBoxLayout()
        layout.addLayout(row)
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

    def _button(self) -> QPushButton:
        button = QPushButton(self)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return button


CARD_SCALES = {"small": 0.82, "medium": 1.0, "large": 1.22}


class DeckFileOpener(QObject):
    """Opens the ``.yanivdeck`` files the system hands over while the app runs (macOS)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FileOpen and event.file():  # type: ignore[attr-defined]
            self.window.open_deck_file(Path(event.file()))  # type: ignore[attr-defined]
            return True
        return False


class MainWindow(QMainWindow):
    """One match at a time; ``new_match`` replaces it."""

    def __init__(self, images: CardImages | None = None, *, move_delay_ms: int = 700,
                 hints: bool = True, new_match_chooser: Callable | None = None,
                 storage: Storage | None = None, translations: Translations | None = None) -> None:
        super().__init__()
        self.storage = storage
        self.translations = translations
        if images is None and storage is not None:
            images = CardImages(cache_dir=storage.paths.render_cache_dir, user_dirs=(storage.paths.user_decks_dir,),
                                parent=self)
        self.images = images or CardImages(parent=self)
        self.keeper = MatchKeeper(storage, self)
        self.keeper.problem.connect(self.show_problem)
        self._windows: list[QWidget] = []  # history and statistics windows kept open
        self.move_delay_ms = move_delay_ms
        self.hints_enabled = hints
        self.new_match_chooser = new_match_chooser
        self.coach_enabled = True
        self.controller: GameController | None = None
        self.viewer = 0
        self.selection: list[Card] = []
        self.arrangement = 0
        self.focus_index = 0
        self._pending_coach: Action | None = None
        self._cover_for: int | None = None
        self._reveal_banner = ""

        self.scene = TableScene(self.images, self)
        self.table = TableWidget(self.scene, self)
        self.cover = CoverScreen(self)
        self.cover.ready.connect(self._uncover)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.cover)
        self.bar = ActionBar(self)
        self.problem_banner = QPushButton(self)
        self.problem_banner.setStyleSheet(
            "QPushButton { background: #fde2b8; color: #4a2a00; border: none; padding: 6px; text-align: left; }")
        self.problem_banner.clicked.connect(self.problem_banner.hide)
        self.problem_banner.setAccessibleName(self.tr("Problem"))
        self.problem_banner.setToolTip(self.tr("Click to hide"))
        self.problem_banner.hide()
        centre = QWidget(self)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(0)
        centre_layout.addWidget(self.problem_banner)
        centre_layout.addWidget(self.stack, 1)
        centre_layout.addWidget(self.bar)

        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        self.players_view = QListView(side)
        self.players_view.setMaximumHeight(170)
        self.score_view = QTableView(side)
        self.score_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # A crowded table narrows the columns below a name: cut it at the end with "…"
        # (its start is what tells players apart; the tooltip shows it whole).
        self.score_view.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.score_view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.log_view = QListView(side)
        self.log_view.setWordWrap(True)
        self.side_titles: list[QLabel] = []
        for widget in (self.players_view, self.score_view, self.log_view):
            label = QLabel(side)
            label.setBuddy(widget)
            self.side_titles.append(label)
            side_layout.addWidget(label)
            side_layout.addWidget(widget, 0 if widget is self.players_view else 1)
        splitter = QSplitter(self)
        splitter.addWidget(centre)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([900, 300])
        self.setCentralWidget(splitter)
        self.resize(1200, 780)

        self._connect_bar()
        self._build_menus()
        self.apply_settings()
        self.retranslate()
        self.scene.hand_card_clicked.connect(self._toggle)
        self.scene.pile_card_clicked.connect(lambda c: self._human(DrawPile(c)))
        self.scene.pile_card_refused.connect(lambda c: self._human(DrawPile(c)))  # the engine says why
        self.scene.stock_clicked.connect(lambda: self._human(DrawStock()))
        self.table.resized.connect(self.refresh)
        self.images.updated.connect(self.table.viewport().update)
        self.refresh()

    # ----- set-up ---------------------------------------------------------------------

    def _connect_bar(self) -> None:
        bar = self.bar
        bar.throw.clicked.connect(self._throw)
        bar.order.clicked.connect(self._next_order)
        bar.yaniv.clicked.connect(lambda: self._human(CallYaniv()))
        bar.stock.clicked.connect(lambda: self._human(DrawStock()))
        bar.keep.clicked.connect(lambda: self._human(KeepDrawn()))
        bar.slap_zero.clicked.connect(lambda: self._human(SlapZero()))
        bar.slap.clicked.connect(self._slap)
        bar.hint.clicked.connect(self._hint)
        bar.next_round.clicked.connect(self._next_round)
        bar.coach_go.clicked.connect(self._coach_go)
        bar.coach_back.clicked.connect(self._coach_back)

    def _build_menus(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.new_action = self._menu_action(self.game_menu, QKeySequence.StandardKey.New, self._ask_new_match)
        self.demo_action = self._menu_action(self.game_menu, "Ctrl+W", self._watch)
        self.game_menu.addSeparator()
        self.decks_action = self._menu_action(self.game_menu, "Ctrl+D", self._show_decks)
        self.history_action = self._menu_action(self.game_menu, "Ctrl+Shift+H", self._show_history)
        self.stats_action = self._menu_action(self.game_menu, None, self._show_statistics)
        for action in (self.history_action, self.stats_action):
            action.setEnabled(self.storage is not None)
        self.game_menu.addSeparator()
        self.quit_action = self._menu_action(self.game_menu, QKeySequence.StandardKey.Quit, self.close)
        self.view_menu = self.menuBar().addMenu("")
        self.animations_action = self._menu_action(self.view_menu, None, self._toggle_animations)
        self.animations_action.setCheckable(True)
        self.animations_action.setChecked(True)
        self.coach_action = self._menu_action(self.view_menu, None, self._toggle_coach)
        self.coach_action.setCheckable(True)
        self.coach_action.setChecked(True)
        self.speed_actions = [self._menu_action(self.view_menu, None, lambda s=speed: self.set_speed(s))
                              for speed in (0.5, 1.0, 2.5)]
        self.size_actions = [self._menu_action(self.view_menu, None, lambda s=size: self.set_card_size(s))
                             for size in CARD_SCALES]
        self.language_menu = self.view_menu.addMenu("")
        self.language_actions = {code: self._menu_action(self.language_menu, None,
                                                         lambda c=code: self.set_language(c))
                                 for code in ("system", *LANGUAGES)}
        for action in self.language_actions.values():
            action.setCheckable(True)
        self.help_menu = self.menuBar().addMenu("")
        self.rules_action = self._menu_action(self.help_menu, QKeySequence.StandardKey.HelpContents, self._show_rules)
        self.about_action = self._menu_action(self.help_menu, None, self._about)
        # Playing keys: every move can be made without a mouse.
        keys = {
            "Y": lambda: self._human(CallYaniv()), "S": lambda: self._human(DrawStock()),
            "K": lambda: self._human(KeepDrawn()), "Z": lambda: self._human(SlapZero()),
            "L": self._slap, "H": self._hint, "N": self._next_round, "O": self._next_order,
            "Return": self._enter, "Enter": self._enter, "Space": self._toggle_focused,
            "Left": lambda: self._move_focus(-1), "Right": lambda: self._move_focus(1),
            "1": lambda: self._take_end(0), "2": lambda: self._take_end(1), "3": lambda: self._take_end(2),
        }
        for key, slot in keys.items():
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)

    def _menu_action(self, menu, shortcut, slot) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def retranslate(self) -> None:
        """Every text of the window in the current language (again after a language change)."""
        c = self.controller
        names = ", ".join(c.settings.names) if c else ""
        self.setWindowTitle(self.tr("Yaniv — {names}").format(names=names) if names else self.tr("Yaniv"))
        for label, title in zip(self.side_titles, (self.tr("Players"), self.tr("Scores"), self.tr("Moves"))):
            label.setText(f"<b>{title}</b>")
        self.players_view.setAccessibleName(self.tr("Players"))
        self.players_view.setToolTip(self.tr("The players, their cards and totals"))
        self.score_view.setAccessibleName(self.tr("Scoreboard"))
        self.score_view.setToolTip(self.tr("Points per round; ↓ marks a milestone, ✗ an elimination"))
        self.log_view.setAccessibleName(self.tr("Move log"))
        self.log_view.setToolTip(self.tr("Every move, in words"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New match…"))
        self.demo_action.setText(self.tr("&Watch a match"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.animations_action.setText(self.tr("&Animations"))
        self.coach_action.setText(self.tr("&Coach"))
        for action, text in zip(self.speed_actions, (self.tr("&Slow moves"), self.tr("&Normal moves"),
                                                     self.tr("&Fast moves"))):
            action.setText(text)
        self.decks_action.setText(self.tr("&Decks…"))
        self.history_action.setText(self.tr("&History…"))
        self.stats_action.setText(self.tr("&Statistics…"))
        for action, text in zip(self.size_actions, (self.tr("Small cards"), self.tr("Medium cards"),
                                                    self.tr("Large cards"))):
            action.setText(text)
        self.language_menu.setTitle(self.tr("&Language"))
        for code, action in self.language_actions.items():
            action.setText(self.tr("Same as the system") if code == "system" else LANGUAGES[code])
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Yaniv Desktop"))
        self.table.retranslate()
        self.cover.retranslate()
        self.bar.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    # ----- matches --------------------------------------------------------------------

    def start_match(self, settings: MatchSettings, deal_source=None,
                    resumed: MatchSession | None = None) -> GameController:
        """Play ``settings`` (a new match), or go on with a ``resumed`` one."""
        if self.controller is not None:
            self.keeper.leave()
            self.controller.shutdown()
            self.controller.deleteLater()
        controller = GameController(settings, move_delay_ms=self.move_delay_ms, deal_source=deal_source,
                                    hints=self.hints_enabled, match=resumed.match if resumed else None,
                                    parent=self)
        self.controller = controller
        if settings.humans:  # watched matches stay out of the player's history
            self.keeper.begin(controller, resumed)
        self.images.set_table(settings.deck_skins)
        self.scene.set_table_colour(settings.table_colour)
        self.players_view.setModel(controller.seat_model)
        self.score_view.setModel(controller.scores)
        self.log_view.setModel(controller.log)
        controller.log.rowsInserted.connect(lambda *_: self.log_view.scrollToBottom())
        controller.changed.connect(self._on_changed)
        controller.thinking.connect(lambda seat: self.refresh())
        controller.human_to_move.connect(self._on_human_to_move)
        controller.refused.connect(self._say)
        controller.round_finished.connect(self._on_round_finished)
        controller.match_finished.connect(self._on_match_finished)
        controller.hint_ready.connect(self._on_hint)
        humans = settings.humans
        self.viewer = humans[0] if humans else 0
        self._cover_for = None
        self.stack.setCurrentWidget(self.table)
        self._reveal_banner = ""
        self.retranslate()
        controller.start()
        return controller

    def show_problem(self, message: str) -> None:
        """Something could not be read or saved: say so at the top, until clicked away."""
        self.problem_banner.setText("⚠ " + problem_text(message))
        self.problem_banner.setToolTip(self.tr("Click to hide"))
        self.problem_banner.setAccessibleName(self.tr("Problem"))
        self.problem_banner.show()

    def _ask_new_match(self) -> None:
        if self.new_match_chooser is None:
            return
        settings = self.new_match_chooser(self)
        if settings is not None:
            self.start_match(settings)

    def _watch(self) -> None:
        from yaniv_desktop.ui.play.demo import demo_settings

        self.start_match(demo_settings())

    # ----- state to screen ------------------------------------------------------------------

    def _on_changed(self) -> None:
        controller = self.controller
        if controller is None or controller.round is None:
            return
        state = controller.round
        self.selection = [c for c in self.selection if c in state.hands[self.viewer]]
        if state.phase is not Phase.TURN:
            self.selection = []
        self._reveal_banner = "" if not state.is_over else self._reveal_banner
        self.refresh()

    def refresh(self) -> None:
        controller = self.controller
        bar = self.bar
        if controller is None or controller.round is None:
            for button in (bar.throw, bar.order, bar.yaniv, bar.stock, bar.slap, bar.slap_zero, bar.keep,
                           bar.hint, bar.next_round):
                button.setEnabled(False)
            return
        state = controller.round
        seat = controller.awaiting_human()
        mine = seat is not None and seat == self.viewer and self._cover_for is None
        legal = state.legal_actions() if mine else []
        phase = state.phase
        throw = self._arranged()
        bar.throw.setEnabled(mine and phase is Phase.TURN and throw is not None)
        bar.order.setEnabled(mine and phase is Phase.TURN and len(self._arrangements()) > 1)
        bar.yaniv.setEnabled(CallYaniv() in legal)
        bar.stock.setEnabled(DrawStock() in legal)
        slaps = [a for a in legal if isinstance(a, Slap)]
        bar.slap.setVisible(bool(slaps) or state.rules.slap_down)
        bar.slap.setEnabled(bool(slaps))
        bar.slap.setText(self.tr("Slap down {card}").format(card=card_text(slaps[0].card)) if slaps
                         else self.tr("Slap down"))
        bar.slap_zero.setVisible(state.rules.slap_zero)
        bar.slap_zero.setEnabled(SlapZero() in legal)
        bar.keep.setVisible(state.rules.slap_down or state.rules.slap_zero)
        bar.keep.setEnabled(KeepDrawn() in legal)
        bar.hint.setEnabled(mine and self.hints_enabled)
        bar.next_round.setEnabled(state.is_over and not controller.match.is_over)
        takeable = state.takeable() if mine and phase is Phase.DRAW else ()
        focus = self._focus_card(state, takeable)
        levels = [s.level for s in controller.settings.seats]
        result = state.result
        self.scene.show(TableView(
            state=state, viewer=self.viewer, names=controller.names, levels=levels,
            totals=controller.match.totals, selection=set(self.selection),
            focus=focus, takeable=takeable, stock_active=DrawStock() in legal,
            thinking=state.current if not controller.is_human(state.current) and not state.is_over else None,
            reveal=state.is_over, banner=self._reveal_banner,
            points=result.points if result else (),
        ))
        self._announce(focus, takeable)
        if mine and not self.bar.message.text():
            self._say(self._prompt(phase))

    def _announce(self, focus: Card | None, takeable: tuple[Card, ...]) -> None:
        """Tell screen readers which card has the keyboard focus."""
        text = spoken_name(focus, selected=focus in self.selection, takeable=focus in takeable) if focus else ""
        if text != self.table.accessibleDescription():
            self.table.setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self.table, QAccessible.Event.DescriptionChanged))

    def _prompt(self, phase: Phase) -> str:
        if phase is Phase.TURN:
            if self.bar.yaniv.isEnabled():
                return self.tr("Your turn: choose cards to throw, or call Yaniv.")
            return self.tr("Your turn: choose cards to throw.")
        if phase is Phase.DRAW:
            return self.tr("Take a card: the stock, or a highlighted card of the last throw.")
        return self.tr("You may slap the card down, or keep it.")

    def _say(self, text: str) -> None:
        self.bar.message.setText(text)

    # ----- selecting and throwing --------------------------------------------------------

    def _mine(self) -> bool:
        c = self.controller
        return c is not None and c.awaiting_human() == self.viewer and self._cover_for is None

    def _toggle(self, card: Card) -> None:
        if not self._mine() or self.controller.round.phase is not Phase.TURN:  # type: ignore[union-attr]
            return
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        self.arrangement = 0
        hand = self.controller.round.hands[self.viewer]  # type: ignore[union-attr]
        self.focus_index = hand.index(card)
        self._describe_selection()
        self.refresh()

    def _arrangements(self) -> list[tuple[Card, ...]]:
        """The distinct ways the selected cards may be laid (set ends, joker places)."""
        c = self.controller
        if c is None or c.round is None or not self.selection or c.round.phase is not Phase.TURN:
            return []
        state = c.round
        chosen = set(self.selection)
        found = [d for d in state.throw_rules.discards(state.hands[self.viewer]) if set(d) == chosen]
        tr = state.throw_rules
        # Sensible default first: no wild card at an end of a run, the best card hidden.
        return sorted(found, key=lambda d: (tr.wild[d[0]] + tr.wild[d[-1]], -tr.value[d[len(d) // 2]]))

    def _arranged(self) -> tuple[Card, ...] | None:
        options = self._arrangements()
        return options[self.arrangement % len(options)] if options else None

    def _next_order(self) -> None:
        if len(self._arrangements()) > 1:
            self.arrangement += 1
            self._describe_selection()
            self.refresh()

    def _describe_selection(self) -> None:
        throw = self._arranged()
        if throw is not None:
            kind = self.controller.round.throw_rules.classify(throw)  # type: ignore[union-attr]
            template = {ThrowKind.SET: self.tr("Throw {cards} (a set)."),
                        ThrowKind.RUN: self.tr("Throw {cards} (a run).")}.get(kind, self.tr("Throw {cards}."))
            self._say(template.format(cards=cards_text(throw)))
        elif self.selection:
            tr = self.controller.round.throw_rules  # type: ignore[union-attr]
            self._say(self.tr("Not a throw: {why}").format(why=engine_text(tr.why_illegal(tuple(self.selection)))))
        else:
            self._say("")

    def _throw(self) -> None:
        throw = self._arranged()
        if throw is None:
            if self.selection:
                tr = self.controller.round.throw_rules  # type: ignore[union-attr]
                self._say(self.tr("Not a throw: {why}").format(why=engine_text(tr.why_illegal(tuple(self.selection)))))
            return
        self._human(Discard(throw))

    def try_throw(self, cards: tuple[Card, ...]) -> bool:
        """Throw exactly these cards in this order (keyboard and tests)."""
        return self._human(Discard(cards))

    def _slap(self) -> None:
        c = self.controller
        if c is None or c.round is None:
            return
        slaps = [a for a in c.round.legal_actions() if isinstance(a, Slap)] if self._mine() else []
        if slaps:
            self._human(slaps[0])

    def _human(self, action: Action, *, coached: bool = False) -> bool:
        c = self.controller
        if c is None or not self._mine():
            return False
        if self.coach_enabled and not coached:
            warning = coach_warning(c.round.observation(self.viewer), action, c.round.throw_rules)  # type: ignore[union-attr]
            if warning and action in c.round.legal_actions():  # type: ignore[union-attr]
                self._pending_coach = action
                self.bar.coach_text.setText(self.tr("Coach: {warning}").format(warning=warning))
                self.bar.coach_box.show()
                return False
        self.bar.coach_box.hide()
        self._pending_coach = None
        self._say("")
        done = c.act(action)
        if done:
            self.selection = []
            self.arrangement = 0
        return done

    def _coach_go(self) -> None:
        action = self._pending_coach
        if action is not None:
            self._human(action, coached=True)

    def _coach_back(self) -> None:
        self._pending_coach = None
        self.bar.coach_box.hide()

    # ----- keyboard ----------------------------------------------------------------------

    def _focus_card(self, state, takeable: tuple[Card, ...]) -> Card | None:
        if not self._mine():
            return None
        cards = list(takeable) if state.phase is Phase.DRAW else list(state.hands[self.viewer])
        if not cards:
            return None
        self.focus_index %= len(cards)
        return cards[self.focus_index]

    def _move_focus(self, step: int) -> None:
        if self._mine():
            self.focus_index += -step if self.scene.mirrored else step
            self.refresh()

    def _toggle_focused(self) -> None:
        c = self.controller
        if c is None or c.round is None or not self._mine():
            return
        focus = self._focus_card(c.round, c.round.takeable() if c.round.phase is Phase.DRAW else ())
        if focus is None:
            return
        if c.round.phase is Phase.TURN:
            self._toggle(focus)
        elif c.round.phase is Phase.DRAW:
            self._human(DrawPile(focus))

    def _enter(self) -> None:
        c = self.controller
        if c is None or c.round is None:
            return
        if c.round.is_over:
            self._next_round()
        elif c.round.phase is Phase.TURN:
            self._throw()
        elif c.round.phase is Phase.DRAW:
            self._toggle_focused()
        elif self._mine():
            self._human(KeepDrawn())

    def _take_end(self, index: int) -> None:
        c = self.controller
        if c is None or c.round is None or c.round.phase is not Phase.DRAW:
            return
        takeable = c.round.takeable()
        if index < len(takeable):
            self._human(DrawPile(takeable[index]))

    # ----- turns, rounds, matches ----------------------------------------------------------

    def _on_human_to_move(self, seat: int) -> None:
        c = self.controller
        assert c is not None
        if seat != self.viewer and len(c.settings.humans) > 1:
            self._cover_for = seat
            self.cover.show_for(c.names[seat])
            self.stack.setCurrentWidget(self.cover)
        self.refresh()

    def _uncover(self) -> None:
        if self._cover_for is not None:
            self.viewer = self._cover_for
            self._cover_for = None
        self.stack.setCurrentWidget(self.table)
        self.table.setFocus()
        self.refresh()

    def _on_round_finished(self) -> None:
        c = self.controller
        assert c is not None and c.round is not None
        result = c.round.result
        if result is not None:
            self._reveal_banner = reveal_banner(result, c.names)
            notices = [notice_text(n, c.names) for n in c.match.records[-1].notices]
            self._say(" · ".join(notices) if notices else self.tr("Press Next round to deal again."))
        if len(c.settings.humans) > 1:
            self._cover_for = None
            self.stack.setCurrentWidget(self.table)
        self.refresh()
        if not c.settings.humans and not c.match.is_over:
            QTimer.singleShot(max(800, c.move_delay_ms * 3), c, self._next_round)  # watch mode deals on

    def _next_round(self) -> None:
        c = self.controller
        if c is not None and c.round is not None and c.round.is_over and not c.match.is_over:
            self._reveal_banner = ""
            self._say("")
            c.next_round()

    def _on_match_finished(self, winner: int) -> None:
        c = self.controller
        assert c is not None
        self._reveal_banner = match_won(c.names[winner]) + "!"
        self.refresh()
        if c.settings.humans:
            QTimer.singleShot(0, c, lambda: self._offer_rematch(winner))

    def _offer_rematch(self, winner: int) -> None:
        c = self.controller
        if c is None:
            return
        totals = ", ".join(f"{n} {t}" for n, t in zip(c.names, c.match.totals))
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Match over"))
        box.setText(self.tr("{name} won the match.\n\nFinal totals: {totals}").format(
            name=c.names[winner], totals=totals))
        again = box.addButton(self.tr("Play again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        self.rematch_box = box
        box.finished.connect(lambda _r: self._rematch() if box.clickedButton() is again else None)
        box.open()

    def _rematch(self) -> None:
        c = self.controller
        if c is None:
            return
        from dataclasses import replace

        self.start_match(replace(c.settings, seed=f"{c.settings.seed}+"))

    # ----- hints, help, view -----------------------------------------------------------------

    def _hint(self) -> None:
        if self._mine() and self.controller is not None and self.hints_enabled:
            self._say(self.tr("The expert is thinking…"))
            self.controller.request_hint()

    def _on_hint(self, action: Action, reason: str) -> None:
        self._say(self.tr("Hint: {reason}").format(reason=problem_text(reason)))

    def _show_rules(self) -> None:
        c = self.controller
        if c is not None:
            RulesDialog(c.settings.rules, self).open()

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About Yaniv Desktop"), self.tr(
            "<h3>Yaniv Desktop {version}</h3><p>Yaniv, the card game, played offline against computer "
            "opponents, with house rules from Israel, the Arab world, Sweden, the Netherlands and Nepal, "
            "and family decks drawn by this project.</p>").format(version=__version__))

    def apply_settings(self) -> None:
        """Take the saved settings (animations, speed, coach, card size, language)."""
        if self.storage is None:
            return
        s = self.storage.settings
        self.animations_action.setChecked(s.animations_enabled)
        self.scene.animations_enabled = s.animations_enabled
        self.coach_action.setChecked(s.coach)
        self.coach_enabled = s.coach
        self.hints_enabled = s.hints_enabled
        self._set_speed(s.animation_speed)
        self.scene.card_scale = CARD_SCALES.get(s.card_size, 1.0)
        for code, action in self.language_actions.items():
            action.setChecked(code == s.language)

    def _remember(self, name: str, value: object) -> None:
        if self.storage is not None:
            self.storage.settings.set(name, value)

    def _toggle_animations(self) -> None:
        self.scene.animations_enabled = self.animations_action.isChecked()
        self._remember("animations_enabled", self.scene.animations_enabled)

    def _toggle_coach(self) -> None:
        self.coach_enabled = self.coach_action.isChecked()
        self._remember("coach", self.coach_enabled)

    def set_speed(self, speed: float) -> None:
        self._set_speed(speed)
        self._remember("animation_speed", speed)

    def _set_speed(self, speed: float) -> None:
        self.scene.speed = speed
        self.move_delay_ms = int(700 / speed)
        if self.controller is not None:
            self.controller.move_delay_ms = self.move_delay_ms

    def set_card_size(self, size: str) -> None:
        self.scene.card_scale = CARD_SCALES[size]
        self._remember("card_size", size)
        self.refresh()

    def set_language(self, code: str) -> None:
        """Switch the whole window's language now (and remember it)."""
        if self.translations is not None:
            used = self.translations.use(code)
            self.scene.mirrored = used in RIGHT_TO_LEFT
        for other, action in self.language_actions.items():
            action.setChecked(other == code)
        self._remember("language", code)
        self.retranslate()  # now, not when the LanguageChange event arrives
        self.refresh()

    def _show_decks(self) -> None:
        from yaniv_desktop.ui.decks.gallery import DeckGallery

        images = self.images
        language = self.translations.language if self.translations else "en"
        gallery = DeckGallery(images.registry, images.async_images, lang=language, executor=images.executor,
                              user_decks_dir=self.storage.paths.user_decks_dir if self.storage else None,
                              rescan=images.rescan)
        gallery.watch_requested.connect(self._watch_deck)
        self._open_window(gallery)

    def open_deck_file(self, path: Path) -> bool:
        """Add a ``.yanivdeck`` (double-clicked, or given on the command line) to the decks."""
        if self.storage is None:
            self.show_problem(self.tr("{file}: decks can only be added when the app can save.").format(file=path.name))
            return False
        self._show_decks()
        return self._windows[-1].import_file(path)

    def _watch_deck(self, deck_id: str) -> None:
        from yaniv_desktop.ui.play.demo import demo_settings

        self.start_match(demo_settings(deck_id))
        self.raise_()
        self.activateWindow()

    def _show_history(self) -> None:
        if self.storage is None:
            return
        from yaniv_desktop.ui.history import HistoryWindow

        self._open_window(HistoryWindow(self.storage.history))

    def _show_statistics(self) -> None:
        if self.storage is None:
            return
        from yaniv_desktop.ui.history import StatisticsWindow

        self._open_window(StatisticsWindow(self.storage.history))

    def _open_window(self, window: QWidget) -> None:
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda *_: self._windows.remove(window) if window in self._windows else None)
        self._windows.append(window)
        window.resize(1000, 680)
        window.show()

    def closeEvent(self, event) -> None:
        for window in list(self._windows):
            window.close()
        if self.controller is not None:
            self.controller.shutdown()  # the match stays saved: it is offered again next time
        self.images.shutdown()
        super().closeEvent(event)
