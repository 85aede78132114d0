"""The bundled variants, the house files, `extends`, options, DSL/YAML parity and fmt."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.checks import validate
from sueca_rules.errors import OptionError, UnknownVariant
from sueca_rules.fmt import format_dsl
from sueca_rules.source.dsl import load_dsl
from sueca_rules.source.resolve import bundled_names, load_file, resolve, resolve_text
from sueca_rules.source.text import SourceText

from .conftest import BUNDLED, ROOT, dsl_lacks, problems_of

Write = Callable[[str, str], Path]
ALL_FILES = sorted(p for p in (ROOT / "variants").rglob("*") if p.suffix in (".sueca", ".yaml"))

SOURCES = {
    "portugal": "003_eb8502b401359521.txt", "brazil": "003_eb8502b401359521.txt",
    "azores": "003_eb8502b401359521.txt", "jogos-do-rei": "000_64031d6b8f04f44d.txt",
    "sueca-online": "001_2863831ddfd08c6d.txt", "mesa-brasileira": "002_ea15338834824fa3.txt",
    "sueca-fr": "004_647ddaca7f56fe76.txt",
    # other tables (#22): public pages and code, cited by address
    "sueca-a-dois": "https://www.pagat.com/aceten/bisca.html",
    "sueca-52": "https://cardgames.wiki/allgames-2/sueca/",
    "sueca-italiana": "https://github.com/AntonioSergioDM/card-game-score",
}


def test_the_ten_names_are_bundled() -> None:
    assert bundled_names() == sorted(SOURCES)


@pytest.mark.parametrize("name", BUNDLED)
def test_bundled_variant_is_valid_and_cites_its_source(name: str) -> None:
    spec = validate(name).spec
    assert spec.variant == name
    assert SOURCES[name] in [doc.document for doc in spec.sources]


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_shipped_file_is_valid(path: Path) -> None:
    validate(path)


def test_house_files_are_a_few_lines_on_a_bundled_variant() -> None:
    for path in (ROOT / "variants" / "house").glob("*.sueca"):
        own = load_file(path).data
        assert own.get("extends") in BUNDLED
        # the rules, not their translations: `texts LANG { ... }` blocks are not counted
        rules = re.sub(r"^texts [\w-]+ \{.*?\}[^\n]*$", "", path.read_text(), flags=re.M | re.S)
        code = [ln for ln in rules.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
        assert len(code) <= 12, path.name


def test_house_rules_change_what_they_say() -> None:
    void = resolve(ROOT / "variants/house/portugal-void-ties.sueca").spec
    assert void.scoring.tie.outcome == "void" and void.illegal.revoke is not None
    assert void.illegal.revoke.games == 2 and void.direction == "anticlockwise"
    long = resolve(ROOT / "variants/house/brazil-long-match.sueca").spec
    assert long.match.target == 6 and long.scoring.bandeira is not None
    assert (long.scoring.bandeira.by, long.scoring.bandeira.ends_match) == ("points", False)
    assert long.direction == "clockwise"


def test_dsl_and_yaml_forms_give_equal_specs() -> None:
    dsl = resolve(ROOT / "variants/dsl/mesa-brasileira.sueca").spec
    yml = resolve("mesa-brasileira").spec
    assert dsl == yml
    assert dsl.play.first_lead == "partner" and dsl.redeal is not None


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_fmt_round_trip_gives_an_equal_spec(path: Path, write: Write) -> None:
    if missing := dsl_lacks(path.read_text(encoding="utf-8")):
        pytest.skip(f"the DSL has no key for {', '.join(missing)} yet (its own branch)")
    printed = format_dsl(load_file(path))
    again = write(path.stem + ".sueca", printed)
    for sibling in path.parent.glob("*.sueca"):  # a parent beside the file (`extends porto-dobra`)
        if sibling != path:
            write(sibling.name, sibling.read_text(encoding="utf-8"))
    assert resolve(again).spec == resolve(path).spec
    # and printing is stable: a second pass prints the same text
    assert format_dsl(load_file(again)) == printed


def test_fmt_keeps_comments() -> None:
    path = ROOT / "variants/portugal.sueca"
    printed = format_dsl(load_file(path))
    for line in path.read_text().splitlines():
        if line.lstrip().startswith("#"):
            assert line.strip() in printed


def test_extends_chain_and_differences() -> None:
    rei = resolve("jogos-do-rei").spec  # jogos-do-rei -> brazil -> portugal
    assert rei.extends == "brazil" and rei.direction == "clockwise"
    assert list(rei.deal) == ["standard"] and rei.deal["standard"].packet == 1
    azores = resolve("azores").spec
    assert azores.deck.points == {"A": 11, "10": 10, "K": 4, "J": 3, "Q": 2}  # replaced, not merged
    assert azores.deal["alternative"].rotation == "anticlockwise"  # merged field by field
    assert azores.title == "Sueca (Açores)" and resolve("brazil").spec.redeal is None


def test_child_without_title_is_named_after_itself(write: Write) -> None:
    assert resolve(write("t.sueca", "variant mine extends portugal\n")).spec.title == "mine"


def test_unknown_parent_has_did_you_mean(write: Write) -> None:
    path = write("x.sueca", "variant x extends portugl\n")
    (line,) = problems_of(lambda: resolve(path))
    assert line.endswith("x.sueca:1:19: error: unknown parent variant 'portugl' — did you mean "
                         "'portugal'?")


def test_circular_extends_is_refused(write: Write) -> None:
    write("a.sueca", "variant a extends b\n")
    write("b.sueca", "variant b extends c\n")
    path = write("c.sueca", "variant c extends a\n")
    (line,) = problems_of(lambda: resolve(path))
    assert "c.sueca:1:19: error: circular 'extends': c -> a -> b -> c" in line


def test_self_extension_is_refused(write: Write) -> None:
    path = write("me.sueca", "variant me extends me\n")
    (line,) = problems_of(lambda: resolve(path))
    assert "circular 'extends': me -> me" in line


def test_parent_by_relative_path(write: Write) -> None:
    write("base.yaml", "variant: base\nextends: portugal\nmatch: {target: 7}\n")
    assert resolve(write("kid.sueca", "variant kid extends base.yaml\n")).spec.match.target == 7


def test_options_set_their_rule() -> None:
    assert resolve("sueca-online").spec.direction == "anticlockwise"
    assert resolve("sueca-online", {"direction": "clockwise"}).spec.direction == "clockwise"
    with pytest.raises(OptionError, match="did you mean 'clockwise'"):
        resolve("sueca-online", {"direction": "clockwse"})
    with pytest.raises(OptionError, match="did you mean 'direction'"):
        resolve("sueca-online", {"directoin": "clockwise"})
    with pytest.raises(OptionError, match="declares none"):
        resolve("sueca-52", {"direction": "clockwise"})
    with pytest.raises(OptionError, match="expected one of: revoke"):
        resolve("portugal", {"direction": "clockwise"})


def test_option_with_dotted_target(write: Write) -> None:
    path = write("o.sueca", "variant o extends portugal\noption target {\n  values 4 6\n"
                            "  default 4\n  sets match.target\n}\n")
    assert resolve(path, {"target": "6"}).spec.match.target == 6
    validate(path)  # every value of every option gives a valid variant


def test_unknown_name_has_did_you_mean() -> None:
    with pytest.raises(UnknownVariant, match="did you mean 'azores'"):
        resolve("azores2")


def test_resolve_text_without_a_file() -> None:
    spec = resolve_text(SourceText("inline.sueca", "variant t extends brazil\nmatch to 5\n")).spec
    assert (spec.match.target, spec.direction) == (5, "clockwise")


def test_load_dsl_is_independent_of_the_parent() -> None:
    data = load_dsl(SourceText("x.sueca", "variant x extends anything\n")).data
    assert data == {"variant": "x", "extends": "anything"}


def test_fmt_carries_yaml_comments_into_the_dsl() -> None:
    """Every comment of the YAML file reaches the DSL, but the editor's schema line."""
    path = ROOT / "variants/mesa-brasileira.yaml"
    printed = format_dsl(load_file(path))
    comments = [line.split("#", 1)[1].strip() for line in path.read_text().splitlines()
                if "#" in line and not line.startswith("# yaml-language-server")]
    assert len(comments) >= 30
    missing = [c for c in comments if c not in printed]
    assert missing == []
    assert "yaml-language-server" not in printed
