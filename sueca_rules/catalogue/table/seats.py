"""Seats as expressions: who shuffles, cuts, deals and leads, as the table says it.

A role's value (the `seats` block, YAML strings) is read by :func:`parse_role`:

    role      := expr ["moves" motion | "in-turn" place+] ["else" expr]
               | "moves" motion | "in-turn" place+      (the anchor: drawn for the first hand)
               | "nobody"                              (shuffles, cuts)
    expr      := relation* base
    relation  := left-of | right-of | partner-of | next-of | previous-of
    base      := dealer | shuffler | cutter | leader | last-winner
    motion    := left | right | with-play | against-play | stays
    place     := first | left | partner | right   (from the role's first seat)

An expression alone is the role's seat in every hand, from the other roles of the same hand
(`cuts partner-of shuffler`). With `moves` or `in-turn`, the expression is its seat in the
first hand and the role then goes round on a rotation of its own (`leads right-of dealer moves
left`). A role with a rotation and no expression is the anchor every other role is said from
(the first dealer's draw places it). `last-winner` is the player who won the last trick of the
hand before (`else` says who it is in the first hand).

:func:`seat_tables` turns the roles into per-hand offsets from the dealer — plain tables the
engine reads (:class:`~sueca_rules.compiled.groups.SeatPlan`). A word the language does not
have gets an error naming the nearest part and how to combine it (:data:`HINTS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import lcm

ROLES = ("shuffles", "cuts", "deals", "leads")
BASES = {"dealer": "deals", "shuffler": "shuffles", "cutter": "cuts", "leader": "leads"}
RELATIONS = ("left-of", "right-of", "partner-of", "next-of", "previous-of")
MOTIONS = ("left", "right", "with-play", "against-play", "stays")
PLACES = {"first": 0, "left": 1, "partner": 2, "right": 3}
WINNER = "last-winner"

# Words a table uses that the language says another way: the nearest part, and how to combine.
HINTS = {
    "left": "a seat is said from a role: write 'left-of dealer'",
    "right": "a seat is said from a role: write 'right-of dealer'",
    "partner": "a seat is said from a role: write 'partner-of dealer'",
    "next": "a seat is said from a role: write 'next-of dealer' (next in the direction of play)",
    "opponents": "a role is one seat, and opponents are two: name one, 'left-of dealer' or "
                 "'right-of dealer'",
    "opponents-of": "a role is one seat, and opponents are two: name one, 'left-of X' or 'right-of X'",
    "winner": "the last trick's winner is 'last-winner' (of the hand before: add 'else EXPR' "
              "for the first hand)",
    "random": "a role drawn at random is the anchor: write 'moves left' (or another motion) "
              "with no seat, and set dealer { first random }",
    "first-dealer": "the first dealer is drawn (dealer { first ... }); say the others from "
                    "'dealer'",
    "rotates": "a rotation of its own is 'moves left' (or right, with-play, against-play, stays)",
    "sequence": "an explicit order is 'in-turn first partner left right' (places from the "
                "role's first seat)",
    "order": "an explicit order is 'in-turn first partner left right' (places from the "
             "role's first seat)",
}


class SeatSyntaxError(ValueError):
    """A role's value that the seat language cannot read (the message says what to write)."""


Expr = tuple[str, ...]  # relations then the base, as written: ("partner-of", "dealer")


@dataclass(frozen=True)
class RoleValue:
    """One role as read: its seat (None: the anchor), its own motion (a step word) or
    order (places), and the seat in the first hand where it follows the last trick's winner."""

    expr: Expr | None
    motion: str | None = None
    order: tuple[int, ...] = ()
    fallback: Expr | None = None
    nobody: bool = False

    @property
    def rotates(self) -> bool:
        return self.motion is not None or bool(self.order)


def _unknown(word: str, expected: str) -> SeatSyntaxError:
    hint = HINTS.get(word)
    if hint is not None:
        return SeatSyntaxError(f"'{word}' is not a seat word here — {hint}")
    return SeatSyntaxError(f"'{word}' is not {expected} — write one of the roles (dealer, "
                           "shuffler, cutter, leader, last-winner), each after any of "
                           f"{', '.join(RELATIONS)}")


