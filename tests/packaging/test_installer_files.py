"""Info.plist, entitlements, the Inno Setup script, the .desktop file and the icons."""

from __future__ import annotations

import configparser
import plistlib
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import appinfo

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


# ----- macOS ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def plist() -> dict:
    with open(PACKAGING / "macos" / "Info.plist", "rb") as fh:
        return plistlib.load(fh)


def test_info_plist_identity_and_high_dpi(plist: dict) -> None:
    assert plist["CFBundleIdentifier"] == appinfo.BUNDLE_ID
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == appinfo.DISPLAY_NAME
    assert plist["CFBundleExecutable"] == appinfo.NAME
    assert plist["CFBundleIconFile"] == f"{appinfo.NAME}.icns"
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundlePackageType"] == "APPL"
    assert set(plist["CFBundleLocalizations"]) == set(appinfo.LANGUAGES)
    spec = (PACKAGING / "yaniv-desktop.spec").read_text(encoding="utf-8")
    assert 'info_plist["CFBundleShortVersionString"] = VERSION' in spec
    assert 'info_plist["CFBundleVersion"] = VERSION' in spec


def test_info_plist_declares_the_deck_document_type(plist: dict) -> None:
    (doc,) = plist["CFBundleDocumentTypes"]
    assert doc["LSItemContentTypes"] == [appinfo.DECK_UTI]
    assert doc["CFBundleTypeExtensions"] == [appinfo.DECK_EXTENSION.lstrip(".")]
    assert doc["CFBundleTypeRole"] == "Viewer" and doc["LSHandlerRank"] == "Owner"
    (uti,) = plist["UTExportedTypeDeclarations"]
    assert uti["UTTypeIdentifier"] == appinfo.DECK_UTI
    assert "public.zip-archive" in uti["UTTypeConformsTo"]           # a .yanivdeck is a zip
    tags = uti["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == ["yanivdeck"]
    assert tags["public.mime-type"] == appinfo.DECK_MIME


def test_entitlements_parse_and_allow_no_jit() -> None:
    with open(PACKAGING / "macos" / "entitlements.plist", "rb") as fh:
        entitlements = plistlib.load(fh)
    assert entitlements.get("com.apple.security.cs.allow-jit") is not True
    assert all(isinstance(v, bool) for v in entitlements.values())


# ----- Windows ----------------------------------------------------------------------------

def inno_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in (PACKAGING / "windows" / "yaniv-desktop.iss").read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        match = re.fullmatch(r"\[(\w+)\]", line)
        if match:
            current = match.group(1)
            sections.setdefault(current, [])
        else:
            sections.setdefault(current, []).append(line)
    return sections


def test_inno_setup_is_a_per_user_install_with_uninstaller() -> None:
    s = inno_sections()
    setup = dict(line.split("=", 1) for line in s["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["AppId"] == appinfo.WINDOWS_APP_ID
    assert setup["DefaultDirName"].startswith("{autopf}")            # per user: %LOCALAPPDATA%\Programs
    assert setup["ChangesAssociations"] == "yes"
    assert setup["UninstallDisplayIcon"] == r"{app}\{#AppExe}"
    assert setup.get("Uninstallable", "yes") == "yes"
    assert setup["OutputBaseFilename"] == "yaniv-desktop-{#AppVersion}-windows-x64-setup"
    build = (PACKAGING / "build.py").read_text(encoding="utf-8")
    assert 'f"{appinfo.NAME}-{version}-windows-x64-setup.exe"' in build
    assert any(line.startswith('Source: "{#SourceDir}\\*"') and "recursesubdirs" in line for line in s["Files"])


def test_inno_setup_start_menu_and_deck_file_type() -> None:
    s = inno_sections()
    assert any(line.startswith('Name: "{autoprograms}\\{#AppName}"') for line in s["Icons"])
    registry = "\n".join(s["Registry"])
    assert 'Subkey: "Software\\Classes\\.yanivdeck"' in registry
    assert "Root: HKA" in registry and "HKLM" not in registry
    assert '""{app}\\{#AppExe}"" ""%1""' in registry                  # opens the app with the file
    assert "uninsdeletekey" in registry                               # the uninstaller removes it again
    text = (PACKAGING / "windows" / "yaniv-desktop.iss").read_text(encoding="utf-8")
    for define in ("AppVersion", "SourceDir", "IconFile", "OutputDir"):
        assert f"#ifndef {define}" in text


# ----- Linux ------------------------------------------------------------------------------

def test_desktop_entry() -> None:
    desktop = PACKAGING / "linux" / "yaniv-desktop.desktop"
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(desktop, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Name"] == appinfo.DISPLAY_NAME
    assert entry["Exec"].split()[0] == appinfo.NAME and "%f" in entry["Exec"]
    assert entry["Icon"] == appinfo.NAME
    assert appinfo.DECK_MIME in entry["MimeType"].split(";")
    assert "Game" in entry["Categories"].split(";")
    validator = shutil.which("desktop-file-validate")
    if validator:
        result = subprocess.run([validator, str(desktop)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr


def test_mime_type_and_install_scripts() -> None:
    mime = (PACKAGING / "linux" / "yaniv-desktop-mime.xml").read_text(encoding="utf-8")
    assert f'type="{appinfo.DECK_MIME}"' in mime and f'pattern="*{appinfo.DECK_EXTENSION}"' in mime
    for script in ("install.sh", "uninstall.sh"):
        path = PACKAGING / "linux" / script
        assert path.stat().st_mode & 0o111, f"{script} is not executable"
        if shutil.which("sh"):
            assert subprocess.run(["sh", "-n", str(path)]).returncode == 0


# ----- icons ------------------------------------------------------------------------------

def test_icons_from_the_one_svg(tmp_path: Path) -> None:
    """Run as the build runs it (a process of its own, so no Qt application leaks into the tests)."""
    import os
    import sys

    from PIL import Image

    import make_icons

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, str(PACKAGING / "make_icons.py"), str(tmp_path)], check=True, env=env,
                   capture_output=True, timeout=120)
    made = {p.name: p for p in tmp_path.iterdir()}
    for size in make_icons.PNG_SIZES:
        with Image.open(made[f"yaniv-desktop-{size}.png"]) as png:
            assert png.size == (size, size) and png.mode == "RGBA"
            assert png.getpixel((size // 2, size // 2))[3] == 255          # painted, not empty
            assert png.getpixel((0, 0))[3] == 0                            # rounded corners stay clear
    with Image.open(made["yaniv-desktop.ico"]) as ico:
        assert ico.info["sizes"] == {(s, s) for s in make_icons.ICO_SIZES}
    with Image.open(made["yaniv-desktop.icns"]) as icns:
        assert icns.format == "ICNS" and max(icns.info["sizes"])[:2] == (512, 512)
    assert "<script" not in make_icons.SOURCE.read_text(encoding="utf-8")
