"""The case-file format as pydantic models (extra keys are errors, with did-you-mean)."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field, model_validator

from .fields import (
    Bid,
    CallGiven,
    Cards,
    ContractExpect,
    ContractGiven,
    Int,
    Model,
    Pair,
    PerSide,
    Seat,
    SeatHands,
    Side,
)


class _OneTrump(BaseModel):
    """Either the trump card (held by the dealer) or the trump suit, never both."""

    trump_card: str | None = None
    trump: str | None = None

    @model_validator(mode="after")
    def _one_trump(self) -> _OneTrump:
        if self.trump_card is not None and self.trump is not None:
            raise ValueError("give 'trump_card' (held by the dealer) or 'trump', not both")
        return self


class TrickKind(Model):
    trump: str
    cards: list[str] = Field(min_length=1)  # 1 to the players: said with the case's other checks


class TrickExpect(Model):
    winner: Int | None = Field(None, ge=0)  # a place in play order, below the players (checked)
    points: Int | None = None


class LegalKind(Model):
    trump: str
    hand: Cards
    trick: list[str] = Field(default_factory=list, max_length=5)  # fewer than the players
    trump_played: bool = False  # an addition: a trump was played to an earlier trick
    stock_left: Int | None = Field(None, ge=0, le=50)  # an addition: cards left in the stock
    stock: list[str] | None = None  # an addition: the stock's cards, the next to draw first

    @model_validator(mode="after")
    def _one_stock(self) -> LegalKind:
        if self.stock_left is not None and self.stock is not None:
            raise ValueError("give 'stock_left' (how many cards) or 'stock' (which), not both")
        return self


class LegalExpect(Model):
    legal: list[str]


class HandScoreKind(Model):
    points: PerSide
    tricks: PerSide | None = None
    ties_before: Int = Field(0, ge=0, le=100)
    last_trick: Side | None = None  # an addition: the team that took the last trick
    contract: ContractGiven | None = None  # an addition: the hand's contract (a table that bids)


class ScoreExpect(Model):
    game_points: PerSide | None = None
    ends_match: bool | None = None
    named: list[str] | None = None  # an addition: the variant's names for the hand (hand-result)
    recorded: PerSide | None = None  # an addition: the card points the score sheet records
    outcome: str | None = None  # an addition: how the contract ended (made, all-tricks, failed)


class MatchHand(Model):
    points: PerSide
    tricks: PerSide | None = None
    contract: ContractGiven | None = None  # an addition: the hand's contract (a table that bids)


class MatchKind(Model):
    hands: list[MatchHand] = Field(min_length=1)


class MatchExpect(Model):
    scores: list[PerSide] | None = None
    winner: Side | None = None
    outcomes: list[str] | None = None  # an addition: how each hand's contract ended
    named: list[str] | None = None  # an addition: the variant's names for the result


class SeriesKind(Model):
    """An addition: the winners of a series' matches, in order."""

    winners: list[Annotated[Int, Field(ge=0, le=1)]] = Field(min_length=1, max_length=200)


class SeriesExpect(Model):
    wins: list[Pair] | None = None  # matches won by each team after each match
    winner: Int | None = Field(None, ge=0, le=1)


class SessionKind(Model):
    """An addition: hands of a match that ends after a number of hands, or of a session with
    no end (or any match), and where it stands after each."""

    hands: list[MatchHand] = Field(min_length=1, max_length=1000)


class SessionExpect(Model):
    scores: list[PerSide] | None = None  # the score after each hand
    over: bool | None = None  # the match has ended (won or drawn) after the last hand
    winner: Side | None = None
    drawn: bool | None = None


class SeriesMatch(Model):
    winner: Int | None = Field(None, ge=0, le=1)  # null: a draw
    scores: Pair


class StandingsKind(Model):
    """An addition: the matches of a series by standings, each its winner (null: a draw) and
    final score; a match after the series' number is its deciding match."""

    matches: list[SeriesMatch] = Field(min_length=1, max_length=200)


class StandingsExpect(Model):
    points: Pair | None = None  # standing points
    wins: Pair | None = None
    winner: Int | None = Field(None, ge=0, le=1)
    deciding: bool | None = None  # a deciding match is to be played


