"""Printing a deck for a print shop: vectors, bleed, cut marks, duplex backs, no lonely card."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageStat
from PySide6.QtCore import QByteArray, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgRenderer

from tests.decks.conftest import to_pil
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import ArtLayer, CardArt
from yaniv_desktop.decks.maker import FamilyDeckSpec, make_family_deck
from yaniv_desktop.decks.paint import paint
from yaniv_desktop.decks.print_card import RASTER_DPI, Picture, Vector, prepare_card
from yaniv_desktop.decks.print_sheet import (
    BLEED,
    CARD_H,
    CARD_W,
    MARK_GAP,
    MM,
    PER_PAGE,
    Side,
    layout_pages,
    mirrored,
    sheet_layout,
    split_pages,
)
from yaniv_desktop.decks.printing import (
    ENGLISH,
    CaptionWords,
    deck_print_names,
    page_caption,
    print_deck,
    write_pdf,
)
from yaniv_desktop.decks.registry import Origin, default_builtin_dir, scan, scan_default
from yaniv_desktop.decks.renderer import DeckRenderer
from yaniv_desktop.decks.svg_vector import prepare

PAGE_POINTS = {"A4": (595, 842), "Letter": (612, 792)}  # as Qt writes the MediaBox (whole points)


def pdf_images(data: bytes) -> list[tuple[int, int]]:
    """Width and height of every image object in a PDF."""
    return [(int(m.group(1)), int(m.group(2)))
            for m in re.finditer(rb"/Subtype\s*/Image\s*/Width\s+(\d+)\s*/Height\s+(\d+)", data)]


def pdf_pages(data: bytes) -> list[tuple[float, float]]:
    return [(float(w), float(h)) for w, h in re.findall(rb"/Type /Page\n.*?/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data, re.S)]


def rendered(pdf: Path, dpi: int, page: int = 1) -> Image.Image:
    """Page ``page`` (from 1) of ``pdf`` rasterised at ``dpi`` by PDFium, a PDF reader
    independent of Qt's writer (a wheel, so the test needs no system package)."""
    document = pdfium.PdfDocument(str(pdf))
    try:
        return document[page - 1].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        document.close()


def one_card_pdf(path: Path, card) -> Path:
    """A page exactly the card and its bleed, the card painted at (BLEED, BLEED)."""
    writer = QPdfWriter(str(path))
    size = QPageSize(QSizeF(CARD_W + 2 * BLEED, CARD_H + 2 * BLEED), QPageSize.Unit.Point, "card",
                     QPageSize.SizeMatchPolicy.ExactMatch)
    writer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QPageLayout().margins()))
    writer.setResolution(72)
    painter = QPainter(writer)
    painter.translate(BLEED, BLEED)
    card.paint(painter)
    painter.end()
    return path


def over_white(image: QImage) -> Image.Image:
    picture = to_pil(image)
    white = Image.new("RGBA", picture.size, "white")
    return Image.alpha_composite(white, picture).convert("RGB")


def difference(a: Image.Image, b: Image.Image, corner: int, border: int = 0) -> tuple[float, float]:
    """Mean channel difference and the share of clearly different pixels, corners and a border
    left out (the print fills a card's rounded corners and its outer edge with bleed; the screen
    leaves them clear)."""
    mask = Image.new("L", a.size, 0)
    draw = ImageDraw.Draw(mask)
    w, h = a.size
    draw.rectangle((border, border, w - 1 - border, h - 1 - border), fill=255)
    for x, y in ((0, 0), (w - corner, 0), (0, h - corner), (w - corner, h - corner)):
        draw.rectangle((x, y, x + corner - 1, y + corner - 1), fill=0)
    diff = ImageChops.difference(a, b).convert("L")
    mean = ImageStat.Stat(diff, mask).mean[0]
    big = ImageStat.Stat(diff.point(lambda v: 255 if v > 48 else 0), mask).mean[0] / 255
    return mean, big


# -- vectors ----------------------------------------------------------------------------------
def test_a_composed_deck_prints_without_a_single_image(renderer: DeckRenderer, tmp_path: Path) -> None:
    """Patterns, masks, translucent groups and gradients all go into the PDF as vectors."""
    pdf = print_deck(renderer, "classic", tmp_path / "classic.pdf", "A4")
    data = pdf.read_bytes()
    assert pdf_images(data) == [] and b"/Subtype /Image" not in data
    assert len(pdf_pages(data)) == 2 * len(split_pages(55))
    assert len(data) < 8_000_000  # today a little under 4 MB; 300-dpi images made 9.5 MB


