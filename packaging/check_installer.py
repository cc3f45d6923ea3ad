"""Install a built installer the way a player would, then run the installed app's self-test.

    python packaging/check_installer.py ARTIFACT REPORT.json

* ``.tar.xz`` (Linux): unpacked into a temporary folder
* ``-setup.exe`` (Windows): a silent per-user install into a temporary folder, then
  the uninstaller
* ``.dmg`` (macOS): mounted read-only, the app run from the mounted image

Exits with the self-test's code (0 only when every check passed).
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import appinfo  # noqa: E402
from build import say, self_test  # noqa: E402


def check_tar(archive: Path, report: Path, tmp: Path) -> int:
    with tarfile.open(archive) as tar:
        tar.extractall(tmp, filter="tar")
    folder = tmp / appinfo.NAME
    for needed in ("install.sh", "share/applications/yaniv-desktop.desktop",
                   "share/icons/hicolor/256x256/apps/yaniv-desktop.png"):
        if not (folder / needed).exists():
            say(f"the archive has no {needed}")
            return 1
    return self_test(folder / appinfo.NAME, report)


def check_windows(setup: Path, report: Path, tmp: Path) -> int:
    target = tmp / "Yaniv Desktop"
    subprocess.run([str(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER",
                    f"/DIR={target}", f"/LOG={tmp / 'install.log'}"], check=True, timeout=600)
    try:
        return self_test(target / f"{appinfo.NAME}.exe", report)
    finally:
        uninstaller = target / "unins000.exe"
        if uninstaller.is_file():
            subprocess.run([str(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"], timeout=600)


def check_dmg(dmg: Path, report: Path, tmp: Path) -> int:
    mount = tmp / "mnt"
    mount.mkdir()
    subprocess.run(["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", str(mount), str(dmg)],
                   check=True, timeout=600)
    try:
        app = mount / f"{appinfo.DISPLAY_NAME}.app"
        return self_test(app / "Contents" / "MacOS" / appinfo.NAME, report)
    finally:
        subprocess.run(["hdiutil", "detach", str(mount), "-force"], timeout=120)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print(__doc__)
        return 2
    artifact, report = Path(args[0]).resolve(), Path(args[1]).resolve()
    with tempfile.TemporaryDirectory(prefix="yaniv-installer-") as name:
        tmp = Path(name)
        if artifact.name.endswith(".tar.xz"):
            return check_tar(artifact, report, tmp)
        if artifact.name.endswith(".exe"):
            return check_windows(artifact, report, tmp)
        if artifact.suffix == ".dmg":
            return check_dmg(artifact, report, tmp)
    say(f"do not know how to install {artifact.name}")
    return 2


if __name__ == "__main__":
    sys.exit(main())
