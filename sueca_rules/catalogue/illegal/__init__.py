"""The illegal area of the rule catalogue."""
