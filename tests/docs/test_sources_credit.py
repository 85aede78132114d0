"""What a book's Sources part credits to a source and what it names as its own (fifth readers:
EN-05/06/07/10/24/40–46, R-2/3, fr R1/R2/R10/R15/W4–W8, D01/D07–D11/D27/D30, H-1–3, MB-1/2,
S52-2–5, SD-2, SI-1/2, AZ-1, BR-1). By kind: a rule a cited source gives is not listed as the
book's; a rule the book reads into a source is; a decided rule the compiled rules do not have
(a table's choice removed it) is not printed; a house file's option is the table's own; every
book citing 003 cites the parts its card order and silence come from; and a summary holding
italics of its own never nests emphasis."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from sueca_rules.docs import rulebook
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, ROOT, run_cli
from ..loaded import load_rules, load_variant

HOUSE = sorted((ROOT / "variants/house").glob("*.sueca"))
OPENING = "Rules not in the sources, set by this book: {rules}."


def _own(name: str | Path, locale: str = "en", options: dict[str, str] | None = None) -> str:
    """The book's paragraph naming its own rules ("" when it has none)."""
    spec = load_variant(name, options)
    text = plain(rulebook(spec, locale, rules=load_rules(name, options)))
    opening = plain(Voice(locale).gettext(OPENING, rules="")).rsplit(":", 1)[0].strip()
    return next((p for p in text.split("\n\n") if p.startswith(opening)), "")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_heading_of_the_own_rules_is_a_full_phrase(locale: str) -> None:
    """fr R15: « Règles absentes des sources et fixées par ce livret : », and alike."""
    opening = {"en": "Rules not in the sources, set by this book: ",
               "pt-PT": "Regras que não vêm nas fontes e são fixadas por este livro: ",
               "pt-BR": "Regras que não estão nas fontes e são definidas por este livro: ",
               "fr": "Règles absentes des sources et fixées par ce livret : "}[locale]
    assert _own("portugal", locale).startswith(opening)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_decided_rule_the_tables_choice_removes_is_not_printed(locale: str) -> None:
    """EN-10/MB-2/D01/fr R10: what ties in a row do is named while a tie raises the next hand
    and gone when the table annuls the tie (no bonus to add up)."""
    said = Voice(locale).gettext("what ties in a row do")
    assert said in _own("mesa-brasileira", locale)
    assert _own("mesa-brasileira", locale, {"tie": "annulled"})
    assert said not in _own("mesa-brasileira", locale, {"tie": "annulled"})


def test_a_part_of_a_rule_is_named_only_where_the_rule_has_it(tmp_path: Path) -> None:
    """The kind, beyond mesa-brasileira: a table that scores nothing more after a tie has no
    ties in a row to add up, even where its file lists the part."""
    house = tmp_path / "sem-bonus.sueca"
    house.write_text("variant sem-bonus extends portugal\ndecided scoring.tie.cumulative\n"
                     "scoring { tie nobody-scores }\n", encoding="utf-8")
    assert "scoring.tie.cumulative" in load_variant(str(house)).decided
    assert "what ties in a row do" not in _own(str(house)) and "what ties in a row do" in _own("portugal")


@pytest.mark.parametrize("locale", LOCALES)
def test_a_house_files_option_is_named_as_the_tables_own(locale: str) -> None:
    """W7/D09/H-1: estilo-da-mesa's Style option is the table's, not 003's."""
    name = ROOT / "variants/house/estilo-da-mesa.sueca"
    option = load_variant(name).options["estilo"]
    assert option is not None
    label = {"en": "Style", "pt-PT": "Estilo", "pt-BR": "Estilo", "fr": "Style"}[locale]
    quoted = plain(Voice(locale).pgettext("quotation", "“{text}”", text=label))
    assert plain(Voice(locale).gettext("the table option {name}", name=quoted)) in _own(str(name), locale)
    assert "the table option" not in _own("mesa-brasileira")  # a source's options are the source's


