"""A game process for the fault tests: plays a match with the scripted policy,
saving after every step as the game window does.  Run as
``python -m tests.storage.scripted_game DATA_DIR [--pause-at N] [--hold]``.

It prints ``step N ROUNDS`` after each save (N counts actions and round starts),
``paused N`` before sleeping at ``--pause-at``, and ``done`` at the end.  ``--hold``
opens the storage, prints ``holding PID`` and waits for a line on stdin.
"""

from __future__ import annotations

import argparse
import sys
import time

from yaniv_desktop.storage import AlreadyRunningError, Storage

from .helpers import new_match, players_for, step

SEED = "kill-test"


def game_match():
    return new_match("israeli", 3, seed=SEED)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("data_dir")
    parser.add_argument("--pause-at", type=int)
    parser.add_argument("--hold", action="store_true")
    args = parser.parse_args()
    try:
        storage = Storage.open(args.data_dir)
    except AlreadyRunningError as exc:
        print(f"refused: {exc}", flush=True)
        return 3
    if args.hold:
        print(f"holding {__import__('os').getpid()}", flush=True)
        sys.stdin.readline()
        storage.close()
        return 0
    if storage.resumable is not None:
        session = storage.resume()
    else:
        session = storage.start_match(game_match(), players_for(3), preset="israeli")
    match = session.match
    steps = 0
    while step(match):
        session.after_action()
        steps += 1
        print(f"step {steps} {len(match.records)}", flush=True)
        if args.pause_at is not None and steps == args.pause_at:
            print(f"paused {steps}", flush=True)
            time.sleep(3600)
    print("done", flush=True)
    storage.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
