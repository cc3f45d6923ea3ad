"""Watch mode: computer players only, at watching speed."""

from __future__ import annotations

import random

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.play.seats import COMPUTER_NAMES, MatchSettings, Seat


def demo_settings(deck: str = "classic", players: int = 4, seed: int | None = None) -> MatchSettings:
    levels = (Level.EXPERT, Level.INTERMEDIATE, Level.INTERMEDIATE, Level.BEGINNER)
    seats = tuple(Seat(COMPUTER_NAMES[i], levels[i % len(levels)]) for i in range(players))
    return MatchSettings(seats=seats, rules=RuleSet(players=players), deck_skins=(deck,),
                         seed=seed if seed is not None else random.randrange(10**9))
