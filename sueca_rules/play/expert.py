"""The expert bot: determinized search (the field's standard for trick-taking games).

For a decision with a choice, the bot deals the cards it has not seen to the other seats in
`worlds` ways, each consistent with what it knows — how many cards each seat still holds, the
suits a seat has shown out of (:class:`~.evidence.Evidence`), the trump card and who took it
— and, in each world, plays each of its legal cards and then the rest of the hand with greedy
players for all four seats. The card with the best total wins; a world's value is the hand's
game points to the bot's team less the other team's, plus a hundredth of the card points, so
points decide where game points do not.

The playouts run on the engine itself (:class:`~sueca_rules.engine.Hand` built from each
world), so they follow the variant's rules exactly. The number of worlds is fixed, not timed:
the same seed plays the same game on any machine. About 400 playouts a decision keep it near
20–40 ms on one core (see ``python -m sueca_rules.play.bench``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..compiled.cards import HAND
from ..compiled.rules import Rules
from ..engine import Hand, deal_from_hands
from ..engine.hand import SUIT_CARDS
from .evidence import Evidence
from .greedy import GreedyBot
from .seen import View, legal_of

PLAYOUTS = 400  # playouts per decision (worlds × legal cards)
MIN_WORLDS = 12
SHUFFLES = 6  # shuffled deals tried before dealing card by card
TRIES = 20  # attempts at dealing a world that respects every void before some are dropped
_BIT = tuple(1 << c for c in range(40))
_SUIT_CARDS_OF = tuple(sum(1023 << (10 * s) for s in range(4) if voids >> s & 1) for voids in range(16))


class Knowledge:
    """What the seat knows at a decision, as masks (card c is bit c)."""

    __slots__ = ("holder", "leader", "left", "mine", "points", "seat", "trick", "trick_cards",
                 "tricks", "trump", "trump_card", "unseen", "voids")

    def __init__(self, seat: int, mine: int, unseen: int, left: list[int], voids: list[int],
                 trump: int, trump_card: int | None, holder: int | None, trick: list[tuple[int, int]],
                 points: tuple[int, ...], tricks: tuple[int, ...]) -> None:
        self.seat, self.mine, self.unseen, self.left, self.voids = seat, mine, unseen, left, voids
        self.trump, self.trump_card, self.holder = trump, trump_card, holder
        self.trick = trick  # (seat, card) of the trick in progress
        self.trick_cards = [c for _, c in trick]
        self.leader = trick[0][0] if trick else seat
        self.points, self.tricks = points, tricks


class ExpertBot:
    """Determinized search with greedy playouts; see the module's description."""

    name = "expert"
    needs = "view"

    def __init__(self, rules: Rules, rng: random.Random, playouts: int = PLAYOUTS) -> None:
        self.rules = rules
        self.rng = rng
        self.playouts = playouts
        self.greedy = GreedyBot(rules, rng)
        self._scores: dict[tuple[int, int, int], tuple[int, ...]] = {}
        self.decisions = 0  # decisions with a choice (for benchmarks)

    # -- the Bot protocol ------------------------------------------------------------------
    def pick(self, legal: Sequence[int]) -> int:
        raise NotImplementedError("the expert reads the whole view: call choose(view)")

    def decide(self, seat: int, legal: tuple[int, ...], trick: Sequence[int], leader: int, trump: int,
               unseen: int) -> int:
        raise NotImplementedError("the expert reads the whole view: call choose(view)")

    def wants_redeal(self, view: View) -> bool:
        return self.greedy.wants_redeal(view)

    def choose_deal(self, procedures: Sequence[str]) -> str:
        return self.greedy.choose_deal(procedures)

    def choose(self, view: View) -> int:
        legal = legal_of(view)  # a view of the seat to move, or a kind refusal
        if len(legal) == 1:
            return legal[0]
        self.decisions += 1
        know = self._knowledge(view)
        worlds = max(MIN_WORLDS, self.playouts // len(legal))
        totals = [0.0] * len(legal)
        for _ in range(worlds):
            world = self._world(know)
            for index, card in enumerate(legal):
                totals[index] += self._playout(world, know, card, view.ties_before)
        best = max(range(len(legal)), key=totals.__getitem__)
        return legal[best]

    # -- knowing ---------------------------------------------------------------------------------
    def _knowledge(self, view: View) -> Knowledge:
        rules = self.rules
        seat = view.seat
        trump = view.trump
        evidence = Evidence(rules)
        history = view.seen_tricks  # every trick it saw (what it may look at again is less)
        tricks = [0, 0]
        for leader, cards in history:
            led = cards[0] // 10
            for position, card in enumerate(cards):
                evidence.note_card(rules.seat_at(leader, position), card, None if position == 0 else led, trump)
            tricks[_winner(cards, trump, leader, rules) % 2] += 1
        trick = list(view.trick)
        for position, (who, card) in enumerate(trick):
            evidence.note_card(who, card, None if position == 0 else trick[0][1] // 10, trump)
        voids = list(evidence.voids)
        for culprit in evidence.proven:  # a proven revoker's voids prove nothing
            voids[culprit] = 0
        in_trick = {who for who, _ in trick}
        left = [HAND - view.tricks_done - (s in in_trick) for s in range(4)]
        mine = 0
        for card in view.hand:
            mine |= 1 << card
        seen = mine
        for card in view.played:
            seen |= 1 << card
        unseen = ((1 << 40) - 1) ^ seen
        dealt = view.trump_dealt  # every seat saw it turned
        trump_card: int | None = None
        holder: int | None = None
        if dealt is not None and unseen >> dealt[0] & 1 and dealt[1] != seat:
            trump_card, holder = dealt  # still in its holder's hand
        points = view.points
        return Knowledge(seat, mine, unseen, left, voids, trump, trump_card, holder, trick,
                         (points[0], points[1]), (tricks[0], tricks[1]))

    # -- imagining ---------------------------------------------------------------------------------
    def _world(self, know: Knowledge) -> list[int]:
        """The four seats' cards (masks) in one world consistent with what the seat knows:
        a shuffled deal of the unseen cards, dealt again if it breaks a void (exactly uniform
        over the consistent worlds), or, when voids make that slow, a deal card by card."""
        rng = self.rng
        hands = [0, 0, 0, 0]
        hands[know.seat] = know.mine
        room = list(know.left)
        room[know.seat] = 0
        free = know.unseen
        if know.trump_card is not None and know.holder is not None:
            hands[know.holder] |= 1 << know.trump_card
            room[know.holder] -= 1
            free ^= 1 << know.trump_card
        cards = _cards(free)
        others = [s for s in range(4) if s != know.seat and room[s]]
        barred = [_SUIT_CARDS_OF[v] for v in know.voids]
        for _ in range(SHUFFLES):
            rng.shuffle(cards)
            world = list(hands)
            start = 0
            for seat in others:
                mask = sum(map(_BIT.__getitem__, cards[start:start + room[seat]]))
                if mask & barred[seat]:
                    break
                world[seat] |= mask
                start += room[seat]
            else:
                return world
        return self._world_card_by_card(know, hands, room, cards, others, barred)

    def _world_card_by_card(self, know: Knowledge, hands: list[int], room: list[int], cards: list[int],
                            others: list[int], barred: list[int]) -> list[int]:
        """Deal the most constrained cards first, each to a seat that may hold it (weighted by
        the room it has); after TRIES dead ends, ignore the voids (a revoke may have made one)."""
        rng = self.rng
        for attempt in range(TRIES + 1):
            strict = attempt < TRIES
            world, left = list(hands), list(room)
            allowed = {c: [s for s in others if not (strict and barred[s] >> c & 1)] for c in cards}
            rng.shuffle(cards)
            cards.sort(key=lambda c: len(allowed[c]))
            for card in cards:
                seats = [s for s in allowed[card] if left[s] > 0]
                if not seats:
                    break
                if len(seats) == 1:
                    chosen = seats[0]
                else:
                    point = rng.random() * sum(left[s] for s in seats)
                    for chosen in seats:
                        point -= left[chosen]
                        if point < 0:
                            break
                world[chosen] |= 1 << card
                left[chosen] -= 1
            else:
                return world
        raise AssertionError("a world can always be dealt without the voids")

    # -- playing out --------------------------------------------------------------------------------
    def _playout(self, world: list[int], know: Knowledge, card: int, ties_before: int) -> float:
        """The value, to the seat's team, of playing `card` and then greedy play to the end."""
        rules = self.rules
        held = list(world)
        for who, played in know.trick:  # back in their hands, to be played again first
            held[who] |= 1 << played
        hands = [_cards(mask) for mask in held]
        dealer = (know.leader - rules.first_lead) % 4  # so that the trick's leader leads
        hand = Hand(rules, deal_from_hands(rules, dealer, hands, know.trump, None))
        play = hand.play
        for played in know.trick_cards:
            play(played)
        play(card)
        decide = self.greedy.decide
        masks = hand.masks
        trump = know.trump
        for _ in range(sum(len(h) for h in hands) - len(know.trick) - 1):
            legal = hand.legal
            if len(legal) == 1:
                play(legal[0])
                continue
            seat = hand.turn
            unseen = (masks[0] | masks[1] | masks[2] | masks[3]) ^ masks[seat]
            play(decide(seat, legal, hand.trick, hand.leader, trump, unseen))
        us = know.seat % 2
        p0 = know.points[0] + hand.points[0]
        t0 = know.tricks[0] + hand.tricks_won[0]
        games = self._games(p0, t0, ties_before)
        points = p0 if us == 0 else rules.total_points - p0
        return games[us] - games[1 - us] + (2 * points - rules.total_points) / 100

    def _games(self, points0: int, tricks0: int, ties_before: int) -> tuple[int, ...]:
        key = (points0, tricks0, ties_before)
        found = self._scores.get(key)
        if found is None:
            from ..engine import score_hand

            rules = self.rules
            score = score_hand(rules, (points0, rules.total_points - points0), (tricks0, HAND - tricks0),
                               ties_before)
            found = self._scores[key] = score.game_points
        return found


def _cards(mask: int) -> list[int]:
    return [c for suit in range(4) for c in SUIT_CARDS[suit][mask >> (10 * suit) & 1023]]


def _winner(cards: Sequence[int], trump: int, leader: int, rules: Rules) -> int:
    return rules.seat_at(leader, rules.trick_winner(list(cards), trump))
