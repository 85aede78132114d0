"""No rulebook in one language holds another language's words, and the issue's defects are gone.

Every phrase quoted in issue 12 is a regression test here. The word lists say what marks a
text as another language or the other Portuguese norm; the Sources section is left out (it
quotes the documents' own section titles, in their language), as is the glossary's column of
the table's own Portuguese words in an English or French book.
"""

from __future__ import annotations

import re

import pytest

from sueca_rules.docs import diff_variants, matrix, rulebook
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, ROOT
from ..loaded import load_variant
from .books import book

HOUSE = sorted(str(p) for p in (ROOT / "variants" / "house").glob("*.sueca"))
# Words (regular expressions, matched whole, case-insensitively) that a book must not contain.
FOREIGN: dict[str, tuple[str, ...]] = {
    # the European norm's words and spellings, in a Brazilian book
    "pt-BR": ("equipas?", "baralha(r|m)?", "aceite", "por omissão", "ficheiro", "ponteiros do relógio",
              "tira-se", "em linha", "sítio", "tem de", "calharem", "castigo", "registo", "ecrã"),
    # the Brazilian norm's words, in a European book
    "pt-PT": ("duplas?", "embaralha(r|m)?", "aceita", "arquivo", "tem que", "na hora", "vierem",
              "padrão", "penalidade", "se sentam", "anti-horário", "comprova\\w*", "tela"),
    # English or Portuguese words in a French book
    "fr": ("the", "and", "of", "trick", "dealer", "trump", "hand", "player", "cards?", "deals?",
           "standard", "alternative deal", "o", "os", "as cartas", "jogador", "vaza", "dupla", "equipa",
           "naipe", "trunfo", "distribuidor", "mão", "ganha", "jogo", "dealer's", "tour de passe"),
    # Portuguese or French words in an English book
    "en": ("o", "os", "de", "da", "e", "é", "um", "uma", "jogador", "cartas?", "naipe",
           "distribuidor", "equipa", "dupla", "ganha", "jogo", "mão", "le", "la", "les", "du", "donneur",
           "pli", "atout", "couleur", "standard deal is", "em brazil"),
}
# Words of both Portuguese norms, never English or French, in any Portuguese book.
FOREIGN_TO_PORTUGUESE = ("the", "and", "of", "dealer", "trick", "trump", "player", "standard",
                         "alternative", "clockwise", "anticlockwise", "rules", "Portugal's", "le",
                         "la", "les", "du", "donneur", "pli", "em brazil", "em portugal",
                         "maneira alternative", "as faixas")
FOREIGN["pt-PT"] += FOREIGN_TO_PORTUGUESE
FOREIGN["pt-BR"] += FOREIGN_TO_PORTUGUESE




def _checked_text(text: str, locale: str) -> str:
    text = plain(text)
    text = re.sub(r"^## (Fontes|Sources)\n.*", "", text, flags=re.M | re.S)
    text = re.sub(r"`[^`]*`", "", text)  # file names and variant names
    text = re.sub(r"\b(pt|pt-PT|pt-BR|en|fr) ?: [^,;\n]*", "", text)  # a word quoted in its language
    if locale in ("en", "fr"):
        text = re.sub(r"\(\*[^*]+\*", "(", text)  # the table's own Portuguese word in the glossary
    return text


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", BUNDLED + HOUSE)
def test_no_book_holds_another_languages_words(name: str, locale: str) -> None:
    text = _checked_text(book(name, locale), locale)
    for doc in load_variant(name).sources:  # a source's title is quoted as it is written
        text = text.replace(f"*{doc.title}*", "") if doc.title else text
    if name in HOUSE and locale not in ("pt-PT", "pt-BR"):
        text = re.sub(r"\A.*?\n## ", "## ", text, flags=re.S)  # their title and description are Portuguese, by design
    found = [w for w in FOREIGN[locale] if re.search(rf"(?<![\w-]){w}(?![\w-])", text, re.I)]
    assert not found, f"{name} in {locale}: {found}"


