"""The expert at a table the compiled kernel does not play: determinized search in Python.

For a decision with a choice, the bot deals the cards it has not seen in `worlds` ways, each
consistent with what its seat knows (:mod:`.worlds`: the other seats' hands, the stock in an
unknown order but for the card under it, the cards set aside, the voids shown since each
seat last drew, a called partner's card), and in each world plays each of its legal cards,
then the rest of the hand on the engine itself (:class:`~sueca_rules.engine.Hand`, so every
rule of the variant holds: the stock drawn after each trick and its rules while it lasts, the
contract's teams): greedy play for every seat (:func:`~.greedy_shapes.decide_any`, each seat
reading what it has not seen), and an exact search of the last cards once the stock is empty
and few are left (:mod:`.endgame`). A world's worth is the game points of the seat's team
less the others' (the engine's own score of the hand: its contract, its sides), then the card
points; the card of best total wins.

The budget is in playouts (worlds × legal cards), not in time: the same seed plays the same
game on any machine. It bids and calls as greedy does (:mod:`.bidder`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..compiled.rules import Rules
from ..engine import Hand
from ..engine.bidding import Contract
from ..engine.deal import Deal, masks_of
from ..errors import IllegalMove
from .bidder import bid_for, call_for
from .endgame import Endgame
from .greedy_shapes import ShapeTables, decide_any
from .seen import View, legal_of
from .worlds import Knowledge, deal_world, determined, knowledge, suit_masks

PLAYOUTS = 240  # playouts per decision (worlds × legal cards)
# in simulations (play/table.py), as the kernel's expert plays a cheaper search there: runs of
# hundreds of expert hands stay affordable
SIMULATION_PLAYOUTS = 96
MIN_WORLDS = 12
EXACT_TRICKS = 2  # tricks searched exactly at the end of a hand, once the stock is empty


class ShapeExpert:
    """Determinized search on the engine for any table shape (see the module)."""

    name = "expert"
    needs = "view"

    def __init__(self, rules: Rules, rng: random.Random, playouts: int = PLAYOUTS,
                 exact_tricks: int = EXACT_TRICKS) -> None:
        self.rules = rules
        self.rng = rng
        self.playouts = playouts
        self.tables = ShapeTables.of(rules)
        self.suits = suit_masks(rules)
        self.endgame = Endgame(rules, exact_tricks * rules.table.players) if exact_tricks else None
        self._scores: dict[tuple[object, ...], tuple[int, ...]] = {}
        self.decisions = 0  # decisions with a choice (for benchmarks)

    # -- the Bot protocol ---------------------------------------------------------------------
    def pick(self, legal: Sequence[int]) -> int:
        raise NotImplementedError("the expert reads the whole view: call choose(view)")

    def decide(self, seat: int, legal: tuple[int, ...], trick: Sequence[int], leader: int, trump: int,
               unseen: int) -> int:
        raise NotImplementedError("the expert reads the whole view: call choose(view)")

    def wants_redeal(self, view: View) -> bool:
        return True  # as greedy: a weak hand is worth giving back

    def choose_deal(self, procedures: Sequence[str]) -> str:
        return self.rng.choice(procedures)

    def bid(self, view: View) -> int | None:
        return bid_for(self.rules, view)

    def call(self, view: View) -> tuple[int, int | None]:
        return call_for(self.rules, view)

    def choose(self, view: View) -> int:
        legal = legal_of(view)
        if len(legal) == 1:
            return legal[0]
        self.decisions += 1
        know = knowledge(self.rules, view)
        worlds = 1 if determined(know) else max(MIN_WORLDS, self.playouts // len(legal))
        totals = [0.0] * len(legal)
        for _ in range(worlds):
            world = deal_world(know, self.rng, self.suits)
            if world is None:
                continue
            for index, card in enumerate(legal):
                found = self._playout(world, know, card)
                if found is None:
                    break
                totals[index] += found
        return legal[max(range(len(legal)), key=totals.__getitem__)]

    # -- a world played out ---------------------------------------------------------------------
    def _hand(self, world: list[list[int]], know: Knowledge) -> Hand:
        """The hand of `world` at the decision: the tricks so far, the trick in progress."""
        rules = self.rules
        players = rules.table.players
        hands = [list(world[s]) for s in range(players)]
        for who, card in know.trick:  # back in their hands, to be played again first
            hands[who].append(card)
        holder = know.holder if know.under is None else None
        deal = Deal(know.dealer, next(iter(rules.deals)), (), tuple(tuple(h) for h in hands), know.trump,
                    know.trump_card, holder, (), know.leader, None, None, masks_of(hands), None,
                    tuple(world[players]), tuple(world[players + 1]))
        hand = Hand(rules, deal, know.ties_before)
        if know.contract is not None:
            hand.take_contract(self._contract(know, hands))
        hand.tricks = list(know.past)
        teams = hand.teams
        for trick in know.past:
            team = teams[trick[2]]
            hand.points[team] += trick[3]
            hand.tricks_won[team] += 1
        hand.trump_played = know.trump_played
        hand.leader = hand.turn = know.leader
        hand.legal = hand._legal_for(know.leader)
        for _, card in know.trick:
            hand.play(card)
        return hand

    def _contract(self, know: Knowledge, hands: list[list[int]]) -> Contract:
        """The contract in this world: the called card's holder (or the seat that played it)
        is the declarer's partner."""
        rules = self.rules
        assert know.contract is not None and rules.bidding is not None
        declarer, bid, trump, called = know.contract
        partner: int | None = None
        if called is not None:
            partner = next((s for s, held in enumerate(hands) if called in held), None)
            if partner is None:  # played already: its player is known to all
                partner = next((rules.table.seat_at[t[0]][t[1].index(called)] for t in know.past
                                if called in t[1]), None)
        table = rules.table
        seats = tuple(sorted({declarer} if partner is None else {declarer, partner})) if called is not None \
            else tuple(s for s in range(table.players) if table.side_of[s] == table.side_of[declarer])
        declarers = tuple(sorted({table.side_of[s] for s in seats}))
        defenders = tuple(sorted({table.side_of[s] for s in range(table.players) if s not in seats}
                                 - set(declarers)))
        return Contract(declarer, bid, trump, called, partner, seats, (declarers, defenders), rules.bidding,
                        rules.deals.tricks)

    def _playout(self, world: list[list[int]], know: Knowledge, card: int) -> float | None:
        """The worth, to the seat's team, of playing `card` in `world` and the rest of the hand
        as greedy players would (exactly at its end); None where the world cannot be played."""
        try:
            hand = self._hand(world, know)
            hand.play(card)
        except IllegalMove:  # a world dealt without the voids, in which a card seen is illegal
            return None
        full = self.rules.deck.full_mask
        gone = know.played | 1 << card
        tables, endgame = self.tables, self.endgame
        play, masks = hand.play, hand.masks
        while not hand.finished:
            if endgame is not None and not hand.stock and not hand.trick \
                    and sum(len(h) for h in hand.hands) <= endgame.cards:
                endgame.finish(hand, hand.teams[know.seat])
                break
            legal = hand.legal
            seat = hand.turn
            chosen = legal[0] if len(legal) == 1 else decide_any(
                tables, seat, legal, hand.trick, hand.leader, hand.trump, full & ~(gone | masks[seat]), hand.teams)
            play(chosen)
            gone |= 1 << chosen
        return self._worth(hand, know.seat)

    def _worth(self, hand: Hand, seat: int) -> float:
        """The hand's game points to `seat`'s team less the others' (a mean per side), then
        a hundredth of the card points."""
        rules = self.rules
        points, tricks = tuple(hand.points), tuple(hand.tricks_won)
        contract = hand.contract
        key = (points, tricks, None if contract is None else contract.seats,
               hand.tricks[-1][2] if rules.scoring.tie_last_trick else None)
        games = self._scores.get(key)
        if games is None:
            games = self._scores[key] = hand.result().score.game_points
        team = hand.teams[seat]
        if contract is not None:
            ours, theirs = contract.teams[team], contract.teams[1 - team]
        else:
            ours, theirs = (team,), tuple(s for s in range(len(games)) if s != team)
        mine = sum(games[s] for s in ours) / len(ours)
        others = sum(games[s] for s in theirs) / len(theirs) if theirs else 0.0
        rest = [p for t, p in enumerate(points) if t != team]
        return mine - others + (points[team] - sum(rest) / max(1, len(rest))) / 100

