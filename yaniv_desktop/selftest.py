"""``yaniv-desktop --self-test REPORT.json``: prove that this copy of the app works.

Run from source or from an installed (frozen) build.  A windowed build has no
console, so the result is a JSON report plus the exit code: 0 only when every check
passed, 1 when one failed, 2 when the report itself could not be written.

The checks, each timed and reported on its own (one failing never hides the next):

``environment``   where the data was found, versions, frozen or not
``qt_plugins``    the platform plugin, SVG and raster image plugins decode real data,
                  the SVG icon engine, Pillow's PNG and JPEG codecs
``decks``         every built-in deck loads (none broken) and renders every card
``translations``  every app ``.qm`` file and Qt's ``qtbase_{he,ar,sv,nl}.qm`` load
``round``         the rules and the computer players play one full round through the
                  same child process the game window uses (so a frozen build proves
                  that ``spawn`` + ``freeze_support`` work)
``history``       that round is saved in a temporary data dir and read back
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from yaniv_desktop import resources

QT_LANGUAGES = tuple(lang for lang in resources.LANGUAGES if lang != "en")  # English needs no file
ROUND_LEVELS = ("beginner", "intermediate", "expert")
MOVE_TIMEOUT = 60.0      # seconds for one computer move (the first includes starting the process)
MAX_ACTIONS = 2000       # a round that runs longer than this is stuck
CARD_WIDTH = 40          # px: small, but every layer of every card is still painted

_SVG = (b'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">'
        b'<rect width="16" height="16" fill="#c0392b"/></svg>')


class CheckFailed(Exception):
    """A check's own verdict (as opposed to an unexpected error)."""


# ----- the checks -------------------------------------------------------------------------

def check_environment() -> dict[str, Any]:
    import PySide6
    from PySide6.QtCore import qVersion

    from yaniv_desktop import __version__

    details = {
        "app_version": __version__,
        "frozen": resources.is_frozen(),
        "executable": sys.executable,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "pyside6": PySide6.__version__,
        "qt": qVersion(),
        "resources_root": str(resources.root()),
    }
    for name, folder in (("decks_dir", resources.decks_dir()), ("assets_dir", resources.assets_dir())):
        details[name] = str(folder)
        if not folder.is_dir():
            raise CheckFailed(f"{name} {folder} is missing")
    return details


def check_qt_plugins() -> dict[str, Any]:
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QGuiApplication, QIcon, QImage, QImageReader
    from PySide6.QtSvg import QSvgRenderer

    formats = sorted(bytes(f.data()).decode() for f in QImageReader.supportedImageFormats())
    details: dict[str, Any] = {"platform": QGuiApplication.platformName(), "image_formats": formats}
    missing = [f for f in ("svg", "png", "jpg", "jpeg") if f not in formats]
    if missing:
        raise CheckFailed(f"image plugins missing for {', '.join(missing)} (have {', '.join(formats)})")

    if not QSvgRenderer(QByteArray(_SVG)).isValid():
        raise CheckFailed("QtSvg cannot parse a plain SVG")
    decoded = {}
    for fmt, data in (("svg", _SVG), ("png", _pillow_bytes("PNG")), ("jpg", _pillow_bytes("JPEG"))):
        image = QImage()
        if not image.loadFromData(data, fmt.upper()) or image.isNull():
            raise CheckFailed(f"the {fmt} image plugin is listed but cannot decode a {fmt} file")
        decoded[fmt] = [image.width(), image.height()]
    details["decoded"] = decoded

    # The SVG icon engine (window and menu icons drawn from SVG).
    with tempfile.TemporaryDirectory(prefix="yaniv-selftest-icon-") as tmp:
        path = Path(tmp) / "icon.svg"
        path.write_bytes(_SVG)
        pixmap = QIcon(str(path)).pixmap(32, 32)
        if pixmap.isNull():
            raise CheckFailed("the SVG icon engine plugin is missing (an SVG icon paints nothing)")

    # Pillow, for photos imported into decks: both codecs.
    details["pillow"] = _pillow_round_trip()
    return details


def _pillow_bytes(fmt: str) -> bytes:
    import io

    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (8, 6), (200, 60, 40)).save(out, fmt)
    return out.getvalue()


def _pillow_round_trip() -> dict[str, Any]:
    import io

    import PIL
    from PIL import Image

    sizes = {}
    for fmt in ("PNG", "JPEG"):
        with Image.open(io.BytesIO(_pillow_bytes(fmt))) as image:
            image.load()
            sizes[fmt] = list(image.size)
    return {"version": PIL.__version__, "decoded": sizes}


