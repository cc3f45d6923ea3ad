"""Who sits at the table and with which decks: the settings of one match."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.rules import RuleSet

LEVEL_NAMES = {
    Level.BEGINNER: QT_TRANSLATE_NOOP("Seats", "Beginner"),
    Level.INTERMEDIATE: QT_TRANSLATE_NOOP("Seats", "Intermediate"),
    Level.EXPERT: QT_TRANSLATE_NOOP("Seats", "Expert"),
}
LEVEL_STARS = {Level.BEGINNER: "★", Level.INTERMEDIATE: "★★", Level.EXPERT: "★★★"}
COMPUTER_NAMES = ("Dana", "Avi", "Noa", "Yossi", "Rivka", "Moshe", "Tamar", "Eli")


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    level: Level | None = None  # None: a person at this screen

    @property
    def is_human(self) -> bool:
        return self.level is None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "level": self.level.value if self.level else None}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        level = data.get("level")
        return cls(str(data.get("name") or "Player"), Level(level) if level else None)


@dataclass(frozen=True, slots=True)
class MatchSettings:
    """Everything the new-match dialog decides."""

    seats: tuple[Seat, ...]
    rules: RuleSet
    deck_skins: tuple[str, ...] = ("classic",)   # one deck id per physical deck
    table_colour: str = "green"
    seed: int | str = 0
    preset: str = "israeli"

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise ValueError(f"{len(self.seats)} seats for a rule set of {self.rules.players} players")

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)


def level_name(level: Level | None) -> str:
    """A seat's level in the current language ("person" for someone at this screen)."""
    if level is None:
        return QCoreApplication.translate("Seats", "person")
    return QCoreApplication.translate("Seats", LEVEL_NAMES[level])


def you() -> str:
    """The default name of the person at this screen, in the current language."""
    return QCoreApplication.translate("Seats", "You")


def default_seats(players: int, level: Level = Level.INTERMEDIATE, human: str | None = None) -> tuple[Seat, ...]:
    return (Seat(human or you()),) + tuple(Seat(COMPUTER_NAMES[i], level) for i in range(players - 1))
