"""The catalogs are complete and well formed; the grammar helpers join words as each language does."""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from sueca_rules.catalogue import wording_for
from sueca_rules.words.grammar import Noun, capitalize, gender, join, plural, split_gloss
from sueca_rules.words.i18n import CATALOGS, LOCALES, UnknownLocale, Voice, catalog_path, resolve_locale
from sueca_rules.words.i18n import LANG_CHOICES as LANGS

from ..conftest import ROOT

TRANSLATED = [locale for locale in LOCALES if locale != "en"]  # English is the msgids' own text


def _extracted() -> dict[tuple[str | None, str | tuple[str, str]], None]:
    """Every message in the code, found as `pybabel extract -F babel.cfg` finds them."""
    found: dict[tuple[str | None, str | tuple[str, str]], None] = {}
    method_map = [("sueca_rules/**.py", "python")]
    for _file, _line, message, _comments, context in extract_from_dir(str(ROOT), method_map):
        found[(context, message)] = None
    return found


EXTRACTED = _extracted()


def _catalog(locale: str) -> Catalog:
    with catalog_path(locale).open("rb") as handle:
        return read_po(handle, locale=locale.replace("-", "_"))


def _fields(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def test_the_code_has_messages_to_translate() -> None:
    assert len(EXTRACTED) > 200
    assert ("table word", "trick") in EXTRACTED


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_message_is_translated_in_every_locale(locale: str) -> None:
    catalog = _catalog(locale)
    missing = []
    for context, msgid in EXTRACTED:
        key = msgid if isinstance(msgid, str) else msgid[0]
        message: Message | None = catalog.get(key, context=context)
        if message is None or message.fuzzy:
            missing.append((context, msgid))
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(forms) or len(forms) != (catalog.num_plurals if isinstance(msgid, tuple) else 1):
            missing.append((context, msgid))
    assert not missing, f"{locale}: translate these in {catalog_path(locale)}: {missing}"


@pytest.mark.parametrize("locale", TRANSLATED)
def test_catalogs_keep_no_message_the_code_no_longer_has(locale: str) -> None:
    catalog = _catalog(locale)
    stale = [(m.context, m.id) for m in catalog if m.id and (m.context, m.id) not in EXTRACTED]
    assert not stale, f"run pybabel update (docs/translating.md): {stale}"


@pytest.mark.parametrize("locale", TRANSLATED)
def test_translations_use_the_messages_placeholders(locale: str) -> None:
    for message in _catalog(locale):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set().union(*(_fields(i) for i in ids))
        for form in forms:
            assert _fields(form) <= wanted | {"count"}, (locale, message.id, form)
            assert _fields(form) >= _fields(ids[0]) - {"count"}, (locale, message.id, form)


def test_the_committed_template_is_fresh() -> None:
    with (CATALOGS / "sueca_rules.pot").open("rb") as handle:
        template = {(m.context, m.id) for m in read_po(handle) if m.id}
    assert template == set(EXTRACTED), "run pybabel extract (docs/translating.md)"


def test_catalogs_ship_inside_the_package() -> None:
    assert Path(__file__).resolve().parents[2] / "sueca_rules" / "locales" == CATALOGS
    for locale in TRANSLATED:
        assert catalog_path(locale).is_file()


def test_locales() -> None:
    assert resolve_locale("pt", "BR") == "pt-BR" and resolve_locale("pt", "AO") == "pt-PT"
    assert resolve_locale("PT_br") == "pt-BR" and resolve_locale("EN") == "en"
    with pytest.raises(UnknownLocale):
        resolve_locale("es")
    with pytest.raises(UnknownLocale):
        Voice("pt")


@pytest.mark.parametrize("lang", LANGS)
def test_the_language_servers_hover_words_work_in_every_language(lang: str) -> None:
    wording = wording_for("scoring.bandeira")
    assert wording is not None
    said = wording.say({"by": "tricks", "games": 4, "ends_match": True}, lang)
    assert said and "{" not in said and wording.label(lang) == "Bandeira"


@pytest.mark.parametrize("path", ["illegal.revoke", "scoring.tie", "deal.standard", "redeal", "options"])
def test_a_half_typed_value_is_said_as_written(path: str) -> None:
    wording = wording_for(path)
    assert wording is not None
    assert wording.say("hand", "pt") == "hand" and wording.say(["x"], "fr") == "['x']"


def test_agreement_stays_inside_one_message() -> None:
    revoke = wording_for("illegal.revoke")
    assert revoke is not None
    penalty = {"wins": "hand", "games": 1}
    assert revoke.say(penalty, "pt-PT") == "os acusadores ganham a mão e marcam 1 jogo"
    assert revoke.say(penalty, "pt-BR") == "os acusadores ganham a mão e marcam 1 ponto de jogo"
    assert revoke.say(penalty, "en") == "the accusers win the hand and score 1 game point"
    # French says what a hand scores in manches, its card points in points (one word a thing)
    assert revoke.say(penalty, "fr") == "les accusateurs gagnent la donne et marquent 1 manche"
    assert revoke.say({"wins": "hand", "games": 2}, "fr").endswith("2 manches")


def test_portuguese_contractions_where_a_placeholder_meets_a_preposition() -> None:
    # the "o naipe de trunfo é o de a última carta dada"
    assert join("o naipe de trunfo é o de ", "a última carta dada", "pt") == \
        "o naipe de trunfo é o da última carta dada"
    assert join("à direita de ", "o distribuidor", "pt") == "à direita do distribuidor"
    assert join("começando por ", "o jogador", "pt") == "começando pelo jogador"
    assert join("acabando em ", "o distribuidor", "pt") == "acabando no distribuidor"
    assert join("passa a ", "a dupla", "pt") == "passa à dupla"
    assert join("Depois de ", "as vazas", "pt") == "Depois das vazas"
    assert join("a mão de ", "Ana", "pt") == "a mão de Ana"
    assert join("o de ", "a", "pt") == "o de a"  # only an article followed by its noun


def test_french_contractions_and_elision() -> None:
    assert join("à droite de ", "le donneur", "fr") == "à droite du donneur"
    assert join("la carte de ", "atout", "fr") == "la carte d'atout"
    assert join("les points de ", "Ana", "fr") == "les points d'Ana"
    assert join("jusqu'à ce que ", "le donneur", "fr") == "jusqu'à ce que le donneur"
    assert join("passe à ", "les joueurs", "fr") == "passe aux joueurs"
    assert join("de ", "la donne", "fr") == "de la donne"
    assert join("the dealer's ", "left", "en") == "the dealer's left"


def test_nouns_agree_in_gender_and_number() -> None:
    vaza = Noun("trick", "pt", "vaza", gender("vaza", "pt"))
    capote = Noun("bandeira", "pt", "capote", gender("capote", "pt"))
    assert (vaza.render("the"), vaza.render("a"), vaza.render("the pl")) == ("a vaza", "uma vaza", "as vazas")
    assert (capote.render("the"), capote.render("o primeiro|a primeira")) == ("o capote", "o primeiro")
    assert vaza.render("o primeiro|a primeira") == "a primeira"
    atout = Noun("trump", "fr", "atout", gender("atout", "fr"))
    assert (atout.render("the"), atout.render("a"), atout.render("the pl")) == ("l'atout", "un atout", "les atouts")
    assert Noun("trick", "en", "trick").render("a") == "a trick"
    assert Noun("x", "en", "ace").render("a") == "an ace"
    assert gender("mão", "pt") == "f" and gender("ponto de jogo", "pt") == "m" and gender("donne", "fr") == "f"


def test_plurals() -> None:
    assert [plural(w, "pt") for w in ("vaza", "mão", "sessão", "jogo", "ponto de jogo", "distribuidor")] == \
        ["vazas", "mãos", "sessões", "jogos", "pontos de jogo", "distribuidores"]
    assert [plural(w, "fr") for w in ("pli", "jeu", "point", "as")] == ["plis", "jeux", "points", "as"]
    assert [plural(w, "en") for w in ("trick", "game point", "match")] == ["tricks", "game points", "matches"]


def test_glosses_and_capitals() -> None:
    assert split_gloss("bandeira (capote)") == ("bandeira", "capote")
    assert split_gloss("pente (comb, a win)") == ("pente", "comb, a win")
    assert split_gloss("vaza") == ("vaza", "")
    assert capitalize("o distribuidor dá") == "O distribuidor dá"
    assert capitalize("**maneira** habitual") == "**Maneira** habitual"
    assert capitalize("40 cartas") == "40 cartas"


def test_counts_follow_each_languages_plural_rules() -> None:
    ponto = Noun("game_point", "fr", "point", "m")
    assert Voice("fr").count(0, ponto) == "0 point" and Voice("fr").count(2, ponto) == "2 points"
    assert Voice("en").count(1, Noun("g", "en", "game")) == "1 game"
    assert Voice("pt-PT").count(0, Noun("g", "pt", "jogo", "m")) == "0 jogos"
