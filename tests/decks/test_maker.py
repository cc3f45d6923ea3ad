"""Family decks from photos: made from generated photos with a fake GPS tag, saved without any
EXIF, rendered, exported, imported and printed to PDFs whose cards measure 63 × 88 mm."""

from __future__ import annotations

import re
import zipfile
import zlib
from pathlib import Path

import pytest
from PIL import ExifTags, Image, ImageDraw

from tests.decks.conftest import to_pil
from yaniv_desktop.core.cards import Rank
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.archive import export_deck, import_deck
from yaniv_desktop.decks.faces import natural_faces
from yaniv_desktop.decks.maker import (
    FAMILY_FILE,
    MAX_PHOTO_SIDE,
    Crop,
    FamilyDeckSpec,
    PhotoError,
    load_photo,
    make_family_deck,
)
from yaniv_desktop.decks.manifest import ArtFit
from yaniv_desktop.decks.printing import CARD_H, CARD_W, sheet_layout
from yaniv_desktop.decks.registry import Origin, default_builtin_dir, scan, scan_default
from yaniv_desktop.decks.renderer import DeckRenderer

MM = 72 / 25.4
PAGE_POINTS = {"A4": (595, 842), "Letter": (612, 792)}  # as Qt writes the MediaBox (whole points)


def face_photo(path: Path, background: str, size: tuple[int, int] = (1200, 900), *, orientation: int = 1,
               gps: bool = True) -> Path:
    """A generated 'photo' of an upright face of ``size``, with a fake GPS position.  With an EXIF
    orientation the pixels are stored turned, as a camera held sideways stores them."""
    image = Image.new("RGB", size, background)
    draw = ImageDraw.Draw(image)
    w, h = size
    draw.ellipse((w * 0.38, h * 0.2, w * 0.62, h * 0.62), fill="#d8a880")
    draw.ellipse((w * 0.44, h * 0.34, w * 0.47, h * 0.38), fill="#222222")
    draw.ellipse((w * 0.53, h * 0.34, w * 0.56, h * 0.38), fill="#222222")
    draw.arc((w * 0.45, h * 0.42, w * 0.55, h * 0.52), 20, 160, fill="#803030", width=8)
    draw.rectangle((w * 0.3, h * 0.66, w * 0.7, h), fill="#335577")
    if orientation == 6:    # shown after turning 90° clockwise: stored turned 90° anticlockwise
        image = image.rotate(90, expand=True)
    elif orientation == 8:  # the other way round
        image = image.rotate(-90, expand=True)
    exif = Image.Exif()
    exif[ExifTags.Base.Orientation] = orientation
    exif[ExifTags.Base.Make] = "PhoneCo"
    if gps:
        ifd = exif.get_ifd(ExifTags.IFD.GPSInfo)
        ifd[ExifTags.GPS.GPSLatitudeRef] = "N"
        ifd[ExifTags.GPS.GPSLatitude] = (31.0, 46.0, 40.0)
        ifd[ExifTags.GPS.GPSLongitudeRef] = "E"
        ifd[ExifTags.GPS.GPSLongitude] = (35.0, 13.0, 30.0)
    image.save(path, "JPEG", exif=exif, quality=90)
    return path


def has_metadata(path: Path) -> bool:
    data = path.read_bytes()
    with Image.open(path) as image:
        exif = image.getexif()
        return bool(exif) or bool(exif.get_ifd(ExifTags.IFD.GPSInfo)) or "exif" in image.info or b"Exif\x00" in data


