"""resources.py from source and as if frozen; the self-test from source, passing and failing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from yaniv_desktop import resources, selftest

ROOT = Path(__file__).resolve().parents[2]


def test_resources_from_source() -> None:
    assert resources.root() == ROOT
    assert (resources.decks_dir() / "classic" / "deck.json").is_file()
    assert (resources.assets_dir() / "parts").is_dir()
    assert resources.translations_dir() == ROOT / "yaniv_desktop" / "translations"
    assert all(p.suffix == ".qm" for p in resources.translation_files())
    assert (resources.qt_translations_dir() / "qtbase_he.qm").is_file()


def test_resources_when_frozen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(resources.ENV_VAR, raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    (tmp_path / "yaniv_desktop" / "translations").mkdir(parents=True)
    (tmp_path / "yaniv_desktop" / "translations" / "yaniv_he.qm").write_bytes(b"")
    assert resources.is_frozen()
    assert resources.decks_dir() == tmp_path.resolve() / "decks"
    assert resources.assets_dir() == tmp_path.resolve() / "assets"
    assert [p.name for p in resources.translation_files()] == ["yaniv_he.qm"]


def test_resources_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(resources.ENV_VAR, str(tmp_path))
    assert resources.decks_dir() == tmp_path.resolve() / "decks"


def test_self_test_from_source_passes(tmp_path: Path) -> None:
    """The real command line: ``yaniv-desktop --self-test REPORT.json`` (AI child process and all)."""
    report = tmp_path / "out" / "report.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop(resources.ENV_VAR, None)
    result = subprocess.run([sys.executable, "-m", "yaniv_desktop.main", "--self-test", str(report)],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    data = json.loads(report.read_text(encoding="utf-8"))
    failed = [c for c in data["checks"] if not c["ok"]]
    assert result.returncode == 0 and data["ok"], json.dumps(failed, indent=2) + result.stderr
    names = [c["name"] for c in data["checks"]]
    assert names == ["environment", "qt_plugins", "decks", "translations", "round", "history"]
    checks = {c["name"]: c["details"] for c in data["checks"]}
    assert checks["environment"]["frozen"] is False
    assert {"svg", "png", "jpg"} <= set(checks["qt_plugins"]["decoded"])
    assert "classic" in checks["decks"]["decks"]
    assert set(checks["translations"]["qt"]) == {f"qtbase_{lang}.qm" for lang in ("he", "ar", "sv", "nl")}
    assert checks["round"]["actions"] > 0 and checks["history"]["rounds"] == 1
    assert "all 6 checks passed" in result.stdout


def test_a_failing_check_is_reported_and_sets_the_exit_code(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, qapp) -> None:
    def broken_decks() -> dict:
        raise selftest.CheckFailed("deck 'classic' rendered blank")

    def crashing_round(played: dict) -> dict:
        raise RuntimeError("the child process died")

    monkeypatch.setattr(selftest, "check_decks", broken_decks)
    monkeypatch.setattr(selftest, "check_round", crashing_round)
    report = tmp_path / "report.json"
    assert selftest.run(report) == 1
    data = json.loads(report.read_text(encoding="utf-8"))
    by_name = {c["name"]: c for c in data["checks"]}
    assert not data["ok"] and data["failed"] == 3
    assert by_name["decks"]["error"] == "deck 'classic' rendered blank"
    assert "RuntimeError: the child process died" in by_name["round"]["error"]
    assert "Traceback" in by_name["round"]["traceback"]
    assert "no round was played" in by_name["history"]["error"]        # reported, not skipped
    assert by_name["translations"]["ok"] and by_name["qt_plugins"]["ok"]


def test_an_unwritable_report_exits_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp) -> None:
    monkeypatch.setattr(selftest, "run_checks", lambda: {"ok": True, "passed": 0, "failed": 0, "checks": []})
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert selftest.run(blocker / "report.json") == 2
