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
