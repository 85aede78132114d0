"""`decided`: the rules a variant sets itself where its sources are silent (issue 23, fourth
readers: "mark the engine's own rules as the book's, not the source's"). The rulebook lists
them apart, with the values the engine plays; a child keeps its parent's list less the rules
it writes itself; a path that names no rule is a located error with the closest path."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules import load_variant
from sueca_rules.docs import rulebook
from sueca_rules.docs.compare import label
from sueca_rules.errors import ArgumentError
from sueca_rules.fmt import format_dsl
from sueca_rules.source.dsl import load_dsl
from sueca_rules.source.text import SourceText
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from .conftest import run_cli

Write = Callable[[str, str], Path]
SOURCES = {"en": "Sources", "pt-PT": "Fontes", "pt-BR": "Fontes", "fr": "Sources"}


@pytest.mark.parametrize("locale", LOCALES)
def test_a_book_names_under_its_sources_the_rules_they_do_not_give(locale: str) -> None:
    """One paragraph under the sources (a wall sheet stays one page), naming each decided rule;
    the rules above say each with the value the engine plays."""
    spec = load_variant("portugal")
    assert "play.review" in spec.decided and "illegal.false_accusation" in spec.decided
    text = plain(rulebook(spec, locale))
    under = text.split(f"## {SOURCES[locale]}\n", 1)[1]
    paragraph = [line for line in under.splitlines() if line and not line.startswith("- ")]
    assert len(paragraph) == 1, paragraph
    s = Speaker(Voice(locale), spec)

    def named(path: str) -> str:  # as the paragraph names a rule: its label, lower case first
        said = plain(label(path, s)).replace("'", "’")
        return said[:1].lower() + said[1:]

    for path in spec.decided:
        assert named(path) in paragraph[0], (path, paragraph[0])
    assert named("scoring.hands") not in paragraph[0] and named("play.must_follow") not in paragraph[0]


def test_a_child_keeps_its_parents_list_less_the_rules_it_writes(write: Write) -> None:
    """brazil (003, as Portugal) keeps it all; jogos-do-rei writes its card points and its trump
    card's view from 000, and drops Portugal's alternative deal: none of them is listed."""
    assert load_variant("brazil").decided == load_variant("portugal").decided
    jogos = load_variant("jogos-do-rei").decided
    for path in ("deck.points", "trump.shown", "deal.alternative.packet"):
        assert path not in jogos, path
    assert "play.review" in jogos and "deal.standard.shuffles" in jogos
    none = load_variant(str(write("none.sueca", "variant none extends portugal\ndecided none\n")))
    assert none.decided == []
    assert "do not give these rules" not in rulebook(none, "en")
    more = load_variant(str(write("more.sueca", "variant more extends portugal\ndecided dealer.first\n")))
    assert more.decided == [*load_variant("portugal").decided, "dealer.first"]


def test_a_path_that_names_no_rule_is_located_with_the_closest(write: Write, tmp_path: Path) -> None:
    write("typo.sueca", "variant typo extends portugal\ndecided play.review trump.showen\n")
    write("typo.yaml", "variant: typo2\nextends: portugal\ndecided: [play.reveiw]\n")
    done = run_cli("validate", "typo.sueca", "typo.yaml", cwd=tmp_path)
    assert done.returncode == 1
    assert "typo.sueca:2:21: error: 'trump.showen' is not a rule's path — did you mean 'trump.shown'?" \
        in done.stdout, done.stdout
    assert "typo.yaml:3:11: error: 'play.reveiw' is not a rule's path — did you mean 'play.review'?" \
        in done.stdout, done.stdout
    fixed = run_cli("validate", "--fix", "typo.sueca", cwd=tmp_path)
    assert fixed.returncode == 0, fixed.stdout
    assert "decided play.review trump.shown" in (tmp_path / "typo.sueca").read_text(encoding="utf-8")


def test_dsl_and_yaml_say_it_alike_and_fmt_keeps_it(write: Write) -> None:
    dsl = write("a.sueca", "variant a extends portugal\ndecided illegal.false-accusation play.review\n")
    yaml = write("b.yaml", "variant: a\nextends: portugal\ndecided: [illegal.false-accusation, play.review]\n")
    assert load_variant(str(dsl)).decided == load_variant(str(yaml)).decided
    text = dsl.read_text(encoding="utf-8")
    assert "decided illegal.false-accusation play.review" in format_dsl(load_dsl(SourceText("a.sueca", text)))
    with pytest.raises(ArgumentError, match="a file read with load_dsl"):
        format_dsl(text)  # type: ignore[arg-type]  # a text, not a file read: said, never a traceback
