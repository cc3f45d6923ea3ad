"""A full-screen showcase of one deck: its court cards and its legend, one after another.

Right, Space or a click show the next card, Left the previous one, Escape closes.  The
cards advance by themselves every few seconds.  Images are rendered off the GUI thread
through :class:`AsyncImages`, at the size the screen shows them.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QImage, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.faces import LEGEND
from yaniv_desktop.decks.layout import H, W

ADVANCE_MS = 4000
COURTS = tuple(f"{rank}{suit}" for rank in "KQJ" for suit in "HSDC")


def showcase_names() -> tuple[str, ...]:
    """The legend first (who is who), then every king, queen and jack."""
    return (LEGEND, *COURTS)


class DeckShowcase(QWidget):
    closed = Signal()

    def __init__(self, images: AsyncImages, deck_id: str, *, lang: str = "en", advance_ms: int = ADVANCE_MS,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deck showcase"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.images = images
        self.deck_id = deck_id
        self.lang = lang
        self.names = showcase_names()
        self.index = 0
        self.cache: dict[str, QImage] = {}
        self._width = 0
        self.title = images.renderer.registry.get(deck_id).manifest.display_name(lang)
        images.ready.connect(self._ready)
        self.timer = QTimer(self)
        self.timer.setInterval(advance_ms)
        self.timer.timeout.connect(self.next)
        if advance_ms > 0:
            self.timer.start()

    @property
    def current(self) -> str:
        return self.names[self.index]

    def show_fullscreen(self) -> None:
        self.showFullScreen()
        self.setFocus()

    def card_rect(self) -> QRectF:
        h = self.height() * 0.82
        w = h * W / H
        if w > self.width() * 0.9:
            w = self.width() * 0.9
            h = w * H / W
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2 - self.height() * 0.03, w, h)

    def _request(self) -> None:
        width = max(60, round(self.card_rect().width()))
        if width != self._width:
            self._width = width
            self.cache.clear()
            self.images.request(self.deck_id, self.names, width, self.devicePixelRatioF(), self.lang)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        self._request()

    def _ready(self, deck_id: str, name: str, image: QImage) -> None:
        if deck_id == self.deck_id and name in self.names:
            self.cache[name] = image
            if name == self.current:
                self.update()

    def next(self) -> None:
        self.index = (self.index + 1) % len(self.names)
        self.update()

    def previous(self) -> None:
        self.index = (self.index - 1) % len(self.names)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_PageDown):
            self.timer.stop()
            self.next()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp, Qt.Key.Key_Backspace):
            self.timer.stop()
            self.previous()
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.timer.stop()
        self.next()

    def closeEvent(self, event) -> None:  # noqa: N802, ANN001
        self.timer.stop()
        self.closed.emit()
        super().closeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(self.rect(), QColor("#1f4a36"))
        rect = self.card_rect()
        image = self.cache.get(self.current)
        if image is not None:
            painter.drawImage(rect, image)
        else:
            painter.setBrush(QColor("#2a5c44"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect, 18, 18)
        font = QFont(self.font())
        font.setPixelSize(max(14, round(self.height() * 0.035)))
        painter.setFont(font)
        painter.setPen(QColor("#f4efe6"))
        caption = f"{self.title} — {self.index + 1} / {len(self.names)}"
        painter.drawText(QRectF(0, rect.bottom() + 6, self.width(), self.height() - rect.bottom() - 6),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, caption)
