"""Family decks from a family's own photos: grandpa on the kings, grandma on the queens,
the grandchild on the jacks (and, if given, a photo on the back).

Pillow composes every court card as a whole card: the photo cropped to the picture
window, the frame of the chosen community style (or a plain one) over it, a name
plate and the corner indices.  Qt only rasterises the shared SVG parts (the frame and
the corner glyphs) and the name text (so Hebrew and Arabic names read right to left).

Photos are turned upright by their EXIF orientation first, scaled down when huge, and
stored re-encoded from their pixels alone, so no EXIF or GPS data reaches the deck
folder or an exported ``.yanivdeck``.  The deck folder also keeps ``family.json`` (the
names, crop boxes and style) and the cleaned photos, so the deck can be edited later;
neither is exported.

:func:`make_family_deck` may run on a worker thread; it reports through a
:class:`Progress` the GUI thread polls (no Qt signals from worker threads).
"""

from __future__ import annotations

import io
import json
import shutil
import tempfile
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageOps
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from yaniv_desktop.core.cards import NATURAL_SUITS, Rank, Suit
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.corners import corners
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.install import install_ready, mark_ready
from yaniv_desktop.decks.manifest import LANGUAGES, MANIFEST_NAME, DeckManifest, PartRef
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.progress import Progress
from yaniv_desktop.decks.registry import Deck, DeckRegistry, Origin, load_deck

FAMILY_FILE = "family.json"
PHOTOS_DIR = "photos"
ART_DIR = "art"
PLAIN = "plain"
MAX_PHOTO_SIDE = 2048
MAX_PHOTO_BYTES = 64 * 1024 * 1024
MAX_SOURCE_PIXELS = 200_000_000
MAX_NAME = 24
ROLES = ("K", "Q", "J")
PHOTO_SLOTS = (*ROLES, "back")
WINDOW_ASPECT = L.WINDOW.w / L.WINDOW.h
"""The crop box keeps this width : height, the picture window of a court card."""
NAME_PLATE = L.Rect(170, 752, 290, 74)
_PLAIN_PALETTE = {"paper": "#fbf8f2", "ink": "#1d1d1d", "frame": "#3a3a3a", "plate": "#fffdf7",
                  "trim": "#c9a227", "glow": "#fff6dc"}
_PLAIN_SUITS = {Suit.SPADES: "#1f2430", Suit.HEARTS: "#b3262e", Suit.DIAMONDS: "#b3262e", Suit.CLUBS: "#1f2430"}
ROLE_WORDS = {
    "K": {"en": "Grandpa", "he": "סבא", "ar": "الجدّ", "sv": "Farfar", "nl": "Opa"},
    "Q": {"en": "Grandma", "he": "סבתא", "ar": "الجدّة", "sv": "Farmor", "nl": "Oma"},
    "grandson": {"en": "Grandson", "he": "נכד", "ar": "الحفيد", "sv": "Sonson", "nl": "Kleinzoon"},
    "granddaughter": {"en": "Granddaughter", "he": "נכדה", "ar": "الحفيدة", "sv": "Sondotter", "nl": "Kleindochter"},
    "grandchild": {"en": "Grandchild", "he": "נכד/ה", "ar": "الحفيد", "sv": "Barnbarn", "nl": "Kleinkind"},
}


class PhotoError(DeckError):
    """A photo the deck maker cannot use; the message names the file."""


@dataclass(frozen=True)
class Crop:
    """The part of an upright photo to use, as fractions of its width and height."""

    x: float = 0.0
    y: float = 0.0
    w: float = 1.0
    h: float = 1.0

    def clamped(self) -> Crop:
        w = min(max(self.w, 0.02), 1.0)
        h = min(max(self.h, 0.02), 1.0)
        return Crop(min(max(self.x, 0.0), 1.0 - w), min(max(self.y, 0.0), 1.0 - h), w, h)

    def box(self, width: int, height: int) -> tuple[int, int, int, int]:
        c = self.clamped()
        return (round(c.x * width), round(c.y * height), round((c.x + c.w) * width), round((c.y + c.h) * height))


def default_crop(width: int, height: int) -> Crop:
    """The largest window-shaped box, centred a little above the middle (where faces are)."""
    if width / height > WINDOW_ASPECT:
        w = height * WINDOW_ASPECT / width
        return Crop((1 - w) / 2, 0.0, w, 1.0)
    h = width / WINDOW_ASPECT / height
    return Crop(0.0, max(0.0, (1 - h) * 0.35), 1.0, h)


