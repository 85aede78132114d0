"""Rulebooks: complete in every locale, worded from the schema, in the table's own words."""

from __future__ import annotations

import re
import types
import typing
from pathlib import Path
from typing import get_args, get_origin

import pytest
from pydantic import BaseModel

from sueca_rules.catalogue import wording_for
from sueca_rules.docs import rulebook
from sueca_rules.docs.rulebook import missing_texts
from sueca_rules.spec import VariantSpec
from sueca_rules.words.i18n import LANG_CHOICES as LANGS
from sueca_rules.words.i18n import LOCALES, UnknownLocale

from ..conftest import BUNDLED, run_cli
from ..loaded import load_variant
from .books import PROGRAM, book, screen_book

HOUSE = sorted(str(p) for p in (Path(__file__).parents[2] / "variants" / "house").glob("*.sueca"))


def _schema_paths(model: type[BaseModel], prefix: str = "") -> list[str]:
    out = []
    for name, field in model.model_fields.items():
        path = f"{prefix}{name}"
        out.append(path)
        annotation = field.annotation
        args = [a for a in get_args(annotation) if a is not type(None)]
        if get_origin(annotation) in (typing.Union, types.UnionType) and len(args) == 1:
            annotation = args[0]
        origin = get_origin(annotation)
        if origin in (dict, list):
            inner = get_args(annotation)[-1]
            if isinstance(inner, type) and issubclass(inner, BaseModel):
                out += _schema_paths(inner, f"{path}.*.")
        elif isinstance(annotation, type) and issubclass(annotation, BaseModel):
            out += _schema_paths(annotation, f"{path}.")
    return out


SCHEMA_PATHS = _schema_paths(VariantSpec)




def test_schema_walk_finds_nested_fields() -> None:
    assert {"deal.*.trump", "scoring.tie.cumulative", "illegal.revoke.games", "words.trick.pt",
            "words.hand.pt_BR", "options.*.sets", "texts.*.options.*.values", "region"} <= set(SCHEMA_PATHS)


@pytest.mark.parametrize("path", SCHEMA_PATHS)
def test_every_schema_field_has_words_in_every_locale(path: str) -> None:
    wording = wording_for(path)
    assert wording is not None, f"no entry for {path}: add it to its area in sueca_rules/catalogue/"
    labels = {lang: wording.label(lang) for lang in LANGS}
    for lang, label in labels.items():
        assert label.strip() and "_" not in label and label != path, (lang, label)
    assert labels["pt-PT"] != labels["en"] or path in ("title", "texts.*.title", "scoring.bandeira"), labels


RAW = re.compile(r"\b(first_lead|must_follow|when_void|leader_below|others_below|ends_match|"
                 r"all_points|false_accusation|last-card|first-card|cut-unused|until-played|"
                 r"all-hand|deal-only|nobody-scores|same-dealer|anticlockwise\)|last-trick|"
                 r"ends-match)\b|\{|\}|_")
HEADINGS = {  # the sections every rulebook has, per locale
    "pt-PT": ["Jogadores e cartas", "Baralhar, partir e dar", "Como se joga", "Pontuação"],
    "pt-BR": ["Jogadores e cartas", "Embaralhar, cortar e dar as cartas", "Como se joga", "Pontuação"],
    "en": ["Players and cards", "Shuffling, cutting and dealing", "Playing the tricks", "Scoring"],
    "fr": ["Joueurs et cartes", "Mélanger, couper et donner", "Déroulement du jeu", "Décompte des points"],
}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", BUNDLED + HOUSE)
def test_rulebook_is_complete_and_worded(name: str, locale: str) -> None:
    spec = load_variant(name)
    text = book(name, locale)
    assert text.startswith("# ")
    headings = re.findall(r"^## (.+)$", text, re.M)
    assert set(HEADINGS[locale]) <= set(headings), headings
    # players and cards, dealing, play, illegal cards, scoring, winning, the glossary; then what
    # some variants have: other infractions, options, differences from a parent, sources, the
    # competition between teams
    assert len(headings) == 7 + bool(spec.extends) + bool(spec.options) + bool(spec.sources) \
        + bool(spec.infractions) + bool(spec.competition) + bool(spec.bidding), headings  # an auction's own
    # the options' `-O` spellings, for the program's users, in a last section of their own on the
    # screen only (PT20-02, PT22-01): never in the printed book
    assert PROGRAM[locale] not in headings and "-O " not in text, headings
    screen = re.findall(r"^## (.+)$", screen_book(name, locale), re.M)
    assert screen == headings + [PROGRAM[locale]] * bool(spec.options), screen
    body = re.sub(r"^## (Fontes|Sources)\n.*", "", text, flags=re.M | re.S)  # file names there
    body = re.sub(r"(?m)^_(.*)_$", r"\1", body)  # a standfirst with italics of its own: _…*x*…_ (EN16-07)
    assert not RAW.search(body.replace("`", "")), RAW.search(body)
    assert "120" in text
    cards = re.search(r"^\| (?:Carta|Card|Carte) \| (.+) \|\n\|[-:|]+\n\| [^|]+ \| (.+) \|$", text, re.M)
    assert cards is not None
    assert [p.strip() for p in cards.group(2).split("|")] == \
        [str(spec.deck.points.get(rank, 0)) for rank in spec.deck.ranks]
    for doc in spec.sources:  # cited by title (a file's name only where the title does not tell it)
        assert (doc.title or doc.document) in text


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", BUNDLED + HOUSE)
def test_bundled_and_house_variants_give_every_text_in_every_locale(name: str, locale: str) -> None:
    """No book shows another language's title, description or names: the files give them all."""
    assert missing_texts(load_variant(name), locale) == []


