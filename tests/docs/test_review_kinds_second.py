"""Issue 23, the second native review: one test a kind of defect fixed in the books, the
matrix and `diff`, each over every bundled and house variant (or every bundled one, for the
matrix) in every locale, checked against the compiled rules and the engine's scoring where
the kind is about a rule (the first review's kinds: tests/docs/test_review_kinds.py)."""

from __future__ import annotations

import io
import re
import unicodedata

import pytest
from rich.console import Console

from sueca_rules.catalogue.meta.book import unpunished
from sueca_rules.checks import validate
from sueca_rules.docs import diff_variants, matrix
from sueca_rules.docs.compare import by_title, label, matrix_data
from sueca_rules.docs.terminal import print_matrix
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import JOINER, plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from .test_review_kinds import ALL, HOUSE, book, section


def _runs(name: str) -> list[tuple[int, int]]:
    """The card-point runs that score alike, asked of the engine's scoring (the winners with
    every trick but one, so no bandeira by tricks): 120 is in the top run only where it
    scores as 119 does."""
    rules = load_rules(name)
    total = rules.deck.total_points
    said = [rules.scoring.score((p, total - p), (9, 1), 0) for p in range(total // 2 + 1, total + 1)]
    runs: list[tuple[int, int]] = []
    for points, score in zip(range(total // 2 + 1, total + 1), said, strict=True):
        if score.bandeira or (points == total and score.game_points != said[-2].game_points):
            break
        if runs and said[points - total // 2 - 2].game_points == score.game_points:
            runs[-1] = (runs[-1][0], points)
        else:
            runs.append((points, points))
    return runs


@pytest.mark.parametrize("locale", LOCALES)
def test_wrong_rules_the_matrix_bands_are_each_variants_and_a_book_defines_its_bandeira_once(locale: str) -> None:
    """The matrix gives each variant the bands its engine scores (mesa-brasileira's 91–119,
    not everyone's 91–120); a book has one glossary entry for the bandeira, saying what its
    compiled rules make one (gato-e-chapeu: all the points, as 002 defines it)."""
    data = matrix_data([load_variant(n) for n in BUNDLED], locale)
    [hands] = [row for row in data["rules"] if row["path"] == "scoring.hands"]
    for value in hands["values"]:
        for variant in value["variants"]:
            ranges = [(int(a), int(b)) for a, b in re.findall(r"(\d+)–(\d+)", value["value"])]
            expected = [] if load_rules(variant).bidding is not None else _runs(variant)  # a contract's: none
            assert ranges == expected, (locale, variant, value["value"])
    assert any(_runs(n)[-1][1] == 119 for n in BUNDLED) and any(_runs(n)[-1][1] == 120 for n in BUNDLED)
    word = {"en": "bandeira", "fr": "bandeira", "pt-PT": "bandeira", "pt-BR": "bandeira"}[locale]
    for name in ALL:
        glossary = plain(section(book(name, locale), "words", locale))
        entries = re.findall(rf"^- \*\*{word}\*\*.*$", glossary, re.M)
        if load_rules(name).scoring.bandeira_by_tricks is None:
            continue
        assert len(entries) == 1, (name, locale, entries)
        if locale == "en":
            by_points = load_rules(name).scoring.bandeira_by_tricks is False
            assert ("all the card points" in entries[0]) == by_points, (name, entries)
            assert ("every trick" in entries[0]) != by_points, (name, entries)


def _difference_rows(text: str) -> list[tuple[str, str, str]]:
    """A book's differences: (rule, this variant's value, the parent's value)."""
    rows = []
    for line in re.findall(r"^- \*\*(.+)$", text, re.M):
        rule, rest = line.split("**", 1)
        ours, theirs = rest.lstrip(":\u00a0 ").rsplit(" — ", 1)
        rows.append((rule.strip("*"), ours, theirs.split(":", 1)[1].strip(" .\u00a0")))
    return rows


@pytest.mark.parametrize("locale", LOCALES)
def test_differences_never_list_what_the_parent_does_the_same_nor_an_empty_value(locale: str) -> None:
    """Every difference a derived book lists has two values that differ, neither of them a
    bare dash (cortar-parceiros' "Forming the table … — in Sueca (Portugal): —"); that they
    are the rules `diff` finds is test_review_kinds' test."""
    checked = 0
    for name in ALL:
        if len(validate(name).layers) < 2:
            continue
        rows = _difference_rows(plain(section(book(name, locale), "differences", locale)))
        checked += len(rows)
        for rule, ours, theirs in rows:
            assert ours.strip(" .") != theirs, (name, locale, rule)
            assert "—" not in (ours.strip(), theirs) and ours.strip() and theirs, (name, locale, rule)
    assert checked > 30, checked


@pytest.mark.parametrize("locale", ["pt-BR", "pt-PT"])
def test_one_word_for_the_dealer_in_each_portuguese(locale: str) -> None:
    """One word for the dealer in each book (EN15-04, FR15-02, FR15-07): a European reader reads
    *distribuidor* everywhere, whatever the table's file says in the other norm; a Brazilian reader
    *carteador* in the matrix, `diff` and every book but those whose source says *distribuidor*
    (001, 002), which say their source's word throughout, the parent's differences included."""
    specs = [load_variant(n) for n in BUNDLED]
    texts = [(n, plain(book(n, locale))) for n in ALL] + [("matrix", plain(matrix(specs, locale)))]
    texts += [("diff", plain(diff_variants(load_variant("portugal"), load_variant("jogos-do-rei"), locale)))]
    said = {n: Speaker(Voice(locale), load_variant(n)).word("dealer").text for n in ALL}
    assert {said["sueca-online"], said["mesa-brasileira"]} == {"distribuidor"}  # their sources' word
    assert {said["jogos-do-rei"], said["brazil"]} == {"carteador" if locale == "pt-BR" else "distribuidor"}
    for name, text in texts:
        own = said.get(name, "carteador" if locale == "pt-BR" else "distribuidor")  # the matrix, diff: the usual
        other = {"carteador": "distribuidor", "distribuidor": "carteador"}[own]
        body = text.split(section(text, "sources", locale))[0] if section(text, "sources", locale) else text
        if name == "matrix":  # under its title, the matrix names the books' own words (BR16-06)
            body = body.split("\n\n", 2)[2]
        # the glossary may name the word other tables use ("em outras mesas, carteador"): not the book's
        body = body.replace(plain(Voice(locale).gettext("at other tables, {word}", word=f"*{other}*")), "")
        assert own in body and not re.search(rf"\b{other}", body), (name, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_rules_are_sentences_not_form_labels(locale: str) -> None:
    """Who shuffles, cuts, deals and leads is said in sentences ("The partner of the player who
    shuffles cuts."), never as a form's label and value ("Who cuts: the partner …")."""
    labels = [label(path, Speaker(Voice(locale))) for path in ("seats.shuffles", "seats.cuts", "seats.deals",
                                                                "seats.leads")]
    for name in ALL:
        text = plain(book(name, locale))
        rules = text.split("\n## ")[1:-3]  # the rules' sections, not differences, glossary, sources
        for part in rules:
            for lab in labels:
                assert not re.search(rf"^\s*- {re.escape(lab)}\s*:", part, re.M), (name, locale, lab)


@pytest.mark.parametrize("locale", LOCALES)
def test_diff_shows_only_the_readers_words(locale: str) -> None:
    """`diff` compares the tables' words as the reader's locale says them: no language code,
    no other locale's word, no word both sides say alike (issue 23: "en: bandeira (flag)" in
    a Portuguese diff)."""
    for other in BUNDLED[1:] + HOUSE[:6]:
        text = plain(diff_variants(load_variant("portugal"), load_variant(other), locale))
        words = text.split("\n## ")[-1]
        assert not re.search(r"\b(?:pt|pt-PT|pt-BR|en|fr)\s?:", words), (other, locale)
        for row in re.split(r"^- \*\*", words, flags=re.M)[1:]:
            values = [side.split(":", 1)[1].strip() for side in re.findall(r"^    - (.+)$", row, re.M)]
            assert len(values) == 2 and len(set(values)) == len(values), (other, locale, row)


@pytest.mark.parametrize("locale", LOCALES)
def test_typography_no_joiner_straight_apostrophe_nor_sentence_in_a_row(locale: str) -> None:
    """No word joiner (U+2060) in any output, typographic apostrophes in every locale, and a
    difference's value is a phrase: no capital after the colon, no full stop before the dash."""
    specs = [load_variant(n) for n in BUNDLED]
    outputs = [(n, book(n, locale)) for n in ALL] + [("matrix", matrix(specs, locale))]
    outputs += [(n, diff_variants(load_variant("portugal"), load_variant(n), locale)) for n in BUNDLED[1:]]
    for name, text in outputs:
        prose = re.sub(r"`[^`]*`", "", text)
        assert JOINER not in prose, (name, locale)
        assert not re.search(r"\w'\w", prose), (name, locale, re.search(r".{15}\w'\w.{10}", prose))
    for name in ALL:
        for rule, ours, _ in _difference_rows(plain(section(book(name, locale), "differences", locale))):
            assert not ours.rstrip().endswith("."), (name, locale, rule, ours)
            if rule == label("options", Speaker(Voice(locale))):
                assert ours[:1].islower(), (name, locale, ours)


@pytest.mark.parametrize("locale", LOCALES)
def test_layout_the_matrix_is_sorted_by_title_and_never_breaks_a_name(locale: str) -> None:
    specs = [load_variant(n) for n in BUNDLED]
    named = {spec.variant: Speaker(Voice(locale), spec).title() for spec in specs}
    cells = re.findall(r"^\|[^|\n]*\|[^|\n]*\| ([^|\n]+) \|$", plain(matrix(specs, locale)), re.M)[1:]
    listed = [cell.split(", ") for cell in cells if cell.split(", ")[0] in named.values()]
    assert len(listed) > 20, locale
    # families first, the largest (Portugal's) leading, a parent before its children; then by
    # title with accents aside (fifth readers: "Sueca (Portugal), the reference, sits in the
    # middle"; "Sueca à deux" before "Sueca italienne" in French)
    order = [named[spec.variant] for spec in by_title(specs, Voice(locale))]
    assert order[0] == named["portugal"], (locale, order)
    assert order.index(named["brazil"]) < order.index(named["jogos-do-rei"]), (locale, order)
    alone = [named[spec.variant] for spec in specs if spec.extends is None and spec.variant != "portugal"]
    assert [t for t in order if t in alone] == sorted(alone, key=_accents_aside), (locale, order)
    for titles in listed:
        assert titles == sorted(titles, key=order.index), (locale, titles)
    for width in (100, 80):  # the terminal's widest table, and a narrow window
        out = io.StringIO()
        print_matrix(specs, locale, Console(file=out, width=width, color_system=None))
        for title in named.values():
            assert title in out.getvalue(), (locale, width, title)  # each title whole on one line


# the noun each row's "none" agrees with, in Portuguese and French: mãos, opções, cartas
# (feminine), resultados (masculine); donnes, options, cartes (feminine), résultats (masculine)
NONE = {"hand_results": ("nenhuma", "aucune"), "options": ("nenhuma", "aucune"),
        "deck.removed": ("nenhuma", "aucune"), "trump.redeal_if": ("nenhuma", "aucune"),
        "results": ("nenhum", "aucun"), "infractions": ("nenhuma", "aucune"),
        "allowed": ("nenhum", "aucun"),
        # a bandeira (feminine in both): none at a table whose contract scores the hand (#22)
        "scoring.bandeira": ("nenhuma", "aucune"),
        # an auction (o leilão, les enchères) and a contract (o contrato, le contrat), #22
        "bidding": ("nenhum", "aucune"), "contract": ("nenhum", "aucun")}


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR", "fr"])
def test_none_agrees_with_the_rows_noun(locale: str) -> None:
    """"Mãos com nome próprio: nenhuma", never *nenhum* (issue 23): the matrix's and each
    book's differences' "none" agree in gender with what the row counts."""
    index = 1 if locale == "fr" else 0
    nones = {"nenhum", "nenhuma", "aucun", "aucune"}
    seen = 0
    specs = [load_variant(n) for n in ALL]
    for row in matrix_data(specs, locale)["rules"]:
        for value in row["values"]:
            if value["value"] in nones:
                assert row["path"] in NONE and value["value"] == NONE[row["path"]][index], (locale, row["path"])
                seen += 1
    assert seen >= 2, seen  # the named hands and the table options, at least


def test_a_european_book_parts_the_pack_and_leads_with_puxar() -> None:
    """pt-PT: the pack is *partido* (baralhar, partir e dar), never *cortado*: at a Portuguese
    table *cortar* is to trump; and leading is *puxar* everywhere, never *sair* beside it (issue
    23: "quem sai" in two descriptions whose bodies say "puxa"). Titles and descriptions too."""
    specs = [load_variant(n) for n in BUNDLED]
    texts = [(n, plain(book(n, "pt-PT"))) for n in ALL] + [("matrix", plain(matrix(specs, "pt-PT")))]
    texts += [("diff", plain(diff_variants(load_variant("portugal"), load_variant("sueca-online"), "pt-PT")))]
    for name, text in texts:
        found = section(text, "sources", "pt-PT")
        text = text.split(found)[0] if found else text
        if name.endswith("alentejo-montar.sueca"):  # its description's cortar is to trump, as it should be
            text = re.sub(r"cortar por cima|\bcortar\b(?= \(e| ou| com|\*\*)|tenha sido cortad[ao]", "",
                          text)  # its duties too, and a trick already trumped
        text = re.sub(r"\bcorta com\b|\*\*cortar\*\*", "", text)  # the example trick: a card trumps (PT10-01),
        # and the glossary's to trump, the verb it says (PT12-10)
        assert not re.search(r"\bcort(?:a|ar|ou|am|em|e|ando|ada|ado|ou)\b", text, re.I), (name, re.search(
            r".{30}\bcort\w*.{10}", text, re.I))
        assert not re.search(r"\bquem sai\b|\bsai(?:r)? primeiro\b|\ba sair\b", text), name  # (a card sai para trunfo)
    assert "## Baralhar, partir e dar" in book("portugal", "pt-PT")


@pytest.mark.parametrize(("locale", "word", "others"), [("pt-PT", "castigo", r"penalidade|puniç|puniçõ"),
                                                         ("pt-BR", "puniç", r"penalidade|castigo"),
                                                         ("fr", "sanction", r"pénalité")])
def test_one_word_for_the_penalty_and_it_is_in_the_glossary(locale: str, word: str, others: str) -> None:
    """A penalty has one name a locale (issue 23: *punição* and *penalidade*, *sanction* and
    *pénalité* in one book), and a book that says it defines it, as it does the suit, the trump
    card, the tie and the accusation."""
    for name in ALL:
        text = plain(book(name, locale))
        found = section(text, "sources", locale)
        body = text.split(found)[0] if found else text
        assert not re.search(rf"\b(?:{others})", body, re.I), (name, locale)
        # where nothing can be punished, "with no penalty" is plain words, not the glossary's
        # sense of the word (fr FR10-12): the book defines none
        if re.search(rf"\b{word}", body.split(section(body, "words", locale))[0], re.I) and not (
                unpunished(load_rules(name))):
            assert re.search(rf"^- \*\*{word}", section(body, "words", locale), re.M), (name, locale)


def _accents_aside(title: str) -> str:
    plain_ = unicodedata.normalize("NFKD", title)
    return "".join(c for c in plain_ if not unicodedata.combining(c)).casefold()
