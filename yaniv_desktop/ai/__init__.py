"""Computer players for Yaniv Desktop: Beginner, Intermediate and Expert.

Every player receives ``RoundState.observation(player)`` and returns one of its
``legal_actions``; it never sees the state.  ``hint`` explains the expert's move.
This package imports only :mod:`yaniv_desktop.core` and the standard library.
"""

from .expert import Budget, Expert
from .hints import hint
from .levels import make_player
from .player import Level, Player

__all__ = ["Budget", "Expert", "Level", "Player", "hint", "make_player"]
