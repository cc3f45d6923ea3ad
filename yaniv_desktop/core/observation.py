"""What one player may know about a round: the input of every computer player."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .actions import Action
from .cards import Card
from .events import Event
from .outcome import RoundResult
from .rules import RuleSet


class Phase(StrEnum):
    TURN = "turn"              # call Yaniv or discard
    DRAW = "draw"              # draw from the stock or the previous throw
    AFTER_DRAW = "after_draw"  # a slap (or slap_zero) is on offer
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Observation:
    """Only what ``player`` may know: never another hand, never the stock order."""

    player: int
    rules: RuleSet
    round_number: int
    seats: int
    play_order: tuple[int, ...]        # the round's seats in play order, from the starter
    starter: int
    phase: Phase
    current: int
    turn: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]       # per seat (0 for a seat not in the round)
    known_cards: tuple[tuple[Card, ...], ...]  # per seat: taken face up, still held
    last_throw: tuple[Card, ...]       # the throw the next drawer takes from
    last_thrower: int | None
    takeable: tuple[Card, ...]         # the cards of it that may be taken now
    my_throw: tuple[Card, ...]         # my own throw while I still have to draw
    drawn: Card | None                 # the card I just drew, while a slap is on offer
    pile_size: int
    stock_size: int
    history: tuple[Event, ...]         # every public event of the round, in order
    caller: int | None                 # who called, during last turns after a call
    totals: tuple[int, ...]            # match totals before this round
    legal_actions: tuple[Action, ...]  # empty unless it is my move
    result: RoundResult | None         # once the round is over
    revealed_hands: tuple[tuple[Card, ...], ...] | None  # every hand, once over

    @property
    def my_turn(self) -> bool:
        return self.current == self.player and self.phase is not Phase.OVER
