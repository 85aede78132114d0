"""What one seat may know: bots and the terminal game see only this."""

from __future__ import annotations

from dataclasses import dataclass

from .hand import Hand


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A seat's knowledge of the hand in play (cards as ints; `rules.name` names them)."""

    seat: int
    dealer: int
    hand: tuple[int, ...]  # sorted by suit, strongest first
    trump: int
    trump_card: int | None  # while the variant keeps it on view
    trump_holder: int | None
    trick: tuple[tuple[int, int], ...]  # (seat, card) of the trick in progress
    to_move: int
    legal: tuple[int, ...]  # the seat's legal cards when it is to move, else ()
    past_tricks: tuple[tuple[tuple[int, int], ...], ...]  # what the variant lets it look at
    played: frozenset[int]  # every card seen played so far this hand
    tricks_done: int
    points: tuple[int, int]  # card points taken so far, by team
    scores: tuple[int, int]  # match score (game points)
    ties_before: int


def view_of(hand: Hand, seat: int, scores: tuple[int, int] = (0, 0)) -> PlayerView:
    """What `seat` may know of `hand`, by the variant's view rules (the one definition, which
    the simulation's lazy :class:`~sueca_rules.play.seen.SeatView` reads too)."""
    rules = hand.rules
    view = rules.view
    moves = hand.moves
    visible = view.trump_visible(len(moves), hand.trump_card_played)
    deal = hand.deal

    def seated(leader: int, cards: tuple[int, ...] | list[int]) -> tuple[tuple[int, int], ...]:
        return tuple((rules.seat_at(leader, i), c) for i, c in enumerate(cards))

    past = tuple(seated(t.leader, t.cards) for t in view.past_tricks(hand.tricks))
    return PlayerView(
        seat=seat,
        dealer=deal.dealer,
        hand=tuple(sorted(hand.hands[seat])),
        trump=hand.trump,
        trump_card=deal.trump_card if visible else None,
        trump_holder=deal.trump_holder if visible else None,
        trick=seated(hand.leader, hand.trick),
        to_move=hand.turn,
        legal=tuple(hand.legal_cards()) if hand.turn == seat and not hand.finished else (),
        past_tricks=past,
        played=frozenset(moves),
        tricks_done=len(hand.tricks),
        points=(hand.points[0], hand.points[1]),
        scores=scores,
        ties_before=hand.ties_before,
    )
