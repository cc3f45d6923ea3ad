"""Where the app's read-only data lives, from source and in a frozen (PyInstaller) build.

The data is laid out the same way in both::

    <root>/decks/<deck>/deck.json     built-in decks
    <root>/assets/parts/…             shared SVG parts, icons
    <root>/yaniv_desktop/translations/*.qm

From source ``<root>`` is the repository (the folder holding ``yaniv_desktop/``);
frozen it is ``sys._MEIPASS`` — ``dist/yaniv-desktop/_internal`` on Windows and
Linux, ``Yaniv Desktop.app/Contents/Frameworks`` on macOS (PyInstaller links the
data there from ``Contents/Resources``).  The spec in ``packaging/`` puts the data
at exactly these places, so every lookup goes through this module and nothing else
needs to know whether it is frozen.

``YANIV_DESKTOP_RESOURCES`` moves the root (for an unusual install, or a test).

Qt's own translations (``qtbase_he.qm`` …) live where Qt says
(:func:`qt_translations_dir`): inside the PySide6 package from source, and in the
bundle's ``PySide6/Qt/translations`` frozen; PyInstaller's PySide6 run-time hook
points Qt there.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV_VAR = "YANIV_DESKTOP_RESOURCES"

#: The app's languages; the bundle ships Qt's translations for these only.
LANGUAGES = ("en", "he", "ar", "sv", "nl")


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def root() -> Path:
    """The folder holding ``decks/``, ``assets/`` and ``yaniv_desktop/``."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser().resolve()
    if is_frozen():
        return Path(sys._MEIPASS).resolve()  # type: ignore[attr-defined]
    return Path(__file__).resolve().parent.parent


def decks_dir() -> Path:
    """The built-in decks (one folder per deck)."""
    return root() / "decks"


def assets_dir() -> Path:
    """Shared art: ``parts/`` for the deck composer."""
    return root() / "assets"


def translations_dir() -> Path:
    """The app's own ``.qm`` files (``yaniv_desktop_he.qm`` …); may not exist yet."""
    return root() / "yaniv_desktop" / "translations"


def translation_files() -> list[Path]:
    """Every app translation present, sorted by name."""
    try:
        return sorted(translations_dir().glob("*.qm"))
    except OSError:
        return []


def qt_translations_dir() -> Path:
    """Qt's own translations (``qtbase_*.qm``), as Qt itself locates them."""
    from PySide6.QtCore import QLibraryInfo

    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))

