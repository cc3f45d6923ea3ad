"""The decks windows: the gallery, the family-deck maker, the showcase."""
