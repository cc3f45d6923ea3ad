"""Build a computer player by level name."""

from __future__ import annotations

from .beginner import Beginner
from .intermediate import Intermediate
from .player import Level, Player


def make_player(level: Level | str, seed: int | str = 0) -> Player:
    level = Level(level)
    if level is Level.BEGINNER:
        return Beginner(seed)
    if level is Level.INTERMEDIATE:
        return Intermediate(seed)
    from .expert import Expert

    return Expert(seed)
