"""Every card says which deck it is: backs that are their own half turn and differ from deck to
deck, number-card frames of each community's own, and joker figures that stand out.

Images are compared as *edge maps*: where any colour boundary lies (a pixel whose colour differs
from a neighbour's), so two decks that only recolour one design count as the same design.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence

import pytest
from PIL import Image, ImageChops, ImageFilter, ImageStat

from tests.decks.conftest import to_pil
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import CardArt
from yaniv_desktop.decks.composer import DeckComposer
from yaniv_desktop.decks.manifest import Back, DeckManifest, PartRef
from yaniv_desktop.decks.paint import paint
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.decks.renderer import DeckRenderer

BUILT_IN = tuple(scan_default().ids())
COMMUNITY = tuple(d for d in BUILT_IN if not d.startswith("classic"))

# 189 = 3 × 63 px wide is exactly 264 = 3 × 88 px high: the pixel grid is its own half turn, so
# a symmetric drawing rasterises (anti-aliasing included) to a symmetric image.
SYMMETRY_WIDTH = 189
# After a 1 px box blur (anti-aliased edges of the same shape land a fraction of a pixel apart),
# the strongest channel's difference from the turned image: on average under 3 of 255, and
# beyond 64 on fewer than 0.5 % of the pixels.  The old one-way backs (a hamsa, a date palm, a
# pomegranate, lattices not centred on the card) measured 6.3 to 46 on average (Greek's 9.4 with
# no pixel beyond 64); the backs now measure 0.3 to 2.1, and at most 0.3 % beyond 64.
SYMMETRY_MEAN = 3.0
SYMMETRY_OUTLIERS = 0.005
# 1 − correlation of two edge maps: 0 for one design in two colourings (classic's red and blue
# backs: 0.00), about 0.5 to 1 for unrelated designs.  With the old backs the closest two decks
# measured 0.000 (classic and its four-colour twin) and 0.005 (Hungarian and Russian); now 0.37
# (Greek and Yekke).
BACK_DISTANCE = 0.3
# Number-card frames compared by their own ornaments (the corner and the strip beside the
# pips).  With the shared lattice frame every pair measured 0.00; the closest now 0.25.
FRAME_DISTANCE = 0.15
# Share of a joker figure's silhouette that differs from the ground it covers by more than 40
# in some channel.  The white drum on Tunisia's pale ground measured 0.33; all others 0.79 and up.
FIGURE_STANDS_OUT = 0.7


def strongest_channel_difference(a: Image.Image, b: Image.Image) -> Image.Image:
    r, g, b_ = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b_)


def asymmetry(image: Image.Image) -> tuple[float, float]:
    """Mean difference from the half-turned image, and the share of pixels beyond 64."""
    soft = image.convert("RGB").filter(ImageFilter.BoxBlur(1))
    diff = strongest_channel_difference(soft, soft.transpose(Image.Transpose.ROTATE_180))
    histogram = diff.histogram()
    return ImageStat.Stat(diff).mean[0], sum(histogram[65:]) / sum(histogram)


def edge_map(image: Image.Image) -> Image.Image:
    """Where colour boundaries lie, whatever the colours: white on black."""
    bands = [band.filter(ImageFilter.FIND_EDGES) for band in image.convert("RGB").split()]
    edges = ImageChops.lighter(ImageChops.lighter(bands[0], bands[1]), bands[2])
    return edges.point(lambda v: 255 if v > 24 else 0)


def unit_vector(image: Image.Image) -> list[float]:
    values = list(image.tobytes())
    mean = sum(values) / len(values)
    centred = [v - mean for v in values]
    norm = sum(v * v for v in centred) ** 0.5 or 1.0
    return [v / norm for v in centred]


def distance(a: Sequence[float], b: Sequence[float]) -> float:
    """1 − the correlation of two edge maps."""
    return 1 - sum(x * y for x, y in zip(a, b, strict=True))


def back_signature(image: Image.Image) -> list[float]:
    """A back's edge map, blurred and shrunk so that a design, not its pixels, is compared."""
    edges = edge_map(image)
    edges = edges.crop((4, 4, edges.width - 4, edges.height - 4)).filter(ImageFilter.GaussianBlur(1.5))
    return unit_vector(edges.resize((56, 80), Image.Resampling.BOX))


