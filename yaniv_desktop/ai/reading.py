"""Reading an opponent's hand from the way it has played this round.

Every throw and draw a seat made is public.  Under a model of how that seat plays
(the intermediate's rules: :mod:`.tactics` for throws and draws, the quick Assaf
estimate for calls), a guess at its hidden cards is likely when the model, holding
the hands that guess implies turn by turn, would have played as the seat did.

A guess is an assignment of cards to *slots*: the cards dealt to the seat, then
one card for each stock draw.  A card it threw later must sit in a slot it held
by then; the slots it still holds are its hidden hand.  A Metropolis chain over
such assignments, with a uniform prior (deals and stock draws are uniform) and a
likelihood of 1 for each decision the model would make and ``MISMATCH`` for one
it would not, samples hidden hands in proportion to how well they explain the play.

Only the observation is read.  Rounds with a reshuffle or a slap are not read
(their timelines are not worth the complexity), nor is anything past the long-round
fallback.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..core.cards import Card
from ..core.combos import ThrowKind, ThrowRules
from ..core.events import EventKind
from ..core.observation import Observation
from .assaf import risk_against
from .hands import value
from .intermediate import CALL_RISK
from .knowledge import SeatView, deduce
from .player import LONG_ROUND
from .tactics import HOLD_WEIGHT, stock_growth, throw_cost, value_distribution
from .worlds import throw_prior

# Weight of one decision the model would not have made.  Not 0: the seat may play
# another way (another level, a person), and a chain must be able to cross such
# guesses.  Chosen by the Brier score of the call (docs/ai.md, "Reading the play").
MISMATCH = 0.02
_TIE = 1e-9


@dataclass(frozen=True, slots=True)
class SeatTurn:
    """One completed turn of the seat being read: the public facts around it."""

    throw: tuple[Card, ...]        # sorted
    take: Card | None              # the face-up card it took; None for a stock draw
    takeable: tuple[Card, ...]     # the face-up cards it could have taken
    known_takeable: bool           # False when that was the first face-up card, never shown
    seen: frozenset[Card]          # every card shown before the turn (thrown or taken)
    rivals: tuple[SeatView, ...]   # what it saw of each opponent, for the call rule
    may_call: bool                 # nobody had called yet


def seat_turns(obs: Observation, seat: int, tr: ThrowRules) -> list[SeatTurn] | None:
    """The seat's completed turns this round, or None for a round that is not read."""
    if obs.turn > LONG_ROUND:
        return None
    history = obs.history
    if any(e.kind in (EventKind.RESHUFFLE, EventKind.SLAP, EventKind.SLAP_ZERO) for e in history):
        return None
    draws = [0] * obs.seats
    thrown = [0] * obs.seats
    for e in history:
        if e.kind is EventKind.THROW and e.player is not None:
            thrown[e.player] += len(e.cards)
        elif e.kind in (EventKind.DRAW_STOCK, EventKind.DRAW_PILE) and e.player is not None:
            draws[e.player] += 1
    counts = [obs.hand_counts[s] - draws[s] + thrown[s] for s in range(obs.seats)]  # as dealt
    known: list[list[Card]] = [[] for _ in range(obs.seats)]
    lasts: list[tuple[Card, ...]] = [()] * obs.seats
    last: tuple[Card, ...] | None = None   # None: the first face-up card, never shown
    seen: set[Card] = set()
    called = False
    out: list[SeatTurn] = []
    start: SeatTurn | None = None          # the seat's turn, until its draw is known
    pending: tuple[Card, ...] = ()
    for e in history:
        who = e.player
        if e.kind is EventKind.CALL:
            called = True
        elif e.kind is EventKind.THROW and who is not None:
            if who == seat:
                takeable = tr.takeable(last, tr.classify(last) or ThrowKind.SINGLE) if last is not None else ()
                rivals = tuple(
                    SeatView(counts[s], tuple(known[s]), counts[s] - len(known[s]), lasts[s], False)
                    for s in obs.play_order if s != seat
                )
                start = SeatTurn(tuple(sorted(e.cards)), None, takeable, last is not None, frozenset(seen),
                                 rivals, not called)
            pending = e.cards
            seen.update(e.cards)
            for c in e.cards:
                if c in known[who]:
                    known[who].remove(c)
            counts[who] -= len(e.cards)
            lasts[who] = e.cards
        elif e.kind in (EventKind.DRAW_STOCK, EventKind.DRAW_PILE) and who is not None:
            take = e.cards[0] if e.kind is EventKind.DRAW_PILE else None
            counts[who] += 1
            if take is not None:
                known[who].append(take)
                seen.add(take)
            if who == seat and start is not None:
                if take is not None and not start.known_takeable:  # it took the first face-up card
                    start = replace(start, takeable=(take,), known_takeable=True)
                out.append(replace(start, take=take))
                start = None
            last = pending
            pending = ()
    return out


