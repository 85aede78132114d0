"""`--format csv` and `--report FILE.html` of simulate and compare, from real runs: the CSV
says what the JSON says, the page holds its charts' figures, needs nothing beside it and is
written whole; the distributions it draws are tallied alike by both engines."""

from __future__ import annotations

import csv
import io
import json
import math
from html.parser import HTMLParser
from pathlib import Path

import pytest

from sueca_rules.kernel import native
from sueca_rules.play.simulate import Counts, Run, SerialRunner, simulate
from sueca_rules.play.stats import by_name, distribution, statistics
from sueca_rules.report.rows import COMPARE_COLUMNS, SIMULATE_COLUMNS

from ..conftest import run_cli
from ..loaded import load_variant

needs_kernel = pytest.mark.skipif(native.KERNEL is None, reason=native.MISSING)


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def _number(field: str) -> float | None:
    return None if field == "" else float(field)


def test_simulate_csv_is_the_json_row_by_row() -> None:
    args = ["simulate", "portugal", "--matches", "40", "--seed", "2"]
    table = run_cli(*args, "--format", "csv")
    assert table.returncode == 0, table.stderr
    assert table.stdout.splitlines()[0] == ",".join(SIMULATE_COLUMNS)
    rows = _rows(table.stdout)
    stats = json.loads(run_cli(*args, "--format", "json").stdout)["statistics"]
    assert [r["statistic"] for r in rows] == [s["name"] for s in stats]
    for row, stat in zip(rows, stats, strict=True):
        assert (row["kind"], row["unit"], int(row["n"])) == (stat["kind"], stat["unit"], stat["n"])
        for key in ("value", "low", "high"):
            assert _number(row[key]) == stat[key]  # written in full: the same floats
        assert _number(row["to_detect"]) == (stat["to_detect"] or None)


def test_one_hand_has_no_interval_in_the_csv() -> None:
    rows = _rows(run_cli("simulate", "portugal", "--hands", "1", "--format", "csv").stdout)
    assert rows and all(r["low"] == r["high"] == "" for r in rows)


def test_compare_csv_gives_each_difference_with_its_p_values() -> None:
    args = ["compare", "portugal", "brazil", "--hands", "3000", "--seed", "4"]
    found = run_cli(*args, "--format", "csv")
    assert found.returncode == 0, found.stderr
    assert found.stdout.splitlines()[0] == ",".join(COMPARE_COLUMNS)
    rows = _rows(found.stdout)
    data = json.loads(run_cli(*args, "--format", "json").stdout)
    portugal, brazil = data["results"].values()
    assert [r["variant"] for r in rows] == ["portugal"] * len(portugal) + ["brazil"] * len(brazil)
    first = {s["name"]: s for s in portugal}
    for row, stat in zip(rows[len(portugal):], brazil, strict=True):
        assert _number(row["p"]) == stat["p"] and _number(row["p_adjusted"]) == stat["p_adjusted"]
        assert row["significant"] == ("" if stat["p_adjusted"] is None else str(stat["significant"]).lower())
        d = _number(row["difference"])
        if d is not None:  # shared deals: the difference of the two values, inside its interval
            assert d == pytest.approx(stat["value"] - first[stat["name"]]["value"])
            assert _number(row["difference_low"]) <= d <= _number(row["difference_high"])
    assert all(r["p"] == r["difference"] == "" for r in rows[:len(portugal)])


