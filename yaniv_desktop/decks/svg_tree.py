"""Reading and rewriting SVG documents as ElementTree trees: attributes, transforms, shapes,
and the copies of a document ``svg_vector`` paints piece by piece."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from xml.sax.saxutils import escape, quoteattr

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF, QTransform

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
# Elements that paint nothing where they stand; every copy of a document keeps them all.
DEFINITIONS = {"defs", "pattern", "mask", "clipPath", "linearGradient", "radialGradient", "symbol", "marker",
               "filter", "title", "desc", "metadata"}
SHAPES = {"rect", "circle", "ellipse", "polygon"}
Order = list[tuple[ET.Element, tuple[ET.Element, ...]]]


class NotVectorisable(Exception):
    """The document uses SVG that cannot be painted as vectors here (the message says what)."""


def walk(root: ET.Element) -> Order:
    """Every element in document order with its ancestors."""
    out: Order = []

    def visit(element: ET.Element, chain: tuple[ET.Element, ...]) -> None:
        out.append((element, chain))
        for child in element:
            visit(child, (*chain, element))

    visit(root, ())
    return out


def prune(element: ET.Element, keep: Callable[[ET.Element], bool]) -> tuple[ET.Element | None, bool]:
    """A copy holding the subtrees ``keep`` accepts, their ancestors and every definition
    (None when it would hold nothing); and whether it paints anything."""
    copy = ET.Element(element.tag, dict(element.attrib))
    copy.text = element.text
    paints = defines = False
    for child in element:
        if local(child.tag) in DEFINITIONS:
            copy.append(deep(child))
            defines = True
        elif keep(child):
            copy.append(deep(child))
            paints = True
        else:
            inner, inner_paints = prune(child, keep)
            if inner is not None:
                copy.append(inner)
                paints, defines = paints or inner_paints, True
    return (copy if paints or defines else None), paints


def only(root: ET.Element, old: ET.Element, new: ET.Element) -> ET.Element:
    """A copy of ``root`` holding ``new`` in ``old``'s place, its ancestors and every definition."""
    def rebuild(element: ET.Element) -> ET.Element:
        copy = ET.Element(element.tag, dict(element.attrib))
        copy.text = element.text
        for child in element:
            copy.append(new if child is old else rebuild(child))
        return copy

    pruned, _ = prune(rebuild(root), lambda e: e is new)
    assert pruned is not None
    return pruned


def copy_without(element: ET.Element, attribute: str) -> ET.Element:
    copy = deep(element)
    copy.attrib.pop(attribute, None)
    if "style" in copy.attrib:
        kept = [d for d in copy.attrib["style"].split(";") if d.split(":")[0].strip() != attribute]
        copy.set("style", ";".join(kept))
    return copy


def deep(element: ET.Element) -> ET.Element:
    copy = ET.Element(element.tag, dict(element.attrib))
    copy.text, copy.tail = element.text, element.tail
    copy.extend(deep(c) for c in element)
    return copy


def reference(value: str) -> str | None:
    match = re.fullmatch(r"\s*url\(\s*#([^)\s]+)\s*\)\s*", value)
    return match.group(1) if match else None


def push_group_opacity(element: ET.Element, inherited: float) -> None:
    """Give a group's opacity to the shapes in it.  QtSvg paints a translucent group through an
    offscreen image (which a PDF would keep as a bitmap); Qt's PDF writer has no transparency
    groups, so each shape gets the opacity instead: the same wherever the group's shapes do not
    overlap, slightly deeper colour where they do."""
    if local(element.tag) in DEFINITIONS:
        return
    style = style_of(element)
    own = float(style.get("opacity", 1))
    if len(element) == 0 or local(element.tag) == "text":
        if inherited < 1:
            set_style(element, "opacity", f"{own * inherited:.4g}")
        return
    if own < 1:
        set_style(element, "opacity", None)
    for child in element:
        push_group_opacity(child, inherited * own)


def set_style(element: ET.Element, key: str, value: str | None) -> None:
    """Set (or with None remove) a presentation attribute, wherever it was given."""
    if "style" in element.attrib:
        kept = [d for d in element.attrib["style"].split(";") if d.split(":")[0].strip() != key]
        element.set("style", ";".join(kept))
    element.attrib.pop(key, None)
    if value is not None:
        element.set(key, value)


