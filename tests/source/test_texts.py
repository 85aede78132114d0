"""A variant's region, language and texts: DSL and YAML spellings, inheritance, checks, fmt."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sueca_rules import load_variant
from sueca_rules.checks import validate
from sueca_rules.fmt import format_dsl
from sueca_rules.source.resolve import load_file

from ..conftest import problems_of

Write = Callable[[str, str], Path]

DSL = """variant ours extends sueca-online "A nossa mesa"
region BR
language pt-BR
words {
  dealer "carteador" "dealer" fr "donneur"
  hand pt-BR "rodada" fr "donne"
}
texts fr {
  title "Notre table"
  description "Les règles de 001, jouées chez nous."
  deal standard "donne habituelle"
  option direction "sens du jeu"
  option direction clockwise "vers la gauche"
}
texts en { title "Our table" }
"""

YAML = """variant: ours
extends: sueca-online
title: A nossa mesa
region: BR
language: pt-BR
words:
  dealer: {pt: carteador, en: dealer, fr: donneur}
  hand: {pt-BR: rodada, fr: donne}
texts:
  fr:
    title: Notre table
    description: Les règles de 001, jouées chez nous.
    deal: {standard: donne habituelle}
    options:
      direction: {name: sens du jeu, values: {clockwise: vers la gauche}}
  en: {title: Our table}
"""


def test_dsl_and_yaml_spell_the_same_texts(write: Write) -> None:
    dsl = validate(write("ours.sueca", DSL)).spec
    yaml = validate(write("ours.yaml", YAML)).spec
    assert dsl == yaml
    assert dsl.region == "BR" and dsl.language == "pt_BR"
    assert dsl.words.hand is not None and dsl.words.hand.pt_BR == "rodada" and dsl.words.hand.pt is None
    assert dsl.words.dealer is not None and dsl.words.dealer.fr == "donneur"
    french = dsl.texts["fr"]
    assert french.deal == {"standard": "donne habituelle"}
    assert french.options["direction"].values == {"clockwise": "vers la gauche"}


def test_fmt_prints_the_texts_back_as_they_were_written(write: Write) -> None:
    path = write("ours.sueca", DSL)
    printed = format_dsl(load_file(path))
    assert "texts fr {\n  title \"Notre table\"" in printed
    assert '  option direction clockwise "vers la gauche"' in printed
    assert 'hand pt-BR "rodada" fr "donne"' in printed and "language pt-BR" in printed
    again = write("again.sueca", printed)
    assert validate(again).spec == validate(path).spec


def test_titles_and_descriptions_are_not_inherited_but_names_are(write: Write) -> None:
    write("ours.sueca", DSL)
    child = validate(write("child.sueca", "variant child extends ours.sueca\n")).spec
    assert child.language is None and "en" not in child.texts  # only a title was given in en
    assert child.texts["fr"].title is None and child.texts["fr"].description is None
    assert child.texts["fr"].deal == {"standard": "donne habituelle"}
    assert child.region == "BR"


def test_a_word_given_again_replaces_it_in_every_language(write: Write) -> None:
    write("ours.sueca", DSL)
    child = validate(write("child.sueca", 'variant child extends ours.sueca\n'
                                          'words { dealer "distribuidor" "dealer" }\n')).spec
    assert child.words.dealer is not None and child.words.dealer.fr is None


def test_old_words_keep_meaning_portuguese_and_english() -> None:
    trick = load_variant("portugal").words.trick
    assert trick is not None and (trick.pt, trick.en) == ("vaza", "trick")


def test_texts_errors_are_located(write: Write) -> None:
    path = write("bad.sueca", 'variant bad extends portugal\ntexts es { title "x" }\n')
    assert problems_of(lambda: validate(path)) == [
        f"{path}:2:7: error: unknown language 'es' — write one of: pt, pt-PT, pt-BR, en, fr"]
    path = write("twice.sueca", 'variant bad extends portugal\ntexts fr {\n  deal standard "a"\n'
                                '  deal standard "b"\n}\n')
    assert problems_of(lambda: validate(path)) == [
        f"{path}:4:3: error: this 'deal' text is given twice — keep one"]
    path = write("region.sueca", "variant bad extends portugal\nregion Brasil\n")
    assert "'Brasil' is not a country code — write an ISO 3166 code in capitals" \
        in problems_of(lambda: validate(path))[0]
    path = write("word.sueca", 'variant bad extends portugal\nwords { trick xx "y" }\n')
    assert "unknown language 'xx'" in problems_of(lambda: validate(path))[0]


def test_texts_must_name_the_variants_own_deals_and_options(write: Write) -> None:
    path = write("names.sueca", "variant bad extends sueca-online\ntexts fr {\n"
                                '  deal standrad "x"\n  option direction anticlokwise "y"\n}\n')
    assert problems_of(lambda: validate(path)) == [
        f"{path}:3:8: error: texts fr: there is no deal procedure 'standrad' — did you mean "
        "'standard'?",
        f"{path}:4:20: error: texts fr: option 'direction' has no value 'anticlokwise' — did "
        "you mean 'anticlockwise'?"]


def test_a_named_result_has_a_display_name_in_dsl_and_yaml(write: Write) -> None:
    dsl = write("r.sueca", 'variant r extends portugal\nresult cabaz-duplo { loser 0; winner 8 }\nmatch to 8\n'
                           'texts pt { result cabaz-duplo "cabaz duplo" }\n'
                           'texts en {\n  result cabaz-duplo "double basket"\n  result pente "whitewash"\n}\n')
    yaml = write("r.yaml", "variant: r\nextends: portugal\nresults: {cabaz-duplo: {loser: 0, winner: 8}}\n"
                           "match: {target: 8}\ntexts:\n  pt: {results: {cabaz-duplo: cabaz duplo}}\n"
                           "  en:\n    results: {cabaz-duplo: double basket, pente: whitewash}\n")
    spec = validate(dsl).spec
    assert spec == validate(yaml).spec
    assert spec.texts["en"].results == {"cabaz-duplo": "double basket", "pente": "whitewash"}
    printed = format_dsl(load_file(dsl))
    assert '  result cabaz-duplo "double basket"\n' in printed
    assert validate(write("again.sueca", printed)).spec == spec
    child = validate(write("child.sueca", "variant child extends r.sueca\n")).spec
    assert child.texts["pt"].results == {"cabaz-duplo": "cabaz duplo"}  # names are inherited
    path = write("typo.sueca", 'variant bad extends portugal\ntexts en { result pnete "x" }\n')
    assert problems_of(lambda: validate(path)) == [
        f"{path}:2:19: error: texts en: there is no named result 'pnete' — did you mean 'pente'?"]
