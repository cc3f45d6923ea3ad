"""The frozen app reads the shared parts from one archive: it must give exactly what the folder gives."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.parts import PARTS_ARCHIVE, PartLibrary, default_assets_dir, pack_parts
from yaniv_desktop.decks.registry import scan_default
from yaniv_desktop.decks.renderer import DeckRenderer


@pytest.fixture(scope="module")
def archived(tmp_path_factory: pytest.TempPathFactory) -> Path:
    assets = tmp_path_factory.mktemp("frozen-assets")
    pack_parts(default_assets_dir() / "parts", assets / PARTS_ARCHIVE)
    return assets


def test_the_archive_holds_every_part_and_renders_it_alike(archived: Path) -> None:
    folder, packed = PartLibrary(), PartLibrary(archived)
    kinds = sorted(p.name for p in folder.root.iterdir() if p.is_dir())
    assert kinds and all(packed.names(kind) == folder.names(kind) for kind in kinds)
    for kind in kinds:
        for name in folder.names(kind):
            assert packed.exists(name)
            assert packed.render(name) == folder.render(name), name
    assert not packed.exists("face/nobody")
    with pytest.raises(DeckError, match="there is no part 'face/nobody'"):
        packed.get("face/nobody")


def test_the_archive_is_reproducible_and_small(archived: Path, tmp_path: Path) -> None:
    again = pack_parts(default_assets_dir() / "parts", tmp_path / PARTS_ARCHIVE)
    assert again.read_bytes() == (archived / PARTS_ARCHIVE).read_bytes()
    folder_bytes = sum(p.stat().st_size for p in (default_assets_dir() / "parts").rglob("*.svg"))
    assert again.stat().st_size < folder_bytes / 4


def test_a_deck_renders_the_same_from_the_archive(archived: Path, qapp) -> None:
    names = ("KH", "QS", "JD", "7C", "back:" + scan_default().get("yemenite").manifest.backs[0].id)
    from_folder = DeckRenderer(scan_default())
    from_archive = DeckRenderer(scan_default(parts=PartLibrary(archived)), PartLibrary(archived))
    for name in names:
        assert from_archive.render_uncached("yemenite", name, 90) == from_folder.render_uncached("yemenite", name, 90)


def test_a_folder_wins_over_an_archive(archived: Path, tmp_path: Path) -> None:
    shutil.copy(archived / PARTS_ARCHIVE, tmp_path / PARTS_ARCHIVE)
    (tmp_path / "parts" / "face").mkdir(parents=True)
    (tmp_path / "parts" / "face" / "only.svg").write_text("<!-- part: skin=#c68e64 -->\n<g/>\n")
    library = PartLibrary(tmp_path)
    assert library.names("face") == ["face/only"] and not library.exists("back/yemenite")
