"""Art checks measured on rendered cards, so the decks' art cannot regress unseen.

``python -m yaniv_desktop.decks.art_metrics [--json FILE] [--width 160] [deck ...]`` prints,
for every built-in deck (or those named):

* **contrast**: how well each court's and joker's figure stands off the ground around it —
  the colour difference (CIE76 ΔE) between figure and ground pixels, tile by tile along the
  figure's outline, summed up as the median over the outline (and, for information, the share
  of the outline where a visible edge runs);
* **plates**: how much of the face box the two corner indices' boxes cover (must be none);
* **distinctness**: how different two court cards are as drawings — edge maps compared
  pairwise, 0 (the same drawing) … 1 (nothing in common), of the whole figure region and of the
  face box alone — between the four suits of a rank, between K, Q and J of a suit, and between
  decks (the same court).

The edge maps are thresholded and compared with a tolerance of a pixel, so a pure recolouring
(the suits of the first edition) or an anti-aliasing shift scores near 0.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import cached_property
from itertools import combinations
from pathlib import Path

from PIL import Image, ImageChops, ImageFilter, ImageStat
from PySide6.QtGui import QImage

from yaniv_desktop.core.cards import Rank, Suit
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import CardArt
from yaniv_desktop.decks.composer import DeckComposer
from yaniv_desktop.decks.corners import plate_rect
from yaniv_desktop.decks.manifest import CourtLayout, DeckManifest
from yaniv_desktop.decks.paint import paint
from yaniv_desktop.decks.parts import PartLibrary

WIDTH = 160                      # pixels: small enough for seconds, big enough for a face
COURT_RANKS = (Rank.KING, Rank.QUEEN, Rank.JACK)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
EDGE_THRESHOLD = 48              # Laplacian response (0–255) that counts as a drawn edge
EDGE_TOLERANCE = 1               # px (at WIDTH 160: ±1 px ≈ ±4 card units) an edge may move
TILE = 8                         # px: outline tiles for the contrast measure
BAND = 3                         # px: how deep into figure and ground the contrast looks
MIN_BAND_SHARE = 0.12            # a tile needs this share of figure and of ground pixels


# -- rendering --------------------------------------------------------------------------
def to_pil(image: QImage) -> Image.Image:
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(rgba.constBits())[: rgba.sizeInBytes()]
    return Image.frombuffer("RGBA", (rgba.width(), rgba.height()), data, "raw", "RGBA",
                            rgba.bytesPerLine(), 1).copy()


def render(svg: bytes, width: int) -> Image.Image:
    """One SVG card document as an RGBA image (transparent where nothing is drawn)."""
    image = paint(CardArt((svg,)), width)
    return to_pil(image)


def _blank(width: int) -> Image.Image:
    return Image.new("L", (width, round(width * L.H / L.W)), 0)


def _binary(image: Image.Image, threshold: int) -> Image.Image:
    return image.point(lambda v: 255 if v >= threshold else 0)


def grow(mask: Image.Image, px: int) -> Image.Image:
    """The mask grown by ``px`` pixels (a square pen): 3 × 3 maxima ``px`` times, cheaper than one big one."""
    for _ in range(px):
        mask = mask.filter(ImageFilter.MaxFilter(3))
    return mask


def _count(mask: Image.Image) -> int:
    return mask.histogram()[255]


def rects_mask(rects: Iterable[L.Rect], width: int) -> Image.Image:
    mask = _blank(width)
    s = width / L.W
    for r in rects:
        box = (round(r.x * s), round(r.y * s), round((r.x + r.w) * s), round((r.y + r.h) * s))
        mask.paste(255, box)
    return mask


def turned(r: L.Rect) -> L.Rect:
    """A rectangle turned 180° about the card's centre (the bottom-right corner copy)."""
    return L.Rect(L.W - r.x - r.w, L.H - r.y - r.h, r.w, r.h)


def plate_rects(manifest: DeckManifest, rank: Rank, suit: Suit | None) -> tuple[L.Rect, L.Rect]:
    top = plate_rect(manifest.corner_labels[rank], suit)
    return top, turned(top)


# -- the face box -----------------------------------------------------------------------
def face_boxes(composer: DeckComposer, rank: Rank, suit: Suit) -> tuple[L.Rect, ...]:
    """The face's box(es) in card units; a double-ended court has a second, turned face."""
    head = composer.head_box(rank, suit)
    if composer.m.court_layout is CourtLayout.DOUBLE:
        return head, turned(head)
    return (head,)


