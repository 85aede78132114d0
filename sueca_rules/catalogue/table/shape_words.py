"""The table's shape in words: how many play, in what sides, how many cards each is dealt,
what becomes of the cards not dealt, and the stock drawn from after each trick."""

from __future__ import annotations

from typing import Any

from ...words.speaker import Speaker

SIZE_WORDS = {"each": 1, "pairs": 2, "threes": 3}  # a side's size, as the file's words say it


def players(value: Any, s: Speaker) -> str:
    """"4 players"."""
    if value is None:
        return "—"
    return s.voice.ngettext("{count} player", "{count} players", int(value))


def sides(value: Any, s: Speaker) -> str:
    """`pairs`, `threes`, `each` or a number of sides, in words."""
    v = s.voice
    if value == "each":
        return v.gettext("each for themselves")
    if value == "called":  # the normal form's word for a partner called each hand (never a file's)
        return v.gettext("a new partnership each hand: the declarer and whoever holds the card they call")
    if value == "pairs":
        return v.gettext("teams of two")
    if value == "threes":
        return v.gettext("teams of three")
    if isinstance(value, int) or str(value).isdigit():
        return v.ngettext("{count} team", "{count} teams", int(value))
    return str(value)


def hand(value: Any, s: Speaker) -> str:
    """The cards dealt to each player (None: the deck shared out evenly)."""
    if value is None:
        return s.voice.gettext("the whole pack, shared out evenly")
    return s.voice.ngettext("{count} card", "{count} cards", int(value))


def undealt(value: Any, s: Speaker) -> str:
    v = s.voice
    if value is None:  # not "there are none": the cards left out of the pack are not dealt either (EN18-02)
        return v.gettext("nothing (every card in play is dealt)")
    if value == "stock":
        return v.gettext("a stock: each player draws a card after each {trick}", trick=s.word("trick"))
    if isinstance(value, tuple) and value[0] == "stock":  # the matrix, `diff`: how many tricks draw
        return v.ngettext("a stock: each player draws a card after the first {trick} only",
                          "a stock: each player draws a card after each of the first {count} {trick:pl}", value[1],
                          trick=s.word("trick"))
    if value == "aside":
        return v.gettext("set aside face down, not played")
    if isinstance(value, tuple) and value[0] == "cut":  # EN12-07: the cards left out of the pack
        # what they are for, as the heading asks (EN16-02, PT16-02, FR16-03: "all 40 cards are
        # dealt" under "the cards not dealt" read as a contradiction): the cut, and which cards
        return v.gettext("{trump:pl} are cut from them (the {count} cards left out of the pack)",
                         count=value[2], trump=s.word("trump"))
    return str(value)


def aside_points(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "nobody":
        return v.gettext("they count for nobody")
    if value == "last-trick":
        return v.gettext("they go to whoever takes the last {trick}", trick=s.word("trick"))
    return str(value)


def stock_first(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "winner":
        return v.gettext("the winner of {trick:the}, then the others in turn", trick=s.word("trick"))
    if value == "leader":
        return v.gettext("the player who led {trick:the}, then the others in turn", trick=s.word("trick"))
    if value == "winner-two":  # a table of two (the normal form's word, never a file's)
        return v.gettext("the winner of {trick:the}, then the other player", trick=s.word("trick"))
    if value == "leader-two":
        return v.gettext("the player who led {trick:the}, then the other player", trick=s.word("trick"))
    return str(value)


def stock_trump(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "last":
        return v.gettext("face up under the stock, drawn last")
    if value == "none":
        return v.gettext("none lies under the stock")
    return str(value)


def stock_block(value: Any, s: Speaker) -> str:
    """The whole `stock` block in one line (the hover of the block, a dropped block in `diff`)."""
    if not value:
        return s.voice.pgettext("stock", "none")  # o monte: nenhum
    return s.voice.clauses([stock_first(value.get("first", "winner"), s),
                            stock_trump(value.get("trump_card", "last"), s)])


def table_block(value: Any, s: Speaker) -> str:
    """The whole `table` block in one line."""
    if not value:
        return "—"
    return s.voice.clauses([players(value.get("players", 4), s), sides(value.get("sides", "pairs"), s)])
