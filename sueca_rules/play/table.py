"""One chunk of simulation: bots deal, ask for redeals, play, revoke, accuse; hands are counted.

The table drives the engine's match state machine (:mod:`sueca_rules.engine.machine`), as
every player of a match does: chance's deals drawn from the seeded stream, cards played by
the hand's own transition, accusations and declarations applied as actions, and the match
moved on by the state itself — penalties in the one order the engine has. What a simulation
does not read it does not pay for: its states keep no log (but when traced) and no history
(but for named results), and a card is one call.

Every random choice comes from a stream seeded from the chunk's seed and the stream's name
(:func:`~.chunks.derive_seed`), so a chunk plays the same whatever process or machine runs it.
"""

from __future__ import annotations

import random

from ..engine import Hand, Score
from ..engine.actions import AskRedeal
from ..engine.log import hands_of
from ..engine.machine import apply, chance, new_state, observe
from ..engine.penalties import award_of
from ..engine.results import named_results
from ..engine.state import MatchState
from ..engine.view import SeatView, unseen_in, unseen_of
from .bots import Bot, make_bot
from .chunks import BOT_DEAL, ChunkTask, Trace, derive_seed, memo_of, rules_of
from .evidence import Evidence
from .mischief import Asker, Mischief
from .outcomes import FIXED, add_hands
from .shape_expert import SIMULATION_PLAYOUTS, ShapeExpert
from .sides import MAX_VOID_DEALS, auction, count_hand, count_match_winner
from .stats import LONGEST_MATCH, Counts

__all__ = ["ChunkTask", "Table", "Trace", "derive_seed", "rules_of", "run_chunk"]

MAX_REDEALS = 3  # a table tolerates a few redeals in a row


