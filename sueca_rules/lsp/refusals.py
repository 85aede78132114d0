"""What the server does not do for a document, and why, in the words `sueca-rules` uses on
the command line: a document the settings exclude gets no diagnostics (as `validate` with
`force-exclude = true` does not check it), and a document that cannot be formatted says why
instead of nothing happening."""

from __future__ import annotations

from pathlib import Path

from ..config import for_folder
from ..errors import ProblemsError, SuecaError
from ..fmt import format_dsl
from ..fmt_yaml import FormatRefused, format_yaml
from ..ignore import Skips
from ..source import read, resolve
from ..source.text import decode
from .analysis import is_dsl, is_variant_text


def excluded(file: str) -> str:
    """Why the settings of `file`'s folder leave it out of the editor's checks, or "": its
    `exclude` patterns, when `force-exclude = true` (a file opened in the editor is a file
    named, and `validate` checks a named file unless `force-exclude` says otherwise)."""
    config = for_folder(Path(file).parent)
    if not (config.force_exclude and config.exclude):
        return ""
    name = f"{config.file.name}'s exclude" if config.file else "the settings' exclude"
    return Skips(config.root, config.exclude, config.root, False, name).excluded(Path(file), False)


def formatted(file: str, text: str) -> tuple[str | None, str]:
    """The document as `sueca-rules fmt --write` writes it (DSL as DSL, YAML as YAML), or None
    and why it is not formatted (it does not validate; its YAML cannot be written back; "" for
    a YAML document that is not a variant, which another tool formats)."""
    if not is_variant_text(file, text):
        return None, ""  # another YAML file (a workflow, a case file): not ours to format
    try:
        source = read(decode(file, text.encode("utf-8", "surrogatepass")))
        resolve(source)  # fmt refuses a file that does not resolve
        return (format_dsl(source.located) if is_dsl(file, text) else format_yaml(source.located)), ""
    except FormatRefused as err:
        return None, f"sueca-rules: not formatted — {err}"
    except ProblemsError as err:
        count = len([p for p in err.problems if p.severity == "error"]) or len(err.problems)
        first = err.problems[0] if err.problems else None
        where = f" (the first, line {first.location.line}: {first.message})" if first else ""
        return None, (f"sueca-rules: not formatted — the document has {count} problem"
                      f"{'s' if count != 1 else ''}{where}; a file that does not validate is not "
                      "formatted, as with `sueca-rules fmt`: fix them first")
    except SuecaError as err:
        return None, f"sueca-rules: not formatted — {err}"
