"""Per-kind checks of a case before it runs: cards in the deck, hands that add up, ..."""

from __future__ import annotations

from collections.abc import Callable

from ..engine.deal import cut_problems
from ..engine.scoring import hand_problems
from ..errors import closest
from ..source.text import Path_
from .check_play import check_auction, check_stock, stock_size, under_the_stock
from .check_shape import contract_given, nth, outcome_word, per_side, seat_at_table, seat_keys, side_at_table, word
from .models import (
    DealExpect,
    DealKind,
    HandScoreKind,
    LegalExpect,
    LegalKind,
    MatchExpect,
    MatchKind,
    PlayExpect,
    PlayKind,
    RedealKind,
    ScoreExpect,
    SeriesKind,
    SessionKind,
    StandingsKind,
    TrickExpect,
    TrickKind,
)
from .prepared import Checker, PreparedCase
from .run_competition import check_competition
from .run_contract import tally_of

Check = Callable[[Checker, PreparedCase, Path_], None]


def _trick(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    expect = case.expect
    assert isinstance(data, TrickKind) and isinstance(expect, TrickExpect)
    case.cards["trump"] = ch.suit(case.rules, data.trump, (*at, "trump"))
    case.cards["cards"] = ch.cards(case.rules, data.cards, (*at, "cards"))
    played = len(data.cards)
    players = case.rules.table.players
    if played > players:
        ch.add((*at, "cards", players), f"a trick has 1 to {players} cards ({word(players)}"
               f" for a whole trick, fewer for one still in play), not {played} — remove the "
               f"cards from the {nth(players + 1)} on")
    exp_at: Path_ = ("cases", at[1], "expect")
    if expect.winner is not None and expect.winner >= players:
        ch.add((*exp_at, "winner"), f"'winner' must be at most {players - 1}, not {expect.winner}"
               f" — a position in play order, of {players} cards at most", "case-seat")
    elif expect.winner is not None and expect.winner >= played:
        last = played - 1
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
    if len(data.trick) >= rules.table.players:
        ch.add((*at, "trick"), f"a trick in play holds fewer cards than the {rules.table.players}"
               f" players — {len(data.trick)} make it whole: give at most {rules.table.players - 1}")
    wanted = ch.cards(rules, expect.legal, ("cases", at[1], "expect", "legal"))
    if not set(wanted) <= set(hand):
        ch.add(("cases", at[1], "expect", "legal"), "the expected legal cards must be in the hand")
    case.cards.update(hand=hand, trick=trick, legal=wanted,
                      stock=check_stock(ch, case, data.stock, data.stock_left, [*hand, *trick], at))


def _points_pair(ch: Checker, case: PreparedCase, points: tuple[int, ...],
                 tricks: tuple[int, ...] | None, at: Path_) -> bool:
    """A played-out hand's points and tricks: whole numbers from 0, one per side, that can be
    (the check score_hand makes: totals of the deck and of the hand's tricks, points the
    tricks can hold). False where they are not one per side (they cannot be scored)."""
    rules = case.rules
    if not (per_side(ch, rules, points, (*at, "points"), "points")
            & per_side(ch, rules, tricks, (*at, "tricks"), "tricks")):
        return False
    bad = [(name, pair) for name, pair in (("points", points), ("tricks", tricks))
           if pair is not None and min(pair) < 0]
    for name, pair in bad:
        ch.add((*at, name), f"{name} {list(pair)} cannot be below 0: each team's {name}, "
               f"such as {[94, 26] if name == 'points' else [7, 3]}")
    hand = rules.deals.tricks
    if tricks is not None and max(tricks) > hand:
        ch.add((*at, "tricks"), f"tricks {list(tricks)} cannot be: a hand has {hand} tricks")
    elif not bad:
        for name, message in hand_problems(case.rules, points, tricks):
            ch.add((*at, name), message)
    return True


def _hand_score(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, HandScoreKind)
    _points_pair(ch, case, data.points, data.tricks, at)
    side_at_table(ch, case.rules, data.last_trick, (*at, "last_trick"), "last_trick")
    contract_given(ch, case.rules, data.contract, at)
    _expect_sides(ch, case, at, ("game_points", "recorded"))
    expect = case.expect
    assert isinstance(expect, ScoreExpect)
    outcome_word(ch, case.rules, expect.outcome, ("cases", at[1], "expect", "outcome"))


def _expect_sides(ch: Checker, case: PreparedCase, kind_at: Path_, names: tuple[str, ...],
                  lists: tuple[str, ...] = ()) -> None:
    """The expected values per side (`game_points: [1, 0]`), lists of them (`scores`), and the
    match's winner, a side."""
    at: Path_ = ("cases", kind_at[1], "expect")
    for name in names:
        per_side(ch, case.rules, getattr(case.expect, name), (*at, name), name)
    for name in lists:
        for index, values in enumerate(getattr(case.expect, name) or ()):
            per_side(ch, case.rules, values, (*at, name, index), name)
    if "winner" in type(case.expect).model_fields:
        side_at_table(ch, case.rules, getattr(case.expect, "winner", None), (*at, "winner"), "winner")


def _match(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, MatchKind)
    scorable = True
    for index, hand in enumerate(data.hands):
        scorable &= _points_pair(ch, case, hand.points, hand.tricks, (*at, "hands", index))
        scorable &= contract_given(ch, case.rules, hand.contract, (*at, "hands", index))
    _expect_sides(ch, case, at, (), ("scores",))
    expect = case.expect
    assert isinstance(expect, MatchExpect)
    for index, said in enumerate(expect.outcomes or ()):
        outcome_word(ch, case.rules, said, ("cases", at[1], "expect", "outcomes", index))
    if not scorable:  # not one value per side, or no contract to score by
        return
    tallies = tally_of(case.rules, data.hands)
    for index, tally in enumerate(tallies, 1):
        if tally.winner is not None and index < len(data.hands):
            ch.add((*at, "hands", index), f"the match was already won after hand {index} — "
                   "hands listed after the end cannot be played")
            return


def _deal(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, DealKind) and isinstance(expect, DealExpect)
    rules = case.rules
    seat_at_table(ch, rules, data.dealer, (*at, "dealer"), "dealer")
    deck = ch.cards(rules, data.deck, (*at, "deck"))
    size = rules.deck.size
    if len(data.deck) != size:
        ch.add((*at, "deck"), f"the deck must list all {size} cards of the variant, not {len(data.deck)}")
    procedure = data.choice or "standard"
    plan = rules.deals.get(procedure)
    last = rules.deals.hand_size - 1
    if plan is None:
        ch.add((*at, "choice"), f"the variant has no '{procedure}' deal — it has: "
               + ", ".join(rules.deals))
    elif plan.picks_from_dealer and data.pick is None:
        ch.add(at, "this deal turns a random card of the dealer's hand for trump: say which "
               f"with 'pick: N' (0 to {last}, in the order the dealer received them)")
    elif not plan.picks_from_dealer and data.pick is not None:
        ch.add((*at, "pick"), f"the '{procedure}' deal turns no card of the dealer's hand — "
               "remove 'pick'")
    elif data.pick is not None and data.pick > last:
        ch.add((*at, "pick"), f"'pick' must be at most {last}, not {data.pick} — the dealer "
               f"receives {last + 1} cards")
    if plan is not None:  # the cut: the one rule Match.deal checks too
        for index, problem in cut_problems(rules, procedure, data.cut or []):
            whole = at if data.cut is None else (*at, "cut")  # a missing cut: on the case
            ch.add(whole if index is None else (*at, "cut", index), problem)
    exp_at: Path_ = ("cases", at[1], "expect")
    seat_keys(ch, rules, expect.hands, (*exp_at, "hands"))
    for name in ("trump_holder", "leader", "next_dealer"):
        seat_at_table(ch, rules, getattr(expect, name), (*exp_at, name), name)
    hands = {seat: ch.cards(rules, cards, (*exp_at, "hands", str(seat)))
             for seat, cards in (expect.hands or {}).items()}
    trump_card = None if expect.trump_card is None else \
        ch.card(rules, expect.trump_card, (*exp_at, "trump_card"))
    if expect.trump is not None:
        ch.suit(rules, expect.trump, (*exp_at, "trump"))
    undealt = {name: None if getattr(expect, name) is None else
               ch.cards(rules, getattr(expect, name), (*exp_at, name)) for name in ("stock", "aside")}
    for name, count, where in (("stock", stock_size(rules), "in a stock"),
                               ("aside", rules.deals.aside, "aside")):
        if undealt[name] is not None and count == 0:
            ch.add((*exp_at, name), f"the {rules.variant} variant deals every card or sets none "
                   f"{where} — remove '{name}'")
    case.cards.update(deck=deck, procedure=procedure, hands=hands, trump_card=trump_card, **undealt)


def _seat_hands(ch: Checker, case: PreparedCase, hands: dict[int, list[str]], at: Path_,
                full: bool) -> list[list[int]]:
    rules = case.rules
    players = rules.table.players
    seat_keys(ch, rules, hands, (*at, "hands"))
    out: list[list[int]] = []
    for seat in range(players):
        if seat not in hands:
            ch.add((*at, "hands"), f"the hands must include seat {seat} (give all of "
                   f"{', '.join(map(str, range(players)))})")
            out.append([])
            continue
        out.append(ch.cards(rules, hands[seat], (*at, "hands", str(seat))))
    # Counted as written: a card refused above (not in the deck) is not also a short hand.
    written = [len(hands[seat]) for seat in range(players) if seat in hands]
    sizes = set(written)
    size = rules.deals.hand_size
    if len(sizes) > 1:
        ch.add((*at, "hands"), "the hands do not add up: every seat must hold the same number "
               f"of cards (here {', '.join(map(str, written))})")
    elif full and sizes != {size}:
        ch.add((*at, "hands"), f"each seat must hold {size} cards here")
    elif sizes and (max(sizes) > size or min(sizes) < 1):
        ch.add((*at, "hands"), f"each seat holds 1 to {size} cards")
    held: dict[str, int] = {}  # a card as written, and the first seat holding it
    for seat in range(players):
        for index, card in enumerate(hands.get(seat, [])):
            first = held.setdefault(card.upper(), seat)
            if first != seat:
                ch.add((*at, "hands", str(seat), index), f"{card} is in two hands (seats "
                       f"{first} and {seat}) — a card is held once: remove it from one",
                       "case-duplicate-card")
    return out


def _trump_of(ch: Checker, case: PreparedCase, dealer: int, hands: list[list[int]],
              trump_card: str | None, trump: str | None, at: Path_,
              stock: list[int] | None = None) -> None:
    rules = case.rules
    cut = rules.deals["standard"].cuts_unused
    if trump_card is not None:
        card = ch.card(rules, trump_card, (*at, "trump_card"))
        if card is None:
            return
        holder: int | None = dealer
        if cut:
            ch.add((*at, "trump_card"), f"in {rules.variant} the trump is cut from the unused "
                   "cards and nobody holds it — write 'trump: <suit>' instead")
        elif rules.deals.stock is not None:  # under the stock (drawn last), or drawn already
            holder = under_the_stock(ch, case, card, hands, stock or [], (*at, "trump_card"))
        elif all(len(h) == rules.deals.hand_size for h in hands) and card not in hands[dealer]:
            ch.add((*at, "trump_card"), f"the trump card {trump_card} must be in the dealer's "
                   f"hand (seat {dealer}), who keeps it")
        elif any(card in h for seat, h in enumerate(hands) if seat != dealer):
            ch.add((*at, "trump_card"), f"the trump card {trump_card} is kept by the dealer "
                   f"(seat {dealer}), not by another seat")
        case.cards.update(trump=card // rules.deck.per_suit, trump_card=card, trump_holder=holder)
    elif trump is not None:
        case.cards.update(trump=ch.suit(rules, trump, (*at, "trump")), trump_card=None,
                          trump_holder=None)


def _play(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, PlayKind)
    rules = case.rules
    seat_at_table(ch, rules, data.dealer, (*at, "dealer"), "dealer")
    hands = _seat_hands(ch, case, data.hands, at, full=False)
    stock = check_stock(ch, case, data.stock, None, [c for h in hands for c in h], at)
    _trump_of(ch, case, data.dealer, hands, data.trump_card, data.trump, at, stock)
    check_auction(ch, case, at)
    for name, part in (("accuse", data.accuse), ("declare", data.declare)):
        if part is not None:
            side_at_table(ch, rules, part.team, (*at, name, "team"), "team")
    if data.accuse is not None:
        seat_at_table(ch, rules, data.accuse.seat, (*at, "accuse", "seat"), "seat")
    per_side(ch, rules, data.scores_before, (*at, "scores_before"), "scores_before")
    if data.declare is not None and data.declare.infraction.replace("-", "_") in rules.illegal.forbidden:
        ch.add((*at, "declare", "infraction"), f"the variant forbids '{data.declare.infraction}' "
               "but names no penalty for it: there is nothing to declare")
    elif data.declare is not None and \
            data.declare.infraction.replace("-", "_") not in rules.illegal.infractions:
        allowed = sorted(k.replace("_", "-") for k in rules.illegal.allowed)
        punished = sorted(k.replace("_", "-") for k in rules.illegal.infractions
                          if k not in rules.illegal.allowed)
        near = closest(data.declare.infraction.replace("_", "-"), [*punished, *allowed])
        ch.add((*at, "declare", "infraction"), f"the variant neither punishes nor allows "
               f"'{data.declare.infraction}'" + (f" — did you mean '{near}'?" if near else "")
               + f" — it punishes: {', '.join(punished) or 'none'}; it allows: "
               f"{', '.join(allowed) or 'none'}")
    moves = [ch.card(rules, m, (*at, "moves", i)) for i, m in enumerate(data.moves)]
    if len(moves) > sum(len(h) for h in hands) + len(stock or []):
        ch.add((*at, "moves"), "more moves than cards in the hands" + (" and the stock" if stock else ""))
    expect = case.expect
    assert isinstance(expect, PlayExpect)
    exp_at: Path_ = ("cases", at[1], "expect")
    _expect_sides(ch, case, at, ("points", "game_points", "scores", "recorded"))
    for name in ("next_dealer", "next_leader", "trump_holder"):
        seat_at_table(ch, rules, getattr(expect, name), (*exp_at, name), name)
    for index, trick in enumerate(expect.tricks or ()):
        seat_at_table(ch, rules, trick.winner, (*exp_at, "tricks", index, "winner"), "winner")
    seat_keys(ch, rules, expect.sees_trump_card, (*exp_at, "sees_trump_card"))
    tricks = max((len(h) for h in hands), default=0) + len(stock or []) // rules.table.players
    for seat, seen in (expect.sees_trump_card or {}).items():
        if len(seen) > tricks:
            ch.add((*exp_at, "sees_trump_card", str(seat)), f"{len(seen)} tricks seen, but the "
                   f"hands have {tricks} — one entry per trick, the first trick first")
        for index, card in enumerate(seen):
            if card is not None:
                ch.card(rules, card, (*exp_at, "sees_trump_card", str(seat), index))
    case.cards.update(hands=hands, moves=[m for m in moves if m is not None], stock=stock)


def _redeal(ch: Checker, case: PreparedCase, at: Path_) -> None:
    data = case.data
    assert isinstance(data, RedealKind)
    seat_at_table(ch, case.rules, data.dealer, (*at, "dealer"), "dealer")
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
    data = case.data
    assert isinstance(data, SessionKind)
    scorable = True
    for index, hand in enumerate(data.hands):
        scorable &= _points_pair(ch, case, hand.points, hand.tricks, (*at, "hands", index))
        scorable &= contract_given(ch, case.rules, hand.contract, (*at, "hands", index))
    _expect_sides(ch, case, at, (), ("scores",))
    if not scorable:  # not one value per side, or no contract to score by
        return
    for index, tally in enumerate(tally_of(case.rules, data.hands), 1):
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
