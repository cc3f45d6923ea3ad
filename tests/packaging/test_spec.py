"""The PyInstaller spec and the lean rules it applies, checked without building."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import appinfo

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "yaniv-desktop.spec"


@pytest.fixture(scope="module")
def spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def calls(tree: ast.Module, name: str) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == name]


def keyword(call: ast.Call, name: str) -> ast.expr:
    return next(k.value for k in call.keywords if k.arg == name)


def test_one_folder_windowed_and_one_of_each_target(spec_tree: ast.Module) -> None:
    (exe,) = calls(spec_tree, "EXE")
    assert isinstance(keyword(exe, "exclude_binaries"), ast.Constant) and keyword(exe, "exclude_binaries").value
    assert keyword(exe, "console").value is False
    assert keyword(exe, "upx").value is False
    assert len(calls(spec_tree, "COLLECT")) == 1      # one folder …
    assert len(calls(spec_tree, "Analysis")) == 1     # … from one analysis
    assert len(calls(spec_tree, "BUNDLE")) == 1       # and the .app on macOS


def test_data_is_where_resources_looks(spec_tree: ast.Module) -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert 'compact_decks(ROOT / "decks"' in text and '(str(DECKS), "decks")' in text
    assert 'pack_parts(ROOT / "assets" / "parts"' in text and '(str(PARTS_ZIP), "assets")' in text
    assert '(str(ROOT / "assets" / "sounds"), "assets/sounds")' in text
    assert '"yaniv_desktop/translations"' in text and 'glob("*.qm")' in text


def test_the_app_imports_only_the_qt_modules_the_bundle_keeps() -> None:
    used = set()
    for path in (ROOT / "yaniv_desktop").rglob("*.py"):
        used.update(re.findall(r"\bPySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    assert used <= set(appinfo.QT_MODULES), f"also imported: {sorted(used - set(appinfo.QT_MODULES))}"
    assert not set(appinfo.QT_MODULES) & set(appinfo.QT_EXCLUDED)
    for heavy in ("QtQml", "QtQuick", "QtWebEngineCore", "QtWebEngineWidgets", "QtMultimedia", "QtPdf"):
        assert heavy in appinfo.QT_EXCLUDED


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", True),
    ("PySide6/plugins/imageformats/qsvg.dll", True),              # Windows wheels: no Qt/ level
    ("PySide6/Qt/plugins/imageformats/libqsvg.dylib", True),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),         # would pull in QtPdf
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/styles/qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/translations/qtbase_he.qm", True),
    ("PySide6/Qt/translations/qtbase_ar.qm", True),
    ("PySide6/Qt/translations/qt_sv.qm", True),
    ("PySide6/translations/qtbase_nl.qm", True),
    ("PySide6/Qt/translations/qtbase_fr.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_he.qm", False),
    ("PySide6/Qt/translations/qtbase_pt_BR.qm", False),
    ("PySide6/Qt/qml/QtQuick/libqtquick2plugin.so", False),
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("libQt6Network.so.6", False),                                 # the top-level symlink too
    ("PySide6/Qt6Network.dll", False),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("PySide6/Qt/lib/libQt6OpenGL.so.6", False),
    ("PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/QtWidgets.abi3.so", True),
    ("libdbus-1.so.3", False),                                     # taken from the host, like libGL
    ("decks/classic/deck.json", True),
    ("yaniv_desktop/translations/yaniv_he.qm", True),
    ("PIL/_imaging.cpython-311-x86_64-linux-gnu.so", True),
])
def test_keep_file(dest: str, kept: bool) -> None:
    assert appinfo.keep_file(dest) is kept
    assert appinfo.keep_file(dest.replace("/", "\\")) is kept    # PyInstaller on Windows


def test_prune_unreachable_follows_direct_links_only() -> None:
    graph = {
        "/src/QtGui.so": ["libQt6Gui.so.6"],
        "/src/libQt6Gui.so.6": ["libglib-2.0.so.0"],
        "/src/libglib-2.0.so.0": ["libpcre2-8.so.0"],
        "/src/libpcre2-8.so.0": [],
        "/src/libcairo.so.2": ["libpixman-1.so.0"],       # only the dropped gtk3 theme needed these
        "/src/libpixman-1.so.0": [],
        "/src/libavif.so": [],
        "/src/libjpeg.so": [],
        "/src/_imaging.so": ["libjpeg-abc.so"],
    }
    entries = [
        ("PySide6/QtGui.abi3.so", "/src/QtGui.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libQt6Unused.so.6", "PySide6/Qt/lib/libQt6Unused.so.6", "SYMLINK"),  # target already dropped
        ("libglib-2.0.so.0", "/src/libglib-2.0.so.0", "BINARY"),
        ("libpcre2-8.so.0", "/src/libpcre2-8.so.0", "BINARY"),
        ("libcairo.so.2", "/src/libcairo.so.2", "BINARY"),
        ("libpixman-1.so.0", "/src/libpixman-1.so.0", "BINARY"),
        ("PIL/_imaging.so", "/src/_imaging.so", "EXTENSION"),
        ("pillow.libs/libjpeg-abc.so", "/src/libjpeg.so", "BINARY"),
        ("pillow.libs/libavif-abc.so", "/src/libavif.so", "BINARY"),
    ]
    kept, dropped = appinfo.prune_unreachable(entries, lambda src: graph.get(src, []))
    assert sorted(dropped) == ["libQt6Unused.so.6", "libcairo.so.2", "libpixman-1.so.0",
                               "pillow.libs/libavif-abc.so"]
    assert {e[0] for e in kept} >= {"libglib-2.0.so.0", "libpcre2-8.so.0", "libQt6Gui.so.6",
                                    "pillow.libs/libjpeg-abc.so"}


def test_elf_needed_reads_direct_dependencies() -> None:
    import PySide6

    core = next(Path(PySide6.__file__).parent.glob("QtCore*.so"), None)
    if core is None:
        pytest.skip("not an ELF platform")
    needed = appinfo.elf_needed(core)
    assert "libQt6Core.so.6" in needed
    assert "libicudata.so.73" not in needed            # ldd would list it; it is not a direct link
    assert appinfo.elf_needed(SPEC) == []               # not ELF


def test_version_comes_from_the_package() -> None:
    from yaniv_desktop import __version__

    assert appinfo.version() == __version__
    assert appinfo.version_tuple("1.2.3") == (1, 2, 3, 0)
    assert appinfo.version_tuple("2.0.1rc1") == (2, 0, 1, 1)


def test_budgets_are_the_issues() -> None:
    assert appinfo.BUDGET_MB == {"linux-folder": 120, "linux-archive": 50}


def test_build_tree_size_ignores_symlinks(tmp_path: Path) -> None:
    import build

    (tmp_path / "a.bin").write_bytes(b"x" * 1000)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.bin").write_bytes(b"y" * 500)
    (tmp_path / "link.bin").symlink_to(tmp_path / "a.bin")
    assert build.tree_size(tmp_path) == 1500
    assert build.report_size("x", tmp_path, None)


def test_compact_decks_keep_every_manifest_and_shrink_them(tmp_path: Path) -> None:
    import json

    src = Path(__file__).resolve().parents[2] / "decks"
    out = appinfo.compact_decks(src, tmp_path / "decks")
    manifests = sorted(p.relative_to(src) for p in src.rglob("deck.json"))
    assert manifests and sorted(p.relative_to(out) for p in out.rglob("deck.json")) == manifests
    for rel in manifests:
        assert json.loads((out / rel).read_text(encoding="utf-8")) == json.loads((src / rel).read_text(encoding="utf-8"))
    size = lambda root: sum(p.stat().st_size for p in root.rglob("*") if p.is_file())  # noqa: E731
    assert size(out) < 0.8 * size(src)
