"""One place for what every packaging file needs to agree on.

The spec, ``build.py``, the Inno Setup script (via ``/D`` defines), the macOS
Info.plist and the tests read these.  Nothing here imports the app, Qt or PyInstaller,
so it is safe to import from anywhere.
"""

from __future__ import annotations

import json
import re
import shutil
import struct
from collections.abc import Callable
from pathlib import Path, PurePosixPath

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

NAME = "yaniv-desktop"                 # folder, executable and archive name
DISPLAY_NAME = "Yaniv Desktop"         # what a person sees (.app, Start menu, .desktop)
PUBLISHER = "Yaniv Desktop"
BUNDLE_ID = "org.yanivdesktop.YanivDesktop"
DECK_EXTENSION = ".yanivdeck"
DECK_MIME = "application/x-yanivdeck"
DECK_UTI = "org.yanivdesktop.yanivdeck"
# Inno Setup's AppId: fixed forever, so an upgrade replaces the old install.
WINDOWS_APP_ID = "{{6F1E2B7C-3A9D-4C55-9E0B-8B5D2A7C1E34}"

# Budgets (MB = 1,000,000 bytes): the Linux folder and its .tar.xz.
BUDGET_MB = {"linux-folder": 120, "linux-archive": 50}

LANGUAGES = ("en", "he", "ar", "sv", "nl")

# ----- what the bundle keeps ------------------------------------------------------------

# The app imports exactly these Qt modules.
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg")

# Everything else PySide6 offers is excluded, so PyInstaller never follows it.
QT_EXCLUDED = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender", "QtAxContainer",
    "QtBluetooth", "QtCanvasPainter", "QtCharts", "QtConcurrent", "QtDBus", "QtDataVisualization",
    "QtDesigner", "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer", "QtLocation", "QtMultimedia",
    "QtMultimediaWidgets", "QtNetwork", "QtNetworkAuth", "QtNfc", "QtOpenGL", "QtOpenGLWidgets", "QtPdf",
    "QtPdfWidgets", "QtPositioning", "QtPrintSupport", "QtQml", "QtQuick", "QtQuick3D", "QtQuickControls2",
    "QtQuickTest", "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus",
    "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvgWidgets", "QtTest",
    "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore", "QtWebEngineQuick",
    "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml",
)
PYTHON_EXCLUDED = ("tkinter", "_tkinter", "unittest", "pydoc", "pydoc_data", "lib2to3", "idlelib",
                   "test", "doctest", "xmlrpc", "PySide6.scripts", "numpy", "ssl", "_ssl",
                   # OpenSSL (4.6 MB) only for hashlib, which falls back to Python's own sha/blake2
                   "_hashlib",
                   # East Asian codecs: nothing the app reads is in those encodings
                   "_codecs_jp", "_codecs_kr", "_codecs_cn", "_codecs_tw", "_codecs_hk", "_codecs_iso2022",
                   "_multibytecodec",
                   # decimal's C accelerator (360 KB): only statistics/fractions reach decimal,
                   # and it falls back to the pure-Python _pydecimal
                   "_decimal",
                   # Pillow: the app reads and writes PNG and JPEG only, and draws no text with
                   # Pillow (Qt paints the text), so no FreeType/HarfBuzz for it (3 MB)
                   "PIL._imagingft", "PIL._avif", "PIL.AvifImagePlugin", "PIL._webp", "PIL.WebPImagePlugin", "PIL._imagingtk",
                   "PIL.ImageTk", "PIL.ImageQt", "PIL._imagingcms", "PIL.ImageCms")

# Qt libraries nothing the app loads links to (the hooks add them anyway).
QT_LIBS_EXCLUDED = ("Qt6Network", "Qt6OpenGL", "Qt6EglFSDeviceIntegration", "Qt6EglFsKmsSupport", "Qt6Pdf", "Qt6Qml",
                    "Qt6Quick", "Qt6VirtualKeyboard")

