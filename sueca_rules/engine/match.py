"""A match (partida): hands until a team reaches the target, from a seed or given decks.

:class:`Match` is the public driver of the match state machine (:mod:`.machine`): it draws
chance's actions from its seeded stream, applies each call as an action, and keeps the log,
which is the match's record (:meth:`Match.record`).
"""

from __future__ import annotations

import random

from ..arguments import check_seed, shown
from ..compiled.rules import Rules
from ..errors import ArgumentError, IllegalMove
from .actions import Accuse, Action, AskRedeal, Declare, Event, FirstDealer, HandOver, Phase, PlayOn
from .bidding import Bid, Call, Pass
from .deal import Deal, cut_problems, deal_cards
from .hand import Accusation, Hand, HandResult, Trick
from .log import MAX_RECORD_HANDS, RECORD_FORMAT, RECORD_FORMATS, HandEntry, entries_of, hands_of
from .machine import apply, deal_open, draw, new_state, observe, redeal_dealer, redeal_seats
from .match_hand import MatchHand
from .penalties import Settlement
from .results import named_results
from .scoring import Tally
from .turns import listed
from .view import PlayerView

__all__ = ["MAX_RECORD_HANDS", "RECORD_FORMAT", "RECORD_FORMATS", "HandEntry", "Match",
           "match_rng", "redeal_seats"]

Outcome = tuple[HandResult | None, list[tuple[str, int, tuple[int, ...]]]]


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


