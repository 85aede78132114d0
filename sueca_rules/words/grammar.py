"""The small grammar the rulebooks need: contractions, articles, agreement and plurals.

Messages live in the catalogs (``sueca_rules/locales``); these helpers only join their
pieces the way each language does:

- **contractions** where a placeholder meets the word before it: Portuguese *de + o = do*,
  *em + a = na*, *a + o = ao*, *por + os = pelos*; French *de + le = du*, *à + les = aux*,
  *de + Ana = d'Ana*;
- **nouns** (the table's words, card names) know their gender and plural, so a message
  writes ``{trick:the}`` ("a vaza", "le pli", "the trick"), ``{trick:pl}`` ("vazas"),
  ``{trick:a}`` ("uma vaza") or chooses agreeing words with ``{trick:o primeiro|a primeira}``
  (masculine first, feminine second);
- **agreement** of verb and subject is kept inside one message (a subject and its verb are
  never glued from two messages), and counts go through ``ngettext``.

>>> de = Noun("dealer", "pt", "distribuidor", "m")
>>> join("à direita de ", de.render("the"), "pt")
'à direita do distribuidor'
>>> join("le tour de ", Noun("trick", "fr", "pli", "m").render("the"), "fr")
'le tour du pli'
>>> plural("ponto de jogo", "pt"), plural("mão", "pt"), plural("pli", "fr")
('pontos de jogo', 'mãos', 'plis')

The European norm contracts *em* with the indefinite article (*numa mão*); the Brazilian norm
writes it out (*em uma rodada*), so `join` takes the locale where the norms differ:

>>> join("em ", "uma mão", "pt"), join("em ", "uma rodada", "pt-BR"), join("em ", "a vaza", "pt-BR")
('numa mão', 'em uma rodada', 'na vaza')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

Lang = str  # "pt", "en" or "fr": the language of a locale, which decides the grammar (or the
# locale itself, "pt-BR", where the two Portuguese norms join words differently)

# Portuguese: preposition + definite or indefinite article, as written.
_PT_CONTRACTIONS = {
    ("de", "o"): "do", ("de", "a"): "da", ("de", "os"): "dos", ("de", "as"): "das",
    ("em", "o"): "no", ("em", "a"): "na", ("em", "os"): "nos", ("em", "as"): "nas",
    ("a", "o"): "ao", ("a", "a"): "à", ("a", "os"): "aos", ("a", "as"): "às",
    ("por", "o"): "pelo", ("por", "a"): "pela", ("por", "os"): "pelos", ("por", "as"): "pelas",
    ("de", "ele"): "dele", ("de", "ela"): "dela", ("em", "um"): "num", ("em", "uma"): "numa",
}
# Contractions the Brazilian norm does not make in writing: "em uma", "em um".
_PT_BR_UNCONTRACTED = {("em", "um"), ("em", "uma"), ("em", "uns"), ("em", "umas")}
_FR_CONTRACTIONS = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}
_FR_ELIDE = ("de", "que", "le", "la", "ne", "je", "se", "me", "te", "jusque", "lorsque", "puisque")
_VOWEL = re.compile(r"^[aeiouhâàéèêëîïôöûüœAEIOUHÂÀÉÈÊËÎÏÔÖÛÜŒ]")
_WORD_END = re.compile(r"(^|(?<=[\s(«\"'—–-]))(\w+) $")


def join(before: str, text: str, lang: Lang) -> str:
    """`before` followed by `text`, contracting where the two meet.

    Only the last word of `before` and the first word of `text` are looked at, so a
    message's own words are never changed. `lang` is a language (`pt`, `fr`, `en`) or a locale
    (`pt-BR`: *em uma*, not *numa*).
    """
    if not text or not before.endswith(" "):
        return before + text
    found = _WORD_END.search(before)
    if found is None:
        return before + text
    word = found.group(2)
    head, _, rest = text.partition(" ")
    start = before[: found.start(2)]
    locale, lang = lang, lang.split("-")[0]
    if lang == "pt":
        if locale == "pt-BR" and (word.lower(), head) in _PT_BR_UNCONTRACTED:
            return before + text
        merged = _PT_CONTRACTIONS.get((word.lower(), head))
        if merged is not None and rest:
            return start + _same_case(word, merged) + " " + rest
    elif lang == "fr":
        merged = _FR_CONTRACTIONS.get((word.lower(), head))
        if merged is not None and rest:
            return start + _same_case(word, merged) + " " + rest
        if word.lower() in _FR_ELIDE and _VOWEL.match(text) and not text.startswith(("le ", "la ", "les ")):
            return start + word[:-1] + "'" + text
    return before + text


def _same_case(original: str, word: str) -> str:
    return word[0].upper() + word[1:] if original[0].isupper() else word


def capitalize(text: str) -> str:
    """The first letter in upper case (a sentence that starts with a placeholder)."""
    for index, char in enumerate(text):
        if char.isalpha():
            return text[:index] + char.upper() + text[index + 1:]
        if char not in "*_«\"'(¡¿ ":
            return text
    return text


# Genders of the words a Sueca table uses, where the ending does not tell.
_GENDER = {
    "pt": {"mão": "f", "vez": "f", "equipe": "f", "naipe": "m", "pente": "m", "capote": "m",
           "dia": "m", "ás": "m", "sete": "m", "valete": "m", "rei": "m", "ponto": "m"},
    "fr": {"pli": "m", "atout": "m", "point": "m", "jeu": "m", "donneur": "m", "capot": "m",
           "ruban": "m", "as": "m", "roi": "m", "valet": "m", "partie": "f", "levée": "f",
           "manche": "f", "donne": "f", "manille": "f", "bandeira": "f", "renonce": "f", "manilha": "f", "virada": "f",
           "moca": "f", "couleur": "f", "dame": "f", "équipe": "f", "carte": "f", "main": "f", "pente": "m"},
}
_PT_PLURAL_EXCEPTIONS = {"mão": "mãos", "ás": "ases", "país": "países"}
_GLOSS = re.compile(r"\s*\(([^()]*)\)\s*$")


def gender(word: str, lang: Lang) -> str:
    """'m' or 'f' for Portuguese and French nouns ('' for English), from a short list of the
    game's words, then from the ending (-a, -ção, -dade, -gem are feminine in Portuguese;
    -e, -ée, -tion in French)."""
    head = word.split(" ")[0].lower()
    if lang not in _GENDER:
        return ""
    if head in _GENDER[lang]:
        return _GENDER[lang][head]
    if lang == "pt":
        return "f" if head.endswith(("a", "ção", "são", "dade", "gem", "ez")) else "m"
    return "f" if head.endswith(("e", "ée", "tion")) and not head.endswith(("age", "isme")) else "m"


def plural(word: str, lang: Lang) -> str:
    """The plural of a noun (of its first word for 'ponto de jogo', its last for 'game point')."""
    if lang == "pt" or lang == "fr":
        head, sep, rest = word.partition(" ")
        return _plural_word(head, lang) + sep + rest
    head, sep, last = word.rpartition(" ")
    return head + sep + _plural_word(last, lang)


def _plural_word(word: str, lang: Lang) -> str:
    lower = word.lower()
    if lang == "pt":
        if lower in _PT_PLURAL_EXCEPTIONS:
            return _PT_PLURAL_EXCEPTIONS[lower]
        if lower.endswith("ão"):
            return word[:-2] + "ões"
        if lower.endswith(("al", "el", "ol", "ul")):
            return word[:-1] + "is"
        if lower.endswith(("r", "z")):
            return word + "es"
        if lower.endswith("m"):
            return word[:-1] + "ns"
        return word if lower.endswith("s") else word + "s"
    if lang == "fr":
        if lower.endswith(("s", "x", "z")):
            return word
        if lower.endswith(("au", "eu")):
            return word + "x"
        if lower.endswith("al"):
            return word[:-2] + "aux"
        return word + "s"
    if lower.endswith(("s", "sh", "ch", "x")):
        return word + "es"
    if lower.endswith("y") and len(word) > 1 and lower[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def third_person(verb: str) -> str:
    """An English verb phrase in the third person singular: "lead" -> "leads", "follow suit"
    -> "follows suit" (its first word conjugated)."""
    head, sep, rest = verb.partition(" ")
    lower = head.lower()
    if lower in ("have", "be"):
        head = {"have": "has", "be": "is"}[lower]
    elif lower.endswith(("s", "sh", "ch", "x", "z", "o")):
        head += "es"
    elif lower.endswith("y") and len(head) > 1 and lower[-2] not in "aeiou":
        head = head[:-1] + "ies"
    else:
        head += "s"
    return head + sep + rest


def split_gloss(text: str) -> tuple[str, str]:
    """`"bandeira (capote)"` -> `("bandeira", "capote")`: the word and its gloss."""
    found = _GLOSS.search(text)
    if found is None or found.start() == 0:
        return text.strip(), ""
    return text[: found.start()].strip(), found.group(1).strip()


_ARTICLES = {
    ("pt", "m"): ("o", "os", "um"), ("pt", "f"): ("a", "as", "uma"),
    ("fr", "m"): ("le", "les", "un"), ("fr", "f"): ("la", "les", "une"),
}


@dataclass(frozen=True)
class Noun:
    """A noun to put in a message: a table word, a card, a deal's name.

    ``render(spec)``: '' the word; 'the' with the definite article; 'a' with the indefinite;
    'pl' plural; 'the pl' both; 'X|Y' the masculine or the feminine of two words; 's' an
    English verb's third person singular (`{lead:s}`: "leads", "follow suit" -> "follows suit"),
    the word itself in the other languages.
    """

    key: str
    lang: Lang
    text: str
    gender: str = ""
    plural_text: str = ""
    foreign: bool = False  # a word of another language, set in italics (*bandeira*)

    def __format__(self, spec: str) -> str:
        return self.render(spec)

    def __str__(self) -> str:
        return self.text

    def render(self, spec: str = "") -> str:
        if "|" in spec:
            masculine, _, feminine = spec.partition("|")
            return feminine if self.gender == "f" else masculine
        parts = set(spec.split())
        if "s" in parts:
            return third_person(self.text) if self.lang == "en" else self.text
        many = "pl" in parts
        word = (self.plural_text or plural(self.text, self.lang)) if many else self.text
        if "the" in parts:
            return self._article(word, many)
        if "a" in parts:
            return self._indefinite(word)
        return self._set(word)

    def _set(self, word: str) -> str:
        """The word as set in the text: in italics when it is a foreign word."""
        return f"*{word}*" if self.foreign else word

    def _article(self, word: str, many: bool) -> str:
        if self.lang == "en":
            return "the " + self._set(word)
        one, several, _ = _ARTICLES[(self.lang, self.gender or "m")]
        if many:
            return f"{several} {self._set(word)}"
        if self.lang == "fr" and _VOWEL.match(word):
            return "l'" + self._set(word)
        return f"{one} {self._set(word)}"

    def _indefinite(self, word: str) -> str:
        if self.lang == "en":
            vowel = re.match(r"[aeiou]", word.lower()) and not re.match(r"(one|once|uni|use|usu|eu)", word.lower())
            return ("an " if vowel else "a ") + self._set(word)
        return f"{_ARTICLES[(self.lang, self.gender or 'm')][2]} {self._set(word)}"
