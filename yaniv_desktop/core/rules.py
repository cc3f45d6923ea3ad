"""The rule set: every option of RULES.md §6, the presets of §7, and validation.

Option names and value tokens are exactly those of RULES.md: they are stored with
every match, written in scenario files and shown in the new-match dialog.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from enum import Enum, StrEnum
from typing import Any

from .cards import Rank
from .errors import RulesError
from .messages import QT_TRANSLATE_NOOP


class DeckCount(StrEnum):
    AUTO = "auto"
    ONE = "1"
    TWO = "2"


class CourtValues(StrEnum):
    TEN = "10"
    ELEVEN_TWELVE_THIRTEEN = "11-12-13"


class Direction(StrEnum):
    CLOCKWISE = "clockwise"
    COUNTERCLOCKWISE = "counterclockwise"


class RoundStarter(StrEnum):
    WINNER = "winner"
    LEFT_OF_DEALER = "left_of_dealer"


class TakeRule(StrEnum):
    ENDS = "ends"
    ANY = "any"


class AssafScoring(StrEnum):
    ASSAFER_ZERO = "assafer_zero"
    ALL_SCORE_HANDS = "all_score_hands"


class Milestones(StrEnum):
    EXACT_100_200 = "exact_100_200"
    HALVE_50_100 = "halve_50_100"
    MINUS_50 = "minus_50"
    HALVE_MULTIPLES_OF_50 = "halve_multiples_of_50"
    NONE = "none"


class MatchEnd(StrEnum):
    LAST_STANDING = "last_standing"
    FIRST_OVER_LIMIT = "first_over_limit"


TWO_DECKS_FROM_PLAYERS = 5  # decks "auto" shuffles two decks from this many players
MIN_PLAYERS, MAX_PLAYERS = 2, 8
HAND_SIZES = (5, 7, 3)
JOKERS_PER_DECK = (2, 0, 4)
MAX_THRESHOLD = 13


@dataclass(frozen=True, slots=True)
class RuleSet:
    """An immutable, validated rule set.  Build with :meth:`preset` or :meth:`from_dict`."""

    players: int = 4
    decks: DeckCount = DeckCount.AUTO
    jokers_per_deck: int = 2
    hand_size: int = 5
    court_values: CourtValues = CourtValues.TEN
    jacks_are_zero: bool = False
    jacks_wild: bool = False
    direction: Direction = Direction.CLOCKWISE
    round_starter: RoundStarter = RoundStarter.WINNER
    yaniv_threshold: int = 7
    jokers_in_sets: bool = False
    take_from_set: TakeRule = TakeRule.ENDS
    take_from_run: TakeRule = TakeRule.ENDS
    assaf: bool = True
    assaf_penalty: int = 30
    assaf_scoring: AssafScoring = AssafScoring.ASSAFER_ZERO
    milestones: Milestones = Milestones.EXACT_100_200
    racheli: bool = False
    milestone_theft: bool = False
    elimination_limit: int = 200
    match_end: MatchEnd = MatchEnd.LAST_STANDING
    slap_down: bool = False
    slap_zero: bool = False
    last_turn_after_call: bool = False
    three_zeros_bonus: bool = False
    false_call_penalty: int | None = None

    def __post_init__(self) -> None:
        # Accept JSON tokens ("counterclockwise", "11-12-13") as well as the enums.
        for f in fields(self):
            object.__setattr__(self, f.name, _coerce(f.name, getattr(self, f.name)))
        _validate(self)

    # ----- construction -------------------------------------------------------

    @classmethod
    def preset(cls, name: str = "israeli", **overrides: Any) -> RuleSet:
        if name not in PRESETS:
            raise RulesError("preset", f"unknown preset {name!r}; choose one of {', '.join(PRESETS)}")
        return cls.from_dict({**PRESETS[name], **overrides})

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RuleSet:
        """Options by their RULES.md names; ``"preset"`` gives the base values."""
        data = dict(data)
        base: dict[str, Any] = {}
        if "preset" in data:
            name = data.pop("preset")
            if name not in PRESETS:
                raise RulesError("preset", f"unknown preset {name!r}; choose one of {', '.join(PRESETS)}")
            base = dict(PRESETS[name])
        base.update(data)
        known = {f.name: f for f in fields(cls)}
        values: dict[str, Any] = {}
        for key, raw in base.items():
            if key not in known:
                raise RulesError(key, f"no such rule option; the options are {', '.join(known)}")
            values[key] = _coerce(key, raw)
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        """Every option, as JSON-ready tokens (the form stored with a match)."""
        out: dict[str, Any] = {}
        for key, value in asdict(self).items():
            if key == "decks":
                out[key] = "auto" if value is DeckCount.AUTO else int(value.value)
            elif isinstance(value, Enum):
                out[key] = value.value
            else:
                out[key] = value
        return out

    def with_options(self, **changes: Any) -> RuleSet:
        return replace(self, **{k: _coerce(k, v) for k, v in changes.items()})

    # ----- derived facts ------------------------------------------------------

    @property
    def deck_count(self) -> int:
        if self.decks is DeckCount.AUTO:
            return 2 if self.players >= TWO_DECKS_FROM_PLAYERS else 1
        return int(self.decks.value)

    @property
    def card_count(self) -> int:
        return self.deck_count * (52 + self.jokers_per_deck)

    def rank_value(self, rank: Rank) -> int:
        if rank is Rank.JOKER:
            return 0
        if rank is Rank.JACK and self.jacks_are_zero:
            return 0
        if rank >= Rank.JACK:
            return int(rank) if self.court_values is CourtValues.ELEVEN_TWELVE_THIRTEEN else 10
        return int(rank)

    def is_wild_rank(self, rank: Rank) -> bool:
        return rank is Rank.JOKER or (self.jacks_wild and rank is Rank.JACK)


_ENUM_OPTIONS: dict[str, type[Enum]] = {
    "decks": DeckCount,
    "court_values": CourtValues,
    "direction": Direction,
    "round_starter": RoundStarter,
    "take_from_set": TakeRule,
    "take_from_run": TakeRule,
    "assaf_scoring": AssafScoring,
    "milestones": Milestones,
    "match_end": MatchEnd,
}
_BOOL_OPTIONS = {
    "jacks_are_zero", "jacks_wild", "jokers_in_sets", "assaf", "racheli",
    "milestone_theft", "slap_down", "slap_zero", "last_turn_after_call", "three_zeros_bonus",
}
_INT_OPTIONS = {
    "players", "jokers_per_deck", "hand_size", "yaniv_threshold",
    "assaf_penalty", "elimination_limit",
}


def _coerce(key: str, raw: Any) -> Any:
    """Turn a JSON token into the option's type, naming the option when it cannot."""
    if key in _ENUM_OPTIONS:
        enum = _ENUM_OPTIONS[key]
        if isinstance(raw, enum):
            return raw
        token = str(raw) if isinstance(raw, (int, str)) and not isinstance(raw, bool) else None
        for member in enum:
            if member.value == token:
                return member
        choices = ", ".join(repr(m.value) for m in enum)
        raise RulesError(key, f"{raw!r} is not a value of this option; choose one of {choices}")
    if key in _BOOL_OPTIONS:
        if not isinstance(raw, bool):
            raise RulesError(key, f"{raw!r} is not true or false")
        return raw
    if key in _INT_OPTIONS or key == "false_call_penalty":
        if raw is None and key == "false_call_penalty":
            return None
        if not isinstance(raw, int) or isinstance(raw, bool):
            raise RulesError(key, f"{raw!r} is not a whole number")
        return raw
    return raw


