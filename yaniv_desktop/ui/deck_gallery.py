"""The deck gallery: every deck card by card, its legend first; broken decks marked."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.faces import LEGEND
from yaniv_desktop.decks.paint import card_height
from yaniv_desktop.decks.registry import DeckRegistry

DECK_ID = Qt.ItemDataRole.UserRole
IMAGE_NAME = Qt.ItemDataRole.UserRole + 1


class DeckGallery(QWidget):
    def __init__(self, registry: DeckRegistry, images: AsyncImages, *, card_width: int = 96,
                 lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.images = images
        self.card_width = card_width
        self.lang = lang
        self.current: str | None = None

        self.decks = QListWidget()
        self.decks.setMaximumWidth(260)
        self.decks.setWordWrap(True)
        self.cards = QListWidget()
        self.cards.setViewMode(QListWidget.ViewMode.IconMode)
        self.cards.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.cards.setMovement(QListWidget.Movement.Static)
        self.cards.setIconSize(QSize(card_width, card_height(card_width)))
        self.cards.setSpacing(6)
        self.status = QLabel()
        self.status.setWordWrap(True)

        right = QVBoxLayout()
        right.addWidget(self.status)
        right.addWidget(self.cards, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.decks)
        layout.addLayout(right, 1)

        for deck in registry.decks:
            item = QListWidgetItem(deck.manifest.display_name(lang))
            item.setData(DECK_ID, deck.id)
            item.setToolTip(deck.manifest.community.get(lang) or deck.manifest.community["en"])
            self.decks.addItem(item)
        for broken in registry.broken:
            item = QListWidgetItem(f"⚠ {broken.folder.name} — broken\n{broken.message}")
            item.setForeground(QColor("#b3261e"))
            item.setToolTip(broken.message)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.decks.addItem(item)

        self.decks.currentItemChanged.connect(self._deck_chosen)
        images.ready.connect(self._image_ready)
        images.failed.connect(self._image_failed)
        if registry.decks:
            self.decks.setCurrentRow(0)

    def show_deck(self, deck_id: str) -> None:
        for row in range(self.decks.count()):
            if self.decks.item(row).data(DECK_ID) == deck_id:
                self.decks.setCurrentRow(row)
                return
        raise KeyError(deck_id)

    def _deck_chosen(self, item: QListWidgetItem | None) -> None:
        deck_id = item.data(DECK_ID) if item else None
        if not deck_id:
            return
        self.current = deck_id
        deck = self.registry.get(deck_id)
        self.status.setText(f"{deck.manifest.display_name(self.lang)} — {', '.join(deck.manifest.credits)}")
        self.images.cancel()
        self.cards.clear()
        names = (LEGEND, *[n for n in self.images.renderer.names(deck_id) if n != LEGEND])
        placeholder = QPixmap(self.cards.iconSize())
        placeholder.fill(QColor("#d8d2c4"))
        for name in names:
            card = QListWidgetItem(QIcon(placeholder), "who is who" if name == LEGEND else name)
            card.setData(IMAGE_NAME, name)
            card.setSizeHint(QSize(self.card_width + 12, card_height(self.card_width) + 28))
            self.cards.addItem(card)
        self.images.request(deck_id, names, self.card_width, self.devicePixelRatioF(), self.lang)

    def _item(self, name: str) -> QListWidgetItem | None:
        for row in range(self.cards.count()):
            if self.cards.item(row).data(IMAGE_NAME) == name:
                return self.cards.item(row)
        return None

    def _image_ready(self, deck_id: str, name: str, image: QImage) -> None:
        item = self._item(name) if deck_id == self.current else None
        if item is not None:
            item.setIcon(QIcon(QPixmap.fromImage(image)))

    def _image_failed(self, deck_id: str, name: str, message: str) -> None:
        item = self._item(name) if deck_id == self.current else None
        if item is not None:
            item.setText(f"{name}: failed")
            item.setToolTip(message)