class Table(Mischief):
    """The table's seats, two bots — the first plays for side 0, the second for every other
    side (team 0 and team 1 at the usual table) — and the counts of what happens."""

    def __init__(self, task: ChunkTask, trace: Trace | None = None) -> None:
        self.task = task
        self.rules = rules = rules_of(task.spec, task.options)
        seed = task.seed
        self.deals = random.Random(derive_seed(seed, "deals"))
        self.mischief = random.Random(derive_seed(seed, "mischief"))
        teams = tuple(make_bot(name, rules, random.Random(derive_seed(seed, "bot", team)))
                      for team, name in enumerate(task.bots))
        for bot in teams:  # the Python expert of other shapes, at the simulation's budget
            if isinstance(bot, ShapeExpert):
                bot.playouts = SIMULATION_PLAYOUTS
        if task.bots == ("random", "random"):  # one stream for all: the engine's own loop
            teams = (teams[0], teams[0])
        side = rules.table.side_of
        self.side = side
        self.bots: tuple[Bot, ...] = tuple(teams[min(side[seat], 1)] for seat in range(rules.table.players))
        # the usual table counts its hands as compact outcomes; any other shape per side (.sides)
        self.usual = rules.setup.usual
        self.bidding = rules.bidding is not None
        self.cards = rules.deals.tricks * rules.table.players  # cards played in a hand
        # what a seat has not seen: the others' cards, or, with a stock or cards set aside,
        # every card it has not seen played (unseen_in)
        self.plain = rules.deals.stock is None and not rules.deals.aside
        self.views: tuple[SeatView, ...] = ()  # each seat's observer, made with each match
        self.counts_so_far = Counts()
        self.tally = self.counts_so_far.tally
        # hands played out: (team 0's points, its tricks, ties before, dealer's team, leader's
        # team, procedure) -> hands; hands settled otherwise: (settled by, team 0's points,
        # dealer's team, leader's team, score, procedure) -> hands
        self.outcomes: dict[tuple[int, int, int, int, int, str], int] = {}
        self.settled: dict[tuple[str, int, int, int, Score, str], int] = {}
        self.memo = memo_of(task.spec, task.options)
        self._scored = self.memo[0]
        for name in FIXED:
            self.tally[name] = 0
        illegal_allowed = not rules.illegal.refuse
        self.revoke_rate = task.revoke_rate if illegal_allowed else 0.0
        self.accuse_rate = task.accuse_rate if illegal_allowed else 0.0
        self.infractions = rules.illegal.mischief  # a misdeal only dealt again is no mischief
        self.infraction_rate = task.infraction_rate if self.infractions else 0.0
        self.fast = (self.revoke_rate == 0 and self.accuse_rate == 0 and trace is None
                     and self.infraction_rate == 0 and all(b.needs == "legal" for b in teams))
        self.names_results = bool(rules.match.named_results)
        self.picks = tuple(b.pick for b in self.bots) if self.fast else ()
        self.choosers = tuple(self._asker(seat) for seat in range(len(self.bots)))
        # A forced card (the only legal one) is played without asking; a random bot is asked
        # all the same, as in the engine's own loop, so that every path plays the same game.
        self.skip_forced = tuple(b.needs != "legal" for b in self.bots)
        self.evidence = Evidence(rules)
        self.procedures = tuple(rules.deals)
        self.fixed_procedure = (rules.deals.fixed if rules.deals.fixed is not None
                                else task.deal if task.deal != BOT_DEAL
                                else self.procedures[0] if len(self.procedures) == 1 else "")
        self.redeals_possible = rules.deals.redeal is not None  # a redeal rule has a limit
        self.watching = any(b.needs == "view" for b in teams)  # bots that read the whole view
        # the seats' observers: for bots asked through them, and for redeal requests
        self.needs_views = not self.fast or self.redeals_possible or self.bidding
        self.dealt = 0
        self.trace = trace
        self.scored_hands: list[tuple[int, list[int]]] = []  # traced: (deal index, game points)

    # -- a chunk ------------------------------------------------------------------------------
    def run(self) -> Counts:
        task = self.task
        if task.mode == "matches":
            for _ in range(task.count):
                self.play_match(None)
        else:
            left = task.count
            while left > 0:
                left -= self.play_match(left)
        return self.counts()

    def play_match(self, hands_left: int | None) -> int:
        """One match (or its first `hands_left` hands); returns the hands played."""
        rules = self.rules
        tracing = self.trace is not None
        state = new_state(rules, log=tracing, history=self.names_results, memo=self.memo)
        if self.needs_views:  # made only for bots that read them, or redeals asked for
            self.views = tuple(observe(state, seat) for seat in range(len(self.bots)))
        chance(rules, state, self.deals)  # the first dealer
        self.scored_hands = []
        played = 0
        outcomes = self.outcomes
        # the common case, inlined: one deal per hand, random bots sharing one stream
        simple = not (tracing or self.redeals_possible or self.bidding)
        pick = self.picks[0] if self.fast and self.picks[0] is self.picks[1] else None
        fixed, procedures, bots, side = self.fixed_procedure, self.procedures, self.bots, self.side
        stream = self.deals
        play = Hand.play  # the hand's own transition: the state's hand moves the match on
        tally = state.tally
        while tally.winner is None and not tally.drawn and (hands_left is None or played < hands_left):
            if simple:
                procedure = fixed or bots[tally.dealer].choose_deal(procedures)
                chance(rules, state, stream, procedure)
                self.dealt += 1
            else:
                self._deal(state)
            hand = state.hand
            assert hand is not None
            if pick is not None:
                for _ in range(self.cards):  # every card is played (nothing ends it early)
                    play(hand, pick(hand.legal))
            else:
                self._play(state, hand)
            played += 1
            deal = hand.deal
            score: Score | None
            if not self.usual:  # another shape: counted per side
                score, cause = self._settled(state, hand) if hand.accusations or hand.penalties \
                    else (state.score, "play")
                assert score is not None
                count_hand(self.tally, rules, hand, score, cause)
            elif hand.accusations or hand.penalties:  # a penalty, or a failed accusation
                score, cause = self._settled(state, hand)
                odd = (cause, hand.points[0], side[deal.dealer], side[deal.leader], score,
                       deal.procedure)
                self.settled[odd] = self.settled.get(odd, 0) + 1
            else:  # played out: the score and the next tally follow from team 0's points and tricks
                # one dict update per hand; `counts()` turns the outcomes into named tallies
                outcome = (hand.points[0], hand.tricks_won[0], state.before.ties, side[deal.dealer],
                           side[deal.leader], deal.procedure)
                outcomes[outcome] = outcomes.get(outcome, 0) + 1
                score = state.score  # always scored: played out
            if tracing and score is not None:
                self.scored_hands.append((self._deals_in(state) - 1, list(score.game_points)))
            tally = state.tally
        self._count_match(state, played)
        return played

    def _count_match(self, state: MatchState, played: int) -> None:
        count = self.tally
        winner = state.tally.winner
        if state.tally.drawn:  # a fixed number of hands, equal scores
            count["draws"] = count.get("draws", 0) + 1
            count["matches"] = count.get("matches", 0) + 1
            count["match_hands"] = count.get("match_hands", 0) + played
            count["match_hands_sq"] = count.get("match_hands_sq", 0) + played * played
        if winner is not None:
            history = state.history or []
            for name in named_results(self.rules, winner, history) if self.names_results else ():
                key = "result:" + name
                count[key] = count.get(key, 0) + 1
            count["matches"] = count.get("matches", 0) + 1
            count["team0_match_wins"] = count.get("team0_match_wins", 0) + (winner == 0)
            if not self.usual:
                count_match_winner(count, winner)
            count["match_hands"] = count.get("match_hands", 0) + played
            count["match_hands_sq"] = count.get("match_hands_sq", 0) + played * played
            key = f"match_hands={min(played, LONGEST_MATCH)}"  # the distribution (stats.DISTRIBUTIONS)
            count[key] = count.get(key, 0) + 1
        if self.trace is not None:
            assert state.log is not None
            hands = hands_of(self.rules, state.log)
            for index, game_points in self.scored_hands:
                hands[index]["game_points"] = game_points
            self.trace.matches.append({"first_dealer": state.first_dealer, "hands": hands,
                                       "scores": list(state.tally.scores), "winner": winner})

    @staticmethod
    def _deals_in(state: MatchState) -> int:
        from ..engine.deal import Deal

        return sum(1 for action in state.log or () if action.__class__ is Deal)

    @staticmethod
    def _settled(state: MatchState, hand: Hand) -> tuple[Score, str]:
        """How a hand with penalties is counted: its score and what settled it, or, for a
        match won while it was played, the first penalty counted."""
        if state.score is not None:
            return state.score, state.settled_by
        first = next((s for s in hand.penalties if not s.penalty.ends_hand), None)
        if first is None:
            return Score((0, 0)), "play"
        return Score(award_of(first).game_points), first.cause

    def counts(self) -> Counts:
        """The chunk's named tallies (hand outcomes are kept compact while playing)."""
        count = self.counts_so_far
        tally = count.tally
        total = self.rules.deck.total_points
        tally["deals"] += self.dealt
        self.dealt = 0
        scored = self._scored
        hands = [(("play", points, dealer_team, leader_team, scored[points, tricks, ties], procedure), n)
                 for (points, tricks, ties, dealer_team, leader_team, procedure), n in self.outcomes.items()]
        add_hands(tally, total, hands + list(self.settled.items()))
        self.settled = {}
        self.outcomes = {}
        return count

    # -- dealing --------------------------------------------------------------------------------
    def _deal(self, state: MatchState) -> None:
        """Deal (and deal again while the bots ask for it, up to MAX_REDEALS times); where the
        table bids, the auction, dealt again while every seat passes."""
        voided = 0
        while True:
            self._deal_once(state)
            if not self.bidding or auction(self.rules, state, self.bots, self.views, self.tally,
                                           voided >= MAX_VOID_DEALS):
                return
            voided += 1

    def _deal_once(self, state: MatchState) -> None:
        """Deal (and deal again while the bots ask for it, up to MAX_REDEALS times)."""
        rules = self.rules
        for attempt in range(MAX_REDEALS + 1):
            procedure = self.fixed_procedure or self.bots[state.tally.dealer].choose_deal(self.procedures)
            chance(rules, state, self.deals, procedure)
            self.dealt += 1
            if not self.redeals_possible or attempt == MAX_REDEALS:
                return
            views = self.views
            asking = [s for s in state.redeals if self.bots[s].wants_redeal(views[s])]
            if not asking:
                return
            count = self.tally
            count["redeals"] += 1
            key = "deal:" + procedure  # the redealt deal (the hand's own is counted with it)
            count[key] = count.get(key, 0) + 1
            apply(rules, state, AskRedeal(asking[0]))

    # -- playing --------------------------------------------------------------------------------
    def _play(self, state: MatchState, hand: Hand) -> None:
        play = Hand.play
        if self.fast:  # bots that read only the legal cards (one shared bot: see play_match)
            picks = self.picks
            while not hand.finished:
                play(hand, picks[hand.turn](hand.legal))
            return
        choose = self.choosers
        if self.revoke_rate or self.accuse_rate or self.infraction_rate or self.trace is not None:
            self._play_with_mischief(state, hand, choose)
            return
        skip = self.skip_forced
        if not self.watching and not self.plain:  # as below, what is unseen read otherwise
            decide = tuple(b.decide for b in self.bots)
            while not hand.finished:
                legal = hand.legal
                seat = hand.turn
                play(hand, legal[0] if len(legal) == 1 and skip[seat] else
                     decide[seat](seat, legal, hand.trick, hand.leader, hand.trump, unseen_in(hand, seat)))
            return
        if not self.watching:  # bots that read the trick and what the seat has not seen
            decide = tuple(b.decide for b in self.bots)
            masks = hand.masks  # the hand updates this list in place
            while not hand.finished:
                legal = hand.legal
                seat = hand.turn
                if len(legal) == 1 and skip[seat]:
                    play(hand, legal[0])
                    continue
                # the trick, its leader and the trump are on the table for every seat; what
                # the seat has not seen is the observer's own definition (unseen_of)
                play(hand, decide[seat](seat, legal, hand.trick, hand.leader, hand.trump,
                                        unseen_of(masks, seat)))
            return
        while not hand.finished:
            legal = hand.legal
            seat = hand.turn
            play(hand, legal[0] if len(legal) == 1 and skip[seat] else choose[seat](hand, legal))

    def _asker(self, seat: int) -> Asker:
        """How this seat's bot is asked for a card: only what it reads, through the seat's view."""
        bot = self.bots[seat]
        if bot.needs == "legal":
            pick = bot.pick
            return lambda hand, legal: pick(legal)
        if bot.needs == "trick":
            decide = bot.decide

            def ask(hand: Hand, legal: tuple[int, ...]) -> int:
                view = self.views[seat]
                return decide(seat, legal, view.trick_cards, view.trick_leader, view.trump,
                              view.unseen_mask)  # (the observer's: unseen_in)

            return ask
        choose = bot.choose
        return lambda hand, legal: choose(self.views[seat])


def run_chunk(task: ChunkTask) -> Counts:
    """Play one chunk. A top-level function, so that worker processes and clusters can run it."""
    return Table(task).run()
