"""A learned value of the hand a player keeps at the end of its turn.

The intermediate's tactics judge a draw by the *residual*: the hand left after next
turn's best throw.  That ignores the round's real race: a hand of 5 can call next
turn, a hand of 1 plus an unseen card often cannot.  This module scores an
*afterstate* (the hand after the throw and the draw, the card count and face-up
cards of the opponent holding the fewest cards, and what the throw hands the next
player) by a linear model over a few hand features, fitted to the round points of
intermediate self-play (``tools/ai_afterstate.py``, weights in
:mod:`.afterstate_weights`).  Its value is the expected ``opponents' mean points -
mine`` for the rest of the round.

Tables were fitted for some presets and table sizes only.  A round no table was
fitted for (another threshold, hand size, card values, number of decks, table
size...) borrows the nearest table (:func:`choose_table`), its hand values read
against the table's threshold (:func:`shifted`), so every rule set at every table
size has a model (issue 30: the residual draw it fell back to before is weaker).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from ..core.cards import Card
from ..core.combos import ThrowRules
from ..core.observation import Observation
from ..core.round import RoundState
from ..core.rules import RuleSet
from .afterstate_weights import WEIGHTS
from .hands import gift, value
from .knowledge import Knowledge

# The widths of the basis's one-hot slices, in order.  Hand values and residuals
# past the last slot share it; counts start at 1.
V_SLOTS = 41          # hand value 0–40
R_SLOTS = 31          # residual after the best throw, 0–30
R2_SLOTS = 21         # residual after two greedy throws, 0–20
COUNT_SLOTS = 8       # 1–8 cards
LOW_SLOTS = 16        # hand value 0–15 while the opponent holds few cards
GIFT_SLOTS = 4        # cheap cards exposed to the opponent, 0–3
KNOWN_CAP = 20        # the opponent's face-up value is capped here

SIZE = V_SLOTS + R_SLOTS + R2_SLOTS + 3 * COUNT_SLOTS + 2 * LOW_SLOTS + GIFT_SLOTS + 1

# Fields of a rule set that shape how a round is played and scored; the rest
# (milestones, limits, who starts) belong to the match.
ROUND_FIELDS = (
    "jokers_per_deck", "hand_size", "court_values", "jacks_are_zero", "jacks_wild",
    "yaniv_threshold", "jokers_in_sets", "take_from_set", "take_from_run", "assaf",
    "assaf_penalty", "assaf_scoring", "slap_down", "slap_zero", "last_turn_after_call",
    "false_call_penalty",
)


@dataclass(frozen=True, slots=True)
class Afterstate:
    """What the value is computed from."""

    value: int        # my hand's value
    count: int        # my cards
    best: int         # points my best next throw takes out
    second: int       # points the best throw after that takes out (greedy)
    opp_count: int    # the opponent's cards
    opp_known: int    # value of the face-up cards the opponent took and holds
    gift: int         # how cheap a card my last throw offers the opponent (hands.gift)


def describe(
    tr: ThrowRules, hand: Sequence[Card], opp_count: int, opp_known: int, thrown: Sequence[Card],
) -> Afterstate:
    v = value(tr, hand)
    best = second = 0
    if hand:
        throws, points = tr.discard_options(hand)
        i = max(range(len(points)), key=points.__getitem__)
        best = points[i]
        rest = list(hand)
        for c in throws[i]:
            rest.remove(c)
        if rest:
            second = max(tr.discard_options(rest)[1])
    return Afterstate(v, len(hand), best, second, opp_count, opp_known, gift(tr, thrown) if thrown else 0)


def nearest_threat(opponents: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The (card count, face-up value) that stands for the opponents: those of the one
    holding the fewest cards (the likeliest to call; the higher face-up value on a tie)."""
    return min(opponents, key=lambda o: (o[0], -o[1]))


def threat_in(tr: ThrowRules, state: RoundState, seat: int) -> tuple[int, int]:
    """:func:`nearest_threat` for ``seat`` in a whole round (a sampled world, a round
    being played): every other seat's card count and the value of its face-up cards."""
    value = tr.value
    return nearest_threat([(len(state.hands[o]), sum(value[c] for c in state.known[o]))
                           for o in state.play_order() if o != seat])


