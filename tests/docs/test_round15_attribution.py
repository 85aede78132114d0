"""The fifteenth readers' remarks on attribution — what a book says its sources give and what
it sets itself — by kind, in every locale:

- what a book says "this book also counts" (the *pente* beyond the target–0) is named in its
  paragraph of rules not in the sources (PT15-04);
- a rule a cited source gives, which the book sets otherwise, is not called absent from the
  sources: Sueca Online's tie (003 raises the next hand; 001 is silent) is said in its note
  (FR15-01);
- a table outside Portugal says *pente* and *manilha* as Portugal's words, in the rules and the
  glossary, to a reader outside Portugal; Portugal's own books do not (FR15-03, FR15-06);
- the side the deal passes to, where the source says only "in turn", is the book's (FR15-08);
- the leader's first draw from the stock, the book's rule, says so in its own item (BR15-02,
  PT15-05);
- a deck taken from a 52-card pack has its jokers taken out too (PT15-03);
- the Azores' cards not dealt: all 40 are dealt, trumps cut from the 12 left out (EN15-07).
"""

from __future__ import annotations

import pytest

from sueca_rules.docs import matrix
from sueca_rules.docs.decided_names import decided_name
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from .books import book, without_program

OWN = {"en": "Rules not in the sources, set by this book: ",
       "pt-PT": "Regras que não vêm nas fontes e são fixadas por este livro: ",
       "pt-BR": "Regras que não estão nas fontes e são definidas por este livro: ",
       "fr": "Règles absentes des sources et fixées par ce livret : "}
READS = {"en": "This book counts", "pt-PT": "Este livro também chama pente a um",
         "pt-BR": "Este livro também chama de pente um",
         "fr": "Ce livret appelle aussi"}  # EN16-11: what the sources name, then the book's reading
PORTUGAL_WORD = {"en": "a word from Portugal", "pt-PT": "palavra de Portugal", "pt-BR": "palavra de Portugal",
                 "fr": "mot du Portugal"}


def _own(name: str, locale: str) -> str:
    """The paragraph naming the rules the book sets itself."""
    text = plain(book(name, locale))
    opening = plain(OWN[locale])
    assert opening in text, name
    return text.split(opening, 1)[1].split("\n", 1)[0]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "brazil", "jogos-do-rei", "sueca-online", "azores", "sueca-fr"])
def test_a_reading_of_the_book_is_named_among_its_own_rules(name: str, locale: str) -> None:
    text = book(name, locale)
    assert READS[locale] in text, name
    target = load_rules(name).match.target
    assert f"{target}–0" in _own(name, locale), _own(name, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_online_says_why_its_tie_is_its_own(locale: str) -> None:
    """FR15-01: 003 (through Portugal) raises the hand after a tie; 001 gives a tie nothing "naquela
    rodada" and says no more. The book follows 001 and carries nothing over: not a rule "not in the
    sources" (EN19-01: the list contradicted the note, which names the English page), the note says why."""
    spec = load_variant("sueca-online")
    tie = plain(decided_name("scoring.tie.bonus", Speaker(Voice(locale), spec)))
    assert tie not in _own("sueca-online", locale), _own("sueca-online", locale)
    note = without_program(plain(book("sueca-online", locale))).rstrip().rsplit("\n\n", 1)[-1]  # the last line
    assert "60" in note and ("club" in note or "clube" in note) and "naquela rodada" in note, note
    if locale == "en":  # the club's page says nothing of the next hand; carrying nothing is the book's (EN20-03)
        assert note.endswith("says nothing of the next hand: this book follows the club’s page and, by its own "
                             "choice, carries nothing over."), note


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["brazil", "jogos-do-rei", "sueca-online"])
def test_a_table_outside_portugal_says_whose_words_pente_and_manilha_are(name: str, locale: str) -> None:
    text = plain(book(name, locale))
    # to a reader in Portugal too: the words are not the Brazilian table's own (PT22-05; they were
    # said plainly to pt-PT readers before, as their own words)
    pente = [line for line in text.splitlines() if "pente" in line and "0" in line and "beyond" not in line
             and line.startswith("- ")]
    assert pente and all(PORTUGAL_WORD[locale] in line for line in pente), pente
    manilha = [line for line in text.splitlines() if "manilha" in line and line.startswith("- ")]
    assert manilha and all("Portugal" in line or "portugueses" in line for line in manilha), manilha


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "azores", "sueca-fr"])
def test_portugal_s_own_books_say_its_words_plainly(name: str, locale: str) -> None:
    assert PORTUGAL_WORD[locale] not in plain(book(name, locale)), name


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_52_names_who_deals_next_and_says_the_leader_draws_by_its_own_rule(locale: str) -> None:
    v = Voice(locale)
    spec = load_variant("sueca-52")
    assert "dealer.next" in spec.decided and "stock.first" in spec.decided
    assert load_rules("sueca-52").deals.stock.leader_first  # the rule is unchanged (the golden record)
    own = _own("sueca-52", locale)
    assert plain(decided_name("dealer.next", Speaker(v, spec))) in own, own
    # the item says the rule; the book's own rules are named under its sources, the stock's first
    # draw among them, not inside the item (EN21-02: "this book's rule" read as an editor's note)
    rule = plain(v.gettext("After each {trick}, the players draw one card each from the stock in the order of "
                           "play, starting with the player who led it (not its winner), until the stock is "
                           "empty.", trick=Speaker(v, spec).word("trick"))).replace("'", "’")
    text = plain(book("sueca-52", locale))
    assert [line for line in text.splitlines() if line.startswith("- ") and rule in line], rule
    assert plain(decided_name("stock.first", Speaker(v, spec))) in own, own


@pytest.mark.parametrize("locale", LOCALES)
def test_a_deck_from_a_52_card_pack_takes_the_jokers_out_too(locale: str) -> None:
    jokers = {"en": "jokers", "pt-PT": "jokers", "pt-BR": "curingas", "fr": "jokers"}[locale]
    for name in BUNDLED:
        for line in plain(book(name, locale)).splitlines():
            if "52" in line and line.startswith("- 40"):
                assert jokers in line, (name, line)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_azores_deal_every_card_in_play(locale: str) -> None:
    v = Voice(locale)
    said = plain(v.gettext("{trump:pl} are cut from them (the {count} cards left out of the pack)",
                           count=12, trump=Speaker(v).word("trump"))).replace("'", "’")  # what they are for (EN16-02)
    assert said in plain(book("azores", locale))
    assert said in plain(matrix(list(BUNDLED), locale))
    assert "none of the 40" not in plain(book("azores", locale))
