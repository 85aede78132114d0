"""The kinds of fault two native readers found in the rulebooks (pt-PT/pt-BR and fr/en), each
held for every bundled and house variant in every locale, not only for the example they quoted."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.catalogue.meta.words import language
from sueca_rules.docs import diff_variants, matrix, rulebook
from sueca_rules.docs.html import markdown_to_html
from sueca_rules.docs.rulebook import missing_texts
from sueca_rules.words.grammar import Noun, join, third_person
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, ROOT
from ..loaded import load_rules, load_variant
from .books import book, screen_book, split_program, typeset_book, without_program

HOUSE = sorted(str(p) for p in (ROOT / "variants" / "house").glob("*.sueca"))
ALL = BUNDLED + HOUSE
Write = Callable[[str, str], Path]


def _section(text: str, *titles: str) -> str:
    found = re.search(rf"^## (?:{'|'.join(titles)})\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    return found.group(1) if found else ""


# -- language names and quotation marks -----------------------------------------------------

@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ALL)
def test_sources_lines_never_nest_parentheses_and_quote_in_the_locales_marks(name: str, locale: str) -> None:
    marks = {"pt-PT": ("«", "»"), "pt-BR": ("“", "”"), "en": ("“", "”"), "fr": ("«\u00a0", "\u00a0»")}[locale]
    sources = _section(typeset_book(name, locale), "Fontes", "Sources")
    for line in sources.splitlines():
        depth = 0
        for char in line.split(" — `")[0]:
            depth += {"(": 1, ")": -1}.get(char, 0)
            assert depth <= 1, line  # "(…, em português (Brasil))" nests
        assert "(Brasil)" not in line and "(Brazil)" not in line and "(Brésil)" not in line
    for doc in load_variant(name).sources:
        if doc.section:  # each section title is quoted in the book's own quotation marks
            for part in doc.section.split(";"):  # a part that is the title is not said again
                quoted = f"{marks[0]}{part.strip()}{marks[1]}"
                assert (quoted in sources) != (part.strip() == doc.title), (part, sources)
            listed = "\n".join(line for line in sources.splitlines() if line.startswith("- "))  # not a note
            assert ";" not in listed.replace(doc.section, ""), sources  # listed, not clause-joined


def test_language_names_are_said_as_each_language_says_them() -> None:
    said = {locale: language("pt-BR", Speaker(Voice(locale))) for locale in LOCALES}
    assert said == {"pt-PT": "português do Brasil", "pt-BR": "português do Brasil",
                    "en": "Brazilian Portuguese", "fr": "portugais du Brésil"}
    assert language("pt_PT", Speaker(Voice("en"))) == "European Portuguese"
    assert language("es-AR", Speaker(Voice("pt-PT"))) == "espanhol"  # never "espanhol (Argentina)"
    assert language("de", Speaker(Voice("fr"))) == "allemand"  # Babel's name of another language
    assert "(as regras de um site de jogos, em português do Brasil)" in book("jogos-do-rei", "pt-BR")
    assert "(a game site’s rules, in Brazilian Portuguese)" in book("jogos-do-rei", "en")
    assert "en portugais du Brésil)" in book("jogos-do-rei", "fr")


@pytest.mark.parametrize("name", ALL)
def test_french_books_quote_with_guillemets(name: str) -> None:
    text = typeset_book(name, "fr")
    assert "“" not in text and "”" not in text
    assert not re.search(r"«(?!\u00a0)|(?<!\u00a0)»", text), re.search(r".{20}«(?!\u00a0).{20}", text)


def test_a_fallback_note_quotes_in_the_locales_marks(write: Write) -> None:
    path = write("x.sueca", 'variant x extends portugal\nlanguage en\n'
                            'option speed { values slow fast; default slow; when fast play.review=all }\n')
    spec = load_variant(str(path))
    assert "o nome da opção «speed»" in " ".join(missing_texts(spec, "pt-PT"))
    assert "le nom de l'option «\u00a0speed\u00a0»" in " ".join(missing_texts(spec, "fr"))
    assert "o nome da opção “speed”" in " ".join(missing_texts(spec, "pt-BR"))


# -- the table's own words, in sentences and labels ----------------------------------------

@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ALL)
def test_a_book_says_the_tables_word_for_hand_and_dealer_everywhere(name: str, locale: str) -> None:
    spec = load_variant(name)
    s = Speaker(Voice(locale), spec)
    usual = Speaker(Voice(locale))
    text = book(name, locale)
    text = re.sub(r"^## (Fontes|Sources|Vocabulário da mesa|Glossary|Vocabulaire de la table)\n.*?(?=^## |\Z)",
                  "", text, flags=re.M | re.S)
    text = text.split("\n## ", 1)[1]  # the title and description are the file's own
    text = _parents_clauses_aside(text)
    for key in ("hand", "dealer"):
        mine, theirs = s.word(key).text, usual.word(key).text
        if mine.lower() != theirs.lower() and theirs.lower() not in mine.lower():
            assert not re.search(rf"\b{theirs}s?\b", text, re.I), (key, theirs, name, locale)


def _parents_clauses_aside(text: str) -> str:
    """A book without its Differences' clauses about the parent (" — na variante “Sueca (Portugal)”: …"):
    they describe the parent in the parent's words (pt-BR R9-04)."""
    return re.sub(r"^(- \*\*.*?) — .*$", r"\1", text, flags=re.M)


