"""Fill untranslated messages of the ``.ts`` files from JSON files of translations.

A JSON file maps context → English source → language → translation; a counted
(``%n``) message takes a list of plural forms in Qt's order for that language::

    {"MainWindow": {"&Sort hand": {"he": "&מיין את היד", "ar": "...", "sv": "...", "nl": "..."}}}

A message with a disambiguation (``translate(context, source, "you")``) is keyed
``"source#you"``.

Only unfinished messages are filled: a translation already in a ``.ts`` (perhaps
corrected by a person in Qt Linguist) is never overwritten.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

Table = dict[str, dict[str, dict[str, str | list[str]]]]


def load(paths: Iterable[Path]) -> Table:
    """Every file's entries, merged (a later file wins for the same message and language)."""
    table: Table = {}
    for path in paths:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise SystemExit(f"{path}: not a translations file ({error})") from error
        if not isinstance(data, dict):
            raise SystemExit(f"{path}: the top level must map contexts to messages")
        for context, messages in data.items():
            if not isinstance(messages, dict):
                raise SystemExit(f"{path}: context {context!r} must map sources to languages")
            for source, languages in messages.items():
                if not isinstance(languages, dict):
                    raise SystemExit(f"{path}: {context}: {source!r} must map languages to translations")
                table.setdefault(context, {}).setdefault(source, {}).update(languages)
    return table


def fill(ts: Path, language: str, table: Table) -> int:
    """Fill ``ts`` (one language) from ``table``; returns how many messages were filled."""
    tree = ET.parse(ts)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        known = table.get(name, {})
        for message in context.iter("message"):
            node = message.find("translation")
            source = message.findtext("source") or ""
            if message.findtext("comment"):  # a disambiguated message: "source#comment" in the JSON
                source = f"{source}#{message.findtext('comment')}"
            if node is None or node.get("type") != "unfinished" or language not in known.get(source, {}):
                continue
            text = known[source][language]
            forms = list(node.iter("numerusform"))
            if message.get("numerus") == "yes":
                values = text if isinstance(text, list) else [text]
                for child in forms:
                    node.remove(child)
                node.text = "\n            "
                for value in values:
                    form = ET.SubElement(node, "numerusform")
                    form.text = value
                    form.tail = "\n            "
            else:
                node.text = text if isinstance(text, str) else " | ".join(text)
            del node.attrib["type"]
            filled += 1
    if filled:
        _write(tree, ts)
    return filled


def _write(tree: ET.ElementTree, ts: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
