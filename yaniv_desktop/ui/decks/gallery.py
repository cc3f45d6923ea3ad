"""The deck gallery: every deck card by card, its legend first; broken decks marked.

Buttons import and export ``.yanivdeck`` files, print a deck to PDF, show it full
screen, make (or edit) a family deck from photos, and ask the game window to start a
match to watch with the deck (``watch_requested(deck_id)``).  Slow work (importing,
printing, composing) runs on the worker pool; a timer on the GUI thread polls its
future and its progress.  An import can be cancelled; replacing a deck is asked on the
GUI thread once the archive has passed every check, and ``import_finished(bool)`` says
how it ended.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QIcon, QImage, QPixmap
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.core.cards import Rank, card, joker
from yaniv_desktop.decks.archive import SUFFIX, StagedImport, export_deck, stage_import
from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.faces import BACK_PREFIX, LEGEND, parse_face_name
from yaniv_desktop.decks.maker import FamilyDeckSpec, is_family_deck
from yaniv_desktop.decks.manifest import DeckManifest
from yaniv_desktop.decks.paint import card_height
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.printing import ENGLISH, PAGES, CaptionWords, print_deck
from yaniv_desktop.decks.progress import Cancelled, Progress
from yaniv_desktop.decks.registry import DeckRegistry, Origin
from yaniv_desktop.ui.text.bidi import isolate
from yaniv_desktop.ui.text.card_names import RANKS, spoken_name

DECK_ID = Qt.ItemDataRole.UserRole
IMAGE_NAME = Qt.ItemDataRole.UserRole + 1

# The credit lines of the decks the app makes, in words a player understands (the
# manifests keep their English, which names the project's files); other lines, such
# as an imported deck's own credits, are shown as they are written.
CREDITS = {
    "Art: the Yaniv Desktop project, composed in SVG from the shared parts in assets/parts":
        QT_TRANSLATE_NOOP("DeckGallery", "Art by the Yaniv Desktop project"),
    "Photos: the family's own": QT_TRANSLATE_NOOP("DeckGallery", "Photos: the family's own"),
    "Composed by the Yaniv Desktop deck maker": QT_TRANSLATE_NOOP("DeckGallery", "Made with the family deck maker"),
}


# How the printed backs are mirrored (``printing.ENGLISH.flip``), in the player's words; a
# way of flipping not listed here is printed in English rather than named wrongly.
FLIPS = {"flip on the long edge": QT_TRANSLATE_NOOP("DeckGallery", "flip on the long edge")}


def caption_words(right_to_left: bool) -> CaptionWords:
    """The words of the caption printed above the cards, in the current language.  Called on
    the GUI thread: the worker that writes the PDF is handed plain strings."""
    translate = QCoreApplication.translate
    flip = FLIPS.get(ENGLISH.flip)
    return CaptionWords(
        faces=translate("DeckGallery", "{title} — page {page} of {pages} — faces"),
        backs=translate("DeckGallery", "{title} — page {page} of {pages} — backs of page {faces_page}: "
                                       "print double-sided, {flip}, at 100 %"),
        flip=translate("DeckGallery", flip) if flip else ENGLISH.flip,
        right_to_left=right_to_left,
    )


def credit_text(line: str) -> str:
    """A manifest's credit line as shown: the app's own lines translated, others as written."""
    known = CREDITS.get(line.strip())
    return QCoreApplication.translate("DeckGallery", known) if known else line


def card_caption(name: str, manifest: DeckManifest, lang: str) -> tuple[str, str]:
    """(caption, spoken name) of one image of a deck: ``"A♠"`` and "ace of spades",
    the deck's own corner label and, for a court, who it shows in the legend."""
    translate = QCoreApplication.translate
    if name == LEGEND:
        text = translate("DeckGallery", "who is who")
        return text, text
    if name.startswith(BACK_PREFIX):
        ids = [b.id for b in manifest.backs]
        back_id = name[len(BACK_PREFIX):]
        text = translate("DeckGallery", "Back {number}").format(number=ids.index(back_id) + 1 if back_id in ids else 1)
        return text, text
    face = parse_face_name(name)
    if face.rank is Rank.JOKER:
        text = translate("DeckGallery", "Joker {number}").format(number=face.joker_index + 1)
        return text, spoken_name(joker(face.joker_index))
    label = manifest.corner_labels.get(face.rank, face.rank.label)
    spoken = spoken_name(card(face.rank, face.suit))
    role = manifest.legend.get(face.rank, {})
    who = role.get(lang) or role.get("en")
    if who and who.casefold() != translate("Cards", RANKS[face.rank]).casefold():
        spoken = translate("DeckGallery", "{card}: {who}").format(card=spoken, who=who)
    return isolate(f"{label}{face.suit.symbol}"), spoken


