"""The table read left to right and right to left: every face-up card shows its corner
index, no two labels on the table meet, and keyboard focus never looks like a chosen
card.  Each test drives the real window (clicks, keys) in English and in Hebrew or Arabic.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsRectItem

from tests.core.helpers import cards, deal_spec
from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.cards import Card
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.core.scenario import build_deal
from yaniv_desktop.ui.play.seats import MatchSettings, Seat
from yaniv_desktop.ui.shell.main_window import MainWindow
from yaniv_desktop.ui.table.card_item import CardItem
from yaniv_desktop.ui.text.i18n import Translations

from .helpers import click_card, click_item, wait_for_human_or_end

NAMES = ("Noa", "Dana", "Avi", "Shira", "Yossi", "Maya", "Eitan", "Tamar")
POOL = [f"{r}{s}" for s in "CDSH" for r in ("K", "Q", "J", "10", "9", "8", "7", "6", "5", "4")]
LOW_HAND = "AS 2H 3C 4D 5S 6H 7C 8D"      # the viewer's hands: the first 1..8 of these
SIZES = {"small": (1024, 700), "large": (1920, 1080)}
CORNER = (0.22, 0.30)                    # the corner index: this much of a card's width and height


# ----- the window -------------------------------------------------------------------------------



def open_window(qtbot, translations: Translations, language: str, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(move_delay_ms=0, translations=translations)
    window.scene.animations_enabled = False
    window.coach_enabled = False
    qtbot.addWidget(window)
    window.set_language(language)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # the playing keys are window shortcuts
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def scripted_hands(seats: int, mine: str, others: int = 5, discard: str = "9D", stock: str = "3D") -> list[str]:
    """The viewer's hand, then ``others`` cards for each opponent, none used twice."""
    used = set(mine.split()) | {discard, *stock.split()}
    pool = [c for c in POOL if c not in used]
    return [mine] + [" ".join(pool[i * others:(i + 1) * others]) for i in range(seats - 1)]


def start(window: MainWindow, hands: Sequence[str], *, discard: str = "9D", stock: str = "3D",
          humans: int = 1, starter: int = 0):
    """A match whose first round deals ``hands`` (the first ``humans`` seats are people)."""
    rules = RuleSet(players=len(hands))

    def source(round_number: int):
        if round_number:
            return None, None
        return build_deal(rules, deal_spec(list(hands), discard, stock), "ui", 0), starter

    seats = tuple(Seat(NAMES[i], None if i < humans else Level.BEGINNER) for i in range(len(hands)))
    return window.start_match(MatchSettings(seats=seats, rules=rules, seed=5), deal_source=source)


def call_yaniv(qtbot, window: MainWindow) -> None:
    wait_for_human_or_end(qtbot, window)
    assert window.bar.yaniv.isEnabled()
    qtbot.mouseClick(window.bar.yaniv, Qt.MouseButton.LeftButton)
    assert window.controller.round.is_over


def throw_by_clicks(qtbot, window: MainWindow, faces: str) -> None:
    for card in cards(faces):
        click_card(qtbot, window, card)
    qtbot.mouseClick(window.bar.throw, Qt.MouseButton.LeftButton)


def shot(qtbot, window: MainWindow, output_dir: Path, name: str) -> None:
    """The window as a PNG for people to look at, once every card on the table is painted."""
    state = window.controller.round
    on_table = [c for hand in state.hands for c in hand] + list(state.last_throw) + list(state.pending)
    window.refresh()  # at the table's size now, which asks for the pictures at that size
    qtbot.waitUntil(lambda: all(window.images.pixmap(c, True) is not None for c in on_table)
                    and window.images.back_pixmap(0) is not None, timeout=20_000)
    window.refresh()
    qtbot.wait(10)
    folder = output_dir / "helper-table"
    folder.mkdir(exist_ok=True)
    window.grab().save(str(folder / f"{name}.png"))


# ----- what is hidden --------------------------------------------------------------------------

def painted(item: QGraphicsItem) -> QPainterPath:
    """What an item covers on the table: a card itself (its rings too, when it has them)."""
    if isinstance(item, CardItem) and not (item.focused or item.selected or item.highlighted):
        return item.mapToScene(item.shape())
    path = QPainterPath()
    path.addRect(item.boundingRect() | item.childrenBoundingRect())
    return item.mapToScene(path)


