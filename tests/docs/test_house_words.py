"""The house rules in words: each rule a small variant on top of a bundled one, its key sentence
asserted in every locale; `diff` compares the new rules by what they mean."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.catalogue import wording_for
from sueca_rules.docs import diff_variants, matrix, rulebook
from sueca_rules.docs.rulebook import book_of
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_variant
from .books import SPELLED, split_program, without_program

Write = Callable[[str, str], Path]


@pytest.fixture
def books(write: Write) -> Callable[..., dict[str, str]]:
    """The rulebook of `portugal` plus the given lines, in every locale; `program=True`: as the
    screen's pages have it, with the section for the program's users (the printed book has none)."""
    def _books(body: str, program: bool = False) -> dict[str, str]:
        path = write("house.sueca", f'variant house extends portugal "Casa"\nlanguage pt-PT\n{body}\n')
        spec = load_variant(str(path))
        return {locale: plain(book_of(spec, locale).markdown(program=program)) for locale in LOCALES}
    return _books


def rules_of(text: str) -> str:
    """The rules of a book, without its glossary and sources."""
    return re.split(r"^## (?:Vocabulário da mesa|Glossary|Vocabulaire de la table)$", text, flags=re.M)[0]


def test_inclusive_redeal_limits_say_or_fewer(books: Callable[[str], dict[str, str]]) -> None:
    said = books("redeal { leader-at-most 10; others-at-most 5 }")
    assert "Quem deve puxar a primeira vaza pode pedir nova distribuição com 10 pontos ou menos na mão." \
        in said["pt-PT"]
    assert "Qualquer outro jogador pode pedir nova distribuição com 5 pontos ou menos na mão." in said["pt-BR"]
    assert "Le joueur qui doit entamer le premier pli peut demander une nouvelle donne s’il a 10 points ou " \
           "moins en main." in said["fr"]
    assert "The player who leads to the first trick may ask for a new deal with 10 card points or fewer in hand." \
        in said["en"]
    for text in said.values():
        asking = [line for line in text.splitlines()
                  if line.startswith("- ") and re.search(r"ask|pedir|demander", line)
                  and not re.search(r"before the first|antes d|avant la première", line)]  # when it is asked (BR18)
        assert len(asking) == 2 and not any(re.search(r"\b(11|6)\b|fewer than|menos de|moins de", line)
                                            for line in asking), asking
    blank = books("redeal { others-at-most 0 }")
    assert "- Any other player may ask for a new deal with no card points in hand." in blank["en"]
    assert "- Qualquer outro jogador pode pedir nova distribuição se não tiver pontos na mão." in blank["pt-PT"]
    strict = books("redeal { leader-below 10 }")
    assert "with fewer than 10 card points in hand" in strict["en"] and "com menos de 10 pontos" in strict["pt-PT"]


def test_ties_that_multiply(books: Callable[[str], dict[str, str]]) -> None:
    cumulative = books("scoring { tie nobody-scores times 2 cumulative }")
    assert "Depois de um empate, a próxima mão que se ganhe vale o dobro (×2); cada novo empate seguido " \
           "volta a dobrar (×4 depois de dois empates)." in cumulative["pt-PT"]
    assert "vale o dobro (×2); cada novo empate seguido dobra de novo (×4" in cumulative["pt-BR"]
    assert "rapporte le double (×2) ; chaque nouvelle égalité consécutive double encore la mise (×4 après " \
           "deux égalités)." in cumulative["fr"]
    assert "After a tie, the next hand won scores double (×2); each further tie in a " \
           "row doubles it again (×4 after two ties)." in cumulative["en"]
    once = books("scoring { tie nobody-scores times 3 not-cumulative }")
    assert "scores 3 times as much as usual (×3); ties in a row do not multiply it again." in once["en"]
    assert "(×3); empates seguidos não voltam a multiplicar." in once["pt-PT"]
    triple = books("scoring { tie nobody-scores times 3 cumulative }")
    assert "each further tie in a row multiplies it by 3 again (×9 after two ties)." in triple["en"]
    matrix_cell = wording_for("scoring.tie")
    assert matrix_cell is not None
    assert matrix_cell.say({"outcome": "nobody-scores", "times": 2, "cumulative": True}, "en") == \
        "nobody scores; the next hand won scores double, and double again for each further tie in a row"
    for text in [*cumulative.values(), *once.values(), *triple.values()]:
        assert not re.search(r"more than usual|vale mais \d|\d \w+ a mais|de plus que", text)  # no +N said


@pytest.mark.parametrize(("penalty", "english", "portuguese"), [
    # the hand won says it stops there, at once (EN22-02)
    ("hand 2", "the accusers win the hand and score 2 game points; the hand stops there",
     "os acusadores ganham a mão e marcam 2 jogos; a mão acaba aí"),
    ("games 1 play-on", "the accusers score 1 game point at once, and play goes on",
     "os acusadores marcam logo 1 jogo, e continua-se a jogar"),
    ("bandeira 4", "the accusers score 4 game points and win the match at once",
     "os acusadores marcam 4 jogos e ganham logo a partida"),
    ("match", "the accusers win the match at once, whatever the score (as if they had made its 4 game points)",
     "os acusadores ganham logo a partida, seja qual for o resultado (como se tivessem chegado aos 4 jogos)"),
    ("lose 1", "the team that revoked loses 1 game point from its score (a team on 0 loses nothing), and the "
               "hand ends there, its cards counting for nothing",
     "a equipa que renunciou perde 1 jogo dos que tem (uma equipa a 0 não perde nada), e a mão acaba ali, "
     "sem que as cartas contem"),
    ("lose 2 play-on", "the team that revoked loses 2 game points from its score (a team on 0 loses nothing), "
     "and play goes on",
     "a equipa que renunciou perde 2 jogos dos que tem (uma equipa a 0 não perde nada), e continua-se a jogar"),
])
def test_every_penalty_of_a_revoke(books: Callable[[str], dict[str, str]], penalty: str, english: str,
                                   portuguese: str) -> None:
    said = books(f"illegal {{ revoke {penalty} }}")
    assert f"- If the tricks prove the revoke, {english}." in said["en"]
    assert f"- Se as vazas provarem a renúncia, {portuguese}." in said["pt-PT"]
    wording = wording_for("illegal.revoke")
    assert wording is not None


def test_false_accusations_and_when_to_accuse(books: Callable[[str], dict[str, str]]) -> None:
    said = books("illegal { false-accusation games 1 play-on; accuse during-play }")
    # an accusation not proven punishes the accusers (002: "os acusadores serão punidos"), whatever
    # the accused get
    assert "- If the tricks do not prove it, the accused team scores 1 game point at once, and play goes on." \
        in said["en"]
    assert "- Se as vazas não comprovarem a acusação, a dupla acusada marca 1 ponto de jogo na hora, e o jogo " \
           "continua." in said["pt-BR"]
    assert "- L’accusation ne peut se faire que pendant que l’on joue la donne (jusqu’à la fin du dernier " \
           "pli)." in said["fr"]
    assert "- A acusação só se pode fazer enquanto se joga a mão (até ao fim da última vaza)." in said["pt-PT"]
    late = books("illegal { false-accusation lose 1 }")
    assert "the accusers lose 1 game point from their score (a team on 0 loses nothing), and the hand ends there" \
        in late["en"]
    hand = books("illegal { false-accusation hand 1 }")
    assert "- If the tricks do not prove it, the accusers lose the hand, and the accused team scores 1 game " \
           "point." in hand["en"]
    assert "until the next deal. Once a team has won the match, even if the hand just played is what won it, no " \
           "accusation can be made." \
        in late["en"]


def test_declared_infractions_have_their_own_section(books: Callable[[str], dict[str, str]]) -> None:
    said = books("infractions {\n  talking hand 1\n  misdeal lose 1 play-on\n}")
    assert "## Outras faltas" in said["pt-PT"] and "## Other infractions" in said["en"]
    assert "- **Falar ou fazer sinais ao parceiro**: a equipa que não cometeu a falta ganha a mão e marca 1 " \
           "jogo." in said["pt-PT"]
    assert "- **Talking or signalling to a partner**: the team not at fault wins the hand and scores 1 game point." \
        in said["en"]
    assert "- **Qualquer irregularidade ao embaralhar, cortar ou dar as cartas**: a dupla culpada perde " \
           "1 ponto de jogo dos que já tem (quem tem 0 não perde nada), e o jogo continua." in said["pt-BR"]
    assert "- **Parler ou faire des signes à son partenaire** : l’équipe non fautive gagne la donne et marque " \
           "1 manche." in said["fr"]
    assert "Playing out of turn" not in said["en"]  # an infraction the table does not punish is not listed


def test_infractions_written_in_yaml(write: Write) -> None:
    path = write("looking.yaml", "variant: looking\nextends: portugal\ninfractions:\n  looking-back: "
                                 "{award: bandeira, games: 4}\n  out-of-turn: {award: match}\n")
    text = plain(rulebook(load_variant(str(path)), "en"))
    assert "- **Looking back at earlier tricks** (except the last trick, until the next card is played, and the " \
           "tricks examined to judge an accusation of a revoke): the team not at fault scores 4 game points " \
           "and wins the match at once." in text
    assert "- **Playing out of turn**: the team not at fault wins the match at once, whatever the score (as if " \
           "it had made its 4 game points)." in text
    assert "**Espreitar vazas já recolhidas** (exceto a última, até se jogar a carta seguinte, e as vazas " \
           "examinadas para julgar uma acusação de renúncia)" in rulebook(
        load_variant(str(path)), "pt-PT")
    assert "- When the table sees one of these faults, the penalty is:" in text  # out of turn shows


def test_playing_rules(books: Callable[[str], dict[str, str]]) -> None:
    said = books("play { must-overtake yes; when-void must-overtrump; trump-lead after-trump-played; "
                 "first-lead cutter }")
    pt = said["pt-PT"]
    assert "- Ao assistir, também é obrigatório montar: jogar uma carta mais alta do que a mais alta desse " \
           "naipe que já esteja na vaza, se se puder, mesmo que a vaza já tenha sido cortada." in pt
    assert "- Quem não tem o naipe puxado tem de jogar trunfo, se o tiver, e de bater qualquer trunfo que já " \
           "esteja na vaza, se puder; se não o puder bater, tem de jogar trunfo na mesma." in pt
    assert "- Não se pode puxar trunfo enquanto não se tiver jogado trunfo numa vaza anterior da mão, a não ser " \
           "que só se tenha trunfos." in pt
    assert "- Na primeira vaza, cabe ao jogador que partiu puxar;" in pt
    en = said["en"]
    assert "- When you follow suit, you must also head the trick: play higher than the highest card of that suit " \
           "in it, if you can, even if it has already been trumped." in en  # the engine: a trumped trick too
    assert "- You may not lead a trump until a trump has been played in an earlier trick of the hand, unless " \
           "you hold only trumps." in en
    assert "- Qui doit fournir doit aussi monter : jouer plus fort que la plus forte carte" in said["fr"]
    assert "- Na primeira vaza, cabe ao jogador que embaralhou puxar;" in books("play { first-lead shuffler }")["pt-BR"]
    plain = rules_of(rulebook(load_variant("portugal"), "pt-PT"))
    assert "montar" not in plain and "Não se pode puxar trunfo" not in plain  # rules portugal does not have


def test_dealing_rules(books: Callable[[str], dict[str, str]]) -> None:
    said = books("dealer { first lowest-card; chooses cutter }\ndeal alternative { rotation with-play; "
                 "trump dealer-random }\npartners drawn")
    pt = said["pt-PT"]
    assert "- Cada jogador tira uma carta: quem tirar a mais baixa é o primeiro distribuidor." in pt
    assert "- Quem parte escolhe como o distribuidor dá as cartas:" in pt
    assert "para a direita, começando por si próprio (no sentido do jogo). Uma carta tirada à sorte " \
           "da mão do distribuidor é voltada para cima: o seu naipe é o trunfo, e o distribuidor fica com " \
           "ela." in pt
    assert "to the right, starting with themselves (in the direction of play)." in said["en"]
    assert "- As equipas tiram-se à sorte: cada jogador tira uma carta" in pt
    assert "- As duplas são sorteadas:" in said["pt-BR"]
    assert "- The player who cuts chooses how the dealer deals:" in said["en"]
    assert "- Chaque joueur tire une carte : celui qui tire la plus faible est le premier donneur." in said["fr"]
    table = books("dealer { chooses table; procedure alternative }")
    assert "- A mesa escolhe, uma vez para toda a partida, como se dão as cartas:" in table["pt-PT"]
    assert "- In this rulebook, the table has chosen: **Alternative deal**." in table["en"]


def test_a_spanish_suited_deck_names_its_cards(books: Callable[[str], dict[str, str]]) -> None:
    said = books("deck { style spanish }")
    # Portugal's order A 7 K J Q: the J is the cavalo (above the sota, as the Valete above the Dama)
    assert "| Carta | Ás | 7 | Rei | Cavalo | Sota |" in said["pt-PT"]
    assert "| Card | Ace | 7 | King | Knight | Jack |" in said["en"]
    assert "| Carte | As | 7 | Roi | Cavalier | Valet |" in said["fr"]
    assert "- 40 cartas de um baralho espanhol, com quatro naipes: espadas, copas, ouros e paus." in said["pt-BR"]
    assert "Ana leads the King of cups; Bruno plays the Ace of cups; Carla, Ana’s partner, has no cups and trumps " \
           "with the 2 of swords" in said["en"]
    assert "coupe avec le 2 d’épées (atout)" in said["fr"]
    assert "52" not in said["en"].split("## Shuffling")[0]  # a Spanish deck is not a 52-card one


def test_a_portuguese_suited_deck_names_its_cards_and_the_table_names_the_7(
        books: Callable[[str], dict[str, str]]) -> None:
    said = books("deck { style portuguese }")
    assert "| Carta | Ás | 7 | Rei | Cavalo | Sota |" in said["pt-PT"]
    assert "- 40 cartas de um baralho português, com quatro naipes: espadas, copas, ouros e paus." in said["pt-BR"]
    assert "- 40 cards of a Portuguese-suited pack, in four suits: swords, cups, coins and clubs." in said["en"]
    assert "- 40 cartes d’un jeu portugais, en quatre couleurs : épées, coupes, deniers et bâtons." in said["fr"]
    assert "portuguese" not in said["en"]  # the style is said, never printed as the file's word
    # the 7's own name belongs to the table (cartadascoisadas: "7 ou bisca"), with any deck
    bisca = books('deck { style portuguese }\nwords { manilha "bisca" "bisca" }')
    assert "- A segunda carta mais alta de cada naipe, o 7, é a bisca." in bisca["pt-PT"]


def test_the_match_series_and_named_results(books: Callable[[str], dict[str, str]]) -> None:
    said = books("series to 3\nresult virada { trailed 0 3 }\nresult capote { loser 0; winner 4 }")
    pt = said["pt-PT"]
    assert "- Ganhar a partida deixando a outra equipa a 0 chama-se pente: 4–0. Este livro também chama pente a um " \
           "5–0" in pt  # portugal's own
    assert "- Ganhar a partida depois de estar a perder por 0–3 chama-se virada." in pt
    assert "- Ganhar a partida por 4–0 chama-se capote." in pt
    assert "- Joga-se uma série de partidas: ganha a série a primeira equipa a vencer 3 partidas." in pt
    assert "- Winning the match after trailing 0–3 is called a virada." in said["en"]
    # French gives the leader's score first; the gender is the name's in Portuguese
    assert "- Gagner la partie après avoir été mené 3–0 s’appelle une virada." in said["fr"]
    assert "- Gagner la partie 4–0 s’appelle un capote." in said["fr"]
    assert "- The matches are played as a series: the first team to win 3 matches wins the series." in said["en"]


def test_an_option_that_sets_several_rules(books: Callable[..., dict[str, str]]) -> None:
    body = ("option style {\n  values portuguese brazilian\n  default portuguese\n"
            "  when brazilian direction=clockwise dealer.next=left match.target=6\n}\n"
            'texts pt-PT { option style "Estilo"; option style portuguese "à portuguesa"; '
            'option style brazilian "à brasileira" }')
    said = books(body)
    assert "    - **Estilo**: à portuguesa. A mesa pode escolher, em vez disso: à brasileira." in said["pt-PT"]
    # the spellings for the program's users: the screen book's last section, once, every option and value,
    # the book's own value first, and nowhere in the rules above it (PT20-02, FR20-05); the printed book is
    # that screen book without it (PT22-01)
    for locale, screen in books(body, program=True).items():
        above, program = split_program(screen)
        assert program == SPELLED[locale] + "`-O revoke=1|2`, `-O style=portuguese|brazilian`.", (locale, program)
        assert "-O " not in above and "sueca-rules" not in above, locale
        assert above == without_program(said[locale]), locale
    # what a value sets is a list of its own, one rule a line, never colons chained in one sentence
    # everything a value changes, as compiled (here the rules its `when` names), one a line
    assert "        - Se a mesa escolher **à brasileira**, muda:\n" \
           "            - Sentido do jogo: sentido dos ponteiros do relógio (para a esquerda).\n" \
           "            - Quem dá a seguir: o jogador à esquerda do distribuidor.\n" \
           "            - Para ganhar a partida: 6 jogos.\n" in said["pt-PT"]
    assert "        - If the table chooses **brazilian**:\n" \
           "            - Direction of play: clockwise (to the left).\n" \
           "            - Who deals next: the player on the dealer’s left.\n" \
           "            - To win the match: 6 game points.\n" in said["en"]
    assert "the rules are as this book writes them" not in said["en"]  # the intro says it once (FR-22)
    assert "        - Si la table choisit **en miroir**" \
           "\u00a0:\n" in rulebook(
        load_variant(
            "variants/house/estilo-da-mesa.sueca"), "fr")
    for text in said.values():
        rules = without_program(text)  # no `-O` spellings in the printed book (PT22-01)
        options = rules.split("\n## ")[-3 if "\n## Fontes" in rules or "\n## Sources" in rules else -2]
        for line in options.splitlines():
            assert len(re.findall(r":(?!\*)", line.split("**")[-1])) <= 1, line  # one colon a line


def test_options_are_said_with_typed_values(books: Callable[[str], dict[str, str]]) -> None:
    said = books("option loose {\n  values strict loose\n  default strict\n  when loose play.must-follow=no\n}")
    assert "- If the table chooses **loose**:\n            - Must follow suit: no." in said["en"]


@pytest.mark.parametrize("locale", LOCALES)
def test_bundled_books_say_nothing_of_house_rules_they_lack(locale: str) -> None:
    for name in BUNDLED:
        text = rules_of(rulebook(load_variant(name), locale))
        if name != "mesa-brasileira":  # its source punishes talking and a misdeal
            # the books on Portugal's rules set what a misdeal does (EN19-02): a new deal, its only item
            found = re.search(r"^## (?:Outras faltas|Other infractions|Autres fautes)\n\n((?:- .*\n)*)", text, re.M)
            assert found is None or (found.group(1).count("\n- ") == 0 and
                                     found.group(1).startswith("- **" + _misdeal(locale).split(",")[0])), (name, locale)
        assert not re.search(r"série|series|×|or fewer|ou menos|"
                             r"ou moins|espanhol|Spanish|espagnol|montar|must also beat|aussi monter|"
                             r"superar", text, re.I), (name, locale)


def _misdeal(locale: str) -> str:
    """The catalogue's name of a misdeal, as a book's heading says it."""
    return Voice(locale).gettext("Any irregularity in shuffling, cutting or dealing")


# -- diff by meaning ------------------------------------------------------------------------

def _same(write: Write, first: str, second: str) -> bool:
    a = write("a.sueca", f"variant a extends portugal\n{first}\n")
    b = write("b.sueca", f"variant b extends portugal\n{second}\n")
    return "The rules are the same." in diff_variants(load_variant(str(a)), load_variant(str(b)), "en")


@pytest.mark.parametrize(("first", "second"), [
    ("redeal { leader-below 11; others-below 6 }", "redeal { leader-at-most 10; others-at-most 5 }"),
    ("play { first-lead cutter }", "play { first-lead left }"),  # every portugal deal: left cuts
    ("play { first-lead shuffler }", "play { first-lead right }"),
    ("deal alternative { rotation with-play }", "deal alternative { rotation anticlockwise }"),
    ("illegal { revoke hand 1 }", "illegal { revoke games 1 ends-hand }"),
    ("scoring { tie nobody-scores times 1 cumulative }", "scoring { tie nobody-scores not-cumulative }"),
    # the older seat settings and the seats they are sugar for (docs/dsl-reference.md)
    ("play { first-lead partner }", "seats { leads partner-of dealer }"),
    ("deal standard { cuts right }\ndeal alternative { cuts right }", "seats { cuts right-of dealer }"),
    ("dealer { next left }", "seats { deals moves left }"),
    ("play { first-lead cutter }", "seats { cuts left-of dealer; leads cutter }"),
])
def test_settings_that_mean_the_same_are_no_difference(write: Write, first: str, second: str) -> None:
    assert _same(write, first, second)


@pytest.mark.parametrize(("first", "second", "row"), [
    ("redeal { leader-below 10 }", "redeal { leader-at-most 10 }", "Asking for a new deal"),
    ("play { first-lead cutter }", "play { first-lead right }", "Who leads to the first trick"),
    ("deal alternative { rotation against-play }", "deal alternative { rotation anticlockwise }",
     "Direction of the deal (alternative deal)"),
    # (a penalty scored while play goes on still cannot bring both teams to the target: its team
    # wins there and then; no row for the both-reach rule, "cannot happen" on each side)
    ("illegal { revoke games 1 play-on }", "illegal { revoke hand 1 }", "Proven revoke"),
    ("scoring { tie nobody-scores times 2 cumulative }", "scoring { tie nobody-scores times 2 not-cumulative }",
     "A 60–60 tie"),
    ("infractions { talking hand 1 }", "", "Talking or signalling to a partner"),
    ("series to 3", "", "Series of matches"),
    ("result virada { trailed 0 3 }", "", "Other named results"),
    ("deck { style spanish }", "", "Kind of pack"),
    ("deck { style portuguese }", "deck { style spanish }", "Kind of pack"),
    # (who leads first, no one seat, says the seats row: its cell says so, as the matrix's)
    ("seats { leads last-winner else right-of dealer }", "", "Seats and roles|Who leads to the first trick"),
    ("seats { leads partner-of dealer }", "", "Who leads to the first trick"),
    ("trump { redeal-if point-card }", "", "Cards that may not set trump"),
])
def test_differences_of_meaning_are_one_line_each(write: Write, first: str, second: str, row: str) -> None:
    a = write("a.sueca", f"variant a extends portugal\n{first}\n")
    b = write("b.sueca", f"variant b extends portugal\n{second}\n")
    rules = plain(diff_variants(load_variant(str(a)), load_variant(str(b)), "en")).split("## Words and texts")[0]
    lines = [line for line in rules.splitlines() if line.startswith("- **")]
    assert [line.split("**")[1] for line in lines] == row.split("|"), lines


def test_a_diff_says_each_side_in_its_own_words(write: Write) -> None:
    a = write("a.sueca", "variant a extends portugal\nredeal { leader-at-most 9 }\n")
    b = write("b.sueca", "variant b extends portugal\nredeal { leader-below 9 }\n")
    text = plain(diff_variants(load_variant(str(a)), load_variant(str(b)), "pt-PT"))
    assert "a: o primeiro a puxar, com 9 pontos ou menos" in text and "b: o primeiro a puxar, com menos de 9 " \
                                                                       "pontos" in text


def test_the_matrix_leaves_out_house_rules_no_variant_has() -> None:
    table = plain(matrix([load_variant(n) for n in BUNDLED], "en"))
    for label in ("Kind of pack", "How the teams are formed", "Series of matches", "Looking back at"):
        assert label not in table
    assert "Talking or signalling to a partner" in table  # 002's fault, as the book names it
    named = table.split("| **Other named results** |")[1].split("\n| **")[0]  # the row, its values in order
    assert "| *pente* (with the other team on 0) |" in f"|{named}"  # the table's word, in italics in English


HOUSE = Path(__file__).resolve().parents[2] / "variants" / "house"


def _named_acts(path: Path) -> bool:
    return any(entry.infractions for entry in load_variant(str(path)).texts.values())


NAMED = sorted(p for p in HOUSE.glob("*.sueca") if _named_acts(p))


@pytest.mark.parametrize("path", NAMED, ids=lambda p: p.stem)
@pytest.mark.parametrize("locale", LOCALES)
def test_diff_and_matrix_name_a_tables_own_acts_in_its_texts(path: Path, locale: str) -> None:
    """An infraction or allowed act the file names in `texts` is said by that name in `diff`
    and in the matrix, as in its rulebook — never as its key (`shown to partner`)."""
    spec = load_variant(str(path))
    names = spec.texts[locale.replace("-", "_")].infractions
    assert names, f"{path.name} names its acts in every locale"
    diff = plain(diff_variants("portugal", spec, locale))
    rules, descriptions = diff.rsplit("\n## ", 1)  # not the descriptions, which name the faults in prose
    assert descriptions.startswith(("Descriptions", "Descrições")), descriptions  # (and words, where they differ)
    for said in (rules, plain(matrix([spec, "portugal"], locale))):
        said = said.replace("\u2019", "'")  # the typeset apostrophe
        for name, text in names.items():
            if name.replace("-", "_") in ("talking", "misdeal", "looking_back", "out_of_turn"):
                continue  # a known fault the file widens (mesa-brasileira's): said so in its book only
            # the name as the file gives it: a diff's line of its own (EN21-01), or inside the matrix
            # row's sentence ("for shuffling, cutting or dealing out of order, …", its first letter as
            # the sentence goes on: EN20-01)
            text = text.replace("\u2019", "'")
            lower = text[:1].lower() + text[1:]
            assert text in said or lower in said, (name, said)
            # never its key: "out of order" is said only inside the name the file gives it
            assert name.replace("_", " ") not in said.replace(text, "").replace(lower, ""), (name, said)
            assert name not in said and name.replace("_", "-") not in said, (name, said)