def overlap(a: L.Rect, b: L.Rect) -> float:
    """Area (card units²) two rectangles share."""
    w = min(a.x + a.w, b.x + b.w) - max(a.x, b.x)
    h = min(a.y + a.h, b.y + b.h) - max(a.y, b.y)
    return max(w, 0) * max(h, 0)


def plate_face_overlap(composer: DeckComposer, rank: Rank, suit: Suit) -> float:
    """Card units² of the face box(es) under the two corner plates of a court card."""
    plates = plate_rects(composer.m, rank, suit)
    return sum(overlap(p, f) for p in plates for f in face_boxes(composer, rank, suit))


# -- one card's figure ------------------------------------------------------------------
@dataclass(frozen=True)
class FigureCard:
    """A court or joker rendered, with where its figure is."""

    card: Image.Image        # RGB, the card as played
    silhouette: Image.Image  # L 0/255: where the figure is drawn (covered parts too)
    visible: Image.Image     # L 0/255: figure pixels a player sees
    ground: Image.Image      # L 0/255: pattern and glow pixels (no frame, plates, figure)

    @cached_property
    def edges(self) -> Image.Image:
        """The card's drawn edges (see :func:`edge_pixels`), found once for every measure."""
        return edge_pixels(self.card)


class FigureRenderer:
    """Renders a deck's courts and jokers with their figure masks."""

    def __init__(self, manifest: DeckManifest, parts: PartLibrary, width: int = WIDTH) -> None:
        self.m = manifest
        self.composer = DeckComposer(manifest, parts)
        self.width = width
        self._frame = self._alpha(self.composer.doc(self.composer.part(manifest.frame, {"suit": "#808080"})))

    def court(self, rank: Rank, suit: Suit) -> FigureCard:
        c = self.composer
        card = render(c.doc(c.court(rank, suit)), self.width)
        figure = render(c.doc(c.figure(rank, suit)), self.width)
        silhouette = _binary(figure.getchannel("A"), 128)
        return self._figure_card(card, figure, silhouette, plate_rects(self.m, rank, suit))

    def joker(self, index: int) -> FigureCard:
        c = self.composer
        card = render(c.doc(c.joker(index)), self.width)
        figure = render(c.doc(c.joker_figure(index)), self.width)
        return self._figure_card(card, figure, _binary(figure.getchannel("A"), 128),
                                 plate_rects(self.m, Rank.JOKER, None))

    def _figure_card(self, card: Image.Image, figure: Image.Image, silhouette: Image.Image,
                     plates: Sequence[L.Rect]) -> FigureCard:
        card_rgb = card.convert("RGB")
        # A figure pixel is seen where the card shows the figure's own colour there.
        same = _binary(_difference(card_rgb, figure.convert("RGB")), 24).point(lambda v: 255 - v)
        visible = ImageChops.multiply(silhouette, same)
        overlays = ImageChops.lighter(self._frame, rects_mask(plates, self.width))
        window = rects_mask([L.WINDOW], self.width)
        ground = ImageChops.subtract(ImageChops.subtract(window, overlays), silhouette)
        return FigureCard(card_rgb, silhouette, visible, ground)

    def _alpha(self, svg: bytes) -> Image.Image:
        return _binary(render(svg, self.width).getchannel("A"), 64)


