"""`forbidden`: acts a table forbids without naming a penalty (002: "De nenhuma maneira é
permitido que os parceiros mostrem suas cartas um para o outro, mas não há problema em mostrar
suas cartas para o jogador seguinte"), beside `allowed` — the fresh readers found "Allowed,
with no penalty: showing your cards to the next player (never to your partner)" read as a
permission. Checked on the books as generated, the checks, the engine and the editor; and the
line before the declared faults, true of every fault (playing out of turn shows in the tricks).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from sueca_rules.checks import validate
from sueca_rules.conformance.cases import load_case_file
from sueca_rules.docs import rulebook
from sueca_rules.errors import IllegalMove, ProblemsError
from sueca_rules.loading import new_match
from sueca_rules.lsp.analysis import hover
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import ROOT
from ..loaded import load_rules, load_variant

Write = Callable[[str, str], Path]
NBSP = "\u00a0"  # the catalogue's space before a French colon (spaces made plain below)
SAID = {  # the two lines of mesa-brasileira's "other infractions", in each locale
    "en": ("- Showing your cards to your partner is forbidden, but carries no set penalty.",
           "- Showing your cards to the next player is allowed."),
    "pt-PT": ("- Mostrar as cartas ao parceiro é proibido, mas não tem castigo previsto.",
              "- Mostrar as cartas ao jogador seguinte é permitido."),
    # pt-BR says "para" where pt-PT says "ao" (002: "mostrar suas cartas para o jogador seguinte"; pt-BR R9-02)
    "pt-BR": ("- Mostrar as cartas para o parceiro é proibido, mas não tem punição prevista.",
              "- Mostrar as cartas para o jogador seguinte é permitido."),
    "fr": ("- Montrer ses cartes à son partenaire est interdit, mais sans sanction prévue.",
           "- Montrer ses cartes au joueur suivant est permis."),
}
CALLS = {  # the line before the penalties, true whether the tricks show the fault or not
    "en": "- When the table sees one of these faults, the penalty is:",
    "pt-PT": "- Quando a mesa vê uma das faltas seguintes, o castigo é:",
    "pt-BR": "- Quando a mesa vê uma das faltas abaixo, a punição é:",
    "fr": f"- Quand la table voit l’une de ces fautes, la sanction est{NBSP}:",
}


def _book(reference: str | Path, locale: str) -> str:
    text = plain(rulebook(load_variant(str(reference)), locale, rules=load_rules(str(reference))))
    return text.replace("\u202f", NBSP).replace(" :", NBSP + ":").replace(" ;", NBSP + ";")


@pytest.mark.parametrize("locale", LOCALES)
def test_mesa_brasileira_says_forbidden_then_allowed_in_both_spellings(locale: str) -> None:
    for reference in (ROOT / "variants" / "mesa-brasileira.yaml",
                      ROOT / "variants" / "dsl" / "mesa-brasileira.sueca"):
        lines = _book(reference, locale).splitlines()
        forbidden, allowed = SAID[locale]
        assert lines.index(forbidden) + 1 == lines.index(allowed), (reference, locale)
        assert CALLS[locale] in lines
        assert not any("(never" in line or "(nunca" in line or "(jamais" in line for line in lines)
        assert "showing your cards to your partner" not in lines[-1]  # the note no longer repeats it


def test_a_file_with_allowed_only_prints_as_before() -> None:
    text = _book(ROOT / "variants" / "house" / "mostrar-ao-seguinte.sueca", "en")
    assert "- Showing your cards to the next player is allowed, with no penalty." in text
    assert "Forbidden" not in text


def test_the_faults_line_is_true_where_a_fault_shows_in_the_tricks() -> None:
    """mesa-calada punishes playing out of turn: "leave no trace in the tricks" was false."""
    for locale in LOCALES:
        text = _book(ROOT / "variants" / "house" / "mesa-calada.sueca", locale)
        assert "trace" not in text and "rasto" not in text and "rastro" not in text
    assert "- When the table sees this fault, the penalty is:" in \
        _book(ROOT / "variants" / "house" / "calada-anula-a-mao.sueca", "en")


@pytest.mark.parametrize(("name", "text", "line", "column", "lists"), [
    ("two.sueca", "variant two extends portugal\nforbidden shown-to-next\nallowed shown-to-next\n", 2, 11,
     "both allowed and forbidden with no penalty named — keep it in 'allowed' or in 'forbidden'"),
    ("two.yaml", "variant: two\nextends: portugal\nallowed: [talking]\ninfractions:\n  talking: {award: match}\n",
     5, 12, "both allowed and punished — keep it in 'allowed' or in 'infractions'"),
    ("three.yaml", "variant: three\nextends: portugal\nforbidden: [misdeal]\ninfractions:\n"
     "  misdeal: {award: match}\n", 5, 12, "both forbidden with no penalty named and punished"),
])
def test_an_act_in_two_lists_is_a_located_error(write: Write, name: str, text: str, line: int, column: int,
                                                 lists: str) -> None:
    with pytest.raises(ProblemsError) as info:
        validate(write(name, text))
    [problem] = info.value.problems
    assert problem.code == "act-in-two-lists" and lists in problem.message
    assert (problem.location.line, problem.location.column) == (line, column)


def test_both_spellings_give_the_same_lists(write: Write) -> None:
    dsl = write("a.sueca", "variant a extends portugal\nforbidden shown-to-partner\nallowed shown-to-next\n")
    yaml = write("a.yaml", "variant: a\nextends: portugal\nforbidden: [shown-to-partner]\n"
                           "allowed: [shown-to-next]\n")
    specs = [validate(path).spec for path in (dsl, yaml)]
    assert [(s.forbidden, s.allowed) for s in specs] == [(["shown_to_partner"], ["shown_to_next"])] * 2
    rules = load_rules(str(dsl))
    assert rules.illegal.forbidden == frozenset({"shown_to_partner"})
    assert "shown_to_partner" not in rules.illegal.infractions  # nothing to apply


def test_a_forbidden_act_cannot_be_declared() -> None:
    match = new_match(ROOT / "variants" / "mesa-brasileira.yaml", seed=3)
    match.deal()
    before = match.record()
    with pytest.raises(IllegalMove, match="forbids 'shown-to-partner' but names no penalty"):
        match.declare(0, "shown-to-partner")
    assert match.record() == before


def test_the_editor_explains_the_key() -> None:
    text = "variant v extends portugal\nforbidden shown-to-partner\n"
    found = hover("v.sueca", text, 1, 3, "en")
    assert found is not None and "Forbidden without a set penalty" in found.markdown
    french = hover("v.sueca", text, 1, 3, "fr")
    assert french is not None and "Interdit sans sanction prévue" in french.markdown


def test_a_case_file_that_declares_a_forbidden_act_is_told_why(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(yaml.safe_dump({"variant": str(ROOT / "variants" / "mesa-brasileira.yaml"), "cases": [{
        "id": "c", "quote": "q", "play": {
            "dealer": 0, "trump_card": "AS", "moves": ["KH"],
            "hands": {3: ["KH", "2C"], 2: ["2H", "3C"], 1: ["3H", "4C"], 0: ["4H", "AS"]},
            "declare": {"team": 1, "infraction": "shown-to-partner"}},
        "expect": {"scores": [0, 0]}}]}, sort_keys=False), encoding="utf-8")
    with pytest.raises(ProblemsError) as info:
        load_case_file(path)
    [problem] = info.value.problems
    assert (problem.source_line or "").strip() == "infraction: shown-to-partner"
    assert problem.message == ("the variant forbids 'shown-to-partner' but names no penalty for it: "
                               "there is nothing to declare")
