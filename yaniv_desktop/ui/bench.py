"""Responsiveness of the game window: ``python -m yaniv_desktop.ui.bench [--json]``.

* GUI-thread stalls while Expert players think: a 5 ms heartbeat timer runs on the
  GUI thread during a watched match of four Experts; the longest gap between beats
  is the longest the window was unresponsive (target ≤ 50 ms).
* Frame interval during animations: the time between paints of the table while
  cards glide (target p95 ≤ 20 ms), offscreen.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from yaniv_desktop.ai.stats import percentile


def measure(moves: int, seed: int) -> dict[str, float | int]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from yaniv_desktop.ai.player import Level
    from yaniv_desktop.core.rules import RuleSet

    from .main_window import MainWindow
    from .seats import MatchSettings, Seat

    app = QApplication.instance() or QApplication([])
    window = MainWindow(move_delay_ms=0)
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
    last_paint = [0.0]

    class PaintClock(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and window.scene.animating:
                now = time.perf_counter()
                if last_paint[0] and now - last_paint[0] < 0.5:
                    frames.append(now - last_paint[0])
                last_paint[0] = now
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
    while len(thinking) < moves and time.perf_counter() < deadline and not controller.match.is_over:
        app.processEvents()
        if controller.round.is_over:
            controller.next_round()
        time.sleep(0.001)
    heartbeat.stop()
    window.close()
    if os.environ.get("YANIV_BENCH_DEBUG"):
        print("slow beats:", slow, file=sys.stderr)
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
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = measure(args.moves, args.seed)
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