def _difference(a: Image.Image, b: Image.Image) -> Image.Image:
    """Per pixel, the largest channel difference of two RGB(A) images (L, 0–255)."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    r, g, b_ = diff.split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b_)


# -- contrast ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Contrast:
    outlined: float         # share of the figure's outline where a visible edge (a line or a step) runs
    median_delta_e: float   # median ΔE between the figure's and the ground's colours along the outline
    tiles: int              # outline tiles the ΔE was measured in


def contrast(fc: FigureCard) -> Contrast:
    """Figure against ground, along the outline where the visible figure meets the ground:
    the share of it with a visible edge (a drawn line or a step in colour), and tile by tile
    the ΔE between the mean colours of figure and ground within BAND pixels of each other."""
    touching = ImageChops.multiply(fc.visible, grow(fc.ground, 1))
    seen = ImageChops.multiply(touching, grow(fc.edges, 1))
    outline = _count(touching)
    outlined = _count(seen) / outline if outline else 0.0
    inner = ImageChops.multiply(fc.visible, grow(fc.ground, BAND))
    outer = ImageChops.multiply(fc.ground, grow(fc.visible, BAND))
    # Tiles holding enough of both bands: from the bands' mean per tile (0–255 is 0–100 %).
    share = round(255 * MIN_BAND_SHARE)
    both = ImageChops.darker(inner.reduce(TILE), outer.reduce(TILE))
    deltas = []
    for index, value in enumerate(both.tobytes()):
        if value < share:
            continue
        tx, ty = (index % both.width) * TILE, (index // both.width) * TILE
        box = (tx, ty, tx + TILE, ty + TILE)
        tile = fc.card.crop(box)
        deltas.append(delta_e(ImageStat.Stat(tile, inner.crop(box)).mean, ImageStat.Stat(tile, outer.crop(box)).mean))
    median = statistics.median(deltas) if deltas else 0.0
    return Contrast(round(outlined, 3), round(median, 1), len(deltas))


def delta_e(rgb_a: Sequence[float], rgb_b: Sequence[float]) -> float:
    """CIE76 colour difference of two sRGB colours (0–255 channels)."""
    la, lb = _lab(rgb_a), _lab(rgb_b)
    return sum((x - y) ** 2 for x, y in zip(la, lb)) ** 0.5


def _lab(rgb: Sequence[float]) -> tuple[float, float, float]:
    def linear(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


# -- distinctness -----------------------------------------------------------------------
@dataclass(frozen=True)
class EdgeMap:
    """The drawn edges of a figure region, and the same grown by the tolerance."""

    edges: Image.Image
    grown: Image.Image
    count: int


def edge_pixels(card: Image.Image) -> Image.Image:
    """Where any colour channel changes sharply (L, 0/255): thresholded, so a recolouring
    keeps the edges where they are, after a slight blur that calms anti-aliasing."""
    laplace = card.filter(ImageFilter.GaussianBlur(0.6)).filter(ImageFilter.FIND_EDGES)
    r, g, b = laplace.split()
    return _binary(ImageChops.lighter(ImageChops.lighter(r, g), b), EDGE_THRESHOLD)


def edge_map(fc: FigureCard, within: Image.Image | None = None) -> EdgeMap:
    """Edges in the figure region: the visible figure and a rim of ground around it, leaving
    out the frame and plates (the same on every court of a deck); ``within`` narrows it (the
    face box)."""
    region = ImageChops.multiply(grow(fc.silhouette, 2),
                                 ImageChops.lighter(fc.visible, fc.ground))
    if within is not None:
        region = ImageChops.multiply(region, within)
    found = ImageChops.multiply(fc.edges, region.filter(ImageFilter.MinFilter(3)))
    return EdgeMap(found, grow(found, EDGE_TOLERANCE), _count(found))


def edge_distance(a: EdgeMap, b: EdgeMap) -> float:
    """0 … 1: the mean share of each map's edges with no edge of the other nearby."""
    if a.count == 0 or b.count == 0:
        return 0.0 if a.count == b.count else 1.0
    lost_a = _count(ImageChops.subtract(a.edges, b.grown)) / a.count
    lost_b = _count(ImageChops.subtract(b.edges, a.grown)) / b.count
    return (lost_a + lost_b) / 2


# -- a deck's and all decks' report -----------------------------------------------------
def court_names() -> tuple[str, ...]:
    return tuple(f"{r.label}{s.letter}" for r in COURT_RANKS for s in SUITS)


@dataclass(frozen=True)
class Spread:
    min: float
    median: float
    closest: str  # the closest pair, e.g. "KH/KD"

    @staticmethod
    def of(pairs: Mapping[str, float]) -> Spread:
        closest = min(pairs, key=pairs.__getitem__)
        return Spread(round(pairs[closest], 3), round(statistics.median(pairs.values()), 3), closest)


