"""The scoring area in words: bands, the bandeira, all the points, ties."""

from __future__ import annotations

from typing import Any

from ...words.speaker import Speaker
from ..phrases import games
from ..variant import VariantSpec


def bands(value: Any, s: Speaker) -> str:
    return s.voice.clauses([s.voice.gettext("{rule}: {value}", rule=f"{b['min']}–{b['max']}",
                                            value=games(b["games"], s)) for b in value])


def bandeira(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("none")
    what = bandeira_by(value["by"], s)
    if value["ends_match"]:
        return v.gettext("{what}: {games}, and it ends the {match}", what=what,
                         games=games(value["games"], s), match=s.word("match"))
    return v.gettext("{what}: {games}", what=what, games=games(value["games"], s))


def bandeira_by(value: Any, s: Speaker) -> str:
    if value == "points":
        return s.voice.gettext("all the card points")
    return s.voice.gettext("every {trick}", trick=s.word("trick"))


def all_points(value: Any, s: Speaker) -> str:
    """None: scored as the points below; N: its own award; a dict: it counts as a bandeira
    (the scoring's facts, :func:`.facts.all_points`)."""
    if value is None:
        return s.voice.gettext("scored like any other {hand}", hand=s.word("hand"))
    if isinstance(value, dict):
        if value.get("ends_match"):
            return s.voice.gettext("counts as {bandeira:a}: {games}, and it ends the {match}",
                                   bandeira=s.word("bandeira"), games=games(value["games"], s),
                                   match=s.word("match"))
        return s.voice.gettext("counts as {bandeira:a}: {games}", bandeira=s.word("bandeira"),
                               games=games(value["games"], s))
    return games(value, s)


def tie(value: Any, s: Speaker) -> str:
    v, hand = s.voice, s.word("hand")
    first = (void_tie(s) if value["outcome"] == "void" else v.gettext("nobody scores"))
    bonus, times = value.get("bonus") or 0, value.get("times") or 1
    if times > 1:
        if value.get("cumulative", True):
            return v.gettext("{first}; the next {hand} with a winner counts ×{times} for each tie in "
                             "a row (×{times}, ×{square}, …)", first=first, hand=hand, times=times,
                             square=times * times)
        return v.gettext("{first}; the next {hand} with a winner counts ×{times} (ties in a row do "
                         "not multiply it again)", first=first, hand=hand, times=times)
    if not bonus:
        return first
    more = games(bonus, s)
    if value.get("cumulative", True):
        return v.gettext("{first}; the next {hand} with a winner is worth {more} more for each tie "
                         "in a row", first=first, hand=hand, more=more)
    return v.gettext("{first}; the next {hand} with a winner is worth {more} more (ties in a row "
                     "do not add up)", first=first, hand=hand, more=more)


def void_tie(s: Speaker) -> str:
    """What a void tie does: the hand is dealt again, by the same dealer (the engine's rule)."""
    return s.voice.gettext("the {hand} is void and dealt again by the same {dealer}",
                           hand=s.word("hand"), dealer=s.word("dealer"))


def times(value: Any, s: Speaker) -> str:
    number = int(value)
    return s.voice.gettext("no multiplier") if number == 1 else f"×{number}"


def bands_as_scored(spec: VariantSpec) -> list[tuple[int, int, int]]:
    """(min, max, games) of each band as it is scored: where a bandeira is counted by points,
    120 is the bandeira, not the top band (the table reads 91–119, not 91–120)."""
    top = 119 if spec.scoring.bandeira is not None and spec.scoring.bandeira.by == "points" else 120
    return [(band.min, min(band.max, top), band.games) for band in spec.scoring.hands if band.min <= top]
