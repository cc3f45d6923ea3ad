"""The deck gallery shows every card of a deck, its legend first, and marks broken decks."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from yaniv_desktop.decks.async_render import AsyncImages
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import Origin, default_builtin_dir, scan
from yaniv_desktop.decks.renderer import DeckRenderer
from yaniv_desktop.ui.deck_gallery import IMAGE_NAME, DeckGallery


def test_gallery_renders_a_deck_card_by_card_and_lists_broken_decks(qtbot, tmp_path: Path, output_dir: Path) -> None:
    users = tmp_path / "decks"
    (users / "smudged").mkdir(parents=True)
    data = json.loads((default_builtin_dir() / "classic" / "deck.json").read_text(encoding="utf-8"))
    data.update(id="smudged", version="banana")
    (users / "smudged" / "deck.json").write_text(json.dumps(data), encoding="utf-8")
    parts = PartLibrary()
    registry = scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)
    with ThreadPoolExecutor(2) as pool:
        images = AsyncImages(DeckRenderer(registry, parts), pool)
        gallery = DeckGallery(registry, images, card_width=72)
        qtbot.addWidget(gallery)
        gallery.resize(1180, 760)
        gallery.show()
        arrived: list[str] = []
        images.ready.connect(lambda deck, name, image: arrived.append(name) if deck == "iraqi" else None)
        gallery.show_deck("iraqi")
        qtbot.waitUntil(lambda: len(arrived) == 57, timeout=20000)
        qtbot.wait(50)
        assert gallery.cards.count() == 57
        assert gallery.cards.item(0).data(IMAGE_NAME) == "legend"
        broken = [gallery.decks.item(i).text() for i in range(gallery.decks.count()) if "broken" in gallery.decks.item(i).text()]
        assert len(broken) == 1 and "version" in broken[0] and "smudged" in broken[0]
        assert gallery.grab().save(str(output_dir / "deck-gallery.png"))