class PlayModel:
    """The intermediate's decisions, as weights of a hand at one turn (memoised)."""

    def __init__(self, tr: ThrowRules) -> None:
        self.tr = tr
        self.table = tuple(tr.table_cards)
        self.prior = throw_prior(tr)   # the intermediate's own reading of the table
        self._memo: dict[tuple[object, ...], float] = {}
        self._gifts: dict[tuple[Card, ...], float] = {}

    def weight(self, turn: SeatTurn, hand: tuple[Card, ...]) -> float:
        """How well this hand at the turn's start explains what the seat did there."""
        memo_key = (turn, hand)
        found = self._memo.get(memo_key)
        if found is None:
            if len(self._memo) > 200_000:
                self._memo.clear()
            found = self._memo[memo_key] = self._weight(turn, hand)
        return found

    def _weight(self, turn: SeatTurn, hand: tuple[Card, ...]) -> float:
        tr = self.tr
        held = set(hand)
        unseen = [c for c in self.table if c not in turn.seen and c not in held]
        w = 1.0
        mine = value(tr, hand)
        rules = tr.rules
        if turn.may_call and mine <= rules.yaniv_threshold and (
            not rules.assaf or risk_against(tr, unseen, turn.rivals, mine, self.prior) < CALL_RISK
        ):
            w *= MISMATCH   # it would have called
        if not turn.known_takeable:
            return w
        table = _DrawTable(tr, hand, turn.takeable, value_distribution(tr, unseen))
        made = table.mask(turn.throw)
        draws = table.draws(made, value(tr, turn.throw))
        best = min(s for _, s in draws)
        if not any(take == turn.take and abs(s - best) < _TIE for take, s in draws):
            w *= MISMATCH
        rest_value = mine - value(tr, turn.throw)
        if self._beaten(table, turn, made, best + self._cost(turn.throw, rest_value)):
            w *= MISMATCH
        return w

    def _cost(self, throw: tuple[Card, ...], rest_value: int) -> float:
        """:func:`tactics.throw_cost` from the points kept (its gift memoised per throw)."""
        gift = self._gifts.get(throw)
        if gift is None:
            gift = self._gifts[throw] = throw_cost(self.tr, throw, ())
        return gift + HOLD_WEIGHT * rest_value

    def _beaten(self, table: _DrawTable, turn: SeatTurn, made: int, score: float) -> bool:
        """Some throw ranks strictly above the one made (by :func:`tactics.rank_turns`'
        order: score, then more points out); stops at the first."""
        out = value(self.tr, turn.throw)
        # Big throws first: the rival that beats a wrong guess is usually its top card.
        for points, mask, d in table.by_points:
            if mask == made:
                continue
            mine = min(s for _, s in table.draws(mask, points)) + self._cost(d, table.total - points)
            if mine < score - _TIE or abs(mine - score) < _TIE and points > out:
                return True
        return False


class _DrawTable:
    """:func:`tactics.draw_scores` after every throw of one hand (a stock draw open),
    from the throws of the hand and of the hand with each face-up card: the throws
    left after a discard are those that share no card with it, so no hand is
    enumerated twice.  The figures are the same floats ``draw_scores`` gives."""

    __slots__ = ("bit", "by_points", "grows", "own", "takes", "total", "unknown")

    def __init__(self, tr: ThrowRules, hand: tuple[Card, ...], takeable: Sequence[Card], unknown: Sequence[float]) -> None:
        faces = tuple(dict.fromkeys(takeable))
        self.bit = {c: 1 << i for i, c in enumerate((*hand, *faces))}
        throws, points = tr.discard_options(hand)
        self.own = [(self.mask(t), p) for t, p in zip(throws, points, strict=True)]
        self.by_points = sorted(
            ((p, m, t) for (m, p), t in zip(self.own, throws, strict=True)), key=lambda x: x[0], reverse=True,
        )
        # A throw with the face-up card uses only cards of its rank or suit and wild
        # cards: enumerating those few (often cached) gives the hand's new throws.
        rank, suit, wild = tr.rank, tr.suit, tr.wild
        self.takes = []
        for c in faces:
            near = hand if wild[c] else tuple(
                x for x in hand if wild[x] or rank[x] == rank[c] or suit[x] == suit[c]
            )
            ts, ps = tr.discard_options((*near, c))
            joined = [(self.mask(t), p) for t, p in zip(ts, ps, strict=True) if c in t]
            self.takes.append((c, tr.value[c], self.own + joined))
        self.total = value(tr, hand)
        self.unknown = unknown
        self.grows: dict[int, float] = {}

    def mask(self, cards: Sequence[Card]) -> int:
        bit = self.bit
        m = 0
        for c in cards:
            m |= bit[c]
        return m

    def draws(self, gone: int, gone_points: int) -> list[tuple[Card | None, float]]:
        """The draws after throwing the cards of mask ``gone``, as ``draw_scores``."""
        rest = self.total - gone_points
        best = max((p for m, p in self.own if not m & gone), default=0)
        grow = self.grows.get(best)
        if grow is None:
            grow = self.grows[best] = stock_growth(self.unknown, best)
        out: list[tuple[Card | None, float]] = [(None, rest - best + grow)]
        for c, v, throws in self.takes:
            top = max((p for m, p in throws if not m & gone), default=0)
            out.append((c, rest + v - 1.0 * top))
        return out


