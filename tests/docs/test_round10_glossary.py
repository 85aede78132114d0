"""The tenth readers' glossary and book sentences, by kind: no penalty defined where nothing
is punished (fr FR10-12, pt-BR BR10-15); a refused card said once, "so there is never a
revoke" (fr FR10-09); a Brazilian table's Portuguese glossed in its own norm (fr FR10-07); the
italiana's called card and partner (en EN10-09), its tie at the top (BR10-13) and its contract
made (fr FR10-03); sueca-online's first lead and deal against the direction of play (PT10-11,
BR10-08, PT10-03)."""

from __future__ import annotations

import re

import pytest

from sueca_rules.catalogue.meta.book import unpunished
from sueca_rules.catalogue.phrases import games
from sueca_rules.checks import validate
from sueca_rules.docs.rulebook import rulebook
from sueca_rules.words.grammar import split_gloss
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker, own_norm
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from .books import book, without_program


def _glossary(text: str) -> str:
    return without_program(text).split("\n## ")[-2]  # then the sources, the book's last (PT22-01)


def _section(text: str, index: int) -> str:
    return text.split("\n## ")[index]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_penalty_is_defined_only_where_one_can_happen(locale: str) -> None:
    """Where an illegal card is refused and nothing else is punished, no glossary entry defines
    a penalty; every book of a table that punishes something and says the word defines it."""
    v = Voice(locale)
    entry = f"- **{plain(v.pgettext('glossary', 'penalty'))}**"
    seen = {True: 0, False: 0}
    for name in BUNDLED:
        rules = load_rules(name)
        none = unpunished(rules)
        seen[none] += 1
        glossary = _glossary(book(name, locale))
        if none:
            assert entry not in glossary, (name, locale)
        elif re.search(re.escape(plain(v.pgettext("glossary", "penalty"))), book(name, locale).split(glossary)[0],
                       re.I):
            assert entry in glossary, (name, locale)
    assert seen[True] >= 4 and seen[False] >= 4  # jogos-do-rei, sueca-online, sueca-a-dois, sueca-italiana


@pytest.mark.parametrize("locale", LOCALES)
def test_a_refused_card_is_said_once_and_never_called_a_revoke(locale: str) -> None:
    """The refused-card books say in one sentence that the card is refused, with no penalty,
    so there is never a revoke; none says "failing to follow suit is a revoke"."""
    v = Voice(locale)
    for name in BUNDLED:
        rules = load_rules(name)
        s = Speaker(v, load_variant(name))
        follow, revoke = s.word("follow"), s.word("revoke")
        text = book(name, locale)
        refused = [plain(v.gettext(msg, follow=follow, revoke=revoke)) for msg in (
            "A card that does not {follow} when you could is refused: the player plays another, with no "
            "penalty (so there is never {revoke:a}).",
            "Once the stock is empty, a card that does not {follow} when you could is refused: the player plays "
            "another, with no penalty (so there is never {revoke:a}).")]
        is_revoke = [plain(v.gettext(msg, follow=follow, revoke=revoke)) for msg in (
            "Failing to {follow} when you could is {revoke:a}.",
            "Once the stock is empty, failing to {follow} when you could is {revoke:a}.")]
        if rules.illegal.refuse and rules.play.must_follow:
            assert sum(text.count(x) for x in refused) == 1, (name, locale)
            assert not any(x in text for x in is_revoke), (name, locale)
        else:
            assert not any(x in text for x in refused), (name, locale)


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_the_portuguese_gloss_is_the_tables_own_norm(locale: str) -> None:
    """An English or French glossary glosses the game point and the dealer in the table's own
    Portuguese: a Brazilian table's *ponto de jogo* and *carteador* (in Brazil *jogo* is the
    match), Portugal's *jogo* and *distribuidor*."""
    v = Voice(locale)
    norms = set()
    for name in ("brazil", "jogos-do-rei", "sueca-online", "mesa-brasileira", "portugal"):
        spec = load_variant(name)
        norm = own_norm(spec)
        norms.add(norm)
        glossary = _glossary(book(name, locale))
        own = Speaker(Voice(norm), spec)
        for key in ("game_point", "dealer"):
            word = split_gloss(Speaker(v, spec).word(key).text)[0]
            portuguese = split_gloss(own.word(key).text)[0]
            assert re.search(rf"^- \*\*{re.escape(word)}\*\* \(\*{re.escape(portuguese)}\*", glossary, re.M), (
                name, locale, key, portuguese)
        if norm == "pt-BR":  # the dealer as the pt-BR book says it: 001's and 002's distribuidor (EN15-04)
            assert "(*jogo*" not in glossary, (name, locale)
            assert ("(*distribuidor*" in glossary) is (own.word("dealer").text == "distribuidor"), (name, locale)
    assert norms == {"pt-BR", "pt-PT"}


