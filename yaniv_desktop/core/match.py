"""A match: rounds in sequence, running totals, eliminations and the winner.

The match owns the current :class:`RoundState`; moves go through :meth:`Match.apply`
so that the end of a round is settled exactly once.  :meth:`Match.to_record` gives a
JSON-ready record (rules, seed, every round's actions) from which
:meth:`Match.from_record` replays the match exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import messages
from .actions import Action, action_from_json
from .cards import parse_token
from .combos import ThrowRules
from .errors import IllegalActionError
from .outcome import RoundResult
from .round import Deal, RoundSetup, RoundState, play_order
from .rules import Direction, MatchEnd, RoundStarter, RuleSet
from .scoring import Notice, NoticeKind, settle

RECORD_VERSION = 1


@dataclass(frozen=True, slots=True)
class RoundRecord:
    setup: RoundSetup
    deal: Deal | None               # an explicit deal; None when dealt from the seed
    actions: tuple[Action, ...]
    result: RoundResult | None      # None while the round is being played
    notices: tuple[Notice, ...] = ()
    totals_after: tuple[int, ...] = ()


class Match:
    def __init__(self, rules: RuleSet, seed: int | str, totals: Sequence[int] | None = None) -> None:
        self.rules = rules
        self.seed = seed
        self.seats = rules.players
        self.throw_rules = ThrowRules(rules)
        self.starting_totals = tuple(totals) if totals is not None else (0,) * self.seats
        if len(self.starting_totals) != self.seats:
            raise ValueError(f"{len(self.starting_totals)} totals for {self.seats} players")
        self.totals = list(self.starting_totals)
        self.out = [t > rules.elimination_limit for t in self.totals]
        self.bonus_calls = [0] * self.seats
        self.tiebreak = False
        self.winner: int | None = None
        self.dealer: int | None = None
        self.records: list[RoundRecord] = []
        self.round: RoundState | None = None
        self._round_deal: Deal | None = None
        self._last_result: RoundResult | None = None

    # ----- rounds ----------------------------------------------------------------

    @property
    def round_number(self) -> int:
        return len(self.records)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def round_deal(self) -> Deal | None:
        """The current round's explicit deal, or None when it was dealt from the seed."""
        return self._round_deal

    @property
    def active(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.seats) if not self.out[s])

    def start_round(self, deal: Deal | None = None, starter: int | None = None) -> RoundState:
        """Deal the next round (from the seed, or ``deal``); ``starter`` overrides the rules."""
        if self.is_over:
            raise IllegalActionError("match end", messages.MATCH_OVER)
        if self.round is not None and not self.round.is_over:
            raise IllegalActionError("a round", messages.ROUND_NOT_FINISHED)
        active = self.active
        chosen, dealer = self._starter_and_dealer(active)
        if starter is not None:
            if starter not in active:
                raise ValueError(f"starter {starter} is not in the match")
            chosen = starter
        self.dealer = dealer
        setup = RoundSetup(
            seats=self.seats, active=active, starter=chosen,
            seed=f"{self.seed}/round/{self.round_number}",
            round_number=self.round_number, totals=tuple(self.totals),
        )
        self.round = RoundState(self.rules, setup, deal, self.throw_rules)
        self._round_deal = deal
        return self.round

    def apply(self, action: Action) -> None:
        if self.round is None or self.round.is_over:
            raise IllegalActionError("a round", messages.NO_ROUND)
        self.round.apply(action)
        if self.round.is_over:
            self._settle(self.round)

    def _next_active(self, seat: int) -> int:
        step = -1 if self.rules.direction is Direction.COUNTERCLOCKWISE else 1
        s = seat
        for _ in range(self.seats):
            s = (s + step) % self.seats
            if not self.out[s]:
                return s
        raise AssertionError("no player is left in the match")

    def _previous_active(self, seat: int) -> int:
        order = play_order(self.rules, self.active, seat)
        return order[-1]

    def _starter_and_dealer(self, active: tuple[int, ...]) -> tuple[int, int]:
        by_dealer = self.rules.round_starter is RoundStarter.LEFT_OF_DEALER
        if self.dealer is None or self._last_result is None:
            lot = random.Random(f"{self.seed}/lot").choice(active)
            if by_dealer:
                return self._next_active(lot), lot
            return lot, self._previous_active(lot)
        if by_dealer:
            dealer = self._next_active(self.dealer)
            return self._next_active(dealer), dealer
        result = self._last_result
        winner = result.round_winner
        if winner is None:  # a false call: the player after the caller starts
            starter = self._next_active(result.caller)
        else:
            starter = winner if not self.out[winner] else self._next_active(winner)
        return starter, self._previous_active(starter)

    # ----- settling ----------------------------------------------------------------

    def _settle(self, state: RoundState) -> None:
        result = state.result
        assert result is not None
        order = state.play_order()
        s = settle(self.rules, self.totals, self.bonus_calls, order, result)
        self.totals = list(s.totals)
        self.bonus_calls = list(s.bonus_calls)
        notices = list(s.notices)
        self._decide(order, s.over_limit, notices)
        self._last_result = result
        self.records.append(RoundRecord(
            state.setup, self._round_deal, tuple(state.log), result,
            tuple(notices), tuple(self.totals),
        ))

    def _decide(self, order: Sequence[int], over: Sequence[int], notices: list[Notice]) -> None:
        """Eliminations and the winner (RULES.md §5, both ``match_end`` modes)."""
        def eliminate(seats: Sequence[int]) -> None:
            for p in seats:
                self.out[p] = True
                notices.append(Notice(NoticeKind.ELIMINATED, p, self.totals[p], self.totals[p]))

        def lowest_wins(among: Sequence[int]) -> None:
            low = min(self.totals[p] for p in among)
            tied = [p for p in among if self.totals[p] == low]
            eliminate([p for p in order if p not in tied])
            if len(tied) == 1:
                self.winner = tied[0]
            else:
                self.tiebreak = True  # the equal lowest play another round

        if self.tiebreak:
            lowest_wins(order)
        elif self.rules.match_end is MatchEnd.FIRST_OVER_LIMIT:
            if over:
                lowest_wins(order)
        else:
            survivors = [p for p in order if p not in over]
            if survivors:
                eliminate(over)
                if len(survivors) == 1:
                    self.winner = survivors[0]
            else:
                lowest_wins(order)

    # ----- records ---------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        rounds: list[dict[str, Any]] = []
        entries = [(r.setup, r.deal, r.actions) for r in self.records]
        if self.round is not None and not self.round.is_over:
            entries.append((self.round.setup, self._round_deal, tuple(self.round.log)))
        for setup, deal, actions in entries:
            rounds.append({
                "starter": setup.starter,
                "deal": deal_to_json(deal) if deal else None,
                "actions": [a.to_json() for a in actions],
            })
        return {
            "version": RECORD_VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "totals": list(self.starting_totals),
            "rounds": rounds,
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Match:
        """Replay a recorded match move by move (every move checked again)."""
        match = cls(RuleSet.from_dict(record["rules"]), record["seed"], record.get("totals"))
        for entry in record["rounds"]:
            deal = deal_from_json(entry["deal"]) if entry.get("deal") else None
            match.start_round(deal, entry.get("starter"))
            for data in entry["actions"]:
                match.apply(action_from_json(data))
        return match


def deal_to_json(deal: Deal) -> dict[str, Any]:
    return {
        "hands": [[c.token for c in h] for h in deal.hands],
        "discard": [c.token for c in deal.discard],
        "stock": [c.token for c in deal.stock],
    }


def deal_from_json(data: dict[str, Any]) -> Deal:
    return Deal(
        tuple(tuple(parse_token(t) for t in h) for h in data["hands"]),
        tuple(parse_token(t) for t in data["discard"]),
        tuple(parse_token(t) for t in data["stock"]),
    )
