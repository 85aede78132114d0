"""One hand: its tricks played card by card (drawing from a stock after each where the
variant has one), revokes remembered, accusations settled (:mod:`.faults`)."""

from __future__ import annotations

from ..compiled.cards import NO_TRUMP, PLACE_BITS, card_tables
from ..compiled.rules import Rules
from ..errors import IllegalMove
from .any_table import AnyTable, stock_play
from .deal import Deal
from .faults import Accusation as Accusation  # where it always was
from .faults import Faults
from .penalties import Settlement
from .refusals import bad_hand, why_illegal
from .results import HandResult as HandResult  # the hand's result, where it always was
from .scoring import MAX_TIES
from .trick import Trick as Trick  # where it always was

SEAT_WORDS = tuple(f"seat {seat}" for seat in range(8))
# SUIT_CARDS[suit][m] lists the cards of `suit` whose bits are set in the 10-bit mask m,
# strongest first: following suit is one table lookup instead of a scan of the hand (the
# forty-card deck's; a deck of other ranks reads its own, `rules.deck.tables.suit_cards`).
SUIT_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = card_tables(10).suit_cards

# the seat after each seat at four, by turn order (+1 clockwise, -1 anticlockwise); a table
# of any size reads `rules.table.next_seat`
NEXT_SEAT = {1: (1, 2, 3, 0), -1: (3, 0, 1, 2)}
PLACE = (1 << PLACE_BITS) - 1  # a trick key's low bits: the card's place in play order


