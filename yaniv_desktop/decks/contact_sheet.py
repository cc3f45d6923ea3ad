"""Contact sheets: every court, the jokers, the backs and a number card of a deck on one image.

``python -m yaniv_desktop.decks.contact_sheet [--out docs/decks] [--width 150] [deck ...]``
writes ``<deck>.png`` for each deck (all built-in decks when none is named), so the art can
be reviewed card by card without starting the game.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from yaniv_desktop.decks.faces import BACK_PREFIX, LEGEND
from yaniv_desktop.decks.paint import card_height
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.decks.renderer import DeckRenderer

GAP = 10
TITLE_H = 34


def sheet_rows(renderer: DeckRenderer, deck_id: str) -> list[list[str]]:
    """The cards of a sheet, one row each: kings, queens, jacks, then jokers, backs, numbers."""
    manifest = renderer.registry.get(deck_id).manifest
    suits = "SHDC"
    rows = [[f"{rank}{suit}" for suit in suits] for rank in "KQJ"]
    rows.append(["JK0", "JK1"] + [BACK_PREFIX + b.id for b in manifest.backs][:2])
    rows.append(["AS", "7H", "10D", LEGEND])
    return rows


def contact_sheet(renderer: DeckRenderer, deck_id: str, width: int = 150) -> QImage:
    rows = sheet_rows(renderer, deck_id)
    columns = max(len(r) for r in rows)
    height = card_height(width)
    sheet = QImage(GAP + columns * (width + GAP), TITLE_H + GAP + len(rows) * (height + GAP),
                   QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor("#3c3f44"))
    painter = QPainter(sheet)
    try:
        painter.setPen(QColor("#f2f2f2"))
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        painter.setFont(font)
        name = renderer.registry.get(deck_id).manifest.display_name("en")
        painter.drawText(QRectF(GAP, 4, sheet.width() - 2 * GAP, TITLE_H - 4),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), f"{name}  ({deck_id})")
        for r, row in enumerate(rows):
            for c, card in enumerate(row):
                image = renderer.render_uncached(deck_id, card, width)
                painter.drawImage(GAP + c * (width + GAP), TITLE_H + GAP + r * (height + GAP), image)
    finally:
        painter.end()
    return sheet


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="*", help="deck ids (default: every built-in deck)")
    parser.add_argument("--out", type=Path, default=Path("docs/decks"))
    parser.add_argument("--width", type=int, default=150, help="card width in pixels")
    args = parser.parse_args(argv)
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = DeckRenderer(scan_default())
    ids = args.decks or renderer.registry.ids()
    unknown = [d for d in ids if d not in renderer.registry.ids()]
    if unknown:
        parser.error(f"no deck {unknown[0]!r}; decks: {', '.join(renderer.registry.ids())}")
    args.out.mkdir(parents=True, exist_ok=True)
    for deck_id in ids:
        path = args.out / f"{deck_id}.png"
        if not contact_sheet(renderer, deck_id, args.width).save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
