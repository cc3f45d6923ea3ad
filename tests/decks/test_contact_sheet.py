"""The contact-sheet command: one PNG per deck with every court, the jokers, backs and numbers."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from yaniv_desktop.decks.contact_sheet import GAP, TITLE_H, main
from yaniv_desktop.decks.paint import card_height


def test_a_sheet_holds_five_rows_of_four_cards(tmp_path: Path, qapp) -> None:
    assert main(["--out", str(tmp_path), "--width", "40", "iraqi"]) == 0
    sheet = QImage(str(tmp_path / "iraqi.png"))
    assert (sheet.width(), sheet.height()) == (GAP + 4 * (40 + GAP), TITLE_H + GAP + 5 * (card_height(40) + GAP))
    # Every card slot is painted: the centre of each slot is not the sheet's background.
    background = sheet.pixelColor(2, sheet.height() - 2)
    for row in range(5):
        for column in range(4):
            x = GAP + column * (40 + GAP) + 20
            y = TITLE_H + GAP + row * (card_height(40) + GAP) + card_height(40) // 2
            assert sheet.pixelColor(x, y) != background, (row, column)


def test_an_unknown_deck_is_named(tmp_path: Path, qapp, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--out", str(tmp_path), "no-such-deck"])
    assert stop.value.code == 2
    assert "no deck 'no-such-deck'" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())
