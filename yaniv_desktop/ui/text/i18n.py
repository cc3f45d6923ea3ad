"""Languages: the app's translations, Qt's own, and the layout direction.

English is the source language.  Hebrew and Arabic turn the whole layout right to
left (card faces and corner indices stay as they are).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from yaniv_desktop import resources
from yaniv_desktop.core.messages import ENGINE

LANGUAGES: dict[str, str] = {  # code → the language's own name
    "en": "English", "he": "עברית", "ar": "العربية", "sv": "Svenska", "nl": "Nederlands",
}
RIGHT_TO_LEFT = {"he", "ar"}
TRANSLATIONS_DIR = resources.translations_dir()


def system_language() -> str:
    for name in QLocale.system().uiLanguages():
        code = name.split("-")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve(language: str | None) -> str:
    """``"system"`` (or nothing) follows the system; unknown codes fall back to English."""
    if not language or language == "system":
        return system_language()
    return language if language in LANGUAGES else "en"


class Translations:
    """Installs the translators for one language at a time."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.language = "en"
        self._installed: list[QTranslator] = []

    def use(self, language: str | None) -> str:
        code = resolve(language)
        for translator in self._installed:
            self.app.removeTranslator(translator)
        self._installed.clear()
        if code != "en":
            ours = QTranslator(self.app)
            if ours.load(str(TRANSLATIONS_DIR / f"yaniv_{code}.qm")):
                self.app.installTranslator(ours)
                self._installed.append(ours)
            qt = QTranslator(self.app)
            qt_dir = str(resources.qt_translations_dir())
            if qt.load(f"qtbase_{code}", qt_dir):
                self.app.installTranslator(qt)
                self._installed.append(qt)
        self.language = code
        if isinstance(self.app, QApplication):
            direction = Qt.LayoutDirection.RightToLeft if code in RIGHT_TO_LEFT else Qt.LayoutDirection.LeftToRight
            self.app.setLayoutDirection(direction)
        QLocale.setDefault(QLocale(code))
        return code


def engine_text(template: str, **params: object) -> str:
    """An engine sentence (:mod:`yaniv_desktop.core.messages`) in the current language.

    Its card fields ("7♥", "4♦ / 7♦") are isolated left to right, as in :mod:`.bidi`.
    """
    from yaniv_desktop.ui.text.bidi import isolate_cards

    shown = {k: isolate_cards(v) for k, v in params.items()}
    return QCoreApplication.translate(ENGINE, template).format(**shown)