def test_sueca_online_in_pt_br_never_says_mao() -> None:
    text = book("sueca-online", "pt-BR")
    # the usual word only beside the table's in the glossary (pt-BR R8 LG-1: rodada is Portugal's mão)
    # and in the clauses that describe Portugal, in Portugal's words (pt-BR R9-04)
    mine = _parents_clauses_aside(text).replace("(em outras mesas, *mão*)", "")
    assert "rodada" in text and not re.search(r"\bmãos?\b", mine)
    assert ("- **Por quanto tempo a carta de trunfo fica à vista**: só durante a distribuição "
            "— na variante “Sueca (Portugal)”: " in text)
    assert "na variante “Sueca (Portugal)”: ninguém marca; a próxima rodada decidida vale 1 ponto de jogo a " \
           "mais" in text


def test_labels_say_the_tables_words() -> None:
    app = book(str(ROOT / "variants/house/app-trunfo-sorteado.sueca"), "pt-BR")
    assert "- **Primeiro carteador**: " in app and "distribuidor" not in app
    online = book("sueca-online", "en")
    assert "- **Who shuffles**: the dealer — in Sueca (Portugal): the player on the dealer’s right." in online
    long_match = book(str(ROOT / "variants/house/brazil-long-match.sueca"), "en")
    assert "- **To win the match**: 6 game points — in Sueca (Brazil): 4 game points." in long_match


def test_the_matrix_says_one_word_for_each_thing() -> None:
    """Row labels and cells in the locale's word for each thing, never every table's word stacked
    ("Distribuidor / carteador"); the tables' own words are compared under "Words and texts"."""
    specs = [load_variant(n) for n in BUNDLED]
    portuguese = plain(matrix(specs, "pt-PT"))
    assert "| **Obrigatório assistir** | sim | Sueca (Portugal)," in portuguese  # at two: once the stock is empty
    assert "**Primeiro distribuidor**" in portuguese and "carteador" not in portuguese
    for locale in LOCALES:
        labels = re.findall(r"^\| \*\*(.+?)\*\* \|", plain(matrix(specs, locale)), re.M)
        assert labels and not [label for label in labels if " / " in label], locale
    english = plain(matrix(specs, "en"))
    alternative = english.split("| **Alternative deal** |")[1].split("\n| **")[0]  # its values, in order
    assert "| one of the table’s ways of dealing |" in f"|{alternative}"  # pt-BR R9-09
    assert "| the only way of dealing (compared here with the other tables’ alternative deal) |" in f"|{alternative}"
    assert "Games / game points" not in english and "**To win the match** | 4 game points |" in english
    rules = plain(diff_variants(load_variant("portugal"), load_variant("jogos-do-rei"), "pt-BR"))
    assert "**Quem embaralha (forma padrão)**\n    - Sueca (Portugal): o jogador à direita do carteador\n" \
           "    - Sueca (Jogos do Rei): o carteador" in rules  # a Brazilian reader's one word for the dealer
    assert "A palavra para “carteador”" not in rules  # both say carteador to a Brazilian reader


