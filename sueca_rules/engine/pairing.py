"""Who meets whom in a competition's round: the pairing of each format, as plain functions of
the teams still playing, their order and what they have played (no rule lookups).

Teams are numbers 0..N-1 in seed order (0 the first seed). Every function returns the round's
pairings (each a pair of teams, the first named first) and its byes; a random draw takes its
order from the `rng` it is given, so the same seed gives the same rounds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

Pairs = tuple[tuple[int, int], ...]


def seeded(alive: Sequence[int]) -> tuple[Pairs, tuple[int, ...]]:
    """The best seed left against the worst left, the second against the second worst (1v4,
    2v3); with an odd number, the best seed left has the bye."""
    order = sorted(alive)
    byes: tuple[int, ...] = ()
    if len(order) % 2:
        byes, order = (order[0],), order[1:]
    half = len(order) // 2
    return tuple((order[i], order[-1 - i]) for i in range(half)), byes


def neighbours(order: Sequence[int]) -> tuple[Pairs, tuple[int, ...]]:
    """Neighbours in the order meet (1v2, 3v4, ...); with an odd number, the first has the bye
    (a drawn order: the team drawn first)."""
    items = list(order)
    byes: tuple[int, ...] = ()
    if len(items) % 2:
        byes, items = (items[0],), items[1:]
    return tuple((items[i], items[i + 1]) for i in range(0, len(items), 2)), byes


def drawn(alive: Sequence[int], rng: random.Random) -> list[int]:
    """The teams in a random order (a draw), from the competition's seeded stream."""
    order = sorted(alive)
    rng.shuffle(order)
    return order


def swiss(ranking: Sequence[int], met: dict[int, set[int]], byes: dict[int, int]
          ) -> tuple[Pairs, tuple[int, ...]]:
    """The Swiss system: teams in the order of the standings; with an odd number, the bye goes
    to the lowest-placed team that has had fewer byes than the others (none, at first); then
    each team, from the top, meets the next one below it that it has not met yet, an earlier
    choice undone when the teams left could not all be paired so (and neighbours meet, met or
    not, when no pairing avoids a second match). A score group with an odd number of teams so sends its last
    team down to the group below (a float)."""
    order = list(ranking)
    bye: tuple[int, ...] = ()
    if len(order) % 2:
        most = max(byes.get(t, 0) for t in order)
        fewer = [t for t in order if byes.get(t, 0) < most] or order
        bye = (fewer[-1],)
        order.remove(bye[0])
    found = _without_rematches(order, met, [10_000])
    if found is None:  # every pairing repeats a match: the next one below, met or not
        found = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]
    return tuple(found), bye


def _without_rematches(order: list[int], met: dict[int, set[int]], budget: list[int]
                       ) -> list[tuple[int, int]] | None:
    """The pairing of `order` in which each team, from the top, meets the next one below it
    that it has not met, going back to an earlier choice when the teams left cannot all be
    paired that way (None: no such pairing within the budget of steps)."""
    if not order:
        return []
    budget[0] -= 1
    if budget[0] < 0:
        return None
    first, rest = order[0], order[1:]
    for other in rest:
        if other in met.get(first, set()):
            continue
        tail = _without_rematches([t for t in rest if t != other], met, budget)
        if tail is not None:
            return [(first, other), *tail]
    return None


def circle(teams: int, round_index: int) -> tuple[Pairs, tuple[int, ...]]:
    """Round `round_index` (0 = the first) of a round robin by the circle method: team 0 stays,
    the others turn one place each round; with an odd number, the team facing the empty place
    has the bye. Every pair meets once in `teams - 1` rounds (`teams` when odd)."""
    slots: list[int | None] = list(range(teams)) + ([None] if teams % 2 else [])
    rest = slots[1:]
    turn = round_index % len(rest)
    ring = [slots[0], *rest[len(rest) - turn:], *rest[:len(rest) - turn]]
    half = len(ring) // 2
    pairs, byes = [], []
    for a, b in zip(ring[:half], reversed(ring[half:]), strict=True):
        if a is None or b is None:
            byes.append(b if a is None else a)
        else:
            pairs.append((a, b))
    return tuple(pairs), tuple(t for t in byes if t is not None)


def circle_rounds(teams: int) -> int:
    """The rounds of a round robin: every pair once."""
    return teams - 1 if teams % 2 == 0 else teams
