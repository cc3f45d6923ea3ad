"""Where Yaniv Desktop keeps its files.

Locations come from platformdirs (user config, data, cache and log dirs).  One
override moves *all* of them under a single folder: the ``--data-dir`` option or the
``YANIV_DESKTOP_DATA_DIR`` environment variable (the option wins).  Tests and
portable installs use it so that nothing touches the real profile::

    paths = resolve_paths()                    # platformdirs, or the env var
    paths = resolve_paths("/media/usb/yaniv")  # --data-dir
    paths.settings_file, paths.history_file, paths.autosave_file, paths.lock_file
    paths.user_decks_dir, paths.render_cache_dir   # for the deck layer

With an override the layout is ``<dir>/config``, ``<dir>/data``, ``<dir>/cache``
and ``<dir>/log``.  Nothing is created here; :meth:`Paths.ensure` makes the folders
and reports the ones it could not make.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from ..core.messages import QT_TRANSLATE_NOOP
from .messages import Message

APP_NAME = "yaniv-desktop"
APP_AUTHOR = "YanivDesktop"
ENV_VAR = "YANIV_DESKTOP_DATA_DIR"
OPTION = "--data-dir"


@dataclass(frozen=True, slots=True)
class Paths:
    config_dir: Path
    data_dir: Path
    cache_dir: Path
    log_dir: Path
    overridden: bool = False

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def history_file(self) -> Path:
        return self.data_dir / "history.sqlite3"

    @property
    def autosave_file(self) -> Path:
        return self.data_dir / "match-in-progress.json"

    @property
    def lock_file(self) -> Path:
        return self.data_dir / "yaniv-desktop.lock"

    @property
    def user_decks_dir(self) -> Path:
        return self.data_dir / "decks"

    @property
    def render_cache_dir(self) -> Path:
        return self.cache_dir / "cards"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "yaniv-desktop.log"

    def ensure(self) -> list[str]:
        """Create the folders; return a message for each one that cannot be made."""
        problems = []
        for folder in (self.config_dir, self.data_dir, self.cache_dir, self.log_dir):
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                problems.append(Message(QT_TRANSLATE_NOOP("Storage", "Cannot create the folder {path}: {reason}."),
                                        path=folder, reason=exc.strerror or str(exc)))
        return problems


def resolve_paths(data_dir: str | os.PathLike[str] | None = None) -> Paths:
    """The locations: ``data_dir`` (from ``--data-dir``), else the env var, else platformdirs."""
    chosen = data_dir if data_dir is not None else os.environ.get(ENV_VAR) or None
    if chosen is not None:
        root = Path(chosen).expanduser().absolute()
        return Paths(root / "config", root / "data", root / "cache", root / "log", overridden=True)
    return Paths(
        Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR)),
        Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR)),
        Path(platformdirs.user_cache_dir(APP_NAME, APP_AUTHOR)),
        Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR)),
    )


def data_dir_from_argv(argv: Sequence[str]) -> str | None:
    """The value of ``--data-dir DIR`` or ``--data-dir=DIR`` in ``argv`` (None if absent).

    The app's argparse should declare the option too; this helper lets code that
    runs before argument parsing (or a test subprocess) find it.
    """
    for i, arg in enumerate(argv):
        if arg == OPTION and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(OPTION + "="):
            return arg.split("=", 1)[1]
    return None
