"""Headless Chromium for the page tests: printing a page (and measuring the print), and measuring
pages on a phone."""

from __future__ import annotations

import html
import json
import re
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from pypdf import PdfReader

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


def printed(page: str, folder: Path, *args: str) -> PdfReader:
    """The PDF Chromium prints `page` (its HTML) to, in `folder`: its own print styles, no header
    or footer; `args` are more of Chromium's switches."""
    from pypdf import PdfReader

    source, pdf = folder / "book.html", folder / "book.pdf"
    source.write_text(page, encoding="utf-8")
    chromium(*args, "--no-pdf-header-footer", f"--print-to-pdf={pdf}", source.as_uri())
    return PdfReader(pdf)


A4_MARGIN = 8 / 25.4 * 72  # the sheet's top and bottom margin (its @page rule), in points


def type_and_reach(pdf: PdfReader) -> tuple[float, float]:
    """A printed sheet's first page: the size of its type (the median size of its characters, in
    points) and how far down the text reaches (the lowest line's foot, as a fraction of the height
    between the margins)."""
    page = pdf.pages[0]
    sizes: list[float] = []
    feet: list[float] = []

    def seen(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            sizes.extend([size * tm[3] * cm[3]] * len(text.strip()))
            feet.append(tm[4] * cm[1] + tm[5] * cm[3] + cm[5])

    page.extract_text(visitor_text=seen)
    height = float(page.mediabox.height)
    return statistics.median(sizes), (height - A4_MARGIN - min(feet)) / (height - 2 * A4_MARGIN)
