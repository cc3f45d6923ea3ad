"""Yaniv Desktop: the card game Yaniv, offline, against computer opponents."""

__version__ = "0.1.0"
