"""The table area in words: partnerships, the dealer, the deal procedures, the trump card,
redeals."""

from __future__ import annotations

from collections.abc import Callable
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
        value, lambda: v.gettext("{count} at a time", count=value))()


def route(value: Any, s: Speaker) -> str:
    """The way a deal goes round and whom the {dealer} starts with (`{"rotation": "clockwise",
    "dealer": "last"}`, as diff, the matrix and the table options compare it); a word of the
    file (`with-play`, the hover's) is its direction."""
    if not isinstance(value, dict):
        return direction(value, s)
    v, dealer, left = s.voice, s.word("dealer"), value["rotation"] == "clockwise"
    if value["rotation"] is None:  # a table of two: no way round
        return (v.gettext("starting with {dealer:the}", dealer=dealer) if value["dealer"] == "first" else
                v.gettext("starting with the other player and ending with {dealer:the}", dealer=dealer))
    if value["dealer"] == "first":
        return (v.gettext("to the left, starting with {dealer:the}", dealer=dealer) if left
                else v.gettext("to the right, starting with {dealer:the}", dealer=dealer))
    first = side("left" if left else "right", s)
    return (v.gettext("to the left, starting with {first} and ending with {dealer:the}", first=first, dealer=dealer)
            if left else
            v.gettext("to the right, starting with {first} and ending with {dealer:the}", first=first, dealer=dealer))


def trump_card(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"last-card": lambda: v.gettext("the last card dealt, which is the {dealer}'s", dealer=s.word("dealer")),
            "first-card": lambda: v.gettext("the first card dealt, which is the {dealer}'s", dealer=s.word("dealer")),
            "cut-unused": lambda: v.gettext("a card cut from the cards left out of the pack"),
            "dealer-random": lambda: v.gettext("a card drawn at random from the {dealer}'s hand, "
                                               "which the {dealer} keeps", dealer=s.word("dealer")),
            "stock-bottom": lambda: v.gettext("the first card after the deal, face up under the stock "
                                              "and drawn last"),
            "bid": lambda: v.gettext("no card turned: the winner of the auction names the trump suit")}.get(
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
            "stock-until-played": lambda: v.gettext("face up under the stock; drawn last, then held until "
                                                    "played"),
            "stock-all-hand": lambda: v.gettext("face up under the stock; drawn last, then on view all "
                                                "through the {hand}", hand=s.word("hand")),
            "first-trick": lambda: v.gettext("during the first {trick} only", trick=s.word("trick")),
            "deal-only": lambda: v.gettext("only during the deal"),
            "cut-only": lambda: v.gettext("only while it is shown at the cut")}.get(value, lambda: str(value))()


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


# -- seats as expressions, the table's draw, the cards that may not set trumps ------------------
def _base(word: str, s: Speaker) -> str:
    v = s.voice
    return {"dealer": lambda: v.gettext("the {dealer}", dealer=s.word("dealer")),
            "shuffler": lambda: v.gettext("the player who shuffles"),
            "cutter": lambda: v.gettext("the player who cuts"),
            "leader": lambda: v.gettext("the first to {lead}", lead=s.word("lead")),
            "last-winner": lambda: v.gettext("the winner of the last {trick} of the {hand} before",
                                             trick=s.word("trick"), hand=s.word("hand"))}.get(
        word, lambda: word)()


def seat_phrase(words: tuple[str, ...] | list[str], s: Speaker) -> str:
    """A seat expression in words: `partner-of shuffler` -> "the partner of the player who
    shuffles" (relations read from the inside out)."""
    v = s.voice
    *relations, base = words
    if base == "dealer" and relations and relations[-1] in ("left-of", "right-of"):  # the usual words
        phrase = side(relations.pop()[:-3], s)
    else:
        phrase = _base(base, s)
    for word in reversed(relations):
        say: dict[str, Callable[[str], str]] = {
                  "left-of": lambda p: v.gettext("the player on the left of {seat}", seat=p),
                  "right-of": lambda p: v.gettext("the player on the right of {seat}", seat=p),
                  "partner-of": lambda p: v.gettext("the partner of {seat}", seat=p),
                  "next-of": lambda p: v.gettext("the player after {seat} in the order of play", seat=p),
                  "previous-of": lambda p: v.gettext("the player before {seat} in the order of play",
                                                     seat=p)}
        phrase = say[word](phrase) if word in say else phrase
    return phrase


