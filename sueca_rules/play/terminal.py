"""A match in the terminal: one human seat against bots, scripted input welcome.

The human types a card (`7S`, `10h`, `q♦`) or its number in the hand shown, `accuse` (where
revokes are accused), `last` (to look at the last trick, where allowed), `help` or `quit`.
Input may come from a pipe: the game reads lines, and saves the record when input ends.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from ..compiled import Rules
from ..engine import Hand, Match, Trick
from ..errors import IllegalMove, SuecaError
from .bots import Bot, GreedyBot

SYMBOL = "♠♥♦♣"


class InputEnded(Exception):
    """Standard input closed before the match ended."""


def card_text(rules: Rules, card: int) -> str:
    name = rules.name(card)
    return name[:-1] + SYMBOL["SHDC".index(name[-1])]


def score_sheet(scores: tuple[int, int] | list[int], names: tuple[str, str]) -> str:
    """The score as crosses with a dot at an arm's end per game (as in 004), plus numbers."""
    def cross(games: int) -> list[str]:
        top, right, bottom, left = (("•" if games > i else " ") for i in range(4))
        extra = f"+{games - 4}" if games > 4 else ""
        return [f"  {top}  ", f"{left} ┼ {right}{extra}", f"  {bottom}  "]

    a, b = cross(scores[0]), cross(scores[1])
    width = 16
    lines = [f"{names[0]:<{width}}{names[1]}"]
    lines += [f"  {x:<{width - 2}}  {y}".rstrip() for x, y in zip(a, b, strict=True)]
    lines.append(f"  {scores[0]:<{width - 2}}  {scores[1]}")
    return "\n".join(lines)


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
        self.match = Match(rules, seed, variant_ref=variant)
        rng = random.Random(seed ^ 0xB075)
        self.bots = {s: bot(rules, random.Random(rng.getrandbits(64))) for s in range(4) if s != seat}
        self.void: dict[int, set[int]] = {s: set() for s in range(4)}
        self.proven: set[int] = set()

    # -- seats and words --------------------------------------------------------------------
    def who(self, seat: int) -> str:
        offset = (seat - self.seat) % 4
        return ("You", "Left (opponent)", "Partner", "Right (opponent)")[offset]

    def ask(self, prompt: str) -> str:
        self.prompt(prompt)
        line = self.read_line()
        if not line:
            raise InputEnded
        return line.strip()

    # -- showing ------------------------------------------------------------------------------
    def show_hand(self, hand: Hand) -> list[int]:
        view = self.match.view(self.seat)
        cards = sorted(view.hand)  # suit by suit (♠ ♥ ♦ ♣), strongest first
        legal = set(view.legal)
        if view.trump_card is not None:
            self.write(f"Trump: {SYMBOL[view.trump]} (the card {card_text(self.rules, view.trump_card)}, "
                       f"held by {self.who(hand.deal.dealer)})")
        else:
            self.write(f"Trump: {SYMBOL[view.trump]}")
        if view.trick:
            played = ", ".join(f"{self.who(s)}: {card_text(self.rules, c)}" for s, c in view.trick)
            self.write(f"On the table: {played}")
        shown = []
        for index, card in enumerate(cards, 1):
            mark = "*" if card in legal else " "
            shown.append(f"{index:>2}{mark}{card_text(self.rules, card)}")
        self.write("Your hand (* = legal): " + "  ".join(shown))
        return cards

    def show_last_trick(self, hand: Hand) -> None:
        view = self.match.view(self.seat)
        if not view.past_tricks:
            self.write("You may not look at past tricks now." if self.rules.review == "none"
                       else "No trick has been played yet.")
            return
        last = view.past_tricks[-1]
        self.write("Last trick: " + ", ".join(f"{self.who(s)}: {card_text(self.rules, c)}" for s, c in last))

    # -- acting -------------------------------------------------------------------------------
    def human_turn(self, hand: Hand) -> Trick | None:
        while True:
            cards = self.show_hand(hand)
            answer = self.ask("Your card> ")
            lowered = answer.lower()
            if lowered in ("quit", "q", "exit"):
                raise InputEnded
            if lowered in ("help", "?"):
                self.write("Type a card (7S, 10h, Q♦) or its number; 'accuse', 'last', 'quit'.")
                continue
            if lowered == "last":
                self.show_last_trick(hand)
                continue
            if lowered == "accuse":
                self.human_accuses(hand)
                if hand.finished:
                    return None
                continue
            card: int | str = answer
            if answer.isdigit():
                number = int(answer)
                if not 1 <= number <= len(cards):
                    self.write(f"Choose a number from 1 to {len(cards)}.")
                    continue
                card = cards[number - 1]
            try:
                chosen = card if isinstance(card, int) else self.rules.card(card)
                was_legal = chosen in hand.legal_cards()
                trick = self.match.play(chosen)
            except IllegalMove as err:
                self.write(f"Refused: {err}. Choose again.")
                continue
            except SuecaError as err:
                self.write(f"{err}")
                continue
            self.write(f"You play {card_text(self.rules, chosen)}")
            if not was_legal:
                self.write("That was a revoke (renúncia): the other team may accuse you.")
            return trick

    def human_accuses(self, hand: Hand) -> None:
        if self.rules.refuse_illegal:
            self.write("In this variant illegal cards are refused: there is nothing to accuse.")
            return
        try:
            found = self.match.accuse(self.seat % 2)
        except IllegalMove as err:
            self.write(f"Refused: {err}")
            return
        self.write("Revoke proven!" if found.proven else
                   "No revoke: the accusation fails" + (" and is punished." if found.settles else
                                                        ", and play goes on."))

    def note_trick(self, trick: Trick) -> None:
        """Remember who showed out of a suit; a later card of that suit proves a revoke."""
        led = trick.cards[0] // 10
        for position, card in enumerate(trick.cards):
            seat = self.rules.seat_at(trick.leader, position)
            if card // 10 in self.void[seat]:
                self.proven.add(seat)
            if card // 10 != led:
                self.void[seat].add(led)

    def bots_may_accuse(self, hand: Hand) -> None:
        if self.rules.refuse_illegal or hand.settlement() is not None:
            return
        culprits = [s for s in self.proven if s % 2 == self.seat % 2]
        if culprits:
            self.write(f"{self.who((self.seat + 1) % 4)} accuses your team of a revoke!")
            found = self.match.accuse(1 - self.seat % 2)
            self.write("The revoke is proven." if found.proven else "Not proven.")

    # -- the match ------------------------------------------------------------------------------
    def play_hand(self, number: int) -> None:
        match = self.match
        procedures = list(self.rules.deals)
        procedure = procedures[0]
        if len(procedures) > 1 and match.dealer == self.seat:
            answer = self.ask("You deal. How? " + "  ".join(f"[{i}] {p}" for i, p in
                                                              enumerate(procedures, 1)) + "> ")
            if answer.isdigit() and 1 <= int(answer) <= len(procedures):
                procedure = procedures[int(answer) - 1]
        hand = match.deal(procedure)
        self.void = {s: set() for s in range(4)}
        self.proven = set()
        self.write(f"\n=== Hand {number}: {self.who(match.dealer)} deal{'s' if match.dealer != self.seat else ''}"
                   f" ({procedure}); {self.who(hand.deal.leader)} lead{'s' if hand.deal.leader != self.seat else ''}")
        asking = match.may_request_redeal()
        if self.seat in asking:
            self.show_hand(hand)
            if self.ask("Your hand is weak enough to ask for a new deal. Ask? [y/N]> ").lower().startswith("y"):
                hand = match.request_redeal(self.seat)
                self.write("The cards are dealt again.")
        else:
            for seat in asking:
                bot = self.bots[seat]
                if bot.wants_redeal(match.view(seat)):
                    hand = match.request_redeal(seat)
                    self.write(f"{self.who(seat)} asks for a new deal; the cards are dealt again.")
                    break
        while not hand.finished:
            seat = hand.turn
            if seat == self.seat:
                trick = self.human_turn(hand)
            else:
                card = self.bots[seat].choose(match.view(seat))
                self.write(f"{self.who(seat)} plays {card_text(self.rules, card)}")
                trick = match.play(card)
            if trick is not None:
                self.write(f"  -> {self.who(trick.winner)} win{'s' if trick.winner != self.seat else ''} "
                           f"the trick ({trick.points} points)")
                self.note_trick(trick)
                self.bots_may_accuse(hand)
        result = hand.result()
        ours, theirs = self.seat % 2, 1 - self.seat % 2
        self.write(f"Card points: us {result.points[ours]}, them {result.points[theirs]}. "
                   f"Game points: us {result.game_points[ours]}, them {result.game_points[theirs]}"
                   + (f" ({result.settled_by})" if result.settled_by != "play" else "")
                   + (" — bandeira!" if result.score.bandeira else "")
                   + (" — a 60–60 tie." if result.score.tie else ""))
        self.write(score_sheet((match.scores[ours], match.scores[theirs]), ("Nós (us)", "Eles (them)")))

    def run(self) -> Match:
        number = 0
        while not self.match.over:
            number += 1
            self.play_hand(number)
        winner = self.match.winner
        assert winner is not None
        self.write("\nYour team wins the match!" if winner == self.seat % 2 else "\nThey win the match.")
        return self.match


def play_in_terminal(rules: Rules, variant: str, seat: int, seed: int, save: Path,
                     stdin: TextIO, write: Callable[[str], None],
                     prompt: Callable[[str], None] | None = None,
                     bot: Callable[[Rules, random.Random], Bot] = GreedyBot) -> int:
    game = TerminalGame(rules, variant, seat, seed, stdin.readline, write, prompt, bot)
    try:
        game.run()
        ended = False
    except InputEnded:
        ended = True
    save.write_text(json.dumps(game.match.record(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    write(("\n(input ended) " if ended else "") + f"Record saved to {save} — replay it with: "
          f"sueca-rules replay {save}")
    return 0
