"""One card for print: its layers as vectors (or as images at their own resolution), with bleed.

A card is painted upright into ``QRectF(0, 0, CARD_W, CARD_H)`` of the painter (points),
and its bleed into the 3 mm around it.  The bleed, and the card's rounded corners that the
die cuts away, are filled with the colour found along each edge; where an edge is not one
colour (a patterned back, a photo) the card's outermost millimetre is mirrored into the
first millimetre of bleed as well, so a cut that strays shows more of the same picture,
never white paper.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QByteArray, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF, QTransform
from PySide6.QtSvg import QSvgRenderer

from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import ArtLayer, CardArt
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.paint import cover_source, paint
from yaniv_desktop.decks.print_sheet import BLEED, CARD_H, CARD_W, MM
from yaniv_desktop.decks.svg_vector import NotVectorisable, VectorSvg, prepare

RASTER_DPI = 600          # what cannot be a vector is printed at this resolution at least
SAMPLE_DPI = 200          # enough to tell one colour from a pattern along an edge
MIRROR_AXIS = 0.3 * MM    # mirror about a line just inside the edge, past the card's hairline outline
MIRROR_DEPTH = 0.9 * MM   # how far out the mirrored picture reaches: it shows the card's outer 1.5 mm,
                          # short of borders and lines drawn further in; the edge colour fills the rest
UNIFORM = 24              # channel difference (0–255) still counted as the same colour
SCALE = CARD_W / L.W      # points per card unit


class Edge(Enum):
    TOP = "top"
    RIGHT = "right"
    BOTTOM = "bottom"
    LEFT = "left"


@dataclass(frozen=True)
class Picture:
    """A raster image placed at ``target`` (points), shown only inside ``clip``."""

    image: QImage
    target: QRectF
    clip: QRectF


@dataclass(frozen=True)
class Vector:
    document: VectorSvg
    target: QRectF


@dataclass(frozen=True)
class EdgeFill:
    colour: QColor
    mirror: bool      # the edge is not one colour: continue the picture into the bleed


@dataclass(frozen=True)
class PrintCard:
    """A card ready to paint any number of times (a back goes on every backs page)."""

    layers: tuple[Vector | Picture, ...]
    edges: tuple[tuple[Edge, EdgeFill], ...]
    rasterised: tuple[str, ...]   # what had to become an image at RASTER_DPI, and why

    def paint(self, painter: QPainter) -> None:
        """Bleed, then the card, in the painter's upright card coordinates."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._fill_bleed(painter)
        for edge, fill in self.edges:
            if fill.mirror:
                painter.save()
                painter.setClipRect(_strip(edge))
                painter.setWorldTransform(_mirror(edge), True)
                self._paint_layers(painter)
                painter.restore()
        self._paint_layers(painter)
        painter.restore()

    def _fill_bleed(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        outer = QRectF(-BLEED, -BLEED, CARD_W + 2 * BLEED, CARD_H + 2 * BLEED)
        fills = dict(self.edges)
        if len({fill.colour.rgba() for fill in fills.values()}) == 1:
            painter.setBrush(fills[Edge.TOP].colour)
            painter.drawRect(outer)
            return
        # One triangle per edge, meeting in the middle: each rounded corner takes the colour of
        # the edges it joins.
        centre = outer.center()
        corners = {Edge.TOP: (outer.topLeft(), outer.topRight()), Edge.RIGHT: (outer.topRight(), outer.bottomRight()),
                   Edge.BOTTOM: (outer.bottomRight(), outer.bottomLeft()),
                   Edge.LEFT: (outer.bottomLeft(), outer.topLeft())}
        for edge, (a, b) in corners.items():
            painter.setBrush(fills[edge].colour)
            painter.drawPolygon(QPolygonF([a, b, centre]))

    def _paint_layers(self, painter: QPainter) -> None:
        for layer in self.layers:
            if isinstance(layer, Vector):
                layer.document.paint(painter, layer.target)
            else:
                painter.save()
                painter.setClipRect(layer.clip, Qt.ClipOperation.IntersectClip)
                painter.drawImage(layer.target, layer.image)
                painter.restore()


def prepare_card(art: CardArt, what: str, dpi: int = RASTER_DPI) -> PrintCard:
    """Read every layer once: SVG as vectors where possible, art files at their own resolution."""
    layers: list[Vector | Picture] = []
    rasterised: list[str] = []
    card = QRectF(0, 0, CARD_W, CARD_H)
    for layer in art.layers:
        if isinstance(layer, bytes):
            layers.append(_vector_or_raster(layer, card, what, dpi, rasterised))
            continue
        target = QRectF(layer.rect.x * SCALE, layer.rect.y * SCALE, layer.rect.w * SCALE, layer.rect.h * SCALE)
        data = layer.path.read_bytes()
        if layer.path.suffix.lower() == ".svg":
            layers.append(_vector_or_raster(data, target, str(layer.path), dpi, rasterised))
        else:
            layers.append(_picture(layer, data, target))
    return PrintCard(tuple(layers), edge_fills(paint(art, round(CARD_W / 72 * SAMPLE_DPI))), tuple(rasterised))


def _vector_or_raster(data: bytes, target: QRectF, what: str, dpi: int,
                      rasterised: list[str]) -> Vector | Picture:
    try:
        return Vector(prepare(data, what), target)
    except NotVectorisable as exc:
        rasterised.append(str(exc))
    width = math.ceil(target.width() / 72 * max(dpi, RASTER_DPI))
    image = QImage(width, math.ceil(width * target.height() / target.width()), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        renderer = QSvgRenderer(QByteArray(data))
        if not renderer.isValid():
            raise DeckError(what, "", "is not a valid SVG image")
        renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    finally:
        painter.end()
    return Picture(image, target, target)


def _picture(layer: ArtLayer, data: bytes, target: QRectF) -> Picture:
    """The art file cropped as ``paint.py`` crops it, at its own pixels: the crop is widened to
    whole pixels and the target widened to match, then clipped back to the window."""
    image = QImage.fromData(data)
    if image.isNull():
        raise DeckError(layer.path, "", "is not a readable PNG or JPEG image")
    source = cover_source(image, layer.source, target)
    pixels = source.toAlignedRect().intersected(QRect(0, 0, image.width(), image.height()))
    kx, ky = target.width() / source.width(), target.height() / source.height()
    placed = QRectF(target.x() - (source.x() - pixels.x()) * kx, target.y() - (source.y() - pixels.y()) * ky,
                    pixels.width() * kx, pixels.height() * ky)
    cropped = image if pixels == image.rect() else image.copy(pixels)
    return Picture(cropped, placed, target)


def edge_fills(sample: QImage) -> tuple[tuple[Edge, EdgeFill], ...]:
    """The colour along each edge of a card image (over white), and whether it is one colour.

    Looks 0.4 and 0.7 mm inside the edge, past the card's outline, along the straight part."""
    image = sample.convertToFormat(QImage.Format.Format_ARGB32)
    w, h = image.width(), image.height()
    px_per_mm = w / 63.0
    insets = [max(1, round(0.4 * px_per_mm)), max(2, round(0.7 * px_per_mm))]
    margin = round(6 * px_per_mm)  # keep clear of the rounded corners
    fills = []
    for edge in Edge:
        points = []
        for inset in insets:
            if edge in (Edge.TOP, Edge.BOTTOM):
                y = inset if edge is Edge.TOP else h - 1 - inset
                points += [(x, y) for x in range(margin, w - margin)]
            else:
                x = inset if edge is Edge.LEFT else w - 1 - inset
                points += [(x, y) for y in range(margin, h - margin)]
        colours = [_over_white(QColor.fromRgba(image.pixel(x, y))) for x, y in points]
        median = tuple(statistics.median_low(c[i] for c in colours) for i in range(3))
        alike = sum(1 for c in colours if max(abs(c[i] - median[i]) for i in range(3)) <= UNIFORM)
        fills.append((edge, EdgeFill(QColor(*median), mirror=alike < 0.98 * len(colours))))
    return tuple(fills)


def _over_white(colour: QColor) -> tuple[int, int, int]:
    a = colour.alphaF()
    return tuple(round(c * a + 255 * (1 - a)) for c in (colour.red(), colour.green(), colour.blue()))


def _strip(edge: Edge) -> QRectF:
    """The inner part of the bleed beside ``edge`` (corners excluded: those keep the edge colours)."""
    d = MIRROR_DEPTH
    return {Edge.TOP: QRectF(0, -d, CARD_W, d), Edge.BOTTOM: QRectF(0, CARD_H, CARD_W, d),
            Edge.LEFT: QRectF(-d, 0, d, CARD_H), Edge.RIGHT: QRectF(CARD_W, 0, d, CARD_H)}[edge]


def _mirror(edge: Edge) -> QTransform:
    """Reflection across a line ``MIRROR_AXIS`` inside ``edge``."""
    if edge is Edge.LEFT:
        return QTransform(-1, 0, 0, 1, 2 * MIRROR_AXIS, 0)
    if edge is Edge.RIGHT:
        return QTransform(-1, 0, 0, 1, 2 * (CARD_W - MIRROR_AXIS), 0)
    if edge is Edge.TOP:
        return QTransform(1, 0, 0, -1, 0, 2 * MIRROR_AXIS)
    return QTransform(1, 0, 0, -1, 0, 2 * (CARD_H - MIRROR_AXIS))

