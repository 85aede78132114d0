"""One chunk of simulation: bots deal, ask for redeals, play, revoke, accuse; hands are counted.

The table plays on the engine's own pieces (:func:`~sueca_rules.engine.shuffled`,
:func:`~sueca_rules.engine.deal_cards`, :class:`~sueca_rules.engine.Hand`,
:func:`~sueca_rules.engine.after_hand`), hand by hand as :class:`~sueca_rules.engine.Match`
does, without writing a record of every card: a simulation needs the counts, not the game.
(A test replays traced tables through `Match` and checks they agree.)

Every random choice comes from a stream seeded from the chunk's seed and the stream's name
(:func:`~.chunks.derive_seed`), so a chunk plays the same whatever process or machine runs it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Hand, Score, Tally, after_hand, deal_cards, shuffled
from ..engine.match import redeal_seats
from ..engine.penalties import award_of
from ..engine.results import named_results
from ..engine.scoring import after_play_on
from .bots import Bot, make_bot
from .chunks import BOT_DEAL, ChunkTask, Trace, derive_seed, memo_of, rules_of
from .evidence import Evidence
from .outcomes import FIXED, add_hands
from .seen import SeatView
from .stats import LONGEST_MATCH, Counts

__all__ = ["ChunkTask", "Table", "Trace", "derive_seed", "rules_of", "run_chunk"]

MAX_REDEALS = 3  # a table tolerates a few redeals in a row
MEMO_LIMIT = 100_000  # remembered match steps per variant


class Table:
    """Four seats, two bots (one per team), and the counts of what happens."""

    def __init__(self, task: ChunkTask, trace: Trace | None = None) -> None:
        self.task = task
        self.rules = rules = rules_of(task.spec, task.options)
        seed = task.seed
        self.deals = random.Random(derive_seed(seed, "deals"))
        self.mischief = random.Random(derive_seed(seed, "mischief"))
        teams = tuple(make_bot(name, rules, random.Random(derive_seed(seed, "bot", team)))
                      for team, name in enumerate(task.bots))
        if task.bots == ("random", "random"):  # one stream for all: the engine's own loop
            teams = (teams[0], teams[0])
        self.bots: tuple[Bot, Bot, Bot, Bot] = (teams[0], teams[1], teams[0], teams[1])
        self.views: tuple[SeatView, ...] = ()  # made at the first deal, then pointed at each hand
        self.counts_so_far = Counts()
        self.tally = self.counts_so_far.tally
        # hands played out: (team 0's points, its tricks, ties before, dealer's team, leader's
        # team, procedure) -> hands; hands settled otherwise: (settled by, team 0's points,
        # dealer's team, leader's team, score, procedure) -> hands
        self.outcomes: dict[tuple[int, int, int, int, int, str], int] = {}
        self.settled: dict[tuple[str, int, int, int, Score, str], int] = {}
        self._scored, self._moves = memo_of(task.spec, task.options)
        for name in FIXED:
            self.tally[name] = 0
        self.illegal_allowed = not rules.illegal.refuse
        self.revoke_rate = task.revoke_rate if self.illegal_allowed else 0.0
        self.accuse_rate = task.accuse_rate if self.illegal_allowed else 0.0
        self.infractions = tuple(rules.illegal.infractions)
        self.infraction_rate = task.infraction_rate if self.infractions else 0.0
        self.fast = (self.revoke_rate == 0 and self.accuse_rate == 0 and trace is None
                     and self.infraction_rate == 0 and all(b.needs == "legal" for b in teams))
        self.names_results = bool(rules.match.named_results)
        self.picks = tuple(b.pick for b in self.bots) if self.fast else ()
        self.choosers = tuple(self._asker(seat) for seat in range(4))
        # A forced card (the only legal one) is played without asking; a random bot is asked
        # all the same, as in the engine's own loop, so that every path plays the same game.
        self.skip_forced = tuple(b.needs != "legal" for b in self.bots)
        self.evidence = Evidence(rules)
        self.procedures = tuple(rules.deals)
        self.cuts = {name: plan.cuts_unused for name, plan in rules.deals.items()}
        self.fixed_procedure = (rules.deals.fixed if rules.deals.fixed is not None
                                else task.deal if task.deal != BOT_DEAL
                                else self.procedures[0] if len(self.procedures) == 1 else "")
        self.picks_trump = {name: plan.picks_from_dealer for name, plan in rules.deals.items()}
        self.redeals_possible = rules.deals.redeal is not None  # a redeal rule has a limit
        self.watching = any(b.needs == "view" for b in teams)  # bots that read the whole view
        self.dealt = 0
        self.trace = trace
        self.actions: list[list[object]] = []

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
        first = self.deals.randrange(4) if rules.table.first_dealer_drawn else rules.table.first_dealer
        tally = Tally(dealer=first)
        history = [tally.scores]  # for the variant's named results (a comeback, one hand)
        if self.trace is not None:
            self.trace.matches.append({"first_dealer": first, "hands": [], "scores": None, "winner": None})
        played = 0
        outcomes = self.outcomes
        scored = self._scored
        moves = self._moves
        # the common case, inlined: one deal per hand, random bots sharing one stream
        simple = not (self.trace is not None or self.watching or self.redeals_possible)
        pick = self.picks[0] if self.fast and self.picks[0] is self.picks[1] else None
        fixed, procedures, cuts, bots = self.fixed_procedure, self.procedures, self.cuts, self.bots
        stream = self.deals
        while tally.winner is None and (hands_left is None or played < hands_left):
            if simple:
                dealer = tally.dealer
                procedure = fixed or bots[dealer].choose_deal(procedures)
                deck, unused = shuffled(rules, stream)
                turned = stream.randrange(10) if self.picks_trump[procedure] else None
                hand = Hand(rules, deal_cards(rules, dealer, deck, procedure,
                                              unused[:1] if cuts[procedure] else [], turned), tally.ties)
                self.dealt += 1
            else:
                hand, tally = self._deal(tally)
            if pick is not None:
                play = hand.play
                for _ in range(40):  # a hand is forty cards (nothing ends it early here)
                    play(pick(hand.legal))
            else:
                self._play(hand, tally)
            played += 1
            deal = hand.deal
            before = tally
            if hand.accusations or hand.penalties:  # a penalty, or a failed accusation: slowly
                tally, score, cause = self._settle(hand, tally, history)
                odd = (cause, hand.points[0], deal.dealer & 1, deal.leader & 1, score, deal.procedure)
                self.settled[odd] = self.settled.get(odd, 0) + 1
            else:  # played out: the score and the next tally follow from team 0's points and tricks
                points, tricks = hand.points[0], hand.tricks_won[0]
                step = (tally, points, tricks)
                after = moves.get(step)
                if after is None:
                    after = self._step(tally, hand)
                    if len(moves) < MEMO_LIMIT:  # long matches (a target of hundreds) stop adding
                        moves[step] = after
                tally = after
                # one dict update per hand; `counts()` turns the outcomes into named tallies
                outcome = (points, tricks, before.ties, deal.dealer & 1, deal.leader & 1, deal.procedure)
                outcomes[outcome] = outcomes.get(outcome, 0) + 1
                if self.trace is not None:
                    score = scored[points, tricks, before.ties]
            if self.trace is not None:
                self.trace.matches[-1]["hands"][-1]["game_points"] = list(score.game_points)
            if self.names_results:
                history.append(tally.scores)
        count = self.tally
        if tally.winner is not None:
            for name in named_results(rules, tally.winner, history) if self.names_results else ():
                key = "result:" + name
                count[key] = count.get(key, 0) + 1
            count["matches"] = count.get("matches", 0) + 1
            count["team0_match_wins"] = count.get("team0_match_wins", 0) + (tally.winner == 0)
            count["match_hands"] = count.get("match_hands", 0) + played
            count["match_hands_sq"] = count.get("match_hands_sq", 0) + played * played
            key = f"match_hands={min(played, LONGEST_MATCH)}"  # the distribution (stats.DISTRIBUTIONS)
            count[key] = count.get(key, 0) + 1
        if self.trace is not None:
            self.trace.matches[-1].update(scores=list(tally.scores), winner=tally.winner)
        return played

    def _settle(self, hand: Hand, tally: Tally,
                history: list[tuple[int, int]]) -> tuple[Tally, Score, str]:
        """The match after a hand with penalties, in the order Match applies them: those after
        which play went on as they came, the hand's own result when it ended (unless the match
        was already won), then those that came after its end."""
        rules = self.rules
        score: Score | None = None
        cause = "play"
        for index, settlement in enumerate([*hand.penalties, None]):
            if index == hand.penalties_in_play and hand.finished and tally.winner is None:
                result = hand.result()
                score, cause = result.score, result.settled_by
                tally = after_hand(rules, tally, score.game_points, tie=score.tie,
                                   ends_match=score.ends_match, match_winner=result.match_winner,
                                   by_play=result.settled_by == "play")
                history.append(tally.scores)
            if settlement is not None and not settlement.penalty.ends_hand and tally.winner is None:
                tally = after_play_on(rules, tally, settlement)
                history.append(tally.scores)
                if score is None:
                    score, cause = Score(award_of(settlement).game_points), settlement.cause
        return tally, score or Score((0, 0)), cause

    def _step(self, tally: Tally, hand: Hand) -> Tally:
        """Score a hand played out (remembering the score) and move the match on."""
        key = (hand.points[0], hand.tricks_won[0], hand.ties_before)
        score = self._scored.get(key)
        if score is None:
            score = self._scored[key] = hand.result().score
        return after_hand(self.rules, tally, score.game_points, tie=score.tie, ends_match=score.ends_match)

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
    def _watch(self, hand: Hand, scores: tuple[int, int]) -> tuple[SeatView, ...]:
        """Point the seats' views at a new hand (made at the first one)."""
        if not self.views:
            self.views = tuple(SeatView(s, hand, scores) for s in range(4))
        for view in self.views:
            view.watch(hand, scores)
        return self.views

    def _deal(self, tally: Tally) -> tuple[Hand, Tally]:
        """Deal (and deal again while the bots ask for it); the tally's dealer may move."""
        rules = self.rules
        for attempt in range(MAX_REDEALS + 1):
            dealer = tally.dealer
            procedure = self.fixed_procedure or self.bots[dealer].choose_deal(self.procedures)
            deck, unused = shuffled(rules, self.deals)
            cut = unused[:1] if self.cuts[procedure] else []
            turned = self.deals.randrange(10) if self.picks_trump[procedure] else None
            hand = Hand(rules, deal_cards(rules, dealer, deck, procedure, cut, turned), tally.ties)
            self.dealt += 1
            if self.trace is not None:
                self.actions = []
                entry: dict[str, object] = {"dealer": dealer, "procedure": procedure,
                                            "deck": rules.names(deck), "cut": list(cut),
                                            "actions": self.actions}
                if turned is not None:
                    entry["pick"] = turned
                self.trace.matches[-1]["hands"].append(entry)
            if self.watching:
                self._watch(hand, tally.scores)
            if not self.redeals_possible or attempt == MAX_REDEALS:
                return hand, tally
            views = self._watch(hand, tally.scores)
            seats = redeal_seats(rules, hand.hands, hand.deal.leader)
            asking = [s for s in seats if self.bots[s].wants_redeal(views[s])]
            if not asking:
                return hand, tally
            count = self.tally
            count["redeals"] += 1
            key = "deal:" + procedure  # the redealt deal (the hand's own is counted with it)
            count[key] = count.get(key, 0) + 1
            if self.trace is not None:
                self.actions.append(["redeal", asking[0]])
            if not (rules.deals.redeal is None or rules.deals.redeal.same_dealer):
                tally = Tally(tally.scores, tally.ties, (dealer + rules.table.next_dealer) % 4, None)
        raise AssertionError("unreachable: the last attempt returns")

    # -- playing --------------------------------------------------------------------------------
    def _play(self, hand: Hand, tally: Tally) -> None:
        play = hand.play
        if self.fast:  # bots that read only the legal cards (one shared bot: see play_match)
            picks = self.picks
            while not hand.finished:
                play(picks[hand.turn](hand.legal))
            return
        choose = self.choosers
        if self.revoke_rate or self.accuse_rate or self.infraction_rate or self.trace is not None:
            self._play_with_mischief(hand, choose, tally)
            return
        if not self.watching:  # bots that read the trick and the unseen cards: no view at all
            decide = tuple(b.decide for b in self.bots)
            masks = hand.masks  # the engine updates this list in place
            skip = self.skip_forced
            while not hand.finished:
                legal = hand.legal
                seat = hand.turn
                if len(legal) == 1 and skip[seat]:
                    play(legal[0])
                    continue
                unseen = (masks[0] | masks[1] | masks[2] | masks[3]) ^ masks[seat]
                play(decide[seat](seat, legal, hand.trick, hand.leader, hand.trump, unseen))
            return
        while not hand.finished:
            legal = hand.legal
            seat = hand.turn
            play(legal[0] if len(legal) == 1 and self.skip_forced[seat] else choose[seat](hand, legal))

    def _asker(self, seat: int) -> Callable[[Hand, tuple[int, ...]], int]:
        """How this seat's bot is asked for a card: only what it reads, taken from the hand."""
        bot = self.bots[seat]
        if bot.needs == "legal":
            pick = bot.pick
            return lambda hand, legal: pick(legal)
        if bot.needs == "trick":
            decide = bot.decide

            def ask(hand: Hand, legal: tuple[int, ...]) -> int:
                masks = hand.masks
                unseen = (masks[0] | masks[1] | masks[2] | masks[3]) ^ masks[seat]
                return decide(seat, legal, hand.trick, hand.leader, hand.trump, unseen)

            return ask
        choose = bot.choose
        return lambda hand, legal: choose(self.views[seat])

    def _won_by_penalties(self, hand: Hand, tally: Tally) -> bool:
        """Whether the penalties after which play went on have won the match (as Match would
        stop the hand there)."""
        for settlement in hand.penalties[:hand.penalties_in_play if hand.finished else None]:
            if not settlement.penalty.ends_hand:
                tally = after_play_on(self.rules, tally, settlement)
                if tally.winner is not None:
                    return True
        return False

    def _may_accuse(self, hand: Hand, tally: Tally) -> bool:
        """As Match allows: while the hand is played, or after its last trick where the variant
        says so, unless the hand won the match."""
        if hand.settlement() is not None:
            return False
        if not hand.finished:
            return True
        if not self.rules.illegal.accuse_after_hand:
            return False
        score = hand.result().score
        after = after_hand(self.rules, tally, score.game_points, tie=score.tie,
                           ends_match=score.ends_match)
        return after.winner is None

    def _play_with_mischief(self, hand: Hand, choose: tuple[Callable[[Hand, tuple[int, ...]], int], ...],
                            tally: Tally) -> None:
        """Revokes at the set rate, accusations on proof (and blind ones at the set rate)."""
        count = self.tally
        mischief = self.mischief
        evidence = self.evidence
        evidence.reset()
        accused: set[int] = set()
        actions = self.actions
        tracing = self.trace is not None
        rate = self.revoke_rate
        guess_at = (mischief.randrange(10) if self.accuse_rate and mischief.random() < self.accuse_rate
                    else -1)
        if rate or self.accuse_rate:
            count["mischief"] = count.get("mischief", 0) + 1  # hands played with mischief on
        revoked = False
        offence_at = (mischief.randrange(10) if self.infraction_rate
                      and mischief.random() < self.infraction_rate else -1)
        while not hand.finished:
            if offence_at == len(hand.tricks) and not hand.trick:
                offence_at = -1
                self._declare(hand, mischief.randrange(2), mischief.choice(self.infractions))
                if hand.finished or self._won_by_penalties(hand, tally):
                    return
            seat = hand.turn
            legal = hand.legal
            held = hand.hands[seat]
            card = -1
            if rate and len(held) > len(legal):
                count["revoke_chances"] = count.get("revoke_chances", 0) + 1
                if mischief.random() < rate:
                    card = mischief.choice([c for c in held if c not in legal])
                    count["revokes"] = count.get("revokes", 0) + 1
                    if not revoked:
                        revoked = True
                        count["revoked_hands"] = count.get("revoked_hands", 0) + 1
            if card < 0:
                card = legal[0] if len(legal) == 1 and self.skip_forced[seat] else choose[seat](hand, legal)
            if tracing:
                actions.append(["play", self.rules.name(card)])
            trick = hand.play(card)
            if trick is None:
                continue
            evidence.note_trick(trick, hand.trump)
            for team in (0, 1):
                culprits = [s for s in evidence.proven_against(team) if s not in accused]
                if culprits and self._may_accuse(hand, tally):
                    accused.update(culprits)
                    self._accuse(hand, 1 - team)
                    if hand.settlement() is not None or self._won_by_penalties(hand, tally):
                        return
            if len(hand.tricks) - 1 == guess_at and self._may_accuse(hand, tally):
                self._accuse(hand, mischief.randrange(2))
                if hand.settlement() is not None or self._won_by_penalties(hand, tally):
                    return

    def _accuse(self, hand: Hand, team: int) -> None:
        count = self.tally
        found = hand.accuse(team)
        if not hand.accusations[:-1]:
            count["accused_hands"] = count.get("accused_hands", 0) + 1
        count["accusations"] = count.get("accusations", 0) + 1
        key = "accusations_proven" if found.proven else "accusations_false"
        count[key] = count.get(key, 0) + 1
        if self.trace is not None:
            self.actions.append(["accuse", team])


    def _declare(self, hand: Hand, team: int, infraction: str) -> None:
        count = self.tally
        hand.declare(team, infraction)
        key = "infraction:" + infraction.replace("_", "-")
        count[key] = count.get(key, 0) + 1
        if self.trace is not None:
            self.actions.append(["declare", team, infraction])


def run_chunk(task: ChunkTask) -> Counts:
    """Play one chunk. A top-level function, so that worker processes and clusters can run it."""
    return Table(task).run()
