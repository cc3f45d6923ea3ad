"""Locations: platformdirs by default, one override for all of them."""

from __future__ import annotations

from pathlib import Path

import pytest

from yaniv_desktop.storage.paths import ENV_VAR, data_dir_from_argv, resolve_paths


def test_env_var_moves_every_location(data_dir: Path) -> None:
    paths = resolve_paths()
    assert paths.overridden
    for folder in (paths.config_dir, paths.data_dir, paths.cache_dir, paths.log_dir):
        assert folder.is_relative_to(data_dir)
    assert paths.settings_file.parent == data_dir / "config"
    assert paths.history_file.parent == data_dir / "data"
    assert paths.user_decks_dir.is_relative_to(data_dir)
    assert paths.render_cache_dir.is_relative_to(data_dir / "cache")


def test_option_wins_over_env_var(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path / "portable")
    assert paths.data_dir == tmp_path / "portable" / "data"


def test_platformdirs_without_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    paths = resolve_paths()
    assert not paths.overridden
    assert "yaniv-desktop" in str(paths.config_dir)
    assert "yaniv-desktop" in str(paths.data_dir)
    # nothing is created by resolving
    assert paths.settings_file.name == "settings.json"


def test_data_dir_option_parsing() -> None:
    assert data_dir_from_argv(["--data-dir", "/x"]) == "/x"
    assert data_dir_from_argv(["--data-dir=/y", "--other"]) == "/y"
    assert data_dir_from_argv(["--other"]) is None


def test_ensure_reports_what_it_cannot_create(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    problems = resolve_paths(blocker / "inside").ensure()
    assert len(problems) == 4
    assert all(str(blocker) in p for p in problems)
