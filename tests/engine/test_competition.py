"""The competition runner: pairings of every format, byes, forfeits, refusals and standings,
deterministic from the seed; and whole competitions played by the seeded random player."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from sueca_rules.compiled.competition import Bye, CompetitionRules, Format, Loser, Pairing
from sueca_rules.compiled.match import TieBreak
from sueca_rules.engine.competition import Competition, Result
from sueca_rules.engine.competition_play import play_competition
from sueca_rules.errors import ArgumentError, IllegalMove

from ..conftest import ROOT
from ..loaded import load_rules


def _run(rules: CompetitionRules, teams: int, seed: int = 0, rounds: int = 50) -> Competition:
    """Play to the end, the lower-numbered team winning every match 4–1."""
    comp = Competition(rules, teams, seed)
    while len(comp.results) < rounds and (now := comp.next_round()) is not None:
        comp.record([Result(p, (4, 1) if p[0] < p[1] else (1, 4)) for p in now.pairs])
    return comp


def test_a_seeded_knockout_pairs_the_best_left_with_the_worst_left() -> None:
    comp = _run(CompetitionRules(Format.KNOCKOUT, Pairing.SEEDED), 8)
    assert [r.pairs for r in comp.rounds] == [((0, 7), (1, 6), (2, 5), (3, 4)), ((0, 3), (1, 2)),
                                              ((0, 1),)]
    assert comp.over and comp.winner == 0 and comp.ranking()[:2] == [0, 1]


def test_a_bracket_is_drawn_once_and_a_redraw_every_round() -> None:
    bracket = CompetitionRules(Format.KNOCKOUT, Pairing.BRACKET)
    redraw = dataclasses.replace(bracket, pairing=Pairing.REDRAW)
    differ = 0
    for seed in range(6):
        fixed, fresh = _run(bracket, 8, seed), _run(redraw, 8, seed)
        assert fixed.rounds[0] == fresh.rounds[0]  # the first draw is the same stream
        first = [t for pair in fixed.rounds[0].pairs for t in pair]
        winners = [min(first[i], first[i + 1]) for i in range(0, 8, 2)]
        assert fixed.rounds[1].pairs == ((winners[0], winners[1]), (winners[2], winners[3]))
        differ += fixed.rounds[1] != fresh.rounds[1]
        assert _run(redraw, 8, seed).rounds == fresh.rounds  # same seed, same rounds
    assert differ >= 3


def test_an_odd_knockout_gives_one_bye_and_the_bye_goes_through() -> None:
    comp = _run(CompetitionRules(Format.KNOCKOUT, Pairing.SEEDED), 5)
    assert comp.rounds[0].byes == (0,) and comp.rounds[0].pairs == ((1, 4), (2, 3))
    assert comp.winner == 0 and len(comp.rounds) == 3


def test_swiss_rounds_floats_and_byes() -> None:
    rules = CompetitionRules(Format.SWISS, Pairing.STANDINGS, bye=Bye.WIN)
    comp = _run(rules, 5)
    assert comp.planned_rounds == 3 and len(comp.rounds) == 3 and comp.over
    assert [r.byes for r in comp.rounds] == [(4,), (3,), (2,)]  # the lowest without a bye
    # after round 1, 0, 2 and 4 (its bye) have 3 points: 0 meets 2, and 4 floats down to meet 1
    assert comp.rounds[1].pairs == ((0, 2), (4, 1))
    met = [frozenset(p) for r in comp.rounds for p in r.pairs]
    assert len(met) == len(set(met))  # no pair twice while another is left


def test_a_swiss_redraw_draws_level_teams_from_the_seed() -> None:
    rules = CompetitionRules(Format.SWISS, Pairing.REDRAW)
    runs = {seed: _run(rules, 8, seed).rounds for seed in range(4)}
    assert len({r[0] for r in runs.values()}) > 1  # the first round is drawn
    assert _run(rules, 8, 2).rounds == runs[2]


@pytest.mark.parametrize("teams", [2, 3, 4, 5, 6, 7, 8])
def test_a_round_robin_meets_every_pair_once(teams: int) -> None:
    comp = _run(CompetitionRules(Format.ROUND_ROBIN, Pairing.SCHEDULE), teams)
    met = sorted(tuple(sorted(p)) for r in comp.rounds for p in r.pairs)
    assert met == list(itertools.combinations(range(teams), 2))
    rests = [t for r in comp.rounds for t in r.byes]
    assert sorted(rests) == (list(range(teams)) if teams % 2 else [])


def test_winner_stays_the_loser_queues_or_leaves() -> None:
    back = CompetitionRules(Format.WINNER_STAYS, Pairing.QUEUE, rounds=4)
    comp = Competition(back, 3)
    for scores in ((4, 2), (1, 4), (4, 0), (4, 3)):
        now = comp.next_round()
        assert now is not None
        comp.record([Result(now.pairs[0], scores)])
    assert [r.pairs[0] for r in comp.rounds] == [(0, 1), (0, 2), (2, 1), (2, 0)]
    assert comp.holder == 2 and comp.over
    out = _run(dataclasses.replace(back, rounds=None, loser=Loser.OUT), 4)
    assert out.over and len(out.rounds) == 3 and out.holder == 0


def test_refused_results_change_nothing() -> None:
    comp = Competition(CompetitionRules(Format.KNOCKOUT, Pairing.SEEDED), 4)
    now = comp.next_round()
    assert now is not None
    for wrong in ([Result((0, 1), (4, 0)), Result((2, 3), (4, 0))],  # not a pair of the round
                  [Result((0, 3), (4, 0))],  # a pairing left without a result
                  [Result((0, 3), (2, 2)), Result((1, 2), (4, 0))]):  # a drawn knockout match
        with pytest.raises(IllegalMove):
            comp.record(wrong)
        assert comp.results == [] and comp.out == set() and comp.next_round() == now
    comp.record([Result((3, 0), (1, 4)), Result((1, 2), (4, 0))])  # either order of a pair
    assert comp.out == {2, 3}


def test_forfeits_and_the_roster_lock() -> None:
    rules = CompetitionRules(Format.KNOCKOUT, Pairing.SEEDED, forfeit_after=15,
                             forfeit_score=(10, 0), substitutes_until=1)
    assert rules.forfeits(15) and rules.forfeits(40) and not rules.forfeits(14)
    assert rules.may_substitute(1) and not rules.may_substitute(2)
    assert not dataclasses.replace(rules, forfeit_after=None).forfeits(1000)


def test_standings_tie_breaks_in_order() -> None:
    results = [[Result((0, 3), (1, 4)), Result((1, 2), (3, 4))],
               [Result((0, 2), (4, 0)), Result((3, 1), (0, 4))],
               [Result((0, 1), (0, 4)), Result((2, 3), (4, 3))]]

    def ranking(breaks: tuple[TieBreak, ...]) -> list[int]:
        comp = Competition(CompetitionRules(Format.ROUND_ROBIN, Pairing.SCHEDULE, tie_breaks=breaks), 4)
        for played in results:
            comp.next_round()
            comp.record(played)
        return comp.ranking()

    assert ranking((TieBreak.HEAD_TO_HEAD,)) == [2, 1, 3, 0]
    assert ranking((TieBreak.GAME_POINTS,)) == [1, 2, 3, 0]  # 11 game points to 8
    assert ranking(()) == [1, 2, 0, 3]  # the seed


def test_bad_arguments_are_named() -> None:
    rules = CompetitionRules(Format.SWISS, Pairing.STANDINGS)
    for teams in (1, 0, 300, True, "8"):
        with pytest.raises(ArgumentError, match="teams"):
            Competition(rules, teams)  # type: ignore[arg-type]
    with pytest.raises(ArgumentError, match="no competition"):
        play_competition(load_rules("portugal"), 4)
    with pytest.raises(ArgumentError, match="rules"):
        play_competition("portugal", 4)  # type: ignore[arg-type]
    comp = Competition(CompetitionRules(Format.KNOCKOUT, Pairing.SEEDED), 4)
    for wrong in (None, [None], [Result((0, 3), (4, -1))], [Result((0, 3), (4, True))],
                  [Result(("0", 3), (4, 0))]):  # type: ignore[arg-type]
        with pytest.raises(ArgumentError, match="results"):
            comp.record(wrong)  # type: ignore[arg-type]
        assert comp.rounds == [] and comp.results == []


@pytest.mark.parametrize("house", ["torneio-benfeita", "torneio-de-bots-suico", "bota-fora",
                                   "meias-finais-1-4"])
def test_a_whole_competition_played_is_the_same_from_the_same_seed(house: str) -> None:
    rules = load_rules(str(ROOT / "variants" / "house" / f"{house}.sueca"))
    first, again = play_competition(rules, 6, seed=11), play_competition(rules, 6, seed=11)
    assert first.rounds == again.rounds and first.results == again.results
    assert first.standings() == again.standings()
    played = first.played()
    assert played and all(max(r.scores) >= 4 for r in played)  # Portugal's matches, to 4