@pytest.mark.parametrize("deck", ["classic", "moroccan", "yekke"])
def test_the_vector_painter_draws_what_qtsvg_draws(registry, qapp, deck: str) -> None:
    renderer = DeckRenderer(registry)
    manifest = registry.get(deck).manifest
    for name in ["7H", "KS", "QD", "JC", "JK0", "legend", *[f"back:{b.id}" for b in manifest.backs]]:
        for layer in renderer.art(deck, name).layers:
            assert isinstance(layer, bytes)
            images = []
            for draw in (QSvgRenderer(QByteArray(layer)).render, prepare(layer, name).paint):
                image = QImage(315, 440, QImage.Format.Format_ARGB32_Premultiplied)
                image.fill(Qt.GlobalColor.white)
                painter = QPainter(image)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                draw(painter, QRectF(0, 0, 315, 440))
                painter.end()
                images.append(to_pil(image).convert("RGB"))
            mean, big = difference(*images, corner=1)
            assert mean < 1.0 and big < 0.005, (deck, name, mean, big)


@pytest.mark.parametrize(("deck", "name"), [("classic", "KH"), ("classic", "JK1"), ("classic", "back:blue"),
                                            ("moroccan", "QD"), ("moroccan", "5C"), ("moroccan", "legend")])
def test_a_printed_card_looks_like_the_card_on_screen(renderer: DeckRenderer, tmp_path: Path, deck: str,
                                                      name: str) -> None:
    """Gradients with transparency (the glow behind a portrait), masks, patterns and translucent
    groups, drawn by a PDF viewer, match what paint() draws (softened by a pixel: the viewer
    and Qt smooth edges differently)."""
    art = renderer.art(deck, name)
    pdf = one_card_pdf(tmp_path / "card.pdf", prepare_card(art, name))
    assert b"/Subtype /Image" not in pdf.read_bytes()
    page = rendered(pdf, 254)  # 630 pixels across the card
    bleed = round(BLEED / 72 * 254)
    printed = page.crop((bleed, bleed, bleed + 630, bleed + 880)).filter(ImageFilter.BoxBlur(1))
    mean, big = difference(printed, over_white(paint(art, 630)).filter(ImageFilter.BoxBlur(1)), corner=40, border=3)
    # A viewer and Qt smooth edges and letters differently: at most 0.4% (poppler) and
    # 0.55% (PDFium) of a card's pixels differ by much, letters aside; a lost glow,
    # mask or pattern changes far more.
    text = 0.02 if name == "legend" else 0.0
    assert mean < 3.0 and big < 0.007 + text, (name, mean, big)


# -- bleed ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("deck", "name"), [("moroccan", "back:emerald"), ("classic", "back:blue"),
                                            ("classic", "7S")])
