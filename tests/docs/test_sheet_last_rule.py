"""The printed sheet's columns: a section's last rule never starts a column alone, away from its
heading and the rules before it (the twelfth pt-BR reader, BR12-10: "Uma acusação que as vazas
não comprovem não custa nada" alone at the top of the right column)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from sueca_rules.words.i18n import LOCALES

from .chromium import chromium, needs_chromium
from .test_html import BUNDLED, sheet

_LAST = """window.addEventListener("load", function () {
  var found = {};
  document.querySelectorAll("iframe").forEach(function (frame) {
    var d = frame.contentDocument, half = d.body.getBoundingClientRect().width / 2, alone = [];
    d.querySelectorAll("section > ul").forEach(function (list) {
      var items = list.querySelectorAll(":scope > li");
      if (items.length < 2) return;
      var last = items[items.length - 1].getBoundingClientRect();
      var before = items[items.length - 2].getBoundingClientRect();
      if ((last.left < half) !== (before.left < half)) alone.push(items[items.length - 1].textContent.slice(0, 60));
    });
    found[frame.dataset.name] = alone;
  });
  document.getElementById("out").textContent = JSON.stringify(found);
});"""


@needs_chromium
def test_no_section_ends_with_one_rule_alone_in_the_next_column(tmp_path: Path) -> None:
    width = round((210 - 18) / 25.4 * 96)  # A4 less the printed margins, in CSS pixels
    frames = ""
    for name in BUNDLED:
        for locale in LOCALES:
            page = sheet(name, locale).replace("@media print", "@media all").replace(  # as on the page
                "</style>", "body { height: 281mm; column-fill: auto; }</style>")
            frames += (f'<iframe data-name="{name}.{locale}" style="width:{width}px;height:1200px;border:0" '
                       f'srcdoc="{html.escape(page, quote=True)}"></iframe>')
    wrapper = tmp_path / "last.html"
    wrapper.write_text(f'<!DOCTYPE html><html><body><pre id="out"></pre>{frames}<script>{_LAST}</script>'
                       "</body></html>", encoding="utf-8")
    shown = chromium("--window-size=1200,900", "--virtual-time-budget=20000", "--dump-dom", wrapper.as_uri())
    found = re.search(r'<pre id="out">(.*?)</pre>', shown.stdout, re.S)
    assert found is not None and found.group(1), "the pages did not load"
    result = json.loads(html.unescape(found.group(1)))
    assert len(result) == len(BUNDLED) * len(LOCALES)
    assert {page: alone for page, alone in result.items() if alone} == {}
