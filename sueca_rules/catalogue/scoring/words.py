"""The scoring area in words: bands, the bandeira, all the points, ties."""

from __future__ import annotations

from typing import Any

from ...words.speaker import Speaker
from ..phrases import games
from ..variant import VariantSpec


def bands(value: Any, s: Speaker) -> str:
    """Bands as {"min", "max", "games"} or (min, max, games) (the compared form)."""
    runs = [(b["min"], b["max"], b["games"]) if isinstance(b, dict) else tuple(b) for b in value]
    v = s.voice  # after the rule's label and its colon, no second colon: "61–90 points, 1 game point"
    return v.clauses([v.gettext("{low}–{high} points, {games}", low=low, high=high, games=games(won, s))
                      if index == 0 else
                      v.gettext("{low}–{high}, {games}", low=low, high=high, games=games(won, s))
                      for index, (low, high, won) in enumerate(runs)])


def bandeira(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("none")
    what = bandeira_by(value["by"], s)
    if value["ends_match"]:
        said = v.gettext("{what}, worth {games}, and it ends the {match}", what=what,
                         games=games(value["games"], s), match=s.word("match"))
    else:
        said = v.gettext("{what}, worth {games}", what=what, games=games(value["games"], s))
    if value.get("recorded") is not None:
        return v.gettext("{said}; recorded as {points} card points", said=said,
                         points=value["recorded"])
    return said


def bandeira_by(value: Any, s: Speaker) -> str:
    if value == "points":
        return s.voice.gettext("all the card points")
    return s.voice.gettext("every {trick}", trick=s.word("trick"))


def all_points(value: Any, s: Speaker) -> str:
    """None: scored as the points below; {"like", "low", "high"}: so, and what that scores (the
    run of card points it scores with, as diff and the matrix say it); N: its own award; a dict:
    it counts as a bandeira (the scoring's facts, :func:`.facts.all_points`)."""
    if value is None:
        return s.voice.gettext("scored like any other {hand}", hand=s.word("hand"))
    if isinstance(value, dict) and "like" in value:  # scored as the run of points it is in
        return s.voice.gettext("{games}, as for {low} to {high} card points", games=games(value["like"], s),
                               low=value["low"], high=value["high"])
    if isinstance(value, dict):
        if value.get("ends_match"):
            return s.voice.gettext("counts as {bandeira:a}, worth {games}, and it ends the {match}",
                                   bandeira=s.word("bandeira"), games=games(value["games"], s),
                                   match=s.word("match"))
        return s.voice.gettext("counts as {bandeira:a}, worth {games}", bandeira=s.word("bandeira"),
                               games=games(value["games"], s))
    return games(value, s)


def tie_outcome(value: Any, s: Speaker, each: int = 1) -> str:
    """What a 60–60 does by itself (`each`: what each team scores, for `each-scores`)."""
    if value == "each-scores":
        return s.voice.gettext("each team scores {games}", games=games(each, s))
    if value == "void":
        return void_tie(s)
    if value == "last-trick":
        return s.voice.gettext("the team that took the last {trick} wins the {hand} with 60, "
                               "scoring as with 61", trick=s.word("trick"), hand=s.word("hand"))
    return s.voice.gettext("nobody scores") if value == "nobody-scores" else str(value)


def tie(value: Any, s: Speaker) -> str:
    v, hand = s.voice, s.word("hand")
    first = tie_outcome(value["outcome"], s, int(value.get("each") or 1))
    bonus, times = value.get("bonus") or 0, value.get("times") or 1
    if isinstance(bonus, list) or isinstance(times, list):
        parts = []
        if isinstance(times, list):
            parts.append(v.gettext("the next {hand} won counts {steps} after 1, 2, … ties in a row",
                                   hand=hand, steps=", ".join(f"×{n}" for n in times)))
        if isinstance(bonus, list):
            parts.append(v.gettext("the next {hand} won is worth {steps} more after 1, 2, … ties in a row",
                                   hand=hand, steps=", ".join(games(n, s) for n in bonus)))
        return v.clauses([first, *parts])
    if times > 1:  # in words, not "×2" (the readers: "vale ×2" is no rulebook's Portuguese)
        cumulative = value.get("cumulative", True)
        if times == 2:
            return (v.gettext("{first}; the next {hand} won scores double, and double again for each further "
                              "tie in a row", first=first, hand=hand) if cumulative else
                    v.gettext("{first}; the next {hand} won scores double (further ties in a row do not double "
                              "it again)", first=first, hand=hand))
        return (v.gettext("{first}; the next {hand} won scores {times} times as much, and {times} times again "
                          "for each further tie in a row", first=first, hand=hand, times=times) if cumulative else
                v.gettext("{first}; the next {hand} won scores {times} times as much (further ties in a row do "
                          "not multiply it again)", first=first, hand=hand, times=times))
    if not bonus:
        return first
    more = games(bonus, s)
    if value.get("cumulative", True):
        return v.gettext("{first}; the next {hand} won is worth {more} more for each tie in a row",
                         first=first, hand=hand, more=more)
    return v.gettext("{first}; the next {hand} won is worth {more} more (further ties in a row add "
                     "nothing more)", first=first, hand=hand, more=more)


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
    return [(band.min, min(band.max, top), band.games)
            for band in spec.scoring.winners_bands(120) if band.min <= top]


def bands_side(value: Any, s: Speaker) -> str:
    if value == "losers":
        return s.voice.gettext("the losers' card points (0–59)")
    return s.voice.gettext("the winners' card points (61–120)")


def span(value: Any, s: Speaker) -> str:
    low, high = value
    return str(low) if low == high else f"{low}–{high}"


def hand_result(value: Any, s: Speaker) -> str:
    """A named hand's conditions, in one clause ("the winners' card points 120; the winners'
    tricks 10")."""
    v = s.voice
    if not isinstance(value, dict):
        return str(value)
    parts = []
    if value.get("points") is not None:
        parts.append(v.gettext("the winners have {span} card points", span=span(value["points"], s)))
    if value.get("loser_points") is not None:
        parts.append(v.gettext("the losers have {span} card points", span=span(value["loser_points"], s)))
    if value.get("tricks") is not None:
        parts.append(v.gettext("the winners take {span} {trick:pl}", span=span(value["tricks"], s),
                               trick=s.word("trick")))
    if value.get("after_ties"):
        parts.append(v.gettext("after at least {count} ties in a row", count=value["after_ties"]))
    if value.get("last_trick") is True:
        parts.append(v.gettext("the winners take the last {trick}", trick=s.word("trick")))
    elif value.get("last_trick") is False:
        parts.append(v.gettext("the losers take the last {trick}", trick=s.word("trick")))
    return v.listing(parts) if parts else v.gettext("any {hand} with a winner", hand=s.word("hand"))


def hand_results(value: Any, s: Speaker) -> str:
    """Every named hand in one line (the matrix, `diff`, the hover)."""
    if not value:  # agrees with the row's noun: *mãos*, *donnes* (feminine), not the results'
        return s.voice.pgettext("named hands", "none")
    return s.voice.clauses([s.voice.gettext("{rule}: {value}", rule=name.replace("_", " ").replace("-", " "),
                                            value=hand_result(rule, s))
                            for name, rule in value.items() if rule is not None])
