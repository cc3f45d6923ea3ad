"""The tutorial's script, replayed through the engine (no window): every move of both rounds is
legal and in turn, the throws are what the steps call them, each step that waits for a move
accepts exactly the player's move of the script (and not the others the rules would allow),
the ends-rule step's move is refused by the engine, the calls are at or under the limit, and
the rounds end as the steps tell: a won call, then an Assaf."""

from __future__ import annotations

import re
import string

import pytest

from yaniv_desktop.core.actions import CallYaniv, Discard, DrawPile
from yaniv_desktop.core.combos import ThrowKind
from yaniv_desktop.core.errors import IllegalActionError
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.outcome import Outcome
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.play.seats import COMPUTER_NAMES
from yaniv_desktop.ui.tutorial.script import (
    COMPUTER,
    NEXT_FIRST,
    ROUNDS,
    STEPS,
    YOU,
    Trigger,
    cards,
    deal_source,
    scripted_move,
    step_index,
    tutorial_settings,
)

RUNTIME_FIELDS = {"name", "limit", "value", "mine", "theirs", "sum"}  # runner.Tutorial.fields


def legal(state, action) -> bool:
    """The engine takes ``action`` here (a set or run in any order the rules allow)."""
    try:
        state.clone().apply(action)
    except IllegalActionError:
        return False
    return True


def replay() -> tuple[Match, list[tuple[int, object]]]:
    """Both rounds through a Match; returns it and, for each of the player's moves, the state
    just before it (a clone) with the move."""
    settings = tutorial_settings()
    match = Match(settings.rules, settings.seed)
    source = deal_source(settings.rules)
    before: list[tuple[int, object]] = []
    for number, scripted in enumerate(ROUNDS):
        deal, starter = source(number)
        state = match.start_round(deal, starter)
        for made, (seat, action) in enumerate(scripted.moves):
            assert state.current == seat, f"round {number + 1}, move {made + 1}: not seat {seat}'s turn"
            assert legal(state, action), f"round {number + 1}, move {made + 1}: {action} is not legal"
            if seat == COMPUTER:
                assert scripted_move(number, made, COMPUTER) == action
            else:
                assert scripted_move(number, made, COMPUTER) is None  # the computer never plays your move
                before.append((number, (state.clone(), action)))
            match.apply(action)
        assert state.is_over, f"round {number + 1} does not end with its script"
    return match, before


def test_the_rules_are_the_israeli_defaults_for_two() -> None:
    settings = tutorial_settings("Shira", "classic")
    assert settings.rules == RuleSet(players=2)
    assert settings.rules.yaniv_threshold == 7 and settings.rules.assaf and settings.rules.assaf_penalty == 30
    assert settings.seats[1].name == COMPUTER_NAMES[0] and not settings.seats[1].is_human
    assert settings.seats[0].is_human and settings.seats[0].name == "Shira"


def test_both_rounds_replay_legally_and_end_as_the_steps_say() -> None:
    match, _ = replay()
    first, second = (record.result for record in match.records)
    assert first.outcome is Outcome.SUCCESS and first.caller == YOU
    assert first.hand_values == (3, 12) and first.points == (0, 12)
    assert second.outcome is Outcome.ASSAF and second.caller == YOU and second.assaf_by == COMPUTER
    assert second.hand_values == (7, 6) and second.points == (37, 0)
    assert match.totals == [37, 12] and not match.is_over


def test_the_throws_are_a_single_a_set_and_runs() -> None:
    rules = RuleSet(players=2)
    match = Match(rules, "t")
    kinds = [match.throw_rules.classify(action.cards) for _, action in ROUNDS[0].moves if isinstance(action, Discard)]
    assert kinds == [ThrowKind.SINGLE, ThrowKind.RUN, ThrowKind.SET, ThrowKind.SINGLE, ThrowKind.RUN,
                     ThrowKind.SINGLE]


def test_each_move_step_takes_exactly_the_players_move_of_the_script() -> None:
    _, before = replay()
    waiting = [s for s in STEPS if s.trigger is Trigger.MOVE]
    assert len(waiting) == len(before)
    for step, (_round, (state, action)) in zip(waiting, before):
        assert step.allows(action), f"{step.id} does not take {action}"
        assert step.expected == action or (isinstance(action, Discard) and set(step.expected.cards) == set(action.cards))
        others = [a for a in state.legal_actions() if not step.allows(a)]
        assert others, f"{step.id}: no other move to refuse"
        if isinstance(action, CallYaniv):  # the call steps: the hand is at or under the limit, shown as such
            assert state.hand_value(YOU) <= state.rules.yaniv_threshold
        on_table = set(state.hands[YOU]) | set(state.last_throw)
        assert set(cards(step.point)) <= on_table, f"{step.id} points at a card that is not there"
        assert not step.point_stock or (state.phase is Phase.DRAW and state.stock)


def test_the_ends_rule_step_is_refused_by_the_engine_then_an_end_is_taken() -> None:
    _, before = replay()
    try_middle, take_end = STEPS[step_index("try_middle")], STEPS[step_index("take_end")]
    state, action = next(sa for _, sa in before if take_end.allows(sa[1]))
    assert try_middle.trigger is Trigger.REFUSED and state.phase is Phase.DRAW
    assert tuple(state.last_throw) == cards("4H 5H 6H") and state.last_thrower == COMPUTER
    middle = try_middle.expected
    assert isinstance(middle, DrawPile) and middle.card == cards("5H")[0]
    with pytest.raises(IllegalActionError):
        state.clone().apply(middle)
    assert set(state.takeable()) == set(cards("4H 6H")) and action == DrawPile(cards("6H")[0])
    assert not try_middle.allows(action) and not take_end.allows(DrawPile(cards("4H")[0]))


def test_the_steps_are_in_order_and_their_sentences_format() -> None:
    ids = [s.id for s in STEPS]
    assert len(set(ids)) == len(ids)
    assert ids[0] == "welcome" and STEPS[0].trigger is Trigger.NEXT
    assert STEPS[-1].trigger is Trigger.FINISH
    for first, then in (("throw_single", "take_stock"), ("take_stock", "throw_set"), ("throw_set", "try_middle"),
                        ("try_middle", "take_end"), ("take_end", "throw_run"), ("throw_run", "call_yaniv"),
                        ("call_yaniv", "round_end"), ("round_end", "call_again"), ("call_again", "assaf"),
                        ("assaf", "done")):
        assert step_index(first) < step_index(then)
    for step in STEPS:
        fields = RUNTIME_FIELDS | {name for name, _ in step.names}
        for text in (step.text, step.wrong):
            used = {name for _, name, _, _ in string.Formatter().parse(text) if name}
            assert used <= fields, f"{step.id}: {used - fields} has no value"
            text.format(**dict.fromkeys(fields, "x"))
        if step.trigger in (Trigger.MOVE, Trigger.REFUSED):
            assert step.completes is not None and step.wrong != NEXT_FIRST
        for _, names in step.names:  # every card a sentence names is a real card
            cards(names)
        assert not re.search(r"[♠♥♦♣]", step.text), "cards are named through fields (isolated for RTL)"


def test_past_the_script_the_computer_thinks_for_itself() -> None:
    source = deal_source(RuleSet(players=2))
    assert source(len(ROUNDS)) == (None, None)
    assert scripted_move(len(ROUNDS), 0, COMPUTER) is None
    assert scripted_move(0, 0, COMPUTER) is None  # your move: not the computer's
