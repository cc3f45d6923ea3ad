"""The tutorial's game controller: the computer plays its moves from the script, and the
person's moves pass a gate first (the step in progress says which move it waits for).

After the script (a round dealt on past the tutorial's two) the computer player thinks as in
any match.  ``closed`` tells the tutorial that the window has let this match go (another
match started, or the window closed).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal

from yaniv_desktop.core.actions import Action
from yaniv_desktop.ui.play.controller import GameController
from yaniv_desktop.ui.tutorial.script import ROUNDS, scripted_move

# A move → None when the step in progress lets it through, else why it may not be made now.
Gate = Callable[[Action], str | None]


class TutorialController(GameController):
    closed = Signal()       # the window let this match go
    script_over = Signal()  # Next round asked for after the script's last round

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.gate: Gate | None = None
        self.attempt: Action | None = None  # the person's last move that passed the gate
        self.hint_for: Callable[[], tuple[Action | None, str]] | None = None
        self._closed = False

    def _think(self, seat: int) -> None:
        state = self.round
        action = scripted_move(self.match.round_number, len(state.log), seat) if state is not None else None
        if action is None:
            super()._think(seat)  # past the script: the computer player's own choice
            return
        self._token += 1
        self.thinking.emit(seat)
        self._next_move = (self._token, action)
        self._move_timer.start(self.move_delay_ms)

    def next_round(self) -> None:
        state = self.round
        if self.match.round_number >= len(ROUNDS) and state is not None and state.is_over:
            self.script_over.emit()
            return
        super().next_round()

    def act(self, action: Action) -> bool:
        self.attempt = None
        state = self.round
        if self.gate is not None and state is not None and not state.is_over and self.is_human(state.current):
            objection = self.gate(action)
            if objection:
                self.refused.emit(objection)
                return False
        self.attempt = action
        return super().act(action)

    def request_hint(self) -> None:
        """The Hint button points at the step's move and repeats what the step asks."""
        if self.hint_for is None or self.awaiting_human() is None:
            super().request_hint()
            return
        action, reason = self.hint_for()
        self.hint_ready.emit(action, reason)

    def shutdown(self) -> None:
        super().shutdown()
        if not self._closed:
            self._closed = True
            self.closed.emit()

