"""Walk a recorded match move by move, with every hand as it was (for the replay view).

::

    walk = ReplayWalk(history.match_record(match_id), names=["Dana", "Omer"])
    len(walk.steps)
    step = walk.steps[i]
    step.round_number, step.text, step.hands, step.last_throw, step.current, step.totals

The first step of each round is its deal; then one step per action.  The walk uses
``Match.start_round`` / ``Match.apply`` on the record, exactly as the game played it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.actions import (
    Action,
    CallYaniv,
    Discard,
    DrawPile,
    DrawStock,
    KeepDrawn,
    Slap,
    SlapZero,
    action_from_json,
)
from ..core.cards import Card, pretty_cards
from ..core.match import Match, deal_from_json
from ..core.outcome import Outcome, RoundResult
from ..core.rules import RuleSet


@dataclass(frozen=True, slots=True)
class ReplayStep:
    round_number: int                      # 0-based
    action_index: int                      # -1 for the deal
    actor: int | None
    text: str
    hands: tuple[tuple[Card, ...], ...]
    hand_values: tuple[int | None, ...]
    last_throw: tuple[Card, ...]
    stock_size: int
    current: int
    totals: tuple[int, ...]                # match totals after this step (changes at a round's end)
    result: RoundResult | None


class ReplayWalk:
    def __init__(self, record: dict[str, Any], names: Sequence[str] | None = None) -> None:
        rules = RuleSet.from_dict(record["rules"])
        match = Match(rules, record["seed"], record.get("totals"))
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(match.seats)]
        self.steps: list[ReplayStep] = []
        self.round_starts: list[int] = []
        for number, entry in enumerate(record["rounds"]):
            deal = deal_from_json(entry["deal"]) if entry.get("deal") else None
            state = match.start_round(deal, entry.get("starter"))
            self.round_starts.append(len(self.steps))
            self._snap(match, number, -1, None,
                       f"Round {number + 1}: cards dealt, {self.names[state.current]} starts")
            for i, data in enumerate(entry["actions"]):
                action = action_from_json(data)
                actor = state.current
                before_stock = state.stock[-1] if state.stock else None
                match.apply(action)
                text = f"{self.names[actor]} {self._describe(action, before_stock)}"
                if state.result is not None:
                    text += " — " + self.result_text(state.result)
                self._snap(match, number, i, actor, text)
        self.match = match

    def _snap(self, match: Match, number: int, index: int, actor: int | None, text: str) -> None:
        state = match.round
        assert state is not None
        self.steps.append(ReplayStep(
            round_number=number, action_index=index, actor=actor, text=text,
            hands=tuple(tuple(h) for h in state.hands), hand_values=state.hand_values(),
            last_throw=tuple(state.last_throw), stock_size=len(state.stock), current=state.current,
            totals=tuple(match.totals), result=state.result,
        ))

    @staticmethod
    def _describe(action: Action, stock_top: Card | None) -> str:
        if isinstance(action, CallYaniv):
            return "calls Yaniv!"
        if isinstance(action, Discard):
            return f"throws {pretty_cards(action.cards)}"
        if isinstance(action, DrawStock):
            return f"draws {stock_top.pretty} from the stock" if stock_top is not None else "draws from the stock"
        if isinstance(action, DrawPile):
            return f"takes {action.card.pretty}"
        if isinstance(action, Slap):
            return f"slaps down {action.card.pretty}"
        if isinstance(action, SlapZero):
            return "slaps down to zero"
        if isinstance(action, KeepDrawn):
            return "keeps the card"
        return str(action)

    def result_text(self, result: RoundResult) -> str:
        caller = self.names[result.caller]
        value = result.hand_values[result.caller]
        if result.outcome is Outcome.ASSAF and result.assaf_by is not None:
            return (f"Assaf! {self.names[result.assaf_by]} has {result.hand_values[result.assaf_by]}, "
                    f"{caller} had {value}")
        if result.outcome is Outcome.FALSE_CALL:
            return f"false call by {caller} with {value}"
        return f"{caller} wins the round with {value}"
