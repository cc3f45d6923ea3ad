"""Words on screen: translations, cards in sentences, counts, moves and problems in words."""
