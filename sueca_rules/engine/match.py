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

RECORD_FORMAT = "sueca-rules/record@2"
RECORD_FORMATS = ("sueca-rules/record@1", RECORD_FORMAT)  # every format replay reads


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


def match_rng(seed: int | None, legacy: bool = False) -> random.Random:
    """The random stream a match deals from.

    Seeds 0, 1, 2, ... keep the stream they have always had (so every published seed deals the
    same games); a negative seed gets a stream of its own (Python's ``Random(-S)`` equals
    ``Random(S)``). `legacy` reproduces records of format 1, which dealt ``Random(seed)``.
    """
    if seed is None:
        return random.Random()
    if seed < 0 and not legacy:
        return random.Random(f"sueca-rules:{seed}")
    return random.Random(seed)


def _refuse(message: str, rule: str) -> IllegalMove:
    return IllegalMove(message, rule=rule)


def _seat_arg(seat: object, what: str = "seat") -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
        raise _refuse(f"a {what} is 0, 1, 2 or 3, not {seat!r}", "seat")
    return seat


class Match:
    """A match of one variant. Deals come from `seed`, or from decks the caller gives.

    Every method that changes the match checks all of its arguments and the state first and
    raises IllegalMove (a SuecaError) before its first change: a refused call leaves the match,
    its record and its random state exactly as they were.

    >>> from sueca_rules import load_rules
    >>> match = Match(load_rules("portugal"), seed=7)
    >>> hand = match.deal()
    >>> while not match.over and not hand.finished:
    ...     _ = match.play(hand.legal_cards()[0])
    >>> sum(hand.points)
    120
    """

    def __init__(self, rules: Rules, seed: int | None = None, first_dealer: int | None = None,
                 variant_ref: str | None = None, *, legacy: bool = False) -> None:
        if seed is not None and seed.__class__ is not int:
            raise _refuse(f"a seed is a whole number, not {seed!r}", "seed")
        if first_dealer is not None:
            _seat_arg(first_dealer, "first dealer")
        self.rules = rules
        self.seed = seed
        self.variant_ref = variant_ref or rules.variant
        self.rng = match_rng(seed, legacy)
        # records of format 1 allowed an accusation even after the match was won
        self.legacy = legacy
        if legacy:  # format 1 drew the first dealer only when none was given
            drawn = self.rng.randrange(4) if first_dealer is None and rules.random_first_dealer \
                else rules.first_dealer
        else:  # the draw always happens, so the seed's stream of decks never depends on it
            drawn = self.rng.randrange(4) if rules.random_first_dealer else rules.first_dealer
        self.first_dealer = drawn if first_dealer is None else first_dealer
        self.dealer = self.first_dealer
        self.scores = [0, 0]
        self.ties = 0  # consecutive 60-60 hands waiting for a decided one
        self.winner: int | None = None
        self.entries: list[HandEntry] = []
        self.hand: Hand | None = None
        self._before: Tally | None = None
        self.seeded = seed is not None  # every deck so far came from the seed

    @property
    def over(self) -> bool:
        return self.winner is not None

    # -- dealing ------------------------------------------------------------------------
    def _planned(self, procedure: object, deck: object, cut: object,
                 dealer: int) -> tuple[str, list[int] | None, list[str]]:
        """Check a deal's arguments without touching anything; the deck as card ints."""
        rules = self.rules
        if procedure.__class__ is not str or procedure not in rules.deals:
            raise _refuse(f"the {rules.variant} variant has no {procedure!r} deal — it has: "
                          + ", ".join(rules.deals), "procedure")
        assert isinstance(procedure, str)
        if cut is not None and (not isinstance(cut, list | tuple)
                                or any(c.__class__ is not str for c in cut)):
            raise _refuse(f"the cut is a list of card names, not {cut!r}", "cut")
        if deck is None:
            return procedure, None, []
        if not isinstance(deck, list | tuple):
            raise _refuse(f"a deck is a list of 40 cards, top card first, not {deck!r}", "deck")
        order = [rules.card(name) for name in deck]
        cut_cards = list(cut or [])
        deal_cards(rules, dealer, order, procedure, cut_cards)  # DealError if it cannot be
        return procedure, order, cut_cards

    def _deal_now(self, procedure: str, order: list[int] | None, cut_cards: list[str]) -> Hand:
        rules = self.rules
        if order is None:
            order, unused = shuffled(rules, self.rng)
            cut_cards = unused[:1] if rules.deals[procedure].trump == "cut-unused" else []
        else:
            self.seeded = False
        dealt = deal_cards(rules, self.dealer, order, procedure, cut_cards)
        self.hand = Hand(rules, dealt, self.ties)
        self.entries.append(HandEntry(self.dealer, procedure, rules.names(order), cut_cards))
        self._before = Tally((self.scores[0], self.scores[1]), self.ties, self.dealer, None)
        return self.hand

    def deal(self, procedure: str = "standard", deck: list[str] | None = None,
             cut: list[str] | None = None) -> Hand:
        """Deal the next hand: shuffled from the seed, or the given deck (top card first).

        Raises IllegalMove when the match is over, a hand is in play, or an argument is wrong
        (an unknown procedure, a deck that is not the 40 cards, cut cards that are not unused
        cards) — before anything changes, the random state included.
        """
        if self.over:
            raise _refuse("the match is over", "match-over")
        if self.hand is not None and not self.hand.finished:
            raise _refuse("the hand in play is not finished", "hand-in-play")
        return self._deal_now(*self._planned(procedure, deck, cut, self.dealer))

    def may_request_redeal(self) -> list[int]:
        """Seats allowed to ask for a new deal now (before the first card is played)."""
        hand = self.hand
        if hand is None or hand.moves or hand.finished or self.over:
            return []
        return redeal_seats(self.rules, hand.hands, hand.deal.leader)

    def request_redeal(self, seat: int, procedure: str = "standard", deck: list[str] | None = None,
                       cut: list[str] | None = None) -> Hand:
        """`seat` asks for a new deal; the hand is dealt again (by the variant's dealer).

        Refused (nothing changes) when the seat may not ask now or an argument is wrong.
        """
        _seat_arg(seat)
        if seat not in self.may_request_redeal():
            raise _refuse(f"seat {seat} may not ask for a new deal now", "redeal")
        rules = self.rules
        dealer = self.dealer if rules.redeal_same_dealer else (self.dealer + rules.next_dealer) % 4
        planned = self._planned(procedure, deck, cut, dealer)
        assert self.hand is not None
        self.entries[-1].actions.append(["redeal", seat])
        self.hand.close()  # abandoned: scores nothing
        self.dealer = dealer
        return self._deal_now(*planned)

    # -- playing ------------------------------------------------------------------------
    def _current(self) -> Hand:
        if self.hand is None:
            raise _refuse("no hand has been dealt", "no-hand")
        return self.hand

    def play(self, card: int | str) -> Trick | None:
        """Play a card for the player to move (see Hand.play); IllegalMove when refused."""
        hand = self._current()
        if self.over:
            raise _refuse("the match is over", "match-over")
        c = self.rules.card(card)
        done = hand.play(c)
        self.entries[-1].actions.append(["play", self.rules.name(c)])
        if hand.finished:
            self._settle()
        return done

    def accuse(self, team: int) -> Accusation:
        """`team` accuses the other team of a revoke in the current hand: while it is played,
        or after its last trick until the next deal ("the tricks show it"), but not once the
        match is over. A proven revoke replaces the hand's result with the penalty."""
        hand = self._current()
        if team.__class__ is not int or team not in (0, 1):
            raise _refuse(f"a team is 0 (seats 0 and 2) or 1 (seats 1 and 3), not {team!r}",
                          "team")
        if self.over and not self.legacy:
            raise _refuse("the match is over: the result stands", "match-over")
        found = hand.accuse(team)
        self.entries[-1].actions.append(["accuse", team])
        if found.settles:
            self._settle()
        return found
    def _settle(self) -> None:
        """Score the finished hand from the match before it (a later accusation re-settles)."""
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
        """What `seat` may know of the hand in play."""
        return view_of(self._current(), _seat_arg(seat), (self.scores[0], self.scores[1]))

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
            "seed": self.seed if self.seeded else None,
            # where the decks come from: "seeded" ones are checked against the seed on replay
            "decks": "seeded" if self.seeded else "given",
            "first_dealer": self.first_dealer,
            "hands": [{"dealer": e.dealer, "procedure": e.procedure, "deck": e.deck,
                       "cut": e.cut, "actions": e.actions} for e in self.entries],
            "result": self.summary(),
        }
