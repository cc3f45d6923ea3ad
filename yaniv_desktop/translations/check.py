"""What is wrong with the translations: stale sources, missing translations, old ``.qm``."""

from __future__ import annotations

import re
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from . import LANGUAGES, qm_file, ts_file
from .tools import release, update

_FIELD = re.compile(r"\{(\w*)\}")


def messages(ts: Path) -> dict[tuple[str, str], str | None]:
    """(context, source) → translation (None when unfinished or empty)."""
    found: dict[tuple[str, str], str | None] = {}
    root = ET.parse(ts).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            node = message.find("translation")
            text = None
            if node is not None and node.get("type") not in ("unfinished", "vanished", "obsolete"):
                forms = [f.text or "" for f in node.iter("numerusform")]
                text = " | ".join(forms) if forms else (node.text or "")
                text = text or None
            found[(name, source)] = text
    return found


def problems() -> list[str]:
    out: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / "fresh.ts"
        update(fresh)
        wanted = set(messages(fresh))
        for language in LANGUAGES:
            ts = ts_file(language)
            if not ts.exists():
                out.append(f"{ts.name}: missing")
                continue
            have = messages(ts)
            for key in sorted(wanted - set(have)):
                out.append(f"{ts.name}: stale, no entry for {key[0]}: {key[1]!r}")
            for key in sorted(set(have) - wanted):
                out.append(f"{ts.name}: stale, {key[0]}: {key[1]!r} is no longer in the code")
            for key, text in sorted(have.items()):
                if key not in wanted:
                    continue
                if text is None:
                    out.append(f"{ts.name}: untranslated {key[0]}: {key[1]!r}")
                elif set(_FIELD.findall(key[1])) != set(_FIELD.findall(text)):
                    out.append(f"{ts.name}: {key[0]}: {key[1]!r} and its translation name different fields")
            qm = qm_file(language)
            built = Path(scratch) / f"{language}.qm"
            release(ts, built)
            if not qm.exists() or qm.read_bytes() != built.read_bytes():
                out.append(f"{qm.name}: out of date with {ts.name} (run python -m yaniv_desktop.translations)")
    return out
