"""The seventh round's native readers on the books' language, each kind checked on the books
and the matrix as generated:

- pt-PT: the tie's bonus goes to the next hand "que se ganhe" (not "a próxima mão ganha",
  read first as a verb), in books, rule labels and the matrix, and mesa-brasileira's option
  says it the same way (D04, D05); Azores' cut card "fica à vista" and the cards are "retiradas"
  (no "sai", no "parte… de parte", D06); the impersonal "se se tiver… se se puder" (D08); a
  revoke, not "a card", proves an accused team (D09); sueca-a-dois' trump card is face up under
  the stock in every description (D07);
- fr: the turn to deal is "le tour de donne", zero takes the singular, "si on en convient", the
  first undealt card, "sauf le dernier", the Portuguese and Brazilian texts (L1, L7–L11, L13–L15,
  L18), *capote* in italics (L5);
- en/fr glossaries give the Portuguese word the file gives for both norms, its source's
  (fr L2–L4), while the Portuguese books keep one word per norm.
"""

from __future__ import annotations

import pytest

from sueca_rules.words.typeset import plain

from ..conftest import run_cli
from .books import book


def matrix(locale: str) -> str:
    return plain(run_cli("matrix", "--lang", locale, "--format", "md").stdout)


@pytest.mark.parametrize("name", ["portugal", "azores", "mesa-brasileira"])
def test_pt_pt_tie_bonus_goes_to_the_next_hand_won(name: str) -> None:
    text = book(name, "pt-PT")
    assert "mão ganha" not in text and "seguinte com vencedor" not in text, name
    assert "a próxima mão que se ganhe" in text, name


def test_pt_pt_matrix_words() -> None:
    text = matrix("pt-PT")
    for wrong in ("mão ganha", "sai ao partir", "postas de parte", "se houver", "basta uma carta"):
        assert wrong not in text, wrong
    assert "a próxima mão que se ganhe vale mais 1 jogo" in text
    assert "a carta de baixo do monte levantado ao partir as cartas retiradas" in text
    assert "basta uma renúncia de qualquer um dos seus jogadores" in text
    assert "renúncia de qualquer um de seus jogadores" in matrix("pt-BR")
    assert "une renonce de l’un ou l’autre de ses joueurs suffit" in matrix("fr")


def test_pt_pt_azores_and_alentejo() -> None:
    azores = book("azores", "pt-PT")
    assert "sai ao partir" not in azores and "parte as cartas postas de parte" not in azores
    assert "a carta de baixo do monte levantado volta-se para cima" in azores
    alentejo = book("variants/house/alentejo-montar.sueca", "pt-PT")
    assert "se se tiver, e mais alto do que qualquer trunfo já jogado, se se puder" in alentejo


@pytest.mark.parametrize(("locale", "face_up"), [
    ("pt-PT", "voltada para cima por baixo dele"), ("pt-BR", "virada para cima embaixo dele"),
    ("en", "face up beneath it"), ("fr", "sous laquelle la carte d’atout est retournée face visible")])
def test_the_two_handed_trump_card_is_face_up(locale: str, face_up: str) -> None:
    summary = book("sueca-a-dois", locale).split("\n\n")[1]
    assert face_up in summary, summary


def test_fr_the_turn_to_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SUECA_TESTS_SPAWN", "1")  # a fresh process: its own option's book
    clockwise = run_cli("docs", "sueca-online", "-O", "direction=clockwise", "--lang", "fr", "--format", "md").stdout
    assert "le tour de donne passe toujours au joueur à droite du donneur" in " ".join(plain(clockwise).split())


def test_fr_wording() -> None:
    assert "chacun reçoit ses dix cartes d’un coup" in book("portugal", "fr")
    assert "Ce livret en déduit que la donne passe à gauche" in book("brazil", "fr")
    assert "le sens du jeu, le tour de donne," in book("variants/house/estilo-da-mesa.sueca", "fr")
    mocas = book("variants/house/torneio-mocas.sueca", "fr").replace("*", "")
    assert "0 manches" not in mocas and "Chaque moca repart de zéro," in mocas
    assert "Le tour de donne continue : la première donne de la moca suivante est distribuée par celui" in mocas
    fifty_two = book("sueca-52", "fr")
    assert "qui suit la donne" not in fifty_two and "la première carte non distribuée est retournée" in fifty_two
    assert "Du barème, seuls les 61 points nécessaires pour gagner la donne" in fifty_two
    assert "(sauf le dernier, tant que le pli suivant n’a pas été entamé," in book(
        "variants/house/mesa-calada.sueca", "fr")
    assert "2 manches aux accusateurs" in matrix("fr")  # 003's two games: Portugal's table option
    assert "(au Brésil aussi *capote*)" in book("jogos-do-rei", "fr")


@pytest.mark.parametrize(("name", "entries"), [
    # 001 says *distribuidor* throughout: its book's gloss is its source's (EN15-04, FR15-02)
    ("sueca-online", {"en": "**dealer** (*distribuidor*)", "fr": "**donneur** (*distribuidor*)"}),
    ("mesa-brasileira", {"en": "**hand** (*rodada*)", "fr": "**donne** (*rodada*)"}),
    ("jogos-do-rei", {"en": "**follow suit** (*assistir ao naipe*)", "fr": "**fournir** (*assistir ao naipe*)"}),
    ("brazil", {"en": "**follow suit** (*seguir o naipe*)", "fr": "**fournir** (*seguir o naipe*)"})])
def test_glossary_gives_the_sources_portuguese_word(name: str, entries: dict[str, str]) -> None:
    for locale, entry in entries.items():
        assert entry in book(name, locale), (name, locale)
    # a source that says distribuidor (001, 002) keeps it in its pt-BR book (EN15-04, FR15-07)
    dealer = "distribuidor" if name in ("sueca-online", "mesa-brasileira") else "carteador"
    assert f"**{dealer}**" in book(name, "pt-BR") or name == "brazil"
    assert "carteador" not in book(name, "pt-PT")
    if name == "mesa-brasileira":
        assert "**donneur** (*distribuidor*)" in book(name, "fr")
