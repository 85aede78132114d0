"""What a hand scores, asked of the scoring function the engine uses: the statements the
matrix, `diff` and the rulebooks make about scoring are these, so that none of them can say
what the engine does not do.

A hand's facts are each team's card points and tricks and the ties just before it. The
statements: the bands of card points and what each scores (hands that are neither a bandeira
nor all the points), what all the card points without every trick score, the bandeira, a tie
and what it adds to the next decided hand, and whether an award ends the match by itself.
"""

from __future__ import annotations

from typing import Any

from ...compiled.outcome import GamePoints, Outcome, Redeal
from ...compiled.rules import Rules
from ...compiled.scoring import Score
from ..entry import NA, Said
from ..variant import VariantSpec


def score(rules: Rules, points: int, tricks: int | None, ties_before: int = 0) -> Score:
    """What the winners' side scores with `points` card points and `tricks` tricks (None:
    fewer than all, not counted), the other sides holding the rest as evenly as they can (at
    the usual table, the other team all of it; at a table of three sides 41 card points win
    over 40 and 39)."""
    total, sides = rules.deck.total_points, rules.table.sides
    rest = total - points
    shares = tuple(rest // (sides - 1) + (1 if i < rest % (sides - 1) else 0) for i in range(sides - 1))
    taken = None
    if tricks is not None:
        left = _tricks(rules) - tricks
        taken = (tricks, *(left // (sides - 1) + (1 if i < left % (sides - 1) else 0) for i in range(sides - 1)))
    return rules.scoring.score((points, *shares), taken, ties_before)


def _tricks(rules: Rules) -> int:
    """The tricks of a hand at the variant's table (ten at the usual table)."""
    return rules.deals.tricks


def lowest_win(rules: Rules) -> int:
    """The fewest card points that can win a hand outright: one more than half at the usual
    table (61), more than an even share at a table of more sides (41 of 120 at three)."""
    total, sides = rules.deck.total_points, rules.table.sides
    return -(-(total + sides - 1) // sides)  # rest = total - p in sides - 1 shares below p


def ends_match(rules: Rules, scored: Score) -> bool:
    """Whether a hand scored so ends the match by itself, even from 0–0."""
    return rules.match.ends_by_itself(scored.game_points, scored.ends_match, None)


def _all_points_plain(rules: Rules) -> bool:
    """Whether all the card points without every trick score as the points below them do."""
    total = rules.deck.total_points
    alone = score(rules, total, _tricks(rules) - 1)
    return not alone.bandeira and alone.game_points[0] == score(rules, total - 1, None).game_points[0]


def bands(rules: Rules, spec: VariantSpec | None = None) -> Any:
    """The card points of a hand's winners, in runs that score alike, with what they score:
    [{"min", "max", "games"}], from the fewest that win (:func:`lowest_win`) to all of them
    (all of them only where they score as the points below: not a bandeira, no award of their
    own)."""
    total = rules.deck.total_points
    top = total if _all_points_plain(rules) else total - 1
    out: list[dict[str, int]] = []
    for points in range(lowest_win(rules), top + 1):
        won = score(rules, points, _tricks(rules) - 1 if points == total else None).game_points[0]
        if out and out[-1]["games"] == won:
            out[-1]["max"] = points
        else:
            out.append({"min": points, "max": points, "games": won})
    return out


def all_points(rules: Rules, spec: VariantSpec | None = None) -> Any:
    """All the card points without every trick: None where they score as the points below,
    their game points where they have an award of their own, or, where they are a bandeira,
    {"bandeira": True, "games", "ends_match"}."""
    if _all_points_plain(rules):
        return None
    alone = score(rules, rules.deck.total_points, _tricks(rules) - 1)
    if alone.bandeira:
        return {"bandeira": True, "games": alone.game_points[0], "ends_match": ends_match(rules, alone)}
    return alone.game_points[0]


def bandeira(rules: Rules, spec: VariantSpec | None = None) -> Any:
    """The bandeira: taking every card point (even without every trick) or every trick, what
    it scores and whether it ends the match by itself; None where there is none."""
    total = rules.deck.total_points
    for by, tricks in (("points", _tricks(rules) - 1), ("tricks", _tricks(rules))):
        scored = score(rules, total, tricks)
        if scored.bandeira:
            found = {"by": by, "games": scored.game_points[0], "ends_match": ends_match(rules, scored)}
            if scored.recorded is not None:
                found["recorded"] = scored.recorded[0]
            return found
    return None


def under_contract(rules: Rules) -> bool:
    """Whether the hand is scored by a contract (an auction's): then no band, bandeira, tie or
    award for all the points is read, and diff and the matrix say none of them (NA)."""
    return rules.bidding is not None


def bands_compared(rules: Rules, spec: VariantSpec | None = None) -> Any:
    """The bands as `diff` and the matrix compare them: in full, as the book's table says them
    (a table whose 120 is a bandeira reads 91–119, one whose 120 is in its top band 91–120:
    those score 120 card points differently, so the matrix never gives them one cell)."""
    if under_contract(rules):
        return NA
    shown = bands(rules)
    return Said(tuple((b["min"], b["max"], b["games"]) for b in shown), shown)


def all_points_compared(rules: Rules, spec: VariantSpec | None = None) -> Any:
    """All the card points without every trick, as `diff` and the matrix compare it: not a
    rule of its own (NA) where it is the bandeira, which the bandeira's statement says."""
    found = None if under_contract(rules) else all_points(rules)
    if isinstance(found, dict) or under_contract(rules):
        return NA
    if found is None:  # scored as the points below: what that is, and the run it scores with
        total = rules.deck.total_points
        top = next(b for b in bands(rules) if b["min"] <= total <= b["max"])
        like = {"like": top["games"], "low": top["min"], "high": top["max"]}
        return Said(("like", top["games"], top["min"], top["max"]), like)
    return found


def tie(rules: Rules, spec: VariantSpec | None = None) -> Any:
    """A tie and what follows it: the hand void (dealt again) or nobody scoring, and what the
    next decided hand gets, +N or ×N per tie in a row (or once)."""
    s = rules.scoring
    multiplied = s.tie_times > 1
    outcome = ("void" if s.tie_void else "last-trick" if s.tie_last_trick
               else "each-scores" if s.tie_each else "nobody-scores")
    each = {"each": s.tie_each} if s.tie_each else {}
    if s.tie_bonus_steps or s.tie_times_steps:  # sequences: asked of the engine, 1..N ties
        count = max(len(s.tie_bonus_steps), len(s.tie_times_steps))
        extra = [s.after_ties(0, k) for k in range(1, count + 1)]
        return {"outcome": outcome, **each, "extra": extra,
                "factor": [s.after_ties(1, k) - e for k, e in enumerate(extra, 1)]}
    return {"outcome": outcome, **each,
            "bonus": 0 if multiplied else s.tie_bonus, "times": s.tie_times,
            "cumulative": s.tie_cumulative if s.tie_bonus or multiplied else True}


def penalties(rules: Rules) -> tuple[Outcome, ...]:
    """Every penalty the variant can apply: a proven revoke and an accusation not proven (where
    illegal cards are accepted), and each infraction the table declares — but a misdeal only dealt
    again, which punishes nobody (Portugal's: the cards are gathered and dealt again, nobody scoring)."""
    ill = rules.illegal
    accused = () if ill.refuse else tuple(o for o in (ill.revoke, ill.false_accusation) if o is not None)
    return accused + tuple(ill.infractions[name] for name in ill.mischief)


def penalty_ends_hand(rules: Rules) -> bool:
    """Whether a penalty can end a hand: such a hand scores its penalty alone, and the engine
    keeps the ties before it for the next hand decided by its cards."""
    return any(outcome.ends_hand for outcome in penalties(rules))


def voids_hand(rules: Rules) -> bool:
    """Whether a penalty voids a hand to have it dealt again (a "voided hand"), which a tie
    that counts for nothing, then dealt on as any hand, could be taken for."""
    return any(isinstance(effect, Redeal) for outcome in penalties(rules) for effect in outcome.effects)


def penalty_awards_points(rules: Rules) -> bool:
    """Whether a penalty can give a team game points (which count at once, so that a team they
    bring to the target wins the match there, even with a hand in play)."""
    return any(isinstance(effect, GamePoints) and effect.amount > 0
               for outcome in penalties(rules) for effect in outcome.effects)


def tie_raises(rules: Rules) -> bool:
    """Whether a tie raises what the next hand won scores (by a bonus or a multiple)."""
    s = rules.scoring
    return s.tie_times > 1 or s.tie_bonus > 0 or bool(s.tie_bonus_steps) or bool(s.tie_times_steps)


def ties_carried_past_penalty(rules: Rules) -> bool:
    """Whether a book says what a hand ended by a penalty scores after ties: a tie that raises
    the next hand's score, and a penalty that can end a hand."""
    return tie_raises(rules) and penalty_ends_hand(rules)


def penalty_stops_at_zero(rules: Rules) -> bool:
    """Whether a book says a penalty that takes game points away leaves a team on 0 with
    nothing lost ("a team on 0 loses nothing"): a penalty whose game points are taken away."""
    return any(isinstance(e, GamePoints) and e.amount < 0 and e.floor == 0
               for outcome in penalties(rules) for e in outcome.effects)


def penalty_scored_at_once(rules: Rules) -> bool:
    """Whether a book says that game points won by a penalty count at once: a match played to
    a target (neither a number of hands nor endless) and a penalty that gives game points."""
    match = rules.match
    return match.hands is None and not match.endless and penalty_awards_points(rules)


def hand_results(rules: Rules, spec: VariantSpec | None = None) -> Any:
    """The named hands and their conditions (compiled), by name."""
    return {r.name: {"points": r.points, "loser_points": r.loser_points, "tricks": r.tricks,
                     "after_ties": r.after_ties, "last_trick": r.last_trick}
            for r in rules.scoring.hand_results}


def bandeira_compared(rules: Rules, spec: VariantSpec | None = None) -> Any:
    """The bandeira as `diff` and the matrix compare it (NA under a contract)."""
    return NA if under_contract(rules) else bandeira(rules)


def tie_compared(rules: Rules, spec: VariantSpec | None = None) -> Any:
    """A tie as `diff` and the matrix compare it (NA under a contract: the bid decides)."""
    return NA if under_contract(rules) else tie(rules)


def contract_loses(rules: Rules | None) -> bool:
    """Whether a contract's outcome takes game points away (a failed bid at Sueca italiana):
    a game point is then what a hand wins or loses, not only what a hand won scores."""
    if rules is None or rules.bidding is None:
        return False
    b = rules.bidding
    outcomes = (b.made, b.failed) if b.all_tricks is None else (b.made, b.all_tricks, b.failed)
    return any(isinstance(e, GamePoints) and e.amount < 0 for o in outcomes for e in o.effects)
