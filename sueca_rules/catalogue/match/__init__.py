"""The match area of the rule catalogue."""
