"""Family decks from a family's own photos: grandpa on the kings, grandma on the queens,
the grandchildren on the jacks (and, if given, a photo on the back).

Each role takes one photo for all four suits or up to four, one per suit (four
grandchildren are four jacks), each with its own crop box and name; and each role may take
a community style of its own (grandpa's community for the kings, grandma's for the queens)
while the number cards, jokers, legend and backs come from one base style.  The cards are
composed by :mod:`yaniv_desktop.decks.family_cards`; the default crop keeps the whole head
(:mod:`yaniv_desktop.decks.family_crop`).

Photos are turned upright by their EXIF orientation first, scaled down when huge, and
stored re-encoded from their pixels alone, so no EXIF or GPS data reaches the deck
folder or an exported ``.yanivdeck``.  The deck folder also keeps ``family.json`` (the
names, crop boxes and styles) and the cleaned photos, so the deck can be edited later;
neither is exported.  Old ``family.json`` files (format 1: one photo per role) still open.

:func:`make_family_deck` may run on a worker thread; it reports through a
:class:`Progress` the GUI thread polls (no Qt signals from worker threads).
"""

from __future__ import annotations

import io
import json
import shutil
import tempfile
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image, ImageOps

from yaniv_desktop.core.cards import NATURAL_SUITS, Rank
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.family_cards import (
    FAMILY_FILE,
    NAME_PLATE,
    PLAIN,
    Style,
    compose_back,
    compose_court,
    pixels_only,
    plain_palette,
    png_bytes,
    qimage_to_pil,
    style_for,
)
from yaniv_desktop.decks.family_crop import WINDOW_ASPECT, Crop, default_crop, face_crop
from yaniv_desktop.decks.install import install_ready, mark_ready
from yaniv_desktop.decks.manifest import LANGUAGES, MANIFEST_NAME
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.progress import Progress
from yaniv_desktop.decks.registry import Deck, DeckRegistry, Origin, load_deck

__all__ = [  # what the dialog and the tests use from here, wherever it is defined
    "FAMILY_FILE", "NAME_PLATE", "PLAIN", "WINDOW_ASPECT", "Crop", "FamilyDeckSpec", "PhotoError", "Style",
    "compose_back", "compose_court", "default_crop", "face_crop", "is_family_deck", "load_photo",
    "make_family_deck", "qimage_to_pil", "style_for",
]

