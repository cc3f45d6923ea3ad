"""A match whose stored row another program damaged: the history window lists it, and opening
it (a double-click, as a player does) names the match and the column on the count line instead
of failing; every other match opens as before.  In English and in Hebrew."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from yaniv_desktop.storage.history import History
from yaniv_desktop.storage.problems import Problems
from yaniv_desktop.ui.history import HistoryWindow

from ...storage.helpers import play_and_record


@pytest.mark.parametrize("language", ["en", "he"])
def test_opening_a_damaged_match_says_which_and_opens_the_others(qtbot, translations, tmp_path: Path,
                                                                   language: str) -> None:
    translations.use(language)
    path = tmp_path / "history.sqlite3"
    history = History.open(path, Problems())
    for seed in (1, 2):
        play_and_record(history, seed)
    ids = sorted(r.id for r in history.iter_rows())
    history.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE matches SET rules = '{not json' WHERE id = ?", (ids[0],))
    conn.commit()
    conn.close()

    history = History.open(path, Problems())
    window = HistoryWindow(history)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.proxy.rowCount() == 2, "the damaged match is still listed"
    rows = {window.proxy.match_at(r).id: r for r in range(window.proxy.rowCount())}
    view = window.view
    for match_id in ids:
        rect = view.visualRect(window.proxy.index(rows[match_id], 1))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert str(ids[0]) in window.count_label.text() and str(path) in window.count_label.text()
    assert [page.detail.row.id for page in window.pages] == [ids[1]], "the other match opened"
    for page in window.pages:
        page.close()
    history.close()
