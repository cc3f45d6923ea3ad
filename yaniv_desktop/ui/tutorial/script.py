"""The tutorial's script: two dealt rounds, every move of them, and the steps that teach them.

Round one teaches the moves: you throw a single card (K♠) and draw from the stock; the
computer throws a run (4♥ 5♥ 6♥); you throw a set (9♣ 9♦), try to take the run's middle
card (refused: the ends rule), take the 6♥ instead, throw the run 6♥ 7♥ 8♥, draw from the
stock again and call Yaniv with 3 against the computer's 12.  Round two shows an Assaf:
you call with 7 and the computer holds 6.

Each round is written out in full (:class:`ScriptedRound`): the deal and every move, the
player's and the computer's, in the order they are made.  The computer plays its part
from it (:mod:`.controller`); the steps (:data:`STEPS`) ask the player for theirs, and
``tests/ui/test_tutorial_script.py`` replays the whole script through the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.actions import Action, CallYaniv, Discard, DrawPile, DrawStock
from yaniv_desktop.core.cards import Card, parse_token
from yaniv_desktop.core.round import Deal
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scenario import build_deal
from yaniv_desktop.ui.play.controller import DealSource
from yaniv_desktop.ui.play.seats import COMPUTER_NAMES, DEFAULT_NAME, MatchSettings, Seat

YOU, COMPUTER = 0, 1
SEED = "tutorial"
CONTEXT = "Tutorial"


def cards(names: str) -> tuple[Card, ...]:
    """``"6H 7H 8H"`` → the cards (one deck: every name is one physical card)."""
    return tuple(parse_token(name) for name in names.split())


# ----- what completes a step: a predicate over the engine's action ------------------------

@dataclass(frozen=True, slots=True)
class Throws:
    """Throwing exactly these cards (in any order: the table lays them as the rules want)."""

    names: str

    def __call__(self, action: Action) -> bool:
        return isinstance(action, Discard) and sorted(action.cards) == sorted(cards(self.names))

    @property
    def action(self) -> Action:
        return Discard(cards(self.names))


@dataclass(frozen=True, slots=True)
class TakesStock:
    def __call__(self, action: Action) -> bool:
        return isinstance(action, DrawStock)

    @property
    def action(self) -> Action:
        return DrawStock()


@dataclass(frozen=True, slots=True)
class Takes:
    """Taking this card of the last throw."""

    name: str

    def __call__(self, action: Action) -> bool:
        return isinstance(action, DrawPile) and action.card == parse_token(self.name)

    @property
    def action(self) -> Action:
        return DrawPile(parse_token(self.name))


@dataclass(frozen=True, slots=True)
class Calls:
    def __call__(self, action: Action) -> bool:
        return isinstance(action, CallYaniv)

    @property
    def action(self) -> Action:
        return CallYaniv()


Move = Throws | TakesStock | Takes | Calls


# ----- the rounds ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScriptedRound:
    hands: tuple[str, str]      # yours, the computer's (card names)
    discard: str                # the card turned face up
    stock: str                  # the stock's top cards, the top first
    starter: int
    moves: tuple[tuple[int, Action], ...]  # (seat, action), every move of the round in order

    def deal(self, rules: RuleSet, index: int) -> Deal:
        spec = {"hands": [h.split() for h in self.hands], "discard": self.discard.split(),
                "stock": self.stock.split()}
        return build_deal(rules, spec, SEED, index)


def _throw(names: str) -> Discard:
    return Discard(cards(names))


STOCK = DrawStock()

ROUNDS: tuple[ScriptedRound, ...] = (
    ScriptedRound(
        hands=("KS 9C 9D 7H 8H", "4H 5H 6H QC JD"), discard="10C", stock="2S 3C 4C AD 5C", starter=YOU,
        moves=(
            (YOU, _throw("KS")), (YOU, STOCK),                     # 2♠ from the stock: 35
            (COMPUTER, _throw("4H 5H 6H")), (COMPUTER, STOCK),     # a run; 3♣ from the stock
            (YOU, _throw("9C 9D")), (YOU, DrawPile(parse_token("6H"))),  # the 5♥ is refused first
            (COMPUTER, _throw("QC")), (COMPUTER, STOCK),           # 4♣
            (YOU, _throw("6H 7H 8H")), (YOU, STOCK),               # A♦: 2♠ A♦ = 3
            (COMPUTER, _throw("JD")), (COMPUTER, STOCK),           # 5♣: 3♣ 4♣ 5♣ = 12
            (YOU, CallYaniv()),                                    # 3 against 12: Yaniv
        ),
    ),
    ScriptedRound(
        hands=("AS AH 2D 3S JK", "AC AD 2H 2S JK"), discard="KH", stock="", starter=YOU,
        moves=((YOU, CallYaniv()),),                               # 7 against 6: Assaf
    ),
)


def deal_source(rules: RuleSet) -> DealSource:
    """The scripted deals, round by round; after them, rounds dealt from the seed."""
    def source(round_number: int) -> tuple[Deal | None, int | None]:
        if round_number < len(ROUNDS):
            scripted = ROUNDS[round_number]
            return scripted.deal(rules, round_number), scripted.starter
        return None, None
    return source


def scripted_move(round_number: int, moves_made: int, seat: int) -> Action | None:
    """The computer's next move in the script, or None once the script has nothing for it."""
    if round_number >= len(ROUNDS):
        return None
    moves = ROUNDS[round_number].moves
    if moves_made < len(moves) and moves[moves_made][0] == seat:
        return moves[moves_made][1]
    return None


