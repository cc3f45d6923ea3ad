"""The table's view and the cover screen that hides it between people in pass-and-play."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QPushButton, QVBoxLayout, QWidget

from yaniv_desktop.ui.table.scene import TableScene


class TableWidget(QGraphicsView):
    """The view of the table; the scene follows its size."""

    resized = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The felt is drawn once and cached; only the areas cards move over repaint.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(QSize(560, 400))
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self.setToolTip(self.tr("The table: click your cards to choose them, then Throw"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        self.resetCachedContent()
        self.resized.emit()


class CoverScreen(QWidget):
    """Pass-and-play: hides the table until the next person says they are ready."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel("", self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("font-size: 22px;")
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.button = QPushButton(self)
        self.button.clicked.connect(self.ready.emit)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.setStyleSheet("background: #1d2b22; color: #f3efe2;")
        self.name = ""
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setAccessibleName(self.tr("Whose turn it is"))
        self.button.setToolTip(self.tr("Only when the right person is looking at the screen"))
        self.button.setAccessibleName(self.tr("Show my cards"))
        if self.name:
            self.label.setText(self.tr("Pass the screen to {name}").format(name=self.name))
            self.button.setText(self.tr("I am {name}: show my cards").format(name=self.name))

    def show_for(self, name: str) -> None:
        self.name = name
        self.retranslate()
