"""The history, match and statistics windows, driven with qtbot; screenshots to test-output/."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from yaniv_desktop.storage.history import History, HistoryFilter
from yaniv_desktop.storage.stats import compute_statistics
from yaniv_desktop.ui.history import HistoryWindow, MatchPage, StatisticsWindow
from yaniv_desktop.ui.history.stats_window import percent
from yaniv_desktop.ui.text.i18n import Translations


def shot(widget, output_dir: Path, name: str) -> Path:
    path = output_dir / f"history_{name}.png"
    assert widget.grab().save(str(path))
    return path


def test_history_window(qtbot, history: History, output_dir: Path) -> None:
    window = HistoryWindow(history)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.proxy.rowCount() == 24
    assert window.count_label.text() == "24 matches"
    shot(window, output_dir, "window")

    window.level.setCurrentIndex(window.level.findData("beginner"))
    want = history.count(HistoryFilter(level="beginner"))
    assert window.proxy.rowCount() == want and f"{want} of 24 matches" in window.count_label.text()
    window.result.setCurrentIndex(window.result.findData("unfinished"))
    assert all(window.proxy.match_at(i).result == "unfinished" for i in range(window.proxy.rowCount()))
    window.clear_filter()
    assert window.proxy.rowCount() == 24

    qtbot.keyClicks(window.opponent, "omer")
    assert window.proxy.rowCount() == history.count(HistoryFilter(opponent="omer"))
    window.clear_filter()

    # click the "Rounds" header: the whole history sorts by SQL
    header = window.view.horizontalHeader()
    x = header.sectionViewportPosition(3) + header.sectionSize(3) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    rounds = [window.proxy.match_at(i).rounds_played for i in range(window.proxy.rowCount())]
    assert rounds in (sorted(rounds), sorted(rounds, reverse=True))

    # double-click opens the match's page
    rect = window.view.visualRect(window.proxy.index(0, 1))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert len(window.pages) == 1 and window.pages[0].detail.row.id == window.proxy.match_at(0).id
    window.pages[0].close()


def test_scrolling_fetches_more(qtbot, big_history: History) -> None:
    window = HistoryWindow(big_history)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.proxy.rowCount() == 200
    window.view.scrollToBottom()
    qtbot.waitUntil(lambda: window.proxy.rowCount() > 200, timeout=3000)
    assert window.model.fetches >= 2


def test_match_page_and_replay(qtbot, history: History, output_dir: Path) -> None:
    row = next(history.iter_rows(HistoryFilter(preset="classic")))  # four players
    page = MatchPage(history, row.id)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert page.rounds_model.rowCount() == row.rounds_played
    shot(page, output_dir, "match_page")

    page.tabs.setCurrentWidget(page.replay)
    replay = page.replay
    assert replay.position == 0 and "Cards dealt" in replay.caption.text()
    assert replay.caption.text().count("Round 1") == 1
    hand_before = replay.hand_labels[0].text()
    assert "♥" in hand_before or "♠" in hand_before or "♦" in hand_before or "♣" in hand_before
    qtbot.mouseClick(replay.buttons["next"], Qt.MouseButton.LeftButton)
    thrower = page.walk.steps[1].actor
    # the person at this screen (seat 0, Dana) is "you"; the others by name
    expected = "You throw" if thrower == row.human_seat else f"{row.players[thrower].name} throws"
    assert replay.position == 1 and expected in replay.caption.text()
    replay.setFocus()
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.position == 2
    for _ in range(5):
        qtbot.keyClick(replay, Qt.Key.Key_Right)
    shot(page, output_dir, "replay")
    qtbot.mouseClick(replay.buttons["next_round"], Qt.MouseButton.LeftButton)
    assert replay.position == page.walk.round_starts[1]
    qtbot.mouseClick(replay.buttons["last"], Qt.MouseButton.LeftButton)
    assert replay.position == len(page.walk.steps) - 1
    assert replay.total_labels[0].text() == str(row.totals[0])
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.position == 0

    # double-clicking a round opens the replay there
    page.tabs.setCurrentIndex(0)
    page.show_round(2)
    assert page.tabs.currentWidget() is replay and replay.position == page.walk.round_starts[2]


def test_statistics_window(qtbot, history: History, output_dir: Path) -> None:
    window = StatisticsWindow(history)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    s = compute_statistics(history)
    assert window.values["matches"].text() == str(s.matches)
    assert window.values["win_rate"].text() == percent(s.win_rate)
    assert window.values["assaf_rate"].text() == f"{s.assafed} ({percent(s.assaf_rate)})"
    assert window.by_level.rowCount() == len(s.by_level) == 3
    assert window.by_preset.rowCount() == len(s.by_preset)
    assert window.chart.periods == s.over_time
    shot(window, output_dir, "statistics")


def test_statistics_and_export_from_the_window(qtbot, history: History, data_dir: Path) -> None:
    window = HistoryWindow(history)
    qtbot.addWidget(window)
    window.preset.setCurrentIndex(window.preset.findData("speedy"))
    stats = window.show_statistics()
    qtbot.addWidget(stats)
    assert set(stats.stats.by_preset) <= {"speedy"}
    out = data_dir / "export.csv"
    assert window.export(out, "csv") == history.count(HistoryFilter(preset="speedy"))
    assert window.export(data_dir / "export.json", "json") == history.count(HistoryFilter(preset="speedy"))


def test_empty_history(qtbot, data_dir: Path, output_dir: Path) -> None:
    empty = History.open(data_dir / "empty.sqlite3")
    window = HistoryWindow(empty)
    qtbot.addWidget(window)
    window.show()
    assert window.count_label.text() == "0 matches"
    stats = StatisticsWindow(empty)
    qtbot.addWidget(stats)
    stats.show()
    assert stats.values["win_rate"].text() == "—"
    shot(stats, output_dir, "statistics_empty")
    empty.close()


@pytest.mark.parametrize("language", ["en", "he", "ar"])
def test_the_limit_caption_of_the_totals_chart_is_never_cut_off(qtbot, qapp, history: History,
                                                               language: str) -> None:
    translations = Translations(qapp)
    translations.use(language)
    try:
        window = HistoryWindow(history)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        rect = window.view.visualRect(window.proxy.index(0, 1))
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        page = window.pages[-1]
        qtbot.addWidget(page)
        chart = page.chart
        assert chart.limit == 200
        caption = chart.limit_caption()
        fm = QFontMetrics(chart.font())
        for size in ((320, 200), (480, 220), (640, 280), (1200, 520)):
            chart.resize(*size)
            chart.grab()  # paints: the caption is placed as it is drawn
            placed = chart.limit_caption_rect
            assert placed is not None
            assert QRectF(chart.rect()).contains(placed), (size, placed)
            assert placed.width() >= fm.horizontalAdvance(caption) and placed.height() >= fm.height()
        page.resize(900, 640)
        page.show()
        qtbot.waitExposed(page)
        QApplication.processEvents()
        folder = output_dir_words()
        assert page.grab().save(str(folder / f"totals-chart-{language}.png"))
        chart.resize(320, 200)
        assert chart.grab().save(str(folder / f"totals-chart-small-{language}.png"))
    finally:
        translations.use("en")


def output_dir_words() -> Path:
    from ...conftest import OUTPUT_DIR

    folder = OUTPUT_DIR / "helper-words"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
