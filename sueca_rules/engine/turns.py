"""What may be done now in a match: the legal actions, chance's draw, who may ask for a new
deal and who deals then, who chooses the deal, whether an accusation may be made, what a seat
sees. The questions :mod:`.machine`'s drivers ask of a :class:`~.state.MatchState`.
"""

from __future__ import annotations

import random

from ..arguments import shown
from ..compiled.groups import Chooser, DealPlan
from ..compiled.rules import Rules
from ..errors import IllegalMove
from .actions import Accuse, Action, AskRedeal, Declare, FirstDealer, Phase
from .bidding import Auction, Call, legal_bids
from .deal import Deal, deal_cards, dealt, seat_hands, shuffled, suit_of_name
from .seating import draw_table, seated
from .state import MatchState
from .view import SeatView


def redeal_seats(rules: Rules, hands: list[list[int]] | tuple[tuple[int, ...], ...],
                 leader: int) -> list[int]:
    """Seats whose card points let them ask for a new deal (the first leader has a limit of
    its own: 002's "menos que 10 ponto" for the leader, "menos do que 5" for the others)."""
    seats: list[int] = []
    redeal = rules.deals.redeal
    if redeal is None:
        return seats
    points = rules.deck.points
    for seat in range(rules.table.players):
        limit = redeal.leader_below if seat == leader else redeal.others_below
        if limit is not None and sum(points[c] for c in hands[seat]) < limit:
            seats.append(seat)
    return seats


def redeal_dealer(rules: Rules, state: MatchState) -> int:
    """Who deals after a redeal is asked for: the same dealer, or the next, as the variant says."""
    redeal = rules.deals.redeal
    tally = state.tally
    if redeal is None or redeal.same_dealer:
        return tally.dealer
    return rules.table.passed(tally.dealer, tally.turn)[0]


def seat_deal(rules: Rules, state: MatchState, deal: Deal) -> Deal:
    """`deal` with the roles of the hand the match is at (the table's seat plan: who shuffles,
    cuts and leads this hand, the leader after the last trick's winner of the hand before)."""
    seats = rules.table.seats
    if seats is None or not seats.moves:
        return deal
    return seated(rules, deal, state.tally.turn, last_winner(state))


def last_winner(state: MatchState) -> int | None:
    """The seat that won the last trick of the hand before the next deal: of the hand still
    held (None where it ended before its last trick), else the one remembered (the first hand,
    or a new deal asked for: the hand before stays the one played)."""
    before = state.hand
    if before is None:
        return state.last_winner
    return before.tricks[-1].winner if before.finished and len(before.tricks) == state.rules.deals.tricks \
        else None


def deal_chooser(rules: Rules, state: MatchState) -> int | None:
    """The seat that chooses how the next hand is dealt (the dealer, or the cutter), or None
    where there is nothing to choose (one procedure, or the table chose once for the match)."""
    deals = rules.deals
    if deals.fixed is not None or len(deals) == 1:
        return None
    if deals.chooser is not Chooser.CUTTER:
        return state.tally.dealer
    cutters = deals[next(iter(deals))].cutters
    offset = cutters[state.tally.turn % len(cutters)] if cutters else None
    return (state.tally.dealer + (offset or 0)) % rules.table.players


def may_accuse(state: MatchState) -> bool:
    """Whether an accusation may be made now (the variant accepts illegal cards, and the hand
    may still be punished: see :meth:`~.state.MatchState.penalties_open`)."""
    return not state.rules.illegal.refuse and state.penalties_open()


def chance_due(state: MatchState) -> bool:
    """Whether chance may act now: the first dealer drawn (DRAW), the next deal (DEAL, and
    HAND_END, where the deal closes the window for accusations)."""
    return state.phase in (Phase.DRAW, Phase.DEAL, Phase.HAND_END)


def legal_actions(state: MatchState) -> tuple[Action, ...]:
    """Every action a player may take now — chance's aside (:func:`chance_due`, :func:`draw`).

    Cards: the legal ones, or, where illegal cards are accepted (and may be accused), every
    card the player to move holds; redeal requests in the REDEAL phase; an accusation by each
    team and a declaration of each infraction the variant punishes while they may be made.
    In the DRAW phase, the seats that may deal first."""
    rules = state.rules
    table = rules.table
    phase = state.phase
    if phase is Phase.DRAW:
        return tuple(FirstDealer(seat) for seat in range(table.players))
    if phase is Phase.BID or phase is Phase.CALL:  # no penalty while the trump is bid for
        hand = state.hand
        if phase is Phase.CALL and state.auction is not None and hand is not None:
            return tuple(calls(rules, state.auction, hand.hands))
        return tuple(legal_bids(rules, state.auction)) if state.auction is not None else ()
    hand = state.hand
    actions: list[Action] = []
    auction = state.auction
    if auction is not None and phase in (Phase.BID, Phase.REDEAL) and hand is not None \
            and not hand.trick and not hand.tricks:
        actions.extend(legal_bids(rules, auction))
    if hand is not None and (phase is Phase.PLAY or (phase is Phase.REDEAL and rules.bidding is None)):
        actions.extend(hand.legal if rules.illegal.refuse else hand.hands[hand.turn])
        if phase is Phase.REDEAL:
            actions.extend(AskRedeal(seat) for seat in state.redeals)
    if state.penalties_open():
        if not rules.illegal.refuse:
            if rules.illegal.names_player:  # the accusers name one opponent
                actions.extend(Accuse(team, seat) for team in range(table.sides)
                               for seat in range(table.players) if table.side_of[seat] != team)
            else:
                actions.extend(Accuse(team) for team in range(table.sides))
        actions.extend(Declare(team, name) for name in rules.illegal.infractions
                       for team in range(table.sides))
    return tuple(actions)


