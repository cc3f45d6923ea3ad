"""Numbers of cards and points in words, in each language's plural forms.

Qt picks the form from the count (``tr(text, "", n)``); Arabic has six of them:
نقطة واحدة, نقطتان, 3–10 نقاط, 11 and more نقطة.  ``lupdate`` only finds a counted
string in a ``self.tr`` call, so the counted fragments of the lower layers' messages
(:class:`yaniv_desktop.core.messages.Count`) are declared here too.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


class Counts(QObject):
    def cards(self, n: int) -> str:
        """"1 card", "3 cards": Arabic says ورقة واحدة, ورقتان, 3 أوراق."""
        if n == 1:  # English has no translator to pick the singular
            return self.tr("1 card")
        return self.tr("%n cards", "", n)

    def points_short(self, n: int) -> str:
        """"12 pts", as the seat badges and the players list show totals."""
        return self.tr("%n pts", "", n)

    def points(self, n: int) -> str:
        """"12 points": the hints' ``Count("%n points", n=…)``, translated."""
        return self.tr("%n points", "", n)


def card_count(n: int) -> str:
    return Counts().cards(n)


def points_short(n: int) -> str:
    return Counts().points_short(n)
