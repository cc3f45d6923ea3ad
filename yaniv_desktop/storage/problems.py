"""User-facing messages about saving and loading, collected for the window to show.

Every message names the file and says what happened and what was done about it,
for example "The settings file /…/settings.json was damaged …; it was moved to …".
"""

from __future__ import annotations

from collections.abc import Callable


class Problems(list[str]):
    """A list of messages, each added once, with optional listeners (the game window
    can show a banner the moment something goes wrong)."""

    def __init__(self) -> None:
        super().__init__()
        self._listeners: list[Callable[[str], None]] = []

    def report(self, message: str) -> None:
        if message in self:
            return
        self.append(message)
        for listener in list(self._listeners):
            listener(message)

    def subscribe(self, listener: Callable[[str], None]) -> None:
        self._listeners.append(listener)
