"""Clean an SVG that came from someone else: parse it, check it, write back what was kept.

A deck's SVG art is drawn by Qt's ``QSvgRenderer``, but it also leaves the game in
exported ``.yanivdeck`` files that other programs (browsers, editors) may open.  So the
file is parsed with expat, hardened, and only a plain, static drawing is written back:

* **Refused** (a :class:`DeckError` that says what and where): a DOCTYPE, entity or
  notation declarations, entity references, processing instructions (``xml-stylesheet``
  and any other); ``script``, ``foreignObject``, ``iframe`` and other active or embedding
  elements in any namespace or under any prefix; any ``on…`` attribute; a link
  (``href``, ``xlink:href``) that is not ``#id`` or ``data:image/png|jpeg;base64,…``;
  ``url(…)`` that does not point to ``#id`` in any attribute, ``style`` or ``<style>``;
  ``@import`` and CSS escapes in styles; ``javascript:`` in any value; malformed XML;
  more than :data:`MAX_DEPTH` levels or :data:`MAX_ELEMENTS` elements; references
  (``<use>``, ``href``, ``url(#id)``) that loop or that expand past :data:`MAX_DRAWN`
  drawn elements (a tiny file of nested ``<use>`` would keep the renderer busy for hours).
* **Dropped** silently: everything not on the allow-list below, such as comments,
  editor metadata (``inkscape:``, ``sodipodi:``, ``<metadata>``), unknown elements
  (with everything inside them) and unknown attributes.

The output is UTF-8 with the SVG namespace as the default and ``xlink`` declared when it
is used.  Cleaning is idempotent: cleaning the output again gives the same bytes.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.parsers import expat

from yaniv_desktop.decks.errors import DeckError

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
XML_NS = "http://www.w3.org/XML/1998/namespace"
MAX_DEPTH = 64
MAX_ELEMENTS = 20_000
MAX_DRAWN = 200_000  # elements drawn once every <use> and #id reference is expanded
_SEP = " "  # a namespace URI never holds a space, a local name never does either

# Elements that run code, embed documents or play media: refused in any namespace, any case.
_ACTIVE_ELEMENTS = frozenset({
    "script", "foreignobject", "iframe", "frame", "frameset", "object", "embed", "applet",
    "audio", "video", "handler", "listener", "animation", "base", "link", "meta",
})

# The static drawing vocabulary of SVG 1.1 / Tiny 1.2 that QSvgRenderer draws.
_ELEMENTS = frozenset({
    "svg", "g", "defs", "symbol", "use", "switch", "a",
    "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
    "text", "tspan", "textPath", "textArea", "tbreak",
    "linearGradient", "radialGradient", "stop", "solidColor",
    "clipPath", "mask", "pattern", "marker", "image", "title", "desc", "style",
    "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feFlood",
    "feFuncR", "feFuncG", "feFuncB", "feFuncA", "feGaussianBlur", "feMerge", "feMergeNode",
    "feOffset",
})
_TEXT_ONLY = frozenset({"style", "title", "desc"})  # their child elements are dropped
# Drawn only where something refers to them (or not at all).
_NOT_DRAWN = frozenset({"defs", "symbol", "linearGradient", "radialGradient", "solidColor", "clipPath", "mask",
                        "pattern", "marker", "filter", *_TEXT_ONLY})

_ATTRIBUTES = frozenset({
    # core and structure
    "id", "class", "style", "transform", "version", "baseProfile", "viewBox", "preserveAspectRatio",
    "width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr",
    "d", "points", "pathLength", "href", "type",
    "requiredFeatures", "requiredExtensions", "systemLanguage",
    # paint servers, clipping, masking, markers
    "offset", "gradientUnits", "gradientTransform", "spreadMethod",
    "clipPathUnits", "maskUnits", "maskContentUnits",
    "patternUnits", "patternContentUnits", "patternTransform",
    "markerWidth", "markerHeight", "markerUnits", "orient", "refX", "refY",
    # text
    "dx", "dy", "rotate", "textLength", "lengthAdjust", "startOffset", "method", "spacing",
    # presentation
    "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap",
    "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset",
    "stroke-opacity", "opacity", "color", "display", "visibility", "overflow",
    "clip-path", "clip-rule", "mask", "filter", "marker", "marker-start", "marker-mid", "marker-end",
    "font-family", "font-size", "font-weight", "font-style", "font-variant", "font-stretch",
    "text-anchor", "dominant-baseline", "alignment-baseline", "baseline-shift",
    "letter-spacing", "word-spacing", "text-decoration", "writing-mode", "direction", "unicode-bidi",
    "stop-color", "stop-opacity", "solid-color", "solid-opacity", "vector-effect", "paint-order",
    "color-interpolation", "color-interpolation-filters", "color-rendering", "shape-rendering",
    "text-rendering", "image-rendering",
    # filters
    "filterUnits", "primitiveUnits", "in", "in2", "result", "stdDeviation", "edgeMode", "operator",
    "k1", "k2", "k3", "k4", "mode", "values", "tableValues", "slope", "intercept", "amplitude",
    "exponent", "flood-color", "flood-opacity",
})
_XLINK_ATTRIBUTES = frozenset({"href"})
_XML_ATTRIBUTES = frozenset({"space", "lang"})

_LOCAL_HREF = re.compile(r"#[\w.:-]+|data:image/(png|jpeg);base64,[A-Za-z0-9+/=\s]*", re.IGNORECASE)
_URL = re.compile(r"url\s*\(\s*(['\"]?)\s*(?P<first>.?)", re.IGNORECASE)
_URL_ID = re.compile(r"url\s*\(\s*['\"]?\s*#([^\s'\")]+)", re.IGNORECASE)
_SPACE_OR_CONTROL = re.compile(r"[\x00-\x20\x7f]+")


class _Refused(Exception):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


class _Element:
    __slots__ = ("name", "attributes", "children")

    def __init__(self, name: str, attributes: list[tuple[str, str]]) -> None:
        self.name = name
        self.attributes = attributes
        self.children: list[_Element | str] = []


def clean_svg(data: bytes, path: Path) -> bytes:
    """The SVG as a plain, static drawing; raise :class:`DeckError` for anything active."""
    cleaner = _Cleaner()
    try:
        root = cleaner.parse(data)
    except _Refused as exc:
        raise DeckError(path, exc.field, exc.message) from None
    except expat.ExpatError as exc:
        raise DeckError(path, f"line {exc.lineno}", f"is not well-formed SVG ({expat.ErrorString(exc.code)})") from None
    except (ValueError, LookupError):  # an encoding declaration Python cannot decode
        raise DeckError(path, "", "is not well-formed SVG (an unsupported encoding)") from None
    try:
        _check_expansion(root)
    except _Refused as exc:
        raise DeckError(path, exc.field, exc.message) from None
    out: list[str] = ['<?xml version="1.0" encoding="UTF-8"?>\n']
    _write(root, out, top=True, xlink=cleaner.uses_xlink)
    return "".join(out).encode("utf-8")


class _Cleaner:
    def __init__(self) -> None:
        self.root: _Element | None = None
        self.stack: list[_Element | None] = []  # None: inside a dropped element
        self.count = 0
        self.uses_xlink = False
        self.parser = expat.ParserCreate(namespace_separator=_SEP)

    def parse(self, data: bytes) -> _Element:
        p = self.parser
        p.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
        p.ordered_attributes = True
        p.buffer_text = True
        p.StartDoctypeDeclHandler = self._doctype
        p.EntityDeclHandler = self._entity
        p.UnparsedEntityDeclHandler = self._entity
        p.NotationDeclHandler = self._entity
        p.ExternalEntityRefHandler = self._entity_ref
        p.SkippedEntityHandler = self._entity_ref
        p.ProcessingInstructionHandler = self._instruction
        p.StartElementHandler = self._start
        p.EndElementHandler = self._end
        p.CharacterDataHandler = self._text
        try:
            p.Parse(data, True)
        finally:
            del self.parser  # the parser holds this cleaner's handlers: no reference cycle is left
        if self.root is None:  # expat reports a missing root first; kept as a guard
            raise _Refused("", "is not an SVG image (it has no root element)")
        return self.root

    # -- refusals ---------------------------------------------------------------------
    def _line(self) -> str:
        return f"line {self.parser.CurrentLineNumber}"

    def _doctype(self, *_args: object) -> None:
        raise _Refused(self._line(), "SVG must not declare a DTD or entities")

    def _entity(self, *_args: object) -> None:
        raise _Refused(self._line(), "SVG must not declare a DTD or entities")

    def _entity_ref(self, *_args: object) -> None:
        raise _Refused(self._line(), "SVG must not refer to entities")

    def _instruction(self, target: str, _data: str) -> None:
        if target.lower() == "xml-stylesheet":
            raise _Refused(self._line(), "xml-stylesheet instructions are not allowed")
        raise _Refused(self._line(), f"processing instructions (<?{target} …?>) are not allowed")

    # -- the tree ---------------------------------------------------------------------
    def _start(self, name: str, attributes: list[str]) -> None:
        ns, _, local = name.rpartition(_SEP)
        self.count += 1
        if self.count > MAX_ELEMENTS:
            raise _Refused(self._line(), f"SVG may hold at most {MAX_ELEMENTS} elements")
        if len(self.stack) >= MAX_DEPTH:
            raise _Refused(self._line(), f"SVG may nest elements at most {MAX_DEPTH} deep")
        if local.lower() in _ACTIVE_ELEMENTS:
            what = "run scripts" if local.lower() in ("script", "handler", "listener") else "embed other content"
            raise _Refused(self._line(), f"SVG must not {what} (<{local}>)")
        kept_attributes = self._attributes(attributes)
        if self.root is None:
            if local != "svg" or ns not in ("", SVG_NS):
                raise _Refused(self._line(), "is not an SVG image (the root element must be <svg>)")
            self.root = _Element(local, kept_attributes)
            element: _Element | None = self.root
        else:
            parent = self.stack[-1]
            keep = (parent is not None and parent.name not in _TEXT_ONLY
                    and ns in ("", SVG_NS) and local in _ELEMENTS)
            element = _Element(local, kept_attributes) if keep else None
            if element is not None and parent is not None:
                parent.children.append(element)
        if element is not None and any(name.startswith("xlink:") for name, _ in kept_attributes):
            self.uses_xlink = True  # only what is written out needs the prefix declared
        self.stack.append(element)

    def _attributes(self, flat: list[str]) -> list[tuple[str, str]]:
        kept: list[tuple[str, str]] = []
        for i in range(0, len(flat), 2):
            ns, _, local = flat[i].rpartition(_SEP)
            value = flat[i + 1]
            _check_value(local, value, f"{self._line()}: {local}")
            if ns == "" and local in _ATTRIBUTES:
                kept.append((local, value))
            elif ns == XLINK_NS and local in _XLINK_ATTRIBUTES:
                kept.append((f"xlink:{local}", value))
            elif ns == XML_NS and local in _XML_ATTRIBUTES:
                kept.append((f"xml:{local}", value))
        return kept

    def _end(self, _name: str) -> None:
        element = self.stack.pop()
        if element is not None and element.name == "style":  # checked whole: text arrives in pieces
            _check_css("".join(c for c in element.children if isinstance(c, str)), f"{self._line()}: <style>")

    def _text(self, text: str) -> None:
        element = self.stack[-1] if self.stack else None
        if element is not None:
            element.children.append(text)


def _check_value(name: str, value: str, field: str) -> None:
    """Refuse an attribute that could run code or fetch something."""
    lowered = name.lower()
    if lowered.startswith("on"):
        raise _Refused(field, f"the attribute {name} would run a script")
    squeezed = _SPACE_OR_CONTROL.sub("", value).lower()
    if "javascript:" in squeezed or "vbscript:" in squeezed:
        raise _Refused(field, "SVG must not hold javascript: links")
    if lowered == "href" and not _LOCAL_HREF.fullmatch(value.strip()):
        raise _Refused(field, "SVG may only link inside itself or embed PNG/JPEG data")
    if lowered == "style":
        _check_css(value, field)
    else:
        _check_urls(value, field)


def _check_css(css: str, field: str) -> None:
    if "\\" in css:
        raise _Refused(field, "SVG styles must not use CSS escapes (\\)")
    if "@import" in css.lower():
        raise _Refused(field, "SVG styles must not @import other files")
    if "javascript:" in _SPACE_OR_CONTROL.sub("", css).lower():
        raise _Refused(field, "SVG must not hold javascript: links")
    _check_urls(css, field)


def _check_urls(value: str, field: str) -> None:
    if "url" not in value.lower():
        return
    for match in _URL.finditer(value):
        if match.group("first") != "#":
            raise _Refused(field, "url(…) may only refer to the image's own ids (url(#id))")


# -- references -------------------------------------------------------------------------
def _check_expansion(root: _Element) -> None:
    """Refuse a drawing whose references loop, or expand past :data:`MAX_DRAWN` elements.

    Each ``<use>`` draws what it refers to again, so ten levels of ten ``<use>`` of the
    level below are a tiny file that draws ten billion shapes and never finishes.  Gradient,
    pattern, mask and clip-path references (``href``, ``url(#id)``) count the same way.
    """
    elements: list[_Element] = []
    pending = [root]
    while pending:
        element = pending.pop()
        elements.append(element)
        pending.extend(c for c in reversed(element.children) if isinstance(c, _Element))  # document order
    by_id: dict[str, list[_Element]] = {}  # an id used twice: either holder may be the one drawn
    for element in reversed(elements):
        for name, value in element.attributes:
            if name == "id":
                holders = by_id.setdefault(value, [])
                holders[1:] = [element]  # the first and the last, so a reference has at most two targets
    refs: dict[_Element, list[_Element]] = {}
    for element in elements:
        targets = [c for c in element.children if isinstance(c, _Element) and c.name not in _NOT_DRAWN]
        for name, value in element.attributes:
            ids = [value.strip()[1:]] if name.endswith("href") and value.strip().startswith("#") else []
            ids += _URL_ID.findall(value)
            for target in ids:
                targets += by_id.get(target, ())
        refs[element] = targets
    drawn: dict[_Element, int] = {}
    visiting: set[_Element] = set()
    for start in elements:  # every element, so a loop or a bomb kept in <defs> is found too
        if start in drawn:
            continue
        stack = [(start, iter(refs[start]))]
        visiting.add(start)
        while stack:  # depth first, without recursion: a chain of references may be 20,000 long
            element, todo = stack[-1]
            for target in todo:
                if target in visiting:
                    raise _Refused("", "SVG references (<use>, href, url(#…)) must not loop back on themselves")
                if target not in drawn:
                    visiting.add(target)
                    stack.append((target, iter(refs[target])))
                    break
            else:
                stack.pop()
                visiting.discard(element)
                drawn[element] = 1 + sum(drawn[t] for t in refs[element])
                if drawn[element] > MAX_DRAWN:
                    raise _Refused("", f"SVG may draw at most {MAX_DRAWN} elements, counting every <use> "
                                       "and reference again")


# -- writing ----------------------------------------------------------------------------
_TEXT_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"})
_ATTRIBUTE_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;",
                                    "\t": "&#9;", "\n": "&#10;", "\r": "&#13;"})


def _write(element: _Element, out: list[str], *, top: bool = False, xlink: bool = False) -> None:
    out.append(f"<{element.name}")
    if top:
        out.append(f' xmlns="{SVG_NS}"')
        if xlink:
            out.append(f' xmlns:xlink="{XLINK_NS}"')
    for name, value in element.attributes:
        out.append(f' {name}="{value.translate(_ATTRIBUTE_ESCAPES)}"')
    if not element.children:
        out.append("/>")
        return
    out.append(">")
    for child in element.children:
        if isinstance(child, str):
            out.append(child.translate(_TEXT_ESCAPES))
        else:
            _write(child, out)  # at most MAX_DEPTH deep
    out.append(f"</{element.name}>")
