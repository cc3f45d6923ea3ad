"""The table as a QGraphicsScene: hands, stock, the last throw spread out.

Card items are kept by physical card, so a card that moves — thrown from a hand,
taken from the pile, drawn from the stock — glides from where it was to where it
goes. The scene draws what :meth:`TableScene.show` is given; it decides nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.cards import Card
from yaniv_desktop.core.round import RoundState
from yaniv_desktop.ui.play.seats import LEVEL_STARS, level_name
from yaniv_desktop.ui.table.card_images import CardImages
from yaniv_desktop.ui.table.card_item import CardItem
from yaniv_desktop.ui.table.layout import Place, TableGeometry
from yaniv_desktop.ui.text.counts import card_count, points_short

TABLE_COLOURS = {  # the storage layer's table_theme choices
    "green": ("#2f7a4b", "#164a2c"),
    "blue": ("#2f5a8a", "#152c4a"),
    "red": ("#7a2f3c", "#40141e"),
    "wood": ("#8a5a32", "#4a2c14"),
    "dark": ("#3a3f44", "#16191c"),
    "high_contrast": ("#000000", "#000000"),
}
TABLE_COLOUR_NAMES = {
    "green": QT_TRANSLATE_NOOP("TableColours", "Green"),
    "blue": QT_TRANSLATE_NOOP("TableColours", "Blue"),
    "red": QT_TRANSLATE_NOOP("TableColours", "Red"),
    "wood": QT_TRANSLATE_NOOP("TableColours", "Wood"),
    "dark": QT_TRANSLATE_NOOP("TableColours", "Dark"),
    "high_contrast": QT_TRANSLATE_NOOP("TableColours", "High contrast"),
}
COVERED_SHOWN = 3  # cards of the covered pile drawn under the last throw


class Badge(NamedTuple):
    box: QGraphicsRectItem
    label: QGraphicsSimpleTextItem


@dataclass
class TableView:
    """What the table shows for one viewer."""

    state: RoundState
    viewer: int
    names: Sequence[str]
    levels: Sequence[Level | None]
    totals: Sequence[int]
    selection: set[Card] = field(default_factory=set)
    focus: Card | None = None
    takeable: tuple[Card, ...] = ()     # highlighted when the viewer may take them
    stock_active: bool = False
    thinking: int | None = None
    reveal: bool = False
    banner: str = ""
    points: Sequence[int | None] = ()


class TableScene(QGraphicsScene):
    hand_card_clicked = Signal(object)
    pile_card_clicked = Signal(object)
    pile_card_refused = Signal(object)  # a card of the last throw that may not be taken
    stock_clicked = Signal()

    def __init__(self, images: CardImages, parent=None) -> None:
        super().__init__(parent)
        self.images = images
        self.animations_enabled = True
        self.speed = 1.0
        self.mirrored = False
        self.card_scale = 1.0
        self.colours = TABLE_COLOURS["green"]
        self._cards: dict[Card, CardItem] = {}
        self._stock = CardItem(None)
        self._stock.clicked.connect(lambda _card: self.stock_clicked.emit())
        self.addItem(self._stock)
        self._stock_label = self._text_item(13)
        # Seat badges and the banner are reused, never deleted: show() runs inside a
        # card's mouse-press handler, and deleting items the scene is still
        # dispatching that event over crashed Qt (seen once in CI).
        self._badges: list[Badge] = []
        self._retired: list[CardItem] = []  # removed card items, released by the event loop
        self._group: QParallelAnimationGroup | None = None
        self._view: TableView | None = None
        self.images.updated.connect(self._repaint_pictures)

    # ----- drawing ----------------------------------------------------------------------

    def set_table_colour(self, name: str) -> None:
        self.colours = TABLE_COLOURS.get(name, TABLE_COLOURS["green"])
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
        gradient.setColorAt(0.0, QColor(self.colours[0]))
        gradient.setColorAt(1.0, QColor(self.colours[1]))
        painter.fillRect(rect, QBrush(gradient))

    def show(self, view: TableView) -> None:
        """Lay the table out for ``view``; moved cards glide to their new places."""
        self._view = view
        rect = self.sceneRect()
        state = view.state
        geo = TableGeometry(rect.width(), rect.height(), state.setup.seats, view.viewer, self.mirrored,
                            self.card_scale)
        self.images.request(int(round(geo.card_width)), self._dpr())
        targets: dict[Card, tuple[Place, float, bool, bool, bool, bool]] = {}
        # The viewer's hand, face up.
        hand = state.hands[view.viewer]
        raised = [c in view.selection for c in hand]
        for c, place in zip(hand, geo.hand_cards(len(hand), raised)):
            targets[c] = (place, geo.card_width, True, c in view.selection, c == view.focus, True)
        # Opponents: face down until the reveal.
        for seat in state.setup.active:
            if seat == view.viewer:
                continue
            cards = state.hands[seat]
            width = geo.card_width * 0.8 if view.reveal else geo.small_width
            places = geo.opponent_cards(seat, len(cards))
            if view.reveal:
                places = _spread(places, width)
            for c, place in zip(cards, places):
                targets[c] = (place, width, view.reveal, False, False, False)
        # The discard pile: a few covered cards, then the last throw (and the throw
        # waiting for its draw) spread out.
        for depth, c in enumerate(state.pile[-COVERED_SHOWN:]):
            targets[c] = (geo.covered_place(depth), geo.card_width, True, False, False, False)
        throw = list(state.last_throw) + list(state.pending)
        for c, place in zip(throw, geo.throw_cards(len(throw))):
            is_pending = c in state.pending
            lifted = Place(place.x, place.y + (geo.card_height * 0.18 if is_pending else 0), place.rotation,
                           place.z + (20 if is_pending else 0))
            takeable = c in view.takeable
            targets[c] = (lifted, geo.card_width, True, False, c == view.focus, takeable)
        self._place_cards(targets, geo, view)
        self._place_stock(geo, view)
        self._place_labels(geo, view)

    def _place_cards(self, targets: dict, geo: TableGeometry, view: TableView) -> None:
        if self._group is not None:
            # Each layout makes a new group; the old one must go, or the scene keeps
            # every group (and its animations) of the whole match as children.
            self._group.stop()
            self._group.deleteLater()
            self._group = None
        group = QParallelAnimationGroup(self)
        stock = geo.stock_place()
        for card in list(self._cards):
            if card not in targets:
                self._retire(self._cards.pop(card))
        for card, (place, width, face_up, selected, focused, clickable) in targets.items():
            item = self._cards.get(card)
            if item is None:
                item = self._cards[card] = CardItem(card)
                item.clicked.connect(self._on_card_clicked)
                self.addItem(item)
                item.setPos(stock.x, stock.y)  # new cards come from the stock
            highlighted = clickable and card in view.takeable
            item.set_look(
                width=width, face_up=face_up, pixmap=self.images.pixmap(card, True),
                back=self.images.back_pixmap(card.deck), selected=selected, highlighted=highlighted,
                focused=focused, clickable=clickable,
            )
            item.setZValue(place.z)
            self._move(item, QPointF(place.x, place.y), place.rotation, group)
        if group.animationCount():
            group.start()
            self._group = group
        else:
            group.deleteLater()

    def _move(self, item: CardItem, pos: QPointF, rotation: float, group: QParallelAnimationGroup) -> None:
        if not self.animations_enabled or (item.pos() - pos).manhattanLength() < 0.5:
            item.setPos(pos)
            item.setRotation(rotation)
            return
        duration = int(340 / max(0.25, self.speed))
        for prop, value in ((b"pos", pos), (b"rotation", rotation)):
            animation = QPropertyAnimation(item, prop, group)
            animation.setDuration(duration)
            animation.setEndValue(value)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(animation)

    def _place_stock(self, geo: TableGeometry, view: TableView) -> None:
        place = geo.stock_place()
        count = len(view.state.stock)
        self._stock.setVisible(count > 0)
        self._stock.set_look(width=geo.card_width, face_up=False, pixmap=None,
                             back=self.images.back_pixmap(0), highlighted=view.stock_active,
                             clickable=view.stock_active)
        self._stock.setPos(place.x, place.y)
        self._stock.setZValue(place.z)
        self._stock_label.setText(self.tr("Stock: {count}").format(count=count))
        self._stock_label.setPos(place.x, place.y + geo.card_height + 6)

    def _place_labels(self, geo: TableGeometry, view: TableView) -> None:
        used = 0
        state = view.state
        size = max(10, int(geo.card_width * (0.13 if state.setup.seats > 5 else 0.16)))
        for seat in state.setup.active:
            if seat == view.viewer:
                hand = geo.hand_cards(max(1, len(state.hands[seat])), [False] * max(1, len(state.hands[seat])))
                edge = min(p.x for p in hand) if not self.mirrored else max(p.x for p in hand) + geo.card_width
                x, y = edge, geo.height - geo.card_height * 0.35
                anchor_below = False
            else:
                x, y = geo.seat_anchor(seat)
                y += geo.small_width * 0.72 + 4 if not view.reveal else geo.card_height * 0.6
                anchor_below = True
            crowded = state.setup.seats > 5
            lines = [view.names[seat]]
            level = view.levels[seat]
            if level is not None:
                lines[0] += f" {LEVEL_STARS[level]}" if crowded else f" · {level_name(level)}"
            cards, total = len(state.hands[seat]), view.totals[seat]
            detail = self.tr("{cards} · {total}").format(
                cards=card_count(cards), total=total if crowded else points_short(total))
            if view.reveal:
                points = view.points[seat] if seat < len(view.points) else None
                detail = (self.tr("hand {value} · +{points}") if points is not None else self.tr("hand {value}")).format(
                    value=state.hand_value(seat), points=points)
            elif view.thinking == seat:
                detail += self.tr(" · thinking…")
            lines.append(detail)
            label = self._badge(used, "\n".join(lines), size, current=(seat == state.current and not state.is_over))
            used += 1
            rect = label.boundingRect()
            if seat == view.viewer:  # beside the hand, never over it
                left = x - rect.width() - geo.card_width * 0.3 if not self.mirrored else x + geo.card_width * 0.3
                label.setPos(left - rect.left(), y - rect.height())
            else:
                label.setPos(x - rect.width() / 2, y if anchor_below else y - rect.height())
        if view.banner:
            banner = self._badge(used, view.banner, max(22, int(geo.card_width * 0.42)), current=True)
            used += 1
            rect = banner.boundingRect()
            below_stock = geo.stock_place().y + geo.card_height + size * 2.2
            banner.setPos((geo.width - rect.width()) / 2 - rect.left(), below_stock)
            banner.setZValue(500)
        for spare in self._badges[used:]:
            spare.box.hide()

    def _badge(self, index: int, text: str, size: int, current: bool) -> QGraphicsRectItem:
        """Badge number ``index`` of this layout, showing ``text``."""
        if index == len(self._badges):
            box = QGraphicsRectItem()
            box.setPen(QPen(Qt.PenStyle.NoPen))
            self.addItem(box)
            self._badges.append(Badge(box, QGraphicsSimpleTextItem(box)))
        box, label = self._badges[index]
        font = QFont()
        font.setPixelSize(size)
        font.setBold(current)
        label.setFont(font)
        label.setText(text)
        label.setBrush(QColor(20, 20, 20) if current else QColor(250, 248, 240))
        pad = size * 0.45
        box.setRect(label.boundingRect().adjusted(-pad, -pad * 0.5, pad, pad * 0.5))
        box.setBrush(QColor(255, 214, 90, 235) if current else QColor(0, 0, 0, 120))
        box.setZValue(400)
        box.show()
        return box

    def _retire(self, item: CardItem) -> None:
        """Take a card item off the table now and let it go once the event in hand is over."""
        self.removeItem(item)
        if not self._retired:
            QTimer.singleShot(0, self._retired.clear)
        self._retired.append(item)

    def _text_item(self, size: int) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPixelSize(size)
        item.setFont(font)
        item.setBrush(QColor(245, 245, 235))
        self.addItem(item)
        return item

    def _repaint_pictures(self) -> None:
        for card, item in self._cards.items():
            item.pixmap = self.images.pixmap(card, True)
            item.back = self.images.back_pixmap(card.deck)
            item.update()
        self._stock.back = self.images.back_pixmap(0)
        self._stock.update()

    def _dpr(self) -> float:
        views = self.views()
        return views[0].devicePixelRatioF() if views else 1.0

    # ----- input -------------------------------------------------------------------------

    def _on_card_clicked(self, card: Card) -> None:
        view = self._view
        if view is None:
            return
        if card in view.state.hands[view.viewer]:
            self.hand_card_clicked.emit(card)
        elif card in view.takeable:
            self.pile_card_clicked.emit(card)
        elif card in view.state.last_throw and view.takeable:
            self.pile_card_refused.emit(card)

    def card_item(self, card: Card) -> CardItem | None:
        """The item showing ``card`` (tests click on it)."""
        return self._cards.get(card)

    @property
    def stock_item(self) -> CardItem:
        return self._stock

    @property
    def animating(self) -> bool:
        return self._group is not None and self._group.state() == QParallelAnimationGroup.State.Running


def _spread(places: list[Place], width: float) -> list[Place]:
    """Open an opponent's fan at the reveal so every card can be read."""
    if not places:
        return places
    step = width * 0.55
    centre = places[0].x + (places[-1].x - places[0].x) / 2
    left = centre - (width + step * (len(places) - 1)) / 2
    return [Place(left + i * step, p.y, 0.0, p.z) for i, p in enumerate(places)]
