"""Qt Linguist's tools, as PySide6 ships them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from . import sources


def tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease, beside this Python or on the PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (it ships the Qt Linguist tools)")
    return found


def update(ts: Path) -> None:
    """Bring ``ts`` in line with the strings in the code (new ones untranslated)."""
    files = [str(p) for p in sources()]
    subprocess.run([tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none", *files,
                    "-ts", str(ts)], check=True)


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