@pytest.mark.parametrize("name", ["jogos-do-rei", "sueca-online",
                                  str(ROOT / "variants/house/app-trunfo-sorteado.sueca")])
@pytest.mark.parametrize("locale", LOCALES)
def test_a_variant_with_one_deal_never_names_it_in_its_differences(name: str, locale: str) -> None:
    differences = book(name, locale).split("\n## ")[1]
    for deal in ("Forma padrão", "Maneira habitual", "Standard deal", "Donne habituelle"):
        assert f"| {deal}:" not in differences


def test_brazilian_tables_follow_suit_in_their_own_words() -> None:
    for name in ("brazil", "jogos-do-rei"):
        text = book(name, "pt-BR")
        rules = text.split("## Vocabulário", 1)[0]  # the glossary may give a source's word beside (BR16-11)
        assert "É obrigatório seguir o naipe" in rules and "assistir" not in rules
        assert "assistir" not in text.replace("(ou *assistir ao naipe*)", "")
    assert "É obrigatório assistir" in book("brazil", "pt-PT")  # the European norm keeps Portugal's


# -- grammar --------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ALL)
def test_brazilian_portuguese_writes_em_uma_and_european_contracts(name: str) -> None:
    rules = {locale: book(name, locale).split("\n## ", 1)[1] for locale in ("pt-BR", "pt-PT")}  # not the file's
    assert not re.search(r"\bnum(a|as|s)?\b", rules["pt-BR"]), name
    assert not re.search(r"\bem uma?\b", rules["pt-PT"]), name


def test_english_verbs_and_articles() -> None:
    assert [third_person(v) for v in ("lead", "follow suit", "play", "reach")] == \
        ["leads", "follows suit", "plays", "reaches"]
    assert Noun("lead", "pt", "puxar").render("s") == "puxar"
    assert Noun("x", "en", "one-hand bandeira").render("a") == "a one-hand bandeira"
    assert join("em ", "uma rodada", "pt-BR") == "em uma rodada" and join("em ", "a rodada", "pt-BR") == "na rodada"


# -- what the rules say ---------------------------------------------------------------------

def test_a_void_tie_is_dealt_again_by_the_same_dealer() -> None:
    name = str(ROOT / "variants/house/portugal-void-ties.sueca")
    assert "Em caso de empate (60–60), a mão é anulada e as cartas voltam a ser dadas pelo mesmo distribuidor." in \
        book(name, "pt-PT")
    assert "A 60–60 hand is void and dealt again by the same dealer." in book(name, "en")
    assert "et le même donneur redistribue." in book(name, "fr")
    assert "pelo mesmo carteador" in book(name, "pt-BR")


