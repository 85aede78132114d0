"""The match area in the rulebook: its target, the names of results, a series."""

from __future__ import annotations

from dataclasses import dataclass

from ...compiled.match import NO_TARGET
from ...compiled.outcome import GamePoints
from ...compiled.rules import Rules
from ...words.grammar import Noun
from ...words.speaker import Speaker
from ..book import item
from ..deck.book import abroad
from ..phrases import games
from ..scoring.facts import penalty_scored_at_once, tie_raises
from ..variant import VariantSpec
from .normal import both_reach
from .normal import series as normal_series
from .words import how_won, result_noun
from .words import series as series_words


@dataclass(frozen=True)
class _Borrowed:
    """A result's name followed by whose word it is ("a *pente* (a word from Portugal)")."""
    noun: Noun
    whose: str

    def __format__(self, spec: str) -> str:
        return f"{self.noun.render(spec)} ({self.whose})"


def _whose(name: str, spec: VariantSpec, s: Speaker) -> Noun | _Borrowed:
    """A result's name, said as Portugal's word where it is 003's *pente* and the table is
    another country's, whose sources do not give the word (FR15-03)."""
    noun = result_noun(name, s)
    return _Borrowed(noun, s.voice.gettext("a word from Portugal")) if name == "pente" and abroad(spec, s) else noun


def read_beyond(spec: VariantSpec, rules: Rules) -> list[str]:
    """The named results (a *pente*) the book reads as won beyond their score too: a match won
    with the other team on 0 is "{target}–0" in the sources, and also {target + 1}–0 or more
    when the last hand scores more than 1 — this book's reading, said where the result is said
    and named among the rules the book sets (PT15-04)."""
    target, scoring = rules.match.target, rules.scoring
    most = max((*scoring.games_for_points, scoring.bandeira_games, scoring.all_points_games or 0))
    return [name for name, result in spec.results.items()
            if (dumped := result.model_dump()).get("loser") == 0 and dumped.get("winner") is None
            and not dumped.get("one_hand") and dumped.get("trailed") is None and 1 < target < NO_TARGET
            and most > 1]


