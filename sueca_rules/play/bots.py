"""Bots: they see only what their seat may know (the seat's view, :mod:`.seen`) and choose a card.

`random` plays a uniformly random legal card. `greedy` (in :mod:`.greedy`) follows the
strategy tips of the sources (000, 003): count trumps; keep the Ace and the 7 for tricks worth
taking; don't lead a 7 while its Ace is out; give points to a partner who is winning; discard low when you cannot
win; trump a fat trick. `expert` (in :mod:`.search`) searches: it deals the unseen cards in
ways consistent with what it has seen and plays each world out, the last tricks exactly.
`playout` (in :mod:`.expert`) is the earlier expert: the same worlds, played out by greedy
players.

Greedy decides from bit masks and small tables made once per variant, so a decision costs
about as much as playing the card; the same decision function drives the expert's playouts.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from ..arguments import shown
from ..compiled.rules import Rules
from ..engine.deal import choice_of
from ..errors import ArgumentError
from .expert import ExpertBot
from .greedy import FAT, GreedyBot, Tables, tables_for
from .seen import View, bids_of, calls_of, legal_of
from .user import FORM, UserBot, is_reference

__all__ = ["BOTS", "BOTS_BY_NAME", "FAT", "Bot", "ExpertBot", "GreedyBot", "RandomBot", "Tables", "UserBot",
           "legal_of", "make_bot", "tables_for"]


class Bot(Protocol):
    """A player. What it reads decides how a table asks it for a card (cheapest first):

    - `needs == "legal"`: `pick(legal)` — the legal cards only;
    - `needs == "trick"`: `decide(seat, legal, trick, leader, trump, unseen)` — the legal
      cards, the trick so far (cards in play order, led by `leader`), the trump suit and the
      cards the seat has not seen (as bits);
    - `needs == "view"`: `choose(view)` — all the seat may know.

    Every bot answers `choose(view)` too (the terminal game asks that way). A table plays a
    forced card (the only legal one) without asking.
    """

    name: str
    needs: str

    def choose(self, view: View) -> int: ...

    def pick(self, legal: tuple[int, ...]) -> int: ...

    def decide(self, seat: int, legal: tuple[int, ...], trick: Sequence[int], leader: int, trump: int,
               unseen: int) -> int: ...

    def wants_redeal(self, view: View) -> bool: ...

    def choose_deal(self, procedures: Sequence[str]) -> str: ...

    # At a table that bids for the trump (optional: a bot without them passes, and as the
    # auction's winner names the first suit it holds most of and the first card it may call):
    # `bid(view)` the card points it bids, or None to pass (bids_of(rules, view) lists them);
    # `call(view)` the trump suit it names and the card it calls (calls_of(rules, view)).


class RandomBot:
    """A uniformly random legal card; asks for a redeal half the time it may."""

    name = "random"
    needs = "legal"

    def __init__(self, rules: Rules, rng: random.Random) -> None:
        self.rules = rules
        self.rng = rng
        # rng.choice, the same draws in one frame (the simulation asks it for every card)
        self.pick: Callable[[Sequence[int]], int] = choice_of(rng)

    def choose(self, view: View) -> int:
        """A random legal card of the seat to move (see :func:`legal_of` for refusals)."""
        return self.pick(legal_of(view))

    def decide(self, seat: int, legal: tuple[int, ...], trick: Sequence[int], leader: int, trump: int,
               unseen: int) -> int:
        return self.pick(legal)

    def wants_redeal(self, view: View) -> bool:
        return self.rng.random() < 0.5

    def choose_deal(self, procedures: Sequence[str]) -> str:
        return procedures[int(self.rng.random() * len(procedures))]

    def bid(self, view: View) -> int | None:
        """A random bid or a pass, each as likely."""
        choices: list[int | None] = [None, *bids_of(self.rules, view)]
        return choices[int(self.rng.random() * len(choices))]

    def call(self, view: View) -> tuple[int, int | None]:
        """A random trump and called card."""
        calls = calls_of(self.rules, view)
        return calls[int(self.rng.random() * len(calls))]


def make_bot(name: str, rules: Rules, rng: random.Random) -> Bot:
    """A bot by name (see BOTS), or your own by reference (``module:function``,
    ``path/to/file.py:function``: :mod:`.user`, docs/bots.md), for `rules`, drawing its random
    choices from `rng`.

    ArgumentError for another name (the bots are listed), rules that are not compiled Rules,
    or an `rng` that is not a random.Random; :class:`~.user.BotError` (an InputError) for a
    reference that does not import or names no function of one argument.
    """
    if not isinstance(name, str) or (name not in BOTS and not is_reference(name)):
        raise ArgumentError("name", f"one of the bots {', '.join(BOTS)}, or your own as {FORM}, "
                                    f"not {shown(name)}")
    if rules.__class__ is not Rules:
        raise ArgumentError("rules", f"compiled Rules, from load_rules('portugal'), not {shown(rules)}")
    if not isinstance(rng, random.Random):
        raise ArgumentError("rng", f"a random.Random, such as random.Random(7), not {shown(rng)}")
    if is_reference(name):
        return UserBot(name, rules, rng)
    if name == "expert":  # the search expert; the playout expert where the kernel is missing
        from .search import expert_for

        return expert_for(rules, rng)
    if name == "playout":
        from .search import playout_for

        return playout_for(rules, rng)
    return BOTS_BY_NAME[name](rules, rng)


BOTS_BY_NAME: dict[str, Callable[[Rules, random.Random], Bot]] = {"random": RandomBot, "greedy": GreedyBot}
# `expert` searches (play/search.py, in the kernel); `playout` is the earlier expert (greedy
# playouts in Python, play/expert.py), kept to measure the expert against
BOTS: tuple[str, ...] = ("random", "greedy", "expert", "playout")
