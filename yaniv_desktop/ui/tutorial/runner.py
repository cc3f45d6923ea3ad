"""Running the tutorial: the scripted match on the real table, the panel over it, and the
steps, each waiting for the player to do what it asks.

A step that asks for a move goes on when the player makes it with the cards and buttons
(the table panel turns clicks into actions; the controller applies them); any other move
is not made, and the panel says why.  The ends-rule step goes on when the engine refuses the
middle card of the run.  Leave the tutorial (or Finish, at the end) starts a real match,
the one the app would start at start-up; starting another match from the menus ends the
tutorial too, leaving that match on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QRect, QRectF, Signal

from yaniv_desktop.core.actions import Action
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.ui.table.card_images import FALLBACK_DECK
from yaniv_desktop.ui.text.bidi import cards_text, isolate, isolate_name
from yaniv_desktop.ui.tutorial.controller import TutorialController
from yaniv_desktop.ui.tutorial.overlay import TutorialOverlay
from yaniv_desktop.ui.tutorial.script import (
    COMPUTER,
    CONTEXT,
    ROUNDS,
    STEPS,
    YOU,
    Step,
    Trigger,
    cards,
    deal_source,
    tutorial_settings,
)

if TYPE_CHECKING:  # the shell imports this room, not the other way round
    from yaniv_desktop.ui.shell.main_window import MainWindow

STEP_OF = QT_TRANSLATE_NOOP("Tutorial", "Step {number} of {count}")
NEXT = QT_TRANSLATE_NOOP("Tutorial", "Next")
NEXT_TIP = QT_TRANSLATE_NOOP("Tutorial", "Go on to the next step")
DEAL_TIP = QT_TRANSLATE_NOOP("Tutorial", "Deal the next round")
FINISH = QT_TRANSLATE_NOOP("Tutorial", "Finish")
FINISH_TIP = QT_TRANSLATE_NOOP("Tutorial", "End the tutorial and play a real match")
NBSP = "\u00a0"  # keeps a throw, or a sum, on one line


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class Tutorial(QObject):
    advanced = Signal(str)  # the id of the step now shown
    finished = Signal()     # left, finished, or replaced by another match

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.index = 0
        self.active = False
        self.controller: TutorialController | None = None
        self.overlay: TutorialOverlay | None = None
        self.deck = FALLBACK_DECK

    @property
    def step(self) -> Step:
        return STEPS[self.index]

    # ----- starting and leaving -------------------------------------------------------------

    def start(self) -> None:
        window = self.window
        storage = window.storage
        playing = window.controller.settings if window.controller is not None else None
        self.deck = playing.deck_skins[0] if playing is not None else FALLBACK_DECK
        colour = playing.table_colour if playing is not None else "green"
        name = getattr(storage.settings, "player_name", "") if storage is not None else ""
        settings = tutorial_settings(name, self.deck, colour)
        controller = window.start_match(settings, deal_source=deal_source(settings.rules),
                                        controller_class=TutorialController, kept=False)
        assert isinstance(controller, TutorialController)
        self.controller = controller
        controller.gate = self._gate
        controller.hint_for = self._hint
        controller.action_applied.connect(self._on_action)
        controller.refused.connect(self._on_refused)
        controller.changed.connect(self._on_changed)
        controller.hint_ready.connect(self._point_again)  # after the table's own answer to a hint
        controller.human_to_move.connect(self._point_again)  # after the table chose where its cursor starts
        controller.round_finished.connect(self._on_round_finished)
        controller.script_over.connect(self.leave)  # Next round after the last lesson: a real match
        controller.closed.connect(self._end)
        overlay = self.overlay = TutorialOverlay(window.table)
        overlay.cover = self._opponent_cards
        window.scene.changed.connect(self._place_overlay)  # the opponent's cards moved: cover them whole
        overlay.next_clicked.connect(self._next)
        overlay.leave_clicked.connect(self.leave)
        overlay.language_changed.connect(self._show)
        self.active = True
        self.index = 0
        self._show()

    def leave(self) -> None:
        """Leave the tutorial: a real match takes the table (the one the app starts with)."""
        if not self.active:
            return
        self._end()
        from yaniv_desktop.ui.play.match_setup import first_match

        window = self.window
        storage = window.storage
        known = {deck.id for deck in window.images.registry.decks}
        window.start_match(first_match(self.deck, storage.settings if storage is not None else None, known))

    def _end(self) -> None:
        """The tutorial is over: its panel and pointers go; the match on the table stays."""
        if not self.active:
            return
        self.active = False
        controller = self.controller
        if controller is not None:
            controller.gate = None
            controller.hint_for = None
            for signal, slot in ((controller.action_applied, self._on_action), (controller.refused, self._on_refused),
                                 (controller.changed, self._on_changed), (controller.hint_ready, self._point_again),
                                 (controller.human_to_move, self._point_again),
                                 (controller.round_finished, self._on_round_finished),
                                 (controller.script_over, self.leave), (controller.closed, self._end)):
                signal.disconnect(slot)
        self.window.scene.changed.disconnect(self._place_overlay)
        if self.overlay is not None:
            self.window.table.removeEventFilter(self.overlay)
            self.overlay.hide()
            self.overlay.deleteLater()
            self.overlay = None
        if self.window.controller is controller:  # left with this match on the table: no pointers
            play = self.window.play
            play.hinted, play.hint_stock = frozenset(), False
            play.bar.point_at(None)
        self.finished.emit()

    # ----- words ------------------------------------------------------------------------

    def fields(self) -> dict[str, Any]:
        """The values a step's sentence names: the computer's name, cards, hand values, points."""
        c = self.controller
        assert c is not None
        rules = c.match.rules
        state = c.round
        values: dict[str, Any] = {"name": isolate_name(c.names[COMPUTER]), "limit": rules.yaniv_threshold,
                                  "value": state.hand_value(YOU) if state is not None else 0,
                                  "mine": 0, "theirs": 0, "sum": ""}
        record = c.match.records[-1] if c.match.records else None
        if record is not None and record.result is not None:
            result = record.result
            mine, theirs = result.hand_values[YOU] or 0, result.hand_values[COMPUTER] or 0
            points = result.points[YOU] or 0
            values.update(mine=mine, theirs=theirs,
                          sum=isolate(f"{mine}{NBSP}+{NBSP}{rules.assaf_penalty}{NBSP}={NBSP}{points}") if points else "0")
        for field, names in self.step.names:
            values[field] = cards_text(cards(names)).replace(" ", NBSP)
        return values

    def text(self, template: str) -> str:
        return tr(template).format(**self.fields())

    def sentence(self) -> str:
        """The step's sentence as shown now."""
        return self.text(self.step.text)

    def counter(self) -> str:
        return tr(STEP_OF).format(number=self.index + 1, count=len(STEPS))

    def _show(self) -> None:
        if not self.active or self.overlay is None:
            return
        trigger = self.step.trigger
        button, tip = None, ""
        if trigger is Trigger.NEXT:
            button, tip = tr(NEXT), tr(NEXT_TIP)
        elif trigger is Trigger.DEAL:
            button, tip = tr(NEXT), tr(DEAL_TIP)
        elif trigger is Trigger.FINISH:
            button, tip = tr(FINISH), tr(FINISH_TIP)
        self.overlay.show_step(self.counter(), self.sentence(), button, tip)
        self._point()

    # ----- going on ------------------------------------------------------------------------

    def _advance(self) -> None:
        if self.index + 1 >= len(STEPS):
            return
        self.index += 1
        if self.overlay is not None:
            self.overlay.say_why("")
        self._show()
        self.advanced.emit(self.step.id)

    def _next(self) -> None:
        trigger = self.step.trigger
        if trigger is Trigger.NEXT:
            self._advance()
        elif trigger is Trigger.DEAL:
            self.window.play.next_round()  # the new round moves the tutorial on (_on_changed)
        elif trigger is Trigger.FINISH:
            self.leave()

    def _past_script(self) -> bool:
        c = self.controller
        return c is None or c.match.round_number >= len(ROUNDS)

    def _gate(self, action: Action) -> str | None:
        """None when the step lets ``action`` through, else why not (said on the panel too)."""
        if not self.active or self._past_script():
            return None
        step = self.step
        if step.trigger in (Trigger.MOVE, Trigger.REFUSED) and step.allows(action):
            return None
        why = self.text(step.wrong)
        if self.overlay is not None:
            self.overlay.say_why(why)
        return why

    def _hint(self) -> tuple[Action | None, str]:
        return self.step.expected, self.sentence()

    def _on_action(self, seat: int, action: Action) -> None:
        step = self.step
        if seat == YOU and step.trigger is Trigger.MOVE and step.completes is not None and step.completes(action):
            self._advance()

    def _on_refused(self, _text: str) -> None:
        step = self.step
        attempt = self.controller.attempt if self.controller is not None else None
        if step.trigger is Trigger.REFUSED and attempt is not None and step.completes is not None \
                and step.completes(attempt):
            self._advance()

    def _on_changed(self) -> None:
        c = self.controller
        if c is None or c.round is None:
            return
        if self.step.trigger is Trigger.DEAL and not c.round.is_over:
            self._advance()  # the next round is dealt
        else:
            self._show()  # values in the sentence (the hand) may have changed; the table's pointers were cleared

    def _on_round_finished(self) -> None:
        if self._past_script():  # the last lesson's round: Next round starts a real match, not another round
            self.window.play.say("")

    # ----- pointing -------------------------------------------------------------------------

    def _point(self) -> None:
        """Point at what the step wants: cards raised in teal, the stock, or the Yaniv button."""
        c = self.controller
        if not self.active or c is None or self.window.controller is not c:
            return
        play = self.window.play
        state = c.round
        step = self.step
        live = state is not None and not state.is_over
        on_table = set(state.hands[YOU]) | set(state.last_throw) if state is not None else set()
        play.hinted = frozenset(card for card in cards(step.point) if card in on_table) if live else frozenset()
        play.hint_stock = live and step.point_stock
        play.bar.point_at(play.bar.yaniv if live and step.point_yaniv else None)
        if live and c.awaiting_human() == YOU:  # the keyboard's cursor on the card pointed at, if it may go there
            wanted = [card for card in cards(step.point) if card in play.hinted]
            reachable = state.takeable() if state.phase is Phase.DRAW else tuple(state.hands[YOU])
            if wanted and wanted[0] in reachable:
                play.focus = wanted[0]
        play.refresh()

    def _point_again(self, *_args: object) -> None:
        if self.step.expected is not None:
            self._point()

    # ----- the panel over the table ------------------------------------------------------------

    def _opponent_cards(self) -> list[QRect]:
        """Where the computer's cards are, and its badge under them, in the table view's coordinates."""
        c = self.controller
        if c is None or c.round is None:
            return []
        table, scene = self.window.table, self.window.scene
        fan = QRectF()
        for card in c.round.hands[COMPUTER]:
            item = scene.card_item(card)
            if item is not None and item.isVisible():
                fan = fan.united(item.mapToScene(item.shape()).boundingRect())
        if fan.isEmpty():
            return []
        boxes = [fan]
        for label in scene.labels:  # the seat's badge, just under its fan
            box = label.sceneBoundingRect()
            if box.left() < fan.right() and box.right() > fan.left() and 0 <= box.top() - fan.bottom() < fan.height() / 3:
                boxes.append(box)
        offset = table.viewport().pos()
        return [table.mapFromScene(box).boundingRect().translated(offset) for box in boxes]

    def _place_overlay(self, *_args: object) -> None:
        if self.overlay is not None:
            self.overlay.place()


def start_tutorial(window: MainWindow) -> Tutorial:
    """Start the tutorial on ``window``'s table (Help → Tutorial): the match on the table is
    left as starting any new match leaves it."""
    tutorial = Tutorial(window)
    tutorial.start()
    return tutorial
