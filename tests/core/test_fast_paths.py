"""The engine's speed-ups change nothing: what they cache or share agrees with the
rules computed the plain way, on many random positions."""

from __future__ import annotations

import hashlib
import itertools
import random

import pytest

from yaniv_desktop.core.bench import run
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.events import Event, EventKind
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.outcome import Outcome, resolve_call
from yaniv_desktop.core.round import Deal, RoundSetup, RoundState, play_order
from yaniv_desktop.core.rules import RuleSet

# The digest of discard_options over random hands under sixteen rule variants, as the
# enumeration listed them before it was made faster.  The order of the throws is
# behaviour: the computer players break ties by it.
DISCARDS_DIGEST = "f48b3af0f7e680999de8791e8c52e1a227909d96c3cf6d33e23686f7691d8b1e"


def test_discard_options_list_the_same_throws_in_the_same_order() -> None:
    total = hashlib.sha256()
    for in_sets, jacks_wild, take, decks in itertools.product([False, True], [False, True], ["ends", "any"], [1, 2]):
        rules = RuleSet.preset(
            "israeli", players=6 if decks == 2 else 3, decks=decks, jokers_per_deck=4 if decks == 2 else 2,
            jokers_in_sets=in_sets, jacks_wild=jacks_wild, take_from_set=take, take_from_run=take,
        )
        tr = ThrowRules(rules)
        rng = random.Random(f"{in_sets}/{jacks_wild}/{take}/{decks}")
        for _ in range(300):
            throws, values = tr.discard_options(rng.sample(tr.table_cards, rng.randint(1, 8)))
            total.update(repr(([list(map(int, t)) for t in throws], values)).encode())
    assert total.hexdigest() == DISCARDS_DIGEST


def test_remembered_runs_give_what_a_fresh_enumeration_gives() -> None:
    rules = RuleSet.preset("nepali", players=6, decks=2, jokers_per_deck=4)
    warm, cold = ThrowRules(rules), ThrowRules(rules)
    rng = random.Random(5)
    for _ in range(2000):
        hand = rng.sample(warm.table_cards, rng.randint(1, 8))
        cold._runs.clear()  # nothing remembered: every suit's runs enumerated afresh
        assert warm.discards(hand) == cold._enumerate(tuple(sorted(hand)))


VARIANTS = [
    {},
    {"direction": "counterclockwise", "last_turn_after_call": True},
    {"slap_down": True, "slap_zero": True, "false_call_penalty": 30},
    {"jacks_wild": True, "jokers_in_sets": True, "take_from_set": "any", "direction": "counterclockwise"},
]


def _reference_values(state: RoundState) -> tuple[int | None, ...]:
    value = state.throw_rules.value
    active = set(state.setup.active)
    return tuple(
        sum(value[c] for c in state.hands[s]) if s in active else None for s in range(state.setup.seats)
    )


@pytest.mark.parametrize("overrides", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_random_rounds_agree_with_the_rules_computed_plainly(overrides: dict, players: int) -> None:
    rules = RuleSet.preset("israeli", players=players, **overrides)
    tr = ThrowRules(rules)
    rng = random.Random(f"{players}/{sorted(overrides.items())}")
    for n in range(40):
        seats = players + (n % 2)  # sometimes a seat out of the round
        active = tuple(sorted(rng.sample(range(seats), players)))
        setup = RoundSetup(seats=seats, active=active, starter=rng.choice(active), seed=f"r{n}")
        state = RoundState(rules, setup, throw_rules=tr)
        assert state.play_order() == play_order(rules, active, setup.starter)
        while not state.is_over:
            assert state.hand_values() == _reference_values(state)
            threshold = rules.yaniv_threshold
            plain_call = state.phase is Phase.TURN and state.caller is None and (
                rules.false_call_penalty is not None or _reference_values(state)[state.current] <= threshold
            )
            assert state.can_call() == plain_call
            before = state.clone()
            action = rng.choice(state.legal_actions())
            state.apply(action)
            # A clone is a separate state: the same move on it gives the same result.
            before.apply(action)
            assert before.hands == state.hands and before.events == state.events and before.log == state.log
            assert before.phase is state.phase and before.current == state.current
        result = state.result
        assert result is not None
        caller = result.caller
        order = play_order(rules, active, caller)
        slap_zero = result.outcome is Outcome.SLAP_ZERO
        assert result == resolve_call(rules, caller, order, _reference_values(state), slap_zero=slap_zero)


def test_shared_seat_events_equal_fresh_ones() -> None:
    rules = RuleSet.preset("israeli", players=2)
    state = RoundState(rules, RoundSetup(seats=2, active=(0, 1), starter=0, seed="e"))
    for _ in range(6):  # throw, then draw from the stock
        state.apply(state.legal_actions()[-1] if state.phase is Phase.TURN else state.legal_actions()[0])
    assert any(e.kind is EventKind.DRAW_STOCK for e in state.events)
    for e in state.events:
        assert e == Event(e.kind, e.player, e.cards)


def test_a_deal_that_is_not_the_tables_cards_is_still_refused() -> None:
    rules = RuleSet.preset("israeli", players=2)
    setup = RoundSetup(seats=2, active=(0, 1), starter=0, seed="d")
    dealt = RoundState(rules, setup)
    deal = Deal(tuple(tuple(h) for h in dealt.hands), (*dealt.pile, *dealt.last_throw), tuple(reversed(dealt.stock)))
    RoundState(rules, setup, deal)  # the table's cards: accepted
    short = Deal(deal.hands, deal.discard, deal.stock[1:])
    with pytest.raises(ValueError, match="exactly the cards of the table"):
        RoundState(rules, setup, short)


def test_bench_reports_the_search_path_too() -> None:
    figures = run(60, seed=3, preset="israeli")
    assert figures["playout_turns"] > 0
    assert figures["playout_turns_per_s"] > 0 and figures["explicit_deals_per_s"] > 0
    assert figures["new_hand_discards_per_s"] > 0
