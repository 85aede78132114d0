"""The twelfth round's readers' wording findings, checked by kind on the generated books,
matrix and differences, in every locale:

- a score a variant writes itself that the bands give too is said with the bands, as the
  others say it (EN12-01); one the bands do not give keeps its own sentence;
- the Azores's 12 cards left out of the pack are said where the matrix says what is not dealt
  (EN12-07);
- a sentence names the dealer once (PT12-08: «… e parte o jogador à sua esquerda»; BR12-05:
  the trump card face up said once);
- the matrix's stock drawn «depois de cada uma das 3 primeiras vazas» (BR12-03) by «quem puxou
  a vaza» (PT12-09), the winners' row said as reaching the points that win (BR12-04), the
  only deal said plainly (FR12-03), the options' frame a whole sentence (BR12-08);
- a glossary has every term its book uses: to trump, in the example trick (PT12-10); a pt-BR
  glossary glosses the bandeira *capote* (BR12-17)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from sueca_rules.checks import validate
from sueca_rules.docs import matrix
from sueca_rules.docs.rulebook import rulebook
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from .books import book

BANDS = ["portugal", "azores", "brazil", "sueca-online", "sueca-fr", "jogos-do-rei"]


@cache
def _matrix(locale: str) -> str:
    return plain(matrix([load_variant(name) for name in BUNDLED], locale))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", BANDS)
def test_all_the_points_without_every_trick_is_said_alike_in_every_book(name: str, locale: str) -> None:
    s = Speaker(Voice(locale))
    low = s.voice.gettext("as any {hand} of {low} card points or more does", hand=s.word("hand"), low=91)
    lines = [line for line in book(name, locale).splitlines() if "120" in line and line.startswith("- ")]
    assert any(" 91 " in line for line in lines), lines
    assert locale != "en" or any(low in line for line in lines)


@pytest.mark.parametrize("locale", ["en", "pt-PT"])
def test_a_written_score_the_bands_do_not_give_keeps_its_own_sentence(locale: str, tmp_path: Path) -> None:
    file = tmp_path / "tres.sueca"
    file.write_text('variant tres extends jogos-do-rei "Três pelos 120"\n'
                    'description "Jogos do Rei, os 120 pontos sem todas as vazas valem 3."\n'
                    "scoring {\n  all-points 3\n}\n", encoding="utf-8")
    text = plain(rulebook(validate(str(file)).spec, locale, None))
    lines = [line for line in text.splitlines() if "120" in line and line.startswith("- ") and " 3 " in line]
    assert lines and not any(" 91 " in line for line in lines), lines


@pytest.mark.parametrize("locale", LOCALES)
def test_the_azores_cards_left_out_are_said_where_the_matrix_says_what_is_not_dealt(locale: str) -> None:
    v = Voice(locale)
    cut = plain(v.gettext("{trump:pl} are cut from them (the {count} cards left out of the pack)",
                          count=12, trump=Speaker(v).word("trump"))).replace("'", "’")
    every = plain(v.gettext("nothing (every card in play is dealt)"))
    rows = [line for line in _matrix(locale).splitlines() if line.startswith(("| ", "|  |"))]
    azores = [line for line in rows if f"| {cut} |" in line]
    assert azores and ("Azor" in azores[0] or "Açor" in azores[0]), azores
    assert len(azores[0].split(" | ")[-1].split(",")) == 1, azores  # the Azores alone
    assert not [line for line in rows if f"| {every} |" in line and ("Azor" in line or "Açor" in line)]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["sueca-52", "sueca-a-dois", "jogos-do-rei"])
def test_a_cut_after_the_dealer_shuffles_names_the_dealer_once(name: str, locale: str) -> None:
    dealer = plain(Speaker(Voice(locale)).word("dealer").text).lower()
    shuffles = {"en": "shuffles", "pt-PT": "aralha ", "pt-BR": "aralha ", "fr": "mélange"}[locale]
    lines = [line for line in book(name, locale).splitlines()
             if line.startswith("- ") and "**" not in line and shuffles in line and dealer in line.lower()]
    assert lines and all(line.lower().count(dealer) == 1 for line in lines), lines


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["sueca-52", "sueca-a-dois"])
def test_the_trump_card_under_the_stock_is_said_face_up_once(name: str, locale: str) -> None:
    face_up = {"en": "face up", "pt-PT": "para cima", "pt-BR": "para cima", "fr": "visible"}[locale]
    lines = [line for line in book(name, locale).splitlines() if line.startswith("- ") and "." in line
             and any(w in line for w in ("stock", "monte", "pioche")) and "1" not in line]
    turned = [line for line in lines if any(w in line for w in ("After the deal", "Depois d", "Après la donne"))]
    assert turned and all(line.count(face_up) <= 1 for line in turned), turned
    description = book(name, locale).split("\n\n")
    assert not [p for p in description if "e tirada por último" in p or "e comprada por último" in p]


def test_the_matrix_says_the_stock_and_the_winners_row_in_each_locales_order() -> None:
    pt, br, fr = _matrix("pt-PT"), _matrix("pt-BR"), _matrix("fr")
    for text in (pt, br):
        assert "das 3 primeiras vazas" in text and "das 17 primeiras vazas" in text
        assert "primeiras 3" not in text and "primeiras 17" not in text
        assert "quem puxou a vaza" in text and "jogou primeiro" not in text
        assert "chegam ao fim" not in text and "pontos da vitória na mesma mão" in text
    assert "celui qui a entamé le pli" in fr and "joué le premier" not in fr
    for locale, text in (("en", _matrix("en")), ("pt-PT", pt), ("pt-BR", br), ("fr", fr)):
        v = Voice(locale)
        only = v.gettext("the only way of dealing (compared here with the other tables’ {deal})",
                         deal=v.gettext("standard deal"))
        assert only in text and "compar" in only
        assert "(compared with this one)" not in text and "(comparée à celle-ci)" not in text


@pytest.mark.parametrize("locale", LOCALES)
def test_a_table_that_chose_an_option_is_told_which_choice_the_book_follows(locale: str) -> None:
    out = rulebook(validate("mesa-brasileira", {"tie": "annulled"}).spec, locale,
                   rules=load_rules("mesa-brasileira", {"tie": "annulled"}))
    frame = Voice(locale).gettext("Before playing, the table chooses (this rulebook follows the choices this table "
                                  "made and, for the other options, the first choice):")
    assert plain(frame).replace("'", "’") in plain(out)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "brazil", "sueca-fr", "jogos-do-rei", "sueca-online", "sueca-52"])
def test_the_verb_of_the_example_trick_is_in_the_glossary(name: str, locale: str) -> None:
    v = Voice(locale)
    word = plain(v.pgettext("glossary", "to trump")).split(" (")[0]
    text = book(name, locale)
    assert any(line.startswith(f"- **{word}**") for line in text.splitlines() if line.startswith("- **"))
    if locale == "fr" and name in ("brazil", "mesa-brasileira"):  # pt-BR cortar is both: not named
        assert "couper le paquet, *cortar*" not in text


@pytest.mark.parametrize("name", ["portugal", "brazil", "azores", "sueca-fr", "sueca-online", "sueca-52",
                                  "sueca-a-dois", "jogos-do-rei"])  # not 002's, which says bandeira alone (BR15-05)
def test_a_brazilian_glossary_glosses_the_bandeira_capote(name: str) -> None:
    # capote is every trick: not a gloss for a bandeira of all the points (BR19-04: sueca-52, sueca-a-dois)
    by_tricks = load_rules(name).scoring.bandeira_by_tricks
    assert ("- **bandeira** (capote):" in book(name, "pt-BR")) is bool(by_tricks), name
    assert "capote" not in next(line for line in book(name, "pt-PT").splitlines()
                            if line.startswith("- **bandeira**")) or name == "jogos-do-rei"