def test_a_missing_text_is_named_never_silently_replaced(write: typing.Callable[[str, str], Path]) -> None:
    path = write("ours.sueca", 'variant ours extends portugal "A nossa mesa"\nlanguage pt-PT\n'
                 'description "Como em Portugal, até 6."\nmatch to 6\n'
                 "deal fast {\n  shuffles dealer; cuts nobody; packet 10; rotation clockwise\n"
                 "  dealer last; trump last-card\n}\ntexts fr { deal fast \"donne rapide\" }\n")
    spec = load_variant(str(path))
    assert missing_texts(spec, "pt-PT") == []  # written in pt-PT: nothing to say
    # where the texts come from is said once, not after each text: to the file's author (the
    # `docs` command prints it on standard error), never on the sheet
    assert missing_texts(spec, "en") == ["These texts are not given in English and are shown as written in the "
                                         "file: the title, the description and the name of the deal “fast”."]
    english = rulebook(spec, "en")
    assert english.startswith("# A nossa mesa\n\n*Como em Portugal, até 6.*\n\n## ") and "**Fast**" in english
    assert missing_texts(spec, "pt-BR") == ["Textos que o arquivo não traz em português do Brasil e que aparecem tal "
                                            "como estão escritos nele: o título, a descrição e o nome da forma de "
                                            "distribuir “fast”."]
    assert "**Donne rapide**" in rulebook(spec, "fr") and missing_texts(spec, "fr") != []
    shown = run_cli("docs", str(path), "--lang", "en")
    assert shown.returncode == 0 and "note: These texts are not given in English" in shown.stderr
    assert "not given" not in shown.stdout


@pytest.mark.parametrize("name", BUNDLED)
def test_pt_is_the_variants_own_portuguese(name: str) -> None:
    spec = load_variant(name)
    norm = "pt-BR" if spec.region == "BR" else "pt-PT"
    assert rulebook(spec, "pt") == rulebook(spec, norm)


def test_regions_of_the_bundled_variants() -> None:
    regions = {name: load_variant(name).region for name in BUNDLED}
    assert regions == {"portugal": "PT", "azores": "PT", "sueca-fr": "PT", "brazil": "BR",
                       "jogos-do-rei": "BR", "mesa-brasileira": "BR", "sueca-online": "BR",
                       "sueca-a-dois": "PT", "sueca-52": "IT", "sueca-italiana": "PT"}


def test_an_unknown_language_is_a_project_error() -> None:
    with pytest.raises(UnknownLocale, match="write one of: pt, pt-PT, pt-BR, en, fr"):
        rulebook(load_variant("portugal"), "de")


def test_worked_example_comes_from_the_engine() -> None:
    azores = book("azores", "en")
    assert "Ana leads the King of hearts; Bruno plays the Ace of hearts; Carla, Ana’s partner, has no hearts " \
           "and trumps with the 2 of spades; Duarte plays the 5 of hearts." in azores  # 003's: "Dan plays 5♥"
    assert "Carla wins the trick with the 2 of spades: 15 card points (4 + 11 + 0 + 0) for Ana and Carla’s " \
           "team." in azores
    french = book("azores", "fr")
    assert "Ana entame avec le roi de cœur ; Bruno joue l’as de cœur" in french


def test_rules_are_one_per_list_item() -> None:
    text = book("portugal", "en")
    rules = [line for line in text.splitlines() if line.startswith("- ")]
    assert len(rules) >= 25
    assert all(line.count(". ") <= 1 for line in rules), [r for r in rules if r.count(". ") > 1]


def test_variant_specific_text() -> None:
    mesa = book("mesa-brasileira", "en")
    assert "The player who leads to the first trick may ask for a new deal with fewer than 10 card points in hand." \
        in mesa
    assert "Any other player may ask for a new deal with fewer than 5 card points in hand." in mesa
    assert "If the tricks prove the revoke, the accusers win the match at once, whatever the score (as if they had " \
           "made its 4 game points)." in mesa
    rei = book("jogos-do-rei", "pt-BR")
    assert "Uma carta jogada sem seguir o naipe quando se podia é recusada: o jogador joga outra, sem punição " \
           "(por isso, nunca há renúncia)." in rei
    assert "uma a uma" in rei
    assert "Fazer os 120 pontos sem levar todas as vazas não é bandeira: vale 2 pontos de jogo, como qualquer mão de " \
           "91 pontos ou mais." in rei
    assert "O primeiro carteador é sorteado." in rei


def test_docs_command_writes_a_file(tmp_path: Path) -> None:
    out = tmp_path / "rules.md"
    result = run_cli("docs", "variants/house/brazil-long-match.sueca", "--lang", "en", "-o", str(out))
    assert result.returncode == 0, result.stderr
    text = out.read_text()
    assert "## Differences from Sueca (Brazil)" in text and "first team to reach 6\u00a0game points" in text
    assert run_cli("docs", "nosuch").returncode == 2


@pytest.mark.parametrize("lang", ["pt", "PT-br", "pt_PT", "en", "fr"])
def test_docs_command_takes_every_locale(lang: str) -> None:
    result = run_cli("docs", "jogos-do-rei", "--lang", lang)
    assert result.returncode == 0, result.stderr
    first = {"pt": "Quatro jogadores, em duas duplas", "pt-br": "Quatro jogadores, em duas duplas",
             "pt_pt": "Quatro jogadores, em duas equipas", "en": "Four players", "fr": "Quatre joueurs"}
    assert first[lang.lower()] in result.stdout
