"""The matrix in a terminal shows the Markdown page's emphasis (`*bandeira*`) as italics, never
its asterisks, in every locale; the Markdown matrix keeps them."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from sueca_rules.docs import matrix
from sueca_rules.docs.terminal import emphasised, print_matrix
from sueca_rules.words.i18n import LOCALES

from ..conftest import BUNDLED
from ..loaded import load_variant


@pytest.mark.parametrize("locale", LOCALES)
def test_the_terminal_matrix_shows_emphasis_without_asterisks(locale: str) -> None:
    specs = [load_variant(n) for n in BUNDLED]
    marked = re.findall(r"(?<![*\w])\*([^*\n]+)\*(?![*\w])", matrix(specs, locale))  # the Markdown's emphasis
    out = io.StringIO()
    print_matrix(specs, locale, Console(file=out, width=160, color_system=None))
    shown = out.getvalue()
    assert "*" not in shown
    for words in marked:
        assert words.split()[0] in shown, (locale, words)


def test_emphasis_is_italic_and_bold_markers_are_left_alone() -> None:
    text = emphasised("um *bandeira* e 2*3")
    assert text.plain == "um bandeira e 2*3"
    assert [(text.plain[s.start:s.end], s.style) for s in text.spans] == [("bandeira", "italic")]
