"""The terminal game's faults: a revoke the player confirms, accusations (the player's and
the bots'), declared infractions — at a table of any shape, each side accusing for itself."""

from __future__ import annotations

from collections.abc import Callable

from ..catalogue.illegal.redealt import redealt, unpunished_redeal
from ..catalogue.illegal.words import DECLARED, FALSE, penalty_clause
from ..compiled import Rules
from ..compiled.outcome import Outcome
from ..engine import Hand, Match, Trick
from ..engine.machine import may_accuse
from ..errors import IllegalMove
from ..words.grammar import capitalize
from ..words.i18n import N_
from .evidence import Evidence
from .talk import Talk
from .terminal_words import accused_of, not_now, score_line


class Faulting:
    """What a terminal game does about revokes and infractions (mixed into it)."""

    talk: Talk
    rules: Rules
    seat: int
    match: Match
    evidence: Evidence
    write: Callable[[str], None]

    confirm: Callable[[str], bool]  # the game's (terminal_ask.Asking)
    who: Callable[[int], str]  # another seat as a sentence's subject

    @property
    def side(self) -> int:
        """The player's side at the table."""
        return self.rules.table.side_of[self.seat]

    def _confirm_revoke(self, card: int, hand: Hand) -> bool:
        t = self.talk
        led = hand.trick[0] // self.rules.deck.per_suit if hand.trick else None
        why = (t.v.gettext("you hold {suit}", suit=t.cards.suits[led]) if led is not None
               else t.v.gettext("the rules forbid it"))
        yes, no = t.yes_no()
        return self.confirm(t.gettext("Playing {card} would be {revoke:a} ({why}). Play it anyway? "
                                      "[{yes}/{no}]> ", card=t.card(card), why=why, yes=yes[0],
                                      no=no[0].upper()))

    def human_accuses(self, words: list[str]) -> None:
        """`accuse` (the other team), or `accuse 1` (`acusar 3`, `accuse NW`): the player at
        that seat, where the table's accusers name the player they accuse."""
        t = self.talk
        if self.rules.refuse_illegal:
            self.write(t.gettext("At this table illegal cards are refused: there is nothing to accuse."))
            return
        named, instead = accused_of(t, self.rules, self.seat, words)
        if instead is not None:
            self.write(instead)
            return
        try:
            found = self.match.accuse(self.side, named)
        except IllegalMove as err:
            self.write(t.gettext("You cannot accuse now: {why}.", why=not_now(t, err)))
            return
        if found.proven:
            self.write(t.gettext("{revoke} proven!"))
        else:
            # no revoke by those accused, not none at all: the accuser's own side may have revoked (PT21-04)
            by = (t.v.pgettext("revoke by", "by that player") if named is not None else
                  t.v.pgettext("revoke by", "by the other team") if t.usual else
                  t.v.pgettext("revoke by", "by the side accused"))
            penalty = self.rules.illegal.false_accusation
            if self._plays_on(penalty):  # what it did, and the score (EN24-03)
                self.write(t.gettext("No {revoke} {by}: the accusation fails. Penalty: {penalty}.", by=by,
                                     penalty=penalty_clause(penalty, FALSE, t.s)))
                self.write(score_line(t, self.match.scores, self.seat))
                return
            self.write(t.gettext(N_("No {revoke} {by}: the accusation fails and is punished.") if found.settles
                                 else N_("No {revoke} {by}: the accusation fails, and play goes on."), by=by))

    def human_declares(self, words: list[str]) -> None:
        """`declare talking them` (`declarar talking eles`): the table punishes an infraction
        the cards cannot show. At a table of more than two sides the other side is named by
        one of its seats (`declare talking NW`)."""
        t = self.talk
        punished = [name.replace("_", "-") for name in self.rules.infractions]
        if not punished:
            self.write(t.gettext("This table punishes no declared infractions."))
            return
        table = self.rules.table
        said = t.side(words[1]) if len(words) == 2 else None
        named = t.seat_named(words[1], self.seat) if len(words) == 2 and said is None and table.sides > 2 \
            else None
        if said == "them" and table.sides > 2:
            said = None
        fault = t.fault_named(words[0], punished) if words else None
        listed = ", ".join(t.fault_word(name) for name in punished)
        if (said is None and named is None) or fault is None:
            if table.sides > 2:
                self.write(t.gettext("Write: {declare} INFRACTION {us}|SEAT (a seat of the side, by its "
                                     "compass point) — infractions: {names}.", declare=t.command_word("declare"),
                                     us=t.side_word("us"), names=listed))
            else:
                self.write(t.gettext("Write: {declare} INFRACTION {us}|{them} — infractions: {names}.",
                                     declare=t.command_word("declare"), us=t.side_word("us"),
                                     them=t.side_word("them"), names=listed))
            return
        team = self.side if said == "us" else table.side_of[named] if named is not None else 1 - self.side
        try:
            self.match.declare(team, fault)
        except IllegalMove as err:
            self.write(t.gettext("That cannot be declared now: {why}.", why=not_now(t, err)))
            return
        redeal = unpunished_redeal(fault, self.rules.infractions.get(fault.replace("-", "_")))
        if redeal is not None:  # a misdeal nobody is punished for (EN19-02): no team, no penalty
            self.write(t.gettext("Declared: {name}. {what}.", name=t.infraction(fault),
                                 what=capitalize(redealt(redeal, t.s))))
            return
        outcome = self.rules.infractions.get(fault.replace("-", "_"))
        if self._plays_on(outcome):  # what it did, and the score it leaves (EN24-03)
            message = (N_("Declared: {name} by your team. Penalty: {penalty}.") if team == self.side else
                       N_("Declared: {name} by them. Penalty: {penalty}."))
            self.write(t.gettext(message, name=t.infraction(fault), penalty=penalty_clause(outcome, DECLARED, t.s)))
            self.write(score_line(t, self.match.scores, self.seat))
            return
        message = (N_("Declared: {name} by your team; the penalty applies.") if team == self.side else
                   N_("Declared: {name} by them; the penalty applies."))
        self.write(t.gettext(message, name=t.infraction(fault)))

    @staticmethod
    def _plays_on(outcome: Outcome | None) -> bool:
        """Whether a penalty does something and lets play go on: the hand's end says nothing of
        it, so the screen says what it did and the score (EN24-03: the status line's score was
        the only sign, and a loss at 0 showed none)."""
        return outcome is not None and not outcome.ends_hand and bool(outcome.effects)

    def note_trick(self, trick: Trick) -> None:
        """Remember who showed out of a suit; a later card of that suit proves a revoke."""
        self.evidence.note_trick(trick, self.match.hand.trump if self.match.hand else None)

    def bots_may_accuse(self) -> None:
        """A bot of another side accuses the player's side when the cards prove a revoke of
        it: the first player after the human in turn who is not a partner."""
        if not may_accuse(self.match.state):
            return
        culprits = self.evidence.proven_against(self.side)
        if not culprits:
            return
        t = self.talk
        table = self.rules.table
        accuser = table.next_seat[self.seat]
        while table.side_of[accuser] == self.side:
            accuser = table.next_seat[accuser]
        who = self.who(accuser)
        named = culprits[0] if self.rules.illegal.names_player else None
        alone = len([s for s in range(table.players) if table.side_of[s] == self.side]) == 1
        found = self.match.accuse(table.side_of[accuser], named)
        if named is None and not alone:
            said = t.phrase(N_("{who} accuses your team of {revoke:a}"), who=who)
        else:
            said = t.phrase(N_("{who} accuses you of {revoke:a}") if named in (self.seat, None)
                            else N_("{who} accuses your partner of {revoke:a}"), who=who)
        self.write(t.gettext("{accusation}: {outcome}.", accusation=said, outcome=t.outcome(found.proven)))