@dataclass(frozen=True)
class Distinctness:
    """Edge distances between the court cards of one deck."""

    suits: Spread                          # the four suits of a rank, over K, Q and J
    suits_by_rank: Mapping[str, Spread]    # "K" -> the four suits of the kings
    ranks: Spread                          # K, Q and J of the same suit
    king_queen: Spread                     # the king and the queen of each suit

    @staticmethod
    def of(edges: Mapping[str, EdgeMap]) -> Distinctness:
        def pairs(names: Sequence[str]) -> dict[str, float]:
            return {f"{a}/{b}": edge_distance(edges[a], edges[b]) for a, b in combinations(names, 2)}

        by_rank = {r.label: pairs([f"{r.label}{s.letter}" for s in SUITS]) for r in COURT_RANKS}
        by_suit = [pairs([f"{r.label}{s.letter}" for r in COURT_RANKS]) for s in SUITS]
        return Distinctness(
            suits=Spread.of({k: v for d in by_rank.values() for k, v in d.items()}),
            suits_by_rank={r: Spread.of(d) for r, d in by_rank.items()},
            ranks=Spread.of({k: v for d in by_suit for k, v in d.items()}),
            king_queen=Spread.of({f"K{s.letter}/Q{s.letter}": edge_distance(edges[f"K{s.letter}"], edges[f"Q{s.letter}"])
                                  for s in SUITS}),
        )


@dataclass(frozen=True)
class DeckArt:
    """Everything measured on one deck."""

    deck_id: str
    contrast: Mapping[str, Contrast]          # court and joker name -> contrast
    plate_overlap: Mapping[str, float]        # court name -> face area under the plates
    figure: Distinctness                      # the whole figure region
    head: Distinctness                        # the face box only
    edges: Mapping[str, EdgeMap]              # court name -> figure edge map (for between decks)


def measure_deck(manifest: DeckManifest, parts: PartLibrary, width: int = WIDTH) -> DeckArt:
    figures = FigureRenderer(manifest, parts, width)
    cards: dict[str, FigureCard] = {}
    heads: dict[str, EdgeMap] = {}
    overlaps: dict[str, float] = {}
    for rank in COURT_RANKS:
        for suit in SUITS:
            name = f"{rank.label}{suit.letter}"
            cards[name] = figures.court(rank, suit)
            boxes = face_boxes(figures.composer, rank, suit)
            heads[name] = edge_map(cards[name], rects_mask(boxes, width))
            overlaps[name] = plate_face_overlap(figures.composer, rank, suit)
    jokers = {f"JK{i}": figures.joker(i) for i in range(min(2, len(manifest.jokers)))}
    edges = {name: edge_map(fc) for name, fc in cards.items()}
    return DeckArt(
        deck_id=manifest.id,
        contrast={name: contrast(fc) for name, fc in {**cards, **jokers}.items()},
        plate_overlap=overlaps,
        figure=Distinctness.of(edges),
        head=Distinctness.of(heads),
        edges=edges,
    )


@dataclass(frozen=True)
class BetweenDecks:
    """The same court of two decks compared, for every pair of decks."""

    nearest: Mapping[str, tuple[str, float]]  # deck -> (closest other deck, mean over its 12 courts)
    closest_card: Mapping[str, tuple[str, float]]  # deck -> ("other:KH", distance) of the closest card
    median: float                              # median over every pair of decks and every court


def between_decks(decks: Sequence[DeckArt]) -> BetweenDecks:
    names = court_names()
    per_pair: dict[tuple[str, str], list[float]] = {}
    for a, b in combinations(decks, 2):
        per_pair[(a.deck_id, b.deck_id)] = [edge_distance(a.edges[n], b.edges[n]) for n in names]
    nearest: dict[str, tuple[str, float]] = {}
    closest_card: dict[str, tuple[str, float]] = {}
    for deck in decks:
        others = {(b if a == deck.deck_id else a): d for (a, b), d in per_pair.items() if deck.deck_id in (a, b)}
        if not others:
            continue
        near = min(others, key=lambda o: statistics.fmean(others[o]))
        nearest[deck.deck_id] = (near, round(statistics.fmean(others[near]), 3))
        card = min(((o, n, d) for o, ds in others.items() for n, d in zip(names, ds)), key=lambda t: t[2])
        closest_card[deck.deck_id] = (f"{card[0]}:{card[1]}", round(card[2], 3))
    every = [d for ds in per_pair.values() for d in ds]
    return BetweenDecks(nearest, closest_card, round(statistics.median(every), 3) if every else 0.0)


