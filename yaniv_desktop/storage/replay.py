"""Walk a recorded match move by move, with every hand as it was (for the replay view).

::

    walk = ReplayWalk(history.match_record(match_id), names=["Dana", "Omer"])
    len(walk.steps)
    step = walk.steps[i]
    step.round_number, step.text, step.hands, step.last_throw, step.current, step.totals

``step.text`` is English; ``step.sentences`` holds the same as translatable templates
(context ``"Replay"``, marked for Qt's lupdate) with their fields, for the window.

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
from ..core.messages import QT_TRANSLATE_NOOP
from ..core.outcome import Outcome, RoundResult
from ..core.rules import RuleSet


@dataclass(frozen=True, slots=True)
class ReplayStep:
    round_number: int                      # 0-based
    action_index: int                      # -1 for the deal
    actor: int | None
    sentences: tuple[tuple[str, dict[str, Any]], ...]  # (template, fields), joined by " — "
    hands: tuple[tuple[Card, ...], ...]
    hand_values: tuple[int | None, ...]
    last_throw: tuple[Card, ...]
    stock_size: int
    current: int
    totals: tuple[int, ...]                # match totals after this step (changes at a round's end)
    result: RoundResult | None

    @property
    def text(self) -> str:
        return " — ".join(template.format(**fields) for template, fields in self.sentences)


Sentence = tuple[str, dict[str, Any]]

DEALT = QT_TRANSLATE_NOOP("Replay", "Round {round}: cards dealt, {name} starts")
CALLS = QT_TRANSLATE_NOOP("Replay", "{name} calls Yaniv!")
THROWS = QT_TRANSLATE_NOOP("Replay", "{name} throws {cards}")
DRAWS_SEEN = QT_TRANSLATE_NOOP("Replay", "{name} draws {card} from the stock")
DRAWS = QT_TRANSLATE_NOOP("Replay", "{name} draws from the stock")
TAKES = QT_TRANSLATE_NOOP("Replay", "{name} takes {card}")
SLAPS = QT_TRANSLATE_NOOP("Replay", "{name} slaps down {card}")
SLAPS_ZERO = QT_TRANSLATE_NOOP("Replay", "{name} slaps down to zero")
KEEPS = QT_TRANSLATE_NOOP("Replay", "{name} keeps the card")
ASSAF = QT_TRANSLATE_NOOP("Replay", "Assaf! {by} has {low}, {caller} had {value}")
FALSE_CALL = QT_TRANSLATE_NOOP("Replay", "false call by {caller} with {value}")
WINS = QT_TRANSLATE_NOOP("Replay", "{caller} wins the round with {value}")


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
                       ((DEALT, {"round": number + 1, "name": self.names[state.current]}),))
            for i, data in enumerate(entry["actions"]):
                action = action_from_json(data)
                actor = state.current
                before_stock = state.stock[-1] if state.stock else None
                match.apply(action)
                said = [self._describe(self.names[actor], action, before_stock)]
                if state.result is not None:
                    said.append(self.result_sentence(state.result))
                self._snap(match, number, i, actor, tuple(said))
        self.match = match

    def _snap(self, match: Match, number: int, index: int, actor: int | None,
              sentences: tuple[Sentence, ...]) -> None:
        state = match.round
        assert state is not None
        self.steps.append(ReplayStep(
            round_number=number, action_index=index, actor=actor, sentences=sentences,
            hands=tuple(tuple(h) for h in state.hands), hand_values=state.hand_values(),
            last_throw=tuple(state.last_throw), stock_size=len(state.stock), current=state.current,
            totals=tuple(match.totals), result=state.result,
        ))

    @staticmethod
    def _describe(name: str, action: Action, stock_top: Card | None) -> Sentence:
        if isinstance(action, CallYaniv):
            return CALLS, {"name": name}
        if isinstance(action, Discard):
            return THROWS, {"name": name, "cards": pretty_cards(action.cards)}
        if isinstance(action, DrawStock):
            if stock_top is not None:
                return DRAWS_SEEN, {"name": name, "card": stock_top.pretty}
            return DRAWS, {"name": name}
        if isinstance(action, DrawPile):
            return TAKES, {"name": name, "card": action.card.pretty}
        if isinstance(action, Slap):
            return SLAPS, {"name": name, "card": action.card.pretty}
        if isinstance(action, SlapZero):
            return SLAPS_ZERO, {"name": name}
        assert isinstance(action, KeepDrawn)
        return KEEPS, {"name": name}

    def result_sentence(self, result: RoundResult) -> Sentence:
        caller = self.names[result.caller]
        value = result.hand_values[result.caller]
        if result.outcome is Outcome.ASSAF and result.assaf_by is not None:
            return ASSAF, {"by": self.names[result.assaf_by], "low": result.hand_values[result.assaf_by],
                           "caller": caller, "value": value}
        if result.outcome is Outcome.FALSE_CALL:
            return FALSE_CALL, {"caller": caller, "value": value}
        return WINS, {"caller": caller, "value": value}

    def result_text(self, result: RoundResult) -> str:
        template, fields = self.result_sentence(result)
        return template.format(**fields)
