"""SVG art from other people: every trick refused, editor clutter dropped, our own art unchanged.

All test files are made here, by the tests.  The Hypothesis runs are bounded for CI;
``YANIV_FUZZ_EXAMPLES=N`` runs N examples each.
"""

from __future__ import annotations

import io
import json
import os
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from yaniv_desktop import resources
from yaniv_desktop.decks.archive import export_deck, import_deck
from yaniv_desktop.decks.composer import DeckComposer, all_image_names
from yaniv_desktop.decks.errors import DeckError, ImportRefused
from yaniv_desktop.decks.faces import BACK_PREFIX, LEGEND
from yaniv_desktop.decks.images import check_image_bytes, raster_pixels, strip_metadata
from yaniv_desktop.decks.parts import PartLibrary
from yaniv_desktop.decks.registry import DeckRegistry, default_builtin_dir, load_deck
from yaniv_desktop.decks.svg_clean import MAX_DEPTH, MAX_ELEMENTS, clean_svg
from yaniv_desktop.selftest import _SVG as SELFTEST_SVG

EXAMPLES = int(os.environ.get("YANIV_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PATH = Path("art.svg")
NS = 'xmlns="http://www.w3.org/2000/svg"'
XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
PNG_DATA = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="


def svg(body: str, attrs: str = "") -> bytes:
    return f'<svg {NS} {XLINK} viewBox="0 0 10 10"{attrs}>{body}</svg>'.encode()


def doctype(encoding: str) -> bytes:
    text = '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY a "aaaa">]>\n<svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'
    return "\ufeff".encode(encoding) + text.encode(encoding)


def billion_laughs() -> bytes:
    lines = ['<!ENTITY lol0 "lol">'] + [f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10)]
    return f'<?xml version="1.0"?><!DOCTYPE svg [{"".join(lines)}]><svg {NS}>&lol9;</svg>'.encode()


def nested(levels: int) -> bytes:
    return f"<svg {NS}>".encode() + b"<g>" * levels + b"</g>" * levels + b"</svg>"


def use_bomb(levels: int, fan_out: int = 10) -> bytes:
    """Each level draws the level below ``fan_out`` times: a tiny file, fan_out ** levels shapes."""
    body = ['<defs><rect id="g0" width="1" height="1"/>']
    for i in range(1, levels + 1):
        body.append(f'<g id="g{i}">' + f'<use xlink:href="#g{i - 1}"/>' * fan_out + "</g>")
    return svg("".join(body) + f'</defs><use xlink:href="#g{levels}"/>')


# name: (the file, words the refusal must hold)
REFUSED: dict[str, tuple[Callable[[], bytes], str]] = {
    "DOCTYPE, UTF-8": (lambda: doctype("utf-8"), "DTD"),
    "DOCTYPE, UTF-16-LE with BOM": (lambda: doctype("utf-16-le"), "DTD"),
    "DOCTYPE, UTF-16-BE with BOM": (lambda: doctype("utf-16-be"), "DTD"),
    "DOCTYPE without a subset": (lambda: b'<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg/>', "DTD"),
    "billion laughs": (billion_laughs, "entities"),
    "external entity": (lambda: f'<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg {NS}>&x;</svg>'.encode(),
                        "entities"),
    "undeclared entity": (lambda: svg("&x;"), "not well-formed"),
    "xml-stylesheet": (lambda: b'<?xml-stylesheet href="http://x/a.css"?>' + svg(""), "xml-stylesheet"),
    "xml-stylesheet inside": (lambda: svg('<?xml-stylesheet type="text/css" href="a.css"?>'), "xml-stylesheet"),
    "other processing instruction": (lambda: svg("<?php echo 1; ?>"), "processing instructions"),
    "script": (lambda: svg("<script>alert(1)</script>"), "scripts"),
    "script without namespace": (lambda: b"<svg><script>alert(1)</script></svg>", "scripts"),
    "svg:script": (lambda: b'<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>',
                   "scripts"),
    "x:script": (lambda: svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'), "scripts"),
    "html script": (lambda: svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), "scripts"),
    "script in metadata": (lambda: svg("<metadata><script>alert(1)</script></metadata>"), "scripts"),
    "SCRIPT in capitals": (lambda: svg("<SCRIPT>alert(1)</SCRIPT>"), "scripts"),
    "foreignObject": (lambda: svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'),
                      "foreignObject"),
    "iframe": (lambda: svg('<iframe src="http://x"/>'), "iframe"),
    "handler": (lambda: svg('<handler type="application/ecmascript">alert(1)</handler>'), "scripts"),
    "onload on the root": (lambda: svg("", ' onload="alert(1)"'), "onload would run a script"),
    "ONCLICK in capitals": (lambda: svg('<rect ONCLICK="alert(1)"/>'), "ONCLICK would run a script"),
    "onmouseover nested": (lambda: svg('<g><g><rect width="1" onmouseover="alert(1)"/></g></g>'), "onmouseover"),
    "onload on an unknown element": (lambda: svg('<blink onload="alert(1)"/>'), "onload"),
    "href http": (lambda: svg('<image href="http://evil/x.png"/>'), "only link inside itself"),
    "xlink:href file": (lambda: svg('<image xlink:href="file:///etc/passwd"/>'), "only link inside itself"),
    "href javascript": (lambda: svg('<a href="javascript:alert(1)"><rect/></a>'), "javascript:"),
    "xlink:href javascript, case and spaces": (lambda: svg('<a xlink:href=" JaVa&#9;ScRipt:alert(1)"><rect/></a>'),
                                               "javascript:"),
    "href to another file's id": (lambda: svg('<use href="other.svg#a"/>'), "only link inside itself"),
    "href to svg data": (lambda: svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'), "only link inside itself"),
    "href under another prefix": (lambda: svg('<use xmlns:l="http://www.w3.org/1999/xlink" l:href="http://x/y#a"/>'),
                                  "only link inside itself"),
    "fill url http": (lambda: svg('<rect fill="url(http://evil/x#a)"/>'), "own ids"),
    "style url file": (lambda: svg("""<rect style="fill:url('file:///etc/passwd')"/>"""), "own ids"),
    "filter url upper case": (lambda: svg('<rect filter="URL( http://x/f#b )"/>'), "own ids"),
    "style @import": (lambda: svg("<style>@import url(x.css);</style>"), "@import"),
    "style @import string": (lambda: svg('<style>@IMPORT "x.css";</style>'), "@import"),
    "style url": (lambda: svg("<style>rect{fill:url(http://x)}</style>"), "own ids"),
    "style url in CDATA": (lambda: svg("<style><![CDATA[rect{fill:url(http://x)}]]></style>"), "own ids"),
    "style CSS escape": (lambda: svg(r"<style>rect{fill:\75rl(http://x)}</style>"), "escapes"),
    "javascript in any value": (lambda: svg('<rect class="javascript:alert(1)"/>'), "javascript:"),
    "root not svg": (lambda: b'<html xmlns="http://www.w3.org/1999/xhtml"/>', "root element must be <svg>"),
    "root svg in another namespace": (lambda: b'<svg xmlns="http://example.com/"/>', "root element must be <svg>"),
    "not well-formed": (lambda: svg("<rect>"), "line 1"),
    "empty": (lambda: b"", "not well-formed"),
    "deep nesting": (lambda: nested(10_000), "nest"),
    "too many elements": (lambda: svg("<rect/>" * (MAX_ELEMENTS + 10)), "at most"),
    "a million elements": (lambda: svg("<g/>" * 1_000_000), "at most"),
    "use bomb": (lambda: use_bomb(9), "draw at most"),
    "use of itself": (lambda: svg('<g id="a"><rect/><use href="#a"/></g>'), "loop"),
    "use loop": (lambda: svg('<defs><g id="a"><use href="#b"/></g><g id="b"><use xlink:href="#a"/></g></defs>'), "loop"),
    "many uses of an id held many times": (lambda: svg('<rect id="a"/>' * 9000 + '<use href="#a"/>' * 9000
                                                       + '<use href="#b"/>' * 1000 + '<g id="b">' + '<use href="#a"/>' * 500
                                                       + "</g>"), "draw at most"),
    "pattern filled with itself": (lambda: svg('<pattern id="p"><rect fill="url(#p)"/></pattern>'), "loop"),
}


@pytest.mark.parametrize("trick", list(REFUSED))
def test_every_trick_is_refused_and_named(trick: str) -> None:
    make, words = REFUSED[trick]
    with pytest.raises(DeckError) as caught:
        clean_svg(make(), PATH)
    assert words in str(caught.value), str(caught.value)
    assert caught.value.file == str(PATH)


def test_a_refusal_names_the_line() -> None:
    with pytest.raises(DeckError) as caught:
        clean_svg(svg('\n<g>\n<rect onload="x()"/></g>'), PATH)
    assert caught.value.field == "line 3: onload"


def test_nesting_up_to_the_limit_is_fine() -> None:
    assert clean_svg(nested(MAX_DEPTH - 1), PATH).count(b"<g") == MAX_DEPTH - 1  # the svg root is one level
    with pytest.raises(DeckError, match="deep"):
        clean_svg(nested(MAX_DEPTH), PATH)


INKSCAPE = (b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            b'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
            b'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" '
            b'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" '
            b'width="10" height="10" viewBox="0 0 10 10" inkscape:version="1.3" sodipodi:docname="kh.svg">\n'
            b'  <sodipodi:namedview id="nv" pagecolor="#ffffff" inkscape:zoom="2"/>\n'
            b'  <metadata><rdf:RDF><dc:title>King</dc:title></rdf:RDF></metadata>\n'
            b'  <!-- drawn by a cousin -->\n'
            b'  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">'
            b'<rect id="r" width="10" height="10" fill="#c03020" sodipodi:nodetypes="cccc"/></g>\n'
            b'</svg>')

# name: (the file, what the output must hold, what it must not)
ALLOWED: dict[str, tuple[bytes, tuple[bytes, ...], tuple[bytes, ...]]] = {
    "inkscape metadata dropped": (INKSCAPE, (b'<rect id="r" width="10" height="10" fill="#c03020"/>', b'id="layer1"'),
                                  (b"inkscape", b"sodipodi", b"metadata", b"King", b"cousin", b"rdf")),
    "unknown attributes dropped": (svg('<rect width="1" data-x="1" foo="bar" height="2"/>'),
                                   (b'<rect width="1" height="2"/>',), (b"data-x", b"foo")),
    "unknown elements dropped": (svg('<blink><rect id="inside"/></blink><animate attributeName="fill" to="red"/>'),
                                 (b'viewBox="0 0 10 10"/>',), (b"blink", b"inside", b"animate")),
    "local url kept": (svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#f80"/>'
                           '<stop offset="1" stop-color="#08f"/></linearGradient></defs>'
                           '<rect width="8" height="8" fill="url(#g)" style="stroke:url( \'#g\' )"/>'),
                       (b'fill="url(#g)"', b"stroke:url( '#g' )", b"<stop"), ()),
    "local href kept": (svg('<defs><path id="p" d="M0 0h1"/></defs><use href="#p"/><use xlink:href="#p" x="2"/>'),
                        (b'<use href="#p"/>', b'<use xlink:href="#p" x="2"/>', XLINK.encode()), ()),
    "embedded PNG kept": (svg(f'<image width="1" height="1" xlink:href="{PNG_DATA}"/>'), (PNG_DATA.encode(),), ()),
    "style with local url kept": (svg("<style>rect &gt; g {fill:url(#g)} .a{stroke:#000}</style>"),
                                  (b"<style>rect &gt; g {fill:url(#g)} .a{stroke:#000}</style>",), ()),
    "text escaped": (svg('<text x="1" font-family="A &amp; B">1 &lt; 2 &amp; &quot;q&quot;</text>'),
                     (b'font-family="A &amp; B">1 &lt; 2 &amp; "q"</text>',), ()),
    "comments and declarations dropped": (b'<?xml version="1.0" encoding="ISO-8859-1"?>\n<!-- hi -->'
                                          + svg("<title>Caf\xe9</title>").decode().encode("latin-1"),
                                          ("<title>Café</title>".encode(),), (b"<!--", b"ISO")),
    "UTF-16 art": ("\ufeff".encode("utf-16-le") + svg('<rect width="1"/>').decode().encode("utf-16-le"),
                   (b'<rect width="1"/>',), ()),
    "xlink unused is not declared": (f'<svg {NS} {XLINK}><rect/></svg>'.encode(), (b"<rect/>",), (b"xlink",)),
    "prefixed svg elements": (b'<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:rect width="3"/></s:svg>',
                              (b'<svg xmlns="http://www.w3.org/2000/svg"><rect width="3"/></svg>',), (b"s:",)),
    "no namespace is taken as svg": (b'<svg><circle r="2"/></svg>', (NS.encode(), b'<circle r="2"/>'), ()),
    "use within the limit": (use_bomb(4), (b'<use xlink:href="#g3"/>',), ()),
    "a long chain of references": (svg('<linearGradient id="l0"><stop offset="0"/></linearGradient>'
                                       + "".join(f'<linearGradient id="l{i}" href="#l{i - 1}"/>' for i in range(1, 5000))
                                       + '<rect fill="url(#l4999)"/>'), (b'href="#l4998"',), ()),
}


@pytest.mark.parametrize("case", list(ALLOWED))
def test_allowed_art_is_kept_and_clutter_dropped(case: str) -> None:
    data, present, absent = ALLOWED[case]
    out = clean_svg(data, PATH)
    assert out.startswith(b'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')
    for want in present:
        assert want in out, (want, out)
    for unwanted in absent:
        assert unwanted not in out, (unwanted, out)
    assert clean_svg(out, PATH) == out  # idempotent


def test_attribute_values_survive_a_round_trip() -> None:
    tricky = 'a&#10;b&#9;c&#13;d &lt;&gt;&amp;&quot;\u05d0'
    out = clean_svg(svg(f'<text x="1" font-family="{tricky}">x&#13;y</text>'), PATH)
    assert b'font-family="a&#10;b&#9;c&#13;d &lt;&gt;&amp;&quot;\xd7\x90"' in out and b"x&#13;y" in out
    assert clean_svg(out, PATH) == out


# -- every SVG the game ships or makes ------------------------------------------------------
def shipped_svgs(parts: PartLibrary) -> dict[str, bytes]:
    """The app icon, the self-test's SVG, and every shared part (a fragment: with its default
    colours, in a card-sized document as the composer wraps it)."""
    found = {"packaging/icons/yaniv-desktop.svg":
             (resources.root() / "packaging" / "icons" / "yaniv-desktop.svg").read_bytes(),
             "selftest": SELFTEST_SVG}
    for kind in sorted(p.name for p in parts.root.iterdir() if p.is_dir()):
        for name in parts.names(kind):
            found[name] = card_document(parts.render(name))
    return found


def card_document(body: str) -> bytes:
    return (f'<svg {NS} {XLINK} width="630" height="880" viewBox="0 0 630 880">{body}</svg>').encode()


def composed_svgs(registry: DeckRegistry, parts: PartLibrary) -> dict[str, bytes]:
    """Every SVG layer of every image of every built-in deck (the legend also in Hebrew)."""
    found = {}
    for deck in registry.decks:
        composer = DeckComposer(deck.manifest, parts)
        for name in (*all_image_names(deck.manifest), (LEGEND, "he")):
            name, lang = name if isinstance(name, tuple) else (name, "en")
            for i, layer in enumerate(composer.compose(name, lang).layers):
                if isinstance(layer, bytes):
                    found[f"{deck.id}/{name}/{lang}/{i}"] = layer
    return found


def test_every_svg_the_game_ships_or_composes_passes_unchanged_in_meaning(registry: DeckRegistry,
                                                                          parts: PartLibrary) -> None:
    shipped = shipped_svgs(parts)
    assert len(shipped) > 100 and len(list(parts.root.rglob("*.svg"))) == len(shipped) - 2
    composed = composed_svgs(registry, parts)
    assert len(composed) > 1000
    for name, data in {**shipped, **composed}.items():
        out = clean_svg(data, Path(name))
        assert clean_svg(out, Path(name)) == out, name
        check_image_bytes(data, Path(name).with_suffix(".svg"))


def render(data: bytes, width: int, height: int) -> bytes:
    renderer = QSvgRenderer(QByteArray(data))
    assert renderer.isValid()
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return bytes(image.constBits())[: image.sizeInBytes()]


RENDERED = ("classic/KH/en/0", "moroccan/QS/en/0", "iraqi/JK0/en/0", f"persian/{LEGEND}/he/0",
            f"yekke/{BACK_PREFIX}", "hungarian/7H/en/0")


def test_cleaned_art_renders_exactly_as_before(registry: DeckRegistry, parts: PartLibrary, qapp) -> None:
    shipped = shipped_svgs(parts)
    composed = composed_svgs(registry, parts)
    picks = {name: shipped[name] for name in ("packaging/icons/yaniv-desktop.svg", "frame/classic_court")}
    picks.update({name: data for name, data in composed.items() if name.startswith(RENDERED)})
    picks["inkscape"] = INKSCAPE
    picks["gradients"] = svg('<defs><radialGradient id="g"><stop offset="0" stop-color="#f80"/>'
                             '<stop offset="1" stop-color="#08f"/></radialGradient>'
                             '<style>.a{stroke:url(#g)}</style></defs><sodipodi:namedview xmlns:sodipodi="s"/>'
                             '<circle class="a" cx="5" cy="5" r="4" fill="url(#g)" stroke-width="2" inkscape:x="1" '
                             'xmlns:inkscape="i"/>')
    assert len(picks) >= 8
    for name, data in picks.items():
        before = render(data, 126, 176)
        after = render(clean_svg(data, PATH), 126, 176)
        assert before == after, name
        assert len(set(before)) > 1, name  # something was drawn


# -- fuzzing -------------------------------------------------------------------------------
VALID = svg('<defs><linearGradient id="g" x2="1"><stop offset="0" stop-color="#123456"/></linearGradient>'
            '<style>.a{fill:url(#g)}</style></defs>'
            '<g class="a" transform="rotate(3)"><rect width="5" height="5" rx="1" style="stroke:#000"/>'
            '<text x="1" y="9" xml:space="preserve">K &amp; Q</text></g><use xlink:href="#g"/>')
TOKENS = [b"<svg", b"<svg xmlns='http://www.w3.org/2000/svg'>", b"</svg>", b"<g>", b"</g>", b">", b"/>", b"<",
          b"&", b"&amp;", b"&#0;", b"&#x110000;", b"<!DOCTYPE svg>", b"<!ENTITY", b"<?xml version='1.0'?>",
          b"<?xml version='1.0' encoding='utf-16'?>", b"<?xml version='1.0' encoding='latin-1'?>",
          b"<?xml version='1.0' encoding='shift_jis'?>", b"<?xml version='1.0' encoding='bogus'?>",
          b"<?pi x?>", b"<![CDATA[", b"]]>", b"<!--", b"-->", b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf", b"\x00",
          b"\xc3", b"\xed\xa0\x80", b" a='1'", b' xmlns:x="u"', b"<x:y>", b"<style>", b"</style>", b"url(",
          b"#", b"'", b'"', b"onload=", b"href=", b"\n", b"\r"]


@FUZZ
@given(st.binary(max_size=600))
def test_any_bytes_give_svg_or_a_deck_error(data: bytes) -> None:
    assert_clean_or_refused(data)


@FUZZ
@given(st.lists(st.sampled_from(TOKENS), max_size=40).map(b"".join))
def test_any_xml_ish_tokens_give_svg_or_a_deck_error(data: bytes) -> None:
    assert_clean_or_refused(data)


@FUZZ
@given(st.integers(0, len(VALID)), st.lists(st.tuples(st.integers(0, len(VALID)), st.integers(0, 8),
                                                      st.binary(max_size=6) | st.sampled_from(TOKENS)), max_size=6))
def test_mutated_and_truncated_svg_gives_svg_or_a_deck_error(cut: int, edits: list[tuple[int, int, bytes]]) -> None:
    data = VALID
    for at, drop, insert in edits:
        data = data[:at] + insert + data[at + drop:]
    assert_clean_or_refused(data)
    assert_clean_or_refused(data[:cut])


def assert_clean_or_refused(data: bytes) -> None:
    try:
        out = clean_svg(data, PATH)
    except DeckError:
        return
    assert isinstance(out, bytes)
    assert clean_svg(out, PATH) == out


# -- images.py and the archive -------------------------------------------------------------
def test_strip_metadata_cleans_svg_and_raster_pixels_measures_headers() -> None:
    assert strip_metadata(INKSCAPE, Path("kh.svg")) == clean_svg(INKSCAPE, PATH)
    with pytest.raises(DeckError, match="would run a script"):
        strip_metadata(svg("", ' onload="x()"'), Path("kh.svg"))
    assert raster_pixels(INKSCAPE, Path("kh.svg")) == 0
    out = io.BytesIO()
    Image.new("RGB", (300, 200)).save(out, "PNG")
    png = out.getvalue()
    assert raster_pixels(png, Path("a.png")) == 60_000
    with pytest.raises(DeckError):
        raster_pixels(b"not an image", Path("a.jpg"))


def manifest_bytes(**changes: object) -> bytes:
    data = json.loads((default_builtin_dir() / "iraqi" / "deck.json").read_text(encoding="utf-8"))
    data.update(id="cousins", **changes)
    return json.dumps(data).encode()


def archive_with(path: Path, art: bytes) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("deck.json", manifest_bytes(art={"KH": "art/kh.svg"}))
        archive.writestr("art/kh.svg", art)
    return path


def test_import_stores_the_cleaned_svg(parts: PartLibrary, tmp_path: Path) -> None:
    deck = import_deck(archive_with(tmp_path / "ink.yanivdeck", INKSCAPE), tmp_path / "user", parts)
    stored = (deck.folder / "art" / "kh.svg").read_bytes()
    assert stored == clean_svg(INKSCAPE, PATH)
    assert b"inkscape" not in stored and b"<rect" in stored


def test_import_refuses_svg_with_an_event_attribute(parts: PartLibrary, tmp_path: Path) -> None:
    users = tmp_path / "user"
    evil = svg('<rect width="10" height="10" fill="#c03020" onload="alert(1)"/>')
    with pytest.raises(ImportRefused) as caught:
        import_deck(archive_with(tmp_path / "evil.yanivdeck", evil), users, parts)
    assert "art/kh.svg" in str(caught.value) and "onload" in str(caught.value)
    assert "evil.yanivdeck" in str(caught.value)
    assert not any(p for p in users.iterdir() if not p.name.startswith("."))


def test_export_writes_the_cleaned_svg(parts: PartLibrary, tmp_path: Path) -> None:
    folder = tmp_path / "cousins"
    (folder / "art").mkdir(parents=True)
    (folder / "deck.json").write_bytes(manifest_bytes(art={"KH": "art/kh.svg"}))
    (folder / "art" / "kh.svg").write_bytes(INKSCAPE)  # as an editor left it, straight on disk
    exported = export_deck(load_deck(folder, parts), tmp_path / "cousins")
    with zipfile.ZipFile(exported) as archive:
        assert archive.read("art/kh.svg") == clean_svg(INKSCAPE, PATH)
