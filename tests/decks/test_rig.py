"""The face rig: every court of every deck has a face of its own, old kings and queens,
young jacks, three-quarter views, and hats that sit on the head they belong to."""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageFilter, ImageStat
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from yaniv_desktop.core.cards import NATURAL_SUITS, Rank, Suit
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.composer import DeckComposer
from yaniv_desktop.decks.rig import Beard, FaceSpec, FigureRequest, Glasses, Hair, Sex, build_spec, draw_head
from yaniv_desktop.decks.rig.colours import mix
from yaniv_desktop.decks.rig.geometry import CX, HeadFrame
from yaniv_desktop.decks.svg_clean import clean_svg

from .test_manifest import COMMUNITIES

COURTS = (Rank.KING, Rank.QUEEN, Rank.JACK)
FACE_SLOTS = ("hair_back", "face", "beard", "hair", "glasses")

# Pixel floor for "a different face", on edge images of the heads drawn in their own frame
# (so a head that is only moved or tilted differs by 0).  The same face recoloured as far as
# the rig varies skin (9 % lighter) differs by at most 1.3 here; the closest two courts of
# all the decks differ by 11.8 (measured when the floor was set).  5 sits well between.
EDGE_FLOOR = 5.0


@pytest.fixture(scope="module")
def specs(registry, parts) -> dict[str, FaceSpec]:
    """Every rig-drawn court of every built-in deck: ``"iraqi:KH"`` -> its face."""
    out = {}
    for deck in registry.decks:
        composer = DeckComposer(deck.manifest, parts)
        for rank in COURTS:
            for suit in NATURAL_SUITS:
                head = composer.head(deck.manifest.courts[rank].portraits[suit], deck.manifest.suit_colours[suit])
                if head is not None:
                    out[f"{deck.id}:{rank.label}{suit.letter}"] = head.spec
    return out


def by_deck(specs: dict[str, FaceSpec], deck_id: str, rank: str = "") -> list[FaceSpec]:
    return [s for k, s in specs.items() if k.startswith(f"{deck_id}:{rank}")]


def head_edges(spec: FaceSpec, width: int = 88) -> Image.Image:
    """The head alone (no hat, no body), in its own frame, as an edge image."""
    head = draw_head(spec)
    body = "".join(head.slots.get(s, "") for s in FACE_SLOTS)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="220" height="260" viewBox="150 110 220 260">'
           f'{body}</svg>').encode()
    height = round(width * 260 / 220)
    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(QByteArray(svg)).render(painter, QRectF(0, 0, width, height))
    painter.end()
    pixels = bytes(image.constBits())[: image.sizeInBytes()]
    grey = Image.frombuffer("RGBA", (width, height), pixels, "raw", "RGBA", image.bytesPerLine(), 1).convert("L")
    return grey.filter(ImageFilter.FIND_EDGES)


def difference(a: Image.Image, b: Image.Image) -> float:
    return ImageStat.Stat(ImageChops.difference(a, b)).mean[0]


# -- the spec --------------------------------------------------------------------------------
def test_a_seed_gives_the_same_face_every_time() -> None:
    colours = {"skin": "#c68e64", "suit": "#b3262e"}
    first = build_spec(FigureRequest(), "iraqi:KH", "K", colours)
    assert build_spec(FigureRequest(), "iraqi:KH", "K", colours) == first
    assert build_spec(FigureRequest(), "iraqi:KS", "K", colours) != first
    assert draw_head(first) == draw_head(first)
    # Pinned: text seeds are hashed with SHA-512, the same on every machine and run.
    assert (first.age, first.hair, first.beard) == (74, Hair.WAVY, Beard.MOUSTACHE)


def test_what_the_manifest_asks_for_wins_and_colours_are_honoured() -> None:
    request = FigureRequest(sex=Sex.FEMALE, age=9, turn=-0.5, hair=Hair.BRAIDS, glasses=Glasses.ROUND)
    spec = build_spec(request, "x:JH", "J", {"skin": "#8a5636", "hair": "#101010", "eye": "#4a6f8f", "ribbon": "#123456"})
    assert (spec.sex, spec.age, spec.turn, spec.hair, spec.glasses, spec.beard) == (
        Sex.FEMALE, 9, -0.5, Hair.BRAIDS, Glasses.ROUND, Beard.NONE)
    assert (spec.hair_colour, spec.eye_colour, spec.ribbon) == ("#101010", "#4a6f8f", "#123456")
    assert spec.skin != "#8a5636" and difference_of_colours(spec.skin, "#8a5636") < 30  # varied a little
    assert "#123456" in draw_head(spec).slots["hair"]  # the braids' ribbons


def difference_of_colours(a: str, b: str) -> int:
    return sum(abs(int(a[i:i + 2], 16) - int(b[i:i + 2], 16)) for i in (1, 3, 5))


