"""Languages: the app's translations, Qt's own, and the layout direction.

English is the source language.  Hebrew and Arabic turn the whole layout right to
left (card faces and corner indices stay as they are).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, QTranslator
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


class LanguageSwitch(QTranslator):
    """The one translator the application ever installs; a language change swaps what it
    reads from, with no install or remove.

    Installing a translator from Python while a worker thread is inside
    ``QCoreApplication::translate`` (Qt's image reader and writer call it while rendering
    cards) deadlocked: the worker held Qt's translator lock waiting for the GIL, the GUI
    thread held the GIL waiting for that lock. Swapping a Python attribute needs no lock.
    """

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.readers: tuple[QTranslator, ...] = ()  # the app's own, then Qt's

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        for reader in self.readers:
            found = reader.translate(context, source, disambiguation, n)
            if found:
                return found
        return None  # a null string: Qt goes on to the source text (an empty one would be shown)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False

    @classmethod
    def of(cls, app: QCoreApplication) -> LanguageSwitch:
        """The application's switch, installed the first time it is asked for."""
        switch = app.findChild(cls)
        if switch is None:
            switch = cls(app)
            app.installTranslator(switch)
        return switch


class Translations:
    """Puts one language at a time into the application's :class:`LanguageSwitch`."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.language = "en"
        self.switch = LanguageSwitch.of(app)

    def use(self, language: str | None) -> str:
        code = resolve(language)
        readers = []
        if code != "en":
            ours = QTranslator(self.switch)
            if ours.load(str(TRANSLATIONS_DIR / f"yaniv_{code}.qm")):
                readers.append(ours)
            qt = QTranslator(self.switch)
            if qt.load(f"qtbase_{code}", str(resources.qt_translations_dir())):
                readers.append(qt)
        old, self.switch.readers = self.switch.readers, tuple(readers)
        for reader in old:
            reader.deleteLater()
        self.language = code
        if isinstance(self.app, QApplication):
            direction = Qt.LayoutDirection.RightToLeft if code in RIGHT_TO_LEFT else Qt.LayoutDirection.LeftToRight
            self.app.setLayoutDirection(direction)
        QLocale.setDefault(QLocale(code))
        # What installTranslator would have told every window: say your words again.
        QCoreApplication.sendEvent(self.app, QEvent(QEvent.Type.LanguageChange))
        return code


def engine_text(template: str, **params: object) -> str:
    """An engine sentence (:mod:`yaniv_desktop.core.messages`) in the current language.

    Its card fields ("7♥", "4♦ / 7♦") are isolated left to right, as in :mod:`.bidi`.
    """
    from yaniv_desktop.ui.text.bidi import isolate_cards

    shown = {k: isolate_cards(v) for k, v in params.items()}
    return QCoreApplication.translate(ENGINE, template).format(**shown)