class CompetitionMatch(Model):
    """One match of a competition's round: its two teams, and its game points in their order,
    or the team that did not turn up and the minutes the others waited (a forfeit, when the
    rules' tolerance is up; within it, the match is played: give `scores`)."""

    teams: Pair
    scores: Pair | None = None
    absent: Int | None = None
    waited: Int | None = Field(None, ge=0, le=1440)


class Substitution(Model):
    """A partner substituted in `team` for round `round` (1 = the first), i.e. before its draw."""

    team: Int = Field(ge=0)
    round: Int = Field(ge=1, le=100)


class CompetitionKind(Model):
    """An addition: a competition between `teams` teams (0.. in seed order) under the variant's
    `competition` rules, its draws from `seed`: each round's match results, in any order."""

    teams: Int = Field(ge=2, le=256)
    seed: Int = 0
    rounds: list[list[CompetitionMatch]] = Field(default_factory=list, max_length=100)
    substitutions: list[Substitution] = Field(default_factory=list)


class CompetitionExpect(Model):
    pairings: list[list[Pair]] | None = None  # each round's pairings, as the runner pairs them
    byes: list[list[Int]] | None = None  # each round's teams without an opponent
    forfeits: list[list[Int]] | None = None  # each round's teams that lost by not turning up
    points: list[Int] | None = None  # standing points per team, after the rounds given
    ranking: list[Int] | None = None  # the teams from first to last
    winner: Int | None = None  # the competition's winner (null: not over yet)
    over: bool | None = None
    table: Int | None = None  # winner-stays: the team at the table after the rounds
    substitutions: list[bool] | None = None  # each substitution given: allowed or refused


class DealKind(Model):
    dealer: Seat
    deck: list[str]
    choice: str | None = None
    cut: list[str] | None = None
    pick: Int | None = Field(None, ge=0, le=25)  # an addition: the dealer's card turned for trump


class DealExpect(Model):
    hands: SeatHands | None = None
    trump: str | None = None
    trump_card: str | None = None
    trump_holder: Seat | None = None
    leader: Seat | None = None
    next_dealer: Seat | None = None
    redealt: bool | None = None  # an addition: the card turned may not set trumps (dealt again)
    stock: list[str] | None = None  # an addition: the stock, in drawing order (the next first)
    aside: list[str] | None = None  # an addition: the cards set aside, unplayed (as a set)


class Accuse(Model):
    team: Side
    seat: Seat | None = None  # an addition: the opponent the accusers name

    def named(self) -> str:
        """The player named, as a trace says it (" seat 1"; nothing where a team is accused)."""
        return "" if self.seat is None else f" seat {self.seat}"


class Declare(Model):
    """An addition: the table declares that `team` committed `infraction`."""

    team: Side
    infraction: str


class PlayKind(Model):
    dealer: Seat
    trump_card: str | None = None
    trump: str | None = None
    hands: SeatHands
    moves: list[str] = Field(default_factory=list)
    accuse: Accuse | None = None
    ties_before: Int = Field(0, ge=0, le=100)  # an addition: consecutive ties before this hand
    declare: Declare | None = None  # an addition: after the moves (and any accusation)
    scores_before: PerSide | None = None  # an addition: the match score before this hand (0s)
    stock: list[str] | None = None  # an addition: the stock, in drawing order (the next first)
    bids: list[Bid] | None = None  # an addition: the auction, said in turn from the first bidder
    call: CallGiven | None = None  # an addition: the auction winner's trump and called card

    @model_validator(mode="after")
    def _one_trump(self) -> PlayKind:
        if self.bids is not None:  # the auction names the trump
            if self.trump_card is not None or self.trump is not None:
                raise ValueError("the auction names the trump (`call: {trump: H, card: AH}`) — "
                                 "remove 'trump_card' and 'trump'")
        elif (self.trump_card is None) == (self.trump is None):
            raise ValueError("give exactly one of 'trump_card' (held by the dealer) or 'trump'")
        if self.call is not None and self.bids is None:
            raise ValueError("a call follows an auction — give its 'bids' too")
        return self


class Rejected(Model):
    move: Int | None = Field(None, ge=0)
    bid: Int | None = Field(None, ge=0)  # an addition: the bid at that index (0-based) is refused
    call: bool | None = None  # an addition: `true`, the call is refused

    @model_validator(mode="after")
    def _one(self) -> Rejected:
        if sum(v is not None for v in (self.move, self.bid, self.call)) != 1 or self.call is False:
            raise ValueError("say what is refused: {move: 3}, {bid: 1} or {call: true}")
        return self