def hidden_corners(window: MainWindow, shown: Iterable[Card]) -> list[str]:
    """The cards among ``shown`` whose top-left corner index is covered or off the table."""
    scene = window.scene
    tops = [i for i in scene.items() if i.parentItem() is None and i.isVisible()]
    table = QPainterPath()
    table.addRect(scene.sceneRect())
    out = []
    for card in shown:
        item = scene.card_item(card)
        assert item is not None and item.face_up, f"{card} is not face up on the table"
        corner = QPainterPath()
        corner.addRect(QRectF(0, 0, item.width * CORNER[0], item.height * CORNER[1]))
        corner = item.mapToScene(corner)
        if not table.contains(corner):
            out.append(f"{card.pretty} off the table")
        for other in tops:
            if other is not item and other.zValue() > item.zValue() and painted(other).intersects(corner):
                out.append(f"{card.pretty} under {getattr(other, 'card', None) or type(other).__name__}")
    return out


def face_up_cards(window: MainWindow) -> list[Card]:
    """The cards a player reads: every hand shown face up, the last throw and the one waiting."""
    state = window.controller.round
    hands = [state.hands[window.viewer]]
    if state.is_over:
        hands = [state.hands[s] for s in state.setup.active]
    return [c for hand in hands for c in hand] + list(state.last_throw) + list(state.pending)


def overlapping_labels(window: MainWindow) -> list[tuple[str, str]]:
    """Pairs of visible labels on the table that meet, and labels that leave the table."""
    labels = window.scene.labels
    assert labels, "the table shows labels"
    table = window.scene.sceneRect()
    out = []
    for i, a in enumerate(labels):
        ra = a.sceneBoundingRect()
        if not table.contains(ra):
            out.append((_text(a), "the table's edge"))
        out.extend((_text(a), _text(b)) for b in labels[i + 1:] if ra.intersects(b.sceneBoundingRect()))
    return out


def _text(item: QGraphicsItem) -> str:
    text = item.text() if hasattr(item, "text") else item.childItems()[0].text()
    return text.replace("\n", " / ")


# ----- 1. corner indices ------------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_every_card_of_the_hand_shows_its_corner(qtbot, translations, language: str) -> None:
    window = open_window(qtbot, translations, language, SIZES["small"])
    assert window.scene.mirrored == (language != "en")
    for count in range(1, 9):
        mine = " ".join(LOW_HAND.split()[:count])
        start(window, scripted_hands(2, mine))
        wait_for_human_or_end(qtbot, window)
        hand = list(window.controller.round.hands[0])
        assert hidden_corners(window, hand) == [], f"{count} cards"
        click_card(qtbot, window, hand[0])        # a chosen card is raised: the rest still show
        if count > 2:
            click_card(qtbot, window, hand[-2])
        qtbot.keyClick(window, Qt.Key.Key_Right)  # and the keyboard's ring covers nothing
        assert any(window.scene.card_item(c).selected for c in hand), "the clicks chose cards"
        assert hidden_corners(window, hand) == [], f"{count} cards, some chosen"
    window.close()


def test_the_fan_overlaps_the_reading_way_in_both_directions(qtbot, translations) -> None:
    """Left to right the first card is on the left; right to left on the right; in both the
    card further right lies on top."""
    for language, first_on_left in (("en", True), ("he", False)):
        window = open_window(qtbot, translations, language, SIZES["small"])
        start(window, scripted_hands(2, "AS 2H 3C 4D 5S"))
        wait_for_human_or_end(qtbot, window)
        items = [window.scene.card_item(c) for c in window.controller.round.hands[0]]
        xs = [i.pos().x() for i in items]
        assert (xs == sorted(xs)) == first_on_left and (xs == sorted(xs, reverse=True)) != first_on_left
        by_x = sorted(items, key=lambda i: i.pos().x())
        assert [i.zValue() for i in by_x] == sorted(i.zValue() for i in items)
        window.close()


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("size", ["small", "large"])
def test_revealed_hands_and_thrown_cards_show_their_corners(qtbot, translations, language: str, size: str,
                                                            output_dir: Path) -> None:
    window = open_window(qtbot, translations, language, SIZES[size])
    for seats in range(2, 9):
        others = 7 if seats <= 4 else 5
        start(window, scripted_hands(seats, "AS 2H 4H 5H 6H", others=others))
        wait_for_human_or_end(qtbot, window)
        throw_by_clicks(qtbot, window, "4H 5H 6H")   # the run waits on the pile for the draw
        assert len(window.controller.round.pending) == 3
        assert hidden_corners(window, face_up_cards(window)) == [], f"{seats} seats, after the throw"
        click_item(qtbot, window, window.scene.stock_item)
        call_yaniv(qtbot, window)
        assert hidden_corners(window, face_up_cards(window)) == [], f"{seats} seats, at the reveal"
    shot(qtbot, window, output_dir, f"reveal-8-seats-{language}-{size}")
    window.close()