@pytest.mark.parametrize("name", [*BUNDLED, *map(str, HOUSE)])
def test_every_book_citing_003_cites_its_overview_and_cards(name: str) -> None:
    """EN-07: the card order, the manilha, 30 a suit and the silent game are 003's "Overview"
    and "The cards"."""
    if not any(doc.document.startswith("003_") for doc in load_variant(name).sources):
        return
    sources = plain(rulebook(load_variant(name), "en")).split("\n## Sources\n", 1)[1]
    line = next(line for line in sources.splitlines() if line.startswith("- *Sueca — Full rules*"))
    assert "“Overview”, “The cards”, “Setup”" in line, line


def test_a_rule_a_cited_source_gives_is_not_the_books() -> None:
    """EN-05/06/24, R-2, fr R1, S52-3, SD-2, H-3, D27: each rule here is in a source the book
    cites (003 through Portugal, the page, Wikipedia, the café regulation)."""
    # an illegal card staying played 003 only implies: Portugal declares it since round 8 (en W-1)
    assert "what a proven revoke costs" not in _own("sueca-fr") and "illegal card" in _own("portugal")
    online = _own("sueca-online")
    assert "*bandeira*" not in online and "each band of card points" not in online  # 003's table
    assert "what all the card points score without every trick" in online  # neither 001 nor 003 (PT16-01)
    s52 = _own("sueca-52")
    for given in ("who deals first", "who leads to the first trick"):  # the deal's side is the book's (FR15-08)
        assert given not in s52, given
    assert "who deals first" not in _own("sueca-a-dois")
    mocas = _own(str(ROOT / "variants/house/torneio-mocas.sueca"))
    assert mocas and "card points of the Jack" not in mocas  # (Portugal's all-points reading stays its own)
    # 003's "Variants" gives the alternative deal's direction and start: only its packets are the book's
    portugal = _own("portugal")
    assert "how many cards go at a time (alternative deal)" in portugal and "how the cards are dealt" not in portugal
    # 003 defines the bandeira by tricks: 120 card points without them is Portugal's reading (round 14),
    # given by 000 and 001 for their own books
    assert "what all the card points score without every trick" in portugal
    assert "without taking every trick" not in _own("jogos-do-rei")


def test_a_rule_the_book_reads_into_a_source_is_its_own() -> None:
    """BR-1/fr R2, S52-4/5, SI-2/W8, MB-1, R-3/fr R3, fr R9: named in the list, or said in the
    book's note where only part of a rule is the book's."""
    brazil = plain(rulebook(load_variant("brazil"), "en"))
    assert "who deals next" in _own("brazil") and "who leads to the first trick" in _own("brazil")
    assert "So, in this book, the deal passes to the dealer’s left" in brazil
    s52 = _own("sueca-52")
    for own in ("how many cards go at a time", "whether anyone may talk or signal", "who may ask for a new deal",
                "who draws first from the stock"):
        assert own in s52, own
    page = plain(rulebook(load_variant("sueca-52"), "en"))
    assert "the Jack’s 3, the Queen’s 2 and nothing for the 10, 9 and 8 are this book’s" in page
    assert "this book lets the trick’s leader draw first" in page
    italiana = _own("sueca-italiana")
    for own in ("who shuffles", "who cuts", "illegal card", "whether anyone may talk or signal",
                "who may ask for a new deal", "the case where several players reach the target"):
        assert own in italiana, own
    mesa = plain(rulebook(load_variant("mesa-brasileira"), "en"))
    assert "the dealer’s partner, as the source’s example has it" in mesa


@pytest.mark.parametrize("locale", LOCALES)
def test_a_penalty_that_stops_at_zero_is_the_books(locale: str) -> None:
    """MB-1: "(a team on 0 loses nothing)" is the engine's, named where a penalty takes game
    points away, and only there."""
    spec = load_variant("mesa-brasileira")
    label = plain(Voice(locale).gettext("what a penalty takes from a team with no {game_point:pl}",
                                        game_point=Speaker(Voice(locale), spec).word("game_point")))
    assert label in _own("mesa-brasileira", locale, {"false-accusation": "point"})
    assert label not in _own("mesa-brasileira", locale)