# Qt plugin folders the app needs, and within them the plugins it keeps (None: all).
QT_PLUGINS: dict[str, frozenset[str] | None] = {
    "platforms": frozenset({"xcb", "wayland", "wayland-egl", "offscreen", "minimal",   # Linux
                            "windows",                                               # Windows
                            "cocoa"}),                                               # macOS
    # native file dialogs through the desktop portal; not gtk3, which drags in gtk's
    # whole stack (cairo, pango, gdk-pixbuf, atk …) for a slightly more native palette
    "platformthemes": frozenset({"xdgdesktopportal"}),
    # input methods for typing Hebrew and Arabic names (not Qt's QML virtual keyboard)
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}),
    "imageformats": frozenset({"svg", "jpeg", "gif", "ico"}),  # png is built into QtGui
    "iconengines": frozenset({"svgicon"}),
    "styles": None,                   # Windows 11 / macOS styles
    "xcbglintegrations": None,
    "wayland-decoration-client": None,
    # (no wayland-graphics-integration-client: that is for OpenGL surfaces; the app's
    # widgets are raster-painted and reach a Wayland compositor through shared memory)
    "wayland-shell-integration": None,
    # touch and tablet input on Linux (not TUIO, which needs QtNetwork)
    "generic": frozenset({"evdevkeyboardplugin", "evdevmouseplugin", "evdevtabletplugin", "evdevtouchplugin"}),
}


# Linux: libraries taken from the user's system instead of the bundle, like libGL,
# which PyInstaller never bundles.  libdbus-1 is on every Linux desktop (the session
# bus is how the desktop talks to apps) and bundling it drags libsystemd, libgcrypt,
# lz4 and zstd along (3.6 MB).
HOST_LIBS = ("libdbus-1.so.3",)


def version() -> str:
    """The app's version, read from ``yaniv_desktop/__init__.py`` without importing it."""
    text = (ROOT / "yaniv_desktop" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.M)
    if not found:
        raise RuntimeError("no __version__ in yaniv_desktop/__init__.py")
    return found.group(1)


