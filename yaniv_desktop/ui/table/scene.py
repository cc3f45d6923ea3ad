"""The table as a QGraphicsScene: hands, stock, the last throw spread out.

Card items are kept by physical card, so a card that moves — thrown from a hand,
taken from the pile, drawn from the stock — glides from where it was to where it
goes. The scene draws what :meth:`TableScene.show` is given; it decides nothing.

Text on the table (seat badges, the stock count, the round's banner, what a wild card
stands for) is laid out in the table's direction, and placed so no two labels meet.
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
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.cards import Card
from yaniv_desktop.core.round import RoundState
from yaniv_desktop.ui.play.seats import LEVEL_STARS, level_name
from yaniv_desktop.ui.table.card_images import CardImages
from yaniv_desktop.ui.table.card_item import CardItem
from yaniv_desktop.ui.table.layout import GAP, MARGIN, Box, Place, TableGeometry, bounding
from yaniv_desktop.ui.table.surface import surface_tile
from yaniv_desktop.ui.text.bidi import isolate, isolate_numbers, stand_ins
from yaniv_desktop.ui.text.counts import card_count, points_short

SPEEDS = (0.5, 1.0, 2.5)  # the pace of moves a player can choose: slow, normal, fast
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
LABEL_Z, BANNER_Z = 400, 500
_RED_INK, _BLACK_INK = QColor(180, 20, 30), QColor(20, 20, 25)

CardTarget = tuple[Place, float, bool, bool, bool, bool]  # place, width, face up, selected, focused, clickable


class TableText(QGraphicsSimpleTextItem):
    """Lines of text laid out in a given direction (the table's, not the text's guess).

    Qt's own simple text item picks a paragraph's direction from its first letter, so
    a Hebrew badge starting with a Latin name ran left to right and put its numbers at
    the wrong end.  Each line here is its own right-to-left (or left-to-right) paragraph,
    aligned to the side the reading starts from.
    """

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._direction = Qt.LayoutDirection.LeftToRight
        self._cache: tuple[tuple, list[tuple[QTextLayout, QPointF]], QRectF] | None = None

    def set_direction(self, direction: Qt.LayoutDirection) -> None:
        if direction != self._direction:
            self.prepareGeometryChange()
            self._direction = direction
            self.update()

    def direction(self) -> Qt.LayoutDirection:
        return self._direction

    def line_layouts(self) -> list[tuple[QTextLayout, QPointF]]:
        """Each line laid out as it is painted, with where it is drawn in the item."""
        return self._laid_out()[0]

    def boundingRect(self) -> QRectF:
        return self._laid_out()[1]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(QPen(self.brush().color()))
        for layout, origin in self.line_layouts():
            layout.draw(painter, origin)

    def _laid_out(self) -> tuple[list[tuple[QTextLayout, QPointF]], QRectF]:
        key = (self.text(), self.font().key(), self._direction)
        if self._cache is None or self._cache[0] != key:
            lines = [self._line(text) for text in self.text().split("\n")]
            widest = max((line.lineAt(0).naturalTextWidth() for line in lines), default=0.0)
            placed, y = [], 0.0
            for layout in lines:
                line = layout.lineAt(0)
                shift = widest - line.naturalTextWidth() if self._direction == Qt.LayoutDirection.RightToLeft else 0.0
                placed.append((layout, QPointF(shift, y)))
                y += line.height()
            self._cache = (key, placed, QRectF(0, 0, widest, y))
        return self._cache[1], self._cache[2]

    def _line(self, text: str) -> QTextLayout:
        layout = QTextLayout(text, self.font())
        option = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute)
        option.setTextDirection(self._direction)
        option.setWrapMode(QTextOption.WrapMode.NoWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        line = layout.createLine()
        line.setLineWidth(1_000_000)
        layout.endLayout()
        return layout


class Badge(NamedTuple):
    box: QGraphicsRectItem
    label: TableText


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
    hand: Sequence[Card] = ()           # the viewer's hand in the order shown (the engine's when empty)
    draggable: bool = False             # the viewer may drag their cards to reorder the hand
    hinted: frozenset[Card] = frozenset()  # what the hint suggests: cards to throw or to take
    hint_stock: bool = False            # the hint suggests the stock
    hand_text: str = ""                 # the viewer's hand value (and after the chosen throw)
    show_hands: bool = False            # a watched match with every hand face up

    def shown_hand(self) -> Sequence[Card]:
        return self.hand or self.state.hands[self.viewer]


class TableScene(QGraphicsScene):
    hand_card_clicked = Signal(object)
    pile_card_clicked = Signal(object)
    pile_card_refused = Signal(object)  # a card of the last throw that may not be taken
    stock_clicked = Signal()
    hand_card_moved = Signal(object, int)  # a card of the viewer's hand dragged to this place in the order shown

    def __init__(self, images: CardImages, parent=None) -> None:
        super().__init__(parent)
        self.images = images
        self.animations_enabled = True
        self.speed = 1.0
        self.mirrored = False
        self.card_scale = 1.0
        self.colours = TABLE_COLOURS["green"]
        self.table_theme = "green"
        self._surfaces: dict[str, QPixmap | None] = {"green": surface_tile("green", self.colours[0])}
        self._cards: dict[Card, CardItem] = {}
        self._stock = CardItem(None)
        self._stock.clicked.connect(lambda _card: self.stock_clicked.emit())
        self.addItem(self._stock)
        self._stock_label = TableText()
        self._stock_label.setBrush(QColor(245, 245, 235))
        self.addItem(self._stock_label)
        # Seat badges, the banner and the wild cards' notes are reused, never deleted:
        # show() runs inside a card's mouse-press handler, and deleting items the scene
        # is still dispatching that event over crashed Qt (seen once in CI).
        self._badges: list[Badge] = []
        self._notes: list[Badge] = []
        self._retired: list[CardItem] = []  # removed card items, released by the event loop
        self._group: QParallelAnimationGroup | None = None
        self._view: TableView | None = None
        self._hand_slots: list[float] = []  # the x centre of each place of the hand, in the order shown
        self.images.updated.connect(self._repaint_pictures)

    # ----- drawing ----------------------------------------------------------------------

    def set_table_colour(self, name: str) -> None:
        """A table theme: its colours, and its felt or wood drawn once and kept for this scene."""
        self.table_theme = name if name in TABLE_COLOURS else "green"
        self.colours = TABLE_COLOURS[self.table_theme]
        if self.table_theme not in self._surfaces:
            self._surfaces[self.table_theme] = surface_tile(self.table_theme, self.colours[0])
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the view caches it

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
        gradient.setColorAt(0.0, QColor(self.colours[0]))
        gradient.setColorAt(1.0, QColor(self.colours[1]))
        painter.fillRect(rect, QBrush(gradient))
        tile = self._surfaces.get(self.table_theme)
        if tile is not None:
            painter.fillRect(rect, QBrush(tile))

    @property
    def direction(self) -> Qt.LayoutDirection:
        return Qt.LayoutDirection.RightToLeft if self.mirrored else Qt.LayoutDirection.LeftToRight

    def show(self, view: TableView) -> None:
        """Lay the table out for ``view``; moved cards glide to their new places."""
        self._view = view
        rect = self.sceneRect()
        state = view.state
        geo = TableGeometry(rect.width(), rect.height(), state.setup.seats, view.viewer, self.mirrored,
                            self.card_scale)
        self.images.request(int(round(geo.card_width)), self._dpr())
        targets: dict[Card, CardTarget] = {}
        self._hand_targets(geo, view, targets)
        centre = self._pile_targets(geo, view, targets)
        centre = centre.united(self._place_stock(geo, view))
        labels = self._place_labels(geo, view, centre, targets)
        self._place_banner(geo, view, centre, labels)
        self._place_cards(targets, geo, view)

    def _hand_targets(self, geo: TableGeometry, view: TableView, targets: dict[Card, CardTarget]) -> None:
        """The viewer's hand, face up, in the order shown; chosen and hinted cards raised."""
        hand = view.shown_hand()
        raised = [c in view.selection or c in view.hinted for c in hand]
        places = geo.hand_cards(len(hand), raised)
        self._hand_slots = [place.x + geo.card_width / 2 for place in places]
        for c, place in zip(hand, places):
            targets[c] = (place, geo.card_width, True, c in view.selection, c == view.focus, True)

    def _pile_targets(self, geo: TableGeometry, view: TableView, targets: dict[Card, CardTarget]) -> Box:
        """A few covered cards, then the last throw (and the throw waiting for its draw)
        spread out, each wild card with a note of what it stands for.  Returns their box."""
        state = view.state
        w, h = geo.card_width, geo.card_height
        boxes = []
        for depth, c in enumerate(state.pile[-COVERED_SHOWN:]):
            place = geo.covered_place(depth)
            targets[c] = (place, w, True, False, False, False)
            boxes.append(Box(place.x - h * 0.1, place.y - h * 0.1, w + h * 0.2, h * 1.2))  # jitter
        throw = list(state.last_throw) + list(state.pending)
        places = geo.throw_cards(len(throw))
        lifted: list[Place] = []
        for c, place in zip(throw, places):
            is_pending = c in state.pending
            moved = Place(place.x, place.y + (h * 0.18 if is_pending else 0), place.rotation,
                          place.z + (20 if is_pending else 0))
            lifted.append(moved)
            targets[c] = (moved, w, True, False, c == view.focus, c in view.takeable)
            boxes.append(Box(moved.x, moved.y, w, h))
        boxes.extend(self._place_notes(geo, state, lifted))
        return bounding(boxes) or Box(geo.width / 2, geo.height / 2, 0, 0)

    def _place_notes(self, geo: TableGeometry, state: RoundState, places: list[Place]) -> list[Box]:
        """Under each wild card of the throw on the table, the card it stands for ("=5♥"),
        centred on the part of the card left in sight."""
        wild = state.throw_rules.wild
        notes = (list(stand_ins(state.last_throw, lambda c: wild[c], state.last_kind))
                 + list(stand_ins(state.pending, lambda c: wild[c], state.pending_kind)))
        boxes, used = [], 0
        size = max(10, int(geo.card_width * 0.17))
        for i, (place, note) in enumerate(zip(places, notes)):
            if note is None:
                continue
            box = self._note(used, note, size)
            used += 1
            rect = box.rect()
            seen = places[i + 1].x - place.x if i + 1 < len(places) else geo.card_width
            box.setPos(place.x + seen / 2 - rect.width() / 2 - rect.left(),
                       place.y + geo.card_height + GAP - rect.top())
            boxes.append(_scene_box(box))
        for spare in self._notes[used:]:
            spare.box.hide()
        return boxes

    def _note(self, index: int, stands_for: str, size: int) -> QGraphicsRectItem:
        if index == len(self._notes):
            self._notes.append(self._new_badge())
        box, label = self._notes[index]
        self._dress(box, label, isolate("=" + stands_for), size, bold=True, direction=Qt.LayoutDirection.LeftToRight)
        red = any(s in stands_for for s in "♥♦")
        label.setBrush(_RED_INK if red else _BLACK_INK)
        box.setBrush(QColor(255, 252, 240, 245))
        box.setPen(QPen(QColor(90, 70, 20), 1))
        return box

    def _place_cards(self, targets: dict[Card, CardTarget], geo: TableGeometry, view: TableView) -> None:
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
                item.dropped.connect(self._on_card_dropped)
                self.addItem(item)
                item.setPos(stock.x, stock.y)  # new cards come from the stock
            highlighted = clickable and card in view.takeable
            in_hand = card in view.state.hands[view.viewer] and face_up
            item.set_look(
                width=width, face_up=face_up, pixmap=self.images.pixmap(card, True),
                back=self.images.back_pixmap(card.deck), selected=selected, highlighted=highlighted,
                focused=focused, clickable=clickable, hinted=card in view.hinted,
                draggable=view.draggable and in_hand and not view.reveal,
            )
            if item.dragging:
                continue  # under the person's mouse until they let go
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

    def _place_stock(self, geo: TableGeometry, view: TableView) -> Box:
        """The stock and its count underneath; returns the box they take."""
        place = geo.stock_place()
        count = len(view.state.stock)
        self._stock.setVisible(count > 0)
        self._stock.set_look(width=geo.card_width, face_up=False, pixmap=None,
                             back=self.images.back_pixmap(0), highlighted=view.stock_active,
                             clickable=view.stock_active, hinted=view.hint_stock)
        self._stock.setPos(place.x, place.y)
        self._stock.setZValue(place.z)
        label = self._stock_label
        font = QFont()
        font.setPixelSize(max(12, int(geo.card_width * 0.15)))
        label.setFont(font)
        label.set_direction(self.direction)
        label.setText(self.tr("Stock: {count}").format(count=count))
        rect = label.boundingRect()
        # Under the stock, starting from the side the reading starts from.
        x = place.x if not self.mirrored else place.x + geo.card_width - rect.width()
        label.setPos(x, place.y + geo.card_height + GAP)
        return Box(place.x, place.y, geo.card_width, geo.card_height).united(_scene_box(label))

    def _place_labels(self, geo: TableGeometry, view: TableView, centre: Box,
                      targets: dict[Card, CardTarget]) -> list[Box]:
        """Every seat's badge, the opponents' cards with them; returns the badges' boxes."""
        state = view.state
        size = max(10, int(geo.card_width * (0.13 if state.setup.seats > 5 else 0.16)))
        seats = list(state.setup.active)
        badges = {seat: self._badge(i, self._badge_text(view, seat), size,
                                    current=(seat == state.current and not state.is_over))
                  for i, seat in enumerate(seats)}
        for spare in self._badges[len(seats):]:
            spare.box.hide()
        mine = badges.get(view.viewer)
        hand_box = geo.hand_box(len(state.hands[view.viewer]))
        reserved = [centre, hand_box]
        boxes = []
        if mine is not None:
            self._place_viewer_badge(geo, mine, hand_box, centre)
            reserved.append(_scene_box(mine))
            boxes.append(reserved[-1])
        others = {seat: len(state.hands[seat]) for seat in seats if seat != view.viewer}
        sizes = {seat: _size(badges[seat]) for seat in others}
        face_up = view.reveal or view.show_hands
        blocks = geo.opponent_blocks(others, sizes, face_up, reserved)
        for seat, block in blocks.items():
            for c, place in zip(state.hands[seat], block.cards):
                targets[c] = (place, block.card_width, face_up, False, False, False)
            box = badges[seat]
            box.setPos(QPointF(*block.badge) - box.rect().topLeft())
            boxes.append(_scene_box(box))
        return boxes

    def _badge_text(self, view: TableView, seat: int) -> str:
        state = view.state
        crowded = state.setup.seats > 5
        name = view.names[seat]
        level = view.levels[seat]
        if level is not None:
            name += f" {LEVEL_STARS[level]}" if crowded else f" · {level_name(level)}"
        cards, total = len(state.hands[seat]), view.totals[seat]
        detail = self.tr("{cards} · {total}").format(
            cards=card_count(cards), total=total if crowded else points_short(total))
        if view.reveal:
            points = view.points[seat] if seat < len(view.points) else None
            detail = (self.tr("hand {value} · +{points}") if points is not None else self.tr("hand {value}")).format(
                value=state.hand_value(seat), points=points)
        elif view.thinking == seat:
            detail += self.tr(" · thinking…")
        if view.show_hands and not view.reveal:
            detail += "\n" + self.tr("hand {value}").format(value=state.hand_value(seat))
        if seat == view.viewer and view.hand_text and not view.reveal:
            detail += "\n" + view.hand_text
        return f"{name}\n{isolate_numbers(detail)}"

    def _place_viewer_badge(self, geo: TableGeometry, badge: QGraphicsRectItem, hand: Box, centre: Box) -> None:
        """Beside the hand, on the side the reading starts from; the other side if that one is
        off the table; above the hand's start if neither fits."""
        rect = badge.rect()
        gap = geo.card_width * 0.3
        before, after = hand.x - gap - rect.width(), hand.right + gap
        sides = (before, after) if not self.mirrored else (after, before)
        y = geo.height - geo.card_height * 0.35 - rect.height()
        x = next((s for s in sides if MARGIN <= s <= geo.width - MARGIN - rect.width()), None)
        if x is None:
            x = hand.x if not self.mirrored else hand.right - rect.width()
            y = max(centre.bottom + GAP, hand.y - GAP - rect.height())
        badge.setPos(x - rect.left(), y - rect.top())

    def _place_banner(self, geo: TableGeometry, view: TableView, centre: Box, taken: list[Box]) -> None:
        """The round's banner, between the pile and the hand, clear of every other label."""
        index = len(view.state.setup.active)
        if not view.banner:
            for spare in self._badges[index:]:
                spare.box.hide()
            return
        size = max(22, int(geo.card_width * 0.42))
        banner = self._badge(index, view.banner, size, current=True)
        if banner.rect().width() > geo.width * 0.92:  # a long sentence on a small table
            size = max(12, int(size * geo.width * 0.92 / banner.rect().width()))
            banner = self._badge(index, view.banner, size, current=True)
        banner.setZValue(BANNER_Z)
        rect = banner.rect()
        hand = geo.hand_box(len(view.state.hands[view.viewer]))
        spot = geo.free_spot(rect.width(), rect.height(), [*taken, centre, hand],
                             below=centre.bottom + GAP, above=hand.y - GAP)
        banner.setPos(spot.x - rect.left(), spot.y - rect.top())
        for spare in self._badges[index + 1:]:
            spare.box.hide()

    def _badge(self, index: int, text: str, size: int, current: bool) -> QGraphicsRectItem:
        """Badge number ``index`` of this layout, showing ``text``."""
        if index == len(self._badges):
            self._badges.append(self._new_badge())
        box, label = self._badges[index]
        self._dress(box, label, text, size, bold=current, direction=self.direction)
        label.setBrush(QColor(20, 20, 20) if current else QColor(250, 248, 240))
        box.setBrush(QColor(255, 214, 90, 235) if current else QColor(0, 0, 0, 120))
        box.setPen(QPen(Qt.PenStyle.NoPen))
        box.setZValue(LABEL_Z)
        return box

    def _new_badge(self) -> Badge:
        box = QGraphicsRectItem()
        self.addItem(box)
        return Badge(box, TableText(box))

    @staticmethod
    def _dress(box: QGraphicsRectItem, label: TableText, text: str, size: int, *, bold: bool,
               direction: Qt.LayoutDirection) -> None:
        font = QFont()
        font.setPixelSize(size)
        font.setBold(bold)
        label.setFont(font)
        label.set_direction(direction)
        label.setText(text)
        pad = size * 0.45
        box.setRect(label.boundingRect().adjusted(-pad, -pad * 0.5, pad, pad * 0.5))
        box.setZValue(LABEL_Z)
        box.show()

    def _retire(self, item: CardItem) -> None:
        """Take a card item off the table now and let it go once the event in hand is over."""
        self.removeItem(item)
        if not self._retired:
            QTimer.singleShot(0, self._retired.clear)
        self._retired.append(item)

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

    def _on_card_dropped(self, card: Card, x: float) -> None:
        """A card of the hand let go at ``x``: its new place is after every other card whose
        place lies before ``x`` in the reading direction."""
        view = self._view
        if view is None or card not in view.shown_hand():
            return
        hand = list(view.shown_hand())
        slots = [slot for c, slot in zip(hand, self._hand_slots) if c != card]
        index = sum(1 for slot in slots if (slot > x if self.mirrored else slot < x))
        self.hand_card_moved.emit(card, index)

    def card_item(self, card: Card) -> CardItem | None:
        """The item showing ``card`` (tests click on it)."""
        return self._cards.get(card)

    @property
    def stock_item(self) -> CardItem:
        return self._stock

    @property
    def labels(self) -> list[QGraphicsItem]:
        """The text on the table now shown: badges, banner, notes, the stock's count."""
        boxes = [b.box for b in (*self._badges, *self._notes) if b.box.isVisible()]
        return [*boxes, self._stock_label] if self._stock_label.isVisible() else boxes

    @property
    def animating(self) -> bool:
        return self._group is not None and self._group.state() == QParallelAnimationGroup.State.Running


def _size(box: QGraphicsRectItem) -> tuple[float, float]:
    rect = box.rect()
    return rect.width(), rect.height()


def _scene_box(item: QGraphicsItem) -> Box:
    rect = item.sceneBoundingRect()
    return Box(rect.x(), rect.y(), rect.width(), rect.height())
