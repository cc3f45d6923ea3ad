"""Make a family deck from photos: grandpa, grandma and the grandchildren (and a back).

Each role takes one photo for all four suits, or one per suit (four grandchildren are
four jacks: the suit buttons above each photo choose which card a photo is for), and may
wear a community of its own (grandpa's for the kings, grandma's for the queens).  Each
photo gets a crop box to drag (move) and resize (the handle at its lower right corner)
around the face; it starts around the head (a face-finding heuristic) and keeps the shape
of a court card's picture window.
The deck is composed on a worker thread (:func:`yaniv_desktop.decks.maker.make_family_deck`);
a timer on the GUI thread polls the future and the progress, so no Qt signal is ever
emitted from a worker thread.
"""

from __future__ import annotations

import re
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from pathlib import Path

from PIL import Image
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLocale,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.maker import (
    PLAIN,
    ROLES,
    SUIT_LETTERS,
    WINDOW_ASPECT,
    Crop,
    FamilyDeckSpec,
    PhotoError,
    default_crop,
    face_crop,
    load_photo,
    make_family_deck,
)
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.progress import Progress
from yaniv_desktop.decks.registry import Deck, DeckRegistry, Origin

POLL_MS = 30
HANDLE = 14
PREVIEW_SIDE = 640
SLOT_TITLES = {  # shown translated (context "DeckMaker")
    "K": QT_TRANSLATE_NOOP("DeckMaker", "Grandpa (kings)"),
    "Q": QT_TRANSLATE_NOOP("DeckMaker", "Grandma (queens)"),
    "J": QT_TRANSLATE_NOOP("DeckMaker", "Grandchild (jacks)"),
    "back": QT_TRANSLATE_NOOP("DeckMaker", "Back (optional)"),
}
ALL_SUITS = ""
"""The entry of a role's photo for every suit without a photo of its own."""
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {
    "S": QT_TRANSLATE_NOOP("DeckMaker", "spades"),
    "H": QT_TRANSLATE_NOOP("DeckMaker", "hearts"),
    "D": QT_TRANSLATE_NOOP("DeckMaker", "diamonds"),
    "C": QT_TRANSLATE_NOOP("DeckMaker", "clubs"),
}


def slot_title(slot: str) -> str:
    return QCoreApplication.translate("DeckMaker", SLOT_TITLES[slot])


def pil_to_qimage(image: Image.Image) -> QImage:
    rgb = image.convert("RGB")
    data = rgb.tobytes("raw", "RGB")
    return QImage(data, rgb.width, rgb.height, rgb.width * 3, QImage.Format.Format_RGB888).copy()


def slug(text: str) -> str:
    word = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40]
    return f"family-{word}" if word else "family-deck"


