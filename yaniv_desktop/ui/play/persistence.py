"""Keeping the match safe: saved after every action, rounds recorded in the history.

The storage layer does the writing; this object ties it to the game controller and
turns trouble into messages the window shows (the game always plays on).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from yaniv_desktop.storage import MatchSession, PlayerInfo, Storage
from yaniv_desktop.storage.autosave import SavedMatch
from yaniv_desktop.ui.play.controller import GameController
from yaniv_desktop.ui.play.seats import MatchSettings, Seat


def players_of(settings: MatchSettings) -> list[PlayerInfo]:
    return [PlayerInfo.human(s.name) if s.is_human else PlayerInfo.computer(s.name, s.level.value)  # type: ignore[union-attr]
            for s in settings.seats]


def settings_of(saved: SavedMatch) -> MatchSettings:
    """The match settings of an interrupted match, from what was saved with it."""
    from yaniv_desktop.ai.player import Level

    seats = tuple(Seat(p.name, None if p.is_human else Level(p.level or "intermediate")) for p in saved.players)
    return MatchSettings(seats=seats, rules=saved.match.rules, deck_skins=tuple(saved.decks) or ("classic",),
                         seed=saved.match.seed, preset=saved.preset or "israeli", practice=saved.practice)


class MatchKeeper(QObject):
    problem = Signal(object)  # a storage Message (str with its template): translated where shown

    def __init__(self, storage: Storage | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.storage = storage
        self.session: MatchSession | None = None
        self._controller: GameController | None = None
        self._warned = False
        if storage is not None:
            storage.problems.subscribe(self.problem.emit)

    def begin(self, controller: GameController, session: MatchSession | None = None) -> None:
        """Keep ``controller``'s match: a new one, or the resumed ``session``."""
        self.leave()
        if self.storage is None:
            return
        if session is None:
            settings = controller.settings
            session = self.storage.start_match(controller.match, players_of(settings), preset=settings.preset,
                                               decks=list(settings.deck_skins), practice=settings.can_undo)
        self.session = session
        self._controller = controller
        controller.recorded.connect(self._save)

    def save_now(self) -> bool:
        """Save the match as it stands (after a failure elsewhere, so nothing is lost)."""
        if self.session is None:
            return True
        return self.session.after_action()

    def _save(self) -> None:
        if self.session is None:
            return
        if self._controller is not None:  # a practice undo replays the match into a new object
            self.session.match = self._controller.match
        if not self.session.after_action() and not self._warned:
            self._warned = True
            self.problem.emit(self.tr("This match cannot be saved right now; you can play on, "
                                      "but it will not be in the history."))

    def leave(self) -> None:
        """Walk away from the current match: what was played is kept, marked unfinished."""
        if self.session is not None and not self.session.closed:
            self.session.abandon()
        self.session = None
        self._controller = None
