"""`show` and `fmt` on every bundled, house and docs-example variant: each prints, and what it
prints reads again to the same rules."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sueca_rules.fmt import effective_text, format_dsl
from sueca_rules.source.resolve import parse_text, resolve_text
from sueca_rules.source.text import SourceText
from sueca_rules.spec import VariantSpec

from .conftest import ROOT, dsl_lacks, run_cli

FILES = sorted(p for p in (ROOT / "variants").rglob("*") if p.suffix in (".sueca", ".yaml"))
EXAMPLES = [(f"{page}#{i}", block) for page in ("dsl-reference.md", "getting-started.md", "index.md")
            for i, block in enumerate(re.findall(r"```sueca\n(.*?)```",
                                                 (ROOT / "docs" / page).read_text(encoding="utf-8"),
                                                 re.S))]
SOURCES = [*((str(p.relative_to(ROOT)), p.read_text(encoding="utf-8")) for p in FILES), *EXAMPLES]


def _skip_where_the_dsl_lacks(name: str, text: str) -> None:
    if missing := dsl_lacks(text):
        pytest.skip(f"{name}: the DSL has no key for {', '.join(missing)} yet (its own branch): "
                    "fmt would print the file without them")


def _source(name: str, text: str) -> SourceText:
    """Docs examples read as if beside the bundled files (their parents are bundled names)."""
    return SourceText(str(ROOT / name) if name.startswith("variants") else f"{name}.sueca", text)


def test_fmt_prints_every_part_of_a_variant() -> None:
    """A spec field fmt does not know would be dropped by `fmt --write`: nothing is lost."""
    from sueca_rules.fmt import TOP_ORDER

    assert set(VariantSpec.model_fields) - {"variant", "extends", "title"} <= set(TOP_ORDER)


@pytest.mark.parametrize(("name", "text"), SOURCES, ids=[n for n, _ in SOURCES])
def test_show_prints_every_variant_in_every_form_and_it_reads_again(name: str, text: str) -> None:
    _skip_where_the_dsl_lacks(name, text)
    spec = resolve_text(_source(name, text)).spec
    choices: list[dict[str, str]] = [{}, *({n: v} for n, o in spec.options.items() for v in o.values)]
    for chosen in choices:
        shown = resolve_text(_source(name, text), chosen or None).spec
        as_json = effective_text(shown, chosen, "json")
        assert VariantSpec.model_validate(json.loads(as_json)) == shown
        for form, suffix in (("dsl", ".sueca"), ("yaml", ".yaml")):
            printed = effective_text(shown, chosen, form)
            again = resolve_text(SourceText(f"shown{suffix}", printed)).spec
            # the file printed has no parent, and each option's default is the value in force
            assert again.model_copy(update={"options": shown.options, "extends": shown.extends}) \
                == shown, (form, chosen)
            assert again.options.keys() == shown.options.keys()


@pytest.mark.parametrize(("name", "text"), SOURCES, ids=[n for n, _ in SOURCES])
def test_fmt_prints_every_variant_and_it_reads_again(name: str, text: str) -> None:
    _skip_where_the_dsl_lacks(name, text)
    source = _source(name, text)
    printed = format_dsl(parse_text(source))
    again = SourceText(str(Path(source.file).with_suffix(".sueca")), printed)
    assert resolve_text(again).spec == resolve_text(source).spec
    assert format_dsl(parse_text(again)) == printed  # printing is stable


@pytest.mark.parametrize("form", ["dsl", "yaml", "json"])
def test_show_command_prints_options_with_when_and_dashed_rule_paths(form: str, tmp_path: Path) -> None:
    dashed = tmp_path / "dashed.sueca"
    dashed.write_text("variant dashed extends portugal\noption strict {\n  values yes no\n"
                      "  default no\n  sets play.must-follow\n}\n", encoding="utf-8")
    for target in ("variants/house/estilo-da-mesa.sueca", str(dashed)):
        for extra in ([], ["-O", "estilo=brasileiro" if "estilo" in target else "strict=yes"]):
            result = run_cli("show", target, "--format", form, *extra)
            assert result.returncode == 0, result.stderr
            assert "internal error" not in result.stderr
    shown = run_cli("show", "variants/house/estilo-da-mesa.sueca", "-O", "estilo=brasileiro")
    again = resolve_text(SourceText("again.sueca", shown.stdout)).spec
    assert (again.direction, again.options["estilo"].default) == ("clockwise", "brasileiro")



COMMENTED = """# file header
variant c extends portugal
# before match
match to 6
option style {
  # inside option, before values
  values a b
  default a   # trailing default
  when b direction=anticlockwise
  # last in option
}
direction clockwise
# after two statements
scoring {
  # first in scoring
  61..90 -> 1
  # between bands
  91..119 -> 2
  120..120 -> 4
  # end of scoring
}  # after the brace
play {
  first-lead left
  # after first-lead
}
# end of file
"""


def _neighbours(text: str) -> dict[str, tuple[str, str]]:
    """Each comment -> the code line just before and just after it (comments skipped)."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    out: dict[str, tuple[str, str]] = {}
    for index, line in enumerate(lines):
        if line.startswith("#"):
            before = next((ln for ln in reversed(lines[:index]) if not ln.startswith("#")), "")
            after = next((ln for ln in lines[index + 1:] if not ln.startswith("#")), "")
            out[line] = (before, after)
    return out


