"""The terminal game's auction for the trump: the bots bid and call through the Bot protocol
(:mod:`.bidders`), the player bids a number of card points or passes (`pass`, `passo`,
`passe`; a bid the table does not allow is refused, saying why, and nothing changes) and, as
the auction's winner, names the trump and the card it calls (:mod:`.terminal_contract`)."""

from __future__ import annotations

from collections.abc import Callable

from ..compiled import Rules
from ..engine import Match
from ..engine.actions import Phase
from ..engine.machine import observe
from ..errors import SuecaError
from .bidders import bot_bid, bot_call
from .bots import Bot
from .screen import Quit
from .talk import Talk
from .terminal_contract import bid_prompt, bid_refusal, bids_so_far, said_bid, suits_listed, won_auction
from .terminal_words import status

_BID = 4  # digits in a bid: no table bids 10,000 card points


class Bidding:
    """What a terminal game does while the trump is bid for (mixed into it)."""

    talk: Talk
    rules: Rules
    seat: int
    match: Match
    bots: dict[int, Bot]
    write: Callable[[str], None]
    ask: Callable[[str], str]  # terminal_ask.Asking's
    replaying: Callable[[], bool]  # terminal_resume.Resuming's
    scripted_bid: Callable[[], int | None]
    scripted_call: Callable[[], tuple[int, int | None]]
    show_score: Callable[[], None]

    def bid_for_trump(self) -> bool:
        """The auction, bid by bid, then the call: True once the contract is made, False when
        everyone passed (the deal is void; the next is dealt)."""
        match, t = self.match, self.talk
        state = match.state
        hand = match.hand
        assert hand is not None
        while state.auction is not None and state.phase in (Phase.BID, Phase.REDEAL):
            seat = state.auction.turn
            replaying = self.replaying()  # first: where the record ends, the game is shown again
            if seat != self.seat:
                points = bot_bid(self.bots[seat], observe(state, seat))
            elif replaying:
                points = self.scripted_bid()
            else:
                points = self.human_bid()
            match.bid(points)
            self.write(said_bid(t, seat, points, self.seat))
        auction = state.auction
        if state.phase is not Phase.CALL or auction is None or auction.bidder is None or auction.high is None:
            self.write(t.gettext("Everyone passed: the cards are dealt again."))
            return False
        declarer, points = auction.bidder, auction.high
        replaying = self.replaying()
        if declarer != self.seat:
            trump, card = bot_call(self.bots[declarer], self.rules, observe(state, declarer))
        elif replaying:
            trump, card = self.scripted_call()
        else:
            trump, card = self.human_call(points)
        match.call(trump, card)
        for line in won_auction(t, declarer, points, trump, card, self.seat, tuple(hand.hands[self.seat])):
            self.write(line)
        return True

    def _show_bidding(self) -> None:
        t, match = self.talk, self.match
        hand = match.hand
        assert hand is not None
        view = match.view(self.seat)
        self.write(status(t, match, self.seat, hand))
        self.write(bids_so_far(t, view, self.seat))
        self.write(t.gettext("Your hand: {cards}", cards="  ".join(t.card(c) for c in sorted(view.hand))))

    def human_bid(self) -> int | None:
        """The player's bid (None: a pass), asked until it is one the table allows."""
        t, bidding = self.talk, self.rules.bidding
        assert bidding is not None
        shown = False
        while True:
            if not shown:
                self._show_bidding()
                shown = True
            view = self.match.view(self.seat)
            answer = self.ask(bid_prompt(t, bidding, view))
            command = t.command(answer.split()[0])
            if command == "quit":
                raise Quit
            if command == "pass":
                return None
            if command == "score":
                self.show_score()
                continue
            if answer.isdigit() and len(answer) <= _BID:
                why = bid_refusal(t, bidding, view, int(answer))
                if why is None:
                    return int(answer)
                self.write(why)
                continue
            if command != "help":
                self.write(t.gettext("{text} is not a bid.", text=t.s.quoted(answer[:12])))
            self.write(t.gettext("Bid a number of card points (the least you and your partner will take in "
                                 "this {hand} if your bid wins) or {pass}; {score} shows the score; {quit} stops.",
                                 **{"pass": t.s.quoted(t.command_word("pass"))},
                                 score=t.s.quoted(t.command_word("score")), quit=t.s.quoted(t.command_word("quit")))
                       # the play's commands are not the auction's: where to find them (BR15-12)
                       + " " + t.gettext("Once the auction is over, {help} lists all the commands.",
                                         help=t.s.quoted(t.command_word("help"))))
            shown = False

    def human_call(self, points: int) -> tuple[int, int | None]:
        """The trump and the card the player calls as the auction's winner."""
        t, bidding = self.talk, self.rules.bidding
        assert bidding is not None
        self.write(t.gettext("You win the auction with {points}.", points=points))
        trump = None
        while trump is None:
            answer = self.ask(t.gettext("Name the {trump} ({suits})> ", suits=suits_listed(t)))
            trump = int(answer) - 1 if answer in ("1", "2", "3", "4") else t.cards.suit(answer)
            if trump is None:
                if t.command(answer) == "quit":
                    raise Quit
                self.write(t.gettext("{text} is not a suit: type its number, its symbol or its name.",
                                     text=t.s.quoted(answer[:12])))
        if not bidding.called_card:
            return trump, None
        mine = self.match.view(self.seat).hand
        per = self.rules.deck.per_suit
        example = next((c for c in self.rules.deck.cards if c // per == trump and c not in mine), None)
        while True:
            answer = self.ask(t.gettext("Call a card (such as {card}): whoever holds it plays with you, in "
                                        "secret until it is played> ",
                                        card=t.card(example) if example is not None else "A♥"))
            if t.command(answer) == "quit":
                raise Quit
            try:
                card = t.cards.parse(answer)
            except SuecaError:
                self.write(t.gettext("{text} is not a card of this deck.", text=t.s.quoted(answer[:12])))
                continue
            if card in mine and not bidding.call_own:
                self.write(t.gettext("You hold {card}: call a card you do not hold.", card=t.card(card)))
                continue
            return trump, card
