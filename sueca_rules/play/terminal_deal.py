"""The terminal game's deals: the way of dealing (asked of the human who chooses it), and each
deal's heading with what the deal left and who leads (mixed into the game)."""

from __future__ import annotations

from collections.abc import Callable

from ..compiled import Chooser, Rules
from ..engine import Hand, Match
from ..engine.machine import deal_chooser
from ..words.i18n import N_
from .bots import Bot
from .talk import Talk
from .terminal_table import deal_notes
from .terminal_words import first_lead


class Dealing:
    """What a terminal game does at each deal (mixed into it)."""

    talk: Talk
    rules: Rules
    seat: int
    match: Match
    bots: dict[int, Bot]
    write: Callable[[str], None]
    replaying: Callable[[], bool]
    scripted_procedure: Callable[[], str]
    choose: Callable[..., str]
    say: Callable[..., str]

    def deal_choice(self) -> str:
        """The way of dealing: the table's, or asked of whoever chooses (the dealer or the
        cutter) when that is the human, else the bot's choice."""
        rules = self.rules
        t = self.talk
        deals, procedures = rules.deals, list(rules.deals)
        chooser = deal_chooser(rules, self.match.state)
        if chooser is None:
            return deals.fixed or procedures[0]
        if chooser == self.seat and self.replaying():
            return self.scripted_procedure()
        if chooser == self.seat:
            shown = [t.deal_name(p) for p in procedures]
            listed = "  ".join(f"[{i}] {p}" for i, p in enumerate(shown, 1))
            message = (N_("You cut. Which deal? {listed} (Enter: {default})> ")
                       if deals.chooser is Chooser.CUTTER else
                       N_("You deal. Which deal? {listed} (Enter: {default})> "))
            return self.choose(t.gettext(message, listed=listed, default=shown[0]), procedures, shown,
                               procedures[0])
        choose = getattr(self.bots[chooser], "choose_deal", None)
        return str(choose(procedures)) if choose is not None else procedures[0]

    def deal_heading(self, hand: Hand, procedure: str) -> None:
        """`=== Hand 2: Your partner deals`, then what the deal left (the turned card, the stock)
        and who leads: at each deal, a new deal asked for too (BR26-03: the status line counted
        the new deal as hand 2 under the heading of hand 1)."""
        match, t = self.match, self.talk
        deals = self.say(N_("you deal"), N_("{who} deals"), match.dealer)  # French: lower case after ":" (FR23-05)
        deals = deals if t.v.lang == "fr" else t.v.sentence(deals)
        self.write("\n=== " + (t.gettext("{hand} {number}: {deals} ({procedure})", number=len(match.entries),
                                         deals=deals, procedure=t.deal_name(procedure))
                               if len(self.rules.deals) > 1 else  # one deal: no name to tell it by
                               t.gettext("{hand} {number}: {deals}", number=len(match.entries), deals=deals)))
        leads = first_lead(t, hand.deal.leader, self.seat) if match.state.auction is None else []  # else bid first
        for line in deal_notes(t, hand, self.seat) + leads:
            self.write(line)
