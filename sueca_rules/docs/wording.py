"""The words for every rule: a label and a way to say its value, in every locale.

Each schema field has an entry here. The matrix, `diff`, the differences section of the
rulebooks and the language server's hover all speak through this table, and a test walks the
schema so that no rule can ever print as a raw field name. The messages are English msgids
translated in the catalogs (``sueca_rules/locales``).

**Adding a rule** (a new spec field): add its entry to ``WORDING`` (a label with
``pgettext("rule", ...)``, which may use any table word as a placeholder — ``{dealer}``,
``{hand:pl}``, ``{game_point:pl}`` — so that a label says the table's own word, and a ``say``
function from :mod:`.values`, written with the Speaker's gettext), its sentences to the
rulebook section that states it (:mod:`.sections` for the cards, the deal, the play and the
scoring; :mod:`.penalties` for revokes, accusations
and declared infractions; :mod:`.results` for the match, series and named results;
:mod:`.choices` for table options), its place in :data:`.compare.AREAS` with the normal
form `diff` compares (:func:`.compare.meaning`), run
``pybabel extract``/``update`` as ``docs/translating.md`` says, translate the new messages in
the three `.po` files, and the tests pass again (they fail on any field without words and on
any message missing in any locale).

>>> wording_for("direction").say("clockwise", "pt-BR")
'sentido horário (para a esquerda)'
>>> wording_for("deal.standard.packet").label("fr")
'Distribution des cartes'
>>> wording_for("dealer.first").label("en")
'First dealer'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from itertools import product
from typing import Any

from ..spec import INFRACTIONS
from ..words.i18n import LANG_CHOICES, Voice, resolve_locale
from ..words.speaker import Speaker
from .choices import options, when
from .penalties import accuse, award, declared, false_accusation, infraction_name, infractions, revoke_penalty, then
from .results import how_won, results, series
from .values import (
    all_points,
    bandeira,
    bandeira_by,
    bands,
    card_points,
    chooses,
    deck_style,
    direction,
    first_dealer,
    games,
    games_count,
    handling,
    language,
    packet,
    partners,
    points,
    procedure,
    ranks,
    redeal,
    redeal_then,
    region,
    removed,
    review,
    series_target,
    shown,
    side,
    source_kind,
    sources,
    term,
    text,
    texts,
    tie,
    times,
    trump_card,
    trump_lead,
    void_tie,
    when_void,
    words,
    yes_no,
)

LANGS = LANG_CHOICES  # every `lang` a Wording accepts: "pt", "pt-PT", "pt-BR", "en", "fr"
Say = Callable[[Any, Speaker], str]


class Labeller:
    """What a label is written with: the catalog's `pgettext`, every table word given as a
    placeholder (`{dealer}`, `{hand}`, `{trick:pl}`, ...), so that a label says the words of
    the table it speaks of ("Primeiro carteador" for a table that says *carteador*)."""

    def __init__(self, speaker: Speaker) -> None:
        self.speaker = speaker
        self.voice = speaker.voice

    @cached_property
    def _words(self) -> dict[str, Any]:
        return dict(self.speaker.words())

    def pgettext(self, context: str, message: str, **values: Any) -> str:
        return self.voice.sentence(self.voice.pgettext(context, message, **{**self._words, **values}))


Label = Callable[[Labeller], str]


@dataclass(frozen=True)
class Wording:
    """A rule's label and how to say its value, in any locale."""

    label_in: Label
    speak: Say = text

    def label(self, lang: str) -> str:
        """The label in `lang` ("pt", "pt-PT", "pt-BR", "en" or "fr"), in the usual words."""
        return self.label_for(Speaker(Voice(resolve_locale(lang))))

    def label_for(self, s: Speaker) -> str:
        """The label in the words of the table(s) `s` speaks of."""
        return self.label_in(Labeller(s))

    def say(self, value: Any, lang: str) -> str:
        """The value in words in `lang`, with the usual table words; a value of the wrong shape
        (an editor's half-typed setting) is said as written. Raises UnknownLocale for `lang`."""
        speaker = Speaker(Voice(resolve_locale(lang)))
        try:
            return self.speak(value, speaker)
        except (TypeError, KeyError, AttributeError, ValueError):
            return str(value)


