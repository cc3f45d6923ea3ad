"""Make a family deck from photos: grandpa, grandma and the grandchild (and a back).

Each photo gets a crop box to drag (move) and resize (the handle at its lower right
corner) around the face; the box keeps the shape of a court card's picture window.
The deck is composed on a worker thread (:func:`yaniv_desktop.decks.maker.make_family_deck`);
a timer on the GUI thread polls the future and the progress, so no Qt signal is ever
emitted from a worker thread.
"""

from __future__ import annotations

import re
from concurrent.futures import Executor, Future
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
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
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.maker import (
    PLAIN,
    WINDOW_ASPECT,
    Crop,
    FamilyDeckSpec,
    PhotoError,
    default_crop,
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
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("No photo yet"))
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


class PhotoSlot(QGroupBox):
    """One photo: its chooser, crop view and (for the courts) the name to print."""

    def __init__(self, slot: str, parent: QWidget | None = None) -> None:
        super().__init__(slot_title(slot), parent)
        self.slot = slot
        self.path: Path | None = None
        self.view = CropView()
        self.choose = QPushButton(self.tr("Choose photo…"))
        self.choose.setToolTip(self.tr("A photo from this computer; it never leaves it"))
        self.file_label = QLabel("")
        self.file_label.setWordWrap(True)
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.name.setPlaceholderText(self.tr("name on the cards"))
        self.name.setAccessibleName(self.tr("Name on the cards"))
        self.name.setToolTip(self.tr("Printed on the cards under the picture"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.choose)
        layout.addWidget(self.file_label)
        if slot != "back":
            layout.addWidget(self.name)
        else:
            self.name.hide()


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
        self.progress_state: Progress | None = None
        self.made: Deck | None = None

        self.title = QLineEdit()
        self.title.setMaxLength(60)
        self.title.setPlaceholderText(self.tr("The Cohen family"))
        self.title.setToolTip(self.tr("The deck's name in the deck list"))
        self.style = QComboBox()
        self.style.addItem(self.tr("Plain"), PLAIN)
        self.style.setToolTip(self.tr("The frame, pattern and colours of one of the community decks, or plain"))
        for deck in registry.decks:
            if deck.origin is Origin.BUILT_IN and deck.manifest.courts and not deck.manifest.art:
                if deck.id.startswith("classic"):
                    continue
                self.style.addItem(deck.manifest.display_name(), deck.id)
        self.grandchild = QComboBox()
        for label, value in ((self.tr("Grandchild"), "grandchild"), (self.tr("Grandson"), "grandson"),
                             (self.tr("Granddaughter"), "granddaughter")):
            self.grandchild.addItem(label, value)
        form = QFormLayout()
        self.grandchild.setToolTip(self.tr("What the legend card calls the jacks"))
        form.addRow(self.tr("Deck name"), self.title)
        form.addRow(self.tr("Frame and colours"), self.style)
        form.addRow(self.tr("The jacks show a"), self.grandchild)

        self.slots = {slot: PhotoSlot(slot) for slot in ("K", "Q", "J", "back")}
        grid = QGridLayout()
        for column, slot in enumerate(self.slots.values()):
            grid.addWidget(slot, 0, column)
            slot.choose.clicked.connect(lambda _=False, s=slot.slot: self._choose(s))

        self.status = QLabel(self.tr("Choose a photo for grandpa, grandma and the grandchild."))
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
        self.resize(980, 560)

        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.deck_id = spec.deck_id if spec else None
        if spec:
            self._load_spec(spec)

    # -- photos ---------------------------------------------------------------------------
    def _choose(self, slot: str) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Photo for {who}").format(who=slot_title(slot)), "",
            self.tr("Photos (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;All files (*)"))
        if path:
            self.set_photo(slot, Path(path))

    def set_photo(self, slot: str, path: Path, crop: Crop | None = None) -> bool:
        """Load ``path`` for ``slot``; on failure say which file could not be read."""
        try:
            image = load_photo(path)
        except PhotoError as exc:
            self.status.setText(exc.message)
            return False
        preview = image.copy()
        preview.thumbnail((PREVIEW_SIDE, PREVIEW_SIDE))
        target = self.slots[slot]
        target.path = path
        target.file_label.setText(path.name)
        target.view.set_image(pil_to_qimage(preview), crop)
        self.status.setText(self.tr("{file}: drag the box around the face; drag its corner to resize it.").format(
            file=path.name))
        return True

    def _load_spec(self, spec: FamilyDeckSpec) -> None:
        self.title.setText(spec.title)
        index = self.style.findData(spec.style)
        self.style.setCurrentIndex(max(0, index))
        self.grandchild.setCurrentIndex(max(0, self.grandchild.findData(spec.grandchild)))
        for slot, path in spec.photos.items():
            if slot in self.slots:
                self.set_photo(slot, path, spec.crops.get(slot))
                self.slots[slot].name.setText(spec.names.get(slot, ""))

    def spec(self) -> FamilyDeckSpec:
        title = self.title.text().strip() or self.tr("Our family")
        photos = {s: w.path for s, w in self.slots.items() if w.path is not None}
        crops = {s: w.view.crop for s, w in self.slots.items() if w.path is not None}
        names = {s: self.slots[s].name.text().strip() for s in ("K", "Q", "J")}
        return FamilyDeckSpec(self.deck_id or slug(title), title, names, photos, crops,
                              self.style.currentData(), self.grandchild.currentData())

    # -- making ---------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.future is not None

    def make(self) -> None:
        if self.busy:
            return
        missing = [slot_title(s) for s in ("K", "Q", "J") if self.slots[s].path is None]
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
        if self.progress_state is not None:
            done, total, message = self.progress_state.snapshot()
            self.bar.setValue(round(100 * done / max(1, total)))
            if message:
                self.status.setText(self.tr("Composing the cards… {step}").format(step=message))
        future = self.future
        if future is None or not future.done():
            return
        self._timer.stop()
        self.future = None
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
