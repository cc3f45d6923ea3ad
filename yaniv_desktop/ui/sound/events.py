"""Which sound goes with what happens in the game.

Every action of the engine, every public event of a round and every way a round
ends has an entry here (None: silent), and a test keeps it so when one is added.
"""

from __future__ import annotations

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
from yaniv_desktop.core.events import Event, EventKind
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.outcome import Outcome, RoundResult
from yaniv_desktop.ui.sound.catalog import Sound

ACTION_SOUNDS: dict[type, Sound | None] = {
    Discard: Sound.CARD_SLIDE,
    Slap: Sound.CARD_SLIDE,
    DrawStock: Sound.CARD_DRAW,
    DrawPile: Sound.CARD_DRAW,
    CallYaniv: Sound.YANIV,
    SlapZero: Sound.YANIV,
    KeepDrawn: None,
}

EVENT_SOUNDS: dict[EventKind, Sound | None] = {
    EventKind.THROW: Sound.CARD_SLIDE,
    EventKind.SLAP: Sound.CARD_SLIDE,
    EventKind.DRAW_STOCK: Sound.CARD_DRAW,
    EventKind.DRAW_PILE: Sound.CARD_DRAW,
    EventKind.RESHUFFLE: Sound.SHUFFLE,
    EventKind.CALL: Sound.YANIV,
    EventKind.SLAP_ZERO: Sound.YANIV,
}

OUTCOME_SOUNDS: dict[Outcome, Sound] = {
    Outcome.SUCCESS: Sound.ROUND_END,
    Outcome.SLAP_ZERO: Sound.ROUND_END,
    Outcome.ASSAF: Sound.ASSAF,
    Outcome.FALSE_CALL: Sound.LOSE,
}

# A round ends on the same move as the call: its sound waits for "Yaniv!" to ring out,
# and the match's for the round's.
RESULT_DELAY_MS = 650
MATCH_DELAY_MS = RESULT_DELAY_MS + 1100
DEAL = Sound.SHUFFLE  # a round starts


def sound_for(what: Action | Event | EventKind | RoundResult | Outcome) -> Sound | None:
    """The sound for an action, a public event (or its kind), or a round's result."""
    if isinstance(what, Event):
        return EVENT_SOUNDS[what.kind]
    if isinstance(what, EventKind):
        return EVENT_SOUNDS[what]
    if isinstance(what, RoundResult):
        return OUTCOME_SOUNDS[what.outcome]
    if isinstance(what, Outcome):
        return OUTCOME_SOUNDS[what]
    return ACTION_SOUNDS[type(what)]


def match_sound(winner: int, you: int | None) -> Sound:
    """The match is over: a fanfare when the person at this screen won (or only
    computers played), a gentle close when they lost."""
    return Sound.WIN if you is None or winner == you else Sound.LOSE


def turn_sound(phase: Phase) -> Sound | None:
    """A person's move is awaited: a chime at the start of their turn only, not for
    the draw that follows their throw."""
    return Sound.YOUR_TURN if phase is Phase.TURN else None