# ----- 4. labels ---------------------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "he"])
@pytest.mark.parametrize("size", ["small", "large"])
def test_no_two_labels_meet_mid_round_or_at_the_reveal(qtbot, translations, language: str, size: str) -> None:
    window = open_window(qtbot, translations, language, SIZES[size])
    for seats in range(2, 9):
        start(window, scripted_hands(seats, "AS 2H 4H JK 6H"))
        wait_for_human_or_end(qtbot, window)
        assert overlapping_labels(window) == [], f"{seats} seats, mid-round"
        throw_by_clicks(qtbot, window, "4H JK 6H")  # a wild card: its note joins the labels
        assert overlapping_labels(window) == [], f"{seats} seats, a joker on the pile"
        click_item(qtbot, window, window.scene.stock_item)
        call_yaniv(qtbot, window)
        assert overlapping_labels(window) == [], f"{seats} seats, at the reveal"
    window.close()


def test_the_banner_keeps_clear_of_the_stock_count_and_a_joker_note(qtbot, translations, output_dir) -> None:
    """The round ends right after a run with a joker: banner, stock count and note all show."""
    for language in ("en", "he"):
        window = open_window(qtbot, translations, language, SIZES["small"])
        start(window, ["AS 2C 3D", "4H JK 6H KS KC"], stock="2D", humans=2, starter=1)
        qtbot.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)  # Dana comes to the screen
        assert window.viewer == 1
        throw_by_clicks(qtbot, window, "4H JK 6H")
        click_item(qtbot, window, window.scene.stock_item)
        qtbot.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)  # Noa's turn
        assert window.viewer == 0
        call_yaniv(qtbot, window)
        texts = [_text(label) for label in window.scene.labels]
        assert any("=5♥" in t for t in texts) and any(t.replace("\u2066", "").startswith(("Stock", "קופה"))
                                                       for t in texts)
        assert overlapping_labels(window) == []
        assert hidden_corners(window, face_up_cards(window)) == []
        shot(qtbot, window, output_dir, f"banner-joker-{language}")
        window.close()


def test_the_overlap_checks_can_fail(qtbot, translations) -> None:
    """The checks above see a label laid over another, and a card laid over a corner."""
    window = open_window(qtbot, translations, "en", SIZES["small"])
    start(window, scripted_hands(3, "AS 2H 3C"))
    wait_for_human_or_end(qtbot, window)
    badges = [b for b in window.scene.labels if isinstance(b, QGraphicsRectItem)]
    badges[0].setPos(badges[1].pos())
    assert overlapping_labels(window)
    hand = list(window.controller.round.hands[0])
    first, second = (window.scene.card_item(c) for c in hand[:2])
    first.setZValue(second.zValue() + 1)
    first.setPos(second.pos())
    assert hidden_corners(window, hand[1:2])
    window.close()


# ----- 5. focus and selection -------------------------------------------------------------------

def ring_colours(window: MainWindow, item: CardItem) -> dict[str, int]:
    """Pixels of the item's rings: blue (focus) outside the card, gold (chosen) on its edge."""
    image = window.table.grab().toImage()
    rect = window.table.mapFromScene(item.sceneBoundingRect()).boundingRect()
    found = {"blue": 0, "gold": 0}
    for x in range(rect.left(), rect.right()):
        for y in range(rect.top(), rect.bottom()):
            if not image.rect().contains(x, y):
                continue
            c = QColor(image.pixel(x, y))
            if c.blue() > 180 and c.red() < 90 and c.green() < 140:
                found["blue"] += 1
            if c.red() > 230 and 150 < c.green() < 200 and c.blue() < 60:
                found["gold"] += 1
    return found


@pytest.mark.parametrize("language", ["en", "he"])
def test_focus_and_selection_look_different(qtbot, translations, language: str, output_dir: Path) -> None:
    window = open_window(qtbot, translations, language, SIZES["large"])
    start(window, scripted_hands(2, "AS 2H 3C 4D 5S"))
    wait_for_human_or_end(qtbot, window)
    hand = list(window.controller.round.hands[0])
    window.table.setFocus()
    click_card(qtbot, window, hand[0])
    for _ in range(2):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    focused = [window.scene.card_item(c) for c in hand if window.scene.card_item(c).focused]
    selected = window.scene.card_item(hand[0])
    assert len(focused) == 1 and focused[0] is not selected and selected.selected
    focus_rings, chosen_rings = ring_colours(window, focused[0]), ring_colours(window, selected)
    assert focus_rings["blue"] > 60 and focus_rings["gold"] < 10, focus_rings
    assert chosen_rings["gold"] > 60 and chosen_rings["blue"] < 10, chosen_rings
    assert selected.pos().y() < focused[0].pos().y() - 10, "a chosen card is raised; the focused one is not"
    shot(qtbot, window, output_dir, f"focus-and-selection-{language}")
    window.close()