def test_the_english_sentences_the_reviewer_asked_for() -> None:
    en = book("portugal", "en")
    assert "- The player on the dealer’s right leads to the first trick; after that, whoever wins a trick " \
           "leads to the next." in en
    assert "to the left, starting with the player on their left and ending with themselves (against the " \
           "direction of play)." in en
    assert "during the hand, or after its last trick" in en and "is played or" not in en
    assert "- **manilha**: the second-highest card of each suit (the 7)." in en
    assert "- The second-highest card of each suit, the 7, is the *manilha*." in en
    azores = book("azores", "en")
    # cut from the cards left out, never dealt (sixth English reader, E8), said once (eighth readers)
    assert "- Before the deal, the player who shuffles the pack also shuffles the 12 cards left out of it, and the " \
           "player who cuts the pack cuts them; the bottom card of the part lifted is turned face up for all to see " \
           "and sets the trump suit, then goes back with the other cards left out: it is not dealt." in azores
    # said once in the rules; the differences' "cards not dealt" line says it of the pack (EN12-07)
    assert azores.count("it is not dealt") == 1 and "stays out of play" not in azores
    assert ("- **How long the trump card stays face up**: only while it is shown at the cut — in Sueca "
            "(Portugal): until the dealer plays it.") in azores
    assert "Taking all 120 card points without taking every trick is not a *bandeira*: it scores 2 game points, " \
           "as any hand of 91 card points or more does." \
        in book("sueca-fr", "en")
    # no difference that is not one: jogos-do-rei's `all-points 2` is no difference from portugal,
    # whose 91–120 band scores those 120 points 2; a bandeira by points is one row (the bandeira),
    # not three (its 91–119, the bandeira, all the points without every trick)
    long_match = book(str(ROOT / "variants/house/brazil-long-match.sueca"), "en")
    differences = long_match.split("## Differences")[1].split("\n## ")[0]
    # its bands (91–119) differ from Brazil's (91–120): a line; all the points without every trick
    # has no place here (they are the bandeira): the bandeira's line says so, diff lists the row
    assert "All the card points without taking every trick" not in differences
    assert "All the card points without taking every trick" in diff_variants("brazil", str(
        ROOT / "variants/house/brazil-long-match.sueca"), "en")
    assert "- ***Bandeira***: all the card points, worth 4 game points — in Sueca (Brazil): every trick, worth 4 " \
           "game points, and it ends the match." in differences
    assert "All the card points" not in book("jogos-do-rei", "en").split("## Differences")[1]
    estilo = book(str(ROOT / "variants/house/estilo-da-mesa.sueca"), "en")
    assert "(against the direction of play)" in estilo and "(in the direction of play)" in estilo
    online = book("sueca-online", "en")
    assert "- **Direction of play**: anticlockwise (to the right). The table may " \
           "choose instead: clockwise (to the left)." in online
    # the spellings out of the rules, in the screen book's last section, for the program's users (PT20-02),
    # and out of the printed book (PT22-01)
    screen = screen_book("sueca-online", "en")
    assert screen.endswith("\n## With the sueca-rules program\n\n"
                           "The table’s options on the command line: `-O direction=anticlockwise|clockwise`.\n")
    assert screen.count("`-O ") == 1 and "-O " not in online and "sueca-rules program" not in online
    assert "player on the dealer’s left shuffles and the player on the dealer’s right cuts" in book("sueca-fr", "en")


def test_the_example_trick_is_three_paragraphs_in_html() -> None:
    for locale in LOCALES:
        html = markdown_to_html(book("portugal", locale))
        example = re.search(r"<p><em>[^<]*</em></p>\n<p>Ana [^<]*</p>\n<p>Carla [^<]*</p>", html)
        assert example is not None, locale
    # no word of the engine or the program in the rules (the section for the program's users aside,
    # the screen book's last, after the rules: PT20-02; the printed book has none: PT22-01)
    english, program_en = split_program(screen_book("portugal", "en"))
    portuguese, program_pt = split_program(screen_book("portugal", "pt-PT"))
    assert program_en.count("`-O") == program_pt.count("`-O") == 1 and "`-O" not in english + portuguese
    assert english == without_program(book("portugal", "en"))  # the printed book: the rest
    assert portuguese == without_program(book("portugal", "pt-PT"))
    assert "engine" not in english and "programa" not in portuguese


# -- the variant's own texts ----------------------------------------------------------------

