"""A scheduler that cannot be reached is said in words (F13; a silent server and the dashboard's
port within the timeout, F7, are tests/play/test_dask.py's); Dask's own log lines do not reach
the command line (F10); the API's messages name the API's parameters (F13). Real servers: a
port nobody listens at, a LocalCluster, a real `dask scheduler` process killed mid-run."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
import time
from typing import Any

import pytest

from ..conftest import ROOT, run_cli

distributed = pytest.importorskip("distributed", reason="the 'cluster' extra is not installed")
from sueca_rules.errors import ArgumentError  # noqa: E402
from sueca_rules.play.simulate import ClusterUnavailable, DaskRunner, Run, WorkersLost, simulate  # noqa: E402


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_port_nobody_listens_at_and_a_missing_transport_are_said_in_words() -> None:
    port = _free_port()
    with pytest.raises(ClusterUnavailable, match=re.escape(
            f"at tcp://127.0.0.1:{port}: nothing listens there (connection refused)")):
        DaskRunner(f"tcp://127.0.0.1:{port}", timeout="1s")
    done = run_cli("simulate", "portugal", "--hands", "20", "--scheduler", f"ucx://127.0.0.1:{port}", timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "abstract" not in done.stderr
    assert re.search(r"the ucx:// transport is not installed here|cannot use the address", done.stderr), done.stderr


def test_a_closed_client_and_the_api_words() -> None:
    """A Client its owner closed is refused as such; the API's messages name worker_timeout=."""
    with distributed.LocalCluster(processes=False, n_workers=0, protocol="tcp", host="127.0.0.1",
                                  dashboard_address=":0") as local:
        client = distributed.Client(local.scheduler_address)
        client.close()
        with pytest.raises(ArgumentError, match=re.escape("this distributed.Client is closed")):
            DaskRunner(client)
        said: list[str] = []
        run = Run.of("portugal", {}, ("random", "random"), "hands", 200, 1)
        with DaskRunner(local.scheduler_address, worker_timeout=0.5, notify=said.append) as runner, \
                pytest.raises(WorkersLost) as lost:
            simulate(run.tasks(), runner)
    assert "worker_timeout= sets it" in said[0] and "--worker-timeout" not in said[0]
    assert "or wait longer with worker_timeout=" in str(lost.value)


def _chunk_states(dask_scheduler: Any) -> dict[str, str]:
    """On the scheduler: the state of each chunk of the run it knows."""
    return {str(key): task.state for key, task in dask_scheduler.tasks.items() if "run_chunk" in str(key)}


def test_a_scheduler_killed_mid_run_leaves_one_line_and_no_dask_traceback() -> None:
    port = _free_port()
    scheduler = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--port", str(port),
                                  "--dashboard-address", ":0"], stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
    address = f"tcp://127.0.0.1:{port}"
    worker = None
    try:
        with distributed.Client(address, timeout="30s") as client:
            worker = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address,
                                       "--nthreads", "1", "--no-dashboard"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            client.wait_for_workers(1, timeout=60)
            run = subprocess.Popen([sys.executable, "-m", "sueca_rules", "simulate", "portugal", "--hands",
                                    "10000000000", "--scheduler", address, "--worker-timeout", "2"],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
            # until the run has received a chunk: one the scheduler held in memory is released
            # (the run drops a chunk's future once it has its counts); a safety net of 120 s
            end, held = time.monotonic() + 120, set()
            while time.monotonic() < end:
                now = client.run_on_scheduler(_chunk_states)
                if held - set(now):
                    break
                held |= {key for key, state in now.items() if state == "memory"}
                time.sleep(0.2)
        scheduler.send_signal(signal.SIGKILL)
        out, err = run.communicate(timeout=120)
    finally:
        for process in (worker, scheduler):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
    text = err.decode()
    assert run.returncode == 2, text
    assert "Traceback" not in text and "distributed." not in text and "run_chunk-" not in text, text
    assert all(line.startswith("sueca-rules: ") for line in text.splitlines()), text
    assert "PARTIAL" in out.decode(), text
