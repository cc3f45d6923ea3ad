"""The scenario replayer: ``python -m yaniv_desktop.core.replay FILE.json``.

Reads one scenario file (format in :mod:`yaniv_desktop.core.scenario`), prints one
JSON object; on an illegal action or a malformed file, exits with status 2 and
prints only ``{"error": ..., "round": r, "action": i}``.  This command line is the
one place in the core that touches a file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .scenario import ScenarioError, run_scenario


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(json.dumps({"error": "usage: python -m yaniv_desktop.core.replay FILE.json",
                          "round": None, "action": None}))
        return 2
    try:
        try:
            data = json.loads(Path(args[0]).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise ScenarioError(f"{args[0]}: {error}") from None
        output = run_scenario(data)
    except ScenarioError as error:
        print(json.dumps({"error": str(error), "round": error.round_index, "action": error.action},
                         ensure_ascii=False))
        return 2
    print(json.dumps(output, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
