"""Make every icon the installers need from the one project-made SVG.

    python packaging/make_icons.py [OUT_DIR]        (default: build/icons)

Qt's SVG renderer paints ``packaging/icons/yaniv-desktop.svg`` at each size (each
size is rendered, never scaled down from a larger bitmap), then Pillow writes:

* ``yaniv-desktop-<N>.png`` for N in PNG_SIZES (Linux hicolor theme, window icon)
* ``yaniv-desktop.ico``  (Windows: 16–256 px, for the .exe, the installer, .yanivdeck files)
* ``yaniv-desktop.icns`` (macOS: 16–1024 px)

Runs without a screen (it sets ``QT_QPA_PLATFORM=offscreen`` if nothing is set).
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "icons" / "yaniv-desktop.svg"
NAME = "yaniv-desktop"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render_png(svg: Path, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def make_icons(out_dir: Path, svg: Path = SOURCE) -> dict[str, Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - Qt needs it alive
    out_dir.mkdir(parents=True, exist_ok=True)
    images: dict[int, Image.Image] = {}
    made: dict[str, Path] = {}
    for size in sorted(set(PNG_SIZES) | set(ICO_SIZES) | set(ICNS_SIZES)):
        data = render_png(svg, size)
        images[size] = Image.open(io.BytesIO(data)).convert("RGBA")
        if size in PNG_SIZES:
            path = out_dir / f"{NAME}-{size}.png"
            path.write_bytes(data)
            made[path.name] = path

    ico = out_dir / f"{NAME}.ico"
    largest = images[max(ICO_SIZES)]
    largest.save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                 append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)])
    made[ico.name] = ico

    icns = out_dir / f"{NAME}.icns"
    images[max(ICNS_SIZES)].save(icns, format="ICNS",
                                 append_images=[images[s] for s in ICNS_SIZES if s != max(ICNS_SIZES)])
    made[icns.name] = icns
    return made


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else HERE.parent / "build" / "icons"
    for _name, path in sorted(make_icons(out_dir).items()):
        print(f"{path.stat().st_size:>9,} B  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
