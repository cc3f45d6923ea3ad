"""The coach: before a move that makes a mistake the sources warn about, one line.

The mistakes (Hebrew source, "four common mistakes"; Arabic tips):
* leaving a joker at an end of a thrown run — the next player may take it;
* throwing a joker — it is worth 0 and the best card to keep;
* calling Yaniv at 6 or 7 at a table of four or five when the previous player is
  down to two cards or has just taken an ace or a 2 from the pile;
* holding Q-K-A of one suit for a run that cannot exist (ace is low).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yaniv_desktop.core.actions import Action, CallYaniv, Discard
from yaniv_desktop.core.cards import Card, Rank
from yaniv_desktop.core.combos import ThrowKind, ThrowRules
from yaniv_desktop.core.events import EventKind
from yaniv_desktop.core.observation import Observation
from yaniv_desktop.ui.text.bidi import card_text, cards_text

translate = QCoreApplication.translate


def coach_warning(obs: Observation, action: Action, tr: ThrowRules) -> str | None:
    """A one-line warning about ``action``, or None when it is not a known mistake."""
    if isinstance(action, Discard):
        return _throw_warning(obs, action.cards, tr)
    if isinstance(action, CallYaniv):
        return _call_warning(obs, tr)
    return None


def _throw_warning(obs: Observation, cards: tuple[Card, ...], tr: ThrowRules) -> str | None:
    kind = tr.classify(cards)
    if kind is ThrowKind.RUN and _wild_at_end(cards, tr):
        inside = [d for d in tr.discards(obs.hand)
                  if len(d) >= 3 and any(tr.wild[c] for c in d[1:-1]) and not _wild_at_end(d, tr)
                  and tr.classify(d) is ThrowKind.RUN]
        if inside:
            best = max(inside, key=lambda d: tr.hand_value(d))
            return translate("Coach", "A joker at the end of a run can be taken by the next player: "
                             "lay it inside a run instead, like {cards}.").format(cards=cards_text(best))
        return translate("Coach", "The joker ends up at the end of this run, where the next player may take it.")
    if kind is not ThrowKind.RUN and any(c.is_joker for c in cards):
        return translate("Coach", "A joker is worth 0 and the best card to keep: think twice before throwing it.")
    kept = [c for c in obs.hand if c not in cards]
    for suit in {c.suit for c in kept if not c.is_joker}:
        ranks = {c.rank for c in kept if c.suit == suit and not c.is_joker}
        if {Rank.QUEEN, Rank.KING, Rank.ACE} <= ranks and not {Rank.JACK, Rank.TWO} & ranks:
            return translate("Coach", "Q-K-A is not a run (the ace is low): keeping them for one leaves you "
                             "holding 20 points in court cards.")
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
