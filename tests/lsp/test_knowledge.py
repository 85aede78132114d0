"""Completion and hover know every key of the DSL, because they read the key table and the
spec: a key added to both is explained without touching the language server."""

from __future__ import annotations

from typing import Literal, get_args, get_origin

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sueca_rules.catalogue import wording_for
from sueca_rules.lsp import knowledge
from sueca_rules.lsp.analysis import check, completions, definition, formatted, hover, lang_of
from sueca_rules.lsp.outline import symbols
from sueca_rules.lsp.scan import context_at
from sueca_rules.source.syntax import BLOCKS, TOP_KEYS

EVERY_KEY = [(block, key.name) for block, keys in BLOCKS.items() for key in keys] + \
    [(None, key.name) for key in TOP_KEYS]


@pytest.mark.parametrize(("block", "key"), EVERY_KEY)
def test_every_key_has_a_field_a_label_and_its_values(block: str | None, key: str) -> None:
    item = knowledge.entry(block, "standard" if block in ("deal", "option") else None, key)
    assert item is not None and item.info is not None, f"{block}.{key} fills no spec field"
    assert wording_for(item.dotted) is not None, f"{item.dotted} has no wording for the hover"
    annotation = item.annotation
    if get_origin(annotation) is Literal:
        assert knowledge.values_for(block, None, key, [])[:len(get_args(annotation))] == \
            [str(a) for a in get_args(annotation)]


def test_completion_in_each_block_is_the_key_table() -> None:
    for block, keys in BLOCKS.items():
        label = " x" if block in ("deal", "option") else ""
        text = f"variant v extends portugal\n{block}{label} {{\n  \n}}\n"
        assert [c.label for c in completions("v.sueca", text, 2, 2)] == [k.name for k in keys]


def test_half_typed_text_still_has_a_context() -> None:
    context = context_at('variant x extends portugal\ndeal fast {\n  trump la', 2, 10)
    assert context.block is not None and context.block.label is not None
    assert (context.block.key.text, context.block.label.text, context.before, context.typed) == \
        ("deal", "fast", ["trump"], "la")
    assert [c.label for c in completions("v.sueca", "variant v\nredeal {\n  then ", 2, 7)] == \
        ["same-dealer", "next-dealer"]


def test_hover_on_values_and_locales() -> None:
    text = "variant v extends portugal\nplay { review last-trick }\n"
    found = hover("v.sueca", text, 1, 16, "pt")
    assert found is not None and found.span == (1, 14, 1, 24)
    # under the label "Vazas anteriores que se podem rever"
    assert "Aqui: só a última, até se jogar a carta seguinte\n" in found.markdown
    assert (lang_of("pt-BR"), lang_of("pt_PT"), lang_of("pt"), lang_of("en-US"), lang_of(None), lang_of("fr"),
            lang_of("fr-CA"), lang_of("de")) == ("pt-BR", "pt-PT", "pt-PT", "en", "en", "fr", "fr", "en")
    french = hover("v.sueca", text, 1, 16, "fr")
    assert french is not None and "Ici" in french.markdown and "Valeurs" in french.markdown


def test_outline_survives_an_unclosed_block() -> None:
    found = symbols("v.sueca", "variant v extends portugal\nplay {\n  review all\ndeck {\n")
    assert [s.name for s in found] == ["variant v", "play", "deck"]  # blocks do not nest
    assert [c.name for c in found[1].children] == ["review"]


ALPHABET = list("variant x extends portugal{}\n;#\"=-.09AKQ ranks deck play deal bandeira scoring\t é😋")


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(ALPHABET), max_size=160), st.integers(-2, 12), st.integers(-2, 60))
def test_no_text_and_no_position_makes_the_editor_features_fail(text: str, line: int, character: int) -> None:
    """Half-typed text is the normal case in an editor: every answer is data or nothing."""
    for file in ("h.sueca", "h.yaml", "untitled"):
        check(file, text)
        completions(file, text, line, character)
        hover(file, text, line, character, "pt")
        symbols(file, text)
        definition(file, text, line, character)
        formatted(file, text)
