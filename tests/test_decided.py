"""`decided`: the rules a variant sets itself where its sources are silent (issue 23, fourth
readers: "mark the engine's own rules as the book's, not the source's"). The rulebook lists
them apart, with the values the engine plays; a child keeps its parent's list less the rules
it writes itself; a path that names no rule is a located error with the closest path."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.docs import rulebook
from sueca_rules.docs.decided_names import decided_name, of_rank
from sueca_rules.docs.rulebook import book_of
from sueca_rules.errors import ArgumentError
from sueca_rules.fmt import format_dsl
from sueca_rules.source.dsl import load_dsl
from sueca_rules.source.text import SourceText
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from .conftest import BUNDLED, ROOT, run_cli
from .loaded import load_variant

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
    assert "\n## " not in under and "-O " not in text  # the sources last: no command line in print (PT22-01)
    # the screen's book has the `-O` spellings in a last section of its own (PT20-02), the same book above it
    screen = plain(book_of(spec, locale).markdown(program=True))
    above, program = screen.rsplit("\n## ", 1)
    assert "`-O revoke=1|2`" in program and above == text
    s = Speaker(Voice(locale), spec)
    note = plain(s.note() or "").replace("'", "’")  # the file's reading of its sources, after it
    paragraph = [line for line in under.splitlines() if line and not line.startswith("- ") and line != note]
    assert len(paragraph) == 1, paragraph

    def named(path: str) -> str:  # as the paragraph names a rule: its label, lower case first, or
        said = plain(of_rank(path[12:], s) if path.startswith("deck.points.")  # a rank's points, among others
                     else decided_name(path, s)).replace("'", "’")  # a name of its own in a list
        return said[:1].lower() + said[1:]

    for path in spec.decided:
        assert named(path) in paragraph[0], (path, paragraph[0])
    assert named("scoring.hands") not in paragraph[0] and named("play.must_follow") not in paragraph[0]


def test_a_child_keeps_its_parents_list_less_the_rules_it_writes(write: Write) -> None:
    """brazil (003, as Portugal) keeps it all, and adds its own reading of "play goes clockwise"
    (who deals next, who leads); jogos-do-rei writes its card points and its trump card's view
    from 000, and drops Portugal's alternative deal: none of them is listed."""
    assert load_variant("brazil").decided == [*load_variant("portugal").decided, "dealer.next", "play.first_lead"]
    jogos = load_variant("jogos-do-rei").decided
    for path in ("deck.points", "trump.shown", "deal.alternative.packet"):
        assert path not in jogos, path
    assert "play.review" in jogos and "deal.standard.shuffles" in jogos
    none = load_variant(str(write("none.sueca", "variant none extends portugal\ndecided none\n")))
    assert none.decided == []
    assert "do not give these rules" not in rulebook(none, "en")
    more = load_variant(str(write("more.sueca", "variant more extends portugal\ndecided play.silent\n")))
    assert more.decided == [*load_variant("portugal").decided, "play.silent"]


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


def test_a_part_of_a_rule_may_be_decided_and_writing_the_rule_drops_it(write: Write, tmp_path: Path) -> None:
    """003 gives the tie ("the next hand is worth more") but not what ties in a row do: the part
    is named alone; a child whose source gives the whole tie (004, 000) writes it and keeps
    none of its parts in the list; a part no rule has is located like any path."""
    portugal = load_variant("portugal")
    assert "scoring.tie.cumulative" in portugal.decided and "scoring.tie" not in portugal.decided
    paragraph = plain(rulebook(portugal, "en")).split("Rules not in the sources, set by this book: ", 1)[1]
    assert "what ties in a row do" in paragraph and "a 60–60 tie" not in paragraph.lower()
    for child in ("sueca-fr", "jogos-do-rei"):
        assert "scoring.tie.cumulative" not in load_variant(child).decided, child
    own = load_variant(str(write("own.sueca", "variant own extends portugal\nscoring {\n  tie nobody-scores\n}\n")))
    assert "scoring.tie.cumulative" not in own.decided and "play.review" in own.decided
    write("part.sueca", "variant part extends portugal\ndecided scoring.tie.cumulatve\n")
    done = run_cli("validate", "part.sueca", cwd=tmp_path)
    assert done.returncode == 1 and "did you mean 'scoring.tie.cumulative'?" in done.stdout, done.stdout


