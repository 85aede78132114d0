"""One definition of a line (sueca_rules.lines), through every layer that counts lines: the
DSL's lexer, the YAML reader, carets and columns, fmt's comment keeping and the highlighter.

Each test writes real files with every kind of line end (LF, CRLF, CR alone, mixed) and
with the characters Python's str.splitlines() also splits at, and runs the real reader or the
real command line on them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pygments.token import Comment

from sueca_rules.checks import validate
from sueca_rules.highlight import SuecaLexer
from sueca_rules.lines import NOT_LINE_ENDS, LineIndex, normalized, split, split_keeping_ends

from ..conftest import problems_of, run_cli

ENDS = {"lf": ["\n"], "crlf": ["\r\n"], "cr": ["\r"], "mixed": ["\r\n", "\r", "\n"]}

DSL = [
    "# house rules of the Silva table",
    'variant silva extends portugal "Silva"',
    "# a shorter match",
    "match to 5  # five games",
    "direction clockwise",
    "play {",
    "  # they overtake",
    "  must-overtake yes",
    "}",
]
YAML = [
    "# house rules of the Silva table",
    "variant: silva",
    "extends: portugal",
    "# a shorter match",
    "match: {target: 5}  # five games",
    "direction: clockwise",
    "play:",
    "  # they overtake",
    "  must_overtake: true",
]
COMMENTS = ["# a shorter match", "# five games", "# they overtake"]


def joined(lines: list[str], ends: list[str]) -> str:
    """The lines, each ended by the next of `ends` in turn."""
    return "".join(line + ends[index % len(ends)] for index, line in enumerate(lines))


def write(path: Path, text: str) -> Path:
    path.write_bytes(text.encode("utf-8"))
    return path


def rules_of(path: Path) -> tuple[object, ...]:
    spec = validate(path).spec
    return spec.match.target, spec.direction, spec.play.must_overtake


@pytest.mark.parametrize("kind", ENDS)
@pytest.mark.parametrize("form", ["sueca", "yaml"])
def test_every_line_end_reads_the_rules_written_after_a_comment(tmp_path: Path, kind: str,
                                                                 form: str) -> None:
    """A CR-only file: the comment on line 1 swallowed the rest of the file, which validated
    as the parent's rules (match to 4, anticlockwise)."""
    lines = DSL if form == "sueca" else YAML
    path = write(tmp_path / f"silva.{form}", joined(lines, ENDS[kind]))
    assert rules_of(path) == (5, "clockwise", True)


@pytest.mark.parametrize("kind", ENDS)
@pytest.mark.parametrize("form", ["sueca", "yaml"])
def test_fmt_write_keeps_every_rule_and_comment_whatever_the_line_ends(tmp_path: Path, kind: str,
                                                                       form: str) -> None:
    lines = DSL if form == "sueca" else YAML
    path = write(tmp_path / f"silva.{form}", joined(lines, ENDS[kind]))
    before = rules_of(path)
    out = tmp_path / "silva.sueca"
    if form == "sueca":
        result = run_cli("fmt", "--write", str(path))
    else:  # the YAML form printed as DSL (fmt --write keeps a YAML file YAML)
        result = run_cli("fmt", str(path))
        write(out, result.stdout)
    assert result.returncode == 0, result.stderr
    text = out.read_bytes().decode("utf-8")
    assert all(comment in text for comment in COMMENTS), text
    assert rules_of(out) == before == (5, "clockwise", True)
    if form == "sueca":  # written with the file's own line end (its first line's), every line
        first = ENDS[kind][0]
        assert split_keeping_ends(text) and all(line.endswith(first) for line in split_keeping_ends(text))
    # and fmt's output formats to itself
    again = run_cli("fmt", str(out))
    assert again.returncode == 0 and again.stdout == normalized(text)


