"""A match in the terminal: one human seat against bots, scripted input welcome.

The human types a card (`7S`, `ah`, `q♦`) or its number in the hand shown, or a command:
`accuse` (where revokes are accused), `declare INFRACTION us|them` (where the table punishes
infractions the cards cannot show), `last` (the last trick, where allowed), `score`, `help` or
`quit`. A variant that plays a series plays it whole. Input may come from a pipe; a line
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

from ..compiled import CardNotInDeck, Chooser, Rules
from ..engine import Hand, Match, Trick
from ..engine.machine import deal_chooser, may_accuse, observe
from ..engine.series import Series
from ..errors import IllegalMove, SuecaError
from .bots import Bot, GreedyBot
from .evidence import Evidence
from .screen import COMMANDS, SUIT_WORD, SYMBOL, InputEnded, Quit, card_text, parse_card, score_sheet
from .stops import Stops
from .terminal_io import BoundedLines, Saving, moves, played_and_saved, save_record, to_stderr

_NUMBER = re.compile(r"[0-9]{1,2}")
__all__ = ["InputEnded", "Quit", "TerminalGame", "card_text", "play_in_terminal", "save_record",
           "score_sheet"]


class TerminalGame:
    def __init__(self, rules: Rules, variant: str, seat: int, seed: int,
                 read: Callable[[], str], write: Callable[[str], None],
                 prompt: Callable[[str], None] | None = None,
                 bot: Callable[[Rules, random.Random], Bot] = GreedyBot) -> None:
        self.rules = rules
        self.prompt = prompt or write
        self.seat = seat
        self.read_line = read
        self.write = write
        # a variant that plays series (`series to N`) plays them here too
        self.series = Series(rules, seed, variant) if rules.series_target else None
        self.match = self.series.new_match() if self.series else Match(rules, seed, variant_ref=variant)
        rng = random.Random(seed ^ 0xB075)
        self.bots = {s: bot(rules, random.Random(rng.getrandbits(64))) for s in range(4) if s != seat}
        self.evidence = Evidence(rules)  # who showed out of a suit; revokes the cards prove
        self.sheet_explained = False

    def record(self) -> dict[str, object]:
        """The record to save: the series' where the variant plays series, else the match's."""
        return self.series.record() if self.series else self.match.record()

    # -- seats and words --------------------------------------------------------------------
    def who(self, seat: int) -> str:
        return ("You", "Left", "Partner", "Right")[(seat - self.seat) % 4]

    def _s(self, seat: int, verb: str) -> str:
        """`You win` / `Left wins`."""
        return f"{self.who(seat)} {verb}" if seat == self.seat else f"{self.who(seat)} {verb}s"

    def ask(self, prompt: str) -> str:
        """One answer; an empty line asks again. InputEnded at the end of input."""
        while True:
            self.prompt(prompt)
            line = self.read_line()
            if not line:
                raise InputEnded
            answer = line.strip()
            if answer:
                return answer

    def choose(self, prompt: str, choices: list[str], default: str | None = None) -> str:
        """A choice by name, unique prefix or number; anything else asks again."""
        while True:
            self.prompt(prompt)
            line = self.read_line()
            if not line:
                raise InputEnded
            answer = line.strip().lower()
            if not answer and default is not None:
                return default
            if answer == "quit":
                raise Quit
            if _NUMBER.fullmatch(answer) and 1 <= int(answer) <= len(choices):
                return choices[int(answer) - 1]
            found = [c for c in choices if c.lower().startswith(answer)] if answer else []
            if len(found) == 1:
                return found[0]
            listed = "y or n" if choices == ["yes", "no"] else \
                ", ".join(f"{i} or {c}" for i, c in enumerate(choices, 1))
            self.write(f"Please answer {listed}.")

    # -- showing ------------------------------------------------------------------------------
    def status(self, hand: Hand) -> str:
        view = self.match.view(self.seat)
        ours = self.seat % 2
        scores = self.match.scores
        trump = f"Trump {SYMBOL[view.trump]}"
        if view.trump_card is not None and view.trump_holder is not None:
            trump += f" ({card_text(self.rules, view.trump_card)} with {self.who(view.trump_holder)})"
        return (f"[Hand {len(self.match.entries)}, trick {len(hand.tricks) + 1} of 10] {trump}"
                f" · Us {scores[ours]} – Them {scores[1 - ours]} (to {self.rules.target})")

    def show_hand(self, hand: Hand) -> list[int]:
        view = self.match.view(self.seat)
        cards = sorted(view.hand)  # suit by suit (♠ ♥ ♦ ♣), strongest first
        legal = set(view.legal)
        self.write(self.status(hand))
        if view.trick:
            played = ", ".join(f"{self.who(s)} {card_text(self.rules, c)}" for s, c in view.trick)
            self.write(f"On the table: {played}")
        shown = [f"{i:>2}{'*' if c in legal else ' '}{card_text(self.rules, c)}"
                 for i, c in enumerate(cards, 1)]
        self.write("Your hand (* = you may play it):")
        self.write(" " + "  ".join(shown))
        return cards

    def show_last_trick(self) -> None:
        view = self.match.view(self.seat)
        if not view.past_tricks:
            self.write("The rules do not let you look at past tricks." if not self.rules.view.review
                       else "No trick has been played yet.")
            return
        last = view.past_tricks[-1]
        self.write("Last trick: " + ", ".join(f"{self.who(s)} {card_text(self.rules, c)}"
                                             for s, c in last))

    def show_score(self) -> None:
        ours = self.seat % 2
        scores = self.match.scores
        self.write(score_sheet((scores[ours], scores[1 - ours]), ("Us (nós)", "Them (eles)")))
        if not self.sheet_explained:
            self.sheet_explained = True
            self.write(f"(Each game won is a dot at one arm of the cross; {self.rules.target} games "
                       "win the match.)")

    def show_help(self, hand: Hand) -> None:
        examples = ", ".join(card_text(self.rules, c) for c in sorted(hand.hands[self.seat])[:2])
        self.write("Commands:")
        for what, does in COMMANDS:
            if what == "accuse" and self.rules.refuse_illegal:
                continue
            if what.startswith("declare"):
                punished = [name.replace("_", "-") for name in self.rules.infractions]
                if not punished:
                    continue
                does = f"{does}\n{'':15}WHAT is one of: {', '.join(punished)}"
            if what.startswith("7S"):
                what = f"{examples} …" if examples else what
            self.write(f"  {what:<12} {does}")

    # -- acting -------------------------------------------------------------------------------
    def refusal(self, err: IllegalMove, card: int | None, hand: Hand) -> str:
        """A refused card in the player's words."""
        if err.rule == "not-in-hand" and card is not None:
            return f"You don't hold {card_text(self.rules, card)}."
        if err.rule == "must-follow" and card is not None and hand.trick:
            led = hand.trick[0] // 10
            mine = hand.hands[self.seat]
            if any(c // 10 == led for c in mine):
                return (f"{card_text(self.rules, card)} must not be played: you hold a "
                        f"{SUIT_WORD[led]} ({SYMBOL[led]} was led).")
            return (f"{card_text(self.rules, card)} must not be played: you have no "
                    f"{SUIT_WORD[led]}, so you must trump ({SYMBOL[hand.trump]}).")
        return f"{err}."

    def human_turn(self, hand: Hand) -> Trick | None:
        while True:
            cards = self.show_hand(hand)
            answer = self.ask("Your card> ")
            lowered = answer.lower()
            if lowered in ("quit", "q", "exit"):
                raise Quit
            if lowered in ("help", "?", "h"):
                self.show_help(hand)
                continue
            if lowered == "last":
                self.show_last_trick()
                continue
            if lowered == "score":
                self.show_score()
                continue
            if lowered == "accuse":
                self.human_accuses(hand)
                if hand.finished:
                    return None
                continue
            if lowered.startswith("declare"):
                self.human_declares(lowered.split()[1:])
                if hand.finished:
                    return None
                continue
            chosen = self._card_of(answer, cards)
            if chosen is None:
                continue
            was_legal = chosen in hand.legal_cards()
            if not was_legal and not self.rules.refuse_illegal and chosen in cards \
                    and not self._confirm_revoke(chosen, hand):
                continue
            try:
                trick = self.match.play(chosen)
            except IllegalMove as err:
                self.write(self.refusal(err, chosen, hand) + " Choose again.")
                continue
            self.write(f"You play {card_text(self.rules, chosen)}")
            if not was_legal:
                self.write("That was a revoke (renúncia): the other team may accuse you.")
            return trick

    def _card_of(self, answer: str, cards: list[int]) -> int | None:
        if _NUMBER.fullmatch(answer):
            number = int(answer)
            if 1 <= number <= len(cards):
                return cards[number - 1]
            self.write(f"Choose a number from 1 to {len(cards)}.")
            return None
        try:
            return parse_card(self.rules, answer)
        except CardNotInDeck as err:  # a real card this variant has removed: say so
            self.write(f"{err}. Choose again.")
            return None
        except SuecaError:
            example = card_text(self.rules, cards[0]) if cards else "7♠"
            self.write(f"'{answer[:12]}' is not a card: type one such as {example} (or "
                       f"{self.rules.name(cards[0]) if cards else '7S'}), its number, or help.")
            return None

    def _confirm_revoke(self, card: int, hand: Hand) -> bool:
        led = hand.trick[0] // 10 if hand.trick else None
        why = f"you hold a {SUIT_WORD[led]}" if led is not None else "the rules forbid it"
        answer = self.choose(f"{card_text(self.rules, card)} breaks the rules ({why}): a revoke."
                             " Play it? [y/N]> ", ["yes", "no"], "no")
        return answer == "yes"

    def human_accuses(self, hand: Hand) -> None:
        if self.rules.refuse_illegal:
            self.write("In this variant illegal cards are refused: there is nothing to accuse.")
            return
        try:
            found = self.match.accuse(self.seat % 2)
        except IllegalMove as err:
            self.write(f"You cannot accuse now: {err}.")
            return
        self.write("Revoke proven!" if found.proven else
                   "No revoke: the accusation fails" + (" and is punished." if found.settles else
                                                        ", and play goes on."))

    def deal_choice(self) -> str:
        """The way of dealing: the table's, or asked of whoever chooses (the dealer or the
        cutter) when that is the human, else the bot's choice."""
        rules = self.rules
        deals, procedures = rules.deals, list(rules.deals)
        chooser = deal_chooser(rules, self.match.state)
        if chooser is None:
            return deals.fixed or procedures[0]
        if chooser == self.seat:
            role = "cut" if deals.chooser is Chooser.CUTTER else "deal"
            listed = "  ".join(f"[{i}] {p}" for i, p in enumerate(procedures, 1))
            return self.choose(f"You {role}. Which deal? {listed} (Enter: {procedures[0]})> ",
                               procedures, procedures[0])
        choose = getattr(self.bots[chooser], "choose_deal", None)
        return str(choose(procedures)) if choose is not None else procedures[0]

    def human_declares(self, words: list[str]) -> None:
        """`declare talking them`: the table punishes an infraction the cards cannot show."""
        punished = [name.replace("_", "-") for name in self.rules.infractions]
        if not punished:
            self.write("This table punishes no declared infractions.")
            return
        if len(words) != 2 or words[1] not in ("us", "them") or words[0] not in punished:
            self.write(f"Write: declare INFRACTION us|them — infractions: {', '.join(punished)}.")
            return
        team = self.seat % 2 if words[1] == "us" else 1 - self.seat % 2
        try:
            self.match.declare(team, words[0])
        except IllegalMove as err:
            self.write(f"That cannot be declared now: {err}.")
            return
        self.write(f"Declared: {words[0]} by {'your team' if words[1] == 'us' else 'them'}; "
                   "the penalty applies.")

    def note_trick(self, trick: Trick) -> None:
        """Remember who showed out of a suit; a later card of that suit proves a revoke."""
        self.evidence.note_trick(trick, self.match.hand.trump if self.match.hand else None)

    def bots_may_accuse(self, hand: Hand) -> None:
        if not may_accuse(self.match.state):
            return
        culprits = self.evidence.proven_against(self.seat % 2)
        if culprits:
            self.write(f"{self.who((self.seat + 1) % 4)} accuses your team of a revoke!")
            found = self.match.accuse(1 - self.seat % 2)
            self.write("The revoke is proven." if found.proven else "Not proven.")

    # -- the match ------------------------------------------------------------------------------
    def play_hand(self) -> None:
        match = self.match
        procedure = self.deal_choice()
        hand = match.deal(procedure)
        self.evidence.reset()
        self.write(f"\n=== Hand {len(match.entries)}: {self._s(match.dealer, 'deal')} ({procedure});"
                   f" {self._s(hand.deal.leader, 'lead')}")
        asking = match.may_request_redeal()
        if self.seat in asking:
            self.show_hand(hand)
            if self.choose("Your hand is weak enough to ask for a new deal. Ask? [y/N]> ",
                           ["yes", "no"], "no") == "yes":
                hand = match.request_redeal(self.seat)
                self.write("The cards are dealt again.")
        else:
            for seat in asking:
                bot = self.bots[seat]
                if bot.wants_redeal(observe(match.state, seat)):
                    hand = match.request_redeal(seat)
                    self.write(f"{self.who(seat)} asks for a new deal; the cards are dealt again.")
                    break
        while not hand.finished:
            seat = hand.turn
            if seat == self.seat:
                trick = self.human_turn(hand)
            else:
                card = self.bots[seat].choose(observe(match.state, seat))  # what the seat sees
                self.write(f"{self.who(seat)} plays {card_text(self.rules, card)}")
                trick = match.play(card)
            if trick is not None:
                self.write(f"  -> {self._s(trick.winner, 'win')} the trick ({trick.points} points)")
                self.note_trick(trick)
                self.bots_may_accuse(hand)
        result = hand.result()
        ours, theirs = self.seat % 2, 1 - self.seat % 2
        self.write(f"Card points: us {result.points[ours]}, them {result.points[theirs]}. "
                   f"Games: us {result.game_points[ours]}, them {result.game_points[theirs]}"
                   + (f" ({result.settled_by})" if result.settled_by != "play" else "")
                   + (" — bandeira!" if result.score.bandeira else "")
                   + (" — a 60–60 tie." if result.score.tie else ""))
        self.show_score()

    def run(self) -> Match:
        self.write(f"{self.rules.title} — you sit at seat {self.seat}, your partner opposite.")
        self.write("Type a card to play it, or 'help' for the commands.")
        while True:
            while not self.match.over:
                self.play_hand()
            winner = self.match.winner
            assert winner is not None
            names = self.match.named_results()
            called = f" — {' and '.join(names)}!" if names else "."
            self.write(f"\nYour team wins the match{called}" if winner == self.seat % 2
                       else f"\nThey win the match{called}")
            series = self.series
            if series is None:
                return self.match
            ours = self.seat % 2
            wins = series.wins
            self.write(f"Series (first to {series.target}): us {wins[ours]} – them {wins[1 - ours]}")
            if series.over:
                self.write("Your team wins the series!" if series.winner == ours
                           else "They win the series.")
                return self.match
            self.match = series.new_match()
            self.write(f"\n=== Match {len(series.matches)} of the series")


def play_in_terminal(rules: Rules, variant: str, seat: int, seed: int, save: Path | Saving,
                     stdin: TextIO, write: Callable[[str], None],
                     prompt: Callable[[str], None] | None = None,
                     bot: Callable[[Rules, random.Random], Bot] = GreedyBot, *,
                     fresh: bool = False, warn: Callable[[str], None] | None = None, stops: Stops | None = None) -> int:
    """Play a match; whatever ends it, save the record (with `fresh`, to the first free name
    from `save` on, never over a file). Input lines are bounded (:class:`BoundedLines`).

    Every catchable stop signal (SIGINT, SIGTERM, SIGQUIT, SIGHUP; :mod:`.stops`) ends the
    game between two moves and saves the record, further signals held off while it is saved.
    Returns the exit status: 0; 128 + the signal's number after a signal (130 for Ctrl-C, 143
    for SIGTERM, 129 for a closed terminal); 1 when the output or the terminal failed mid-game
    (a broken pipe, EIO): then the record is saved all the same and where it went is said
    through `warn` (standard error by default), the output being gone. `stops`: a
    :class:`~.stops.Stops` the caller has entered (a command keeps its handlers to the end);
    by default one of its own, whose handlers are put back when the game is saved. `save`: a
    path or a :class:`~.terminal_io.Saving`; 2 when the record could be saved nowhere.
    """
    warn = warn or to_stderr
    if stops is None:
        with Stops() as own:
            return play_in_terminal(rules, variant, seat, seed, save, stdin, write, prompt, bot,
                                    fresh=fresh, warn=warn, stops=own)
    reader = BoundedLines(stdin, stops.io(write))
    game = TerminalGame(rules, variant, seat, seed, stops.io(reader), stops.io(write),
                        stops.io(prompt) if prompt else None, bot)
    reader.progress = lambda: moves(game.match)
    return played_and_saved(game, stops, save if isinstance(save, Saving) else Saving(save, fresh),
                            write, warn)
