"""The history and statistics windows.

* :class:`~.window.HistoryWindow` — every match in a lazily fetched ``QTableView``,
  filtered by date, opponent, computer level, rules and result.
* :class:`~.match_page.MatchPage` — a match round by round, a chart of the totals,
  and a replay that steps through it move by move.
* :class:`~.stats_window.StatisticsWindow` — the human player's statistics.

All take a :class:`yaniv_desktop.storage.History` (``storage.history``).
"""

from yaniv_desktop.ui.history.match_page import MatchPage
from yaniv_desktop.ui.history.stats_window import StatisticsWindow
from yaniv_desktop.ui.history.window import HistoryWindow

__all__ = ["HistoryWindow", "MatchPage", "StatisticsWindow"]
