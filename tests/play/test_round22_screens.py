"""Round-22 Brazilian reader on the terminal game and `replay --show`.

1. (BR22-04) The line that closes a trick said "o jogador da direita a ganha", "você a ganha": a
   clitic nobody says at a Brazilian table. pt-BR now puts the verb first ("— ganha o jogador da
   direita") or names the trick ("— você ganha a vaza"), as `replay` does ("Leste ganha a vaza");
   pt-PT keeps its enclitic for the other players ("ganha-a") and says "ganhas tu" for the player
   (PT23-02: "ganha-la" read as a misspelt "ganhá-la"), French and English their pronoun.
2. (BR22-05) The help's `declare` item ran a sentence on into the syntax ("…: declarar FALTA
   nós|eles") and listed "distribuição: qualquer irregularidade…" beneath as more prose: now the
   syntax stands in the command column, "FALTA pode ser:" heads a `keyword — meaning` line per
   fault, and an example with the first keyword closes it; the example, typed, declares.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.words.i18n import LOCALES

from ..loaded import load_rules, load_variant
from .test_round18_screens import SHAPES, _screen, _variant
from .test_round19_screens import _joined


def _trick_ends(name: str, locale: str, tmp_path: Path) -> list[str]:
    return [line for line in _joined(_screen(name, locale, 0, tmp_path)) if line.startswith("  → ")]


@pytest.mark.parametrize("name", SHAPES)
def test_pt_br_closes_a_trick_without_a_clitic_before_ganha(name: str, tmp_path: Path) -> None:
    t = Talk(load_rules(_variant(name)), "pt-BR", load_variant(_variant(name)))
    ends = _trick_ends(name, "pt-BR", tmp_path)
    assert ends
    mine = f"— você ganha {t.phrase('{trick:the}')} ("
    for line in ends:
        tail = line.split(" — ", 1)[1]
        assert not re.search(r"\b(a|o|as|os) ganha\b", tail), line
        assert line.count(" — ") == 1 and (mine in line or re.search(r" — ganha \S.* \(\d+ pontos?\)$", line)), line


def test_pt_br_says_ganha_o_jogador_da_direita_and_voce_ganha_a_vaza() -> None:
    t = Talk(load_rules("portugal"), "pt-BR", load_variant("portugal"))
    other = t.gettext("{trick} {number}: {cards} — {who} wins it ({points})", number=1, cards="…",
                      who=t.v.pgettext("seat", "the player on your right"), points="13 pontos")
    mine = t.gettext("{trick} {number}: {cards} — you win it ({points})", number=1, cards="…", points="14 pontos")
    assert other == "Vaza 1: … — ganha o jogador da direita (13 pontos)"
    assert mine == "Vaza 1: … — você ganha a vaza (14 pontos)"


def test_pt_pt_and_french_keep_their_pronoun() -> None:
    for locale, said in (("pt-PT", "— ganhas tu ("), ("fr", "— vous le remportez (")):
        t = Talk(load_rules("portugal"), locale, load_variant("portugal"))
        assert said in t.gettext("{trick} {number}: {cards} — you win it ({points})", number=1, cards="…",
                                 points="3"), locale


HELP = {"en": "help", "pt-PT": "ajuda", "pt-BR": "ajuda", "fr": "aide"}
DECLARING = ("portugal", "mesa-brasileira", "tables/six3", "tables/it")


def _declaring(name: str) -> str:
    return _variant(name.split("/")[-1]) if name.startswith("tables/") else name


def _play(name: str, locale: str, typed: list[str], tmp_path: Path) -> list[str]:
    variant = _declaring(name)
    output: list[str] = []
    answers = io.StringIO("".join(f"{line}\n" for line in ["pass"] * 6 + typed + ["quit"]))
    play_in_terminal(load_rules(variant), variant, 0, 9, tmp_path / f"{locale}.json", answers, output.append,
                     output.append, locale=locale, spec=load_variant(variant))
    # French no-break spaces (` :`) as plain ones, to compare with the catalog's messages
    return [line.replace("\u202f", " ").replace("\u00a0", " ") for chunk in output for line in chunk.splitlines()
            if str(tmp_path) not in line]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", DECLARING)
def test_the_declare_help_says_what_to_type_for_fault_and_its_example_declares(
        name: str, locale: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    rules = load_rules(_declaring(name))
    t = Talk(rules, locale, load_variant(_declaring(name)))
    lines = _play(name, locale, [HELP[locale]], tmp_path)
    assert [line for line in lines if len(line) > 80] == []
    declare, fault = t.command_word("declare"), t.phrase("{declare} FAULT {us}|{them}", declare="", us="",
                                                         them="").split()[0]
    head = next(i for i, line in enumerate(lines) if line.startswith(f"  {declare} {fault} {t.side_word('us')}|"))
    column = re.match(r"  \S+ \S+ \S+ {3}(?=\S)", lines[head])
    assert column, lines[head]  # the syntax alone in the command column, the text three spaces on
    pad = " " * column.end()
    item = lines[head:head + 12]
    heading = item.index(pad + t.gettext("FAULT is one of:"))
    punished = [n.replace("_", "-") for n in rules.infractions]
    keywords = [line for line in item[heading + 1:] if re.match(pad + r"  \S+ — ", line)]
    assert [line.split(" — ")[0].strip() for line in keywords] == [t.fault_word(n) for n in punished], item
    example = next(line for line in item if line.startswith(pad) and t.fault_word(punished[0]) in line
                   and " — " not in line)
    typed = example.split(f" {declare} ", 1)[1] if f" {declare} " in example else ""
    assert typed.split()[0] == t.fault_word(punished[0]), example
    said = "\n" + " \n".join(_play(name, locale, [f"{declare} {typed}"], tmp_path))
    write = t.gettext("Write: {declare} INFRACTION {us}|{them} — infractions: {names}.", declare="\x00", us="",
                      them="", names="").split("\x00")[0].replace("\u202f", " ").replace("\u00a0", " ")
    assert f"\n{write}{declare}" not in said, said[-800:]  # not refused: the example declares
    assert t.infraction(punished[0]) in " ".join(said.lower().split()), said[-800:]
