"""The meta area of the rule catalogue."""
