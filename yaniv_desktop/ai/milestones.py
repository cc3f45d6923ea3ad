"""Aiming for a milestone: holding the hand value that makes losing the round pay.

Under ``exact_100_200`` a player on 85 who loses the round holding exactly 15 lands
on 100 and drops to 50, far better than winning the round and staying on 85.  On 166
holding 4, a call that is Assafed scores 34 and lands on 200 → 100 (the "Victor"
move), while a call that succeeds is a round won: such a call cannot go wrong.  The
expert keeps such a hand when a throw and a draw can leave one: it searches that
turn against the tactics' turn, and in its playouts its own seat goes on aiming.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.cards import Card
from ..core.combos import ThrowRules
from ..core.rules import RuleSet
from ..core.scoring import milestone_drop
from .hands import remove, value

MAX_POINTS = 120   # no hand scores more than this in a round, with any option
MIN_CHANCE = 0.15  # an aim that lands less often than this is not worth a throw


def landing_values(rules: RuleSet, total: int) -> frozenset[int]:
    """Round points after which ``total`` ends up lower than a round won would leave it."""
    return frozenset(h for h in range(1, MAX_POINTS + 1) if milestone_drop(rules, total + h) < total)


def assaf_landing_values(rules: RuleSet, total: int) -> frozenset[int]:
    """Hand values to call with: an Assaf on one lands ``total`` on a milestone."""
    if not rules.assaf:
        return frozenset()
    return frozenset(h for h in range(rules.yaniv_threshold + 1)
                     if milestone_drop(rules, total + h + rules.assaf_penalty) < total)


def landing_gain(rules: RuleSet, total: int, hand: int) -> int:
    """How many points ending the round holding ``hand`` takes off ``total`` at best:
    losing with it, or (a hand that may call) calling and being Assafed."""
    gain = total - milestone_drop(rules, total + hand)
    if rules.assaf and hand <= rules.yaniv_threshold:
        gain = max(gain, total - milestone_drop(rules, total + hand + rules.assaf_penalty))
    return gain


def aim_values(rules: RuleSet, total: int) -> frozenset[int]:
    """Hand values worth ending a turn on: a loss or an Assaf with one lands."""
    return landing_values(rules, total) | assaf_landing_values(rules, total)


@dataclass(frozen=True, slots=True)
class Aim:
    discard: tuple[Card, ...]   # empty in the draw phase (the throw is already made)
    take: Card | None           # the face-up card to take; None for the stock
    chance: float               # chance the hand then holds a landing value


def draw_aims(
    tr: ThrowRules, rest: Sequence[Card], takeable: Sequence[Card], stock: bool,
    unknown: Sequence[float], landing: frozenset[int],
) -> list[Aim]:
    """The draws after which ``rest`` holds a landing value, surest first."""
    held = value(tr, rest)
    out: list[Aim] = []
    for c in dict.fromkeys(takeable):
        if held + tr.value[c] in landing:
            out.append(Aim((), c, 1.0))
    if stock:
        chance = sum(p for v, p in enumerate(unknown) if held + v in landing)
        if chance > 0:
            out.append(Aim((), None, chance))
    out.sort(key=lambda a: -a.chance)
    return out


def best_draw_aim(
    tr: ThrowRules, rest: Sequence[Card], takeable: Sequence[Card], stock: bool,
    unknown: Sequence[float], landing: frozenset[int], min_chance: float = MIN_CHANCE,
) -> Aim | None:
    """The surest draw after which ``rest`` holds a landing value, if it is sure enough."""
    found = draw_aims(tr, rest, takeable, stock, unknown, landing)
    return found[0] if found and found[0].chance >= min_chance else None


def best_aim(
    tr: ThrowRules, hand: Sequence[Card], discards: Sequence[tuple[Card, ...]], takeable: Sequence[Card],
    stock: bool, unknown: Sequence[float], landing: frozenset[int], min_chance: float = MIN_CHANCE,
) -> Aim | None:
    """The throw and draw most likely to hold a landing value (at least ``min_chance``).

    Among equally sure aims the first throw in ``discards`` wins, so callers pass them
    best first.
    """
    if not landing:
        return None
    best: Aim | None = None
    for d in discards:
        found = best_draw_aim(tr, remove(hand, d), takeable, stock, unknown, landing, min_chance)
        if found is not None and (best is None or found.chance > best.chance):
            best = Aim(tuple(d), found.take, found.chance)
    return best
