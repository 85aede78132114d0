"""The search expert plays by the variant's rules, from what its seat may know, and the same
seed makes the same choices."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from sueca_rules.engine import Match
from sueca_rules.kernel import native
from sueca_rules.play.bots import make_bot
from sueca_rules.play.expert import ExpertBot
from sueca_rules.play.search import SearchExpert
from sueca_rules.play.seen import SeatView

from ..loaded import load_rules
from .test_kernel import COVERED

needs_kernel = pytest.mark.skipif(native.KERNEL is None, reason=native.MISSING)


@needs_kernel
@pytest.mark.parametrize("name", COVERED)
def test_the_expert_plays_only_legal_cards(name: str) -> None:
    """Experts in every seat, a hand of every variant: never a revoke (where illegal cards are
    accepted, one would be noted; where refused, the match would refuse it)."""
    rules = load_rules(name)
    bots = [SearchExpert(rules, random.Random(seat), worlds=3) for seat in range(4)]
    match = Match(rules, 3)
    hand = match.deal(next(iter(rules.deals)))
    views = [SeatView(s, hand) for s in range(4)]
    while not hand.finished:
        card = bots[hand.turn].choose(views[hand.turn])
        assert card in hand.legal
        match.play(card)
    assert not hand.revokes


@needs_kernel
def test_the_same_seed_makes_the_same_choices_and_a_player_view_is_remembered() -> None:
    rules = load_rules("variants/house/alentejo-montar.sueca")  # review: the last trick only
    first, again = ([SearchExpert(rules, random.Random(9), worlds=6) for _ in range(4)] for _ in range(2))
    for bots in (first, again):
        match = Match(rules, 5)
        hand = match.deal("standard")
        cards = []
        while not hand.finished:
            card = bots[hand.turn].choose(match.view(hand.turn))
            cards.append(card)
            match.play(card)
        if bots is first:
            played = cards
    assert cards == played and not hand.revokes


def test_the_expert_is_the_search_expert_where_the_kernel_is_built() -> None:
    bot = make_bot("expert", load_rules("portugal"), random.Random(1))
    assert isinstance(bot, SearchExpert if native.KERNEL is not None else ExpertBot)
    assert type(make_bot("playout", load_rules("portugal"), random.Random(1))) is ExpertBot


@needs_kernel
def test_the_search_expert_plays_whatever_a_player_view_shows(tmp_path: Path) -> None:
    """Asked with the terminal's PlayerView of a table where no finished trick may be looked at
    again, and one seat's bot joining mid-hand with no memory: every card legal."""
    (tmp_path / "blind.sueca").write_text(
        'variant blind extends portugal "No trick looked at again"\nplay {\n  review none\n}\n',
        encoding="utf-8")
    rules = load_rules(str(tmp_path / "blind.sueca"))
    assert rules.view.review == 0
    for seed in range(4):
        match = Match(rules, seed)
        hand = match.deal()
        bots = {seat: SearchExpert(rules, random.Random(seat), worlds=4) for seat in range(4)}
        while not hand.finished:
            if len(hand.tricks) == 5 and hand.turn == 2:
                bots[2] = SearchExpert(rules, random.Random(seed), worlds=4)
            view = match.view(hand.turn)
            card = bots[hand.turn].choose(view)
            assert card in view.legal
            match.play(card)
        assert not hand.revokes
