"""The cards of a family deck, composed with Pillow as whole cards: a photo cropped to the
picture window, the frame of a community style (or a plain one) over it, a name plate and
the corner indices.  Qt only rasterises the shared SVG parts (the frame and the corner
glyphs) and the name text (so Hebrew and Arabic names read right to left).
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageEnhance, ImageFilter, ImageOps
from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from yaniv_desktop.core.cards import Rank, Suit
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.corners import corners
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.family_crop import Crop, default_crop
from yaniv_desktop.decks.manifest import MANIFEST_NAME, DeckManifest, PartRef
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import Deck, DeckRegistry
from yaniv_desktop.decks.text_fit import FittedText, card_font, fit_text

FAMILY_FILE = "family.json"
PLAIN = "plain"
NAME_PLATE = L.Rect(170, 752, 290, 74)
"""The name plate of a one-line name; a name on two lines gets a plate grown upwards."""
NAME_PLATE_TALL = L.Rect(170, 712, 290, 114)
NAME_PAD = 14
SOFT_TONE = 0.12
"""How far a softened photo's colours are drawn towards the deck's paper."""
SOFT_COLOUR = 0.85
SOFT_EDGE = 0.45
"""How dark, at most, the frame's colour shades a softened photo's edges."""
# Name sizes in card units (a 120-px-wide card shows 1 unit as 0.19 px): one line from 38
# down to 30 (5.7 px), then two lines from 34 down to the floor, 26 (5.0 px).
NAME_ONE_LINE = (38, 30)
NAME_TWO_LINES = (34, 26)
_PLAIN_PALETTE = {"paper": "#fbf8f2", "ink": "#1d1d1d", "frame": "#3a3a3a", "plate": "#fffdf7",
                  "trim": "#c9a227", "glow": "#fff6dc"}
_PLAIN_SUITS = {Suit.SPADES: "#1f2430", Suit.HEARTS: "#b3262e", Suit.DIAMONDS: "#b3262e", Suit.CLUBS: "#1f2430"}


# -- the style ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Style:
    palette: Mapping[str, str]
    suit_colours: Mapping[Suit, str]
    frame: PartRef | None
    labels: Mapping[Rank, str]
    base: Path | None  # deck.json the pip cards, jokers and backs come from


def style_for(style_id: str, registry: DeckRegistry, field: str = "style") -> Style:
    """The frame, colours and corner labels of a community deck (or the plain style)."""
    if style_id == PLAIN:
        classic = _find(registry, "classic")
        labels = classic.manifest.corner_labels if classic else {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}
        return Style(_PLAIN_PALETTE, _PLAIN_SUITS, PartRef("frame/classic_court", {"frame": "#fbf8f2", "trim": "#3a3a3a"}, "frame"),
                     labels, classic.folder / MANIFEST_NAME if classic else None)
    deck = _find(registry, style_id)
    if deck is None:
        raise DeckError(FAMILY_FILE, field, f"there is no deck style {style_id!r}")
    m: DeckManifest = deck.manifest
    palette = {**_PLAIN_PALETTE, **m.palette}
    return Style(palette, m.suit_colours, m.frame, m.corner_labels, deck.folder / MANIFEST_NAME)


def plain_palette() -> dict[str, str]:
    return dict(_PLAIN_PALETTE)


def _find(registry: DeckRegistry, deck_id: str) -> Deck | None:
    try:
        return registry.get(deck_id)
    except KeyError:
        return None


# -- layers -------------------------------------------------------------------------------
def _svg_layer(body: str) -> Image.Image:
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{L.W}" height="{L.H}" '
           f'viewBox="0 0 {L.W} {L.H}">{body}</svg>').encode()
    renderer = QSvgRenderer(QByteArray(svg))
    image = QImage(L.W, L.H, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, L.W, L.H))
    painter.end()
    return qimage_to_pil(image)


def qimage_to_pil(image: QImage) -> Image.Image:
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(rgba.constBits())[: rgba.sizeInBytes()]
    return Image.frombuffer("RGBA", (rgba.width(), rgba.height()), data, "raw", "RGBA", rgba.bytesPerLine(), 1).copy()


def name_plate(name: str) -> tuple[L.Rect, L.Rect, FittedText]:
    """The plate for ``name``, the box its text fits in, and the text fitted: one line if it
    can be read there, else two lines on a taller plate."""
    width = NAME_PLATE.w - 2 * NAME_PAD
    one = fit_text(name, width, NAME_PLATE.h - 16, largest=NAME_ONE_LINE[0], smallest=NAME_ONE_LINE[1], bold=True,
                   max_lines=1)
    if not one.cut:
        return NAME_PLATE, _inset(NAME_PLATE, NAME_PAD, 8), one
    two = fit_text(name, width, NAME_PLATE_TALL.h - 20, largest=NAME_TWO_LINES[0], smallest=NAME_TWO_LINES[1],
                   bold=True, max_lines=2)
    return NAME_PLATE_TALL, _inset(NAME_PLATE_TALL, NAME_PAD, 10), two


def _inset(box: L.Rect, dx: float, dy: float) -> L.Rect:
    return L.Rect(box.x + dx, box.y + dy, box.w - 2 * dx, box.h - 2 * dy)


def _text_layer(fitted: FittedText, colour: str, box: L.Rect) -> Image.Image:
    """``fitted`` centred in ``box`` (card units), in the font it was measured with."""
    image = QImage(round(box.w), round(box.h), QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(card_font(fitted.size, fitted.bold))
    painter.setPen(QColor(colour))
    local = L.Rect(0, 0, box.w, box.h)
    for line, width, baseline in zip(fitted.lines, fitted.widths, fitted.baselines(local), strict=True):
        painter.drawText(QPointF((box.w - width) / 2, baseline), line)
    painter.end()
    return qimage_to_pil(image)


def _rounded_mask() -> Image.Image:
    mask = Image.new("L", (L.W, L.H), 0)
    ImageDraw.Draw(mask).rounded_rectangle((1, 1, L.W - 2, L.H - 2), radius=L.RADIUS, fill=255)
    return mask


# -- cards --------------------------------------------------------------------------------
def soften(picture: Image.Image, palette: Mapping[str, str]) -> Image.Image:
    """A gentle stylisation: the photo's colours drawn a little towards the deck's paper and
    made a little quieter, and its edges shaded into the frame's colour, so a photo sits
    inside the frame the way the drawn courts do."""
    rgb = picture.convert("RGB")
    toned = Image.blend(rgb, Image.new("RGB", rgb.size, palette["paper"]), SOFT_TONE)
    quieter = ImageEnhance.Color(toned).enhance(SOFT_COLOUR)
    # The shade is deepest where the frame's inside edge usually lies (arches cover the window's
    # outer 60–100 units) and fades out towards the middle.
    inset, blur = max(8, round(min(rgb.size) * 0.16)), max(4, round(min(rgb.size) * 0.07))
    edge = Image.new("L", rgb.size, 255)
    ImageDraw.Draw(edge).rectangle((inset, inset, rgb.width - inset, rgb.height - inset), fill=0)
    edge = edge.filter(ImageFilter.GaussianBlur(blur)).point(lambda v: round(v * SOFT_EDGE))
    return Image.composite(Image.new("RGB", rgb.size, palette["frame"]), quieter, edge)


def compose_court(photo: Image.Image, crop: Crop, name: str, rank: Rank, suit: Suit, style: Style,
                  parts: PartLibrary, labels: Mapping[Rank, str] | None = None, *, softened: bool = False) -> Image.Image:
    """One court card, 630 × 880 px RGBA: photo, ``style``'s frame, name plate, corner indices
    (``labels``: the deck's corner labels, when the court has a style of its own; ``softened``:
    the photo gently stylised into the frame)."""
    p = style.palette
    card = Image.new("RGBA", (L.W, L.H), p["paper"])
    w = L.WINDOW
    picture = ImageOps.fit(photo.crop(crop.box(*photo.size)), (round(w.w), round(w.h)), Image.Resampling.LANCZOS)
    if softened:
        picture = soften(picture, p)
    card.paste(picture, (round(w.x), round(w.y)))
    colour = style.suit_colours[suit]
    overlay = ""
    if style.frame is not None:
        overlay += parts.render(style.frame.part, p, {"suit": colour}, strict=style.frame.colours, field="style.frame")
    overlay += corners((labels or style.labels)[rank], suit, colour, plate_fill=p["plate"], plate_stroke=p["frame"])
    card.alpha_composite(_svg_layer(overlay))
    if name:
        plate, box, fitted = name_plate(name)
        draw = ImageDraw.Draw(card)
        draw.rounded_rectangle((plate.x, plate.y, plate.x + plate.w, plate.y + plate.h), radius=22,
                               fill=p["frame"], outline=p.get("trim", p["plate"]), width=4)
        card.alpha_composite(_text_layer(fitted, p["plate"], box), (round(box.x), round(box.y)))
    card.putalpha(ImageChops.darker(card.getchannel("A"), _rounded_mask()))
    return card


def compose_back(photo: Image.Image, crop: Crop | None, style: Style) -> Image.Image:
    """The back: the photo in a bordered window on the style's frame colour."""
    p = style.palette
    card = Image.new("RGBA", (L.W, L.H), p["frame"])
    inner = (44, 44, L.W - 44, L.H - 44)
    size = (inner[2] - inner[0], inner[3] - inner[1])
    region = photo.crop((crop or default_crop(*photo.size)).box(*photo.size))
    picture = ImageOps.fit(region, size, Image.Resampling.LANCZOS).convert("RGBA")
    window = Image.new("L", size, 0)
    ImageDraw.Draw(window).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), radius=20, fill=255)
    card.paste(picture, inner[:2], window)
    draw = ImageDraw.Draw(card)
    draw.rounded_rectangle((22, 22, L.W - 22, L.H - 22), radius=26, outline=p.get("trim", p["plate"]), width=6)
    draw.rounded_rectangle(inner, radius=20, outline=p["plate"], width=4)
    card.putalpha(ImageChops.darker(card.getchannel("A"), _rounded_mask()))
    return card


def pixels_only(image: Image.Image) -> Image.Image:
    """A copy holding nothing but pixels: no EXIF, GPS, XMP, ICC or text chunks."""
    return Image.frombytes(image.mode, image.size, image.tobytes())


def png_bytes(image: Image.Image) -> bytes:
    out = io.BytesIO()
    pixels_only(image).save(out, "PNG", compress_level=3)
    return out.getvalue()