@pytest.mark.parametrize("kind", ENDS)
@pytest.mark.parametrize(("form", "lines", "wrong", "at"), [
    ("sueca", [*DSL[:4], "direction sideways", *DSL[5:]], "sideways", (5, 11)),
    ("sueca", [*DSL[:7], "  must-overtake maybe", "}"], "maybe", (8, 17)),
    ("yaml", [*YAML[:5], "direction: sideways", *YAML[6:]], "sideways", (6, 12)),
    ("yaml", [*YAML[:4], "match: {target: 1001}  # five games", *YAML[5:]], "1001", (5, 17)),
])
def test_carets_and_columns_are_on_the_wrong_value_whatever_the_line_ends(
        tmp_path: Path, kind: str, form: str, lines: list[str], wrong: str, at: tuple[int, int]) -> None:
    path = write(tmp_path / f"silva.{form}", joined(lines, ENDS[kind]))
    result = run_cli("validate", "--format", "json", str(path))
    assert result.returncode == 1, result.stdout
    (problem,) = json.loads(result.stdout)
    assert (problem["line"], problem["column"]) == at
    assert problem["end_column"] - problem["column"] == len(wrong)
    text = run_cli("validate", str(path)).stdout.splitlines()
    line, column = at
    assert text[0].startswith(f"{path}:{line}:{column}: error:")
    assert text[1] == "  " + lines[line - 1]
    assert text[2] == "  " + " " * (column - 1) + "^" * len(wrong)


# -- the characters that are not line ends -------------------------------------------------

SEPARATORS = ["\u2028", "\u2029", "\x85"]


@pytest.mark.parametrize("char", SEPARATORS)
def test_a_separator_in_a_dsl_comment_or_text_is_a_character(tmp_path: Path, char: str) -> None:
    """U+2028 ended the comment for fmt (which cut it) and not for the lexer."""
    lines = ["variant silva extends portugal", f"# one {char} comment", f'title "a {char} b"',
             f"match to 5  # after {char} this", "direction clockwise"]
    path = write(tmp_path / "silva.sueca", joined(lines, ["\n"]))
    spec = validate(path).spec
    assert (spec.title, spec.match.target, spec.direction) == (f"a {char} b", 5, "clockwise")
    result = run_cli("fmt", "--write", str(path))
    assert result.returncode == 0, result.stderr
    text = path.read_bytes().decode("utf-8")
    assert f"# one {char} comment\n" in text and f"# after {char} this\n" in text
    assert validate(path).spec == spec


@pytest.mark.parametrize("char", SEPARATORS)
@pytest.mark.parametrize("kind", ENDS)
def test_a_separator_elsewhere_in_dsl_is_a_located_error(tmp_path: Path, char: str, kind: str) -> None:
    lines = ["variant silva extends portugal", "# fine", f"match to 5{char}direction clockwise"]
    path = write(tmp_path / "silva.sueca", joined(lines, ENDS[kind]))
    (found,) = problems_of(lambda: validate(path))
    name = NOT_LINE_ENDS[char]
    assert found == (f"{path}:3:11: error: U+{ord(char):04X} {name} is not a line end in a variant "
                     "file — use a new line (inside a comment or a quoted text it is a character)")


@pytest.mark.parametrize("char", ["\x0b", "\x0c", "\x1c", "\x1d", "\x1e"])
@pytest.mark.parametrize("kind", ENDS)
@pytest.mark.parametrize("form", ["sueca", "yaml"])
def test_python_only_line_ends_are_refused_where_they_are(tmp_path: Path, char: str, kind: str,
                                                          form: str) -> None:
    lines = [*(DSL if form == "sueca" else YAML)]
    lines[3] = lines[3][:4] + char + lines[3][4:]  # on line 4, column 5, in a comment
    path = write(tmp_path / f"silva.{form}", joined(lines, ENDS[kind]))
    result = run_cli("validate", str(path))
    assert result.returncode == 1
    first, shown, caret = result.stdout.splitlines()[:3]
    assert first == (f"{path}:4:5: error: U+{ord(char):04X} {NOT_LINE_ENDS[char]} is not a line "
                     "end in a variant file — use a new line (or delete it)")
    assert shown == "  " + lines[3][:4] + "\ufffd" + lines[3][5:] and caret == "      ^"


