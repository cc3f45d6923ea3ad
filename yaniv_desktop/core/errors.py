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
    """An action the rules do not allow now.  The state is left unchanged.

    ``template`` (from :mod:`.messages`) and ``params`` let the window say it in the
    player's language; ``str(error)`` is the English sentence and the rule's name.
    """

    def __init__(self, rule: str, template: str, **params: object) -> None:
        self.sentence = template.format(**params)
        super().__init__(f"{self.sentence} (rule: {rule})")
        self.rule = rule
        self.template = template
        self.params = params
