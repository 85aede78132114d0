"""The competition in words: its format and pairing, its rounds, byes, forfeits, the roster
lock and the standings' tie-breaks (a series' own, and the opponents' points)."""

from __future__ import annotations

from typing import Any

from ...words.speaker import Speaker
from ..match.words import standings
from ..match.words import tie_breaks as series_tie_breaks
from ..phrases import lower_first
from ..registry import rule_for


def format_words(value: Any, s: Speaker) -> str:
    v, match = s.voice, s.word("match")
    said = {"knockout": lambda: v.gettext("a knockout: the loser of each {match} is out, until "
                                          "one team is left", match=match),
            "swiss": lambda: v.gettext("the Swiss system: in each round, teams level on standing "
                                       "points meet"),
            "round-robin": lambda: v.gettext("a round robin: every team meets every other once"),
            "winner-stays": lambda: v.gettext("winner stays: one table, the winner of each "
                                              "{match} stays and the loser makes way for the "
                                              "first team waiting", match=match)}
    return said.get(str(value), lambda: str(value))()


def pairing_words(value: Any, s: Speaker, swiss: bool = False) -> str:
    """Who meets whom; `swiss`: a redraw is the Swiss system's (level teams drawn)."""
    v = s.voice
    said = {"seeded": lambda: v.gettext("by seed, the best left against the worst left (1st v "
                                        "4th, 2nd v 3rd)"),
            "bracket": lambda: v.gettext("drawn once; then the winners of neighbouring "
                                         "{match:pl} meet", match=s.word("match")),
            "redraw": lambda: v.gettext("a fresh draw before every round") if not swiss else
            v.gettext("in the order of the standings, teams level on points in a fresh random "
                      "order each round; each team against the next it has not met; an odd team "
                      "of a score group meets the group below"),
            "standings": lambda: v.gettext("in the order of the standings, each team against the "
                                           "next it has not met; an odd team of a score group "
                                           "meets the group below"),
            "schedule": lambda: v.gettext("a fixed schedule (the circle method)"),
            "queue": lambda: v.gettext("the team at the table against the first team waiting")}
    return said.get(str(value), lambda: str(value))() if value is not None else v.gettext(
        "as the format says")


def rounds_words(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("as the format says (a Swiss system: ⌈log2 of the teams⌉ rounds)")
    return v.ngettext("{count} round", "{count} rounds", int(value))


def bye_words(value: Any, s: Speaker) -> str:
    v, match = s.voice, s.word("match")
    said = {"win": lambda: v.gettext("counts as a {match} won", match=match),
            "draw": lambda: v.gettext("counts as a {match} drawn", match=match),
            "nothing": lambda: v.gettext("counts for nothing")}
    return said.get(str(value), lambda: str(value))()


def forfeit_words(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("no forfeit rule")
    won, lost = value["score"]
    return v.ngettext("a team not there {count} minute after the set time loses {won}–{lost}",
                      "a team not there {count} minutes after the set time loses {won}–{lost}",
                      int(value["after"]), won=won, lost=lost)


def substitutes_words(value: Any, s: Speaker) -> str:
    v = s.voice
    if isinstance(value, int):
        return v.gettext("until the draw of round {round}", round=value)
    said = {"any-time": lambda: v.gettext("at any time"),
            "before-first-draw": lambda: v.gettext("only before the first draw"),
            "never": lambda: v.gettext("never")}
    return said.get(str(value), lambda: str(value))()


def tie_breaks_words(value: Any, s: Speaker) -> str:
    v = s.voice
    if not value:
        return "—"
    parts = []
    for brk in value:
        if brk == "opponents":
            parts.append(v.gettext("more standing points of the opponents met"))
        elif brk == "opponents-average":
            parts.append(v.gettext("a higher average of the opponents' standing points"))
        else:
            parts.append(series_tie_breaks([brk], s))
    return v.listing(parts)


def loser_words(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"back": lambda: v.gettext("to the back of the queue"),
            "out": lambda: v.gettext("out of the competition")}.get(str(value), lambda: str(value))()


def competition_words(value: Any, s: Speaker) -> str:
    """The whole competition in one line (the matrix, `diff`, the hover): its format and
    pairing, then each other rule that is not the default, by its label."""
    if not value:
        return s.voice.gettext("no competition, only one {match} (or series) between two teams",
                               match=s.word("match"))
    form = value.get("format")
    parts = [format_words(form, s)]
    if value.get("pairing") is not None:
        parts.append(pairing_words(value["pairing"], s, form == "swiss"))
    said = {"rounds": rounds_words, "bye": bye_words, "forfeit": forfeit_words,
            "substitutes": substitutes_words, "standings": standings,
            "tie_breaks": tie_breaks_words, "loser": loser_words}
    shown = {"rounds": value.get("rounds") is not None, "forfeit": value.get("forfeit") is not None,
             "substitutes": value.get("substitutes", "any-time") != "any-time",
             "bye": form in ("swiss", "round-robin"), "loser": form == "winner-stays",
             "standings": form != "knockout", "tie_breaks": form != "knockout"}
    for name, say in said.items():
        entry = rule_for(f"competition.{name}")
        if shown[name] and entry is not None and name in value:
            parts.append(s.voice.gettext("{rule}: {value}", rule=lower_first(entry.label_for(s)),
                                         value=say(value[name], s)))
    return s.voice.clauses(parts)
