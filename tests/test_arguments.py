"""Every public function given wrong arguments: only the project's own errors come out.

A sweep: each function of the public API (docs/api.md, and what `sueca_rules` exports) is
called with each of its arguments replaced by values of every kind (None, bools, huge and
negative numbers, NaN, texts, lists, mappings, objects), the others valid. Whatever happens,
the call returns or raises a SuecaError — never a TypeError, an AttributeError, a KeyError, an
IndexError or a ValueError of Python's own. Then the examples the attack report found, each
refused as a bad argument with a message that names it.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sueca_rules import ArgumentError, load_rules, load_variant, new_match
from sueca_rules.arguments import SEED_LIMIT, check_seed, shown
from sueca_rules.docs import diff_variants, matrix, rulebook
from sueca_rules.engine import Hand, Match, Series, deal_cards, score_hand
from sueca_rules.errors import IllegalMove, SuecaError
from sueca_rules.play import evidence, stats
from sueca_rules.play import simulate as sim
from sueca_rules.play.bots import BOTS, make_bot
from sueca_rules.play.seen import SeatView
from sueca_rules.records import parse_record, read_record, replay, replay_series
from sueca_rules.source import read, resolve

from .conftest import ROOT

PORTUGAL = load_rules("portugal")
# the other arguments of the docs calls as specs, read once: by name each call would read and
# validate the files again (both forms are accepted; a name's path is checked below)
SPECS = {name: load_variant(name) for name in ("portugal", "brazil")}
AZORES = load_rules("azores")
HUGE = 10**5000  # Python will not even print it
JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-50, 50), st.integers(), st.just(HUGE), st.just(-HUGE),
    st.just(10**40), st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
    st.sampled_from(["", "AS", "7S", "10♣", "portugal", "hands", "bot", "greedy", "x" * 300,
                     "/etc/passwd", "standard", "direction=clockwise"]),
    st.binary(max_size=4), st.lists(st.integers(-2, 50), max_size=5),
    st.lists(st.text(max_size=3), max_size=4), st.tuples(st.integers(), st.integers()),
    st.dictionaries(st.text(max_size=4), st.integers() | st.text(max_size=4), max_size=3),
    st.just(object()), st.just(PORTUGAL), st.just({1: "x"}),
)
SWEEP = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


def only_project_errors(call: Callable[[], object]) -> None:
    """Run `call`; a SuecaError is a fine answer to a wrong argument, any other error a bug."""
    try:
        call()
    except SuecaError as err:
        assert str(err)  # a message, never an empty one


def fresh_match() -> Match:
    match = Match(PORTUGAL, seed=3)
    match.deal()
    return match


class FakeClient:
    """Enough of a distributed.Client to be taken for one."""

    def nthreads(self) -> dict[str, int]:
        return {"w": 1}

    def submit(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError


def a_stat() -> stats.Stat:
    counts = stats.Counts({"hands": 100, "decided": 98, "ties": 2, "dealer_team_wins": 47})
    return stats.statistics(counts)[0]


def golden() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((ROOT / "tests/golden/portugal.json").read_text())
    return data


def loader(variant: str, options: dict[str, str]) -> Any:
    return load_rules(variant, options or None)


# Each entry: a name, and a function of one junk value that calls the API with that value in one
# argument's place (the other arguments valid).
CALLS: list[tuple[str, Callable[[Any], object]]] = [
    ("load_variant(reference)", lambda x: load_variant(x)),
    ("load_variant(options)", lambda x: load_variant("portugal", x)),
    ("load_rules(reference)", lambda x: load_rules(x)),
    ("load_rules(options)", lambda x: load_rules("sueca-online", x)),
    ("source.read(reference)", lambda x: read(x)),
    ("source.resolve(source)", lambda x: resolve(x)),
    ("source.resolve(options)", lambda x: resolve(read("sueca-online"), x)),
    ("new_match(reference)", lambda x: new_match(x, 1)),
    ("new_match(seed)", lambda x: new_match("portugal", x)),
    ("new_match(options)", lambda x: new_match("portugal", 1, x)),
    ("Rules.card", lambda x: PORTUGAL.card(x)),
    ("Rules.name", lambda x: PORTUGAL.name(x)),
    ("Rules.names", lambda x: PORTUGAL.names(x)),
    ("Rules.suit_index", lambda x: PORTUGAL.suit_index(x)),
    ("Rules.seat_at(leader)", lambda x: PORTUGAL.seat_at(x, 1)),
    ("Rules.seat_at(position)", lambda x: PORTUGAL.seat_at(1, x)),
    ("Rules.trick_winner(cards)", lambda x: PORTUGAL.trick_winner(x, 0)),
    ("Rules.trick_winner(trump)", lambda x: PORTUGAL.trick_winner([1, 2], x)),
    ("Rules.hand_points", lambda x: PORTUGAL.hand_points(x)),
    ("Rules.unused_card", lambda x: AZORES.unused_card(x)),
    ("Match(rules)", lambda x: Match(x, 1)),
    ("Match(seed)", lambda x: Match(PORTUGAL, x)),
    ("Match(first_dealer)", lambda x: Match(PORTUGAL, 1, x)),
    ("Match(variant_ref)", lambda x: Match(PORTUGAL, 1, None, x)),
    ("Match.deal(procedure)", lambda x: Match(PORTUGAL, 1).deal(x)),
    ("Match.deal(deck)", lambda x: Match(PORTUGAL, 1).deal(None, x)),
    ("Match.deal(cut)", lambda x: Match(AZORES, 1).deal(None, AZORES.names(range(40)), x)),
    ("Match.deal(pick)", lambda x: Match(PORTUGAL, 1).deal(None, PORTUGAL.names(range(40)), None, x)),
    ("Match.play", lambda x: fresh_match().play(x)),
    ("Match.accuse", lambda x: fresh_match().accuse(x)),
    ("Match.declare(team)", lambda x: fresh_match().declare(x, "talking")),
    ("Match.declare(infraction)", lambda x: fresh_match().declare(0, x)),
    ("Match.request_redeal", lambda x: fresh_match().request_redeal(x)),
    ("Match.view", lambda x: fresh_match().view(x)),
    ("Hand.play", lambda x: fresh_match().hand.play(x)),  # type: ignore[union-attr]
    ("Hand.accuse", lambda x: fresh_match().hand.accuse(x)),  # type: ignore[union-attr]
    ("Hand.declare(team)", lambda x: fresh_match().hand.declare(x, "talking")),  # type: ignore[union-attr]
    ("Hand.declare(infraction)", lambda x: fresh_match().hand.declare(0, x)),  # type: ignore[union-attr]
    ("deal_cards(rules)", lambda x: deal_cards(x, 0, list(range(40)))),
    ("deal_cards(dealer)", lambda x: deal_cards(PORTUGAL, x, list(range(40)))),
    ("deal_cards(deck)", lambda x: deal_cards(PORTUGAL, 0, x)),
    ("deal_cards(procedure)", lambda x: deal_cards(PORTUGAL, 0, list(range(40)), x)),
    ("deal_cards(cut)", lambda x: deal_cards(AZORES, 0, list(range(40)), "standard", x)),
    ("deal_cards(pick)", lambda x: deal_cards(PORTUGAL, 0, list(range(40)), "standard", (), x)),
    ("Hand(rules)", lambda x: Hand(x, deal_cards(PORTUGAL, 0, list(range(40))))),
    ("Hand(deal)", lambda x: Hand(PORTUGAL, x)),
    ("Hand(ties_before)", lambda x: Hand(PORTUGAL, deal_cards(PORTUGAL, 0, list(range(40))), x)),
    ("standalone Hand.play", lambda x: Hand(PORTUGAL, deal_cards(PORTUGAL, 0, list(range(40)))).play(x)),
    ("Series(rules)", lambda x: Series(x, 1)),
    ("Series(seed)", lambda x: Series(PORTUGAL, x)),
    ("score_hand(rules)", lambda x: score_hand(x, (94, 26))),
    ("score_hand(points)", lambda x: score_hand(PORTUGAL, x)),
    ("score_hand(tricks)", lambda x: score_hand(PORTUGAL, (94, 26), x)),
    ("score_hand(ties_before)", lambda x: score_hand(PORTUGAL, (94, 26), (6, 4), x)),
    ("parse_record", lambda x: parse_record(x)),
    ("replay(record)", lambda x: replay(x, loader)),
    ("replay(load)", lambda x: replay(golden(), x)),
    ("replay(a field)", lambda x: replay({**golden(), "seed": x}, loader)),
    ("read_record(path)", lambda x: read_record(x)),
    ("replay_series(data)", lambda x: replay_series(x, loader)),
    ("rulebook(spec)", lambda x: rulebook(x)),
    ("rulebook(lang)", lambda x: rulebook("portugal", x)),
    ("rulebook(parent)", lambda x: rulebook("azores", "en", x)),
    ("rulebook(rules)", lambda x: rulebook("portugal", "en", None, x)),
    ("diff_variants(a)", lambda x: diff_variants(x, SPECS["brazil"])),
    ("diff_variants(b)", lambda x: diff_variants(SPECS["portugal"], x)),
    ("diff_variants(lang)", lambda x: diff_variants(SPECS["portugal"], SPECS["brazil"], x)),
    ("diff_variants(names)", lambda x: diff_variants(SPECS["portugal"], SPECS["brazil"], "en", x)),
    ("matrix(specs)", lambda x: matrix(x)),
    ("matrix([spec])", lambda x: matrix([SPECS["portugal"], x])),
    ("matrix(lang)", lambda x: matrix([SPECS["portugal"]], x)),
    ("Run.of(variant)", lambda x: sim.Run.of(x, {}, ("random", "random"), "hands", 1, 0)),
    ("Run.of(options)", lambda x: sim.Run.of("portugal", x, ("random", "random"), "hands", 1, 0)),
    ("Run.of(bots)", lambda x: sim.Run.of("portugal", {}, x, "hands", 1, 0)),
    ("Run.of(mode)", lambda x: sim.Run.of("portugal", {}, ("random", "random"), x, 1, 0)),
    ("Run.of(total)", lambda x: sim.Run.of("portugal", {}, ("random", "random"), "hands", x, 0)),
    ("Run.of(seed)", lambda x: sim.Run.of("portugal", {}, ("random", "random"), "hands", 1, x)),
    ("Run.of(revoke_rate)", lambda x: sim.Run.of("portugal", {}, ("random", "random"), "hands", 1, 0,
                                                 revoke_rate=x)),
    ("Run.of(accuse_rate)", lambda x: sim.Run.of("portugal", {}, ("random", "random"), "hands", 1, 0,
                                                 accuse_rate=x)),
    ("Run.of(infraction_rate)", lambda x: sim.Run.of("portugal", {}, ("random", "random"), "hands", 1,
                                                     0, infraction_rate=x)),
    ("Run.of(deal)", lambda x: sim.Run.of("portugal", {}, ("random", "random"), "hands", 1, 0, deal=x)),
    ("simulate(tasks)", lambda x: sim.simulate(x, sim.SerialRunner())),
    ("simulate(runner)", lambda x: sim.simulate([], x)),
    ("ProcessRunner(workers)", lambda x: sim.ProcessRunner(x)),
    # (a text is an address to try: test_a_dask_address_that_is_no_scheduler)
    ("DaskRunner(address)", lambda x: None if isinstance(x, str) else sim.DaskRunner(x)),
    ("DaskRunner(timeout)", lambda x: sim.DaskRunner(FakeClient(), x)),
    ("DaskRunner(worker_timeout)", lambda x: sim.DaskRunner(FakeClient(), "5s", x)),
    ("DaskRunner(notify)", lambda x: sim.DaskRunner(FakeClient(), "5s", 60, x)),
    ("ProcessRunner(notify)", lambda x: sim.ProcessRunner(2, x)),
    ("stats.statistics(counts)", lambda x: stats.statistics(x)),
    ("stats.needed(stat)", lambda x: stats.needed(x, 0.2)),
    ("stats.needed(change)", lambda x: stats.needed(a_stat(), x)),
    ("stats.difference(a)", lambda x: stats.difference(x, a_stat())),
    ("stats.difference(b)", lambda x: stats.difference(a_stat(), x)),
    ("stats.significant(level)", lambda x: stats.significant(a_stat(), a_stat(), x)),
    ("Evidence(rules)", lambda x: evidence.Evidence(x)),
    ("Evidence.shown_out(seat)", lambda x: evidence.Evidence(PORTUGAL).shown_out(x)),
    ("Evidence.proven_against(team)", lambda x: evidence.Evidence(PORTUGAL).proven_against(x)),
    ("make_bot(name)", lambda x: make_bot(x, PORTUGAL, random.Random(1))),
    ("make_bot(rules)", lambda x: make_bot("greedy", x, random.Random(1))),
    ("make_bot(rng)", lambda x: make_bot("random", PORTUGAL, x)),
] + [(f"{bot}.choose(view)", lambda x, bot=bot: make_bot(bot, PORTUGAL, random.Random(1)).choose(x))
     for bot in BOTS]


@pytest.mark.parametrize(("name", "call"), CALLS, ids=[name for name, _ in CALLS])
@SWEEP
@given(value=JUNK)
def test_a_wrong_argument_gets_a_project_error(name: str, call: Callable[[Any], object],
                                                value: Any) -> None:
    only_project_errors(lambda: call(value))


# -- the examples of the attack report, refused by name ---------------------------------------
@pytest.mark.parametrize(("call", "argument"), [
    (lambda: load_variant("portugal", options={1: "x"}), "options"),
    (lambda: load_variant("portugal", options=5), "options"),
    (lambda: load_variant("portugal", options="direction=clockwise"), "options"),
    (lambda: new_match("portugal", seed=1.5), "seed"),
    (lambda: new_match("portugal", seed=10**40), "seed"),
    (lambda: new_match("portugal", seed=True), "seed"),
    (lambda: Match(PORTUGAL, 1, first_dealer=4), "first_dealer"),
    (lambda: score_hand(PORTUGAL, (200, -80), (5, 5), 0), "points"),
    (lambda: score_hand(PORTUGAL, (math.nan, 60)), "points"),
    (lambda: score_hand(PORTUGAL, (94, 26), (11, -1)), "tricks"),
    (lambda: score_hand(PORTUGAL, (94, 26), (6, 6)), "tricks"),
    (lambda: score_hand(PORTUGAL, (94, 26), None, -1), "ties_before"),
    (lambda: sim.Run.of("portugal", {}, ("nope", "random"), "hands", 10, 1), "bots"),
    (lambda: sim.Run.of("portugal", {}, ("random",), "hands", 10, 1), "bots"),
    (lambda: sim.Run.of("portugal", None, ("random", "random"), "games", 10, 1), "mode"),
    (lambda: sim.Run.of("portugal", {}, ("random", "random"), "hands", 0, 1), "total"),
    (lambda: sim.Run.of("portugal", {}, ("random", "random"), "hands", 2.5, 1), "total"),
    (lambda: sim.Run.of("portugal", {}, ("random", "random"), "hands", 9, 1, revoke_rate=2), "revoke_rate"),
    (lambda: sim.Run.of("portugal", {}, ("random", "random"), "hands", 9, 1, accuse_rate=math.nan),
     "accuse_rate"),
    (lambda: sim.Run.of("portugal", {}, ("random", "random"), "hands", 9, 1, infraction_rate=-1),
     "infraction_rate"),
    (lambda: sim.Run.of("portugal", {}, ("random", "random"), "hands", 9, 1, deal="nope"), "deal"),
    (lambda: make_bot("nope", PORTUGAL, random.Random(1)), "name"),
    (lambda: make_bot("random", PORTUGAL, random.Random(1)).choose(None), "view"),
    (lambda: rulebook(load_variant("portugal"), None), "lang"),
    (lambda: matrix("portugal"), "specs"),
    (lambda: replay(golden(), None), "load"),
])
def test_the_reported_wrong_arguments_are_refused_by_name(call: Callable[[], object],
                                                          argument: str) -> None:
    with pytest.raises(ArgumentError) as info:
        call()
    assert info.value.argument == argument and str(info.value).startswith(f"{argument}: ")
    assert isinstance(info.value, ValueError)  # callers may catch it as one too


@pytest.mark.parametrize("address", ["x", "AS", "/etc/passwd", "tcp://127.0.0.1:1"])
def test_a_dask_address_that_is_no_scheduler(address: str) -> None:
    pytest.importorskip("distributed")
    with pytest.raises(sim.ClusterUnavailable, match="cannot reach the Dask scheduler"):
        sim.DaskRunner(address, "0.3s")


def test_make_bot_lists_the_bots() -> None:
    with pytest.raises(ArgumentError, match="random, greedy, expert"):
        make_bot("nope", PORTUGAL, random.Random(1))


@pytest.mark.parametrize("card", [None, 40, -1, True, "AS", 2.0])
def test_rules_name_takes_a_card_number(card: Any) -> None:
    with pytest.raises(SuecaError, match=r"0\.\.39"):
        PORTUGAL.name(card)


@pytest.mark.parametrize("bot", BOTS)
def test_a_bot_asked_for_a_seat_not_to_move_refuses_kindly(bot: str) -> None:
    match = fresh_match()
    hand = match.hand
    assert hand is not None
    idle = (hand.turn + 1) % 4
    chooser = make_bot(bot, PORTUGAL, random.Random(1))
    for view in (match.view(idle), SeatView(idle, hand)):
        with pytest.raises(IllegalMove, match=f"seat {idle} has no card to play now"):
            chooser.choose(view)
    assert chooser.choose(match.view(hand.turn)) in hand.legal_cards()


def test_the_documents_take_names_as_their_docstrings_say() -> None:
    assert diff_variants("portugal", "brazil", "en") == diff_variants(
        load_variant("portugal"), load_variant("brazil"), "en")
    assert matrix(["portugal", "brazil"], "en") == matrix(
        [load_variant("portugal"), load_variant("brazil")], "en")
    assert rulebook("azores", "en") == rulebook(load_variant("azores"), "en")


def test_the_seed_rule_is_one_range() -> None:
    assert check_seed(SEED_LIMIT) == SEED_LIMIT and check_seed(-SEED_LIMIT) == -SEED_LIMIT
    for wrong in (SEED_LIMIT + 1, -SEED_LIMIT - 1, HUGE, 1.0, "1", True):
        with pytest.raises(ArgumentError, match=r"from -10\^30 to 10\^30"):
            check_seed(wrong)
    assert "5,001 digits" in shown(HUGE)  # never "use sys.set_int_max_str_digits()"