def test_the_bleed_and_the_rounded_corners_carry_the_card_edge(renderer: DeckRenderer, tmp_path: Path,
                                                               deck: str, name: str) -> None:
    art = renderer.art(deck, name)
    pdf = one_card_pdf(tmp_path / "card.pdf", prepare_card(art, name))
    page = rendered(pdf, 254)  # the card at (30, 30), 630 × 880 pixels, 30 pixels of bleed around it
    bleed = round(BLEED / 72 * 254)
    right, bottom = bleed + 630, bleed + 880
    card = over_white(paint(art, 630))
    # The bleed beside each edge shows only colours found along that edge of the card (within
    # 1.5 mm of it): its background extended, never white paper or a colour from elsewhere.
    bands = {"top": (40, 4, 590, 15), "bottom": (40, 865, 590, 876), "left": (4, 40, 15, 840),
             "right": (615, 40, 626, 840)}
    palette = {side: {card.getpixel((x, y)) for x in range(b[0], b[2], 2) for y in range(b[1], b[3])}
               for side, b in bands.items()}
    probes = {"top": [(x, y) for x in range(bleed + 60, right - 60, 7) for y in (3, bleed // 2, bleed - 3)],
              "bottom": [(x, y) for x in range(bleed + 60, right - 60, 7) for y in (bottom + 3, bottom + bleed // 2)],
              "left": [(x, y) for y in range(bleed + 60, bottom - 60, 7) for x in (3, bleed // 2, bleed - 3)],
              "right": [(x, y) for y in range(bleed + 60, bottom - 60, 7) for x in (right + 3, right + bleed // 2)]}

    def near(pixel, colours) -> bool:
        return min(max(abs(a - b) for a, b in zip(pixel, c)) for c in colours) < 32

    for side, points in probes.items():
        far = [p for p in points if not near(page.getpixel(p), palette[side])]
        assert len(far) < 0.02 * len(points), (name, side, far[:5])
    # At each corner the area the die cuts away (rounded corner and bleed corner) takes the
    # colour of an edge beside it.
    corners = {("top", "left"): [(bleed + 3, bleed + 3), (2, 2)],
               ("top", "right"): [(right - 4, bleed + 3), (right + bleed - 3, 2)],
               ("bottom", "left"): [(bleed + 3, bottom - 4), (2, bottom + bleed - 3)],
               ("bottom", "right"): [(right - 4, bottom - 4), (right + bleed - 3, bottom + bleed - 3)]}
    for sides, points in corners.items():
        for point in points:
            assert near(page.getpixel(point), palette[sides[0]] | palette[sides[1]]), (name, point)


# -- raster art ------------------------------------------------------------------------------
def test_art_files_keep_their_own_pixels_cropped_as_on_screen(tmp_path: Path, qapp) -> None:
    photo = Image.new("RGB", (1000, 700), "#336699")
    ImageDraw.Draw(photo).ellipse((400, 200, 600, 500), fill="#ffcc00")
    photo.save(tmp_path / "photo.png")
    layer = ArtLayer(tmp_path / "photo.png", L.WINDOW, (0.1, 0.0, 0.8, 1.0))
    card = prepare_card(CardArt((layer,)), "photo")
    (picture,) = card.layers
    assert isinstance(picture, Picture)
    # The window is 550 × 800; the region 800 × 700 px is cropped to its middle 481.25 px across,
    # widened to whole pixels (481 → 483 at most): never scaled, never resampled.
    assert picture.image.height() == 700 and 481 <= picture.image.width() <= 483
    assert picture.clip == QRectF(L.WINDOW.x * CARD_W / L.W, L.WINDOW.y * CARD_W / L.W,
                                  L.WINDOW.w * CARD_W / L.W, L.WINDOW.h * CARD_W / L.W)
    pixels_per_point = picture.image.width() / picture.target.width()
    assert abs(pixels_per_point - 700 / picture.clip.height()) < 1e-9  # one scale both ways
    pdf = one_card_pdf(tmp_path / "photo.pdf", card)
    assert (picture.image.width(), 700) in pdf_images(pdf.read_bytes())


def test_what_cannot_be_a_vector_is_printed_at_600_dpi_or_more(qapp) -> None:
    blurred = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{L.W}" height="{L.H}" viewBox="0 0 {L.W} {L.H}">'
               '<defs><filter id="soft"><feGaussianBlur stdDeviation="4"/></filter></defs>'
               f'<rect x="0" y="0" width="{L.W}" height="{L.H}" fill="#204060" filter="url(#soft)"/></svg>').encode()
    card = prepare_card(CardArt((blurred,)), "blurred")
    (layer,) = card.layers
    assert isinstance(layer, Picture) and card.rasterised and "filter" in card.rasterised[0]
    assert layer.image.width() / (layer.target.width() / 72) >= RASTER_DPI
    assert layer.image.height() / (layer.target.height() / 72) >= RASTER_DPI - 1


# -- sheets ------------------------------------------------------------------------------------
@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_cards_bleed_and_cut_marks_fit_the_page(page: str) -> None:
    sheet = sheet_layout(page)
    assert (sheet.page.width(), sheet.page.height()) == PAGE_POINTS[page]
    paper = QRectF(0, 0, sheet.page.width(), sheet.page.height())
    bleeds = [s.adjusted(-BLEED, -BLEED, BLEED, BLEED) for s in sheet.slots]
    assert abs(BLEED - 3 * MM) < 1e-9
    for slot, bleed in zip(sheet.slots, bleeds):
        # A card lies on its side: 88 mm across, 63 mm down.
        assert abs(slot.width() - 88 * MM) < 1e-9 and abs(slot.height() - 63 * MM) < 1e-9
        assert paper.adjusted(4 * MM, 4 * MM, -4 * MM, -4 * MM).contains(bleed)
        assert not any(bleed.intersects(other) for other in bleeds if other is not bleed)
    for pages in (layout_pages(page, [str(i) for i in range(PER_PAGE)], "back:x"),):
        for printed in pages:
            corners = {(round(c.x(), 6), round(c.y(), 6)) for p in printed.cards
                       for c in (p.trim.topLeft(), p.trim.topRight(), p.trim.bottomLeft(), p.trim.bottomRight())}
            for line in printed.marks:
                assert line.dx() == 0 or line.dy() == 0
                assert paper.adjusted(4 * MM, 4 * MM, -4 * MM, -4 * MM).contains(line.p1())
                assert line.length() >= 2 * MM
                for bleed in bleeds:  # outside every bleed, by MARK_GAP at least
                    near = bleed.adjusted(-MARK_GAP + 1e-6, -MARK_GAP + 1e-6, MARK_GAP - 1e-6, MARK_GAP - 1e-6)
                    for t in (0, 0.5, 1):
                        assert not near.contains(line.pointAt(t)), (page, line)
            for x, y in corners:  # every corner: one mark along each of its cut lines, in line with it
                along_x = [m for m in printed.marks if m.dy() == 0 and abs(m.y1() - y) < 1e-6
                           and min(abs(m.x1() - x), abs(m.x2() - x)) <= BLEED + MARK_GAP + 1e-6]
                along_y = [m for m in printed.marks if m.dx() == 0 and abs(m.x1() - x) < 1e-6
                           and min(abs(m.y1() - y), abs(m.y2() - y)) <= BLEED + MARK_GAP + 1e-6]
                assert along_x and along_y, (page, x, y)


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_every_page_of_faces_is_followed_by_its_backs_mirrored_for_a_long_edge_flip(page: str) -> None:
    names = [f"card{i}" for i in range(55)]
    pages = layout_pages(page, names, "back:red")
    width = sheet_layout(page).page.width()
    assert [p.side for p in pages] == [Side.FACES, Side.BACKS] * (len(pages) // 2)
    assert [p.number for p in pages] == list(range(1, len(pages) + 1))
    assert [c.name for p in pages if p.side is Side.FACES for c in p.cards] == names
    for faces, backs in zip(pages[::2], pages[1::2]):
        assert len(backs.cards) == len(faces.cards) and {c.name for c in backs.cards} == {"back:red"}
        for face, back in zip(faces.cards, backs.cards):
            assert back.trim == mirrored(face.trim, width)
            # Turned over about the page's vertical axis, each point of the face lies on the
            # matching point of the back (seen from behind, a card's left is its right).
            for u, v in ((0, 0), (CARD_W, 0), (0, CARD_H), (CARD_W * 0.3, CARD_H * 0.8)):
                f = face.transform.map(QPointF(u, v))
                b = back.transform.map(QPointF(CARD_W - u, v))
                assert abs(width - f.x() - b.x()) < 1e-6 and abs(f.y() - b.y()) < 1e-6
    assert layout_pages(page, names, None)[1].side is Side.FACES  # no back, no backs pages


@pytest.mark.parametrize("count", range(1, 61))
def test_no_page_holds_a_single_card(count: int) -> None:
    sizes = split_pages(count)
    assert sum(sizes) == count and all(1 <= s <= PER_PAGE for s in sizes)
    assert len(sizes) == -(-count // PER_PAGE)  # no page more than full pages need
    if count > 1:
        assert 1 not in sizes
    for page in ("A4", "Letter"):
        assert [len(p.cards) for p in layout_pages(page, ["x"] * count, "b")][::2] == sizes


def test_the_backs_page_puts_each_back_behind_its_face(renderer: DeckRenderer, tmp_path: Path) -> None:
    """The last sheet of 55 cards holds three: its backs page shows them in mirrored slots."""
    pdf = print_deck(renderer, "classic", tmp_path / "classic.pdf", "Letter")
    pages = len(pdf_pages(pdf.read_bytes()))
    sheet = sheet_layout("Letter")
    faces, backs = rendered(pdf, 40, pages - 1), rendered(pdf, 40, pages)
    scale = 40 / 72

    def filled(image: Image.Image, slot: QRectF) -> bool:
        centre = (round(slot.center().x() * scale), round(slot.center().y() * scale))
        box = (centre[0] - 20, centre[1] - 12, centre[0] + 20, centre[1] + 12)
        return ImageStat.Stat(image.crop(box).convert("L")).mean[0] < 250

    face_slots = [filled(faces, s) for s in sheet.slots]
    back_slots = [filled(backs, s) for s in sheet.slots]
    assert face_slots == [True, True, True, False, False, False]
    assert back_slots == [True, True, False, True, False, False]  # column swapped
    assert [filled(backs, mirrored(s, sheet.page.width())) for s in sheet.slots] == face_slots


# -- a family deck -----------------------------------------------------------------------------
def test_a_family_deck_with_photos_prints(tmp_path: Path, parts, qapp) -> None:
    photos = {}
    for slot, colour in (("K", "#8fae9c"), ("Q", "#b08ca0"), ("J", "#9cb0d0"), ("back", "#c8b880")):
        image = Image.new("RGB", (900, 1200), colour)
        ImageDraw.Draw(image).ellipse((300, 300, 600, 700), fill="#d8a880")
        image.save(tmp_path / f"{slot}.jpg", quality=90)
        photos[slot] = tmp_path / f"{slot}.jpg"
    users = tmp_path / "users"
    users.mkdir()
    spec = FamilyDeckSpec("family-levi", "The Levis", {"K": "Saba", "Q": "Savta", "J": "Dan"}, photos, {},
                          "moroccan", "grandson")
    make_family_deck(spec, users, scan_default(), parts)
    registry = scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)
    renderer = DeckRenderer(registry)
    pdf = print_deck(renderer, "family-levi", tmp_path / "levi.pdf", "A4", back=0)
    data = pdf.read_bytes()
    assert pdf_pages(data) == [PAGE_POINTS["A4"]] * (2 * len(split_pages(55)))
    art = registry.get("family-levi").manifest.art
    sizes = set()
    for file in art.values():
        with Image.open(registry.get("family-levi").folder / file) as image:
            sizes.add(image.size)
    embedded = set(pdf_images(data))
    assert sizes <= embedded, "every photo card goes in at its own pixels"
    # Anything else is a crop of one (the legend's round portraits), never a resampled copy.
    assert all(any(w <= aw and h <= ah for aw, ah in sizes) for w, h in embedded), embedded
    card = prepare_card(renderer.art("family-levi", "KH"), "KH")
    assert all(isinstance(layer, Picture | Vector) for layer in card.layers) and not card.rasterised



def test_a_two_back_deck_prints_its_first_back_unless_asked(renderer: DeckRenderer) -> None:
    backs = [b.id for b in renderer.registry.get("classic").manifest.backs]
    assert len(backs) == 2
    assert deck_print_names(renderer, "classic")[1] == f"back:{backs[0]}"
    assert deck_print_names(renderer, "classic", back=1)[1] == f"back:{backs[1]}"


# The caption words as the Hebrew translation gives them (the UI passes them in).
HEBREW = CaptionWords(
    faces="{title} — עמוד {page} מתוך {pages} — פני הקלפים",
    backs="{title} — עמוד {page} מתוך {pages} — גבי הקלפים של עמוד {faces_page}: הדפיסו דו־צדדי, {flip}, ב־100%",
    flip="בהיפוך לאורך הצד הארוך",
    right_to_left=True,
)
LEFT_TO_RIGHT_RUN = re.compile(r"[A-Za-z0-9]+")


def caption_glyphs(pdf: Path, page: int = 1) -> list[tuple[float, str]]:
    """(x of its centre, character) of every printed character of the caption line of page
    ``page`` (from 1), spaces left out, read by PDFium from the characters' own boxes."""
    document = pdfium.PdfDocument(str(pdf))
    try:
        sheet = document[page - 1]
        top_band = sheet.get_height() * 0.85  # the caption is the only text above the cards
        text = sheet.get_textpage()
        glyphs = []
        for index in range(text.count_chars()):
            char = text.get_text_range(index, 1)
            left, bottom, right, _ = text.get_charbox(index)
            if char.strip() and bottom > top_band:
                glyphs.append(((left + right) / 2, char))
        return glyphs
    finally:
        document.close()


def read_right_to_left(glyphs: list[tuple[float, str]]) -> str:
    """The caption as a Hebrew or Arabic reader's eye meets it: right to left, each Latin word
    and number left to right; spaces and % left out (a text extractor's order of the
    characters would only say how the PDF stores them, not where they stand; where % stands
    by its number is each script's own convention)."""
    seen = "".join(char for _, char in sorted(glyphs, key=lambda glyph: -glyph[0]) if char != "%")
    return LEFT_TO_RIGHT_RUN.sub(lambda run: run.group()[::-1], seen)


def without_spaces(text: str) -> str:
    return "".join(text.replace("%", "").replace("\u2068", "").replace("\u2069", "").split())


def test_the_caption_uses_the_words_it_is_given() -> None:
    faces, backs = layout_pages("A4", ["AS", "2S"], "back:b")
    assert page_caption("Classic", faces, 2) == "Classic — page 1 of 2 — faces"  # English unless told
    assert page_caption("Classic", backs, 2) == ("Classic — page 2 of 2 — backs of page 1: print double-sided, "
                                                 "flip on the long edge, at 100 %")
    assert page_caption("Classic", faces, 2, ENGLISH) == page_caption("Classic", faces, 2)
    # Right to left, the deck's name is isolated: a Latin name keeps its own direction.
    assert page_caption("קלאסית", faces, 2, HEBREW) == "\u2068קלאסית\u2069 — עמוד 1 מתוך 2 — פני הקלפים"
    assert page_caption("קלאסית", backs, 2, HEBREW) == (
        "\u2068קלאסית\u2069 — עמוד 2 מתוך 2 — גבי הקלפים של עמוד 1: הדפיסו דו־צדדי, בהיפוך לאורך הצד הארוך, ב־100%")
    dutch = CaptionWords(faces="{title} — pagina {page} van {pages} — voorkanten", backs="{flip} {faces_page}",
                         flip="omslaan langs de lange zijde")
    assert page_caption("Klassiek", faces, 2, dutch) == "Klassiek — pagina 1 van 2 — voorkanten"
    assert page_caption("Klassiek", backs, 2, dutch) == "omslaan langs de lange zijde 1"


def test_a_right_to_left_caption_is_printed_right_to_left(tmp_path: Path, qapp) -> None:
    blank = SimpleNamespace(paint=lambda painter: None)  # the caption is what is looked at
    title = "Cohen family"  # a user's deck named only in English, printed in Hebrew
    pdf = write_pdf(tmp_path / "he.pdf", "A4", lambda name: blank, ["AS", "2S"], "back:b", title=title, words=HEBREW)
    faces, backs = caption_glyphs(pdf, 1), caption_glyphs(pdf, 2)
    assert read_right_to_left(faces) == without_spaces("Cohen family — עמוד 1 מתוך 2 — פני הקלפים")
    assert read_right_to_left(backs) == without_spaces(
        "Cohen family — עמוד 2 מתוך 2 — גבי הקלפים של עמוד 1: הדפיסו דו־צדדי, בהיפוך לאורך הצד הארוך, ב־100%")
    # The deck's name comes first, so at the right end of the line, whole and in its own order.
    latin = [x for x, char in faces if char.isascii() and char.isalpha()]
    hebrew = [x for x, char in faces if "\u0590" <= char <= "\u05ff"]
    assert min(latin) > max(hebrew)
    assert "".join(char for _, char in sorted(faces) if char.isascii() and char.isalpha()) == "Cohenfamily"
    # Centred above the cards like the English one, nothing past the cards' outer edges.
    sheet = sheet_layout("A4")
    left = min(slot.left() for slot in sheet.slots)
    right = max(slot.right() for slot in sheet.slots)
    xs = [x for x, _ in backs]
    assert left < min(xs) and max(xs) < right
    assert abs((min(xs) + max(xs)) / 2 - (left + right) / 2) < 10


def test_a_caption_too_long_for_the_line_gets_smaller_not_cut_off(tmp_path: Path, qapp) -> None:
    blank = SimpleNamespace(paint=lambda painter: None)
    wordy = CaptionWords(faces="{title} " + "wordy " * 25 + "end", backs="{title}")  # too long at 7 points
    pdf = write_pdf(tmp_path / "long.pdf", "A4", lambda name: blank, ["AS", "2S"], "back:b", title="start",
                    words=wordy)
    glyphs = caption_glyphs(pdf, 1)
    seen = "".join(char for _, char in sorted(glyphs))
    assert seen.startswith("start") and seen.endswith("wordyend") and seen.count("wordy") == 25
    sheet = sheet_layout("A4")
    xs = [x for x, _ in glyphs]
    assert min(slot.left() for slot in sheet.slots) < min(xs) and max(xs) < max(slot.right() for slot in sheet.slots)
