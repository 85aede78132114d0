"""The words of the engine's refusals: a hand made of wrong parts, a card the rules forbid."""

from __future__ import annotations

from ..arguments import shown
from ..compiled.groups import PlayRules
from ..compiled.rules import Rules
from ..errors import ArgumentError, IllegalMove
from .deal import Deal
from .scoring import MAX_TIES

SUITS = ("spades", "hearts", "diamonds", "clubs")


def bad_hand(rules: object, deal: object, ties_before: object) -> None:
    """Refuse a Hand made of wrong parts, naming the first wrong one (ArgumentError)."""
    if rules.__class__ is not Rules:
        raise ArgumentError("rules", f"compiled Rules, from load_rules('portugal'), not {shown(rules)}")
    if not isinstance(deal, Deal):
        raise ArgumentError("deal", "a Deal, from deal_cards(rules, dealer, deck) or "
                                    f"deal_from_hands(...), not {shown(deal)}")
    raise ArgumentError("ties_before", "the number of 60–60 hands just before, a whole number "
                                       f"from 0 to {MAX_TIES}, not {shown(ties_before)}")


def why_illegal(rules: Rules, hand: list[int], trick: list[int], trump: int,
                card: int, play: PlayRules | None = None) -> tuple[str, str]:
    """(rule, message) for a held card the rules forbid: the first rule it breaks (`play`:
    the rules of play in force, a stock's while it lasts; default the play block's)."""
    name = rules.name(card)
    per = rules.deck.per_suit
    if not trick:
        return ("trump-lead", f"{name} is refused: trumps may not be led until a trump has "
                              "been played to a trick")
    led = trick[0] // per
    if any(h // per == led for h in hand):
        if card // per == led:
            return ("must-overtake", f"{name} is refused: you must beat the best "
                                     f"{SUITS[led][:-1]} on the trick when you can")
        return ("must-follow", f"{name} is refused: you must follow suit — {SUITS[led]} were "
                               f"led and you hold {SUITS[led]}")
    if card // per == trump:
        return ("must-overtrump", f"{name} is refused: you must beat the trump on the trick "
                                  "when you can")
    return ("must-trump", f"{name} is refused: without {SUITS[led]} you must trump — you "
                          f"hold {SUITS[trump]}")


def accused_seat(rules: Rules, team: int, seat: object) -> None:
    """Refuse (IllegalMove) a seat an accusation by `team` may not name: not a seat, a seat of
    the accusers' own team, or no seat where the variant's accusers must name the player."""
    table = rules.table
    opponents = [s for s in range(table.players) if table.side_of[s] != team]
    if seat is None:
        if rules.illegal.names_player:
            raise IllegalMove(f"in {rules.variant} the accusers name the player they accuse — "
                              f"name seat {' or '.join(map(str, opponents))}", rule="accused-seat")
        return
    if seat.__class__ is not int or not 0 <= seat < table.players:
        raise IllegalMove(f"the player accused is a seat, {' or '.join(map(str, opponents))}, "
                          f"not {shown(seat)}", rule="accused-seat")
    if table.side_of[seat] == team:
        raise IllegalMove(f"seat {seat} is on the accusers' own team — accuse an opponent: seat "
                          f"{' or '.join(map(str, opponents))}", rule="accused-partner")
