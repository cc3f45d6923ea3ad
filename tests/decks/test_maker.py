"""Family decks from photos: made from generated photos with a fake GPS tag, saved without any
EXIF, rendered, exported, imported and printed to PDFs whose cards measure 63 × 88 mm."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

import pytest
from PIL import ExifTags, Image, ImageChops, ImageColor, ImageDraw

from tests.decks.conftest import to_pil
from yaniv_desktop.core.cards import Rank, Suit
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.archive import export_deck, import_deck
from yaniv_desktop.decks.faces import natural_faces
from yaniv_desktop.decks.family_cards import NAME_ONE_LINE, NAME_PLATE, NAME_TWO_LINES, name_plate
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


def pdf_pages_and_images(path: Path) -> tuple[list[tuple[float, float]], list[tuple[int, int]]]:
    """Every page's MediaBox, and the pixel size of every image object."""
    data = path.read_bytes()
    pages = [(float(w), float(h)) for w, h in re.findall(rb"/Type /Page\n.*?/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data, re.S)]
    images = [(int(w), int(h)) for w, h in re.findall(rb"/Subtype\s*/Image\s*/Width\s+(\d+)\s*/Height\s+(\d+)", data)]
    return pages, images


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_prints_a_pdf_with_cards_of_exactly_63_by_88_mm(family, page: str, tmp_path: Path, parts, qapp) -> None:
    deck, users = family
    from yaniv_desktop.decks.printing import print_deck

    registry = scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)
    pdf = print_deck(DeckRenderer(registry), "family-cohen", tmp_path / f"cohens-{page}.pdf", page, dpi=60)
    pages, images = pdf_pages_and_images(pdf)
    # 55 faces (52, two jokers, the legend) six to a page, the last two pages sharing seven;
    # after every page of faces, the page of their backs.
    assert len(pages) == 2 * 10 and set(pages) == {PAGE_POINTS[page]}
    # The photo cards go in at their own pixels, not resampled to the dpi asked for (anything
    # else is a crop of one: the legend's round portraits).
    sizes = set()
    for file in deck.manifest.art.values():
        with Image.open(deck.folder / file) as art:
            sizes.add(art.size)
    assert sizes <= set(images) and all(any(w <= aw and h <= ah for aw, ah in sizes) for w, h in images)
    # The layout the writer used: cards on their side, 88 × 63 mm, centred, inside the paper.
    sheet = sheet_layout(page)
    assert (sheet.page.width(), sheet.page.height()) == PAGE_POINTS[page]
    assert abs(CARD_W - 178.5827) < 1e-3 and abs(CARD_H - 249.4488) < 1e-3
    assert all(abs(r.width() - CARD_H) < 1e-9 and abs(r.height() - CARD_W) < 1e-9 for r in sheet.slots)
    left = min(r.left() for r in sheet.slots)
    right = max(r.right() for r in sheet.slots)
    assert abs(left - (sheet.page.width() - right)) < 1e-9 and left > 10 * MM


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


# -- four grandchildren, two communities, old files, long names ---------------------------
def mean_colour(image: Image.Image, box: tuple[int, int, int, int]) -> tuple[float, ...]:
    region = image.convert("RGB").crop(box)
    pixels = list(region.tobytes())
    n = len(pixels) // 3
    return tuple(sum(pixels[i::3]) / n for i in range(3))


def distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


FRAME_STRIP = (6, 420, 34, 470)  # the left margin of a court card, between its edge and the window: the frame
WINDOW_MIDDLE = (90, 110, 540, 300)  # the photo's background, above the face


@pytest.fixture(scope="module")
def grandchildren(photos, tmp_path_factory, parts, qapp):
    """Four grandchildren on the four jacks; grandpa's kings framed Kurdish, grandma's queens
    Moroccan, the rest of the deck Yemenite."""
    folder = tmp_path_factory.mktemp("grandchildren")
    kids = {"JS": ("#3050a0", "Noa"), "JH": ("#a03050", "Ido"), "JD": ("#30a050", "Tal"), "JC": ("#a0a030", "Lia")}
    suit_photos = {slot: face_photo(folder / f"{name}.jpg", colour, (900, 1200), gps=False)
                   for slot, (colour, name) in kids.items()}
    spec = FamilyDeckSpec("family-mixed", "Mixed", {"K": "Saba Avi", "Q": "Savta Rina"} | {s: n for s, (_, n) in kids.items()},
                          {"K": photos["K"], "Q": photos["Q"]} | suit_photos, {}, "yemenite", "grandchild",
                          {"K": "kurdish", "Q": "moroccan"})
    users = tmp_path_factory.mktemp("mixed-users")
    return make_family_deck(spec, users, scan_default(), parts), users


def test_four_grandchildren_are_four_jacks_with_their_own_names(grandchildren, parts, qapp) -> None:
    deck, users = grandchildren
    art = {face: Image.open(deck.folder / path).convert("RGB") for face, path in deck.manifest.art.items()}
    backgrounds = {face: mean_colour(art[face], WINDOW_MIDDLE) for face in ("JS", "JH", "JD", "JC")}
    for a in backgrounds:
        for b in backgrounds:
            if a < b:
                assert distance(backgrounds[a], backgrounds[b]) > 40, f"{a} and {b} show different photos"
    assert distance(mean_colour(art["KS"], WINDOW_MIDDLE), mean_colour(art["KH"], WINDOW_MIDDLE)) < 8, \
        "one photo for a role goes on all four suits"
    plate = (NAME_PLATE.x, NAME_PLATE.y, NAME_PLATE.x + NAME_PLATE.w, NAME_PLATE.y + NAME_PLATE.h)
    assert ImageChops.difference(art["JS"].crop(plate), art["JH"].crop(plate)).getbbox(), "each jack has its own name"
    legend = deck.manifest.legend[Rank.JACK]
    assert legend["en"] == "Grandchildren Noa, Ido, Tal, Lia" and legend["he"].startswith("נכדים")
    spec = FamilyDeckSpec.from_folder(deck.folder)
    assert set(spec.photos) == {"K", "Q", "JS", "JH", "JD", "JC"} and spec.names["JD"] == "Tal"
    assert spec.role_styles == {"K": "kurdish", "Q": "moroccan"} and spec.style == "yemenite"
    assert all((deck.folder / "photos" / f"{slot}.jpg").is_file() for slot in spec.photos)


def test_each_role_can_wear_its_own_community(grandchildren, registry, parts, qapp) -> None:
    deck, _ = grandchildren
    renderer = DeckRenderer(registry)
    own = {code: mean_colour(to_pil(renderer.image(code, "KH", L.W, 1.0)), FRAME_STRIP)
           for code in ("kurdish", "moroccan", "yemenite")}
    card = {face: mean_colour(Image.open(deck.folder / deck.manifest.art[face]), FRAME_STRIP) for face in ("KH", "QS", "JC")}
    assert distance(card["KH"], own["kurdish"]) < 12, (card["KH"], own)
    assert distance(card["QS"], own["moroccan"]) < 12, (card["QS"], own)
    assert distance(card["JC"], own["yemenite"]) < 12, "the jacks keep the base style"
    assert distance(own["kurdish"], own["moroccan"]) > 40 and distance(own["kurdish"], own["yemenite"]) > 40
    m = deck.manifest
    yemenite = registry.get("yemenite").manifest
    assert m.pip_frame == yemenite.pip_frame and m.backs[0].id == yemenite.backs[0].id, "numbers and backs: the base"
    assert m.corner_labels == yemenite.corner_labels


def test_an_old_family_file_with_one_photo_per_role_still_opens_and_makes_a_deck(photos, tmp_path: Path, parts, qapp) -> None:
    folder = tmp_path / "users" / "family-old"
    (folder / "photos").mkdir(parents=True)
    for role in ("K", "Q", "J"):
        (folder / "photos" / f"{role}.jpg").write_bytes(photos[role].read_bytes())
    (folder / FAMILY_FILE).write_text(json.dumps({  # exactly what the maker of format 1 wrote
        "format": 1, "deck_id": "family-old", "title": "Old", "names": {"K": "Avi", "Q": "Rina", "J": "Noa"},
        "style": "iraqi", "grandchild": "granddaughter",
        "photos": {"K": "photos/K.jpg", "Q": "photos/Q.jpg", "J": "photos/J.jpg"},
        "crops": {"K": [0.1, 0.0, 0.6, 0.7]}}), encoding="utf-8")
    spec = FamilyDeckSpec.from_folder(folder)
    assert spec.role_styles == {} and spec.crops == {"K": Crop(0.1, 0.0, 0.6, 0.7)} and set(spec.photos) == {"K", "Q", "J"}
    assert [spec.photo_slot("J", s) for s in "SHDC"] == ["J"] * 4 and spec.name_for("J", "C") == "Noa"
    deck = make_family_deck(spec, tmp_path / "users", scan_default(), parts)
    assert deck.manifest.legend[Rank.JACK]["en"] == "Granddaughter Noa"
    assert json.loads((deck.folder / FAMILY_FILE).read_text(encoding="utf-8"))["format"] == 2


@pytest.mark.parametrize("name", ["Alexandrina-Maria", "סבתא אלכסנדרינה", "الجدّة ألكسندرينا", "Maximiliano Alejandro",
                                  "Wwwwwwwwwwwwwwwwwwwwwwww"])
def test_a_long_name_wraps_on_its_plate_and_stays_legible(name: str, qapp) -> None:
    plate, box, fitted = name_plate(name)
    assert box.x >= plate.x and box.x + box.w <= plate.x + plate.w and box.y + box.h <= plate.y + plate.h
    assert fitted.width <= box.w and fitted.height <= box.h + 0.01 and fitted.size >= NAME_TWO_LINES[1], fitted
    assert plate.y >= L.WINDOW.y + L.WINDOW.h / 2 and plate.y + plate.h <= L.WINDOW.y + L.WINDOW.h, "on the photo's lower part"
    if " " in name:
        assert not fitted.cut, "names of several words break between words"
    if len(fitted.lines) == 1:
        assert fitted.size >= NAME_ONE_LINE[1], "one line only while it stays large"
    if name == "Maximiliano Alejandro":
        assert fitted.lines == ("Maximiliano", "Alejandro")
    short_plate, _, short = name_plate("Noa")
    assert short_plate == NAME_PLATE and short.size == NAME_ONE_LINE[0]


def test_a_softened_photo_sits_inside_the_frame_and_keeps_its_middle(photos, registry, parts, qapp) -> None:
    from yaniv_desktop.decks.family_cards import compose_court, style_for

    image = load_photo(photos["Q"])
    style = style_for("moroccan", registry)
    crop = Crop(0.2, 0.05, 0.6, 0.9)
    plain = compose_court(image, crop, "", Rank.QUEEN, Suit.HEARTS, style, parts).convert("RGB")
    soft = compose_court(image, crop, "", Rank.QUEEN, Suit.HEARTS, style, parts, softened=True).convert("RGB")
    frame = ImageColor.getrgb(style.palette["frame"])
    edge = (105, 420, 125, 470)  # inside the arch's opening, near its side
    middle = (290, 380, 340, 430)
    assert distance(mean_colour(plain, edge), frame) - distance(mean_colour(soft, edge), frame) > 8, \
        "the photo's edge is shaded towards the frame"
    assert distance(mean_colour(plain, middle), mean_colour(soft, middle)) < 30, "the middle keeps its photo"
    assert plain.getpixel((20, 20)) == soft.getpixel((20, 20)), "the frame itself is untouched"
