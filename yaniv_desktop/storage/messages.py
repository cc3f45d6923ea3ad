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

from ..core.messages import Message as _Message

STORAGE = "Storage"  # the translation context of every storage template


class Message(_Message):
    """A storage problem sentence (see :class:`yaniv_desktop.core.messages.Message`)."""

    context = STORAGE


__all__ = ["STORAGE", "Message"]
