"""Every card of every built-in deck renders, with legible corners; decks look distinct."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from itertools import combinations
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat
from PySide6.QtGui import QColor, QImage, QPainter

from tests.decks.conftest import to_pil
from yaniv_desktop.core.cards import Rank, Suit, card, joker
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import CardArt
from yaniv_desktop.decks.composer import DeckComposer
from yaniv_desktop.decks.corners import corners
from yaniv_desktop.decks.faces import DeckChoice, TableDecks, natural_faces, parse_face_name
from yaniv_desktop.decks.paint import paint
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.decks.renderer import DeckRenderer

BUILT_IN = tuple(scan_default().ids())
CLASSIC = ("classic", "classic-four-colour")
COMMUNITY = tuple(d for d in BUILT_IN if d not in CLASSIC)
COURTS = [f"{r}{s}" for r in "JQK" for s in "SHDC"]


def ink_fraction(image: Image.Image, box: tuple[float, float, float, float],
                 within: Image.Image | None = None) -> float:
    """Share of clearly dark or saturated pixels in a box given in card units (of the pixels
    of ``within``, a mask the size of ``image``, when given)."""
    s = image.width / L.W
    crop = tuple(round(v * s) for v in box)
    r, g, b = image.crop(crop).convert("RGB").split()
    darkest = ImageChops.darker(ImageChops.darker(r, g), b)
    if within is None:
        return sum(darkest.histogram()[:150]) / (darkest.width * darkest.height)
    area = within.crop(crop).point(lambda v: 255 if v >= 128 else 0)
    dark = ImageChops.multiply(darkest.point(lambda v: 255 if v < 150 else 0), area)
    return dark.histogram()[255] / max(area.histogram()[255], 1)


def outlined_index(label: str, suit: Suit | None, width: int) -> Image.Image:
    """Where an outlined corner index (glyphs and their halo, not the rim) paints, as a mask."""
    svg = DeckComposer.doc(corners(label, suit, "#000000", plate_fill="#ffffff", plate_stroke="none"))
    return to_pil(paint(CardArt((svg,)), width)).getchannel("A")


def distance(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel, 0–255."""
    diff = ImageChops.difference(to_pil(a).convert("RGB"), to_pil(b).convert("RGB"))
    return sum(ImageStat.Stat(diff).mean) / 3


@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_corner_indices_are_inked_at_40px(renderer: DeckRenderer, deck_id: str) -> None:
    """At 40 px wide the rank and suit of both corners still carry solid ink: on the paper of a
    number card, and within the halo of the outlined index of a court card or joker."""
    rank_box = (L.CORNER_CX - 60, L.RANK_TOP, L.CORNER_CX + 60, L.RANK_TOP + L.RANK_H)
    suit_box = (L.CORNER_CX - 40, L.SUIT_CY - 40, L.CORNER_CX + 40, L.SUIT_CY + 40)
    labels = renderer.registry.get(deck_id).manifest.corner_labels
    for name in (*natural_faces(), "JK0", "JK1"):
        face = parse_face_name(name)
        within, most = None, (0.8, 0.9)
        if face.rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.JOKER):
            # At 40 px the halo is under a pixel wide, so the ink fills most of the index's area.
            within, most = outlined_index(labels[face.rank], face.suit, 40), OUTLINED_MOST
        image = to_pil(renderer.image(deck_id, name, 40, 1.0))
        flipped = image.rotate(180)
        for picture in (image, flipped):
            assert 0.12 < ink_fraction(picture, rank_box, within) < most[0], f"{deck_id} {name} rank"
            if not name.startswith("JK"):
                assert 0.2 < ink_fraction(picture, suit_box, within) < most[1], f"{deck_id} {name} suit"


OUTLINED_MOST = (0.92, 0.96)  # rank, suit: more and the index is a blot (something covers it)


