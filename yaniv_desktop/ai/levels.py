"""Build a computer player by level name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .beginner import Beginner
from .intermediate import Intermediate
from .player import Level, Player

if TYPE_CHECKING:
    from .expert import Budget


def make_player(level: Level | str, seed: int | str = 0, budget: Budget | None = None) -> Player:
    """A player of that level; ``budget`` tunes the expert only."""
    level = Level(level)
    if level is Level.BEGINNER:
        return Beginner(seed)
    if level is Level.INTERMEDIATE:
        return Intermediate(seed)
    from .expert import Expert

    return Expert(seed, budget)
