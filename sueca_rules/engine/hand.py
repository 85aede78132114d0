"""One hand: ten tricks played card by card, revokes remembered, accusations settled."""

from __future__ import annotations

from dataclasses import dataclass

from ..arguments import shown
from ..compiled.cards import HAND, NO_TRUMP, TRICK_KEYS
from ..compiled.rules import Rules
from ..errors import IllegalMove, closest
from .deal import Deal
from .penalties import FALSE_ACCUSATION, REVOKE, Settlement, award_of
from .refusals import accused_seat, bad_hand, why_illegal
from .results import HandResult as HandResult  # the hand's result, where it always was
from .scoring import MAX_TIES, Score, score_played

SEAT_WORDS = ("seat 0", "seat 1", "seat 2", "seat 3")
# SUIT_CARDS[suit][m] lists the cards of `suit` whose bits are set in the 10-bit mask m,
# strongest first: following suit is one table lookup instead of a scan of the hand.
SUIT_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(suit * 10 + i for i in range(10) if m >> i & 1) for m in range(1024))
    for suit in range(4))

# the seat after each seat, by turn order (+1 clockwise, -1 anticlockwise)
NEXT_SEAT = {1: (1, 2, 3, 0), -1: (3, 0, 1, 2)}


class Trick(tuple[int, tuple[int, ...], int, int]):
    """A finished trick: (leader, cards in play order, winner, points).

    A bare tuple subclass, built as ``Trick((leader, cards, winner, points))`` without a
    Python-level constructor: ten of these are made in every simulated hand.
    """

    __slots__ = ()

    @property
    def leader(self) -> int:
        return self[0]

    @property
    def cards(self) -> tuple[int, ...]:
        return self[1]

    @property
    def winner(self) -> int:
        return self[2]

    @property
    def points(self) -> int:
        return self[3]


@dataclass(frozen=True, slots=True)
class Accusation:
    """A team's revoke accusation and how it was settled."""

    team: int
    proven: bool
    settles: bool  # whether it ended the hand (a proven revoke, or a punished false one)
    penalty: Settlement | None = None  # the penalty it brought, ending the hand or not
    seat: int | None = None  # the player accused, where the accusers named one


