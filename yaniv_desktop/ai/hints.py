"""``hint(observation) -> (action, reason)``: what the expert would do, in one sentence."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.actions import Action, CallYaniv, Discard, DrawPile, DrawStock, KeepDrawn, Slap, SlapZero
from ..core.cards import Card, pretty_cards
from ..core.combos import ThrowRules
from ..core.messages import QT_TRANSLATE_NOOP, Count, Message
from ..core.observation import Observation
from ..core.scoring import milestone_drop
from .assaf import assaf_chance
from .expert import Budget, Expert
from .hands import remove, value
from .knowledge import deduce
from .milestones import assaf_landing_values, landing_values

HINTS = "Hints"  # the translation context of the hint sentences


def hint(obs: Observation, seed: int | str = 0, budget: Budget | None = None) -> tuple[Action, Message]:
    """The expert's move for ``obs`` (which must be the player's own move) and why."""
    expert = Expert(seed, budget)
    action = expert.choose(obs)
    return action, reason(obs, action, expert.tables.get(obs.rules))


class Hint(Message):
    """A hint sentence; the window translates it (context "Hints")."""

    context = HINTS


def reason(obs: Observation, action: Action, tr: ThrowRules) -> Hint:
    mine = value(tr, obs.hand)
    if isinstance(action, CallYaniv):
        if not obs.rules.assaf:
            return Hint(QT_TRANSLATE_NOOP("Hints", "Call Yaniv with {value}: without Assaf a call always wins"),
                        value=mine)
        risk = assaf_chance(obs, deduce(obs), tr, mine)
        note = _milestone_note(obs, mine)
        if note:
            return Hint(QT_TRANSLATE_NOOP("Hints", "Call Yaniv with {value} — about {risk}% chance someone "
                                                   "matches it; {note}"),
                        value=mine, risk=round(risk * 100), note=note)
        return Hint(QT_TRANSLATE_NOOP("Hints", "Call Yaniv with {value} — about {risk}% chance someone matches it"),
                    value=mine, risk=round(risk * 100))
    if isinstance(action, Discard):
        out = value(tr, action.cards)
        cards = pretty_cards(action.cards)
        aimed = _aim_note(obs, tr, remove(obs.hand, action.cards))
        if aimed:
            return Hint(QT_TRANSLATE_NOOP("Hints", "Throw {cards} and take {card}: {note}"),
                        cards=cards, card=aimed[0].pretty, note=aimed[1])
        keep = _kept_combo(tr, remove(obs.hand, action.cards))
        if keep:
            text = Hint(QT_TRANSLATE_NOOP("Hints", "Throw {cards} — {points} out; keep {keep}"),
                        cards=cards, points=_points(out), keep=keep)
        else:
            text = Hint(QT_TRANSLATE_NOOP("Hints", "Throw {cards} — {points} out"), cards=cards, points=_points(out))
        if CallYaniv() in obs.legal_actions and mine <= obs.rules.yaniv_threshold:
            risk = assaf_chance(obs, deduce(obs), tr, mine)
            return Hint(QT_TRANSLATE_NOOP("Hints", "Don't call with {value} yet (Assaf risk about {risk}%). {rest}"),
                        value=mine, risk=round(risk * 100), rest=text)
        return text
    if isinstance(action, DrawPile):
        c = action.card
        aimed = _aim_note(obs, tr, list(obs.hand), c)
        if aimed:
            return Hint(QT_TRANSLATE_NOOP("Hints", "Take {card}: {note}"), card=c.pretty, note=aimed[1])
        held = value(tr, obs.hand) + tr.value[c]
        if held <= obs.rules.yaniv_threshold:
            return Hint(QT_TRANSLATE_NOOP("Hints", "Take {card} from the pile — with {value} in hand you may "
                                                   "call Yaniv next turn"),
                        card=c.pretty, value=held)
        partner = _partner(tr, c, obs.hand)
        if partner:
            return Hint(QT_TRANSLATE_NOOP("Hints", "Take {card} from the pile — it goes with your {partner}"),
                        card=c.pretty, partner=partner)
        return Hint(QT_TRANSLATE_NOOP("Hints", "Take {card} from the pile — a low card, worth {value}"),
                    card=c.pretty, value=tr.value[c])
    if isinstance(action, DrawStock):
        if obs.takeable:
            return Hint(QT_TRANSLATE_NOOP("Hints", "Draw from the stock — {cards} would not help you"),
                        cards=pretty_cards(obs.takeable))
        return Hint(QT_TRANSLATE_NOOP("Hints", "Draw from the stock"))
    if isinstance(action, Slap):
        return Hint(QT_TRANSLATE_NOOP("Hints", "Slap {card} down on your throw — one card fewer"), card=action.card.pretty)
    if isinstance(action, SlapZero):
        return Hint(QT_TRANSLATE_NOOP("Hints", "Your hand is worth 0: slap it down and win the round"))
    if isinstance(action, KeepDrawn):
        return Hint(QT_TRANSLATE_NOOP("Hints", "Keep the card you drew"))
    return Hint(QT_TRANSLATE_NOOP("Hints", "Play on"))


def _points(n: int) -> Message:
    if n == 1:  # English has no translator to pick "point"
        return Hint(QT_TRANSLATE_NOOP("Hints", "1 point"))
    return Count("%n points", n=n)  # Arabic says 2, 3–10 and 11+ points three ways


def _milestone_note(obs: Observation, mine: int) -> Hint | None:
    if not obs.totals:
        return None
    total = obs.totals[obs.player]
    lost = total + mine + obs.rules.assaf_penalty
    if milestone_drop(obs.rules, lost) < lost:
        return Hint(QT_TRANSLATE_NOOP("Hints", "even an Assaf lands you on {total} → {after}"),
                    total=lost, after=milestone_drop(obs.rules, lost))
    return None


def _aim_note(obs: Observation, tr: ThrowRules, rest: Sequence[Card], take: Card | None = None) -> tuple[Card, Hint] | None:
    """When taking a face-up card (``take``, or any) leaves a hand that lands on a
    milestone if the round is lost or the call Assafed: that card and why."""
    if not obs.totals:
        return None
    total = obs.totals[obs.player]
    lost, called = landing_values(obs.rules, total), assaf_landing_values(obs.rules, total)
    held = value(tr, rest)
    for c in dict.fromkeys(obs.takeable if take is None else (take,)):
        v = held + tr.value[c]
        if v in lost:
            return c, Hint(QT_TRANSLATE_NOOP("Hints", "holding {value}, losing this round lands you on {total} → {after}"),
                           value=v, total=total + v, after=milestone_drop(obs.rules, total + v))
        if v in called:
            lands = total + v + obs.rules.assaf_penalty
            return c, Hint(QT_TRANSLATE_NOOP("Hints", "call with {value} next turn; even an Assaf lands you on "
                                                      "{total} → {after}"),
                           value=v, total=lands, after=milestone_drop(obs.rules, lands))
    return None


def _kept_combo(tr: ThrowRules, rest: Sequence[Card]) -> Hint | None:
    """Describe a set or run-in-waiting left in the hand, if any."""
    rank, suit, wild = tr.rank, tr.suit, tr.wild
    naturals = [c for c in rest if not wild[c]]
    for a in naturals:
        same = [c for c in naturals if rank[c] == rank[a]]
        if len(same) >= 2:
            return Hint(QT_TRANSLATE_NOOP("Hints", "{cards} to throw together"), cards=pretty_cards(same))
    for a in naturals:
        near = [c for c in naturals if suit[c] == suit[a] and 0 < rank[c] - rank[a] <= 2]
        if near:
            return Hint(QT_TRANSLATE_NOOP("Hints", "{cards} for a run"), cards=pretty_cards([a, near[0]]))
    jokers = [c for c in rest if wild[c]]
    if jokers:
        return Hint(QT_TRANSLATE_NOOP("Hints", "{cards} (worth {value})"), cards=pretty_cards(jokers),
                    value=value(tr, jokers))
    return None


def _partner(tr: ThrowRules, card: Card, hand: Sequence[Card]) -> str | Hint:
    rank, suit, wild = tr.rank, tr.suit, tr.wild
    if wild[card]:
        return ""
    same = [c for c in hand if rank[c] == rank[card] and not wild[c]]
    if same:
        return pretty_cards(same)
    near = [c for c in hand if not wild[c] and suit[c] == suit[card] and 0 < abs(rank[c] - rank[card]) <= 2]
    if len(near) >= 2 or (near and any(wild[c] for c in hand)):
        return Hint(QT_TRANSLATE_NOOP("Hints", "{cards} for a run"), cards=pretty_cards(near))
    return ""
