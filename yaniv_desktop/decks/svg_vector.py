"""Paint an SVG document into any QPainter as vectors, for print.

QtSvg draws most of SVG as paths, which a ``QPdfWriter`` keeps as vectors, but it paints
``<pattern>`` fills and ``mask`` through an offscreen image at the device's resolution:
in a PDF those become small blurry bitmaps.  This module splits a document at the
elements that use them and paints those elements itself: a pattern as its tile drawn
again and again (each tile a vector drawing, clipped to the tile and to the shape), a
mask that is one white shape as a clip path.  Everything else is still painted by
QtSvg, in document order, so the picture is the one ``paint.py`` draws.  A document
using something this module cannot turn into vectors raises :class:`NotVectorisable`;
the caller then prints that layer as a high-resolution image.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform, qAlpha
from PySide6.QtSvg import QSvgRenderer

from yaniv_desktop.decks.svg_bands import Stops, linear_bands, radial_bands
from yaniv_desktop.decks.svg_tree import (
    DEFINITIONS,
    SHAPES,
    SVG,
    XLINK,
    NotVectorisable,
    copy_without,
    deep,
    fraction,
    length,
    local,
    only,
    prune,
    push_group_opacity,
    reference,
    serialise,
    shape_path,
    style_of,
    transform,
    walk,
)

__all__ = ["NotVectorisable", "VectorSvg", "prepare"]

WHITE = {"#fff", "#ffffff", "white", "rgb(255,255,255)"}
MAX_TILES = 20000   # per pattern fill: more is a mistake in the art, not worth a PDF that size
MAX_DEPTH = 4       # patterns inside patterns inside masks …
TILE_OVERLAP = 0.12  # painter units (points in a PDF: 0.04 mm) by which pattern tiles overlap


# -- the plan ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Svg:
    """A piece of the document QtSvg paints as vectors by itself."""

    renderer: QSvgRenderer


@dataclass(frozen=True)
class _Clip:
    """A masked element whose mask is one white shape: its content painted inside that shape."""

    shape: QPainterPath        # in the element's user space
    transform: QTransform      # element user space → document user space
    content: tuple[object, ...]


@dataclass(frozen=True)
class _Pattern:
    """A shape filled with a ``userSpaceOnUse`` tiled pattern."""

    shape: QPainterPath        # in the element's user space
    transform: QTransform      # element user space → document user space
    tile: QRectF               # the first tile, in pattern space
    pattern_transform: QTransform  # pattern space → element user space
    content: tuple[object, ...]    # the tile's content, planned for a target of ``tile``'s size at (0, 0)
    opacity: float
    overflows: bool                # the content reaches outside the tile: clip every tile to itself


@dataclass(frozen=True)
class _Bands:
    """A shape filled with a gradient whose opacity changes along it, as thin bands of one colour
    and opacity each.  Qt's PDF writer turns such a gradient into a soft mask that viewers show
    fully opaque; bands of constant opacity it writes correctly."""

    shape: QPainterPath          # in the element's user space
    transform: QTransform        # element user space → document user space
    bands: tuple[tuple[QPainterPath, QColor], ...]   # in the element's user space


@dataclass(frozen=True)
class VectorSvg:
    """A document ready to paint any number of times."""

    view_box: QRectF
    steps: tuple[object, ...]

    def paint(self, painter: QPainter, target: QRectF) -> None:
        _run(self.steps, painter, _view_transform(self.view_box, target))


def prepare(data: bytes, what: str = "SVG") -> VectorSvg:
    """Parse ``data`` once; raises :class:`NotVectorisable` (naming ``what``) when it cannot."""
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        raise NotVectorisable(f"{what}: has a DTD")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise NotVectorisable(f"{what}: {exc}") from exc
    if local(root.tag) != "svg":
        raise NotVectorisable(f"{what}: the root element is not <svg>")
    if any(local(e.tag) == "style" for e in root.iter()):
        raise NotVectorisable(f"{what}: uses a <style> sheet")
    push_group_opacity(root, 1.0)
    doc = _Document(root, what)
    return VectorSvg(doc.view_box, doc.plan(root, 0))


# -- painting ---------------------------------------------------------------------------------
def _view_transform(view_box: QRectF, target: QRectF) -> QTransform:
    """Document user space → painter coordinates, as QtSvg maps a view box onto a target."""
    t = QTransform()
    t.translate(target.x(), target.y())
    t.scale(target.width() / view_box.width(), target.height() / view_box.height())
    t.translate(-view_box.x(), -view_box.y())
    return t


def _run(steps: tuple[object, ...], painter: QPainter, view: QTransform) -> None:
    for step in steps:
        if isinstance(step, _Svg):
            # A piece keeps the whole document's view box: mapping it onto the document's target
            # puts it where it belongs.
            painter.save()
            painter.setWorldTransform(view, True)
            step.renderer.render(painter, step.renderer.viewBoxF())
            painter.restore()
        elif isinstance(step, _Clip):
            painter.save()
            painter.setClipPath((step.transform * view).map(step.shape), Qt.ClipOperation.IntersectClip)
            _run(step.content, painter, view)
            painter.restore()
        elif isinstance(step, _Pattern):
            _tiles(step, painter, view)
        elif isinstance(step, _Bands):
            _bands(step, painter, view)


def _tiles(step: _Pattern, painter: QPainter, view: QTransform) -> None:
    to_painter = step.transform * view
    pattern_to_painter = step.pattern_transform * to_painter
    inverse, invertible = step.pattern_transform.inverted()
    if not invertible:
        return
    area = inverse.mapRect(step.shape.boundingRect())
    t = step.tile
    columns = range(math.floor((area.left() - t.x()) / t.width()), math.ceil((area.right() - t.x()) / t.width()))
    rows = range(math.floor((area.top() - t.y()) / t.height()), math.ceil((area.bottom() - t.y()) / t.height()))
    # Neighbouring tiles overlap by a hair, their content stretched to match: tiles that only
    # touch leave hairline seams in anti-aliasing viewers.
    scale = math.sqrt(abs(pattern_to_painter.determinant())) or 1.0
    hair = TILE_OVERLAP / scale
    stretch = QTransform.fromScale((t.width() + 2 * hair) / t.width(), (t.height() + 2 * hair) / t.height())
    visible = painter.clipBoundingRect() if painter.hasClipping() else None
    inner, border = [], []
    for row in rows:
        for column in columns:
            cell = QRectF(t.x() + column * t.width() - hair, t.y() + row * t.height() - hair,
                          t.width() + 2 * hair, t.height() + 2 * hair)
            if visible is not None and not pattern_to_painter.mapRect(cell).intersects(visible):
                continue  # e.g. the part of a card a bleed strip does not show
            outline = QPainterPath()
            outline.addRect(cell)
            outline = step.pattern_transform.map(outline)
            if step.shape.contains(outline):
                inner.append(cell)
            elif step.shape.intersects(outline):
                border.append(cell)
    painter.save()
    painter.setOpacity(painter.opacity() * step.opacity)
    # Tiles wholly inside the shape need no clip to it: every clip change costs the PDF the
    # whole clip path again.
    for cells, clip_to_shape in ((inner, False), (border, True)):
        if not cells:
            continue
        painter.save()
        if clip_to_shape:
            painter.setClipPath(to_painter.map(step.shape), Qt.ClipOperation.IntersectClip)
        for cell in cells:
            placed = stretch * QTransform.fromTranslate(cell.x(), cell.y()) * pattern_to_painter
            if not step.overflows and not clip_to_shape:
                _run(step.content, painter, placed)
                continue
            painter.save()
            cell_path = QPainterPath()
            cell_path.addRect(cell)
            painter.setClipPath(pattern_to_painter.map(cell_path), Qt.ClipOperation.IntersectClip)
            _run(step.content, painter, placed)
            painter.restore()
        painter.restore()
    painter.restore()


def _overflows(tile_doc: ET.Element, w: float, h: float) -> bool:
    """Whether a pattern tile's content paints outside the tile (checked on a small raster)."""
    size, margin = 64, 16
    image = QImage(size + 2 * margin, size + 2 * margin, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        QSvgRenderer(QByteArray(serialise(tile_doc).encode("utf-8"))).render(
            painter, QRectF(margin, margin, size, size))
    finally:
        painter.end()
    inside = QRect(margin - 1, margin - 1, size + 2, size + 2)
    return any(qAlpha(image.pixel(px, py)) > 0 for py in range(image.height()) for px in range(image.width())
               if not inside.contains(px, py))


def _bands(step: _Bands, painter: QPainter, view: QTransform) -> None:
    to_painter = step.transform * view
    painter.save()
    painter.setClipPath(to_painter.map(step.shape), Qt.ClipOperation.IntersectClip)
    painter.setPen(Qt.PenStyle.NoPen)
    for band, colour in step.bands:
        painter.setBrush(colour)
        painter.drawPath(to_painter.map(band))
    painter.restore()


# -- planning ---------------------------------------------------------------------------------
class _Document:
    def __init__(self, root: ET.Element, what: str) -> None:
        self.root = root
        self.what = what
        self.ids: dict[str, ET.Element] = {}
        for element in root.iter():
            self.ids.setdefault(element.get("id", ""), element)
        self.definitions = [e for e, chain in walk(root) if local(e.tag) in DEFINITIONS
                            and not any(local(a.tag) in DEFINITIONS for a in chain)]
        self.view_box = self._view_box(root)

    def _view_box(self, root: ET.Element) -> QRectF:
        numbers = [float(v) for v in re.split(r"[\s,]+", root.get("viewBox", "").strip()) if v]
        if len(numbers) == 4 and numbers[2] > 0 and numbers[3] > 0:
            return QRectF(*numbers)
        width, height = length(root.get("width")), length(root.get("height"))
        if not width or not height:
            raise NotVectorisable(f"{self.what}: has neither a view box nor a size")
        return QRectF(0, 0, width, height)

    def plan(self, root: ET.Element, depth: int) -> tuple[object, ...]:
        """Steps painting ``root`` (this document or a copy of part of it) in document order."""
        if depth > MAX_DEPTH:
            raise NotVectorisable(f"{self.what}: patterns or masks nested too deep")
        order = walk(root)
        index = {id(e): i for i, (e, _chain) in enumerate(order)}
        end = {id(e): i + sum(1 for _ in e.iter()) - 1 for i, (e, _chain) in enumerate(order)}
        steps: list[object | None] = []
        start = 0
        for element, chain in order:
            if index[id(element)] < start or not self._special(element, chain):
                continue
            first, last = index[id(element)], end[id(element)]
            steps.append(self._svg(root, lambda e, a=start, b=first: a <= index[id(e)] and end[id(e)] < b))
            steps.extend(self._special_steps(root, element, chain, depth))
            start = last + 1
        if start == 0:
            return (self._svg(root, lambda e: True),)
        steps.append(self._svg(root, lambda e, a=start: a <= index[id(e)]))
        return tuple(s for s in steps if s is not None)

    def _special(self, element: ET.Element, chain: tuple[ET.Element, ...]) -> bool:
        if any(local(e.tag) in DEFINITIONS for e in (*chain, element)):
            return False
        style = style_of(element)
        if "filter" in style or "clip-path" in style:
            raise NotVectorisable(f"{self.what}: uses filter or clip-path")
        if "url(" in style.get("stroke", ""):
            raise NotVectorisable(f"{self.what}: strokes with a paint server")
        if local(element.tag) == "use":
            raise NotVectorisable(f"{self.what}: uses <use>")
        return ("mask" in style or self._pattern(style.get("fill", "")) is not None
                or self._fading(style.get("fill", "")) is not None)

    def _fading(self, fill: str) -> ET.Element | None:
        """The gradient ``fill`` names when its stops do not all have the same opacity."""
        element = self.ids.get(reference(fill) or "")
        if element is None or local(element.tag) not in ("linearGradient", "radialGradient"):
            return None
        return element if len({round(o, 4) for _offset, _colour, o in self._stops(element)}) > 1 else None

    def _stops(self, gradient: ET.Element) -> Stops:
        """Offset, colour and opacity of each stop (a gradient may borrow its stops by href)."""
        seen = set()
        while not [c for c in gradient if local(c.tag) == "stop"]:
            href = gradient.get(f"{{{XLINK}}}href") or gradient.get("href") or ""
            target = self.ids.get(href.lstrip("#"))
            if target is None or id(target) in seen:
                return []
            seen.add(id(target))
            gradient = target
        stops = []
        last = 0.0
        for stop in (c for c in gradient if local(c.tag) == "stop"):
            style = style_of(stop)
            offset = min(1.0, max(last, fraction(style.get("offset", "0"))))
            colour = QColor(style.get("stop-color", "black").strip())
            if not colour.isValid():
                raise NotVectorisable(f"{self.what}: stop colour {style.get('stop-color')!r}")
            stops.append((offset, colour, float(style.get("stop-opacity", 1))))
            last = offset
        return stops

    def _pattern(self, fill: str) -> ET.Element | None:
        element = self.ids.get(reference(fill) or "")
        return element if element is not None and local(element.tag) == "pattern" else None

    def _special_steps(self, root: ET.Element, element: ET.Element, chain: tuple[ET.Element, ...],
                       depth: int) -> list[object]:
        if any(style_of(e).get("display") == "none" for e in (*chain, element)):
            return []
        user = transform(element.get("transform", ""), self.what)
        for ancestor in reversed(chain):
            user = user * transform(ancestor.get("transform", ""), self.what)
        style = style_of(element)
        if "mask" in style:
            return [self._clip(root, element, style["mask"], user, depth)]
        if self._pattern(style.get("fill", "")) is not None:
            return self._pattern_steps(root, element, chain, style, user, depth)
        return self._band_steps(root, element, chain, style, user)

    def _band_steps(self, root: ET.Element, element: ET.Element, chain: tuple[ET.Element, ...],
                    style: dict[str, str], user: QTransform) -> list[object]:
        gradient = self._fading(style["fill"])
        assert gradient is not None
        name = f"gradient #{gradient.get('id')}"
        if local(element.tag) not in SHAPES:
            raise NotVectorisable(f"{self.what}: {name} fills a <{local(element.tag)}>")
        if gradient.get("spreadMethod", "pad") != "pad":
            raise NotVectorisable(f"{self.what}: {name} repeats")
        stops = self._stops(gradient)
        shape = shape_path(element, self.what)
        box = shape.boundingRect()
        to_user = transform(gradient.get("gradientTransform", ""), self.what)
        if gradient.get("gradientUnits", "objectBoundingBox") == "objectBoundingBox":
            to_user = to_user * QTransform(box.width(), 0, 0, box.height(), box.x(), box.y())
        opacity = math.prod(float(style_of(e).get("opacity", 1)) for e in (*chain, element))
        opacity *= float(style.get("fill-opacity", 1))
        g = {k: fraction(gradient.get(k, default)) for k, default in
             (("x1", "0"), ("y1", "0"), ("x2", "1"), ("y2", "0"), ("cx", "0.5"), ("cy", "0.5"), ("r", "0.5"))}
        if local(gradient.tag) == "radialGradient":
            if fraction(gradient.get("fx", str(g["cx"]))) != g["cx"] or \
                    fraction(gradient.get("fy", str(g["cy"]))) != g["cy"]:
                raise NotVectorisable(f"{self.what}: {name} has a focal point off its centre")
            frame = QTransform(g["r"], 0, 0, g["r"], g["cx"], g["cy"]) * to_user  # unit circle → user
            bands = radial_bands(stops, frame, opacity)
        else:
            dx, dy = g["x2"] - g["x1"], g["y2"] - g["y1"]
            frame = QTransform(dx, dy, -dy, dx, g["x1"], g["y1"]) * to_user   # (0,0)–(1,0) → the vector
            bands = linear_bands(stops, frame, opacity)
        steps: list[object] = [_Bands(shape, user, tuple(bands))]
        if style.get("stroke", "none") != "none":
            outline = copy_without(element, "fill")
            outline.set("fill", "none")
            steps.append(self._svg(only(root, element, outline), lambda e: e is outline))
        return steps

    def _clip(self, root: ET.Element, element: ET.Element, mask_ref: str, user: QTransform,
              depth: int) -> _Clip:
        mask = self.ids.get(reference(mask_ref) or "")
        if (mask is None or local(mask.tag) != "mask"
                or mask.get("maskContentUnits", "userSpaceOnUse") != "userSpaceOnUse"):
            raise NotVectorisable(f"{self.what}: mask {mask_ref} is not a plain mask")
        shapes = list(mask)
        if len(shapes) != 1:
            raise NotVectorisable(f"{self.what}: mask {mask_ref} is not one shape")
        shape, style = shapes[0], style_of(shapes[0])
        if (style.get("fill", "black").replace(" ", "").lower() not in WHITE
                or float(style.get("opacity", 1)) < 1 or float(style.get("fill-opacity", 1)) < 1
                or style.get("stroke", "none") != "none"):
            raise NotVectorisable(f"{self.what}: mask {mask_ref} is not an opaque white shape")
        path = transform(shape.get("transform", ""), self.what).map(shape_path(shape, self.what))
        content = self.plan(only(root, element, copy_without(element, "mask")), depth + 1)
        return _Clip(path, user, content)

    def _pattern_steps(self, root: ET.Element, element: ET.Element, chain: tuple[ET.Element, ...],
                       style: dict[str, str], user: QTransform, depth: int) -> list[object]:
        pattern = self._pattern(style["fill"])
        assert pattern is not None
        name = f"pattern #{pattern.get('id')}"
        if pattern.get("viewBox") or pattern.get(f"{{{XLINK}}}href") or pattern.get("href"):
            raise NotVectorisable(f"{self.what}: {name} uses viewBox or href")
        if pattern.get("patternContentUnits", "userSpaceOnUse") != "userSpaceOnUse":
            raise NotVectorisable(f"{self.what}: {name} has objectBoundingBox content")
        if local(element.tag) not in SHAPES:
            raise NotVectorisable(f"{self.what}: {name} fills a <{local(element.tag)}>")
        shape = shape_path(element, self.what)
        box = shape.boundingRect()
        x, y, w, h = (length(pattern.get(k)) or 0.0 for k in ("x", "y", "width", "height"))
        if pattern.get("patternUnits", "objectBoundingBox") == "objectBoundingBox":
            x, y = box.x() + x * box.width(), box.y() + y * box.height()
            w, h = w * box.width(), h * box.height()
        if w <= 0 or h <= 0:
            return []  # an empty tile paints nothing
        pattern_transform = transform(pattern.get("patternTransform", ""), self.what)
        area = pattern_transform.inverted()[0].mapRect(box)
        if (area.width() / w + 1) * (area.height() / h + 1) > MAX_TILES:
            raise NotVectorisable(f"{self.what}: {name} needs too many tiles")
        tile_doc = ET.Element(f"{{{SVG}}}svg", {"viewBox": f"0 0 {w} {h}", "width": str(w), "height": str(h)})
        tile_doc.extend(deep(d) for d in self.definitions if d is not pattern and pattern not in d.iter())
        tile_doc.extend(deep(child) for child in pattern)
        push_group_opacity(tile_doc, 1.0)
        tile = _Document(tile_doc, self.what)
        tile.ids = {**self.ids, **tile.ids}
        content = tile.plan(tile_doc, depth + 1)
        opacity = math.prod(float(style_of(e).get("opacity", 1)) for e in (*chain, element))
        opacity *= float(style.get("fill-opacity", 1))
        steps: list[object] = [_Pattern(shape, user, QRectF(x, y, w, h), pattern_transform, content, opacity,
                                        _overflows(tile_doc, w, h))]
        if style.get("stroke", "none") != "none":  # the outline, on top of the tiles
            outline = copy_without(element, "fill")
            outline.set("fill", "none")
            steps.append(self._svg(only(root, element, outline), lambda e: e is outline))
        return steps

    def _svg(self, root: ET.Element, keep: Callable[[ET.Element], bool]) -> _Svg | None:
        """QtSvg's renderer for the elements ``keep`` accepts, their ancestors and all definitions."""
        pruned, paints = prune(root, keep)
        if pruned is None or not paints:
            return None
        renderer = QSvgRenderer(QByteArray(serialise(pruned).encode("utf-8")))
        if not renderer.isValid():
            raise NotVectorisable(f"{self.what}: QtSvg cannot read a piece of it")
        renderer.setViewBox(self.view_box)  # every piece paints in the document's own user space
        return _Svg(renderer)


