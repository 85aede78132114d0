"""A scheduler address that is not a Dask scheduler fails within the timeout, with a reason in
words (F7, F13); Dask's own log lines do not reach the command line (F10); the API's messages
name the API's parameters (F13). Real servers: a silent TCP server, a LocalCluster's dashboard
port, a port nobody listens at, a real `dask scheduler` process killed mid-run."""

from __future__ import annotations

import contextlib
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from ..conftest import ROOT, run_cli

distributed = pytest.importorskip("distributed", reason="the 'cluster' extra is not installed")
from sueca_rules.errors import ArgumentError  # noqa: E402
from sueca_rules.play.simulate import ClusterUnavailable, DaskRunner, Run, WorkersLost, simulate  # noqa: E402

HINT = "(is this the dashboard's port? the scheduler's is usually 8786)"


@contextlib.contextmanager
def silent_server() -> Iterator[str]:
    """A TCP server that accepts connections and never says a word."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            with contextlib.suppress(OSError):
                held.append(listener.accept()[0])

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield f"tcp://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        thread.join()
        for sock in held:
            sock.close()
        listener.close()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_silent_server_is_named_within_the_timeout() -> None:
    with silent_server() as address:
        done = run_cli("simulate", "portugal", "--hands", "200", "--scheduler", address, timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr == (f"sueca-rules: error: cannot reach the Dask scheduler at {address}: no Dask "
                           f"scheduler answered within 5 s {HINT}\n")


def test_the_dashboard_port_is_named() -> None:
    with distributed.LocalCluster(processes=False, n_workers=0, protocol="tcp", host="127.0.0.1",
                                  dashboard_address="127.0.0.1:0") as local:
        port = local.scheduler.http_server.port
        with pytest.raises(ClusterUnavailable) as found:
            DaskRunner(f"tcp://127.0.0.1:{port}", timeout="2s")
    assert str(found.value).startswith(f"cannot reach the Dask scheduler at tcp://127.0.0.1:{port}: ")
    assert HINT in str(found.value)


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
        time.sleep(8)  # under way (a harness wait, not a measure)
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
    assert "PARTIAL" in out.decode()
