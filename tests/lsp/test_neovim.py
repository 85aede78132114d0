"""A real editor: Neovim, configured with the snippet of docs/editors.md, shows the server's
diagnostic and hover (skipped where no Neovim 0.10+ is installed)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT

pytest.importorskip("pygls", reason="the lsp extra is not installed: pip install 'sueca-rules[lsp]'")
BIN = str(Path(sys.executable).parent)
NVIM = shutil.which("nvim", path=BIN + os.pathsep + os.environ.get("PATH", ""))


def nvim_version() -> tuple[int, ...]:
    if NVIM is None:
        return ()
    first = subprocess.run([NVIM, "--version"], capture_output=True, text=True, timeout=30).stdout
    found = re.match(r"NVIM v(\d+)\.(\d+)", first)
    return (int(found[1]), int(found[2])) if found else ()


CHECK = """
vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local found = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(found, { lnum = d.lnum, col = d.col, end_col = d.end_col, message = d.message })
end
vim.api.nvim_win_set_cursor(0, { 2, 1 })
local hover = vim.lsp.buf_request_sync(0, "textDocument/hover",
  vim.lsp.util.make_position_params(0, "utf-16"), 10000)
local text = ""
for _, answer in pairs(hover or {}) do
  if answer.result then text = answer.result.contents.value end
end
vim.fn.writefile({ vim.json.encode({ diagnostics = found, hover = text }) }, OUT)
vim.cmd("qa!")
"""


@pytest.mark.skipif(nvim_version() < (0, 10), reason="Neovim 0.10 or later is not installed")
def test_neovim_with_the_documented_setup_shows_diagnostics_and_hover(tmp_path: Path) -> None:
    docs = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    setup = re.search(r"```lua\n(vim\.filetype\.add.*?)```", docs, re.S)
    assert setup, "docs/editors.md lost its Neovim snippet"
    (tmp_path / "init.lua").write_text(setup.group(1))
    out = tmp_path / "out.json"
    (tmp_path / "check.lua").write_text(f"OUT = {json.dumps(str(out))}\n" + CHECK)
    house = tmp_path / "house.sueca"
    house.write_text("variant house extends portugal\nplay {\n  frist-lead left\n}\n")
    env = {**os.environ, "PATH": BIN + os.pathsep + os.environ.get("PATH", ""),
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_DATA_HOME": str(tmp_path / "data")}
    assert NVIM is not None
    subprocess.run([NVIM, "--headless", "-u", str(tmp_path / "init.lua"), str(house),
                    "-c", f"luafile {tmp_path / 'check.lua'}"], cwd=tmp_path, env=env,
                   capture_output=True, text=True, timeout=120)
    result = json.loads(out.read_text())
    assert result["diagnostics"] == [{"lnum": 2, "col": 2, "end_col": 12, "message":
                                      "unknown setting 'frist-lead' in 'play' — did you mean 'first-lead'?"}]
    assert result["hover"].startswith("**Play** — `play`\n\nLeading, following")
