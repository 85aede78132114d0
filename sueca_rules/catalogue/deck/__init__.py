"""The deck area: the cards in play, strongest first, the ranks taken out, card points, and
the deck's faces (French- or Spanish-suited)."""
