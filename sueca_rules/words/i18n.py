"""Locales and message catalogs: gettext `.po` files, read with Babel.

The rulebooks speak four locales: ``pt-PT``, ``pt-BR``, ``en`` and ``fr``. The English text
is written in the code (the catalogs' msgids); the other three live in
``sueca_rules/locales/<locale>/LC_MESSAGES/sueca_rules.po``, which a translator edits with
any gettext tool. The `.po` files are read at run time (Babel parses them and compiles them
in memory, once per process), so a fresh checkout and an installed wheel work alike and no
build step can be forgotten. ``docs/translating.md`` says how to add or change a message.

>>> resolve_locale("pt", region="BR"), resolve_locale("pt"), resolve_locale("pt_br")
('pt-BR', 'pt-PT', 'pt-BR')
>>> Voice("pt-PT").gettext("Nobody may ask for a new deal: you play the cards you are dealt.")
'Ninguém pode pedir nova distribuição: joga-se com as cartas que calharem.'
"""

from __future__ import annotations

import gettext as _gettext
import io
import os
import string
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from ..errors import SuecaError
from .grammar import Noun, capitalize, join

LOCALES: tuple[str, ...] = ("pt-PT", "pt-BR", "en", "fr")
LANG_CHOICES: tuple[str, ...] = ("pt", *LOCALES)  # what --lang accepts; `pt` follows the variant
DOMAIN = "sueca_rules"
CATALOGS = Path(__file__).resolve().parent.parent / "locales"


class UnknownLocale(SuecaError, ValueError):
    """A language the rulebooks are not written in."""


def resolve_locale(lang: str, region: str | None = None) -> str:
    """`pt`, `pt-PT`, `pt_BR`, `EN`, ... to one of LOCALES; `pt` gives the Brazilian norm for a
    variant whose region is BR and the European norm otherwise."""
    key = lang.strip().replace("_", "-").lower()
    if key == "pt":
        return "pt-BR" if region == "BR" else "pt-PT"
    for locale in LOCALES:
        if locale.lower() == key:
            return locale
    raise UnknownLocale(f"no rulebooks in '{lang}' — write one of: {', '.join(LANG_CHOICES)}")


def language_of(locale: str) -> str:
    """`pt-BR` -> `pt`: the language, which decides the grammar."""
    return locale.split("-")[0]


def catalog_path(locale: str) -> Path:
    return CATALOGS / locale.replace("-", "_") / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def translations(locale: str) -> _gettext.NullTranslations:
    """The compiled catalog of `locale` (English needs none: its msgids are the text)."""
    if locale == "en":
        return _gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with catalog_path(locale).open("rb") as handle:
        catalog = read_po(handle, locale=locale.replace("-", "_"), domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return _gettext.GNUTranslations(buffer)


class _Formatter(string.Formatter):
    """`str.format` that contracts words where a placeholder meets the word before it."""

    def __init__(self, locale: str) -> None:
        self.locale = locale

    def format_text(self, template: str, values: dict[str, Any]) -> str:
        out = ""
        for literal, field, spec, conversion in self.parse(template):
            out += literal
            if field is None:
                continue
            value = self.convert_field(self.get_field(field, (), values)[0], conversion)
            text = value.render(spec or "") if isinstance(value, Noun) else format(value, spec or "")
            out = join(out, text, self.locale)
        return out


class Voice:
    """One locale's way of saying things: its catalog and its grammar.

    Every method takes a msgid (English) and keyword values for its ``{placeholders}``;
    `sentence` capitalizes the first letter (for a message that starts with a placeholder).
    The method names are gettext's, so Babel's extractor finds every message.
    """

    def __init__(self, locale: str) -> None:
        if locale not in LOCALES:
            raise UnknownLocale(f"no rulebooks in '{locale}' — write one of: {', '.join(LOCALES)}")
        self.locale = locale
        self.lang = language_of(locale)
        self.catalog = translations(locale)
        self._formatter = _Formatter(locale)

    def format(self, template: str, **values: Any) -> str:
        return self._formatter.format_text(template, values) if values else template

    def gettext(self, message: str, **values: Any) -> str:
        return self.format(self.catalog.gettext(message), **values)

    def ngettext(self, singular: str, plural: str, count: int, **values: Any) -> str:
        return self.format(self.catalog.ngettext(singular, plural, count), count=count, **values)

    def pgettext(self, context: str, message: str, **values: Any) -> str:
        return self.format(self.catalog.pgettext(context, message), **values)

    def npgettext(self, context: str, singular: str, plural: str, count: int, **values: Any) -> str:
        return self.format(self.catalog.npgettext(context, singular, plural, count),
                           count=count, **values)

    def count(self, number: int, noun: Noun) -> str:
        """"1 jogo", "2 jogos", "0 point": a number and a noun agreeing (CLDR plural rules; in
        Portuguese none is plural, "0 vazas", where Brazilian CLDR counts 0 as one)."""
        from babel import Locale

        form = "other" if number == 0 and self.lang == "pt" else \
            Locale.parse(self.locale.replace("-", "_")).plural_form(number)
        return f"{number} {noun.render('' if form == 'one' else 'pl')}"

    def sentence(self, text: str) -> str:
        return capitalize(text)

    def clauses(self, items: list[str] | tuple[str, ...]) -> str:
        """Clauses joined by semicolons, as this locale writes them (a no-break space before
        the semicolon in French)."""
        return ("\u00a0; " if self.lang == "fr" else "; ").join(items)

    def listing(self, items: list[str], style: str = "standard") -> str:
        """"a, b and c" in this locale (Babel's list patterns; English is British English, as the
        books are written: no comma before the last "and")."""
        from babel.lists import format_list

        locale = "en_GB" if self.locale == "en" else self.locale.replace("-", "_")
        return format_list(items, style=style, locale=locale)  # type: ignore[arg-type]


def N_(message: str) -> str:
    """Mark a message for the catalogs without translating it yet."""
    return message


# Where a table's region speaks one of LOCALES (ISO 3166 codes): Brazil its own norm, the other
# Portuguese-speaking countries the European one, France and its French-speaking neighbours
# French. A region not listed says nothing of the language.
REGION_LOCALES: dict[str, str] = {
    "BR": "pt-BR", "PT": "pt-PT", "AO": "pt-PT", "MZ": "pt-PT", "CV": "pt-PT", "GW": "pt-PT",
    "ST": "pt-PT", "TL": "pt-PT", "MO": "pt-PT", "FR": "fr", "BE": "fr", "LU": "fr", "MC": "fr",
}
# The POSIX variables that name the language of messages, strongest first.
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def environment_locale(environ: Mapping[str, str] | None = None, region: str | None = None) -> str | None:
    """The user's locale as one of LOCALES, from the first of LC_ALL, LC_MESSAGES and LANG
    that is set (as POSIX reads them): `pt_PT.UTF-8` -> pt-PT, `pt_BR` -> pt-BR, `pt` -> the
    table's Portuguese (pt-BR for `region` BR, else pt-PT), `fr_CA.UTF-8` -> fr, `en_GB` -> en;
    None when none is set, or the one set is `C`, `POSIX` or a language the game does not speak
    (`de_DE`).

    >>> environment_locale({"LANG": "pt_BR.UTF-8"}), environment_locale({"LC_ALL": "C", "LANG": "fr_FR"})
    ('pt-BR', None)
    >>> environment_locale({"LANG": "pt"}, "BR"), environment_locale({"LANG": "pt_PT"}, "BR")
    ('pt-BR', 'pt-PT')
    """
    environ = os.environ if environ is None else environ
    value = next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), "")
    tag = value.split(".")[0].split("@")[0].replace("_", "-")
    language, _, country = tag.partition("-")
    language = language.lower()
    if language == "pt":
        if not country:
            return resolve_locale("pt", region.upper() if region else None)
        return "pt-BR" if country.upper() == "BR" else "pt-PT"
    return language if language in ("en", "fr") else None


