"""Art checks on every built-in deck: figures stand off their ground, corner indices keep off
the faces, and court cards are different drawings — the suits of a rank, the K, Q and J of a
suit, and the same court of two decks.

Measures: :mod:`yaniv_desktop.decks.art_metrics` (``python -m yaniv_desktop.decks.art_metrics``
prints them all).  Floors, and where they come from (figures measured on the decks at the start
of issue 28, when the four suits of a court were one portrait in four colours; see the module):

* contrast: the median ΔE between a figure and its ground along its outline is at least 10 — a
  difference seen at a glance, not only side by side.  The white darbuka on the cream ground of
  the Tunisian joker scored 5.4.
* distinctness, 0 (the same drawing) … 1 (nothing alike), of edge maps, so a recolouring scores
  near 0: then, a king's face differed from the queen's by 0.354 (median over the decks), the
  whole figure by 0.556, and 95 % of the suit pairs (recolours, a few with a hat or braids swapped)
  by less than 0.092.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from PIL import Image, ImageChops, ImageDraw

from tests.decks.conftest import to_pil
from yaniv_desktop.core.cards import Rank, Suit
from yaniv_desktop.decks import art_metrics as A
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import CardArt
from yaniv_desktop.decks.composer import DeckComposer
from yaniv_desktop.decks.corners import corners, plate_rect
from yaniv_desktop.decks.paint import paint
from yaniv_desktop.decks.registry import scan_default

BUILT_IN = tuple(scan_default().ids())
# The four-colour deck is the classic deck with other suit colours, on purpose.
VARIANTS = {frozenset({"classic", "classic-four-colour"})}
COMMUNITY = tuple(d for d in BUILT_IN if not d.startswith("classic"))

CONTRAST_FLOOR = 10.0     # ΔE
KQ_HEAD_BEFORE = 0.354    # a king's face against the queen's, at the start
KQ_FIGURE_BEFORE = 0.556  # the whole figures
RECOLOUR_P95 = 0.092      # 95 % of the start's suit pairs were closer than this
# Suits of a rank: their faces differ, typically at least half as much as grandpa's face and
# grandma's did, and never less than a quarter; their figures more than a recolouring does.
SUIT_HEAD_MEDIAN = KQ_HEAD_BEFORE / 2
SUIT_HEAD_MIN = KQ_HEAD_BEFORE / 4
SUIT_FIGURE_MEDIAN = RECOLOUR_P95
# K, Q and J of a suit are three people: faces at least half as different as at the start's K/Q.
RANK_HEAD_MIN = KQ_HEAD_BEFORE / 2
RANK_FIGURE_MIN = RECOLOUR_P95
# The same court of two decks is never a recolouring of the other.
DECKS_FIGURE_MIN = RECOLOUR_P95


@pytest.fixture(scope="session")
def measured(registry, parts, qapp) -> dict[str, A.DeckArt]:
    """Every built-in deck measured once (about half a second a deck at 160 px)."""
    return {d: A.measure_deck(registry.get(d).manifest, parts) for d in BUILT_IN}


# -- contrast --------------------------------------------------------------------------
@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_every_figure_stands_off_its_ground(measured, deck_id: str) -> None:
    faint = {name: c.median_delta_e for name, c in measured[deck_id].contrast.items()
             if c.median_delta_e < CONTRAST_FLOOR}
    assert not faint, f"{deck_id}: figure and ground too alike (median ΔE along the outline): {faint}"
    assert all(c.tiles >= 10 for c in measured[deck_id].contrast.values()), "the outline was measured"


def _figure_card(figure: str, ground: str) -> A.FigureCard:
    """A disc of one colour on a ground of another, as the contrast measure sees a card."""
    size = (160, 224)
    silhouette = Image.new("L", size, 0)
    ImageDraw.Draw(silhouette).ellipse((40, 50, 120, 170), fill=255)
    card = Image.new("RGB", size, ground)
    card.paste(figure, mask=silhouette)
    ground_mask = ImageChops.invert(silhouette)
    return A.FigureCard(card, silhouette, silhouette, ground_mask)


def test_the_contrast_measure_tells_ivory_on_cream_from_ink_on_cream() -> None:
    assert A.contrast(_figure_card("#fbf7ee", "#f3ecdc")).median_delta_e < CONTRAST_FLOOR  # like the old joker
    assert A.contrast(_figure_card("#2f4f7f", "#f6efdf")).median_delta_e > 4 * CONTRAST_FLOOR


# -- corner indices and faces ----------------------------------------------------------
@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_corner_indices_leave_every_face_clear(measured, deck_id: str) -> None:
    covered = {name: area for name, area in measured[deck_id].plate_overlap.items() if area > 0}
    assert not covered, f"{deck_id}: face box under a corner index (card units²): {covered}"


def test_an_index_stays_inside_the_box_the_face_check_uses(registry, qapp) -> None:
    """What the face check above relies on: an outlined index paints only inside plate_rect."""
    width = 315
    labels = {label for d in BUILT_IN for r, label in registry.get(d).manifest.corner_labels.items()
              if r in (Rank.KING, Rank.QUEEN, Rank.JACK)}
    for label in labels:
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
            svg = DeckComposer.doc(corners(label, suit, "#000000", plate_fill="#ffffff", plate_stroke="#808080"))
            painted = to_pil(paint(CardArt((svg,)), width)).getchannel("A").point(lambda v: 255 if v else 0)
            top = plate_rect(label, suit)
            box = A.rects_mask([top, A.turned(top)], width)
            assert ImageChops.subtract(painted, box).getbbox() is None, f"{label}{suit.letter}"


def test_the_face_check_sees_a_plate_on_a_face() -> None:
    head = L.Rect(225, 195, 180, 230)
    assert A.overlap(L.Rect(200, 150, 148, 300), head) > 0
    assert A.overlap(L.CORNER_PLATE, head) == 0


# -- distinctness ----------------------------------------------------------------------
def _by_rank(art: A.DeckArt, kind: str) -> dict[str, A.Spread]:
    return getattr(art, kind).suits_by_rank


@pytest.mark.parametrize("deck_id", COMMUNITY)
def test_the_four_suits_of_a_rank_are_four_people(measured, deck_id: str) -> None:
    art = measured[deck_id]
    problems = []
    for rank, spread in _by_rank(art, "head").items():
        if spread.median < SUIT_HEAD_MEDIAN:
            problems.append(f"{rank}: faces differ by {spread.median:.3f} (median) < {SUIT_HEAD_MEDIAN:.3f}")
        if spread.min < SUIT_HEAD_MIN:
            problems.append(f"{spread.closest}: faces differ by {spread.min:.3f} < {SUIT_HEAD_MIN:.3f}")
    for rank, spread in _by_rank(art, "figure").items():
        if spread.median < SUIT_FIGURE_MEDIAN:
            problems.append(f"{rank}: figures differ by {spread.median:.3f} (median) < {SUIT_FIGURE_MEDIAN:.3f}")
    assert not problems, f"{deck_id}: " + "; ".join(problems)


@pytest.mark.parametrize("deck_id", BUILT_IN)
def test_king_queen_and_jack_are_three_people(measured, deck_id: str) -> None:
    art = measured[deck_id]
    assert art.head.ranks.min >= RANK_HEAD_MIN, f"{deck_id} {art.head.ranks.closest}: faces {art.head.ranks.min}"
    assert art.figure.ranks.min >= RANK_FIGURE_MIN, (
        f"{deck_id} {art.figure.ranks.closest}: figures {art.figure.ranks.min}")


def test_no_deck_redraws_another_decks_court(measured) -> None:
    too_close = []
    for a, b in combinations(sorted(measured), 2):
        if frozenset({a, b}) in VARIANTS:
            continue
        for name in A.court_names():
            d = A.edge_distance(measured[a].edges[name], measured[b].edges[name])
            if d < DECKS_FIGURE_MIN:
                too_close.append(f"{a}/{b} {name} {d:.3f}")
    assert not too_close, "courts of two decks nearly the same drawing: " + ", ".join(too_close)


def test_distinctness_ignores_recolouring_and_sees_another_drawing(measured, registry, parts, qapp) -> None:
    """The measure the floors rest on: a court with its colour channels swapped is the same
    drawing (near 0); a king and a queen, and two decks' kings, are not."""
    figures = A.FigureRenderer(registry.get("iraqi").manifest, parts)
    king = figures.court(Rank.KING, Suit.HEARTS)
    r, g, b = king.card.split()
    swapped = A.FigureCard(Image.merge("RGB", (b, r, g)), king.silhouette, king.visible, king.ground)
    assert A.edge_distance(A.edge_map(king), A.edge_map(swapped)) < 0.05
    queen = A.edge_map(figures.court(Rank.QUEEN, Suit.HEARTS))
    assert A.edge_distance(A.edge_map(king), queen) > 2 * RECOLOUR_P95
    assert A.edge_distance(measured["iraqi"].edges["KH"], measured["classic"].edges["KH"]) > 2 * RECOLOUR_P95
