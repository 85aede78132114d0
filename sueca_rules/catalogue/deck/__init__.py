"""The deck area of the rule catalogue."""