def observe(state: MatchState, seat: int) -> SeatView:
    """What `seat` may know, read from the state when asked for (it follows the match from
    hand to hand). IllegalMove for a seat the table does not have."""
    players = state.rules.table.players
    if seat.__class__ is not int or not 0 <= seat < players:
        raise IllegalMove(f"a seat is {listed(range(players))}, not {shown(seat)}", rule="seat")
    return SeatView(seat, source=state)


def draw(rules: Rules, state: MatchState, rng: random.Random,
         procedure: str | None = None) -> FirstDealer | Deal:
    """Chance's action now, from `rng`: the first dealer (where the variant draws it; else its
    seat, `rng` untouched), or the next deal by `procedure` (default: the variant's) — the
    deck shuffled, then the unused cards where the trump is cut from them, then the dealer's
    card turned for trump where it is picked at random. The one order every driver draws in:
    a seed deals the same games everywhere. IllegalMove when chance has nothing to do now or
    the variant has no such procedure."""
    phase = state._phase
    if phase is Phase.DRAW:
        table = rules.table
        forming = table.forming
        if forming is not None and forming.cards:
            drawn = draw_table(rules, rng)
            return FirstDealer(drawn.first_dealer, drawn)
        return FirstDealer(rng.randrange(table.players) if table.first_dealer_drawn
                           else table.first_dealer)
    if phase is not Phase.DEAL and phase is not Phase.HAND_END:
        deal_open(state)  # says why not
    name = rules.deals.default if procedure is None else procedure
    plan = rules.deals.plans.get(name) if name.__class__ is str else None
    if plan is None:
        raise IllegalMove(f"the {rules.variant} variant has no {shown(name)} deal — it has: "
                          + ", ".join(rules.deals), rule="procedure")
    dealer = state.tally.dealer
    deal = _chance_deal(rules, plan, name, dealer, rng)
    banned = plan.banned_trump
    while banned and deal.trump_card is not None and banned[deal.trump_card]:
        # a card that may not set trumps: the cards are gathered, shuffled and dealt again
        deal = _chance_deal(rules, plan, name, dealer, rng)
    return seat_deal(rules, state, deal)


def _chance_deal(rules: Rules, plan: DealPlan, name: str, dealer: int, rng: random.Random) -> Deal:
    """One deal by chance: the deck shuffled, then the unused cards where the trump is cut
    from them, then the dealer's card turned where it is picked at random. A shuffle of the
    forty holds each once, so it is dealt as :func:`~.deal.deal_cards` deals a checked deck."""
    deck, unused = shuffled(rules, rng)
    cut = tuple(unused[:1]) if plan.cuts_unused else ()
    pick = rng.randrange(rules.deals.hand_size) if plan.picks_from_dealer else None
    if plan.cuts_unused and not cut:  # no unused card to cut: deal_cards says why not
        return deal_cards(rules, dealer, deck, name, cut, pick)
    hands, masks = seat_hands(plan, dealer, deck)
    return dealt(plan, name, dealer, tuple(deck), hands, masks, cut,
                 suit_of_name(rules, cut[0]) if cut else -1, pick)


def deal_open(state: MatchState) -> None:
    """Refuse (IllegalMove) unless a hand may be dealt now."""
    phase = state._phase  # REDEAL or PLAY alike: a hand is in play
    if phase is Phase.OVER:
        raise IllegalMove("the match is over", rule="match-over")
    if phase is Phase.DRAW:
        raise IllegalMove("the first dealer is to be drawn before the first deal", rule="first-dealer")
    if phase is Phase.REDEAL or phase is Phase.PLAY or phase is Phase.BID or phase is Phase.CALL:
        raise IllegalMove("the hand in play is not finished", rule="hand-in-play")


def listed(seats: range) -> str:
    names = [str(s) for s in seats]
    return ", ".join(names[:-1]) + " or " + names[-1]


def calls(rules: Rules, auction: Auction, hands: list[list[int]]) -> list[Call]:
    """Every trump and called card the auction's winner may name."""
    bidding = rules.bidding
    assert bidding is not None and auction.bidder is not None
    seat = auction.bidder
    if not bidding.called_card:
        return [Call(seat, trump) for trump in range(4)]
    mine = set(hands[seat])
    return [Call(seat, trump, card) for trump in range(4) for card in rules.deck.cards
            if bidding.call_own or card not in mine]
