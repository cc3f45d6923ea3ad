"""Who sits at the table and with which decks: the settings of one match.

The default name of the person at this screen is stored as :data:`DEFAULT_NAME`
(the English source, "You") and shown translated when it is shown (:func:`shown_name`),
so a saved match, the settings and the history follow a change of language.  A name
a person typed is stored and shown as typed.  A default name saved already translated
(by an older version, or typed back as the dialog showed it) is recognised in every
language and stored as :data:`DEFAULT_NAME` again.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.text.i18n import LANGUAGES, TRANSLATIONS_DIR

LEVEL_NAMES = {
    Level.BEGINNER: QT_TRANSLATE_NOOP("Seats", "Beginner"),
    Level.INTERMEDIATE: QT_TRANSLATE_NOOP("Seats", "Intermediate"),
    Level.EXPERT: QT_TRANSLATE_NOOP("Seats", "Expert"),
}
LEVEL_STARS = {Level.BEGINNER: "★", Level.INTERMEDIATE: "★★", Level.EXPERT: "★★★"}
COMPUTER_NAMES = ("Dana", "Avi", "Noa", "Yossi", "Rivka", "Moshe", "Tamar", "Eli")
DEFAULT_NAME = QT_TRANSLATE_NOOP("Seats", "You")  # stored as it is, shown translated


@cache
def _default_name_forms() -> frozenset[str]:
    """The default name in every language the app speaks (read from the .qm files)."""
    forms = {DEFAULT_NAME}
    for code in LANGUAGES:
        translator = QTranslator()
        if code != "en" and translator.load(str(TRANSLATIONS_DIR / f"yaniv_{code}.qm")):
            forms.add(translator.translate("Seats", DEFAULT_NAME) or DEFAULT_NAME)
    return frozenset(forms)


def is_default_name(name: str) -> bool:
    """True for the default name in any language (or no name at all), not for a typed name."""
    text = name.strip()
    return not text or text in _default_name_forms() or text == you()


def stored_name(name: str) -> str:
    """How a person's name is kept: :data:`DEFAULT_NAME` for the default, else as typed."""
    return DEFAULT_NAME if is_default_name(name) else name.strip()


def shown_name(name: str) -> str:
    """A person's name as shown now: the default one in the current language."""
    return you() if is_default_name(name) else name


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    level: Level | None = None  # None: a person at this screen

    def __post_init__(self) -> None:
        if self.level is None:  # the default name is kept in no language (see the module)
            object.__setattr__(self, "name", stored_name(self.name))

    @property
    def is_human(self) -> bool:
        return self.level is None

    @property
    def shown_name(self) -> str:
        """The name as shown now (the default name of a person, translated)."""
        return shown_name(self.name) if self.is_human else self.name

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
    practice: bool = False  # undo allowed (one person against computers); marked in the history

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise ValueError(f"{len(self.seats)} seats for a rule set of {self.rules.players} players")

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    @property
    def names(self) -> tuple[str, ...]:
        """The names as shown now, in the current language (read it when showing them)."""
        return tuple(s.shown_name for s in self.seats)

    @property
    def can_undo(self) -> bool:
        """Practice against computers only: never in a normal match, never in pass-and-play."""
        return self.practice and len(self.humans) == 1

    @property
    def you(self) -> int | None:
        """The seat told about as "you": the one person at this screen (None with 0 or 2+)."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None


def level_name(level: Level | None) -> str:
    """A seat's level in the current language ("person" for someone at this screen)."""
    if level is None:
        return QCoreApplication.translate("Seats", "person")
    return QCoreApplication.translate("Seats", LEVEL_NAMES[level])


def you() -> str:
    """The default name of the person at this screen, in the current language."""
    return QCoreApplication.translate("Seats", DEFAULT_NAME)


def default_seats(players: int, level: Level = Level.INTERMEDIATE, human: str | None = None) -> tuple[Seat, ...]:
    return (Seat(human or DEFAULT_NAME),) + tuple(Seat(COMPUTER_NAMES[i], level) for i in range(players - 1))