def basis(a: Afterstate) -> list[tuple[int, float]]:
    """The model's inputs as (index, value) pairs; every other input is 0."""
    out: list[tuple[int, float]] = []
    at = 0

    def slot(width: int, k: int, x: float = 1.0) -> None:
        nonlocal at
        if 0 <= k < width:
            out.append((at + k, x))
        at += width

    v = a.value
    residual = v - a.best
    slot(V_SLOTS, min(v, V_SLOTS - 1))
    slot(R_SLOTS, min(residual, R_SLOTS - 1))
    slot(R2_SLOTS, min(max(residual - a.second, 0), R2_SLOTS - 1))
    slot(COUNT_SLOTS, min(a.count, COUNT_SLOTS) - 1)
    opp = min(a.opp_count, COUNT_SLOTS) - 1
    slot(COUNT_SLOTS, opp)
    slot(COUNT_SLOTS, opp, float(min(v, V_SLOTS - 1)))
    slot(LOW_SLOTS, v if a.opp_count <= 2 else -1)   # the opponent may call soon
    slot(LOW_SLOTS, v if a.opp_count == 3 else -1)
    slot(GIFT_SLOTS, min(a.gift, GIFT_SLOTS - 1))
    slot(1, 0, float(min(a.opp_known, KNOWN_CAP)))
    assert at == SIZE
    return out


def round_key(rules: RuleSet) -> tuple[object, ...]:
    """What a model must share with a rule set to apply to it."""
    return (rules.deck_count, *(getattr(rules, name) for name in ROUND_FIELDS))


class AfterstateValue:
    """The fitted model of one rule set; values are memoised (pure functions)."""

    def __init__(self, tr: ThrowRules, weights: Sequence[float]) -> None:
        if len(weights) != SIZE:
            raise ValueError(f"an afterstate model needs {SIZE} weights, got {len(weights)}")
        self.tr = tr
        self.weights = tuple(weights)
        self._memo: dict[tuple[object, ...], float] = {}

    def value(self, hand: Sequence[Card], opp_count: int, opp_known: int, thrown: Sequence[Card]) -> float:
        key = (tuple(sorted(hand)), opp_count, opp_known, tuple(thrown))
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) > 200_000:
                self._memo.clear()
            w = self.weights
            a = describe(self.tr, hand, opp_count, opp_known, thrown)
            found = self._memo[key] = sum(w[i] * x for i, x in basis(a))
        return found

    def draws(
        self, rest: Sequence[Card], takeable: Sequence[Card], stock_cards: Sequence[Card] | None,
        opp_count: int, opp_known: int, thrown: Sequence[Card],
    ) -> list[tuple[Card | None, float]]:
        """Each draw open after a throw with its expected value (higher is better);
        ``None`` is the stock, whose card is any of ``stock_cards`` (the cards the
        player has not seen), or no stock draw when that is None."""
        out: list[tuple[Card | None, float]] = []
        if stock_cards:
            total = sum(self.value([*rest, c], opp_count, opp_known, thrown) for c in stock_cards)
            out.append((None, total / len(stock_cards)))
        for c in dict.fromkeys(takeable):
            out.append((c, self.value([*rest, c], opp_count, opp_known, thrown)))
        return out

    def observed_draws(
        self, obs: Observation, know: Knowledge, stock: bool,
        rest: Sequence[Card] | None = None, thrown: Sequence[Card] | None = None,
    ) -> list[tuple[Card | None, float]] | None:
        """:meth:`draws` for the player of ``obs`` after throwing ``thrown`` and keeping
        ``rest`` (by default the throw it has made), a stock card being any card it has
        not seen; None when the stock is open but it has seen every card (nothing to
        average a stock draw over)."""
        if stock and not know.hidden:
            return None
        tr = self.tr
        count, known = nearest_threat([(know.seats[o].count, sum(tr.value[c] for c in know.seats[o].known))
                                       for o in obs.play_order if o != obs.player])
        return self.draws(obs.hand if rest is None else rest, obs.takeable, know.hidden if stock else None,
                          count, known, know.pending if thrown is None else thrown)


def table_name(preset: str, seats: int, overrides: Mapping[str, object] | None = None) -> str:
    """The key of a preset's table for a round of ``seats`` players, with the rule
    options it was fitted with that differ from the preset's (``;key=value``, JSON)."""
    name = preset if seats == 2 else f"{preset}/{seats}"
    return name + "".join(f";{k}={json.dumps(v)}" for k, v in sorted((overrides or {}).items()))


def table_rules(name: str) -> tuple[RuleSet, int]:
    """The rule set and table size a table was fitted on (see :func:`table_name`)."""
    head, *options = name.split(";")
    preset, _, seats = head.partition("/")
    players = int(seats or 2)
    overrides = {k: json.loads(v) for k, _, v in (o.partition("=") for o in options)}
    return RuleSet.preset(preset, players=players, **overrides), players


@dataclass(frozen=True, slots=True)
class TableChoice:
    """The fitted table a round's model is read from."""

    name: str     # its key in WEIGHTS
    shift: int    # points added to a hand's value to read it against the table's threshold
    cost: float   # how far the table's round is from this one; 0: fitted for it