def motion(word: str, s: Speaker) -> str:
    """How a role moves after each hand (`moves right`): "one seat to the right each hand"."""
    v = s.voice
    return {"left": lambda: v.gettext("one seat to the left each {hand}", hand=s.word("hand")),
            "right": lambda: v.gettext("one seat to the right each {hand}", hand=s.word("hand")),
            "with-play": lambda: v.gettext("one seat on in the order of play each {hand}",
                                           hand=s.word("hand")),
            "against-play": lambda: v.gettext("one seat back against the order of play each {hand}",
                                              hand=s.word("hand")),
            "stays": lambda: v.gettext("the same seat every {hand}", hand=s.word("hand"))}.get(
        word, lambda: word)()


def _place(word: str, s: Speaker) -> str:
    v = s.voice
    return {"first": lambda: v.gettext("the first seat"),
            "left": lambda: v.gettext("the seat on its left"),
            "partner": lambda: v.gettext("the seat opposite"),
            "right": lambda: v.gettext("the seat on its right")}.get(word, lambda: word)()


def seat_value(value: Any, s: Speaker) -> str:
    """A role's value (`right-of dealer moves left`, `last-winner else right-of dealer`,
    `in-turn first partner left right`, `nobody`) in words."""
    if value is None:
        return "—"
    v = s.voice
    words = str(value).split()
    if words == ["nobody"]:
        return v.gettext("nobody")
    fallback = ""
    if "else" in words:
        at = words.index("else")
        fallback = seat_phrase(words[at + 1:], s)
        words = words[:at]
    going = ""
    for mark in ("moves", "in-turn"):
        if mark in words:
            at = words.index(mark)
            rest = words[at + 1:]
            going = motion(rest[0], s) if mark == "moves" and rest else v.gettext(
                "in this order, from its first seat: {places}",
                places=v.listing([_place(w, s) for w in rest]))
            words = words[:at]
    seat = seat_phrase(words, s) if words else v.gettext("a seat drawn for the first {hand}",
                                                         hand=s.word("hand"))
    if going:
        seat = v.gettext("{seat}, then {going}", seat=seat, going=going)
    if fallback:
        seat = v.gettext("{seat} (in the first {hand}: {first})", seat=seat, hand=s.word("hand"),
                         first=fallback)
    return seat


def forming_dealer(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"highest": lambda: v.gettext("the player who draws the highest card"),
            "lowest": lambda: v.gettext("the player who draws the lowest card")}.get(
        value, lambda: str(value))()


def forming_ties(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"draw-again": lambda: v.gettext("the players who drew them draw again"),
            "suit-order": lambda: v.gettext("the suit decides (spades, hearts, diamonds, clubs)")}.get(
        value, lambda: str(value))()


def forming_partners(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"as-seated": lambda: v.gettext("as the players sit"),
            "highest-two": lambda: v.gettext("drawn, the two highest cards against the two lowest"),
            "highest-and-lowest": lambda: v.gettext("drawn, the highest and the lowest card against "
                                                    "the two in between")}.get(
        value, lambda: v.gettext("as the players sit") if value is None else str(value))()


def forming_seats(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"as-seated": lambda: v.gettext("as the players sit"),
            "by-draw": lambda: v.gettext("by the draw (the first {dealer} chooses a seat, the "
                                         "partner sits opposite)", dealer=s.word("dealer"))}.get(
        value, lambda: str(value))()


def banned_trump(value: Any, s: Speaker) -> str:
    v = s.voice
    if not value:
        return v.gettext("none")
    names = [v.gettext("a card worth points") if w == "point-card" else str(w) for w in value]
    return v.gettext("{cards} (turned for {trump}, the cards are shuffled and dealt again)",
                     cards=v.listing(names), trump=s.word("trump"))