# -- SVG values -------------------------------------------------------------------------------
def local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def style_of(element: ET.Element) -> dict[str, str]:
    """Presentation attributes, overridden by the ``style`` attribute."""
    style = {k: v for k, v in element.attrib.items() if "}" not in k}
    for declaration in element.get("style", "").split(";"):
        if ":" in declaration:
            key, value = declaration.split(":", 1)
            style[key.strip()] = value.strip()
    return style


def fraction(value: str) -> float:
    """A number or a percentage, as a fraction."""
    value = value.strip()
    return float(value[:-1]) / 100 if value.endswith("%") else float(value)


def length(value: str | None) -> float | None:
    if value is None:
        return None
    match = re.fullmatch(r"\s*([-+]?[\d.]+(?:e[-+]?\d+)?)\s*(px)?\s*", value)
    return float(match.group(1)) if match else None


def transform(text: str, what: str) -> QTransform:
    """An SVG ``transform`` list as a QTransform (Qt composes row vectors: first applied first)."""
    result = QTransform()
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", text):
        v = [float(a) for a in re.split(r"[\s,]+", args.strip()) if a]
        t = QTransform()
        if name == "translate":
            t.translate(v[0], v[1] if len(v) > 1 else 0.0)
        elif name == "scale":
            t.scale(v[0], v[1] if len(v) > 1 else v[0])
        elif name == "rotate":
            if len(v) == 3:
                t.translate(v[1], v[2])
            t.rotate(v[0])
            if len(v) == 3:
                t.translate(-v[1], -v[2])
        elif name == "matrix" and len(v) == 6:
            t = QTransform(v[0], v[1], v[2], v[3], v[4], v[5])
        elif name == "skewX":
            t = QTransform(1, 0, math.tan(math.radians(v[0])), 1, 0, 0)
        elif name == "skewY":
            t = QTransform(1, math.tan(math.radians(v[0])), 0, 1, 0, 0)
        else:
            raise NotVectorisable(f"{what}: transform {name}({args}) is not understood")
        # SVG: the rightmost transform applies first, so it goes first in Qt's order.
        result = t * result
    return result


def shape_path(element: ET.Element, what: str) -> QPainterPath:
    tag = local(element.tag)
    n = {k: length(element.get(k)) or 0.0 for k in ("x", "y", "width", "height", "cx", "cy", "r", "rx", "ry")}
    path = QPainterPath()
    if tag == "rect":
        rx = n["rx"] if element.get("rx") is not None else n["ry"]
        ry = n["ry"] if element.get("ry") is not None else rx
        rect = QRectF(n["x"], n["y"], n["width"], n["height"])
        rx, ry = min(rx, rect.width() / 2), min(ry, rect.height() / 2)
        if rx > 0 and ry > 0:
            path.addRoundedRect(rect, rx, ry)
        else:
            path.addRect(rect)
    elif tag == "circle":
        path.addEllipse(QPointF(n["cx"], n["cy"]), n["r"], n["r"])
    elif tag == "ellipse":
        path.addEllipse(QPointF(n["cx"], n["cy"]), n["rx"], n["ry"])
    elif tag == "polygon":
        v = [float(a) for a in re.split(r"[\s,]+", element.get("points", "").strip()) if a]
        path.addPolygon(QPolygonF([QPointF(v[i], v[i + 1]) for i in range(0, len(v) - 1, 2)]))
        path.closeSubpath()
    else:
        raise NotVectorisable(f"{what}: cannot clip to a <{tag}>")
    return path


def serialise(element: ET.Element, top: bool = True) -> str:
    tag = local(element.tag)
    attributes = "".join(f" {attribute_name(k)}={quoteattr(v)}" for k, v in element.attrib.items())
    if top:
        attributes = f' xmlns="{SVG}" xmlns:xlink="{XLINK}"' + attributes
    inner = escape(element.text or "") + "".join(serialise(c, False) for c in element)
    return f"<{tag}{attributes}>{inner}</{tag}>" + escape(element.tail or "" if not top else "")


def attribute_name(key: str) -> str:
    if key.startswith(f"{{{XLINK}}}"):
        return "xlink:" + key.split("}", 1)[1]
    if key.startswith("{http://www.w3.org/XML/1998/namespace}"):
        return "xml:" + key.split("}", 1)[1]
    return local(key)