def report(decks: Sequence[DeckArt], between: BetweenDecks) -> str:
    lines = ["Art checks. Distinctness: edge maps compared, 0 = the same drawing … 1 = nothing alike, of the",
             "figure region (fig) and of the face box (head). Outline: share of a figure's outline with a visible",
             "edge; ΔE: median colour difference figure/ground along it. Plates: face boxes under corner plates.",
             f"{'':20} {'-- suits of a rank --':^27}  {'-- K/Q/J of a suit --':^27}  {'-- other decks --':^29}  "
             f"{'-- contrast, lowest --':^23}",
             f"{'deck':20} {'fig min':>7} {'med':>5} {'head min':>8} {'med':>5}  {'fig min':>7} {'med':>5} "
             f"{'head min':>8} {'med':>5}  {'fig mean':>8} {'nearest deck':>20}  {'outline':>7} {'ΔE':>5} {'card':>4}  plates"]
    for d in decks:
        faint = min(d.contrast, key=lambda n: d.contrast[n].median_delta_e)
        near, near_d = between.nearest.get(d.deck_id, ("-", 0.0))
        covered = sum(v > 0 for v in d.plate_overlap.values())
        f, h = d.figure, d.head
        lines.append(f"{d.deck_id:20} {f.suits.min:7.3f} {f.suits.median:5.3f} {h.suits.min:8.3f} {h.suits.median:5.3f}  "
                     f"{f.ranks.min:7.3f} {f.ranks.median:5.3f} {h.ranks.min:8.3f} {h.ranks.median:5.3f}  "
                     f"{near_d:8.3f} {near:>20}  "
                     f"{min(c.outlined for c in d.contrast.values()):7.2f} {d.contrast[faint].median_delta_e:5.1f} "
                     f"{faint:>4}  {'clear' if not covered else f'{covered} faces covered'}")
    contrasts = [(d.deck_id, n, c) for d in decks for n, c in d.contrast.items()]

    def med(values: Iterable[float]) -> str:
        return f"{statistics.median(values):.3f}"

    lines += [
        "",
        f"median over decks, figure: suits {med(d.figure.suits.median for d in decks)}, "
        f"K/Q/J {med(d.figure.ranks.median for d in decks)}, K/Q {med(d.figure.king_queen.median for d in decks)}; "
        f"head: suits {med(d.head.suits.median for d in decks)}, K/Q/J {med(d.head.ranks.median for d in decks)}, "
        f"K/Q {med(d.head.king_queen.median for d in decks)}; "
        f"between decks (figure, same court) {between.median:.3f}",
        "closest card of another deck: " + ", ".join(
            f"{k}~{v[0]} {v[1]:.3f}" for k, v in sorted(between.closest_card.items(), key=lambda kv: kv[1][1])[:12]),
        "least outlined figures: " + ", ".join(
            f"{d}:{n} {c.outlined:.2f}" for d, n, c in sorted(contrasts, key=lambda t: t[2].outlined)[:10]),
        "lowest figure/ground ΔE: " + ", ".join(
            f"{d}:{n} {c.median_delta_e:.1f}" for d, n, c in sorted(contrasts, key=lambda t: t[2].median_delta_e)[:12]),
    ]
    return "\n".join(lines)


def as_json(decks: Sequence[DeckArt], between: BetweenDecks) -> dict:
    return {
        "decks": {d.deck_id: {"contrast": {n: asdict(c) for n, c in d.contrast.items()},
                              "plate_overlap": dict(d.plate_overlap),
                              "figure": asdict(d.figure), "head": asdict(d.head)} for d in decks},
        "between_decks": {"nearest": dict(between.nearest), "closest_card": dict(between.closest_card),
                          "median": between.median},
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.decks.art_metrics",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="*", help="deck ids (default: every built-in deck)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--width", type=int, default=WIDTH, help=f"card width in pixels (default {WIDTH})")
    args = parser.parse_args(argv)
    from PySide6.QtGui import QGuiApplication

    from yaniv_desktop.decks.registry import scan_default

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    parts = PartLibrary()
    registry = scan_default(parts=parts)
    ids = args.decks or registry.ids()
    decks = [measure_deck(registry.get(i).manifest, parts, args.width) for i in ids]
    between = between_decks(decks)
    print(report(decks, between))
    if args.json:
        args.json.write_text(json.dumps(as_json(decks, between), indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
