"""The legend card's texts fit their boxes in every deck and language: long names wrap onto a
second line instead of shrinking to nothing, and never run over the frame or the pictures.

The rendered-pixel test at the bottom needs nothing but the legend SVG, so it also judges the
legend as it was before the texts were fitted (a long name shrank to 12 units there and fails).
"""

from __future__ import annotations

import dataclasses

import pytest
from PIL import ImageChops
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from tests.decks.conftest import to_pil
from yaniv_desktop.core.cards import Rank
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.composer import DeckComposer
from yaniv_desktop.decks.faces import LEGEND
from yaniv_desktop.decks.legend_card import ROLE_SIZES, legend_row, legend_texts
from yaniv_desktop.decks.manifest import LANGUAGES
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.decks.text_fit import fit_text

FRAME_INNER = L.Rect(24, 24, L.W - 48, L.H - 48)  # inside every pip frame's lines
BUILT_IN = [d.id for d in scan_default().decks]


def inside(box: L.Rect, outer: L.Rect) -> bool:
    return outer.x <= box.x and box.x + box.w <= outer.x + outer.w and outer.y <= box.y and box.y + box.h <= outer.y + outer.h


@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_every_legend_text_fits_its_box_in_every_language(deck_id: str, registry, parts, qapp) -> None:
    composer = DeckComposer(registry.get(deck_id).manifest, parts)
    frame = to_pil(_render(composer.doc(composer.part(composer.m.pip_frame, {"suit": composer.palette["frame"]})),
                           transparent=True)).getchannel("A")
    for lang in LANGUAGES:
        rtl = lang in ("he", "ar")
        texts = legend_texts(composer, lang)
        assert len(texts) == 2 + 2 * 3
        for text in texts:
            where = f"{deck_id} {lang} {text.what}: {text.fitted.lines}"
            assert inside(text.box, FRAME_INNER), where
            assert text.fitted.width <= text.box.w, where
            assert text.fitted.height <= text.box.h + 0.01, where
            assert text.fitted.size >= text.floor, where
            assert not text.fitted.cut, f"{where}: a built-in legend is never cut short"
            align = "middle" if text.what in ("name", "community") or "label" in text.what else ("end" if rtl else "start")
            left = {"start": text.box.x, "middle": text.box.x + (text.box.w - text.fitted.width) / 2,
                    "end": text.box.x + text.box.w - text.fitted.width}[align]
            top = text.box.y + (text.box.h - text.fitted.height) / 2
            used = frame.crop((int(left), int(top), int(left + text.fitted.width) + 1, int(top + text.fitted.height) + 1))
            assert used.getextrema()[1] <= 40, f"{where}: runs over the frame's ornaments"


@pytest.mark.parametrize("rtl", [False, True])
def test_the_rows_keep_ring_label_and_role_apart(rtl: bool) -> None:
    for i in range(3):
        row = legend_row(i, rtl)
        ring = L.Rect(row.cx - row.r, row.cy - row.r, 2 * row.r, 2 * row.r)
        ordered = [ring, row.label, row.role] if not rtl else [row.role, row.label, ring]
        for left, right in zip(ordered, ordered[1:], strict=False):
            assert left.x + left.w <= right.x, (i, rtl)
        assert all(inside(box, FRAME_INNER) for box in ordered)


def test_fit_text_wraps_before_it_shrinks_and_never_leaves_the_box(qapp) -> None:
    one = fit_text("Grandpa", 254, 168, largest=46, smallest=30)
    assert one.lines == ("Grandpa",) and one.size == 46
    two = fit_text("Grandma Alexandrina", 254, 168, largest=46, smallest=30)
    assert two.lines == ("Grandma", "Alexandrina") and two.size >= 40
    hebrew = fit_text("סבתא אלכסנדרינה מרים", 254, 168, largest=46, smallest=30)
    assert len(hebrew.lines) == 2 and hebrew.lines[0].startswith("סבתא"), "the first words read first, on top"
    for text in ("Grandchild Maximiliano-Alejandro", "الحفيدة ألكسندرينا ماريا", "W" * 60):
        fitted = fit_text(text, 254, 90, largest=46, smallest=30)
        assert fitted.size >= 30 and fitted.width <= 254 and fitted.height <= 90, fitted
    cut = fit_text("W" * 60, 254, 40, largest=46, smallest=30)
    assert len(cut.lines) == 1 and cut.lines[0].endswith("…") and cut.width <= 254


LONG_ROLES = {
    "en": ("Grandpa Maximiliano", "Grandma Alexandrina", "Granddaughter Anastasia"),
    "he": ("סבא מקסימיליאנו", "סבתא אלכסנדרינה", "נכדה אנסטסיה מרים"),
    "ar": ("الجدّ مكسيميليانو", "الجدّة ألكسندرينا", "الحفيدة أناستاسيا مريم"),
}


def _render(svg: bytes, transparent: bool = False) -> QImage:
    image = QImage(L.W, L.H, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent if transparent else Qt.GlobalColor.white)
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg)).render(painter, QRectF(0, 0, L.W, L.H))
    painter.end()
    return image


@pytest.mark.parametrize("lang", sorted(LONG_ROLES))
def test_long_names_stay_legible_and_inside_the_frame_on_the_rendered_card(lang: str, registry, parts, qapp) -> None:
    manifest = registry.get("yemenite").manifest
    ranks = (Rank.KING, Rank.QUEEN, Rank.JACK)
    named = dataclasses.replace(manifest, legend={r: {lang: t} | {"en": t} for r, t in zip(ranks, LONG_ROLES[lang], strict=True)})
    blank = dataclasses.replace(manifest, legend={r: {"en": " "} for r in ranks})
    with_names = to_pil(_render(DeckComposer(named, parts).svg(LEGEND, lang))).convert("L")
    without = to_pil(_render(DeckComposer(blank, parts).svg(LEGEND, lang))).convert("L")
    ink = ImageChops.difference(with_names, without).point(lambda v: 255 if v > 60 else 0)
    for i in range(3):
        cy = 302 + i * 205
        band = ink.crop((0, cy - 102, L.W, cy + 102))
        box = band.getbbox()
        assert box is not None, f"row {i}: the name is drawn"
        left, top, right, bottom = box
        assert FRAME_INNER.x <= left and right <= FRAME_INNER.x + FRAME_INNER.w, f"row {i}: inside the frame ({box})"
        assert right - left <= 300, f"row {i}: beside the picture, not over it ({box})"
        # Two lines of text at least the floor size: taller than one line at the floor.
        assert bottom - top >= 1.5 * ROLE_SIZES[1], f"row {i} is {bottom - top} units tall: shrunk, not wrapped"
