"""The two-tier cache and the image helpers."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, PngImagePlugin
from PySide6.QtGui import QImage

from yaniv_desktop.decks import renderer as renderer_module
from yaniv_desktop.decks.cache import ImageKey, MemoryCache
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.images import check_image_bytes, strip_metadata
from yaniv_desktop.decks.renderer import ART_REVISION, DeckRenderer


def test_memory_cache_is_bounded_and_least_recently_used(qapp) -> None:
    image = QImage(10, 10, QImage.Format.Format_ARGB32)  # 400 bytes
    cache = MemoryCache(max_bytes=1000)
    keys = [ImageKey("d", "1", f"n{i}", 10, 1.0) for i in range(3)]
    cache.put(keys[0], image)
    cache.put(keys[1], image)
    assert cache.get(keys[0]) is image  # now keys[1] is the oldest
    cache.put(keys[2], image)
    assert cache.get(keys[1]) is None and cache.get(keys[0]) is image and cache.bytes_used == 800


def test_disk_cache_serves_a_fresh_renderer_without_rendering(registry, parts, qapp, tmp_path, monkeypatch) -> None:
    first = DeckRenderer(registry, parts, cache_dir=tmp_path)
    drawn = first.image("iraqi", "QH", 120, 2.0)
    assert first.memory.get(first.key("iraqi", "QH", 120, 2.0)) is drawn  # memory tier

    def no_painting(*args, **kwargs):
        raise AssertionError("should have come from the disk cache")

    monkeypatch.setattr(renderer_module, "paint", no_painting)
    second = DeckRenderer(registry, parts, cache_dir=tmp_path)
    loaded = second.image("iraqi", "QH", 120, 2.0)
    assert loaded.devicePixelRatio() == 2.0 and loaded.size() == drawn.size()
    assert loaded.convertToFormat(drawn.format()) == drawn
    with pytest.raises(AssertionError, match="disk cache"):
        second.image("iraqi", "QH", 120, 1.0)  # another ratio is another key


def test_cache_key_separates_deck_version_size_ratio_and_language(registry, parts, qapp) -> None:
    r = DeckRenderer(registry, parts)
    paths = {r.key("iraqi", "KH", 120, 2.0).relative_path(), r.key("iraqi", "KH", 120, 1.0).relative_path(),
             r.key("iraqi", "KH", 96, 2.0).relative_path(), r.key("moroccan", "KH", 120, 2.0).relative_path(),
             r.key("iraqi", "legend", 120, 2.0, "he").relative_path(),
             r.key("iraqi", "legend", 120, 2.0, "en").relative_path()}
    assert len(paths) == 6
    version = registry.get("iraqi").manifest.version
    assert r.key("iraqi", "KH", 120, 2.0).relative_path() == Path(f"iraqi/{version}-art{ART_REVISION}/120w@2x/KH.png")


def test_a_new_drawing_of_the_cards_is_not_hidden_by_old_cached_pictures(registry, parts, qapp, monkeypatch) -> None:
    import yaniv_desktop.decks.renderer as renderer

    r = DeckRenderer(registry, parts)
    before = r.key("iraqi", "JK0", 120, 1.0).relative_path()
    monkeypatch.setattr(renderer, "ART_REVISION", renderer.ART_REVISION + 1)
    assert r.key("iraqi", "JK0", 120, 1.0).relative_path() != before


def test_png_text_and_exif_are_stripped() -> None:
    info = PngImagePlugin.PngInfo()
    info.add_text("Location", "home")
    out = io.BytesIO()
    Image.new("RGBA", (8, 8), (1, 2, 3, 255)).save(out, "PNG", pnginfo=info, exif=Image.Exif())
    assert Image.open(io.BytesIO(out.getvalue())).info.get("Location") == "home"
    clean = Image.open(io.BytesIO(strip_metadata(out.getvalue(), Path("a.png"))))
    assert "Location" not in clean.info and "exif" not in clean.info
    assert clean.getpixel((3, 3)) == (1, 2, 3, 255)


def test_jpeg_is_turned_upright_before_its_exif_goes() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6  # rotated 90°: stored sideways
    out = io.BytesIO()
    Image.new("RGB", (40, 20), (10, 200, 30)).save(out, "JPEG", exif=exif)
    clean = Image.open(io.BytesIO(strip_metadata(out.getvalue(), Path("a.jpg"))))
    assert clean.size == (20, 40) and not clean.getexif()


def test_svg_may_embed_png_data_but_not_fetch_files() -> None:
    ok = (b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">'
          b'<image xlink:href="data:image/png;base64,iVBORw0KGgo="/><use href="#a"/></svg>')
    check_image_bytes(ok, Path("ok.svg"))
    with pytest.raises(DeckError, match="only link inside itself"):
        check_image_bytes(ok.replace(b"data:image/png;base64,iVBORw0KGgo=", b"http://example.com/x.png"), Path("x.svg"))
    with pytest.raises(DeckError, match="own ids"):
        check_image_bytes(b'<svg><rect style="fill:url(http://x/y)"/></svg>', Path("y.svg"))


def test_bench_prints_one_json_entry_per_deck(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "yaniv_desktop.decks.bench", "--json", "--width", "40", "--dpr", "1",
                           "--deck", "classic", "--deck", "yemenite", "--deck", "ethiopian"],
                          capture_output=True, text=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
    assert done.returncode in (0, 1), done.stderr
    result = json.loads(done.stdout)
    assert sorted(result) == ["classic", "ethiopian", "yemenite"]
    for entry in result.values():
        assert entry["images"] == 57 and entry["cold_s"] > 0 and entry["warm_s"] > 0
        assert 0 < entry["memory_mb"] < 60
