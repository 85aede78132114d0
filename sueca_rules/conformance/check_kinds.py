"""Per-kind checks of a case before it runs: cards in the deck, hands that add up, ..."""

from __future__ import annotations

from collections.abc import Callable

from ..engine.deal import cut_problems
from ..source.text import Path_
from .models import (
    DealExpect,
    DealKind,
    HandScoreKind,
    LegalExpect,
    LegalKind,
    MatchKind,
    PlayKind,
    RedealKind,
    SeriesKind,
    TrickKind,
)
from .prepared import Checker, PreparedCase

Check = Callable[[Checker, PreparedCase, Path_], None]


def _trick(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, TrickKind)
    case.cards["trump"] = ch.suit(case.rules, data.trump, (*at, "trump"))
    case.cards["cards"] = ch.cards(case.rules, data.cards, (*at, "cards"))


def _legal(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, LegalKind) and isinstance(expect, LegalExpect)
    rules = case.rules
    case.cards["trump"] = ch.suit(rules, data.trump, (*at, "trump"))
    hand = ch.cards(rules, data.hand, (*at, "hand"))
    trick = ch.cards(rules, data.trick, (*at, "trick"))
    if set(hand) & set(trick):
        ch.add((*at, "trick"), "a card is both in the hand and on the trick")
    wanted = ch.cards(rules, expect.legal, ("cases", at[1], "expect", "legal"))
    if not set(wanted) <= set(hand):
        ch.add(("cases", at[1], "expect", "legal"), "the expected legal cards must be in the hand")
    case.cards.update(hand=hand, trick=trick, legal=wanted)


def _points_pair(ch: Checker, case: PreparedCase, points: tuple[int, int],
                 tricks: tuple[int, int] | None, at: Path_) -> None:
    total = case.rules.total_points
    if min(points) < 0 or sum(points) != total:
        ch.add((*at, "points"), f"card points {list(points)} must add up to {total} (the deck)")
    if tricks is not None and (min(tricks) < 0 or sum(tricks) != 10):
        ch.add((*at, "tricks"), f"tricks {list(tricks)} must add up to 10")


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
    elif plan.trump == "dealer-random" and data.pick is None:
        ch.add(at, "this deal turns a random card of the dealer's hand for trump: say which "
               "with 'pick: N' (0 to 9, in the order the dealer received them)")
    elif plan.trump != "dealer-random" and data.pick is not None:
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
    every = [c for h in out for c in h]
    if len(every) != len(set(every)):
        ch.add((*at, "hands"), "a card is in two hands")
    return out


def _trump_of(ch: Checker, case: PreparedCase, dealer: int, hands: list[list[int]],
              trump_card: str | None, trump: str | None, at: Path_) -> None:
    rules = case.rules
    cut = rules.deals["standard"].trump == "cut-unused"
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
            data.declare.infraction.replace("-", "_") not in case.rules.infractions:
        punished = ", ".join(k.replace("_", "-") for k in case.rules.infractions) or "none"
        ch.add((*at, "declare", "infraction"), f"the variant does not punish "
               f"'{data.declare.infraction}' — it punishes: {punished}")
    moves = [ch.card(case.rules, m, (*at, "moves", i)) for i, m in enumerate(data.moves)]
    if len(moves) > sum(len(h) for h in hands):
        ch.add((*at, "moves"), "more moves than cards in the hands")
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


CHECKS: dict[str, Check] = {
    "trick": _trick, "legal": _legal, "hand_score": _hand_score, "match": _match,
    "deal": _deal, "play": _play, "redeal": _redeal, "series": _series,
}
