"""Settings, match history, autosave and file locations: nothing is ever lost.

The game window needs one call::

    from yaniv_desktop.storage import Storage, PlayerInfo, AlreadyRunningError

    storage = Storage.open(data_dir=None)   # --data-dir / YANIV_DESKTOP_DATA_DIR / platformdirs
    storage.settings      # Settings: .language, .card_size, .set(name, value) …  (settings.py)
    storage.history       # History: begin_match / record_round / finish_match, page, match (history.py)
    storage.autosave      # Autosave: save(record) / load() / discard()  (autosave.py)
    storage.problems      # list of user-facing messages (.subscribe(callback) for new ones)
    storage.resumable     # SavedMatch of an interrupted match, or None
    storage.can_save      # False while the disk refuses writes; the game plays on

    session = storage.start_match(match, [PlayerInfo.human("Dana"),
                                          PlayerInfo.computer("Omer", "expert")],
                                  preset="israeli", decks=["classic"])
    session.after_action()        # after every Match.apply / start_round
    storage.resume() / storage.decline()
    storage.close()

Statistics: :func:`yaniv_desktop.storage.stats.compute_statistics`; export:
:mod:`yaniv_desktop.storage.export`; replay walk: :mod:`yaniv_desktop.storage.replay`;
benchmark: ``python -m yaniv_desktop.storage.bench [--json]``.

This layer imports the core (to serialize matches) and never Qt widgets or the UI.
Nothing is pickled: settings and autosaves are JSON, the history is SQLite.
"""

from .autosave import Autosave, SavedMatch
from .history import History, HistoryFilter, MatchDetail, MatchRow, PlayerInfo, RoundRow
from .lock import AlreadyRunningError
from .paths import ENV_VAR, Paths, resolve_paths
from .problems import Problems
from .settings import DECLARATIONS, Setting, SettingError, Settings
from .store import MatchSession, Storage

__all__ = [
    "DECLARATIONS", "ENV_VAR", "AlreadyRunningError", "Autosave", "History", "HistoryFilter",
    "MatchDetail", "MatchRow", "MatchSession", "Paths", "PlayerInfo", "Problems", "RoundRow",
    "SavedMatch", "Setting", "SettingError", "Settings", "Storage", "resolve_paths",
]
