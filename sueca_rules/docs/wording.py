"""The words for every rule: a label and a way to say its value, in every locale.

Each schema field has an entry here. The matrix, `diff`, the differences section of the
rulebooks and the language server's hover all speak through this table, and a test walks the
schema so that no rule can ever print as a raw field name. The messages are English msgids
translated in the catalogs (``sueca_rules/locales``).

**Adding a rule** (a new spec field): add its entry to ``WORDING`` (a label with
``pgettext("rule", ...)`` and a ``say`` function written with the Speaker's gettext), run
``pybabel extract``/``update`` as ``docs/translating.md`` says, translate the new messages in
the three `.po` files, and the tests pass again (they fail on any field without words and on
any message missing in any locale).

>>> wording_for("direction").say("clockwise", "pt-BR")
'sentido horário (para a esquerda)'
>>> wording_for("deal.standard.packet").label("fr")
'Cartes à la fois'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import product
from typing import Any

from .i18n import LANG_CHOICES, Voice, resolve_locale
from .speaker import Speaker

LANGS = LANG_CHOICES  # every `lang` a Wording accepts: "pt", "pt-PT", "pt-BR", "en", "fr"
Say = Callable[[Any, Speaker], str]
Label = Callable[[Voice], str]


def side(value: Any, s: Speaker) -> str:
    """A seat relative to the dealer (or nobody)."""
    v, dealer = s.voice, s.word("dealer")
    match value:
        case "left":
            return v.gettext("the player on the {dealer}'s left", dealer=dealer)
        case "right":
            return v.gettext("the player on the {dealer}'s right", dealer=dealer)
        case "partner":
            return v.gettext("the {dealer}'s partner (sitting opposite)", dealer=dealer)
        case "dealer":
            return v.gettext("the {dealer}", dealer=dealer)
        case "nobody":
            return v.gettext("nobody")
        case "next":
            return v.gettext("the next player in the order of play")
    return str(value)


def direction(value: Any, s: Speaker) -> str:
    if value == "clockwise":
        return s.voice.gettext("clockwise (to the left)")
    if value == "anticlockwise":
        return s.voice.gettext("anticlockwise (to the right)")
    return str(value)


def games(number: Any, s: Speaker) -> str:
    return "—" if number is None else s.voice.count(int(number), s.word("game_point"))


def card_points(number: Any, s: Speaker) -> str:
    if number is None:
        return "—"
    return s.voice.ngettext("{count} card point", "{count} card points", int(number))


def yes_no(value: Any, s: Speaker) -> str:
    return s.voice.gettext("yes") if value else s.voice.gettext("no")


def text(value: Any, s: Speaker) -> str:
    return "—" if value is None or value == "" else str(value)


def rank_name(rank: str, s: Speaker) -> str:
    v = s.voice
    names = {"A": lambda: v.pgettext("rank", "Ace"), "K": lambda: v.pgettext("rank", "King"),
             "Q": lambda: v.pgettext("rank", "Queen"), "J": lambda: v.pgettext("rank", "Jack")}
    return names[rank]() if rank in names else rank


def ranks(value: Any, s: Speaker) -> str:
    return ", ".join(rank_name(r, s) for r in value) if value else "—"


def removed(value: Any, s: Speaker) -> str:
    return s.voice.listing([str(r) for r in value]) if value else s.voice.gettext("none")


def points(value: Any, s: Speaker) -> str:
    return ", ".join(f"{rank_name(r, s)} = {p}" for r, p in value.items()) if value else "—"


def packet(value: Any, s: Speaker) -> str:
    v = s.voice
    return {1: lambda: v.gettext("one at a time"), 2: lambda: v.gettext("two at a time"),
            5: lambda: v.gettext("five at a time"), 10: lambda: v.gettext("all ten at once")}.get(
        value, lambda: str(value))()


def trump_card(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"last-card": lambda: v.gettext("the last card dealt, the {dealer}'s", dealer=s.word("dealer")),
            "first-card": lambda: v.gettext("the first card dealt, the {dealer}'s", dealer=s.word("dealer")),
            "cut-unused": lambda: v.gettext("a card cut from the cards left out of the deck")}.get(
        value, lambda: str(value))()


def procedure(value: Any, s: Speaker) -> str:
    """A whole deal procedure in one line (the matrix, `diff` of a dropped procedure)."""
    if value is None:
        return s.voice.gettext("none")
    v = s.voice
    hands = (v.gettext("the {dealer} first", dealer=s.word("dealer")) if value["dealer"] == "first"
             else v.gettext("the {dealer} last", dealer=s.word("dealer")))
    return v.gettext("shuffled by {shuffler}, cut by {cutter}; {packet}, {rotation}, {hands}; "
                     "trumps: {trump}", shuffler=side(value["shuffles"], s),
                     cutter=side(value["cuts"], s), packet=packet(value["packet"], s),
                     rotation=direction(value["rotation"], s), hands=hands,
                     trump=trump_card(value["trump"], s))


def shown(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"all-hand": lambda: v.gettext("all through the hand, even after it is played"),
            "until-played": lambda: v.gettext("until the {dealer} plays it", dealer=s.word("dealer")),
            "deal-only": lambda: v.gettext("only while dealing")}.get(value, lambda: str(value))()


def when_void(value: Any, s: Speaker) -> str:
    if value == "must-trump":
        return s.voice.gettext("must play a trump, if able")
    return s.voice.gettext("may play any card (trumping is not required)")


def review(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"none": lambda: v.pgettext("finished tricks", "none"), "last-trick": lambda: v.gettext("only the last one"),
            "all": lambda: v.gettext("all of them")}.get(value, lambda: str(value))()


def handling(value: Any, s: Speaker) -> str:
    if value == "refuse":
        return s.voice.gettext("refused: the player plays another card, with no penalty")
    return s.voice.gettext("accepted; the other team may accuse the player of {revoke:a}",
                           revoke=s.word("revoke"))


def revoke_penalty(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("no penalty")
    if value["wins"] == "match":
        return v.gettext("the accusers win the {match}", match=s.word("match"))
    return v.gettext("the accusers win the {hand} and score {games}", hand=s.word("hand"),
                     games=games(value["games"], s))


def false_accusation(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("no penalty: play goes on")
    if value["wins"] == "match":
        return v.gettext("the accused team wins the {match}", match=s.word("match"))
    return v.gettext("the accused team wins the {hand} and scores {games}", hand=s.word("hand"),
                     games=games(value["games"], s))


def bands(value: Any, s: Speaker) -> str:
    return "; ".join(f"{b['min']}–{b['max']}: {games(b['games'], s)}" for b in value)


def bandeira(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("none")
    what = bandeira_by(value["by"], s)
    if value["ends_match"]:
        return v.gettext("{what}: {games}, and it ends the {match}", what=what,
                         games=games(value["games"], s), match=s.word("match"))
    return v.gettext("{what}: {games}", what=what, games=games(value["games"], s))


def bandeira_by(value: Any, s: Speaker) -> str:
    if value == "points":
        return s.voice.gettext("all the card points")
    return s.voice.gettext("every {trick}", trick=s.word("trick"))


def all_points(value: Any, s: Speaker) -> str:
    if value is None:
        return s.voice.gettext("scored like any other hand")
    return games(value, s)


def tie(value: Any, s: Speaker) -> str:
    v = s.voice
    first = (v.gettext("the hand is void and dealt again") if value["outcome"] == "void"
             else v.gettext("nobody scores"))
    bonus = value.get("bonus") or 0
    if not bonus:
        return first
    more = games(bonus, s)
    if value.get("cumulative", True):
        return v.gettext("{first}; the next hand with a winner is worth {more} more for each tie in "
                         "a row", first=first, more=more)
    return v.gettext("{first}; the next hand with a winner is worth {more} more (ties in a row do "
                     "not add up)", first=first, more=more)


def redeal(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("nobody may ask")
    parts = []
    if value.get("leader_below") is not None:
        parts.append(v.gettext("the first to {lead}, under {points}", lead=s.word("lead"),
                               points=card_points(value["leader_below"], s)))
    if value.get("others_below") is not None:
        parts.append(v.gettext("the others, under {points}", points=card_points(value["others_below"], s)))
    parts.append(redeal_then(value.get("then", "same-dealer"), s))
    return "; ".join(parts)


def redeal_then(value: Any, s: Speaker) -> str:
    if value == "next-dealer":
        return s.voice.gettext("the next {dealer} deals", dealer=s.word("dealer"))
    return s.voice.gettext("the same {dealer} deals again", dealer=s.word("dealer"))


def first_dealer(value: Any, s: Speaker) -> str:
    if value == "random":
        return s.voice.gettext("drawn at random")
    return s.voice.gettext("seat {seat}", seat=value)


def options(value: Any, s: Speaker) -> str:
    """Table options with their values, in the rules' own words where an option sets a rule."""
    if not value:
        return s.voice.gettext("none")
    out = []
    for name, option in value.items():
        rule = wording_for(option.get("sets") or name)

        def said(item: str, option_name: str = name, rule: Wording | None = rule) -> str:
            return s.option_value(option_name, str(item), rule.speak(item, s) if rule else None)

        label = s.option_name(name, rule.label_in(s.voice) if rule else None)
        out.append(s.voice.gettext("{name}: {values}; unless the table says otherwise, {default}",
                                   name=label, values=s.voice.listing([said(x) for x in option["values"]], "or"),
                                   default=said(option["default"])))
    return "; ".join(out)


