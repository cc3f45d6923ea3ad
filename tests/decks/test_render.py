"""Every card of every built-in deck renders, with legible corners; decks look distinct."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from itertools import combinations
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat
from PySide6.QtGui import QColor, QImage, QPainter

from tests.decks.conftest import to_pil
from yaniv_desktop.core.cards import card, joker
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.faces import DeckChoice, TableDecks, natural_faces
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.decks.renderer import DeckRenderer

BUILT_IN = tuple(scan_default().ids())
CLASSIC = ("classic", "classic-four-colour")
COMMUNITY = tuple(d for d in BUILT_IN if d not in CLASSIC)
COURTS = [f"{r}{s}" for r in "JQK" for s in "SHDC"]


def ink_fraction(image: Image.Image, box: tuple[float, float, float, float]) -> float:
    """Share of clearly dark or saturated pixels in a box given in card units."""
    s = image.width / L.W
    r, g, b = image.crop(tuple(round(v * s) for v in box)).convert("RGB").split()
    darkest = ImageChops.darker(ImageChops.darker(r, g), b)
    return sum(darkest.histogram()[:150]) / (darkest.width * darkest.height)


def distance(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel, 0–255."""
    diff = ImageChops.difference(to_pil(a).convert("RGB"), to_pil(b).convert("RGB"))
    return sum(ImageStat.Stat(diff).mean) / 3


@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_corner_indices_are_inked_at_40px(renderer: DeckRenderer, deck_id: str) -> None:
    """At 40 px wide the rank and suit of both corners still carry solid ink."""
    rank_box = (L.CORNER_CX - 60, L.RANK_TOP, L.CORNER_CX + 60, L.RANK_TOP + L.RANK_H)
    suit_box = (L.CORNER_CX - 40, L.SUIT_CY - 40, L.CORNER_CX + 40, L.SUIT_CY + 40)
    for name in (*natural_faces(), "JK0", "JK1"):
        image = to_pil(renderer.image(deck_id, name, 40, 1.0))
        flipped = image.rotate(180)
        for picture in (image, flipped):
            assert 0.12 < ink_fraction(picture, rank_box) < 0.8, f"{deck_id} {name} rank"
            if not name.startswith("JK"):
                assert 0.2 < ink_fraction(picture, suit_box) < 0.9, f"{deck_id} {name} suit"


def test_corner_index_region_is_blank_without_a_label(renderer: DeckRenderer, parts, qapp) -> None:
    """The index check above can fail: a card with its corner painted over reads as blank."""
    image = renderer.image("classic", "7H", 40, 1.0).copy()
    painter = QPainter(image)
    painter.fillRect(0, 0, 14, 26, QColor("#ffffff"))
    painter.end()
    assert ink_fraction(to_pil(image), (L.CORNER_CX - 60, L.RANK_TOP, L.CORNER_CX + 60, L.RANK_TOP + L.RANK_H)) < 0.12


# Distinctness: the twelve court cards of two decks, compared card by card (KS with KS, …)
# at 48 px wide, as mean absolute difference per channel on 0–255.  Calibration, measured on
# the built-in decks: the four suits of one court within one deck (the same portrait in other
# colours, which a player reads as "the same deck") differ by 8 on average.  A different deck
# must differ at least twice as much over its twelve court cards (DECK_THRESHOLD), and no single
# court card may come closer than that same-deck average (CARD_THRESHOLD).  The test checks
# the calibration too, so the thresholds cannot drift away from what they mean.
DISTINCT_WIDTH = 48
SAME_DECK_MEAN_MAX = 9.0
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


def test_suits_within_one_deck_set_the_scale(small_courts) -> None:
    within = [pil_distance(a, b) for cards in small_courts.values() for rank in range(3)
              for a, b in combinations(cards[rank * 4:rank * 4 + 4], 2)]
    mean = sum(within) / len(within)
    assert mean <= SAME_DECK_MEAN_MAX and 2 * mean <= DECK_THRESHOLD and mean + 1 >= CARD_THRESHOLD


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
