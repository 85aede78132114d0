"""Headless Chromium for the page tests: printing a page, and measuring pages on a phone."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason="rendering needs a headless Chromium "
                                                             "(apt-get install chromium)")


def chromium(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run headless Chromium with a throw-away profile and `args`."""
    assert CHROMIUM is not None
    with tempfile.TemporaryDirectory() as profile:
        return subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
                               "--disable-background-networking", "--disable-component-update",
                               "--disable-sync", "--no-first-run", "--allow-file-access-from-files",
                               f"--user-data-dir={profile}", *args],
                              capture_output=True, text=True, timeout=timeout, check=True)


_MEASURE = """window.addEventListener("load", function () {
  var found = {};
  document.querySelectorAll("iframe").forEach(function (frame) {
    var d = frame.contentDocument, edge = d.documentElement.clientWidth + 0.5, over = [];
    d.querySelectorAll(%s).forEach(function (e) {
      if (e.getBoundingClientRect().right > edge) over.push(e.tagName + " " + (e.textContent || "").slice(0, 40));
    });
    found[frame.dataset.name] = over;
  });
  document.getElementById("out").textContent = JSON.stringify(found);
});"""


def overflowing(frames: dict[str, str], width: int, folder: Path, *, within: str = "body *",
                height: int = 800, wait_ms: int = 20000, timeout: float = 120) -> dict[str, list[str]]:
    """Per frame, the elements matching `within` that reach past the right edge of a
    `width`-pixel screen. `frames` maps a name to the frame's source attribute
    (``srcdoc="..."`` or ``src="file://..."``, escaped); each page is in an iframe of that
    width, so its own viewport and media queries are a phone's."""
    shown_frames = "".join(f'<iframe data-name="{html.escape(name)}" style="width:{width}px;height:{height}px;'
                           f'border:0" {source}></iframe>' for name, source in frames.items())
    wrapper = folder / "phone.html"
    wrapper.write_text(f'<!DOCTYPE html><html><body><pre id="out"></pre>{shown_frames}'
                       f"<script>{_MEASURE % json.dumps(within)}</script></body></html>", encoding="utf-8")
    shown = chromium("--window-size=1200,900", f"--virtual-time-budget={wait_ms}", "--dump-dom",
                     wrapper.as_uri(), timeout=timeout)
    found = re.search(r'<pre id="out">(.*?)</pre>', shown.stdout, re.S)
    assert found is not None and found.group(1), "the pages did not load"
    result: dict[str, list[str]] = json.loads(html.unescape(found.group(1)))
    return result
