"""Remarks of the eighth and ninth rounds' readers that say a rule plainly, checked on the books
as generated, in every locale:

- where each player keeps their own score (sueca-italiana), a contract made says that the
  defenders score nothing (eighth English reader, R-10), in the book and the matrix; the line
  for every trick, said as what replaces the contract made, does not say it again;
- a stock the trick's leader draws from first says the winner does not (sueca-52; en R9 R02,
  pt-PT R9-14)."""

from __future__ import annotations

import pytest

from sueca_rules.docs import matrix
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..loaded import load_variant
from .books import book


@pytest.mark.parametrize("locale", LOCALES)
def test_a_contract_made_says_the_defenders_score_nothing(locale: str) -> None:
    nothing = Voice(locale).gettext("the defenders score nothing")
    assert locale == "en" or nothing != "the defenders score nothing"  # translated
    text = book("sueca-italiana", locale)
    scoring = text.split("\n## ")[[p.split("\n")[0] for p in text.split("\n## ")].index(
        Voice(locale).gettext("Scoring"))]
    lines = [line for line in scoring.splitlines() if line.startswith("- ")]
    assert nothing in lines[0] and all(nothing not in line for line in lines[1:]), lines
    assert nothing in matrix([load_variant("sueca-italiana"), load_variant("portugal")], lang=locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_stock_the_leader_draws_from_first_says_it_is_not_the_winner(locale: str) -> None:
    # sueca-52 declares the leader-first draw as its own reading; readers who know Bisca's
    # winner-first draw read "the player who led the trick" as the next leader (en R9 R02,
    # pt-PT R9-14): the sentence says it is not the winner. sueca-a-dois (winner first) does not.
    v = Voice(locale)
    # (its own rule was said so in the item after BR15-02, PT15-05; it is named under the sources
    # with the book's other rules, as every other book's own rule is: EN21-02)
    leader = v.gettext("After each {trick}, the players draw one card each from the stock in the order of "
                       "play, starting with the player who led it (not its winner), until the stock is "
                       "empty.", trick=Speaker(v, load_variant("sueca-52")).word("trick"))  # EN16-05, four readers
    assert plain(leader).replace("'", "’") in plain(book("sueca-52", locale))
    assert "not its winner" not in book("sueca-a-dois", "en")


@pytest.mark.parametrize("locale", LOCALES)
def test_mesa_brasileira_names_its_alternative_deals_direction_as_its_own(locale: str) -> None:
    # 002 gives the direction only for the dealer who takes the last card ("para sua esquerda");
    # the book deals to the left for a dealer who starts with themselves too, and names that
    # among the rules it sets (fr R9 FR-01, the ninth round's one wrong rule; en R04, pt-PT R9-09)
    v = Voice(locale)
    own = plain(v.gettext("Rules not in the sources, set by this book: {rules}.", rules="")).split(":")[0]
    line = next(line for line in book("mesa-brasileira", locale).splitlines() if line.startswith(own))
    direction = v.gettext("which way the cards are dealt")  # the question the book settles (FR23-01)
    assert direction.lower() in line.lower(), line