def test_a_turned_head_hides_its_far_ear_and_moves_its_features() -> None:
    front = build_spec(FigureRequest(turn=0.0), "x:KH", "K", {})
    turned = dataclasses.replace(front, turn=0.5)
    assert HeadFrame(front).ear_x(1) is not None and HeadFrame(front).ear_x(-1) is not None
    assert HeadFrame(turned).ear_x(1) is None and HeadFrame(turned).ear_x(-1) is not None
    assert HeadFrame(front).x(0) == pytest.approx(CX) and HeadFrame(turned).x(0) > CX + 25
    assert HeadFrame(turned).narrow(0.4) < 0.8 < HeadFrame(turned).narrow(-0.4)  # the far eye narrows
    assert difference(head_edges(front), head_edges(turned)) > EDGE_FLOOR


def test_every_style_draws_something_and_the_slots_are_clean_fragments() -> None:
    for i, (hair, beard, glasses) in enumerate(itertools.product(Hair, Beard, Glasses)):
        sex = Sex.FEMALE if hair in (Hair.BUN, Hair.BRAIDS) and beard is Beard.NONE else Sex.MALE
        request = FigureRequest(sex=sex, hair=hair, beard=beard, glasses=glasses, turn=(-0.5, 0.0, 0.5)[i % 3])
        head = draw_head(build_spec(request, f"style:{i}", "K", {}))
        assert head.slots["face"] and head.neck
        assert ("beard" in head.slots) == (beard is not Beard.NONE)
        assert ("glasses" in head.slots) == (glasses is not Glasses.NONE)
        assert "hair" in head.slots  # a bald head still shines
        assert ("hair_back" in head.slots) == (hair in (Hair.LONG, Hair.BUN, Hair.PONYTAIL))
        for piece in (*head.slots.values(), head.neck):
            # no ids (three portraits share the legend card), no clip-path (Qt ignores it)
            assert "id=" not in piece and "clip-path" not in piece and "url(" not in piece


# -- the built-in decks ------------------------------------------------------------------------
def test_every_court_of_every_community_deck_is_drawn_by_the_rig(specs) -> None:
    for deck_id in COMMUNITIES:
        assert len(by_deck(specs, deck_id)) == 12, deck_id


def test_no_two_courts_in_any_two_decks_share_a_face(specs) -> None:
    assert len(specs) >= 12 * len(COMMUNITIES)
    assert len(set(specs.values())) == len(specs)  # no two identical specs
    edges = {name: head_edges(spec) for name, spec in specs.items()}
    closest = min((difference(edges[a], edges[b]), a, b) for a, b in itertools.combinations(edges, 2))
    assert closest[0] > EDGE_FLOOR, closest


def test_the_floor_is_above_a_recoloured_clone(specs) -> None:
    """What the floor must tell apart: the same face with a lighter skin is not a new face."""
    for spec in list(specs.values())[::24]:
        clone = dataclasses.replace(spec, skin=mix(spec.skin, "#ffffff", 0.09))
        assert difference(head_edges(spec), head_edges(clone)) < EDGE_FLOOR / 2


def test_every_deck_has_three_quarter_and_frontal_faces(specs) -> None:
    for deck_id in COMMUNITIES:
        turns = [s.turn for s in by_deck(specs, deck_id)]
        assert sum(abs(t) >= 0.35 for t in turns) >= 3, deck_id
        assert any(abs(t) < 0.12 for t in turns), deck_id
        assert any(t > 0.35 for t in turns) and any(t < -0.35 for t in turns), deck_id


def test_grandparents_are_old_and_grandchildren_young(specs) -> None:
    for deck_id in COMMUNITIES:
        kings, queens, jacks = (by_deck(specs, deck_id, r) for r in "KQJ")
        assert all(s.age >= 60 and s.sex is Sex.MALE for s in kings), deck_id
        assert all(s.age >= 60 and s.sex is Sex.FEMALE and s.beard is Beard.NONE for s in queens), deck_id
        assert all(4 <= s.age <= 16 for s in jacks), deck_id
        for court in (kings, queens, jacks):
            assert len({s.age for s in court}) == 4, deck_id  # four people, four ages
        assert max(s.age for s in kings) - min(s.age for s in kings) >= 10, deck_id
        assert max(s.age for s in jacks) - min(s.age for s in jacks) >= 5, deck_id