class Hand(Faults, AnyTable):
    """The state of one hand. A refused move changes nothing.

    What it holds (cards as ints, ``rules.name(card)`` names them — at the usual table 0..39;
    seats 0..players-1 clockwise, each seat's side ``rules.table.side_of[seat]``): `turn` — the
    seat to move, whose turn it is; `legal` — that seat's legal cards (a tuple, kept up to
    date); `hands` — each seat's cards; `trick` — the cards of the trick in play, in play
    order, led by `leader`; `tricks` — the finished tricks (each with its `leader`, `cards`,
    `winner`, `points`); `teams` — each seat's team in this hand (the table's sides, or a
    contract's declarers 0 and defenders 1); `points` — card points taken by each team (adding
    up to the deck's total at the end, less any cards set aside); `tricks_won` — tricks by
    team; `trump` — the trump suit (0..3: S, H, D, C); `stock` — the cards still to be drawn,
    the next first (empty without a stock); `trump_holder` — the seat holding the card turned
    for trump (None: nobody yet, or none was turned); `finished`; `deal` — the deal it came
    from. A card's points are ``rules.deck.points[card]``. `play(card)` returns the trick a
    last card finishes (else None); a refused card raises IllegalMove and changes nothing.

    A hand made here stands alone (examples, case files, simulations). A hand a :class:`Match`
    deals is a :class:`~sueca_rules.engine.match_hand.MatchHand`: its `play`, `accuse` and
    `declare` go through the match, which records and scores them.
    """

    __slots__ = (
        "_follow",
        "_keys",
        "_next",
        "_per",
        "_play",
        "_players",
        "_points",
        "_seat_at",
        "_suit_bits",
        "_suit_cards",
        "_tricks",
        "_trump_below",
        "_trump_lead",
        "_usual",
        "deal",
        "finished",
        "hands",
        "leader",
        "legal",
        "masks",
        "points",
        "rules",
        "stock",
        "teams",
        "ties_before",
        "trick",
        "tricks",
        "tricks_won",
        "trump",
        "trump_holder",
        "trump_played",
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
        self.trump_holder = deal.trump_holder
        self.leader = deal.leader
        self.turn = deal.leader
        self.trick: list[int] = []
        self.tricks: list[Trick] = []
        (players, self._next, self._seat_at, self._per, self._suit_bits, self._suit_cards,
         self._trump_below, keys, self._points, self._tricks, teams, sides, usual, play,
         self._follow, self._trump_lead) = rules.setup  # the hot path reads no property
        self.teams: tuple[int, ...] = teams
        self.points = [0, 0] if sides == 2 else [0] * sides
        self.tricks_won = [0, 0] if sides == 2 else [0] * sides
        self.contract = None
        self.revokes: list[tuple[int, int]] = []  # (seat, trick index) of each illegal card
        self.punished = 0  # revokes already punished by a play-on penalty
        self.accusations: list[Accusation] = []
        self.penalties: list[Settlement] = []  # every penalty applied to this hand, in order
        self.penalties_in_play = 0  # how many of them came before the hand ended
        self.settled: Settlement | None = None  # the penalty that ended it, if one did
        self._players = players
        trump = deal.trump
        self._keys = keys[trump if 0 <= trump < 4 else NO_TRUMP]  # by the suit led
        # the usual table (play's fast path): four seats in two pairs, ten ranks a suit, no
        # stock, no auction; what may be played: while a stock lasts, the stock's rules
        self._usual = usual
        self._play = play
        if deal.stock:
            self.stock: list[int] = list(deal.stock)
            self._play = stock_play(rules)
            self._set_constraints()
        else:
            self.stock = []
        self.trump_played = False  # a trump has been played to a trick this hand
        self.finished = False
        # the player to move's cards (a first lead is any card, but where trumps are held back)
        self.legal: tuple[int, ...] = () if rules.bidding is not None \
            else self._legal_for(self.turn) if self._trump_lead else tuple(self.hands[self.turn])

    def _set_constraints(self) -> None:
        play = self._play
        # the inlined follow-suit on the hot path; rules that look further use _legal_for
        self._follow = play.must_follow and not play.must_overtake and bool(self._suit_cards)
        self._trump_lead = play.trump_lead_after_trump

    # -- asking -------------------------------------------------------------------------
    def legal_cards(self) -> tuple[int, ...]:
        """The cards the player to move may play (what the rules allow, in every variant).

        The same tuple as the `legal` attribute, which each card played brings up to date.
        """
        return self.legal

    def _of_suit(self, seat: int, suit: int) -> tuple[int, ...]:
        """`seat`'s cards of `suit`, strongest first."""
        per = self._per
        if self._suit_cards:
            return self._suit_cards[suit][self.masks[seat] >> (per * suit) & self._suit_bits]
        return tuple(sorted(c for c in self.hands[seat] if c // per == suit))

    def _legal_for(self, seat: int) -> tuple[int, ...]:
        """Every rule of what may be played, in one place: leading (trumps held back until one
        was played, where the variant says), following suit (overtaking when able), and a
        void player's trumping (over-trumping when able) — while a stock lasts, its own."""
        play = self._play
        trick = self.trick
        hand = self.hands[seat]
        trump = self.trump
        per = self._per
        if not trick:
            if self._trump_lead and not self.trump_played:
                return tuple(c for c in hand if c // per != trump) or tuple(hand)
            return tuple(hand)
        if not play.must_follow:
            return tuple(hand)
        led = trick[0] // per
        suit_cards = self._suit_cards
        legal = suit_cards[led][self.masks[seat] >> (per * led) & self._suit_bits] if suit_cards \
            else self._of_suit(seat, led)
        if legal:
            if play.must_overtake:  # a smaller int is a stronger card of the same suit
                best = min(c for c in trick if c // per == led)
                return tuple(c for c in legal if c < best) or legal
            return legal
        if play.must_trump and 0 <= trump < 4:
            trumps = self._of_suit(seat, trump)
            if trumps and play.must_overtrump:
                best_trump = min((c for c in trick if c // per == trump), default=None)
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
        if not self._usual:
            return self._play_any(card)
        # The hot path of every simulation, at the usual table (four seats in two pairs, ten
        # ranks a suit, no stock; any other shape plays _play_any, the same steps read from the
        # shape's tables): checks first, then the few mutations. A finished hand has no legal
        # cards, so its refusal happens on the slow path.
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
        # path): the least key holds it, its low bits the winner's place in play order.
        t0, t1, t2, t3 = trick
        keys = self._keys[t0 // 10]
        best = min(keys[t0], keys[t1] | 1, keys[t2] | 2, keys[t3] | 3)
        leader = self.leader
        winner = self._seat_at[leader][best & 7]
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
            if best < 80:  # the trick was won by a trump: one was played
                self.trump_played = True
            if len(tricks) < 10:
                self.legal = self._legal_for(winner)
                return done
        elif len(tricks) < 10:
            self.legal = tuple(self.hands[winner])
            return done
        self._last_trick()
        return done

    def _refuse_or_note_revoke(self, c: int) -> None:
        """A card outside the legal ones: not held (refused), or a revoke (refused or noted)."""
        rules = self.rules
        seat = self.turn
        rules.card(c)  # an int outside the deck is a CardError, not some other card
        if self.finished:
            raise IllegalMove("the hand is over — no more cards can be played", rule="hand-over")
        if self.contract is None and rules.bidding is not None:
            raise IllegalMove("the auction is not over: no card is played before the trump is "
                              "named", rule="bidding")
        if c not in self.hands[seat]:
            raise IllegalMove(f"{SEAT_WORDS[seat]} does not hold {rules.name(c)}",
                              rule="not-in-hand", card=rules.name(c))
        if rules.illegal.refuse:
            rule, why = why_illegal(rules, self.hands[seat], self.trick, self.trump, c, self._play)
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
        if len(tricks) < self._tricks:
            return None
        return self.teams[tricks[-1].winner]

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
            **({"stock": list(self.stock), "trump_holder": self.trump_holder} if self.deal.stock else {}),
            "ties_before": self.ties_before, "legal": list(self.legal),
        }
