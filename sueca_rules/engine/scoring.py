"""Hand scoring: card points and tricks to game points, ties and bandeira."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..arguments import shown
from ..compiled.match import highest
from ..compiled.outcome import Redeal
from ..compiled.rules import Rules
from ..compiled.scoring import Score
from ..errors import ArgumentError
from .penalties import Settlement, applied, award_of

MAX_TIES = 1000  # a hand follows at most this many 60–60 hands in a row (0..MAX_TIES)

__all__ = ["MAX_TIES", "Score", "Tally", "after_hand", "after_play_on", "after_ties",
           "ends_match_by_itself", "hand_problems", "score_hand", "score_played", "tally_hands",
           "tie_bonus"]


def tie_bonus(rules: Rules, ties_before: int) -> int:
    """Extra game points (+N) for the winners after `ties_before` consecutive 60–60 hands."""
    return rules.scoring.tie_extra(ties_before)


def after_ties(rules: Rules, games: int, ties_before: int) -> int:
    """A decided hand's award after `ties_before` consecutive 60–60 hands: +N per tie (or +N
    once, not cumulative), or ×N per tie (×N, ×N², ...; or ×N once, not cumulative).

    >>> from sueca_rules import load_rules
    >>> portugal = load_rules("portugal")          # +1 per tie
    >>> after_ties(portugal, 2, 0), after_ties(portugal, 2, 1), after_ties(portugal, 2, 2)
    (2, 3, 4)
    """
    return rules.scoring.after_ties(games, ties_before)


def score_hand(rules: Rules, points: tuple[int, ...], tricks: tuple[int, ...] | None = None,
               ties_before: int = 0, last_trick: int | None = None) -> Score:
    """Game points for a hand that was played out.

    >>> from sueca_rules import load_rules
    >>> portugal = load_rules("portugal")
    >>> score_hand(portugal, (94, 26)).game_points
    (2, 0)
    >>> score_hand(portugal, (30, 90), ties_before=1).game_points
    (0, 2)

    `points`: each side's card points (whole numbers from 0 that add up to the deck's total);
    `tricks`: each side's tricks (0 to 10 at the usual table, adding up to the hand's tricks)
    or None; `ties_before`: the 60–60 hands just before (0 to 1000); `last_trick`: the side
    (0 or 1) that took the last trick, or None (a 60–60 it wins where the variant says `tie
    last-trick`). The points must fit the tricks: a side that took no trick has no points, and
    k tricks hold 4k cards at four players. ArgumentError, naming the argument, for anything
    else.

    >>> score_hand(portugal, (120, 0), (0, 10))
    Traceback (most recent call last):
    ...
    sueca_rules.errors.ArgumentError: tricks: team 0 took no trick, so it has no card points — not 120
    """
    _check_hand(rules, points, tricks, ties_before)
    sides = rules.table.sides
    if last_trick is not None and (last_trick.__class__ is not int or not 0 <= last_trick < sides):
        raise ArgumentError("last_trick", f"the team that took the last trick, {_teams(sides)}, or "
                                          f"None; not {shown(last_trick)}")
    return score_played(rules, points, tricks, ties_before, last_trick)


def _teams(sides: int) -> str:
    return "0 or 1" if sides == 2 else f"0 to {sides - 1}"


def _numbers(value: object, count: int, low: int, high: int) -> bool:
    return (isinstance(value, tuple | list) and len(value) == count
            and all(v.__class__ is int and low <= v <= high for v in value))


_COUNT = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _check_hand(rules: Rules, points: Any, tricks: Any, ties_before: Any) -> None:
    if rules.__class__ is not Rules:
        raise ArgumentError("rules", f"compiled Rules, from load_rules('portugal'), not {shown(rules)}")
    total = rules.deck.total_points
    sides, hand = rules.table.sides, rules.deals.tricks
    count = _COUNT.get(sides, str(sides))
    if not _numbers(points, sides, 0, total):
        example = "(94, 26)" if sides == 2 else str(tuple([total // sides] * sides))
        raise ArgumentError("points", f"each team's card points, {count} whole numbers from 0 to "
                                      f"{total}, such as {example}; not {shown(points)}")
    if tricks is not None and not _numbers(tricks, sides, 0, hand):
        example = "(7, 3)" if (sides, hand) == (2, 10) else str(tuple([hand // sides] * sides))
        raise ArgumentError("tricks", f"each team's tricks, {count} whole numbers from 0 to {hand} "
                                      f"that add up to {hand}, such as {example}, or None; not "
                                      f"{shown(tricks)}")
    if ties_before.__class__ is not int or not 0 <= ties_before <= MAX_TIES:
        raise ArgumentError("ties_before", "the 60–60 hands just before, a whole number from 0 "
                                           f"to {MAX_TIES}; not {shown(ties_before)}")
    for argument, message in hand_problems(rules, points, tricks):
        raise ArgumentError(argument, message)


def hand_problems(rules: Rules, points: tuple[int, ...],
                  tricks: tuple[int, ...] | None) -> list[tuple[str, str]]:
    """Why a played-out hand's (points, tricks) cannot be: (argument, message) pairs, empty
    when they fit. Points add up to the deck's total (at most that, where cards are set aside
    unscored), tricks to the hand's tricks, and a side's points fit its tricks (k tricks are
    k × players cards: worth at least the lowest as many, at most the highest). The one
    definition score_hand and the case files share; the values are whole numbers, one per
    side (points from 0, tricks from 0 to the hand's tricks).

    >>> from sueca_rules import load_rules
    >>> hand_problems(load_rules("portugal"), (100, 20), (10, 0))
    [('tricks', 'team 1 took no trick, so it has no card points — not 20')]
    """
    found: list[tuple[str, str]] = []
    total = rules.deck.total_points
    exact = not rules.deals.aside or rules.deals.aside_to_last
    if sum(points) != total if exact else sum(points) > total:
        found.append(("points", f"card points {list(points)} must add up to {total}, the "
                                f"points of the deck — such as {_rest(points, total)}" if exact
                                else f"card points {list(points)} add up to more than {total}, "
                                "the points of the deck"))
    if tricks is None:
        return found
    hand, per_trick = rules.deals.tricks, rules.table.players
    if sum(tricks) != hand:
        found.append(("tricks", f"tricks {list(tricks)} must add up to {hand}, every trick of "
                                f"the hand — such as {_rest(tricks, hand)}"))
        return found
    values = sorted(rules.deck.points[c] for c in rules.deck.cards)
    for team in sorted(range(len(tricks)), key=lambda t: tricks[t]):  # a team without tricks first
        cards = per_trick * tricks[team]
        low, high = sum(values[:cards]), sum(values[len(values) - cards:])
        if tricks[team] == 0 and points[team] > 0:
            found.append(("tricks", f"team {team} took no trick, so it has no card points — "
                                    f"not {points[team]}"))
        elif not low <= points[team] <= high:
            found.append(("tricks", f"team {team}'s {tricks[team]} tricks are {cards} cards, "
                                    f"worth {low} to {high} points — not {points[team]}"))
        else:
            continue
        break  # the other team's points are the rest: one message says it
    return found


def _rest(values: tuple[int, ...], total: int) -> list[int]:
    """The first value kept, the rest of `total` given to the second, the others none."""
    return [values[0], max(total - values[0], 0), *[0] * (len(values) - 2)][:max(len(values), 1)]


def score_played(rules: Rules, points: tuple[int, ...], tricks: tuple[int, ...] | None = None,
                 ties_before: int = 0, last_trick: int | None = None) -> Score:
    """:func:`score_hand` without its argument checks, for a hand the engine played out: the
    variant's one scoring function (:meth:`~sueca_rules.compiled.scoring.ScoringRules.score`),
    which the documents ask too. `last_trick`: the team that took the last trick, if known."""
    return rules.scoring.score(points, tricks, ties_before, last_trick)


@dataclass(frozen=True, slots=True)
class Tally:
    """The running state of a match between hands."""

    scores: tuple[int, ...] = (0, 0)  # by side
    ties: int = 0  # consecutive 60–60 hands waiting for a decided one
    dealer: int = 0
    winner: int | None = None
    hands: int = 0  # hands scored, counted only where a number of hands ends the match
    drawn: bool = False  # the match ended with equal scores (a fixed number of hands)
    turn: int = 0  # the hand of the table's seat plan the next deal is (`rules.table.seats`)

    @property
    def over(self) -> bool:
        """Whether the match has ended: won, or drawn."""
        return self.winner is not None or self.drawn


_FRESH: dict[tuple[int, int], Tally] = {}


def fresh_tally(dealer: int, sides: int = 2) -> Tally:
    """``Tally(dealer=dealer)``, the match before its first hand (every one of the `sides` at
    0): one shared object per seat (a Tally never changes), so a simulation's thousands of
    matches start without making one."""
    found = _FRESH.get((dealer, sides))
    if found is None:
        found = _FRESH[dealer, sides] = Tally((0,) * sides, dealer=dealer)
    return found


def after_hand(rules: Rules, tally: Tally, game_points: tuple[int, ...], *, tie: bool = False,
               ends_match: bool = False, match_winner: int | None = None,
               by_play: bool = True, floors: tuple[int | None, ...] = (0, 0),
               redeal: Redeal | None = None) -> Tally:
    """The match after one more hand: scores, the tie carry, the next dealer, any winner.

    A hand settled by a penalty (`by_play=False`) leaves the tie carry as it was; its
    `floors` keep each team's score at or above them (None: none), and a `redeal` it asks
    for voids the hand: dealt again by the same dealer or the next.

    >>> from sueca_rules import load_rules
    >>> rules = load_rules("portugal")
    >>> t = after_hand(rules, Tally(dealer=0), (0, 0), tie=True)
    >>> t.ties, t.dealer
    (1, 3)
    >>> after_hand(rules, t, score_hand(rules, (30, 90), None, t.ties).game_points)
    Tally(scores=(0, 2), ties=0, dealer=2, winner=None, hands=0, drawn=False, turn=0)
    """
    scores = applied(tally.scores, game_points, floors)  # points lost: never below the floor
    ties = tally.ties
    if by_play:
        ties = ties + 1 if tie else 0
    winner = match_winner
    drawn = False
    if winner is None:
        if ends_match:
            winner = max(range(len(game_points)), key=game_points.__getitem__)
        else:
            winner, drawn = rules.match.reached(scores)
    void = by_play and tie and rules.scoring.tie_void  # a void hand is dealt again by the same dealer
    if redeal is not None:
        void = redeal.same_dealer
    dealer, turn = (tally.dealer, tally.turn) if void else rules.table.passed(tally.dealer, tally.turn)
    limit = rules.match.hands
    if limit is None:
        return Tally(scores, ties, dealer, winner, drawn=drawn, turn=turn)
    hands = tally.hands + (not (void or redeal is not None))  # a hand dealt again is not counted
    if winner is None and hands >= limit:  # the last hand: the higher score wins, equal draws
        winner, drawn = highest(scores)
    return Tally(scores, ties, dealer, winner, hands, drawn, turn)


def tally_hands(rules: Rules, hands: Iterable[tuple[tuple[int, ...], tuple[int, ...] | None]],
                tally: Tally | None = None) -> Iterator[Tally]:
    """The match after each of a list of played hands, given as (points, tricks)."""
    tally = tally or fresh_tally(0, rules.table.sides)
    for points, tricks in hands:
        score = score_played(rules, points, tricks, tally.ties)
        tally = after_hand(rules, tally, score.game_points, tie=score.tie,
                           ends_match=score.ends_match)
        yield tally


def ends_match_by_itself(rules: Rules, game_points: tuple[int, ...], ends_match: bool,
                         match_winner: int | None) -> bool:
    """Whether a hand ends the match even as the first hand of a match (0–0): a bandeira that
    ends it, a penalty that wins it, or an award of at least the target. The one definition
    the engine, the case runner and the rulebooks share (CONFORMANCE.md's `ends_match`).

    >>> from sueca_rules import load_rules
    >>> ends_match_by_itself(load_rules("portugal"), (4, 0), False, None)  # 4 games of 4
    True
    """
    return rules.match.ends_by_itself(game_points, ends_match, match_winner)


def after_play_on(rules: Rules, tally: Tally, settlement: Settlement) -> Tally:
    """The match after a penalty that lets play go on: its award counts at once (points lost
    never below 0), and a team that reaches the target wins there, the hand in play stopping.
    Match and the simulation's table both move the match on through this one function."""
    award = award_of(settlement)
    scores = applied(tally.scores, award.game_points, award.floors)
    winner, drawn = award.match_winner, tally.drawn
    if winner is None:
        winner, drawn = rules.match.reached(scores)
    return Tally(scores, tally.ties, tally.dealer, winner, tally.hands, drawn, tally.turn)
