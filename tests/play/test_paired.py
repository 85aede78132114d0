"""Paired comparisons: the method is read from the compiled rules, and each variant's numbers
in a paired run are those of a run of its own."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from sueca_rules.kernel import native
from sueca_rules.play.paired import PairedTask, paired_chunk, pairing, split
from sueca_rules.play.rounds import compare
from sueca_rules.play.simulate import ProcessRunner, Run, SerialRunner, simulate
from sueca_rules.play.stats import Counts, by_name, difference, statistics

from ..loaded import load_rules

needs_kernel = pytest.mark.skipif(native.KERNEL is None, reason=native.MISSING)
PORTO = "variants/house/porto-dobra.sueca"
ALENTEJO = "variants/house/alentejo-montar.sueca"


def _method(names: list[str], bots: tuple[str, str] = ("greedy", "greedy"), engine: str = "kernel",
            mischief: bool = False) -> tuple[str, str]:
    return pairing([load_rules(n) for n in names], bots, engine, mischief)


def test_the_method_comes_from_the_compiled_rules() -> None:
    assert _method(["portugal", PORTO]) == (
        "paired", "the variants differ only in what is decided after the cards are played (scoring, ties, the match)")
    method, why = _method(["portugal", ALENTEJO])
    assert method == "deals" and "following suit, trumping, leading trumps" in why
    method, why = _method(["portugal", "azores"])
    assert method == "shared" and why.startswith("the variants deal differently: deck")
    assert _method(["portugal", PORTO], ("greedy", "random"))[0] == "deals"
    assert _method(["portugal", PORTO], ("expert", "expert"))[1].startswith("the expert bot plays to each")
    assert _method(["mesa-brasileira", "variants/house/redeal-ate-10.sueca"]) == (
        "shared", "redeals move the deal between hands")
    assert _method(["portugal", PORTO], engine="python")[0] == "shared"
    assert _method(["portugal", PORTO], mischief=True)[0] == "shared"


def test_a_name_alone_changes_nothing(tmp_path: Path) -> None:
    """A copy under another name plays the cards alike: paired, and every paired difference 0."""
    copy = tmp_path / "copy.sueca"
    copy.write_text("variant copia extends portugal\n")
    assert _method(["portugal", str(copy)])[0] == "paired"


def _paired(names: list[str], bots: tuple[str, str], hands: int, seed: int,
            replay: bool) -> tuple[list[Counts], list[Counts]]:
    runs = [Run.of(n, {}, bots, "hands", hands, seed, engine="kernel") for n in names]
    total = Counts()
    for tasks in zip(*(r.tasks() for r in runs), strict=True):
        total.add(paired_chunk(PairedTask(tasks, replay)))
    return split(total, len(names))


@needs_kernel
@pytest.mark.parametrize(("names", "bots"), [(["portugal", PORTO], ("greedy", "greedy")),
                                             (["portugal", PORTO], ("greedy", "random")),
                                             (["portugal", ALENTEJO], ("greedy", "random"))])
def test_each_variant_of_a_paired_run_has_the_statistics_of_its_own_run(names: list[str],
                                                                        bots: tuple[str, str]) -> None:
    method = _method(names, bots)[0]
    assert method in ("paired", "deals")
    own, paired = _paired(names, bots, 60_000, 3, method == "deals")
    tests = []
    for name, counts in zip(names, own, strict=True):
        alone = simulate(Run.of(name, {}, bots, "hands", 60_000, 4, engine="kernel").tasks(), SerialRunner())
        mine, theirs = by_name(statistics(counts)), by_name(statistics(alone))
        assert set(mine) == set(theirs) and counts["hands"] == 60_000
        tests += [difference(mine[s], theirs[s]) for s in mine]
    assert not [p for p in tests if not math.isnan(p) and p < 0.001 / len(tests)]
    assert paired[1]["game_points:sq"] > 0  # the variants' hands differ somewhere


@needs_kernel
def test_a_paired_comparison_gives_the_same_numbers_on_any_number_of_workers() -> None:
    runs = [Run.of(n, {}, ("greedy", "greedy"), "hands", 20_000, 9, engine="kernel") for n in ("portugal", PORTO)]
    method = _method(["portugal", PORTO])
    one = compare(runs, SerialRunner(), 10_000, None, rounds=False, paired=method)
    two = compare(runs, ProcessRunner(2), 10_000, None, rounds=False, paired=method)
    assert one.counts == two.counts and one.paired == two.paired and one.method == "paired"
    assert one.counts[0]["hands"] == one.counts[1]["hands"] == 20_000
    # the same played hands: a tie is a tie in both, the dealer's team wins alike
    assert one.counts[0]["ties"] == one.counts[1]["ties"]
    assert one.counts[0]["dealer_team_wins"] == one.counts[1]["dealer_team_wins"]
    assert one.paired[1]["dealer_team_wins:sq"] == 0
