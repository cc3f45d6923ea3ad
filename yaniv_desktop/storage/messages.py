"""The storage layer's messages to players, as templates the window can translate.

Storage must not import Qt, yet its problems ("Cannot save the settings …") reach
players in five languages.  A :class:`Message` *is* the English sentence — a ``str``
equal to ``template.format(**fields)``, so it can be logged, compared and listed in
:class:`~yaniv_desktop.storage.problems.Problems` like any text — and it also keeps
its ``template`` and ``fields``, so the window can translate the template (context
``"Storage"``) and fill the fields in, translating any field that is itself a
:class:`Message` (a fragment such as "it was moved to {aside}" or "the disk is full").
Details that come from elsewhere — a file path, the system's error text, SQLite's
message — stay plain fields and are shown as they are.

Every template is wrapped in ``QT_TRANSLATE_NOOP("Storage", …)`` where it is written,
so that Qt's ``lupdate`` finds it.
"""

from __future__ import annotations

from typing import Any

STORAGE = "Storage"  # the translation context of every storage template


class Message(str):
    """An English sentence that remembers the template and fields it was made from."""

    template: str
    fields: dict[str, Any]

    def __new__(cls, template: str, /, **fields: Any) -> Message:
        self = super().__new__(cls, template.format(**fields))
        self.template = template
        self.fields = fields
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # copy and pickle keep the template and fields
        return (_rebuild, (self.template, self.fields))

    def __repr__(self) -> str:
        return f"Message({self.template!r}, **{self.fields!r})"


def _rebuild(template: str, fields: dict[str, Any]) -> Message:
    return Message(template, **fields)


__all__ = ["STORAGE", "Message"]
