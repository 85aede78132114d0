"""A stop signal whose exception is lost — raised while Python ran a finalizer, whose exceptions
it only prints — must still stop a simulation at its next chunk (seen on CI: SIGINT under load,
exit 130, and the run had played all ten million hands with "partial": false)."""

from __future__ import annotations

import os
import signal

import pytest

from sueca_rules.cli.simulation import compare_until_significant, play_run
from sueca_rules.play.simulate import Run, SerialRunner
from sueca_rules.play.stops import Stops

LOST = pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # the lost Stopped
RUN = Run.of("portugal", {}, ("random", "random"), "hands", 4000, 8)  # 20 chunks of 200


class _SignalledInFinalizer:
    """Sends SIGINT to this process from its finalizer: the handler's Stopped is raised inside
    __del__, where Python prints it and goes on ("Exception ignored in …")."""

    def __del__(self) -> None:
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(1000):  # the handler runs between these bytecodes
            pass


def _lose_a_signal(stops: Stops) -> None:
    _SignalledInFinalizer()  # collected at once: its __del__ runs, the Stopped in it is lost
    assert stops.first == signal.SIGINT


@LOST
def test_a_lost_stop_ends_a_run_at_its_next_chunk() -> None:
    with Stops(anywhere=True, restore=True) as stops:
        _lose_a_signal(stops)
        played = play_run(RUN, SerialRunner(), False, stops.check)
        stops.hold()
    assert played.interrupted and played.why
    assert 0 < played.done < RUN.total  # one chunk, not the whole run


@LOST
def test_a_lost_stop_ends_a_comparison_too() -> None:
    runs = [RUN, Run.of("azores", {}, ("random", "random"), "hands", 4000, 8)]
    with Stops(anywhere=True, restore=True) as stops:
        _lose_a_signal(stops)
        outcome = compare_until_significant(runs, SerialRunner(), 200, None, False, rounds=False,
                                            check=stops.check)
        stops.hold()
    assert outcome.interrupted
    assert outcome.done < RUN.total


def test_a_lost_stop_is_not_printed_as_an_error_and_other_lost_errors_still_are(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A Stopped lost in a finalizer (or logging's at-fork hook as a pool forks: CI's "Exception
    ignored in: <function _releaseLock>" traceback under SIGTERM) is the context's to raise at
    its next safe point, not an error to print; any other lost exception is printed as before,
    and the hook that was there is put back on leaving."""
    import sys

    class _Broken:
        def __del__(self) -> None:
            raise ValueError("a finalizer's own fault")

    before = sys.unraisablehook
    seen: list[type[BaseException] | None] = []
    sys.unraisablehook = lambda unraisable: seen.append(unraisable.exc_type)
    try:
        with Stops(anywhere=True, restore=True) as stops:
            _lose_a_signal(stops)
            _Broken()
            with pytest.raises(KeyboardInterrupt):
                stops.check()
        assert seen == [ValueError]  # the Stopped was kept quiet, the ValueError passed on
        assert sys.unraisablehook is not stops._unraisable
    finally:
        sys.unraisablehook = before
