"""A wild card in a throw shows the card it stands for: on the table ("=5♥" under the
joker) and in the move log ("threw 4♥ JK(5♥) 6♥"), in every direction."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.core.helpers import cards
from yaniv_desktop.core.actions import Discard
from yaniv_desktop.core.cards import Rank, Suit
from yaniv_desktop.core.combos import ThrowKind, ThrowRules
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.text.bidi import LRI, PDI, is_joker, stand_ins
from yaniv_desktop.ui.text.describe import describe_throw

from .helpers import click_item, wait_for_human_or_end
from .test_bidi_layout import log_view, misread
from .test_table_rtl import open_window, scripted_hands, shot, start, throw_by_clicks

# ----- what a wild card stands for ------------------------------------------------------------

@pytest.mark.parametrize(("throw", "expected"), [
    ("4H JK 6H", (None, "5♥", None)),
    ("7D JK 5D", (None, "6♦", None)),          # laid falling
    ("JK 5H 6H", ("4♥", None, None)),
    ("4H 5H JK", (None, None, "6♥")),
    ("JK JK 3C", ("A♣", "2♣", None)),          # rising first, as the engine reads it
    ("JK QS KS", ("J♠", None, None)),
    ("QS JK KS", (None, None, None)),          # not a run: the joker stands for nothing
    ("9H 10H JH", (None, None, None)),         # nothing wild
    ("JK JK", (None, None)),                   # only wild cards: nothing to say
])
def test_stand_ins_without_the_rules(throw: str, expected) -> None:
    assert stand_ins(cards(throw)) == expected


def test_a_set_and_wild_jacks(qapp) -> None:
    assert stand_ins(cards("QS JK QH"), kind=ThrowKind.SET) == (None, "Q", None)
    assert stand_ins(cards("4H JC 6H")) == (None, "5♥", None)     # only readable with jacks wild
    assert stand_ins(cards("4H JC 6H"), is_joker) == (None, None, None)
    # "JK 5♥ JK" reads as a run, or as a set where jokers may join sets: the engine's word decides.
    throw = Discard(cards("JK 5H JK1"))
    assert describe_throw("Noa", throw) == f"Noa threw {LRI}JK(4♥) 5♥ JK(6♥){PDI}"
    assert describe_throw("Noa", throw, kind=ThrowKind.SET) == f"Noa threw {LRI}JK(5) 5♥ JK(5){PDI}"


def test_stand_ins_agree_with_the_engines_runs() -> None:
    """Every run the engine allows, its wild cards replaced by what they stand for, is a
    natural run of one suit in the order it was laid."""
    rng = random.Random(7)
    checked = 0
    for options in ({}, {"jacks_wild": True}):
        rules = ThrowRules(RuleSet(**options))
        deck = list(rules.table_cards)
        for _ in range(300):
            hand = rng.sample(deck, 7)
            for throw in rules.discards(hand):
                if rules.classify(throw) is not ThrowKind.RUN or not any(rules.wild[c] for c in throw):
                    continue
                stands = stand_ins(throw, rules.wild.__getitem__, ThrowKind.RUN)
                suits, ranks = set(), []
                for card, stand in zip(throw, stands):
                    if rules.wild[card]:
                        assert stand is not None, throw
                        rank, symbol = stand[:-1], stand[-1]
                        ranks.append(next(r for r in Rank if r.label == rank and r is not Rank.JOKER))
                        suits.add(next(s for s in Suit if s.symbol == symbol))
                    else:
                        assert stand is None
                        ranks.append(card.rank)
                        suits.add(card.suit)
                steps = {b - a for a, b in zip(ranks, ranks[1:])}
                assert len(suits) == 1 and steps in ({1}, {-1}), (throw, stands)
                checked += 1
    assert checked > 100


# ----- on the table and in the log -----------------------------------------------------------

def note_under(window, card_text: str):
    """The visible note showing ``card_text`` ("=5♥")."""
    for box in window.scene.labels:
        children = box.childItems()
        if children and children[0].text() == f"{LRI}={card_text}{PDI}":
            return box
    return None


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_a_joker_in_a_run_shows_what_it_stands_for(qtbot, translations, language: str, output_dir: Path) -> None:
    window = open_window(qtbot, translations, language, (1024, 700))
    for mine, run, joker_at, stands in (("AS 2H 4H JK 6H", "4H JK 6H", 1, "5♥"), ("AS 2H 4H 5H JK", "4H 5H JK", 2, "6♥")):
        start(window, scripted_hands(2, mine))
        wait_for_human_or_end(qtbot, window)
        throw_by_clicks(qtbot, window, run)
        state = window.controller.round
        assert list(state.pending) == list(cards(run))
        note = note_under(window, stands)
        assert note is not None and note.isVisible(), [b.childItems()[0].text() for b in window.scene.labels
                                                       if b.childItems()]
        joker = window.scene.card_item(state.pending[joker_at]).sceneBoundingRect()
        box = note.sceneBoundingRect()
        assert box.top() >= joker.bottom() - 10, "under the joker"
        right = (window.scene.card_item(state.pending[joker_at + 1]).pos().x() if joker_at + 1 < len(state.pending)
                 else joker.right())
        assert joker.left() <= box.center().x() <= right, "under the part of the joker in sight"
        assert sum(1 for b in window.scene.labels if b.childItems() and "=" in b.childItems()[0].text()) == 1
        if joker_at == 1:
            shot(qtbot, window, output_dir, f"joker-note-{language}")
        click_item(qtbot, window, window.scene.stock_item)
        wait_for_human_or_end(qtbot, window)
        line = next(line for line in window.controller.log.lines() if "JK" in line)
        shown = f"{LRI}{' '.join(c.pretty if c.is_joker is False else f'JK({stands})' for c in cards(run))}{PDI}"
        assert shown in line
        if language == "en":
            assert line.startswith(f"You threw {shown}")  # the person at this screen is "you"
        view = log_view(window)
        assert misread(line, view.font(), view.layoutDirection()) == []
    window.close()
