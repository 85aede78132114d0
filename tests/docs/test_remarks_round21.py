"""Round 21 (fresh readers): the kinds fixed after it, in every locale where the kind occurs —

- a table's own fault is compared line by line, named by the fault, beside what the parent
  does without it: not "Infractions the table declares … — in Portugal: none" (EN21-01, the
  wrong rule of PT21-01, BR21-01, FR21-01);
- the book's own rules are named under its sources, not inside a rule's sentence (EN21-02);
- an act forbidden with no penalty is said of the table, the act first (EN21-03);
- one table option is not "the first choice of each" (EN21-04);
- pt-PT: the accusation window reworded (PT21-02, then PT22-02); "ganha-la", not "ganhas-a" (PT21-03);
- a failed accusation says whom it cleared, not that nobody revoked (PT21-04);
- where nobody cuts, the book's own misdeal rule says no cutting (BR21-02);
- pt-BR: "vale", not a gerund coordinated with a verb; a choice's changes say the bandeira once
  (BR21-03); "da variante “Sueca (Brasil)”" (BR21-04);
- a Portuguese word in a French glossary is said to be Portuguese (FR21-02); a source whose name
  is a word of the language is named as what it is (FR21-03).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.docs.compare import diff_variants, matrix
from sueca_rules.loading import bundled_variants, load_variant
from sueca_rules.play.talk import Talk
from sueca_rules.words.typeset import plain

from ..conftest import ROOT, run_cli
from ..loaded import load_rules
from .books import book

LOCALES = ("en", "pt-PT", "pt-BR", "fr")
CALADA = str(ROOT / "variants" / "house" / "mesa-calada.sueca")
OWN_FAULT = {"en": "Shuffling, cutting or dealing out of order",
             "pt-PT": "Baralhar, partir ou dar as cartas fora da ordem",
             "pt-BR": "Embaralhar, cortar ou dar as cartas fora da ordem",
             "fr": "Mélanger, couper ou distribuer hors de l'ordre prévu"}
NONE_OWN = {"en": "no penalty of its own (its other rules apply)",
            "pt-PT": "nenhum castigo próprio (aplicam-se as outras regras)",
            "pt-BR": "nenhuma punição própria (valem as outras regras)",
            "fr": "aucune sanction propre (ses autres règles s'appliquent)"}


def _flat(text: str) -> str:
    return " ".join(plain(text).replace("\u2019", "'").split())


def _section(text: str, heading: str) -> str:
    """The section of a flattened book under `heading`."""
    return next(part for part in text.split("## ") if part.startswith(heading + " "))


def _rules_part(text: str) -> str:
    """A book's rules: before its glossary and sources (the last three sections at most)."""
    return "\n## ".join(text.split("\n## ")[:-3])


@pytest.mark.parametrize("locale", LOCALES)
def test_a_tables_own_fault_is_its_own_line_beside_what_the_parent_does(locale: str) -> None:
    text = _flat(book(CALADA, locale))
    differences = text.split("## ")[-3]  # differences, glossary, sources (no program section in print: PT22-01)
    assert re.search(rf"\*\*{re.escape(OWN_FAULT[locale])}\*\* ?: .+ — .+: {re.escape(NONE_OWN[locale])}\.",
                     differences), differences
    assert not re.search(r"(: none|: nenhuma|: aucune)\.", differences), differences
    diff = _flat(diff_variants(load_variant("portugal"), load_variant(CALADA), locale))
    assert OWN_FAULT[locale] in diff and NONE_OWN[locale] in diff


@pytest.mark.parametrize("name", sorted(bundled_variants()))
def test_the_books_own_rules_are_named_under_its_sources_only(name: str) -> None:
    assert "this book's rule" not in _rules_part(book(name, "en")).replace("\u2019", "'")


@pytest.mark.parametrize("locale", LOCALES)
def test_an_act_forbidden_without_penalty_is_said_of_the_table(locale: str) -> None:
    said = {"en": "Showing your cards to your partner is forbidden, but carries no set penalty.",
            "pt-PT": "Mostrar as cartas ao parceiro é proibido, mas não tem castigo previsto.",
            "pt-BR": "Mostrar as cartas para o parceiro é proibido, mas não tem punição prevista.",
            "fr": "Montrer ses cartes à son partenaire est interdit, mais sans sanction prévue."}[locale]
    assert said in _flat(book("mesa-brasileira", locale))
    assert "with no penalty named" not in _flat(matrix([load_variant("mesa-brasileira")], "en"))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", sorted(bundled_variants()))
