"""Dealing by every procedure the variants name."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sueca_rules.engine import DealError, deal_cards, shuffled
from sueca_rules.errors import IllegalMove

from ..conftest import BUNDLED
from .helpers import rules_of

DECK = list(range(40))


def test_portugal_packets_of_ten_clockwise_from_the_left_dealer_last() -> None:
    rules = rules_of("portugal")
    deal = deal_cards(rules, dealer=0, deck=DECK)
    assert deal.hands[1] == tuple(range(0, 10))    # the dealer's left first
    assert deal.hands[2] == tuple(range(10, 20))
    assert deal.hands[3] == tuple(range(20, 30))
    assert deal.hands[0] == tuple(range(30, 40))   # ending with the dealer
    assert (deal.trump_card, deal.trump, deal.trump_holder) == (39, 3, 0)  # the last card
    assert deal.leader == 3                          # the dealer's right leads
    assert (deal.shuffler, deal.cutter) == (3, 1)    # right shuffles, left cuts


def test_portugal_alternative_anticlockwise_dealer_first_first_card() -> None:
    deal = deal_cards(rules_of("portugal"), dealer=2, deck=DECK, procedure="alternative")
    assert deal.hands[2] == tuple(range(10)) and deal.hands[1] == tuple(range(10, 20))
    assert deal.hands[0] == tuple(range(20, 30)) and deal.hands[3] == tuple(range(30, 40))
    assert (deal.trump_card, deal.trump_holder, deal.leader) == (0, 2, 1)


def test_jogos_do_rei_one_at_a_time_from_the_next_player() -> None:
    deal = deal_cards(rules_of("jogos-do-rei"), dealer=0, deck=DECK)
    assert deal.hands[1] == tuple(range(0, 40, 4)) and deal.hands[0] == tuple(range(3, 40, 4))
    assert (deal.trump_card, deal.trump_holder, deal.leader) == (39, 0, 1)
    with pytest.raises(DealError, match="no 'alternative' deal"):
        deal_cards(rules_of("jogos-do-rei"), 0, DECK, "alternative")


def test_sueca_online_dealer_shows_first_card_and_deals_anticlockwise() -> None:
    deal = deal_cards(rules_of("sueca-online"), dealer=1, deck=DECK)
    assert deal.hands[1] == tuple(range(10)) and deal.hands[0] == tuple(range(10, 20))
    assert deal.hands[3] == tuple(range(20, 30))
    assert (deal.trump_card, deal.trump_holder, deal.leader) == (0, 1, 0)  # dealer's right


def test_azores_trump_cut_from_unused_cards() -> None:
    rules = rules_of("azores")
    deal = deal_cards(rules, dealer=0, deck=DECK, cut=["9D", "7S"])
    assert (deal.trump, deal.trump_card, deal.trump_holder) == (2, None, None)
    with pytest.raises(DealError, match="give the cut cards"):
        deal_cards(rules, 0, DECK)
    with pytest.raises(DealError, match="not one of the unused cards"):
        deal_cards(rules, 0, DECK, cut=["AS"])


def test_mesa_brasileira_dealer_may_choose() -> None:
    rules = rules_of("mesa-brasileira")
    last = deal_cards(rules, dealer=1, deck=DECK)
    first = deal_cards(rules, dealer=1, deck=DECK, procedure="alternative")
    assert last.hands[2][0] == 0 and last.trump_card == 39 and 39 in last.hands[1]
    assert first.hands[1][0] == 0 and first.trump_card == 0
    assert last.leader == first.leader == 3  # "B distribui e D começa"
    assert (last.shuffler, last.cutter) == (0, 2)  # "A embaralha, C corta"


def test_sueca_fr_shuffler_and_cutter() -> None:
    rules = rules_of("sueca-fr")
    assert (deal_cards(rules, 0, DECK).shuffler, deal_cards(rules, 0, DECK).cutter) == (1, 3)
    alt = deal_cards(rules, 0, DECK, "alternative")
    assert (alt.shuffler, alt.cutter) == (0, 3)


@pytest.mark.parametrize("deck", [
    [0] * 40, [*range(39), -1], [*range(1, 40), -40], [*range(39), 40], list(range(39)),
    [*range(39), "x"], [*range(40), 0],
], ids=["repeated", "negative", "negative-alias", "too-high", "short", "not-a-card", "long"])
def test_a_bad_deck_is_refused(deck: list[int]) -> None:
    with pytest.raises(DealError, match="each of the 40 cards exactly once"):
        deal_cards(rules_of("portugal"), 0, deck)


@pytest.mark.parametrize("name", BUNDLED)
def test_shuffled_deals_are_deterministic(name: str) -> None:
    rules = rules_of(name)
    a, cut_a = shuffled(rules, random.Random(5))
    b, cut_b = shuffled(rules, random.Random(5))
    assert a == b and cut_a == cut_b and sorted(a) == sorted(rules.deck.cards)
    assert bool(cut_a) == (name == "azores")


# -- the cut: one rule for case files and Match.deal -------------------------------------------
CUT_CASES = [  # (variant, procedure, cut, refused because)
    ("portugal", "standard", ["ZZ", "QQ"], "does not cut the unused cards"),
    ("portugal", "standard", ["8S"], "does not cut the unused cards"),
    ("azores", "standard", [], "cuts the unused cards for trump: give them"),
    ("azores", "standard", ["7S", "7S"], "cut twice"),
    ("azores", "standard", ["7S", "7♠"], "cut twice"),
    ("azores", "standard", ["AS"], "not one of the unused cards"),
    ("azores", "standard", ["ZZ"], "not a card"),
    ("azores", "standard", [*rules_of("azores").unused_names, "7S"], "cut cards, but only 12"),
]


@pytest.mark.parametrize(("variant", "procedure", "cut", "why"), CUT_CASES)
def test_a_wrong_cut_is_one_problem_for_case_files_and_match_deal(
        variant: str, procedure: str, cut: list[str], why: str, tmp_path: Path) -> None:
    from sueca_rules.engine import Match
    from sueca_rules.engine.deal import cut_problems

    rules = rules_of(variant)
    assert any(why in message for _, message in cut_problems(rules, procedure, cut))
    match = Match(rules, seed=1)
    before = json.dumps(match.record()), match.rng.getstate()
    with pytest.raises(IllegalMove, match=why):
        match.deal(procedure, rules.names(range(40)), cut)
    assert (json.dumps(match.record()), match.rng.getstate()) == before  # nothing changed
    case = tmp_path / "cut.yaml"
    case.write_text(f"variant: {variant}\ncases:\n  - id: c\n    deal:\n      dealer: 0\n"
                    f"      deck: [{', '.join(rules.names(range(40)))}]\n"
                    + (f"      cut: [{', '.join(cut)}]\n" if cut else "")
                    + "    expect: {leader: 3}\n", encoding="utf-8")
    from sueca_rules.conformance.cases import load_case_file
    from sueca_rules.errors import ProblemsError

    with pytest.raises(ProblemsError) as info:
        load_case_file(case)
    assert any(why in p.message for p in info.value.problems)


def test_a_cut_in_another_spelling_is_recorded_in_this_packages() -> None:
    from sueca_rules.engine import Match

    rules = rules_of("azores")
    match = Match(rules, seed=1)
    hand = match.deal(None, rules.names(range(40)), ["9♦"])
    assert hand.deal.trump == 2 and match.record()["hands"][0]["cut"] == ["9D"]  # type: ignore[index]


@pytest.mark.parametrize("name", ["portugal", "azores"])
def test_shuffled_is_random_shuffle_draw_for_draw(name: str) -> None:
    """The engine's one-frame shuffle gives random.shuffle's orders and leaves the stream where
    random.shuffle leaves it (a seed deals the same cards as before it existed), and a Random
    subclass, which may draw otherwise, is shuffled by its own shuffle."""
    rules = rules_of(name)
    for seed in range(300):
        ours, theirs = random.Random(seed), random.Random(seed)
        deck, unused = shuffled(rules, ours)
        expected = list(range(40))
        theirs.shuffle(expected)
        expected_unused = list(rules.deck.unused_names)
        if rules.deals.cut_for_trump:
            theirs.shuffle(expected_unused)
        else:
            expected_unused = []
        assert (deck, unused) == (expected, expected_unused)
        assert ours.random() == theirs.random()

    class Counting(random.Random):
        shuffles = 0

        def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
            Counting.shuffles += 1
            super().shuffle(x)

    shuffled(rules, Counting(1))
    assert Counting.shuffles == (2 if rules.deals.cut_for_trump else 1)


def test_choice_of_picks_as_random_choice_draw_for_draw() -> None:
    """The one-frame choice a random bot plays with gives random.choice's picks from the same
    seed, for every length a hand's legal cards can have and longer, and leaves the stream where
    random.choice leaves it; an empty sequence is an IndexError as with random.choice; a Random
    subclass, which may draw otherwise, chooses by its own choice."""
    from sueca_rules.engine.deal import choice_of

    for seed in range(50):
        ours, theirs = random.Random(seed), random.Random(seed)
        pick = choice_of(ours)
        for size in [*range(1, 41), 41, 64, 1000] * 3:
            items = tuple(range(size))
            assert pick(items) == theirs.choice(items)
        assert ours.random() == theirs.random()
    with pytest.raises(IndexError):
        choice_of(random.Random(1))(())

    class Counting(random.Random):
        choices = 0

        def choice(self, seq):  # type: ignore[no-untyped-def,override]
            Counting.choices += 1
            return super().choice(seq)

    assert choice_of(Counting(1))([5, 6]) in (5, 6) and Counting.choices == 1
