"""The policy every seat follows inside the expert's sampled worlds.

It is the intermediate player's tactics (:mod:`.tactics`) and its way of reading
the table before a call, acting on a full :class:`RoundState` but looking only at
its own hand and public facts (card counts, face-up cards taken, the last throw).
The expert's search is then a one-step improvement over that policy: every plan it
compares is followed by the same sensible play.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.actions import Action, CallYaniv, Discard, DrawStock
from ..core.cards import Card
from ..core.combos import ThrowRules
from ..core.observation import Phase
from ..core.round import RoundState
from ..core.rules import RuleSet
from .assaf import at_most
from .milestones import aim_values, assaf_landing_values, best_aim, best_draw_aim
from .tactics import draw_action, draw_scores, rank_turns, value_distribution

_CALL = CallYaniv()
_STOCK = DrawStock()
CALL_RISK = 0.25     # the intermediate's own figure
MAX_HIDDEN = 8       # unseen cards per hand the call table covers (hand_size 7 + a draw)
MEMO_LIMIT = 200_000  # remembered decisions before the memo starts over


@dataclass(frozen=True, slots=True)
class Deadline:
    """The moment one decision must be made by, on ``clock`` (seconds).

    Every step of the expert's thinking checks it (the reading, each world, each
    turn of a playout), so a decision ends on time however busy the machine is.
    The clock can be replaced (tests pass a fake one); None instead of a deadline
    means a search with no clock at all, fully deterministic.
    """

    at: float
    clock: Callable[[], float] = time.perf_counter

    @classmethod
    def after(cls, seconds: float, clock: Callable[[], float] = time.perf_counter) -> Deadline:
        return cls(clock() + seconds, clock)

    def passed(self) -> bool:
        return self.clock() > self.at

    def earlier(self, seconds: float) -> Deadline:
        """This deadline moved ``seconds`` earlier: the share of a step that must leave
        that much time to the steps after it."""
        return Deadline(self.at - seconds, self.clock)


class RolloutPolicy:
    """Plays any seat of a world; built once per decision (or per rule set)."""

    def __init__(self, tr: ThrowRules) -> None:
        self.tr = tr
        self.unknown = value_distribution(tr, tr.table_cards)
        limit = max(tr.value) + tr.rules.yaniv_threshold + 1
        # at_most[h][x]: chance that h unseen cards add up to x or less.
        self.at_most = [[at_most(self.unknown, h, x) for x in range(limit + 1)] for h in range(MAX_HIDDEN + 1)]
        # A seat's throw and draw depend on its hand, the face-up cards and whether the
        # stock is empty only; plans and worlds meet the same positions again and again.
        self._memo: dict[tuple[object, ...], Action] = {}

    def risk(self, state: RoundState, seat: int, mine: int) -> float:
        value = self.tr.value
        safe = 1.0
        for other in state.setup.active:
            if other == seat:
                continue
            known = state.known[other]
            room = mine - sum(value[c] for c in known)
            if room < 0:
                continue
            hidden = min(MAX_HIDDEN, len(state.hands[other]) - len(known))
            row = self.at_most[hidden]
            safe *= 1.0 - row[min(room, len(row) - 1)]
        return 1.0 - safe

    def act(self, state: RoundState, long_round: bool = False) -> Action:
        tr = self.tr
        seat = state.current
        phase = state.phase
        hand = state.hands[seat]
        if phase is Phase.TURN:
            if state.can_call():
                v = tr.hand_value(hand)
                if long_round or v <= state.rules.yaniv_threshold and (
                    not state.rules.assaf or self.risk(state, seat, v) < CALL_RISK
                ):
                    return _CALL
            return self.throw_choice(hand, state.takeable(), bool(state.stock))
        if phase is Phase.DRAW:
            return self.draw_choice(hand, state.takeable(), bool(state.stock))
        return state.legal_actions()[0]  # a slap (or slap-zero) when offered, else keep

    def throw_choice(self, hand: Sequence[Card], takeable: tuple[Card, ...], stock: bool) -> Action:
        key = (True, tuple(sorted(hand)), takeable, stock)
        found = self._memo.get(key)
        if found is None:
            tr = self.tr
            best = rank_turns(tr, hand, tr.discards(hand), takeable, stock, self.unknown)[0]
            found = self._remember(key, Discard(best.discard))
        return found

    def draw_choice(self, hand: Sequence[Card], takeable: tuple[Card, ...], stock: bool) -> Action:
        key = (False, tuple(sorted(hand)), takeable, stock)
        found = self._memo.get(key)
        if found is None:
            take, _ = min(draw_scores(self.tr, hand, takeable, stock, self.unknown), key=lambda t: t[1])
            found = self._remember(key, draw_action(take))
        return found

    def _remember(self, key: tuple[object, ...], action: Action) -> Action:
        if len(self._memo) >= MEMO_LIMIT:
            self._memo.clear()
        self._memo[key] = action
        return action

    def play_out(
        self, state: RoundState, turns: int, seeker: Seeker | None = None, deadline: Deadline | None = None,
    ) -> bool:
        """Play ``state`` forward until it ends or ``turns`` more turns have passed;
        False if the deadline struck first (the state is then part-played).  The clock
        is read before every action: at eight seats a playout is up to 96 turns."""
        limit = state.turn + turns
        long_turn = state.turn + 4 * turns  # never reached: rollouts are cut first
        while state.phase is not Phase.OVER and state.turn < limit:
            if deadline is not None and deadline.passed():
                return False
            action = seeker.act(state) if seeker is not None and state.current == seeker.seat else None
            state.apply(action or self.act(state, state.turn >= long_turn))
        return True


class Seeker:
    """The searching player's own seat in its playouts, aiming for a milestone.

    When a throw and a draw can leave a hand whose loss (or Assaf) lands on a
    milestone (:mod:`.milestones`), it plays them, and it calls with a hand whose
    Assaf lands; otherwise (and whenever else it may call) the policy plays.  Built
    per decision: the landing values depend on the seat's total.
    """

    def __init__(self, policy: RolloutPolicy, seat: int, rules: RuleSet, total: int) -> None:
        self.policy = policy
        self.seat = seat
        self.call_landing = assaf_landing_values(rules, total)
        self.landing = aim_values(rules, total)
        self._memo: dict[tuple[object, ...], Action | None] = {}

    def act(self, state: RoundState) -> Action | None:
        phase = state.phase
        if phase is Phase.TURN:
            tr = self.policy.tr
            hand = state.hands[self.seat]
            if state.can_call() and (v := tr.hand_value(hand)) <= state.rules.yaniv_threshold:
                return _CALL if v in self.call_landing else None
            key = (True, tuple(sorted(hand)), state.takeable(), bool(state.stock))
            if key not in self._memo:
                aim = best_aim(tr, hand, tr.discards(hand), state.takeable(), bool(state.stock),
                               self.policy.unknown, self.landing)
                self._memo[key] = None if aim is None else Discard(aim.discard)
            return self._memo[key]
        if phase is Phase.DRAW:
            hand = state.hands[self.seat]
            key = (False, tuple(sorted(hand)), state.takeable(), bool(state.stock))
            if key not in self._memo:
                aim = best_draw_aim(self.policy.tr, hand, state.takeable(), bool(state.stock),
                                    self.policy.unknown, self.landing)
                self._memo[key] = None if aim is None else draw_action(aim.take)
            return self._memo[key]
        return None
