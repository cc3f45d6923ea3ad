"""The app's translations: ``yaniv_<lang>.ts`` sources (Qt Linguist) and the ``.qm``
files built from them by ``python -m yaniv_desktop.translations``."""

from __future__ import annotations

from pathlib import Path

LANGUAGES = ("he", "ar", "sv", "nl")  # English is the source language
FOLDER = Path(__file__).resolve().parent
PACKAGE = FOLDER.parent


def sources() -> list[Path]:
    """Every file whose strings are shown to players (the UI, and the engine's sentences)."""
    files = sorted((PACKAGE / "ui").rglob("*.py"))
    files += [PACKAGE / "core" / "messages.py", PACKAGE / "core" / "rules.py", PACKAGE / "storage" / "replay.py",
              PACKAGE / "ai" / "hints.py"]
    files += [PACKAGE / "storage" / f"{name}.py"
              for name in ("atomic", "autosave", "history", "lock", "paths", "safe_json", "settings", "store")]
    return files


def ts_file(language: str) -> Path:
    return FOLDER / f"yaniv_{language}.ts"


def qm_file(language: str) -> Path:
    return FOLDER / f"yaniv_{language}.qm"