def frame_signature(image: Image.Image) -> list[float]:
    """A number-card frame's own ornaments at half size: the top-right corner and the strip
    beside the pips (the rest is the pips and indices every deck shares)."""
    s = image.width / L.W
    boxes = ((460, 30, 600, 170), (560, 170, 600, 560))  # inside the border lines every frame has
    crops = [edge_map(image.crop(tuple(round(v * s) for v in box))).filter(ImageFilter.GaussianBlur(1))
             for box in boxes]
    joined = Image.new("L", (sum(c.width for c in crops), max(c.height for c in crops)))
    x = 0
    for crop in crops:
        joined.paste(crop, (x, 0))
        x += crop.width
    return unit_vector(joined)


def compose(composer: DeckComposer, body: str, width: int) -> Image.Image:
    return to_pil(paint(CardArt((composer.doc(body),)), width))


def frame_only(composer: DeckComposer, width: int) -> Image.Image:
    m = composer.m
    body = composer.base(composer.palette["paper"]) + composer.part(m.pip_frame, {"suit": m.suit_colours[next(iter(m.suit_colours))]})
    return compose(composer, body, width)


# -- backs ------------------------------------------------------------------------------------
@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_every_back_is_its_own_half_turn(renderer: DeckRenderer, deck_id: str) -> None:
    for back in renderer.registry.get(deck_id).manifest.backs:
        mean, outliers = asymmetry(to_pil(renderer.render_uncached(deck_id, f"back:{back.id}", SYMMETRY_WIDTH)))
        assert mean < SYMMETRY_MEAN and outliers < SYMMETRY_OUTLIERS, (
            f"{deck_id} back:{back.id} is not the same upside down: mean {mean:.2f}, {outliers:.2%} far off")


def test_the_symmetry_check_sees_a_one_way_back(registry, parts, qapp) -> None:
    """A hand of Fatima points one way: a back with it must fail."""
    manifest = registry.get("moroccan").manifest
    hamsa = Back("hamsa", manifest.backs[0].colours, None, PartRef("emblem/hamsa", {}, "backs.0.emblem"))
    composer = DeckComposer(dataclasses.replace(manifest, backs=(hamsa,)), parts)
    mean, outliers = asymmetry(compose(composer, composer.back("hamsa"), SYMMETRY_WIDTH))
    assert mean >= SYMMETRY_MEAN or outliers >= SYMMETRY_OUTLIERS, (mean, outliers)


def test_no_two_decks_share_a_back_design(renderer: DeckRenderer, capsys) -> None:
    signatures = {d: [back_signature(to_pil(renderer.render_uncached(d, f"back:{b.id}", 120)))
                      for b in renderer.registry.get(d).manifest.backs] for d in BUILT_IN}
    closest = min((min(distance(a, b) for a in signatures[x] for b in signatures[y]), x, y)
                  for x, y in itertools.combinations(BUILT_IN, 2))
    with capsys.disabled():
        print(f"\nclosest two decks' backs: {closest[1]} and {closest[2]}, edge-map distance {closest[0]:.3f}")
    assert closest[0] > BACK_DISTANCE, f"{closest[1]} and {closest[2]} share a back design ({closest[0]:.3f})"


def test_a_recolour_counts_as_the_same_back_design(renderer: DeckRenderer) -> None:
    """The distance looks at where edges are, not at colours: classic's red and blue backs are
    one design."""
    red, blue = (back_signature(to_pil(renderer.render_uncached("classic", f"back:{b}", 120))) for b in ("red", "blue"))
    assert distance(red, blue) < BACK_DISTANCE / 3


