"""The competition area: matches between teams arranged round by round (a knockout, a Swiss
system, a round robin, a winner-stays table), byes, forfeits, substitutions and standings."""
