"""Refresh the ``.ts`` sources from the code and build the ``.qm`` files.

``python -m yaniv_desktop.translations`` — run after changing any shown string;
then translate what is new (Qt Linguist, or by hand) and run it again.
``--fill FILE.json …`` fills untranslated messages from JSON files (see :mod:`.fill`).
``--check`` only reports, exiting 1 when a ``.ts`` is stale, untranslated, or its
``.qm`` is out of date.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import LANGUAGES, qm_file, ts_file
from .check import problems
from .fill import fill, load
from .tools import release, update


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.translations")
    parser.add_argument("--check", action="store_true", help="report problems, change nothing")
    parser.add_argument("--fill", nargs="+", type=Path, metavar="FILE.json", default=[],
                        help="fill untranslated messages from these files (context → source → language)")
    args = parser.parse_args(argv)
    if args.check:
        found = problems()
        for line in found:
            print(line)
        return 1 if found else 0
    table = load(args.fill)
    for language in LANGUAGES:
        update(ts_file(language))
        if table:
            fill(ts_file(language), language, table)
        release(ts_file(language), qm_file(language))
    left = problems()
    for line in left:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
