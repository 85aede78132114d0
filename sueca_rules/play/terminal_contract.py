"""The auction and its contract in the terminal game's words: the bids said, the bids the
player may make and why one is refused, the contract (declarer, bid, trump, called card) and
the secret partner as the player knows it (:class:`~.talk.Talk`)."""

from __future__ import annotations

from ..compiled.groups import BiddingRules
from ..engine.view import PlayerView
from ..words.i18n import N_
from .screen import SYMBOL
from .talk import Talk


def said_bid(t: Talk, seat: int, points: int | None, me: int) -> str:
    """`West bids 70.`, `You pass.`: one bid of the auction, as it is made."""
    if seat == me:
        return (t.gettext("You pass.") if points is None else t.gettext("You bid {points}.", points=points))
    who = t.who(seat, me)
    return (t.gettext("{who} passes.", who=who) if points is None
            else t.gettext("{who} bids {points}.", who=who, points=points))


def bids_so_far(t: Talk, view: PlayerView, me: int) -> str:
    """`Bids so far: you 70, North-West passed.` (or that none was made)."""
    if not view.auction:
        return t.gettext("No bid has been made yet.")
    said = [(t.phrase(N_("you passed")) if seat == me else t.phrase(N_("{who} passed"), who=t.short(seat, me)))
            if points is None else f"{t.short(seat, me)} {points}"
            for seat, points in view.auction]  # a record of what was said: the past (pt-BR BR13-12)
    return t.gettext("Bids so far: {bids}.", bids=", ".join(said))


def lowest_bid(bidding: BiddingRules, view: PlayerView) -> int:
    """The least the seat to bid may bid now (more than `highest` when nothing can be)."""
    said = [points for _, points in view.auction if points is not None]
    return bidding.lowest if not said else max(said) + bidding.step


def bid_prompt(t: Talk, bidding: BiddingRules, view: PlayerView) -> str:
    """`Your bid (75 to 120, in steps of 5), or pass> `."""
    low = lowest_bid(bidding, view)
    passing = t.command_word("pass")
    if low >= bidding.highest:
        return t.gettext("Your bid ({low}), or {pass}> ", low=low, **{"pass": passing})
    if bidding.step == 1:
        return t.gettext("Your bid ({low} to {high}), or {pass}> ", low=low, high=bidding.highest,
                         **{"pass": passing})
    return t.gettext("Your bid ({low} to {high}, in steps of {step}), or {pass}> ", low=low,
                     high=bidding.highest, step=bidding.step, **{"pass": passing})


def bid_refusal(t: Talk, bidding: BiddingRules, view: PlayerView, points: int) -> str | None:
    """Why the player may not bid `points` now (None: they may)."""
    low = lowest_bid(bidding, view)
    said = [points for _, points in view.auction if points is not None]
    if points > bidding.highest:
        return t.gettext("You may not bid {points}: the highest bid is {high}.", points=points,
                         high=bidding.highest)
    if said and points <= max(said):
        return t.gettext("You may not bid {points}: the bid to beat is {best}; bid {low} or more, or {pass}.",
                         points=points, best=max(said), low=low, **{"pass": t.command_word("pass")})
    if points < bidding.lowest:
        return t.gettext("You may not bid {points}: the lowest bid is {low}.", points=points, low=bidding.lowest)
    if (points - bidding.lowest) % bidding.step:
        return t.gettext("You may not bid {points}: bids go up in steps of {step} from {lowest}.",
                         points=points, step=bidding.step, lowest=bidding.lowest)
    return None


def suits_listed(t: Talk) -> str:
    """`1 ♠ espadas, 2 ♥ copas, 3 ♦ ouros, 4 ♣ paus` (a suit is typed by its number, symbol,
    letter or name)."""
    return ", ".join(f"{i + 1} {SYMBOL[i]} {t.cards.suits[i]}" for i in range(4))


def won_auction(t: Talk, declarer: int, points: int, trump: int, called: int | None, me: int,
                mine: tuple[int, ...]) -> list[str]:
    """What everyone hears when the auction's winner names the trump (and calls a card), and
    what the holder of the called card knows besides."""
    symbol, suit = SYMBOL[trump], t.cards.suits[trump]  # `hearts (♥)`: the suit said, then shown
    if declarer == me:
        lines = [t.gettext("You name {suit} ({symbol}) as {trump:pl}.", suit=suit, symbol=symbol) if called is None
                 else t.gettext("You name {suit} ({symbol}) as {trump:pl} and call the {card}.", suit=suit,
                                symbol=symbol, card=t.cards.noun(called))]
        if called is not None and called in mine:
            lines.append(t.gettext("You hold {card} yourself: you play alone against the others.",
                                   card=t.card(called)))
        return lines
    who = t.who(declarer, me)
    if called is None:
        return [t.gettext("{who} wins the auction with {points} and names {suit} ({symbol}) as {trump:pl}.",
                          who=who, points=points, suit=suit, symbol=symbol)]
    lines = [t.gettext("{who} wins the auction with {points}, names {suit} ({symbol}) as {trump:pl} and calls "
                       "the {card}: whoever holds it plays with {who}, in secret until it is played.", who=who,
                       points=points, suit=suit, symbol=symbol, card=t.cards.noun(called))]
    if called in mine:
        lines.append(t.gettext("You hold {card}: you play with {who}, and nobody else knows it yet.",
                               card=t.card(called), who=who))
    return lines


def revealed(t: Talk, view: PlayerView, card: int, player: int, me: int) -> str | None:
    """Said when the called card is played: who the partner is (None for another card)."""
    contract = view.contract
    if contract is None or contract[3] != card:
        return None
    declarer = contract[0]
    shown = t.card(card)
    if player == declarer:
        return (t.gettext("{card} was the card called: you play alone.", card=shown) if player == me else
                t.gettext("{card} was the card called: {who} plays alone.", card=shown, who=t.who(player, me)))
    if player == me:
        return t.gettext("{card} was the card called: you play with {who}.", card=shown, who=t.who(declarer, me))
    if declarer == me:
        return t.gettext("{card} was the card called: {who} plays with you.", card=shown, who=t.who(player, me))
    return t.gettext("{card} was the card called: {who} plays with {declarer}.", card=shown,
                     who=t.who(player, me), declarer=t.who(declarer, me))


def contract_line(t: Talk, view: PlayerView) -> str:
    """`Contract (West): 80, trump ♥, A♥ called — partner not known yet.`"""
    assert view.contract is not None
    declarer, points, trump, called = view.contract
    me = view.seat
    line = t.gettext("Contract ({who}): {points}, {trump} {symbol}", who=t.short(declarer, me), points=points,
                     symbol=SYMBOL[trump])
    if called is None:
        return line
    teams = view.teams
    partners = [s for s in range(len(teams)) if s != declarer and teams[s] == teams[declarer]]
    if None in teams:
        said = N_("{card} called, its holder not known yet")
    elif partners and partners[0] == me:
        said = N_("{card} called: you are the partner")
    elif partners:
        said = N_("{card} called: {who} is the partner")
    else:
        said = N_("{card} called: the declarer plays alone")
    return line + " · " + t.phrase(said, card=t.card(called), who=t.short(partners[0], me) if partners else "")
