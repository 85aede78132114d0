"""docs/getting-started.md works as pasted: its commands, after the install, are run one after
the other in an empty folder, with this checkout's `sueca-rules` on the PATH."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from sueca_rules.words.i18n import Voice

from ..conftest import ROOT

PAGE = ROOT / "docs" / "getting-started.md"


SAVED = re.compile(r"save[^`]*`([\w.-]+)`:\n\n```(?:sueca|yaml)\n(.*?)```", re.S | re.I)


def _files() -> dict[str, str]:
    """The files the page asks the reader to save, by name: the block after "save ... `NAME`:"."""
    return dict(SAVED.findall(PAGE.read_text(encoding="utf-8")))


def _steps() -> list[str]:
    blocks = re.findall(r"```bash\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
    return [b for b in blocks if "pip install" not in b]  # the install is what CI itself does


def test_the_page_walks_from_rules_to_a_game() -> None:
    text = "\n".join(_steps())
    assert set(_files()) == {"our-table.sueca", "our-cases.yaml"}
    for step in ("sueca-rules validate our-table.sueca",
                 "sueca-rules docs our-table.sueca", "sueca-rules conform our-cases.yaml",
                 "sueca-rules play our-table.sueca"):
        assert step in text, step


def test_every_command_works_as_pasted(tmp_path: Path) -> None:
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    for name, text in _files().items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    outputs = []
    for block in _steps():
        done = subprocess.run(["bash", "-e", "-c", block], cwd=tmp_path, env=env, text=True,
                              capture_output=True, timeout=120, input="quit\n")
        assert done.returncode == 0, f"{block}\n{done.stdout}\n{done.stderr}"
        assert "Traceback" not in done.stderr
        outputs.append(done.stdout + done.stderr)
    said = "\n".join(outputs)
    assert "1 valid, 0 with problems" in said
    assert "2 passed, 0 failed" in said
    # our-table extends portugal, so the game speaks the table's European Portuguese
    assert Voice("pt-PT").gettext("Record saved to {path}", path="sueca-our-table-7.json") in said
    assert (tmp_path / "our-table.html").is_file()
