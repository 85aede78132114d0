"""Kinds the fifth round of native readers marked in the rulebooks' own sentences, checked in
every book and every locale against what the engine does: a duty said once (a stock that
changes nothing; a stock that does), the stock counted one way, a table option's frame, the
words of a table that refuses illegal cards, the game point from the compiled scoring, the
called partner's draw, *manilha* for a Brazilian reader, 003's worked example."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.catalogue.meta.book import unpunished
from sueca_rules.catalogue.phrases import games
from sueca_rules.catalogue.table.shape_book import stock_changes_play
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from .books import book, without_program

HOUSE = sorted(str(p) for p in (Path(__file__).resolve().parents[2] / "variants" / "house").glob("*.sueca"))
ALL = BUNDLED + HOUSE


def _speaker(name: str, locale: str) -> Speaker:
    return Speaker(Voice(locale), load_variant(name))


def _section(text: str, index: int) -> str:
    """A book's section by its place, the section for the program's users (the `-O` spellings,
    the book's last since PT20-02) left out: -1 the sources, -2 the glossary."""
    return without_program(text).split("\n## ")[index]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_duty_is_said_once_with_or_without_a_stock(locale: str) -> None:
    """D02/SD-1, EN-23/D23/R14: the sentence "you must follow suit" is printed once; where the
    stock changes the duty, it stands under "Once the stock is empty:" and the revoke line says
    so too; where it changes nothing, the one sentence says it holds throughout."""
    v = Voice(locale)
    for name in ALL:
        rules = load_rules(name)
        if not rules.play.must_follow:
            continue
        s = _speaker(name, locale)
        text = book(name, locale)
        follow = s.word("follow")
        plain_duty = plain(v.gettext("You must {follow}: play a card of the suit led whenever you have one.",
                                     follow=follow))
        from_start = plain(v.gettext("You must {follow} throughout, even while the stock lasts: play a card "
                                     "of the suit led whenever you have one.", follow=follow))
        said = text.count(plain_duty) + text.count(from_start)
        assert said == 1, (name, locale, said)
        if rules.deals.stock is None:
            continue
        changes = stock_changes_play(rules, s)
        assert (from_start in text) is not changes, (name, locale)
        empty = plain(v.gettext("Once the stock is empty:"))
        assert (empty in text) is changes, (name, locale)
        revoke = plain(v.gettext("Once the stock is empty, failing to {follow} when you could is {revoke:a}.",
                                 follow=follow, revoke=s.word("revoke")) if not rules.illegal.refuse else
                       v.gettext("Once the stock is empty, a card that does not {follow} when you could is "
                                 "refused: the player plays another, with no penalty (so there is never "
                                 "{revoke:a}).", follow=follow, revoke=s.word("revoke")))
        assert (revoke in text) is changes, (name, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_stock_is_counted_one_way_with_its_trump_card(locale: str) -> None:
    """EN-22/EN-26/L11, D05: the book's stock is every card not dealt, the turned trump card
    under it; the glossary draws from it only as many tricks as it lasts."""
    for name in ALL:
        rules = load_rules(name)
        if rules.deals.stock is None:
            continue
        total = rules.deck.size - rules.table.players * rules.deals.hand_size
        v, s = Voice(locale), _speaker(name, locale)
        text = book(name, locale)
        formed = plain(v.ngettext("The other {count} card lies face down on top of the {trump} card and, with it, "
                                  "forms the stock of {total}.",
                                  "The other {count} cards lie face down on top of the {trump} card and, with it, "
                                  "form the stock of {total}.", total - 1, trump=s.word("trump"), total=total)
                       ).replace("'", "’")  # as the book sets it
        assert formed in text, (name, locale, formed)
        glossary = _section(text, -2)
        assert f" {total} " in glossary and f" {total // rules.table.players} " in glossary, (name, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_table_option_is_said_as_a_choice_never_as_a_subject(locale: str) -> None:
    """EN-09, MB-3/D15/D16, L5/L6: "X. The table may choose instead: Y; or Z", and what a value
    changes follows "If the table chooses X": no value is the subject of a verb."""
    old = {"en": ("unless the table chooses", "** changes:", "** keeps the rules"),
           "pt-PT": ("se a mesa assim decidir", "** muda:", "** mantém"),
           "pt-BR": ("se a mesa decidir,", "** muda:", "** mantém"),
           "fr": ("si la table le décide", "Le choix **", "L’autre choix est")}[locale]
    frame = {"en": "The table may choose instead: ", "pt-PT": "A mesa pode escolher, em vez disso: ",
             "pt-BR": "A mesa pode escolher, em vez disso: ", "fr": "La table peut choisir à la place : "}[locale]
    seen = 0
    for name in ALL:
        spec = load_variant(name)
        if not spec.options:
            continue
        seen += 1
        options = _section(book(name, locale), 1)
        assert frame in options, (name, locale)
        for phrase in old:
            assert phrase not in options, (name, locale, phrase)
        assert not re.search(r"^ {8}- \*\*", options, re.M), (name, locale)  # a value line begins with the frame
    assert seen >= 3


@pytest.mark.parametrize("locale", LOCALES)
def test_a_table_that_refuses_illegal_cards_says_a_revoke_cannot_happen(locale: str) -> None:
    """R-6, en R01, fr FR-18 (round 9): the books where the engine refuses an illegal card define
    the revoke as such and say the card is refused, so none stands; they define no penalty, which
    no one can incur there (fr FR10-12, pt-BR BR10-15); the others say neither."""
    v = Voice(locale)
    for name in BUNDLED:
        rules, s = load_rules(name), Speaker(v, load_variant(name))
        note = plain(v.gettext("{meaning}; here such a card is refused, so no {revoke} stands", meaning="",
                               revoke=s.word("revoke"))).strip(" ;\u00a0")
        glossary = _section(book(name, locale), -2)
        penalty = f"- **{plain(v.pgettext('glossary', 'penalty'))}**"
        if unpunished(rules):  # a misdeal only dealt again punishes nobody (jogos-do-rei: EN19-02)
            assert glossary.count(note) == 1, (name, locale)
            # nothing is punished there: "with no penalty" is plain words, no entry (fr FR10-12)
            assert penalty not in glossary and "(it cannot happen here" not in glossary, (name, locale)
        else:
            assert note not in glossary, (name, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_game_point_is_defined_by_what_the_engine_scores(locale: str) -> None:
    """D28: a hand won is worth the compiled values (1, 2 or 4 at Portugal's table)."""
    v = Voice(locale)
    for name in BUNDLED:
        rules = load_rules(name)
        if rules.bidding is not None:
            continue
        sc = rules.scoring
        values = {g for g in sc.games_for_points if g > 0} | (
            {sc.bandeira_games} if sc.bandeira_by_tricks is not None else set())
        values |= {sc.all_points_games} if sc.all_points_games else set()
        if len(values) > 1:
            listed = v.listing([str(g) for g in sorted(values)], "or")
            assert listed in _section(book(name, locale), -2), (name, locale, listed)


@pytest.mark.parametrize("locale", LOCALES)
def test_equal_highest_scores_draw_as_the_italiana_book_says(locale: str) -> None:
    """D29: the declarer and the partner, level before the hand, reach the target together:
    the engine calls it a draw, and the book says so in those words."""
    rules = load_rules("sueca-italiana")
    target = rules.match.target
    assert rules.match.reached((target, target, 0, 0, 0)) == (None, True)
    assert rules.match.reached((target + 1, target, 0, 0, 0)) == (0, False)
    v, s = Voice(locale), _speaker("sueca-italiana", locale)
    said = plain(v.gettext("If several players reach {target} in the same {hand}, the one with the highest score "
                           "wins the {match}; if two or more share the highest score, nobody wins the {match} alone: "
                           "it ends in a draw between them (as it does whenever the declarer and the partner, level "
                           "before the {hand}, reach {target} together).",
                           target=games(target, s), hand=s.word("hand"), match=s.word("match")))
    assert said in book("sueca-italiana", locale)


def test_manilha_is_said_as_portugals_word_to_a_brazilian_reader() -> None:
    """P-1, pt-BR R4: to a Brazilian reader *manilha* is the truco card; every pt-BR book, of a
    Brazilian table or of Portugal's, whose table names it, says the 7 is what Portugal calls the manilha; the other
    locales keep their word."""
    for name in BUNDLED:
        text = book(name, "pt-BR")
        if load_variant(name).words.manilha is None:  # BR12-15: a table whose sources never name it
            assert "manilha" not in text, name
            continue
        assert ("que os portugueses chamam de manilha" in text  # the Azores' 10: the 7 elsewhere (BR13-05)
                or "que aqui se chama manilha (no resto de Portugal, a manilha é o 7)" in text), name
        assert "não é a manilha do truco" in text, name
        assert ", é a manilha." not in text, name
        # to a reader in Portugal, Portugal's own books say it plainly; a Brazilian table's book says
        # whose word it is, to that reader too (PT22-05)
        portuguese = str(getattr(load_variant(name).region, "value", load_variant(name).region)) == "PT"
        assert ("que os portugueses chamam" in book(name, "pt-PT")) is not portuguese, name


@pytest.mark.parametrize("locale", LOCALES)
def test_the_worked_example_plays_003s_five_of_hearts(locale: str) -> None:
    """R-1/D36: 003's example: "Dan plays 5♥"."""
    five = {"en": "5 of hearts", "pt-PT": "5 de copas", "pt-BR": "5 de copas", "fr": "5 de cœur"}[locale]
    for name in ("portugal", "azores", "mesa-brasileira"):
        assert five in book(name, locale), (name, locale)
