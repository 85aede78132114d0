"""Game records: a public JSON format, read with a schema and replayed to the identical result.

A record is what :meth:`Match.record` writes::

    {"format": "sueca-rules/record@2", "variant": "portugal", "options": {}, "seed": 42,
     "first_dealer": 3,
     "hands": [{"dealer": 3, "procedure": "standard", "deck": ["7S", ...40 cards],
                "cut": [], "actions": [["play", "AS"], ["accuse", 1], ["redeal", 2], ...]}],
     "result": {"scores": [4, 1], "winner": 0, "hands": [...]}}

Format 1 records (``record@1``) stay readable. Reading checks every field (types, seats 0–3,
one action per list, no unknown keys) and reports each problem by its place
(``hands[2].actions[5]: ...``) as a :class:`RecordFormatError`. Replaying checks what the
fields claim: the seed deals the recorded decks, the rules deal the recorded dealers, each
action is legal, and the match reaches the recorded result; anything else is a
:class:`RecordError` naming the hand and the action.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..arguments import shown
from ..compiled.rules import Rules
from ..engine.deal import shuffled
from ..engine.machine import redeal_dealer
from ..engine.match import RECORD_FORMATS, Match
from ..errors import ArgumentError, InputError, OptionError, SuecaError, UnknownVariant
from .schema import (
    MAX_RECORD_BYTES,
    HandSummary,
    Record,
    RecordError,
    RecordFormatError,
    ResultRecord,
    parse_record,
    read_record,
)

__all__ = ["MAX_RECORD_BYTES", "HandSummary", "Record", "RecordError", "RecordFormatError",
           "parse_record", "read_record", "replay"]


# -- replaying -------------------------------------------------------------------------------
def _pair(values: tuple[int, int] | list[int]) -> str:
    return f"{values[0]}–{values[1]}"


def _differences(recorded: ResultRecord, replayed: dict[str, Any],
                 compare_names: bool = True) -> list[str]:
    """What differs between a recorded result and the replayed one, in words (format 1
    records name no results: `compare_names` False)."""
    lines = []
    if list(recorded.scores) != replayed["scores"]:
        lines.append(f"scores: recorded {_pair(recorded.scores)}, replayed {_pair(replayed['scores'])}")
    if recorded.winner != replayed["winner"]:
        lines.append(f"winner: recorded {recorded.winner}, replayed {replayed['winner']}")
    mine = replayed["hands"]
    if len(recorded.hands) != len(mine):
        lines.append(f"hands: recorded {len(recorded.hands)}, replayed {len(mine)}")
    for number, (want, got) in enumerate(zip(recorded.hands, mine, strict=False), 1):
        if want is None or got is None:
            if (want is None) != (got is None):
                lines.append(f"hand {number}: recorded {'a redeal' if want is None else 'a result'}"
                             f", replayed {'a redeal' if got is None else 'a result'}")
            continue
        for key in ("points", "tricks", "game_points"):
            written, again = getattr(want, key), got.get(key)
            if (list(written) if written is not None else None) != again:
                lines.append(f"hand {number}: {key.replace('_', ' ')} recorded "
                             f"{_pair(written) if written else 'none'}, replayed "
                             f"{_pair(again) if again else 'none'}")
        if want.settled_by != got.get("settled_by"):
            lines.append(f"hand {number}: settled by {want.settled_by} in the record, "
                         f"by {got.get('settled_by')} in the replay")
        penalties = [[c, t, list(g)] for c, t, g in want.penalties or []]
        if penalties != got.get("penalties", []):
            lines.append(f"hand {number}: penalties recorded {penalties}, replayed "
                         f"{got.get('penalties', [])}")
    if compare_names and (recorded.named or []) != replayed.get("named", []):
        lines.append(f"named result: recorded {recorded.named or 'none'}, replayed "
                     f"{replayed.get('named') or 'none'}")
    return lines


class _Replayer:
    def __init__(self, record: Record, rules: Rules) -> None:
        self.record = record
        self.rules = rules
        table = rules.table
        if not table.first_dealer_drawn and record.first_dealer != table.first_dealer:
            raise RecordError(f"first_dealer: the rules make seat {table.first_dealer} the first "
                              f"dealer, not seat {record.first_dealer}")
        if record.format == RECORD_FORMATS[0]:
            self.match = self._legacy_match()
        else:
            self.match = Match(rules, record.seed, record.first_dealer, record.variant)

    def _legacy_match(self) -> Match:
        """Format 1 drew the first dealer from the seed only when none was given: find which
        of the two the record's first deck follows."""
        record, rules = self.record, self.rules
        drawn = Match(rules, record.seed, None, record.variant, legacy=True)
        if record.seed is not None and drawn.first_dealer == record.first_dealer and record.hands:
            probe = random.Random()
            probe.setstate(drawn.rng.getstate())
            if rules.names(shuffled(rules, probe)[0]) == record.hands[0].deck:
                return drawn
        return Match(rules, record.seed, record.first_dealer, record.variant, legacy=True)

    def deal(self, index: int, redeal_by: int | None) -> None:
        entry = self.record.hands[index]
        where = f"hands[{index}] (hand {index + 1})"
        match = self.match
        # a redeal asked for: the dealer the rules give then (the same, or the next)
        expected = match.dealer if redeal_by is None else redeal_dealer(self.rules, match.state)
        if entry.dealer != expected:
            raise RecordError(f"{where}: the record says seat {entry.dealer} deals; the rules "
                              f"say seat {expected}")
        seeded = self.record.seed is not None
        deck = None if seeded else entry.deck
        cut = None if seeded else entry.cut
        pick = None if seeded else entry.pick
        try:
            if redeal_by is None:
                hand = match.deal(entry.procedure, deck, cut, pick)
            else:
                hand = match.request_redeal(redeal_by, entry.procedure, deck, cut, pick)
        except SuecaError as err:
            raise RecordError(f"{where}: cannot be dealt: {err}") from None
        if seeded:
            if self.rules.names(hand.deal.deck) != entry.deck:
                raise RecordError(f"{where}.deck: not the deck that seed {self.record.seed} deals "
                                  "— a record of decks given by hand has \"seed\": null")
            if list(hand.deal.cut) != entry.cut:
                raise RecordError(f"{where}.cut: seed {self.record.seed} cuts "
                                  f"{list(hand.deal.cut) or 'nothing'}, not {entry.cut}")
            if hand.deal.pick != entry.pick:
                raise RecordError(f"{where}.pick: seed {self.record.seed} turns card "
                                  f"{hand.deal.pick} of the dealer's hand, not {entry.pick}")

    def act(self, index: int) -> bool:
        """Play hand `index`'s actions; True when the last one asks for a redeal."""
        entry = self.record.hands[index]
        match = self.match
        for number, action in enumerate(entry.actions):
            kind, value = action[0], action[1]
            where = f"hands[{index}].actions[{number}] (hand {index + 1}, action {number + 1})"
            if kind == "redeal":
                if number != len(entry.actions) - 1:
                    raise RecordError(f"{where}: a redeal ends a hand's actions — the new deal is "
                                      "the next hand")
                if index + 1 >= len(self.record.hands):
                    raise RecordError(f"{where}: a redeal must be followed by the new deal "
                                      f"(hands[{index + 1}] is missing)")
                return True
            try:
                if kind == "play":
                    seat = match.hand.turn if match.hand is not None else None
                    match.play(value)
                elif kind == "accuse":
                    match.accuse(value, action[2] if len(action) > 2 else None)
                elif kind == "declare":
                    match.declare(value, action[2])
                else:
                    seat = _bidder(match, kind)
                    if seat != value:
                        raise RecordError(f"{where}: seat {seat} is to {kind} now, not seat {value}")
                    if kind == "bid":
                        match.bid(action[2])
                    elif kind == "pass":
                        match.bid(None)
                    else:
                        match.call(action[2], action[3])
            except SuecaError as err:
                who = (f"seat {seat} plays {value}" if kind == "play" else
                       f"team {value} accuses" + (f" seat {action[2]}" if len(action) > 2 else "")
                       if kind == "accuse" else
                       f"team {value} is declared to have committed {shown(action[2])}"
                       if kind == "declare" else f"seat {value} {'passes' if kind == 'pass' else kind + 's'}"
                       + (f" {action[2]}" if kind == "bid" else f" {action[2]} and {action[3]}"
                          if kind == "call" else ""))
                raise RecordError(f"{where}: {who} — refused: {err}") from None
        return False

    def run(self) -> Match:
        redeal_by: int | None = None
        for index in range(len(self.record.hands)):
            self.deal(index, redeal_by)
            previous = self.record.hands[index]
            redeal_by = None
            if self.act(index):
                redeal_by = int(previous.actions[-1][1])
        return self.match


