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
    `severity` is what its problems are reported as ("error": the file cannot be used;
    "warning": it still validates), and `except_` the problems of the code reported with the
    other severity, when there are some: what explain, docs/problem-codes.md and SARIF say of
    the severity is written from these two (:attr:`severity_said`), and a test checks every
    example against them.
    """

    code: str
    title: str
    explanation: str
    example: str
    fixed: str
    formerly: tuple[str, ...] = ()
    kind: str = "sueca"
    runs: bool = True
    severity: str = "error"
    except_: str = ""

    @property
    def severity_said(self) -> str:
        """`Severity: error` (or warning), with the problems of the code that are the other."""
        other = "warning" if self.severity == "error" else "error"
        base = {"error": "error (the file cannot be used until it is fixed)",
                "warning": "warning (the file still validates; the settings' [severity] can make it an error)"}
        tail = f"; {self.except_}: a {other}" if self.except_ else ""
        return f"Severity: {base[self.severity]}{tail}."

    @property
    def help_uri(self) -> str:
        """The entry's place in docs/problem-codes.md (its heading's anchor is the code)."""
        return f"{DOCS_URL}#{self.code}"
