"""Benchmark: ``python -m yaniv_desktop.decks.bench [--json] [--width 120] [--dpr 2]``.

For each built-in deck: a cold render of every face, joker, back and the legend
into an empty disk cache, a warm load of the same images from that disk cache by
a fresh renderer (empty memory tier), and the memory the rendered images hold.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

TARGETS = {"cold_s": 1.5, "warm_s": 0.150, "memory_mb": 60.0}


@dataclass(frozen=True)
class DeckBench:
    images: int
    cold_s: float
    warm_s: float
    memory_mb: float

    def within_targets(self) -> bool:
        return all(getattr(self, k) <= v for k, v in TARGETS.items())


def bench_deck(deck_id: str, width: int, dpr: float, threads: int) -> DeckBench:
    from yaniv_desktop.decks.registry import scan_default
    from yaniv_desktop.decks.renderer import DeckRenderer, worker_pool

    registry = scan_default()
    with tempfile.TemporaryDirectory(prefix="yaniv-bench-") as tmp, worker_pool(threads) as pool:
        cold = DeckRenderer(registry, cache_dir=Path(tmp))
        start = time.perf_counter()
        images = cold.render_all(deck_id, width, dpr, executor=pool)
        cold_s = time.perf_counter() - start
        warm = DeckRenderer(registry, cache_dir=Path(tmp))
        start = time.perf_counter()
        warm.render_all(deck_id, width, dpr, executor=pool)
        warm_s = time.perf_counter() - start
    memory = sum(image.sizeInBytes() for image in images.values()) / (1024 * 1024)
    return DeckBench(len(images), round(cold_s, 4), round(warm_s, 4), round(memory, 2))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.decks.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object, one entry per deck")
    parser.add_argument("--width", type=int, default=120, help="logical card width in pixels (default 120)")
    parser.add_argument("--dpr", type=float, default=2.0, help="device pixel ratio (default 2)")
    parser.add_argument("--threads", type=int, default=2, help="render threads (default 2)")
    parser.add_argument("--deck", action="append", metavar="ID", help="bench only this deck (repeatable; default: every built-in deck)")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from yaniv_desktop.decks.registry import scan_default

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    registry = scan_default()
    # One throw-away render so Qt's font and SVG start-up cost is not billed to the first deck.
    bench_deck(registry.ids()[0], 40, 1.0, 1)
    ids = args.deck or registry.ids()
    unknown = sorted(set(ids) - set(registry.ids()))
    if unknown:
        parser.error(f"no built-in deck {unknown[0]!r}")
    results = {deck_id: bench_deck(deck_id, args.width, args.dpr, args.threads) for deck_id in ids}
    if args.json:
        print(json.dumps({k: {**asdict(v), "within_targets": v.within_targets()} for k, v in results.items()}))
    else:
        print(f"{'deck':22} {'images':>6} {'cold s':>8} {'warm s':>8} {'MB':>7}  "
              f"(card {args.width} px at {args.dpr:g}x; targets ≤ {TARGETS['cold_s']} s, "
              f"≤ {TARGETS['warm_s']} s, ≤ {TARGETS['memory_mb']:g} MB)")
        for deck_id, r in results.items():
            flag = "" if r.within_targets() else "  OVER TARGET"
            print(f"{deck_id:22} {r.images:>6} {r.cold_s:>8.3f} {r.warm_s:>8.3f} {r.memory_mb:>7.1f}{flag}")
    for broken in registry.broken:
        print(f"broken deck: {broken.message}", file=sys.stderr)
    del app
    return 0 if all(r.within_targets() for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
