"""The ``yaniv-desktop`` command."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the computer players' process, in a frozen build
    from .ui.shell.app import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