@dataclass
class FamilyDeckSpec:
    """What the person chose: photos, crop boxes, printed names and a style."""

    deck_id: str
    title: str
    names: dict[str, str]                       # "K", "Q", "J" -> name printed on the card
    photos: dict[str, Path]                     # "K", "Q", "J" (and optionally "back") -> photo file
    crops: dict[str, Crop] = field(default_factory=dict)
    style: str = PLAIN                          # a built-in community deck id, or "plain"
    grandchild: str = "grandchild"              # grandson, granddaughter or grandchild

    def to_json(self) -> dict[str, Any]:
        return {"format": 1, "deck_id": self.deck_id, "title": self.title, "names": dict(self.names),
                "style": self.style, "grandchild": self.grandchild,
                "photos": {k: f"{PHOTOS_DIR}/{k}.jpg" for k in self.photos},
                "crops": {k: [c.x, c.y, c.w, c.h] for k, c in self.crops.items()}}

    @classmethod
    def from_folder(cls, folder: Path) -> FamilyDeckSpec:
        """The spec a family deck was made from, to edit it (photos are the cleaned copies)."""
        path = folder / FAMILY_FILE
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            photos = {k: folder / PHOTOS_DIR / f"{k}.jpg" for k in data["photos"] if k in PHOTO_SLOTS}
            crops = {k: Crop(*map(float, v)) for k, v in data.get("crops", {}).items() if k in PHOTO_SLOTS}
            return cls(str(data["deck_id"]), str(data["title"]), {k: str(v) for k, v in data["names"].items()},
                       photos, crops, str(data.get("style", PLAIN)), str(data.get("grandchild", "grandchild")))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise DeckError(path, "", f"is not a family deck description: {exc}") from None


# -- photos -------------------------------------------------------------------------------
def load_photo(path: Path) -> Image.Image:
    """An upright RGB photo at most MAX_PHOTO_SIDE on its longer side; PhotoError names the file."""
    name = Path(path).name
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise PhotoError(path, "", f"the photo {name} cannot be opened: {exc.strerror}") from None
    if size > MAX_PHOTO_BYTES:
        raise PhotoError(path, "", f"the photo {name} is larger than {MAX_PHOTO_BYTES // 1024 // 1024} MB")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as image:
                if image.width * image.height > MAX_SOURCE_PIXELS:
                    raise PhotoError(path, "", f"the photo {name} has far too many pixels "
                                               f"({image.width} × {image.height})")
                image.draft("RGB", (MAX_PHOTO_SIDE, MAX_PHOTO_SIDE))  # JPEG: decode at a smaller scale
                upright = ImageOps.exif_transpose(image)
                upright = upright.convert("RGB")
                upright.thumbnail((MAX_PHOTO_SIDE, MAX_PHOTO_SIDE), Image.Resampling.LANCZOS)
                return _pixels_only(upright)
    except PhotoError:
        raise
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError) as exc:
        raise PhotoError(path, "", f"the photo {name} cannot be read (it is not a photo Pillow knows: {exc})") from None


def _pixels_only(image: Image.Image) -> Image.Image:
    """A copy holding nothing but pixels: no EXIF, GPS, XMP, ICC or text chunks."""
    return Image.frombytes(image.mode, image.size, image.tobytes())


def photo_jpeg(image: Image.Image) -> bytes:
    out = io.BytesIO()
    _pixels_only(image.convert("RGB")).save(out, "JPEG", quality=90)
    return out.getvalue()


# -- the style ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Style:
    palette: Mapping[str, str]
    suit_colours: Mapping[Suit, str]
    frame: PartRef | None
    labels: Mapping[Rank, str]
    base: Path | None  # deck.json the pip cards, jokers and backs come from


def style_for(style_id: str, registry: DeckRegistry) -> Style:
    if style_id == PLAIN:
        classic = _find(registry, "classic")
        labels = classic.manifest.corner_labels if classic else {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}
        return Style(_PLAIN_PALETTE, _PLAIN_SUITS, PartRef("frame/classic_court", {"frame": "#fbf8f2", "trim": "#3a3a3a"}, "frame"),
                     labels, classic.folder / MANIFEST_NAME if classic else None)
    deck = _find(registry, style_id)
    if deck is None:
        raise DeckError(FAMILY_FILE, "style", f"there is no deck style {style_id!r}")
    m: DeckManifest = deck.manifest
    palette = {**_PLAIN_PALETTE, **m.palette}
    return Style(palette, m.suit_colours, m.frame, m.corner_labels, deck.folder / MANIFEST_NAME)