def tutorial_settings(name: str = DEFAULT_NAME, deck: str = "classic", table_colour: str = "green") -> MatchSettings:
    """You and one computer player, under the Israeli rules (Yaniv at 7 or less, Assaf 30)."""
    rules = RuleSet(players=2)
    seats = (Seat(name), Seat(COMPUTER_NAMES[0], Level.BEGINNER))
    return MatchSettings(seats=seats, rules=rules, deck_skins=(deck,), table_colour=table_colour, seed=SEED)


# ----- the steps ----------------------------------------------------------------------------

class Trigger(StrEnum):
    NEXT = "next"        # an explanation: the Next button goes on
    MOVE = "move"        # the player's move, made on the table, goes on
    REFUSED = "refused"  # the engine refusing the player's move goes on (the ends rule)
    DEAL = "deal"        # a new round goes on; the Next button deals it
    FINISH = "finish"    # the last step: its button ends the tutorial


NEXT_FIRST = QT_TRANSLATE_NOOP("Tutorial", "Not yet: read this step, then press Next.")


@dataclass(frozen=True, slots=True)
class Step:
    id: str
    text: str                                   # QT_TRANSLATE_NOOP("Tutorial", …) with {fields}
    trigger: Trigger = Trigger.NEXT
    completes: Move | None = None               # the move that completes it (MOVE, REFUSED)
    wrong: str = NEXT_FIRST                     # said when another move is tried
    names: tuple[tuple[str, str], ...] = ()     # fields naming cards: (field, "6H 7H")
    point: str = ""                             # cards to point at (raised, teal)
    point_stock: bool = False
    point_yaniv: bool = False

    @property
    def expected(self) -> Action | None:
        return self.completes.action if self.completes is not None else None

    def allows(self, action: Action) -> bool:
        """May the player make ``action`` now? (A refused step lets the move to be refused through.)"""
        return self.completes is not None and self.completes(action)