@pytest.mark.parametrize("locale", LOCALES)
def test_diff_and_matrix_speak_one_language(locale: str) -> None:
    specs = [load_variant(n) for n in BUNDLED]
    text = _checked_text(matrix(specs, locale) + diff_variants(specs[0], specs[3], locale), locale)
    found = [w for w in FOREIGN[locale] if re.search(rf"(?<![\w-]){w}(?![\w-])", text, re.I)]
    assert not found, found


PT_BOOKS = [(n, loc) for n in BUNDLED + HOUSE for loc in ("pt-PT", "pt-BR")]


@pytest.mark.parametrize(("name", "locale"), PT_BOOKS)
def test_portuguese_contracts_its_prepositions(name: str, locale: str) -> None:
    text = _checked_text(book(name, locale), locale)
    assert "o de a última carta dada" not in text
    loose = re.findall(r"\b(?:de|em|por) (?:o|a|os|as) \w+|\ba (?:o|os) \w+", text)
    assert not loose, loose


def test_agreement_of_subject_and_verb() -> None:
    specs = [load_variant(n) for n in BUNDLED]
    portuguese, english = plain(matrix(specs, "pt-PT")), plain(matrix(specs, "en"))
    assert "os acusadores ganham a mão e marcam 1 jogo" in portuguese
    assert "os acusadores | ganha" not in portuguese and "acusadores ganha " not in portuguese
    assert "the accusers win the hand and score 1 game" in english
    assert "the accusers | wins" not in english and "accusers wins" not in english


@pytest.mark.parametrize("name", ["jogos-do-rei", "mesa-brasileira", "sueca-online", "brazil"])
def test_brazilian_tables_read_brazilian_portuguese(name: str) -> None:
    text = book(name, "pt")
    assert text == book(name, "pt-BR")
    assert "dupla" in text and "embaralh" in text.lower()
    for word in ("Baralha ", "é aceite", "equipa", "por omissão"):
        assert word not in text


def test_the_variants_own_words_everywhere() -> None:
    mesa = book("mesa-brasileira", "pt-BR")  # the table says "seguir o naipe" and "ponto (de jogo)"
    rules = mesa.split("## Vocabulário da mesa")[0]
    assert "É obrigatório seguir o naipe" in rules and "Não seguir o naipe quando se pode" in rules
    assert "assistir" not in mesa and not re.search(r"\d jogos?\b", mesa)
    # one word a thing: card points are "pontos", what a hand scores "pontos de jogo" (the table's
    # "ponto" kept as the glossary's gloss)
    assert "| 91–119 | 2 |" in mesa and "chegar a 4 pontos de jogo" in mesa
    assert "- **ponto de jogo** (ponto): " in mesa
    assert "É obrigatório assistir" in book("mesa-brasileira", "pt-PT")  # the European norm's word
    rei = book("jogos-do-rei", "pt-BR")
    assert "O primeiro carteador é sorteado." in rei and "distribuidor" not in rei


def test_named_results_are_the_variants_never_a_guess_from_the_target() -> None:
    long_match = load_variant("variants/house/brazil-long-match.sueca")
    assert long_match.match.target == 6 and "pente" in long_match.results  # inherited: loser 0
    for locale in LOCALES:
        assert "4–0" not in plain(rulebook(long_match, locale)).split("## Fontes")[0].split("## Sources")[0]
    # the target's score named, and the more a last hand worth 2 brings (003's "4–0"; BR10-07)
    # (the more is the book's reading, said so in the sentence: BR12-01)
    assert "Winning the match with the other team on 0 is a *pente* (a word from Portugal), usually 6–0. This " \
        "book counts 7–0 or more as a *pente* too: that happens when the last hand is worth more game points " \
        "than the winners needed." in \
        plain(rulebook(long_match, "en"))  # Brazil's table: Portugal's word said so (FR15-03)
    assert "Ganhar a partida deixando a outra equipa a 0 chama-se pente: 4–0. Este livro também chama pente " \
        "a um 5–0 ou mais, que acontece quando a última mão vale mais jogos do que os que faltavam aos " \
        "vencedores." in book("portugal", "pt-PT")
    assert "**pente**: ganhar a partida deixando a outra equipa a 0." in book("portugal", "pt-PT")
    assert "Vencer a partida em uma só mão, a partir de 0–0, se chama bandeira." in book("mesa-brasileira", "pt-BR")
    assert "Gagner la partie en une seule donne, en partant de 0–0, s’appelle une *bandeira*." in \
        book("mesa-brasileira", "fr")
    assert "Ganhar a partida numa só mão, a partir de 0–0, chama-se bandeira." in book("mesa-brasileira", "pt-PT")
    # a variant that names no result but has the word: no pente, as the engine names none (the
    # book once read one from its target: reader22's `result pente none` was still a 4–0 pente)
    unnamed = long_match.model_copy(update={"results": {}})
    said = plain(rulebook(unnamed, "en"))
    assert "6–0" not in said and "is a *pente*" not in said and "- **pente**" not in said
    assert "–0" not in plain(rulebook(load_variant("mesa-brasileira").model_copy(update={"results": {}}), "en"))


def test_no_jargon_and_no_repeats() -> None:
    for name in BUNDLED:
        for locale in LOCALES:
            text = book(name, locale)
            assert "as the bands" not in text and "como as faixas" not in text
            # no gloss naming the card beside the word (the card is said from the deck, in the definition)
            assert not re.search(r"\*\*manilha\*\* \((the|o|le) (7|10)\)", text), (name, locale)
            rules = "\n".join(line for line in text.splitlines() if line.startswith("- "))
            assert not re.search(r"\b(\w+) \1\b", rules), re.search(r"\b(\w+) \1\b", rules)


@pytest.mark.parametrize("name", ["jogos-do-rei", "sueca-online"])
def test_nothing_is_said_of_a_rule_the_variant_does_not_have(name: str) -> None:
    # illegal cards are refused: nobody is accused, nothing is punished
    for locale in LOCALES:
        whole = book(name, locale)
        differences = re.search(r"^## (Diferenças|Differences|Différences).*?(?=^## )", whole, re.M | re.S)
        text = whole.replace(differences.group(0), "") if differences else whole  # the parent's rules
        if differences and re.search(r"accus|acusa", differences.group(0), re.I):  # are said there,
            text = re.sub(r"^- \*\*(accusation|acusação)\*\*.*$", "", text, flags=re.M | re.I)  # and defined
        assert not re.search(r"accus|acusa", text, re.I), locale
    specs = [load_variant(n) for n in BUNDLED]
    revoke_row = re.search(r"^\| \*\*Proven revoke\*\* .*?(?=^\| \*\*)", matrix(specs, "en"), re.M | re.S)
    assert revoke_row is not None and name not in revoke_row.group(0)
    assert "no penalty" not in revoke_row.group(0)


def test_a_missing_deal_procedure_is_one_row_not_six() -> None:
    specs = [load_variant(n) for n in BUNDLED]
    table = matrix(specs, "en")
    # no cell is a bare dash: a variant a rule does not apply to is said why ("— (one way of dealing only)")
    assert "| — |" not in table and not re.search(r"\| — (?!\()", table)
    rows = [line for line in plain(table).splitlines() if "Sueca (Jogos do Rei)" in line and "not offered" in line]
    assert len(rows) == 1
    diff = diff_variants(load_variant("portugal"), load_variant("jogos-do-rei"), "en")
    assert len([line for line in diff.splitlines() if "Ways of dealing" in line]) == 1  # and not one per field
    assert not [line for line in diff.splitlines() if "Alternative deal" in line]


def test_deal_names_are_words_of_the_books_language() -> None:
    assert "**Maneira alternativa**" in book("portugal", "pt-PT")
    assert "**Forma alternativa**" in book("portugal", "pt-BR")
    assert "**Alternative deal**" in book("portugal", "en")
    assert "**Distribution alternative**" in book("portugal", "fr")
    for locale in ("pt-PT", "pt-BR"):
        assert "standard" not in book("portugal", locale) and "alternative" not in book("portugal", locale)


def test_the_words_layer_knows_every_table_word_the_spec_has():
    """words/ knows no rule, but it speaks every table word a file may name: its list is the
    spec's `words` block, field for field."""
    from sueca_rules.spec import Words
    from sueca_rules.words.speaker import WORD_KEYS

    assert tuple(Words.model_fields) == WORD_KEYS
