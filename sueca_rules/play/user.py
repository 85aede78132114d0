"""Your own bot: a Python function named on the command line (`--bot module:function` or
`--bot path/to/file.py:function`), played like the built-in bots.

The protocol (docs/bots.md): the function takes one argument, a :class:`BotView` of the seat
to move, and returns the card it plays, as a card int (``view.legal[0]``) or a name (``"7S"``).
It is called only when the seat has a choice (a forced card is played for it); it never asks
for a redeal, and where the dealer's bot chooses the deal procedure it takes the first.

What can go wrong is said as a :class:`BotError` (a usage error, exit status 2 on the command
line), never a traceback: a reference that does not import or names no function, a function
that does not take one argument (both found before any card is played), and mid-game a card
that is not legal, not a card, or an exception the bot raised (where it was raised, the seat,
the card and what was legal).

Every process that plays imports the bot itself (a simulation's worker processes, a Dask
cluster's workers): a file path is made absolute by the command line, and a module must be
importable there (the current folder is tried first, as ``python -m`` does). Its random
choices come from ``view.rng``, seeded from the run's seed like a built-in bot's, so a bot
that draws only from it plays the same games for the same seed on any number of workers.

>>> from sueca_rules import load_rules
>>> from sueca_rules.engine import Match
>>> import random
>>> rules = load_rules("portugal")
>>> bot = UserBot("sueca_rules.play.user:lowest", rules, random.Random(1))
>>> match = Match(rules, seed=3)
>>> hand = match.deal()
>>> card = bot.choose(match.view(hand.turn))
>>> card in hand.legal
True
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import os
import random
import sys
import traceback
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from ..compiled.cards import CardError
from ..compiled.rules import Rules
from ..engine.view import VIEW_FIELDS, PlayerView, SeatView, View
from ..errors import InputError

__all__ = ["BotError", "BotView", "UserBot", "absolute_reference", "is_reference", "load_function", "lowest"]

BotFunction = Callable[["BotView"], object]
FORM = "module:function or path/to/file.py:function"


class BotError(InputError):
    """A user bot that cannot play: `file` is where (the reference, or the bot's file and line
    where it raised), `message` what is wrong and what to do. Exit status 2 on the command line."""

    def __reduce__(self) -> tuple[type[BotError], tuple[str, str]]:  # to and from worker processes
        return BotError, (self.file, self.message)


def is_reference(name: str) -> bool:
    """Whether a bot name is a reference to the user's own function (``module:function``,
    ``file.py:function``) rather than a built-in bot's name."""
    return ":" in name


def _split(reference: str) -> tuple[str, str]:
    where, _, function = reference.rpartition(":")
    if not where or not function.isidentifier():
        raise BotError(reference, f"a bot of your own is written {FORM} (the function after the last "
                                  "colon), such as mybot.py:choose")
    return where, function


def absolute_reference(reference: str) -> str:
    """`reference` with a file path made absolute (worker processes may run elsewhere); a
    module reference as it is."""
    where, function = _split(reference)
    if where.endswith(".py"):
        return f"{os.path.abspath(where)}:{function}"
    return reference


def _module(reference: str, where: str) -> Any:
    if where.endswith(".py"):
        path = Path(where)
        if not path.is_file():
            raise BotError(reference, f"there is no file {where} — give the path of the bot's .py file")
        name = "sueca_user_bot_" + str(abs(hash(str(path.resolve()))))
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise BotError(reference, f"{where} cannot be imported as a Python file")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # so that pickle and dataclasses find what it defines
        try:
            spec.loader.exec_module(module)
        except BaseException:
            sys.modules.pop(name, None)
            raise
        return module
    here = os.getcwd()
    added = here not in sys.path
    if added:  # the current folder first, as `python -m` does
        sys.path.insert(0, here)
    try:
        return importlib.import_module(where)
    finally:
        if added:
            sys.path.remove(here)


