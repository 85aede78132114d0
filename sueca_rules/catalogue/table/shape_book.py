"""The table's shape in the rulebook, as compiled: the players and their sides (the start of
"Players and cards"), the cards not dealt (a stock drawn from after each trick, or cards set
aside: "Shuffling, cutting and dealing"), and what may be played while the stock lasts
("Playing the tricks"). The usual table (four players in two pairs, every card dealt) says
what it always said: these say nothing for it."""

from __future__ import annotations

from ...compiled.groups import PlayRules, StockRules
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
    if players == sides and rules.bidding is not None and rules.bidding.called_card:  # a partner called each hand
        called = {3: lambda: v.gettext("Three players, in partnerships that change every hand; each keeps their own "
                                             "score."),
                  4: lambda: v.gettext("Four players, in partnerships that change every hand; each keeps their own "
                                             "score."),
                  5: lambda: v.gettext("Five players, in partnerships that change every hand; each keeps their own "
                                             "score."),
                  6: lambda: v.gettext("Six players, in partnerships that change every hand; each keeps their own "
                                             "score.")}
        if players in called:  # and who plays with whom, before the defenders are named (FR23-04)
            return called[players]() + " " + v.ngettext(
                "Each {hand}, the declarer (who wins the auction) and the holder of the card the declarer calls "
                "play together against the other player, the defender.",
                "Each {hand}, the declarer (who wins the auction) and the holder of the card the declarer calls "
                "play together against the {count} others, the defenders.", players - 2, hand=s.word("hand"))
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
    if stock is not None and rest > 0:
        return [_stock_formed(rules, rest, s), _stock_drawn(rules, s)]
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


def _stock_formed(rules: Rules, rest: int, s: Speaker) -> str:
    """The stock's cards, counted one way: with the card turned for trump when it lies under
    the stock ("The other 11 cards lie face down on top of the trump card and, with it, form
    the stock of 12."), as the play screen counts it (EN16-04)."""
    v, deals = s.voice, rules.deals
    if any(plan.trump_at in plan.stock_at for plan in deals.values()):
        return v.ngettext("The other {count} card lies face down on top of the {trump} card and, with it, "
                          "forms the stock of {total}.",
                          "The other {count} cards lie face down on top of the {trump} card and, with it, "
                          "form the stock of {total}.", rest - 1, trump=s.word("trump"), total=rest)
    return v.ngettext("The other {count} card is stacked face down as the stock.",
                      "The other {count} cards are stacked face down as the stock.", rest)


def _stock_drawn(rules: Rules, s: Speaker) -> str:
    """Who draws from the stock after each trick, until it is empty."""
    v, trick, stock = s.voice, s.word("trick"), rules.deals.stock
    assert stock is not None
    # the leader first, whether a source or the book says it: the book's own rules are named under
    # its sources, as everywhere else, not inside the rule (EN21-02); the players draw in the order
    # they play (EN16-05, PT16-03, BR16-05, FR16-14)
    if rules.table.players == 2:
        return (v.gettext("After each {trick}, the player who led it, not its winner, draws a card from "
                          "the stock first, then the other player, until the stock is empty.", trick=trick)
                if stock.leader_first else
                v.gettext("After each {trick}, the winner of {trick:the} draws a card from the stock first, "
                          "then the other player, until the stock is empty.", trick=trick))
    return (v.gettext("After each {trick}, the players draw one card each from the stock in the order of "
                      "play, starting with the player who led it (not its winner), until the stock is "
                      "empty.", trick=trick)
            if stock.leader_first else
            v.gettext("After each {trick}, the winner of {trick:the} draws a card from the stock first, then "
                      "the others in turn, until the stock is empty.", trick=trick))


def _duties(rules: StockRules | PlayRules, s: Speaker) -> list[str]:
    """What a player must play, from a stock's or the play block's fields ("you must follow
    suit", ...): empty when any card may be played."""
    v, follow, trump, trick = s.voice, s.word("follow"), s.word("trump"), s.word("trick")
    said = []
    if rules.must_follow:
        said.append(v.gettext("you must {follow}", follow=follow))
        if rules.must_overtake:
            said.append(v.gettext("you must beat the best card of the suit led when you can"))
    if rules.must_overtrump:
        said.append(v.gettext("without a card of the suit led, you must play a {trump} if you have one and "
                              "beat any {trump} already on the {trick}", trump=trump, trick=trick))
    elif rules.must_trump:
        said.append(v.gettext("without a card of the suit led, you must play a {trump} if you have one",
                              trump=trump))
    return said


def stock_changes_play(rules: Rules, s: Speaker) -> bool:
    """Whether what may be played while the stock lasts differs from the rules once it is empty."""
    stock = rules.deals.stock
    return stock is not None and _duties(stock, s) != _duties(rules.play, s)


def stock_play(rules: Rules, s: Speaker) -> str | None:
    """What may be played while the stock lasts, where it differs from the rules once it is
    empty ("While the stock lasts, any card may be played."; the rules after it are said
    under "Once the stock is empty:"); None without a stock, or when the stock changes nothing
    (the duty's own sentence then says it holds from the first trick)."""
    stock = rules.deals.stock
    if stock is None or not stock_changes_play(rules, s):
        return None
    v = s.voice
    during = _duties(stock, s)
    if not during:
        return v.gettext("While the stock lasts, any card may be played.")
    return v.gettext("While the stock lasts, {rules}.", rules=v.listing(during))