@pytest.mark.parametrize("locale", LOCALES)
def test_the_called_card_and_the_partner_are_defined(locale: str) -> None:
    """A table whose declarer calls a partner defines the called card (its holder unknown to
    the others until it is played, as the engine's view shows) and the partner; the auction's
    sentence names the called card; a table without an auction defines neither."""
    v = Voice(locale)
    card, partner = plain(v.pgettext("glossary", "called card")), plain(v.pgettext("glossary", "partner"))
    for name in BUNDLED:
        rules, text = load_rules(name), book(name, locale)
        glossary = _glossary(text)
        called = rules.bidding is not None and rules.bidding.called_card
        assert (f"- **{card}**" in glossary) is called, (name, locale)
        assert (f"- **{partner}**" in glossary) is called, (name, locale)
        if called:
            assert card in text.split(glossary)[0].casefold(), (name, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_contract_made_is_its_own_clause_and_a_tie_at_the_top_has_no_winner(locale: str) -> None:
    """The italiana: "…they have made the contract: each of them scores 1 game point; the
    defenders score nothing.", the count a sentence before it; and, the engine giving no winner
    at equal highest scores, "nobody wins the match alone"."""
    v = Voice(locale)
    rules, s, text = load_rules("sueca-italiana"), Speaker(v, load_variant("sueca-italiana")), \
        book("sueca-italiana", locale)
    target = rules.match.target
    assert rules.match.reached((target, target, 0, 0, 0)) == (None, True)
    line = next(x for x in text.splitlines() if plain(v.gettext("the defenders score nothing")) in x)
    assert line.endswith(plain(v.clauses(["", v.gettext("the defenders score nothing")])) + "."), line
    count, made = line.split(". ", 1)  # the count, then the contract: one colon a sentence
    assert count.count(":") == 0 and made.count(":") == 1, line
    assert plain(v.gettext("each of them scores {games}", games=games(1, s))) in made, line
    said = plain(v.gettext("If several players reach {target} in the same {hand}, the one with the highest score "
                           "wins the {match}; if two or more share the highest score, nobody wins the {match} alone: "
                           "it ends in a draw between them (as it does whenever the declarer and the partner, level "
                           "before the {hand}, reach {target} together).", target=games(target, s), hand=s.word("hand"),
                           match=s.word("match")))
    assert said in text, locale


def _online(locale: str, direction: str | None) -> str:
    options = {"direction": direction} if direction else None
    resolved = validate("sueca-online", options)
    parent = validate(resolved.layers[1].source.file).spec if len(resolved.layers) > 1 else None
    return plain(rulebook(resolved.spec, locale, parent))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_direction_option_says_what_does_not_turn(locale: str) -> None:
    """sueca-online: the first leader stays on the dealer's right whichever way play turns, so
    with play clockwise the dealer plays second to the first trick (said in both books, from the
    compiled seats); the deal goes round the same way in both, said with or against the play."""
    v = Voice(locale)
    for direction in (None, "clockwise"):
        rules = load_rules("sueca-online", {"direction": direction} if direction else None)
        s = Speaker(v, load_variant("sueca-online", {"direction": direction} if direction else None))
        leader = next(iter({plan.leader for plan in rules.deals.values()}))
        second = -leader * 1 % rules.table.players == 1  # clockwise: the step +1
        text = _online(locale, direction)
        remark = plain(v.gettext("with play clockwise, the {dealer} then plays second to the first {trick}",
                                 dealer=s.word("dealer"), trick=s.word("trick")))
        assert (remark in text) is second, (locale, direction)
        with_play = plain(v.gettext("{route} (in the direction of play)", route="")).strip()
        against = plain(v.gettext("{route} (against the direction of play)", route="")).strip()
        assert (with_play in text) is (direction is None), (locale, direction)
        assert (against in text) is (direction == "clockwise"), (locale, direction)
    for name in BUNDLED:  # a table whose direction is no option says nothing of it
        if name != "sueca-online":
            assert "plays second to the first" not in book(name, "en"), name
