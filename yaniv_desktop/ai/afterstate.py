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

Tables exist only for the presets and table sizes it was fitted on; a round whose
play differs (another threshold, hand size, card values, number of decks...) gets
none, and the players keep the tactics' draw there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.cards import Card
from ..core.combos import ThrowRules
from ..core.observation import Observation
from ..core.rules import PRESETS, RuleSet
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


def table_name(preset: str, seats: int) -> str:
    """The key of a preset's table for a round of ``seats`` players."""
    return preset if seats == 2 else f"{preset}/{seats}"


def weights_for(rules: RuleSet, seats: int = 2) -> tuple[float, ...] | None:
    """The fitted weights for a round of ``seats`` players under ``rules``: those of
    the preset that plays such a round as ``rules`` do, if one was fitted."""
    key = round_key(rules)
    for preset in PRESETS:
        weights = WEIGHTS.get(table_name(preset, seats))
        if weights is not None and round_key(RuleSet.preset(preset, players=seats)) == key:
            return weights
    return None