def test_the_options_header_counts_the_options(name: str, locale: str) -> None:
    spec = load_variant(name)
    text = _flat(book(name, locale))
    each = {"en": "first choice of each", "pt-PT": "primeira escolha de cada opção",
            "pt-BR": "primeira escolha de cada opção", "fr": "chacune de ces options"}[locale]
    if len(spec.options) == 1:
        assert each not in text
    elif len(spec.options) > 1:  # several: each
        assert each in text


def test_pt_pt_says_depois_de_ganha_and_ganha_la() -> None:
    text = _flat(book("portugal", "pt-PT"))
    assert "Quando a partida fica ganha, ainda que seja na última vaza da mão, já não se pode acusar." in text
    assert "Ganha a partida, mesmo" not in text
    t = Talk(load_rules("portugal"), "pt-PT", load_variant("portugal"))
    line = t.gettext("{trick} {number}: {cards} — you win it ({points})", number=3, cards="…", points="3")
    assert "— ganhas tu (" in line and "ganhas-a" not in line  # "ganha-la" after PT21-03, "ganhas tu" after PT23-02


@pytest.mark.parametrize("locale", LOCALES)
def test_a_failed_accusation_names_whom_it_cleared(locale: str, tmp_path: Path) -> None:
    """Portugal, seed 7, the human accuses at once: nobody has revoked, the other team is cleared."""
    word = {"en": "accuse", "pt-PT": "acusar", "pt-BR": "acusar", "fr": "accuser"}[locale]
    out = _flat(run_cli("play", "portugal", "--lang", locale, "--seed", "7", "--save", str(tmp_path / "g.json"),
                        input_text=f"{word}\nquit\n").stdout)
    said = {"en": "No revoke by the other team:", "pt-PT": "Não houve renúncia da outra equipa:",
            "pt-BR": "Não houve renúncia da outra dupla:", "fr": "Pas de renonce de l'autre équipe :"}[locale]
    assert said in out, out


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR", "fr"])
@pytest.mark.parametrize("name", ["jogos-do-rei", "sueca-online"])
def test_no_cutting_in_the_misdeal_rule_where_nobody_cuts(name: str, locale: str) -> None:
    sources = _section(_flat(book(name, locale)), {"pt-PT": "Fontes", "pt-BR": "Fontes", "fr": "Sources"}[locale])
    own = {"pt-PT": "o que se segue a um erro ao baralhar ou dar",
           "pt-BR": "o que acontece depois de um erro ao embaralhar ou dar",
           "fr": "ce qui suit une faute de mélange ou de donne"}[locale]
    assert own in sources, sources
    assert not re.search(r"erros? ao (baralhar|embaralhar), (partir|cortar)|de coupe ou de donne", sources)


def test_pt_br_says_vale_and_the_bandeira_once() -> None:
    for options in ({}, {"bandeira": "tricks"}):
        out = run_cli("docs", "mesa-brasileira", "--lang", "pt-BR",
                      *[f"-O{k}={v}" for k, v in options.items()]).stdout
        assert "valendo" not in out
        assert "já é a *bandeira*" not in out  # the bandeira's own line says it is all the points
    assert "valendo" not in _flat(matrix([load_variant(n) for n in bundled_variants()], "pt-BR"))


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR"])
def test_a_deal_compared_with_a_variants_names_it_with_its_article(locale: str) -> None:
    text = _flat(book("jogos-do-rei", locale))
    assert re.search(r"comparada abaixo com a \w+ \w+ da variante [«“]Sueca \(Brasil\)[»”]", text), text
    assert " de Sueca (" not in text


def test_french_glossary_says_a_portuguese_word_is_portuguese() -> None:
    text = _flat(book("portugal", "fr"))
    assert "couper le paquet, en portugais *partir*" in text


@pytest.mark.parametrize("locale", LOCALES)
def test_a_program_named_like_a_common_word_is_called_a_program(locale: str) -> None:
    note = _section(_flat(book("sueca-italiana", locale)), {"en": "Sources", "pt-PT": "Fontes", "pt-BR": "Fontes",
                                                            "fr": "Sources"}[locale])
    assert re.findall(r"\bCarte\b", note) and all(m == "*Carte*" for m in re.findall(r"\*?\bCarte\b\*?", note)), note
