"""`diff` compares what rules mean; the matrix groups variants by value; both on the command line."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.docs import diff_variants, matrix
from sueca_rules.docs.compare import meaning, titles
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, run_cli
from ..loaded import load_variant

Write = Callable[[str, str], Path]


def test_diff_portugal_brazil_in_words() -> None:
    """The variants are named by their titles, as a reader knows them."""
    text = plain(diff_variants(load_variant("portugal"), load_variant("brazil"), "en"))
    assert text.startswith("# Sueca (Portugal) and Sueca (Brazil) compared\n\n## Rules\n")
    # each side on a line of its own: a value's own semicolons never read as the separator
    assert "- **Direction of play**\n    - Sueca (Portugal): anticlockwise (to the right)\n" \
           "    - Sueca (Brazil): clockwise (to the left)\n" in text
    assert "- **Who deals next**\n    - Sueca (Portugal): the player on the dealer’s right\n" \
           "    - Sueca (Brazil): the player on the dealer’s left\n" in text
    assert "Card points" not in text  # equal rules are not listed
    # no word differs in English: the heading says what it holds
    assert "## Descriptions\n" in text and "- **Description**\n    - Sueca (Portugal): Portugal’s rules" in text
    assert "`portugal`" not in text and "**Title**" not in text  # the heading names them


def test_seats_in_the_same_role_are_the_same_rule(write: Write) -> None:
    # under clockwise play "the next player in the order of play" is the dealer's left
    left = write("left.sueca", "variant left extends brazil\ndealer { next left }\nplay { first-lead left }\n")
    nxt = write("next.sueca", "variant next extends brazil\ndealer { next next }\nplay { first-lead next }\n")
    text = diff_variants(load_variant(str(left)), load_variant(str(nxt)), "en")
    assert "The rules are the same." in text
    assert meaning(load_variant("jogos-do-rei"))["dealer.next"] == "left"
    anticlockwise = write("anti.sueca", "variant anti extends portugal\ndealer { next next }\n")
    assert "The rules are the same." in diff_variants(load_variant("portugal"),
                                                      load_variant(str(anticlockwise)), "en")


def test_fields_no_rule_reads_are_not_differences(write: Write) -> None:
    dsl = write("ties.sueca", "variant ties extends portugal\nscoring { tie nobody-scores }\n")
    yaml = write("ties.yaml", "variant: ties\nextends: portugal\nscoring:\n  tie: {outcome: nobody-scores, "
                              "bonus: 0, cumulative: false}\n")
    assert "The rules are the same." in diff_variants(load_variant(str(dsl)), load_variant(str(yaml)), "en")


def test_a_dsl_file_and_its_yaml_twin_are_the_same() -> None:
    result = run_cli("diff", "variants/mesa-brasileira.yaml", "variants/dsl/mesa-brasileira.sueca",
                     "--format", "md")
    assert result.returncode == 0, result.stderr
    # the same variant twice (the same title): named as the user named the files
    assert result.stdout == "# variants/mesa-brasileira.yaml × variants/dsl/mesa-brasileira.sueca\n\n" \
                            "## Regras\n\nAs regras são as mesmas.\n"  # pt's "×", English's "compared"


def test_a_change_of_words_alone_is_reported(write: Write) -> None:
    ours = write("ours.sueca", 'variant ours extends portugal\nwords { trick "mão" "trick" }\n')
    text = diff_variants(load_variant("portugal"), load_variant(str(ours)), "pt-PT")
    assert "As regras são as mesmas." in text
    assert "## Descrições e palavras" in text
    assert "- **A palavra para «vaza»**\n    - Sueca (Portugal): vaza\n    - ours: mão" in text


def test_a_dropped_deal_procedure_is_one_line() -> None:
    """One way of dealing against the parent's two: one line says there is only one (its details
    differ from the parent's nearest deal: the rows below say how, so it is not said "like" it),
    and the dropped one is not a line of its own (nor each of its fields)."""
    text = diff_variants(load_variant("portugal"), load_variant("jogos-do-rei"), "en")
    ways = text.split("- **Ways of dealing**\n")
    assert len(ways) == 2 and ways[1].startswith("    - Sueca (Portugal): the dealer chooses the way of dealing "
                                                 "(standard deal or alternative deal)\n"
                                                 "    - Sueca (Jogos do Rei): one only, compared below with the "
                                                 "standard deal of Sueca (Portugal)\n")
    assert "(standard deal)**" in ways[1]  # the rows that say how
    assert not [line for line in text.splitlines() if "Alternative deal" in line]


def test_matrix_groups_every_variant_once_per_rule() -> None:
    specs = [load_variant(n) for n in BUNDLED]
    table = plain(matrix(specs, "en"))
    named = dict(zip(titles(specs, Voice("en")), (spec.variant for spec in specs), strict=True))
    assert re.findall(r"^#+ (.+)$", table, re.M) == [
        "Sueca variants compared", "Players and cards", "Shuffling, cutting and dealing", "The auction",
        "Playing the tricks",
        "Illegal cards", "Other infractions", "Scoring", "Match", "Table options"]
    rules: dict[str, list[str]] = {}
    current = ""
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip("|").split(" | ")] if line.startswith("| ") else []
        if len(cells) != 3 or cells[0] == "Rule":
            continue
        current = cells[0] or current
        others = re.fullmatch(r"the other (\d+) variants", cells[2])  # the rest of the row, said once (EN19-05)
        names = BUNDLED if cells[2] == "all" else [] if others else [named[t] for t in re.findall(r"Sueca[^,]*",
                                                                                               cells[2])]
        if others:
            names = sorted(set(BUNDLED) - set(rules.get(current, [])))
            assert len(names) == int(others.group(1)) > 3, (current, names)
        rules.setdefault(current, []).extend(names)
    assert {"**Direction of play**", "**Who shuffles (standard deal)**", "**Bandeira**",
            "**A 60–60 tie**"} <= set(rules)
    for rule, names in rules.items():
        # no variant twice in a row, but in the table's options: one cell an option (pt-PT R9-02)
        assert len(names) == len(set(names)) or rule == "**Table options**", rule
        # every variant in every row (where a rule does not apply, its cell says why), but a
        # deal's fields, which leave out the variants without that deal ("not offered")
        if "deal)" not in rule:
            assert sorted(set(names)) == sorted(BUNDLED), rule
    assert "Sueca (Portugal)" in table and "| **Direction of play** | anticlockwise (to the right) |" in table
    # titles, never identifiers: code only for what a table types (`-O tie=annulled`'s values)
    assert all(f"`{name}`" not in table for name in BUNDLED)
    assert "`" not in table  # the options' values in words too


def test_matrix_in_a_terminal_is_a_layout_not_markdown() -> None:
    result = run_cli("matrix", "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert "|---" not in result.stdout and "Direction of play" in result.stdout
    assert max(len(line) for line in result.stdout.splitlines()) <= 100
    markdown = run_cli("matrix", "portugal", "azores", "--format", "md", "--lang", "en").stdout
    assert markdown.startswith("# Sueca variants compared\n\n*2\u00a0variants, rule by rule; “all” means all 2.*\n\n"
                               "## Players and cards\n\n| Rule | Value | Variants |")


def test_matrix_written_to_a_file_is_markdown(tmp_path: Path) -> None:
    out = tmp_path / "m.md"
    assert run_cli("matrix", "-o", str(out)).returncode == 0
    assert "\n## Jogadores e cartas\n\n| Regra | Valor | Variantes |" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("command", ["docs", "diff", "matrix"])
def test_the_document_commands_share_their_language_option(command: str) -> None:
    import click

    from sueca_rules.cli.main import cli

    help_text = " ".join(run_cli(command, "--help").stdout.split())
    assert "--lang [pt|pt-PT|pt-BR|en|fr]" in help_text and ("[default: the settings' lang, else the locale of "
                                                            "LC_ALL, LC_MESSAGES or LANG when it is one of "
                                                            "these, else pt]") in help_text
    found = cli.get_command(click.Context(cli), command)
    assert found is not None
    for param in found.params:
        if isinstance(param, click.Option):
            assert param.help, f"{command} {param.opts}: no help text"


def test_diff_pt_speaks_the_first_variants_norm() -> None:
    brazil = run_cli("diff", "brazil", "portugal", "--format", "md").stdout
    portugal = run_cli("diff", "portugal", "brazil", "--format", "md").stdout
    assert "Quem dá as cartas em seguida" in brazil and "Quem dá a seguir" in portugal


def test_diff_reads_as_text_by_default_and_as_markdown_with_format_md() -> None:
    shown = run_cli("diff", "portugal", "brazil", "--lang", "en", "--format", "text")
    assert shown.returncode == 0, shown.stderr
    lines = [line.rstrip() for line in shown.stdout.splitlines()]
    assert not any(mark in shown.stdout for mark in ("**", "`", "## "))  # rendered, not marked up
    at = next(i for i, line in enumerate(lines) if plain(line).strip() == "• Direction of play")
    assert plain(lines[at + 1]).strip() == "• Sueca (Portugal): anticlockwise (to the right)", shown.stdout
    piped = run_cli("diff", "portugal", "brazil", "--lang", "en")  # a pipe: text too, as matrix (EN10-06)
    assert piped.stdout == shown.stdout
    marked = run_cli("diff", "portugal", "brazil", "--lang", "en", "--format", "md").stdout
    assert marked.startswith("# Sueca (Portugal) and Sueca (Brazil) compared\n\n## Rules\n")


@pytest.mark.parametrize("locale", LOCALES)
def test_an_option_only_one_variant_has_is_named_by_that_variants_texts(locale: str) -> None:
    """`diff portugal mesa-brasileira`: the option is mesa-brasileira's, named by its texts in
    the diff's locale (the fourth readers saw its file name, "False accusation", in pt-BR and fr)."""
    mesa = load_variant("mesa-brasileira")
    said = plain(diff_variants(load_variant("portugal"), mesa, locale))
    named = mesa.texts[locale.replace("-", "_")].options["false-accusation"].name  # type: ignore[index]
    assert named and f"**{named}" in said  # its one line, "(table option)" after its name
    if locale != "en":  # English names the rule "False accusation", as the option key reads
        assert "False accusation" not in said and "false-accusation" not in said


def test_the_overtrump_summary_keeps_its_if_you_can(write: Callable[[str, str], Path]) -> None:
    """The engine makes a void player beat the trump on the trick only when a trump of theirs
    can (else any trump): the differences say "if you can" as the book's body does (L2)."""
    path = write("over.sueca", "variant over extends portugal\nplay {\n  when-void must-overtrump\n}\n")
    said = plain(diff_variants(load_variant("portugal"), load_variant(str(path)), "en"))
    assert "beating any trump already played if you can" in said
