"""Choosing a match: the first one offered at start-up, and the new-match dialog."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QDialog, QWidget

from yaniv_desktop.core.rules import RuleSet

from .new_match_dialog import NewMatchDialog
from .seats import MatchSettings, default_seats


def first_match(deck: str = "classic") -> MatchSettings:
    """Three computer opponents at Intermediate level, the Israeli rules."""
    return MatchSettings(seats=default_seats(4), rules=RuleSet(players=4), deck_skins=(deck,),
                         seed=random.randrange(10**9))


def choose_new_match(parent: QWidget) -> MatchSettings | None:
    images = getattr(parent, "images", None)
    decks = [(d.id, d.manifest.name.get("en", d.id)) for d in images.registry.decks] if images else []
    dialog = NewMatchDialog(decks, getattr(parent, "last_choices", None), parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    parent.last_choices = dialog.choices()  # type: ignore[attr-defined]
    return dialog.settings()
