"""Refresh the ``.ts`` sources from the code and build the ``.qm`` files.

``python -m yaniv_desktop.translations`` — run after changing any shown string;
then translate what is new (Qt Linguist, or by hand) and run it again.
``--check`` only reports, exiting 1 when a ``.ts`` is stale, untranslated, or its
``.qm`` is out of date.
"""

from __future__ import annotations

import argparse
import sys

from . import LANGUAGES, qm_file, ts_file
from .check import problems
from .tools import release, update


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yaniv_desktop.translations")
    parser.add_argument("--check", action="store_true", help="report problems, change nothing")
    args = parser.parse_args(argv)
    if args.check:
        found = problems()
        for line in found:
            print(line)
        return 1 if found else 0
    for language in LANGUAGES:
        update(ts_file(language))
        release(ts_file(language), qm_file(language))
    left = problems()
    for line in left:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