def test_an_outlined_index_painted_over_reads_as_a_blot(renderer: DeckRenderer, parts, qapp) -> None:
    """The upper bound above can fail: a court card whose corner is painted over in a dark colour."""
    image = renderer.image("iraqi", "KH", 40, 1.0).copy()
    painter = QPainter(image)
    painter.fillRect(0, 0, 14, 26, QColor("#1d3557"))
    painter.end()
    labels = renderer.registry.get("iraqi").manifest.corner_labels
    within = outlined_index(labels[Rank.KING], Suit.HEARTS, 40)
    rank_box = (L.CORNER_CX - 60, L.RANK_TOP, L.CORNER_CX + 60, L.RANK_TOP + L.RANK_H)
    assert ink_fraction(to_pil(image), rank_box, within) >= OUTLINED_MOST[0]


def test_corner_index_region_is_blank_without_a_label(renderer: DeckRenderer, parts, qapp) -> None:
    """The index check above can fail: a card with its corner painted over reads as blank."""
    image = renderer.image("classic", "7H", 40, 1.0).copy()
    painter = QPainter(image)
    painter.fillRect(0, 0, 14, 26, QColor("#ffffff"))
    painter.end()
    assert ink_fraction(to_pil(image), (L.CORNER_CX - 60, L.RANK_TOP, L.CORNER_CX + 60, L.RANK_TOP + L.RANK_H)) < 0.12


# Distinctness at a glance: the twelve court cards of two decks, compared card by card (KS with
# KS, …) at 48 px wide, as mean absolute difference per channel on 0–255.  Calibration, measured
# on the built-in decks when the four suits of a court were the same portrait in other colours:
# those suits differed by 8 on average.  A different deck must differ at least twice as much over
# its twelve court cards (DECK_THRESHOLD), and no single court card may come closer than that
# same-deck average (CARD_THRESHOLD).  How different the *drawings* are (suits, ranks and decks,
# insensitive to colour) is checked in test_art.py.
DISTINCT_WIDTH = 48
DECK_THRESHOLD = 18.0
CARD_THRESHOLD = 8.0


@pytest.fixture(scope="module")
def small_courts(registry, parts, qapp) -> dict[str, list[Image.Image]]:
    """Court cards of every deck at 48 px, rendered once for the distinctness tests."""
    renderer = DeckRenderer(registry, parts)
    with ThreadPoolExecutor(2) as pool:
        return {d: [to_pil(renderer.image(d, n, DISTINCT_WIDTH)).convert("RGB")
                    for n in renderer.render_all(d, DISTINCT_WIDTH, 1.0, COURTS, executor=pool)]
                for d in BUILT_IN if d != "classic-four-colour"}