def check_decks() -> dict[str, Any]:
    from yaniv_desktop.decks.registry import default_builtin_dir, scan_default
    from yaniv_desktop.decks.renderer import DeckRenderer

    builtin = default_builtin_dir()
    registry = scan_default()
    details: dict[str, Any] = {"builtin_dir": str(builtin), "decks": {}}
    if builtin.resolve() != resources.decks_dir().resolve():
        details["note"] = f"the deck registry looks in {builtin}, resources.decks_dir() is {resources.decks_dir()}"
    if registry.broken:
        details["broken"] = {str(b.folder): b.message for b in registry.broken}
    if not registry.decks:
        raise CheckFailed(f"no built-in decks found in {builtin}")
    renderer = DeckRenderer(registry)
    blank: list[str] = []
    for deck in registry.decks:
        names = renderer.names(deck.id)
        for name in names:
            image = renderer.image(deck.id, name, CARD_WIDTH)
            if image.isNull() or image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 0:
                blank.append(f"{deck.id}/{name}")
        details["decks"][deck.id] = {"cards": len(names), "version": deck.manifest.version}
    if blank:
        raise CheckFailed(f"{len(blank)} cards rendered blank: {', '.join(blank[:10])}")
    if registry.broken:
        raise CheckFailed(f"{len(registry.broken)} built-in deck(s) broken: "
                          + "; ".join(b.message for b in registry.broken))
    return details


def check_translations() -> dict[str, Any]:
    """Every .qm file loads.  One with no messages yet (a language not translated so
    far) still loads; it is listed under ``empty`` rather than failed."""
    from PySide6.QtCore import QTranslator

    def load(path: Path) -> tuple[bool, bool]:
        translator = QTranslator()
        loaded = path.is_file() and translator.load(str(path))
        return loaded, loaded and translator.isEmpty()

    app_files = resources.translation_files()
    qt_dir = resources.qt_translations_dir()
    qt_files = [qt_dir / f"qtbase_{lang}.qm" for lang in QT_LANGUAGES]
    results = {"app": {p.name: load(p) for p in app_files}, "qt": {p.name: load(p) for p in qt_files}}
    details: dict[str, Any] = {
        "app_dir": str(resources.translations_dir()),
        "app": {name: loaded for name, (loaded, _) in results["app"].items()},
        "qt_dir": str(qt_dir),
        "qt": {name: loaded for name, (loaded, _) in results["qt"].items()},
        "empty": sorted(name for group in results.values() for name, (_, empty) in group.items() if empty),
    }
    failed = [name for group in results.values() for name, (loaded, _) in group.items() if not loaded]
    if failed:
        raise CheckFailed(f"translations that do not load: {', '.join(failed)}")
    empty_qt = [name for name, (_, empty) in results["qt"].items() if empty]
    if empty_qt:
        raise CheckFailed(f"Qt's translations hold no messages: {', '.join(empty_qt)}")
    return details


def check_round(played: dict[str, Any]) -> dict[str, Any]:
    """One full round, every move chosen by the computer players' child process."""
    from yaniv_desktop.core.match import Match
    from yaniv_desktop.core.rules import RuleSet
    from yaniv_desktop.ui.play.ai_process import AIProcess, request_for

    seed = "self-test"
    match = Match(RuleSet(players=len(ROUND_LEVELS)), seed)
    state = match.start_round()
    ai = AIProcess()
    slowest = 0.0
    started = time.perf_counter()
    try:
        actions = 0
        while not state.is_over:
            if actions >= MAX_ACTIONS:
                raise CheckFailed(f"the round did not end after {MAX_ACTIONS} actions")
            seat = state.current
            level = ROUND_LEVELS[seat % len(ROUND_LEVELS)]
            request = ai.submit(request_for(state, match.round_deal, seat, level, f"{seed}/{seat}"))
            answer = _wait_for(ai, request)
            slowest = max(slowest, answer.seconds)
            match.apply(answer.action)
            actions += 1
        first_move_and_round = time.perf_counter() - started
        alive = ai.alive
    finally:
        ai.close()
    if not alive:
        raise CheckFailed("the computer players' process died during the round")
    record = match.records[-1]
    played["match"] = match
    return {
        "actions": actions,
        "levels": list(ROUND_LEVELS),
        "outcome": str(getattr(record.result, "outcome", record.result)),
        "totals": list(match.totals),
        "slowest_move_seconds": round(slowest, 3),
        "seconds_with_process_start": round(first_move_and_round, 3),
    }


def _wait_for(ai: Any, request: int) -> Any:
    deadline = time.monotonic() + MOVE_TIMEOUT
    while time.monotonic() < deadline:
        for answer in ai.answers():
            if answer.action is None:
                raise CheckFailed(f"a computer player failed: {answer.reason}")
            if answer.request == request:
                return answer
        if not ai.alive:
            raise CheckFailed("the computer players' process stopped (does the frozen build start it?)")
        time.sleep(0.005)
    raise CheckFailed(f"no computer move within {MOVE_TIMEOUT:.0f} s")


