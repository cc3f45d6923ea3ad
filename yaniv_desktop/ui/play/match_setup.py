"""Choosing a match: the first one offered at start-up, and the new-match dialog.

All three paths — the first match, a remembered set-up, the dialog — decide the
decks with :func:`playable_decks`, so the table, the dialog and the history name
the same decks.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any

from PySide6.QtWidgets import QDialog, QWidget

from yaniv_desktop.core.errors import RulesError
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.dialogs.new_match import NewMatchDialog, playable_decks
from yaniv_desktop.ui.play.seats import DEFAULT_NAME, MatchSettings, Seat, default_seats
from yaniv_desktop.ui.table.card_images import FALLBACK_DECK


def first_match(deck: str = FALLBACK_DECK, settings: Any = None,
                known_decks: Collection[str] | None = None) -> MatchSettings:
    """The last match's set-up when there is one; after the welcome screen (even skipped),
    the opponents of the difficulty it keeps (one Beginner for a newcomer); else three
    Intermediate opponents under the Israeli rules.  ``known_decks``, when given, are the
    installed deck ids: a deck no longer there is replaced by the one the table would draw."""
    last = getattr(settings, "last_new_match", None) if settings is not None else None
    if last:
        try:
            return settings_from_choices(last, known_decks)
        except (RulesError, ValueError, KeyError, TypeError):
            pass  # choices from an older version: fall back to the default table
    name = getattr(settings, "player_name", None)
    if getattr(settings, "welcomed", False):
        from yaniv_desktop.ui.dialogs.welcome import WelcomeChoice, settings_for

        choice = WelcomeChoice(name or DEFAULT_NAME, "en", getattr(settings, "difficulty", ""), deck)
        return settings_for(choice, known_decks, getattr(settings, "table_theme", "green") or "green")
    rules = RuleSet(players=4)
    return MatchSettings(seats=default_seats(4, human=name), rules=rules,
                         deck_skins=playable_decks((deck,), rules.deck_count, known_decks),
                         seed=random.randrange(10**9),
                         table_colour=getattr(settings, "table_theme", "green") or "green")


def settings_from_choices(choices: dict[str, Any], known_decks: Collection[str] | None = None) -> MatchSettings:
    """A match set up as the new-match dialog remembered it (``NewMatchDialog.choices``):
    one deck per physical deck, as the dialog shows them."""
    seats = tuple(Seat.from_json(s) for s in choices["seats"])
    rules = RuleSet.from_dict({**choices.get("options", {}), "players": len(seats)})
    decks = playable_decks(choices.get("decks") or (), rules.deck_count, known_decks)
    return MatchSettings(seats=seats, rules=rules, deck_skins=decks, seed=random.randrange(10**9),
                         table_colour=choices.get("table_colour", "green"),
                         preset=choices.get("preset", "israeli"),
                         practice=bool(choices.get("practice", False)) and sum(s.is_human for s in seats) == 1)


def choices_of(settings: MatchSettings) -> dict[str, Any]:
    """A match's set-up in the form the dialog remembers (the inverse of
    :func:`settings_from_choices`)."""
    options = settings.rules.to_dict()
    options.pop("players")
    return {
        "seats": [seat.to_json() for seat in settings.seats],
        "preset": settings.preset,
        "options": options,
        "decks": list(settings.deck_skins),
        "table_colour": settings.table_colour,
        "practice": settings.practice,
    }


def dialog_start(remembered: dict[str, Any] | None, playing: MatchSettings | None) -> dict[str, Any]:
    """What the dialog opens with: the set-up chosen last time; before any, the match
    on the table (its decks, seats and rules) when a person plays in it."""
    if remembered:
        return remembered
    if playing is not None and playing.humans:
        return choices_of(playing)
    return {}


def choose_new_match(parent: QWidget) -> MatchSettings | None:
    images = getattr(parent, "images", None)
    storage = getattr(parent, "storage", None)
    translations = getattr(parent, "translations", None)
    controller = getattr(parent, "controller", None)
    lang = translations.language if translations is not None else "en"
    decks = [(d.id, d.manifest.display_name(lang)) for d in images.registry.decks] if images else []
    remembered = storage.settings.last_new_match if storage is not None else None
    dialog = NewMatchDialog(decks, dialog_start(remembered, getattr(controller, "settings", None)), parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    if storage is not None:
        storage.settings.set("last_new_match", dialog.choices())
    return dialog.settings()
