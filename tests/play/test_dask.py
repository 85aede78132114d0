"""Simulation on a Dask cluster: the same seeded chunks, the same numbers as serially and in the
process pool. The clusters here are LocalClusters inside the test process (threads, a few
seconds); docs/simulation.md tells how to start a scheduler and workers on several machines."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sueca_rules.errors import ArgumentError
from sueca_rules.play.simulate import Counts, ProcessRunner, Run, SerialRunner, WorkersLost, simulate

from ..conftest import ROOT, run_cli

distributed = pytest.importorskip("distributed", reason="the 'cluster' extra is not installed")
from sueca_rules.play.simulate import DaskRunner  # noqa: E402 (Dask is needed first)


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    """A scheduler on a local TCP port with one worker of two threads, in this process."""
    with distributed.LocalCluster(processes=False, n_workers=1, threads_per_worker=2, protocol="tcp",
                                  host="127.0.0.1", dashboard_address=":0") as local:
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


def test_compare_on_a_scheduler_gives_the_numbers_it_gives_here(cluster: Any) -> None:
    """compare runs many rounds and variants through one runner: its client stays open."""
    args = ["compare", "portugal", "azores", "--hands", "400", "--seed", "3", "--format", "json"]
    here = run_cli(*args, timeout=120)
    there = run_cli(*args, "--scheduler", cluster.scheduler_address, timeout=120)
    assert here.returncode == 0 and there.returncode == 0, there.stderr
    assert json.loads(here.stdout) == json.loads(there.stdout)


def test_one_runner_serves_every_run_made_through_it(cluster: Any) -> None:
    run = Run.of("brazil", {}, ("random", "random"), "hands", 600, 4)
    serial = simulate(run.tasks(), SerialRunner())
    with DaskRunner(cluster.scheduler_address) as runner:
        assert [simulate(run.tasks(), runner) for _ in range(3)] == [serial] * 3
    with pytest.raises(ArgumentError, match="this DaskRunner is closed"):
        simulate(run.tasks(), runner)


@pytest.fixture
def no_worker() -> Iterator[Any]:
    """A scheduler with no worker of its own (workers may be started for it, and killed)."""
    with distributed.LocalCluster(processes=False, n_workers=0, protocol="tcp", host="127.0.0.1",
                                  dashboard_address=":0") as local:
        yield local


def test_a_cluster_without_a_worker_is_said_and_given_up_on(no_worker: Any) -> None:
    result = run_cli("simulate", "portugal", "--hands", "400", "--scheduler", no_worker.scheduler_address,
                     "--worker-timeout", "1", timeout=120)
    address = no_worker.scheduler_address
    assert result.returncode == 2 and result.stdout == "", result.stderr
    assert f"note: the Dask cluster at {address} has no worker: waiting up to 1 s" in result.stderr
    assert f"error: the Dask cluster at {address} has had no worker for 1 s — start one (dask worker " \
           f"{address})" in result.stderr
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr


def _worker_process(address: str) -> subprocess.Popen[bytes]:
    """A real worker, a process of its own (no nanny to bring it back), once it has joined."""
    worker = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address,
                               "--nthreads", "1", "--no-nanny", "--no-dashboard"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with distributed.Client(address) as client:
        client.wait_for_workers(1, timeout=60)
    return worker


def test_a_cluster_that_loses_its_last_worker_keeps_the_chunks_done(no_worker: Any) -> None:
    address = no_worker.scheduler_address
    worker = _worker_process(address)
    run = Run.of("portugal", {}, ("random", "random"), "hands", 4000, 6)
    said: list[str] = []
    counts = Counts()
    done: list[int] = []

    def kill_after_three(task: Any) -> None:
        done.append(task.index)
        if len(done) == 3:
            worker.send_signal(signal.SIGKILL)
            worker.wait(timeout=30)

    with DaskRunner(address, worker_timeout=1, notify=said.append) as runner, \
            pytest.raises(WorkersLost, match=f"the Dask cluster at {re.escape(address)} has had no worker "
                                             "for 1 s; [0-9]+ chunks of this run were finished"):
        simulate(run.tasks(), runner, counts, kill_after_three)
    assert any("has lost its last worker: waiting up to 1 s" in note for note in said), said
    # the chunks finished are kept, and they are the run's first ones: the statistics so far
    assert len(done) >= 3 and counts == simulate(list(run.tasks())[:len(done)], SerialRunner())


def test_a_killed_worker_of_a_local_cluster_changes_no_number() -> None:
    """Two worker processes (each with its nanny); one is killed mid-run with SIGKILL: Dask
    plays its chunks on the other (and the nanny restarts it), the numbers are the same."""
    run = Run.of("portugal", {}, ("random", "random"), "hands", 4000, 9)
    serial = simulate(run.tasks(), SerialRunner())
    with distributed.LocalCluster(processes=True, n_workers=2, threads_per_worker=1, protocol="tcp",
                                  host="127.0.0.1", dashboard_address=":0") as local, \
            distributed.Client(local) as client:
        pids = list(client.run(os.getpid).values())
        killed: list[int] = []

        def kill_one(task: Any) -> None:
            if not killed:
                os.kill(pids[0], signal.SIGKILL)
                killed.append(pids[0])

        on_dask = simulate(run.tasks(), DaskRunner(client), progress=kill_one)
    assert killed and on_dask == serial


@pytest.fixture
def silent_server() -> Any:
    """A TCP server that accepts every connection and never says a word (like a firewall that
    holds connections open, or a server of another protocol waiting for its client)."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(server.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"tcp://127.0.0.1:{server.getsockname()[1]}"
    stop.set()
    thread.join()
    for conn in held:
        conn.close()
    server.close()


def test_a_server_that_never_answers_is_given_up_on_within_the_timeout(silent_server: str) -> None:
    from sueca_rules.play.simulate import ClusterUnavailable, DaskRunner

    with pytest.raises(ClusterUnavailable, match=re.escape(
            f"cannot reach the Dask scheduler at {silent_server}: no Dask scheduler answered within 1 s")):
        DaskRunner(silent_server, timeout="1s")


def test_the_command_line_names_a_silent_address_and_exits_2(silent_server: str) -> None:
    result = run_cli("simulate", "portugal", "--hands", "10", "--scheduler", silent_server, timeout=60)
    assert result.returncode == 2
    assert f"cannot reach the Dask scheduler at {silent_server}: no Dask scheduler answered" in result.stderr
    assert "Traceback" not in result.stderr and "distributed" not in result.stderr


def test_the_dashboards_port_is_suspected(cluster: Any) -> None:
    from sueca_rules.play.simulate import ClusterUnavailable, DaskRunner

    dashboard = cluster.scheduler_address.rsplit(":", 1)[0] + ":8787"
    with pytest.raises(ClusterUnavailable, match="the scheduler's is usually 8786"):
        DaskRunner(dashboard, timeout="0.5s")
