"""Export and import of .yanivdeck files: a round trip, and every attack refused."""

from __future__ import annotations

import functools
import io
import json
import stat
import struct
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from tests.decks.conftest import to_pil
from yaniv_desktop.decks.archive import ImportLimits, export_deck, import_deck
from yaniv_desktop.decks.errors import DeckExists, ImportRefused
from yaniv_desktop.decks.registry import DeckRegistry, Origin, default_builtin_dir, load_deck
from yaniv_desktop.decks.renderer import DeckRenderer

GPS_TAG = 0x8825


def manifest_bytes(**changes) -> bytes:
    data = json.loads((default_builtin_dir() / "iraqi" / "deck.json").read_text(encoding="utf-8"))
    data.update({"id": "cousins", **changes})
    return json.dumps(data).encode()


def photo_with_gps() -> bytes:
    image = Image.new("RGB", (64, 48), (200, 120, 60))
    exif = Image.Exif()
    exif[0x010F] = "PhoneMaker"          # Make
    exif[0x0112] = 1                     # Orientation
    exif.get_ifd(GPS_TAG)[2] = (31.0, 46.0, 0.0)  # GPS latitude
    out = io.BytesIO()
    image.save(out, "JPEG", exif=exif)
    return out.getvalue()


def png_header(width: int, height: int) -> bytes:
    """A PNG that only claims a size: header, one tiny IDAT, end."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0")) + chunk(b"IEND", b"")


def make_archive(path: Path, entries: list[tuple[str | zipfile.ZipInfo, bytes]]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries:
            archive.writestr(name, data)
    return path


def test_round_trip_keeps_the_deck_and_its_pictures(registry: DeckRegistry, parts, qapp, tmp_path: Path) -> None:
    original = registry.get("moroccan")
    exported = export_deck(original, tmp_path / "moroccan")
    assert exported.name == "moroccan.yanivdeck"
    installed = import_deck(exported, tmp_path / "user", parts)
    assert installed.folder == tmp_path / "user" / "moroccan" and installed.origin is Origin.USER
    a, b = original.manifest, installed.manifest
    assert (a.id, a.version, dict(a.name), a.courts.keys(), a.backs) == (b.id, b.version, dict(b.name), b.courts.keys(), b.backs)
    both = DeckRegistry((original,), ())
    again = DeckRegistry((installed,), ())
    for name in ("KH", "QS", "back:emerald"):
        left = to_pil(DeckRenderer(both, parts).image("moroccan", name, 60))
        right = to_pil(DeckRenderer(again, parts).image("moroccan", name, 60))
        assert left.tobytes() == right.tobytes(), name


def test_photos_lose_exif_and_gps_on_import_and_export(parts, qapp, tmp_path: Path) -> None:
    photo = photo_with_gps()
    assert Image.open(io.BytesIO(photo)).getexif().get_ifd(GPS_TAG)  # the test photo really has GPS
    source = make_archive(tmp_path / "photo.yanivdeck", [
        ("deck.json", manifest_bytes(art={"KH": "art/grandpa.jpg"})), ("art/grandpa.jpg", photo)])
    deck = import_deck(source, tmp_path / "user", parts)
    stored = Image.open(deck.folder / "art" / "grandpa.jpg")
    assert not stored.getexif() and stored.size == (64, 48)
    # A deck made by hand with a raw photo is cleaned on export too.
    raw = tmp_path / "hand" / "cousins"
    (raw / "art").mkdir(parents=True)
    (raw / "deck.json").write_bytes(manifest_bytes(art={"KH": "art/grandpa.jpg"}))
    (raw / "art" / "grandpa.jpg").write_bytes(photo)
    exported = export_deck(load_deck(raw, parts), tmp_path / "out.yanivdeck")
    with zipfile.ZipFile(exported) as archive:
        assert not Image.open(io.BytesIO(archive.read("art/grandpa.jpg"))).getexif()
    # The art file is what the card shows.
    image = to_pil(DeckRenderer(DeckRegistry((deck,), ()), parts).image("cousins", "KH", 63))
    assert image.getpixel((31, 50))[:3] == pytest.approx((200, 120, 60), abs=12)


def _link(name: str = "art/link.svg") -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name)
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    return info


def mark_encrypted(path: Path, entry: str) -> None:
    """Set the 'encrypted' flag of one entry (zipfile cannot write encrypted archives)."""
    data = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as archive:
        info = archive.getinfo(entry)
    data[info.header_offset + 6] |= 0x1                   # local file header
    central = data.find(b"PK\x01\x02")
    while data[central + 46:central + 46 + len(entry)] != entry.encode():
        central = data.find(b"PK\x01\x02", central + 4)
    data[central + 8] |= 0x1                              # central directory entry
    path.write_bytes(bytes(data))


SVG = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
GOOD = ("deck.json", manifest_bytes())

ATTACKS: dict[str, tuple[Callable[[], list], str, ImportLimits]] = {
    "escaping path": (lambda: [GOOD, ("../evil.svg", SVG)], "inside the deck folder", ImportLimits()),
    "nested escape": (lambda: [GOOD, ("art/../../evil.svg", SVG)], "inside the deck folder", ImportLimits()),
    "absolute path": (lambda: [GOOD, ("/etc/evil.svg", SVG)], "absolute paths", ImportLimits()),
    "drive path": (lambda: [GOOD, ("C:\\evil.svg", SVG)], "absolute paths", ImportLimits()),
    "link": (lambda: [GOOD, (_link(), b"/etc/passwd")], "links are not allowed", ImportLimits()),
    "too many files": (lambda: [GOOD] + [(f"art/{i}.svg", SVG) for i in range(6)], "at most 5", ImportLimits(max_files=5)),
    "zip bomb": (lambda: [GOOD, ("art/bomb.svg", b"<svg>" + b" " * 3_000_000)], "limit", ImportLimits(max_file_bytes=1_000_000)),
    "expands past total": (lambda: [GOOD] + [(f"art/{i}.svg", SVG + b" " * 400_000) for i in range(4)],
                           "expands past", ImportLimits(max_total_bytes=1_000_000)),
    "pixel limit": (lambda: [("deck.json", manifest_bytes(art={"KH": "art/big.png"})), ("art/big.png", png_header(5000, 5000))],
                    "megapixels", ImportLimits()),
    "pixel bomb": (lambda: [("deck.json", manifest_bytes(art={"KH": "art/big.png"})), ("art/big.png", png_header(60000, 60000))],
                   "decompression bomb", ImportLimits()),
    "wrong type": (lambda: [GOOD, ("art/run.exe", b"MZ")], "only deck.json and", ImportLimits()),
    "gif": (lambda: [GOOD, ("art/a.gif", b"GIF89a")], "only deck.json and", ImportLimits()),
    "lying extension": (lambda: [("deck.json", manifest_bytes(art={"KH": "art/a.png"})), ("art/a.png", photo_with_gps())],
                        "do not match", ImportLimits()),
    "svg entities": (lambda: [GOOD, ("art/lol.svg", b'<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>')], "entities", ImportLimits()),
    "svg script": (lambda: [GOOD, ("art/x.svg", b"<svg><script>alert(1)</script></svg>")], "scripts", ImportLimits()),
    "svg external link": (lambda: [GOOD, ("art/x.svg", b'<svg xmlns="http://www.w3.org/2000/svg" '
                                          b'xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="file:///etc/passwd"/></svg>')],
                          "only link inside itself", ImportLimits()),
    "malformed manifest": (lambda: [("deck.json", b'{"format": 1, "id": ')], "not valid JSON", ImportLimits()),
    "manifest field": (lambda: [("deck.json", manifest_bytes(suit_colours={"S": "#000000"}))], "suit_colours.H", ImportLimits()),
    "no manifest": (lambda: [("art/a.svg", SVG)], "no deck.json", ImportLimits()),
    "missing art": (lambda: [("deck.json", manifest_bytes(art={"KH": "art/kh.svg"}))], "missing", ImportLimits()),
    "duplicate entry": (lambda: [GOOD, ("art/a.svg", SVG), ("art/A.svg", SVG)], "appears twice", ImportLimits()),
    "archive too large": (lambda: [GOOD], "larger than", ImportLimits(max_archive_bytes=100)),
    "deeply nested manifest": (lambda: [("deck.json", b"[" * 100_000 + b"]" * 100_000)], "nested",
                               ImportLimits()),
    "huge number in manifest": (lambda: [("deck.json", manifest_bytes()[:-1] + b', "n": ' + b"9" * 5000 + b"}")],
                                "number too long", ImportLimits()),
    "windows device name": (lambda: [GOOD, ("art/CON.svg", SVG)], "device name", ImportLimits()),
    "windows device name, any case": (lambda: [GOOD, ("art/lpt1.svg", SVG)], "device name", ImportLimits()),
    "alternate data stream": (lambda: [GOOD, ("art/a.png:stream", b"x")], "Windows does not allow", ImportLimits()),
    "trailing dot": (lambda: [GOOD, ("art./a.svg", SVG)], "end with a dot", ImportLimits()),
    # Traversal, in every spelling a zip can carry.
    "backslash escape": (lambda: [GOOD, ("..\\evil.svg", SVG)], "absolute paths", ImportLimits()),
    "unc path": (lambda: [GOOD, ("\\\\server\\share\\evil.svg", SVG)], "absolute paths", ImportLimits()),
    "drive-relative": (lambda: [GOOD, ("C:evil.svg", SVG)], "absolute paths", ImportLimits()),
    "dot segment": (lambda: [GOOD, ("./art/a.svg", SVG)], "no '..'", ImportLimits()),
    "empty segment": (lambda: [GOOD, ("art//a.svg", SVG)], "no '..'", ImportLimits()),
    "parent at the end": (lambda: [GOOD, ("art/..", SVG)], "no '..'", ImportLimits()),
    "too deep": (lambda: [GOOD, ("a/b/c/d/e.svg", SVG)], "too deep", ImportLimits()),
    "directory link": (lambda: [GOOD, (_link("art"), b"/etc")], "links are not allowed", ImportLimits()),
    # Bombs by count and by pixels in all: many images each under the limit.
    "pixels in all": (lambda: [("deck.json", manifest_bytes(art={f"K{s}": f"art/k{s}.png" for s in "HSDC"}))]
                      + [(f"art/k{s}.png", flat_png(2000, 2000)) for s in "HSDC"],
                      "megapixels in all", ImportLimits(max_total_pixels=12_000_000)),
    "many large images in a small archive": (lambda: [GOOD] + [(f"art/{i}.png", flat_png(4096, 4096)) for i in range(127)],
                                             "megapixels in all", ImportLimits()),
    # The manifest's id against decks the player has.
    "built-in id": (lambda: [("deck.json", manifest_bytes(id="georgian"))], "built-in deck", ImportLimits()),
}


@functools.cache
def flat_png(width: int, height: int) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (30, 90, 60)).save(out, "PNG")
    return out.getvalue()


def snapshot(folder: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(folder)): p.read_bytes() if p.is_file() else None for p in sorted(folder.rglob("*"))}


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_import_refuses_and_installs_nothing(attack: str, parts, tmp_path: Path) -> None:
    """Even asked to replace: the family deck with the same id stays whole, nothing is
    half-installed, and nothing appears anywhere outside the decks folder."""
    entries, words, limits = ATTACKS[attack]
    users = tmp_path / "user"
    family = users / "cousins"
    family.mkdir(parents=True)
    (family / "deck.json").write_bytes(manifest_bytes(version="0.9"))
    (family / "photos").mkdir()
    (family / "photos" / "saba.jpg").write_bytes(photo_with_gps())
    archive = make_archive(tmp_path / "attack.yanivdeck", entries())
    before, around = snapshot(users), snapshot(tmp_path)
    with pytest.raises(ImportRefused) as caught:
        import_deck(archive, users, parts, limits=limits, replace=True,
                    reserved_ids=frozenset({"georgian", "iraqi"}))
    assert words in str(caught.value)
    assert archive.name in str(caught.value)
    assert snapshot(users) == before, "the deck already there is intact and nothing was left behind"
    assert snapshot(tmp_path) == around


def test_encrypted_entries_are_refused(parts, tmp_path: Path) -> None:
    archive = make_archive(tmp_path / "e.yanivdeck", [GOOD, ("art/secret.svg", SVG)])
    mark_encrypted(archive, "art/secret.svg")
    with zipfile.ZipFile(archive) as check:
        assert check.getinfo("art/secret.svg").flag_bits & 0x1
    with pytest.raises(ImportRefused, match="encrypted files are not allowed"):
        import_deck(archive, tmp_path / "user", parts)
    assert list((tmp_path / "user").iterdir()) == []


def damage(path: Path, entry: str, how: str) -> None:
    """Corrupt ``entry`` of the archive at ``path``: its deflate stream, or its compression method."""
    data = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as archive:
        info = archive.getinfo(entry)
    name_length, extra_length = struct.unpack("<HH", data[info.header_offset + 26:info.header_offset + 30])
    start = info.header_offset + 30 + name_length + extra_length
    if how == "deflate":
        data[start:start + 8] = b"\xff" * 8  # not a valid deflate block
    else:
        for header in (info.header_offset + 8, data.find(b"PK\x01\x02") + 10):  # local and central method
            data[header:header + 2] = struct.pack("<H", 99)
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(("how", "words"), [("deflate", "is damaged and cannot be unpacked"),
                                            ("method", "compression method a deck may not use")])
def test_a_damaged_entry_is_refused_and_the_decks_already_there_are_kept(how: str, words: str, parts,
                                                                          tmp_path: Path) -> None:
    users = tmp_path / "user"
    (users / "keep").mkdir(parents=True)
    archive = make_archive(tmp_path / "damaged.yanivdeck", [("deck.json", manifest_bytes()), ("art/a.svg", SVG * 40)])
    damage(archive, "deck.json" if how == "method" else "art/a.svg", how)
    with pytest.raises(ImportRefused, match=words):
        import_deck(archive, users, parts)
    assert sorted(p.name for p in users.iterdir()) == ["keep"]


def test_a_replaced_family_deck_keeps_its_photos(parts, tmp_path: Path) -> None:
    """An import never deletes a family's photos: the deck it replaces is kept whole."""
    users = tmp_path / "user"
    import_deck(make_archive(tmp_path / "c.yanivdeck", [GOOD]), users, parts)
    family = users / "cousins"
    (family / "photos").mkdir()
    (family / "photos" / "grandpa.jpg").write_bytes(photo_with_gps())
    (family / "family.json").write_text('{"names": {"K": "Saba"}}', encoding="utf-8")
    updated = make_archive(tmp_path / "d.yanivdeck", [("deck.json", manifest_bytes(version="1.1"))])
    with pytest.raises(DeckExists) as caught:
        import_deck(updated, users, parts)
    assert caught.value.deck_id == "cousins"
    assert (family / "photos" / "grandpa.jpg").exists(), "asking changes nothing"
    import_deck(updated, users, parts, replace=True)
    kept = list((users / ".replaced").iterdir())
    assert len(kept) == 1 and kept[0].name.startswith("cousins-")
    assert (kept[0] / "photos" / "grandpa.jpg").read_bytes() == photo_with_gps()
    assert (kept[0] / "family.json").exists()
    assert not (family / "photos").exists() and load_deck(family, parts, Origin.USER).manifest.version == "1.1"


def test_not_a_zip_is_refused(parts, tmp_path: Path) -> None:
    bogus = tmp_path / "x.yanivdeck"
    bogus.write_bytes(b"this is not a zip file at all")
    with pytest.raises(ImportRefused, match="not a readable zip"):
        import_deck(bogus, tmp_path / "user", parts)
    assert list((tmp_path / "user").iterdir()) == []


def test_reinstall_needs_replace_and_built_in_ids_are_reserved(parts, tmp_path: Path) -> None:
    archive = make_archive(tmp_path / "c.yanivdeck", [GOOD])
    users = tmp_path / "user"
    import_deck(archive, users, parts)
    with pytest.raises(ImportRefused, match="already installed"):
        import_deck(archive, users, parts)
    updated = make_archive(tmp_path / "d.yanivdeck", [("deck.json", manifest_bytes(version="1.1"))])
    assert import_deck(updated, users, parts, replace=True).manifest.version == "1.1"
    assert sorted(p.name for p in users.iterdir()) == [".replaced", "cousins"]
    with pytest.raises(ImportRefused, match="built-in deck"):
        import_deck(archive, tmp_path / "other", parts, reserved_ids=frozenset({"cousins"}))
