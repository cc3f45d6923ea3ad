"""Switching the language never freezes the app while cards are being rendered."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_languages_switch_while_worker_threads_use_qt_images() -> None:
    script = Path(__file__).with_name("language_switch_under_load.py")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, str(script), "200"], env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0 and run.stdout.strip() == "done", run.stderr[-2000:]


def test_a_language_change_installs_and_removes_no_translator(qapp, monkeypatch) -> None:
    """The deadlock needs installTranslator or removeTranslator while a worker translates:
    after the first switch is in place, changing languages must call neither."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from yaniv_desktop.ui.text.i18n import Translations

    translations = Translations(qapp)
    calls: list[str] = []
    monkeypatch.setattr(QCoreApplication, "installTranslator", lambda *a: calls.append("install"))
    monkeypatch.setattr(QCoreApplication, "removeTranslator", lambda *a: calls.append("remove"))
    try:
        for code in ("he", "ar", "sv", "nl", "en", "he"):
            translations.use(code)
        assert QApplication.translate("ActionBar", "Throw") == "זרוק"
        translations.use("ar")
        assert QApplication.translate("ActionBar", "Throw") != "Throw"
    finally:
        translations.use("en")
    assert QApplication.translate("ActionBar", "Throw") == "Throw"
    assert calls == []
