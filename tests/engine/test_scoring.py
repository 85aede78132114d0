"""Hand scoring in every variant: bands, bandeira, all points, ties."""

from __future__ import annotations

import pytest

from sueca_rules.engine import score_hand

from .helpers import rules_of


@pytest.mark.parametrize(
    ("variant", "points", "tricks", "ties", "expected", "ends"),
    [
        ("portugal", (94, 26), None, 0, (2, 0), False),          # 003 example
        ("portugal", (61, 59), None, 0, (1, 0), False),
        ("portugal", (60, 60), None, 0, (0, 0), False),
        ("portugal", (30, 90), None, 1, (0, 2), False),          # 003: 2 games for 61–90 after a tie
        ("portugal", (91, 29), None, 1, (3, 0), False),          # 3 games for 91 or more
        ("portugal", (91, 29), None, 2, (4, 0), False),          # two ties: +2 (our reading)
        ("portugal", (120, 0), (10, 0), 0, (4, 0), True),        # bandeira
        ("portugal", (120, 0), (9, 1), 0, (2, 0), False),        # all points, not all tricks
        ("mesa-brasileira", (90, 30), None, 0, (1, 0), False),  # "90 - 30 ... 1 ponto"
        ("mesa-brasileira", (120, 0), (9, 1), 0, (4, 0), True),  # bandeira by points
        ("mesa-brasileira", (70, 50), None, 3, (2, 0), False),  # +1, not cumulative
        ("jogos-do-rei", (120, 0), (9, 1), 0, (2, 0), False),   # "Fazer 120 sem ... vale 2"
        ("jogos-do-rei", (0, 120), (0, 10), 0, (0, 4), True),
        ("jogos-do-rei", (61, 59), None, 2, (3, 0), False),     # "empates seguidos se somam"
        ("sueca-fr", (91, 29), None, 0, (2, 0), False),
        ("sueca-fr", (61, 59), None, 2, (3, 0), False),         # "+2 après deux égalités"
        ("sueca-fr", (120, 0), (9, 1), 0, (2, 0), False),       # not a bandeira: 2 points
        ("sueca-online", (75, 45), None, 1, (1, 0), False),     # no carry in 001
        ("azores", (94, 26), None, 0, (2, 0), False),
    ],
)
def test_score_hand(variant: str, points: tuple[int, int], tricks: tuple[int, int] | None,
                    ties: int, expected: tuple[int, int], ends: bool) -> None:
    score = score_hand(rules_of(variant), points, tricks, ties)
    assert score.game_points == expected and score.ends_match == ends
    assert score.tie == (points[0] == points[1])


def test_brazil_long_match_bandeira_does_not_end_it() -> None:
    from sueca_rules import load_rules

    rules = load_rules("variants/house/brazil-long-match.sueca")
    score = score_hand(rules, (120, 0), (9, 1))
    assert score.bandeira and not score.ends_match and score.game_points == (4, 0)


# -- impossible hands and unbounded ties are refused by name (re-attack items 6 and 7) --------
@pytest.mark.parametrize(("points", "tricks", "ties", "argument", "words"), [
    ((120, 0), (0, 10), 0, "tricks", "team 0 took no trick"),
    ((100, 20), (10, 0), 0, "tricks", "team 1 took no trick"),
    ((0, 120), (6, 4), 0, "tricks", "team 1's 4 tricks are 16 cards, worth 0 to 112 points — not 120"),
    ((45, 75), (1, 9), 0, "tricks", "team 0's 1 tricks are 4 cards, worth 0 to 44 points — not 45"),
    ((94, 20), None, 0, "points", "must add up to 120"),
    ((94, 26), (6, 3), 0, "tricks", "must add up to 10"),
    ((94, 26), None, 1001, "ties_before", "from 0 to 1000"),
    ((94, 26), None, 10**9, "ties_before", "from 0 to 1000"),
    pytest.param((94, 26), None, 10**5000, "ties_before", "a number of about 5,001 digits",
                 id="ties-of-5000-digits"),
])
def test_an_impossible_hand_is_refused_by_name(points: tuple[int, int],
                                               tricks: tuple[int, int] | None, ties: int,
                                               argument: str, words: str) -> None:
    from sueca_rules.errors import ArgumentError

    with pytest.raises(ArgumentError) as caught:
        score_hand(rules_of("portugal"), points, tricks, ties)
    assert caught.value.argument == argument and words in str(caught.value)


@pytest.mark.parametrize("variant", ["portugal", "azores", "brazil", "jogos-do-rei"])
def test_every_consistent_split_is_scored(variant: str) -> None:
    """The sweep: for each trick split, the extremes of the points it can hold are accepted,
    one point past them refused — in every deck."""
    from sueca_rules.errors import ArgumentError

    rules = rules_of(variant)
    values, total = sorted(rules.points), rules.total_points
    for taken in range(11):
        low, high = sum(values[:4 * taken]), sum(values[40 - 4 * taken:])
        for points in {low, high}:
            score_hand(rules, (points, total - points), (taken, 10 - taken), 1000)
        for points in {low - 1, high + 1} - {-1, total + 1}:
            with pytest.raises(ArgumentError, match=r"^tricks: team"):
                score_hand(rules, (points, total - points), (taken, 10 - taken))


def test_a_hand_refuses_ties_past_the_bound() -> None:
    from sueca_rules.engine import Hand, deal_cards
    from sueca_rules.errors import ArgumentError

    rules = rules_of("portugal")
    assert Hand(rules, deal_cards(rules, 0, list(range(40))), 1000).ties_before == 1000
    for ties in (1001, 10**9, 10**5000, -1):
        with pytest.raises(ArgumentError, match=r"^ties_before: .*from 0 to 1000"):
            Hand(rules, deal_cards(rules, 0, list(range(40))), ties)