def test_names_a_file_writes_in_the_books_language_are_no_fallback(write: Write) -> None:
    path = write("x.sueca", 'variant x extends portugal "Mesa"\nlanguage pt-PT\ndescription "D."\n'
                            "option ritmo { values lento rapido; default lento; when rapido play.review=none }\n"
                            "result cabaz-duplo { loser 0; winner 8 }\nmatch to 8\n")
    spec = load_variant(str(path))
    assert missing_texts(spec, "pt-PT") == []  # written in pt-PT: nothing is missing
    assert "chama-se cabaz duplo." in rulebook(spec, "pt-PT")  # an identifier's hyphens as spaces
    english = "> " + missing_texts(spec, "en")[0]
    assert english.startswith("> These texts are not given in English and are shown as written in the "
                              "file: the title, the description, ")
    assert "the name of the result “cabaz-duplo”" in english


def test_a_result_has_a_display_name_in_each_language() -> None:
    name = str(ROOT / "variants/house/torneio.sueca")
    assert "- Ganhar a partida numa só mão, a partir de 0–0, chama-se bandeira de uma vez." in book(name, "pt-PT")
    assert "is called a one-hand bandeira." in book(name, "en")
    assert "s’appelle une bandeira d’un coup." in book(name, "fr")
    for locale in LOCALES:
        assert "bandeira-de-uma-vez" not in book(name, locale)


def test_a_word_that_names_two_things_is_defined_twice() -> None:
    assert "- **bandeira**: fazer todos os pontos de uma mão ou, ainda, vencer a partida em uma só mão, a " \
           "partir de 0–0." in book("mesa-brasileira", "pt-BR")
    assert "- **bandeira** (flag): taking all the card points of a hand; also, winning the match from 0–0 in a " \
           "single hand." in book("mesa-brasileira", "en")
    assert "also, winning" not in book("portugal", "en")


def test_the_french_glossary_explains_portuguese_words() -> None:
    text = typeset_book("portugal", "fr")
    # capot is every trick: said in the definition of a bandeira of every trick (a bandeira of all
    # the points is no capot); the pente's gloss is a translation, quoted
    assert ("- **bandeira** («\u00a0drapeau\u00a0»)\u00a0: remporter tous les plis d’une donne "
            "(en français\u00a0: le capot).") in text  # fr FR-11: its literal sense, as for pente
    assert "- **pente** (\u00ab\u00a0peigne\u00a0\u00bb)\u00a0:" in text
    assert "capot" not in _section(text, "Décompte des points")  # a gloss is for the glossary only


def test_option_values_are_said_once_and_what_they_set_is_a_list() -> None:
    text = book(str(ROOT / "variants/house/estilo-da-mesa.sueca"), "pt-PT")
    assert "\n> " not in text.split("## ")[1]  # the file is pt-PT and gives its option's names
    assert "    - **Estilo**: à portuguesa. A mesa pode escolher, em vez disso: ao " \
           "contrário (o estilo «à brasileira» desta mesa).\n" \
           "        - Se a mesa escolher **ao contrário**, muda:\n" \
           "            - Sentido do jogo:" in text  # the value is no verb's subject (MB-3, D14, D15)
    online = _section(book("sueca-online", "fr"), "Options de table")
    assert online.count("sens antihoraire") == 1 or online.count("sens inverse") == 1, online


# -- the files themselves -------------------------------------------------------------------

FRENCH_TEXT = re.compile(r'(?:^\s*(?:title|description)\s+"(?P<a>[^"]*)"|\bfr\s+"(?P<b>[^"]*)"|'
                         r'^\s+(?:title|description):\s+"?(?P<c>[^"\n]*))', re.M)


