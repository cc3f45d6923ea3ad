"""Paint a composed card into a QImage with QSvgRenderer.  Safe in worker threads."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import ArtLayer, CardArt
from yaniv_desktop.decks.errors import DeckError


def card_height(width: int) -> int:
    """Logical height of a card ``width`` px wide (63 × 88 mm)."""
    return round(width * L.H / L.W)


def paint(art: CardArt, width: int, dpr: float = 1.0) -> QImage:
    """The card at ``width`` logical pixels and device pixel ratio ``dpr``."""
    height = card_height(width)
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    scale = image.width() / L.W
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    try:
        for layer in art.layers:
            if isinstance(layer, bytes):
                _svg(painter, layer, QRectF(0, 0, image.width(), image.height()), "composed card")
            else:
                _art(painter, layer, scale)
    finally:
        painter.end()
    image.setDevicePixelRatio(dpr)
    return image


def _svg(painter: QPainter, data: bytes, target: QRectF, what: str) -> None:
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise DeckError(what, "", "is not a valid SVG image")
    renderer.render(painter, target)


def _art(painter: QPainter, layer: ArtLayer, scale: float) -> None:
    r = layer.rect
    target = QRectF(r.x * scale, r.y * scale, r.w * scale, r.h * scale)
    data = layer.path.read_bytes()
    if layer.path.suffix.lower() == ".svg":
        _svg(painter, data, target, str(layer.path))
        return
    image = QImage.fromData(data)
    if image.isNull():
        raise DeckError(layer.path, "", "is not a readable PNG or JPEG image")
    painter.drawImage(target, image, cover_source(image, layer.source, target))


def cover_source(image: QImage, fractions: tuple[float, float, float, float] | None, target: QRectF) -> QRectF:
    """The part of ``image`` that fills ``target``: the ``fractions`` of it (x, y, w, h;
    all of it when None), cropped on its longer side, like a photo in a frame."""
    region = QRectF(0, 0, image.width(), image.height())
    if fractions is not None:
        fx, fy, fw, fh = fractions
        region = QRectF(fx * image.width(), fy * image.height(), fw * image.width(), fh * image.height())
    src_aspect = region.width() / region.height()
    dst_aspect = target.width() / target.height()
    if src_aspect > dst_aspect:
        w = region.height() * dst_aspect
        return QRectF(region.x() + (region.width() - w) / 2, region.y(), w, region.height())
    h = region.width() / dst_aspect
    return QRectF(region.x(), region.y() + (region.height() - h) / 2, region.width(), h)
