"""Play matches with the engine's scripted policy, for the storage and history tests."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from yaniv_desktop.core.bench import simple_policy
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.storage.history import History, PlayerInfo

LEVELS = ("beginner", "intermediate", "expert")


def players_for(seats: int, human: bool = True, levels: tuple[str, ...] = LEVELS) -> list[PlayerInfo]:
    names = ["Omer", "Noa", "Yael", "Itai", "Maya", "Lior", "Tamar"]
    out = [PlayerInfo.human("Dana")] if human else []
    while len(out) < seats:
        i = len(out) - int(human)
        out.append(PlayerInfo.computer(names[i], levels[i % len(levels)]))
    return out


def step(match: Match) -> bool:
    """One action (starting the next round when needed); False once the match is over."""
    if match.is_over:
        return False
    if match.round is None or match.round.is_over:
        match.start_round()
        return True
    match.apply(simple_policy(match.round))
    return True


def play(match: Match, after: Callable[[], object] | None = None, max_steps: int | None = None) -> int:
    """Play until the match ends (or ``max_steps``); call ``after`` after every step."""
    n = 0
    while (max_steps is None or n < max_steps) and step(match):
        n += 1
        if after is not None:
            after()
    return n


def new_match(preset: str = "speedy", players: int = 2, seed: int | str = 1, **options: object) -> Match:
    return Match(RuleSet.preset(preset, players=players, **options), seed)


def record_played(history: History, match: Match, players: list[PlayerInfo], *, preset: str | None = None,
                  started_at: float | None = None, finish: bool = True) -> int:
    """Store an already played match the way the game does (round by round)."""
    replay = Match(match.rules, match.seed, match.starting_totals)
    match_id = history.begin_match(replay, players, preset=preset, started_at=started_at)
    for rec in match.records:
        replay.start_round(rec.deal, rec.setup.starter)
        for action in rec.actions:
            replay.apply(action)
        assert history.record_round(match_id, replay)
    if finish and replay.is_over:
        history.finish_match(match_id, replay)
    elif finish:
        history.mark_unfinished(match_id, replay)
    return match_id


def play_and_record(history: History, seed: int | str, *, preset: str = "speedy", seats: int = 2,
                    levels: tuple[str, ...] = LEVELS, started_at: float | None = None,
                    max_steps: int | None = None) -> tuple[int, Match]:
    match = new_match(preset, seats, seed)
    play(match, max_steps=max_steps)
    return record_played(history, match, players_for(seats, levels=levels), preset=preset,
                         started_at=started_at), match


def corrupt(path: Path, offset: int = 0, data: bytes = b"garbage!" * 64) -> None:
    with open(path, "r+b") as f:
        f.seek(offset)
        f.write(data)
