"""A parent whose file name starts with a digit (`extends 16-bota-fora.sueca`) is a path, as
one with a '/': read, inherited, printed back bare by `fmt`, and read again the same."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sueca_rules.checks import validate
from sueca_rules.loading import load_rules, load_variant

from ..conftest import problems_of, run_cli

Write = Callable[[str, str], Path]


def test_a_parent_file_named_from_a_digit_is_read_as_a_path(write: Write) -> None:
    write("16-bota-fora.sueca", "variant bota-fora extends portugal\nmatch { target 6 }\n")
    for child in ('variant child extends 16-bota-fora.sueca "Child"\n',
                  'variant child extends "16-bota-fora.sueca" "Child"\n',
                  'variant child extends ./16-bota-fora.sueca "Child"\n'):
        path = write("child.sueca", child)
        validate(path)
        spec = load_variant(path)
        assert (spec.title, spec.match.target) == ("Child", 6), child


def test_fmt_prints_it_bare_and_it_reads_again(write: Write) -> None:
    write("16-bota-fora.sueca", "variant bota-fora extends portugal\nmatch { target 6 }\n")
    path = write("child.sueca", 'variant child extends "16-bota-fora.sueca"\n')
    result = run_cli("fmt", str(path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "variant child extends 16-bota-fora.sueca"
    again = write("again.sueca", result.stdout.replace("variant child", "variant again"))
    assert load_rules(again).match == load_rules(path).match


def test_a_bare_number_is_a_parent_name_not_found_located_on_it(write: Write) -> None:
    path = write("child.sueca", "variant child extends 16\n")
    found = problems_of(lambda: validate(path))
    assert found == [f"{path}:1:23: error: unknown parent variant '16' — expected one of: azores, "
                     "brazil, jogos-do-rei, mesa-brasileira, portugal, sueca-52, sueca-a-dois, "
                     "sueca-fr, sueca-italiana, sueca-online"]
