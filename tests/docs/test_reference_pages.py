"""The reference pages of the site, built as CI builds it (`mkdocs build --strict`): the API
page written by mkdocstrings from the docstrings, the command-line page by mkdocs-click from
the click commands, and the bot guide in the navigation."""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(out)],
                            cwd=ROOT, capture_output=True, text=True, timeout=600,
                            env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert result.returncode == 0, result.stderr
    return out


def text_of(site: Path, page: str) -> str:
    page_html = (site / page / "index.html").read_text(encoding="utf-8")
    article = page_html[page_html.find("<article"):page_html.find("</article>")]
    return html.unescape(re.sub(r"<[^>]+>", "", article))


def test_the_api_page_is_written_from_the_docstrings(site: Path) -> None:
    from sueca_rules.play.user import BotView

    text = text_of(site, "api-reference")
    for name in ("load_variant", "new_match", "Match", "Hand", "PlayerView", "score_hand", "make_bot", "BotView",
                 "replay", "statistics", "ArgumentError"):
        assert re.search(rf"^\s*{name}\b", text, re.M), name
    said = (BotView.card_points.__doc__ or "").split("(")[0].strip()
    assert said == "Card points of each card, indexed by card int" and said in text  # the docstring itself
    assert ":func:" not in text and ":class:" not in text  # roles shown as the code they name
    page = (site / "api-reference" / "index.html").read_text(encoding="utf-8")
    prompts = page.count("&gt;&gt;&gt;")
    assert page.count('<span class="gp">&gt;&gt;&gt; </span>') == prompts > 5  # doctests as console blocks


def test_the_cli_page_is_written_from_the_commands(site: Path) -> None:
    from sueca_rules.cli.main import COMMANDS

    text = text_of(site, "cli")
    for name in COMMANDS:
        assert re.search(rf"^\s*{name}¶", text, re.M), name
    assert "sueca-rules simulate [OPTIONS] VARIANT" in text
    assert "module:function or path/to/file.py:function" in text  # --bot's help, as --help says it
    assert "--isolated" in text  # the options every command takes
    assert "Sentinel" not in text


def test_the_bot_guide_and_the_references_are_in_the_navigation(site: Path) -> None:
    home = (site / "index.html").read_text(encoding="utf-8")
    for link in ("bots/", "api-reference/", "cli/", "api/"):
        assert f'href="{link}"' in home, link
    assert "def choose(view):" in text_of(site, "bots")
