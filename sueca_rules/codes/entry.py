"""One problem code's entry (see :mod:`sueca_rules.codes`)."""

from __future__ import annotations

from dataclasses import dataclass

DOCS_URL = "https://github.com/sueca-rules/sueca-rules/blob/main/docs/problem-codes.md"


@dataclass(frozen=True)
class Code:
    """One kind of problem. `example` is a file's text (or a line of it) that has the
    problem and `fixed` the same text corrected; `formerly` the codes it was reported under
    before (still accepted in settings); `kind` "sueca", "yaml", "toml" or "text" (how the
    example is highlighted). A "sueca" or "yaml" example that starts with `variant` is a whole
    variant file, and a test checks that it has the problem and its fix has not, unless
    `runs` is False (an example that needs other files, or a kind no file of today gives).
    """

    code: str
    title: str
    explanation: str
    example: str
    fixed: str
    formerly: tuple[str, ...] = ()
    kind: str = "sueca"
    runs: bool = True

    @property
    def help_uri(self) -> str:
        """The entry's place in docs/problem-codes.md (its heading's anchor is the code)."""
        return f"{DOCS_URL}#{self.code}"
