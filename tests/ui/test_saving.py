"""The game window with its storage: saved after every move, resumed after closing."""

from __future__ import annotations

from pathlib import Path

from yaniv_desktop.ai.player import Level
from yaniv_desktop.core.rules import RuleSet
from yaniv_desktop.storage import Storage
from yaniv_desktop.ui.play.persistence import settings_of
from yaniv_desktop.ui.play.seats import MatchSettings, Seat
from yaniv_desktop.ui.shell.main_window import MainWindow

from .helpers import (
    play_human_turn_by_clicks,
    play_match_by_clicks,
    play_turns_by_clicks,
    wait_for_human_or_end,
)


def open_window(qtbot, storage: Storage) -> MainWindow:
    window = MainWindow(move_delay_ms=0, storage=storage)
    window.scene.animations_enabled = False
    window.coach_enabled = False
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_closed_match_resumes_at_the_same_turn_with_the_same_cards(qtbot, tmp_path: Path) -> None:
    storage = Storage.open(tmp_path / "profile")
    window = open_window(qtbot, storage)
    settings = MatchSettings(seats=(Seat("Shira"), Seat("Dana", Level.BEGINNER)), rules=RuleSet(players=2),
                             seed=77)
    controller = window.start_match(settings)
    play_turns_by_clicks(qtbot, window, 3)
    state = controller.round
    hands, stock, turn = [list(h) for h in state.hands], list(state.stock), state.turn
    window.close()
    storage.close()

    again = Storage.open(tmp_path / "profile")
    saved = again.resumable
    assert saved is not None and saved.match.round.turn == turn
    window = open_window(qtbot, again)
    resumed = window.start_match(settings_of(saved), resumed=again.resume())
    state = resumed.round
    assert [list(h) for h in state.hands] == hands and list(state.stock) == stock and state.turn == turn
    assert resumed.settings.names == ("Shira", "Dana")
    wait_for_human_or_end(qtbot, window)
    play_human_turn_by_clicks(qtbot, window)
    window.close()
    again.close()


def test_finished_rounds_reach_the_history_and_settings_are_kept(qtbot, tmp_path: Path) -> None:
    storage = Storage.open(tmp_path / "profile")
    window = open_window(qtbot, storage)
    settings = MatchSettings(seats=(Seat("Shira"), Seat("Dana", Level.BEGINNER)),
                             rules=RuleSet(players=2, elimination_limit=30), seed=5)
    controller = window.start_match(settings)
    play_match_by_clicks(qtbot, window)
    assert controller.match.is_over
    rows = storage.history.page()
    assert len(rows) == 1 and storage.history.count() == 1
    detail = storage.history.match(rows[0].id)
    assert len(detail.rounds) == controller.match.round_number
    assert storage.autosave.load() is None  # nothing left to resume
    window.action("animations").trigger()
    window.action("card_size:large").trigger()
    window.close()
    storage.close()
    again = Storage.open(tmp_path / "profile")
    assert again.settings.animations_enabled is False and again.settings.card_size == "large"
    window = open_window(qtbot, again)
    assert not window.scene.animations_enabled and window.scene.card_scale > 1
    window.action("history").trigger()
    assert window.windows.open_windows, "the history window opened"
    window.close()
    again.close()


def test_a_deck_file_given_to_the_app_joins_the_decks(qtbot, tmp_path: Path) -> None:
    from tests.decks.test_archive import make_archive, manifest_bytes

    storage = Storage.open(tmp_path / "profile")
    window = open_window(qtbot, storage)
    archive = make_archive(tmp_path / "cousins.yanivdeck", [("deck.json", manifest_bytes())])
    gallery = window.windows.show_decks()
    with qtbot.waitSignal(gallery.import_finished, timeout=20000) as finished:
        assert window.open_deck_file(archive)
    assert finished.args == [True] and "cousins" in window.images.registry.ids()
    broken = tmp_path / "broken.yanivdeck"
    broken.write_bytes(b"not a zip")
    gallery = window.windows.show_decks()
    with qtbot.waitSignal(gallery.import_finished, timeout=20000) as finished:
        assert window.open_deck_file(broken), "the import starts; the archive is refused on the worker"
    assert finished.args == [False]
    assert "broken.yanivdeck" in window.windows.open_windows[-1].message.text()
    window.close()
    storage.close()


def test_a_storage_problem_reaches_the_banner_in_the_players_language(qtbot, tmp_path: Path, qapp) -> None:
    from yaniv_desktop.ui.text.i18n import Translations

    profile = tmp_path / "profile"
    (profile / "config").mkdir(parents=True)
    (profile / "config" / "settings.json").write_text('{"version": 1, "coach": tr', encoding="utf-8")
    storage = Storage.open(profile)
    translations = Translations(qapp)
    try:
        translations.use("he")
        window = MainWindow(move_delay_ms=0, storage=storage, translations=translations)
        qtbot.addWidget(window)
        assert storage.problems
        window.show_problem(storage.problems[0])
        shown = window.problem_banner.text()
        assert any("\u0590" <= ch <= "\u05ff" for ch in shown), shown
        window.keeper.problem.emit(storage.problems[0])  # through the keeper's signal too
        assert window.problem_banner.text() == shown
        window.close()
    finally:
        translations.use("en")
        storage.close()
