"""What the tour checks at each stop, on what a person would see.

Each function returns a list of problems in words (empty when all is well), so one
stop can report everything it found at once.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from functools import cache

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QTabBar,
    QTableView,
    QWidget,
)

from yaniv_desktop.translations import ts_file

# Texts that are the same in every language: names people type or that belong to the
# player, the languages' own names, numbers and signs.
SAME_IN_EVERY_LANGUAGE = {
    "English", "Svenska", "Nederlands", "עברית", "العربية",
    "Dana", "Avi", "Noa", "Yossi", "Rivka", "Moshe", "Tamar", "Eli", "Shira",
    "Yaniv", "Yaniv!", "OK",
}
_TAGS = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """A text as read: no markup, no accelerator ampersands, no bidi marks."""
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return re.sub("[\u2066-\u2069\u200e\u200f\u202a-\u202e]", "", text).strip()


_FIELD = re.compile(r"\\\{\w*\\\}|%n")  # "{name}" or "%n", once re.escape'd
MIN_LETTERS = 8  # a template with fewer letters of its own ("{name} · {cards}") says too little to tell


@cache
def english_sources(language: str) -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    """The English texts whose translation into ``language`` reads differently: plain ones,
    and templates ("Round {number}: first to play, {name}") as patterns of their filled-in form."""
    plain_texts: set[str] = set()
    templates: list[re.Pattern[str]] = []
    for context in ET.parse(ts_file(language)).getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            node = message.find("translation")
            forms = [f.text or "" for f in node.iter("numerusform")] if node is not None else []
            translated = " ".join(forms) if forms else (node.text or "" if node is not None else "")
            if plain(translated) == plain(source):
                continue
            if "{" in source or "%n" in source:
                literal = re.sub(r"\{\w*\}|%n", "", source)
                if sum(ch.isalpha() for ch in literal) >= MIN_LETTERS:
                    pattern = _FIELD.sub(".+?", re.escape(plain(source)))
                    templates.append(re.compile(pattern))
            else:
                plain_texts.add(plain(source))
    return frozenset(plain_texts), tuple(templates)


def _visible(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def _widgets(tops: Iterable[QWidget]) -> Iterator[QWidget]:
    for top in tops:
        if not _visible(top):
            continue
        yield top
        for child in top.findChildren(QWidget):
            if _visible(child) and not isinstance(child, QMenu):
                yield child


def _menu_texts(window: QMainWindow) -> Iterator[tuple[str, str]]:
    def walk(actions, where: str) -> Iterator[tuple[str, str]]:
        for action in actions:
            if action.isSeparator() or not action.isVisible():
                continue
            yield f"{where} › {plain(action.text())}", action.text()
            if action.menu() is not None:
                yield from walk(action.menu().actions(), f"{where} › {plain(action.text())}")
    yield from walk(window.menuBar().actions(), "menu bar")


def visible_texts(tops: Iterable[QWidget]) -> list[tuple[str, str]]:
    """(where, text) for every text a person can read in these windows."""
    out: list[tuple[str, str]] = []
    for widget in _widgets(tops):
        name = type(widget).__name__
        if widget.isWindow():
            out.append((f"{name} title", widget.windowTitle()))
        if isinstance(widget, QMainWindow):
            out.extend(_menu_texts(widget))
        if isinstance(widget, (QLabel, QAbstractButton)):
            out.append((name, widget.text()))
        elif isinstance(widget, QGroupBox):
            out.append((name, widget.title()))
        elif isinstance(widget, QComboBox):
            out.append((name, widget.currentText()))
        elif isinstance(widget, QTabBar):
            out.extend((name, widget.tabText(i)) for i in range(widget.count()))
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            root = widget.rootIndex()
            try:
                columns = min(model.columnCount(root), 12)
            except TypeError:  # a list model whose columnCount is private to it
                columns = 1
            for column in range(columns):
                out.append((f"{name} header", str(model.headerData(column, Qt.Orientation.Horizontal) or "")))
            for row in range(min(model.rowCount(root), 40)):
                for column in range(columns):
                    value = model.data(model.index(row, column))
                    if isinstance(value, str):
                        out.append((f"{name} row {row}", value))
        scene = getattr(widget, "scene", None)
        if callable(scene) and isinstance(scene(), QGraphicsScene):
            for item in scene().items():
                if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible():
                    out.append(("table", item.text()))
    return [(where, text) for where, text in out if plain(text)]


def untranslated(tops: Iterable[QWidget], language: str) -> list[str]:
    """Visible texts still in English in a window that should speak ``language``."""
    if language == "en":
        return []
    english, templates = english_sources(language)
    problems = []
    for where, text in visible_texts(tops):
        for part in plain(text).split("\n"):
            part = part.strip()
            if part in SAME_IN_EVERY_LANGUAGE:
                continue
            if part in english or any(t.fullmatch(part) for t in templates):
                problems.append(f"{where}: {part!r} is still English")
    return sorted(set(problems))


def clipped(tops: Iterable[QWidget]) -> list[str]:
    """Labels and buttons whose one-line text is wider than they are, with no way to read it whole."""
    problems = []
    for widget in _widgets(tops):
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.pixmap().isNull():
            text = plain(widget.text())
            if not text or widget.textFormat() == Qt.TextFormat.RichText and "\n" in text:
                continue
            need = max(QFontMetrics(widget.font()).horizontalAdvance(line) for line in text.split("\n"))
            room = widget.contentsRect().width() - 2 * widget.margin() - widget.indent() * 0
            if need > room + 1 and not widget.toolTip():
                problems.append(f"label {text!r} needs {need} px, has {room}")
        elif isinstance(widget, QAbstractButton) and widget.text() and type(widget).__name__ == "QPushButton":
            text = plain(widget.text())
            need = QFontMetrics(widget.font()).horizontalAdvance(text)
            if need > widget.width() - 4 and not widget.toolTip():
                problems.append(f"button {text!r} needs {need} px, has {widget.width()}")
    return problems


def elided_cells(tops: Iterable[QWidget]) -> list[str]:
    """Table cells whose text does not fit their column, with no tooltip giving it whole."""
    problems = []
    for widget in _widgets(tops):
        if not isinstance(widget, QTableView) or widget.model() is None:
            continue
        model, fm = widget.model(), widget.fontMetrics()
        for column in range(model.columnCount()):
            if widget.isColumnHidden(column):
                continue
            room = widget.columnWidth(column) - 6  # the item's margins, 3 px a side in Qt's styles
            for row in range(min(model.rowCount(), 30)):
                index = model.index(row, column)
                text = model.data(index)
                if not isinstance(text, str) or not text.strip():
                    continue
                tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
                if fm.horizontalAdvance(plain(text)) > room + 1 and not (isinstance(tip, str) and plain(text) in plain(tip)):
                    problems.append(f"{type(widget).__name__} cell {plain(text)!r} is cut to {room} px")
    return problems


def scrolled_sideways(tops: Iterable[QWidget]) -> list[str]:
    """Scroll areas that make the player scroll sideways to read them (item views aside)."""
    problems = []
    for widget in _widgets(tops):
        if isinstance(widget, QScrollArea) and widget.horizontalScrollBar().isVisible() \
                and widget.horizontalScrollBar().maximum() > 0:
            owner = widget.window()
            problems.append(f"a {type(widget).__name__} in {type(owner).__name__} scrolls sideways "
                            f"by {widget.horizontalScrollBar().maximum()} px")
    return problems


def off_screen(tops: Iterable[QWidget]) -> list[str]:
    """Windows larger than the screen or not wholly on it."""
    problems = []
    for top in tops:
        if not _visible(top) or not top.isWindow():
            continue
        screen = top.screen() or QApplication.primaryScreen()
        available: QRect = screen.availableGeometry()
        frame = top.frameGeometry()
        if frame.width() > available.width() or frame.height() > available.height():
            problems.append(f"{type(top).__name__} is {frame.width()}×{frame.height()}, the screen "
                            f"{available.width()}×{available.height()}")
        elif not available.contains(frame):
            problems.append(f"{type(top).__name__} at {frame.getRect()} is not wholly inside {available.getRect()}")
    return problems


def overlapping_labels(scene: QGraphicsScene) -> list[str]:
    """Text boxes on the table (seat badges, the banner, the stock count) that cover each other."""
    boxes: list[tuple[str, QRectF]] = []
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text():
            owner = item.parentItem() or item
            boxes.append((item.text().replace("\n", " / "), owner.sceneBoundingRect()))
    problems = []
    for i, (text_a, a) in enumerate(boxes):
        for text_b, b in boxes[i + 1:]:
            overlap = a.intersected(b)
            if overlap.width() > 1 and overlap.height() > 1:
                problems.append(f"{text_a!r} overlaps {text_b!r}")
    return problems
