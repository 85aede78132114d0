"""What the matrix says about scoring is what the engine scores, for every bundled and house
variant: each statement (each band of card points, all the points without every trick, the
bandeira, a tie and what follows it, what ends the match) is checked against the engine's own
scoring (`score_hand`, `after_hand`) for hands with those facts, drawn by hypothesis.

The statements are the matrix's values (`meaning`, which the matrix groups and says); a test
below holds the matrix's text to them, so a statement checked here is one the matrix prints.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sueca_rules.catalogue.compile import compile_rules
from sueca_rules.checks import validate
from sueca_rules.compiled.rules import Rules
from sueca_rules.docs import matrix
from sueca_rules.docs.compare import NA, Said, meaning, say
from sueca_rules.engine import Tally, after_hand, score_hand
from sueca_rules.engine.scoring import ends_match_by_itself, hand_problems
from sueca_rules.spec import VariantSpec
from sueca_rules.words.i18n import Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = sorted(str(p.relative_to(ROOT)) for p in [
    *(ROOT / "variants").glob("*.sueca"), *(ROOT / "variants").glob("*.yaml"),
    *(ROOT / "variants" / "dsl").glob("*.sueca"), *(ROOT / "variants" / "house").glob("*.sueca")])
SCORING = ("scoring.hands", "scoring.all_points", "scoring.bandeira", "scoring.tie")
# Hands scored by the card points of two teams. A table that bids (#22: sueca-italiana) scores
# each hand by its contract, per player: its bands are not read, and what its matrix and book
# say of a contract is written on its own branch — its statements are not checked here yet.
BANDED = [name for name in VARIANTS if validate(ROOT / name).spec.contract is None]


def loaded(name: str) -> tuple[VariantSpec, Rules, dict[str, Any]]:
    """A variant, its rules, and its statements as the matrix says them (a band compared by
    its points below all of them is said in full: its shown value)."""
    spec = validate(ROOT / name).spec
    rules = compile_rules(spec)
    said = meaning(spec)
    return spec, rules, {path: value.shown if isinstance(value, Said) else value for path, value in said.items()}


def tricks_for(rules: Rules, points: int, low: int = 0, high: int | None = None) -> list[int]:
    """The tricks (low..high; a negative high counts from the hand's last trick, None is all
    of them) the winners may have taken with `points` card points, of the hand's tricks (ten
    at the usual table, twenty at two with a stock)."""
    total, hand = rules.deck.total_points, rules.deals.tricks
    top = hand if high is None else high if high >= 0 else hand + high
    return [t for t in range(low, top + 1)
            if not hand_problems(rules, (points, total - points), (t, hand - t))]


def after_ties(tie: dict[str, Any], games: int, ties: int) -> int:
    """What the tie statement says a decided hand scores after `ties` ties in a row."""
    if not ties:
        return games
    if tie["times"] > 1:
        return int(games * tie["times"] ** (ties if tie["cumulative"] else 1))
    return games + tie["bonus"] * (ties if tie["cumulative"] else 1)


def scored(rules: Rules, winner: int, points: int, tricks: int, ties: int) -> tuple[int, Any]:
    """The engine's score for team `winner` holding `points` card points and `tricks` tricks."""
    total = rules.deck.total_points
    pair = (points, total - points) if winner == 0 else (total - points, points)
    rest = rules.deals.tricks - tricks
    taken = (tricks, rest) if winner == 0 else (rest, tricks)
    score = score_hand(rules, pair, taken, ties)
    assert score.game_points[1 - winner] == 0
    return score.game_points[winner], score


@pytest.mark.parametrize("name", VARIANTS)
def test_the_variants_are_all_here(name: str) -> None:
    """Every bundled and house variant is checked (and each has every scoring statement)."""
    _, _, said = loaded(name)
    assert all(path in said for path in SCORING)


@pytest.mark.parametrize("name", BANDED)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_each_band_scores_what_the_matrix_says(name: str, data: st.DataObject) -> None:
    """A hand whose winners hold points of a band scores the band's games (after ties, what
    the tie statement says), whichever team wins; a tie is half the points and scores nothing."""
    _, rules, said = loaded(name)
    band = data.draw(st.sampled_from(said["scoring.hands"]))
    points = data.draw(st.integers(band["min"], band["max"]))
    high = -1 if points == rules.deck.total_points else None  # all the points as a band: not every trick
    tricks = data.draw(st.sampled_from(tricks_for(rules, points, 1, high)))
    ties = data.draw(st.integers(0, 3))
    winner = data.draw(st.sampled_from((0, 1)))
    games, score = scored(rules, winner, points, tricks, ties)
    assert not score.bandeira and not score.tie
    assert games == after_ties(said["scoring.tie"], band["games"], ties)


