"""`--format json` of list, replay and bench: one document on stdout, of the shape
docs/json-output.md gives, with the command's usual exit status."""

from __future__ import annotations

import dataclasses
import json
import subprocess
from pathlib import Path

from sueca_rules.kernel import native
from sueca_rules.play.bench import Speeds
from sueca_rules.source.resolve import bundled_names, resolve

from ..conftest import ROOT, run_cli

REPLAY_KEYS = ["record", "kind", "variant", "replayed", "error", "problems", "hands", "matches", "scores",
               "winner", "finished"]


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return run_cli(*args, cwd=cwd, timeout=300)


def test_list() -> None:
    result = run("list", "--format", "json")
    assert result.returncode == 0
    variants = json.loads(result.stdout)["variants"]
    assert [v["name"] for v in variants] == bundled_names()
    for variant in variants:
        spec = resolve(variant["name"]).spec
        assert list(variant) == ["name", "title", "extends", "description", "region", "language", "options",
                                 "option_values"]
        assert (variant["title"], variant["extends"], variant["region"]) == (spec.title, spec.extends, spec.region)
        assert variant["options"] == sorted(spec.options) == list(variant["option_values"])
        for name, values in variant["option_values"].items():  # every value once, the default first
            model = spec.options[name]
            assert values[0] == model.default and sorted(values) == sorted(model.values), (name, values)
    assert any(v["options"] for v in variants)  # sueca-online declares the direction
    online = next(v for v in variants if v["name"] == "sueca-online")
    assert online["option_values"] == {"direction": ["anticlockwise", "clockwise"]}
    assert next(v for v in variants if v["name"] == "sueca-52")["option_values"] == {}


def _record(tmp_path: Path, variant: str, seed: int) -> Path:
    path = tmp_path / f"{Path(variant).stem}-{seed}.json"
    assert run("autoplay", variant, "--seed", str(seed), "-o", str(path)).returncode == 0
    return path


def test_replay_a_match_and_a_series(tmp_path: Path) -> None:
    record = _record(tmp_path, "portugal", 3)
    result = run("replay", str(record), "--format", "json")
    assert result.returncode == 0
    data = json.loads(result.stdout)
    assert list(data) == REPLAY_KEYS
    saved = json.loads(record.read_text())
    assert data["kind"] == "match" and data["variant"] == "portugal" and data["replayed"] is True
    assert data["error"] is None and data["problems"] == [] and data["matches"] is None
    assert data["hands"] == len(saved["hands"]) and data["finished"] is True
    assert data["winner"] in (0, 1) and max(data["scores"]) >= 4
    series = _record(tmp_path, str(ROOT / "variants" / "house" / "torneio.sueca"), 1)
    played = json.loads(run("replay", str(series), "--format", "json").stdout)
    assert played["kind"] == "series" and played["replayed"] and played["matches"] >= 3
    assert max(played["scores"]) == 3 and played["winner"] == played["scores"].index(3)


def test_replay_failures_are_documents_too(tmp_path: Path) -> None:
    record = _record(tmp_path, "portugal", 3)
    saved = json.loads(record.read_text())
    saved["result"]["scores"] = [9, 9]  # a result the game does not reach
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(saved))
    differs = run("replay", str(wrong), "--format", "json")
    assert differs.returncode == 1
    data = json.loads(differs.stdout)
    assert data["replayed"] is False and data["error"] and data["kind"] == "match"
    missing = run("replay", str(tmp_path / "nope.json"), "--format", "json")
    assert missing.returncode == 2
    assert "no such record" in json.loads(missing.stdout)["error"]


