"""Walk a recorded match move by move, with every hand as it was (for the replay view).

::

    walk = ReplayWalk(history.match_record(match_id), names=["Dana", "Omer"], you=0)
    len(walk.steps)
    step = walk.steps[i]
    step.round_number, step.text, step.hands, step.last_throw, step.current, step.totals

``step.text`` is English; ``step.sentences`` holds the same as translatable templates
(context ``"Replay"``, marked for Qt's lupdate) with their fields, for the window.
A sentence about ``you`` (the seat of the person at this screen) has its own
template ("You throw …" beside "{name} throws …"): languages conjugate verbs by
person, so a name slotted into one template cannot serve both.

The first step of each round is its deal; then one step per action.  The walk uses
``Match.start_round`` / ``Match.apply`` on the record, exactly as the game played it.
A round's last step carries its points as the rules count them (``step.points``).

A record that does not replay — rules, a deal or a move that is not what this app
wrote — raises :class:`~.history.DamagedMatch` naming the round and the move, never
another exception.  Fewer names than seats are made up with "Player n".
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
from ..core.scoring import THREE_ZEROS_BONUS, Notice, NoticeKind, round_points
from .history import DamagedMatch
from .messages import Message


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
    points: tuple[int | None, ...] | None = None  # the round's points, on the step that ends it

    @property
    def text(self) -> str:
        return " — ".join(template.format(**fields) for template, fields in self.sentences)


Sentence = tuple[str, dict[str, Any]]

# (about a name, about you): the caption already says which round it is
DEALT = (QT_TRANSLATE_NOOP("Replay", "Cards dealt; {name} starts"),
         QT_TRANSLATE_NOOP("Replay", "Cards dealt; you start"))
CALLS = (QT_TRANSLATE_NOOP("Replay", "{name} calls Yaniv!"), QT_TRANSLATE_NOOP("Replay", "You call Yaniv!"))
THROWS = (QT_TRANSLATE_NOOP("Replay", "{name} throws {cards}"), QT_TRANSLATE_NOOP("Replay", "You throw {cards}"))
DRAWS_SEEN = (QT_TRANSLATE_NOOP("Replay", "{name} draws {card} from the stock"),
              QT_TRANSLATE_NOOP("Replay", "You draw {card} from the stock"))
DRAWS = (QT_TRANSLATE_NOOP("Replay", "{name} draws from the stock"),
         QT_TRANSLATE_NOOP("Replay", "You draw from the stock"))
TAKES = (QT_TRANSLATE_NOOP("Replay", "{name} takes {card}"), QT_TRANSLATE_NOOP("Replay", "You take {card}"))
SLAPS = (QT_TRANSLATE_NOOP("Replay", "{name} slaps down {card}"),
         QT_TRANSLATE_NOOP("Replay", "You slap down {card}"))
SLAPS_ZERO = (QT_TRANSLATE_NOOP("Replay", "{name} slaps down to zero"),
              QT_TRANSLATE_NOOP("Replay", "You slap down to zero"))
KEEPS = (QT_TRANSLATE_NOOP("Replay", "{name} keeps the card"), QT_TRANSLATE_NOOP("Replay", "You keep the card"))
ASSAF = QT_TRANSLATE_NOOP("Replay", "Assaf! {by} has {low}, {caller} had {value}")
ASSAF_BY_YOU = QT_TRANSLATE_NOOP("Replay", "Assaf! You have {low}, {caller} had {value}")
ASSAF_ON_YOU = QT_TRANSLATE_NOOP("Replay", "Assaf! {by} has {low}, you had {value}")
FALSE_CALL = (QT_TRANSLATE_NOOP("Replay", "false call by {caller} with {value}"),
              QT_TRANSLATE_NOOP("Replay", "your false call with {value}"))
WINS = (QT_TRANSLATE_NOOP("Replay", "{caller} wins the round with {value}"),
        QT_TRANSLATE_NOOP("Replay", "You win the round with {value}"))
THREE_ZEROS = (QT_TRANSLATE_NOOP("Replay", "third successful call: {name} scores {bonus}"),
               QT_TRANSLATE_NOOP("Replay", "third successful call: you score {bonus}"))


UNPLAYABLE = QT_TRANSLATE_NOOP("Storage", "The recorded match cannot be replayed ({field}: {error}).")


def _unplayable(field: str, error: Exception) -> DamagedMatch:
    detail = f"{type(error).__name__}: {error}"
    return DamagedMatch(None, field, Message(UNPLAYABLE, field=field, error=detail[:300]))


def _pick(pair: tuple[str, str], yours: bool) -> str:
    return pair[1] if yours else pair[0]


class ReplayWalk:
    def __init__(self, record: dict[str, Any], names: Sequence[str] | None = None,
                 you: int | None = None) -> None:
        """``you``: the seat of the person at this screen, told about as "you"."""
        try:
            rules = RuleSet.from_dict(record["rules"])
            match = Match(rules, record["seed"], record.get("totals"))
            rounds = list(record["rounds"])
        except Exception as error:  # noqa: BLE001 - a record from a file: any failure is damage
            raise _unplayable("rules, seed and totals", error) from error
        given = [str(n) for n in names] if names else []
        self.names = given[: match.seats] + [f"Player {i + 1}" for i in range(len(given), match.seats)]
        self.you = you
        self.steps: list[ReplayStep] = []
        self.round_starts: list[int] = []
        for number, entry in enumerate(rounds):
            try:
                self._round(match, number, entry)
            except DamagedMatch:
                raise
            except Exception as error:  # noqa: BLE001 - as above
                raise _unplayable(f"round {number + 1}", error) from error
        self.match = match

    def _round(self, match: Match, number: int, entry: dict[str, Any]) -> None:
        deal = deal_from_json(entry["deal"]) if entry.get("deal") else None
        state = match.start_round(deal, entry.get("starter"))
        self.round_starts.append(len(self.steps))
        starter = state.current
        self._snap(match, number, -1, None,
                   ((_pick(DEALT, starter == self.you), {"name": self.names[starter]}),))
        for i, data in enumerate(entry["actions"]):
            try:
                action = action_from_json(data)
                actor = state.current
                before_stock = state.stock[-1] if state.stock else None
                match.apply(action)
            except Exception as error:  # noqa: BLE001 - as above
                raise _unplayable(f"round {number + 1}, move {i + 1}", error) from error
            said = [self._describe(actor, action, before_stock)]
            points = None
            if state.result is not None:
                notices = match.records[-1].notices  # the round just settled
                said.append(self.result_sentence(state.result))
                said.extend(self._bonus_sentences(notices))
                points = round_points(state.result, notices)
            self._snap(match, number, i, actor, tuple(said), points)

    def _snap(self, match: Match, number: int, index: int, actor: int | None,
              sentences: tuple[Sentence, ...], points: tuple[int | None, ...] | None = None) -> None:
        state = match.round
        assert state is not None
        self.steps.append(ReplayStep(
            round_number=number, action_index=index, actor=actor, sentences=sentences,
            hands=tuple(tuple(h) for h in state.hands), hand_values=state.hand_values(),
            last_throw=tuple(state.last_throw), stock_size=len(state.stock), current=state.current,
            totals=tuple(match.totals), result=state.result, points=points,
        ))

    def _describe(self, actor: int, action: Action, stock_top: Card | None) -> Sentence:
        yours = actor == self.you
        name = {"name": self.names[actor]}
        if isinstance(action, CallYaniv):
            return _pick(CALLS, yours), name
        if isinstance(action, Discard):
            return _pick(THROWS, yours), {**name, "cards": pretty_cards(action.cards)}
        if isinstance(action, DrawStock):
            if stock_top is not None:
                return _pick(DRAWS_SEEN, yours), {**name, "card": stock_top.pretty}
            return _pick(DRAWS, yours), name
        if isinstance(action, DrawPile):
            return _pick(TAKES, yours), {**name, "card": action.card.pretty}
        if isinstance(action, Slap):
            return _pick(SLAPS, yours), {**name, "card": action.card.pretty}
        if isinstance(action, SlapZero):
            return _pick(SLAPS_ZERO, yours), name
        assert isinstance(action, KeepDrawn)
        return _pick(KEEPS, yours), name

    def result_sentence(self, result: RoundResult) -> Sentence:
        caller = self.names[result.caller]
        value = result.hand_values[result.caller]
        if result.outcome is Outcome.ASSAF and result.assaf_by is not None:
            template = (ASSAF_BY_YOU if result.assaf_by == self.you
                        else ASSAF_ON_YOU if result.caller == self.you else ASSAF)
            return template, {"by": self.names[result.assaf_by], "low": result.hand_values[result.assaf_by],
                              "caller": caller, "value": value}
        yours = result.caller == self.you
        if result.outcome is Outcome.FALSE_CALL:
            return _pick(FALSE_CALL, yours), {"caller": caller, "value": value}
        return _pick(WINS, yours), {"caller": caller, "value": value}

    def _bonus_sentences(self, notices: Sequence[Notice]) -> list[Sentence]:
        """The three-zeros bonus said aloud: the round scores −20, not the 0 of the call."""
        return [(_pick(THREE_ZEROS, n.player == self.you), {"name": self.names[n.player], "bonus": THREE_ZEROS_BONUS})
                for n in notices if n.kind is NoticeKind.THREE_ZEROS]

    def result_text(self, result: RoundResult) -> str:
        template, fields = self.result_sentence(result)
        return template.format(**fields)
