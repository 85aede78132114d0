"""Every expectation of a case is checked: one that cannot be is an error in the case file.

A conformance suite is a proof, so a case must not pass by checking nothing. The runner
compares a key only when it says something: `points: null` (nothing to compare), `hands: {}`
(no seat to compare) and `revoke: true` where nobody accuses (the accusation is what proves a
revoke) were passed without a word. Each is now a located error saying what to write.

:data:`NULL_MEANS` lists the keys whose null is an expectation (the contract gives it a
meaning: a match nobody has won yet, a trump card in nobody's hand); :data:`EXAMPLES` says
what to write for every other key. A test checks that every key of every kind is in one of
them, so a new key cannot be added without deciding what its null means.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..source.text import Path_
from .fields import ContractExpect
from .models import KINDS, TrickResult
from .prepared import Checker

# (kind, key) -> what null means there (CONFORMANCE.md: "winner: 0, 1, or null when nobody
# has won yet"; "trump_card: null where the trump card is in nobody's hand"; "trump_holder:
# seat, or null"); `rejected: null` says every move is accepted, which is checked.
NULL_MEANS: dict[tuple[str, ...], str] = {
    ("match", "winner"): "no team has won yet",
    ("series", "winner"): "no team has won the series yet",
    ("deal", "trump_card"): "the trump card is in nobody's hand",
    ("deal", "trump_holder"): "nobody holds the trump card",
    ("play", "rejected"): "every move is accepted",
    ("session", "winner"): "no team has won (not yet, or a draw)",
    ("play", "winner"): "no team has won the match (not yet, or a draw)",
    ("standings", "winner"): "no team has won the series (not yet, or level)",
    ("competition", "winner"): "the competition is not over yet",
    ("competition", "table"): "nobody is at the table",
    ("play", "trump_holder"): "nobody holds the card turned for trump (under the stock, or none)",
}

# (kind, key) -> an expectation to write instead of a null or an empty mapping.
EXAMPLES: dict[tuple[str, ...], str] = {
    ("trick", "winner"): "winner: 2", ("trick", "points"): "points: 15",
    ("legal", "legal"): "legal: [AH, 3H]",
    ("hand_score", "game_points"): "game_points: [2, 0]",
    ("hand_score", "ends_match"): "ends_match: false", ("hand_score", "named"): "named: [bola]",
    ("match", "scores"): "scores: [[0, 0], [2, 0]]", ("match", "named"): "named: [bandeira]",
    ("series", "wins"): "wins: [[1, 0], [1, 1]]",
    ("deal", "hands"): "hands: {0: [AS, 7S, ...]}", ("deal", "trump"): "trump: H",
    ("deal", "leader"): "leader: 3", ("deal", "next_dealer"): "next_dealer: 3",
    ("play", "tricks"): "tricks: [{winner: 3, points: 15}]", ("play", "points"): "points: [94, 26]",
    ("play", "game_points"): "game_points: [2, 0]", ("play", "revoke"): "revoke: true",
    ("play", "ends_match"): "ends_match: true", ("play", "scores"): "scores: [2, 0]",
    ("play", "settled_by"): "settled_by: play", ("play", "next_dealer"): "next_dealer: 0",
    ("play", "next_leader"): "next_leader: 3", ("play", "drawn"): "drawn: true",
    ("play", "recorded"): "recorded: [121, 0]", ("hand_score", "recorded"): "recorded: [121, 0]",
    ("play", "sees_trump_card"): "sees_trump_card: {1: [AS, null]}",
    ("play", "tricks", "winner"): "winner: 3", ("play", "tricks", "points"): "points: 15",
    ("redeal", "may_request"): "may_request: [3, 1]",
    ("session", "scores"): "scores: [[1, 0], [1, 2]]", ("session", "over"): "over: true",
    ("session", "drawn"): "drawn: false", ("standings", "points"): "points: [4, 1]",
    ("standings", "wins"): "wins: [1, 0]", ("standings", "deciding"): "deciding: false",
    ("deal", "redealt"): "redealt: true",
    ("competition", "pairings"): "pairings: [[[0, 3], [1, 2]]]", ("competition", "byes"): "byes: [[4]]",
    ("competition", "forfeits"): "forfeits: [[3]]", ("competition", "points"): "points: [3, 0, 3, 0]",
    ("competition", "ranking"): "ranking: [0, 2, 1, 3]", ("competition", "over"): "over: true",
    ("competition", "substitutions"): "substitutions: [true, false]",
    ("seats", "dealers"): "dealers: [0, 3, 2]", ("seats", "shufflers"): "shufflers: [1, 0, 3]",
    ("seats", "cutters"): "cutters: [3, 2, 1]", ("seats", "leaders"): "leaders: [3, 2, 1]",
    ("seats", "first_dealer"): "first_dealer: 2", ("seats", "seating"): "seating: [0, 3, 2, 1]",
    # additions for other tables: a stock, cards aside, an auction
    ("hand_score", "outcome"): "outcome: made",
    ("match", "outcomes"): "outcomes: [made, failed]", ("deal", "stock"): "stock: [AS, 7H, 2S]",
    ("deal", "aside"): "aside: [2C, 3C]", ("play", "hands"): "hands: {0: [AS, 7H, 2S]}",
    ("play", "draws"): "draws: [[[1, 7H], [0, 2S]]]", ("play", "stock_left"): "stock_left: 4",
    ("play", "contract"): "contract: {declarer: 3, partner: 1, bid: 70}",
    ("play", "outcome"): "outcome: made", ("play", "partner_known_to"): "partner_known_to: [1]",
    ("play", "redealt"): "redealt: true", ("play", "contract", "declarer"): "declarer: 3",
    ("play", "contract", "partner"): "partner: 1", ("play", "contract", "bid"): "bid: 70",
    ("play", "contract", "trump"): "trump: H",
}


def unproven(checker: Checker, kind: str, raw: Mapping[str, object], data: object,
             at: Path_) -> None:
    """Add to `checker` each expectation of one case that its run cannot check: a null whose
    meaning the contract does not give, an empty mapping, a revoke nobody accuses.

    `raw` is the case's `expect` as written, `data` its kind's mapping as read (a model), `at`
    the path of `expect` in the file."""
    if not raw:
        if not any(f.is_required() for f in KINDS[kind][1].model_fields.values()):  # else: "needs"
            checker.add(at, "'expect' is empty: the case checks nothing — say what should "
                        "happen, such as " + _example_of(kind))
        return
    for key, value in raw.items():
        _check_value(checker, (kind, key), value, (*at, key))
    tricks = raw.get("tricks")
    if kind == "play" and isinstance(tricks, list):
        for index, entry in enumerate(tricks):
            for key, value in (entry.items() if isinstance(entry, dict) else ()):
                _check_value(checker, ("play", "tricks", key), value, (*at, "tricks", index, key))
    made = raw.get("contract")
    if kind == "play" and isinstance(made, dict):
        for key, value in made.items():
            _check_value(checker, ("play", "contract", key), value, (*at, "contract", key))
    if kind == "play" and "revoke" in raw and raw["revoke"] is not None:
        accused = getattr(data, "accuse", None) is not None
        if not accused:
            checker.add((*at, "revoke"), "'revoke' is checked only with an accusation — add "
                        "accuse: {team: N} to the play, or remove it", "case-unchecked", key=True)
        elif raw.get("rejected") is not None:
            checker.add((*at, "revoke"), "'revoke' is not checked when a move is refused (the "
                        "accusation comes after the moves, and they stop at the refused one) — "
                        "remove it, or the rejected move", "case-unchecked", key=True)


def _check_value(checker: Checker, where: tuple[str, ...], value: object, path: Path_) -> None:
    if where not in EXAMPLES:
        return  # a null with a meaning; or not a key of this kind (the shape check says so)
    written = "null" if value is None else "{}" if value == {} else None
    if written is None:
        return
    checker.add(path, f"'{where[-1]}: {written}' checks nothing — write what is expected, such "
                f"as {EXAMPLES[where]}, or remove it", "case-unchecked")


def _example_of(kind: str) -> str:
    found = next(example for (k, *_), example in EXAMPLES.items() if k == kind)
    return "{" + found + "}"


def keys_of(kind: str) -> list[tuple[str, ...]]:
    """Every expect key of a kind, a play's trick entries' keys too (for the tables' test)."""
    keys: list[tuple[str, ...]] = [(kind, key) for key in KINDS[kind][1].model_fields]
    if kind == "play":
        keys += [("play", "tricks", key) for key in TrickResult.model_fields]
        keys += [("play", "contract", key) for key in ContractExpect.model_fields]
    return keys
