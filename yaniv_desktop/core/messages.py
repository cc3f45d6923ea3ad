"""The engine's sentences, as templates the window can translate.

The core must not import Qt, yet its messages reach players in five languages.
Each template here is wrapped in ``QT_TRANSLATE_NOOP`` — a plain identity function,
named so that Qt's ``lupdate`` finds the strings — and the window translates the
template with ``QCoreApplication.translate(ENGINE, template)`` before filling in
its fields.  The English text is the template filled in as it is.
"""

from __future__ import annotations

from typing import Any

ENGINE = "Engine"  # the translation context of every template below
COUNTS = "Counts"  # counted fragments (:class:`Count`)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text


class Message(str):
    """An English sentence that remembers the template and fields it was made from.

    It *is* the English text (``template.format(**fields)``), so it can be logged,
    compared and stored like any string; the window translates ``template`` in the
    class's ``context`` and fills the fields in, translating fields that are
    Messages themselves (fragments).  Layers below the window subclass it with their
    own context (storage: "Storage", computer players' hints: "Hints").
    """

    context = ENGINE
    template: str
    fields: dict[str, Any]

    def __new__(cls, template: str, /, **fields: Any) -> Message:
        text = template.format(**fields)
        if "%n" in template:  # Qt's count marker: the window picks the plural form by ``n``
            text = text.replace("%n", str(fields["n"]))
        self = super().__new__(cls, text)
        self.template = template
        self.fields = fields
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # copy keeps the template and fields
        return (_rebuild, (type(self), self.template, self.fields))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.template!r}, **{self.fields!r})"

    def to_json(self) -> dict[str, Any]:
        """For crossing a process boundary as JSON (fields: text, numbers, Messages)."""
        return {"context": self.context, "template": self.template,
                "fields": {k: v.to_json() if isinstance(v, Message) else v for k, v in self.fields.items()}}


class Count(Message):
    """A counted fragment ("%n points", n=12): the window translates it in the plural
    form the count takes in the player's language (``ui/counts.py`` declares them)."""

    context = COUNTS


def message_from_json(data: dict[str, Any]) -> Message:
    fields = {k: message_from_json(v) if isinstance(v, dict) and "template" in v else v
              for k, v in data["fields"].items()}
    message = Message(data["template"], **fields)
    message.context = data.get("context", ENGINE)  # the sender's subclass context
    return message


def _rebuild(kind: type[Message], template: str, fields: dict[str, Any]) -> Message:
    return kind(template, **fields)


# Illegal actions (IllegalActionError).
ROUND_OVER = QT_TRANSLATE_NOOP("Engine", "The round is over; no more moves.")
TURN_STARTS = QT_TRANSLATE_NOOP("Engine", "A turn starts with a Yaniv call or a discard; draw after discarding.")
STOCK_EMPTY = QT_TRANSLATE_NOOP("Engine", "The stock is empty: take a card of the last throw.")
CANNOT_TAKE = QT_TRANSLATE_NOOP("Engine", "{card} cannot be taken: only {allowed} of the last throw may be taken.")
DRAW_NOW = QT_TRANSLATE_NOOP("Engine", "After discarding, draw one card from the stock or the last throw.")
AFTER_DRAW_ONLY = QT_TRANSLATE_NOOP(
    "Engine", "After this draw only a slap the rules allow, or keeping the card, is possible.")
NOT_IN_HAND = QT_TRANSLATE_NOOP("Engine", "{card} is not in the hand.")
LAST_TURN = QT_TRANSLATE_NOOP("Engine", "Yaniv has been called; this is a last turn: discard.")
OVER_THRESHOLD = QT_TRANSLATE_NOOP("Engine", "A hand of {value} is over the Yaniv limit of {limit}.")
MATCH_OVER = QT_TRANSLATE_NOOP("Engine", "The match is over.")
ROUND_NOT_FINISHED = QT_TRANSLATE_NOOP("Engine", "The current round is not finished.")
NO_ROUND = QT_TRANSLATE_NOOP("Engine", "No round is being played; start the next round.")

# Why a set of cards is not a throw (ThrowRules.why_illegal).
THROW_EMPTY = QT_TRANSLATE_NOOP("Engine", "A turn throws at least one card.")
THROW_TWICE = QT_TRANSLATE_NOOP("Engine", "A card cannot be thrown twice.")
THROW_JOKER_IN_SET = QT_TRANSLATE_NOOP(
    "Engine", "A joker may not complete a set under these rules (jokers in sets is off).")
THROW_PAIR = QT_TRANSLATE_NOOP("Engine", "Two cards must be a set: the same rank.")
THROW_NEITHER = QT_TRANSLATE_NOOP("Engine", "A set needs one rank, a run one suit: these cards are neither.")
THROW_RUN_NATURAL = QT_TRANSLATE_NOOP("Engine", "A run needs at least one card that is not wild.")
THROW_RUN = QT_TRANSLATE_NOOP(
    "Engine", "A run is three or more cards of one suit laid in sequence, ace low (A-2-3 is a run, "
    "Q-K-A is not), with wild cards only in the gaps or at the ends.")

# What the reveal announces (scoring.Notice).
NOTICE_THREE_ZEROS = QT_TRANSLATE_NOOP("Engine", "{who}: third successful call, {bonus} points ({before} → {after})")
NOTICE_MILESTONE = QT_TRANSLATE_NOOP("Engine", "{who}: exactly {before} → {after}")
NOTICE_RACHELI = QT_TRANSLATE_NOOP("Engine", "{who}: Racheli! exactly {before} → {after}")
NOTICE_THEFT = QT_TRANSLATE_NOOP("Engine", "{who}: milestone theft by {by}, +{points} ({before} → {after})")
NOTICE_ELIMINATED = QT_TRANSLATE_NOOP("Engine", "{who}: out with {after}")
