"""Dialogs: the new match, the rules page, the option explanations."""
