"""A joker's corner index keeps off its figure, on every built-in deck, and stays in its box."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

from tests.decks.conftest import to_pil
from yaniv_desktop.core.cards import Rank
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import CardArt
from yaniv_desktop.decks.composer import DeckComposer
from yaniv_desktop.decks.corners import corners, plate_rect
from yaniv_desktop.decks.paint import paint
from yaniv_desktop.decks.registry import scan_default

BUILT_IN = tuple(scan_default().ids())
WIDTH = 315  # half size: fine enough to see a hat's tip under a plate


def figure_mask(composer: DeckComposer, index: int) -> Image.Image:
    """Where the joker's figure paints: the joker with and without it, compared."""
    with_figure, without = (to_pil(paint(CardArt((composer.doc(composer.joker_picture(index, figure=f)),)),
                                         WIDTH)).convert("RGB") for f in (True, False))
    return ImageChops.difference(with_figure, without).convert("L").point(lambda v: 255 if v > 24 else 0)


def index_cover(label: str) -> Image.Image:
    """Where a joker's two outlined corner indices paint (halo and rim included)."""
    svg = DeckComposer.doc(corners(label, None, "#000000", plate_fill="#ffffff", plate_stroke="#808080"))
    return to_pil(paint(CardArt((svg,)), WIDTH)).getchannel("A").point(lambda v: 255 if v > 0 else 0)


def plate_cover(plate: L.Rect) -> Image.Image:
    """The top-left plate and the bottom-right one (the same, turned), as a mask."""
    s = WIDTH / L.W
    mask = Image.new("L", (WIDTH, round(WIDTH * L.H / L.W)), 0)
    for box in [(plate.x, plate.y, plate.x + plate.w, plate.y + plate.h),
                (L.W - plate.x - plate.w, L.H - plate.y - plate.h, L.W - plate.x, L.H - plate.y)]:
        mask.paste(255, tuple(round(v * s) for v in box))
    return mask


def figure_under(mask: Image.Image, cover: Image.Image) -> int:
    """Figure pixels the corners paint over."""
    return ImageChops.multiply(mask, cover).histogram()[255]


@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_the_joker_corner_keeps_off_the_figure(registry, parts, qapp, deck_id: str) -> None:
    manifest = registry.get(deck_id).manifest
    composer = DeckComposer(manifest, parts)
    label = manifest.corner_labels[Rank.JOKER]
    plate = plate_rect(label, None)
    assert plate.h >= L.RANK_TOP + L.RANK_H - plate.y, "the plate holds the whole label"
    cover = index_cover(label)
    assert ImageChops.subtract(cover, plate_cover(plate)).getbbox() is None, "the index stays in its box"
    for index in range(min(2, len(manifest.jokers))):
        mask = figure_mask(composer, index)
        assert mask.getbbox() is not None, f"{deck_id} JK{index} has a figure"
        assert figure_under(mask, cover) == 0, f"{deck_id} JK{index}: the corner covers the figure"


def test_the_check_sees_a_plate_over_the_figure(registry, parts, qapp) -> None:
    """The full-height plate of a suited card (what jokers had) does reach into figures."""
    covered = []
    for deck_id in ("classic", "algerian", "bulgarian"):
        composer = DeckComposer(registry.get(deck_id).manifest, parts)
        covered.append(figure_under(figure_mask(composer, 0), plate_cover(L.CORNER_PLATE)))
    assert all(n > 50 for n in covered), covered
