"""Responsiveness of the game window: ``python -m yaniv_desktop.ui.bench [--json]``.

* GUI-thread stalls while Expert players think: a 5 ms heartbeat timer runs on the
  GUI thread during a watched match of four Experts; the longest gap between beats
  is the longest the window was unresponsive (target ≤ 50 ms).
* Frame interval during animations: the time between paints of the table while
  cards glide (target p95 ≤ 20 ms), offscreen, with the game's own pause between
  computer moves (``--delay 0`` plays as fast as the Experts answer instead).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from yaniv_desktop.ai.stats import percentile


def measure(moves: int, seed: int, delay_ms: int = 700) -> dict[str, float | int]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from yaniv_desktop.ai.player import Level
    from yaniv_desktop.core.rules import RuleSet
    from yaniv_desktop.ui.play.seats import MatchSettings, Seat
    from yaniv_desktop.ui.shell.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(move_delay_ms=delay_ms)  # the pause the game makes between computer moves
    window.resize(1200, 780)
    window.show()
    seats = tuple(Seat(name, Level.EXPERT) for name in ("Dana", "Avi", "Noa", "Eli"))
    settings = MatchSettings(seats=seats, rules=RuleSet(players=4), seed=seed)

    gaps: list[float] = []
    last = [time.perf_counter()]

    slow: list[tuple[float, str]] = []

    def beat() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        if now - last[0] > 0.05:
            slow.append((now - last[0], controller.round.phase.value if controller.round else "-"))
        last[0] = now

    heartbeat = QTimer()
    heartbeat.setInterval(5)
    heartbeat.timeout.connect(beat)

    frames: list[float] = []
    last_paint: list = [0.0, None]  # time, and the animation it belonged to

    class PaintClock(QObject):
        """Times consecutive paints of one running animation (not the pause between two)."""

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                now = time.perf_counter()
                group = window.scene._group if window.scene.animating else None
                if group is not None and group is last_paint[1]:
                    frames.append(now - last_paint[0])
                last_paint[0], last_paint[1] = now, group
            return False

    clock = PaintClock()
    window.table.viewport().installEventFilter(clock)
    controller = window.start_match(settings)
    # Card pictures are painted once per deck and size (then kept in the disk cache):
    # let that finish first, so what is measured is the window while the Experts think.
    warm_until = time.perf_counter() + 30
    while (window.images.busy or not window.images.pixmap(controller.round.hands[0][0], True)) \
            and time.perf_counter() < warm_until:
        app.processEvents()
        time.sleep(0.005)
    thinking: list[float] = []
    controller.action_applied.connect(lambda *_: thinking.append(controller.last_thinking_seconds))
    last[0] = time.perf_counter()
    heartbeat.start()
    deadline = time.perf_counter() + 300
    loop = QEventLoop()  # the app's own event loop, as when people play

    def check() -> None:
        if len(thinking) >= moves or time.perf_counter() > deadline or controller.match.is_over:
            loop.quit()
        elif controller.round.is_over:
            controller.next_round()

    watcher = QTimer()
    watcher.setInterval(50)
    watcher.timeout.connect(check)
    watcher.start()
    loop.exec()
    watcher.stop()
    heartbeat.stop()
    window.close()
    if os.environ.get("YANIV_BENCH_DEBUG"):
        print("slow beats:", slow, file=sys.stderr)
        print("frames ms:", sorted(round(f * 1000, 1) for f in frames)[::25], file=sys.stderr)
    return {
        "moves": len(thinking),
        "expert_think_ms_p50": round(percentile([t * 1000 for t in thinking], 50), 1),
        "expert_think_ms_max": round(max(thinking) * 1000, 1) if thinking else 0.0,
        "gui_gap_ms_max": round(max(gaps) * 1000, 1) if gaps else 0.0,
        "gui_gap_ms_p99": round(percentile([g * 1000 for g in gaps], 99), 1),
        "frames": len(frames),
        "frame_ms_p95": round(percentile([f * 1000 for f in frames], 95), 1) if frames else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.ui.bench")
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--delay", type=int, default=700,
                        help="pause between computer moves in ms (the game's default is 700)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = measure(args.moves, args.seed, args.delay)
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"{figures['moves']} computer moves by Experts (think p50 {figures['expert_think_ms_p50']} ms, "
              f"max {figures['expert_think_ms_max']} ms)")
        print(f"  longest GUI-thread gap  {figures['gui_gap_ms_max']:>7} ms   (target ≤ 50)")
        print(f"  GUI-thread gap p99      {figures['gui_gap_ms_p99']:>7} ms")
        print(f"  frame interval p95      {figures['frame_ms_p95']:>7} ms over {figures['frames']} frames "
              "(target ≤ 20)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
