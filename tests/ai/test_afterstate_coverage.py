"""Issue 30: the expert has an afterstate model under every rule set at every table size.

The walk covers every preset × players (2–8) × decks (1, 2) × jokers per deck the
rules allow, and every round size such a match can reach (players drop out), and
fails where the expert would fall back to the tactics' residual draw.
"""

from __future__ import annotations

from collections.abc import Iterator

from yaniv_desktop.ai.expert import Expert
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.errors import RulesError
from yaniv_desktop.core.rules import JOKERS_PER_DECK, MAX_PLAYERS, MIN_PLAYERS, PRESETS, RuleSet


def rule_sets() -> Iterator[tuple[str, RuleSet]]:
    """Every allowed preset × players × decks × jokers setting, with a label."""
    for preset in PRESETS:
        for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
            for decks in (1, 2):
                for jokers in JOKERS_PER_DECK:
                    try:
                        rules = RuleSet.preset(preset, players=players, decks=decks, jokers_per_deck=jokers)
                    except RulesError:
                        continue   # not a rule set anyone can play
                    yield f"{preset} players={players} decks={decks} jokers={jokers}", rules


def test_the_walk_covers_the_settings_the_issue_names() -> None:
    labels = {label for label, _ in rule_sets()}
    assert len(labels) == len(PRESETS) * 7 * 2 * len(JOKERS_PER_DECK)   # every one is playable
    assert "israeli players=2 decks=1 jokers=0" in labels               # 52 cards, no jokers
    assert "speedy players=8 decks=2 jokers=4" in labels


def test_the_expert_has_a_model_for_every_rule_set_and_table_size() -> None:
    missing = []
    for label, rules in rule_sets():
        expert = Expert(seed=0)
        tr = ThrowRules(rules)
        for seats in range(MIN_PLAYERS, rules.players + 1):   # players drop out of a match
            if expert.afterstate(tr, seats) is None:
                missing.append(f"{label} seats={seats}")
    assert not missing, f"{len(missing)} settings with no afterstate model:\n" + "\n".join(missing)
