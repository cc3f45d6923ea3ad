"""Fit a short text (a name, a role, a title) into a box on a card: wrap it onto more lines
before shrinking it, never below a legible floor, and never let it leave the box.

Widths are measured with Qt's font metrics on the very font the SVG renderer uses for
``FALLBACK_FONT`` (same family list, pixel size = SVG font-size in card units), so what fits
here fits on the rendered card, in every script: Qt shapes Hebrew and Arabic and lays them out
right to left.  Needs a QGuiApplication; safe on worker threads (fonts are reentrant).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape

from PySide6.QtGui import QFont, QFontMetricsF

from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.corners import FALLBACK_FONT

LINE_SPACING = 1.16
"""Baseline to baseline, in font sizes."""
ELLIPSIS = "…"


@dataclass(frozen=True)
class FittedText:
    """``lines`` of ``text`` at font ``size`` (card units), top line first, each ``widths[i]`` wide."""

    lines: tuple[str, ...]
    size: int
    widths: tuple[float, ...]
    bold: bool = False
    cut: bool = False
    """True when even the floor size needed words broken inside or an ellipsis."""

    @property
    def line_height(self) -> float:
        return self.size * LINE_SPACING

    @property
    def height(self) -> float:
        return self.line_height * len(self.lines)

    @property
    def width(self) -> float:
        return max(self.widths, default=0.0)

    def baselines(self, box: L.Rect) -> tuple[float, ...]:
        """Baselines of the lines, the block centred vertically in ``box``."""
        cap = QFontMetricsF(card_font(self.size, self.bold)).capHeight()
        top = box.y + (box.h - self.height) / 2
        return tuple(top + (i + 0.5) * self.line_height + cap / 2 for i in range(len(self.lines)))

    def svg(self, box: L.Rect, align: str, fill: str, extra: str = "") -> str:
        """SVG ``<text>`` elements in ``box``; ``align`` is "start" (left), "middle" or "end" (right)."""
        x = {"start": box.x, "middle": box.x + box.w / 2, "end": box.x + box.w}[align]
        weight = ' font-weight="bold"' if self.bold else ""
        return "".join(
            f'<text x="{x:.1f}" y="{y:.1f}" font-family="{FALLBACK_FONT}" font-size="{self.size}"{weight} '
            f'text-anchor="{align}" fill="{fill}"{extra}>{escape(line)}</text>'
            for line, y in zip(self.lines, self.baselines(box), strict=True))


def card_font(size: float, bold: bool = False) -> QFont:
    """The font an SVG ``<text font-family=FALLBACK_FONT font-size=size>`` is drawn with."""
    font = QFont()
    font.setFamily(FALLBACK_FONT)
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def fit_text(text: str, width: float, height: float, *, largest: int, smallest: int, bold: bool = False,
             max_lines: int = 2) -> FittedText:
    """The largest size from ``largest`` down to ``smallest`` at which ``text`` fits ``width`` ×
    ``height`` in at most ``max_lines`` lines, broken between words.  When even the floor is too
    big, words are broken inside and, as a last resort, the end is cut with an ellipsis: the
    text never leaves the box and never shrinks below ``smallest``."""
    text = " ".join(text.split())
    for size in range(largest, smallest - 1, -1):
        lines = min(max_lines, max(1, math.floor(height / (size * LINE_SPACING))))
        metrics = QFontMetricsF(card_font(size, bold))
        wrapped = _wrap_words(text, lines, width, metrics)
        if wrapped is not None:
            return _fitted(wrapped, size, bold, metrics)
    lines = min(max_lines, max(1, math.floor(height / (smallest * LINE_SPACING))))
    metrics = QFontMetricsF(card_font(smallest, bold))
    return _fitted(_wrap_anywhere(text, lines, width, metrics), smallest, bold, metrics, cut=True)


def _fitted(lines: list[str], size: int, bold: bool, metrics: QFontMetricsF, *, cut: bool = False) -> FittedText:
    return FittedText(tuple(lines), size, tuple(metrics.horizontalAdvance(line) for line in lines), bold, cut)


def _wrap_words(text: str, max_lines: int, width: float, metrics: QFontMetricsF) -> list[str] | None:
    """``text`` in the fewest lines (at most ``max_lines``) no wider than ``width``, breaking only
    between words; with two lines, the break that makes the longer line shortest.  None if it
    cannot be done."""
    def fits(line: str) -> bool:
        return metrics.horizontalAdvance(line) <= width

    if fits(text):
        return [text]
    words = text.split(" ")
    if max_lines < 2 or len(words) < 2:
        return None
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    two = [s for s in splits if fits(s[0]) and fits(s[1])]
    if two:
        return list(min(two, key=lambda s: max(metrics.horizontalAdvance(s[0]), metrics.horizontalAdvance(s[1]))))
    lines: list[str] = []
    for word in words:  # greedy, for three lines and more
        if not fits(word):
            return None
        if lines and fits(f"{lines[-1]} {word}"):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines if len(lines) <= max_lines else None


def _wrap_anywhere(text: str, max_lines: int, width: float, metrics: QFontMetricsF) -> list[str]:
    """Fill ``max_lines`` lines character by character (preferring breaks at spaces); what does
    not fit ends in an ellipsis."""
    lines: list[str] = []
    rest = text
    while rest and len(lines) < max_lines:
        cut = len(rest)
        while cut > 1 and metrics.horizontalAdvance(rest[:cut]) > width:
            cut -= 1
        space = rest.rfind(" ", 0, cut + 1) if cut < len(rest) else -1
        if space > 0:
            cut = space
        lines.append(rest[:cut].strip())
        rest = rest[cut:].strip()
    if rest:
        last = lines[-1]
        while last and metrics.horizontalAdvance(last.rstrip() + ELLIPSIS) > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + ELLIPSIS
    return lines
