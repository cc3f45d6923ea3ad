"""The ``yaniv-desktop`` command."""

from __future__ import annotations

import argparse
import sys

from . import __version__


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="yaniv-desktop", description="Play Yaniv on your desktop.")
    parser.add_argument("--version", action="version", version=f"yaniv-desktop {__version__}")
    parser.parse_args(argv)
    # The game window arrives with the game-window issue; say so rather than fake one.
    print(
        "Yaniv Desktop "
        + __version__
        + ": the game window is not built yet.\n"
        "The rules engine is ready: try `python -m yaniv_desktop.core.bench` or "
        "`python -m yaniv_desktop.core.replay tests/core/scenarios/example_2_assaf.json`."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