# -- number cards -----------------------------------------------------------------------------
def test_every_community_deck_has_its_own_number_cards(registry, parts, qapp, capsys) -> None:
    signatures = {d: frame_signature(frame_only(DeckComposer(registry.get(d).manifest, parts), 315)) for d in COMMUNITY}
    closest = min((distance(signatures[x], signatures[y]), x, y) for x, y in itertools.combinations(COMMUNITY, 2))
    with capsys.disabled():
        print(f"\nclosest two number-card frames: {closest[1]} and {closest[2]}, distance {closest[0]:.3f}")
    assert closest[0] > FRAME_DISTANCE, f"{closest[1]} and {closest[2]} have the same number-card frame"


@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_the_number_card_frame_keeps_clear_of_pips_and_indices(registry, parts, qapp, deck_id: str) -> None:
    """Inside its border, the frame draws nothing where pips (x 177–453, y 43–837) or the corner
    indices (148 × 300 top left, and turned) go."""
    composer = DeckComposer(registry.get(deck_id).manifest, parts)
    plain = compose(composer, composer.base(composer.palette["paper"]), 315)
    ink = strongest_channel_difference(frame_only(composer, 315), plain).point(lambda v: 255 if v > 16 else 0)
    s = 315 / L.W
    plate = L.CORNER_PLATE
    keep_clear = [(177, 43, 453, 837), (32, 32, plate.x + plate.w, plate.y + plate.h),
                  (L.W - plate.x - plate.w, L.H - plate.y - plate.h, L.W - 32, L.H - 32)]
    for box in keep_clear:
        covered = ink.crop(tuple(round(v * s) for v in box)).histogram()[255]
        assert covered == 0, f"{deck_id}: the number-card frame draws over {box} ({covered} px)"


# -- jokers -----------------------------------------------------------------------------------
def figure_stands_out(composer: DeckComposer, index: int, width: int = 189) -> float:
    """The share of the figure's silhouette that differs clearly from the ground it covers."""
    manifest = composer.m
    spec = manifest.jokers[index % len(manifest.jokers)]
    joker_colours = {**spec.colours, "suit": spec.colours.get("ink", composer.palette["ink"])}
    alone = compose(composer, composer.part(spec.figure, joker_colours), width)
    silhouette = alone.getchannel("A").point(lambda v: 255 if v > 200 else 0)
    with_figure, without = (compose(composer, composer.joker_picture(index, figure=f), width) for f in (True, False))
    histogram = strongest_channel_difference(with_figure, without).histogram(silhouette)
    return sum(histogram[41:]) / max(1, sum(histogram))


@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_joker_figures_stand_out_from_their_ground(registry, parts, qapp, deck_id: str) -> None:
    manifest = registry.get(deck_id).manifest
    composer = DeckComposer(manifest, parts)
    for index in range(len(manifest.jokers)):
        share = figure_stands_out(composer, index)
        assert share >= FIGURE_STANDS_OUT, f"{deck_id} JK{index}: only {share:.0%} of the figure stands out"


def test_the_contrast_check_sees_a_white_drum_on_a_white_ground(registry, parts, qapp) -> None:
    """Tunisia's first joker as it was: an off-white darbuka on a pale blue ground, in a pale glow."""
    manifest: DeckManifest = registry.get("tunisian").manifest
    joker = manifest.jokers[0]
    white = dataclasses.replace(joker, figure=PartRef("figure/darbuka", {"clay": "#f4f1ea", "ink": "#1f5fa0",
                                                                          "trim": "#f2c14e"}, "jokers.0.figure"),
                                colours={"ink": "#1f5fa0", "ground": "#e4ecf4"})
    composer = DeckComposer(dataclasses.replace(manifest, jokers=(white,), palette={**manifest.palette,
                                                                                   "glow": "#fff6de"}), parts)
    assert figure_stands_out(composer, 0) < FIGURE_STANDS_OUT
