"""A child keeps a rule its parent names as the parent's own (the parent's sources are silent):
the child must name it among its own too, unless a source of the child's gives it — and then
the words quoted for it here are in that source (pt-PT PT16-01, pt-BR BR16-01: sueca-online's
"all the card points without every trick", which neither 001 nor 003 gives, read as sourced;
its file quoted a sentence 001 does not have)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from sueca_rules.docs.compare import meaning
from sueca_rules.docs.rulebook import _said, book_of, in_force
from sueca_rules.loading import load_variant

ROOT = Path(__file__).resolve().parents[2]
SEEDS = Path(os.environ.get("SUECA_RULES_SEEDS") or ROOT.parent / "shared" / "seeds")

# (child, path): the child's own source and the words in it that give the rule
GIVEN = {
    ("sueca-online", "deck.points.J"): ("001", "a J vale 3"),
    ("sueca-online", "deck.points.Q"): ("001", "e a Q vale 2 pontos"),
    ("sueca-fr", "deck.points.J"): ("004", "Valet - 3 points"),
    ("sueca-fr", "deck.points.Q"): ("004", "Reine - 2 points"),
    ("sueca-fr", "deal.alternative.packet"): ("004", "10 cartes à chaque joueur, en une seule"),
    ("sueca-fr", "scoring.tie.cumulative"): ("004", "la prochaine partie est à deux points supplémentaires"),
    ("sueca-fr", "scoring.all_points"): ("004", "Prendre 120 points lors d'une partie mais perdre"),
    ("jogos-do-rei", "deck.points.J"): ("000", "o Valete, 3"),
    ("jogos-do-rei", "deck.points.Q"): ("000", "a Dama, 2"),
    ("jogos-do-rei", "scoring.tie.cumulative"): ("000", "os empates se somam"),
    ("jogos-do-rei", "scoring.all_points"): ("000", "fazer 120 pontos de carta sem levar todas as vazas vale 2"),
    ("jogos-do-rei", "dealer.next"): ("000", "a vez de dar as cartas passa para o jogador seguinte"),
    ("jogos-do-rei", "play.first_lead"): ("000", "O jogador seguinte ao carteador começa"),
}
CHILDREN = ["azores", "brazil", "sueca-fr", "sueca-online", "jogos-do-rei"]


def _seed(number: str) -> str:
    text = next(SEEDS.glob(f"{number}_*.txt")).read_text(encoding="utf-8")
    return re.sub(r"\s+", " ", text)


def _kept(name: str) -> list[str]:
    spec = load_variant(name)
    assert spec.extends is not None
    parent = load_variant(spec.extends)
    names = tuple(dict.fromkeys((*spec.deal, *parent.deal)))
    mine, theirs = meaning(spec, names), meaning(parent, names)
    return [path for path in parent.decided if path not in spec.decided and in_force(path, mine)
            and _said(path, mine) == _said(path, theirs)]


@pytest.mark.parametrize("name", CHILDREN)
def test_a_rule_kept_from_the_parents_own_is_named_or_given_by_the_childs_source(name: str) -> None:
    for path in _kept(name):
        assert (name, path) in GIVEN, f"{name} keeps {path}, its parent's own rule: name it in `decided`"


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source documents are not beside the checkout")
@pytest.mark.parametrize(("child", "path"), sorted(GIVEN))
def test_the_words_that_give_a_kept_rule_are_in_the_childs_source(child: str, path: str) -> None:
    number, words = GIVEN[(child, path)]
    assert words in _seed(number), (child, path, words)
    assert path in _kept(child)  # no entry here for a rule the child no longer keeps


def test_sueca_online_names_the_all_points_rule_and_the_tie_as_its_own() -> None:
    for lang, words in (("en", "what all the card points score without every trick"),
                        ("pt-PT", "quanto valem todos os pontos sem todas as vazas")):
        own = book_of(load_variant("sueca-online"), lang, load_variant("portugal")).markdown()
        listed = next(line for line in own.splitlines() if line.startswith(("Rules not", "Regras que")))
        assert words in listed, listed
    text = (ROOT / "variants" / "sueca-online.sueca").read_text(encoding="utf-8")
    assert "Fazer 120 sem levar todas as vazas" not in text  # a sentence 001 does not have