def _expr(words: list[str], role: str) -> Expr:
    if not words:
        raise SeatSyntaxError(f"'{role}' needs a seat after it, e.g. 'right-of dealer'")
    *relations, base = words
    for word in relations:
        if word not in RELATIONS:
            raise _unknown(word, "a relation")
    if base in RELATIONS:
        raise SeatSyntaxError(f"'{base}' needs the role it is said from: '{base} dealer'")
    if base not in BASES and base != WINNER:
        raise _unknown(base, "a role")
    return tuple(words)


def parse_role(role: str, text: str) -> RoleValue:
    """Read one role's value (see the module's description). SeatSyntaxError says what is
    wrong and what to write."""
    words = text.split()
    if words == ["nobody"]:
        if role not in ("shuffles", "cuts"):
            raise SeatSyntaxError(f"somebody {role}: 'nobody' is for who shuffles or cuts")
        return RoleValue(None, nobody=True)
    fallback: Expr | None = None
    if "else" in words:
        at = words.index("else")
        fallback = _expr(words[at + 1:], role)
        if WINNER in fallback:
            raise SeatSyntaxError("after 'else' comes the seat in the first hand, which has no "
                                  "last trick before it — say it from the dealer")
        words = words[:at]
    motion: str | None = None
    order: tuple[int, ...] = ()
    for word in ("moves", "in-turn"):
        if word in words:
            at = words.index(word)
            rest = words[at + 1:]
            if word == "moves":
                if len(rest) != 1 or rest[0] not in MOTIONS:
                    wrong = next((w for w in rest if w not in MOTIONS), None)
                    raise SeatSyntaxError(f"'moves' takes one of {', '.join(MOTIONS)}, not "
                                          + (f"'{wrong}'" if wrong else "nothing" if not rest
                                             else "several"))
                motion = rest[0]
            else:
                bad = [w for w in rest if w not in PLACES]
                if not rest or bad:
                    raise SeatSyntaxError(
                        "'in-turn' lists places from the role's first seat (first, left, "
                        "partner, right), not " + (f"'{bad[0]}'" if bad else "nothing"))
                order = tuple(PLACES[w] for w in rest)
            words = words[:at]
    if motion is not None and order:
        raise SeatSyntaxError("a role goes round by 'moves' or by 'in-turn' — keep one")
    expr = _expr(words, role) if words or not (motion or order) else None
    if expr is not None and WINNER in expr:
        if role != "leads":
            raise SeatSyntaxError("the last trick's winner chooses who leads: 'leads last-winner'"
                                  f" — who {role} is said from the dealer")
        if motion or order:
            raise SeatSyntaxError("'last-winner' changes every hand by itself — remove the rotation")
    elif fallback is not None:
        raise SeatSyntaxError("'else' gives the first hand's seat of 'last-winner' — remove it")
    if expr is None and role != "deals" and role != "shuffles" and not (motion or order):
        raise SeatSyntaxError(f"'{role}' needs a seat, e.g. 'right-of dealer'")
    return RoleValue(expr, motion, order, fallback)


def next_words(role: str, before: list[str]) -> list[str]:
    """The words that may follow `before` in `role`'s value (what an editor offers): a relation
    or a role after nothing or a relation, a rotation or `else` after a seat, a motion after
    `moves`, places after `in-turn`."""
    bases = [*BASES, WINNER] if role == "leads" else list(BASES)
    if not before:
        start = ["nobody"] if role in ("shuffles", "cuts") else []
        anchor = ["moves", "in-turn"] if role in ("shuffles", "deals") else []
        return [*start, *RELATIONS, *bases, *anchor]
    last = before[-1]
    if last == "else":
        return [*RELATIONS, *BASES]
    if "else" in before:  # the first hand's seat: a relation or a role, then nothing more
        return [*RELATIONS, *BASES] if last in RELATIONS else []
    if last == "moves":
        return list(MOTIONS)
    if "in-turn" in before:
        return list(PLACES)
    if last in RELATIONS:
        return [*RELATIONS, *bases]
    if last == WINNER:
        return ["else"]
    if last in BASES:
        return ["moves", "in-turn"]
    return []


@dataclass(frozen=True)
class SeatTables:
    """The roles as per-hand offsets from that hand's dealer (hand `t` of a period)."""

    period: int
    dealer_next: tuple[int, ...]  # dealer(t) -> dealer(t+1), an offset
    # shuffles, cuts, leads: per hand (None: nobody; for leads, the deal procedure's leader)
    offsets: dict[str, tuple[int | None, ...]]
    after_winner: int | None  # `leads` as an offset from the last trick's winner