def _raised_at(err: BaseException, fallback: str) -> str:
    """Where an exception was raised, as file:line (the innermost frame), else `fallback`."""
    frames = traceback.extract_tb(err.__traceback__)
    return f"{frames[-1].filename}:{frames[-1].lineno}" if frames else fallback


@cache
def load_function(reference: str) -> BotFunction:
    """The bot function `reference` names, imported once per process and checked: it must be
    callable with one argument (the view). BotError for a reference that is not
    module:function or file.py:function, a module that does not import (its error and where),
    a name it does not define, or a function that takes other arguments."""
    where, function = _split(reference)
    try:
        module = _module(reference, where)
    except BotError:
        raise
    except ModuleNotFoundError as err:
        if where.endswith(".py") or (err.name != where and not where.startswith(f"{err.name}.")):
            raise BotError(_raised_at(err, reference), f"importing the bot {reference} raised "
                                                       f"ModuleNotFoundError: {err}") from None
        raise BotError(reference, f"no module named '{err.name}' — give a module Python can import "
                                  "from here (or installed), or the path of the bot's .py file") from None
    except (Exception, SystemExit) as err:  # the bot's own module failed while importing
        raise BotError(_raised_at(err, reference), f"importing the bot {reference} raised "
                                                   f"{type(err).__name__}: {err}") from None
    found = getattr(module, function, None)
    if found is None:
        defined = sorted(n for n, v in vars(module).items() if inspect.isfunction(v) and not n.startswith("_"))
        raise BotError(reference, f"{where} defines no '{function}'"
                                  + (f" — its functions: {', '.join(defined)}" if defined else ""))
    if not callable(found):
        raise BotError(reference, f"'{function}' is not a function but the {type(found).__name__} "
                                  f"{repr(found)[:40]} — a bot is a function of one argument, the view, "
                                  "that returns a card")
    try:
        inspect.signature(found).bind(None)
    except TypeError:
        raise BotError(reference, f"{function}{inspect.signature(found)} does not take one argument — a bot "
                                  f"is def {function}(view): ... returning a card") from None
    except ValueError:  # no signature to read (a builtin): it is called and its answers checked
        pass
    return found  # type: ignore[no-any-return]


class BotView:
    """What a user bot is given: the seat's view when it is to move, read once.

    Every field of :class:`~sueca_rules.engine.PlayerView` (cards as ints — 0..39 at the usual
    table, `rules.deck.cards` at any; seats 0..3 clockwise there, 0..players-1 at any table, a
    seat's side `rules.table.side_of[seat]`): `seat`, `to_move` (whose turn it is: this seat), `hand` (its
    cards), `legal` (the cards it may play now), `trick` ((seat, card) pairs of the trick so
    far, in play order), `trick_cards`, `trick_leader`, `trump` (the trump suit, 0..3: S, H,
    D, C), `points` (card points taken so far, by team), `scores` (game points, by team),
    `played`, `tricks_done`, `seen_tricks`, ...; besides: `turn` (the same as `to_move`),
    `rules` (the compiled variant), `rng` (a random.Random seeded from the run's seed: draw
    from it and nothing else, and the same seed plays the same game), `card_points` (card ->
    its points, a tuple indexed by card), and :meth:`name`, :meth:`suit` and :meth:`points_of`.
    """

    __slots__ = ("_view", "rng", "rules")

    def __init__(self, view: PlayerView, rules: Rules, rng: random.Random) -> None:
        self._view = view
        self.rules = rules
        self.rng = rng

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self._view, name)

    def __dir__(self) -> list[str]:
        return sorted({*VIEW_FIELDS, "trick_cards", "trick_leader", "turn", "rules", "rng", "card_points",
                       "name", "suit", "points_of"})

    def __repr__(self) -> str:
        v = self._view
        return (f"BotView(seat={v.seat}, hand={self.rules.names(v.hand)}, legal={self.rules.names(v.legal)}, "
                f"trick={self.rules.names(v.trick_cards)}, trump={'SHDC'[v.trump]}, points={v.points})")

    @property
    def turn(self) -> int:
        """Whose turn it is (a seat 0..3): `to_move`, as a hand's `turn` says it."""
        return self._view.to_move

    @property
    def card_points(self) -> tuple[int, ...]:
        """Card points of each card, indexed by card int (`view.card_points[card]`: the Ace 11,
        the 7 10, K 4, J 3, Q 2 in Portugal; 120 in the deck)."""
        return self.rules.deck.points

    def points_of(self, card: int) -> int:
        """The card points of `card` (a card int)."""
        return self.rules.deck.points[card]

    def name(self, card: int) -> str:
        """A card's name, such as ``7S`` (CardError for anything but a card int)."""
        return self.rules.name(card)

    def suit(self, card: int) -> int:
        """A card's suit, 0..3 (S, H, D, C), comparable with `trump` (``card // 10`` at the usual
        table; ``card // rules.deck.per_suit`` for a deck of other ranks)."""
        return card // self.rules.deck.per_suit


