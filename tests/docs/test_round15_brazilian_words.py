"""Round 15, mesa-brasileira and the Brazilian books' words: a penalty that wins the match
outright says what that is worth in the match's own terms (EN15-02, PT15-01, BR15-03); the
book's own rules name who deals every hand dealt again (EN15-03, BR15-04); a source that says
*distribuidor* keeps it (EN15-04, FR15-02, FR15-07); 002's *bandeira* has no *capote* beside it
(BR15-05); the note says the first lead may be the source's slip (PT15-02)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.docs import matrix, rulebook
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..loaded import load_rules, load_variant
from .test_review_kinds import book

Write = Callable[[str, str], Path]


@pytest.mark.parametrize(("locale", "worth"), [
    ("en", "the accusers win the match at once, whatever the score (as if they had made its 4 game points)"),
    ("pt-PT", "os acusadores ganham logo a partida, seja qual for o resultado (como se tivessem chegado aos 4 jogos)"),
    ("pt-BR", "(como se tivessem chegado aos 4 pontos de jogo)"),
    ("fr", "les accusateurs gagnent aussitôt la partie, comme s’ils avaient atteint 4 manches")])
def test_a_proven_revoke_says_what_winning_the_match_is_worth(locale: str, worth: str) -> None:
    """002: "ganham o jogo automaticamente (4 pontos)": the match's target, from the rules."""
    assert load_rules("mesa-brasileira").match.target == 4
    assert worth in book("mesa-brasileira", locale).replace("\u00a0", " ").replace("\u202f", " ")


def test_the_worth_follows_the_match_target_and_the_team(write: Write) -> None:
    """Every clause that wins or loses the match outright (a revoke, an accusation not proven, a
    declared fault, an effect) names the target the compiled rules have, not a fixed 4."""
    path = write("six.yaml", "variant: six\nextends: portugal\nmatch: {target: 6}\nillegal: {revoke: {wins: match}, "
                             "false_accusation: {wins: match}}\ninfractions:\n  out-of-turn: {wins: match}\n  "
                             "looking-back: {effects: [{wins_match: others}]}\n")
    text = plain(rulebook(load_variant(str(path)), "en"))
    assert "the accusers win the match at once, whatever the score (as if they had made its 6 game points)" in text
    assert "the accusers lose the match at once, whatever the score (as if the accused team had made its 6 " \
           "game points)" in text
    assert "the team not at fault wins the match at once, whatever the score (as if it had made its 6 game " \
           "points)" in text
    assert "4 game points)" not in text
    assert "as if" not in plain(matrix([load_variant("mesa-brasileira"), load_variant("portugal")], "en"))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_books_list_names_a_voided_hand_dealt_again(locale: str) -> None:
    """The same dealer deals again after a weak hand and after a hand voided for talking: the
    list names both where the table voids a hand; a table that voids none keeps the short item."""
    v = Voice(locale)
    mesa = book("mesa-brasileira", locale)
    s = Speaker(v, load_variant("mesa-brasileira"))
    assert plain(v.gettext("who deals a {hand} that is dealt again (after a weak {hand} or a voided {hand})",
                           hand=s.word("hand"))) in mesa


@pytest.mark.parametrize("name", ["sueca-online", "mesa-brasileira"])
def test_a_source_that_says_distribuidor_keeps_it(name: str) -> None:
    assert "**dealer** (*distribuidor*)" in book(name, "en")
    assert "**donneur** (*distribuidor*)" in book(name, "fr")
    body = book(name, "pt-BR").split("## Fontes")[0].replace("em outras mesas, *carteador*", "")
    assert "distribuidor" in body and "carteador" not in body


@pytest.mark.parametrize("name", ["jogos-do-rei", "brazil"])
def test_a_table_that_says_carteador_keeps_it(name: str) -> None:
    assert "carteador" in book(name, "pt-BR") and "(*carteador*)" in book(name, "en")


def test_the_bandeira_of_002_has_no_capote() -> None:
    line = next(x for x in book("mesa-brasileira", "pt-BR").splitlines() if x.startswith("- **bandeira**"))
    assert line.startswith("- **bandeira**:") and "capote" not in book("mesa-brasileira", "pt-BR")
    assert "- **bandeira** (capote):" in book("brazil", "pt-BR")  # the usual gloss, where no file gives its own


@pytest.mark.parametrize(("locale", "said"), [
    ("en", "the source may mean the next player"), ("pt-PT", "a fonte pode querer dizer o jogador seguinte"),
    ("pt-BR", "que pode querer dizer o jogador seguinte: a mesa que o lê assim muda isso"),
    ("fr", "la source veut peut-être dire le joueur suivant")])
def test_the_note_says_the_first_lead_may_be_the_sources_slip(locale: str, said: str) -> None:
    assert said in book("mesa-brasileira", locale)
