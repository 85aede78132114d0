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