def test_fmt_keeps_comments_next_to_their_statements_in_blocks_too(tmp_path: Path) -> None:
    path = tmp_path / "c.sueca"
    path.write_text(COMMENTED, encoding="utf-8")
    result = run_cli("fmt", str(path))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    near = _neighbours(out)
    assert near["# before match"][1] == "match to 6"
    assert near["# after two statements"][1] == "scoring {"
    assert near["# inside option, before values"] == ("option style {", "values a b")
    assert near["# last in option"][1] == "}"
    assert near["# first in scoring"] == ("scoring {", "61..90 -> 1")
    assert near["# between bands"] == ("61..90 -> 1", "91..119 -> 2")
    assert near["# end of scoring"] == ("120..120 -> 4", "}  # after the brace")
    assert near["# after first-lead"] == ("first-lead left", "}")
    assert out.splitlines()[0] == "# file header" and out.rstrip().endswith("# end of file")
    assert "default a  # trailing default" in out
    assert sorted(ln.strip() for ln in out.splitlines() if "#" in ln) == sorted(
        ln.strip().replace("a   #", "a  #") for ln in COMMENTED.splitlines() if "#" in ln)
    again = tmp_path / "again.sueca"
    again.write_text(out, encoding="utf-8")
    assert run_cli("fmt", str(again)).stdout == out


def test_fmt_carries_yaml_comments_into_their_blocks(tmp_path: Path) -> None:
    path = tmp_path / "c.yaml"
    path.write_text("# head\nvariant: c\nextends: portugal\n# before match\nmatch:\n  target: 6\n"
                    "play:\n  # inside play\n  first_lead: left\n  # last in play\n"
                    "# before direction\ndirection: clockwise\n", encoding="utf-8")
    near = _neighbours(run_cli("fmt", str(path)).stdout)
    assert near["# inside play"] == ("play {", "first-lead left")
    assert near["# last in play"] == ("first-lead left", "}")
    assert near["# before direction"][1] == "direction clockwise"
    assert near["# before match"][1] == "match to 6"


@pytest.mark.parametrize(("text", "kept"), [
    ("variant f extends portugal\ndirection anticlockwise; series to 3  # c\n", "series to 3  # c"),
    ("variant f extends portugal\nseries to 3; direction anticlockwise  # c\n", "direction anticlockwise  # c"),
    ("variant f extends portugal\nplay { first-lead left  # c\n}\n", "  first-lead left  # c"),
    ("variant f extends portugal\nplay { must-follow yes; first-lead left  # c\n}\n", "  first-lead left  # c"),
    ("variant f extends portugal\nmatch { target 6 }  # c\n", "match to 6  # c"),
])
def test_a_trailing_comment_stays_with_the_last_statement_of_its_line(text: str, kept: str) -> None:
    from sueca_rules.source.dsl import load_dsl
    out = format_dsl(load_dsl(SourceText("f.sueca", text)))
    assert kept in out.splitlines(), out
    assert out.count("# c") == 1


def test_a_yaml_comment_on_a_match_target_stays_with_it() -> None:
    from sueca_rules.source.yaml_form import load_yaml
    out = format_dsl(load_yaml(SourceText("g.yaml", "variant: g\nextends: portugal\nmatch:\n  target: 4  # c\n")))
    assert "match to 4  # c" in out.splitlines(), out


def test_the_reference_lists_the_canonical_order_fmt_uses() -> None:
    """docs/dsl-reference.md's canonical order is TOP_ORDER's, every top-level part in it
    (reader22: `table`, `stock`, `bidding`, `contract` and `competition` were missing)."""
    from sueca_rules.fmt import LABELLED, TOP_ORDER

    text = (ROOT / "docs" / "dsl-reference.md").read_text(encoding="utf-8")
    said = text.split("and blocks in one fixed order — ", 1)[1].split(" — whatever order", 1)[0]
    words = re.findall(r"`([a-z-]+)`", said)
    spelled = {"sources": "source", **{v: k for k, v in LABELLED.items()}}
    assert words == [spelled.get(field, field) for field in TOP_ORDER]