def _french_texts(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    out = [m.group("b") for m in FRENCH_TEXT.finditer(text) if m.group("b")]
    for block in re.findall(r"^texts fr \{(.*?)^\}|^  fr:\n((?:    .*\n)+)", text, re.M | re.S):
        out += [m.group("a") or m.group("c") for m in FRENCH_TEXT.finditer("".join(block))
                if m.group("a") or m.group("c")]
    return out


@pytest.mark.parametrize("path", sorted((ROOT / "variants").rglob("*.*")), ids=lambda p: p.name)
def test_french_texts_in_variant_files_use_french_spacing(path: Path) -> None:
    for text in _french_texts(path):
        assert not re.search(r" [:;!?»]|« ", text), (path.name, text)
    if path.name in ("portugal.sueca", "sueca-fr.sueca", "mesa-brasileira.yaml"):
        assert _french_texts(path), path  # the pattern finds them


def test_a_text_from_the_other_norm_names_that_norm_once(write: Write) -> None:
    path = write("x.sueca", 'variant x extends portugal "Our table"\nlanguage en\n'
                            'texts pt-BR { title "Nossa mesa"; description "Uma mesa." }\n')
    assert missing_texts(load_variant(str(path)), "pt-PT") == [
        "Textos que o ficheiro não traz em português europeu e que aparecem tal como estão no texto em "
        "português do Brasil: o título e a descrição."]


@pytest.mark.parametrize("locale", LOCALES)
def test_an_option_in_a_table_cell_is_sentences_never_nested(locale: str) -> None:
    text = book(str(ROOT / "variants/house/estilo-da-mesa.sueca"), locale)
    # the differences' line of the option, labelled by its name (never "options: style: …")
    (cell,) = [re.split(r"\*\* ?: ", line, maxsplit=1)[1].split(" — ")[0] for line in text.splitlines()
               if re.match(r"- \*\*(Estilo|Style)\*\*", line)]
    depth = 0
    for char in cell:
        depth += {"(": 1, ")": -1}.get(char, 0)
        assert depth <= 1, cell
    for clause in re.split(r"[;.—]", cell):
        assert clause.count(":") <= 1, clause  # "brasileiro: sentido do jogo: …" chained colons


@pytest.mark.parametrize("name", ALL)
def test_no_score_row_contradicts_a_bandeira_by_points(name: str) -> None:
    """When all the card points are a bandeira, 120 is not also in the top band (91–119)."""
    spec = load_variant(name)
    text = book(name, "en")
    by_points = spec.scoring.bandeira is not None and spec.scoring.bandeira.by == "points"
    if load_rules(name).bidding is not None:  # a contract scores the hand: no band table at all
        assert "–120 |" not in text and "–119 |" not in text, name
        return
    assert ("–120 |" in text) is not by_points, name


@pytest.mark.parametrize(("locale", "entries"), [
    ("pt-PT", ["- **virada**: ganhar a partida depois de estar a perder por 0–3.",
               "- **bandeira de uma vez**: ganhar a partida numa só mão, a partir de 0–0."]),
    ("en", ["- **comeback**: winning the match after trailing 0–3.",
            "- **one-hand bandeira**: winning the match from 0–0 in a single hand."]),
])
def test_the_glossary_defines_the_tables_named_results(locale: str, entries: list[str]) -> None:
    """A third reader found *virada* in the match section but not in the glossary."""
    from tests.conftest import ROOT

    book = plain(rulebook(load_variant(str(ROOT / "variants" / "house" / "torneio.sueca")), locale))
    glossary = without_program(book).split("\n## ")[-2]  # the section before the sources
    for entry in entries:
        assert entry in glossary.splitlines(), glossary


@pytest.mark.parametrize(("locale", "note"), [
    ("pt-BR", "> Texto que o arquivo não traz em português do Brasil e que aparece tal como está "
              "escrito nele: o título."),
    ("en", "> This text is not given in English and is shown as written in the file: the title."),
    ("fr", "> Texte absent en français, repris tel qu'il est écrit dans le fichier : le titre."),
])
def test_one_text_not_given_is_said_in_the_singular(write: Callable[[str, str], Path], locale: str,
                                                    note: str) -> None:
    """'Textos … : o título' did not agree with the one text it listed."""
    path = write("one.sueca", 'variant one extends portugal "Sueca do Zé"\n')
    assert ["> " + line for line in missing_texts(load_variant(str(path)), locale)] == [note]
