"""Words of one Portuguese norm only, and what the other norm says instead.

A table's word given for Portuguese as a whole (`dealer "carteador"`) serves both norms; when
the word belongs to one norm only (*carteador* is Brazilian; *baralhar* and *equipa* are
European), a book in the other norm says the other norm's word instead, so that a European
book never says *carteador* and a Brazilian one never says *equipa*. The same pairs hold the
catalogs to their norm (``tests/docs/test_regional.py``).

Each entry: a regular expression matching the word (whole word, any case) in the norm it
belongs to, and the word the other norm writes for it (None where no one word replaces it:
a construction, not a word).

>>> other_norm("carteador", "pt-PT"), other_norm("carteador", "pt-BR"), other_norm("vaza", "pt-PT")
('distribuidor', 'carteador', 'vaza')
"""

from __future__ import annotations

import re

# Words of the European norm, and the Brazilian word for each.
EUROPEAN: tuple[tuple[str, str | None], ...] = (
    (r"equipas?", "dupla"),
    (r"baralha(r|m|do|da|dos|das)?", "embaralhar"),
    (r"ficheiros?", "arquivo"),
    (r"ecrãs?", "tela"),
    (r"regist(o|os)", "registro"),
    (r"sítios?", "site"),
    (r"ponteiros do relógio", "sentido horário"),
    (r"por omissão", "padrão"),
    (r"aceites?", "aceita"),
    (r"espreita(r|m)?", "espiar"),
    (r"calhar(em)?", "couber"),
    (r"tem de|têm de|tiver de", "tem que"),
    (r"(?:estar|está|estão|estiver|estiverem|estava|estavam) a \w+r", None),  # estar a jogar
    (r"castigos?", "punição"),
    (r"facto", "fato"),
)
# Words of the Brazilian norm, and the European word for each.
BRAZILIAN: tuple[tuple[str, str | None], ...] = (
    (r"carteador(es)?", "distribuidor"),
    (r"duplas?", "equipa"),
    (r"embaralha(r|m|do|da|dos|das)?", "baralhar"),
    (r"arquivos?", "ficheiro"),
    (r"telas?", "ecrã"),
    (r"registros?", "registo"),
    (r"anti-horário", "sentido contrário ao dos ponteiros do relógio"),
    (r"tem que|têm que|tiver que", "tem de"),
    (r"espia(r|m)?", "espreitar"),
    (r"penalidades?", "castigo"),
    (r"(?:estar|está|estão|estiver|estiverem|estava|estavam|fica|ficam) \w+(?:ando|endo|indo)", None),
)
# Table words of one region that the other norm's readers do not know and no word of theirs
# replaces (a café's *moca*, which a Brazilian reads as "moça"): a book in that norm keeps the
# word, in italics, as an English or French book sets a Portuguese word.
UNKNOWN_IN: dict[str, tuple[str, ...]] = {"pt-BR": (r"mocas?",)}
# Which list holds the words a book in each norm must not say.
NOT_IN: dict[str, tuple[tuple[str, str | None], ...]] = {"pt-PT": BRAZILIAN, "pt-BR": EUROPEAN}


def unknown_in(word: str, locale: str) -> bool:
    """Whether a book in `locale` sets the table word `word` in italics, as a word its readers
    do not know: `unknown_in("moca", "pt-BR")` but not in pt-PT.

    >>> unknown_in("moca", "pt-BR"), unknown_in("moca", "pt-PT"), unknown_in("vaza", "pt-BR")
    (True, False, False)
    """
    return any(re.fullmatch(pattern, word, re.I) for pattern in UNKNOWN_IN.get(locale, ()))


def other_norm(word: str, locale: str) -> str:
    """`word` as a book in `locale` says it: the other norm's word when `word` is a word of
    one norm only and `locale` is the other norm; else `word` itself."""
    for pattern, instead in NOT_IN.get(locale, ()):
        if instead is not None and re.fullmatch(pattern, word, re.I):
            return instead
    return word
