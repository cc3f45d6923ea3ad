"""One card on the table: its picture (or a placeholder until it is rendered),
selection, highlight, and a click signal."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from yaniv_desktop.core.cards import Card

ASPECT = 88 / 63
_RED = QColor(190, 30, 40)
_BLACK = QColor(25, 25, 30)
_HIGHLIGHT = QColor(255, 205, 40)
_FOCUS = QColor(80, 170, 255)


class CardItem(QGraphicsObject):
    clicked = Signal(object)  # the Card

    def __init__(self, card: Card | None, parent=None) -> None:
        super().__init__(parent)
        self.card = card
        self.face_up = False
        self.selected = False
        self.highlighted = False
        self.focused = False
        self.width = 60.0
        self.pixmap: QPixmap | None = None
        self.back: QPixmap | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames while gliding
        self.setCursor(Qt.CursorShape.ArrowCursor)

    # ----- appearance -----------------------------------------------------------------

    @property
    def height(self) -> float:
        return self.width * ASPECT

    def set_look(self, *, width: float, face_up: bool, pixmap: QPixmap | None, back: QPixmap | None,
                 selected: bool = False, highlighted: bool = False, focused: bool = False,
                 clickable: bool = False) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
        self.face_up, self.pixmap, self.back = face_up, pixmap, back
        self.selected, self.highlighted, self.focused = selected, highlighted, focused
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        pad = 4.0
        return QRectF(-pad, -pad, self.width + 2 * pad, self.height + 2 * pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, self.width, self.height)
        radius = self.width * 0.07
        picture = self.pixmap if self.face_up else self.back
        if picture is not None and not picture.isNull():
            painter.drawPixmap(rect, picture, QRectF(picture.rect()))
        else:
            self._paint_placeholder(painter, rect, radius)
        if self.highlighted or self.selected or self.focused:
            colour = _HIGHLIGHT if (self.highlighted or self.selected) else _FOCUS
            pen = QPen(colour, max(2.0, self.width * 0.05))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
            if self.focused and (self.highlighted or self.selected):
                painter.setPen(QPen(_FOCUS, 2, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius, radius)

    def _paint_placeholder(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        if not self.face_up or self.card is None:
            painter.fillPath(path, QColor(120, 40, 45))
            painter.setPen(QPen(QColor(245, 240, 230), 2))
            painter.drawPath(path)
            return
        painter.fillPath(path, QColor(252, 250, 245))
        painter.setPen(QPen(QColor(160, 160, 160), 1))
        painter.drawPath(path)
        card = self.card
        painter.setPen(_RED if (card.suit.is_red) else _BLACK)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, int(self.width * 0.28)))
        painter.setFont(font)
        painter.drawText(rect.adjusted(4, 2, -2, -2), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         "JK" if card.is_joker else card.rank.label + "\n" + card.suit.symbol)

    # ----- input ----------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.card)
            event.accept()
            return
        super().mousePressEvent(event)
