"""Every storage test runs in its own data folder (through the one override)."""

from __future__ import annotations

from pathlib import Path

import pytest

from yaniv_desktop.storage.paths import ENV_VAR


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "profile"
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder
