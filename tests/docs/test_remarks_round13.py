"""The thirteenth readers' wording, by kind, in every locale:

- the *pente* sentence says the source's 4–0 and the book's own reading (the target plus one
  or more when the last hand scores 2 or more) without "and also … more" (EN13-01, R13-PT-01,
  BR13-01, FR13-04), its scores from the compiled target;
- the Azores' "cards not dealt" answers its heading: all 40 dealt, the 12 left out cut for
  trumps (EN15-07) (EN13-04, R13-PT-03, BR13-03, FR13-05), the counts from the compiled deck;
- pt-PT "da maneira habitual", never "na maneira habitual" (R13-PT-02);
- the Azores' manilha is the 10 there and the 7 elsewhere in Portugal, and its note credits the
  source with the manilha's points, not the 7's (BR13-04, BR13-05);
- a short number that ends a sentence is bound to the word before it (EN13-16).
"""

from __future__ import annotations

import re

import pytest

from sueca_rules.docs import matrix, rulebook
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import NBSP, plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from .books import book

PENTE = {"en": "is a *pente*, usually {t}–0. This book counts {o}–0 or more as a *pente* too: that happens when the "
               "last hand is worth more game points than the winners needed.",  # EN16-11, EN19-03, EN24-01
         "pt-PT": "chama-se pente: {t}–0. Este livro também chama pente a um {o}–0 ou mais, que acontece "
                  "quando a última mão vale mais jogos do que os que faltavam aos vencedores.",
         "pt-BR": "se chama pente: {t}–0. Este livro também chama de pente um {o}–0 ou mais, que acontece "
                  "quando a última mão vale mais pontos de jogo do que faltavam aos vencedores.",
         "fr": "s’appelle un *pente* : {t}–0. Ce livret appelle aussi *pente* un {o}–0 ou plus, qui arrive quand "
               "la dernière donne rapporte plus de manches qu’il n’en manquait aux gagnants."}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "azores", "brazil", "sueca-fr", "sueca-online", "jogos-do-rei",
                                  "variants/house/torneio-mocas.sueca", "variants/house/brazil-long-match.sueca"])
def test_the_pente_sentence_reads_at_once(name: str, locale: str) -> None:
    # a table outside Portugal says whose word it is (FR15-03): the aside is not the reading
    text = re.sub(r" \((a word from Portugal|palavra de Portugal|mot du Portugal)\)", "", book(name, locale))
    target = load_rules(name).match.target
    said = re.escape(PENTE[locale].format(t=target, o=target + 1))
    for hand in ("hand", "mão", "donne"):  # the table's own word for a hand (Sueca Online's *rodada*)
        said = said.replace(hand, r"\w+")
    assert re.search(said, text), name
    assert not re.search(r"(and also|e também|et aussi)[^.]*\b(more|mais|davantage)\b", text)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_azores_cards_not_dealt_are_none_of_those_in_play(locale: str) -> None:
    rules = load_rules("azores")
    out = len(rules.deck.unused_names)
    said = {"en": f"trumps are cut from them (the {out} cards left out of the pack)",
            "pt-PT": f"partem-se para ver o trunfo (são as {out} cartas retiradas do baralho)",
            "pt-BR": f"são cortadas para ver o trunfo (são as {out} cartas tiradas do baralho)",
            "fr": f"on les coupe pour tirer l’atout (ce sont les {out} cartes retirées du jeu)"}[locale]
    azores = book("azores", locale)
    line = next(line for line in azores.splitlines() if said in line)  # among the differences
    assert line.startswith("- **") and " — " in line, line
    assert ":" not in said  # a value in a list of differences never chains colons
    assert "every card in play is dealt" not in line.split(" — ")[0]  # Portugal's, after the dash (EN18-02)
    assert said in plain(matrix(list(BUNDLED), locale))


def test_pt_pt_says_da_maneira_habitual() -> None:
    for name in BUNDLED:
        assert "na maneira habitual" not in book(name, "pt-PT"), name
    assert "as cartas dão-se de dez em dez e, da maneira habitual, a última carta" in book("portugal", "pt-PT")
    assert "na maneira habitual" not in plain(matrix(list(BUNDLED), "pt-PT"))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_azores_manilha_is_the_10_there_and_the_7_elsewhere(locale: str) -> None:
    azores, portugal = book("azores", locale), book("portugal", locale)
    glossary = {"en": "(here the 10; elsewhere in Portugal, the 7)",
                "pt-PT": "(aqui o 10; no resto de Portugal, o 7)",
                "pt-BR": "(aqui o 10; no resto de Portugal, o 7)",
                "fr": "(ici le 10 ; ailleurs au Portugal, le 7)"}[locale]
    assert glossary in azores and glossary not in portugal
    note = {"en": "the Ace, the *manilha* (here the 10) and the King",
            "pt-PT": "do ás, da manilha (aqui o 10) e do rei",
            "pt-BR": "do ás, da manilha (aqui o 10) e do rei",
            "fr": "de l’as, de la *manilha* (ici le 10) et du roi"}[locale]
    assert note in azores
    assert not re.search(r"(the Ace, the 7 and|do ás, do 7 e|de l’as, du 7 et)", azores)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["sueca-52", "portugal", "azores"])
def test_a_final_short_number_keeps_to_the_word_before_it(name: str, locale: str) -> None:
    raw = rulebook(load_variant(name), locale)
    line = next(line for line in raw.splitlines() if line.startswith("- ") and "120." in line
                and ("30" in line))  # each suit is worth 30; the whole pack, 120
    assert f",{NBSP}120." in line, line
    assert ", 120." in plain(line)  # a reader searching the plain text finds it
    assert not re.search(r"[^\W\d_],? \d{1,4}\.(\s|$)", "\n".join(
        part for part in re.split(r"(`[^`]*`)", raw) if not part.startswith("`")))
