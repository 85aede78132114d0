"""The language server is an optional extra: the base install neither needs nor imports it."""

from __future__ import annotations

import subprocess
import sys


def test_without_the_extra_the_command_says_how_to_get_it() -> None:
    code = ("import sys; sys.modules['pygls'] = None; sys.argv = ['sueca-rules', 'lsp']\n"
            "from sueca_rules.cli import main; main()")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip() == ("sueca-rules: error: the language server needs the lsp extra — "
                                     "pip install 'sueca-rules[lsp]'")


def test_the_base_install_never_imports_pygls() -> None:
    code = ("import sys\nfrom sueca_rules.cli.main import cli\n"
            "from sueca_rules.lsp import analysis\nimport sueca_rules.diagnostics\n"
            "try:\n    cli(['validate', 'portugal'], standalone_mode=False)\nexcept SystemExit:\n    pass\n"
            "assert 'pygls' not in sys.modules and 'lsprotocol' not in sys.modules, 'imported'\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
