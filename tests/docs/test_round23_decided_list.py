"""The list of the rules a book sets itself (FR23-01): each rule named as the question the book
settles, or as a thing with its article — never a bare noun ("accusation non prouvée"), a bare
infinitive ("demander une nouvelle donne") or a mix of the two — and set off by semicolons, since
several hold commas of their own ("ce qui suit une faute de mélange, de coupe ou de donne")."""

from __future__ import annotations

import re

import pytest

from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, ROOT
from .books import book

HOUSE = sorted(str(p) for p in (ROOT / "variants" / "house").glob("*.sueca"))
OPENINGS = {
    "en": r"who|what|which|when|whether|how|the",
    "fr": r"qui|que|quel|quelle|quels|quelles|ce|combien|quand|si|comment|dans quel|le|la|les|l’",
    "pt-PT": r"quem|que|qual|quais|o que|quanto|quantos|quantas|por quanto|quando|se|como|para que|a quem|o|a|os|as",
    "pt-BR": r"quem|que|qual|quais|o que|quanto|quantos|quantas|por quanto|quando|se|como|para que|a quem|o|a|os|as",
}


@pytest.mark.parametrize("locale", LOCALES)
def test_each_rule_the_book_sets_is_a_question_or_a_thing_with_its_article(locale: str) -> None:
    v = Voice(locale)
    heads = [plain(v.gettext(message, rules="")).split(":")[0] for message in
             ("Rules not in the sources, set by this book: {rules}.", "Rules agreed by this table: {rules}.")]
    opening = re.compile(rf"(?:{OPENINGS[locale]})\b", re.I)
    checked = 0
    for name in BUNDLED + HOUSE:
        for paragraph in plain(book(name, locale)).replace("\xa0", " ").split("\n\n"):
            head = next((h for h in heads if paragraph.startswith(h)), None)
            if head is None:
                continue
            listed = paragraph[len(head):].lstrip(" :").rstrip(".\n")
            items = re.split(r" ?; (?![^(]*\))", listed)  # not inside brackets
            for item in items:
                assert opening.match(item.strip("*")), (name, locale, item)
                checked += 1
    assert checked > 100