def _relation_step(word: str, step: int) -> int:
    return {"left-of": 1, "right-of": -1, "partner-of": 2, "next-of": step,
            "previous-of": -step}[word]


def _motion_step(word: str, step: int) -> int:
    return {"left": 1, "right": -1, "with-play": step, "against-play": -step, "stays": 0}[word]


def seat_tables(values: dict[str, RoleValue], step: int, dealer_motion: int) -> SeatTables:
    """Per-hand tables for the roles given (`values`, by role); `dealer_motion` is the
    dealer's move each hand where no other role is the anchor (`dealer { next ... }`).
    SeatSyntaxError for roles that say each other round in a circle, two anchors, or a dealer
    said from a role that is not given."""
    anchors = [r for r, v in values.items() if v.expr is None and not v.nobody]
    if len(anchors) > 1:
        raise SeatSyntaxError(f"{' and '.join(anchors)} both go round with no seat of their own "
                              f"— keep one as the anchor and say the other from it "
                              f"(e.g. '{anchors[1]} left-of {_base_of(anchors[0])}')")
    values = dict(values)
    if "deals" not in values:
        if anchors:
            raise SeatSyntaxError(f"who deals? '{anchors[0]}' is the anchor: say the dealer from"
                                  f" it, e.g. 'deals left-of {_base_of(anchors[0])}'")
        values["deals"] = RoleValue(None, order=tuple(dealer_motion * t % 4 for t in range(4)))
    lengths = [len(v.order) for v in values.values() if v.order]
    length = lcm(4, *lengths) if lengths else 4
    seats: dict[tuple[str, int], int | None] = {}

    def seat(role: str, t: int, path: tuple[str, ...] = ()) -> int | None:
        if (role, t) in seats:
            return seats[(role, t)]
        if role in path:
            raise SeatSyntaxError("the roles are said from each other in a circle ("
                                  + " -> ".join((*path, role)) + ") — say one of them from the "
                                  "dealer, or make one the anchor ('moves left')")
        value = values.get(role)
        if value is None:
            raise SeatSyntaxError(f"'{_base_of(role)}' is used but not given — say who {role} "
                                  "in the seats block")
        at: int | None
        if value.nobody:
            at = None
        elif value.expr is not None and WINNER in value.expr:
            # the first hand (or a match taken up): the `else` seat, or the deal's usual leader
            at = None if value.fallback is None else _eval(value.fallback, t, step, seat, (*path, role))
        elif value.rotates and t > 0:
            first = seat(role, 0, (*path, role))
            assert first is not None
            at = (first + value.order[t % len(value.order)]) % 4 if value.order else \
                (seat(role, t - 1, (*path, role)) or 0) + _motion_step(value.motion or "stays", step)
        elif value.expr is None:
            at = value.order[0] if value.order else 0  # the anchor, at 0 in the first hand
        else:
            at = _eval(value.expr, t, step, seat, (*path, role))
        seats[(role, t)] = None if at is None else at % 4
        return seats[(role, t)]

    dealers = [seat("deals", t) or 0 for t in range(length)]
    offsets: dict[str, tuple[int | None, ...]] = {}
    for role in ("shuffles", "cuts", "leads"):
        if role in values:
            per = [seat(role, t) for t in range(length)]
            offsets[role] = tuple(None if s is None else (s - d) % 4 for s, d in zip(per, dealers, strict=True))
    after_winner = None
    lead = values.get("leads")
    if lead is not None and lead.expr is not None and WINNER in lead.expr:
        after_winner = sum(_relation_step(w, step) for w in lead.expr[:-1]) % 4
    dealer_next = tuple((dealers[(t + 1) % length] - dealers[t]) % 4 for t in range(length))
    period = next(p for p in range(1, length + 1) if length % p == 0 and all(
        dealer_next[t] == dealer_next[t % p] and all(o[t] == o[t % p] for o in offsets.values())
        for t in range(length)))
    return SeatTables(period, dealer_next[:period],
                      {r: o[:period] for r, o in offsets.items()}, after_winner)


def _base_of(role: str) -> str:
    return {v: k for k, v in BASES.items()}[role]


def _eval(expr: Expr, t: int, step: int, seat: object, path: tuple[str, ...]) -> int | None:
    *relations, base = expr
    at = seat(BASES[base], t, path)  # type: ignore[operator]
    if at is None:
        raise SeatSyntaxError(f"nobody is the {base} here: say the seat from another role")
    return int(at) + sum(_relation_step(w, step) for w in relations)
