"""Rule documents written from the variants: rulebooks (pt/en), differences, the matrix."""

from .compare import diff_variants, matrix
from .rulebook import rulebook

__all__ = ["diff_variants", "matrix", "rulebook"]