class Match:
    """A match of one variant. Deals come from `seed`, or from decks the caller gives.

    Every method that changes the match checks all of its arguments and the state first and
    raises IllegalMove (a SuecaError) before its first change: a refused call leaves the match,
    its record and its random state exactly as they were. The hands it deals play through it
    (:class:`~.match_hand.MatchHand`): ``hand.play(card)`` is ``match.play(card)``.

    `seed` is a whole number from -10^30 to 10^30 or None (random decks); `first_dealer` a seat
    0..3 or None (the variant's). ArgumentError for any other `rules`, `seed`, `first_dealer`.
    `state` is the match state (:mod:`.machine`), `log` its actions.

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
        if rules.__class__ is not Rules:
            raise ArgumentError("rules", "compiled Rules, from load_rules('portugal'), not "
                                         f"{shown(rules)}")
        check_seed(seed)
        players = rules.table.players
        if first_dealer is not None and (first_dealer.__class__ is not int
                                         or not 0 <= first_dealer < players):
            raise ArgumentError("first_dealer", f"a seat, {listed(range(players))} (or None: the "
                                                f"variant's first dealer), not {shown(first_dealer)}")
        if variant_ref is not None and not isinstance(variant_ref, str):
            raise ArgumentError("variant_ref", f"the variant as a record names it (a text), not "
                                               f"{shown(variant_ref)}")
        self.rules = rules
        self.seed = seed
        self.variant_ref = variant_ref or rules.variant
        self.rng = match_rng(seed, legacy)
        # records of format 1 allowed an accusation even after the match was won
        self.legacy = legacy
        self.seeded = seed is not None  # every deck so far came from the seed
        self.state = state = new_state(rules, legacy=legacy)
        state.owner = self
        state.make_hand = MatchHand
        self._outcomes: list[Outcome] = []  # per hand dealt: its result and play-on penalties
        self._entries: tuple[int, list[HandEntry]] = (-1, [])
        # The draw always happens, so the seed's stream of decks never depends on it; format 1
        # drew the first dealer only when none was given.
        drawn = draw(rules, state, self.rng) if first_dealer is None or not legacy else None
        self._apply(FirstDealer(first_dealer) if first_dealer is not None else drawn)  # type: ignore[arg-type]

    # -- the match so far -----------------------------------------------------------------------
    @property
    def log(self) -> list[Action]:
        """Every action applied, in order: the match's record (see :mod:`.log`)."""
        log = self.state.log
        assert log is not None
        return log

    @property
    def hand(self) -> Hand | None:
        return self.state.hand

    @property
    def first_dealer(self) -> int:
        return self.state.first_dealer

    @property
    def dealer(self) -> int:
        return self.state.tally.dealer

    @property
    def scores(self) -> list[int]:
        return list(self.state.tally.scores)

    @property
    def ties(self) -> int:
        """Consecutive 60–60 hands waiting for a decided one."""
        return self.state.tally.ties

    @property
    def winner(self) -> int | None:
        return self.state.tally.winner

    @property
    def over(self) -> bool:
        """Whether the match has ended (won, or drawn after a fixed number of hands)."""
        return self.state.tally.over

    @property
    def drawn(self) -> bool:
        """Whether the match ended drawn (equal scores after a fixed number of hands)."""
        return self.state.tally.drawn

    @property
    def history(self) -> list[tuple[int, ...]]:
        """The score after every change, 0–0 first."""
        history = self.state.history
        assert history is not None
        return history

    @property
    def _before(self) -> Tally:
        return self.state.before

    @property
    def hands_dealt(self) -> int:
        """How many hands have been dealt (redeals included)."""
        return len(self._outcomes)

    @property
    def entries(self) -> list[HandEntry]:
        """The hands dealt, as recorded (read from the log; a list made afresh when it grew)."""
        length, entries = self._entries
        if length != len(self.log):
            entries = entries_of(self.rules, self.log, self._outcomes)
            self._entries = (len(self.log), entries)
        return entries

    def _apply(self, action: Action) -> tuple[Event, ...]:
        events = apply(self.rules, self.state, action)
        if action.__class__ is Deal:
            self._outcomes.append((None, []))
        for event in events:
            kind = event.__class__
            if kind is HandOver:
                self._outcomes[-1] = (event.result, self._outcomes[-1][1])  # type: ignore[union-attr]
            elif kind is PlayOn:
                self._outcomes[-1][1].append((event.cause, event.offenders,  # type: ignore[union-attr]
                                              event.game_points))  # type: ignore[union-attr]
        return events

    # -- dealing ------------------------------------------------------------------------
    def _procedure(self, procedure: object) -> str:
        rules = self.rules
        deals = rules.deals
        if procedure is None:
            return deals.default
        if procedure.__class__ is not str or procedure not in deals:
            raise _refuse(f"the {rules.variant} variant has no {shown(procedure)} deal — it has: "
                          + ", ".join(deals), "procedure")
        if deals.fixed is not None and procedure != deals.fixed:
            raise _refuse(f"at this table every hand is dealt the '{deals.fixed}' way",
                          "procedure")
        assert isinstance(procedure, str)
        return procedure

    def _planned(self, procedure: object, deck: object, cut: object, pick: object,
                 dealer: int) -> str | Deal:
        """Check a deal's arguments without touching anything: the procedure to draw a deal
        by, or the deal of the deck given."""
        rules = self.rules
        name = self._procedure(procedure)
        size, last = rules.deck.size, rules.deals.hand_size - 1
        if cut is not None and (not isinstance(cut, list | tuple) or len(cut) > 52
                                or any(c.__class__ is not str for c in cut)):
            raise _refuse(f"the cut is a list of card names, not {shown(cut)}", "cut")
        if pick is not None and (pick.__class__ is not int or not 0 <= pick <= last):
            raise _refuse(f"a pick is a position in the dealer's hand, 0 to {last}, not {shown(pick)}",
                          "pick")
        if deck is None:
            if cut is not None or pick is not None:
                raise _refuse("a cut or a pick goes with a deck given by hand", "deck")
            return name
        if not isinstance(deck, list | tuple):
            raise _refuse(f"a deck is a list of {size} cards, top card first, not {shown(deck)}", "deck")
        if len(deck) != size:
            raise _refuse(f"a deck is a list of the {size} cards, top card first, not {len(deck)}",
                          "deck")
        order = [rules.card(card) for card in deck]
        # the cut as case files check it (one rule, shared), then in this package's spelling
        problems = cut_problems(rules, name, list(cut or []))
        if problems:
            index, what = problems[0]
            raise _refuse(what if index is None else f"cut[{index}]: {what}", "cut")
        cut_cards = [rules.unused_card(card) for card in cut or []]
        return deal_cards(rules, dealer, order, name, cut_cards, pick)

    def _deal_now(self, planned: str | Deal) -> Hand:
        if isinstance(planned, str):  # chance deals, from the seed
            self._apply(draw(self.rules, self.state, self.rng, planned))
        else:
            self.seeded = False
            self._apply(planned)
        hand = self.state.hand
        assert hand is not None
        return hand

    def deal(self, procedure: str | None = None, deck: list[str] | None = None,
             cut: list[str] | None = None, pick: int | None = None) -> Hand:
        """Deal the next hand: shuffled from the seed, or the given deck (top card first).

        `procedure` defaults to the standard deal (or, where the table chooses, the table's);
        `cut` and `pick` go with a given deck (the unused cards cut for trump; the position of
        the dealer's card turned for trump). Raises IllegalMove when the match is over, a hand
        is in play, or an argument is wrong — before anything changes, the random state included.
        """
        deal_open(self.state)
        return self._deal_now(self._planned(procedure, deck, cut, pick, self.dealer))

    def may_request_redeal(self) -> list[int]:
        """Seats allowed to ask for a new deal now (before the first card is played)."""
        state = self.state
        return list(state.redeals) if state.phase is Phase.REDEAL else []

    def request_redeal(self, seat: int, procedure: str | None = None,
                       deck: list[str] | None = None, cut: list[str] | None = None,
                       pick: int | None = None) -> Hand:
        """`seat` asks for a new deal; the hand is dealt again (by the variant's dealer).

        Refused (nothing changes) when the seat may not ask now or an argument is wrong.
        """
        if seat.__class__ is not int or not 0 <= seat < self.rules.table.players:
            raise _refuse(f"a seat is {listed(range(self.rules.table.players))}, not {shown(seat)}", "seat")
        if seat not in self.may_request_redeal():
            raise _refuse(f"seat {seat} may not ask for a new deal now", "redeal")
        planned = self._planned(procedure, deck, cut, pick, redeal_dealer(self.rules, self.state))
        self._apply(AskRedeal(seat))
        return self._deal_now(planned)

    # -- playing ------------------------------------------------------------------------
    def play(self, card: int | str) -> Trick | None:
        """Play a card for the player to move (see Hand.play); IllegalMove when refused."""
        if self.state.hand is None:
            raise _refuse("no hand has been dealt", "no-hand")
        if self.over:
            raise _refuse("the match is over", "match-over")
        events = self._apply(self.rules.card(card))
        return events[0] if events else None  # type: ignore[return-value]

    def accuse(self, team: int, seat: int | None = None) -> Accusation:
        """`team` accuses the other team of a revoke in the current hand — or the player at
        `seat`, an opponent (required where the variant says `accused player`; then only that
        player's cards prove it): while it is played, or (where the variant allows) after its
        last trick until the next deal, never once the match is over. The variant's penalty
        ends the hand or lets play go on."""
        return self._apply(Accuse(team, seat))[0]  # type: ignore[return-value]

    def declare(self, team: int, infraction: str) -> Settlement:
        """The table declares that `team` committed `infraction` ("team 0 talked"); the
        variant's penalty for it applies at once. IllegalMove (nothing changes) for an
        infraction the variant does not punish, an unknown team, or a settled hand."""
        return self._apply(Declare(team, infraction))[0]  # type: ignore[return-value]

    def bid(self, points: int | None) -> None:
        """The player whose turn it is in the auction bids `points` (card points its side
        undertakes to take), or passes (None). IllegalMove (nothing changes) where the variant
        has no auction, the auction is over, or the bid is not one the variant allows now."""
        auction = self.state.auction
        if auction is None:
            raise _refuse(f"the {self.rules.variant} variant has no auction" if self.rules.bidding is None
                          else "no hand is being bid for now", "bidding")
        self._apply(Pass(auction.turn) if points is None else Bid(auction.turn, points))

    def call(self, trump: int | str, card: int | str | None = None) -> None:
        """The auction's winner names the trump (a suit: 0..3 or S, H, D, C) and, where the
        partner is called, the card whose holder is its partner. IllegalMove (nothing
        changes) before the auction is won, or for a suit or card the variant does not allow."""
        auction = self.state.auction
        if auction is None or auction.bidder is None:
            raise _refuse("the trump is named once the auction is won", "bidding")
        suit = trump if trump.__class__ is int else self.rules.suit_index(trump)  # type: ignore[arg-type]
        self._apply(Call(auction.bidder, suit, None if card is None else self.rules.card(card)))

    # -- seeing -------------------------------------------------------------------------
    def view(self, seat: int) -> PlayerView:
        """What `seat` may know of the hand in play (read once: see :func:`~.machine.observe`)."""
        if self.state.hand is None:
            raise _refuse("no hand has been dealt", "no-hand")
        return observe(self.state, seat).frozen()

    def named_results(self) -> list[str]:
        """The names the variant gives to this match's result (a pente: 4–0), once it is won."""
        if self.winner is None:
            return []
        return named_results(self.rules, self.winner, self.history)

    def summary(self) -> dict[str, object]:
        """The match's outcome as plain data (compared when a record is replayed)."""
        hands: list[object] = []
        for result, penalties in self._outcomes:
            summary: dict[str, object] | None = None if result is None else {
                "points": list(result.points), "tricks": list(result.tricks),
                "game_points": list(result.game_points), "settled_by": result.settled_by}
            if penalties:
                summary = summary or {}
                summary["penalties"] = [[c, t, list(g)] for c, t, g in penalties]
            hands.append(summary)
        out: dict[str, object] = {"scores": self.scores, "winner": self.winner, "hands": hands}
        names = self.named_results()
        if names:
            out["named"] = names
        return out

    def record(self) -> dict[str, object]:
        """Everything needed to replay this match exactly, as JSON-ready data: its log."""
        return {
            "format": RECORD_FORMAT,
            "variant": self.variant_ref,
            "options": dict(self.rules.options),
            "seed": self.seed if self.seeded else None,
            # where the decks come from: "seeded" ones are checked against the seed on replay
            "decks": "seeded" if self.seeded else "given",
            "first_dealer": self.first_dealer,
            "hands": hands_of(self.rules, self.log),
            "result": self.summary(),
        }