@pytest.mark.parametrize("char", ["\u2028", "\u2029"])
def test_a_yaml_line_or_paragraph_separator_inside_quotes_is_a_character(tmp_path: Path, char: str) -> None:
    """Inside quotes YAML keeps U+2028 and U+2029, and trims the spaces around them (as at
    a line's end): with a space beside it, what YAML reads is not what the editor shows."""
    text = joined(["variant: silva", "extends: portugal", f'title: "a{char}b"',
                   f"description: 'c{char}d'", "direction: sideways"], ["\n"])
    path = write(tmp_path / "silva.yaml", text)
    (found,) = problems_of(lambda: validate(path))  # located on line 5, not 7
    assert found.startswith(f"{path}:5:12: error: 'sideways' is not allowed")
    fixed = write(path, text.replace("sideways", "clockwise"))
    assert (validate(fixed).spec.title, validate(fixed).spec.description) == (f"a{char}b", f"c{char}d")
    spaced = write(path, text.replace(f"a{char}b", f"a {char}b"))
    found = problems_of(lambda: validate(spaced))
    assert found[0].startswith(f"{path}:3:11: error: U+{ord(char):04X} {NOT_LINE_ENDS[char]} ends "
                               "a line for YAML but not for editors")


@pytest.mark.parametrize(("char", "escape"), [("\u2028", "\\L"), ("\u2029", "\\P"), ("\x85", "\\N")])
@pytest.mark.parametrize("where", ["comment", "plain", "between"])
def test_a_yaml_separator_where_yaml_would_end_a_line_is_a_located_error(
        tmp_path: Path, char: str, escape: str, where: str) -> None:
    """YAML 1.1 ends a line at U+2028 where an editor does not: `match: {target: 5} # x<LS>
    target: 9` was read as two lines by YAML and shown as one by the editor."""
    third = {"comment": f"match: {{target: 5}}  # x{char}direction: clockwise",
             "plain": f"title: Sil{char}va", "between": f"match: {{target: 5}}{char}"}[where]
    column = third.index(char) + 1
    path = write(tmp_path / "silva.yaml", joined(["variant: silva", "extends: portugal", third], ["\r\n"]))
    found = problems_of(lambda: validate(path))
    assert found[0] == (f"{path}:3:{column}: error: U+{ord(char):04X} {NOT_LINE_ENDS[char]} ends a "
                        f"line for YAML but not for editors — use a new line (for the character "
                        f"itself, write {escape} in a double-quoted text)")


def test_nel_in_a_yaml_quoted_text_is_refused_as_yaml_reads_it_as_a_space(tmp_path: Path) -> None:
    path = write(tmp_path / "silva.yaml", 'variant: silva\nextends: portugal\ntitle: "a\x85b"\n')
    (found,) = problems_of(lambda: validate(path))
    assert found.startswith(f"{path}:3:10: error: U+0085 NEXT LINE ends a line for YAML")


# -- the definition and its users agree -----------------------------------------------------

SAMPLES = ["", "a", "a\n", "a\r\nb", "a\rb\r", "\n\n", "a\u2028b\x85c\x0cd\n", "\r\r\n\n"]


@pytest.mark.parametrize("text", SAMPLES)
def test_lines_split_only_at_the_three_line_ends(text: str) -> None:
    assert "".join(split_keeping_ends(text)) == text
    assert split(text) == text.replace("\r\n", "\n").replace("\r", "\n").split("\n")[
        : len(split(text))]
    assert all(c not in line for line in split(text) for c in "\r\n")
    index = LineIndex(text)
    for offset in range(len(text) + 1):
        line, column = index.position(offset)
        assert index.offset(line, column) == offset or text[offset - 1: offset + 1] == "\r\n"


@pytest.mark.parametrize("kind", ENDS)
def test_the_highlighter_ends_comments_where_the_lexer_does(kind: str) -> None:
    text = joined(DSL, ENDS[kind])
    comments = [value.strip() for token, value in SuecaLexer().get_tokens(text) if token in Comment]
    assert comments == ["# house rules of the Silva table", *COMMENTS]
    assert [v for t, v in SuecaLexer().get_tokens("# a \u2028 b\nmatch to 5\n") if t in Comment] == \
        ["# a \u2028 b"]
