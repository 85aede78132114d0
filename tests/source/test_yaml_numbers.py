"""Numbers YAML reads otherwise than the DSL (and the writer) do: PyYAML reads YAML 1.1, where
`target: 010` is 8 (10 in the DSL), `0x10` is 16, `1_0` is 10, `+5` is 5 and `1:30` is 90, all
silently. Each is now a located error saying what to write; 1:30, which a published file
uses, keeps working with a warning. Where a text is expected (a region, a case id) the fix is
the quotes; YAML's yes/no/on/off there say so too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sueca_rules.checks import validate

from ..conftest import problems_of, run_cli

HEAD = "variant: m\nextends: portugal\n"


@pytest.mark.parametrize(("written", "message"), [
    ("010", "010 is read by YAML as the octal number 8 — write 10"),
    ("00", "00 is read by YAML as the octal number 0 — write 0"),
    ("0x10", "0x10 is read by YAML as the hexadecimal number 16 — write 16"),
    ("0b101", "0b101 is read by YAML as the binary number 5 — write 5"),
    ("1_0", "1_0 is read by YAML as the number 10 — write 10"),
    ("+5", "+5 is read by YAML as the number 5 — write 5"),
    ("0o10", "'match.target' must be a whole number: 0o10 is a text for YAML 1.1, which reads these "
             "files (YAML 1.2 reads 8) — write 8"),
    ("1e1", "'match.target' must be a whole number: 1e1 is a text for YAML 1.1, which reads these "
            "files (YAML 1.2 reads 10) — write 10"),
])
def test_a_number_yaml_reads_otherwise_is_a_located_error(write: object, tmp_path: Path,
                                                          written: str, message: str) -> None:
    path = tmp_path / "m.yaml"
    path.write_text(HEAD + f"match:\n  target: {written}\n", encoding="utf-8")
    assert problems_of(lambda: validate(path)) == [f"{path}:4:11: error: {message}"]
    result = run_cli("validate", "--format", "json", str(path))
    (problem,) = json.loads(result.stdout)
    assert (problem["end_column"], problem["suggestion"]) == (11 + len(written), message.split()[-1])


@pytest.mark.parametrize("written", ["12", "0", "6", '"6"', "08"])
def test_numbers_written_as_the_dsl_writes_them_read_as_before(tmp_path: Path, written: str) -> None:
    path = tmp_path / "m.yaml"
    path.write_text(HEAD + f"match:\n  target: {written}\n", encoding="utf-8")
    if written == "0":
        assert problems_of(lambda: validate(path)) == [
            f"{path}:4:11: error: 'match.target' must be at least 1, not 0"]
    else:
        assert validate(path).spec.match.target == int(written.strip('"'))
        assert validate(path).warnings == []


def test_sexagesimal_keeps_working_with_a_warning_that_says_what_to_write(tmp_path: Path) -> None:
    path = tmp_path / "m.yaml"
    path.write_text(HEAD + "match:\n  target: 1:30\n", encoding="utf-8")
    resolved = validate(path)
    assert resolved.spec.match.target == 90
    (warning,) = resolved.warnings
    assert warning.render().splitlines()[0] == (
        f"{path}:4:11: warning: 1:30 is read by YAML as the sexagesimal (base 60) number 90 — write 90")
    result = run_cli("validate", str(path))
    assert result.returncode == 0 and "write 90" in result.stdout, result.stdout


@pytest.mark.parametrize(("line", "message"), [
    ("region: NO", "'region' must be a text: YAML reads NO as false — write it in quotes: \"NO\""),
    ("description: yes", "'description' must be a text: YAML reads yes as true — write it in "
                         "quotes: \"yes\""),
    ("title: on", "'title' must be a text: YAML reads on as true — write it in quotes: \"on\""),
    ("title: 010", "010 is read by YAML as the octal number 8, not as the text '010' — write it in "
                   "quotes: \"010\""),
    ("title: 1:30", "1:30 is read by YAML as the sexagesimal (base 60) number 90, not as the text "
                    "'1:30' — write it in quotes: \"1:30\""),
    ("description: 0x1F", "0x1F is read by YAML as the hexadecimal number 31, not as the text "
                          "'0x1F' — write it in quotes: \"0x1F\""),
    ("title: 7", "'title' must be a text: YAML reads 7 as the number 7 — write it in quotes: \"7\""),
])
def test_where_a_text_is_expected_the_fix_is_the_quotes(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "m.yaml"
    path.write_text(HEAD + line + "\n", encoding="utf-8")
    column = line.index(" ") + 2
    assert problems_of(lambda: validate(path)) == [f"{path}:3:{column}: error: {message}"]
    quoted = line.split(": ", 1)[0] + ': "' + line.split(": ", 1)[1] + '"'
    path.write_text(HEAD + quoted + "\n", encoding="utf-8")
    validate(path)  # the fix works


def test_every_number_of_a_file_is_reported_in_one_run(tmp_path: Path) -> None:
    path = tmp_path / "m.yaml"
    path.write_text(HEAD + "region: NO\nmatch:\n  target: 010\nscoring:\n  all_points: 0x4\n",
                    encoding="utf-8")
    found = problems_of(lambda: validate(path))
    assert [f.split(": error: ")[0] for f in found] == [f"{path}:3:9", f"{path}:5:11", f"{path}:7:15"]


def test_case_files_say_the_same_in_every_output(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text("variant: portugal\ncases:\n  - id: 010\n    hand_score: {points: [94, 26]}\n"
                    "    expect: {game_points: [0x1, 0]}\n", encoding="utf-8")
    text = run_cli("conform", str(path))
    assert text.returncode == 2
    assert f"{path}:3:9: error: 010 is read by YAML as the octal number 8, not as the text '010' " \
           "— write it in quotes: \"010\"" in text.stdout
    assert f"{path}:5:28: error: 0x1 is read by YAML as the hexadecimal number 1 — write 1" in text.stdout
    assert "must be a text" not in text.stdout  # said once, where it is written
    for fmt in ("json", "github", "sarif"):
        out = run_cli("conform", "--format", fmt, str(path)).stdout
        assert "octal number 8" in out and "hexadecimal number 1" in out, (fmt, out)


def test_a_case_files_sexagesimal_runs_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text("variant: portugal\ncases:\n  - id: a\n    hand_score: {points: [1:30, 30]}\n"
                    "    expect: {game_points: [1, 0]}\n", encoding="utf-8")
    result = run_cli("conform", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"{path}:4:27: warning: 1:30 is read by YAML as the sexagesimal (base 60) number 90 — " \
           "write 90" in result.stdout
    assert "1 passed, 0 failed" in result.stderr + result.stdout


@pytest.mark.parametrize(("written", "what"), [
    ("!!int abc", "'abc' cannot be read as a YAML int"), ('!!int ""', "'' cannot be read as a YAML int"),
    ("!!int 0x1G", "'0x1G' cannot be read as a YAML int"),
    ("!!bool maybe", "'maybe' cannot be read as a YAML bool"), ("!!float x", "'x' cannot be read as a YAML float"),
])
def test_a_tagged_value_yaml_cannot_read_is_a_located_error(tmp_path: Path, written: str, what: str) -> None:
    """`target: !!int abc` was an internal error (ValueError) of the reader."""
    path = tmp_path / "m.yaml"
    path.write_text(HEAD + f"match:\n  target: {written}\n", encoding="utf-8")
    assert problems_of(lambda: validate(path)) == [
        f"{path}:4:11: error: {what} — write the value without a tag (a number such as 6, a word, "
        "true or false)"]
    assert run_cli("validate", str(path)).returncode == 1