def _pick(table: dict[str, Callable[[Voice], str]]) -> Say:
    return lambda value, s: table[str(value)](s.voice) if str(value) in table else str(value)


def W(label: Label, say: Say = text) -> Wording:
    return Wording(label, say)


def _or_fewer(value: Any, s: Speaker) -> str:
    return s.voice.gettext("{points} or fewer", points=card_points(value, s)) if value is not None else "—"


def _infraction(name: str) -> Wording:
    """A declared infraction: its own name as the label, its penalty as the value."""
    return W(lambda v: infraction_name(name, v.speaker), declared)


# Paths use the YAML field names; `*` stands for a named entry (a deal procedure, an option,
# a word of the table, a language of `texts`).
WORDING: dict[str, Wording] = {
    "variant": W(lambda v: v.pgettext("rule", "Name")),
    "title": W(lambda v: v.pgettext("rule", "Title")),
    "description": W(lambda v: v.pgettext("rule", "Description")),
    "extends": W(lambda v: v.pgettext("rule", "Based on")),
    "region": W(lambda v: v.pgettext("rule", "Region"), region),
    "language": W(lambda v: v.pgettext("rule", "Language of the title and description"), language),
    "sources": W(lambda v: v.pgettext("rule", "Sources"), sources),
    "sources.*.document": W(lambda v: v.pgettext("rule", "Document")),
    "sources.*.section": W(lambda v: v.pgettext("rule", "Part of the document")),
    "sources.*.title": W(lambda v: v.pgettext("rule", "Title of the document")),
    "sources.*.kind": W(lambda v: v.pgettext("rule", "Kind of document"),
                        lambda x, s: source_kind(x, None, s)),
    "sources.*.language": W(lambda v: v.pgettext("rule", "Language of the document"),
                            lambda x, s: source_kind(None, x, s)),
    "options": W(lambda v: v.pgettext("rule", "Table options"), options),
    "options.*.values": W(lambda v: v.pgettext("rule", "Possible values"), lambda x, s: " | ".join(x)),
    "options.*.default": W(lambda v: v.pgettext("rule", "Value unless the table says otherwise")),
    "options.*.sets": W(lambda v: v.pgettext("rule", "Rule the option sets")),
    "options.*.when": W(lambda v: v.pgettext("rule", "What each value sets"), when),
    "direction": W(lambda v: v.pgettext("rule", "Direction of play"), direction),
    "deck": W(lambda v: v.pgettext("rule", "Deck"), lambda x, s: ranks(x["ranks"], s)),
    "deck.ranks": W(lambda v: v.pgettext("rule", "Cards, strongest first"), ranks),
    "deck.removed": W(lambda v: v.pgettext("rule", "Ranks taken out"), removed),
    "deck.points": W(lambda v: v.pgettext("rule", "Card points"), points),
    "deck.style": W(lambda v: v.pgettext("rule", "Kind of deck"), deck_style),
    "partners": W(lambda v: v.pgettext("rule", "How the teams are formed"), partners),
    "dealer": W(lambda v: v.pgettext("rule", "{dealer}"), lambda x, s: side(x["next"], s)),
    "dealer.first": W(lambda v: v.pgettext("rule", "First {dealer}"), first_dealer),
    "dealer.next": W(lambda v: v.pgettext("rule", "Who deals next"), side),
    "dealer.chooses": W(lambda v: v.pgettext("rule", "Who chooses the way of dealing"), chooses),
    "dealer.procedure": W(lambda v: v.pgettext("rule", "The table's way of dealing"),
                          lambda x, s: s.deal_name(str(x))),
    "deal": W(lambda v: v.pgettext("rule", "Ways of dealing"),
              lambda x, s: " / ".join(s.voice.gettext("{rule}: {value}", rule=s.deal_name(n),
                                                      value=procedure(p, s)) for n, p in x.items())),
    "deal.*": W(lambda v: v.pgettext("rule", "Way of dealing"), procedure),
    "deal.*.shuffles": W(lambda v: v.pgettext("rule", "Who shuffles"), side),
    "deal.*.cuts": W(lambda v: v.pgettext("rule", "Who cuts"), side),
    "deal.*.packet": W(lambda v: v.pgettext("rule", "Cards dealt at a time"), packet),
    "deal.*.rotation": W(lambda v: v.pgettext("rule", "Direction of the deal"), direction),
    "deal.*.dealer": W(lambda v: v.pgettext("rule", "The {dealer} is served"),
                       _pick({"first": lambda v: v.pgettext("the dealer is served", "first"),
                              "last": lambda v: v.pgettext("the dealer is served", "last")})),
    "deal.*.trump": W(lambda v: v.pgettext("rule", "{trump} card"), trump_card),
    "trump": W(lambda v: v.pgettext("rule", "{trump} card face up"), lambda x, s: shown(x["shown"], s)),
    "trump.shown": W(lambda v: v.pgettext("rule", "{trump} card face up"), shown),
    "redeal": W(lambda v: v.pgettext("rule", "Asking for a new deal"), redeal),
    "redeal.leader_below": W(lambda v: v.pgettext("rule", "The first to {lead} may ask under"),
                             card_points),
    "redeal.others_below": W(lambda v: v.pgettext("rule", "The others may ask under"), card_points),
    "redeal.leader_at_most": W(lambda v: v.pgettext("rule", "The first to {lead} may ask with"), _or_fewer),
    "redeal.others_at_most": W(lambda v: v.pgettext("rule", "The others may ask with"), _or_fewer),
    "redeal.then": W(lambda v: v.pgettext("rule", "Who deals the new {hand}"), redeal_then),
    "play": W(lambda v: v.pgettext("rule", "Play"), lambda x, s: side(x["first_lead"], s)),
    "play.first_lead": W(lambda v: v.pgettext("rule", "Who {lead:s} to the first {trick}"), side),
    "play.must_follow": W(lambda v: v.pgettext("rule", "Must {follow}"), yes_no),
    "play.must_overtake": W(lambda v: v.pgettext("rule", "Must beat the best card of the suit led"),
                            yes_no),
    "play.when_void": W(lambda v: v.pgettext("rule", "Without the suit led, a player"), when_void),
    "play.trump_lead": W(lambda v: v.pgettext("rule", "When you may {lead} {trump:a}"), trump_lead),
    "play.review": W(lambda v: v.pgettext("rule", "Finished {trick:pl} that may be reviewed"), review),
    "illegal": W(lambda v: v.pgettext("rule", "Illegal cards"), lambda x, s: handling(x["handling"], s)),
    "illegal.handling": W(lambda v: v.pgettext("rule", "An illegal card is"), handling),
    "illegal.revoke": W(lambda v: v.pgettext("rule", "Proven {revoke}"), revoke_penalty),
    "illegal.false_accusation": W(lambda v: v.pgettext("rule", "Accusation not proven"),
                                  false_accusation),
    "illegal.accuse": W(lambda v: v.pgettext("rule", "When a player may be accused of {revoke:a}"),
                        accuse),
    "illegal.*.award": W(lambda v: v.pgettext("rule", "Penalty"), award),
    "illegal.*.games": W(lambda v: v.pgettext("rule", "{game_point:pl}"), games_count),
    "illegal.*.then": W(lambda v: v.pgettext("rule", "After the penalty"), then),
    "infractions": W(lambda v: v.pgettext("rule", "Infractions the table declares"), infractions),
    "infractions.*": W(lambda v: v.pgettext("rule", "An infraction the table declares"), declared),
    **{f"infractions.{name}": _infraction(name) for name in INFRACTIONS},
    "infractions.*.award": W(lambda v: v.pgettext("rule", "Penalty"), award),
    "infractions.*.games": W(lambda v: v.pgettext("rule", "{game_point:pl}"), games_count),
    "infractions.*.then": W(lambda v: v.pgettext("rule", "After the penalty"), then),
    "scoring": W(lambda v: v.pgettext("rule", "Scoring"), lambda x, s: bands(x["hands"], s)),
    "scoring.hands": W(lambda v: v.pgettext("rule", "Card points and what they score"), bands),
    "scoring.hands.*.min": W(lambda v: v.pgettext("rule", "From")),
    "scoring.hands.*.max": W(lambda v: v.pgettext("rule", "To")),
    "scoring.hands.*.games": W(lambda v: v.pgettext("rule", "{game_point:pl}"), games_count),
    "scoring.bandeira": W(lambda v: v.pgettext("rule", "{bandeira}"), bandeira),
    "scoring.bandeira.by": W(lambda v: v.pgettext("rule", "{bandeira:a} takes"), bandeira_by),
    "scoring.bandeira.games": W(lambda v: v.pgettext("rule", "{bandeira:a} scores"), games),
    "scoring.bandeira.ends_match": W(lambda v: v.pgettext("rule", "{bandeira:a} ends the {match}"), yes_no),
    "scoring.all_points": W(lambda v: v.pgettext("rule", "All the card points without taking every {trick}"),
                            all_points),
    "scoring.tie": W(lambda v: v.pgettext("rule", "A 60–60 tie"), tie),
    "scoring.tie.outcome": W(lambda v: v.pgettext("rule", "On a 60–60 tie"),
                             lambda x, s: void_tie(s) if x == "void" else
                             s.voice.gettext("nobody scores") if x == "nobody-scores" else str(x)),
    "scoring.tie.bonus": W(lambda v: v.pgettext("rule", "Extra for the next decided {hand}"), games),
    "scoring.tie.times": W(lambda v: v.pgettext("rule", "Multiplier for the next decided {hand}"), times),
    "scoring.tie.cumulative": W(lambda v: v.pgettext("rule", "Ties in a row add up"), yes_no),
    "match": W(lambda v: v.pgettext("rule", "{match}"), lambda x, s: games(x["target"], s)),
    "match.target": W(lambda v: v.pgettext("rule", "{game_point:pl} that win the {match}"), games_count),
    "series": W(lambda v: v.pgettext("rule", "Series of {match:pl}"), series),
    "series.target": W(lambda v: v.pgettext("rule", "{match:pl} that win the series"), series_target),
    "results": W(lambda v: v.pgettext("rule", "Named results"), results),
    "results.*": W(lambda v: v.pgettext("rule", "Named result"), how_won),
    "results.*.loser": W(lambda v: v.pgettext("rule", "The losers' final score"), games),
    "results.*.winner": W(lambda v: v.pgettext("rule", "The winners' final score"), games),
    "results.*.trailed": W(lambda v: v.pgettext("rule", "A score the winners came back from"),
                           lambda x, s: f"{x[0]}–{x[1]}"),
    "results.*.one_hand": W(lambda v: v.pgettext("rule", "Won in a single {hand}"), yes_no),
    "words": W(lambda v: v.pgettext("rule", "Glossary"), words),
    "words.*": W(lambda v: v.pgettext("rule", "A word of the table"), term),
    "words.*.pt": W(lambda v: v.pgettext("rule", "In Portuguese")),
    "words.*.pt_PT": W(lambda v: v.pgettext("rule", "In European Portuguese")),
    "words.*.pt_BR": W(lambda v: v.pgettext("rule", "In Brazilian Portuguese")),
    "words.*.en": W(lambda v: v.pgettext("rule", "In English")),
    "words.*.fr": W(lambda v: v.pgettext("rule", "In French")),
    "texts": W(lambda v: v.pgettext("rule", "Texts in other languages"), texts),
    "texts.*.title": W(lambda v: v.pgettext("rule", "Title")),
    "texts.*.description": W(lambda v: v.pgettext("rule", "Description")),
    "texts.*.deal": W(lambda v: v.pgettext("rule", "Names of the ways of dealing"),
                      lambda x, s: ", ".join(x.values()) if x else "—"),
    "texts.*.options": W(lambda v: v.pgettext("rule", "Names of the table options"),
                         lambda x, s: ", ".join(o.get("name") or n for n, o in x.items()) if x else "—"),
    "texts.*.options.*.name": W(lambda v: v.pgettext("rule", "Name of the option")),
    "texts.*.options.*.values": W(lambda v: v.pgettext("rule", "Names of the option's values"),
                                  lambda x, s: ", ".join(x.values()) if x else "—"),
    "texts.*.results": W(lambda v: v.pgettext("rule", "Names of the named results"),
                         lambda x, s: ", ".join(x.values()) if x else "—"),
}


def wording_for(path: str) -> Wording | None:
    """The wording for a concrete path (`deal.standard.trump` -> `deal.*.trump`), or None."""
    if path in WORDING:
        return WORDING[path]
    parts = path.split(".")
    for stars in product((False, True), repeat=len(parts)):
        generic = ".".join("*" if star else p for star, p in zip(stars, parts, strict=True))
        if generic in WORDING:
            return WORDING[generic]
    return None