def _paint(item: CardItem) -> tuple[QImage, QRectF]:
    """The item painted on the blue table (a blue ring must still show on it), and where
    the card itself lies in the image."""
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f5a8a"))
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, None, None)
    painter.end()
    return image, QRectF(-rect.left(), -rect.top(), item.width, item.height)


def _changed(a: QImage, b: QImage, where) -> tuple[int, int]:
    """Pixels that differ clearly between two images, and pixels looked at, where ``where(x, y)``."""
    changed = looked = 0
    for x in range(a.width()):
        for y in range(a.height()):
            if not where(x, y):
                continue
            looked += 1
            pa, pb = QColor(a.pixel(x, y)).getRgb()[:3], QColor(b.pixel(x, y)).getRgb()[:3]
            changed += sum(abs(p - q) for p, q in zip(pa, pb)) > 90
    return changed, looked


def test_focus_and_selection_show_on_every_deck(qtbot) -> None:
    """On each built-in deck's own pictures: the chosen card's border lies on the card's
    edge and nowhere else; the focus ring lies outside the card, with a caret above it, and
    leaves the picture alone.  Neither can be mistaken for the other."""
    from yaniv_desktop.decks.registry import scan_default
    from yaniv_desktop.decks.renderer import DeckRenderer

    registry = scan_default()
    renderer = DeckRenderer(registry)
    width = 72
    for deck_id in registry.ids():
        for face in ("KS", "7H"):
            picture = QPixmap.fromImage(renderer.image(deck_id, face, width))
            looks = {}
            for name, flags in (("plain", {}), ("chosen", {"selected": True}), ("focus", {"focused": True})):
                item = CardItem(cards(face)[0])
                item.set_look(width=width, face_up=True, pixmap=picture, back=None, **flags)
                looks[name], card = _paint(item)
            band = width * 0.07  # the edge of the card, inside it

            def edge(x, y, card=card, band=band):
                return card.contains(x, y) and not card.adjusted(band, band, -band, -band).contains(x, y)

            def outside(x, y, card=card):
                return not card.adjusted(-1.5, -1.5, 1.5, 1.5).contains(x, y)

            def inside(x, y, card=card):
                return card.adjusted(1.5, 1.5, -1.5, -1.5).contains(x, y)

            def caret(x, y, card=card):
                return y < card.top() - 9 and abs(x - card.left() - width * 0.14) < width * 0.1

            on_edge, edge_area = _changed(looks["plain"], looks["chosen"], edge)
            assert on_edge > edge_area * 0.5, (deck_id, face, "the chosen border shows on the card's edge")
            assert _changed(looks["plain"], looks["chosen"], outside)[0] == 0, (deck_id, face)
            assert _changed(looks["plain"], looks["focus"], inside)[0] == 0, (deck_id, face)
            ring, around = _changed(looks["plain"], looks["focus"], outside)
            assert ring > around * 0.25, (deck_id, face, "the focus ring shows round the card")
            assert _changed(looks["plain"], looks["focus"], caret)[0] > 15, (deck_id, face, "the caret")


# ----- for people to look at -------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "he", "ar"])
@pytest.mark.parametrize("size", ["small", "large"])
def test_screenshots_mid_round_and_at_the_reveal(qtbot, translations, language: str, size: str,
                                                 output_dir: Path) -> None:
    """A joker run waiting on the pile, a chosen card and the keyboard's card in the hand;
    then the reveal at a four-seat table.  Saved to test-output/helper-table/."""
    window = open_window(qtbot, translations, language, SIZES[size])
    start(window, scripted_hands(4, "AS 2H 4H JK 6H 3C", stock="AC 2D"), stock="AC 2D")
    wait_for_human_or_end(qtbot, window)
    throw_by_clicks(qtbot, window, "4H JK 6H")
    click_item(qtbot, window, window.scene.stock_item)
    wait_for_human_or_end(qtbot, window)
    click_card(qtbot, window, cards("3C")[0])
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert overlapping_labels(window) == [] and hidden_corners(window, face_up_cards(window)) == []
    shot(qtbot, window, output_dir, f"mid-round-{language}-{size}")
    call_yaniv(qtbot, window)
    assert overlapping_labels(window) == [] and hidden_corners(window, face_up_cards(window)) == []
    shot(qtbot, window, output_dir, f"reveal-{language}-{size}")
    window.close()
