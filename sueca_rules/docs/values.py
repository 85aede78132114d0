"""How each rule's value is said: fragments for the matrix, `diff` and the hover.

Each function takes the value as the spec dumps it and a Speaker (catalog, grammar and the
table's words) and returns a fragment in lower case, for a cell or after a label.
"""

from __future__ import annotations

from typing import Any, cast

from ..spec import VariantSpec
from ..words.speaker import Speaker


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
        case "shuffler":
            return v.gettext("the player who shuffled the cards")
        case "cutter":
            return v.gettext("the player who cut the cards")
    return str(value)


def direction(value: Any, s: Speaker) -> str:
    if value == "clockwise":
        return s.voice.gettext("clockwise (to the left)")
    if value == "anticlockwise":
        return s.voice.gettext("anticlockwise (to the right)")
    if value == "with-play":
        return s.voice.gettext("in the direction of play")
    if value == "against-play":
        return s.voice.gettext("against the direction of play")
    return str(value)


def games(number: Any, s: Speaker) -> str:
    """"4 jogos" in the table's word; for tables that say it differently (a matrix cell), in
    the locale's usual word."""
    if number is None:
        return "—"
    word = s.word("game_point")
    if " / " in word.text:
        word = Speaker(s.voice).word("game_point")
    return s.voice.count(int(number), word)


def games_count(number: Any, s: Speaker) -> str:
    """The value of a rule whose label already says the tables' word for game points
    ("Jogos / pontos de jogo para ganhar a partida": 4): the number alone when the tables'
    words differ, else as :func:`games`."""
    if number is not None and " / " in s.word("game_point").text:
        return str(int(number))
    return games(number, s)


def card_points(number: Any, s: Speaker) -> str:
    if number is None:
        return "—"
    return s.voice.ngettext("{count} card point", "{count} card points", int(number))


def yes_no(value: Any, s: Speaker) -> str:
    """A yes/no rule; the words `yes` and `no` as written in the DSL are read as such."""
    if isinstance(value, str):
        value = value.strip().lower() in ("yes", "true")
    return s.voice.gettext("yes") if value else s.voice.gettext("no")


def text(value: Any, s: Speaker) -> str:
    return "—" if value is None or value == "" else str(value)


def spoken(s: Speaker) -> VariantSpec | None:
    """The variant `s` speaks of, as its rules (the documents' speakers hold a VariantSpec)."""
    return cast(VariantSpec | None, s.spec)


def style_of(s: Speaker) -> str:
    """The deck's style ("french" or "spanish") of the variant spoken of (French if none)."""
    spec = spoken(s)
    return spec.deck.style if spec is not None else "french"


def rank_name(rank: str, s: Speaker) -> str:
    """A rank's name in the deck's style: K, Q, J are King, Queen, Jack in a French-suited
    deck; in a Spanish-suited one K is the King (rei), J the Knight (cavalo: it ranks above
    the jack and takes the Valete's 3 points) and Q the Jack (sota, the Dama's 2)."""
    v = s.voice
    if style_of(s) == "spanish":
        names = {"A": lambda: v.pgettext("rank (Spanish deck)", "Ace"),
                 "K": lambda: v.pgettext("rank (Spanish deck)", "King"),
                 "J": lambda: v.pgettext("rank (Spanish deck)", "Knight"),
                 "Q": lambda: v.pgettext("rank (Spanish deck)", "Jack")}
    else:
        names = {"A": lambda: v.pgettext("rank", "Ace"), "K": lambda: v.pgettext("rank", "King"),
                 "Q": lambda: v.pgettext("rank", "Queen"), "J": lambda: v.pgettext("rank", "Jack")}
    return names[rank]() if rank in names else rank


def suit_name(suit: str, s: Speaker, style: str | None = None) -> str:
    """A suit's name (S, H, D, C) in the deck's style: spades, hearts, diamonds, clubs in a
    French-suited deck; swords, cups, coins, clubs (espadas, copas, ouros, paus) in a
    Spanish-suited one."""
    v = s.voice
    if (style or style_of(s)) == "spanish":
        names = {"S": lambda: v.pgettext("suit (Spanish deck)", "swords"),
                 "H": lambda: v.pgettext("suit (Spanish deck)", "cups"),
                 "D": lambda: v.pgettext("suit (Spanish deck)", "coins"),
                 "C": lambda: v.pgettext("suit (Spanish deck)", "clubs")}
    else:
        names = {"S": lambda: v.pgettext("suit", "spades"), "H": lambda: v.pgettext("suit", "hearts"),
                 "D": lambda: v.pgettext("suit", "diamonds"), "C": lambda: v.pgettext("suit", "clubs")}
    return names[suit]()


