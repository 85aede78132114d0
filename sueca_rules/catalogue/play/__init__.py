"""The play area: who leads first, following suit (and overtaking), what a player without the
suit led must play, when trumps may be led, and which finished tricks may be looked at."""
