"""The play area of the rule catalogue."""
