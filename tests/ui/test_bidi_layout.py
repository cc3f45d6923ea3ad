"""Cards and numbers in right-to-left text, as Qt's own text layout places them.

The strings are the real translated sentences and badges of a round played in the real
window; each is laid out with QTextLayout in the direction the window draws it, and the
glyph runs tell where each character landed.  A card must read rank then suit, left to
right, and the cards of a throw keep their order left to right; the words and numbers
around them follow the reading direction.
"""

from __future__ import annotations

import math
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QListView

from yaniv_desktop.ui.shell.main_window import MainWindow

from .helpers import click_item, wait_for_human_or_end
from .test_table_rtl import call_yaniv, open_window, scripted_hands, start, throw_by_clicks

LRI, PDI = "\u2066", "\u2069"
CARD = re.compile(r"(10|[2-9AJQK]|JK)([♠♥♦♣])")
NUMBER = re.compile(r"[+\-−]\u2066?\d+|(?<![\d+\-−])\d+")
FLAGS = (QTextLayout.GlyphRunRetrievalFlag.RetrieveStringIndexes
         | QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphIndexes
         | QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphPositions)
RTL, LTR = Qt.LayoutDirection.RightToLeft, Qt.LayoutDirection.LeftToRight


# ----- where Qt puts each character -------------------------------------------------------------

