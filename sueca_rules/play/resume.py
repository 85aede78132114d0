"""A saved game taken up again: the record's actions played once more, then the game goes on.

A record holds the seed, every deal and every action, but not who sat where nor how the
bots play. A resumed game is the same game made again — the same seed, the same seats, the
same bots with the same random streams — whose human plays the record's actions (its cards,
accusations, declarations, deal choices and requests for a new deal) while the bots choose
as they did; each of their choices must be the one recorded. Once the game stands where the
record ends, the human plays on: the bots' streams and memories are where they were when the
game stopped, so it goes on exactly as if it had never stopped.

:class:`Script` follows the game against the record; :class:`Diverged` says where the game
and the record part (a bot that chooses another card: another `--bot` or `--seat`, or a
record edited by hand). Used by :class:`~.terminal.TerminalGame`.
"""

from __future__ import annotations

from typing import Any

from ..engine import Match
from ..engine.log import hands_of
from ..errors import SuecaError

_DEAL_KEYS = ("dealer", "procedure", "deck", "cut", "pick")


class Diverged(SuecaError):
    """The game made again does not do what the record says at `place` (``hands[2].actions[7]
    (hand 3, action 8)``): the record holds `recorded`, the game does `made`."""

    def __init__(self, place: str, recorded: object, made: object) -> None:
        self.place, self.recorded, self.made = place, recorded, made
        super().__init__(f"{place}: the record has {_shown(recorded)}, the game made again has "
                         f"{_shown(made)}")


class ScriptDone(Exception):
    """The game stands where the record ends (raised in a trial: :func:`~.terminal.fits`)."""


def _shown(value: object) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, list) and value and value[0] == "play":
        return f"{value[1]} played"
    return str(value).replace("'", '"')


class Script:
    """The record of a game (a match record, or a series record's matches) followed action
    by action: `active` while the game has not yet reached the record's end."""

    def __init__(self, record: dict[str, Any], *, series: bool = False) -> None:
        self.record = record
        self.matches: list[dict[str, Any]] = list(record["matches"]) if series else [record]
        self.active = True

    def _hands(self, index: int) -> list[dict[str, Any]]:
        hands = self.matches[index].get("hands", []) if index < len(self.matches) else []
        return list(hands)

    def where(self, index: int, match: Match) -> tuple[list[dict[str, Any]], list[dict[str, object]]]:
        """The record's hands of match `index` and the game's so far, checked: the game's are
        the record's up to where the game is (else :class:`Diverged`). A match after the
        record's last (a series saved as a match ended) has no hands recorded."""
        recorded, made = self._hands(index), hands_of(match.rules, match.log)
        prefix = f"matches[{index}]." if "matches" in self.record else ""
        for number, hand in enumerate(made):
            place = f"{prefix}hands[{number}] (hand {number + 1})"
            if number >= len(recorded):
                raise Diverged(place, None, "a new deal")
            want = recorded[number]
            for key in _DEAL_KEYS:
                if want.get(key) != hand.get(key):
                    raise Diverged(f"{prefix}hands[{number}].{key} (hand {number + 1})", want.get(key),
                                   hand.get(key))
            done, wanted = list(hand["actions"]), list(want.get("actions", []))  # type: ignore[call-overload]
            last = number == len(made) - 1
            for at, action in enumerate(done):
                if at >= len(wanted) or wanted[at] != action:
                    raise Diverged(f"{prefix}hands[{number}].actions[{at}] (hand {number + 1}, action "
                                   f"{at + 1})", wanted[at] if at < len(wanted) else None, action)
            if not last and len(done) != len(wanted):
                raise Diverged(f"{prefix}hands[{number}].actions[{len(done)}] (hand {number + 1}, "
                               f"action {len(done) + 1})", wanted[len(done)], None)
        return recorded, made

    def at_end(self, index: int, match: Match) -> bool:
        """Whether the game (at match `index`) stands where the record ends."""
        recorded, made = self.where(index, match)
        if index < len(self.matches) - 1 or len(made) != len(recorded):
            return False
        return not made or len(made[-1]["actions"]) == len(recorded[-1].get("actions", []))  # type: ignore[arg-type]

    def next_action(self, index: int, match: Match) -> list[Any] | None:
        """The record's next action in the hand in play (None: none in this hand)."""
        recorded, made = self.where(index, match)
        if not made:
            return None
        wanted = recorded[len(made) - 1].get("actions", [])
        done = len(made[-1]["actions"])  # type: ignore[arg-type]
        return list(wanted[done]) if done < len(wanted) else None

    def place(self, index: int, match: Match) -> str:
        """Where the game stands, as a place in the record (``hands[2].actions[7] (hand 3,
        action 8)``)."""
        made = hands_of(match.rules, match.log)
        prefix = f"matches[{index}]." if "matches" in self.record else ""
        if not made:
            return f"{prefix}hands[0] (hand 1)"
        done = len(made[-1]["actions"])  # type: ignore[arg-type]
        return (f"{prefix}hands[{len(made) - 1}].actions[{done}] (hand {len(made)}, action "
                f"{done + 1})")

    def next_procedure(self, index: int, match: Match) -> str | None:
        """How the record's next hand was dealt (None: the record deals no more hands here)."""
        recorded, made = self.where(index, match)
        return str(recorded[len(made)]["procedure"]) if len(made) < len(recorded) else None