@pytest.fixture(scope="module")
def photos(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("photos")
    # Grandpa's photo is stored sideways with orientation 6: upright it is portrait.
    return {"K": face_photo(folder / "saba.jpg", "#8fae9c", (900, 1200)),
            "Q": face_photo(folder / "savta.jpg", "#b08ca0"),
            "J": face_photo(folder / "noa.jpg", "#9cb0d0", (900, 1200), orientation=6),
            "back": face_photo(folder / "garden.jpg", "#c8b880")}


@pytest.fixture(scope="module")
def family(photos, tmp_path_factory, parts, qapp):
    users = tmp_path_factory.mktemp("users")
    assert has_metadata(photos["K"]) and has_metadata(photos["J"])
    spec = FamilyDeckSpec("family-cohen", "The Cohens", {"K": "Saba Moshe", "Q": "סבתא רחל", "J": "Noa"},
                          dict(photos), {"K": Crop(0.2, 0.05, 0.6, 0.65)}, "yemenite", "granddaughter")
    registry = scan_default()
    deck = make_family_deck(spec, users, registry, parts)
    return deck, users


def test_the_deck_is_saved_with_its_photos_and_no_exif_left(family, photos) -> None:
    deck, users = family
    assert deck.folder == users / "family-cohen" and deck.origin is Origin.USER
    m = deck.manifest
    assert m.art_fit is ArtFit.CARD and m.display_name("he") == "The Cohens"
    assert set(m.art) == {f"{r}{s}" for r in "KQJ" for s in "SHDC"} | {"back:family"}
    assert m.legend[Rank.KING]["he"] == "סבא Saba Moshe" and m.legend[Rank.JACK]["en"] == "Granddaughter Noa"
    stored = sorted((deck.folder / "photos").glob("*.jpg")) + sorted((deck.folder / "art").glob("*.png"))
    assert len(stored) == 4 + 13
    for path in stored:
        assert not has_metadata(path), path.name
    with Image.open(photos["J"]) as raw:
        assert raw.width > raw.height  # stored sideways
    with Image.open(deck.folder / "photos" / "J.jpg") as upright:  # EXIF rotation applied first
        assert upright.width < upright.height
        w, h = upright.size
        assert sum(upright.getpixel((round(w * 0.455), round(h * 0.36)))) < 200, "an eye, where an upright face has it"
    assert (deck.folder / FAMILY_FILE).is_file()
    assert not list(users.glob(".make-*")), "no staging folder left behind"


def test_the_family_deck_renders_every_card_with_legible_corners(family, parts, qapp, output_dir: Path) -> None:
    deck, users = family
    registry = scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)
    assert registry.broken == ()
    renderer = DeckRenderer(registry)
    images = renderer.render_all("family-cohen", 120, 1.0)
    assert len(images) == 52 + 2 + 3 + 1  # the family back, then the style's two backs
    for name, image in images.items():
        assert image.width() == 120 and image.height() == 168, name
    from tests.decks.test_render import contact_sheet, ink_fraction
    rank_box = (L.CORNER_CX - 60, L.RANK_TOP, L.CORNER_CX + 60, L.RANK_TOP + L.RANK_H)
    for name in (f"{r}{s}" for r in "KQJ" for s in "SHDC"):
        small = to_pil(renderer.image("family-cohen", name, 40, 1.0))
        for picture in (small, small.rotate(180)):
            assert 0.12 < ink_fraction(picture, rank_box) < 0.8, name
    # The photo really is on the card: its face colour fills the middle of the picture window.
    king = to_pil(images["KH"]).convert("RGB")
    r, g, b = king.getpixel((60, 60))
    assert abs(r - 0xd8) < 40 and abs(g - 0xa8) < 40 and abs(b - 0x80) < 40
    english = renderer.image("family-cohen", "legend", 240, lang="en")
    hebrew = renderer.image("family-cohen", "legend", 240, lang="he")
    sheet = contact_sheet(list(images.values()))
    assert sheet.save(str(output_dir / "deck-family-photos.png"))
    legend_sheet = contact_sheet([english, hebrew, renderer.image("family-cohen", "KH", 240),
                                  renderer.image("family-cohen", "QS", 240), renderer.image("family-cohen", "back:family", 240)], 5)
    assert legend_sheet.save(str(output_dir / "deck-family-photos-large.png"))


def test_export_and_import_carry_the_cards_but_no_photos_or_metadata(family, tmp_path: Path, parts, qapp) -> None:
    deck, _ = family
    archive = export_deck(deck, tmp_path / "cohens")
    with zipfile.ZipFile(archive) as z:
        names = set(z.namelist())
        assert "deck.json" in names and "art/KH.png" in names and "art/back.png" in names
        assert not any(n.startswith("photos/") or n == FAMILY_FILE for n in names)
        for name in names - {"deck.json"}:
            (tmp_path / "x.png").write_bytes(z.read(name))
            assert not has_metadata(tmp_path / "x.png"), name
    other = tmp_path / "other-user"
    imported = import_deck(archive, other, parts)
    assert imported.id == "family-cohen" and imported.manifest.art_fit is ArtFit.CARD
    registry = scan([(default_builtin_dir(), Origin.BUILT_IN), (other, Origin.USER)], parts)
    image = DeckRenderer(registry).image("family-cohen", "QH", 60)
    assert not image.isNull()


