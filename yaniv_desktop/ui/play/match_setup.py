"""Choosing a match: the first one offered at start-up, and the new-match dialog."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QDialog, QWidget

from yaniv_desktop.core.errors import RulesError
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.dialogs.new_match import NewMatchDialog
from yaniv_desktop.ui.play.seats import MatchSettings, Seat, default_seats


def first_match(deck: str = "classic", settings: Any = None) -> MatchSettings:
    """The last match's set-up when there is one, else three Intermediate opponents
    under the Israeli rules."""
    last = getattr(settings, "last_new_match", None) if settings is not None else None
    if last:
        try:
            return settings_from_choices(last)
        except (RulesError, ValueError, KeyError, TypeError):
            pass  # choices from an older version: fall back to the default table
    name = getattr(settings, "player_name", None)
    return MatchSettings(seats=default_seats(4, human=name), rules=RuleSet(players=4), deck_skins=(deck,),
                         seed=random.randrange(10**9),
                         table_colour=getattr(settings, "table_theme", "green") or "green")


def settings_from_choices(choices: dict[str, Any]) -> MatchSettings:
    """A match set up as the new-match dialog remembered it (``NewMatchDialog.choices``)."""
    seats = tuple(Seat.from_json(s) for s in choices["seats"])
    rules = RuleSet.from_dict({**choices.get("options", {}), "players": len(seats)})
    decks = tuple(choices.get("decks") or ("classic",))[: rules.deck_count]
    return MatchSettings(seats=seats, rules=rules, deck_skins=decks, seed=random.randrange(10**9),
                         table_colour=choices.get("table_colour", "green"),
                         preset=choices.get("preset", "israeli"))


def choose_new_match(parent: QWidget) -> MatchSettings | None:
    images = getattr(parent, "images", None)
    storage = getattr(parent, "storage", None)
    translations = getattr(parent, "translations", None)
    lang = translations.language if translations is not None else "en"
    decks = [(d.id, d.manifest.display_name(lang)) for d in images.registry.decks] if images else []
    initial = storage.settings.last_new_match if storage is not None else None
    dialog = NewMatchDialog(decks, initial, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    if storage is not None:
        storage.settings.set("last_new_match", dialog.choices())
    return dialog.settings()
