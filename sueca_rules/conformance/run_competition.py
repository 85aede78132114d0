"""The `competition` case kind: a competition's rounds run by the engine's runner from the
results the case gives, and its pairings, byes, forfeits, standings and roster checked."""

from __future__ import annotations

from ..compiled.competition import CompetitionRules
from ..engine.competition import Competition, Result
from ..errors import IllegalMove
from ..source.text import Path_
from .models import CompetitionExpect, CompetitionKind, CompetitionMatch
from .outcome import Outcome
from .prepared import Checker, PreparedCase


def check_competition(ch: Checker, case: PreparedCase, at: Path_) -> None:
    """Before it runs: the variant has a competition, the teams named exist, a no-show names
    one of the match's teams and has a forfeit rule to apply."""
    data = case.data
    assert isinstance(data, CompetitionKind)
    rules = case.rules.competition
    if rules is None:
        ch.add(at, "the variant has no competition — write 'competition { format knockout|swiss|"
               "round-robin|winner-stays; ... }' in it")
        return
    for r, matches in enumerate(data.rounds):
        for m, played in enumerate(matches):
            where = (*at, "rounds", r, m)
            for i, team in enumerate(played.teams):
                if not 0 <= team < data.teams:
                    ch.add((*where, "teams", i), f"team {team} is not in the competition: the "
                           f"teams are 0 to {data.teams - 1}")
            if played.teams[0] == played.teams[1]:
                ch.add((*where, "teams"), "a match is between two different teams")
            if played.absent is None and played.scores is None:
                ch.add(where, "give the match's 'scores', or the team that did not turn up "
                       "('absent') and the minutes waited ('waited')")
            if played.absent is not None:
                if played.absent not in played.teams:
                    ch.add((*where, "absent"), f"team {played.absent} is not in this match "
                           f"({played.teams[0]} v {played.teams[1]})")
                if played.waited is None:
                    ch.add((*where, "absent"), "say how long the others waited: 'waited: MINUTES'")
                if rules.forfeit_after is None:
                    ch.add((*where, "absent"), "the variant has no forfeit rule — write 'forfeit "
                           "after MINUTES score W L' in its competition")
    for i, sub in enumerate(data.substitutions):
        if sub.team >= data.teams:
            ch.add((*at, "substitutions", i, "team"), f"team {sub.team} is not in the competition")


def _result(played: CompetitionMatch, rules: CompetitionRules) -> Result | str:
    """The match's result: a forfeit once the tolerance is up (the forfeit's score, the team
    present's first), else the scores played (or why there are none)."""
    a, b = played.teams
    if played.absent is not None and played.waited is not None and rules.forfeits(played.waited):
        won, lost = rules.forfeit_score
        return Result((a, b), (won, lost) if played.absent == b else (lost, won), True)
    if played.scores is None:
        return (f"team {played.absent} came within the tolerance ({played.waited} minutes): the "
                f"match {a} v {b} is played — give its 'scores'")
    return Result((a, b), played.scores)


def run_competition(case: PreparedCase, out: Outcome) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, CompetitionKind) and isinstance(expect, CompetitionExpect)
    rules = case.rules.competition
    assert rules is not None
    comp = Competition(rules, data.teams, data.seed)
    subs = [rules.may_substitute(s.round) for s in data.substitutions]
    pairings, byes, forfeits = [], [], []
    for number, matches in enumerate(data.rounds, 1):
        now = comp.next_round()
        if now is None:
            out.error = f"the competition was over after round {number - 1}: round {number} is not played"
            break
        pairings.append([list(p) for p in now.pairs])
        byes.append(list(now.byes))
        results: list[Result] = []
        for played in matches:
            result = _result(played, rules)
            if isinstance(result, str):
                out.error = f"round {number}: {result}"
                break
            results.append(result)
        if not out.error:
            try:
                comp.record(results)
            except IllegalMove as err:
                out.error = f"refused: {err}"
        # a round not recorded (refused, or a result missing) changes nothing: no forfeits
        forfeits.append([] if out.error else [p.absent for p in matches if p.absent is not None
                                              and p.waited is not None and rules.forfeits(p.waited)])
        if out.error:
            break
    out.compare("pairings", expect.pairings, pairings)
    out.compare("byes", expect.byes, byes)
    out.compare("forfeits", expect.forfeits, forfeits)
    out.compare("points", expect.points, [row.points for row in comp.standings()])
    out.compare("ranking", expect.ranking, comp.ranking())
    out.compare("over", expect.over, comp.over)
    out.compare("table", expect.table, comp.holder)
    out.compare("substitutions", expect.substitutions, subs)
    out.compare_winner(expect, comp.winner)
