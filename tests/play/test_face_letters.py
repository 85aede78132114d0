"""The faces' letters as the locale's packs print them (BR21-05): Brazilian packs print K, J, Q
in their corners, so the pt-BR sheet heads its card table and keys it with those letters and
the terminal shows and reads them; Portugal and France keep R, V, D (rei, valete, dama; roi,
valet, dame), and every locale also reads the case files' K, Q, J for a French-suited pack's
faces, its help saying so. A game record keeps the case files' notation whatever the locale."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sueca_rules.catalogue.deck.words import rank_letter
from sueca_rules.play.cards import SUITS, ForeignCode
from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal_letters import letters_line
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker

from ..conftest import ROOT, run_cli
from ..docs.test_html import sheet
from ..loaded import load_rules, load_variant

LETTERS = {"en": "AKJQ", "pt-PT": "ARVD", "pt-BR": "AKJQ", "fr": "ARVD"}  # A, K, J, Q in each
NAMES = {"pt-PT": ("ás", "rei", "valete", "dama"), "pt-BR": ("ás", "rei", "valete", "dama"),
         "fr": ("as", "roi", "valet", "dame"), "en": ("Ace", "King", "Jack", "Queen")}


def _talk(variant: str, locale: str) -> Talk:
    return Talk(load_rules(variant), locale, load_variant(variant))


@pytest.mark.parametrize("locale", LOCALES)
def test_a_french_suited_packs_letters_are_the_locales_catalog_messages(locale: str) -> None:
    s = Speaker(Voice(locale))
    assert "".join(rank_letter(r, s, "french") for r in "AKJQ") == LETTERS[locale]
    assert [rank_letter(r, s, "french") for r in ("7", "10", "2")] == ["7", "10", "2"]
    # a Latin-suited deck keeps its names' letters in Brazil too: rei, cavalo, sota
    if locale.startswith("pt"):
        assert "".join(rank_letter(r, s, "spanish") for r in "AKJQ") == "ARCS"


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "mesa-brasileira", "sueca-italiana"])
def test_the_sheets_card_table_and_its_key_use_the_locales_letters(name: str, locale: str) -> None:
    page = sheet(name, locale)
    table = re.search(r'<table class="cards"><caption>([^<]*)</caption>(.*?)</table>', page, re.S)
    assert table is not None, (name, locale)
    letters = dict(zip("AKJQ", LETTERS[locale], strict=True))
    names = dict(zip("AKJQ", NAMES[locale], strict=True))
    pairs = [pair.split("\xa0=\xa0") for pair in table.group(1).split(" · ")]
    heads = [re.sub(r"<[^>]*>", "", cell) for cell in re.findall(r"<th[^>]*>(.*?)</th>", table.group(2))]
    faces = [head for head in heads[1:] if not head.isdigit()]
    assert [letter for letter, _ in pairs] == faces and sorted(faces) == sorted(letters.values())
    assert {letter: named for letter, named in pairs} == {letters[r]: names[r] for r in "AKJQ"}
    if locale == "pt-BR":  # the café wall's card shows K, J, Q: so does the sheet (BR21-05)
        assert table.group(1).replace("\xa0", " ") == "A = ás · K = rei · J = valete · Q = dama"
        assert not {"R", "V", "D"} & set(faces)
        assert '<abbr title="Rei">K</abbr>' in table.group(2) and '<abbr title="Dama">Q</abbr>' in table.group(2)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_terminal_shows_the_locales_letters_and_reads_them_and_k_q_j(locale: str) -> None:
    t = _talk("portugal", locale)
    rules, suit_letters = t.rules, t.cards.suit_letters
    letters = dict(zip("AKJQ", LETTERS[locale], strict=True))
    for card in range(40):
        name = rules.name(card)
        rank, suit = name[:-1], name[-1]
        shown = letters.get(rank, rank)
        assert t.cards.text(card)[:-1] == shown and t.cards.named(card) == shown + suit_letters[SUITS.index(suit)]
        # the locale's letter and the case files' (K, Q, J), the suit always the locale's letter
        for typed in {shown, rank}:
            assert t.cards.parse(typed + suit_letters[SUITS.index(suit)]) == card, (locale, typed, name)
            assert t.cards.parse(typed.lower() + suit_letters[SUITS.index(suit)].lower()) == card
    if locale == "pt-BR":
        assert t.cards.text(rules.card("KH")) == "K♥" and t.cards.parse("KC") == rules.card("KH")
        assert t.cards.parse("QO") == rules.card("QD") and t.cards.parse("JP") == rules.card("JC")
        assert t.cards.also == {}  # nothing else to say: the letters shown are K, J, Q
    if locale == "pt-PT":  # Portugal unchanged: R, V, D shown; K, J, Q read too
        assert t.cards.text(rules.card("KH")) == "R♥" and t.cards.parse("RC") == rules.card("KH")
        assert t.cards.parse("KC") == t.cards.parse("RC") and t.cards.parse("DO") == rules.card("QD")
        with pytest.raises(ForeignCode):  # an English suit letter is still refused, not guessed
            t.cards.parse("QD")
    if locale == "fr":  # K is also carreau: a code's rank comes first, its suit last
        assert t.cards.parse("KK") == rules.card("KD") and t.cards.parse("QC") == rules.card("QH")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_help_says_every_letter_the_game_reads(locale: str) -> None:
    t = _talk("portugal", locale)
    line = letters_line(t)
    letters = dict(zip("AKJQ", LETTERS[locale], strict=True))
    names = dict(zip("AKJQ", NAMES[locale], strict=True))
    for rank in "AKJQ":
        assert f"{letters[rank]} {names[rank]}" in line, (locale, line)
        if letters[rank] != rank:  # K rei, J valete, Q dama said as well
            assert f"{rank} {names[rank]}" in line and t.cards.also[rank] == rank
    if locale == "pt-BR":
        assert line.endswith("A ás, K rei, J valete, Q dama.") and "R rei" not in line
    if locale == "pt-PT":
        assert line.endswith("A ás, R rei, V valete, D dama; também K rei, J valete, Q dama.")


@pytest.mark.parametrize("locale", LOCALES)
def test_a_latin_suited_deck_takes_no_k_q_j_for_its_cavalo_and_sota(locale: str) -> None:
    """J is the cavalo in the case files, Q the sota (the English Jack): read as letters they would
    be taken for one another, so a Spanish-suited deck keeps its own letters only."""
    t = _talk(str(ROOT / "variants" / "house" / "baralho-espanhol.sueca"), locale)
    assert t.cards.also == {}
    # rei, cavalo, sota; roi, cavalier, valet; in English the deck's own (King and Knight share K)
    assert "".join(t.cards.index[r] for r in "KJQ") == ("RCV" if locale == "fr" else "RCS")
    if locale != "en":  # a code: the letters shown, not J or Q
        for typed in ("J", "Q"):
            with pytest.raises(ForeignCode):
                t.cards.parse(typed + t.cards.suit_letters[1])


def test_a_record_keeps_the_case_files_notation_in_every_locale(tmp_path: Path) -> None:
    records = {}
    for locale in LOCALES:
        t = _talk("portugal", locale)
        out = tmp_path / locale
        out.mkdir()
        result = run_cli("play", "portugal", "--lang", locale, "--seed", "3", "-o", "g.json",
                         input_text=f"1\n{t.command_word('quit')}\n", timeout=120, cwd=out)
        assert result.returncode == 0, result.stderr
        records[locale] = json.loads((out / "g.json").read_text(encoding="utf-8"))
    deck = records["en"]["hands"][0]["deck"]
    assert "KH" in deck and "QD" in deck and "JC" in deck
    for locale, record in records.items():
        assert record["hands"] == records["en"]["hands"], locale


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "mesa-brasileira", "sueca-italiana", "jogos-do-rei"])
def test_a_letter_that_is_a_suit_and_a_face_is_read_card_first(name: str, locale: str) -> None:
    """FR24-03: the French help gave K as carreau and as roi without saying how `KK` reads; where
    a letter names both, the help says the card comes first and gives that card's codes, each of
    which the game reads as that card; where no letter does, it says nothing of it."""
    talk = _talk(name, locale)
    cards = talk.cards
    line = plain_line(letters_line(talk))
    faces = {*(letter for label, letter in cards.index.items() if not label.isdigit()), *cards.also.values()}
    clash = [letter for letter in cards.suit_letters if letter in faces]
    said = re.search(r"(?:The card first, then the suit|D’abord la carte, puis la couleur|Primeiro a carta, "
                     r"depois o naipe) ?: (\w+)(?: (?:or|ou) (\w+))? (?:is the|est le|é o) ([^.]+)\.", line)
    assert bool(said) == bool(clash), (name, locale, line)
    if said is None:
        return
    codes = [code for code in said.groups()[:2] if code]
    played = {cards.parse(code) for code in codes}
    assert len(played) == 1 and all(code.endswith(clash[0]) for code in codes)
    rank, suit = cards.in_words(played.pop())
    assert said.group(3) == talk.v.gettext("{rank} of {suit}", rank=rank, suit=suit)
    assert locale != "fr" or (said.group(3) == "roi de carreau" and set(codes) == {"RK", "KK"})


def plain_line(text: str) -> str:
    return text.replace("\xa0", " ").replace("\u202f", " ")
