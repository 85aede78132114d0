"""Simulation on a Dask cluster: the same seeded chunks, the same numbers as serially and in the
process pool. The clusters here are LocalClusters inside the test process (threads, a few
seconds); docs/simulation.md tells how to start a scheduler and workers on several machines."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sueca_rules.play.simulate import ProcessRunner, Run, SerialRunner, simulate

from ..conftest import ROOT

distributed = pytest.importorskip("distributed", reason="the 'cluster' extra is not installed")


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    """A scheduler on a local TCP port with one worker of two threads, in this process."""
    with distributed.LocalCluster(processes=False, n_workers=1, threads_per_worker=2, protocol="tcp",
                                  host="127.0.0.1", dashboard_address=None) as local:
        yield local


def test_same_seed_same_numbers_serially_in_processes_and_on_dask(cluster: Any) -> None:
    run = Run.of("portugal", {}, ("greedy", "random"), "hands", 900, 21, revoke_rate=0.02)
    serial = simulate(run.tasks(), SerialRunner())
    pool = simulate(run.tasks(), ProcessRunner(2))
    with distributed.Client(cluster) as client:
        from sueca_rules.play.simulate import DaskRunner

        on_dask = simulate(run.tasks(), DaskRunner(client))
    assert serial == pool == on_dask and serial["hands"] == 900 and serial["revokes"] > 0


def test_the_command_line_runs_on_a_scheduler_address(cluster: Any) -> None:
    args = ["simulate", "brazil", "--matches", "40", "--seed", "2", "--format", "json"]
    here = subprocess.run([sys.executable, "-m", "sueca_rules", *args], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    there = subprocess.run([sys.executable, "-m", "sueca_rules", *args, "--scheduler", cluster.scheduler_address],
                           capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert here.returncode == 0 and there.returncode == 0, there.stderr
    assert json.loads(here.stdout) == json.loads(there.stdout)


def test_without_the_extra_the_scheduler_option_is_a_kind_error(tmp_path: Path) -> None:
    fake = tmp_path / "distributed"
    fake.mkdir()
    (fake / "__init__.py").write_text("raise ImportError('no dask here')\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(ROOT)]))
    result = subprocess.run([sys.executable, "-m", "sueca_rules", "simulate", "portugal", "--hands", "10",
                             "--scheduler", "tcp://127.0.0.1:8786"], capture_output=True, text=True,
                            timeout=60, cwd=ROOT, env=env)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "pip install 'sueca-rules[cluster]'" in result.stderr


def test_an_unreachable_scheduler_is_named() -> None:
    from sueca_rules.play.simulate import ClusterUnavailable, DaskRunner

    with pytest.raises(ClusterUnavailable, match=re.escape("cannot reach the Dask scheduler at tcp://127.0.0.1:9")):
        DaskRunner("tcp://127.0.0.1:9", timeout="1s")