def match_section(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The target, the named results (their conditions as compiled), a series."""
    v, target, match = s.voice, rules.match.target, s.word("match")
    if rules.match.hands is not None:
        lines = [item(s, v.ngettext(
            "A {match} is {count} {hand}: the team with more {game_point:pl} then wins it, and "
            "equal scores are a draw.",
            "A {match} is {count} {hand:pl}: the team with more {game_point:pl} then wins it, and "
            "equal scores are a draw.", rules.match.hands, match=match, hand=s.word("hand"),
            game_point=s.word("game_point")))]
    elif rules.match.endless:
        lines = [item(s, v.gettext("The {match} has no end: {hand:pl} are scored for as long as the "
                                    "table plays.", match=match, hand=s.word("hand")))]
    else:
        table = rules.table
        lines = [item(s, v.gettext("The first team to reach {target} wins the {match}.",
                                    target=games(target, s), match=match) if table.players > table.sides else
                      v.gettext("The first player to reach {target} wins the {match}.",
                                target=games(target, s), match=match))]
        if penalty_scored_at_once(rules):
            lines.append(item(s, v.gettext("{game_point:pl} won by a penalty are scored at once: a team that "
                                            "reaches {target} through a penalty wins the {match} there and "
                                            "then, even in the middle of a {hand}.", target=games(target, s),
                                            match=match, hand=s.word("hand"), game_point=s.word("game_point"))))
        several = both_reach(rules, spec) if table.players == table.sides else None  # each keeps a score
        if several == "draw":
            lines.append(item(s, v.gettext("If several players reach {target} in the same {hand}, the {match} "
                                            "is a draw.", target=games(target, s), hand=s.word("hand"),
                                            match=match)))
        elif several == "higher" and rules.bidding is not None and rules.bidding.called_card:
            lines.append(item(s, v.gettext("If several players reach {target} in the same {hand}, the one with "
                                            "the highest score wins the {match}; if two or more share the "
                                            "highest score, nobody wins the {match} alone: it ends in a draw "
                                            "between them (as it does whenever the declarer and the partner, "
                                            "level before the {hand}, reach {target} together).",
                                            target=games(target, s), hand=s.word("hand"), match=match)))
        elif several == "higher":
            lines.append(item(s, v.gettext("If several players reach {target} in the same {hand}, the higher "
                                            "score wins the {match}; equal scores are a draw.",
                                            target=games(target, s), hand=s.word("hand"), match=match)))
        elif table.players == table.sides:
            pass  # only one player can score in a hand
        elif rules.match.both_reach_drawn:
            lines.append(item(s, v.gettext("If both teams reach {target} in the same {hand}, the {match} "
                                            "is a draw.", target=games(target, s), hand=s.word("hand"),
                                            match=match)))
        elif rules.scoring.tie_each:
            lines.append(item(s, v.gettext("If both teams reach {target} in the same {hand}, the higher "
                                            "score wins the {match}; equal scores are a draw.",
                                            target=games(target, s), hand=s.word("hand"), match=match)))
    if rules.match.scoresheet_cross:  # 004: "souvent enregistré … croix" — "souvent": often
        # one cross per team, as 004 draws them ("Nous", "Eux"; PT19-06)
        lines.append(item(s, v.gettext("The score is often kept on a cross for each team: a dot at the end of "
                                        "an arm for each {game_point}.", game_point=s.word("game_point"))))
    scoring, target = rules.scoring, rules.match.target
    most = max((*scoring.games_for_points, scoring.bandeira_games, scoring.all_points_games or 0))
    for name, result in spec.results.items():
        dumped = result.model_dump()
        how = how_won(dumped, s)
        how += "," if "," in how else ""  # an aside the phrase opens ("em uma só mão, a partir de 0–0,") is closed
        if name in read_beyond(spec, rules):
            # 003 says "4–0"; a last hand worth 2 ends it 5–0, a pente too as the book reads it, said so
            # where it is said (pt-BR BR10-07, BR12-01: a reading the sources paragraph cannot name)
            # (thirteenth readers: "and also … more" did not parse; the scores said, from the target
            # and the most a last hand can score: one short of the target plus that)
            said = dict(match=match, how=how, name=_whose(name, spec, s), target=target,
                        over=target + 1, hand=s.word("hand"), two=games(2, s), game_point=s.word("game_point"),
                        again=result_noun(name, s))  # the name again, its gloss said once
            # the score, then the book's own reading and how it comes about, in a sentence of its own
            # (EN16-11; not "the source names only {target}–0": a house target is not the source's)
            lines.append(item(s, v.gettext(
                "Winning the {match} {how} is {name:a}, usually {target}–0. This book counts {over}–0 as "
                "{again:a} too: that happens when the last {hand} is worth {two} while the winners needed only one "
                "{game_point}.", **said)
                if most == 2 else v.gettext(  # what it is called, and when (EN19-03, PT19-04)
                "Winning the {match} {how} is {name:a}, usually {target}–0. This book counts {over}–0 or more "
                "as {again:a} too: that happens when the last {hand} is worth more {game_point:pl} than the "
                "winners needed.", **said)))  # EN24-01: not "is called …: 4–0", nor "a score that comes"
            continue
        lines.append(item(s, v.gettext("Winning the {match} {how} is called {name:a}.", match=match,
                                        how=how, name=_whose(name, spec, s))))
    if rules.match.series_matches is not None:
        lines.append(item(s, v.gettext("The {match:pl} are played as a series: {how}.", match=match,
                                        how=series_words(normal_series(rules, spec), s))))
    if rules.match.series_target is not None:
        lines.append(item(s, v.ngettext(
            "The {match:pl} are played as a series: the first team to win {count} {match} wins the series.",
            "The {match:pl} are played as a series: the first team to win {count} {match:pl} wins the series.",
            rules.match.series_target, match=match)))
    if rules.match.series_matches is not None or rules.match.series_target is not None:
        lines.append(item(s, _between_matches(rules, s)))
    return lines


def _between_matches(rules: Rules, s: Speaker) -> str:
    """What the engine carries from one match of a series to the next: the score starts again
    (and nothing a tie added, where a tie raises the next hand), and the deal goes on (a match
    a penalty ends with play going on leaves the deal where it was: that hand's dealer)."""
    v, match, hand, dealer = s.voice, s.word("match"), s.word("hand"), s.word("dealer")
    start = (v.gettext("Each {match} starts again from zero, and nothing a tie added carries over "
                       "to the next {match}.", match=match)
             if tie_raises(rules) else v.gettext("Each {match} starts again from zero.", match=match))
    ill = rules.illegal
    mid_hand = any(not o.ends_hand and any(isinstance(e, GamePoints) and e.amount > 0 for e in o.effects)
                   for o in (ill.revoke, ill.false_accusation, *ill.infractions.values()) if o is not None)
    deal = (v.gettext("The deal goes on: whoever the last {hand} passed the deal to deals first in the next "
                      "{match}; after a {match} won by a penalty in the middle of a {hand}, that {hand}'s "
                      "{dealer} deals first.", match=match, hand=hand, dealer=dealer)
            if mid_hand else
            v.gettext("The deal goes on: whoever the last {hand} passed the deal to deals first in the next "
                      "{match}.", match=match, hand=hand))
    return f"{start} {deal}"