class TrickResult(Model):
    winner: Seat | None = None
    points: Int | None = None


class PlayExpect(Model):
    tricks: list[TrickResult] | None = None
    points: PerSide | None = None
    game_points: PerSide | None = None
    rejected: Rejected | None = None
    revoke: bool | None = None
    ends_match: bool | None = None
    scores: PerSide | None = None  # an addition: the match score after the hand and its penalties
    recorded: PerSide | None = None  # an addition: the card points the score sheet records (a bandeira's 121)
    settled_by: str | None = None  # an addition: play, revoke, false-accusation or an infraction
    next_dealer: Seat | None = None  # an addition: who deals next (a redeal: again)
    next_leader: Seat | None = None  # an addition: who leads the next hand
    # an addition: what each seat given sees of the trump card at its turn in each trick (the
    # first trick first; null: no trump card on view): the visibility rules (`trump shown`)
    sees_trump_card: dict[Seat, list[str | None]] | None = None
    winner: Side | None = None  # an addition: the match's winner after the hand
    drawn: bool | None = None  # an addition: the match ended drawn (both teams at the target)
    # additions for other tables: each seat's cards after the moves (as sets), the cards drawn
    # after each trick ([seat, card] in drawing order), the stock left, the holder of the card
    # turned for trump (null: under the stock), the auction's contract and how it ended, the
    # seats that know who the partner is, and a deal every player passed (dealt again)
    hands: SeatHands | None = None
    draws: list[list[tuple[Seat, str]]] | None = None
    stock_left: Int | None = None
    trump_holder: Seat | None = None
    contract: ContractExpect | None = None
    outcome: str | None = None
    partner_known_to: list[Seat] | None = None
    redealt: bool | None = None


class RedealKind(Model, _OneTrump):
    dealer: Seat
    hands: SeatHands


class RedealExpect(Model):
    may_request: list[Seat]


class SeatsKind(Model):
    """An addition: the roles of the first hands of a match, dealt by chance and played out
    by the state machine (each hand's dealer, shuffler, cutter and first leader)."""

    first_dealer: Int | None = Field(None, ge=0, le=3)  # None: the `draw` decides it
    hands: Int = Field(0, ge=0, le=12)
    draw: list[list[tuple[Seat, str]]] | None = None  # the table's card draw: rounds of (player, card)


class SeatsExpect(Model):
    dealers: list[Seat] | None = None
    shufflers: list[Seat | None] | None = None
    cutters: list[Seat | None] | None = None
    leaders: list[Seat] | None = None
    first_dealer: Seat | None = None  # with `draw`: the seat the draw makes the first dealer
    seating: list[Seat] | None = None  # with `draw`: the player at each seat


KINDS: dict[str, tuple[type[Model], type[Model]]] = {
    "trick": (TrickKind, TrickExpect),
    "legal": (LegalKind, LegalExpect),
    "hand_score": (HandScoreKind, ScoreExpect),
    "match": (MatchKind, MatchExpect),
    "deal": (DealKind, DealExpect),
    "play": (PlayKind, PlayExpect),
    "redeal": (RedealKind, RedealExpect),
    "series": (SeriesKind, SeriesExpect),
    "session": (SessionKind, SessionExpect),
    "standings": (StandingsKind, StandingsExpect),
    "seats": (SeatsKind, SeatsExpect),
    "competition": (CompetitionKind, CompetitionExpect),
}


class Case(Model):
    id: str = Field(min_length=1)
    quote: str | None = None
    source: str | None = None
    note: str | None = None
    variant: str | None = None
    options: dict[str, str] | None = None
    trick: TrickKind | None = None
    legal: LegalKind | None = None
    hand_score: HandScoreKind | None = None
    match: MatchKind | None = None
    deal: DealKind | None = None
    play: PlayKind | None = None
    redeal: RedealKind | None = None
    series: SeriesKind | None = None
    session: SessionKind | None = None
    standings: StandingsKind | None = None
    seats: SeatsKind | None = None
    competition: CompetitionKind | None = None
    expect: dict[str, object]

    @property
    def kind(self) -> str:
        return next(k for k in KINDS if getattr(self, k) is not None)


class CaseFileModel(Model):
    variant: str
    options: dict[str, str] = Field(default_factory=dict)
    source: str | None = None
    note: str | None = None
    cases: list[Case] = Field(min_length=1)
