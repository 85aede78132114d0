"""Hands become named tallies: the one definition the engine's table and the kernel share.

A simulation keeps its hands compact while playing — how many hands ended each way — and
turns them into the tallies of :mod:`.stats` once per chunk, here.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine import Score

FIXED = ("hands", "decided", "ties", "team0_hand_wins", "dealer_team_wins", "leader_team_wins",
         "game_points", "game_points_sq", "bandeiras", "all_points_without_bandeira", "deals", "redeals")

# (settled by, team 0's card points, the dealer's team, the first leader's team, the score,
#  the deal procedure) -> how many hands
Row = tuple[tuple[str, int, int, int, Score, str], int]


def add_hands(tally: dict[str, int], total: int, rows: Iterable[Row]) -> None:
    """Add hands to `tally` (which holds every name of FIXED): `total` is the deck's card
    points; a hand "settled" by anything but "play" counts as settled by it, not as won."""
    for (settled, points, dealer_team, leader_team, score, procedure), n in rows:
        tally["hands"] += n
        key = "deal:" + procedure
        tally[key] = tally.get(key, 0) + n
        games = score.game_points[0] + score.game_points[1]
        tally["game_points"] += games * n
        tally["game_points_sq"] += games * games * n
        key = f"game_points={games}"  # the distribution (stats.DISTRIBUTIONS)
        tally[key] = tally.get(key, 0) + n
        if settled != "play":
            key = "settled:" + settled
            tally[key] = tally.get(key, 0) + n
            continue
        if score.tie:
            tally["ties"] += n
        elif 2 * points != total:
            winner = 0 if 2 * points > total else 1
            tally["decided"] += n
            tally["team0_hand_wins"] += n * (winner == 0)
            tally["dealer_team_wins"] += n * (winner == dealer_team)
            tally["leader_team_wins"] += n * (winner == leader_team)
        if score.bandeira:
            tally["bandeiras"] += n
        elif points in (0, total):
            tally["all_points_without_bandeira"] += n
