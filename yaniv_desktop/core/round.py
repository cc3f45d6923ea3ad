"""One round of Yaniv as an explicit state machine (OpenSpiel style).

``legal_actions()`` lists what the player to move may do, ``apply()`` does it (or
raises :class:`IllegalActionError` and changes nothing), ``clone()`` copies the state
cheaply for search, ``observation(player)`` is what that player may know.  Chance is
seeded: the deal and every reshuffle follow from ``RoundSetup.seed``, so a round
replays exactly from its setup and its action log.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from . import messages
from .actions import Action, CallYaniv, Discard, DrawPile, DrawStock, KeepDrawn, Slap, SlapZero
from .cards import Card, table_cards
from .combos import ThrowKind, ThrowRules
from .errors import IllegalActionError
from .events import Event, EventKind
from .observation import Observation, Phase
from .outcome import RoundResult, resolve_call
from .rules import MAX_PLAYERS, Direction, RuleSet

_CALL = CallYaniv()
_DRAW_STOCK = DrawStock()
_KEEP = KeepDrawn()
_SLAP_ZERO = SlapZero()
# The phases as module names: the hot paths compare them on every move.
_TURN, _DRAW, _AFTER_DRAW, _OVER = Phase.TURN, Phase.DRAW, Phase.AFTER_DRAW, Phase.OVER
_SINGLE = ThrowKind.SINGLE
# Events that name only a seat are the same value every time: built once, shared
# (they are frozen).  A seat beyond the rules' table size gets a fresh one.
_DRAW_STOCK_EVENTS = tuple(Event(EventKind.DRAW_STOCK, s) for s in range(MAX_PLAYERS))
_CALL_EVENTS = tuple(Event(EventKind.CALL, s) for s in range(MAX_PLAYERS))
_new_state = object.__new__  # clone() fills every slot itself
_copy_list = list.copy


@dataclass(frozen=True, slots=True)
class RoundSetup:
    """Who plays this round and how its chance is seeded."""

    seats: int                 # seats at the table (eliminated ones included)
    active: tuple[int, ...]    # seats dealt into this round
    starter: int
    seed: str
    round_number: int = 0
    totals: tuple[int, ...] = ()  # match totals before the round (context for players)

    def __post_init__(self) -> None:
        if self.starter not in self.active:
            raise ValueError(f"starter {self.starter} is not dealt into the round")
        if len(self.active) < 2:
            raise ValueError("a round needs at least two players")


@dataclass(frozen=True, slots=True)
class Deal:
    """An explicit deal: hands per seat, the face-up pile (bottom to top), the stock
    from its top.  Seats not in the round have empty hands."""

    hands: tuple[tuple[Card, ...], ...]
    discard: tuple[Card, ...]
    stock: tuple[Card, ...]


def play_order(rules: RuleSet, active: Sequence[int], start: int) -> tuple[int, ...]:
    """The seats of ``active`` in play direction, beginning with ``start``."""
    seats = sorted(active)
    if rules.direction is Direction.COUNTERCLOCKWISE:
        seats.reverse()
    i = seats.index(start)
    return tuple(seats[i:] + seats[:i])


def seeded_deal(rules: RuleSet, setup: RoundSetup, cards: Sequence[Card] | None = None) -> Deal:
    """Shuffle with the round's seed and deal one card at a time in play direction.

    ``cards`` is the table's cards in their fixed order, when the caller has them.
    """
    deck = list(cards) if cards is not None else table_cards(rules.deck_count, rules.jokers_per_deck)
    random.Random(f"{setup.seed}/deal").shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(setup.seats)]
    order = play_order(rules, setup.active, setup.starter)
    for _ in range(rules.hand_size):
        for seat in order:
            hands[seat].append(deck.pop())
    face_up = deck.pop()
    deck.reverse()  # the stock is listed from its top
    return Deal(tuple(tuple(h) for h in hands), (face_up,), tuple(deck))


class RoundState:
    """The full, hidden state of a round.  Players see it only through ``observation``."""

    __slots__ = (
        "rules", "throw_rules", "setup", "order", "next_seat", "hands", "known", "stock", "pile",
        "last_throw", "last_kind", "last_thrower", "pending", "pending_kind", "drawn",
        "drawn_from_stock", "current", "phase", "caller", "last_turns_left", "result",
        "reshuffles", "turn", "log", "events",
    )

    def __init__(
        self, rules: RuleSet, setup: RoundSetup, deal: Deal | None = None,
        throw_rules: ThrowRules | None = None,
    ) -> None:
        self.rules = rules
        self.throw_rules = throw_rules or ThrowRules(rules)
        self.setup = setup
        order = play_order(rules, setup.active, setup.starter)
        self.order = order  # never changes: clones share it
        nxt = [-1] * setup.seats
        for i, seat in enumerate(order):
            nxt[seat] = order[(i + 1) % len(order)]
        self.next_seat = nxt
        if deal is None:
            deal = seeded_deal(rules, setup, self.throw_rules.table_cards)
        else:
            _check_deal(self.throw_rules, setup, deal)
        self.hands: list[list[Card]] = [list(h) for h in deal.hands]
        self.known: list[list[Card]] = [[] for _ in range(setup.seats)]
        self.stock: list[Card] = list(reversed(deal.stock))  # top of the stock is the end
        self.pile: list[Card] = list(deal.discard[:-1])      # covered cards, bottom first
        self.last_throw: tuple[Card, ...] = (deal.discard[-1],)
        self.last_kind = ThrowKind.SINGLE
        self.last_thrower: int | None = None
        self.pending: tuple[Card, ...] = ()
        self.pending_kind = ThrowKind.SINGLE
        self.drawn: Card | None = None
        self.drawn_from_stock = False
        self.current = setup.starter
        self.phase = Phase.TURN
        self.caller: int | None = None
        self.last_turns_left = 0
        self.result: RoundResult | None = None
        self.reshuffles = 0
        self.turn = 0
        self.log: list[Action] = []
        self.events: list[Event] = []

    # ----- copying ---------------------------------------------------------------

    def clone(self) -> RoundState:
        # Immutable values (and next_seat, which no move changes) are shared; every
        # list a move changes is copied.
        other = _new_state(RoundState)
        other.rules = self.rules
        other.throw_rules = self.throw_rules
        other.setup = self.setup
        other.order = self.order
        other.next_seat = self.next_seat
        other.hands = list(map(_copy_list, self.hands))
        other.known = list(map(_copy_list, self.known))
        other.stock = self.stock.copy()
        other.pile = self.pile.copy()
        other.last_throw = self.last_throw
        other.last_kind = self.last_kind
        other.last_thrower = self.last_thrower
        other.pending = self.pending
        other.pending_kind = self.pending_kind
        other.drawn = self.drawn
        other.drawn_from_stock = self.drawn_from_stock
        other.current = self.current
        other.phase = self.phase
        other.caller = self.caller
        other.last_turns_left = self.last_turns_left
        other.result = self.result
        other.reshuffles = self.reshuffles
        other.turn = self.turn
        other.log = self.log.copy()
        other.events = self.events.copy()
        return other

    # ----- queries ---------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is _OVER

    def play_order(self) -> tuple[int, ...]:
        return self.order

    def hand_value(self, seat: int) -> int:
        return sum(map(self.throw_rules.value_of, self.hands[seat]))

    def hand_values(self) -> tuple[int | None, ...]:
        value_of = self.throw_rules.value_of
        values: list[int | None] = [None] * self.setup.seats
        for s in self.order:
            values[s] = sum(map(value_of, self.hands[s]))
        return tuple(values)

    def takeable(self) -> tuple[Card, ...]:
        return self.throw_rules.takeable(self.last_throw, self.last_kind)

    def can_call(self) -> bool:
        if self.phase is not _TURN or self.caller is not None:
            return False
        rules = self.rules
        if rules.false_call_penalty is not None:
            return True
        return sum(map(self.throw_rules.value_of, self.hands[self.current])) <= rules.yaniv_threshold

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is _TURN:
            actions: list[Action] = [_CALL] if self.can_call() else []
            actions.extend(map(Discard, self.throw_rules.discards(self.hands[self.current])))
            return actions
        if phase is _DRAW:
            actions = [_DRAW_STOCK] if self.stock else []
            actions.extend(map(DrawPile, self.takeable()))
            return actions
        if phase is _AFTER_DRAW:
            return self._after_draw_options()
        return []

    def _after_draw_options(self) -> list[Action]:
        options: list[Action] = []
        drawn = self.drawn
        hand = self.hands[self.current]
        if self.rules.slap_down and self.drawn_from_stock and drawn is not None and len(hand) > 1:
            for at_start in self.throw_rules.slap_placements(self.last_throw, self.last_kind, drawn):
                options.append(Slap(drawn, at_start))
        if (
            self.rules.slap_zero and self.caller is None
            and self.throw_rules.hand_value(hand) == 0
        ):
            options.append(_SLAP_ZERO)
        if options:
            options.append(_KEEP)
        return options

    # ----- moves -----------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Play ``action`` for the player to move; raise and change nothing if illegal."""
        phase = self.phase
        kind = type(action)
        if phase is _TURN:
            if kind is Discard:
                self._discard(action)  # type: ignore[arg-type]
            elif kind is CallYaniv:
                self._call()
            else:
                raise IllegalActionError("a turn", messages.TURN_STARTS)
        elif phase is _DRAW:
            if kind is DrawStock:
                stock = self.stock
                if not stock:
                    raise IllegalActionError("stock runs out", messages.STOCK_EMPTY)
                self._draw(stock.pop(), True)
            elif kind is DrawPile:
                card = action.card  # type: ignore[union-attr]
                allowed = self.takeable()
                if card not in allowed:
                    raise IllegalActionError(
                        "take_from_set / take_from_run", messages.CANNOT_TAKE,
                        card=card.pretty, allowed=" / ".join(c.pretty for c in allowed),
                    )
                self._draw(card, False)
            else:
                raise IllegalActionError("a turn", messages.DRAW_NOW)
        elif phase is _OVER:
            raise IllegalActionError("round over", messages.ROUND_OVER)
        else:
            if action not in self._after_draw_options():
                raise IllegalActionError("slap_down / slap_zero", messages.AFTER_DRAW_ONLY)
            if kind is Slap:
                self._slap(action)  # type: ignore[arg-type]
            elif kind is SlapZero:
                self.log.append(action)
                self.events.append(Event(EventKind.SLAP_ZERO, self.current))
                self._finish(self.current, slap_zero=True)
                return
            else:
                self.log.append(action)
            self._end_turn()
            return

    def _discard(self, action: Discard) -> None:
        cards = action.cards
        seat = self.current
        hand = self.hands[seat]
        if len(cards) == 1:  # most throws: a single is always a legal throw
            if cards[0] not in hand:
                raise IllegalActionError("discard", messages.NOT_IN_HAND, card=cards[0].pretty)
            hand.remove(cards[0])
            kind = _SINGLE
        else:
            for c in cards:
                if c not in hand:
                    raise IllegalActionError("discard", messages.NOT_IN_HAND, card=c.pretty)
            kind = self.throw_rules.classify(cards)
            if kind is None:
                raise IllegalActionError("discard", self.throw_rules.why_illegal(cards))
            for c in cards:
                hand.remove(c)
        known = self.known[seat]
        if known:
            for c in cards:
                if c in known:
                    known.remove(c)
        pending = self.pending = tuple(cards)
        self.pending_kind = kind
        self.phase = _DRAW
        self.log.append(action)
        self.events.append(Event(EventKind.THROW, seat, pending))

    def _draw(self, card: Card, from_stock: bool) -> None:
        seat = self.current
        if from_stock:
            self.log.append(_DRAW_STOCK)
            self.events.append(
                _DRAW_STOCK_EVENTS[seat] if seat < MAX_PLAYERS else Event(EventKind.DRAW_STOCK, seat)
            )
            self.pile.extend(self.last_throw)
        else:
            self.log.append(DrawPile(card))
            self.events.append(Event(EventKind.DRAW_PILE, seat, (card,)))
            self.known[seat].append(card)
            self.pile.extend([c for c in self.last_throw if c != card])
        self.hands[seat].append(card)
        self.last_throw = self.pending
        self.last_kind = self.pending_kind
        self.last_thrower = seat
        self.pending = ()
        self.drawn = card
        self.drawn_from_stock = from_stock
        if self.throw_rules.slaps and self._after_draw_options():
            self.phase = _AFTER_DRAW
        else:
            self._end_turn()

    def _slap(self, action: Slap) -> None:
        seat = self.current
        self.hands[seat].remove(action.card)
        throw = self.last_throw
        self.last_throw = (action.card, *throw) if action.at_start else (*throw, action.card)
        kind = self.throw_rules.classify(self.last_throw)
        assert kind is not None
        self.last_kind = kind
        self.log.append(action)
        self.events.append(Event(EventKind.SLAP, seat, (action.card,)))

    def _end_turn(self) -> None:
        self.drawn = None
        self.drawn_from_stock = False
        if not self.stock and self.pile:
            self._reshuffle()
        self.turn += 1
        self.current = self.next_seat[self.current]
        self.phase = _TURN
        if self.caller is not None:
            self.last_turns_left -= 1
            if self.last_turns_left == 0:
                self._finish(self.caller)

    def _reshuffle(self) -> None:
        # Keep the last throw face up; everything under it becomes the new stock.
        cards = self.pile
        self.pile = []
        random.Random(f"{self.setup.seed}/reshuffle/{self.reshuffles}").shuffle(cards)
        self.stock = cards
        self.reshuffles += 1
        self.events.append(Event(EventKind.RESHUFFLE, None, ()))

    def _call(self) -> None:
        if not self.can_call():
            if self.caller is not None:
                raise IllegalActionError("last_turn_after_call", messages.LAST_TURN)
            raise IllegalActionError(
                "yaniv_threshold", messages.OVER_THRESHOLD,
                value=self.hand_value(self.current), limit=self.rules.yaniv_threshold,
            )
        seat = self.current
        self.log.append(_CALL)
        self.events.append(_CALL_EVENTS[seat] if seat < MAX_PLAYERS else Event(EventKind.CALL, seat))
        over_threshold = self.hand_value(seat) > self.rules.yaniv_threshold
        if self.rules.last_turn_after_call and not over_threshold:
            self.caller = seat
            self.last_turns_left = len(self.setup.active) - 1
            self.current = self.next_seat[seat]
            self.turn += 1
            return
        self._finish(seat)

    def _finish(self, caller: int, *, slap_zero: bool = False) -> None:
        # The play order from the caller: the round's order, turned to begin with it.
        start = self.order.index(caller)
        order = self.order[start:] + self.order[:start]
        self.result = resolve_call(self.rules, caller, order, self.hand_values(), slap_zero=slap_zero)
        self.phase = _OVER
        self.current = caller

    # ----- what a player may know -----------------------------------------------------

    def observation(self, player: int) -> Observation:
        seats = self.setup.seats
        over = self.phase is Phase.OVER
        mine = self.current == player and not over
        return Observation(
            player=player,
            rules=self.rules,
            round_number=self.setup.round_number,
            seats=seats,
            play_order=self.play_order(),
            starter=self.setup.starter,
            phase=self.phase,
            current=self.current,
            turn=self.turn,
            hand=tuple(self.hands[player]),
            hand_counts=tuple(len(h) for h in self.hands),
            known_cards=tuple(tuple(k) for k in self.known),
            last_throw=self.last_throw,
            last_thrower=self.last_thrower,
            takeable=self.takeable(),
            my_throw=self.pending if mine else (),
            drawn=self.drawn if mine else None,
            pile_size=len(self.pile) + len(self.last_throw),
            stock_size=len(self.stock),
            history=tuple(self.events),
            caller=self.caller,
            totals=self.setup.totals,
            legal_actions=tuple(self.legal_actions()) if mine else (),
            result=self.result,
            revealed_hands=tuple(tuple(h) for h in self.hands) if over else None,
        )


def _check_deal(throw_rules: ThrowRules, setup: RoundSetup, deal: Deal) -> None:
    active = set(setup.active)
    if len(deal.hands) != setup.seats:
        raise ValueError(f"the deal has {len(deal.hands)} hands for {setup.seats} seats")
    for seat, hand in enumerate(deal.hands):
        if seat in active and not hand:
            raise ValueError(f"seat {seat} is in the round but was dealt no cards")
        if seat not in active and hand:
            raise ValueError(f"seat {seat} is not in the round but was dealt cards")
    if not deal.discard:
        raise ValueError("the deal has no face-up card to start the discard pile")
    dealt = [c for h in deal.hands for c in h] + list(deal.discard) + list(deal.stock)
    if len(set(dealt)) != len(dealt):
        raise ValueError("the deal uses a card twice")
    if throw_rules.table_set.symmetric_difference(dealt):
        raise ValueError("the deal does not use exactly the cards of the table")