def sources(value: Any, s: Speaker) -> str:
    return ", ".join(d["document"] for d in value) if value else "—"


def term(value: Any, s: Speaker) -> str:
    if not value:
        return "—"
    from ..spec import Term
    from .speaker import term_text

    return term_text(Term.model_validate(value), s.locale) or "—"


def words(value: Any, s: Speaker) -> str:
    found = [term(t, s) for t in (value or {}).values() if t]
    return ", ".join(w for w in found if w != "—") or "—"


def region(value: Any, s: Speaker) -> str:
    if not value:
        return "—"
    from babel import Locale

    name = Locale.parse(s.locale.replace("-", "_")).territories.get(value)
    return f"{name} ({value})" if name else str(value)


def language(value: Any, s: Speaker) -> str:
    if not value:
        return "—"
    from babel import Locale

    shown = Locale.parse(str(value)).get_display_name(s.locale.replace("-", "_"))
    return shown or str(value)


def texts(value: Any, s: Speaker) -> str:
    return ", ".join(language(k, s) for k in value) if value else "—"


@dataclass(frozen=True)
class Wording:
    """A rule's label and how to say its value, in any locale."""

    label_in: Label
    speak: Say = text

    def label(self, lang: str) -> str:
        """The label in `lang` ("pt", "pt-PT", "pt-BR", "en" or "fr")."""
        return self.label_in(Voice(resolve_locale(lang)))

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
    "options": W(lambda v: v.pgettext("rule", "Table options"), options),
    "options.*.values": W(lambda v: v.pgettext("rule", "Possible values"), lambda x, s: " | ".join(x)),
    "options.*.default": W(lambda v: v.pgettext("rule", "Value unless the table says otherwise")),
    "options.*.sets": W(lambda v: v.pgettext("rule", "Rule the option sets")),
    "direction": W(lambda v: v.pgettext("rule", "Direction of play"), direction),
    "deck": W(lambda v: v.pgettext("rule", "Deck"), lambda x, s: ranks(x["ranks"], s)),
    "deck.ranks": W(lambda v: v.pgettext("rule", "Cards, strongest first"), ranks),
    "deck.removed": W(lambda v: v.pgettext("rule", "Ranks taken out"), removed),
    "deck.points": W(lambda v: v.pgettext("rule", "Card points"), points),
    "dealer": W(lambda v: v.pgettext("rule", "Dealer"), lambda x, s: side(x["next"], s)),
    "dealer.first": W(lambda v: v.pgettext("rule", "First dealer"), first_dealer),
    "dealer.next": W(lambda v: v.pgettext("rule", "Who deals next"), side),
    "deal": W(lambda v: v.pgettext("rule", "Ways of dealing"),
              lambda x, s: " / ".join(f"{s.deal_name(n)}: {procedure(p, s)}" for n, p in x.items())),
    "deal.*": W(lambda v: v.pgettext("rule", "Way of dealing"), procedure),
    "deal.*.shuffles": W(lambda v: v.pgettext("rule", "Who shuffles"), side),
    "deal.*.cuts": W(lambda v: v.pgettext("rule", "Who cuts"), side),
    "deal.*.packet": W(lambda v: v.pgettext("rule", "Cards at a time"), packet),
    "deal.*.rotation": W(lambda v: v.pgettext("rule", "Direction of the deal"), direction),
    "deal.*.dealer": W(lambda v: v.pgettext("rule", "The dealer receives"),
                       _pick({"first": lambda v: v.gettext("the first cards"),
                              "last": lambda v: v.gettext("the last cards")})),
    "deal.*.trump": W(lambda v: v.pgettext("rule", "Trump card"), trump_card),
    "trump": W(lambda v: v.pgettext("rule", "Trump card face up"), lambda x, s: shown(x["shown"], s)),
    "trump.shown": W(lambda v: v.pgettext("rule", "Trump card face up"), shown),
    "redeal": W(lambda v: v.pgettext("rule", "Asking for a new deal"), redeal),
    "redeal.leader_below": W(lambda v: v.pgettext("rule", "The first to lead may ask under"),
                             card_points),
    "redeal.others_below": W(lambda v: v.pgettext("rule", "The others may ask under"), card_points),
    "redeal.then": W(lambda v: v.pgettext("rule", "Who deals the new hand"), redeal_then),
    "play": W(lambda v: v.pgettext("rule", "Play"), lambda x, s: side(x["first_lead"], s)),
    "play.first_lead": W(lambda v: v.pgettext("rule", "Who leads to the first trick"), side),
    "play.must_follow": W(lambda v: v.pgettext("rule", "Must follow suit"), yes_no),
    "play.when_void": W(lambda v: v.pgettext("rule", "Without the suit led, a player"), when_void),
    "play.review": W(lambda v: v.pgettext("rule", "Finished tricks that may be looked at"), review),
    "illegal": W(lambda v: v.pgettext("rule", "Illegal cards"), lambda x, s: handling(x["handling"], s)),
    "illegal.handling": W(lambda v: v.pgettext("rule", "An illegal card is"), handling),
    "illegal.revoke": W(lambda v: v.pgettext("rule", "Proven revoke"), revoke_penalty),
    "illegal.false_accusation": W(lambda v: v.pgettext("rule", "Accusation not proven"),
                                  false_accusation),
    "illegal.*.wins": W(lambda v: v.pgettext("rule", "Wins"),
                        _pick({"hand": lambda v: v.gettext("the hand"),
                               "match": lambda v: v.gettext("the match")})),
    "illegal.*.games": W(lambda v: v.pgettext("rule", "Game points"), games),
    "scoring": W(lambda v: v.pgettext("rule", "Scoring"), lambda x, s: bands(x["hands"], s)),
    "scoring.hands": W(lambda v: v.pgettext("rule", "Card points and what they score"), bands),
    "scoring.hands.*.min": W(lambda v: v.pgettext("rule", "From")),
    "scoring.hands.*.max": W(lambda v: v.pgettext("rule", "To")),
    "scoring.hands.*.games": W(lambda v: v.pgettext("rule", "Game points"), games),
    "scoring.bandeira": W(lambda v: v.pgettext("rule", "Bandeira"), bandeira),
    "scoring.bandeira.by": W(lambda v: v.pgettext("rule", "A bandeira takes"), bandeira_by),
    "scoring.bandeira.games": W(lambda v: v.pgettext("rule", "A bandeira scores"), games),
    "scoring.bandeira.ends_match": W(lambda v: v.pgettext("rule", "A bandeira ends the match"), yes_no),
    "scoring.all_points": W(lambda v: v.pgettext("rule", "All the card points without every trick"),
                            all_points),
    "scoring.tie": W(lambda v: v.pgettext("rule", "A 60–60 tie"), tie),
    "scoring.tie.outcome": W(lambda v: v.pgettext("rule", "On a 60–60 tie"),
                             _pick({"nobody-scores": lambda v: v.gettext("nobody scores"),
                                    "void": lambda v: v.gettext("the hand is void and dealt again")})),
    "scoring.tie.bonus": W(lambda v: v.pgettext("rule", "Extra for the next decided hand"), games),
    "scoring.tie.cumulative": W(lambda v: v.pgettext("rule", "Ties in a row add up"), yes_no),
    "match": W(lambda v: v.pgettext("rule", "Match"), lambda x, s: games(x["target"], s)),
    "match.target": W(lambda v: v.pgettext("rule", "Game points that win the match"), games),
    "words": W(lambda v: v.pgettext("rule", "The table's words"), words),
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