class _Page(HTMLParser):
    """The tags of a page, with their attributes, and its text."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.open: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {k: v or "" for k, v in attrs}))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def of(self, tag: str, **wanted: str) -> list[dict[str, str]]:
        return [a for t, a in self.tags if t == tag and all(a.get(k) == v for k, v in wanted.items())]


def _page(path: Path) -> _Page:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("<!doctype html>")
    page = _Page()
    page.feed(text)
    # self-contained: no script, no style sheet or image fetched, no address but SVG's namespace
    assert not page.of("script") and not page.of("link") and not page.of("img")
    assert all("src" not in attrs and "href" not in attrs for _, attrs in page.tags)
    assert text.count("http") == text.count('xmlns="http://www.w3.org/2000/svg"')
    return page


def _bars(page: _Page, series: str, section: str) -> dict[int, int]:
    """{value: count} of the bars of `series` in the chart of the distribution `section`."""
    chart = [i for i, (t, a) in enumerate(page.tags) if t == "section" and a.get("data-name") == section]
    assert chart, f"no chart of {section}"
    bars = {}
    for tag, attrs in page.tags[chart[0] + 1:]:
        if tag == "section":
            break
        if tag == "rect" and attrs.get("data-series") == series:
            bars[int(attrs["data-value"])] = int(attrs["data-count"])
    return bars


def test_simulate_report_draws_the_distributions_of_the_run(tmp_path: Path) -> None:
    report = tmp_path / "portugal.html"
    result = run_cli("simulate", "portugal", "--matches", "60", "--seed", "3", "--format", "json",
                     "--report", str(report))
    assert result.returncode == 0, result.stderr
    stats = {s["name"]: s for s in json.loads(result.stdout)["statistics"]}  # stdout is still the JSON
    assert f"wrote {report}" in result.stderr
    page = _page(report)
    points = _bars(page, "portugal", "game points per hand")
    hands = _bars(page, "portugal", "hands per match")
    assert sum(points.values()) == stats["game points per hand"]["n"]
    assert sum(k * n for k, n in points.items()) / sum(points.values()) == pytest.approx(
        stats["game points per hand"]["value"])
    assert sum(hands.values()) == 60
    assert sum(k * n for k, n in hands.items()) / 60 == pytest.approx(stats["hands per match"]["value"])
    shares = [float(a["data-share"]) for a in page.of("rect") if a.get("data-series") == "portugal"]
    assert sum(shares) == pytest.approx(2.0)  # two charts, each the whole of its run
    assert page.of("meta", name="viewport") and page.of("svg", role="img")
    assert "Every statistic" in "".join(page.text)
    assert not list(tmp_path.glob(".*.tmp"))  # written beside it, renamed into place


def test_compare_report_draws_each_difference_as_the_json_marks_it(tmp_path: Path) -> None:
    report = tmp_path / "out.html"
    report.write_text("an older page")
    args = ["compare", "portugal", "brazil", "azores", "--hands", "3000", "--seed", "1", "--format", "json"]
    result = run_cli(*args, "--report", str(report))
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    page = _page(report)
    rows = page.of("div")
    drawn = {(a["data-variant"], a["data-name"]): a["data-significant"] == "true" for a in rows if "data-name" in a}
    expected = {(variant, s["name"]): s["significant"] for variant, stats in list(data["results"].items())[1:]
                for s in stats if "significant" in s}
    assert drawn == expected and any(drawn.values()) and not all(drawn.values())
    assert len(page.of("svg", **{"class": "strip"})) == len(expected)
    for name in ("portugal", "brazil", "azores"):
        assert sum(_bars(page, name, "game points per hand").values()) == 3000
    assert "Holm's correction over the" in "".join(page.text)


@pytest.mark.parametrize(("path", "why"), [("missing/r.html", "no folder"), ("r.txt", "FILE.html"),
                                            (".", "is a folder")])
def test_a_report_that_cannot_be_written_is_refused_before_playing(tmp_path: Path, path: str, why: str) -> None:
    folder = tmp_path / "r.html"
    folder.mkdir()
    target = "r.html" if path == "." else path
    result = run_cli("simulate", "portugal", "--hands", "1000000000000",  # refused before any hand
                     "--report", target, cwd=tmp_path, timeout=30)
    assert result.returncode == 2 and why in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""


def _counts(engine: str, mode: str, total: int) -> Counts:
    spec = load_variant("portugal").model_dump_json()
    run = Run("portugal", spec, (), ("greedy", "random"), mode, total, 9, engine=engine)
    counts = Counts()
    simulate(run.tasks(), SerialRunner(), counts)
    return counts


@pytest.mark.parametrize("engine", ["python", pytest.param("kernel", marks=needs_kernel)])
def test_both_engines_tally_the_distributions_with_the_statistics(engine: str) -> None:
    for counts in (_counts(engine, "matches", 30), _counts(engine, "hands", 300)):
        stats = by_name(statistics(counts))
        points = distribution(counts, "game points per hand")
        assert sum(n for _, n in points) == counts["hands"]
        assert sum(k * n for k, n in points) == counts["game_points"]
        assert math.isclose(sum(k * n for k, n in points) / counts["hands"], stats["game points per hand"].value)
        hands = distribution(counts, "hands per match")
        assert sum(n for _, n in hands) == counts["matches"]
        assert sum(k * n for k, n in hands) == counts["match_hands"]


@needs_kernel
def test_paired_chunks_tally_each_variants_distribution(tmp_path: Path) -> None:
    """Played once and scored under each variant, the hands give each its own distribution of
    game points (the tie-doubling house rule moves some hands from 0 to more)."""
    report = tmp_path / "paired.html"
    result = run_cli("compare", "portugal", "variants/house/porto-dobra.sueca", "--hands", "6000",
                     "--format", "json", "--report", str(report))
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["method"]["name"] == "paired"
    page = _page(report)
    means = []
    for (variant, stats), name in zip(data["results"].items(), ("portugal", "porto-dobra"), strict=True):
        mean = next(s for s in stats if s["name"] == "game points per hand")
        bars = _bars(page, name, "game points per hand")
        assert sum(bars.values()) == 6000, variant
        means.append(sum(k * n for k, n in bars.items()) / 6000)
        assert means[-1] == pytest.approx(mean["value"])
    assert means[0] != means[1]
