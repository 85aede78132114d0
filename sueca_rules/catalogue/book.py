"""What an area's rulebook section is: its Markdown lines, one rule per list item, written from
the variant (its words and texts) and its compiled rules (what the engine plays)."""

from __future__ import annotations

from collections.abc import Callable

from ..compiled.rules import Rules
from ..words.speaker import Speaker
from .variant import VariantSpec

Book = Callable[[VariantSpec, Rules, Speaker], list[str]]


def item(s: Speaker, text: str) -> str:
    """One rule as a list item, its first letter in upper case."""
    return "- " + s.voice.sentence(text)


def cell(text: str) -> str:
    """Text for a Markdown table cell."""
    return text.replace("|", "\\|")
