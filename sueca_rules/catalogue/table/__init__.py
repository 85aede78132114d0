"""The table area of the rule catalogue."""
