"""Errors of the deck layer.  Every message names the file and the field at fault."""

from __future__ import annotations

from pathlib import Path


class DeckError(ValueError):
    """A deck that cannot be used: bad manifest, missing art, unsafe archive."""

    def __init__(self, file: Path | str, field: str, message: str) -> None:
        self.file = str(file)
        self.field = field
        self.message = message
        where = f"{self.file}: {field}" if field else self.file
        super().__init__(f"{where}: {message}")


class ImportRefused(DeckError):
    """A ``.yanivdeck`` archive that was refused; nothing was installed."""


class DeckExists(ImportRefused):
    """The archive's deck id is already installed: the player decides whether to replace it."""

    def __init__(self, file: Path | str, deck_id: str) -> None:
        super().__init__(file, "deck.json: id", f"a deck {deck_id!r} is already installed")
        self.deck_id = deck_id