def test_italiana_lets_the_table_choose_the_target() -> None:
    """SI-1: timendum's "5, 7 o 11 (deciso all'inizio)": a table option, 5 unless chosen."""
    spec = load_variant("sueca-italiana")
    assert spec.options["target"] is not None and spec.match.target == 5
    assert load_rules("sueca-italiana", {"target": "7"}).match.target == 7
    text = plain(rulebook(load_variant("sueca-italiana", {"target": "11"}), "en",
                          rules=load_rules("sueca-italiana", {"target": "11"})))
    assert "- The first player to reach 11 game points wins the match." in text
    assert "the game points that win the match" not in _own("sueca-italiana")


@pytest.mark.parametrize("locale", LOCALES)
def test_torneio_mocas_says_it_is_one_game_between_two_teams(locale: str) -> None:
    """EN-45/H-2/D10/D30: the series between two teams, not the tournament; its note says the
    group stage is left out."""
    text = plain(rulebook(load_variant(ROOT / "variants/house/torneio-mocas.sueca"), locale))
    title, summary = text.splitlines()[0], text.split("\n\n")[1]
    assert "ournoi" not in title and "orneio" not in title and "ournament" not in title
    assert "torneio" not in summary.split(":")[-1] and "tournament" not in summary.split(":")[-1]
    assert any(word in text for word in ("group stage", "fase de grupos", "phase de groupes"))


@pytest.mark.parametrize("name", [*BUNDLED, *map(str, HOUSE)])
def test_no_generated_markdown_nests_emphasis(name: str) -> None:
    """EN-46: no asterisk is left for a reader to see; emphasis inside emphasis only in the
    standfirst, whose own italic words a page sets upright (`em em`: EN16-07)."""
    for locale in ("en", "fr"):
        html = MarkdownIt("commonmark").enable("table").render(rulebook(load_variant(name), locale))
        assert "*" not in html, (name, locale)
        body = html.split("</p>", 1)[1]  # after the standfirst
        assert not re.search(r"<em>(?:(?!</em>).)*<em>", body, re.S), (name, locale)


def test_italics_inside_italics_are_set_upright() -> None:
    """The summary of torneio-mocas: in italics like every standfirst (EN16-07, BR16-07,
    FR16-12), its own italic word inside, set upright by the page's `em em`; the raw Markdown
    reads cleanly, no upright span between asterisks (pt-BR BR15-09)."""
    md = rulebook(load_variant(ROOT / "variants/house/torneio-mocas.sueca"), "en")
    standfirst = md.split("\n\n")[1]
    assert standfirst.startswith("_Portugal") and standfirst.endswith("._") and "* mocas" not in standfirst
    html = MarkdownIt("commonmark").render(standfirst)
    assert html.startswith("<p><em>Portugal") and "three <em>mocas</em> (matches" in html, html
    from sueca_rules.docs.html import STYLE
    assert "em em { font-style: normal; }" in STYLE
    assert "em em { font-style: normal; }" in (ROOT / "docs/stylesheets/extra.css").read_text(encoding="utf-8")


def test_the_effective_file_of_a_house_table_names_its_option_validly(tmp_path: Path) -> None:
    """`show` writes the merged `decided` (`options.estilo` among it): that file validates, and
    a path naming an option the variant does not declare is still refused."""
    shown = run_cli("show", str(ROOT / "variants/house/estilo-da-mesa.sueca"))
    assert shown.returncode == 0 and "options.estilo" in shown.stdout
    (tmp_path / "shown.sueca").write_text(shown.stdout, encoding="utf-8")
    assert run_cli("validate", str(tmp_path / "shown.sueca")).returncode == 0
    (tmp_path / "wrong.sueca").write_text("variant wrong extends portugal\ndecided options.estilo\n",
                                          encoding="utf-8")
    assert run_cli("validate", str(tmp_path / "wrong.sueca")).returncode != 0


WHY_JACK_AND_QUEEN = {"en": "every other description of Sueca", "pt-PT": "todas as outras descrições da sueca",
                      "pt-BR": "todas as outras descrições da sueca",
                      "fr": "toutes les autres descriptions de la sueca"}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "azores", "brazil", "sueca-online", "jogos-do-rei", "sueca-fr",
                                  *(str(path) for path in HOUSE)])
