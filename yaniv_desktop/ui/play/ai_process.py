"""Computer players in their own process.

A search written in Python holds the interpreter lock while it thinks; in a thread
of the GUI process every Qt call the window makes would queue behind it and the
table would stutter.  So the players live in a child process.  Requests and answers
cross a pipe as JSON text (the engine's own action tokens; nothing is pickled).

A request carries the round's setup, its deal when it was scripted, and the
actions so far; the child keeps the round and applies only what is new, then asks
the seat's player with ``observation(seat)`` — the player still sees only that.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import multiprocessing
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from yaniv_desktop.core.actions import Action, action_from_json
from yaniv_desktop.core.match import deal_from_json, deal_to_json
from yaniv_desktop.core.messages import Message, message_from_json
from yaniv_desktop.core.round import Deal, RoundSetup, RoundState
from yaniv_desktop.core.rules import RuleSet


@dataclass(frozen=True, slots=True)
class Answer:
    request: int
    action: Action | None
    reason: str        # a hint's sentence; an error message when action is None
    seconds: float


def request_for(state: RoundState, deal: Deal | None, seat: int, level: str, seed: str,
                kind: str = "choose") -> dict[str, Any]:
    setup = state.setup
    return {
        "kind": kind,
        "rules": state.rules.to_dict(),
        "setup": {"seats": setup.seats, "active": list(setup.active), "starter": setup.starter,
                  "seed": setup.seed, "round_number": setup.round_number, "totals": list(setup.totals)},
        "deal": deal_to_json(deal) if deal else None,
        "actions": [a.to_json() for a in state.log],
        "seat": seat,
        "level": level,
        "player_seed": seed,
    }


class AIProcess:
    """The parent's handle: ``submit`` never blocks; ``answers`` collects replies."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(target=serve, args=(child,), daemon=True, name="yaniv-ai")
        self._process.start()
        child.close()
        self._ids = itertools.count(1)

    def submit(self, request: dict[str, Any]) -> int:
        number = next(self._ids)
        self._conn.send_bytes(json.dumps({"id": number, **request}).encode("utf-8"))
        return number

    def answers(self) -> list[Answer]:
        found: list[Answer] = []
        try:
            while self._conn.poll():
                data = json.loads(self._conn.recv_bytes().decode("utf-8"))
                action = action_from_json(data["action"]) if data.get("action") else None
                reason = data.get("reason", "")
                if isinstance(reason, dict):
                    reason = message_from_json(reason)  # a hint's sentence, still translatable
                found.append(Answer(data["id"], action, reason, data.get("seconds", 0.0)))
        except (EOFError, OSError):
            if not found:
                found.append(Answer(0, None, "the computer players stopped unexpectedly", 0.0))
        return found

    @property
    def alive(self) -> bool:
        return self._process.is_alive()

    def close(self) -> None:
        with contextlib.suppress(OSError, ValueError):  # the child may be gone already
            self._conn.send_bytes(b'{"kind": "stop"}')
        self._process.join(timeout=2)
        if self._process.is_alive():
            self._process.terminate()
        self._conn.close()


def serve(conn: Connection) -> None:
    """The child's loop: one request at a time, answers in order."""
    import gc
    import time

    from yaniv_desktop.ai.levels import make_player

    players: dict[tuple[str, str], Any] = {}
    rounds: dict[tuple[str, int], RoundState] = {}
    while True:
        try:
            data = json.loads(conn.recv_bytes().decode("utf-8"))
        except (EOFError, OSError):
            return
        if data.get("kind") == "stop":
            return
        started = time.perf_counter()
        try:
            state = _round(rounds, data)
            key = (data["level"], data["player_seed"])
            player = players.get(key)
            if player is None:
                player = players[key] = make_player(data["level"], data["player_seed"])
            obs = state.observation(data["seat"])
            if data["kind"] == "hint":
                from yaniv_desktop.ai.hints import hint

                action, reason = hint(obs, data["player_seed"])
            else:
                action, reason = player.choose(obs), ""
            said = reason.to_json() if isinstance(reason, Message) else reason
            reply = {"id": data["id"], "action": action.to_json(), "reason": said,
                     "seconds": time.perf_counter() - started}
        except Exception as error:  # noqa: BLE001 - the window reports it; the child lives on
            reply = {"id": data.get("id", 0), "action": None, "reason": f"{type(error).__name__}: {error}"}
        conn.send_bytes(json.dumps(reply).encode("utf-8"))
        # What survived the decision (the players' caches and memo tables, hundreds of
        # thousands of tuples) goes to the permanent generation, so no full garbage
        # collection walks it in the middle of the next decision: under load such a
        # pass took 0.1-1.5 s, past the expert's deadline (issue 30).
        gc.freeze()


def _round(cache: dict[tuple[str, int], RoundState], data: dict[str, Any]) -> RoundState:
    setup_data = data["setup"]
    key = (setup_data["seed"], setup_data["round_number"])
    actions = [action_from_json(a) for a in data["actions"]]
    state = cache.get(key)
    if state is None or state.log != actions[: len(state.log)]:
        rules = RuleSet.from_dict(data["rules"])
        setup = RoundSetup(
            seats=setup_data["seats"], active=tuple(setup_data["active"]), starter=setup_data["starter"],
            seed=setup_data["seed"], round_number=setup_data["round_number"], totals=tuple(setup_data["totals"]),
        )
        state = RoundState(rules, setup, deal_from_json(data["deal"]) if data.get("deal") else None)
        if len(cache) > 8:
            cache.clear()
        cache[key] = state
    for action in actions[len(state.log):]:
        state.apply(action)
    return state
