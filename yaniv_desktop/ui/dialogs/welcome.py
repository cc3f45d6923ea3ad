"""The welcome (issue 27): name, language, difficulty and deck on one short screen.

Shown on the first start and again from the Help menu.  Choosing a language turns the
whole app (this screen first) into it at once, right to left for Hebrew and Arabic.
"Start playing" accepts, "Skip" rejects; :meth:`WelcomeDialog.choice` holds what is on
the screen either way, and :func:`settings_for` turns it into the first match.

The app needs only :func:`needs_welcome` and :func:`show_welcome`::

    if needs_welcome(storage.settings):
        match = show_welcome(window, storage.settings, translations, window.images.registry, deck)
        # None: skipped; else the match to start.  The settings are stored already.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from yaniv_desktop.ai.newcomer import DEFAULT_DIFFICULTY, DIFFICULTIES, difficulty
from yaniv_desktop.decks.registry import DeckRegistry
from yaniv_desktop.ui.dialogs.new_match import explanation_label, in_reading_direction, playable_decks
from yaniv_desktop.ui.play.seats import COMPUTER_NAMES, MatchSettings, Seat, is_default_name, stored_name, you
from yaniv_desktop.ui.table.card_images import FALLBACK_DECK
from yaniv_desktop.ui.text.i18n import LANGUAGES, Translations, resolve

CONTEXT = "WelcomeDialog"
NAME_LENGTH = 40  # the player_name setting's limit
TEXT_WIDTH = 520  # the explanations wrap at about this width (px), so the screen stays short

# The difficulty choices in the player's words, by id (the ai layer has the English only).
DIFFICULTY_WORDS: dict[str, tuple[str, str]] = {
    "new_to_yaniv": (
        QT_TRANSLATE_NOOP("WelcomeDialog", "New to Yaniv"),
        QT_TRANSLATE_NOOP("WelcomeDialog", "One gentle opponent (Beginner): learn the game and win your share"),
    ),
    "know_the_game": (
        QT_TRANSLATE_NOOP("WelcomeDialog", "I know the game"),
        QT_TRANSLATE_NOOP("WelcomeDialog", "Three Intermediate opponents who keep pairs and runs and call with care"),
    ),
    "challenge_me": (
        QT_TRANSLATE_NOOP("WelcomeDialog", "Challenge me"),
        QT_TRANSLATE_NOOP("WelcomeDialog", "Three Expert opponents who read the table and know every scoring trick"),
    ),
}


@dataclass(frozen=True, slots=True)
class WelcomeChoice:
    """What the welcome shows.  ``name`` is kept as :func:`stored_name` keeps it (the
    default name in no language), ``language`` is a code of :data:`LANGUAGES`,
    ``difficulty`` an id of :data:`DIFFICULTIES`, ``deck`` a deck id."""

    name: str
    language: str
    difficulty: str
    deck: str


def settings_for(choice: WelcomeChoice, known_decks: Collection[str] | None = None,
                 table_colour: str = "green", seed: int | str | None = None) -> MatchSettings:
    """The first match of that choice: the person in seat 0, the difficulty's opponents,
    its rules, and the deck (replaced by the one the table would draw when it is not
    among ``known_decks``)."""
    chosen = difficulty(choice.difficulty)
    rules = chosen.rules()
    seats = (Seat(choice.name),) + tuple(Seat(COMPUTER_NAMES[i], level) for i, level in enumerate(chosen.opponents))
    return MatchSettings(seats=seats, rules=rules,
                         deck_skins=playable_decks((choice.deck,), rules.deck_count, known_decks),
                         table_colour=table_colour, preset=chosen.preset,
                         seed=seed if seed is not None else random.randrange(10**9))


def choice_from_settings(settings: Any, deck: str = FALLBACK_DECK, language: str | None = None) -> WelcomeChoice:
    """What the welcome opens with: the stored name and difficulty, the language in use
    (``language``, else the stored one) and ``deck``."""
    return WelcomeChoice(
        name=getattr(settings, "player_name", None) or you(),
        language=resolve(language or getattr(settings, "language", None)),
        difficulty=difficulty(getattr(settings, "difficulty", None)).id,
        deck=deck,
    )


def needs_welcome(settings: Any) -> bool:
    """True until the welcome has been finished or skipped once."""
    return not getattr(settings, "welcomed", True)


def remember(settings: Any, choice: WelcomeChoice, match: MatchSettings | None) -> None:
    """Store what the welcome decided.  Always: that it was seen, and a language chosen
    on it (kept on Skip too: the app already speaks it; a language that is the one the
    "system" setting gives anyway leaves that setting alone).  With ``match`` (Start
    playing): the name, the difficulty, and the match as the set-up the next start and
    the new-match dialog open with."""
    from yaniv_desktop.ui.play.match_setup import choices_of  # it may come to ask this module for a match

    values: dict[str, Any] = {"welcomed": True}
    if resolve(getattr(settings, "language", None)) != choice.language:
        values["language"] = choice.language
    if match is not None:
        values.update(player_name=choice.name, difficulty=choice.difficulty, last_new_match=choices_of(match))
    settings.update(values)


def show_welcome(parent: QWidget | None, settings: Any, translations: Translations | None,
                 decks: DeckRegistry | Sequence[tuple[str, str]], deck: str = FALLBACK_DECK) -> MatchSettings | None:
    """Show the welcome (modal) and store what it decided (:func:`remember`): the first
    match to start, or None when the person skipped."""
    dialog = WelcomeDialog(decks, translations, choice_from_settings(
        settings, deck, translations.language if translations is not None else None), parent)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    choice = dialog.choice()
    dialog.deleteLater()
    match = None
    if accepted:
        known = [deck_id for deck_id, _ in _deck_list(decks, choice.language)]
        match = settings_for(choice, known, getattr(settings, "table_theme", "green") or "green")
    remember(settings, choice, match)
    return match


def _deck_list(decks: DeckRegistry | Sequence[tuple[str, str]], language: str) -> list[tuple[str, str]]:
    if isinstance(decks, DeckRegistry):
        return [(d.id, d.manifest.display_name(language)) for d in decks.decks]
    return [(str(deck_id), str(name)) for deck_id, name in decks]


class WelcomeDialog(QDialog):
    """Name, language, difficulty and deck; see the module.

    ``decks``: a :class:`DeckRegistry` (names follow the language) or (id, name) pairs.
    ``translations``: the app's; choosing a language calls its ``use``.  ``initial``:
    the name, difficulty and deck to show (its language is not switched to: the screen
    opens in the language in use).
    """

    def __init__(self, decks: DeckRegistry | Sequence[tuple[str, str]], translations: Translations | None = None,
                 initial: WelcomeChoice | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if translations is None:  # the app's languages all the same (there is one switch)
            translations = Translations(QCoreApplication.instance())
            translations.language = resolve(QLocale().name().split("_")[0])  # what the switch speaks now
        self.translations = translations
        self.decks = decks
        language = self.translations.language  # the screen opens in the language in use
        start = initial or WelcomeChoice(you(), language, DEFAULT_DIFFICULTY, FALLBACK_DECK)
        self._build()
        self._fill_languages(language)
        self.name.setText(you() if is_default_name(start.name) else start.name)
        self._fill_decks(language, start.deck)
        self.difficulty_buttons[difficulty(start.difficulty).id].setChecked(True)
        self.retranslate()
        self.name.setFocus()
        self.name.selectAll()
        self.language.currentIndexChanged.connect(self._language_chosen)

    # ----- building ---------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setSpacing(12)
        # As big as its words, in every language: the screen grows and shrinks with them.
        outer.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        outer.addWidget(self.heading)
        outer.addWidget(self.intro)

        form = self.form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        form.setVerticalSpacing(10)
        self.name = QLineEdit(self)
        self.name.setMaxLength(NAME_LENGTH)
        self.name_label = QLabel(self)
        self.name_label.setBuddy(self.name)
        form.addRow(self.name_label, self.name)

        self.language = QComboBox(self)
        self.language_label = QLabel(self)
        self.language_label.setBuddy(self.language)
        form.addRow(self.language_label, self.language)

        self.difficulty_box = QWidget(self)
        column = QVBoxLayout(self.difficulty_box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        self.difficulty_group = QButtonGroup(self)
        self.difficulty_buttons: dict[str, QRadioButton] = {}
        self.difficulty_notes: dict[str, QLabel] = {}
        indent = self.style().pixelMetric(self.style().PixelMetric.PM_ExclusiveIndicatorWidth) + 6
        for row, choice in enumerate(DIFFICULTIES):
            button = QRadioButton(self.difficulty_box)
            button.setObjectName(choice.id)
            # Only the circle and the words take a click, so the button must not look wider.
            button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            note = explanation_label("", self.difficulty_box)
            note.setMinimumWidth(TEXT_WIDTH // 2)
            under = QHBoxLayout()  # the explanation under the button's words (mirrored right to left)
            under.setContentsMargins(0, 0, 0, 6)
            under.addSpacing(indent)
            under.addWidget(note, 1)
            self.difficulty_group.addButton(button, row)
            self.difficulty_buttons[choice.id] = button
            self.difficulty_notes[choice.id] = note
            column.addWidget(button)
            column.addLayout(under)
        self.difficulty_label = QLabel(self)
        form.addRow(self.difficulty_label, self.difficulty_box)

        self.deck = QComboBox(self)
        self.deck.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.deck_label = QLabel(self)
        self.deck_label.setBuddy(self.deck)
        form.addRow(self.deck_label, self.deck)
        outer.addLayout(form)

        self.later = explanation_label("", self)
        outer.addWidget(self.later)

        self.buttons = QDialogButtonBox(self)
        self.start = QPushButton(self)
        self.start.setDefault(True)
        self.skip = QPushButton(self)
        self.buttons.addButton(self.start, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.skip, QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self.intro.setMinimumWidth(TEXT_WIDTH)

    def _fill_languages(self, current: str) -> None:
        for code, own_name in LANGUAGES.items():  # every language in its own words
            self.language.addItem(own_name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(current)))

    def _fill_decks(self, language: str, current: str | None = None) -> None:
        wanted = current if current is not None else self.deck.currentData()
        listed = _deck_list(self.decks, language) or [(FALLBACK_DECK, "Classic")]
        self.deck.blockSignals(True)
        self.deck.clear()
        for deck_id, name in listed:
            self.deck.addItem(name, deck_id)
        ids = [deck_id for deck_id, _ in listed]
        shown = playable_decks((wanted,), 1, ids)[0] if wanted else ids[0]
        self.deck.setCurrentIndex(max(0, self.deck.findData(shown)))
        self.deck.blockSignals(False)

    # ----- words --------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every word of the screen in the language in use (and its direction)."""
        self.setWindowTitle(self.tr("Welcome to Yaniv Desktop"))
        heading = self.tr("Welcome to Yaniv!")
        self.heading.setText(in_reading_direction(heading))
        self.heading.setAccessibleName(heading)
        self.intro.setText(in_reading_direction(self.tr(
            "Four quick choices and you are at the table. You can change any of them later.")))
        self.name_label.setText(self.tr("Your &name"))
        self.name.setAccessibleName(self.tr("Your name"))
        self.name.setToolTip(self.tr("The name shown for you at the table"))
        self.language_label.setText(self.tr("&Language"))
        self.language.setAccessibleName(self.tr("Language"))
        self.language.setToolTip(self.tr("The language of the whole game; it changes at once"))
        self.difficulty_label.setText(self.tr("Difficulty"))
        self.difficulty_box.setAccessibleName(self.tr("Difficulty"))
        for choice_id, button in self.difficulty_buttons.items():
            label, explanation = DIFFICULTY_WORDS[choice_id]
            words = QCoreApplication.translate(CONTEXT, explanation)
            button.setText(QCoreApplication.translate(CONTEXT, label))
            button.setAccessibleDescription(words)
            self.difficulty_notes[choice_id].setText(in_reading_direction(words))
        self.deck_label.setText(self.tr("&Deck"))
        self.deck.setAccessibleName(self.tr("Deck"))
        self.deck.setToolTip(self.tr("The pictures on the cards; the Decks window has them all"))
        self.later.setText(in_reading_direction(self.tr("You can open this screen again from the Help menu.")))
        self.start.setText(self.tr("Start playing"))
        self.start.setToolTip(self.tr("Deal the first match with these choices"))
        self.skip.setText(self.tr("Skip"))
        self.skip.setToolTip(self.tr("Close this screen and keep the game as it is"))
        if is_default_name(self.name.text()):
            self.name.setText(you())  # the default name in the new language
        self._fill_decks(self.translations.language)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _language_chosen(self, _index: int) -> None:
        code = self.language.currentData()
        if code and code != self.translations.language:
            self.translations.use(code)  # the app sends every window LanguageChange, this one too

    # ----- the result -----------------------------------------------------------------------

    def choice(self) -> WelcomeChoice:
        checked = self.difficulty_group.checkedButton()
        return WelcomeChoice(
            name=stored_name(self.name.text()),
            language=self.language.currentData(),
            difficulty=checked.objectName() if checked is not None else DEFAULT_DIFFICULTY,
            deck=self.deck.currentData() or FALLBACK_DECK,
        )
