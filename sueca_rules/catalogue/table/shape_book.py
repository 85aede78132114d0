"""The table's shape in the rulebook, as compiled: the players and their sides (the start of
"Players and cards"), the cards not dealt (a stock drawn from after each trick, or cards set
aside: "Shuffling, cutting and dealing"), and what may be played while the stock lasts
("Playing the tricks"). The usual table (four players in two pairs, every card dealt) says
what it always said: these say nothing for it."""

from __future__ import annotations

from ...compiled.rules import Rules
from ...words.speaker import Speaker


def players_sentence(rules: Rules, s: Speaker) -> str | None:
    """"Two players, each for themselves." — the players and their sides, or None for four
    in two pairs (the seating's own sentence)."""
    v, players, sides = s.voice, rules.table.players, rules.table.sides
    if (players, sides) == (4, 2):
        return None
    if players == 6 and sides == 3:
        return v.gettext("Six players in three teams of two; partners sit opposite each other.")
    if players == 6 and sides == 2:
        return v.gettext("Six players in two teams of three; partners sit in every other seat.")
    each = {2: lambda: v.gettext("Two players, each for themselves."),
            3: lambda: v.gettext("Three players, each for themselves."),
            4: lambda: v.gettext("Four players, each for themselves."),
            5: lambda: v.gettext("Five players, each for themselves."),
            6: lambda: v.gettext("Six players, each for themselves.")}
    return each[players]() if players == sides and players in each else None


def undealt_lines(rules: Rules, s: Speaker) -> list[str]:
    """The cards not dealt: the stock and how it is drawn from, or the cards set aside."""
    v, deals, trick = s.voice, rules.deals, s.word("trick")
    rest = rules.deck.size - rules.table.players * deals.hand_size
    stock = deals.stock
    if stock is not None and any(plan.trump_at in plan.stock_at for plan in deals.values()):
        rest -= 1  # the card turned for trump lies face up under the stock: said before this line
    if stock is not None and rest > 0:
        if stock.leader_first:
            return [v.ngettext("The other {count} card is stacked face down as the stock: after each {trick}, "
                               "the player who led {trick:the} draws a card first, then the others in turn, "
                               "until the stock is empty.",
                               "The other {count} cards are stacked face down as the stock: after each "
                               "{trick}, the player who led {trick:the} draws a card first, then the others "
                               "in turn, until the stock is empty.", rest, trick=trick)]
        return [v.ngettext("The other {count} card is stacked face down as the stock: after each {trick}, the "
                           "winner of {trick:the} draws a card first, then the others in turn, until the "
                           "stock is empty.",
                           "The other {count} cards are stacked face down as the stock: after each {trick}, "
                           "the winner of {trick:the} draws a card first, then the others in turn, until the "
                           "stock is empty.", rest, trick=trick)]
    if deals.aside:
        if deals.aside_to_last:
            return [v.ngettext("The other {count} card is set aside face down and not played; its card "
                               "points go to whoever takes the last {trick}.",
                               "The other {count} cards are set aside face down and not played; their card "
                               "points go to whoever takes the last {trick}.", deals.aside, trick=trick)]
        return [v.ngettext("The other {count} card is set aside face down and not played; its card points "
                           "count for nobody.",
                           "The other {count} cards are set aside face down and not played; their card "
                           "points count for nobody.", deals.aside)]
    return []


def stock_play(rules: Rules, s: Speaker) -> str | None:
    """What may be played while the stock lasts ("While the stock lasts, any card may be
    played; once it is empty, the rules below hold."); None without a stock."""
    stock = rules.deals.stock
    if stock is None:
        return None
    v, follow, trump, trick = s.voice, s.word("follow"), s.word("trump"), s.word("trick")
    said = []
    if stock.must_follow:
        said.append(v.gettext("you must {follow}", follow=follow))
        if stock.must_overtake:
            said.append(v.gettext("you must beat the best card of the suit led when you can"))
    if stock.must_overtrump:
        said.append(v.gettext("without a card of the suit led, you must play a {trump} if you have one and "
                              "beat any {trump} already on the {trick}", trump=trump, trick=trick))
    elif stock.must_trump:
        said.append(v.gettext("without a card of the suit led, you must play a {trump} if you have one",
                              trump=trump))
    if not said:
        return v.gettext("While the stock lasts, any card may be played; once it is empty, the rules below "
                         "hold.")
    return v.gettext("While the stock lasts, {rules}; once it is empty, the rules below hold.",
                     rules=v.listing(said))