@pytest.mark.parametrize("name", BANDED)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_all_the_points_without_every_trick_score_what_the_matrix_says(name: str, data: st.DataObject) -> None:
    _, rules, said = loaded(name)
    total = rules.deck.total_points
    tricks = data.draw(st.sampled_from(tricks_for(rules, total, 1, -1)))
    winner = data.draw(st.sampled_from((0, 1)))
    games, score = scored(rules, winner, total, tricks, 0)
    statement = said["scoring.all_points"]
    if statement is NA:  # all the points are the bandeira: the bandeira's statement says it
        assert said["scoring.bandeira"]["by"] == "points"
        statement = said["scoring.bandeira"]
    if isinstance(statement, dict) and "like" in statement:  # "worth N game points, like 91–120": that band's
        top = said["scoring.hands"][-1]
        assert top["max"] == total and games == top["games"] == statement["like"] and not score.bandeira
        assert (statement["low"], statement["high"]) == (top["min"], top["max"])
    elif isinstance(statement, dict):  # it is (or counts as) a bandeira
        assert score.bandeira and games == statement["games"]
        assert ends_match_by_itself(rules, score.game_points, score.ends_match, None) == statement["ends_match"]
    else:
        assert not score.bandeira and games == statement


@pytest.mark.parametrize("name", BANDED)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_the_bandeira_is_what_the_matrix_says(name: str, data: st.DataObject) -> None:
    """Every trick (and so every point), or every point with any tricks: a bandeira where the
    matrix says so, scoring its games and ending the match (from any score) where it says so."""
    _, rules, said = loaded(name)
    total = rules.deck.total_points
    statement = said["scoring.bandeira"]
    winner = data.draw(st.sampled_from((0, 1)))
    games, score = scored(rules, winner, total, rules.deals.tricks, 0)
    some = data.draw(st.sampled_from(tricks_for(rules, total, 1, -1)))
    _, partly = scored(rules, winner, total, some, 0)
    if statement is None:
        assert not score.bandeira and not partly.bandeira
        return
    assert score.bandeira and games == statement["games"]
    assert partly.bandeira == (statement["by"] == "points")
    scores = (data.draw(st.integers(0, rules.match.target - 1)), data.draw(st.integers(0, rules.match.target - 1)))
    after = after_hand(rules, Tally(scores, 0, 0), score.game_points, tie=False,
                       ends_match=score.ends_match)
    if statement["ends_match"]:
        assert after.winner == winner
    assert ends_match_by_itself(rules, score.game_points, score.ends_match, None) == statement["ends_match"]


@pytest.mark.parametrize("name", BANDED)
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_a_tie_is_what_the_matrix_says(name: str, data: st.DataObject) -> None:
    """Half the points each: nobody scores (or both the same, where the table says so); a void
    hand is dealt again by the same dealer, else the deal passes on; the tie is carried to the
    next decided hand (the bands' test checks what that hand scores)."""
    _, rules, said = loaded(name)
    half = rules.deck.total_points // 2
    tricks = data.draw(st.sampled_from(tricks_for(rules, half, 0)))
    ties = data.draw(st.integers(0, 3))
    score = score_hand(rules, (half, half), (tricks, rules.deals.tricks - tricks), ties)
    each = said["scoring.tie"].get("each", 0)  # `tie each-scores N`: both teams score N
    assert score.tie and score.game_points == (each, each)
    dealer = data.draw(st.integers(0, 3))
    after = after_hand(rules, Tally((1, 1), ties, dealer), score.game_points, tie=True)
    assert after.ties == ties + 1 and after.scores == (1 + each, 1 + each) and after.winner is None
    void = said["scoring.tie"]["outcome"] == "void"
    assert (after.dealer == dealer) == void


@pytest.mark.parametrize("name", VARIANTS)
def test_the_matrix_prints_these_statements(name: str) -> None:
    """The matrix's scoring rows say each statement checked above, in its words."""
    spec, _, said = loaded(name)
    text = matrix([spec], "en")
    s = Speaker(Voice("en"), tables=(spec,))
    for path in SCORING:
        if said[path] is not NA:
            assert say(path, said[path], s).replace("|", "\\|") in plain(text), path
