"""The scenario replayer: ``python -m yaniv_desktop.core.replay FILE.json``.

Reads one scenario file (format in :mod:`yaniv_desktop.core.scenario`), prints one
JSON object; on an illegal action or a malformed file — any bytes at all — exits with
status 2 and prints only ``{"error": ..., "round": r, "action": i}``, the error
starting with the file's name.  Should the engine itself fail on some file, the same
one line is printed (status 1): never a traceback.  This command line is the one
place in the core that touches a file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from . import safe_json
from .scenario import ScenarioError, run_scenario


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        _print({"error": "usage: python -m yaniv_desktop.core.replay FILE.json", "round": None, "action": None})
        return 2
    name = args[0]
    try:
        output = run_scenario(read_scenario(Path(name)))
    except ScenarioError as error:
        _print({"error": f"{name}: {error}", "round": error.round_index, "action": error.action})
        return 2
    except Exception as error:  # noqa: BLE001 - a file must never end in a traceback
        _print({"error": f"{name}: cannot be replayed ({type(error).__name__}: {error})",
                "round": None, "action": None})
        return 1
    _print(output)
    return 0


def read_scenario(path: Path) -> Any:
    """The file's JSON; :class:`ScenarioError` for a file that cannot be read or is not JSON."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ScenarioError(f"cannot be read ({error.strerror or error})") from None
    except UnicodeDecodeError as error:
        raise ScenarioError(f"is not UTF-8 text (byte {error.start})") from None
    try:
        return safe_json.loads(text)
    except safe_json.UnreadableJson as error:
        raise ScenarioError(str(error)) from None


def _print(data: dict[str, Any]) -> None:
    """One line of JSON; with ASCII escapes when the output cannot take the text as it is
    (a lone surrogate escaped in the file, or a console that is not UTF-8)."""
    try:
        print(json.dumps(data, ensure_ascii=False))
    except UnicodeEncodeError:
        print(json.dumps(data))


if __name__ == "__main__":
    sys.exit(main())