def test_hair_beards_and_glasses_vary_within_a_deck(specs) -> None:
    for deck_id in COMMUNITIES:
        kings, queens, jacks = (by_deck(specs, deck_id, r) for r in "KQJ")
        assert len({s.hair for s in kings}) == 4, deck_id
        assert len({s.beard for s in kings}) >= 3, deck_id
        assert len({s.hair for s in jacks}) >= 3, deck_id
        assert len({s.hair for s in queens}) >= 3 or {s.hair for s in queens} == {Hair.COVERED}, deck_id
        assert 1 <= sum(s.glasses is not Glasses.NONE for s in kings + queens) <= 5, deck_id
        assert len({s.nose for s in kings + queens + jacks}) >= 2, deck_id


def test_jacks_are_boys_and_girls_as_their_clothes_and_legend_say(registry, specs) -> None:
    sexes: Counter[Sex] = Counter()
    for deck_id in COMMUNITIES:
        court = registry.get(deck_id).manifest.courts[Rank.JACK]
        for suit in NATURAL_SUITS:
            spec = specs[f"{deck_id}:J{suit.letter}"]
            sexes[spec.sex] += 1
            if court.portraits[suit].parts["garment"].part == "garment/child_dress":
                assert spec.sex is Sex.FEMALE, (deck_id, suit)
            if court.role in ("grandson", "granddaughter"):
                assert spec.sex is (Sex.MALE if court.role == "grandson" else Sex.FEMALE), (deck_id, suit)
            if spec.sex is Sex.FEMALE:
                assert "kippah" not in getattr(court.portraits[suit].parts.get("headwear"), "part", ""), deck_id
        if court.role == "grandchild":  # a deck of grandchildren has both
            assert {specs[f"{deck_id}:J{s.letter}"].sex for s in NATURAL_SUITS} == {Sex.MALE, Sex.FEMALE}
    assert sexes[Sex.MALE] >= 20 and sexes[Sex.FEMALE] >= 20


# -- the composer ------------------------------------------------------------------------------
def test_hats_and_hair_move_with_the_head(registry, parts) -> None:
    m = registry.get("iraqi").manifest
    composer = DeckComposer(m, parts)
    portrait = m.courts[Rank.KING].portraits[Suit.HEARTS]
    head = composer.head(portrait, m.suit_colours[Suit.HEARTS])
    assert head is not None
    svg = composer.portrait(portrait, m.suit_colours[Suit.HEARTS])
    cap = parts.render("headwear/sidara", composer.palette, portrait.colours, portrait.parts["headwear"].colours)
    assert f'<g transform="{head.transform}">{cap}</g>' in svg
    for slot in ("face", "hair"):
        assert f'<g transform="{head.transform}">{head.slots[slot]}</g>' in svg
    assert head.spec.skin in svg.split(head.slots["face"])[1]  # the hands take the face's skin


def test_a_part_in_a_rig_slot_overrides_the_rigs_piece(registry, parts) -> None:
    m = registry.get("yemenite").manifest
    composer = DeckComposer(m, parts)
    portrait = m.courts[Rank.KING].portraits[Suit.SPADES]
    ref = dataclasses.replace(portrait.parts["garment"], part="hair/peyot", colours={})
    with_part = dataclasses.replace(portrait, parts={**portrait.parts, "hair": ref})
    head = composer.head(portrait, "#000000")
    svg = composer.portrait(with_part, "#000000")
    assert head is not None and head.slots["hair"] not in svg
    assert parts.render("hair/peyot", composer.palette, portrait.colours) in svg


def test_head_box_is_the_face_in_card_units(registry, parts) -> None:
    boxes = set()
    for deck_id in ("iraqi", "yemenite", "classic"):
        m = registry.get(deck_id).manifest
        composer = DeckComposer(m, parts)
        for rank in COURTS:
            for suit in NATURAL_SUITS:
                box = composer.head_box(rank, suit)
                assert L.WINDOW.x <= box.x and box.x + box.w <= L.WINDOW.x + L.WINDOW.w, (deck_id, rank, suit)
                assert L.WINDOW.y <= box.y and box.y + box.h <= L.H / 2 + 40, (deck_id, rank, suit)
                assert 90 < box.w < 300 and 100 < box.h < 320, (deck_id, rank, suit, box)
                boxes.add((box.x, box.y, box.w, box.h))
    assert len(boxes) > 24  # the rig's heads differ in size, place and turn


def test_composed_courts_pass_the_svg_cleaner_unchanged(registry, parts, tmp_path: Path) -> None:
    for deck_id in ("iraqi", "moroccan", "yemenite", "ethiopian", "polish"):
        composer = DeckComposer(registry.get(deck_id).manifest, parts)
        for rank in COURTS:
            for suit in NATURAL_SUITS:
                name = f"{rank.label}{suit.letter}"
                data = composer.svg(name)
                cleaned = clean_svg(data, tmp_path / f"{deck_id}-{name}.svg")
                assert clean_svg(cleaned, tmp_path / "again.svg") == cleaned, (deck_id, name)
                assert b"<g transform=" in cleaned