SPEC_FORMAT = 2
PHOTOS_DIR = "photos"
ART_DIR = "art"
MAX_PHOTO_SIDE = 2048
MAX_PHOTO_BYTES = 64 * 1024 * 1024
MAX_SOURCE_PIXELS = 200_000_000
MAX_NAME = 24
ROLES = ("K", "Q", "J")
SUIT_LETTERS = tuple(s.letter for s in NATURAL_SUITS)
SUIT_SLOTS = tuple(f"{role}{suit}" for role in ROLES for suit in SUIT_LETTERS)
"""A photo of one role for one suit only: the face name, "JH" for the jack of hearts."""
PHOTO_SLOTS = (*ROLES, "back", *SUIT_SLOTS)
RANKS = {"K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK}
ROLE_WORDS = {
    "K": {"en": "Grandpa", "he": "סבא", "ar": "الجدّ", "sv": "Farfar", "nl": "Opa"},
    "Q": {"en": "Grandma", "he": "סבתא", "ar": "الجدّة", "sv": "Farmor", "nl": "Oma"},
    "grandson": {"en": "Grandson", "he": "נכד", "ar": "الحفيد", "sv": "Sonson", "nl": "Kleinzoon"},
    "granddaughter": {"en": "Granddaughter", "he": "נכדה", "ar": "الحفيدة", "sv": "Sondotter", "nl": "Kleindochter"},
    "grandchild": {"en": "Grandchild", "he": "נכד/ה", "ar": "الحفيد", "sv": "Barnbarn", "nl": "Kleinkind"},
    "grandchildren": {"en": "Grandchildren", "he": "נכדים", "ar": "الأحفاد", "sv": "Barnbarn", "nl": "Kleinkinderen"},
}


class PhotoError(DeckError):
    """A photo the deck maker cannot use; the message names the file."""


@dataclass
class FamilyDeckSpec:
    """What the person chose: photos, crop boxes, printed names and styles.

    ``photos``, ``crops`` and ``names`` are keyed by slot: a role ("K", "Q", "J": all four
    suits), a role and suit ("JH": that card only, over the role's photo) or "back".
    """

    deck_id: str
    title: str
    names: dict[str, str]                       # slot -> name printed on the card
    photos: dict[str, Path]                     # slot -> photo file
    crops: dict[str, Crop] = field(default_factory=dict)
    style: str = PLAIN                          # the base style: a built-in community deck id, or "plain"
    grandchild: str = "grandchild"              # grandson, granddaughter or grandchild
    role_styles: dict[str, str] = field(default_factory=dict)  # "K"/"Q"/"J" -> its own style
    softened: bool = False                      # photos gently stylised into the frame

    def photo_slot(self, role: str, suit: str) -> str | None:
        """The slot whose photo goes on ``role`` of ``suit``: its own, the role's, or the
        role's first suit photo (one photo for a role goes on all four suits)."""
        if f"{role}{suit}" in self.photos:
            return f"{role}{suit}"
        if role in self.photos:
            return role
        return next((f"{role}{s}" for s in SUIT_LETTERS if f"{role}{s}" in self.photos), None)

    def name_for(self, role: str, suit: str) -> str:
        """The name on ``role`` of ``suit``: its photo's own name, else the role's."""
        own = self.names.get(self.photo_slot(role, suit) or role, "").strip()
        return own or self.names.get(role, "").strip()

    def role_names(self, role: str) -> list[str]:
        """The different names on the role's four cards, in suit order."""
        names: list[str] = []
        for suit in SUIT_LETTERS:
            name = self.name_for(role, suit)
            if name and name not in names:
                names.append(name)
        return names

    def style_of(self, role: str) -> str:
        return self.role_styles.get(role) or self.style

    def to_json(self) -> dict[str, Any]:
        return {"format": SPEC_FORMAT, "deck_id": self.deck_id, "title": self.title, "names": dict(self.names),
                "style": self.style, "grandchild": self.grandchild, "role_styles": dict(self.role_styles),
                "softened": self.softened,
                "photos": {k: f"{PHOTOS_DIR}/{k}.jpg" for k in self.photos},
                "crops": {k: [c.x, c.y, c.w, c.h] for k, c in self.crops.items()}}

    @classmethod
    def from_folder(cls, folder: Path) -> FamilyDeckSpec:
        """The spec a family deck was made from, to edit it (photos are the cleaned copies).
        Reads format 1 (one photo per role) and format 2 (photos per suit, styles per role)."""
        path = folder / FAMILY_FILE
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if int(data.get("format", 1)) > SPEC_FORMAT:
                raise ValueError(f"format {data['format']} is newer than this app")
            photos = {k: folder / PHOTOS_DIR / f"{k}.jpg" for k in data["photos"] if k in PHOTO_SLOTS}
            crops = {k: Crop(*map(float, v)) for k, v in data.get("crops", {}).items() if k in PHOTO_SLOTS}
            names = {k: str(v) for k, v in data["names"].items() if k in PHOTO_SLOTS}
            role_styles = {k: str(v) for k, v in data.get("role_styles", {}).items() if k in ROLES}
            return cls(str(data["deck_id"]), str(data["title"]), names, photos, crops, str(data.get("style", PLAIN)),
                       str(data.get("grandchild", "grandchild")), role_styles, bool(data.get("softened", False)))
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
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
                return pixels_only(upright)
    except PhotoError:
        raise
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError) as exc:
        raise PhotoError(path, "", f"the photo {name} cannot be read (it is not a photo Pillow knows: {exc})") from None