STEPS: tuple[Step, ...] = (
    Step("welcome", QT_TRANSLATE_NOOP(
        "Tutorial", "Welcome to Yaniv! You will play a short game against {name}, one move at a time. "
        "Aim for the lowest hand: an ace counts 1, a number card its number, J, Q and K count 10. "
        "Press Next.")),
    Step("throw_single", QT_TRANSLATE_NOOP(
        "Tutorial", "Each turn you throw, then take a card. Throw your {card}, worth 10: "
        "click it, then press Throw."),
        Trigger.MOVE, Throws("KS"),
        QT_TRANSLATE_NOOP("Tutorial", "Not that: throw only your {card}. Click it, then press Throw."),
        (("card", "KS"),), point="KS"),
    Step("take_stock", QT_TRANSLATE_NOOP(
        "Tutorial", "Now take one card. Click the stock, the face-down pile, to draw its top card."),
        Trigger.MOVE, TakesStock(),
        QT_TRANSLATE_NOOP("Tutorial", "This time take from the stock: click the face-down pile."),
        point_stock=True),
    Step("throw_set", QT_TRANSLATE_NOOP(
        "Tutorial", "Two or more cards of the same rank are a set, thrown together. "
        "Click your {cards}, then press Throw."),
        Trigger.MOVE, Throws("9C 9D"),
        QT_TRANSLATE_NOOP("Tutorial", "Throw the pair {cards} together: click both, then press Throw."),
        (("cards", "9C 9D"),), point="9C 9D"),
    Step("try_middle", QT_TRANSLATE_NOOP(
        "Tutorial", "{name} threw {run}, a run. Try to take the {card} from its middle: click it."),
        Trigger.REFUSED, Takes("5H"),
        QT_TRANSLATE_NOOP("Tutorial", "First click the {card} in the middle of the run, to see what happens."),
        (("run", "4H 5H 6H"), ("card", "5H")), point="5H"),
    Step("take_end", QT_TRANSLATE_NOOP(
        "Tutorial", "Refused: from a run you may take only an end card, {first} or {last}. "
        "Take the {card}: with your {pair} it makes a new run."),
        Trigger.MOVE, Takes("6H"),
        QT_TRANSLATE_NOOP("Tutorial", "Take the {card}, an end of the run: with your {pair} it makes a run."),
        (("first", "4H"), ("last", "6H"), ("card", "6H"), ("pair", "7H 8H")), point="6H"),
    Step("throw_run", QT_TRANSLATE_NOOP(
        "Tutorial", "Three or more cards of one suit in a row are a run. Click {cards}, then press Throw."),
        Trigger.MOVE, Throws("6H 7H 8H"),
        QT_TRANSLATE_NOOP("Tutorial", "Throw the whole run {cards}: click all three, then press Throw."),
        (("cards", "6H 7H 8H"),), point="6H 7H 8H"),
    Step("stock_again", QT_TRANSLATE_NOOP(
        "Tutorial", "Take a card again. {name}'s {card} would add 10 points to your hand, "
        "so click the stock."),
        Trigger.MOVE, TakesStock(),
        QT_TRANSLATE_NOOP("Tutorial", "The {card} would add 10 points: click the stock instead."),
        (("card", "QC"),), point_stock=True),
    Step("call_yaniv", QT_TRANSLATE_NOOP(
        "Tutorial", "Your hand is worth {value}, as shown beside your cards. At {limit} or less you may "
        "call Yaniv at the start of your turn: press Yaniv!"),
        Trigger.MOVE, Calls(),
        QT_TRANSLATE_NOOP("Tutorial", "Your hand is low enough: press Yaniv! instead."),
        point_yaniv=True),
    Step("round_end", QT_TRANSLATE_NOOP(
        "Tutorial", "Yaniv! You had {mine} and {name} {theirs}: the lowest hand wins the round. "
        "You score 0 and {name} scores {theirs}. Points add up; over 200 you are out. "
        "Press Next to deal a new round."),
        Trigger.DEAL),
    Step("call_again", QT_TRANSLATE_NOOP(
        "Tutorial", "A new round: your hand is {value}, just at the limit. Call Yaniv again "
        "and see what happens."),
        Trigger.MOVE, Calls(),
        QT_TRANSLATE_NOOP("Tutorial", "Press Yaniv! now: this round shows what can go wrong."),
        point_yaniv=True),
    Step("assaf", QT_TRANSLATE_NOOP(
        "Tutorial", "Assaf! {name} had {theirs}, no more than your {mine} (a tie counts too). "
        "The caller is caught: you score {sum} and {name} scores 0. "
        "Call when the others are likely to hold more.")),
    Step("done", QT_TRANSLATE_NOOP(
        "Tutorial", "That is Yaniv: throw, take, keep your hand low and call at the right moment. "
        "Press Finish to play a real match."),
        Trigger.FINISH),
)


def step_index(step_id: str) -> int:
    return next(i for i, step in enumerate(STEPS) if step.id == step_id)