def environment_lang(environ: Mapping[str, str] | None = None) -> str | None:
    """:func:`environment_locale` as a `--lang` value: `pt` for a bare `pt` locale (the
    table's own Portuguese), else the locale; None as there.

    >>> environment_lang({"LANG": "pt"}), environment_lang({"LANG": "en_GB.UTF-8"}), environment_lang({})
    ('pt', 'en', None)
    """
    said = environment_locale(environ, "BR")
    if said is not None and environment_locale(environ, "PT") != said:
        return "pt"
    return said


def variant_locale(region: str | None, language: str | None = None) -> str | None:
    """The locale a table speaks: its region's (REGION_LOCALES), else the language its own
    texts are written in (`language pt-BR`); None when neither says."""
    if region and region.upper() in REGION_LOCALES:
        return REGION_LOCALES[region.upper()]
    if language:
        try:
            return resolve_locale(language, region)
        except UnknownLocale:
            return None
    return None


def choose_locale(lang: str | None, region: str | None = None, language: str | None = None,
                  environ: Mapping[str, str] | None = None) -> str:
    """The locale the game speaks: `lang` when given (`pt` follows the region: pt-BR for
    BR), else the user's (:func:`environment_locale`: LC_ALL, LC_MESSAGES or LANG, as gettext
    reads them) when it is one of LOCALES, else the variant's (:func:`variant_locale`), else
    English. UnknownLocale for a `lang` not in LANG_CHOICES.

    >>> choose_locale("fr", "BR"), choose_locale(None, "BR", None, {})
    ('fr', 'pt-BR')
    >>> choose_locale(None, "BR", None, {"LANG": "fr_FR.UTF-8"})
    'fr'
    >>> choose_locale(None, None, None, {}), choose_locale(None, "PT", None, {"LANG": "de_DE"})
    ('en', 'pt-PT')
    """
    if lang:
        return resolve_locale(lang, region)
    return environment_locale(environ, region) or variant_locale(region, language) or "en"


def locale_source(lang: str | None, region: str | None = None, language: str | None = None,
                  environ: Mapping[str, str] | None = None) -> str:
    """Why :func:`choose_locale` chose what it did: `lang` (given), `user` (LC_ALL,
    LC_MESSAGES or LANG), `table` (the variant's region or language) or `default` (English).

    >>> locale_source(None, "PT", None, {"LANG": "en_GB.UTF-8"}), locale_source(None, "PT", None, {})
    ('user', 'table')
    >>> locale_source(None, None, None, {})
    'default'
    """
    if lang:
        return "lang"
    if environment_locale(environ, region):
        return "user"
    return "table" if variant_locale(region, language) else "default"