class CropView(QWidget):
    """A photo with a crop box: drag inside to move it, drag the corner handle to resize it."""

    crop_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(180, 200)
        self.setMouseTracking(True)
        self.image: QImage | None = None
        self.placeholder = ""
        self.crop = Crop()
        self._drag: str | None = None
        self._grab = QPointF()
        self._start = Crop()

    def sizeHint(self) -> QSize:
        return QSize(220, 240)

    def set_image(self, image: QImage | None, crop: Crop | None = None) -> None:
        self.image = image
        if image is not None:
            self.crop = (crop or default_crop(image.width(), image.height())).clamped()
        self.update()
        self.crop_changed.emit()

    def photo_rect(self) -> QRectF:
        if self.image is None:
            return QRectF()
        scale = min(self.width() / self.image.width(), self.height() / self.image.height())
        w, h = self.image.width() * scale, self.image.height() * scale
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def crop_rect(self) -> QRectF:
        p = self.photo_rect()
        c = self.crop
        return QRectF(p.x() + c.x * p.width(), p.y() + c.y * p.height(), c.w * p.width(), c.h * p.height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt name
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#2b2b2b"))
        if self.image is None:
            painter.setPen(QColor("#bbbbbb"))
            painter.drawText(self.rect().adjusted(8, 8, -8, -8), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.placeholder or self.tr("No photo yet"))
            return
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        photo = self.photo_rect()
        painter.drawImage(photo, self.image)
        box = self.crop_rect()
        shade = QColor(0, 0, 0, 130)
        painter.fillRect(QRectF(photo.left(), photo.top(), photo.width(), box.top() - photo.top()), shade)
        painter.fillRect(QRectF(photo.left(), box.bottom(), photo.width(), photo.bottom() - box.bottom()), shade)
        painter.fillRect(QRectF(photo.left(), box.top(), box.left() - photo.left(), box.height()), shade)
        painter.fillRect(QRectF(box.right(), box.top(), photo.right() - box.right(), box.height()), shade)
        painter.setPen(QPen(QColor("#ffd54a"), 2))
        painter.drawRect(box)
        painter.fillRect(self._handle(box), QColor("#ffd54a"))

    @staticmethod
    def _handle(box: QRectF) -> QRectF:
        return QRectF(box.right() - HANDLE, box.bottom() - HANDLE, HANDLE, HANDLE)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.image is None:
            return
        pos = event.position()
        box = self.crop_rect()
        if self._handle(box).adjusted(-4, -4, 4, 4).contains(pos):
            self._drag = "resize"
        elif box.contains(pos):
            self._drag = "move"
        else:
            return
        self._grab, self._start = pos, self.crop

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if not self._drag or self.image is None:
            return
        photo = self.photo_rect()
        dx = (event.position().x() - self._grab.x()) / photo.width()
        dy = (event.position().y() - self._grab.y()) / photo.height()
        s = self._start
        if self._drag == "move":
            self.crop = Crop(s.x + dx, s.y + dy, s.w, s.h).clamped()
        else:
            self.resize_crop(s.w + max(dx, dy * self._ratio()), start=s)
        self.update()
        self.crop_changed.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._drag = None

    def _ratio(self) -> float:
        """Crop height (fraction) for each unit of crop width (fraction), keeping the window shape."""
        assert self.image is not None
        return self.image.width() / self.image.height() / WINDOW_ASPECT

    def resize_crop(self, width: float, start: Crop | None = None) -> None:
        s = start or self.crop
        ratio = self._ratio()
        width = max(0.05, min(width, 1.0 - s.x, (1.0 - s.y) / ratio))
        self.crop = Crop(s.x, s.y, width, width * ratio).clamped()


@dataclass
class PhotoEntry:
    """One photo of a slot as the dialog holds it (its crop changes while the person edits it)."""

    path: Path
    preview: QImage
    crop: Crop


@dataclass(frozen=True)
class ReadPhoto:
    """A photo read on the worker: the cleaned, upright preview and its default crop."""

    path: Path
    preview: QImage
    crop: Crop


def read_photo(path: Path, crop: Crop | None) -> ReadPhoto:
    """Read, turn upright and scale down a photo and find the head in it (on a worker thread:
    a 12-megapixel JPEG takes most of a second)."""
    image = load_photo(path)
    image.thumbnail((PREVIEW_SIDE, PREVIEW_SIDE))
    return ReadPhoto(path, pil_to_qimage(image), (crop or face_crop(image)).clamped())


class PhotoSlot(QGroupBox):
    """One role (or the back): its photos — one for all suits, or one per suit — each with a
    crop view and the name to print, and (for the courts) a community of its own."""

    def __init__(self, slot: str, styles: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(slot_title(slot), parent)
        self.slot = slot
        self.entries: dict[str, PhotoEntry] = {}
        self.current = ALL_SUITS
        self.typed_names: dict[str, str] = {}  # ALL_SUITS (the role's name) or a suit -> its name
        self.view = CropView()
        self.view.crop_changed.connect(self._keep_crop)
        self.suits = QButtonGroup(self)
        self.suit_buttons: dict[str, QToolButton] = {}
        self.choose = QPushButton(self.tr("Choose photo…"))
        self.choose.setToolTip(self.tr("A photo from this computer; it never leaves it"))
        self.remove = QPushButton(self.tr("Remove"))
        self.remove.setToolTip(self.tr("This suit shows the photo for all suits again"))
        self.remove.clicked.connect(self.remove_current)
        self.file_label = QLabel("")
        self.file_label.setWordWrap(True)
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.name.setPlaceholderText(self.tr("name on the cards"))
        self.name.setAccessibleName(self.tr("Name on the cards"))
        self.name.setToolTip(self.tr("Printed on the cards under the picture"))
        self.name.textChanged.connect(self._keep_name)
        self.style = QComboBox()
        self.style.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.style.addItem(self.tr("Same frame as the deck"), "")
        for label, value in styles:
            self.style.addItem(label, value)
        self.style.setToolTip(self.tr("The frame and colours of these cards: grandpa's community for the kings, "
                                      "grandma's for the queens"))
        self.style.setAccessibleName(self.tr("Frame of these cards"))
        layout = QVBoxLayout(self)
        if slot != "back":
            row = QHBoxLayout()
            row.setSpacing(2)
            for key, text, tip in ((ALL_SUITS, self.tr("All"), self.tr("The photo for every suit without one of its own")),
                                   *((s, SUIT_SYMBOLS[s], self.tr("A photo for the {suit} card only").format(
                                       suit=QCoreApplication.translate("DeckMaker", SUIT_NAMES[s]))) for s in SUIT_LETTERS)):
                button = QToolButton()
                button.setText(text)
                button.setCheckable(True)
                button.setToolTip(tip)
                button.setAccessibleName(tip)
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                button.setChecked(key == ALL_SUITS)
                self.suits.addButton(button)
                self.suit_buttons[key] = button
                row.addWidget(button)
            layout.addLayout(row)
            self.suits.buttonToggled.connect(self._suit_toggled)
        layout.addWidget(self.view, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose, 1)
        buttons.addWidget(self.remove)
        layout.addLayout(buttons)
        layout.addWidget(self.file_label)
        if slot != "back":
            layout.addWidget(self.name)
            layout.addWidget(self.style)
        else:
            self.name.hide()
            self.style.hide()
        self._refresh()

    @property
    def path(self) -> Path | None:
        """The photo for all suits (or, when there is none, one of the suits')."""
        entry = self.entries.get(ALL_SUITS) or next(iter(self.entries.values()), None)
        return entry.path if entry else None

    def spec_key(self, key: str) -> str:
        return self.slot if key == ALL_SUITS else f"{self.slot}{key}"

    def put(self, key: str, entry: PhotoEntry, show: bool = True) -> None:
        self.entries[key] = entry
        if show and key in self.suit_buttons:
            self.suit_buttons[key].setChecked(True)
        if show or key == self.current:
            self.show_entry(key)
        else:
            self._refresh()

    def show_entry(self, key: str) -> None:
        self.current = key
        entry = self.entries.get(key)
        if entry is None:
            if not self.entries:
                self.view.placeholder = ""
            elif key == ALL_SUITS:
                self.view.placeholder = self.tr("No photo for all suits: a suit without a photo of its own "
                                                "shows the first suit's photo")
            else:
                self.view.placeholder = self.tr("No photo of its own: this suit shows the photo for all suits")
            self.view.set_image(None)
        else:
            self.view.set_image(entry.preview, entry.crop)
        self._refresh()

    def _suit_toggled(self, button: QToolButton, on: bool) -> None:
        if on:
            self.show_entry(next(k for k, b in self.suit_buttons.items() if b is button))

    def remove_current(self) -> None:
        if self.entries.pop(self.current, None) is not None:
            self.show_entry(self.current)

    def _keep_crop(self) -> None:
        entry = self.entries.get(self.current)
        if entry is not None:
            entry.crop = self.view.crop

    def _keep_name(self, text: str) -> None:
        if self.current == ALL_SUITS or self.current in self.entries:
            self.typed_names[self.current] = text

    def set_name(self, key: str, text: str) -> None:
        self.typed_names[key] = text
        self._refresh()

    def _refresh(self) -> None:
        entry = self.entries.get(self.current)
        self.file_label.setText(entry.path.name if entry else "")
        self.name.setEnabled(entry is not None or self.current == ALL_SUITS)
        self.name.setText(self.typed_names.get(self.current, "") if entry or self.current == ALL_SUITS else "")
        self.remove.setVisible(self.current != ALL_SUITS or self.slot == "back")
        self.remove.setEnabled(entry is not None)
        for key, button in self.suit_buttons.items():
            symbol = self.tr("All") if key == ALL_SUITS else SUIT_SYMBOLS[key]
            button.setText(f"{symbol}•" if key in self.entries and key != ALL_SUITS else symbol)

    def names(self) -> dict[str, str]:
        """The names to print: the role's, and each suit's own (a suit with a photo of its own)."""
        names = {self.spec_key(k): self.typed_names.get(k, "").strip() for k in self.entries if k != ALL_SUITS}
        return {self.slot: self.typed_names.get(ALL_SUITS, "").strip(), **{k: v for k, v in names.items() if v}}


class DeckMakerDialog(QDialog):
    """Make (or edit) a family deck; ``deck_made(deck_id)`` is emitted on the GUI thread."""

    deck_made = Signal(str)

    def __init__(self, registry: DeckRegistry, parts: PartLibrary, user_decks_dir: Path, executor: Executor, *,
                 spec: FamilyDeckSpec | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Make a family deck"))
        self.registry = registry
        self.parts = parts
        self.user_decks_dir = user_decks_dir
        self.executor = executor
        self.editing = spec is not None
        self.future: Future[Deck] | None = None
        self.reading: dict[str, tuple[Future[ReadPhoto], bool]] = {}  # slot key -> photo being read, shown when read
        self.progress_state: Progress | None = None
        self.made: Deck | None = None

        self.title = QLineEdit()
        self.title.setMaxLength(60)
        self.title.setPlaceholderText(self.tr("The Cohen family"))
        self.title.setToolTip(self.tr("The deck's name in the deck list"))
        self.style = QComboBox()
        lang = QLocale().name().split("_")[0]  # the app sets the default locale to its language
        styles = [(self.tr("Plain"), PLAIN)] + [
            (deck.manifest.display_name(lang), deck.id) for deck in registry.decks
            if deck.origin is Origin.BUILT_IN and deck.manifest.courts and not deck.manifest.art
            and not deck.id.startswith("classic")]
        for label, value in styles:
            self.style.addItem(label, value)
        self.style.setToolTip(self.tr("The frame, pattern and colours of one of the community decks, or plain: "
                                      "the number cards, the legend and the back wear it, and the court cards "
                                      "unless they have a frame of their own"))
        self.grandchild = QComboBox()
        for label, value in ((self.tr("Grandchild"), "grandchild"), (self.tr("Grandson"), "grandson"),
                             (self.tr("Granddaughter"), "granddaughter")):
            self.grandchild.addItem(label, value)
        form = QFormLayout()
        self.grandchild.setToolTip(self.tr("What the legend card calls the jacks"))
        form.addRow(self.tr("Deck name"), self.title)
        form.addRow(self.tr("Frame and colours of the deck"), self.style)
        form.addRow(self.tr("The jacks show a"), self.grandchild)
        self.softened = QCheckBox(self.tr("Soften the photos into the frame"))
        self.softened.setToolTip(self.tr("Draws the photos' colours a little towards the deck's and shades their "
                                         "edges, so they sit inside the frame like the drawn cards"))
        form.addRow("", self.softened)

        self.slots = {slot: PhotoSlot(slot, styles) for slot in ("K", "Q", "J", "back")}
        grid = QGridLayout()
        for column, slot in enumerate(self.slots.values()):
            grid.addWidget(slot, 0, column)
            slot.choose.clicked.connect(lambda _=False, s=slot.slot: self._choose(s))

        self.status = QLabel(self.tr("Choose a photo for grandpa, grandma and the grandchild. "
                                     "The suit buttons give a card a photo of its own: four grandchildren, four jacks."))
        self.status.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        self.bar.hide()
        self.make_button = QPushButton(self.tr("Save the deck") if self.editing else self.tr("Make the deck"))
        self.make_button.setToolTip(self.tr("Compose the court cards and save the deck"))
        self.make_button.setDefault(True)
        self.make_button.clicked.connect(self.make)
        close = QPushButton(self.tr("Close"))
        close.setToolTip(self.tr("Close the deck maker"))
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.bar, 1)
        buttons.addWidget(self.make_button)
        buttons.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(grid, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.resize(1000, 640)

        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.deck_id = spec.deck_id if spec else None
        if spec:
            self._load_spec(spec)

    # -- photos ---------------------------------------------------------------------------
    def _choose(self, slot: str) -> None:
        target = self.slots[slot]
        who = slot_title(slot)
        if target.current != ALL_SUITS:
            who = f"{who} {SUIT_SYMBOLS[target.current]}"
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Photo for {who}").format(who=who), "",
            self.tr("Photos (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;All files (*)"))
        if path:
            self.set_photo(target.spec_key(target.current), Path(path))

    def set_photo(self, key: str, path: Path, crop: Crop | None = None, *, show: bool = True) -> None:
        """Read ``path`` for ``key`` ("K": grandpa on every suit, "JH": the jack of hearts only,
        "back") on the worker; it appears when read, or the status names the file that could not be."""
        self.reading[key] = (self.executor.submit(read_photo, path, crop), show)
        self.status.setText(self.tr("Reading {file}…").format(file=path.name))
        self._timer.start()

    def _photo_read(self, key: str, future: Future[ReadPhoto], show: bool) -> None:
        try:
            photo = future.result()
        except PhotoError as exc:
            self.status.setText(exc.message)
            return
        slot, suit = (key, ALL_SUITS) if key in self.slots else (key[0], key[1:])
        self.slots[slot].put(suit, PhotoEntry(photo.path, photo.preview, photo.crop), show)
        if show:
            self.status.setText(self.tr("{file}: drag the box around the face; drag its corner to resize it.").format(
                file=photo.path.name))

    def _load_spec(self, spec: FamilyDeckSpec) -> None:
        self.title.setText(spec.title)
        self.style.setCurrentIndex(max(0, self.style.findData(spec.style)))
        self.grandchild.setCurrentIndex(max(0, self.grandchild.findData(spec.grandchild)))
        self.softened.setChecked(spec.softened)
        for key, path in spec.photos.items():
            self.set_photo(key, path, spec.crops.get(key), show=False)
        for key, name in spec.names.items():
            slot, suit = (key, ALL_SUITS) if key in self.slots else (key[0], key[1:])
            if slot in self.slots:
                self.slots[slot].set_name(suit, name)
        for role, style in spec.role_styles.items():
            combo = self.slots[role].style
            combo.setCurrentIndex(max(0, combo.findData(style)))
        for slot in self.slots.values():  # show each role's photo for all suits first
            if slot.slot != "back":
                slot.suit_buttons[ALL_SUITS].setChecked(True)

    def spec(self) -> FamilyDeckSpec:
        title = self.title.text().strip() or self.tr("Our family")
        photos: dict[str, Path] = {}
        crops: dict[str, Crop] = {}
        names: dict[str, str] = {}
        for slot in self.slots.values():
            for key, entry in slot.entries.items():
                photos[slot.spec_key(key)] = entry.path
                crops[slot.spec_key(key)] = entry.crop
            if slot.slot != "back":
                names.update(slot.names())
        role_styles = {role: self.slots[role].style.currentData() for role in ROLES if self.slots[role].style.currentData()}
        return FamilyDeckSpec(self.deck_id or slug(title), title, names, photos, crops,
                              self.style.currentData(), self.grandchild.currentData(), role_styles,
                              self.softened.isChecked())

    # -- making ---------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Making the deck, or still reading a photo."""
        return self.future is not None or bool(self.reading)

    def make(self) -> None:
        if self.reading:
            self.status.setText(self.tr("A photo is still being read; a moment, please."))
            return
        if self.busy:
            return
        missing = [slot_title(s) for s in ROLES if self.slots[s].path is None]
        if missing:
            self.status.setText(self.tr("A photo is still needed: {who}.").format(who=", ".join(missing)))
            return
        spec = self.spec()
        reserved = frozenset(d.id for d in self.registry.decks if d.origin is Origin.BUILT_IN)
        self.progress_state = Progress()
        self.bar.setRange(0, 100)
        self.bar.setValue(0)
        self.bar.show()
        self.make_button.setEnabled(False)
        self.status.setText(self.tr("Composing the cards…"))
        self.future = self.executor.submit(make_family_deck, spec, self.user_decks_dir, self.registry, self.parts,
                                           self.progress_state, reserved_ids=reserved)
        self._timer.start()

    def _poll(self) -> None:
        for key, (reading, show) in list(self.reading.items()):
            if reading.done():
                del self.reading[key]
                self._photo_read(key, reading, show)
        if self.future is None and not self.reading:
            self._timer.stop()
        if self.progress_state is not None and self.future is not None:
            done, total, message = self.progress_state.snapshot()
            self.bar.setValue(round(100 * done / max(1, total)))
            if message:
                self.status.setText(self.tr("Composing the cards… {step}").format(step=message))
        future = self.future
        if future is None or not future.done():
            return
        self.future = None
        if not self.reading:
            self._timer.stop()
        self.make_button.setEnabled(True)
        try:
            deck = future.result()
        except DeckError as exc:
            self.bar.hide()
            self.status.setText(exc.message if isinstance(exc, PhotoError) else str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - say what failed, never lose it silently
            self.bar.hide()
            self.status.setText(self.tr("The deck could not be made: {error}").format(error=f"{type(exc).__name__}: {exc}"))
            return
        self.made = deck
        self.deck_id = deck.id
        self.editing = True
        self.make_button.setText(self.tr("Save the deck"))
        self.bar.setValue(100)
        self.status.setText(self.tr("Saved “{name}”: it is ready to play and to print.").format(
            name=deck.manifest.display_name()))
        self.deck_made.emit(deck.id)