def pil_distance(a: Image.Image, b: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def test_there_are_26_community_decks() -> None:
    assert len(COMMUNITY) == 26
    assert {"iraqi", "moroccan", "yemenite", "ethiopian", "polish", "bukharan"} <= set(COMMUNITY)


def test_every_pair_of_decks_is_distinct_at_a_glance(small_courts) -> None:
    too_close = []
    for a, b in combinations(sorted(small_courts), 2):
        per_card = [pil_distance(x, y) for x, y in zip(small_courts[a], small_courts[b], strict=True)]
        mean = sum(per_card) / len(per_card)
        if mean < DECK_THRESHOLD or min(per_card) < CARD_THRESHOLD:
            too_close.append(f"{a}/{b}: mean {mean:.1f}, closest card {min(per_card):.1f}")
    assert not too_close, "decks too similar: " + "; ".join(too_close)


def test_family_faces_differ_from_each_other_and_from_classic(renderer: DeckRenderer) -> None:
    for name in COURTS:
        iraqi = renderer.image("iraqi", name, 90)
        moroccan = renderer.image("moroccan", name, 90)
        classic = renderer.image("classic", name, 90)
        assert distance(iraqi, moroccan) > 15, name
        assert distance(iraqi, classic) > 15, name
        assert distance(moroccan, classic) > 15, name


def test_four_colour_deck_changes_only_the_suit_colours(renderer: DeckRenderer) -> None:
    assert distance(renderer.image("classic", "7S", 60), renderer.image("classic-four-colour", "7S", 60)) < 0.5
    assert distance(renderer.image("classic", "7D", 60), renderer.image("classic-four-colour", "7D", 60)) > 4


def test_legend_card_says_who_is_who_in_each_language(renderer: DeckRenderer) -> None:
    for deck_id in COMMUNITY:
        english = renderer.image(deck_id, "legend", 120, lang="en")
        hebrew = renderer.image(deck_id, "legend", 120, lang="he")
        assert distance(english, hebrew) > 3
        assert ImageStat.Stat(to_pil(english).convert("L")).stddev[0] > 20


def test_a_mixed_table_gives_each_physical_deck_its_own_skin_and_back() -> None:
    table = TableDecks((DeckChoice("iraqi", "lapis"), DeckChoice("moroccan", "emerald")))
    assert table.image_for(card(13, 1, deck=0)) == ("iraqi", "KH")
    assert table.image_for(card(13, 1, deck=1)) == ("moroccan", "KH")
    assert table.image_for(joker(1, deck=1)) == ("moroccan", "JK1")
    assert table.image_for(card(2, 0, deck=1), face_up=False) == ("moroccan", "back:emerald")
    one = TableDecks((DeckChoice("classic", "red"),))
    assert one.image_for(card(5, 3, deck=1)) == ("classic", "5C")


def test_threaded_render_matches_serial(registry, parts, qapp) -> None:
    names = ["KH", "QD", "JS", "JK0", "back:lapis", "legend", "10C"]
    serial = DeckRenderer(registry, parts).render_all("iraqi", 60, 1.5, names)
    with ThreadPoolExecutor(2) as pool:
        threaded = DeckRenderer(registry, parts).render_all("iraqi", 60, 1.5, names, executor=pool)
    for name in names:
        assert threaded[name].devicePixelRatio() == 1.5 and threaded[name].width() == 90
        assert distance(serial[name], threaded[name]) == 0, name


def contact_sheet(images: list[QImage], columns: int = 13) -> QImage:
    w, h = images[0].width(), images[0].height()
    rows = -(-len(images) // columns)
    sheet = QImage(columns * (w + 10) + 10, rows * (h + 10) + 10, QImage.Format.Format_ARGB32)
    sheet.fill(QColor("#2f5e46"))
    painter = QPainter(sheet)
    for i, image in enumerate(images):
        image = QImage(image)
        image.setDevicePixelRatio(1.0)
        painter.drawImage(10 + (i % columns) * (w + 10), 10 + (i // columns) * (h + 10), image)
    painter.end()
    return sheet


@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_every_card_renders_and_contact_sheet(renderer: DeckRenderer, deck_id: str, output_dir: Path) -> None:
    """Every face, joker, back and the legend renders non-empty; all faces by suit, then jokers,
    backs and the legend are saved as a contact sheet: look at these."""
    names = renderer.names(deck_id)
    assert len(names) == 52 + 2 + len(renderer.registry.get(deck_id).manifest.backs) + 1
    images = renderer.render_all(deck_id, 120, 1.0)
    for name, image in images.items():
        assert not image.isNull() and image.width() == 120 and image.height() == 168, name
        picture = to_pil(image)
        stat = ImageStat.Stat(picture.convert("L"))
        assert stat.stddev[0] > 12, f"{deck_id} {name} looks blank"
        assert picture.getpixel((60, 84))[3] == 255, f"{deck_id} {name} has a hole in the middle"
    sheet = contact_sheet(list(images.values()))
    path = output_dir / f"deck-{deck_id}.png"
    assert sheet.save(str(path))
    assert Image.open(path).size == (sheet.width(), sheet.height())
