"""A match (partida): hands until a team reaches the target, from a seed or a record."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..compiled import Rules
from ..errors import IllegalMove
from .deal import deal_cards, shuffled
from .hand import Accusation, Hand, HandResult, Trick
from .scoring import Tally, after_hand
from .view import PlayerView, view_of

RECORD_FORMAT = "sueca-rules/record@1"


@dataclass
class HandEntry:
    """One hand as recorded: how it was dealt and every action, in order."""

    dealer: int
    procedure: str
    deck: list[str]
    cut: list[str]
    actions: list[list[object]] = field(default_factory=list)
    result: HandResult | None = None


def redeal_seats(rules: Rules, hands: list[list[int]] | tuple[tuple[int, ...], ...],
                 leader: int) -> list[int]:
    """Seats whose card points let them ask for a new deal (the first leader has a limit of
    its own: 002's "menos que 10 ponto" for the leader, "menos do que 5" for the others)."""
    seats = []
    for seat in range(4):
        limit = rules.redeal_leader_below if seat == leader else rules.redeal_others_below
        if limit is not None and rules.hand_points(hands[seat]) < limit:
            seats.append(seat)
    return seats


class Match:
    """A match of one variant. Deals come from `seed`, or from decks the caller gives.

    >>> from sueca_rules import load_rules
    >>> match = Match(load_rules("portugal"), seed=7)
    >>> hand = match.deal()
    >>> while not match.over and not hand.finished:
    ...     _ = match.play(hand.legal_cards()[0])
    >>> sum(hand.points)
    120
    """

    def __init__(self, rules: Rules, seed: int | None = None, first_dealer: int | None = None,
                 variant_ref: str | None = None) -> None:
        self.rules = rules
        self.seed = seed
        self.variant_ref = variant_ref or rules.variant
        self.rng = random.Random(seed)
        if first_dealer is None:
            first_dealer = self.rng.randrange(4) if rules.random_first_dealer else rules.first_dealer
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.scores = [0, 0]
        self.ties = 0  # consecutive 60-60 hands waiting for a decided one
        self.winner: int | None = None
        self.entries: list[HandEntry] = []
        self.hand: Hand | None = None
        self._before: Tally | None = None

    @property
    def over(self) -> bool:
        return self.winner is not None

    # -- dealing ------------------------------------------------------------------------
    def deal(self, procedure: str = "standard", deck: list[str] | None = None,
             cut: list[str] | None = None) -> Hand:
        """Deal the next hand: shuffled from the seed, or the given deck (top card first)."""
        if self.over:
            raise IllegalMove("the match is over", rule="match-over")
        if self.hand is not None and not self.hand.finished:
            raise IllegalMove("the hand in play is not finished", rule="hand-in-play")
        rules = self.rules
        if deck is None:
            order, unused = shuffled(rules, self.rng)
            cut_cards = unused[:1] if rules.deals.get(procedure) and \
                rules.deals[procedure].trump == "cut-unused" else []
        else:
            order = [rules.card(name) for name in deck]
            cut_cards = list(cut or [])
        dealt = deal_cards(rules, self.dealer, order, procedure, cut_cards)
        self.hand = Hand(rules, dealt, self.ties)
        self.entries.append(HandEntry(self.dealer, procedure, rules.names(order), cut_cards))
        self._before = Tally((self.scores[0], self.scores[1]), self.ties, self.dealer, None)
        return self.hand

    def may_request_redeal(self) -> list[int]:
        """Seats allowed to ask for a new deal now (before the first card is played)."""
        hand = self.hand
        if hand is None or hand.moves or hand.finished:
            return []
        return redeal_seats(self.rules, hand.hands, hand.deal.leader)

    def request_redeal(self, seat: int, procedure: str = "standard", deck: list[str] | None = None,
                       cut: list[str] | None = None) -> Hand:
        """`seat` asks for a new deal; the hand is dealt again (by the variant's dealer)."""
        if seat not in self.may_request_redeal():
            raise IllegalMove(f"seat {seat} may not ask for a new deal now", rule="redeal")
        self.entries[-1].actions.append(["redeal", seat])
        assert self.hand is not None
        self.hand.finished = True  # abandoned: scores nothing
        if not self.rules.redeal_same_dealer:
            self.dealer = (self.dealer + self.rules.next_dealer) % 4
        return self.deal(procedure, deck, cut)

    # -- playing ------------------------------------------------------------------------
    def _current(self) -> Hand:
        if self.hand is None:
            raise IllegalMove("no hand has been dealt", rule="no-hand")
        return self.hand

    def play(self, card: int | str) -> Trick | None:
        hand = self._current()
        if self.over:
            raise IllegalMove("the match is over", rule="match-over")
        c = self.rules.card(card)
        done = hand.play(c)
        self.entries[-1].actions.append(["play", self.rules.name(c)])
        if hand.finished:
            self._settle()
        return done

    def accuse(self, team: int) -> Accusation:
        """Accuse the other team of a revoke in the current (or just finished) hand."""
        hand = self._current()
        if self.entries[-1].actions and self.entries[-1].actions[-1][0] == "redeal":
            raise IllegalMove("that hand was dealt again", rule="redealt")
        found = hand.accuse(team)
        self.entries[-1].actions.append(["accuse", team])
        if found.settles:
            self._settle()
        return found

    def _settle(self) -> None:
        """Score the finished hand from the state before it (a later accusation re-settles)."""
        hand = self._current()
        before = self._before
        assert before is not None
        result = hand.result()
        self.entries[-1].result = result
        after = after_hand(self.rules, before, result.game_points, tie=result.score.tie,
                           ends_match=result.score.ends_match, match_winner=result.match_winner,
                           by_play=result.settled_by == "play")
        self.scores = [after.scores[0], after.scores[1]]
        self.ties, self.dealer, self.winner = after.ties, after.dealer, after.winner

    # -- seeing -------------------------------------------------------------------------
    def view(self, seat: int) -> PlayerView:
        return view_of(self._current(), seat, (self.scores[0], self.scores[1]))

    def summary(self) -> dict[str, object]:
        """The match's outcome as plain data (compared when a record is replayed)."""
        return {
            "scores": list(self.scores),
            "winner": self.winner,
            "hands": [
                None if e.result is None else {
                    "points": list(e.result.points), "tricks": list(e.result.tricks),
                    "game_points": list(e.result.game_points), "settled_by": e.result.settled_by,
                }
                for e in self.entries
            ],
        }

    def record(self) -> dict[str, object]:
        """Everything needed to replay this match exactly, as JSON-ready data."""
        return {
            "format": RECORD_FORMAT,
            "variant": self.variant_ref,
            "options": dict(self.rules.options),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "hands": [{"dealer": e.dealer, "procedure": e.procedure, "deck": e.deck,
                       "cut": e.cut, "actions": e.actions} for e in self.entries],
            "result": self.summary(),
        }
