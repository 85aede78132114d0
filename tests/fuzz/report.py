"""Fuzz figures for the closing note: mutants per surface and how each version handled them.

    python -m tests.fuzz.report --out new.json              # with this checkout's sueca_rules
    PYTHONPATH=/path/to/old/checkout python -m tests.fuzz.report --out old.json
    python -m tests.fuzz.report --compare old.json new.json # tampered records judged by this one

A failure is a traceback or internal error, an exit status outside 0/1/2, or a hang (10 s);
for records, also a mutant replayed as "identical" although it is not a consistent record.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from .mutate import case_mutants, record_mutants, variant_mutants

COUNTS = {"records": 600, "case files": 300, "variant files": 600}
FORMAT1 = "format1/*.json"  # records both the old and the new version read


def _outcome(args: list[str], needs_process: bool) -> str:
    if needs_process:
        try:
            done = subprocess.run([sys.executable, "-m", "sueca_rules", *args], capture_output=True,
                                  text=True, timeout=10, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return "hang"
        text = done.stdout + done.stderr
        code: int | str = done.returncode
    else:
        from click.testing import CliRunner

        from sueca_rules.cli import cli

        result = CliRunner().invoke(cli, args, input="")
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            return f"traceback:{type(result.exception).__name__}"
        text, code = result.output, result.exit_code
    if "Traceback" in text or "internal error" in text:
        return "traceback"
    return f"exit:{code}" if code in (0, 1, 2) else f"bad-exit:{code}"


def run() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        record = folder / "record.json"
        outcomes = []
        for _, text in record_mutants(2026, COUNTS["records"], FORMAT1):
            record.write_text(text, encoding="utf-8")
            outcomes.append(_outcome(["replay", str(record)], "/dev/" in text))
        out["records"] = outcomes
        cases = folder / "cases.yaml"
        outcomes = []
        for _, text in case_mutants(7, COUNTS["case files"]):
            cases.write_text(text, encoding="utf-8")
            outcomes.append(_outcome(["conform", str(cases)], "/dev/" in text))
        out["case files"] = outcomes
        outcomes = []
        for _, suffix, text in variant_mutants(11, COUNTS["variant files"]):
            path = folder / f"house{suffix}"
            path.write_text(text, encoding="utf-8")
            outcomes.append(_outcome(["validate", str(path)], "/dev/" in text))
        out["variant files"] = outcomes
    return out


def _tampered_identical(outcomes: list[str]) -> int:
    """Records a version called identical that this version's engine cannot rebuild."""
    from .test_fuzz import _rebuilt, with_defaults

    count = 0
    for (_, text), outcome in zip(record_mutants(2026, COUNTS["records"], FORMAT1), outcomes, strict=True):
        if outcome != "exit:0":
            continue
        data: Any = with_defaults(json.loads(text))
        try:
            consistent = data in _rebuilt(data)
        except Exception:  # a malformed mutant the old version accepted
            consistent = False
        count += not consistent
    return count


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out")
    parser.add_argument("--compare", nargs=2)
    args = parser.parse_args()
    if args.compare:
        for name in args.compare:
            data = json.loads(Path(name).read_text())
            print(f"== {name}")
            for surface, outcomes in data.items():
                tally = Counter(outcomes)
                failures = sum(v for k, v in tally.items() if not k.startswith("exit:"))
                extra = ""
                if surface == "records":
                    bad = _tampered_identical(outcomes)
                    failures += bad
                    extra = f", tampered replayed as identical: {bad}"
                print(f"{surface}: {len(outcomes)} mutants, {failures} failures "
                      f"({dict(sorted(tally.items()))}{extra})")
        return
    result = run()
    Path(args.out or "fuzz.json").write_text(json.dumps(result))
    for surface, outcomes in result.items():
        print(surface, dict(Counter(outcomes)))


if __name__ == "__main__":
    main()