def _bidder(match: Match, kind: str) -> int | None:
    """The seat whose turn it is to bid (or, for a call, the auction's winner), if any."""
    auction = match.state.auction
    if auction is None:
        return None
    return auction.bidder if kind == "call" else auction.turn


def replay(record: dict[str, Any] | Record, load: Callable[[str, dict[str, str]], Rules],
           file: str = "record") -> Match:
    """Play a record's actions again and check that every field holds and the match reaches
    the recorded result.

    `load(variant, options)` compiles the record's variant (so records of house files work).
    Raises RecordFormatError (a malformed record) or RecordError (one that does not replay, or
    has no result: an incomplete record is never "identical").
    """
    if not callable(load):
        raise ArgumentError("load", "a function (variant, options) -> Rules, such as "
                                    f"lambda v, o: load_rules(v, o or None), not {shown(load)}")
    checked = record if isinstance(record, Record) else parse_record(record, file)
    rules = load_for_record(load, checked.variant, dict(checked.options), file)
    match = _Replayer(checked, rules).run()
    if checked.result is None:
        raise RecordError("the record has no result: it is incomplete (cut short or edited), so "
                          f"it cannot be checked — it replays {len(match.entries)} "
                          f"hand{'s' if len(match.entries) != 1 else ''} to "
                          f"{_pair(match.scores)}")
    legacy = checked.format == RECORD_FORMATS[0]
    differences = _differences(checked.result, match.summary(), compare_names=not legacy)
    if differences:
        raise RecordError("the replayed match does not reach the recorded result:\n  "
                          + "\n  ".join(differences))
    skip = {"format", "decks", "result", "lang"}  # the result was compared above, in words; the
    # language the game was played in is not the match's (`play` adds it to what it saves)
    given = checked.model_dump(mode="json", exclude=skip)
    for hand in given["hands"]:
        if hand.get("pick") is None:
            hand.pop("pick", None)
    written = _first_difference(given, {k: v for k, v in match.record().items() if k not in skip})
    if written:
        raise RecordError(f"{written}: the record differs from the match it replays (only "
                          "sueca-rules' own spellings, such as AS for the ace of spades, are kept)")
    return match


