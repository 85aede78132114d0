"""A griffe extension for the API reference (mkdocs.yml): the docstrings are written for
reading in the source and in ``help()``, with Sphinx roles (``:func:`load_variant```) and
doctest examples; the reference page shows a role as the code it names and an example as a
Python console block, and leaves the docstring's words as they are.

>>> print(plain(":func:`~.files.record_variant` and :meth:`Match.record <x.Match.record>`"))
`record_variant` and `Match.record`
"""

from __future__ import annotations

import re
from typing import Any

import griffe

ROLE = re.compile(r":(?:func|class|meth|mod|data|attr|exc|obj|ref):`(~?)([^`<]*?)\s*(?:<[^>]*>)?`")


def _named(match: re.Match[str]) -> str:
    short, name = match.group(1), match.group(2).lstrip(".")
    return f"`{name.rsplit('.', 1)[-1] if short else name}`"


def plain(text: str) -> str:
    """`text` with each role as the code it names, and each run of doctest lines (``>>>``,
    ``...`` and the output after them) fenced as a ``pycon`` block."""
    lines, out, example = ROLE.sub(_named, text).split("\n"), [], False
    for line in lines:
        starts = line.lstrip().startswith(">>>")
        if starts and not example:
            out += ["", "```pycon"]
            example = True
        elif example and not line.strip():
            out.append("```")
            example = False
        out.append(line.strip() if example else line)
    if example:
        out.append("```")
    return "\n".join(out)


class SphinxRoles(griffe.Extension):
    """Rewrite each docstring as :func:`plain` says, once griffe has read it."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = plain(obj.docstring.value)