def _validate(rules: RuleSet) -> None:
    for f in fields(rules):
        value = getattr(rules, f.name)
        if f.name in _ENUM_OPTIONS and not isinstance(value, _ENUM_OPTIONS[f.name]):
            raise RulesError(f.name, f"{value!r} is not a value of this option")
        if f.name in _BOOL_OPTIONS and not isinstance(value, bool):
            raise RulesError(f.name, f"{value!r} is not true or false")
        if f.name in _INT_OPTIONS and (not isinstance(value, int) or isinstance(value, bool)):
            raise RulesError(f.name, f"{value!r} is not a whole number")
    if not MIN_PLAYERS <= rules.players <= MAX_PLAYERS:
        raise RulesError("players", f"{rules.players} players cannot play; Yaniv is for 2 to 8")
    if rules.jokers_per_deck not in JOKERS_PER_DECK:
        raise RulesError("jokers_per_deck", f"{rules.jokers_per_deck} is not allowed; choose 0, 2 or 4")
    if rules.hand_size not in HAND_SIZES:
        raise RulesError("hand_size", f"{rules.hand_size} is not allowed; choose 3, 5 or 7")
    if not 0 <= rules.yaniv_threshold <= MAX_THRESHOLD:
        raise RulesError("yaniv_threshold", f"{rules.yaniv_threshold} is outside 0–13")
    if rules.assaf_penalty < 0:
        raise RulesError("assaf_penalty", "the Assaf penalty cannot be negative")
    if rules.elimination_limit <= 0:
        raise RulesError("elimination_limit", "the limit must be a positive number of points")
    if rules.false_call_penalty is not None and (
        not isinstance(rules.false_call_penalty, int)
        or isinstance(rules.false_call_penalty, bool)
        or rules.false_call_penalty < 1
    ):
        # 0 would make a false call free: it ends the round with no points for anyone, and a
        # match of such rounds never finishes.
        raise RulesError("false_call_penalty", "must be null or a whole number of at least 1 "
                         "(a false call that costs nothing could repeat forever)")
    # Deal the hands, turn one card up, and keep at least one card in the stock.
    needed = rules.players * rules.hand_size + 2
    if needed > rules.card_count:
        # Two decks always suffice (8 × 7 + 2 = 58 ≤ 104), so only one deck can fall short.
        raise RulesError(
            "decks",
            f"{rules.players} players × {rules.hand_size} cards need {needed} cards "
            f"(hands, the face-up card and a stock) but one deck of {rules.card_count} "
            f"is too few; choose decks 2 (or \"auto\"), fewer players or a smaller hand",
        )
    has_zero_card = rules.jokers_per_deck > 0 or rules.jacks_are_zero
    if rules.yaniv_threshold == 0 and not has_zero_card and rules.false_call_penalty is None:
        raise RulesError(
            "yaniv_threshold",
            "a threshold of 0 needs cards worth 0 (jokers or jacks_are_zero), "
            "or no hand could ever call and the round would never end",
        )


