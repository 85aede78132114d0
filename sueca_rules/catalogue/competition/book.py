"""The competition in the rulebook: its format, pairings, rounds, byes, forfeits, the roster
lock and the standings, said from the compiled rules."""

from __future__ import annotations

from ...compiled.competition import NO_LOCK, Format, Loser
from ...compiled.rules import Rules
from ...words.speaker import Speaker
from ..book import item
from ..match.words import standings
from ..variant import VariantSpec
from .normal import competition as normal
from .words import (
    bye_words,
    forfeit_words,
    format_words,
    loser_words,
    pairing_words,
    substitutes_words,
    tie_breaks_words,
)


def competition_section(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    comp = rules.competition
    if comp is None:
        return []
    v, said = s.voice, normal(rules, spec)
    lines = [item(s, v.gettext("The competition is {how}.", how=format_words(said["format"], s)))]
    if comp.format is Format.KNOCKOUT or comp.format is Format.SWISS:
        lines.append(item(s, v.gettext("Who meets whom in each round: {how}.",
                                        how=pairing_words(said["pairing"], s, comp.format is Format.SWISS))))
    if comp.rounds is not None:
        lines.append(item(s, v.ngettext("It is played over {count} round.",
                                        "It is played over {count} rounds.", comp.rounds)))
    elif comp.format is Format.WINNER_STAYS and comp.loser is Loser.BACK:
        lines.append(item(s, v.gettext("No number of {match:pl} ends it: the table plays on for as "
                                        "long as it likes.", match=s.word("match"))))
    elif comp.format is Format.WINNER_STAYS:
        lines.append(item(s, v.gettext("It ends when no team is left waiting.")))
    elif comp.format is Format.SWISS:
        lines.append(item(s, v.gettext("It is played over ⌈log2 N⌉ rounds for N teams (as many "
                                        "as a knockout of N teams takes).")))
    if comp.format is Format.KNOCKOUT:
        lines.append(item(s, v.gettext("With an odd number of teams left, one team has no "
                                        "opponent in the round (a bye) and goes through.")))
    elif comp.format is Format.SWISS:
        lines.append(item(s, v.gettext("With an odd number of teams, the lowest-placed team that "
                                        "has not had a bye yet has no opponent in the round; the "
                                        "bye {worth}.", worth=bye_words(said["bye"], s))))
    elif comp.format is Format.ROUND_ROBIN:
        lines.append(item(s, v.gettext("With an odd number of teams, one team rests in each "
                                        "round; the bye {worth}.", worth=bye_words(said["bye"], s))))
    else:
        lines.append(item(s, v.gettext("The loser of each {match} goes {where}.",
                                        match=s.word("match"), where=loser_words(said["loser"], s))))
    if said["forfeit"] is not None:
        lines.append(item(s, v.gettext("{rule}: the {match} counts as played and won by the "
                                        "other team.", rule=forfeit_words(said["forfeit"], s),
                                        match=s.word("match"))))
    if comp.substitutes_until != NO_LOCK:
        lines.append(item(s, v.gettext("A partner may be substituted {when}.",
                                        when=substitutes_words(said["substitutes"], s))))
    if comp.format is not Format.KNOCKOUT:
        lines.append(item(s, v.gettext("The standings give {standings}; teams level on standing "
                                        "points are ranked by {breaks}, then by seed.",
                                        standings=standings(comp.standings, s),
                                        breaks=tie_breaks_words(said["tie_breaks"], s))))
    return lines
