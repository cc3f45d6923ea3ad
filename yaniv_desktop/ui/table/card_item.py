"""One card on the table: its picture (or a placeholder until it is rendered),
selection, highlight, keyboard focus, and a click signal.

Chosen and takeable cards get a solid gold border; the keyboard's card a blue dashed
ring outside the card and a caret above its corner index, so the two never look alike
(a chosen card is raised by the layout too).  A card the hint suggests gets a teal
border (and is raised in the hand).  A card of the person's own hand can be dragged
along the fan to reorder it: a press that moves no further than a few pixels is a
click; one that does is a drag, and ``dropped`` gives the card and where it was let go."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from yaniv_desktop.core.cards import Card
from yaniv_desktop.decks import layout as CARD

ASPECT = 88 / 63
_RED = QColor(190, 30, 40)
_BLACK = QColor(25, 25, 30)
_HIGHLIGHT = QColor(255, 176, 0)       # amber gold: chosen, or takeable (shows on yellow frames too)
_OUTLINE = QColor(70, 45, 0, 200)      # around the gold, for pale decks
_HINT = QColor(0, 190, 170)            # teal: what the hint suggests (never gold, never blue)
_FOCUS = QColor(20, 100, 230)          # the keyboard's card
_FOCUS_BACK = QColor(255, 255, 255)    # under the focus dashes
_FOCUS_OFFSET = 5.0                    # the focus ring, outside the card's edge
_FOCUS_PEN = 3.0
_INDEX_CENTRE = CARD.CORNER_CX / CARD.W  # where the corner index sits across the card
DRAG_START = 8.0                       # pixels a press must move to become a drag
DRAG_Z = 500.0                         # a dragged card rides above the fan


class CardItem(QGraphicsObject):
    clicked = Signal(object)         # the Card
    dropped = Signal(object, float)  # the Card, and the scene x of its centre where it was let go

    def __init__(self, card: Card | None, parent=None) -> None:
        super().__init__(parent)
        self.card = card
        self.face_up = False
        self.selected = False
        self.highlighted = False
        self.focused = False
        self.hinted = False
        self.draggable = False
        self._press: QPointF | None = None  # where a press on a draggable card began (scene)
        self._drag_from: QPointF | None = None  # the card's place when its drag began
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
                 clickable: bool = False, hinted: bool = False, draggable: bool = False) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
        self.face_up, self.pixmap, self.back = face_up, pixmap, back
        self.selected, self.highlighted, self.focused = selected, highlighted, focused
        self.hinted, self.draggable = hinted, draggable
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        pad, top = self._margins()
        return QRectF(-pad, -top, self.width + 2 * pad, self.height + pad + top)

    def shape(self) -> QPainterPath:
        """Only the card itself takes clicks, not the room kept for the rings and the caret."""
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.width, self.height))
        return path

    def _margins(self) -> tuple[float, float]:
        """Room around the card for the focus ring; above it, for the focus caret too."""
        pad = _FOCUS_OFFSET + _FOCUS_PEN
        return pad, pad + self._caret_size() + 2

    def _caret_size(self) -> float:
        return max(7.0, self.width * 0.12)

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
        if self.hinted:
            self._paint_border(painter, rect, radius, _HINT)
        elif self.highlighted or self.selected:
            self._paint_border(painter, rect, radius)
        if self.focused:
            self._paint_focus(painter, rect, radius)

    def _paint_border(self, painter: QPainter, rect: QRectF, radius: float, colour: QColor = _HIGHLIGHT) -> None:
        """Chosen (or takeable): a solid gold border on the card's edge, outlined dark so it
        shows on pale decks and on the gold table alike (teal for the hint)."""
        width = max(3.0, self.width * 0.06)
        edge = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_OUTLINE, width + 2))
        painter.drawRoundedRect(edge, radius, radius)
        painter.setPen(QPen(colour, width))
        painter.drawRoundedRect(edge, radius, radius)

    def _paint_focus(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """The keyboard's card: a blue dashed outline off the card's edge (on white, so it
        shows on every table colour) and a caret pointing down at the corner index."""
        ring = rect.adjusted(-_FOCUS_OFFSET, -_FOCUS_OFFSET, _FOCUS_OFFSET, _FOCUS_OFFSET)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_FOCUS_BACK, _FOCUS_PEN))
        painter.drawRoundedRect(ring, radius + _FOCUS_OFFSET, radius + _FOCUS_OFFSET)
        dashes = QPen(_FOCUS, _FOCUS_PEN)
        dashes.setDashPattern([2.0, 1.5])
        painter.setPen(dashes)
        painter.drawRoundedRect(ring, radius + _FOCUS_OFFSET, radius + _FOCUS_OFFSET)
        size = self._caret_size()
        tip = QPointF(self.width * _INDEX_CENTRE, -_FOCUS_OFFSET - _FOCUS_PEN / 2 - 1)
        caret = QPolygonF([tip, QPointF(tip.x() - size * 0.6, tip.y() - size),
                           QPointF(tip.x() + size * 0.6, tip.y() - size)])
        painter.setPen(QPen(_FOCUS_BACK, 1.5))
        painter.setBrush(_FOCUS)
        painter.drawPolygon(caret)

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

    @property
    def dragging(self) -> bool:
        return self._drag_from is not None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            if self.draggable:
                self._press = event.scenePos()  # a click or a drag: the release tells
            else:
                self.clicked.emit(self.card)
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        if self._drag_from is None:
            if QLineF(self._press, event.scenePos()).length() < DRAG_START:
                return
            self._drag_from = self.pos()
            self.setZValue(DRAG_Z)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        shift = event.scenePos() - self._press
        self.setPos(self._drag_from.x() + shift.x(), self._drag_from.y() + min(0.0, shift.y()) * 0.3)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        was_drag = self._drag_from is not None
        self._press = self._drag_from = None
        event.accept()
        if was_drag:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.dropped.emit(self.card, self.sceneBoundingRect().center().x())
        else:
            self.clicked.emit(self.card)
