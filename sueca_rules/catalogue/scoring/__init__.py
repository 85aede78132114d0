"""The scoring area of the rule catalogue."""