def laid_out(text: str, font: QFont, direction: Qt.LayoutDirection) -> QTextLayout:
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setTextDirection(direction)
    option.setWrapMode(QTextOption.WrapMode.NoWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine().setLineWidth(100_000)
    layout.endLayout()
    return layout


def glyph_x(layout: QTextLayout) -> dict[int, float]:
    """The x of each character's first glyph, by its index in the string."""
    xs: dict[int, float] = {}
    for run in layout.glyphRuns(0, len(layout.text()), FLAGS):
        for index, pos in zip(run.stringIndexes(), run.positions()):
            xs[index] = min(xs.get(index, math.inf), pos.x())
    return xs


def seen(text: str, i: int) -> bool:
    return not text[i].isspace() and text[i] not in (LRI, PDI, "\u200e", "\u200f")


def cards_read_left_to_right(text: str, xs: dict[int, float]) -> list[str]:
    """Each card reads rank then suit from the left, and the cards of one run of cards
    (separated by spaces only) keep their order from left to right."""
    problems = []
    found = list(CARD.finditer(text))
    for m in found:
        order = [xs[i] for i in range(m.start(), m.end())]
        if order != sorted(order) or len(set(order)) != len(order):
            problems.append(f"{m.group()} does not read left to right")
    for a, b in zip(found, found[1:]):
        between = text[a.end():b.start()]
        together = between.strip(" ()=" + LRI + PDI) == "" and (LRI not in between and PDI not in between)
        if together and xs[b.start()] < xs[a.start()]:
            problems.append(f"{a.group()} {b.group()} swap places")
    return problems


def numbers_read_left_to_right(text: str, xs: dict[int, float]) -> list[str]:
    """Each number reads from the left, its sign ("+30") first."""
    problems = []
    for m in NUMBER.finditer(text):
        order = [xs[i] for i in range(m.start(), m.end()) if text[i] not in (LRI, PDI)]
        if order != sorted(order):
            problems.append(f"{m.group()!r} does not read left to right")
    return problems


def tokens(text: str) -> list[tuple[int, int]]:
    """The words, numbers and isolated runs of ``text``, as (start, end) in logical order."""
    out, i = [], 0
    while i < len(text):
        if text[i] == LRI:
            end = text.index(PDI, i) + 1
            out.append((i, end))
            i = end
        elif text[i].isspace():
            i += 1
        else:
            end = i
            while end < len(text) and not text[end].isspace() and text[end] != LRI:
                end += 1
            out.append((i, end))
            i = end
    return out


def reading_order(text: str, xs: dict[int, float], direction: Qt.LayoutDirection) -> list[str]:
    """Consecutive words follow each other in the reading direction, whole word after word."""
    spans = []
    for first, end in tokens(text):
        points = [xs[i] for i in range(first, end) if seen(text, i) and i in xs]
        if points:
            spans.append((text[first:end], min(points), max(points)))
    problems = []
    for (a, a_min, a_max), (b, b_min, b_max) in zip(spans, spans[1:]):
        after = b_max <= a_min + 0.5 if direction == RTL else b_min >= a_max - 0.5
        if not after:
            problems.append(f"{b!r} is not after {a!r}")
    return problems


def misread(text: str, font: QFont, direction: Qt.LayoutDirection) -> list[str]:
    """What reads wrong in ``text`` laid out by Qt in ``direction``."""
    xs = glyph_x(laid_out(text, font, direction))
    return (cards_read_left_to_right(text, xs) + numbers_read_left_to_right(text, xs)
            + reading_order(text, xs, direction))


def log_view(window: MainWindow) -> QListView:
    views = [v for v in window.findChildren(QListView) if v.model() is window.controller.log]
    assert len(views) == 1
    return views[0]


# ----- the checks can fail -----------------------------------------------------------------------

def test_the_checks_see_scrambled_cards_and_numbers(qapp) -> None:
    font = QFont()
    assert misread("Noa זרק Q♠ Q♥", font, RTL), "without isolates the cards scramble"
    assert misread("Noa זרק \u2066Q♠ Q♥\u2069", font, RTL) == []
    assert misread("5 קלפים · 0 נק׳", font, LTR), "a left-to-right line puts the 5 at the wrong end"
    assert misread("5 קלפים · 0 נק׳", font, RTL) == []
    assert misread("יד 6 · +30", font, RTL), "the plus sign lands right of its number"
    assert misread("יד 6 · \u2066+30\u2069", font, RTL) == []


# ----- 2. the move log -----------------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_cards_in_the_move_log_read_left_to_right(qtbot, translations, language: str) -> None:
    window = open_window(qtbot, translations, language, (1200, 780))
    start(window, scripted_hands(2, "QS QH 4H JK 6H", discard="9D", stock="3D 2D"))
    wait_for_human_or_end(qtbot, window)
    throw_by_clicks(qtbot, window, "QS QH")
    click_item(qtbot, window, window.scene.stock_item)
    wait_for_human_or_end(qtbot, window)
    throw_by_clicks(qtbot, window, "4H JK 6H")
    click_item(qtbot, window, window.scene.stock_item)
    wait_for_human_or_end(qtbot, window)
    view = log_view(window)
    direction = view.layoutDirection()
    assert direction == (LTR if language == "en" else RTL)
    lines = window.controller.log.lines()
    with_cards = [line for line in lines if CARD.search(line)]
    assert len(with_cards) >= 3, lines
    assert any("Q♠" in line and "Q♥" in line for line in with_cards)
    assert any("4♥ JK(5♥) 6♥" in line for line in with_cards), "the joker shows the card it stands for"
    for line in with_cards:
        assert misread(line, view.font(), direction) == [], line
    window.close()


# ----- 2. the table's labels ---------------------------------------------------------------------

def label_lines(window: MainWindow):
    """Every line of text on the table, with the layout it is painted with."""
    for item in window.scene.labels:
        label = item if hasattr(item, "line_layouts") else item.childItems()[0]
        for layout, _origin in label.line_layouts():
            yield layout, label


@pytest.mark.parametrize("language", ["he", "ar", "en"])
def test_seat_labels_read_in_the_tables_direction(qtbot, translations, language: str) -> None:
    window = open_window(qtbot, translations, language, (1200, 780))
    direction = LTR if language == "en" else RTL
    for seats in (3, 6):  # the roomy badge, and the crowded one with stars and bare totals
        start(window, scripted_hands(seats, "AS 2H 4H JK 6H"))
        wait_for_human_or_end(qtbot, window)
        throw_by_clicks(qtbot, window, "4H JK 6H")
        for moment in ("mid-round", "reveal"):
            if moment == "reveal":
                click_item(qtbot, window, window.scene.stock_item)
                call_yaniv(qtbot, window)
            checked = 0
            for layout, label in label_lines(window):
                text = layout.text()
                note = text.startswith(LRI + "=")  # a wild card's note reads left to right everywhere
                assert label.direction() == (LTR if note else direction)
                assert layout.textOption().textDirection() == label.direction()
                assert misread(text, layout.font(), label.direction()) == [], f"{moment}: {text!r}"
                checked += 1
            assert checked >= 2 * seats + 1, moment  # two lines a badge, and the stock's count
        texts = [layout.text() for layout, _ in label_lines(window)]
        assert any(re.search(r"\u2066\+\d+\u2069", t) for t in texts), "the round's points keep their sign"
    window.close()