def deck_style(value: Any, s: Speaker) -> str:
    v = s.voice
    suits = v.listing([suit_name(x, s, str(value)) for x in "SHDC"])
    if value == "spanish":
        return v.gettext("Spanish-suited ({suits})", suits=suits)
    if value == "french":
        return v.gettext("French-suited ({suits})", suits=suits)
    return str(value)


def partners(value: Any, s: Speaker) -> str:
    if value == "drawn":
        return s.voice.gettext("drawn: the two highest cards against the two lowest")
    if value == "chosen":
        return s.voice.gettext("as the players sit")
    return str(value)


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
    return {"last-card": lambda: v.gettext("the last card dealt, which is the {dealer}'s", dealer=s.word("dealer")),
            "first-card": lambda: v.gettext("the first card dealt, which is the {dealer}'s", dealer=s.word("dealer")),
            "cut-unused": lambda: v.gettext("a card cut from the cards left out of the deck"),
            "dealer-random": lambda: v.gettext("a card drawn at random from the {dealer}'s hand, "
                                               "which the {dealer} keeps", dealer=s.word("dealer"))}.get(
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
    return {"all-hand": lambda: v.gettext("all through the {hand}, even after it is played",
                                          hand=s.word("hand")),
            "until-played": lambda: v.gettext("until the {dealer} plays it", dealer=s.word("dealer")),
            "deal-only": lambda: v.gettext("only during the deal")}.get(value, lambda: str(value))()


def when_void(value: Any, s: Speaker) -> str:
    if value == "must-trump":
        return s.voice.gettext("must play a trump, if able")
    if value == "must-overtrump":
        return s.voice.gettext("must play a trump, if able, and beat any trump already played")
    return s.voice.gettext("may play any card (trumping is not required)")


def trump_lead(value: Any, s: Speaker) -> str:
    if value == "after-trump-played":
        return s.voice.gettext("only once a {trump} has been played in the {hand} (or holding only "
                               "{trump:pl})", trump=s.word("trump"), hand=s.word("hand"))
    return s.voice.gettext("at any time")


def review(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"none": lambda: v.pgettext("finished tricks", "none"), "last-trick": lambda: v.gettext("only the last one"),
            "all": lambda: v.gettext("all of them")}.get(value, lambda: str(value))()


def handling(value: Any, s: Speaker) -> str:
    if value == "refuse":
        return s.voice.gettext("refused: the player plays another card, with no penalty")
    return s.voice.gettext("accepted; the other team may accuse the player of {revoke:a}",
                           revoke=s.word("revoke"))


def award_of(value: Any) -> str:
    """A penalty's award, whichever spelling wrote it (`wins: hand` is `award: games`)."""
    return str(value.get("award") or {"hand": "games"}.get(value.get("wins"), value.get("wins")))


def bands(value: Any, s: Speaker) -> str:
    return s.voice.clauses([s.voice.gettext("{rule}: {value}", rule=f"{b['min']}–{b['max']}",
                                            value=games(b["games"], s)) for b in value])


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
        return s.voice.gettext("scored like any other {hand}", hand=s.word("hand"))
    return games(value, s)


def tie(value: Any, s: Speaker) -> str:
    v, hand = s.voice, s.word("hand")
    first = (void_tie(s) if value["outcome"] == "void" else v.gettext("nobody scores"))
    bonus, times = value.get("bonus") or 0, value.get("times") or 1
    if times > 1:
        if value.get("cumulative", True):
            return v.gettext("{first}; the next {hand} with a winner counts ×{times} for each tie in "
                             "a row (×{times}, ×{square}, …)", first=first, hand=hand, times=times,
                             square=times * times)
        return v.gettext("{first}; the next {hand} with a winner counts ×{times} (ties in a row do "
                         "not multiply it again)", first=first, hand=hand, times=times)
    if not bonus:
        return first
    more = games(bonus, s)
    if value.get("cumulative", True):
        return v.gettext("{first}; the next {hand} with a winner is worth {more} more for each tie "
                         "in a row", first=first, hand=hand, more=more)
    return v.gettext("{first}; the next {hand} with a winner is worth {more} more (ties in a row "
                     "do not add up)", first=first, hand=hand, more=more)


def void_tie(s: Speaker) -> str:
    """What a void tie does: the hand is dealt again, by the same dealer (the engine's rule)."""
    return s.voice.gettext("the {hand} is void and dealt again by the same {dealer}",
                           hand=s.word("hand"), dealer=s.word("dealer"))


def redeal(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:
        return v.gettext("nobody may ask")
    parts = []
    if value.get("leader_below") is not None:
        parts.append(v.gettext("the first to {lead}, under {points}", lead=s.word("lead"),
                               points=card_points(value["leader_below"], s)))
    if value.get("leader_at_most") is not None:
        parts.append(v.gettext("the first to {lead}, with {points} or fewer", lead=s.word("lead"),
                               points=card_points(value["leader_at_most"], s)))
    if value.get("others_below") is not None:
        parts.append(v.gettext("the others, under {points}", points=card_points(value["others_below"], s)))
    if value.get("others_at_most") is not None:
        parts.append(v.gettext("the others, with {points} or fewer",
                               points=card_points(value["others_at_most"], s)))
    parts.append(redeal_then(value.get("then", "same-dealer"), s))
    return s.voice.clauses(parts)


def times(value: Any, s: Speaker) -> str:
    number = int(value)
    return s.voice.gettext("no multiplier") if number == 1 else f"×{number}"


def series_target(value: Any, s: Speaker) -> str:
    return s.voice.count(int(value), s.word("match"))


def redeal_then(value: Any, s: Speaker) -> str:
    if value == "next-dealer":
        return s.voice.gettext("the next {dealer} deals", dealer=s.word("dealer"))
    return s.voice.gettext("the same {dealer} deals again", dealer=s.word("dealer"))


def first_dealer(value: Any, s: Speaker) -> str:
    if value == "random":
        return s.voice.gettext("drawn at random")
    if value == "lowest-card":
        return s.voice.gettext("the player who draws the lowest card")
    if value == "highest-card":
        return s.voice.gettext("the player who draws the highest card")
    return s.voice.gettext("seat {seat}", seat=value)


def chooses(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"dealer": lambda: v.gettext("the {dealer}", dealer=s.word("dealer")),
            "cutter": lambda: v.gettext("the player who cuts"),
            "table": lambda: v.gettext("the table, once for the whole {match}", match=s.word("match")),
            }.get(str(value), lambda: str(value))()


def sources(value: Any, s: Speaker) -> str:
    return ", ".join(d["document"] for d in value) if value else "—"


def term(value: Any, s: Speaker) -> str:
    if not value:
        return "—"
    from ..spec import Term
    from ..words.speaker import term_text

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
    """A language as the book's language calls it: "Brazilian Portuguese", "português do
    Brasil", "portugais du Brésil" (the catalog's names for the languages of the variants'
    texts; Babel's name of the language alone, never a region in parentheses, for another)."""
    if not value:
        return "—"
    v = s.voice
    tag = str(value).replace("_", "-")
    named = {"pt": lambda: v.pgettext("language", "Portuguese"),
             "pt-pt": lambda: v.pgettext("language", "European Portuguese"),
             "pt-br": lambda: v.pgettext("language", "Brazilian Portuguese"),
             "en": lambda: v.pgettext("language", "English"),
             "fr": lambda: v.pgettext("language", "French"),
             "es": lambda: v.pgettext("language", "Spanish")}
    base = tag.split("-")[0].lower()
    said = named.get(tag.lower()) or named.get(base)
    if said is not None:
        return said()
    from babel import Locale

    shown = Locale.parse(s.locale.replace("-", "_")).languages.get(base)
    return str(shown) if shown else tag


def texts(value: Any, s: Speaker) -> str:
    return ", ".join(language(k, s) for k in value) if value else "—"


def source_kind(kind: str | None, tag: str | None, s: Speaker) -> str:
    """"a Portuguese rule page": what a document is, in the book's language."""
    v = s.voice
    kinds = {
        "rule-page": lambda: v.gettext("a rule page"),
        "game-site": lambda: v.gettext("a game site's rules"),
        "online-club": lambda: v.gettext("an online club's rules"),
        "table-rules": lambda: v.gettext("a table's written rules"),
        "description": lambda: v.gettext("a description of the game"),
        "book": lambda: v.gettext("a book"),
    }
    said = kinds[kind]() if kind in kinds else ""
    if tag:
        tongue = language(tag, s)
        said = v.gettext("{what}, in {language}", what=said, language=tongue) if said else tongue
    return said


def bands_as_scored(spec: VariantSpec) -> list[tuple[int, int, int]]:
    """(min, max, games) of each band as it is scored: where a bandeira is counted by points,
    120 is the bandeira, not the top band (the table reads 91–119, not 91–120)."""
    top = 119 if spec.scoring.bandeira is not None and spec.scoring.bandeira.by == "points" else 120
    return [(band.min, min(band.max, top), band.games) for band in spec.scoring.hands if band.min <= top]