def _find(registry: DeckRegistry, deck_id: str) -> Deck | None:
    try:
        return registry.get(deck_id)
    except KeyError:
        return None


# -- composing ----------------------------------------------------------------------------
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


def _text_layer(text: str, colour: str, box: L.Rect) -> Image.Image:
    """``text`` centred in ``box`` (card units), as large as fits; Qt lays out right-to-left scripts."""
    image = QImage(round(box.w), round(box.h), QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    size = box.h * 0.52
    font.setPixelSize(round(size))
    painter.setFont(font)
    while size > 12 and painter.fontMetrics().horizontalAdvance(text) > box.w - 24:
        size -= 2
        font.setPixelSize(round(size))
        painter.setFont(font)
    painter.setPen(QColor(colour))
    painter.drawText(QRectF(0, 0, box.w, box.h), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return qimage_to_pil(image)


def _rounded_mask() -> Image.Image:
    mask = Image.new("L", (L.W, L.H), 0)
    ImageDraw.Draw(mask).rounded_rectangle((1, 1, L.W - 2, L.H - 2), radius=L.RADIUS, fill=255)
    return mask


def compose_court(photo: Image.Image, crop: Crop, name: str, rank: Rank, suit: Suit, style: Style,
                  parts: PartLibrary) -> Image.Image:
    """One court card, 630 × 880 px RGBA: photo, frame, name plate, corner indices."""
    p = style.palette
    card = Image.new("RGBA", (L.W, L.H), p["paper"])
    w = L.WINDOW
    picture = ImageOps.fit(photo.crop(crop.box(*photo.size)), (round(w.w), round(w.h)), Image.Resampling.LANCZOS)
    card.paste(picture, (round(w.x), round(w.y)))
    colour = style.suit_colours[suit]
    overlay = ""
    if style.frame is not None:
        overlay += parts.render(style.frame.part, p, {"suit": colour}, strict=style.frame.colours, field="style.frame")
    overlay += corners(style.labels[rank], suit, colour, plate_fill=p["plate"], plate_stroke=p["frame"])
    card.alpha_composite(_svg_layer(overlay))
    if name:
        plate = NAME_PLATE
        draw = ImageDraw.Draw(card)
        draw.rounded_rectangle((plate.x, plate.y, plate.x + plate.w, plate.y + plate.h), radius=22,
                               fill=p["frame"], outline=p.get("trim", p["plate"]), width=4)
        card.alpha_composite(_text_layer(name, p["plate"], plate), (round(plate.x), round(plate.y)))
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


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    _pixels_only(image).save(out, "PNG", compress_level=3)
    return out.getvalue()


# -- the deck -----------------------------------------------------------------------------
def validate_spec(spec: FamilyDeckSpec, reserved_ids: frozenset[str] = frozenset()) -> None:
    from yaniv_desktop.decks import fields as f

    at = f.Field(FAMILY_FILE)
    f.ident(spec.deck_id, at.child("deck_id"))
    if spec.deck_id in reserved_ids:
        raise at.child("deck_id").fail(f"{spec.deck_id!r} is a built-in deck; choose another name")
    f.text(spec.title.strip(), at.child("title"), max_len=60)
    for role in ROLES:
        if role not in spec.photos:
            raise at.child("photos").child(role).fail(f"a photo for {ROLE_WORDS[role if role != 'J' else 'grandchild']['en'].lower()} is needed")
        f.text(spec.names.get(role, "").strip() or "-", at.child("names").child(role), max_len=MAX_NAME)
    if spec.grandchild not in ("grandson", "granddaughter", "grandchild"):
        raise at.child("grandchild").fail("must be grandson, granddaughter or grandchild")


def make_family_deck(spec: FamilyDeckSpec, user_decks_dir: Path, registry: DeckRegistry, parts: PartLibrary,
                     progress: Progress | None = None, *, reserved_ids: frozenset[str] = frozenset()) -> Deck:
    """Compose the deck and install it as ``user_decks_dir/<deck id>`` (replacing an earlier version).

    Safe on a worker thread.  Nothing is installed unless every step succeeded.
    """
    validate_spec(spec, reserved_ids)
    progress = progress or Progress()
    progress.total = len(spec.photos) + 12 + 2
    style = style_for(spec.style, registry)
    photos = {}
    for slot, path in spec.photos.items():
        photos[slot] = load_photo(Path(path))
        progress.step(f"read the photo {Path(path).name}")
    crops = {slot: (spec.crops.get(slot) or default_crop(*img.size)).clamped() for slot, img in photos.items()}

    user_decks_dir.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".make-{spec.deck_id}-", dir=user_decks_dir))
    try:
        (staging / PHOTOS_DIR).mkdir()
        (staging / ART_DIR).mkdir()
        for slot, image in photos.items():
            (staging / PHOTOS_DIR / f"{slot}.jpg").write_bytes(photo_jpeg(image))
        art: dict[str, str] = {}
        for role in ROLES:
            rank = {"K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK}[role]
            for suit in NATURAL_SUITS:
                face = f"{role}{suit.letter}"
                card = compose_court(photos[role], crops[role], spec.names.get(role, "").strip(), rank, suit, style, parts)
                (staging / ART_DIR / f"{face}.png").write_bytes(_png(card))
                art[face] = f"{ART_DIR}/{face}.png"
                progress.step(f"composed {face}")
                progress.check()
        has_back = "back" in photos
        if has_back:
            (staging / ART_DIR / "back.png").write_bytes(_png(compose_back(photos["back"], crops.get("back"), style)))
            art["back:family"] = f"{ART_DIR}/back.png"
        progress.step("composed the back")
        manifest = _manifest(spec, style, art, has_back, user_decks_dir / spec.deck_id)
        (staging / MANIFEST_NAME).write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
        saved = FamilyDeckSpec(spec.deck_id, spec.title, dict(spec.names), dict(spec.photos), crops, spec.style, spec.grandchild)
        (staging / FAMILY_FILE).write_text(json.dumps(saved.to_json(), ensure_ascii=False, indent=1), encoding="utf-8")
        load_deck(staging, parts, Origin.USER)  # every check a deck from elsewhere gets
        progress.check()
        dest = user_decks_dir / spec.deck_id
        install_ready(mark_ready(staging, spec.deck_id), dest, keep_replaced=False)
        progress.step("saved")
        return load_deck(dest, parts, Origin.USER)
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def _manifest(spec: FamilyDeckSpec, style: Style, art: dict[str, str], has_back: bool, dest: Path) -> dict[str, Any]:
    base: dict[str, Any] = json.loads(style.base.read_text(encoding="utf-8")) if style.base else {}
    version = "1.0"
    old = dest / MANIFEST_NAME
    if old.is_file():  # an edited deck gets a new version, so no card is served stale from the cache
        try:
            parts = [int(x) for x in json.loads(old.read_text(encoding="utf-8"))["version"].split(".")]
            version = f"{parts[0]}.{(parts[1] if len(parts) > 1 else 0) + 1}"
        except (OSError, ValueError, KeyError, IndexError):
            pass
    title = spec.title.strip()
    base.update(id=spec.deck_id, version=version, name={lang: title for lang in LANGUAGES},
                community={"en": "Family deck", "he": "חפיסה משפחתית", "ar": "مجموعة أوراق العائلة",
                           "sv": "Familjekortlek", "nl": "Familiekaartspel"},
                credits=["Photos: the family's own", "Composed by the Yaniv Desktop deck maker"],
                art=art, art_fit="card")
    if spec.style == PLAIN:
        base["palette"] = {**base.get("palette", {}), **_PLAIN_PALETTE}
    if has_back:
        backs = [{"id": "family", "colours": {"border": style.palette["frame"]}}]
        base["backs"] = backs + [b for b in base.get("backs", []) if b.get("id") != "family"][:7]
    base["legend"] = {
        "K": _legend("K", spec.names.get("K", "")),
        "Q": _legend("Q", spec.names.get("Q", "")),
        "J": _legend(spec.grandchild, spec.names.get("J", "")),
    }
    base["court"]["J"]["role"] = spec.grandchild
    return base


def _legend(role: str, name: str) -> dict[str, str]:
    name = name.strip()
    return {lang: (f"{word} {name}" if name else word)[:80] for lang, word in ROLE_WORDS[role].items()}


def is_family_deck(folder: Path) -> bool:
    return (folder / FAMILY_FILE).is_file()
