"""Determinization: full round states consistent with one player's observation.

A *world* puts every hidden card somewhere (opponents' hands, the stock, the pile
slots the history never showed) so that the world's observation for the player is
exactly the one it was given.  The expert searches over such worlds.  Opponents'
hidden cards are drawn with a prior: a player who just threw a card of value v
probably kept cards worth less (the one card it drew since is unconstrained).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from ..core.cards import Card
from ..core.combos import ThrowKind, ThrowRules
from ..core.events import EventKind
from ..core.observation import Observation, Phase
from ..core.round import Deal, RoundSetup, RoundState
from .knowledge import Knowledge, SeatView, deduce

# Weight of a hidden card worth more than the seat's latest throw: kept for a
# combination, or the seat plays badly.  1.0 would be a uniform deal.  The
# intermediate's quick Assaf estimate keeps ABOVE_THROW_WEIGHT; the expert's worlds
# use WORLD_ABOVE_THROW_WEIGHT, which reads the table better (docs/ai.md, "Reading
# the table": Brier 0.097 against 0.101 for 0.3, and fewer calls Assafed).
ABOVE_THROW_WEIGHT = 0.3
WORLD_ABOVE_THROW_WEIGHT = 0.1

Prior = Callable[[SeatView, Card], float]


def throw_prior(throw_rules: ThrowRules, above: float = ABOVE_THROW_WEIGHT) -> Prior:
    value = throw_rules.value

    def weight(view: SeatView, card: Card) -> float:
        if not view.last_throw:
            return 1.0
        cap = max(value[c] for c in view.last_throw)
        return 1.0 if value[card] <= cap else above

    return weight


def uniform_prior(view: SeatView, card: Card) -> float:
    return 1.0


def _weighted_pick(rng: random.Random, cards: list[Card], weights: list[float], k: int) -> list[int]:
    """Indices of ``k`` cards drawn without replacement with these weights."""
    if k <= 0:
        return []
    keys = [rng.random() ** (1.0 / w) for w in weights]
    return sorted(range(len(cards)), key=keys.__getitem__, reverse=True)[:k]


def sample_hidden(
    obs: Observation, know: Knowledge, rng: random.Random, prior: Prior = uniform_prior,
    read: Mapping[int, Sequence[Card]] | None = None,
) -> tuple[dict[int, list[Card]], list[Card], list[Card]]:
    """Hidden hands per opponent, the stock (top last) and the unseen pile cards.

    ``read`` gives some opponents' hidden hands outright (hands read from their play,
    :mod:`.reading`); one that does not fit (a card another read hand holds, the
    wrong size, a card that is not hidden) is dealt like the others.
    """
    hidden = list(know.hidden)
    rng.shuffle(hidden)
    opponents = [s for s in obs.play_order if s != obs.player and know.seats[s].hidden]
    need = sum(know.seats[s].hidden for s in opponents)
    hands: dict[int, list[Card]] = {s: [] for s in opponents}
    if read and not know.reshuffled:
        free = set(hidden)
        for seat in opponents:
            cards = read.get(seat)
            if cards is not None and len(cards) == know.seats[seat].hidden and free.issuperset(cards):
                hands[seat] = list(cards)
                free.difference_update(cards)
        hidden = [c for c in hidden if c in free]
    if know.reshuffled:
        # The stock is made of the reshuffled (seen) cards; a card never seen since the
        # reshuffle can only be in a hand.  Hands are topped up from the stock's cards.
        never = [c for c in hidden if c not in know.reshuffled]
        maybe = [c for c in hidden if c in know.reshuffled]
        forced, spare = never[:need], never[need:]
        slots = [s for s in opponents for _ in range(know.seats[s].hidden)]
        rng.shuffle(slots)
        for seat, c in zip(slots, forced, strict=False):
            hands[seat].append(c)
        pool = maybe
        rest_of_hidden = spare
    else:
        pool = hidden
        rest_of_hidden = []
    for seat in opponents:
        view = know.seats[seat]
        missing = view.hidden - len(hands[seat])
        if missing <= 0:
            continue
        fresh = 1 if view.drew_stock_last else 0
        if fresh:  # the card drawn after the latest throw: nothing is known of it
            hands[seat].append(pool.pop(rng.randrange(len(pool))))
            missing -= 1
        chosen = _weighted_pick(rng, pool, [prior(view, c) for c in pool], missing)
        hands[seat].extend(pool[i] for i in chosen)
        taken = set(chosen)
        pool = [c for i, c in enumerate(pool) if i not in taken]
    rest = pool + rest_of_hidden
    rng.shuffle(rest)
    unseen_pile = rest[: know.unseen_in_pile]
    stock = rest[know.unseen_in_pile:]
    return hands, stock, unseen_pile


def build_world(
    obs: Observation, know: Knowledge, hands: dict[int, list[Card]], stock: Sequence[Card],
    unseen_pile: Sequence[Card], throw_rules: ThrowRules, seed: str,
) -> RoundState:
    """The full state these hidden cards make, positioned exactly where ``obs`` is."""
    seats = obs.seats
    full: list[tuple[Card, ...]] = []
    for s in range(seats):
        if s == obs.player:
            full.append(tuple(obs.hand))
        else:
            full.append((*obs.known_cards[s], *hands.get(s, ())))
    covered = [*know.pile, *unseen_pile]
    setup = RoundSetup(
        seats=seats, active=tuple(sorted(obs.play_order)), starter=obs.starter, seed=seed,
        round_number=obs.round_number, totals=obs.totals,
    )
    # The pending throw is dealt back into the thrower's hand (which it may have
    # emptied, and a deal may not) and taken out again below.
    dealt = list(full)
    dealt[obs.current] = (*full[obs.current], *know.pending)
    # Deal lists the stock from its top; RoundState keeps the top at the end.
    deal = Deal(tuple(dealt), (*covered, *obs.last_throw), tuple(reversed(stock)))
    state = RoundState(obs.rules, setup, deal, throw_rules)
    state.hands[obs.current] = list(full[obs.current])
    state.pile = covered
    state.last_throw = tuple(obs.last_throw)
    state.last_kind = throw_rules.classify(obs.last_throw) or ThrowKind.SINGLE
    state.last_thrower = obs.last_thrower
    state.known = [list(k) for k in obs.known_cards]
    state.pending = know.pending
    if know.pending:
        state.pending_kind = throw_rules.classify(know.pending) or ThrowKind.SINGLE
    state.current = obs.current
    state.phase = obs.phase
    state.turn = obs.turn
    state.caller = obs.caller
    state.events = list(obs.history)
    state.reshuffles = sum(1 for e in obs.history if e.kind is EventKind.RESHUFFLE)
    if obs.phase is Phase.AFTER_DRAW:
        state.drawn = obs.drawn
        last_draw = next(e for e in reversed(obs.history) if e.kind in (EventKind.DRAW_STOCK, EventKind.DRAW_PILE))
        state.drawn_from_stock = last_draw.kind is EventKind.DRAW_STOCK
    if obs.caller is not None:
        state.last_turns_left = _last_turns_left(obs)
    return state


def _last_turns_left(obs: Observation) -> int:
    """Last turns still owed after a call (``last_turn_after_call``)."""
    after_call = False
    done = 0
    for e in obs.history:
        if e.kind is EventKind.CALL:
            after_call = True
        elif after_call and e.kind in (EventKind.DRAW_STOCK, EventKind.DRAW_PILE):
            done += 1
    if obs.phase is Phase.AFTER_DRAW:
        done -= 1  # that turn has drawn but not ended
    return len(obs.play_order) - 1 - done


class WorldSampler:
    """Draws worlds for one observation (the deduction is done once)."""

    def __init__(self, obs: Observation, throw_rules: ThrowRules, prior: Prior | None = None) -> None:
        self.obs = obs
        self.throw_rules = throw_rules
        self.know = deduce(obs)
        self.prior = prior or throw_prior(throw_rules, WORLD_ABOVE_THROW_WEIGHT)

    def sample(
        self, rng: random.Random, tag: str = "", read: Mapping[int, Sequence[Card]] | None = None,
    ) -> RoundState:
        hands, stock, unseen = self.sample_hands(rng, read)
        return build_world(self.obs, self.know, hands, stock, unseen, self.throw_rules, f"world/{tag}")

    def sample_hands(
        self, rng: random.Random, read: Mapping[int, Sequence[Card]] | None = None,
    ) -> tuple[dict[int, list[Card]], list[Card], list[Card]]:
        """A deal of the hidden cards: opponents' hands, the stock, the unseen pile cards."""
        return sample_hidden(self.obs, self.know, rng, self.prior, read)
