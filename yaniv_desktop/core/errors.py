"""Errors the engine raises; each message names the rule or option at fault."""

from __future__ import annotations


class YanivError(Exception):
    """Base class for every error the rules engine raises."""


class RulesError(YanivError, ValueError):
    """A rule set that cannot be played, or an option value that does not exist."""

    def __init__(self, option: str, message: str) -> None:
        super().__init__(f"{option}: {message}")
        self.option = option


class IllegalActionError(YanivError):
    """An action the rules do not allow now.  The state is left unchanged."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} (rule: {rule})")
        self.rule = rule
