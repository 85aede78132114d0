"""The table area in words: partnerships, the dealer, the deal procedures, the trump card,
redeals."""

from __future__ import annotations

from typing import Any

from ...words.speaker import Speaker
from ..phrases import card_points, direction, side
from ..variant import VariantSpec


def partners(value: Any, s: Speaker) -> str:
    if value == "drawn":
        return s.voice.gettext("drawn (the two highest cards against the two lowest)")
    if value == "chosen":
        return s.voice.gettext("as the players sit")
    return str(value)


def packet(value: Any, s: Speaker) -> str:
    v = s.voice
    return {1: lambda: v.gettext("one at a time"), 2: lambda: v.gettext("two at a time"),
            5: lambda: v.gettext("five at a time"), 10: lambda: v.gettext("all ten at once")}.get(
        value, lambda: str(value))()


def trump_card(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"last-card": lambda: v.gettext("the last card dealt, which is the {dealer}'s", dealer=s.word("dealer")),
            "first-card": lambda: v.gettext("the first card dealt, which is the {dealer}'s", dealer=s.word("dealer")),
            "cut-unused": lambda: v.gettext("a card cut from the cards left out of the deck"),
            "dealer-random": lambda: v.gettext("a card drawn at random from the {dealer}'s hand, "
                                               "which the {dealer} keeps", dealer=s.word("dealer"))}.get(
        value, lambda: str(value))()


def procedure(value: Any, s: Speaker) -> str:
    """A whole deal procedure in one line (the matrix, `diff` of a dropped procedure)."""
    if value is None:
        return s.voice.gettext("none")
    v = s.voice
    hands = (v.gettext("the {dealer} first", dealer=s.word("dealer")) if value["dealer"] == "first"
             else v.gettext("the {dealer} last", dealer=s.word("dealer")))
    return v.gettext("shuffled by {shuffler}, cut by {cutter}; {packet}, {rotation}, {hands}; "
                     "trumps: {trump}", shuffler=side(value["shuffles"], s),
                     cutter=side(value["cuts"], s), packet=packet(value["packet"], s),
                     rotation=direction(value["rotation"], s), hands=hands,
                     trump=trump_card(value["trump"], s))


def shown(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"all-hand": lambda: v.gettext("all through the {hand}, even after it is played",
                                          hand=s.word("hand")),
            "until-played": lambda: v.gettext("until the {dealer} plays it", dealer=s.word("dealer")),
            "deal-only": lambda: v.gettext("only during the deal")}.get(value, lambda: str(value))()


def redeal(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("nobody may ask")
    parts = []
    if value.get("leader_below") is not None:
        parts.append(v.gettext("the first to {lead}, under {points}", lead=s.word("lead"),
                               points=card_points(value["leader_below"], s)))
    if value.get("leader_at_most") is not None:
        parts.append(v.gettext("the first to {lead}, with {points} or fewer", lead=s.word("lead"),
                               points=card_points(value["leader_at_most"], s)))
    if value.get("others_below") is not None:
        parts.append(v.gettext("the others, under {points}", points=card_points(value["others_below"], s)))
    if value.get("others_at_most") is not None:
        parts.append(v.gettext("the others, with {points} or fewer",
                               points=card_points(value["others_at_most"], s)))
    parts.append(redeal_then(value.get("then", "same-dealer"), s))
    return s.voice.clauses(parts)


def redeal_then(value: Any, s: Speaker) -> str:
    if value == "next-dealer":
        return s.voice.gettext("the next {dealer} deals", dealer=s.word("dealer"))
    return s.voice.gettext("the same {dealer} deals again", dealer=s.word("dealer"))


def first_dealer(value: Any, s: Speaker) -> str:
    if value == "random":
        return s.voice.gettext("drawn at random")
    if value == "lowest-card":
        return s.voice.gettext("the player who draws the lowest card")
    if value == "highest-card":
        return s.voice.gettext("the player who draws the highest card")
    return s.voice.gettext("seat {seat}", seat=value)


def chooses(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"dealer": lambda: v.gettext("the {dealer}", dealer=s.word("dealer")),
            "cutter": lambda: v.gettext("the player who cuts"),
            "table": lambda: v.gettext("the table, once for the whole {match}", match=s.word("match")),
            }.get(str(value), lambda: str(value))()


def seat(value: str, spec: VariantSpec) -> str:
    """`next` (the next player in the order of play) as the side it is under this direction."""
    if value == "next":
        return "left" if spec.direction == "clockwise" else "right"
    return value


def rotation_of(rotation: str, spec: VariantSpec | None) -> str:
    """The direction the cards go round: `with-play`/`against-play` as the direction of play
    makes them."""
    if spec is None or rotation not in ("with-play", "against-play"):
        return rotation
    if rotation == "with-play":
        return spec.direction
    return "anticlockwise" if spec.direction == "clockwise" else "clockwise"