def test_bench() -> None:
    result = run("bench", "--hands", "20", "--repeat", "1", "--expert-decisions", "2", "--format", "json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert (data["variant"], data["hands"], data["rounds"]) == ("portugal", 20, 1)
    measures = {m["name"]: m for m in data["measures"]}
    assert {"engine", "handwritten", "random", "greedy", "expert"} <= set(measures)
    bots = {"expert", "search"}
    assert {m["unit"] for n, m in measures.items() if n not in bots} == {"hands/s"}
    for name in bots & set(measures):
        assert measures[name]["unit"] == "decisions/s" and measures[name]["decisions"] >= 2
    assert all(m["value"] > 0 for m in measures.values())
    ratio = data["ratios"]["random / engine"]
    assert abs(ratio - measures["random"]["value"] / measures["engine"]["value"]) < 1e-9
    # every figure the bench measures is in the document (a loop added later comes along)
    numbers = [f.name for f in dataclasses.fields(Speeds) if f.type in ("float", float)]
    taken = set(numbers) - ({"kernel_random", "kernel_greedy", "search"} if native.KERNEL is None else set())
    assert taken <= set(measures)
    if native.KERNEL is not None:
        assert data["ratios"]["kernel / Python, random"] > 0
    # tables of other shapes, after the usual table's loops: random and greedy at each
    from sueca_rules.play.bench_shapes import SHAPES

    for shape, _, _ in SHAPES:
        for bots in ("random", "greedy"):
            measure = measures[f"{shape}_{bots}"]
            assert measure["shape"] == shape and measure["unit"] == "hands/s" and measure["value"] > 0
        assert data["ratios"][f"greedy / random, {shape}"] > 0
    assert data["shape_hands"] == 5


def test_diff_gives_each_rule_that_differs_by_its_path(tmp_path: Path) -> None:
    result = run("diff", "portugal", "brazil", "--format", "json", "--lang", "en")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert (data["first"], data["second"], data["locale"]) == ("portugal", "brazil", "en")
    assert list(data) == ["first", "second", "locale", "rules", "texts"]
    paths = [r["path"] for r in data["rules"]]
    assert "direction" in paths and len(paths) == len(set(paths))
    # the same differences, in the same words, as the Markdown says them
    markdown = run("diff", "portugal", "brazil", "--format", "md", "--lang", "en").stdout
    markdown = markdown.replace("\u2019", "'")  # typeset for a reader; the JSON keeps the plain apostrophe
    for rule in data["rules"] + data["texts"]:
        label = rule.get("rule") or rule["what"]
        # the Markdown names the variants by their titles, the JSON by their names
        assert f"- **{label}**\n    - Sueca (Portugal): {rule['first']}\n    - Sueca (Brazil): {rule['second']}\n" \
            in markdown
    house = tmp_path / "same.sueca"
    house.write_text("variant same extends portugal\ntitle \"Ours\"\n", encoding="utf-8")
    same = json.loads(run("diff", "portugal", str(house), "--format", "json").stdout)
    # no rule differs; the texts do (its description is not written; the titles head the diff)
    assert same["rules"] == [] and [t["second"] for t in same["texts"]] == ["—"]
    broken = tmp_path / "bad.sueca"
    broken.write_text("variant bad extends portugal\nrevoke hnad 2\n", encoding="utf-8")
    refused = run("diff", "portugal", str(broken), "--format", "json")
    assert refused.returncode == 1 and refused.stdout == "" and "bad.sueca:2:" in refused.stderr


def test_matrix_groups_every_variant_by_value(tmp_path: Path) -> None:
    result = run("matrix", "portugal", "brazil", "azores", "--format", "json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["variants"] == ["portugal", "brazil", "azores"] and data["rules"]
    for rule in data["rules"]:
        members = [m for value in rule["values"] for m in value["variants"]]
        assert len(members) == len(set(members)) and set(members) <= set(data["variants"])
        assert rule["path"] and rule["rule"]
    direction = next(r for r in data["rules"] if r["path"] == "direction")
    assert {v for value in direction["values"] for v in value["variants"] if "brazil" in value["variants"]} \
        == {"brazil"}
    target = tmp_path / "matrix.json"
    written = run("matrix", "-o", str(target))
    assert written.returncode == 0, written.stderr
    assert json.loads(target.read_text(encoding="utf-8"))["variants"] == bundled_names()
