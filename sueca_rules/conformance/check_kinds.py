"""Per-kind checks of a case before it runs: cards in the deck, hands that add up, ..."""

from __future__ import annotations

from collections.abc import Callable

from ..engine.deal import cut_problems
from ..engine.scoring import hand_problems
from ..errors import closest
from ..source.text import Path_
from .models import (
    DealExpect,
    DealKind,
    HandScoreKind,
    LegalExpect,
    LegalKind,
    MatchKind,
    PlayExpect,
    PlayKind,
    RedealKind,
    SeriesKind,
    SessionKind,
    StandingsKind,
    TrickExpect,
    TrickKind,
)
from .prepared import Checker, PreparedCase
from .run_competition import check_competition

Check = Callable[[Checker, PreparedCase, Path_], None]


def _trick(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    expect = case.expect
    assert isinstance(data, TrickKind) and isinstance(expect, TrickExpect)
    case.cards["trump"] = ch.suit(case.rules, data.trump, (*at, "trump"))
    case.cards["cards"] = ch.cards(case.rules, data.cards, (*at, "cards"))
    played = len(data.cards)
    if played > 4:
        ch.add((*at, "cards", 4), f"a trick has 1 to 4 cards (four for a whole trick, fewer "
               f"for one still in play), not {played} — remove the cards from the fifth on")
    exp_at: Path_ = ("cases", at[1], "expect")
    if expect.winner is not None and expect.winner >= min(played, 4):
        last = min(played, 4) - 1
        ch.add((*exp_at, "winner"), f"winner {expect.winner} played no card: the winner is a "
               f"position in play order, 0 to {last} for the {last + 1} cards given")
    total = case.rules.total_points
    if expect.points is not None and not 0 <= expect.points <= total:
        ch.add((*exp_at, "points"), f"points {expect.points} cannot be: a trick is worth 0 to "
               f"{total} points")


def _legal(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, LegalKind) and isinstance(expect, LegalExpect)
    rules = case.rules
    case.cards["trump"] = ch.suit(rules, data.trump, (*at, "trump"))
    hand = ch.cards(rules, data.hand, (*at, "hand"))
    trick = ch.cards(rules, data.trick, (*at, "trick"))
    for index, card in enumerate(data.trick):
        if card in data.hand:
            ch.add((*at, "trick", index), f"{card} is both in the hand and on the trick — a "
                   "card is in one place: remove it from one of them", "case-duplicate-card")
    wanted = ch.cards(rules, expect.legal, ("cases", at[1], "expect", "legal"))
    if not set(wanted) <= set(hand):
        ch.add(("cases", at[1], "expect", "legal"), "the expected legal cards must be in the hand")
    case.cards.update(hand=hand, trick=trick, legal=wanted)


def _points_pair(ch: Checker, case: PreparedCase, points: tuple[int, int],
                 tricks: tuple[int, int] | None, at: Path_) -> None:
    """A played-out hand's points and tricks: whole numbers from 0 that can be (the check
    score_hand makes: totals of the deck and of the ten tricks, points the tricks can hold)."""
    bad = [(name, pair) for name, pair in (("points", points), ("tricks", tricks))
           if pair is not None and min(pair) < 0]
    for name, pair in bad:
        ch.add((*at, name), f"{name} {list(pair)} cannot be below 0: each team's {name}, "
               f"such as {[94, 26] if name == 'points' else [7, 3]}")
    if tricks is not None and max(tricks) > 10:
        ch.add((*at, "tricks"), f"tricks {list(tricks)} cannot be: a hand has 10 tricks")
    elif not bad:
        for name, message in hand_problems(case.rules, points, tricks):
            ch.add((*at, name), message)


def _hand_score(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, HandScoreKind)
    _points_pair(ch, case, data.points, data.tricks, at)


def _match(ch: Checker, case: PreparedCase, at: Path_) -> None:
    from ..engine import tally_hands

    data = case.data
    assert isinstance(data, MatchKind)
    for index, hand in enumerate(data.hands):
        _points_pair(ch, case, hand.points, hand.tricks, (*at, "hands", index))
    tallies = tally_hands(case.rules, ((h.points, h.tricks) for h in data.hands))
    for index, tally in enumerate(tallies, 1):
        if tally.winner is not None and index < len(data.hands):
            ch.add((*at, "hands", index), f"the match was already won after hand {index} — "
                   "hands listed after the end cannot be played")
            return


def _deal(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, DealKind) and isinstance(expect, DealExpect)
    rules = case.rules
    deck = ch.cards(rules, data.deck, (*at, "deck"))
    if len(data.deck) != 40:
        ch.add((*at, "deck"), f"the deck must list all 40 cards of the variant, not {len(data.deck)}")
    procedure = data.choice or "standard"
    plan = rules.deals.get(procedure)
    if plan is None:
        ch.add((*at, "choice"), f"the variant has no '{procedure}' deal — it has: "
               + ", ".join(rules.deals))
    elif plan.picks_from_dealer and data.pick is None:
        ch.add(at, "this deal turns a random card of the dealer's hand for trump: say which "
               "with 'pick: N' (0 to 9, in the order the dealer received them)")
    elif not plan.picks_from_dealer and data.pick is not None:
        ch.add((*at, "pick"), f"the '{procedure}' deal turns no card of the dealer's hand — "
               "remove 'pick'")
    if plan is not None:  # the cut: the one rule Match.deal checks too
        for index, problem in cut_problems(rules, procedure, data.cut or []):
            whole = at if data.cut is None else (*at, "cut")  # a missing cut: on the case
            ch.add(whole if index is None else (*at, "cut", index), problem)
    exp_at: Path_ = ("cases", at[1], "expect")
    hands = {seat: ch.cards(rules, cards, (*exp_at, "hands", str(seat)))
             for seat, cards in (expect.hands or {}).items()}
    trump_card = None if expect.trump_card is None else \
        ch.card(rules, expect.trump_card, (*exp_at, "trump_card"))
    if expect.trump is not None:
        ch.suit(rules, expect.trump, (*exp_at, "trump"))
    case.cards.update(deck=deck, procedure=procedure, hands=hands, trump_card=trump_card)


def _seat_hands(ch: Checker, case: PreparedCase, hands: dict[int, list[str]], at: Path_,
                full: bool) -> list[list[int]]:
    rules = case.rules
    out: list[list[int]] = []
    for seat in range(4):
        if seat not in hands:
            ch.add((*at, "hands"), f"the hands must include seat {seat} (give all of 0, 1, 2, 3)")
            out.append([])
            continue
        out.append(ch.cards(rules, hands[seat], (*at, "hands", str(seat))))
    # Counted as written: a card refused above (not in the deck) is not also a short hand.
    written = [len(hands[seat]) for seat in range(4) if seat in hands]
    sizes = set(written)
    if len(sizes) > 1:
        ch.add((*at, "hands"), "the hands do not add up: every seat must hold the same number "
               f"of cards (here {', '.join(map(str, written))})")
    elif full and sizes != {10}:
        ch.add((*at, "hands"), "each seat must hold 10 cards here")
    elif sizes and (max(sizes) > 10 or min(sizes) < 1):
        ch.add((*at, "hands"), "each seat holds 1 to 10 cards")
    held: dict[str, int] = {}  # a card as written, and the first seat holding it
    for seat in range(4):
        for index, card in enumerate(hands.get(seat, [])):
            first = held.setdefault(card.upper(), seat)
            if first != seat:
                ch.add((*at, "hands", str(seat), index), f"{card} is in two hands (seats "
                       f"{first} and {seat}) — a card is held once: remove it from one",
                       "case-duplicate-card")
    return out


def _trump_of(ch: Checker, case: PreparedCase, dealer: int, hands: list[list[int]],
              trump_card: str | None, trump: str | None, at: Path_) -> None:
    rules = case.rules
    cut = rules.deals["standard"].cuts_unused
    if trump_card is not None:
        card = ch.card(rules, trump_card, (*at, "trump_card"))
        if card is None:
            return
        if cut:
            ch.add((*at, "trump_card"), f"in {rules.variant} the trump is cut from the unused "
                   "cards and nobody holds it — write 'trump: <suit>' instead")
        elif all(len(h) == 10 for h in hands) and card not in hands[dealer]:
            ch.add((*at, "trump_card"), f"the trump card {trump_card} must be in the dealer's "
                   f"hand (seat {dealer}), who keeps it")
        elif any(card in h for seat, h in enumerate(hands) if seat != dealer):
            ch.add((*at, "trump_card"), f"the trump card {trump_card} is kept by the dealer "
                   f"(seat {dealer}), not by another seat")
        case.cards.update(trump=card // 10, trump_card=card)
    else:
        assert trump is not None
        case.cards.update(trump=ch.suit(rules, trump, (*at, "trump")), trump_card=None)


def _play(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, PlayKind)
    hands = _seat_hands(ch, case, data.hands, at, full=False)
    _trump_of(ch, case, data.dealer, hands, data.trump_card, data.trump, at)
    if data.declare is not None and \
            data.declare.infraction.replace("-", "_") not in case.rules.illegal.infractions:
        allowed = sorted(k.replace("_", "-") for k in case.rules.illegal.allowed)
        punished = sorted(k.replace("_", "-") for k in case.rules.illegal.infractions
                          if k not in case.rules.illegal.allowed)
        near = closest(data.declare.infraction.replace("_", "-"), [*punished, *allowed])
        ch.add((*at, "declare", "infraction"), f"the variant neither punishes nor allows "
               f"'{data.declare.infraction}'" + (f" — did you mean '{near}'?" if near else "")
               + f" — it punishes: {', '.join(punished) or 'none'}; it allows: "
               f"{', '.join(allowed) or 'none'}")
    moves = [ch.card(case.rules, m, (*at, "moves", i)) for i, m in enumerate(data.moves)]
    if len(moves) > sum(len(h) for h in hands):
        ch.add((*at, "moves"), "more moves than cards in the hands")
    expect = case.expect
    assert isinstance(expect, PlayExpect)
    exp_at: Path_ = ("cases", at[1], "expect", "sees_trump_card")
    tricks = max((len(h) for h in hands), default=0)
    for seat, seen in (expect.sees_trump_card or {}).items():
        if len(seen) > tricks:
            ch.add((*exp_at, str(seat)), f"{len(seen)} tricks seen, but the hands have "
                   f"{tricks} — one entry per trick, the first trick first")
        for index, card in enumerate(seen):
            if card is not None:
                ch.card(case.rules, card, (*exp_at, str(seat), index))
    case.cards.update(hands=hands, moves=[m for m in moves if m is not None])


def _redeal(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, RedealKind)
    hands = _seat_hands(ch, case, data.hands, at, full=True)
    if data.trump_card is None and data.trump is None:
        ch.add(at, "give the trump card ('trump_card: 2S') or the trump suit ('trump: S')")
        return
    _trump_of(ch, case, data.dealer, hands, data.trump_card, data.trump, at)
    case.cards.update(hands=hands)


def _series(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, SeriesKind)
    target = case.rules.series_target or 1
    wins = [0, 0]
    for index, winner in enumerate(data.winners):
        if max(wins) >= target:
            ch.add((*at, "winners", index), f"the series was already won after match {index} "
                   f"(first to {target}) — matches after the end cannot be played")
            return
        wins[winner] += 1


def _session(ch: Checker, case: PreparedCase, at: Path_) -> None:
    from ..engine import tally_hands

    data = case.data
    assert isinstance(data, SessionKind)
    for index, hand in enumerate(data.hands):
        _points_pair(ch, case, hand.points, hand.tricks, (*at, "hands", index))
    for index, tally in enumerate(tally_hands(case.rules, ((h.points, h.tricks) for h in data.hands)), 1):
        if tally.over and index < len(data.hands):
            ch.add((*at, "hands", index), f"the match ended after hand {index} — hands listed "
                   "after the end cannot be played")
            return


def _standings(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, StandingsKind)
    regular = case.rules.match.series_matches
    if regular is None:
        ch.add(at, "the variant has no series by standings — write 'series matches N' in it, "
               "or use a 'series' case")
        return
    if len(data.matches) > regular + 1:
        ch.add((*at, "matches", regular + 1), f"the series is {regular} matches and at most one "
               "deciding match — matches after them cannot be played")
    for index, played in enumerate(data.matches):
        winner, scores = played.winner, played.scores
        if (winner is None) != (scores[0] == scores[1]) or (
                winner is not None and scores[winner] < scores[1 - winner]):
            ch.add((*at, "matches", index, "winner"), f"match {index}: a winner has the higher "
                   "score and a draw (null) equal scores")


def _seats(ch: Checker, case: PreparedCase, at: Path_) -> None:
    """Nothing to check before it runs: the first dealer and the count are checked by the
    model, and the roles are the engine's."""


CHECKS: dict[str, Check] = {
    "trick": _trick, "legal": _legal, "hand_score": _hand_score, "match": _match,
    "deal": _deal, "play": _play, "redeal": _redeal, "series": _series,
    "session": _session, "standings": _standings, "seats": _seats,
    "competition": check_competition,
}