@pytest.mark.parametrize("locale", LOCALES)
def test_the_penalty_conventions_a_book_states_are_named_as_its_own(locale: str) -> None:
    """No source says that game points won by a penalty count at once, or what a hand a
    penalty ends scores after ties: wherever a book says so, its paragraph names them."""
    from sueca_rules.catalogue.compile import compile_rules
    from sueca_rules.catalogue.conventions import own_conventions

    seen = 0
    for name in [*BUNDLED, *(str(p) for p in sorted((ROOT / "variants" / "house").glob("*.sueca")))]:
        spec = load_variant(name)
        s = Speaker(Voice(locale), spec)
        named = own_conventions(compile_rules(spec), s)
        text = plain(rulebook(spec, locale))
        if not named:
            continue
        seen += 1
        paragraph = text.split(f"## {SOURCES[locale]}\n", 1)[1]
        for convention in named:
            # (the book sets its foreign words in italics: *moca*)
            assert plain(convention) in paragraph.replace("*", ""), (name, locale, convention)
    assert seen >= 5


def test_a_note_on_the_sources_is_printed_under_them_in_its_language_only(write: Write) -> None:
    """004 says clockwise and then describes anticlockwise play: sueca-fr says how it reads
    that, under its sources, in each language it gives; a child does not inherit the note, a
    language without one shows none, and the DSL, YAML and fmt say it alike."""
    spec = load_variant("sueca-fr")
    for locale in LOCALES:
        text = plain(rulebook(spec, locale))
        under = text.split(f"## {SOURCES[locale]}\n", 1)[1]
        note = Speaker(Voice(locale), spec).note()
        assert note, locale
        said = plain(note).replace("'", "’")  # as the book sets it
        assert said in under and said not in text.split(f"## {SOURCES[locale]}\n", 1)[0], locale
    child = load_variant(str(write("child.sueca", "variant child extends sueca-fr\n")))
    assert Speaker(Voice("en"), child).note() is None
    only = write("only.sueca", 'variant only extends portugal\ntexts fr {\n  note "Lu ainsi."\n}\n')
    assert "Lu ainsi." in rulebook(load_variant(str(only)), "fr")
    assert "Lu ainsi." not in rulebook(load_variant(str(only)), "en")
    yaml = write("only.yaml", 'variant: only\nextends: portugal\ntexts:\n  fr: {note: "Lu ainsi."}\n')
    assert load_variant(str(yaml)).texts == load_variant(str(only)).texts
    text = only.read_text(encoding="utf-8")
    assert 'note "Lu ainsi."' in format_dsl(load_dsl(SourceText("only.sueca", text)))


def test_a_house_file_without_a_source_of_its_own_names_the_rules_it_writes(write: Write) -> None:
    """A table's house rules cite no document: what the file writes is the table's, not its
    parent's source's (fifth readers: mesa-calada's penalties read as the English page's)."""
    house = load_variant(str(write("casa.sueca", "variant casa extends portugal\nplay {\n  must-overtake yes\n}\n"
                                   "illegal {\n  false-accusation hand 1\n}\n")))
    assert "play.must_overtake" in house.decided
    assert [d for d in house.decided if str(d).replace("-", "_") == "illegal.false_accusation"] != []
    assert len({str(d).replace("-", "_") for d in house.decided}) == len(house.decided)  # each once
    cited = load_variant(str(write("citada.sueca", 'variant citada extends portugal\nsource "regras.txt" "Jogo"\n'
                                   "play {\n  must-overtake yes\n}\n")))
    assert "play.must_overtake" not in cited.decided  # its own source gives it
    paragraph = rulebook(house, "en").split("Rules not in the sources, set by this book: ", 1)[1]
    assert "must head the trick" in paragraph


def test_a_tie_raised_in_steps_is_written_and_named_like_a_fixed_one(write: Write) -> None:
    """`tie nobody-scores bonus 1 2 3` raised a KeyError in every book: the sentence on a hand
    ended by a penalty read the fixed bonus only. The sentence and its convention share one
    condition (facts.ties_carried_past_penalty), steps included."""
    steps = load_variant(str(write("steps.sueca", "variant steps extends portugal\nscoring {\n"
                                   "  tie nobody-scores bonus 1 2 3\n}\n")))
    for locale in LOCALES:
        text = plain(rulebook(steps, locale))
        v, s = Voice(locale), Speaker(Voice(locale), steps)
        assert plain(v.gettext("what a {hand} ended by a penalty scores", hand=s.word("hand"))) in text