def photo_jpeg(image: Image.Image) -> bytes:
    out = io.BytesIO()
    pixels_only(image.convert("RGB")).save(out, "JPEG", quality=90)
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
        if spec.photo_slot(role, SUIT_LETTERS[0]) is None:
            who = ROLE_WORDS[role if role != "J" else "grandchild"]["en"].lower()
            raise at.child("photos").child(role).fail(f"a photo for {who} is needed")
    for slot, name in spec.names.items():
        f.text(name.strip() or "-", at.child("names").child(slot), max_len=MAX_NAME)
    for slot in spec.photos:
        if slot not in PHOTO_SLOTS:
            raise at.child("photos").child(slot).fail("is not a role, a role and suit, or the back")
    for role in spec.role_styles:
        if role not in ROLES:
            raise at.child("role_styles").child(role).fail("must be K, Q or J")
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
    role_styles = {role: style if spec.style_of(role) == spec.style
                   else style_for(spec.style_of(role), registry, f"role_styles.{role}") for role in ROLES}
    photos = {}
    for slot, path in spec.photos.items():
        photos[slot] = load_photo(Path(path))
        progress.step(f"read the photo {Path(path).name}")
    crops = {slot: (spec.crops.get(slot) or face_crop(img)).clamped() for slot, img in photos.items()}

    user_decks_dir.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".make-{spec.deck_id}-", dir=user_decks_dir))
    try:
        (staging / PHOTOS_DIR).mkdir()
        (staging / ART_DIR).mkdir()
        for slot, image in photos.items():
            (staging / PHOTOS_DIR / f"{slot}.jpg").write_bytes(photo_jpeg(image))
        art: dict[str, str] = {}
        for role in ROLES:
            for suit in NATURAL_SUITS:
                face = f"{role}{suit.letter}"
                slot = spec.photo_slot(role, suit.letter)
                assert slot is not None  # validate_spec saw a photo for every role
                card = compose_court(photos[slot], crops[slot], spec.name_for(role, suit.letter), RANKS[role], suit,
                                     role_styles[role], parts, labels=style.labels, softened=spec.softened)
                (staging / ART_DIR / f"{face}.png").write_bytes(png_bytes(card))
                art[face] = f"{ART_DIR}/{face}.png"
                progress.step(f"composed {face}")
                progress.check()
        has_back = "back" in photos
        if has_back:
            (staging / ART_DIR / "back.png").write_bytes(png_bytes(compose_back(photos["back"], crops.get("back"), style)))
            art["back:family"] = f"{ART_DIR}/back.png"
        progress.step("composed the back")
        manifest = _manifest(spec, style, art, has_back, user_decks_dir / spec.deck_id)
        (staging / MANIFEST_NAME).write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
        saved = FamilyDeckSpec(spec.deck_id, spec.title, dict(spec.names), dict(spec.photos), crops, spec.style,
                               spec.grandchild, {r: s for r, s in spec.role_styles.items() if s != spec.style},
                               spec.softened)
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
        base["palette"] = {**base.get("palette", {}), **plain_palette()}
    if has_back:
        backs = [{"id": "family", "colours": {"border": style.palette["frame"]}}]
        base["backs"] = backs + [b for b in base.get("backs", []) if b.get("id") != "family"][:7]
    jacks = spec.role_names("J")
    base["legend"] = {
        "K": _legend("K", spec.role_names("K")),
        "Q": _legend("Q", spec.role_names("Q")),
        "J": _legend("grandchildren" if len(jacks) > 1 else spec.grandchild, jacks),
    }
    base["court"]["J"]["role"] = spec.grandchild
    return base


def _legend(role: str, names: list[str]) -> dict[str, str]:
    """"Grandpa Avi"; several names (four grandchildren on four jacks) after one word."""
    comma = {"ar": "، "}
    return {lang: (f"{word} {comma.get(lang, ', ').join(names)}" if names else word)[:80]
            for lang, word in ROLE_WORDS[role].items()}


def is_family_deck(folder: Path) -> bool:
    return (folder / FAMILY_FILE).is_file()
