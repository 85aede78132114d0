"""A match in the terminal: one human seat against bots, scripted input welcome.

The human types a card (`7S`, `ah`, `q♦`, `ás de copas`: :mod:`.cards`) or its number in the
hand shown, or a command: `accuse` (where revokes are accused), `declare INFRACTION us|them`
(where the table punishes infractions the cards cannot show), `last` (the last trick, where
allowed), `score`, `help` or `quit` — or the same in the game's locale (`ajuda`, `acusar`,
`declarar … nós|eles`, `aide`, ...). The game speaks pt-PT, pt-BR, en or fr (`locale`), in the
table's words (:mod:`.talk`). A variant that plays a series plays it whole. Input may come from a pipe; a line
longer than 1024 characters is ignored unread, and input that never moves the game on ends it
(terminal_io.BoundedLines). Whatever ends the game — the match won, `quit`, the end of input,
Ctrl-C, the output or the terminal closing — the record is saved (or the game says plainly
why it could not be). Every line fits an 80-column terminal.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from ..compiled import Rules
from ..engine import Hand, Match, Trick
from ..engine.machine import observe
from ..engine.series import Series
from ..errors import IllegalMove
from ..spec import VariantSpec
from ..words.i18n import N_, Voice
from .bots import Bot, GreedyBot
from .evidence import Evidence
from .resume import Script
from .screen import InputEnded, Quit, card_text, score_sheet
from .stops import Stops
from .talk import Talk
from .terminal_ask import WIDTH, Asking, Fitted, fit, terminal_width
from .terminal_ask import french as _french
from .terminal_auction import Bidding
from .terminal_cards import card_of
from .terminal_contract import revealed
from .terminal_deal import Dealing
from .terminal_faults import Faulting
from .terminal_io import BoundedLines, Saving, moves, played_and_saved, save_record, to_stderr
from .terminal_resume import Gate, Resuming
from .terminal_table import drawn_lines, heading, table_lines, trick_won
from .terminal_words import first_lead, hand_result, help_lines, refusal, sheet, show_hand

_NUMBER = re.compile(r"[0-9]{1,2}")
__all__ = ["InputEnded", "Quit", "TerminalGame", "card_text", "play_in_terminal", "save_record",
           "score_sheet"]


class TerminalGame(Asking, Resuming, Faulting, Bidding, Dealing):
    """A match (or a series) between the human at `seat` and bots at the table's other seats
    (two to six seats in all), spoken in `locale`
    with the words of `spec`, the variant the rules were compiled from (see :class:`.talk.Talk`).
    `resume`: a saved game's record (:class:`~.resume.Script`), played again unseen before
    the human plays on; `trial`: stop where the record ends (:func:`~.resumed.check_fits`)."""

    def __init__(self, rules: Rules, variant: str, seat: int, seed: int,
                 read: Callable[[], str], write: Callable[[str], None],
                 prompt: Callable[[str], None] | None = None,
                 bot: Callable[[Rules, random.Random], Bot] = GreedyBot, *,
                 locale: str = "en", spec: VariantSpec | None = None, intro: str = "",
                 resume: Script | None = None, trial: bool = False) -> None:
        self.rules = rules
        self.script, self.trial = resume, trial
        self.intro = intro  # said under the first line (the language chosen, and how to change it)
        self.talk = Talk(rules, locale, spec)
        self.prompt = prompt or write
        self.seat = seat
        self.read_line = read
        self.write = self.gate = Gate(Fitted(write))
        # a variant that plays series (`series to N`) plays them here too
        self.series = Series(rules, seed, variant) if rules.series_target else None
        self.match = self.series.new_match() if self.series else Match(rules, seed, variant_ref=variant)
        rng = random.Random(seed ^ 0xB075)
        self.bots = {s: bot(rules, random.Random(rng.getrandbits(64))) for s in range(rules.table.players)
                     if s != seat}
        self.evidence = Evidence(rules)  # who showed out of a suit; revokes the cards prove
        self.sheet_explained = False
        self.codes_explained = False  # a code that names another card in English, pointed out once
        self.later = ""  # what to say after the card is played

    def record(self) -> dict[str, object]:
        """The record to save: the series' where the variant plays series, else the match's
        (the saved record itself while it is being played again: nothing of it is lost)."""
        if self.script is not None and self.script.active:
            return self.script.record
        record = self.series.record() if self.series else self.match.record()
        # the language the game was played in, for `replay` to speak it (EN15-11)
        return {**record, "lang": self.talk.v.locale}

    # -- seats and words --------------------------------------------------------------------
    def who(self, seat: int) -> str:
        return self.talk.who(seat, self.seat)

    def say(self, mine: str, others: str, seat: int, **values: object) -> str:
        """`mine` when `seat` is the human's ("you deal"), else `others` with `{who}` (a
        fragment of a sentence: no capital)."""
        if seat == self.seat:
            return self.talk.phrase(mine, **values)
        return self.talk.phrase(others, who=self.who(seat), **values)

    # -- showing ------------------------------------------------------------------------------
    def show_hand(self, hand: Hand) -> list[int]:
        lines, cards = show_hand(self.talk, self.match, self.seat, hand)
        for line in lines:
            self.write(line)
        return cards

    def show_last_trick(self) -> None:
        t = self.talk
        view = self.match.view(self.seat) if self.match.hand is not None else None  # None: at "Which deal?"
        if view is None or not view.past_tricks:
            self.write(t.gettext("At this table you may not look back at past {trick:pl}.")
                       if not self.rules.view.review else
                       t.gettext("Too late: another card has been played; the last {trick} may be looked "
                                 "at again only until the next card is played.")
                       if view is not None and view.trick and view.tricks_done else
                       t.gettext("No {trick} has been played yet this {hand}."))
            return
        self.write(t.gettext("Last {trick}: {cards}", cards=t.cards_of(view.past_tricks[-1], self.seat)))

    def show_score(self, over: bool = False, asked: bool = True) -> None:
        """The score sheet: `asked` at a `score` command (the cross's key said each time), not
        after a hand (said there the first time only)."""
        for line in sheet(self.talk, self.match.scores, self.seat, not self.sheet_explained, over, asked):
            self.write(line)
        self.sheet_explained = True

    def aside(self, command: str | None) -> bool:
        """At a yes/no question, `score`, `last` and `help` shown and the question asked again
        (fr FR-17): not taken as a no."""
        t = self.talk
        if command == "score":
            self.show_score()
        elif command == "last":
            self.show_last_trick()
        elif command == "help":
            yes, no = t.yes_no()
            self.write(t.gettext("Answer {yes} or {no} (Enter: {no}); {score} shows the score, {last} the "
                                 "last {trick}.", yes=t.s.quoted(yes[0]), no=t.s.quoted(no[0]),
                                 score=t.s.quoted(t.command_word("score")), last=t.s.quoted(t.command_word("last"))))
        else:
            return False
        return True

    # -- acting -------------------------------------------------------------------------------
    def human_turn(self, hand: Hand) -> Trick | None:
        t = self.talk
        while True:
            if self.replaying():
                done, played = self.scripted_turn(hand)
                if done:
                    return played
                continue
            cards = self.show_hand(hand)
            answer = self.ask(t.gettext("Your card> "))
            words = answer.split()
            command = t.command(words[0]) if words else None
            if command == "quit":
                raise Quit
            if command == "help":
                # one width for the whole list, whatever the terminal's (FR12-04: the letters'
                # line ran to 96 columns where every other line is within 80)
                for line in help_lines(t, self.rules, hand, self.seat):
                    self.write("\n".join(fit(line, min(WIDTH, terminal_width()))))
                continue
            if command == "last":
                self.show_last_trick()
                continue
            if command == "score":
                self.show_score()
                continue
            if command in ("accuse", "declare"):
                if command == "accuse":
                    self.human_accuses(words[1:])
                else:
                    self.human_declares(words[1:])
                if hand.finished:
                    return None
                continue
            chosen = self._card_of(answer, cards)
            if chosen is None:
                continue
            # how the code was read, said with this card whatever comes of it, never with a later one (PT23-01)
            note, self.later = self.later, ""
            was_legal = chosen in hand.legal_cards()
            if not was_legal and not self.rules.refuse_illegal and chosen in cards:
                if note:  # before the question it explains
                    self.write(note)
                    note = ""
                if not self._confirm_revoke(chosen, hand):
                    continue
            try:
                trick = self.match.play(chosen)
            except IllegalMove as err:
                self.write(refusal(t, err, chosen, hand, self.seat) + " " + t.gettext("Choose again."))
                if note:
                    self.write(note)
                continue
            self.write(t.gettext("You play {card}", card=t.card(chosen)))
            self.said_called(chosen, self.seat)
            if note:
                self.write(note)
            if not was_legal:
                self.write(t.gettext("That was {revoke:a}: the other team may accuse you."))
            return trick

    def _card_of(self, answer: str, cards: list[int]) -> int | None:
        return card_of(self, answer, cards)

    def said_called(self, card: int, seat: int) -> None:
        """Where a partner was called: who it is, once the called card is played."""
        line = revealed(self.talk, self.match.view(self.seat), card, seat, self.seat)
        if line is not None:
            self.write(line)

    # -- the match ------------------------------------------------------------------------------
    def play_hand(self) -> None:
        match, t = self.match, self.talk
        self.replaying()
        procedure = self.deal_choice()
        hand = match.deal(procedure)
        self.evidence.reset()
        self.deal_heading(hand, procedure)
        asking = match.may_request_redeal()
        if self.seat in asking and self.replaying():
            if self.scripted_redeal():
                hand = match.request_redeal(self.seat)
        elif self.seat in asking:
            self.show_hand(hand)
            yes, no = t.yes_no()
            if self.confirm(t.gettext("Your cards are weak enough to ask for a new deal. Ask? "
                                  "[{yes}/{no}]> ", yes=yes[0], no=no[0].upper())):
                hand = match.request_redeal(self.seat)
                self.write(t.gettext("The cards are dealt again."))
                self.deal_heading(hand, procedure)
        else:
            for seat in asking:
                bot = self.bots[seat]
                if bot.wants_redeal(observe(match.state, seat)):
                    hand = match.request_redeal(seat)
                    self.write(t.gettext("{who} asks for a new deal; the cards are dealt again.",
                                     who=self.who(seat)))
                    self.deal_heading(hand, procedure)  # the new deal is the next hand, as the status says
                    break
        auction = match.state.auction
        if auction is not None:  # the trump is bid for; all passing deals again
            self.write(t.v.sentence(self.say(N_("you bid first."), N_("{who} bids first."), auction.turn)))
            if not self.bid_for_trump():
                return
            for line in first_lead(t, hand.turn, self.seat):
                self.write(line)
        while not hand.finished:
            self.replaying()
            seat = hand.turn
            stock, mine, holder = list(hand.stock), set(hand.hands[self.seat]), hand.trump_holder
            if seat == self.seat:
                trick = self.human_turn(hand)
            else:
                card = self.bots[seat].choose(observe(match.state, seat))  # what the seat sees
                self.write(t.gettext("{who} plays {card}", who=self.who(seat), card=t.card(card)))
                trick = match.play(card)
                self.said_called(card, seat)
            if trick is not None:
                self.write("  → " + trick_won(t, trick, len(hand.tricks), self.seat))
                for line in drawn_lines(t, hand, stock, mine, holder, self.seat):
                    self.write(line)
                if not stock:  # while a stock lasts a card not followed proves no void: more are drawn
                    self.note_trick(trick)
                self.bots_may_accuse()
        self.write(hand_result(t, hand.result(), self.seat, hand.contract))
        self.show_score(over=match.over, asked=False)

    def run(self) -> Match:
        t = self.talk
        self.write(heading(t, self.seat))
        if self.intro:
            self.write(self.intro)
        for line in table_lines(t, self.seat):
            self.write(line)
        said = (N_("Type a bid or a card when asked for one, or {help} for the commands.") if self.rules.bidding
                else N_("Type a card to play it, or {help} for the commands."))
        self.write(t.gettext(said, help=t.s.quoted(t.command_word("help"))))
        self.start_replay()
        while True:
            while not self.match.over:
                self.play_hand()
            winner = self.match.winner
            if winner is None:  # equal scores at the target, or after the hands a match is played in
                self.write("\n" + t.gettext("The {match} ends in a draw."))
            else:
                names = [t.result(name) for name in self.match.named_results()]
                called = f" — {t.listing(names)}!" if names else "."
                self.write("\n" + self.winners(winner, N_("Your team wins the {match}"), N_("You win the {match}"),
                                                N_("They win the {match}"), N_("{who} wins the {match}"),
                                                N_("{who} win the {match}")) + called)
            series = self.series
            if series is None:
                return self.match
            ours = self.side
            wins = series.wins
            if t.usual:
                self.write(t.gettext("Series (first to {target}): us {us} – them {them}", target=series.target,
                                     us=wins[ours], them=wins[1 - ours]))
            else:
                self.write(t.gettext("Series (first to {target}): {scores}", target=series.target,
                                     scores=t.by_side(wins, self.seat)))
            if series.over:
                self.write(t.gettext("Your team wins the series!") if series.winner == ours
                           else t.gettext("They win the series."))
                return self.match
            self.match = series.new_match()
            self.sheet_explained = False  # the cross's key said again once in each match (EN15-09)
            self.write("\n=== " + t.gettext("{match} {number} of the series", number=len(series.matches)))

    def winners(self, side: int, ours: str, mine: str, theirs: str, one: str, several: str) -> str:
        """Who won: the player's side (`ours`, or `mine` for a side of one), at the usual table
        the other (`theirs`), at another the seats of the side that won (`one`, `several`)."""
        t = self.talk
        seats = t.side_seats(side)
        if side == self.side:
            return t.gettext(mine if len(seats) == 1 else ours)
        if t.usual:
            return t.gettext(theirs)
        return t.gettext(one if len(seats) == 1 else several, who=t.v.listing([t.compass(s) for s in seats]))


def play_in_terminal(rules: Rules, variant: str, seat: int, seed: int, save: Path | Saving,
                     stdin: TextIO, write: Callable[[str], None],
                     prompt: Callable[[str], None] | None = None,
                     bot: Callable[[Rules, random.Random], Bot] = GreedyBot, *,
                     fresh: bool = False, warn: Callable[[str], None] | None = None,
                     stops: Stops | None = None, locale: str = "en",
                     spec: VariantSpec | None = None, intro: str = "", resume: Script | None = None) -> int:
    """Play a match; whatever ends it, save the record (with `fresh`, to the first free name
    from `save` on, never over a file). Input lines are bounded (:class:`BoundedLines`).

    Every catchable stop signal (SIGINT, SIGTERM, SIGQUIT, SIGHUP; :mod:`.stops`) ends the
    game between two moves and saves the record, further signals held off while it is saved.
    Returns the exit status: 0; 128 + the signal's number after a signal (130 for Ctrl-C, 143
    for SIGTERM, 129 for a closed terminal); 1 when the output or the terminal failed mid-game
    (a broken pipe, EIO): then the record is saved all the same and where it went is said
    through `warn` (standard error by default), the output being gone. `stops`: a
    :class:`~.stops.Stops` the caller has entered (a command keeps its handlers to the end;
    standard input is best given as ``stops.reading(sys.stdin)``, so that a signal just before
    a read still ends the wait: :meth:`~.stops.Stops.reading`); by default one of its own,
    whose handlers are put back when the game is saved. `save`: a
    path or a :class:`~.terminal_io.Saving`; 2 when the record could be saved nowhere. `locale`
    and `spec`: the language the game speaks and the variant whose words it uses (:class:`TerminalGame`);
    `intro`: a line said under the first (the command line says there which language it chose);
    `resume`: a saved game to take up (:class:`TerminalGame`; check it with :func:`.resumed.check_fits`).
    In French every line is set as French prints it (:func:`~..words.typeset.french_screen`).
    """
    warn = warn or to_stderr
    if stops is None:
        with Stops() as own:
            return play_in_terminal(rules, variant, seat, seed, save, stdin, write, prompt, bot,
                                    fresh=fresh, warn=warn, stops=own, locale=locale, spec=spec,
                                    intro=intro, resume=resume)
    if Voice(locale).lang == "fr":
        write, prompt, warn = _french(write), _french(prompt) if prompt else None, _french(warn)
    reader = BoundedLines(stdin, stops.io(Fitted(write)), voice=Voice(locale))
    game = TerminalGame(rules, variant, seat, seed, stops.io(reader), stops.io(write),
                        stops.io(prompt) if prompt else None, bot, locale=locale, spec=spec, intro=intro,
                        resume=resume)
    reader.progress = lambda: moves(game.match)
    return played_and_saved(game, stops, save if isinstance(save, Saving) else Saving(save, fresh),
                            write, warn, voice=game.talk.v)