# What a difference between the round and a table's costs in choosing the nearest
# table, per unit (a card, a seat, a point of threshold) or per option that differs.
# The hand size changes every count and value slot, so it goes first; then the table
# size (the race and the outcome's spread change with every seat: Classic at four
# seats played better with israeli/4 than with its own heads-up table, docs/ai.md);
# then the threshold (the shift moves the call line, but not the odds of reaching
# it); then the cards worth 0 (jokers, zero jacks), which decide how often a hand
# gets low.  The rest changes the play little.
HAND_SIZE_COST = 25.0
SEAT_COST = 8.0
THRESHOLD_COST = 2.5
ZERO_CARD_COST = 1.0
OPTION_COSTS: Mapping[str, float] = MappingProxyType({
    "deck_count": 2.0, "court_values": 3.0, "jacks_wild": 2.0, "assaf": 2.0, "assaf_scoring": 2.0,
})
OTHER_OPTION_COST = 1.0


def zero_cards(rules: RuleSet) -> int:
    """Cards worth 0 in one deck."""
    return rules.jokers_per_deck + (4 if rules.jacks_are_zero else 0)


def distance(rules: RuleSet, seats: int, table: RuleSet, table_seats: int) -> float:
    """How far the rounds of a fitted table are from ``seats`` players under ``rules``."""
    cost = (HAND_SIZE_COST * abs(rules.hand_size - table.hand_size)
            + SEAT_COST * abs(seats - table_seats)
            + THRESHOLD_COST * abs(rules.yaniv_threshold - table.yaniv_threshold)
            + ZERO_CARD_COST * abs(zero_cards(rules) - zero_cards(table)))
    if rules.deck_count != table.deck_count:
        cost += OPTION_COSTS["deck_count"]
    for name in ROUND_FIELDS:
        if name not in ("hand_size", "yaniv_threshold", "jokers_per_deck", "jacks_are_zero") \
                and getattr(rules, name) != getattr(table, name):
            cost += OPTION_COSTS.get(name, OTHER_OPTION_COST)
    return cost


def choose_table(rules: RuleSet, seats: int = 2) -> TableChoice:
    """The table for a round of ``seats`` players under ``rules``: the one fitted for
    such a round if there is one, else the nearest (ties: the first in WEIGHTS)."""
    key = round_key(rules)
    best: TableChoice | None = None
    for name in WEIGHTS:
        table, table_seats = table_rules(name)
        if table_seats == seats and round_key(table) == key:
            return TableChoice(name, 0, 0.0)
        cost = distance(rules, seats, table, table_seats)
        if best is None or cost < best.cost:
            best = TableChoice(name, table.yaniv_threshold - rules.yaniv_threshold, cost)
    assert best is not None, "no afterstate table at all"
    return best


# The basis's slices as (start, width), in the order basis() lays them out.
_V, _R, _R2 = (0, V_SLOTS), (V_SLOTS, R_SLOTS), (V_SLOTS + R_SLOTS, R2_SLOTS)
_OPP = (_R2[0] + R2_SLOTS + COUNT_SLOTS, COUNT_SLOTS)
_OPP_VALUE = (_OPP[0] + COUNT_SLOTS, COUNT_SLOTS)
_LOW2 = (_OPP_VALUE[0] + COUNT_SLOTS, LOW_SLOTS)
_LOW3 = (_LOW2[0] + LOW_SLOTS, LOW_SLOTS)


def shifted(weights: Sequence[float], shift: int) -> tuple[float, ...]:
    """Weights that score a hand of value v as the given ones score v + ``shift``
    (floored at 0): a table fitted at threshold t read for a round at threshold
    t - shift, the call line where the table has it.  The residuals move with the
    value; the value times the opponent's count becomes the same product plus
    ``shift`` times the count's weight."""
    w = list(weights)
    if shift == 0:
        return tuple(w)
    for start, width in (_V, _R, _R2):      # capped one-hot slots: the last holds the rest
        old = weights[start:start + width]
        w[start:start + width] = [old[min(max(k + shift, 0), width - 1)] for k in range(width)]
    for start, width in (_LOW2, _LOW3):      # slots past the last are no input at all
        old = weights[start:start + width]
        w[start:start + width] = [old[max(k + shift, 0)] if k + shift < width else 0.0 for k in range(width)]
    for j in range(COUNT_SLOTS):
        w[_OPP[0] + j] += shift * weights[_OPP_VALUE[0] + j]
    return tuple(w)


def weights_for(rules: RuleSet, seats: int = 2) -> tuple[float, ...]:
    """The weights for a round of ``seats`` players under ``rules``: those fitted for
    such rounds, else the nearest table's read against its threshold."""
    choice = choose_table(rules, seats)
    return shifted(WEIGHTS[choice.name], choice.shift)
