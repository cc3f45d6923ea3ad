"""The table and its action bar: what the person at this screen sees and does.

It turns clicks and keys into the engine's actions (choosing cards, laying them in
order, the coach's second thought, taking a card) and shows the controller's match
for the seat whose cards are on screen: the hand in the order the person keeps it
(dragged, sorted once, or always sorted), its value, and where the hint points.
The main window only wires it up.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

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
from yaniv_desktop.ui.play.controller import GameController
from yaniv_desktop.ui.table.action_bar import ActionBar
from yaniv_desktop.ui.table.card_images import CardImages
from yaniv_desktop.ui.table.coach import coach_note
from yaniv_desktop.ui.table.hand_order import HandOrder, arrange, moved, sorted_hand
from yaniv_desktop.ui.table.reveal_sheet import ROW_PACE_MS, RevealSheet, seat_lines
from yaniv_desktop.ui.table.scene import TableScene, TableView
from yaniv_desktop.ui.table.watch_bar import WatchBar
from yaniv_desktop.ui.table.widgets import CoverScreen, TableWidget
from yaniv_desktop.ui.text.bidi import card_text, cards_text
from yaniv_desktop.ui.text.card_names import spoken_name
from yaniv_desktop.ui.text.describe import match_won, notice_text, reveal_banner
from yaniv_desktop.ui.text.i18n import engine_text
from yaniv_desktop.ui.text.problem_text import problem_text


class TablePanel(QWidget):
    match_over = Signal(int)  # the winner's seat, once the person has seen the last reveal
    speed_chosen = Signal(float)  # on the watch bar: the window applies (and remembers) it

    def __init__(self, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: GameController | None = None
        self.hints_enabled = True
        self.coach_enabled = True
        self.viewer = 0
        self.selection: list[Card] = []
        self.arrangement = 0
        self.focus: Card | None = None       # the keyboard's card: in the hand, or an end of the last throw
        self._focus_moved = False            # moved by the player since their last turn began
        self._pending_coach: Action | None = None
        self._cover_for: int | None = None
        self._reveal_banner = ""
        self._winner: int | None = None
        self._prompt_shown = ""  # the prompt on the message line, if that is what it shows
        self.hand_order = HandOrder.AS_ARRANGED
        self._shown: dict[int, list[Card]] = {}  # each person's hand in the order they keep it
        self.hinted: frozenset[Card] = frozenset()  # where the last hint points
        self.hint_stock = False
        self.show_all_hands = False  # watching: every hand face up

        self.scene = TableScene(images, self)
        self.table = TableWidget(self.scene, self)
        self.cover = CoverScreen(self)
        self.cover.ready.connect(self._uncover)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.cover)
        self.bar = ActionBar(self)
        self.watch = WatchBar(self)
        self.watch.hide()
        self.sheet = RevealSheet(self.table)
        self.sheet.next_round.connect(self.next_round)
        self.sheet.shown_or_hidden.connect(self.refresh)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.watch)
        layout.addWidget(self.bar)
        self._connect()
        images.updated.connect(self.table.viewport().update)

    def _connect(self) -> None:
        bar = self.bar
        bar.throw.clicked.connect(self.throw)
        bar.order.clicked.connect(self.next_order)
        bar.yaniv.clicked.connect(self.call_yaniv)
        bar.stock.clicked.connect(self.take_stock)
        bar.keep.clicked.connect(self.keep_drawn)
        bar.slap_zero.clicked.connect(self.slap_zero)
        bar.slap.clicked.connect(self.slap)
        bar.hint.clicked.connect(self.hint)
        bar.next_round.clicked.connect(self.next_round)
        bar.coach_go.clicked.connect(self._coach_go)
        bar.coach_back.clicked.connect(self._coach_back)
        self.scene.hand_card_clicked.connect(self._toggle)
        self.scene.pile_card_clicked.connect(self._take)
        self.scene.pile_card_refused.connect(self._take)  # the engine says why
        self.scene.stock_clicked.connect(self.take_stock)
        self.scene.hand_card_moved.connect(self._move_card)
        self.table.resized.connect(self.refresh)
        self.table.resized.connect(self.sheet.place)
        self.watch.pause_toggled.connect(self._watch_paused)
        self.watch.step_clicked.connect(self._watch_step)
        self.watch.show_hands_toggled.connect(self._watch_show_hands)
        self.watch.speed_chosen.connect(self.speed_chosen)

    def retranslate(self) -> None:
        self.table.retranslate()
        self.watch.retranslate()
        self.sheet.retranslate()
        self.cover.retranslate()
        self.bar.retranslate()
        if self.bar.message.text() == self._prompt_shown:
            self.say("")  # the next refresh prompts again, in the new language

    # ----- a match ----------------------------------------------------------------------

    def show_match(self, controller: GameController) -> None:
        self.controller = controller
        controller.changed.connect(self._on_changed)
        controller.thinking.connect(lambda _seat: self.refresh())
        controller.human_to_move.connect(self._on_human_to_move)
        controller.refused.connect(self.say)
        controller.round_finished.connect(self._on_round_finished)
        controller.match_finished.connect(self._on_match_finished)
        controller.hint_ready.connect(self._on_hint)
        humans = controller.settings.humans
        self.viewer = humans[0] if humans else 0
        self.selection, self.arrangement, self.focus = [], 0, None
        self._shown = {}
        self._clear_hint()
        self._cover_for = None
        self._reveal_banner = ""
        self.bar.coach_box.hide()
        self.say("")
        self.stack.setCurrentWidget(self.table)
        self.show_all_hands = False
        self.sheet.hide()
        self.watch.reset()
        self.watch.setVisible(not humans)  # a watched match: pause, step, speed, every hand
        self.bar.moves.setVisible(bool(humans))  # and no buttons for moves nobody here makes

    def say(self, text: str) -> None:
        self.bar.message.setText(text)

    def mine(self) -> bool:
        """Is it the move of the person whose cards are on screen?"""
        c = self.controller
        return c is not None and c.awaiting_human() == self.viewer and self._cover_for is None

    def _phase(self) -> Phase | None:
        c = self.controller
        return c.round.phase if c is not None and c.round is not None else None

    # ----- choosing and throwing ---------------------------------------------------------

    def _toggle(self, card: Card) -> None:
        if not self.mine() or self._phase() is not Phase.TURN:
            return
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        self.arrangement = 0
        self.focus = card
        self._describe_selection()
        self.refresh()

    def arrangements(self) -> list[tuple[Card, ...]]:
        """The distinct ways the chosen cards may be laid (set ends, joker places)."""
        c = self.controller
        if c is None or c.round is None or not self.selection or c.round.phase is not Phase.TURN:
            return []
        state = c.round
        chosen = set(self.selection)
        found = [d for d in state.throw_rules.discards(state.hands[self.viewer]) if set(d) == chosen]
        tr = state.throw_rules
        # Sensible default first: no wild card at an end of a run, the best card hidden.
        return sorted(found, key=lambda d: (tr.wild[d[0]] + tr.wild[d[-1]], -tr.value[d[len(d) // 2]]))

    def arranged(self) -> tuple[Card, ...] | None:
        options = self.arrangements()
        return options[self.arrangement % len(options)] if options else None

    def next_order(self) -> None:
        if len(self.arrangements()) > 1:
            self.arrangement += 1
            self._describe_selection()
            self.refresh()

    def _not_a_throw(self) -> str:
        rules = self.controller.round.throw_rules  # type: ignore[union-attr]
        return self.tr("Not a throw: {why}").format(why=engine_text(rules.why_illegal(tuple(self.selection))))

    def _describe_selection(self) -> None:
        throw = self.arranged()
        if throw is not None:
            kind = self.controller.round.throw_rules.classify(throw)  # type: ignore[union-attr]
            template = {ThrowKind.SET: self.tr("Throw {cards} (a set)."),
                        ThrowKind.RUN: self.tr("Throw {cards} (a run).")}.get(kind, self.tr("Throw {cards}."))
            self.say(template.format(cards=cards_text(throw)))
        else:
            self.say(self._not_a_throw() if self.selection else "")

    def throw(self) -> None:
        if not self.mine() or self._phase() is not Phase.TURN:
            return
        throw = self.arranged()
        if throw is None:
            if self.selection:
                self.say(self._not_a_throw())
            return
        self.act(Discard(throw))

    def try_throw(self, cards: tuple[Card, ...]) -> bool:
        """Throw exactly these cards in this order (keyboard and tests)."""
        return self.act(Discard(cards))

    def call_yaniv(self) -> None:
        self.act(CallYaniv())

    def take_stock(self) -> None:
        self.act(DrawStock())

    def keep_drawn(self) -> None:
        self.act(KeepDrawn())

    def slap_zero(self) -> None:
        self.act(SlapZero())

    def _take(self, card: Card) -> None:
        self.act(DrawPile(card))

    def slap(self) -> None:
        c = self.controller
        if c is None or c.round is None or not self.mine():
            return
        slaps = [a for a in c.round.legal_actions() if isinstance(a, Slap)]
        if slaps:
            self.act(slaps[0])

    def act(self, action: Action, *, coached: bool = False) -> bool:
        """The person's move, through the coach first unless they already heard it."""
        c = self.controller
        if c is None or c.round is None or not self.mine():
            return False
        if self.coach_enabled and not coached:
            note = coach_note(c.round.observation(self.viewer), action, c.round.throw_rules)
            if note and action in c.round.legal_actions():
                self._pending_coach = action
                self.bar.coach_text.setText(self.tr("Coach: {warning}").format(warning=note.text))
                self.bar.coach_box.show()
                self.hinted, self.hint_stock = frozenset(note.cards), False  # point at what it is about
                self.bar.point_at(self.bar.yaniv if isinstance(action, CallYaniv) else None)
                self.refresh()
                return False
        self.bar.coach_box.hide()
        self._pending_coach = None
        self.say("")
        done = c.act(action)
        if done:
            self.selection = []
            self.arrangement = 0
        return done

    def _coach_go(self) -> None:
        action = self._pending_coach
        if action is not None:
            self.act(action, coached=True)

    def _coach_back(self) -> None:
        self._pending_coach = None
        self.bar.coach_box.hide()
        self._clear_hint()
        self.refresh()

    # ----- the hand's order -------------------------------------------------------------

    def shown_hand(self) -> list[Card]:
        """The viewer's hand in the order it is shown: exactly the cards the engine says are theirs."""
        c = self.controller
        if c is None or c.round is None:
            return []
        shown = arrange(self._shown.get(self.viewer, []), c.round.hands[self.viewer], self.hand_order)
        self._shown[self.viewer] = shown
        return shown

    def sort_hand(self, order: str) -> None:
        """Sort the hand once (by rank, or by suit so runs show); it stays as sorted until moved."""
        c = self.controller
        if c is None or c.round is None or self.hand_order is not HandOrder.AS_ARRANGED:
            return
        self._shown[self.viewer] = sorted_hand(c.round.hands[self.viewer], HandOrder(order))
        self.refresh()

    def set_hand_order(self, order: HandOrder) -> None:
        self.hand_order = order  # back to arranged: the hand stays as it was last shown, sorted or not
        self.refresh()

    def _move_card(self, card: Card, index: int) -> None:
        """A card dragged along the fan: the hand keeps that order from now on."""
        if self.hand_order is HandOrder.AS_ARRANGED:
            self._shown[self.viewer] = moved(self.shown_hand(), card, index)
        self.refresh()

    # ----- practice -------------------------------------------------------------------------

    def undo(self) -> None:
        """Ctrl+Z in a practice match: back to the start of the person's last turn."""
        c = self.controller
        if c is None:
            return
        if not c.settings.can_undo:
            self.say(self.tr("Undo is for practice matches: tick Practice in Game → New match."))
            return
        if not c.undo():
            self.say(self.tr("There is no turn of yours to take back in this round."))
            return
        self.selection, self.arrangement, self._pending_coach = [], 0, None
        self.bar.coach_box.hide()
        self._clear_hint()
        self.say(self.tr("Your last turn was taken back: play it again."))
        self.refresh()

    # ----- keyboard ----------------------------------------------------------------------

    def _focus_cards(self) -> list[Card]:
        """The cards the arrow keys walk: the ends of the last throw while drawing, else the hand."""
        c = self.controller
        if c is None or c.round is None or c.round.is_over or self._cover_for is not None:
            return []
        state = c.round
        if self.mine() and state.phase is Phase.DRAW:
            return list(state.takeable())
        return self.shown_hand()

    def _start_focus(self) -> None:
        """Each turn the cursor starts where a move is likely: the highest card, or the first end."""
        c = self.controller
        cards = self._focus_cards()
        if c is None or c.round is None or not cards:
            self.focus = None
            return
        if c.round.phase is Phase.DRAW:
            self.focus = cards[0]
        elif not self._focus_moved or self.focus not in cards:
            value = c.round.throw_rules.value
            self.focus = max(cards, key=lambda card: (value[card], -cards.index(card)))
        self._focus_moved = False

    def move_focus(self, step: int) -> None:
        cards = self._focus_cards()
        if not cards:
            return
        if self.scene.mirrored:  # the hand runs right to left: → goes to the previous card
            step = -step
        index = cards.index(self.focus) if self.focus in cards else 0
        self.focus = cards[(index + step) % len(cards)]
        self._focus_moved = True
        self.refresh()

    def toggle_focused(self) -> None:
        if not self.mine() or self.focus not in self._focus_cards():
            return
        if self._phase() is Phase.TURN:
            self._toggle(self.focus)  # type: ignore[arg-type]
        elif self._phase() is Phase.DRAW:
            self._take(self.focus)  # type: ignore[arg-type]

    def enter(self) -> None:
        c = self.controller
        if c is None or c.round is None:
            return
        if c.round.is_over:
            self.next_round()
        elif self._phase() is Phase.TURN:
            self.throw()
        elif self._phase() is Phase.DRAW:
            self.toggle_focused()
        elif self.mine():
            self.keep_drawn()

    def take_end(self, index: int) -> None:
        c = self.controller
        if c is None or c.round is None or c.round.phase is not Phase.DRAW:
            return
        takeable = c.round.takeable()
        if index < len(takeable):
            self._take(takeable[index])

    # ----- turns, rounds, matches ----------------------------------------------------------

    def _on_human_to_move(self, seat: int) -> None:
        c = self.controller
        assert c is not None
        if seat != self.viewer and len(c.settings.humans) > 1:
            self._cover_for = seat
            self.cover.show_for(c.names[seat])
            self.stack.setCurrentWidget(self.cover)
        self._start_focus()
        self.refresh()

    def _uncover(self) -> None:
        if self._cover_for is not None:
            self.viewer = self._cover_for
            self._cover_for = None
        self.stack.setCurrentWidget(self.table)
        self.table.setFocus()
        self._start_focus()
        self.refresh()

    def _on_round_finished(self) -> None:
        c = self.controller
        assert c is not None and c.round is not None
        result = c.round.result
        if result is not None:
            self._reveal_banner = reveal_banner(result, c.names, you=c.settings.you)
            record = c.match.records[-1]
            notices = [notice_text(n, c.names) for n in record.notices]
            self.say(" · ".join(notices) if notices else self.tr("Press Next round to deal again."))
            state = c.round
            lines = seat_lines(result, c.names, state.hands, state.setup.active, result.points,
                               record.totals_after or c.match.totals, self.sheet.roles())
            pace = int(ROW_PACE_MS / max(0.25, self.scene.speed)) if self.scene.animations_enabled else 0
            self.sheet.show_round(self._reveal_banner, lines, notices, match_over=c.match.is_over, pace_ms=pace)
        if len(c.settings.humans) > 1:
            self._cover_for = None
            self.stack.setCurrentWidget(self.table)
        self.refresh()
        if not c.settings.humans and not c.match.is_over:
            QTimer.singleShot(max(800, c.move_delay_ms * 3), c, self._deal_on)  # watch mode deals on

    def _deal_on(self) -> None:
        if self.controller is not None and not self.controller.paused:
            self.next_round()

    # ----- watching ------------------------------------------------------------------------

    def _watch_paused(self, paused: bool) -> None:
        c = self.controller
        if c is None:
            return
        c.set_paused(paused)
        if not paused:
            self._deal_on()  # a round that ended while paused

    def _watch_step(self) -> None:
        c = self.controller
        if c is None or c.round is None:
            return
        if c.round.is_over:
            self.next_round()
        else:
            c.step()

    def _watch_show_hands(self, shown: bool) -> None:
        self.show_all_hands = shown
        self.refresh()

    def next_round(self) -> None:
        c = self.controller
        if c is not None and c.round is not None and c.round.is_over and not c.match.is_over:
            self._reveal_banner = ""
            self.sheet.hide()
            self.say("")
            c.next_round()

    def _on_match_finished(self, winner: int) -> None:
        c = self.controller
        assert c is not None
        self._reveal_banner = match_won(c.names[winner], you=winner == c.settings.you) + "!"
        self.refresh()
        if c.settings.humans:
            self._winner = winner
            QTimer.singleShot(0, self, self._tell_match_over)  # once the last move is drawn

    def _tell_match_over(self) -> None:
        c = self.controller
        if c is not None and c.match.winner == self._winner:
            self.match_over.emit(self._winner)

    def hint(self) -> None:
        if self.mine() and self.controller is not None and self.hints_enabled:
            self.say(self.tr("The expert is thinking…"))
            self.controller.request_hint()

    def _on_hint(self, action: Action, reason: str) -> None:
        """Say why, and point: the cards to throw rise in teal, the card or stock to take glows."""
        self.say(self.tr("Hint: {reason}").format(reason=problem_text(reason)))
        if isinstance(action, Discard):
            self.hinted = frozenset(action.cards)
        elif isinstance(action, (DrawPile, Slap)):
            self.hinted = frozenset({action.card})
        self.hint_stock = isinstance(action, DrawStock)
        self.bar.point_at(self.bar.yaniv if isinstance(action, CallYaniv) else None)
        self.refresh()

    def _clear_hint(self) -> None:
        self.hinted, self.hint_stock = frozenset(), False
        self.bar.point_at(None)

    # ----- state to screen ------------------------------------------------------------------

    def _on_changed(self) -> None:
        controller = self.controller
        if controller is None or controller.round is None:
            return
        state = controller.round
        self.selection = [c for c in self.selection if c in state.hands[self.viewer]]
        if state.phase is not Phase.TURN:
            self.selection = []
        if not state.is_over:
            self._reveal_banner = ""
        self._clear_hint()  # the hint was for the position before this move
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
        mine = self.mine()
        legal = state.legal_actions() if mine else []
        phase = state.phase
        bar.throw.setEnabled(mine and phase is Phase.TURN and self.arranged() is not None)
        bar.order.setEnabled(mine and phase is Phase.TURN and len(self.arrangements()) > 1)
        bar.yaniv.setEnabled(CallYaniv() in legal)
        bar.light(bar.yaniv, CallYaniv() in legal)
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
        if self.focus not in self._focus_cards():
            self._start_focus()
        levels = [s.level for s in controller.settings.seats]
        result = state.result
        self.scene.show(TableView(
            state=state, viewer=self.viewer, names=controller.names, levels=levels,
            totals=controller.match.totals, selection=set(self.selection),
            focus=self.focus, takeable=takeable, stock_active=DrawStock() in legal,
            thinking=state.current if not controller.is_human(state.current) and not state.is_over else None,
            reveal=state.is_over, banner="" if self.sheet.isVisible() else self._reveal_banner,
            points=result.points if result else (),
            hand=tuple(self.shown_hand()), draggable=self.hand_order is HandOrder.AS_ARRANGED and self._cover_for is None,
            hinted=self.hinted, hint_stock=self.hint_stock, hand_text=self._hand_text(),
            show_hands=self.show_all_hands and not controller.settings.humans,
        ))
        self._announce(self.focus, takeable)
        if mine and not bar.message.text():
            self._prompt_shown = self._prompt(phase)
            self.say(self._prompt_shown)

    def _hand_text(self) -> str:
        """The viewer's hand value, and what it would be after the chosen throw."""
        c = self.controller
        if c is None or c.round is None or self._cover_for is not None or not c.is_human(self.viewer):
            return ""  # a watched match shows every hand's value with 'Show all hands' instead
        state = c.round
        value = state.hand_value(self.viewer)
        throw = self.arranged() if self.mine() and state.phase is Phase.TURN else None
        if throw:
            after = state.throw_rules.hand_value(tuple(card for card in state.hands[self.viewer] if card not in throw))
            return "\n".join((self.tr("Your hand: {value}").format(value=value),
                              self.tr("After this throw: {after}").format(after=after)))
        return self.tr("Your hand: {value}").format(value=value)

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