class UserBot:
    """A bot of the user's own, by reference (see the module's text); the protocol of
    :class:`~.bots.Bot`, reading the whole view (`needs == "view"`)."""

    needs = "view"

    def __init__(self, reference: str, rules: Rules, rng: random.Random) -> None:
        self.name = reference
        self.function = load_function(reference)
        self.rules = rules
        self.rng = rng

    def choose(self, view: View) -> int:
        """Ask the function for a card of `view` (a PlayerView or a SeatView of the seat to
        move) and check it: BotError for a card that is not legal or not a card, or an
        exception the function raised."""
        seen = view.frozen() if isinstance(view, SeatView) else view
        try:
            answer = self.function(BotView(seen, self.rules, self.rng))
        except Exception as err:
            raise BotError(_raised_at(err, self.name),
                           f"the bot {self.name} raised {type(err).__name__}: {err} (seat {seen.seat}, "
                           f"{self._when(seen)}) — legal then: {self._legal(seen)}") from None
        return self._checked(answer, seen)

    def _checked(self, answer: object, seen: PlayerView) -> int:
        rules = self.rules
        card: int | None = None
        if isinstance(answer, str):
            try:
                card = rules.card(answer)
            except CardError:
                card = None
        elif isinstance(answer, int) and not isinstance(answer, bool):
            card = int(answer)
        if card is not None and card in seen.legal:
            return card
        shown = repr(answer)[:40]
        what = (f"{rules.name(card)}, which is not legal now" if card is not None
                and 0 <= card < len(rules.deck.card_names)
                else f"{shown}, which is not a card (give a card int from view.legal, or a name such as '7S')")
        raise BotError(self.name, f"seat {seen.seat} played {what} ({self._when(seen)}) — legal: {self._legal(seen)}")

    def _legal(self, seen: PlayerView) -> str:
        return " ".join(self.rules.names(seen.legal))

    @staticmethod
    def _when(seen: PlayerView) -> str:
        return f"trick {seen.tricks_done + 1}, card {len(seen.trick) + 1}"

    def pick(self, legal: tuple[int, ...]) -> int:  # not asked: it reads the view
        raise NotImplementedError

    def decide(self, seat: int, legal: tuple[int, ...], trick: Sequence[int], leader: int, trump: int,
               unseen: int) -> int:  # not asked: it reads the view
        raise NotImplementedError

    def wants_redeal(self, view: View) -> bool:
        return False

    def choose_deal(self, procedures: Sequence[str]) -> str:
        return procedures[0]


def lowest(view: BotView) -> int:
    """An example bot: the legal card of fewest points (the weakest of those)."""
    legal: tuple[int, ...] = view.legal
    return min(legal, key=lambda card: (view.points_of(card), -card))
