"""Before Qt opens a window on Linux: are the system libraries of its X11 plugin there?

When one is missing Qt aborts the process, naming only ``libxcb-cursor0`` whatever
is missing. This check loads each library the plugin needs and, if any is absent,
says in plain words which packages to install.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

# The libraries Qt's xcb platform plugin loads from the system, and Debian's package for each
# (the same names on Ubuntu). Qt's own libraries come with PySide6.
XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
}


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Will Qt open its windows through X11 (xcb)?"""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")  # Qt tries Wayland first when it is there


def missing_packages(load: Callable[[str], object] = ctypes.CDLL) -> list[str]:
    """Debian's packages for the libraries that cannot be loaded."""
    missing = []
    for library, package in XCB_LIBRARIES.items():
        try:
            load(library)
        except OSError:
            missing.append(package)
    return missing


def hint(packages: list[str]) -> str:
    names = " ".join(packages)
    return ("Yaniv Desktop cannot open its window: these system libraries are missing: "
            f"{names}.\nOn Debian or Ubuntu install them with:\n    sudo apt-get install {names}\n"
            "(Without a screen, QT_QPA_PLATFORM=offscreen runs the app with no window.)")


def check(environ: Mapping[str, str] = os.environ) -> str | None:
    """The hint to print, or None when Qt can open its window (or does not use xcb)."""
    if not uses_xcb(environ):
        return None
    packages = missing_packages()
    return hint(packages) if packages else None
