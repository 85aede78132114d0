"""The table area: the direction of play, how partners are formed, the dealer (first and
next, who chooses the way of dealing), the deal procedures (who shuffles and cuts, how the
cards go round, where the trump comes from), how long the trump card stays on view, and who
may ask for a new deal."""