def _discard_staged(future: Future) -> None:
    if not future.cancelled() and future.exception() is None and isinstance(future.result(), StagedImport):
        future.result().discard()


class DeckGallery(QWidget):
    watch_requested = Signal(str)  # deck id: the game window starts a match to watch with it
    decks_changed = Signal()       # a deck was imported or made: the new-match dialog may rescan
    import_finished = Signal(bool)  # an import ended: installed (True), or refused, kept or cancelled

    def __init__(self, registry: DeckRegistry, images: AsyncImages, *, card_width: int = 96,
                 lang: str = "en", user_decks_dir: Path | None = None, parts: PartLibrary | None = None,
                 executor: Executor | None = None, rescan: Callable[[], DeckRegistry] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.images = images
        self.card_width = card_width
        self.lang = lang
        self.user_decks_dir = user_decks_dir
        self.parts = parts or images.renderer.parts
        self.executor = executor or images.executor
        self.rescan = rescan
        self.current: str | None = None
        self.job: Future | None = None
        self._job_done: Callable[[Future], None] | None = None
        self._progress: Progress | None = None
        self.maker = None
        self.showcase = None
        self.setWindowTitle(self.tr("Decks"))

        self.decks = QListWidget()
        self.decks.setAccessibleName(self.tr("Decks"))
        self.decks.setToolTip(self.tr("Every deck; broken ones are marked with what is wrong"))
        self.decks.setMaximumWidth(260)
        self.decks.setMinimumWidth(170)  # deck names stay readable when the buttons are long (Hebrew)
        self.decks.setWordWrap(True)
        self.cards = QListWidget()
        self.cards.setAccessibleName(self.tr("Cards of the deck"))
        self.cards.setToolTip(self.tr("Every card of the chosen deck, the legend first"))
        self.cards.setViewMode(QListWidget.ViewMode.IconMode)
        self.cards.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.cards.setMovement(QListWidget.Movement.Static)
        self.cards.setIconSize(QSize(card_width, card_height(card_width)))
        self.cards.setSpacing(6)
        self.status = QLabel()
        self.status.setWordWrap(True)

        self.buttons: dict[str, QPushButton] = {}
        bar = QHBoxLayout()
        for key, label, tip, slot in (
            ("import", self.tr("Import…"), self.tr("Add a deck someone sent you (a .yanivdeck file)"), self.ask_import),
            ("export", self.tr("Export…"), self.tr("Save this deck as one .yanivdeck file to share"), self.ask_export),
            ("print", self.tr("Print…"), self.tr("A PDF of the whole deck at real card size, with bleed, cut marks and the backs behind the faces"),
             self.ask_print),
            ("showcase", self.tr("Showcase"), self.tr("The court cards and the legend, full screen"),
             self.show_showcase),
            ("make", self.tr("Make a family deck…"), self.tr("Grandpa, grandma and a grandchild from your photos"),
             self.open_maker),
            ("watch", self.tr("Watch a match with this deck"), self.tr("Computer players play a match on this deck"),
             self._watch),
        ):
            button = QPushButton(label)
            button.setToolTip(tip)
            button.clicked.connect(slot)
            bar.addWidget(button)
            self.buttons[key] = button
        bar.addStretch(1)
        self.buttons["import"].setEnabled(user_decks_dir is not None)
        self.buttons["make"].setEnabled(user_decks_dir is not None)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.progress_bar = QProgressBar()
        self.progress_bar.setAccessibleName(self.tr("Import progress"))
        self.progress_bar.hide()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the import; nothing is installed"))
        self.cancel_button.clicked.connect(self.cancel_job)
        self.cancel_button.hide()
        self._timer = QTimer(self)
        self._timer.setInterval(30)
        self._timer.timeout.connect(self._poll_job)

        right = QVBoxLayout()
        right.addLayout(bar)
        right.addWidget(self.message)
        working = QHBoxLayout()
        working.addWidget(self.progress_bar, 1)
        working.addWidget(self.cancel_button)
        right.addLayout(working)
        right.addWidget(self.status)
        right.addWidget(self.cards, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.decks)
        layout.addLayout(right, 1)

        self.decks.currentItemChanged.connect(self._deck_chosen)
        images.ready.connect(self._image_ready)
        images.failed.connect(self._image_failed)
        self._fill(registry)

    def _fill(self, registry: DeckRegistry, select: str | None = None) -> None:
        self.registry = registry
        self.decks.blockSignals(True)
        self.decks.clear()
        for deck in registry.decks:
            item = QListWidgetItem(deck.manifest.display_name(self.lang))
            item.setData(DECK_ID, deck.id)
            item.setToolTip(deck.manifest.community.get(self.lang) or deck.manifest.community["en"])
            self.decks.addItem(item)
        for broken in registry.broken:
            item = QListWidgetItem(self.tr("⚠ {name} — broken\n{message}").format(
                name=broken.folder.name, message=broken.message))
            item.setForeground(QColor("#b3261e"))
            item.setToolTip(broken.message)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.decks.addItem(item)
        self.decks.blockSignals(False)
        if select:
            self.show_deck(select)
        elif registry.decks:
            self.decks.setCurrentRow(0)

    def reload(self, select: str | None = None) -> None:
        """Rescan the deck folders (after an import or a new family deck) and show ``select``."""
        if self.rescan is None:
            return
        registry = self.rescan()
        self.images.renderer.set_registry(registry)
        self.current = None
        self._fill(registry, select)
        self.decks_changed.emit()

    # -- actions ----------------------------------------------------------------------------
    def _say(self, text: str) -> None:
        self.message.setText(text)

    def ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a deck"), "",
                                              self.tr("Yaniv decks (*{suffix})").format(suffix=SUFFIX))
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> Future | None:
        """Unpack and check the archive on the worker pool, showing progress with a Cancel
        button; ``import_finished`` says how it ended.  None when it cannot start now."""
        if self.user_decks_dir is None:
            return None
        if self.job is not None:
            self._say(self.tr("Wait for the work in progress to finish, then import {file}.").format(file=isolate(path.name)))
            return None
        reserved = frozenset(d.id for d in self.registry.decks if d.origin is Origin.BUILT_IN)
        progress = Progress()
        users = self.user_decks_dir
        self._say(self.tr("Importing {file}…").format(file=isolate(path.name)))
        self.buttons["import"].setEnabled(False)

        def done(future: Future) -> None:
            self.buttons["import"].setEnabled(True)
            try:
                staged = future.result()
            except Cancelled:
                self._finish_import(self.tr("Not imported: you cancelled the import."))
            except (DeckError, OSError) as exc:
                self._finish_import(self.tr("Not imported: {error}").format(error=exc))
            else:
                self._install(staged, cancelled=progress.cancelled)

        return self._run(lambda: stage_import(path, users, self.parts, reserved_ids=reserved, progress=progress),
                         done, progress)

    def cancel_job(self) -> None:
        """Stop the import at the next file; nothing is installed."""
        if self._progress is not None and self.job is not None:
            self._progress.cancel()
            self.cancel_button.setEnabled(False)
            # Checked and ready already, or about to be: discard it even if this window is gone by then.
            self.job.add_done_callback(_discard_staged)

    def _install(self, staged: StagedImport, *, cancelled: bool) -> None:
        """On the GUI thread: ask before replacing a deck, then move the checked deck in."""
        try:
            if cancelled:
                self._finish_import(self.tr("Not imported: you cancelled the import."))
                return
            if staged.replaces and not self._may_replace(staged.deck_id):
                self._finish_import(self.tr("Not imported: you kept the deck you have."))
                return
            try:
                deck = staged.install()
            except (DeckError, OSError) as exc:
                self._finish_import(self.tr("Not imported: {error}").format(error=exc))
                return
        finally:
            staged.discard()  # nothing left once installed; otherwise the checked copy goes
        self._say(self.tr("Imported “{name}”.").format(name=deck.manifest.display_name(self.lang)))
        self.reload(deck.id)
        self.import_finished.emit(True)

    def _finish_import(self, message: str) -> None:
        self._say(message)
        self.import_finished.emit(False)

    def _may_replace(self, deck_id: str) -> bool:
        """Ask before an import replaces an installed deck (the old one is kept aside)."""
        try:
            name = self.registry.get(deck_id).manifest.display_name(self.lang)
        except KeyError:
            name = deck_id
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Replace the deck?"), self.tr(
            "You already have the deck “{name}”. Replace it with the one being imported? The deck you "
            "have now, with any photos in it, is kept in the decks folder under “.replaced”.").format(name=name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def ask_export(self) -> None:
        if not self.current:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the deck"), f"{self.current}{SUFFIX}",
                                              self.tr("Yaniv decks (*{suffix})").format(suffix=SUFFIX))
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> Path | None:
        if not self.current:
            return None
        try:
            written = export_deck(self.registry.get(self.current), path)
        except (DeckError, OSError) as exc:
            self._say(self.tr("Not exported: {error}").format(error=exc))
            return None
        self._say(self.tr("Exported to {path}.").format(path=written))
        return written

    def ask_print(self) -> None:
        if not self.current:
            return
        page, ok = QInputDialog.getItem(self, self.tr("Print the deck"), self.tr("Paper"), list(PAGES), 0, False)
        if not ok:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the printable PDF"), f"{self.current}-{page}.pdf",
                                              self.tr("PDF (*.pdf)"))
        if path:
            self.print_to(Path(path), page)

    def print_to(self, path: Path, page: str = "A4", dpi: int = 300) -> Future | None:
        """Write the deck's PDF on the worker pool; the message line says when it is ready."""
        if not self.current or self.job is not None:
            return None
        deck_id = self.current
        # The caption's words and the deck's name in the player's language, chosen here on the
        # GUI thread; the direction is the window's, so it always matches the words shown.
        title = self.registry.get(deck_id).manifest.display_name(self.lang)
        words = caption_words(self.isRightToLeft())
        self._say(self.tr("Preparing {file} ({paper}, cards 63 × 88 mm)…").format(file=path.name, paper=page))
        self.buttons["print"].setEnabled(False)

        def done(future: Future) -> None:
            self.buttons["print"].setEnabled(True)
            try:
                future.result()
            except Exception as exc:  # noqa: BLE001 - tell the person, never lose it
                self._say(self.tr("Not printed: {error}").format(error=exc))
            else:
                self._say(self.tr("Ready to print: {path} — print double-sided, flipping on the long edge, at "
                                  "100 % (actual size), then cut along the marks.").format(path=path))

        return self._run(lambda: print_deck(self.images.renderer, deck_id, path, page, dpi=dpi, title=title,
                                            words=words), done)

    def _run(self, work: Callable[[], object], done: Callable[[Future], None],
             progress: Progress | None = None) -> Future:
        self.job = self.executor.submit(work)
        self._job_done = done
        self._progress = progress
        if progress is not None:
            self.progress_bar.setRange(0, 0)  # busy until the archive says how many files it holds
            self.progress_bar.show()
            self.cancel_button.setEnabled(True)
            self.cancel_button.show()
        self._timer.start()
        return self.job

    def _poll_job(self) -> None:
        if self._progress is not None:
            done, total, _ = self._progress.snapshot()
            if total > 1:
                self.progress_bar.setRange(0, total)
                self.progress_bar.setValue(done)
        if self.job is None or not self.job.done():
            return
        self._timer.stop()
        job, done_callback = self.job, self._job_done
        self.job, self._job_done, self._progress = None, None, None
        self.progress_bar.hide()
        self.cancel_button.hide()
        if done_callback:
            done_callback(job)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.cancel_job()  # a closed gallery installs nothing behind the player's back
        super().closeEvent(event)

    def show_showcase(self, *, fullscreen: bool = True):  # noqa: ANN201 - returns the widget
        if not self.current:
            return None
        from yaniv_desktop.ui.decks.showcase import DeckShowcase

        self.showcase = DeckShowcase(self.images, self.current, lang=self.lang)
        self.showcase.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if fullscreen:
            self.showcase.show_fullscreen()
        else:
            self.showcase.show()
        return self.showcase

    def open_maker(self, *, edit: bool | None = None):  # noqa: ANN201 - returns the dialog
        """The deck maker: editing the current deck when it is a family deck, else a new one."""
        if self.user_decks_dir is None:
            return None
        from yaniv_desktop.ui.decks.maker import DeckMakerDialog

        spec = None
        if self.current and edit is not False:
            deck = self.registry.get(self.current)
            if deck.origin is Origin.USER and is_family_deck(deck.folder):
                try:
                    spec = FamilyDeckSpec.from_folder(deck.folder)
                except DeckError as exc:
                    self._say(str(exc))
        self.maker = DeckMakerDialog(self.registry, self.parts, self.user_decks_dir, self.executor, spec=spec, parent=self)
        self.maker.deck_made.connect(lambda deck_id: self.reload(deck_id))
        self.maker.show()
        return self.maker

    def _watch(self) -> None:
        if self.current:
            self.watch_requested.emit(self.current)

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
        family = deck.origin is Origin.USER and is_family_deck(deck.folder)
        self.buttons["make"].setText(self.tr("Edit this family deck…") if family else self.tr("Make a family deck…"))
        credits = ", ".join(credit_text(line) for line in deck.manifest.credits)
        self.status.setText(self.tr("{deck} — {credits}").format(deck=deck.manifest.display_name(self.lang),
                                                                 credits=credits))
        self.images.cancel()
        self.cards.clear()
        names = (LEGEND, *[n for n in self.images.renderer.names(deck_id) if n != LEGEND])
        placeholder = QPixmap(self.cards.iconSize())
        placeholder.fill(QColor("#d8d2c4"))
        for name in names:
            caption, spoken = card_caption(name, deck.manifest, self.lang)
            item = QListWidgetItem(QIcon(placeholder), caption)
            item.setData(IMAGE_NAME, name)
            item.setToolTip(spoken)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
            item.setSizeHint(QSize(self.card_width + 12, card_height(self.card_width) + 28))
            self.cards.addItem(item)
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
            caption, _ = card_caption(name, self.registry.get(deck_id).manifest, self.lang)
            item.setText(self.tr("{name}: failed").format(name=caption))
            item.setToolTip(message)
