"""The largest deck archive an import accepts, imported through the gallery:
``python -m yaniv_desktop.ui.decks.import_bench [--json] [--pixels N]``.

The archive is the worst case the limits allow: full-size (4096 × 4096) PNGs of noise
that just fit the per-file byte limit, as many as the total-pixel cap admits, each
one decoded and re-encoded without metadata on import.  The gallery imports it the way
the Import button does (the file dialog's answer given), and a 5 ms heartbeat timer on
the GUI thread measures the longest the window stopped answering (target ≤ 50 ms).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from PIL import Image

from yaniv_desktop.decks.archive import ImportLimits
from yaniv_desktop.decks.faces import natural_faces
from yaniv_desktop.decks.images import MAX_SIDE
from yaniv_desktop.decks.registry import default_builtin_dir

STALL_TARGET_S = 0.050


def noise_png(width: int, height: int, seed: int) -> bytes:
    """Two-bit noise in the red channel: as slow to re-encode as anything that stays
    under the per-file byte limit (a 4096 × 4096 one is about 7 MB)."""
    two_bits = bytes(value & 0xC0 for value in range(256))
    red = Image.frombytes("L", (width, height), random.Random(seed).randbytes(width * height).translate(two_bits))
    image = Image.merge("RGB", [red, Image.new("L", (width, height), 90), Image.new("L", (width, height), 30)])
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def largest_archive(path: Path, deck_id: str = "bench-import", pixels: int | None = None,
                    side: int = MAX_SIDE // 2) -> tuple[Path, int]:
    """Write the archive (images at most ``side`` square); return it and how many images it holds."""
    budget = pixels if pixels is not None else ImportLimits().max_total_pixels
    manifest = json.loads((default_builtin_dir() / "iraqi" / "deck.json").read_text(encoding="utf-8"))
    sizes: list[tuple[int, int]] = []
    while budget >= 64 * 64:
        edge = min(side, int(budget ** 0.5))
        sizes.append((edge, edge))
        budget -= edge * edge
    faces = natural_faces()
    art = {faces[i]: f"art/{faces[i]}.png" for i in range(len(sizes))}
    manifest.update(id=deck_id, art=art, art_fit="card")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("deck.json", json.dumps(manifest))
        for (face, rel), (w, h) in zip(art.items(), sizes, strict=True):
            archive.writestr(rel, noise_png(w, h, seed=sum(map(ord, face))))
    return path, len(sizes)


def measure(pixels: int | None = None) -> dict[str, float | int]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from yaniv_desktop.decks.async_render import AsyncImages
    from yaniv_desktop.decks.parts import PartLibrary
    from yaniv_desktop.decks.registry import Origin, scan
    from yaniv_desktop.decks.renderer import DeckRenderer, worker_pool
    from yaniv_desktop.ui.decks.gallery import DeckGallery

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder, worker_pool() as pool:
        users = Path(folder) / "decks"
        archive, images = largest_archive(Path(folder) / "largest.yanivdeck", pixels=pixels)
        parts = PartLibrary()

        def rescan():
            return scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)

        registry = rescan()
        gallery = DeckGallery(registry, AsyncImages(DeckRenderer(registry, parts), pool), user_decks_dir=users,
                              parts=parts, executor=pool, rescan=rescan)
        gallery.show()
        app.processEvents()
        gaps: list[float] = []
        last = [time.perf_counter()]

        def beat() -> None:
            now = time.perf_counter()
            gaps.append(now - last[0])
            last[0] = now

        heartbeat = QTimer()
        heartbeat.setInterval(5)
        heartbeat.timeout.connect(beat)
        loop = QEventLoop()
        outcome: list[bool] = []
        gallery.import_finished.connect(lambda ok: (outcome.append(ok), loop.quit()))
        heartbeat.start()
        last[0] = start = time.perf_counter()
        gallery.import_file(archive)
        loop.exec()
        elapsed = time.perf_counter() - start
        heartbeat.stop()
        result = {
            "installed": int(bool(outcome and outcome[0])),
            "images": images,
            "megapixels": round((pixels or ImportLimits().max_total_pixels) / 1e6, 1),
            "archive_mb": round(archive.stat().st_size / 2**20, 1),
            "import_s": round(elapsed, 2),
            "gui_longest_stall_ms": round(1000 * max(gaps, default=0.0), 1),
            "heartbeats": len(gaps),
        }
        if not result["installed"]:
            result["refused"] = gallery.message.text()
        gallery.close()
        return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--pixels", type=int, default=None, help="total pixels of the archive's images")
    args = parser.parse_args(argv)
    result = measure(args.pixels)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:22} {value}")
        print(f"target: GUI stall ≤ {STALL_TARGET_S * 1000:.0f} ms")
    return 0 if result.get("installed") and result["gui_longest_stall_ms"] <= STALL_TARGET_S * 1000 else 1


if __name__ == "__main__":
    sys.exit(main())
