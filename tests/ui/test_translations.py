"""The translations: nothing stale or untranslated, every .qm loads and says the right
words, and no translation loses or invents a {field}, an HTML tag or an accelerator."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from yaniv_desktop.core import messages
from yaniv_desktop.translations import LANGUAGES, qm_file, ts_file
from yaniv_desktop.translations.check import messages as ts_messages
from yaniv_desktop.translations.check import problems
from yaniv_desktop.ui.text.i18n import Translations, engine_text

FIELD = re.compile(r"\{(\w*)\}")
TAG = re.compile(r"</?\w+[^>]*>")
ACCELERATOR = re.compile(r"&(?!&)\w")  # "&Game"; "&&" is a literal ampersand

# (context, source) → the translation each language must give
KNOWN: dict[tuple[str, str], dict[str, str]] = {
    ("MainWindow", "&Game"): {"he": "משחק", "ar": "اللعبة", "sv": "&Spel", "nl": "&Spel"},
    ("MainWindow", "Yaniv"): {"he": "יניב", "ar": "يانيف", "sv": "Yaniv", "nl": "Yaniv"},
    ("Engine", messages.NOT_IN_HAND): {
        "he": "{card} לא נמצא ביד.", "ar": "{card} ليست في اليد.",
        "sv": "{card} finns inte på handen.", "nl": "{card} zit niet in de hand.",
    },
    ("Engine", messages.NOTICE_RACHELI): {
        "he": "{who}: רחלי! בדיוק {before} → {after}", "ar": "{who}: راحيلي! بالضبط {before} → {after}",
        "sv": "{who}: Racheli! exakt {before} → {after}", "nl": "{who}: Racheli! precies {before} → {after}",
    },
    ("Describe", "Assaf! {by} caught {caller}"): {
        "he": "אסף! {by} תפס את {caller}", "ar": "أساف! {by} أمسك {caller}",
        "sv": "Asaf! {by} fångade {caller}", "nl": "Assaf! {by} betrapte {caller}",
    },
    ("Presets", "Israeli (default)"): {
        "he": "ישראלי (ברירת מחדל)", "ar": "إسرائيلية (افتراضي)", "sv": "Israelisk (standard)",
        "nl": "Israëlisch (standaard)",
    },
    ("HistoryWindow", "Match history"): {
        "he": "היסטוריית משחקים", "ar": "سجل المباريات", "sv": "Partihistorik", "nl": "Partijgeschiedenis",
    },
    ("StatisticsWindow", "Racheli"): {"he": "רחלי", "ar": "راحيلي", "sv": "Racheli", "nl": "Racheli"},
}


def test_check_reports_nothing() -> None:
    """What ``python -m yaniv_desktop.translations --check`` prints: must be nothing."""
    found = problems()
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_qm_loads_and_translates(qapp, language: str) -> None:
    translator = QTranslator()
    assert translator.load(str(qm_file(language))), f"{qm_file(language).name} does not load"
    assert not translator.isEmpty()
    for (context, source), expected in KNOWN.items():
        assert translator.translate(context, source) == expected[language], (context, source)
    # a message that is not in the file is not translated (Qt then shows the English)
    assert translator.translate("MainWindow", "no such message, surely") == ""


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translation_keeps_fields_tags_and_accelerators(language: str) -> None:
    found = ts_messages(ts_file(language))
    assert found, f"{ts_file(language).name} has no messages"
    wrong = []
    for (context, source), text in found.items():
        if text is None:  # untranslated: test_check_reports_nothing names it
            continue
        if Counter(FIELD.findall(source)) != Counter(FIELD.findall(text)):
            wrong.append(f"fields differ in {context}: {source!r} → {text!r}")
        if Counter(TAG.findall(source)) != Counter(TAG.findall(text)):
            wrong.append(f"HTML tags differ in {context}: {source!r} → {text!r}")
        if language not in ("he", "ar") and len(ACCELERATOR.findall(source)) != len(ACCELERATOR.findall(text)):
            wrong.append(f"accelerator lost in {context}: {source!r} → {text!r}")
        if language in ("he", "ar") and len(ACCELERATOR.findall(text)) > len(ACCELERATOR.findall(source)):
            wrong.append(f"an accelerator that the source has not in {context}: {source!r} → {text!r}")
        try:  # every field name the code passes still formats
            text.format(**{name: "x" for name in FIELD.findall(source)})
        except (KeyError, IndexError, ValueError) as exc:
            wrong.append(f"does not format in {context}: {text!r} ({exc})")
    assert wrong == [], "\n".join(wrong)


def test_installed_language_reaches_engine_sentences_and_the_history(qapp) -> None:
    translations = Translations(qapp)
    try:
        assert translations.use("he") == "he"
        assert engine_text(messages.NOT_IN_HAND, card="7♥") == "\u20667♥\u2069 לא נמצא ביד."
        assert QCoreApplication.translate("History", "Won") == "ניצחון"
        assert translations.use("nl") == "nl"
        assert engine_text(messages.NOTICE_ELIMINATED, who="Dana", after=201) == "Dana: eruit met 201"
    finally:
        translations.use("en")
    assert engine_text(messages.NOTICE_ELIMINATED, who="Dana", after=201) == "Dana: out with 201"
