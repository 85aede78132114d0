"""Round-9 readers on the matrix, `diff` and a book's differences: each kind checked in the
output it was found in, in every locale."""

from __future__ import annotations

import re

import pytest

from sueca_rules import load_variant
from sueca_rules.docs.compare import diff_variants, matrix, matrix_data
from sueca_rules.docs.rulebook import differences
from sueca_rules.words.i18n import Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

LOCALES = ("pt-PT", "pt-BR", "en", "fr")
BUNDLED = ["portugal", "azores", "brazil", "jogos-do-rei", "sueca-fr", "sueca-online", "mesa-brasileira",
           "sueca-52", "sueca-a-dois", "sueca-italiana"]


@pytest.mark.parametrize("locale", LOCALES)
def test_an_option_that_sets_one_rule_is_said_once_in_the_diff(locale: str) -> None:
    """pt-PT R9-10: the rule an option sets is the option's line, Portugal's side "always …"."""
    said = plain(diff_variants(load_variant("portugal"), load_variant("mesa-brasileira"), locale))
    labels = [line for line in said.splitlines() if line.startswith("- **")]
    assert len(labels) == len(set(labels))
    s = Speaker(Voice(locale), load_variant("mesa-brasileira"))
    for name in ("false-accusation", "tie", "bandeira"):
        option = s.spec.texts[locale.replace("-", "_")].options[name].name  # type: ignore[union-attr,index]
        assert len(re.findall(rf"^- \*\*{re.escape(option)}\b", said, re.M)) == 1, (locale, option)


@pytest.mark.parametrize("locale", LOCALES)
def test_rows_that_mean_nothing_at_two_players_say_so(locale: str) -> None:
    """en R08, fr FR-16: no direction of play at two players."""
    data = matrix_data([load_variant(n) for n in BUNDLED], locale)
    [row] = [r for r in data["rules"] if r["path"] == "direction"]
    [cell] = [x["value"] for x in row["values"] if "sueca-a-dois" in x["variants"]]
    assert cell.startswith("— (") and cell == Voice(locale).gettext("— (two players)")


@pytest.mark.parametrize("locale", LOCALES)
def test_deal_rows_say_one_of_several_or_the_only_way(locale: str) -> None:
    """pt-BR R9-09: a single deal is "the only way of dealing", never "offered" beside choices."""
    v = Voice(locale)
    data = matrix_data([load_variant(n) for n in BUNDLED], locale)
    rows = {r["path"]: {m: x["value"] for x in r["values"] for m in x["variants"]} for r in data["rules"]}
    only = {deal: v.gettext("the only way of dealing (compared here with the other tables’ {deal})", deal=name)
            for deal, name in (("standard", v.gettext("standard deal")),
                               ("alternative", v.gettext("alternative deal")))}
    several = v.gettext("one of the table’s ways of dealing")
    assert rows["deal.standard"]["jogos-do-rei"] == only["standard"]
    assert rows["deal.alternative"]["sueca-online"] == only["alternative"]
    assert rows["deal.standard"]["portugal"] == several
    assert rows["deal.standard"]["sueca-online"] == v.gettext("not offered")


@pytest.mark.parametrize("locale", LOCALES)
def test_a_deal_field_alike_in_every_deal_is_said_once(locale: str) -> None:
    """en R05: the Azores book's differences printed two identical "Trump card" lines."""
    azores, portugal = load_variant("azores"), load_variant("portugal")
    s = Speaker(Voice(locale), azores)
    lines = [plain(line) for line in differences(azores, portugal, s)]
    trump = [line for line in lines if s.deal_name("standard") in line.split("—")[0]
             or s.deal_name("alternative") in line.split("—")[0]]
    assert not trump, lines  # no line labelled by one deal: both deals' trump is one line
    said = plain(diff_variants(portugal, azores, locale))
    assert Voice(locale).gettext("{rule} (both deals)", rule="X").replace("X", "") in said


@pytest.mark.parametrize("locale", LOCALES)
def test_options_cells_give_each_default_first_and_allowed_none_is_neutral(locale: str) -> None:
    """pt-PT R9-02, R9-03; fr FR-03, FR-05."""
    text = plain(matrix([load_variant(n) for n in BUNDLED], locale))
    assert "nada de especial" not in text and "rien de précisé" not in text and "may choose instead" not in text
    assert "la table peut choisir à la place" not in text and "a mesa pode escolher, em vez disso" not in text
    if locale == "fr":
        assert "| 2 manches, comme de 91 à 120 points |" in text and "rapporte 2 manches, comme" not in text
        assert "elle reste jouée, et l’autre équipe peut accuser l’équipe fautive de renonce" in text
    if locale == "en":
        assert "| 2 game points, as for 91 to 120 card points |" in text
