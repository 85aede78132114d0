"""The rules of Sueca, one entry per rule, by area (see docs/architecture.md)."""
