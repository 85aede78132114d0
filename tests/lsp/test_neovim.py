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


CHECK_07 = """
vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local found = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(found, { lnum = d.lnum, col = d.col, end_col = d.end_col, code = d.code })
end
vim.api.nvim_win_set_cursor(0, { 2, 1 })
local hover = vim.lsp.buf_request_sync(0, "textDocument/hover", vim.lsp.util.make_position_params(), 10000)
local text = ""
for _, answer in pairs(hover or {}) do
  if answer.result then text = answer.result.contents.value end
end
local params = { textDocument = vim.lsp.util.make_text_document_params(),
                 range = { start = { line = 2, character = 2 }, ["end"] = { line = 2, character = 12 } },
                 context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(0, 2) } }
local titles = {}
for _, answer in pairs(vim.lsp.buf_request_sync(0, "textDocument/codeAction", params, 10000) or {}) do
  for _, action in ipairs(answer.result or {}) do
    table.insert(titles, action.title)
    vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
  end
end
local count = 0
for _, answer in pairs(vim.lsp.buf_request_sync(0, "textDocument/semanticTokens/full",
    { textDocument = vim.lsp.util.make_text_document_params() }, 10000) or {}) do
  if answer.result then count = #answer.result.data / 5 end
end
vim.fn.writefile({ vim.fn.json_encode({ diagnostics = found, hover = text, actions = titles, tokens = count,
  fixed = vim.api.nvim_buf_get_lines(0, 2, 3, false)[1], omnifunc = vim.bo.omnifunc }) }, OUT)
vim.cmd("qa!")
"""


@pytest.mark.skipif(nvim_version() < (0, 7), reason="Neovim 0.7 or later is not installed")
def test_neovim_07_with_its_documented_setup_shows_problems_hover_and_quick_fix(tmp_path: Path) -> None:
    """The set-up for the Neovim Debian and Ubuntu ship (0.7 to 0.9), in whatever Neovim is
    here (0.7.2 on Debian bookworm): the problem, its code, the hover, its quick fix applied
    in the buffer, and the server's semantic tokens answered."""
    docs = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    setup = re.search(r"```lua\n(-- Neovim 0\.7 to 0\.9.*?)```", docs, re.S)
    assert setup, "docs/editors.md lost its Neovim 0.7 snippet"
    (tmp_path / "init.lua").write_text(setup.group(1))
    out = tmp_path / "out.json"
    (tmp_path / "check.lua").write_text(f"OUT = {json.dumps(str(out))}\n" + CHECK_07)
    house = tmp_path / "house.sueca"
    house.write_text("variant house extends portugal\nplay {\n  frist-lead left\n}\n")
    env = {**os.environ, "PATH": BIN + os.pathsep + os.environ.get("PATH", ""),
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_DATA_HOME": str(tmp_path / "data")}
    assert NVIM is not None
    subprocess.run([NVIM, "--headless", "-u", str(tmp_path / "init.lua"), str(house),
                    "-c", f"luafile {tmp_path / 'check.lua'}"], cwd=tmp_path, env=env,
                   capture_output=True, text=True, timeout=120)
    result = json.loads(out.read_text())
    assert result["diagnostics"] == [{"lnum": 2, "col": 2, "end_col": 12, "code": "dsl-unknown-setting"}]
    assert result["hover"].startswith("**Play** — `play`")
    assert result["actions"] == ["Write 'first-lead'"] and result["fixed"] == "  first-lead left"
    assert result["tokens"] >= 7 and result["omnifunc"] == "v:lua.vim.lsp.omnifunc"


CHECK_07_MORE = """
local ok, err = pcall(function()
  vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
  local yaml = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(yaml, d.code) end
  vim.cmd("edit " .. MESSY)
  vim.wait(20000, function() return #vim.lsp.buf_get_clients(0) > 0 end, 50)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes("<leader>f", true, false, true), "x", false)
  local formatted = vim.api.nvim_buf_get_lines(0, 0, -1, false)
  vim.cmd("edit " .. WORKFLOW)
  vim.wait(500)
  vim.fn.writefile({ vim.fn.json_encode({ yaml = yaml, formatted = formatted,
    workflow_clients = #vim.lsp.buf_get_clients(0) }) }, OUT)
end)
if not ok then vim.fn.writefile({ vim.fn.json_encode({ error = tostring(err) }) }, OUT) end
vim.cmd("qa!")
"""


@pytest.mark.skipif(nvim_version() < (0, 7), reason="Neovim 0.7 or later is not installed")
def test_neovim_07_setup_checks_yaml_variants_and_formats_with_its_key(tmp_path: Path) -> None:
    """The 0.7 set-up attaches the server to a YAML variant (not to a workflow), and its
    `<leader>f` formats with what the Neovim has (formatting_sync on 0.7, format on 0.8+)."""
    docs = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    setup = re.search(r"```lua\n(-- Neovim 0\.7 to 0\.9.*?)```", docs, re.S)
    assert setup, "docs/editors.md lost its Neovim 0.7 snippet"
    (tmp_path / "init.lua").write_text(setup.group(1))
    (tmp_path / "house.yaml").write_text("variant: house\nextends: portugal\nmatch: {targt: 6}\n")
    (tmp_path / "messy.sueca").write_text("variant messy   extends portugal\nmatch {target 6}\n")
    (tmp_path / "ci.yml").write_text("on: [push]\n")
    out = tmp_path / "out.json"
    (tmp_path / "check.lua").write_text(
        f"OUT = {json.dumps(str(out))}\nMESSY = {json.dumps(str(tmp_path / 'messy.sueca'))}\n"
        f"WORKFLOW = {json.dumps(str(tmp_path / 'ci.yml'))}\n" + CHECK_07_MORE)
    env = {**os.environ, "PATH": BIN + os.pathsep + os.environ.get("PATH", ""),
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_DATA_HOME": str(tmp_path / "data")}
    assert NVIM is not None
    subprocess.run([NVIM, "--headless", "-u", str(tmp_path / "init.lua"), str(tmp_path / "house.yaml"),
                    "-c", f"luafile {tmp_path / 'check.lua'}"], cwd=tmp_path, env=env,
                   capture_output=True, text=True, timeout=120)
    result = json.loads(out.read_text())
    assert "error" not in result, result
    assert result["yaml"] == ["schema-extra-forbidden"]
    assert result["formatted"] == ["variant messy extends portugal", "match to 6"]
    assert result["workflow_clients"] == 0
