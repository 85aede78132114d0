"""The problem codes: one registry, each code with a title, an explanation, an example and
its fix. `sueca-rules explain CODE` prints an entry, docs/problem-codes.md is written from
the registry (:func:`markdown`), and SARIF rules carry its text and a link to the entry.

A code is stable once published. A code that was split keeps working as a spelling: the
settings' ``[severity]`` key ``dsl`` still applies to every ``dsl-...`` code it covered
(:func:`spellings`). A family (``schema``) covers the codes named after it that have no entry
of their own (pydantic's rarer error kinds: ``schema-...``).

>>> lookup("dsl-unknown-setting").title
'Unknown setting'
>>> spellings("dsl-unknown-setting")
('dsl-unknown-setting', 'dsl')
>>> lookup("schema-url-type").code
'schema'
"""

from __future__ import annotations

import textwrap

from . import cases, checks, reading, schema, shape
from .entry import DOCS_URL, Code

__all__ = ["DOCS_URL", "FAMILIES", "REGISTRY", "Code", "former", "known", "lookup", "markdown",
           "spellings", "text"]


def _registry() -> dict[str, Code]:
    out: dict[str, Code] = {}
    for module in (reading, schema, checks, shape, cases):
        for entry in module.CODES:
            assert entry.code not in out, entry.code  # one entry per code
            out[entry.code] = entry
    return out


REGISTRY: dict[str, Code] = _registry()
FAMILIES = ("schema", "case", "extends", "option")


def lookup(code: str) -> Code | None:
    """The entry of `code` (a former spelling gives the code it became when it became one;
    a family's code without an entry gives the family's), or None."""
    entry = REGISTRY.get(code)
    if entry is not None:
        return entry
    head = code.split("-", 1)[0]
    return REGISTRY.get(head) if head in FAMILIES and code != head else None


def spellings(code: str) -> tuple[str, ...]:
    """The names a setting may use for `code`: itself, then the codes it was formerly part of."""
    entry = REGISTRY.get(code)
    return (code, *(entry.formerly if entry else ()))


def former(code: str) -> list[str]:
    """The codes that `code`, a former spelling (such as ``dsl``), was split into."""
    return [entry.code for entry in REGISTRY.values() if code in entry.formerly]


def known(code: str) -> bool:
    """True for a code of the registry, a former spelling, or a family's code."""
    return lookup(code) is not None or bool(former(code))


def text(entry: Code) -> str:
    """The entry as `sueca-rules explain` prints it (plain text)."""
    former_names = f"\n(formerly reported as: {', '.join(entry.formerly)})" if entry.formerly else ""
    indent = "\n    ".join
    return (f"{entry.code}: {entry.title}{former_names}\n\n{textwrap.fill(entry.explanation, 88)}\n\n"
            f"{textwrap.fill(entry.severity_said, 88)}\n\n"
            f"Example:\n    {indent(entry.example.splitlines())}\n\n"
            f"Fix:\n    {indent(entry.fixed.splitlines())}\n\nMore: {entry.help_uri}")


def markdown() -> str:
    """docs/problem-codes.md: every code, by area, with its explanation, example and fix."""
    lines = ["# Problem codes", "",
             "Every problem `sueca-rules` reports has a code (`--format json` gives it as `code`, "
             "SARIF as `ruleId`, the editor beside the message). `sueca-rules explain CODE` prints "
             "the entry below; the settings' `[severity]` table takes these codes "
             "(docs/configuration.md). A code never changes once published: a code that was "
             "split (`dsl`) is still accepted in the settings for every code it covered.", "",
             "This page is written from the registry (`sueca_rules/codes/`): "
             "`sueca-rules explain --all --format md > docs/problem-codes.md`.", ""]
    for module in (reading, schema, checks, shape, cases):
        lines += [f"## {module.AREA}", ""]
        for entry in module.CODES:
            lines += [f"### {entry.code}", "", f"**{entry.title}.** {entry.explanation}", "",
                      entry.severity_said, ""]
            if entry.formerly:
                lines += [f"Formerly reported as: {', '.join(f'`{c}`' for c in entry.formerly)}.", ""]
            lines += ["Example:", "", f"```{entry.kind}", entry.example, "```", "",
                      "Fix:", "", f"```{entry.kind}", entry.fixed, "```", ""]
    return "\n".join(lines)
