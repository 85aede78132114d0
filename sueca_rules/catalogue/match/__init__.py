"""The match area: the game points that win a match, a series of matches (first to N), and
the names a table gives to a match's results (a pente: 4–0)."""
