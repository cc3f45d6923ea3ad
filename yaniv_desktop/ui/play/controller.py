"""The game controller: owns the match, asks the computer players, and tells the
window what happened through signals.

The GUI thread never waits for a computer player: they think in their own process
(:mod:`.ai_process`), polled by a timer, and each answer is applied after a short
pause so people can follow the computer's moves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from yaniv_desktop.core.actions import Action, CallYaniv, Discard, KeepDrawn
from yaniv_desktop.core.errors import IllegalActionError
from yaniv_desktop.core.match import Match, RoundRecord
from yaniv_desktop.core.observation import Observation
from yaniv_desktop.core.round import Deal, RoundState
from yaniv_desktop.core.scoring import Notice
from yaniv_desktop.ui.play.ai_process import AIProcess, Answer, request_for
from yaniv_desktop.ui.play.models import MoveLogModel, PlayersModel, ScoreboardModel
from yaniv_desktop.ui.play.seats import MatchSettings
from yaniv_desktop.ui.sound import (
    DEAL,
    MATCH_DELAY_MS,
    RESULT_DELAY_MS,
    Sound,
    SoundBoard,
    match_sound,
    sound_for,
    turn_sound,
)
from yaniv_desktop.ui.text.describe import (
    describe_call,
    describe_draw,
    describe_result,
    describe_throw,
    match_won,
    notice_text,
    round_start,
)
from yaniv_desktop.ui.text.i18n import engine_text

# Scripted rounds (tests, tutorials): round number → (deal or None, starter or None).
DealSource = Callable[[int], tuple[Deal | None, int | None]]
POLL_MS = 10


class GameController(QObject):
    changed = Signal()                  # anything on the table changed
    action_applied = Signal(int, object)  # seat, action
    thinking = Signal(int)              # a computer player started thinking
    human_to_move = Signal(int)         # a person's move is awaited
    round_finished = Signal()
    match_finished = Signal(int)        # the winner's seat
    refused = Signal(str)               # an illegal move, explained in one line
    hint_ready = Signal(object, object)  # action, reason (a Message, translated where shown)
    recorded = Signal()                 # the match moved on: time to save it

    def __init__(
        self, settings: MatchSettings, *, move_delay_ms: int = 700,
        deal_source: DealSource | None = None, hints: bool = True, match: Match | None = None,
        sound: SoundBoard | None = None, parent: QObject | None = None,
    ) -> None:
        """``match`` resumes a saved match (at the same turn); otherwise a new one starts.
        ``sound``: the window's sound board (the moves, calls and results are heard)."""
        super().__init__(parent)
        self.settings = settings
        self.sound = sound
        self.match = match or Match(settings.rules, settings.seed)
        self.move_delay_ms = move_delay_ms
        self.deal_source = deal_source
        self.hints = hints
        self.log = MoveLogModel(self)
        self.scores = ScoreboardModel(self)
        self.scores.set_match(self.match, settings.names, you=settings.you)
        self.seat_model = PlayersModel(self)
        self.seat_model.set_seats(settings.seats)
        self._ai: AIProcess | None = None
        self._waiting: dict[int, tuple[str, int]] = {}  # request → (kind, token)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)
        self._move_timer = QTimer(self)
        self._move_timer.setSingleShot(True)
        self._move_timer.timeout.connect(self._apply_computer)
        self._next_move: tuple[int, Action] | None = None
        self._token = 0          # answers for an older position are dropped
        self.paused = False
        self._step_pending = False  # paused, and Step asked for the move being chosen
        self.last_thinking_seconds = 0.0

    # ----- state ----------------------------------------------------------------------

    @property
    def round(self) -> RoundState | None:
        return self.match.round

    @property
    def names(self) -> tuple[str, ...]:
        return self.settings.names

    def is_human(self, seat: int) -> bool:
        return self.settings.seats[seat].is_human

    def awaiting_human(self) -> int | None:
        state = self.round
        if state is None or state.is_over or self.match.is_over:
            return None
        return state.current if self.is_human(state.current) else None

    def observation(self, seat: int) -> Observation | None:
        return self.round.observation(seat) if self.round else None

    # ----- flow -----------------------------------------------------------------------

    def start(self) -> None:
        state = self.round
        if state is None:
            self._start_round()
            return
        self._retell_match()  # resumed: the log again, then on from where it was left
        self._refresh_seats()
        self.changed.emit()
        if state.is_over:
            self.round_finished.emit()
        else:
            self._advance()

    def next_round(self) -> None:
        if self.match.is_over or (self.round is not None and not self.round.is_over):
            return
        self._start_round()

    def _start_round(self) -> None:
        deal, starter = self.deal_source(self.match.round_number) if self.deal_source else (None, None)
        state = self.match.start_round(deal, starter)
        self._play(DEAL)
        self._tell_round_start(self.match.round_number + 1, state.current)
        self.recorded.emit()
        self._refresh_seats()
        self.changed.emit()
        self._advance()

    def _advance(self) -> None:
        state = self.round
        if state is None:
            return
        if state.is_over:
            self._finish_round()
            return
        seat = state.current
        if self.is_human(seat):
            self._play(turn_sound(state.phase))
            self.human_to_move.emit(seat)
            return
        self._think(seat)  # paused too: the move is ready for Step, and held until then

    def _think(self, seat: int) -> None:
        self._token += 1
        self.thinking.emit(seat)
        self._ask("choose", seat)

    def _ask(self, kind: str, seat: int) -> None:
        state = self.round
        assert state is not None
        if self._ai is None:
            self._ai = AIProcess()
        level = self.settings.seats[seat].level
        request = request_for(state, self.match.round_deal, seat, level.value if level else "expert",
                              f"{self.settings.seed}/{seat}", kind)
        self._waiting[self._ai.submit(request)] = (kind, self._token)
        self._poll.start()

    def _collect(self) -> None:
        assert self._ai is not None
        for answer in self._ai.answers():
            kind, token = self._waiting.pop(answer.request, ("choose", -1))
            if answer.action is None:
                self.refused.emit(self.tr("A computer player failed: {reason}").format(reason=answer.reason))
                continue
            if kind == "hint":
                self._on_hint(token, answer)
            else:
                self._on_ai_answer(token, answer.action, answer.seconds)
        if not self._waiting:
            self._poll.stop()

    def _on_ai_answer(self, token: int, action: Action, seconds: float) -> None:
        if token != self._token or self.round is None:
            return
        self.last_thinking_seconds = seconds
        # One timer of the controller's own, holding no Python closure: a closure timed to a
        # controller that is then deleted crashed PySide as the deletion released it.
        self._next_move = (token, action)
        self._move_timer.start(max(0, int(self.move_delay_ms - seconds * 1000)))

    def _apply_computer(self) -> None:
        if self._next_move is None or (self.paused and not self._step_pending):
            return  # paused: the chosen move waits for Step or Resume
        token, action = self._next_move
        self._next_move = None
        self._step_pending = False
        if token == self._token:
            self._apply(action)

    def set_paused(self, paused: bool) -> None:
        """Hold the computer players' moves (watching a match as a lesson); resume them."""
        self.paused = paused
        if not paused and self._next_move is not None:
            self._move_timer.start(0)

    def step(self) -> None:
        """While paused: make the next computer move now (or as soon as it is chosen)."""
        if not self.paused or self.round is None or self.round.is_over:
            return
        self._step_pending = True
        if self._next_move is not None:
            self._apply_computer()

    # ----- practice: undo ---------------------------------------------------------------

    def undo_point(self) -> int | None:
        """Where Undo goes back to in this round: the start of the person's last turn (the
        index of its first action in the round's log), or None when there is nothing to undo."""
        state = self.round
        if not self.settings.can_undo or state is None or state.is_over:
            return None
        movers = self._movers()
        starts = [i for i, seat in enumerate(movers)
                  if self.is_human(seat) and (i == 0 or movers[i - 1] != seat)]
        return starts[-1] if starts else None

    def _movers(self) -> list[int]:
        """The seat that made each action of the round being played (replayed from its deal)."""
        state = self.round
        if state is None:
            return []
        replay = RoundState(self.match.rules, state.setup, self.match.round_deal, self.match.throw_rules)
        movers = []
        for action in state.log:
            movers.append(replay.current)
            replay.apply(action)
        return movers

    def person_has_played(self) -> bool:
        """A person at this screen has made a move in this match (a round played, or a move in this one)."""
        if not self.settings.humans:
            return False
        return bool(self.match.records) or any(self.is_human(seat) for seat in self._movers())

    def undo(self) -> bool:
        """Practice: take back the person's last turn and every computer move after it. The
        match is replayed from its record without those moves (the deal stays the same)."""
        cut = self.undo_point()
        if cut is None:
            return False
        record = self.match.to_record()
        record["rounds"][-1]["actions"] = record["rounds"][-1]["actions"][:cut]
        self._token += 1  # an answer a computer is still thinking about is for the old position
        self._move_timer.stop()
        self._next_move = None
        self.match = Match.from_record(record)
        self.log.clear()
        self._retell_match()
        self.scores.set_match(self.match, self.settings.names, you=self.settings.you)
        self._refresh_seats()
        self.recorded.emit()  # the saved match forgets the undone moves too
        self.changed.emit()
        self._advance()
        return True

    # ----- moves ----------------------------------------------------------------------

    def act(self, action: Action) -> bool:
        """A person's move; refused with a one-line reason when the rules forbid it."""
        state = self.round
        if state is None or state.is_over or not self.is_human(state.current):
            self.refused.emit(self.tr("It is not your turn."))
            return False
        try:
            self._apply(action)
        except IllegalActionError as error:
            self.refused.emit(engine_text(error.template, **error.params))
            return False
        return True

    def _apply(self, action: Action) -> None:
        state = self.round
        assert state is not None
        seat = state.current
        value = state.hand_value(seat)
        seen = len(state.events)
        self.match.apply(action)  # raises and changes nothing when illegal
        for event in state.events[seen:]:  # a throw, a draw, a call; a reshuffle is only an event
            self._play(sound_for(event))
        self._token += 1
        self.recorded.emit()
        self._tell(seat, action, value)
        self._refresh_seats()
        self.action_applied.emit(seat, action)
        self.changed.emit()
        self._advance()

    def _finish_round(self) -> None:
        record = self.match.records[-1]
        if record.result is not None:
            self._play(sound_for(record.result), delay_ms=RESULT_DELAY_MS)  # after the call has been heard
        if self.match.winner is not None:
            self._play(match_sound(self.match.winner, self.settings.you), delay_ms=MATCH_DELAY_MS)
        self._tell_result(record)
        self.scores.refresh()
        self._refresh_seats()
        self.round_finished.emit()
        if self.match.winner is not None:
            winner = self.match.winner
            self.log.append(lambda: match_won(self.names[winner], you=winner == self.settings.you))
            self.match_finished.emit(self.match.winner)

    def _play(self, sound: Sound | None, delay_ms: int = 0) -> None:
        if self.sound is not None:
            self.sound.play(sound, delay_ms=delay_ms)  # never blocks: mixed on the board's own thread

    # ----- the move log -------------------------------------------------------------------

    def _tell(self, seat: int, action: Action, value_before: int) -> None:
        """One move in the log: a throw or a call starts a line, the draw ends it."""
        # Said when shown (names and words in the language of the moment), not now.
        you = seat == self.settings.you
        if isinstance(action, CallYaniv):
            self.log.append(lambda: describe_call(self.names[seat], value_before, you=you))
        elif isinstance(action, Discard):
            self.log.append(lambda: describe_throw(self.names[seat], action, you=you))
        elif not isinstance(action, KeepDrawn):
            self.log.extend_last(lambda: describe_draw(action, you=you))

    def _tell_round_start(self, number: int, starter: int) -> None:
        self.log.append(lambda: round_start(number, self.names[starter], you=starter == self.settings.you))

    def _tell_result(self, record: RoundRecord) -> None:
        result = record.result
        if result is not None:
            self.log.append(lambda: describe_result(result, self.names, you=self.settings.you))
            for notice in record.notices:
                self._tell_notice(notice)

    def _tell_notice(self, notice: Notice) -> None:
        self.log.append(lambda: notice_text(notice, self.names))  # the names as read when shown

    def _retell_match(self) -> None:
        """A resumed match: the log again, every round's moves replayed from the saved actions."""
        match = self.match
        rounds = [(r.setup, r.deal, r.actions, r) for r in match.records]
        state = match.round
        if state is not None and not state.is_over:
            rounds.append((state.setup, match.round_deal, tuple(state.log), None))
        for setup, deal, actions, record in rounds:
            replay = RoundState(match.rules, setup, deal, match.throw_rules)
            self._tell_round_start(setup.round_number + 1, setup.starter)
            for action in actions:
                seat = replay.current
                value = replay.hand_value(seat)
                replay.apply(action)
                self._tell(seat, action, value)
            if record is not None:
                self._tell_result(record)

    def _refresh_seats(self) -> None:
        state = self.round
        cards = [len(h) for h in state.hands] if state else [0] * len(self.names)
        current = state.current if state and not state.is_over else None
        self.seat_model.update(cards, self.match.totals, self.match.out, current)

    # ----- hints ----------------------------------------------------------------------

    def request_hint(self) -> None:
        seat = self.awaiting_human()
        if seat is None or not self.hints:
            return
        self._ask("hint", seat)

    def _on_hint(self, token: int, answer: Answer) -> None:
        if token == self._token:
            self.hint_ready.emit(answer.action, answer.reason)

    def shutdown(self) -> None:
        self._token += 1
        self._poll.stop()
        self._move_timer.stop()
        if self._ai is not None:
            self._ai.close()
            self._ai = None
