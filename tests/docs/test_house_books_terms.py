"""The sixth readers' kinds on the house books and the option frame, each checked on the books
as generated, in every locale:

- a book written for a table's choice says that choice first ("This rulebook follows the
  table's choice: X. The other choice is Y.") and what each value changes, its own first
  (en E1, pt-PT 18/38, pt-BR 15, fr 40: « Le choix **à la portugaise** »);
- a parent without the option says the rule it always plays ("anticlockwise (to the right; not a
  table option)"), and an option whose rule differs is one line of the differences, not two
  (en ON2, pt-BR 14);
- mesa-calada: when a revoke may be claimed, and the looking-back infraction's name (C1, C2);
- a rule of play in force whose book names its duty puts the term in the glossary
  (montar, cortar, cortar por cima; L1, L3, L4, pt-PT 40/41, pt-BR 40, fr 42/43);
- torneio-mocas says *moca* and defines it (T1, pt-PT 42, pt-BR 41, fr 44-46).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.docs import rulebook
from sueca_rules.words.i18n import LOCALES, Voice

from ..loaded import load_rules, load_variant
from .books import without_program

HOUSE = Path(__file__).resolve().parents[2] / "variants" / "house"
PORTUGAL = load_variant("portugal")


def book(reference: str | Path, locale: str, options: dict[str, str] | None = None) -> str:
    return rulebook(load_variant(reference, options), locale, parent=PORTUGAL,
                    rules=load_rules(reference, options))


def sections(text: str) -> list[str]:
    """A book's sections, each its heading's line and body: the table options are the first,
    the differences, the glossary and the sources the last three before the section for the
    program's users (the `-O` spellings, the book's last since PT20-02), which is left out."""
    return without_program(text).split("\n## ")[1:]


CHOICE = {"en": " (the table’s choice): ", "pt-PT": " (a escolha da mesa): ",
          "pt-BR": " (a escolha desta mesa): ", "fr": " (choix de cette table)\u00a0: "}
MIRRORED = {"en": "mirrored style", "pt-PT": "ao contrário", "pt-BR": "invertido", "fr": "en miroir"}


@pytest.mark.parametrize("locale", LOCALES)
def test_a_chosen_option_is_said_first_then_the_other(locale: str) -> None:
    text = book(HOUSE / "estilo-da-mesa.sueca", locale, {"estilo": "brasileiro"})
    options = sections(text)[0]
    style = {"en": "**Style**"}.get(locale, "**Estilo**" if locale != "fr" else "**Style**")
    head = next(line for line in options.splitlines() if line.startswith("    - " + style))
    assert CHOICE[locale] + MIRRORED[locale] in head, head
    assert "following" not in head and "feita aqui" not in head
    values = [line for line in options.splitlines() if line.startswith("        - ")]
    assert MIRRORED[locale] not in " ".join(values).lower(), values  # the book's own value: said above only
    if locale == "fr":
        assert all(line.startswith("        - Si la table choisit **") for line in values), values


@pytest.mark.parametrize("locale", LOCALES)
def test_a_parent_without_the_option_always_plays_its_rule(locale: str) -> None:
    for options in (None, {"direction": "clockwise"}):
        text = book("sueca-online", locale, options)
        diff = sections(text)[-3]
        lines = diff.splitlines()
        direction = [line for line in lines if "(Portugal)" in line and
                     any(word in line for word in ("anticlockwise", "anti-horário", "contrário ao dos",
                                                   "sens inverse"))]
        assert len(direction) == 1, direction  # one line for the option and its rule
        # said as the rule it plays, marked in the same bracket (not "always: …", a second colon)
        marker = Voice(locale).gettext("not a table option")
        assert direction[0].endswith(f"; {marker}).") and "):" not in direction[0].split("(Portugal)")[1]


@pytest.mark.parametrize("locale", LOCALES)
def test_mesa_calada_claims_and_looks_back_as_readers_say(locale: str) -> None:
    text = book(HOUSE / "mesa-calada.sueca", locale)
    # the engine refuses an accusation once the last trick is complete (engine.faults): said (en R07)
    claim = {"en": "The accusation may be made only while the hand is being played (up to the end of its last "
                   "trick).",
             "pt-PT": "A acusação só se pode fazer enquanto se joga a mão (até ao fim da última vaza).",
             "pt-BR": "A acusação só pode ser feita enquanto se joga a mão (até o fim da última vaza).",
             "fr": "L’accusation ne peut se faire que pendant que l’on joue la donne "
                   "(jusqu’à la fin du dernier pli)."}[locale]
    assert claim in text
    assert "before its last trick" not in text and "may not be reviewed" not in text
    # the fault's name in bold, what is not a fault after it in roman (EN10-08, PT10-05, BR10-01),
    # as "except …", the window the engine leaves named (EN16-12)
    assert {"en": "**Looking back at earlier tricks** (except the last trick, until the next card is played, "
                  "and the tricks examined to judge an accusation of a revoke): ",
            "pt-PT": "**Espreitar vazas já recolhidas** (exceto a última, até se jogar a carta seguinte, e as vazas "
                     "examinadas para julgar uma acusação de renúncia): ",
            "pt-BR": "**Espiar vazas já recolhidas** (exceto a última, até a próxima carta ser jogada, e as vazas "
                     "examinadas para julgar uma acusação de renúncia): ",
            "fr": "**Regarder des plis déjà ramassés** (sauf le dernier, tant que le pli suivant n’a pas été "
                  "entamé, et les plis examinés pour juger une accusation de renonce)"}[locale] in text
    # the description names each fault whole (L03, FR-06), looking back as the fault does (BR13-06)
    head = text.split("\n## ", 1)[0]
    assert {"en": "for shuffling, cutting or dealing out of order, for looking back at earlier tricks "
                  "(except the last)",
            "pt-PT": "para quem espreita as vazas já recolhidas (menos a última)",
            "pt-BR": "para quem espia as vazas já recolhidas (menos a última)",
            "fr": "pour qui regarde des plis déjà ramassés (sauf le dernier)"}[locale] in head
    assert "dealing out of turn" not in text  # out of order (EN13-14)


TERMS = {"en": ("head the trick", "trump", "overtrump"), "pt-PT": ("montar", "cortar", "cortar por cima"),
         "pt-BR": ("montar", "cortar", "cortar por cima"), "fr": ("monter", "couper", "surcouper")}


@pytest.mark.parametrize("locale", LOCALES)
def test_the_duties_a_book_names_are_in_its_glossary(locale: str) -> None:
    text = book(HOUSE / "alentejo-montar.sueca", locale)
    glossary = sections(text)[-2]
    for term in TERMS[locale]:
        head = "to trump" if (locale, term) == ("en", "trump") else term  # the verb's headword (EN15-05)
        assert f"- **{head}**" in glossary, (term, glossary)
    rules = [line for line in text.splitlines() if line.startswith("- ") and "**" not in line]
    assert any(all(t in line for t in TERMS[locale]) for line in rules)  # the revoke's line names each duty
    if locale == "en":
        assert "It is a revoke to fail, when you could, to follow suit, to head the trick, to trump or to overtrump." \
            in text  # montar is heading the trick, not overtaking a partner (EN-43)
        assert "- **to trump** (*cortar*): " in text  # the verb apart from the suit's "trumps" (EN-44, EN15-05)
        assert ("When you follow suit, you must also head the trick: play higher than the highest card of that suit "
                "in it, if you can, even if it has already been trumped.") in text
        assert " on the trick " not in text and "already on the" not in text
    if locale == "fr":
        assert "Entamer un atout" not in text and "entamer à l’atout" not in text
    # a book whose rules impose none of them defines none
    plain = book("portugal", locale)
    assert f"- **{TERMS[locale][0]}**" not in plain and f"- **{TERMS[locale][2]}**" not in plain


@pytest.mark.parametrize("locale", LOCALES)
def test_torneio_mocas_says_and_defines_moca(locale: str) -> None:
    text = book(HOUSE / "torneio-mocas.sueca", locale)
    # the glossary's entry says what a moca is once: no gloss doubling the definition (FR-23)
    # (a Portuguese book names the usual word beside it, pt-BR R8 LG-1: not a second definition)
    assert re.search(r"^- \*\*moca\*\*( \((noutras|em outras) mesas, \*partida\*\))?\u00a0?: ", text, re.M), text
    assert "(a match to 4" not in text.split("**moca**")[-1][:40]
    moca = "mocas" if locale == "pt-PT" else "*mocas*"  # a word its readers do not know: in italics
    assert f"3\u00a0{moca}" in text or f"3 {moca}" in text
    assert "3 matches" not in text and "3 partidas" not in text and "3 parties" not in text
    if locale == "fr":
        assert "parties en 4 manches" not in text and "la *moca*" in text


@pytest.mark.parametrize("locale", LOCALES)
def test_a_trump_led_too_soon_counts_as_a_revoke_and_the_rule_is_named_by_its_term(locale: str) -> None:
    """A revoke is failing to follow suit: a trump led too soon *counts as* one (en L06, pt-PT
    R9-13); the Differences line names the duty by the glossary's term (en L05)."""
    text = book(HOUSE / "alentejo-montar.sueca", locale)
    assert {"en": "when you hold another suit, counts as a revoke too.",
            "pt-PT": "tendo outro naipe, também conta como renúncia.",
            "pt-BR": "tendo outro naipe, também conta como renúncia.",
            "fr": "quand on a une autre couleur, compte aussi comme une renonce."}[locale] in text
    assert {"en": "- **Must head the trick**: yes", "pt-PT": "- **Obrigatório montar**: sim",
            "pt-BR": "- **Obrigatório montar**: sim", "fr": "- **Obligation de monter**"}[locale] in text
    assert "best card of the suit led" not in text and "superar a melhor carta" not in text


def test_looking_back_where_nothing_may_be_reviewed_still_excepts_judging_a_revoke(
        write: Callable[[str, str], Path]) -> None:
    path = write("cego.sueca", "variant cego extends portugal\nplay { review none }\n"
                               "infractions { looking-back games 1 play-on }\n")
    text = book(path, "en")
    assert "- **Looking back at earlier tricks** (except the tricks examined to judge an accusation of a " \
                    "revoke): " in text
