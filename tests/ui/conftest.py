"""Fixtures of the window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from yaniv_desktop.ui.text.i18n import Translations


@pytest.fixture
def translations(qapp) -> Iterator[Translations]:
    """The app's languages; English again after the test, whatever it switched to."""
    t = Translations(qapp)
    yield t
    t.use("en")
