"""The coach: before a move that makes a mistake the sources warn about, one line.

The mistakes (Hebrew source, "four common mistakes"; Arabic tips):
* leaving a joker at an end of a thrown run — the next player may take it;
* throwing a joker — it is worth 0 and the best card to keep;
* calling Yaniv at 6 or 7 at a table of four or five when the previous player is
  down to two cards or has just taken an ace or a 2 from the pile;
* holding Q-K-A of one suit for a run that cannot exist (ace is low).

Each warning points at the cards it is about (the joker at the run's end, the Q-K-A
kept), which the table raises with the hint's teal border while the warning stands.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from yaniv_desktop.core.actions import Action, CallYaniv, Discard
from yaniv_desktop.core.cards import Card, Rank
from yaniv_desktop.core.combos import ThrowKind, ThrowRules
from yaniv_desktop.core.events import EventKind
from yaniv_desktop.core.observation import Observation
from yaniv_desktop.ui.text.bidi import card_text, cards_text

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class CoachNote:
    text: str
    cards: tuple[Card, ...] = ()  # the cards the warning is about, to point at


def coach_warning(obs: Observation, action: Action, tr: ThrowRules) -> str | None:
    """A one-line warning about ``action``, or None when it is not a known mistake."""
    note = coach_note(obs, action, tr)
    return note.text if note else None


def coach_note(obs: Observation, action: Action, tr: ThrowRules) -> CoachNote | None:
    """The warning about ``action`` and the cards it is about, or None."""
    if isinstance(action, Discard):
        return _throw_warning(obs, action.cards, tr)
    if isinstance(action, CallYaniv):
        text = _call_warning(obs, tr)
        return CoachNote(text) if text else None
    return None


def _throw_warning(obs: Observation, cards: tuple[Card, ...], tr: ThrowRules) -> CoachNote | None:
    kind = tr.classify(cards)
    if kind is ThrowKind.RUN and _wild_at_end(cards, tr):
        ends = tuple(c for c in (cards[0], cards[-1]) if tr.wild[c])
        inside = [d for d in tr.discards(obs.hand)
                  if len(d) >= 3 and any(tr.wild[c] for c in d[1:-1]) and not _wild_at_end(d, tr)
                  and tr.classify(d) is ThrowKind.RUN]
        if inside:
            best = max(inside, key=lambda d: tr.hand_value(d))
            return CoachNote(translate("Coach", "A joker at the end of a run can be taken by the next player: "
                                       "lay it inside a run instead, like {cards}.").format(cards=cards_text(best)),
                             ends)
        return CoachNote(translate("Coach", "The joker ends up at the end of this run, where the next player may "
                                   "take it."), ends)
    if kind is not ThrowKind.RUN and any(c.is_joker for c in cards):
        return CoachNote(translate("Coach", "A joker is worth 0 and the best card to keep: think twice before "
                                   "throwing it."), tuple(c for c in cards if c.is_joker))
    kept = [c for c in obs.hand if c not in cards]
    for suit in {c.suit for c in kept if not c.is_joker}:
        held = [c for c in kept if c.suit == suit and not c.is_joker]
        ranks = {c.rank for c in held}
        if {Rank.QUEEN, Rank.KING, Rank.ACE} <= ranks and not {Rank.JACK, Rank.TWO} & ranks:
            return CoachNote(translate("Coach", "Q-K-A is not a run (the ace is low): keeping them for one leaves "
                                       "you holding 20 points in court cards."),
                             tuple(c for c in held if c.rank in (Rank.QUEEN, Rank.KING, Rank.ACE)))
    return None


def _wild_at_end(cards: tuple[Card, ...], tr: ThrowRules) -> bool:
    return bool(tr.wild[cards[0]] or tr.wild[cards[-1]])


def _call_warning(obs: Observation, tr: ThrowRules) -> str | None:
    value = tr.hand_value(obs.hand)
    if value > obs.rules.yaniv_threshold:
        penalty = obs.rules.false_call_penalty
        return translate("Coach", "Your hand is {value}, over the limit of {limit}: a false call costs {penalty}.").format(
            value=value, limit=obs.rules.yaniv_threshold, penalty=penalty)
    players = len(obs.play_order)
    if value < 6 or players < 4:
        return None
    order = obs.play_order
    previous = order[(order.index(obs.player) - 1) % players]
    if obs.hand_counts[previous] <= 2:
        return translate("Coach", "Calling at {value} when the player before you holds only two cards "
                         "often ends in an Assaf.").format(value=value)
    last_draw = next((e for e in reversed(obs.history)
                      if e.player == previous and e.kind in (EventKind.DRAW_PILE, EventKind.DRAW_STOCK)), None)
    if last_draw is not None and last_draw.kind is EventKind.DRAW_PILE:
        taken = last_draw.cards[0]
        if not taken.is_joker and taken.rank in (Rank.ACE, Rank.TWO):
            return translate("Coach", "The player before you just took {card}: calling at {value} "
                             "may well end in an Assaf.").format(card=card_text(taken), value=value)
    return None
