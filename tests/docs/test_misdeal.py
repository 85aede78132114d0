"""EN19-02: the books on Portugal's rules say what a misdeal does. 003 is silent, so Portugal's
book sets it — the cards are gathered and the same dealer deals again, nobody scores — said as
what the table does, not as a penalty, and listed among the rules the book sets itself; tables
that punish a misdeal keep their own penalty, and a table that punishes one kind of it (mesa-calada's
dealing out of order, EN20-01) keeps Portugal's for the rest."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from sueca_rules.catalogue.meta.book import unpunished
from sueca_rules.docs import diff_variants
from sueca_rules.engine import Match
from sueca_rules.engine.autoplay import random_match
from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.words.i18n import LOCALES, Voice

from ..conftest import ROOT, run_cli
from ..loaded import load_rules, load_variant
from .books import book

ON_PORTUGAL = ("portugal", "brazil", "azores", "sueca-fr", "jogos-do-rei", "sueca-online")
CALADA = str(ROOT / "variants" / "house" / "mesa-calada.sueca")

SAID = {  # the whole item, as a reader reads it; when, as the engine takes it (FR20-01)
    "en": "- **Any irregularity in shuffling, cutting or dealing**: whenever the table finds it during the hand, the "
          "cards are gathered and the same dealer deals again; nobody scores.",
    "pt-PT": "- **Qualquer irregularidade ao baralhar, partir ou dar as cartas**: seja quando for que a mesa a note "
             "durante a mão, as cartas são recolhidas e o mesmo distribuidor volta a dar; ninguém marca.",
    "pt-BR": "- **Qualquer irregularidade ao embaralhar, cortar ou dar as cartas**: sempre que a mesa a perceber "
             "durante a mão, as cartas são recolhidas e o mesmo carteador dá as cartas de novo; ninguém marca.",
    "fr": "- **Toute irrégularité en mélangeant, en coupant ou en distribuant** : dès que la table la constate "
          "pendant la donne, les cartes sont ramassées et le même donneur redonne ; personne ne marque.",
}
SET_BY_BOOK = {"en": "what follows a misdeal", "pt-PT": "o que se segue a um erro ao baralhar, partir ou dar",
               "pt-BR": "o que acontece depois de um erro ao embaralhar, cortar ou dar",
               "fr": "ce qui suit une faute de mélange, de coupe ou de donne"}


@pytest.mark.parametrize("locale", LOCALES)
def test_portugal_says_a_misdeal_is_dealt_again_and_sets_it_itself(locale: str) -> None:
    v = Voice(locale)
    text = book("portugal", locale)
    assert SAID[locale] in text.splitlines()
    # not a penalty: no "the penalty is:" heading, no void hand said of a hand never played
    assert v.ngettext("When the table sees this fault, the penalty is:",
                      "When the table sees one of these faults, the penalty is:", 1) not in text
    [decided] = [line for line in text.splitlines()
                 if line.startswith(v.gettext("Rules not in the sources, set by this book: {rules}.")[:12])]
    assert SET_BY_BOOK[locale] in decided


@pytest.mark.parametrize("name", ON_PORTUGAL)
def test_every_book_on_portugals_rules_keeps_the_rule(name: str) -> None:
    said = SAID["en"]
    if all(p.cuts == "nobody" for p in load_variant(name).deal.values()):  # nobody cuts there (BR20-04)
        said = said.replace("shuffling, cutting or dealing", "shuffling or dealing")
    assert said in book(name, "en").splitlines(), name
    rules = load_rules(name)
    if rules.illegal.refuse:  # jogos-do-rei, sueca-online: still nothing is punished there
        assert unpunished(rules), name


def test_a_table_that_punishes_a_misdeal_keeps_its_penalty() -> None:
    calada = book(CALADA, "en")
    lines = calada.splitlines()  # its own penalty, inside the penalties' list (indented)
    assert "    - **Shuffling, cutting or dealing out of order**: the team not at fault wins the hand and scores 1 " \
           "game point." in lines
    # that fault is its own (`out-of-order`, EN20-01, FR20-02); any other irregularity is Portugal's
    # misdeal, which it keeps, dealt again, under the name the file gives it
    assert SAID["en"] not in lines
    # after the table's penalties, "any other" (BR22-03)
    assert SAID["en"].replace("Any irregularity in shuffling, cutting or dealing**", "Any other irregularity in "
                              "shuffling, cutting or dealing (a wrong number of cards, a card turned face up "
                              "while dealing)**") in lines
    assert "- **Shuffling, cutting or dealing out of order**: the team not at fault wins the hand and scores 1 " \
           "game point — in Sueca (Portugal): no penalty of its own (its other rules apply)." in lines  # EN21-01
    assert "— in Sueca (Portugal): whenever the table finds it during the hand" not in calada  # the misdeal is alike
    decided = calada.split("Rules not in the sources, set by this book:")[1].split("\n")[0]
    assert "what follows a misdeal" not in decided and "; what follows any other irregularity in shuffling, " \
        "cutting or dealing (a wrong number of cards, a card turned face up while dealing); " in decided
    brasileira = book("mesa-brasileira", "en")
    assert "**Any irregularity in shuffling, cutting or dealing**: the team not at fault wins the hand and scores " \
           "1 game point." in brasileira


def test_diff_says_portugals_misdeal_as_the_book_does() -> None:
    text = diff_variants(load_variant("portugal"), load_variant("mesa-brasileira"), "en")
    assert re.search(r"Sueca \(Portugal\): whenever the table finds it during the hand, the cards are "
                     r"gathered and the same\s+dealer deals again;\s+nobody scores", text)


@pytest.mark.parametrize("team", [0, 1])
def test_a_misdeal_declared_at_portugal_deals_again_by_the_same_dealer(team: int) -> None:
    match = Match(load_rules("portugal"), 7)
    match.deal()
    dealer = match.dealer
    match.declare(team, "misdeal")
    assert match.summary()["hands"] == [{"points": [0, 0], "tricks": [0, 0], "game_points": [0, 0],
                                        "settled_by": "misdeal"}]
    assert list(match.scores) == [0, 0]
    match.deal()
    assert match.dealer == dealer


def test_random_play_commits_no_misdeal_that_punishes_nobody() -> None:
    """Autoplay's mischief (and `simulate --infractions`) leaves out a misdeal only dealt again:
    it costs nobody anything, and the golden records stay as they were."""
    rules = load_rules("portugal")
    assert list(rules.illegal.infractions) == ["misdeal"] and rules.illegal.mischief == ()
    record = random_match(rules, 2026).record()
    assert not any(action[0] == "declare" for hand in record["hands"] for action in hand["actions"])
    calada = load_rules(CALADA)  # its misdeal, Portugal's, dealt again: left out; its own fault is in (EN20-01)
    assert list(calada.illegal.infractions) == ["talking", "misdeal", "looking_back", "out_of_turn", "out_of_order"]
    assert calada.illegal.mischief == ("talking", "looking_back", "out_of_turn", "out_of_order")


def test_the_terminal_says_the_new_deal_and_no_penalty(tmp_path: Path) -> None:
    output: list[str] = []
    answers = "".join(f"{line}\n" for line in ["help", "declare misdeal them", "quit"])
    play_in_terminal(load_rules("portugal"), "portugal", 0, 3, tmp_path / "p.json", io.StringIO(answers),
                     output.append)
    text = " ".join(" ".join(output).split())
    assert "misdeal — any irregularity in shuffling, cutting or dealing" in text  # BR22-05: keyword — meaning
    assert "Declared: any irregularity in shuffling, cutting or dealing. Whenever the table finds it during the " \
           "hand, the cards are gathered and the same dealer deals again; nobody scores." in text
    assert "the penalty applies" not in text


def test_simulate_says_portugal_punishes_nothing_to_commit_at_random() -> None:
    result = run_cli("simulate", "portugal", "--hands", "4", "--infraction-rate", "0.5", "--engine", "python")
    assert result.returncode == 0, result.stderr
    assert "portugal punishes no declared infractions (--infraction-rate changes nothing there)" in result.stderr
