"""Round 18 (fresh readers): the kinds fixed after it — what becomes of a card played out of turn
where play goes on (all four readers), when and how a weak hand's new deal is asked for (BR18),
whether a revoke may be accused after the last trick of a match's deciding hand (PT18), and an
annulled tie told apart from a hand voided to be dealt again (FR18)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules import new_match
from sueca_rules.checks import validate
from sueca_rules.docs.compare import diff_variants, matrix
from sueca_rules.docs.rulebook import rulebook
from sueca_rules.errors import IllegalMove
from sueca_rules.loading import load_variant
from sueca_rules.spec import VariantSpec
from sueca_rules.words.typeset import plain

from ..loaded import load_rules

Write = Callable[[str, str], Path]
LOCALES = ("en", "pt-PT", "pt-BR", "fr")
CARD_BACK = {"en": "goes back to its player", "pt-PT": "volta para quem a jogou",
             "pt-BR": "volta para quem a jogou", "fr": "revient à son joueur"}
CARD_NAMED = {"en": "what becomes of a card played out of turn", "pt-PT": "o que acontece a uma carta jogada fora",
              "pt-BR": "o que acontece com uma carta jogada fora", "fr": "ce que devient une carte jouée hors"}


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")


def _book(spec: VariantSpec | str, locale: str, **options: str) -> str:
    """A book in `locale`, with the table's `options` chosen (a bundled variant's name)."""
    if options:
        assert isinstance(spec, str)
        return _plain(plain(rulebook(validate(spec, options).spec, locale, rules=load_rules(spec, options))))
    assert not isinstance(spec, str)
    return _plain(plain(rulebook(spec, locale)))


@pytest.mark.parametrize("locale", LOCALES)
def test_a_card_played_out_of_turn_goes_back_where_play_goes_on(locale: str) -> None:
    spec = load_variant("variants/house/mesa-calada.sueca")
    book = _book(spec, locale)
    line = next(x for x in book.splitlines() if x.lstrip().startswith(
        ("- **Playing out of turn", "- **Jogar fora da vez", "- **Jouer hors de son tour")))
    assert _plain(CARD_BACK[locale]) in line, line
    assert CARD_NAMED[locale] in next(p for p in book.split("\n\n") if p.startswith(
        ("Rules not in", "Regras que não", "Règles absentes")))  # the book's own rule, named as such
    assert _plain(CARD_BACK[locale]) in _plain(diff_variants("portugal", spec, locale))
    assert _plain(CARD_BACK[locale]) in _plain(matrix([spec, "portugal"], locale))


@pytest.mark.parametrize("locale", LOCALES)
def test_no_card_said_where_playing_out_of_turn_ends_the_hand(write: Write, locale: str) -> None:
    path = write("ends.yaml", "variant: ends\nextends: portugal\ninfractions:\n  out-of-turn: {wins: hand, games: 1}\n"
                              "  talking: {award: games, games: 1, then: play-on}\n")
    book = _book(load_variant(str(path)), locale)
    assert CARD_BACK[locale] not in book
    assert CARD_NAMED[locale] not in book


REDEAL_WHEN = {"en": "before the first card is played, by showing one's hand",
               "pt-PT": "antes de se jogar a primeira carta, mostrando as cartas",
               "pt-BR": "antes da primeira carta jogada, mostrando as cartas",
               "fr": "avant la première carte jouée, en montrant son jeu"}
REDEAL_NAMED = {"en": "when and how a new deal is asked for", "pt-PT": "quando e como se pede nova distribuição",
                "pt-BR": "quando e como se pede nova distribuição",
                "fr": "quand et comment demander une nouvelle donne"}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("variant", ["mesa-brasileira", "variants/house/redeal-ate-10.sueca", "portugal"])
def test_when_a_new_deal_is_asked_for_as_the_engine_takes_it(variant: str, locale: str) -> None:
    spec = load_variant(variant)
    book = _book(spec, locale)
    weak = spec.redeal is not None
    assert (REDEAL_WHEN[locale] in book) is weak
    assert (REDEAL_NAMED[locale] in book) is weak


def test_the_engine_takes_a_redeal_only_before_the_first_card() -> None:
    for seed in range(200):
        match = new_match("mesa-brasileira", seed=seed)
        hand = match.deal()
        if match.may_request_redeal():
            seat = match.may_request_redeal()[0]
            hand.play(hand.legal_cards()[0])
            assert not match.may_request_redeal()
            with pytest.raises(IllegalMove):
                match.request_redeal(seat)
            return
    pytest.fail("no weak hand in 200 deals")


def test_no_accusation_after_the_last_trick_of_the_deciding_hand() -> None:
    match = new_match("portugal", seed=3)
    accused_after = 0
    while True:
        hand = match.deal()
        while not hand.finished:
            hand.play(hand.legal_cards()[0])
        if match.state.tally.over:
            with pytest.raises(IllegalMove, match="match is over"):
                match.accuse(0)
            break
        match.accuse(0)  # after the last trick of a hand that does not decide the match: taken
        accused_after += 1
    assert accused_after


WINDOW = {"en": "Once a team has won the match, even if the hand just played is what won it, no accusation can be "
                "made.",  # EN23-01: a trick does not win a match
          "pt-PT": "Quando a partida fica ganha, ainda que seja na última vaza da mão, já não se pode acusar.",
          "pt-BR": "Depois que a partida é ganha, mesmo que seja com essa última vaza, não se pode mais acusar.",
          "fr": "Si cette donne fait gagner la partie, on ne peut plus accuser après son dernier pli."}


@pytest.mark.parametrize("locale", LOCALES)
def test_the_accusation_window_answers_the_deciding_hand(locale: str) -> None:
    assert WINDOW[locale] in _book(load_variant("portugal"), locale)


TIE = {"en": "and the deal passes on as after any hand", "pt-PT": "e a vez de dar passa ao seguinte, como depois",
       "pt-BR": "e a vez de dar as cartas passa para o seguinte, como depois",
       "fr": "et le tour de donner passe, comme après toute donne"}
VOIDED = {"en": "void", "pt-PT": "anulad", "pt-BR": "anulad", "fr": "annulée"}
ACCUSERS = {"en": "the hand lost by the accusers", "pt-PT": "a perda da mão pelos acusadores",
            "pt-BR": "a mão e 1 ponto de jogo para a dupla acusada", "fr": "la donne et 1 manche aux accusés"}


@pytest.mark.parametrize("locale", LOCALES)
def test_an_annulled_tie_is_told_from_a_voided_hand(locale: str) -> None:
    book = _book("mesa-brasileira", locale, tie="annulled")
    assert TIE[locale] in book
    chosen = next(x for x in book.splitlines() if "60–60" in x)  # the option's line, before the scoring's
    assert VOIDED[locale] not in chosen.split(":", 1)[1].split(".")[0], chosen  # not the voided hand's word
    assert VOIDED[locale] in book  # the hand voided for talking keeps it
    assert TIE[locale] not in _book(load_variant("mesa-brasileira"), locale)  # a tie that raises: no such line
    accusation = next(x for x in book.splitlines() if x.lstrip().startswith(
        ("- **False accusation", "- **Acusação não", "- **Accusation non")))
    assert ACCUSERS[locale] in accusation, accusation
