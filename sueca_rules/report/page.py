"""`simulate --report FILE.html` and `compare --report FILE.html`: one self-contained page (no
script, no font, no file or address beside it) with the run's charts and every statistic —
the distribution of game points per hand and of hands per match (a bar per value, as a share
of the variant's hands or matches), and for a comparison each statistic's difference from
the first variant with its 95% interval, marked where it is significant after the correction.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape
from importlib.metadata import PackageNotFoundError, version

from ..play.rounds import Compared
from ..play.stats import DISTRIBUTIONS, Counts, Stat, by_name, distribution, stat_names
from .charts import bars, colour, strip

STYLE = """
:root { color-scheme: light; --ink: #1b1f24; --faint: #5b6570; --rule: #d9dee3; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
       background: #fff; }
main { max-width: 860px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.35rem; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 1.1rem; margin: 28px 0 8px; }
.meta { color: var(--faint); font-size: 0.9rem; margin: 2px 0; overflow-wrap: anywhere; }
.partial { color: #a4262c; font-weight: 600; }
figure { margin: 0; }
figcaption, .note { color: var(--faint); font-size: 0.85rem; }
svg.chart { width: 100%; max-width: 640px; height: auto; display: block; }
svg.chart text { font-size: 13px; fill: var(--faint); }
svg.chart .axis-title { fill: var(--ink); }
svg.chart .grid { stroke: var(--rule); stroke-width: 1; }
svg.chart .axis { stroke: var(--ink); stroke-width: 1; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 4px 0 8px; font-size: 0.9rem; padding: 0; }
.legend li { list-style: none; display: flex; align-items: center; gap: 6px; overflow-wrap: anywhere; }
.swatch { width: 12px; height: 12px; border-radius: 2px; flex: none; }
.diff { display: grid; grid-template-columns: minmax(0, 15rem) minmax(0, 1fr) 12.5rem; gap: 2px 12px;
        align-items: center; padding: 5px 0; border-top: 1px solid var(--rule); }
.diff .name { font-size: 0.92rem; overflow-wrap: anywhere; }
.diff .figure { font-size: 0.85rem; font-variant-numeric: tabular-nums; text-align: right; }
.diff .figure.sig { font-weight: 700; }
.diff svg.strip { width: 100%; height: 18px; display: block; }
svg.strip .zero { stroke: var(--faint); stroke-dasharray: 3 3; stroke-width: 1; }
svg.strip .interval { stroke-width: 4; stroke-linecap: round; }
svg.strip .estimate { stroke-width: 2; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: 0.88rem; font-variant-numeric: tabular-nums; }
th, td { padding: 4px 10px 4px 0; border-bottom: 1px solid var(--rule); text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; white-space: normal; min-width: 11rem; }
footer { margin-top: 32px; color: var(--faint); font-size: 0.8rem; }
@media (max-width: 600px) {
  main { padding: 12px; }
  .diff { grid-template-columns: minmax(0, 1fr) auto; }
  .diff .name { grid-column: 1 / -1; }
  svg.chart text { font-size: 19px; }
}
"""


def _version() -> str:
    try:
        return version("sueca-rules")
    except PackageNotFoundError:  # run from a checkout never installed
        return "(not installed)"


def _value(stat: Stat) -> str:
    if math.isnan(stat.value):
        return "—"
    shown = f"{stat.value:.2%}" if stat.kind == "rate" else f"{stat.value:.3f}"
    if math.isnan(stat.low):
        return shown
    if stat.kind == "rate":
        return f"{shown} [{stat.low:.2%}, {stat.high:.2%}]"
    return f"{shown} [{stat.low:.3f}, {stat.high:.3f}]"


def _page(title: str, notes: Sequence[str], partial: str, body: list[str]) -> str:
    head = [f'<p class="meta">{escape(note)}</p>' for note in notes]
    if partial:
        head.insert(0, f'<p class="meta partial">{escape(partial)}</p>')
    return "".join([
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{STYLE}</style></head><body><main>",
        f"<h1>{escape(title)}</h1>", *head, *body,
        f"<footer>Written by sueca-rules {escape(_version())}. Intervals are 95%; shares are of each "
        "variant's own hands or matches.</footer></main></body></html>\n"])


def _legend(names: Sequence[str], first: int = 0) -> str:
    """The variants' colours; `first`: the colour index of the first name (a variant's colour
    is the same in every chart)."""
    items = "".join(f'<li><span class="swatch" style="background:{colour(i)}"></span>{escape(n)}</li>'
                    for i, n in enumerate(names, start=first))
    return f'<ul class="legend">{items}</ul>'


def _distributions(names: Sequence[str], counts: Sequence[Counts]) -> list[str]:
    out = []
    for name, (_, unit) in DISTRIBUTIONS.items():
        series = [(label, dict(distribution(c, name))) for label, c in zip(names, counts, strict=True)]
        seen = [sum(found.values()) for _, found in series]
        if not any(seen):
            continue
        x_title = "game points scored in the hand (both teams)" if unit == "hands" else "hands in the match"
        sizes = ", ".join(f"{label}: {n:,} {unit}" for (label, _), n in zip(series, seen, strict=True))
        out += [f'<section class="distribution" data-name="{escape(name)}"><h2>{escape(name.capitalize())}</h2>',
                _legend(names) if len(names) > 1 else "",
                f"<figure>{bars(name, series, x_title)}<figcaption>The share of {unit} at each value "
                f"({escape(sizes)}).</figcaption></figure></section>"]
    return out


def _table(names: Sequence[str], results: Sequence[list[Stat]], marks: Sequence[dict[str, bool]]) -> list[str]:
    head = "".join(f"<th>{escape(n)}</th>" for n in names)
    rows = []
    others = [by_name(r) for r in results]
    for name in stat_names(results):  # the first run's, then those only a later one has
        stat = next(found[name] for found in others if name in found)
        cells = [f"<td>{escape(name)}</td>"]
        for index, stats in enumerate(others):
            mine = stats.get(name)
            mark = " *" if marks[index].get(name) else ""
            cells.append(f"<td>{escape(_value(mine)) + mark if mine else '—'}</td>")
        cells.append(f"<td>{stat.n:,} {escape(stat.unit)}</td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    return ['<section class="statistics"><h2>Every statistic</h2><div class="scroll"><table>',
            f"<thead><tr><th>statistic</th>{head}<th>n</th></tr></thead><tbody>{''.join(rows)}</tbody>",
            "</table></div></section>"]


def simulate_page(title: str, notes: Sequence[str], partial: str, label: str, counts: Counts,
                  stats: list[Stat]) -> str:
    """The page of one run: `title` and `notes` (lines under it), `partial` (why the run
    stopped early, or ""), the variant's `label`, its counts and statistics."""
    body = _distributions([label], [counts]) + _table([label], [stats], [{}])
    return _page(title, notes, partial, body)


def _figure(kind: str, d: float, low: float, high: float) -> str:
    if math.isnan(d):
        return "not tested"
    if kind == "rate":
        interval = "" if math.isnan(low) else f" [{low * 100:+.2f}, {high * 100:+.2f}]"
        return f"{d * 100:+.2f} pp{interval}"
    interval = "" if math.isnan(low) else f" [{low:+.3f}, {high:+.3f}]"
    return f"{d:+.3f}{interval}"


def _differences(names: Sequence[str], outcome: Compared, results: Sequence[list[Stat]]) -> list[str]:
    base = results[0]
    others = [by_name(r) for r in results[1:]]
    rows = []
    for stat in base:
        found = [(index, other[stat.name]) for index, other in enumerate(others, start=1) if stat.name in other]
        if not found:
            continue
        intervals = [outcome.interval(index, stat, mine) for index, mine in found]
        span = max((abs(v) for triple in intervals for v in triple if not math.isnan(v)), default=0.0) * 1.15
        for (index, _), interval in zip(found, intervals, strict=True):
            marked = outcome.marked(index, stat.name)
            test = outcome.test(index, stat.name)
            p = "" if test is None or math.isnan(test.p) else f"; p = {test.p:.2g}, adjusted {test.adjusted:.2g}"
            who = escape(stat.name) if len(names) == 2 else f"{escape(stat.name)} — {escape(names[index])}"
            rows.append(
                f'<div class="diff{" significant" if marked else ""}" data-name="{escape(stat.name)}" '
                f'data-variant="{escape(names[index])}" data-significant="{str(marked).lower()}">'
                f'<span class="name">{who}{" *" if marked else ""}</span>'
                f"{strip(interval, span, index, marked)}"
                f'<span class="figure{" sig" if marked else ""}" title="{escape(p.lstrip("; "))}">'
                f"{escape(_figure(stat.kind, *interval))}</span></div>")
    how = outcome.correction_words()
    return [f'<section class="differences"><h2>Differences from {escape(names[0])}</h2>',
            _legend(names[1:], first=1) if len(names) > 2 else "",
            f'<p class="note">Each statistic less {escape(names[0])}\'s, with its 95% interval (not corrected), '
            "on an axis of its own centred on zero (the dashed line); rates in percentage points (pp). "
            f"Solid and marked * where the difference is significant after the correction ({escape(how)}); "
            "faint where it is not.</p>",
            *rows, "</section>"]


def compare_page(title: str, notes: Sequence[str], partial: str, names: Sequence[str], outcome: Compared,
                 results: list[list[Stat]]) -> str:
    """The page of a comparison: the distributions of every variant side by side, each
    statistic's difference from the first variant's, and every statistic."""
    marks: list[dict[str, bool]] = [{}] + [{s.name: outcome.marked(i, s.name) for s in stats}
                    for i, stats in enumerate(results[1:], start=1)]
    body = (_differences(names, outcome, results) + _distributions(names, outcome.counts)
            + _table(names, results, marks))
    return _page(title, notes, partial, body)
