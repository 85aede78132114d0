"""A match (partida): hands until a team reaches the target, from a seed or a record."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..arguments import check_seed, shown
from ..compiled.rules import Rules
from ..errors import ArgumentError, IllegalMove
from .deal import cut_problems, deal_cards, shuffled
from .hand import Accusation, Hand, HandResult, Trick
from .match_hand import MatchHand
from .penalties import Settlement, award_of
from .results import named_results
from .scoring import Tally, after_hand, after_play_on
from .view import PlayerView, view_of

RECORD_FORMAT = "sueca-rules/record@2"
RECORD_FORMATS = ("sueca-rules/record@1", RECORD_FORMAT)  # every format replay reads
MAX_RECORD_HANDS = 10_000  # the most hands a record holds (a match to 1000 needs under 2,000)


@dataclass
class HandEntry:
    """One hand as recorded: how it was dealt and every action, in order."""

    dealer: int
    procedure: str
    deck: list[str]
    cut: list[str]
    actions: list[list[object]] = field(default_factory=list)
    result: HandResult | None = None
    pick: int | None = None  # the dealer's card turned for trump, where it is drawn at random
    penalties: list[tuple[str, int, tuple[int, int]]] = field(default_factory=list)
    # play-on penalties applied during the hand: (cause, offenders, game points)


def redeal_seats(rules: Rules, hands: list[list[int]] | tuple[tuple[int, ...], ...],
                 leader: int) -> list[int]:
    """Seats whose card points let them ask for a new deal (the first leader has a limit of
    its own: 002's "menos que 10 ponto" for the leader, "menos do que 5" for the others)."""
    seats: list[int] = []
    redeal = rules.deals.redeal
    if redeal is None:
        return seats
    points = rules.deck.points
    for seat in range(4):
        limit = redeal.leader_below if seat == leader else redeal.others_below
        if limit is not None and sum(points[c] for c in hands[seat]) < limit:
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
        raise _refuse(f"a {what} is 0, 1, 2 or 3, not {shown(seat)}", "seat")
    return seat


class Match:
    """A match of one variant. Deals come from `seed`, or from decks the caller gives.

    Every method that changes the match checks all of its arguments and the state first and
    raises IllegalMove (a SuecaError) before its first change: a refused call leaves the match,
    its record and its random state exactly as they were. The hands it deals play through it
    (:class:`~.match_hand.MatchHand`): ``hand.play(card)`` is ``match.play(card)``.

    `seed` is a whole number from -10^30 to 10^30 or None (random decks); `first_dealer` a seat
    0..3 or None (the variant's). ArgumentError for any other `rules`, `seed`, `first_dealer`.

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
        if first_dealer is not None and (first_dealer.__class__ is not int
                                         or not 0 <= first_dealer < 4):
            raise ArgumentError("first_dealer", f"a seat, 0, 1, 2 or 3 (or None: the variant's "
                                                f"first dealer), not {shown(first_dealer)}")
        if variant_ref is not None and not isinstance(variant_ref, str):
            raise ArgumentError("variant_ref", f"the variant as a record names it (a text), not "
                                               f"{shown(variant_ref)}")
        self.rules = rules
        self.seed = seed
        self.variant_ref = variant_ref or rules.variant
        self.rng = match_rng(seed, legacy)
        # records of format 1 allowed an accusation even after the match was won
        self.legacy = legacy
        if legacy:  # format 1 drew the first dealer only when none was given
            drawn = self.rng.randrange(4) if first_dealer is None and rules.table.first_dealer_drawn \
                else rules.table.first_dealer
        else:  # the draw always happens, so the seed's stream of decks never depends on it
            drawn = self.rng.randrange(4) if rules.table.first_dealer_drawn else rules.table.first_dealer
        self.first_dealer = drawn if first_dealer is None else first_dealer
        self.dealer = self.first_dealer
        self.scores = [0, 0]
        self.ties = 0  # consecutive 60-60 hands waiting for a decided one
        self.winner: int | None = None
        self.entries: list[HandEntry] = []
        self.hand: Hand | None = None
        self._before: Tally | None = None
        self.seeded = seed is not None  # every deck so far came from the seed
        self.history: list[tuple[int, int]] = [(0, 0)]  # the score after every change

    @property
    def over(self) -> bool:
        return self.winner is not None

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
                 dealer: int) -> tuple[str, list[int] | None, list[str], int | None]:
        """Check a deal's arguments without touching anything; the deck as card ints."""
        rules = self.rules
        name = self._procedure(procedure)
        if cut is not None and (not isinstance(cut, list | tuple) or len(cut) > 40
                                or any(c.__class__ is not str for c in cut)):
            raise _refuse(f"the cut is a list of card names, not {shown(cut)}", "cut")
        if pick is not None and (pick.__class__ is not int or not 0 <= pick < 10):
            raise _refuse(f"a pick is a position in the dealer's hand, 0 to 9, not {shown(pick)}",
                          "pick")
        if deck is None:
            if cut is not None or pick is not None:
                raise _refuse("a cut or a pick goes with a deck given by hand", "deck")
            return name, None, [], None
        if not isinstance(deck, list | tuple):
            raise _refuse(f"a deck is a list of 40 cards, top card first, not {shown(deck)}", "deck")
        if len(deck) != 40:
            raise _refuse(f"a deck is a list of the 40 cards, top card first, not {len(deck)}",
                          "deck")
        order = [rules.card(card) for card in deck]
        # the cut as case files check it (one rule, shared), then in this package's spelling
        problems = cut_problems(rules, name, list(cut or []))
        if problems:
            index, what = problems[0]
            raise _refuse(what if index is None else f"cut[{index}]: {what}", "cut")
        cut_cards = [rules.unused_card(card) for card in cut or []]
        deal_cards(rules, dealer, order, name, cut_cards, pick)  # DealError if it cannot be
        return name, order, cut_cards, pick

    def _deal_now(self, procedure: str, order: list[int] | None, cut_cards: list[str],
                  pick: int | None) -> Hand:
        rules = self.rules
        plan = rules.deals[procedure]
        if order is None:
            order, unused = shuffled(rules, self.rng)
            cut_cards = unused[:1] if plan.cuts_unused else []
            pick = self.rng.randrange(10) if plan.picks_from_dealer else None
        else:
            self.seeded = False
        dealt = deal_cards(rules, self.dealer, order, procedure, cut_cards, pick)
        self.hand = MatchHand(rules, dealt, self.ties, self)
        self.entries.append(HandEntry(self.dealer, procedure, rules.names(order), cut_cards,
                                      pick=pick))
        self._before = Tally((self.scores[0], self.scores[1]), self.ties, self.dealer, None)
        return self.hand

    def deal(self, procedure: str | None = None, deck: list[str] | None = None,
             cut: list[str] | None = None, pick: int | None = None) -> Hand:
        """Deal the next hand: shuffled from the seed, or the given deck (top card first).

        `procedure` defaults to the standard deal (or, where the table chooses, the table's);
        `cut` and `pick` go with a given deck (the unused cards cut for trump; the position of
        the dealer's card turned for trump). Raises IllegalMove when the match is over, a hand
        is in play, or an argument is wrong — before anything changes, the random state included.
        """
        if self.over:
            raise _refuse("the match is over", "match-over")
        if self.hand is not None and not self.hand.finished:
            raise _refuse("the hand in play is not finished", "hand-in-play")
        return self._deal_now(*self._planned(procedure, deck, cut, pick, self.dealer))

    def may_request_redeal(self) -> list[int]:
        """Seats allowed to ask for a new deal now (before the first card is played)."""
        hand = self.hand
        if hand is None or hand.moves or hand.finished or self.over:
            return []
        return redeal_seats(self.rules, hand.hands, hand.deal.leader)

    def request_redeal(self, seat: int, procedure: str | None = None,
                       deck: list[str] | None = None, cut: list[str] | None = None,
                       pick: int | None = None) -> Hand:
        """`seat` asks for a new deal; the hand is dealt again (by the variant's dealer).

        Refused (nothing changes) when the seat may not ask now or an argument is wrong.
        """
        _seat_arg(seat)
        if seat not in self.may_request_redeal():
            raise _refuse(f"seat {seat} may not ask for a new deal now", "redeal")
        rules = self.rules
        same = rules.deals.redeal is None or rules.deals.redeal.same_dealer
        dealer = self.dealer if same else (self.dealer + rules.table.next_dealer) % 4
        planned = self._planned(procedure, deck, cut, pick, dealer)
        assert self.hand is not None
        self.entries[-1].actions.append(["redeal", seat])
        self.hand._close()  # abandoned: scores nothing
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
        done = Hand.play(hand, c)  # the hand's own play (its MatchHand.play comes here)
        self.entries[-1].actions.append(["play", self.rules.deck.card_names[c]])
        if hand.finished:
            self._settle()
        return done

    def _team_arg(self, team: object) -> int:
        if team.__class__ is not int or team not in (0, 1):
            raise _refuse(f"a team is 0 (seats 0 and 2) or 1 (seats 1 and 3), not {shown(team)}",
                          "team")
        if self.over and not self.legacy:
            raise _refuse("the match is over: the result stands", "match-over")
        return team

    def accuse(self, team: int) -> Accusation:
        """`team` accuses the other team of a revoke in the current hand: while it is played,
        or (where the variant allows) after its last trick until the next deal, never once the
        match is over. The variant's penalty ends the hand or lets play go on."""
        hand = self._current()
        found = Hand.accuse(hand, self._team_arg(team))
        self.entries[-1].actions.append(["accuse", team])
        self._after_penalty(found.penalty)
        return found

    def declare(self, team: int, infraction: str) -> Settlement:
        """The table declares that `team` committed `infraction` ("team 0 talked"); the
        variant's penalty for it applies at once. IllegalMove (nothing changes) for an
        infraction the variant does not punish, an unknown team, or a settled hand."""
        hand = self._current()
        settlement = Hand.declare(hand, self._team_arg(team), infraction)
        self.entries[-1].actions.append(["declare", team, settlement.cause])
        self._after_penalty(settlement)
        return settlement

    def _after_penalty(self, settlement: Settlement | None) -> None:
        hand = self._current()
        if settlement is None:
            return
        if settlement.penalty.ends_hand:
            self._settle()
            return
        before = self._before  # play goes on: the award counts now
        assert before is not None
        after = after_play_on(self.rules, before, settlement)
        self.entries[-1].penalties.append((settlement.cause, settlement.offenders,
                                           award_of(settlement).game_points))
        self.scores = [after.scores[0], after.scores[1]]
        self.history.append(after.scores)
        self._before = Tally(after.scores, before.ties, before.dealer, None)
        if after.winner is not None:
            self.winner = after.winner
            hand._close()  # the match is won: the hand in play stops here

    def _settle(self) -> None:
        """Score the finished hand from the match before it (a later accusation re-settles)."""
        hand = self._current()
        before = self._before
        assert before is not None
        result = hand.result()
        settled_before = self.entries[-1].result is not None  # an accusation re-settles it
        self.entries[-1].result = result
        after = after_hand(self.rules, before, result.game_points, tie=result.score.tie,
                           ends_match=result.score.ends_match, match_winner=result.match_winner,
                           by_play=result.settled_by == "play")
        self.scores = [after.scores[0], after.scores[1]]
        self.ties, self.dealer, self.winner = after.ties, after.dealer, after.winner
        if settled_before:
            self.history[-1] = after.scores
        else:
            self.history.append(after.scores)

    # -- seeing -------------------------------------------------------------------------
    def view(self, seat: int) -> PlayerView:
        """What `seat` may know of the hand in play."""
        return view_of(self._current(), _seat_arg(seat), (self.scores[0], self.scores[1]))

    def named_results(self) -> list[str]:
        """The names the variant gives to this match's result (a pente: 4–0), once it is won."""
        if self.winner is None:
            return []
        return named_results(self.rules, self.winner, self.history)

    def summary(self) -> dict[str, object]:
        """The match's outcome as plain data (compared when a record is replayed)."""
        hands: list[object] = []
        for entry in self.entries:
            result = entry.result
            summary: dict[str, object] | None = None if result is None else {
                "points": list(result.points), "tricks": list(result.tricks),
                "game_points": list(result.game_points), "settled_by": result.settled_by}
            if entry.penalties:
                summary = summary or {}
                summary["penalties"] = [[c, t, list(g)] for c, t, g in entry.penalties]
            hands.append(summary)
        out: dict[str, object] = {"scores": list(self.scores), "winner": self.winner,
                                  "hands": hands}
        names = self.named_results()
        if names:
            out["named"] = names
        return out

    def record(self) -> dict[str, object]:
        """Everything needed to replay this match exactly, as JSON-ready data."""
        hands = []
        for e in self.entries:
            hand: dict[str, object] = {"dealer": e.dealer, "procedure": e.procedure,
                                       "deck": e.deck, "cut": e.cut, "actions": e.actions}
            if e.pick is not None:
                hand["pick"] = e.pick
            hands.append(hand)
        return {
            "format": RECORD_FORMAT,
            "variant": self.variant_ref,
            "options": dict(self.rules.options),
            "seed": self.seed if self.seeded else None,
            # where the decks come from: "seeded" ones are checked against the seed on replay
            "decks": "seeded" if self.seeded else "given",
            "first_dealer": self.first_dealer,
            "hands": hands,
            "result": self.summary(),
        }