PRESETS: dict[str, dict[str, Any]] = {
    "israeli": {},
    "classic": {"yaniv_threshold": 5, "assaf_scoring": "all_score_hands"},
    "swedish": {"yaniv_threshold": 5, "assaf_scoring": "all_score_hands", "false_call_penalty": 30},
    "dutch": {
        "jokers_in_sets": True, "take_from_set": "any",
        "milestones": "halve_50_100", "round_starter": "left_of_dealer",
    },
    "nepali": {
        "jokers_per_deck": 0, "jacks_are_zero": True, "jacks_wild": True,
        "direction": "counterclockwise", "take_from_set": "any", "take_from_run": "any",
        "false_call_penalty": 25, "elimination_limit": 100,
    },
    "speedy": {"hand_size": 3},
    "family": {"assaf": False},
}

# Names as shown; the window translates them (context "Presets").
PRESET_NAMES: dict[str, str] = {
    "israeli": QT_TRANSLATE_NOOP("Presets", "Israeli (default)"),
    "classic": QT_TRANSLATE_NOOP("Presets", "Classic (McLeod)"),
    "swedish": QT_TRANSLATE_NOOP("Presets", "Swedish"),
    "dutch": QT_TRANSLATE_NOOP("Presets", "Dutch"),
    "nepali": QT_TRANSLATE_NOOP("Presets", "Nepali Jhyap / Dhumbal"),
    "speedy": QT_TRANSLATE_NOOP("Presets", "Speedy"),
    "family": QT_TRANSLATE_NOOP("Presets", "Family"),
}