def pdf_cards(path: Path) -> list[tuple[tuple[float, float], list[tuple[float, float, float, float]]]]:
    """Per page: the MediaBox and every image placed on it (x, y, width, height in points)."""
    data = path.read_bytes()
    pages = []
    for match in re.finditer(rb"/Type /Page\n.*?/Contents (\d+) 0 R.*?/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data, re.S):
        obj = re.search(rb"\n" + match.group(1) + rb" 0 obj\s*<<(.*?)>>\s*stream\r?\n", data, re.S)
        start = obj.end()
        raw = data[start:data.index(b"endstream", start)]
        content = zlib.decompress(raw) if b"Flate" in obj.group(1) else raw
        placed = []
        for m in re.finditer(rb"([-\d.]+) 0 0 ([-\d.]+) ([-\d.]+) ([-\d.]+) cm\s+(\d+) 0 0 -(\d+) 0 \d+ cm /Im\d+\s+Do",
                             content):
            sx, sy, x, y, w, h = (float(v) for v in m.groups())
            placed.append((x, y, sx * w, sy * h))
        pages.append(((float(match.group(2)), float(match.group(3))), placed))
    return pages


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_prints_a_pdf_with_cards_of_exactly_63_by_88_mm(family, page: str, tmp_path: Path, parts, qapp) -> None:
    deck, users = family
    from yaniv_desktop.decks.printing import print_deck

    registry = scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)
    pdf = print_deck(DeckRenderer(registry), "family-cohen", tmp_path / f"cohens-{page}.pdf", page, dpi=60)
    pages = pdf_cards(pdf)
    assert len(pages) == 7 + 1  # 55 faces (52, two jokers, the legend) nine to a page, then the backs
    width, height = PAGE_POINTS[page]
    placed = [card for size, cards in pages for card in cards]
    assert len(placed) == 55 + 9
    for size, cards in pages:
        assert size == (width, height)
        for x, y, w, h in cards:
            assert abs(w - 63 * MM) < 0.01 and abs(h - 88 * MM) < 0.01, (w / MM, h / MM)
            assert x > 0 and x + w < width and y > 0 and y + h < height
    # The layout the writer used: 3 × 3 cards edge to edge, centred, with cut marks outside them.
    sheet = sheet_layout(page)
    assert (sheet.page.width(), sheet.page.height()) == (width, height)
    assert abs(CARD_W - 178.5827) < 1e-3 and abs(CARD_H - 249.4488) < 1e-3
    assert all(abs(r.width() - CARD_W) < 1e-9 and abs(r.height() - CARD_H) < 1e-9 for r in sheet.cards)
    left = min(r.left() for r in sheet.cards)
    assert abs(left - (width - 3 * CARD_W) / 2) < 1e-9
    top = min(r.top() for r in sheet.cards)
    for a, _b in sheet.marks:
        inside = left < a.x() < left + 3 * CARD_W and top < a.y() < top + 3 * CARD_H
        assert not inside, "cut marks stay in the margin"


def test_an_unreadable_photo_gets_a_message_naming_it(tmp_path: Path) -> None:
    broken = tmp_path / "oma-1962.jpg"
    broken.write_bytes(b"\xff\xd8\xff\xe0 not really a jpeg")
    with pytest.raises(PhotoError, match="oma-1962.jpg"):
        load_photo(broken)
    with pytest.raises(PhotoError, match="missing.png"):
        load_photo(tmp_path / "missing.png")


def test_huge_photos_are_scaled_down_and_turned_upright(tmp_path: Path) -> None:
    big = face_photo(tmp_path / "big.jpg", "#a0b0c0", (3000, 5000), orientation=8)
    image = load_photo(big)
    assert max(image.size) <= MAX_PHOTO_SIDE and image.width < image.height


def test_making_fails_cleanly_and_names_the_photo(photos, tmp_path: Path, parts, qapp) -> None:
    bad = tmp_path / "grandma.png"
    bad.write_bytes(b"\x89PNG\r\n\x1a\nbroken")
    spec = FamilyDeckSpec("family-x", "X", {"K": "a", "Q": "b", "J": "c"}, {"K": photos["K"], "Q": bad, "J": photos["J"]})
    with pytest.raises(PhotoError, match="grandma.png"):
        make_family_deck(spec, tmp_path / "users", scan_default(), parts)
    assert not (tmp_path / "users" / "family-x").exists()


def test_an_edited_deck_gets_a_new_version(family, parts, qapp) -> None:
    deck, users = family
    spec = FamilyDeckSpec.from_folder(deck.folder)
    assert spec.names["Q"] == "סבתא רחל" and spec.style == "yemenite" and spec.crops["K"] == Crop(0.2, 0.05, 0.6, 0.65)
    spec.names["J"] = "Noa & Ido"
    spec.style = "plain"
    again = make_family_deck(spec, users, scan_default(), parts)
    assert again.manifest.version == "1.1" and again.manifest.legend[Rank.JACK]["en"].endswith("Noa & Ido")
    assert set(natural_faces()) >= set(a for a in again.manifest.art if not a.startswith("back:"))
