"""The AI child's loop answers each request and sets aside what survived it from the collector."""

from __future__ import annotations

import gc
import json
import multiprocessing
import threading

from yaniv_desktop.core.actions import action_from_json
from yaniv_desktop.core.round import RoundSetup, RoundState
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.ui.play.ai_process import request_for, serve


def test_serve_answers_and_freezes_what_the_decision_left() -> None:
    rules = RuleSet.preset("israeli", players=4)
    state = RoundState(rules, RoundSetup(seats=4, active=(0, 1, 2, 3), starter=0, seed="gc"))
    parent, child = multiprocessing.Pipe()
    gc.unfreeze()
    worker = threading.Thread(target=serve, args=(child,), daemon=True)
    worker.start()
    try:
        parent.send_bytes(json.dumps({"id": 1, **request_for(state, None, 0, "expert", "s")}).encode("utf-8"))
        assert parent.poll(60)
        reply = json.loads(parent.recv_bytes().decode("utf-8"))
        assert reply["id"] == 1 and reply["action"] is not None
        assert action_from_json(reply["action"]) in state.legal_actions()
        parent.send_bytes(json.dumps({"kind": "stop"}).encode("utf-8"))
        worker.join(10)
        assert not worker.is_alive()
        assert gc.get_freeze_count() > 0   # the caches the decision built are out of full collections
    finally:
        gc.unfreeze()
        parent.close()