def version_tuple(text: str | None = None) -> tuple[int, int, int, int]:
    """``0.1.0`` → ``(0, 1, 0, 0)`` for the Windows version resource."""
    numbers = [int(n) for n in re.findall(r"\d+", text or version())[:4]]
    return tuple((numbers + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def _plugin_stem(filename: str) -> str:
    """``libqsvg.so`` / ``qsvg.dll`` / ``libqsvg.dylib`` → ``svg``; ``libqxcb.so`` → ``xcb``."""
    stem = filename.split(".")[0]
    stem = stem.removeprefix("lib")
    return stem[1:] if stem.startswith("q") else stem


def keep_file(dest: str) -> bool:
    """Whether a file PyInstaller collected (by its path inside the bundle) stays.

    Drops Qt plugins the app cannot use, and Qt translations for languages it does
    not speak.  Everything that is not Qt's passes.
    """
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    if not parts:
        return True
    base = parts[-1].removeprefix("lib")
    if any(base.startswith(lib + ".") or base == lib for lib in QT_LIBS_EXCLUDED):
        return False
    if parts[-1] in HOST_LIBS:
        return False
    if "QtNetwork.framework" in parts or "QtPdf.framework" in parts:
        return False
    if len(parts) < 3 or parts[0] != "PySide6":
        return True
    inner = parts[2:] if parts[1] == "Qt" else parts[1:]   # Windows wheels have no Qt/ level
    if not inner:
        return True
    if inner[0] == "translations":
        match = re.fullmatch(r"(qt|qtbase)_([a-z]{2})(?:_[A-Z]{2})?\.qm", inner[-1])
        return bool(match) and match.group(2) in LANGUAGES
    if inner[0] == "plugins" and len(inner) >= 3:
        folder = inner[1]
        if folder not in QT_PLUGINS:
            return False
        wanted = QT_PLUGINS[folder]
        return wanted is None or _plugin_stem(inner[-1]) in wanted
    return inner[0] not in ("qml", "metatypes", "libexec", "typesystems", "include", "glue", "support")


def prune_unreachable(entries: list[tuple], needed: Callable[[str], list[str]]) -> tuple[list[tuple], list[str]]:
    """Drop shared libraries that only dropped files needed (Linux: ELF ``NEEDED``).

    ``entries`` are PyInstaller TOC tuples ``(dest, src, typecode)``; a ``SYMLINK``
    entry's ``src`` is its target's ``dest``.  Roots are the app's own binaries
    (extension modules, Qt libraries and plugins, libpython); dependency-only
    libraries are those PyInstaller put at the top level or in a ``*.libs/`` folder.
    Those no root reaches are left out, and symlinks go with their target.
    ``needed(src)`` gives the sonames a file links to.
    """
    def norm(path: str) -> str:
        return PurePosixPath(str(path).replace("\\", "/")).as_posix()

    def is_dependency(dest: str) -> bool:
        parts = PurePosixPath(norm(dest)).parts
        top = len(parts) == 1 and not parts[0].startswith("libpython")
        return top or (len(parts) == 2 and parts[0].endswith(".libs"))

    files = {norm(e[0]): e for e in entries if e[2] != "SYMLINK"}
    links = {norm(e[0]): norm(e[1]) for e in entries if e[2] == "SYMLINK"}
    by_name: dict[str, list[str]] = {}
    for dest in files:
        by_name.setdefault(PurePosixPath(dest).name, []).append(dest)
    for dest, target in links.items():
        by_name.setdefault(PurePosixPath(dest).name, []).append(target)
    reached = {dest for dest in files if not is_dependency(dest)}
    queue = list(reached)
    while queue:
        dest = queue.pop()
        for soname in needed(files[dest][1]):
            for dep in by_name.get(soname, ()):
                if dep in files and dep not in reached:
                    reached.add(dep)
                    queue.append(dep)
    kept, dropped = [], []
    for entry in entries:
        dest = norm(entry[0])
        alive = links[dest] in reached if entry[2] == "SYMLINK" else dest in reached
        (kept if alive else dropped).append(entry if alive else entry[0])
    return kept, dropped


def elf_needed(path: str | Path) -> list[str]:
    """The ``DT_NEEDED`` sonames of an ELF file: what it links to directly (``ldd``
    would list the whole closure).  Not an ELF file: an empty list."""
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return []
    if data[:4] != b"\x7fELF":
        return []
    is64, end = data[4] == 2, "<" if data[5] == 1 else ">"
    if is64:
        shoff, = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
    else:
        shoff, = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
    sections = []
    for i in range(shnum):
        base = shoff + i * shentsize
        if is64:
            _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize = struct.unpack_from(
                end + "IIQQQQIIQQ", data, base)
        else:
            _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize = struct.unpack_from(
                end + "IIIIIIIIII", data, base)
        sections.append((kind, offset, size, link, entsize))
    names = []
    for kind, offset, size, link, entsize in sections:
        if kind != 6 or not entsize:      # SHT_DYNAMIC
            continue
        strtab = sections[link][1]
        fmt = end + ("qQ" if is64 else "iI")
        for pos in range(offset, offset + size, entsize):
            tag, value = struct.unpack_from(fmt, data, pos)
            if tag == 0:                   # DT_NULL
                break
            if tag == 1:                   # DT_NEEDED
                stop = data.index(b"\0", strtab + value)
                names.append(data[strtab + value:stop].decode("ascii", "replace"))
    return names


# ----- built-in decks for the bundle -----------------------------------------------------

def compact_decks(src: Path, dest: Path) -> Path:
    """The built-in decks as the bundle ships them: each ``deck.json`` written again without
    the whitespace that lays it out for people (about a third of its bytes; the Linux folder
    sits at its budget), any other file copied as it is.  ``dest`` is replaced."""
    if dest.exists():
        shutil.rmtree(dest)
    for path in sorted(src.rglob("*")):
        if not path.is_file():
            continue
        target = dest / path.relative_to(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        if path.name == "deck.json":
            data = json.loads(path.read_text(encoding="utf-8"))
            target.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
        else:
            shutil.copyfile(path, target)
    return dest
