"""`simulate` and `compare` say which engine played and which method compared, and why."""

from __future__ import annotations

import json

import pytest

from sueca_rules.kernel import native

from ..conftest import run_cli

needs_kernel = pytest.mark.skipif(native.KERNEL is None, reason=native.MISSING)


@needs_kernel
def test_simulate_says_the_kernel_played() -> None:
    done = run_cli("simulate", "portugal", "--hands", "5000")
    assert done.returncode == 0, done.stderr
    assert "engine: the compiled kernel (the compiled kernel covers these rules)" in done.stdout
    data = json.loads(run_cli("simulate", "portugal", "--hands", "5000", "--format", "json").stdout)
    assert data["engine"] == {"name": "kernel", "why": "the compiled kernel covers these rules"}
    small = json.loads(run_cli("simulate", "portugal", "--hands", "300", "--format", "json").stdout)
    assert small["engine"]["name"] == "python" and "fewer than 5,000 hands" in small["engine"]["why"]
    asked = json.loads(run_cli("simulate", "portugal", "--hands", "300", "--engine", "kernel",
                               "--format", "json").stdout)
    assert asked["engine"]["name"] == "kernel"


def test_what_the_kernel_does_not_play_runs_on_the_engine_and_says_why() -> None:
    done = run_cli("simulate", "portugal", "--hands", "200", "--revoke-rate", "0.05")
    assert done.returncode == 0, done.stderr
    assert "engine: the Python engine (revokes, accusations and infractions are played by the Python engine)" \
        in " ".join(done.stdout.split())
    asked = run_cli("simulate", "portugal", "--hands", "200", "--engine", "python", "--format", "json")
    assert json.loads(asked.stdout)["engine"] == {"name": "python", "why": "the Python engine was asked for"}


@needs_kernel
def test_the_kernel_asked_for_refuses_what_it_cannot_play() -> None:
    done = run_cli("simulate", "portugal", "--hands", "200", "--revoke-rate", "0.05", "--engine", "kernel")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("sueca-rules: error: --engine kernel: the compiled kernel cannot play this run")
    assert "Traceback" not in done.stderr


@needs_kernel
@pytest.mark.parametrize(("other", "method"), [("variants/house/porto-dobra.sueca", "paired"),
                                               ("variants/house/alentejo-montar.sueca", "deals"),
                                               ("azores", "shared")])
def test_compare_says_its_method_and_why(other: str, method: str) -> None:
    done = run_cli("compare", "portugal", other, "--hands", "5000", "--format", "json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["method"]["name"] == method and data["method"]["why"]
    assert data["engine"]["name"] == "kernel"
    table = " ".join(run_cli("compare", "portugal", other, "--hands", "5000").stdout.split())
    assert "method: " in table and data["method"]["why"] in table


def test_compare_plays_every_variant_on_one_engine() -> None:
    done = run_cli("compare", "portugal", "variants/house/portugal-revoke-match.sueca", "--hands", "200",
                   "--revoke-rate", "0.05", "--format", "json")
    data = json.loads(done.stdout)
    assert data["engine"]["name"] == "python" and "one engine" in data["engine"]["why"]
    assert data["method"]["name"] == "shared"