class HandReading:
    """Samples one opponent's hidden hand in proportion to how well it explains its play."""

    def __init__(self, model: PlayModel, obs: Observation, seat: int) -> None:
        self.model = model
        self.seat = seat
        know = deduce(obs)
        self.pool = tuple(know.hidden)
        self.hidden = know.seats[seat].hidden
        turns = seat_turns(obs, seat, model.tr)
        self.turns: tuple[SeatTurn, ...] = tuple(turns or ())
        dealt = obs.hand_counts[seat] - len(self.turns) + sum(len(t.throw) for t in self.turns)
        # Slot times: a dealt card is held from turn 0, a stock draw at turn k from k + 1.
        self.times = [0] * dealt + [k + 1 for k, t in enumerate(self.turns) if t.take is None]
        self.stock_slots = list(range(dealt, len(self.times)))
        self.dealt = dealt
        # Thrown cards that came from a slot, each with the turn that threw it.
        self.deadline: dict[Card, int] = {}
        from_pile: set[Card] = set()
        for k, t in enumerate(self.turns):
            for c in t.throw:
                if c in from_pile:
                    from_pile.remove(c)
                else:
                    self.deadline[c] = k
            if t.take is not None:
                from_pile.add(t.take)
        self.usable = (
            turns is not None and bool(self.turns) and self.hidden > 0
            and len(self.times) == len(self.deadline) + self.hidden
            and len(self.pool) > self.hidden and self._start(random.Random(0)) is not None
        )

    # ----- the chain's state: one card per slot --------------------------------------------

    def _start(self, rng: random.Random) -> list[Card] | None:
        """A valid assignment: thrown cards earliest deadline first, then random held cards."""
        cards: list[Card | None] = [None] * len(self.times)
        order = sorted(range(len(self.times)), key=self.times.__getitem__)
        free = iter(order)
        for c in sorted(self.deadline, key=self.deadline.__getitem__):
            slot = next(free)
            if self.times[slot] > self.deadline[c]:
                return None
            cards[slot] = c
        rest = [s for s in order if cards[s] is None]
        rng.shuffle(rest)
        for slot, c in zip(rest, rng.sample(self.pool, self.hidden), strict=True):
            cards[slot] = c
        return [c for c in cards if c is not None]

    def _propose(self, cards: list[Card], rng: random.Random) -> list[Card] | None:
        out = list(cards)
        if rng.random() < 0.5:
            held = [i for i, c in enumerate(cards) if c not in self.deadline]
            fresh = self.pool[rng.randrange(len(self.pool))]
            if fresh in cards:
                return None
            out[held[rng.randrange(len(held))]] = fresh
            return out
        i, j = rng.randrange(len(cards)), rng.randrange(len(cards))
        if self.times[i] == self.times[j]:
            return None
        out[i], out[j] = cards[j], cards[i]
        for slot in (i, j):
            limit = self.deadline.get(out[slot])
            if limit is not None and self.times[slot] > limit:
                return None
        return out

    def _log_weight(self, cards: Sequence[Card], floor: float) -> float:
        """The log-likelihood of the play, or -inf as soon as it falls below ``floor``."""
        hands = []
        hand = list(cards[: self.dealt])
        draws = iter(self.stock_slots)
        for turn in self.turns:
            hands.append(tuple(sorted(hand)))
            for c in turn.throw:
                hand.remove(c)
            hand.append(turn.take if turn.take is not None else cards[next(draws)])
        total = 0.0
        # Latest turns first: their hands are closest to the one being guessed, so a
        # wrong guess is usually caught there and the older turns are never scored.
        for turn, held in zip(reversed(self.turns), reversed(hands), strict=True):
            w = self.model.weight(turn, held)
            if w < 1.0:
                total += math.log(w)
                if total < floor:
                    return -math.inf
        return total

    def held(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        return tuple(sorted(c for c in cards if c not in self.deadline))

    def sample(
        self, rng: random.Random, count: int, steps: int, chains: int = 2, deadline: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> list[tuple[Card, ...]] | None:
        """``count`` hidden hands from ``chains`` chains of ``steps`` moves in all (the
        second half of each chain is kept); None when the deadline (a time on ``clock``)
        strikes first, since a short chain has hardly left its start and would make
        every world alike."""
        kept: list[list[tuple[Card, ...]]] = []
        per = max(2, steps // chains)
        for _ in range(chains):
            cards = self._start(rng)
            assert cards is not None
            weight = self._log_weight(cards, -math.inf)
            visited: list[tuple[Card, ...]] = []
            for step in range(per):
                if deadline is not None and clock() > deadline:
                    return None
                proposal = self._propose(cards, rng)
                if proposal is not None:
                    floor = weight + math.log(1.0 - rng.random())
                    new = self._log_weight(proposal, floor)
                    if new > floor:
                        cards, weight = proposal, new
                if step >= per // 2:
                    visited.append(self.held(cards))
            kept.append(visited)
        out: list[tuple[Card, ...]] = []
        for i in range(count):
            chain = kept[i % chains]
            share = (count - i % chains + chains - 1) // chains
            out.append(chain[int((i // chains + 0.5) * len(chain) / share)])
        return out