def load_for_record(load: Callable[[str, dict[str, str]], Rules], variant: str,
                    options: dict[str, str], file: str) -> Rules:
    """The record's variant through `load`; a variant or an option that cannot be had is the
    record's "variant" or "options" field's problem (RecordFormatError, exit status 2)."""
    try:
        rules = load(variant, options)
    except OptionError as err:
        raise RecordFormatError(file, [("options", str(err))]) from None
    except (InputError, UnknownVariant) as err:
        raise RecordFormatError(file, [("variant", f"cannot be loaded: {err}")]) from None
    if not isinstance(rules, Rules):
        raise ArgumentError("load", f"must return compiled Rules, not {shown(rules)}")
    return rules


def _first_difference(given: Any, replayed: Any, place: str = "") -> str:
    """The place of the first difference between two JSON-like values, or ''."""
    if given == replayed:  # compared in C: a whole equal match costs next to nothing
        return ""
    if isinstance(given, dict) and isinstance(replayed, dict):
        for key in sorted(set(given) | set(replayed)):
            found = _first_difference(given.get(key), replayed.get(key),
                                      f"{place}.{key}" if place else key)
            if found:
                return found
        return ""
    if isinstance(given, list | tuple) and isinstance(replayed, list | tuple):
        if len(given) != len(replayed):
            return place
        for index, (a, b) in enumerate(zip(given, replayed, strict=True)):
            found = _first_difference(a, b, f"{place}[{index}]")
            if found:
                return found
        return ""
    return "" if given == replayed else (place or "the record")