def check_history(played: dict[str, Any]) -> dict[str, Any]:
    """Save the played round the way the game does, in a temporary data dir; read it back."""
    from yaniv_desktop.core.match import Match
    from yaniv_desktop.storage import PlayerInfo, Storage

    source = played.get("match")
    if source is None:
        raise CheckFailed("no round was played (see the round check)")
    with tempfile.TemporaryDirectory(prefix="yaniv-selftest-data-") as tmp:
        players = [PlayerInfo.computer(f"Player {i + 1}", level) for i, level in enumerate(ROUND_LEVELS)]
        storage = Storage.open(tmp)
        try:
            match = Match(source.rules, source.seed)
            session = storage.start_match(match, players)
            for rec in source.records:
                match.start_round(rec.deal, rec.setup.starter)
                session.after_action()
                for action in rec.actions:
                    match.apply(action)
                    session.after_action()
            match_id = session.match_id
            problems = list(storage.problems)
        finally:
            storage.close()
        history_file = Path(tmp) / "data" / "history.sqlite3"
        reopened = Storage.open(tmp)
        try:
            detail = reopened.history.match(match_id)
            persistent = reopened.history.persistent
        finally:
            reopened.close()
        rounds = len(detail.rounds)
        actions = detail.rounds[0].actions if rounds else 0
        size = history_file.stat().st_size if history_file.exists() else 0
    expected = len(source.records[0].actions)
    if problems:
        raise CheckFailed("the storage reported: " + " | ".join(problems))
    if not persistent or size == 0:
        raise CheckFailed(f"the history was not written to disk ({history_file})")
    if rounds != len(source.records) or actions != expected:
        raise CheckFailed(f"read back {rounds} round(s) with {actions} actions; saved "
                          f"{len(source.records)} with {expected}")
    return {"rounds": rounds, "actions": actions, "bytes": size, "problems": problems}


# ----- running ----------------------------------------------------------------------------

def _run_check(name: str, fn: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    started = time.perf_counter()
    entry: dict[str, Any] = {"name": name, "ok": False}
    try:
        entry["details"] = fn()
        entry["ok"] = True
    except CheckFailed as failure:
        entry["error"] = str(failure)
    except BaseException as error:  # noqa: BLE001 - the report must say what broke, whatever it was
        if isinstance(error, KeyboardInterrupt):
            raise
        entry["error"] = f"{type(error).__name__}: {error}"
        entry["traceback"] = traceback.format_exc()
    entry["seconds"] = round(time.perf_counter() - started, 3)
    return entry


def run_checks() -> dict[str, Any]:
    from PySide6.QtWidgets import QApplication

    started = time.perf_counter()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Yaniv Desktop")
    played: dict[str, Any] = {}
    checks = [
        _run_check("environment", check_environment),
        _run_check("qt_plugins", check_qt_plugins),
        _run_check("decks", check_decks),
        _run_check("translations", check_translations),
        _run_check("round", lambda: check_round(played)),
        _run_check("history", lambda: check_history(played)),
    ]
    return {
        "ok": all(c["ok"] for c in checks),
        "passed": sum(c["ok"] for c in checks),
        "failed": sum(not c["ok"] for c in checks),
        "frozen": resources.is_frozen(),
        "seconds": round(time.perf_counter() - started, 3),
        "finished_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "checks": checks,
    }


def run(report_path: str | os.PathLike[str]) -> int:
    """Run every check, write the report, return the exit code."""
    try:
        report = run_checks()
    except BaseException as error:  # noqa: BLE001 - even Qt failing to start must reach the report
        if isinstance(error, KeyboardInterrupt):
            raise
        report = {"ok": False, "passed": 0, "failed": 1, "frozen": resources.is_frozen(),
                  "checks": [{"name": "start", "ok": False, "error": f"{type(error).__name__}: {error}",
                              "traceback": traceback.format_exc()}]}
    path = Path(report_path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(report, indent=2, default=str) + "\n", encoding="utf-8")
        os.replace(tmp, path)
    except OSError as error:
        _say(f"self-test: cannot write the report {path}: {error}")
        return 2
    _say(summary(report) + f"\nreport: {path}")
    return 0 if report["ok"] else 1


def summary(report: dict[str, Any]) -> str:
    lines = [f"{'ok  ' if c['ok'] else 'FAIL'} {c['name']:<13} {c.get('seconds', 0):7.2f} s"
             + ("" if c["ok"] else f"  {c.get('error', '')}") for c in report["checks"]]
    total = report["passed"] + report["failed"]
    lines.append(f"self-test: all {total} checks passed" if report["ok"]
                 else f"self-test: {report['failed']} of {total} checks FAILED")
    return "\n".join(lines)


def _say(text: str) -> None:
    """Print when there is a console (a windowed Windows build has none: stdout is None)."""
    if sys.stdout is not None:
        with contextlib.suppress(OSError, ValueError):
            print(text, flush=True)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        _say("usage: python -m yaniv_desktop.selftest REPORT.json")
        return 2
    return run(args[0])


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
