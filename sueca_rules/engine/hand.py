"""One hand: ten tricks played card by card, revokes remembered, accusations settled."""

from __future__ import annotations

from dataclasses import dataclass

from ..compiled import HAND, Rules
from ..errors import IllegalMove
from .deal import BIT, Deal
from .scoring import Score, score_hand

SEAT_WORDS = ("seat 0", "seat 1", "seat 2", "seat 3")
# SUIT_CARDS[suit][m] lists the cards of `suit` whose bits are set in the 10-bit mask m,
# strongest first: following suit is one table lookup instead of a scan of the hand.
SUIT_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(suit * 10 + i for i in range(10) if m >> i & 1) for m in range(1024))
    for suit in range(4))


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


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of a finished (or settled) hand."""

    points: tuple[int, int]
    tricks: tuple[int, int]
    score: Score
    settled_by: str  # "play", "revoke" or "false-accusation"
    match_winner: int | None = None  # a penalty that wins the match

    @property
    def game_points(self) -> tuple[int, int]:
        return self.score.game_points


class Hand:
    """The state of one hand. A refused move changes nothing."""

    __slots__ = (
        "_follow",
        "_points",
        "_step",
        "accusations",
        "deal",
        "finished",
        "hands",
        "leader",
        "legal",
        "masks",
        "points",
        "revokes",
        "rules",
        "ties_before",
        "trick",
        "tricks",
        "tricks_won",
        "trump",
        "turn",
    )

    def __init__(self, rules: Rules, deal: Deal, ties_before: int = 0) -> None:
        self.rules = rules
        self.deal = deal
        self.ties_before = ties_before
        self.hands: list[list[int]] = [list(h) for h in deal.hands]
        self.masks: list[int] = list(deal.masks)
        self.trump = deal.trump
        self.leader = deal.leader
        self.turn = deal.leader
        self.trick: list[int] = []
        self.tricks: list[Trick] = []
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.revokes: list[tuple[int, int]] = []  # (seat, trick index)
        self.accusations: list[Accusation] = []
        self._step = rules.step
        self._points = rules.points
        self._follow = rules.must_follow
        self.finished = False
        self.legal: tuple[int, ...] = tuple(self.hands[self.turn])  # the player to move's cards

    # -- asking -------------------------------------------------------------------------
    def legal_cards(self) -> tuple[int, ...]:
        """The cards the player to move may play (what the rules allow, in every variant).

        The same tuple as the `legal` attribute, which each card played brings up to date.
        """
        return self.legal

    def _legal_for(self, seat: int) -> tuple[int, ...]:
        trick = self.trick
        if trick and self._follow:
            led = trick[0] // 10
            mask = self.masks[seat]
            legal = SUIT_CARDS[led][mask >> (10 * led) & 1023]
            if not legal and self.rules.must_trump:
                legal = SUIT_CARDS[self.trump][mask >> (10 * self.trump) & 1023]
            if legal:
                return legal
        return tuple(self.hands[seat])

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
        self.masks[seat] ^= BIT[c]
        trick = self.trick
        trick.append(c)
        if len(trick) < 4:
            self.turn = seat = (seat + self._step) % 4
            if self._follow:  # the usual case, inlined: the next player's cards of the led suit
                led = trick[0] // 10
                legal = SUIT_CARDS[led][self.masks[seat] >> (10 * led) & 1023]
                if legal:
                    self.legal = legal
                    return None
            self.legal = self._legal_for(seat)
            return None
        # The fourth card closes the trick (Rules.trick_winner, inlined on the hot path).
        trump = self.trump
        best = trick[0]
        best_suit = best // 10
        position = 0
        for index in (1, 2, 3):
            c = trick[index]
            suit = c // 10
            if suit == best_suit:
                if c < best:
                    best, position = c, index
            elif suit == trump:
                best, best_suit, position = c, suit, index
        winner = (self.leader + self._step * position) % 4
        points = self._points
        value = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
        done = Trick((self.leader, tuple(trick), winner, value))
        self.tricks.append(done)
        self.points[winner & 1] += value
        self.tricks_won[winner & 1] += 1
        self.leader = self.turn = winner
        self.trick = []
        if len(self.tricks) == HAND:
            self.close()
        else:
            self.legal = tuple(self.hands[winner])
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
        if rules.refuse_illegal:
            raise IllegalMove(self._why_illegal(c, self.trick[0] // 10), rule="must-follow",
                              card=rules.name(c))
        self.revokes.append((seat, len(self.tricks)))

    @property
    def moves(self) -> list[int]:
        """Every card played this hand, in order."""
        return [c for t in self.tricks for c in t.cards] + self.trick

    @property
    def trump_card_played(self) -> bool:
        card = self.deal.trump_card
        return card is not None and (card in self.trick or any(card in t.cards for t in self.tricks))

    def _why_illegal(self, card: int, led: int) -> str:
        suits = ("spades", "hearts", "diamonds", "clubs")
        name = self.rules.name(card)
        holds_led = any(h // 10 == led for h in self.hands[self.turn])
        if holds_led:
            return (f"{name} is refused: you must follow suit — {suits[led]} were led and you "
                    f"hold {suits[led]}")
        return f"{name} is refused: without {suits[led]} you must trump — you hold {suits[self.trump]}"


    def accuse(self, team: int) -> Accusation:
        """`team` accuses the other team of a revoke in this hand.

        Proven: the hand ends with the variant's revoke penalty. Not proven: the variant's
        false-accusation penalty ends the hand, or, where there is none, play goes on.
        """
        rules = self.rules
        if team.__class__ is not int or team not in (0, 1):
            raise IllegalMove(f"a team is 0 (seats 0 and 2) or 1 (seats 1 and 3), not {team!r}",
                              rule="team")
        if rules.refuse_illegal:
            raise IllegalMove(f"in {rules.variant} illegal cards are refused, so there is no "
                              "revoke to accuse", rule="no-accusation")
        if self.settlement() is not None:
            raise IllegalMove("the hand was already settled by an accusation", rule="settled")
        proven = any(seat % 2 != team for seat, _ in self.revokes)
        settles = proven or rules.false_accusation_penalty is not None
        found = Accusation(team, proven, settles)
        self.accusations.append(found)
        if settles:
            self.close()
        return found

    def close(self) -> None:
        """End the hand (its last trick, a settling accusation, or a redeal): from now on every
        card is refused."""
        self.finished = True
        self.legal = ()

    def settlement(self) -> Accusation | None:
        return next((a for a in self.accusations if a.settles), None)

    # -- results ------------------------------------------------------------------------
    def result(self) -> HandResult:
        """The hand's outcome; only once it is finished or settled."""
        if not self.finished:
            raise IllegalMove("the hand is not finished", rule="not-finished")
        points = (self.points[0], self.points[1])
        tricks = (self.tricks_won[0], self.tricks_won[1])
        settled = self.settlement()
        if settled is None:
            return HandResult(points, tricks, score_hand(self.rules, points, tricks,
                                                         self.ties_before), "play")
        penalty = self.rules.revoke_penalty if settled.proven else self.rules.false_accusation_penalty
        assert penalty is not None
        gainer = settled.team if settled.proven else 1 - settled.team
        wins_match, games = penalty
        pair = (games, 0) if gainer == 0 else (0, games)
        return HandResult(points, tricks, Score(pair if not wins_match else (0, 0)),
                          "revoke" if settled.proven else "false-accusation",
                          gainer if wins_match else None)

    def state(self) -> dict[str, object]:
        """Everything that defines the hand, as plain data (for records and equality)."""
        return {
            "dealer": self.deal.dealer, "procedure": self.deal.procedure, "trump": self.trump,
            "hands": [list(h) for h in self.hands], "masks": list(self.masks), "leader": self.leader, "turn": self.turn,
            "trick": list(self.trick),
            "tricks": [[t.leader, list(t.cards), t.winner, t.points] for t in self.tricks],
            "points": list(self.points), "tricks_won": list(self.tricks_won),
            "revokes": [list(r) for r in self.revokes],
            "accusations": [[a.team, a.proven, a.settles] for a in self.accusations],
            "moves": list(self.moves), "trump_card_played": self.trump_card_played,
            "finished": self.finished, "ties_before": self.ties_before,
        }