class Hand:
    """The state of one hand. A refused move changes nothing.

    What it holds (cards as ints 0..39, ``rules.name(card)`` names them; seats 0..3 clockwise,
    team = seat % 2): `turn` — the seat to move, whose turn it is; `legal` — that seat's legal
    cards (a tuple, kept up to date); `hands` — each seat's cards; `trick` — the cards of the
    trick in play, in play order, led by `leader`; `tricks` — the finished tricks (each with
    its `leader`, `cards`, `winner`, `points`); `points` — card points taken by each team
    (a list of two ints adding up to the deck's total, 120, at the end); `tricks_won` — tricks
    by team; `trump` — the trump suit (0..3: S, H, D, C); `finished`; `deal` — the deal it came
    from. A card's points are ``rules.deck.points[card]``. `play(card)` returns the trick a
    fourth card finishes (else None); a refused card raises IllegalMove and changes nothing.

    A hand made here stands alone (examples, case files, simulations). A hand a :class:`Match`
    deals is a :class:`~sueca_rules.engine.match_hand.MatchHand`: its `play`, `accuse` and
    `declare` go through the match, which records and scores them.
    """

    __slots__ = (
        "_follow", "_keys", "_next", "_play", "_points", "_step", "_trump_lead", "accusations", "deal",
        "finished", "hands", "leader", "legal", "masks", "penalties", "penalties_in_play", "points", "punished",
        "revokes", "rules", "settled", "ties_before", "trick", "tricks", "tricks_won", "trump", "trump_played",
        "turn",
    )

    def __init__(self, rules: Rules, deal: Deal, ties_before: int = 0) -> None:
        if rules.__class__ is not Rules or not isinstance(deal, Deal) \
                or ties_before.__class__ is not int or not 0 <= ties_before <= MAX_TIES:
            bad_hand(rules, deal, ties_before)
        self.rules = rules
        self.deal = deal
        self.ties_before = ties_before
        self.hands: list[list[int]] = list(map(list, deal.hands))
        self.masks: list[int] = list(deal.masks)
        self.trump = deal.trump
        self.leader = deal.leader
        self.turn = deal.leader
        self.trick: list[int] = []
        self.tricks: list[Trick] = []
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.revokes: list[tuple[int, int]] = []  # (seat, trick index) of each illegal card
        self.punished = 0  # revokes already punished by a play-on penalty
        self.accusations: list[Accusation] = []
        self.penalties: list[Settlement] = []  # every penalty applied to this hand, in order
        self.penalties_in_play = 0  # how many of them came before the hand ended
        self.settled: Settlement | None = None  # the penalty that ended it, if one did
        # the groups' plain attributes, read once (the hot path reads no property)
        play = self._play = rules.play
        step = self._step = rules.table.step
        self._next = NEXT_SEAT.get(step) or tuple((seat + step) % 4 for seat in range(4))
        trump = deal.trump if deal.trump in (0, 1, 2, 3) else NO_TRUMP
        self._keys = TRICK_KEYS[4 * trump:4 * trump + 4]  # by the suit led
        self._points = rules.deck.points
        # the inlined follow-suit on the hot path; rules that look further use _legal_for
        self._follow = play.must_follow and not play.must_overtake
        self._trump_lead = play.trump_lead_after_trump
        self.trump_played = False  # a trump has been played to a trick this hand
        self.finished = False
        # the player to move's cards (a first lead is any card, but where trumps are held back)
        self.legal: tuple[int, ...] = self._legal_for(self.turn) if self._trump_lead \
            else tuple(self.hands[self.turn])

    # -- asking -------------------------------------------------------------------------
    def legal_cards(self) -> tuple[int, ...]:
        """The cards the player to move may play (what the rules allow, in every variant).

        The same tuple as the `legal` attribute, which each card played brings up to date.
        """
        return self.legal

    def _legal_for(self, seat: int) -> tuple[int, ...]:
        """Every rule of what may be played, in one place: leading (trumps held back until one
        was played, where the variant says), following suit (overtaking when able), and a
        void player's trumping (over-trumping when able)."""
        play = self._play
        trick = self.trick
        hand = self.hands[seat]
        trump = self.trump
        if not trick:
            if self._trump_lead and not self.trump_played:
                return tuple(c for c in hand if c // 10 != trump) or tuple(hand)
            return tuple(hand)
        if not play.must_follow:
            return tuple(hand)
        led = trick[0] // 10
        mask = self.masks[seat]
        legal = SUIT_CARDS[led][mask >> (10 * led) & 1023]
        if legal:
            if play.must_overtake:  # a smaller int is a stronger card of the same suit
                best = min(c for c in trick if c // 10 == led)
                return tuple(c for c in legal if c < best) or legal
            return legal
        if play.must_trump:
            trumps = SUIT_CARDS[trump][mask >> (10 * trump) & 1023]
            if trumps and play.must_overtrump:
                best_trump = min((c for c in trick if c // 10 == trump), default=None)
                if best_trump is not None:
                    return tuple(c for c in trumps if c < best_trump) or trumps
            if trumps:
                return trumps
        return tuple(hand)

    def legal_moves(self) -> list[str]:
        """The legal cards by name."""
        return self.rules.names(self.legal_cards())

    # -- acting -------------------------------------------------------------------------
    def play(self, card: int | str) -> Trick | None:
        """Play a card for the player to move; returns the trick if this card finished one.

        Raises IllegalMove (and changes nothing) for a card the player does not hold, after
        the hand is over, or, where illegal cards are refused, for a card the rules forbid.
        """
        # The hot path of every simulation: checks first, then the few mutations. A finished
        # hand has no legal cards, so its refusal happens on the slow path.
        c = card if card.__class__ is int else self.rules.card(card)
        if c not in self.legal:
            self._refuse_or_note_revoke(c)
        seat = self.turn
        self.hands[seat].remove(c)
        masks = self.masks
        masks[seat] ^= 1 << c  # c is a card: the legal ones are, and a refusal checked it
        trick = self.trick
        trick.append(c)
        if len(trick) < 4:
            self.turn = seat = self._next[seat]
            if self._follow:  # the usual case, inlined: the next player's cards of the led suit
                led = trick[0] // 10
                legal = SUIT_CARDS[led][masks[seat] >> (10 * led) & 1023]
                if legal:
                    self.legal = legal
                    return None
            self.legal = self._legal_for(seat)
            return None
        # The fourth card closes the trick (Rules.trick_winner's table, inlined on the hot
        # path): the least key holds it, its low two bits the winner's place in play order.
        t0, t1, t2, t3 = trick
        keys = self._keys[t0 // 10]
        best = min(keys[t0], keys[t1] | 1, keys[t2] | 2, keys[t3] | 3)
        leader = self.leader
        winner = (leader + self._step * (best & 3)) % 4
        points = self._points
        value = points[t0] + points[t1] + points[t2] + points[t3]
        done = Trick((leader, (t0, t1, t2, t3), winner, value))
        tricks = self.tricks
        tricks.append(done)
        team = winner & 1
        self.points[team] += value
        self.tricks_won[team] += 1
        self.leader = self.turn = winner
        self.trick = []
        if self._trump_lead:
            if best < 40:  # the trick was won by a trump: one was played
                self.trump_played = True
            if len(tricks) < HAND:
                self.legal = self._legal_for(winner)
                return done
        elif len(tricks) < HAND:
            self.legal = tuple(self.hands[winner])
            return done
        self._last_trick()
        return done

    def _refuse_or_note_revoke(self, c: int) -> None:
        """A card outside the legal ones: not held (refused), or a revoke (refused or noted)."""
        rules = self.rules
        seat = self.turn
        rules.card(c)  # an int outside 0..39 is a CardError, not some other card
        if self.finished:
            raise IllegalMove("the hand is over — no more cards can be played", rule="hand-over")
        if c not in self.hands[seat]:
            raise IllegalMove(f"{SEAT_WORDS[seat]} does not hold {rules.name(c)}",
                              rule="not-in-hand", card=rules.name(c))
        if rules.illegal.refuse:
            rule, why = why_illegal(rules, self.hands[seat], self.trick, self.trump, c)
            raise IllegalMove(why, rule=rule, card=rules.name(c))
        self.revokes.append((seat, len(self.tricks)))

    @property
    def moves(self) -> list[int]:
        """Every card played this hand, in order."""
        return [c for t in self.tricks for c in t.cards] + self.trick

    @property
    def trump_card_played(self) -> bool:
        card = self.deal.trump_card
        return card is not None and (card in self.trick or any(card in t.cards for t in self.tricks))

    # -- penalties ----------------------------------------------------------------------
    def _open_for_penalties(self, what: str) -> None:
        if self.settled is not None:
            raise IllegalMove(f"the hand was already settled ({self.settled.cause})", rule="settled")
        if self.finished and not self.rules.illegal.accuse_after_hand:
            raise IllegalMove(f"in {self.rules.variant} {what} is made while the hand is played, "
                              "not after its last trick", rule="too-late")

    def _ahead(self) -> int | None:
        """The team ahead on card points now (the winners of the hand so far), None if equal."""
        first, second = self.points
        return None if first == second else 0 if first > second else 1

    def _apply(self, settlement: Settlement) -> None:
        self.penalties.append(settlement)
        if settlement.penalty.ends_hand:
            self.settled = settlement
            self._close()

    def accuse(self, team: int, seat: int | None = None) -> Accusation:
        """`team` accuses the other team of a revoke (any illegal card) in this hand — or, with
        `seat`, that one player of the other team (only that player's cards prove it).

        Proven: the variant's revoke penalty; not proven: its false-accusation penalty, if it
        has one (else nothing happens and play goes on). A penalty ends the hand or lets play go
        on, as the variant says. Raises IllegalMove (changing nothing) where illegal cards are
        refused, after the hand was settled, after its last trick where accusations are made
        during play only, for a seat that is not an opponent's, and for no seat where the
        variant's accusers must name the player (`illegal { accused player }`).
        """
        rules = self.rules
        if team.__class__ is not int or team not in (0, 1):
            raise IllegalMove(f"a team is 0 (seats 0 and 2) or 1 (seats 1 and 3), not {shown(team)}",
                              rule="team")
        if rules.illegal.refuse:
            raise IllegalMove(f"in {rules.variant} illegal cards are refused, so there is no "
                              "revoke to accuse", rule="no-accusation")
        accused_seat(rules, team, seat)
        self._open_for_penalties("an accusation")
        unpunished = self.revokes[self.punished:]
        named = seat is not None and rules.illegal.names_player  # only that player's cards prove it
        proven = any(s == seat if named else s % 2 != team for s, _ in unpunished)
        penalty = rules.illegal.revoke if proven else rules.illegal.false_accusation
        settlement = None if penalty is None else Settlement(
            REVOKE if proven else FALSE_ACCUSATION, 1 - team if proven else team, penalty, self._ahead())
        found = Accusation(team, proven, penalty is not None and penalty.ends_hand, settlement, seat)
        self.accusations.append(found)
        if proven:
            self.punished = len(self.revokes)
        if settlement is not None:
            self._apply(settlement)
        return found

    def declare(self, team: int, infraction: str) -> Settlement:
        """The table declares that `team` committed `infraction` (talking, a misdeal, looking
        back, playing out of turn: what the cards cannot show); the variant's penalty for it
        applies. IllegalMove (changing nothing) for an infraction the variant does not punish.
        """
        rules = self.rules
        if team.__class__ is not int or team not in (0, 1):
            raise IllegalMove(f"a team is 0 (seats 0 and 2) or 1 (seats 1 and 3), not {shown(team)}",
                              rule="team")
        if isinstance(infraction, str):
            infraction = infraction.replace("-", "_")  # `looking-back` as the DSL writes it
        declared = rules.illegal.infractions
        penalty = declared.get(infraction) if isinstance(infraction, str) else None
        if penalty is None:
            names = sorted(k.replace("_", "-") for k in declared)
            near = closest(infraction.replace("_", "-"), names) if isinstance(infraction, str) else None
            raise IllegalMove(f"{rules.variant} does not punish {shown(infraction)}"
                              + (f" — did you mean '{near}'?" if near else "")
                              + f" (it punishes or allows: {', '.join(names) or 'none'})", rule="infraction")
        self._open_for_penalties("a declaration")
        settlement = Settlement(infraction, team, penalty, self._ahead())
        self._apply(settlement)
        return settlement

    def close(self) -> None:
        """End the hand (its last trick, a penalty that ends it, or a redeal): from now on
        every card is refused. (A match's hand is ended by the match: see MatchHand.)"""
        self._close()

    def _last_trick(self) -> None:
        """The last trick was played (a match's hand then moves its match on)."""
        self._close()

    def _close(self) -> None:
        if not self.finished:
            self.penalties_in_play = len(self.penalties)  # those before this end (the rest: after)
        self.finished = True
        self.legal = ()

    def last_team(self) -> int | None:
        """The team that took the last trick (None before the last trick)."""
        tricks = self.tricks
        if len(tricks) < HAND:
            return None
        return self.rules.table.side_of[tricks[-1].winner]

    def settlement(self) -> Settlement | None:
        """The penalty that ended the hand, if one did."""
        return self.settled

    # -- results ------------------------------------------------------------------------
    def result(self) -> HandResult:
        """The hand's outcome; only once it is finished or settled."""
        if not self.finished:
            raise IllegalMove("the hand is not finished", rule="not-finished")
        points = (self.points[0], self.points[1])
        tricks = (self.tricks_won[0], self.tricks_won[1])
        settled = self.settled
        if settled is None:
            return HandResult(points, tricks, score_played(self.rules, points, tricks,
                                                         self.ties_before, self.last_team()),
                              "play")
        award = award_of(settled)
        return HandResult(points, tricks, Score(award.game_points, ends_match=award.ends_match),
                          settled.cause, award.match_winner, award.floors, award.redeal)

    def state(self) -> dict[str, object]:
        """Everything that defines the hand, as plain data (for records and equality)."""
        return {
            "dealer": self.deal.dealer, "procedure": self.deal.procedure, "trump": self.trump,
            "hands": [list(h) for h in self.hands], "masks": list(self.masks), "leader": self.leader, "turn": self.turn,
            "trick": list(self.trick),
            "tricks": [[t.leader, list(t.cards), t.winner, t.points] for t in self.tricks],
            "points": list(self.points), "tricks_won": list(self.tricks_won),
            "revokes": [list(r) for r in self.revokes], "punished": self.punished,
            "accusations": [[a.team, a.proven, a.settles, *(() if a.seat is None else (a.seat,))]
                            for a in self.accusations],
            "penalties": [[p.cause, p.offenders] for p in self.penalties],
            "moves": list(self.moves), "trump_card_played": self.trump_card_played,
            "trump_played": self.trump_played, "finished": self.finished,
            "ties_before": self.ties_before, "legal": list(self.legal),
        }
