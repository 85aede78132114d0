"""The eleventh round's readers' findings, checked on the books as generated:

- a score the book reads from the bands is said as the bands' (FR11-01: "all 120 card points
  without every trick score 2" read as a rule no source gives; 003 gives "91 or more"), while a
  variant that writes it itself (`all-points`, sueca-fr after 004) keeps its own sentence."""

from __future__ import annotations

import pytest

from sueca_rules.words.grammar import Noun
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from .books import book, without_program


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "azores", "brazil", "sueca-online"])
def test_all_the_points_without_every_trick_is_said_as_the_bands_say_it(name: str, locale: str) -> None:
    v = Speaker(Voice(locale))
    text = book(name, locale)
    low = v.voice.gettext("as any {hand} of {low} card points or more does", hand=v.word("hand"), low=91)
    assert locale != "en" or low in text
    lines = [line for line in text.splitlines() if "120" in line and "91" in line and line.startswith("- ")]
    assert lines, "the 120 card points without every trick are not said as the band of 91 or more"


@pytest.mark.parametrize("locale", LOCALES)
def test_a_variant_that_writes_the_all_points_score_the_bands_give_says_it_with_them(locale: str) -> None:
    # the twelfth English reader (EN12-01): one wording where the rule is the same; a score the
    # bands do not give keeps its own sentence (test_remarks_round12)
    text = book("sueca-fr", locale)
    assert [line for line in text.splitlines() if "120" in line and " 91 " in line and line.startswith("- ")]


@pytest.mark.parametrize("locale", LOCALES)
def test_no_allowed_or_forbidden_act_reads_as_nothing_beyond_the_rules(locale: str) -> None:
    # « Permis : rien » read as "nothing is allowed" (FR11-05): the empty value says the rules
    from sueca_rules.docs import diff_variants

    from ..loaded import load_variant

    said = diff_variants(load_variant("portugal"), load_variant("mesa-brasileira"), locale)
    beyond = Voice(locale).pgettext("allowed acts", "nothing beyond the rules")
    assert beyond != "none" and said.count(beyond) == 2, said


def test_french_words_agree_with_the_card_and_name_their_subject() -> None:
    v = Voice("fr")
    # a queen is feminine, a seven masculine (FR11-08, FR11-09); since FR13-06 the card is named
    # with its own article, « le 7♣ », « la D♠ », not « la carte 7♣ »
    for card, said in ((Noun("card", "fr", "D♠", "f"), ("la D♠ a été retournée", "piochée")),
                       (Noun("card", "fr", "7♣", "m"), ("le 7♣ a été retourné", "pioché en dernier"))):
        turned = v.ngettext("Each player was dealt {each} cards and {card} was turned up for {trump:pl}; the "
                            "other {count} card lies on top of it and, with it, forms the stock of {stock}: {card} "
                            "is drawn last.",
                            "Each player was dealt {each} cards and {card} was turned up for {trump:pl}; the "
                            "other {count} cards lie on top of it and, with it, form the stock of {stock}: {card} "
                            "is drawn last.",
                            33, each=3, card=card, trump=Speaker(v).word("trump"), stock=34)
        assert all(part in turned for part in said) and "la carte" not in turned, turned
    called = v.gettext("{card} called, its holder not known yet", card="7♥")
    assert called.startswith("carte appelée") and "7♥ appelée" not in called
    assert "lui seul le sait" not in book("sueca-italiana", "fr")  # whose secret? (FR11-04)


@pytest.mark.parametrize("locale", LOCALES)
def test_readings_the_books_take_are_named_as_theirs(locale: str) -> None:
    # sueca-a-dois: the readings it takes are listed (who shuffles is Wikipedia's since round 13:
    # see test_round13_sources_and_names); alentejo-montar: the table names duties, not that
    # breaking one is a revoke (fr FR11-02, pt-PT PT12-02)
    v = Speaker(Voice(locale))
    own = plain(v.voice.gettext("Rules not in the sources, set by this book: {rules}.", rules="")).split(":")[0]
    duo = book("sueca-a-dois", locale)
    line = next(line for line in duo.splitlines() if line.startswith(own))
    assert "60–60" in line, line  # the tie that carries nothing, this book's
    # the note under the sources, above the `-O` spellings, the book's last section (PT20-02)
    note = without_program(book("variants/house/alentejo-montar.sueca", locale)).rstrip().rsplit("\n", 1)[-1]
    said = {"en": "is a revoke, punished as one", "pt-PT": "seja renúncia, castigada como tal",
            "pt-BR": "seja renúncia, punida como tal", "fr": "soit une renonce, sanctionnée comme telle"}
    assert said[locale] in note


@pytest.mark.parametrize("locale", LOCALES)
def test_a_contract_table_defines_a_tie_as_the_match_it_ends(locale: str) -> None:
    # sueca-italiana scores a contract made or failed: no hand is tied on card points; the word
    # is said of the match's end (FR12-01), and the glossary says so where it defines it
    text = book("sueca-italiana", locale)
    hand_tie = Voice(locale).gettext("a {hand} in which two or more players have the most card points",
                                     hand=Speaker(Voice(locale)).word("hand"))
    assert hand_tie not in text


@pytest.mark.parametrize("locale", LOCALES)
def test_a_printed_page_title_has_no_markdown_marks(locale: str) -> None:
    # the tab and the PDF's title showed "três *mocas*" (pt-BR, twelfth round)
    import re

    from sueca_rules.docs.html import html_page

    page = html_page("# x\n", "Sueca: first to three *mocas*", locale)
    title = re.search(r"<title>(.*)</title>", page)
    assert title is not None and title.group(1) == "Sueca: first to three mocas"