def test_a_book_taking_the_jack_and_queen_points_from_003s_family_says_why(name: str, locale: str) -> None:
    """EN16-09, BR16-09: Portugal names the Jack's and the Queen's points as its own and says
    why, as azores and brazil do; a child whose own source gives them (sueca-online, jogos-do-rei,
    sueca-fr) names neither the points nor the reason (a note is its file's own, never inherited)."""
    spec = load_variant(name)
    text = plain(rulebook(spec, locale, rules=load_rules(name)))
    why = WHY_JACK_AND_QUEEN[locale] in text
    if Path(name).parent.name != "house":
        assert why == ("deck.points.J" in spec.decided), (name, locale)
    else:
        assert not why or "deck.points.J" in spec.decided, (name, locale)


ALTERNATIVE_SHUFFLE_AND_CUT = {
    "en": ("who shuffles (alternative deal)", "who cuts (alternative deal)"),
    "pt-PT": ("quem baralha (maneira alternativa)", "quem parte (maneira alternativa)"),
    "pt-BR": ("quem embaralha (forma alternativa)", "quem corta (forma alternativa)"),
    "fr": ("qui mélange (distribution alternative)", "qui coupe (distribution alternative)")}


@pytest.mark.parametrize("locale", LOCALES)
def test_portugals_alternative_deal_is_shuffled_and_cut_as_003s_setup_says(locale: str) -> None:
    """PT16-08: 003's Setup says who shuffles and cuts before any deal, and its other deal turns
    up "the top card after the cut": only the packets of the alternative deal are the book's."""
    for name in ("portugal", "brazil", "azores", str(ROOT / "variants/house/mesa-calada.sueca")):
        spec = load_variant(name)
        assert "deal.alternative.packet" in spec.decided, name
        assert not {"deal.alternative.shuffles", "deal.alternative.cuts"} & set(spec.decided), name
        own = _own(name, locale)
        assert own and not any(word in own for word in ALTERNATIVE_SHUFFLE_AND_CUT[locale]), (name, own)
    # sueca-fr's source, 004, names the shuffler of its other deal and not its cutter
    assert "who cuts (alternative deal)" in _own("sueca-fr") and "who shuffles" not in _own("sueca-fr")


def test_jogos_do_rei_cites_every_section_of_000_it_follows() -> None:
    """EN16-10 and BR16-11: 000's trump card on show all hand ("O trunfo"), its trick rules and its
    end of the match are cited; its "assistir ao naipe" is glossed in the Brazilian book."""
    seed = next((ROOT.parent / "shared/seeds").glob("000_*.txt"), None)  # the source, where it is at hand
    spec = load_variant("jogos-do-rei")
    cited = next(source for source in spec.sources if source.document.startswith("000_"))
    sections = str(cited.section).split("; ")
    for section in ("Como jogar Sueca, passo a passo", "O trunfo", "Objetivo e pontuação da mão", "Fim da partida"):
        assert section in sections, section
        if seed is not None:
            assert f"\n{section}\n" in seed.read_text(encoding="utf-8"), section
    glossary = plain(rulebook(spec, "pt-BR")).split("\n## ")[-2]
    assert "**seguir o naipe** (ou *assistir ao naipe*):" in glossary
    assert "(ou *assistir ao naipe*)" not in plain(rulebook(spec, "pt-PT"))
    words = plain(rulebook(spec, "pt-BR")).split("## Vocabulário")[0]
    assert "assistir" not in words  # the gloss is the glossary's only


@pytest.mark.parametrize("name", [*BUNDLED, *map(str, HOUSE)])
def test_silent_game_is_said_as_a_sources_saying_only_where_a_source_gives_it(name: str) -> None:
    """en R17-08: "Sueca is a silent game" is 002/003/004's saying; a book whose file sets the
    rule itself (its `decided` names play.silent: sueca-52, sueca-italiana) says the rule alone."""
    spec = load_variant(name)
    book = plain(rulebook(spec, "en"))
    if not any(line.startswith("- ") and "may not talk" in line for line in book.splitlines()):
        return  # no such rule at this table
    assert ("silent game" in book) is ("play.silent" not in spec.decided), name
