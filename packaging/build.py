"""Build Yaniv Desktop for the operating system this runs on.

    python packaging/build.py [--no-installer] [--check-budget] [--self-test REPORT.json]

1. the icons, from packaging/icons/yaniv-desktop.svg (make_icons.py)
2. the app folder ``dist/yaniv-desktop/`` with PyInstaller (yaniv-desktop.spec;
   on macOS also ``dist/Yaniv Desktop.app``)
3. beside it, this system's installer or archive:

   * Linux:   ``dist/yaniv-desktop-VERSION-linux-ARCH.tar.xz`` (the folder with a
     .desktop file, icons, the .yanivdeck MIME type, install.sh and uninstall.sh)
   * Windows: ``dist/yaniv-desktop-VERSION-windows-x64-setup.exe`` (Inno Setup's
     ``iscc``, from PATH, ``ISCC`` or its default folder)
   * macOS:   ``dist/yaniv-desktop-VERSION-macos-ARCH.dmg`` (hdiutil)

4. signing, when the credentials are in the environment, else skipped with a message:

   * Windows: ``WINDOWS_CERT_FILE`` (.pfx) and ``WINDOWS_CERT_PASSWORD`` → signtool
   * macOS:   ``MACOS_SIGN_IDENTITY`` (a "Developer ID Application: …" identity in the
     keychain) → codesign (hardened runtime); then ``APPLE_ID``, ``APPLE_TEAM_ID`` and
     ``APPLE_APP_PASSWORD`` → notarytool and stapler

5. sizes against the budget (Linux: folder ≤ 120 MB, .tar.xz ≤ 50 MB; MB = 10⁶ bytes);
   ``--check-budget`` makes going over an error.  ``--self-test`` then runs the built
   app's ``--self-test`` (offscreen on a Linux machine without a display).

PyInstaller must be installed in the Python that runs this (``pip install pyinstaller``).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import appinfo  # noqa: E402
import make_icons  # noqa: E402

ROOT = appinfo.ROOT
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
ICONS = ROOT / "build" / "icons"
FOLDER = DIST / appinfo.NAME
APP_BUNDLE = DIST / f"{appinfo.DISPLAY_NAME}.app"


def say(text: str) -> None:
    print(f"[build] {text}", flush=True)


def run(cmd: list[str | os.PathLike[str]], **kwargs) -> None:
    say("$ " + " ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def arch() -> str:
    machine = (os.environ.get("YANIV_TARGET_ARCH") or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


# ----- sizes --------------------------------------------------------------------------

def tree_size(path: Path) -> int:
    """Bytes of the regular files under ``path`` (symlinks count as nothing)."""
    if path.is_file():
        return path.stat().st_size
    total = 0
    for root, _dirs, files in os.walk(path):
        for name in files:
            file = Path(root) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


def report_size(label: str, path: Path, budget_key: str | None) -> bool:
    size = tree_size(path)
    mb = size / 1_000_000
    budget = appinfo.BUDGET_MB.get(budget_key) if budget_key else None
    if budget is None:
        say(f"size: {label}: {mb:.1f} MB ({size:,} bytes)")
        return True
    within = mb <= budget
    say(f"size: {label}: {mb:.1f} MB of {budget} MB budget ({size:,} bytes) — "
        + ("within budget" if within else "OVER BUDGET"))
    return within


# ----- the steps ----------------------------------------------------------------------

def build_folder() -> None:
    started = time.perf_counter()
    made = make_icons.make_icons(ICONS)
    say(f"icons: {len(made)} files in {ICONS}")
    env = dict(os.environ, YANIV_ICONS_DIR=str(ICONS))
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", DIST, "--workpath", WORK, HERE / "yaniv-desktop.spec"], env=env)
    say(f"PyInstaller: {time.perf_counter() - started:.0f} s")


def linux_archive() -> Path:
    share = FOLDER / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "mime" / "packages").mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / "linux" / "yaniv-desktop.desktop", share / "applications" / "yaniv-desktop.desktop")
    shutil.copy2(HERE / "linux" / "yaniv-desktop-mime.xml", share / "mime" / "packages" / "yaniv-desktop.xml")
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ICONS / f"{appinfo.NAME}-{size}.png", target / f"{appinfo.NAME}.png")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(HERE / "linux" / script, FOLDER / script)
        (FOLDER / script).chmod(0o755)
    archive = DIST / f"{appinfo.NAME}-{appinfo.version()}-linux-{arch()}.tar.xz"
    started = time.perf_counter()
    xz = shutil.which("xz")
    if xz and shutil.which("tar"):
        # xz -T0 uses every core; Python's tarfile would use one.
        run(["tar", "-C", DIST, "--owner=0", "--group=0", "--numeric-owner", "-cf", archive,
             "--use-compress-program", "xz -T0 -6", appinfo.NAME])
    else:
        with tarfile.open(archive, "w:xz", preset=6) as tar:
            tar.add(FOLDER, arcname=appinfo.NAME)
    say(f"archive: {archive.name} in {time.perf_counter() - started:.0f} s")
    return archive


def windows_installer() -> Path | None:
    iscc = os.environ.get("ISCC") or shutil.which("iscc") or shutil.which("ISCC")
    if not iscc:
        for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES"),
                     os.environ.get("LOCALAPPDATA") and str(Path(os.environ["LOCALAPPDATA"]) / "Programs")):
            candidate = Path(base or "") / "Inno Setup 6" / "ISCC.exe"
            if base and candidate.is_file():
                iscc = str(candidate)
                break
    if not iscc:
        say("Inno Setup (iscc) not found: no installer made (install it, or set ISCC)")
        return None
    sign_windows(FOLDER / f"{appinfo.NAME}.exe")
    version = appinfo.version()
    run([iscc, f"/DAppVersion={version}", f"/DSourceDir={FOLDER}", f"/DIconFile={ICONS / (appinfo.NAME + '.ico')}",
         f"/DOutputDir={DIST}", HERE / "windows" / "yaniv-desktop.iss"])
    setup = DIST / f"{appinfo.NAME}-{version}-windows-x64-setup.exe"
    sign_windows(setup)
    return setup


def sign_windows(path: Path) -> None:
    cert, password = os.environ.get("WINDOWS_CERT_FILE"), os.environ.get("WINDOWS_CERT_PASSWORD")
    if not cert or not password:
        say(f"signing skipped for {path.name}: WINDOWS_CERT_FILE and WINDOWS_CERT_PASSWORD are not set")
        return
    signtool = os.environ.get("SIGNTOOL") or shutil.which("signtool") or "signtool"
    run([signtool, "sign", "/f", cert, "/p", password, "/fd", "sha256", "/td", "sha256",
         "/tr", os.environ.get("WINDOWS_TIMESTAMP_URL", "http://timestamp.digicert.com"), path])


def macos_dmg() -> Path:
    sign_macos(APP_BUNDLE)
    dmg = DIST / f"{appinfo.NAME}-{appinfo.version()}-macos-{arch()}.dmg"
    staging = WORK / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    run(["ditto", APP_BUNDLE, staging / APP_BUNDLE.name])
    (staging / "Applications").symlink_to("/Applications")
    dmg.unlink(missing_ok=True)
    run(["hdiutil", "create", "-volname", appinfo.DISPLAY_NAME, "-srcfolder", staging, "-ov",
         "-format", "UDZO", "-fs", "HFS+", dmg])
    if os.environ.get("MACOS_SIGN_IDENTITY"):
        run(["codesign", "--force", "--timestamp", "--sign", os.environ["MACOS_SIGN_IDENTITY"], dmg])
    notarize_macos(dmg)
    return dmg


def sign_macos(app: Path) -> None:
    identity = os.environ.get("MACOS_SIGN_IDENTITY")
    if not identity:
        say("signing skipped: MACOS_SIGN_IDENTITY is not set (the .app gets PyInstaller's ad-hoc "
            "signature; Gatekeeper will ask before the first start)")
        return
    run(["codesign", "--force", "--deep", "--timestamp", "--options", "runtime",
         "--entitlements", HERE / "macos" / "entitlements.plist", "--sign", identity, app])
    run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", app])


def notarize_macos(dmg: Path) -> None:
    needed = ("APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD")
    missing = [n for n in needed if not os.environ.get(n)]
    if missing or not os.environ.get("MACOS_SIGN_IDENTITY"):
        say("notarization skipped: " + (", ".join(missing) or "MACOS_SIGN_IDENTITY") + " not set")
        return
    run(["xcrun", "notarytool", "submit", dmg, "--apple-id", os.environ["APPLE_ID"],
         "--team-id", os.environ["APPLE_TEAM_ID"], "--password", os.environ["APPLE_APP_PASSWORD"], "--wait"])
    run(["xcrun", "stapler", "staple", dmg])


def executable() -> Path:
    if sys.platform == "darwin":
        return APP_BUNDLE / "Contents" / "MacOS" / appinfo.NAME
    return FOLDER / (appinfo.NAME + (".exe" if sys.platform == "win32" else ""))


def self_test(exe: Path, report: Path) -> int:
    """Run a built app's ``--self-test``; print its summary; return its exit code."""
    import json

    env = dict(os.environ)
    if sys.platform.startswith("linux") and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    report.unlink(missing_ok=True)
    started = time.perf_counter()
    say(f"self-test: {exe} --self-test {report}")
    # The app prints the same summary where it has a console; the report is what counts.
    code = subprocess.run([str(exe), "--self-test", str(report)], env=env, timeout=600,
                          stdout=subprocess.DEVNULL).returncode
    seconds = time.perf_counter() - started
    if report.is_file():
        data = json.loads(report.read_text(encoding="utf-8"))
        for check in data.get("checks", []):
            say(f"  {'ok  ' if check['ok'] else 'FAIL'} {check['name']:<13} {check.get('seconds', 0):6.2f} s"
                + ("" if check["ok"] else f"  {check.get('error', '')}"))
    else:
        say("  no report was written")
    say(f"self-test: exit code {code} in {seconds:.1f} s")
    return code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Yaniv Desktop for this operating system.")
    parser.add_argument("--no-installer", action="store_true", help="only the app folder (and .app)")
    parser.add_argument("--check-budget", action="store_true", help="fail when a size is over its budget")
    parser.add_argument("--self-test", metavar="REPORT.json", type=Path,
                        help="then run the built app's --self-test, writing REPORT.json")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    build_folder()
    artifact: Path | None = None
    if not args.no_installer:
        if sys.platform.startswith("linux"):
            artifact = linux_archive()
        elif sys.platform == "win32":
            artifact = windows_installer()
        elif sys.platform == "darwin":
            artifact = macos_dmg()
    say(f"built in {time.perf_counter() - started:.0f} s")

    linux = sys.platform.startswith("linux")
    within = report_size(f"{FOLDER.relative_to(ROOT)}/", FOLDER, "linux-folder" if linux else None)
    if sys.platform == "darwin":
        report_size(APP_BUNDLE.name, APP_BUNDLE, None)
    if artifact is not None:
        within = report_size(artifact.name, artifact, "linux-archive" if linux else None) and within
    if artifact is not None and os.environ.get("GITHUB_OUTPUT"):
        with open(os.environ["GITHUB_OUTPUT"], "a", encoding="utf-8") as out:
            out.write(f"artifact={artifact}\n")

    code = 0
    if args.check_budget and not within:
        say("over budget")
        code = 1
    if args.self_test is not None:
        code = self_test(executable(), args.self_test.resolve()) or code
    return code


if __name__ == "__main__":
    sys.exit(main())
