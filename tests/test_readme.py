"""The README's Python example runs as written."""

from __future__ import annotations

import re

from .conftest import ROOT


def test_readme_python_blocks_run() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})


def test_readme_opens_with_the_two_setup_commands() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"```bash\n(.*?)\n```", text, re.S)[:2]
    assert "pip install . && sueca-rules validate variants" in commands[0]
    assert commands[1].endswith("pip install -e '.[dev]' && pytest -n auto")
    # CI runs the README's test command, then the slow tests it leaves out
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "\npytest -n auto </dev/null\n" in ci and "\npytest -n auto -m slow </dev/null\n" in ci
