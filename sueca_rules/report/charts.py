"""The report's charts as SVG text: grouped bars (a distribution per variant) and interval
strips (a difference with its interval, on an axis centred on zero). Hand-written SVG: a
few rectangles and lines need no plotting library, and the page stays one file that any
browser shows without a script.

Every mark carries its figures (`data-*` attributes and a `<title>` a browser shows on
hover), so the page can be read by a program and by a screen reader as well as by eye.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

# Okabe & Ito's palette: told apart by readers with any common colour vision.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000")
WIDTH, HEIGHT = 480, 240
LEFT, RIGHT, TOP, BOTTOM = 56, 8, 12, 46


def colour(index: int) -> str:
    return PALETTE[index % len(PALETTE)]


def _step(top: float) -> float:
    """A round tick step for an axis from 0 to `top` (four to eight ticks)."""
    if top <= 0:
        return 1.0
    raw = top / 5
    power = 10 ** math.floor(math.log10(raw))
    return float(next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw))


def _percent(share: float) -> str:
    return f"{share * 100:.3g}%"


def bars(label: str, series: Sequence[tuple[str, dict[int, int]]], x_title: str) -> str:
    """Grouped bars: for each series (a name, {value: how many}), the share of each value in
    it, side by side per value; every value from the smallest seen to the largest has its
    place on the axis. `label` is the chart's accessible name."""
    values = sorted({v for _, counts in series for v in counts})
    if not values:
        return f'<p class="empty">{escape(label)}: nothing to show (none played).</p>'
    categories = list(range(values[0], values[-1] + 1))
    shares = [{v: n / total for v, n in counts.items()} if (total := sum(counts.values())) else {}
              for _, counts in series]
    top = max((s for share in shares for s in share.values()), default=0.0)
    step = _step(top)
    ceiling = step * math.ceil(top / step) if top else step
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    group = plot_w / len(categories)
    width = group * 0.8 / len(series)
    out = [f'<svg class="chart bars" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{escape(label)}" '
           'xmlns="http://www.w3.org/2000/svg">', f"<title>{escape(label)}</title>"]
    tick = 0.0
    while tick <= ceiling + step / 1e6:
        y = TOP + plot_h * (1 - tick / ceiling)
        out.append(f'<line class="grid" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}"/>')
        out.append(f'<text class="tick" x="{LEFT - 4}" y="{y + 4:.1f}" text-anchor="end">{_percent(tick)}</text>')
        tick += step
    every = max(1, math.ceil(len(categories) / 16))
    for position, value in enumerate(categories):
        x0 = LEFT + position * group + group * 0.1
        for index, ((name, counts), share) in enumerate(zip(series, shares, strict=True)):
            part = share.get(value, 0.0)
            if not part:
                continue
            h = max(plot_h * part / ceiling, 1.5)  # a value seen, however rarely, shows as a hairline
            out.append(f'<rect class="bar" data-series="{escape(name)}" data-value="{value}" '
                       f'data-count="{counts.get(value, 0)}" data-share="{part!r}" fill="{colour(index)}" '
                       f'x="{x0 + index * width:.2f}" y="{TOP + plot_h - h:.2f}" width="{max(width - 0.5, 0.5):.2f}" '
                       f'height="{h:.2f}"><title>{escape(name)}: {value} — {_percent(part)} '
                       f'({counts.get(value, 0):,})</title></rect>')
        if position % every == 0:
            out.append(f'<text class="tick" x="{LEFT + (position + 0.5) * group:.1f}" y="{TOP + plot_h + 20}" '
                       f'text-anchor="middle">{value}</text>')
    out.append(f'<line class="axis" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{TOP + plot_h}" y2="{TOP + plot_h}"/>')
    out.append(f'<text class="axis-title" x="{LEFT + plot_w / 2:.1f}" y="{HEIGHT - 4}" '
               f'text-anchor="middle">{escape(x_title)}</text>')
    out.append("</svg>")
    return "".join(out)


def strip(difference: tuple[float, float, float], span: float, index: int, significant: bool) -> str:
    """One difference with its interval, on an axis from -span to +span (zero in the middle,
    dashed): a bar for the interval and a tick for the difference, solid when significant
    after the correction, faint when not. NaNs: an empty strip (nothing to test)."""
    d, low, high = difference
    out = ['<svg class="strip" viewBox="0 0 200 20" preserveAspectRatio="none" aria-hidden="true" '
           'xmlns="http://www.w3.org/2000/svg">',
           '<line class="zero" x1="100" x2="100" y1="0" y2="20" vector-effect="non-scaling-stroke"/>']
    if not math.isnan(d):
        def x(value: float) -> float:
            return 100 + 95 * value / span if span > 0 else 100

        lo, hi = (low, high) if not math.isnan(low) else (d, d)
        opacity = "1" if significant else "0.4"
        out.append(f'<line class="interval" x1="{x(lo):.2f}" x2="{x(hi):.2f}" y1="10" y2="10" '
                   f'stroke="{colour(index)}" stroke-opacity="{opacity}" vector-effect="non-scaling-stroke"/>')
        out.append(f'<line class="estimate" x1="{x(d):.2f}" x2="{x(d):.2f}" y1="3" y2="17" '
                   f'stroke="{colour(index)}" stroke-opacity="{opacity}" vector-effect="non-scaling-stroke"/>')
    out.append("</svg>")
    return "".join(out)
