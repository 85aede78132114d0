"""The table as the terminal game draws it for any shape (two to six seats, sides of any
size): who sits where, which sides there are, the stock and the cards set aside — in the
player's locale and the table's words (:class:`~.talk.Talk`).

The usual table (four seats in two pairs) is said in two lines ("your partner opposite", who
sits left and right by compass point); any
other is drawn round the compass, each seat with its number as the screen counts it (from 1),
the player's marked, and its sides listed as the score sheet heads its columns (`You+N`).
"""

from __future__ import annotations

from ..engine import Hand, Trick
from ..engine.view import PlayerView
from ..words.grammar import Noun
from ..words.i18n import N_
from .talk import Talk

# Where each compass point is drawn: (row, column) of a five-row, three-column grid.
_PLACES = {"N": (0, 1), "NW": (1, 0), "NE": (1, 2), "W": (2, 0), "E": (2, 2), "SW": (3, 0),
           "SE": (3, 2), "S": (4, 1)}
_LEFT, _RIGHT, _MIDDLE = 4, 48, 30  # where a row's left and right cells start; the centre's middle


def heading(t: Talk, me: int) -> str:
    """The play screen's first line: the game, and where the player sits by its compass point
    only — a seat is nobody's index on screen (`seat 0`: EN18, PT18, BR18, FR18); at the usual
    table the partner's point too, opposite. As a noun (`{seat:the}`): French says "au Sud",
    "à l’Ouest"."""
    def point(seat: int) -> Noun:
        return Noun("compass", t.v.lang, t.compass(seat), "m")
    if t.usual:
        return t.gettext("{title} — you sit {seat}, your partner opposite you ({partner}).",
                         title=t.title(), seat=point(me), partner=point((me + 2) % 4))
    return t.gettext("{title} — you sit {seat} at a table of {players}.", title=t.title(), seat=point(me),
                     players=t.rules.table.players)


def trick_won(t: Talk, trick: Trick, number: int, me: int) -> str:
    """The line a finished trick ends with: its cards on one line in play order, as `replay
    --show` lists them, then who won it and its card points (FR19-09: the cards were said one a
    line, mixed with the next trick's lead, and `last` is too late once a bot leads again)."""
    rules = t.rules

    def short(seat: int) -> str:  # mid-line: `left 2♦, you 7♦` (a compass point keeps its capital)
        name = t.short(seat, me)
        return name.lower() if t.usual else name
    cards = ", ".join(f"{short(rules.seat_at(trick.leader, i))} {t.card(c)}" for i, c in enumerate(trick.cards))
    if trick.winner == me:
        return t.gettext("{trick} {number}: {cards} — you win it ({points})", number=number, cards=cards,
                         points=t.card_points(trick.points))
    return t.gettext("{trick} {number}: {cards} — {who} wins it ({points})", number=number, cards=cards,
                     who=t.who(trick.winner, me), points=t.card_points(trick.points))


def table_lines(t: Talk, me: int) -> list[str]:
    """The table drawn round the compass, its sides, who calls partners and the turn order; at
    the usual table, whose first line says the partner, who sits left and right by compass point,
    to link the screen's "left"/"right" to the points `replay` names seats by (FR19-10)."""
    if t.usual:
        def point(seat: int) -> Noun:
            return Noun("compass", t.v.lang, t.compass(seat), "m")
        return [t.gettext("The player on your left sits {left}, the player on your right {right}.",
                          left=point((me + 1) % 4), right=point((me + 3) % 4))]
    rules, v = t.rules, t.v
    table = rules.table
    grid: dict[int, dict[int, str]] = {}
    for seat in range(table.players):
        name = v.sentence(t.compass(seat))
        # mid-line in brackets, "you" keeps its small letter in every language: "South (0, you)"
        cell = f"{name} ({seat}, {v.pgettext('seat', 'you')})" if seat == me else f"{name} ({seat})"
        row, column = _PLACES[t._point(seat)]
        grid.setdefault(row, {})[column] = cell
    lines = []
    for row in sorted(grid):
        cells = grid[row]
        line = ""
        if 1 in cells:
            line = " " * max(0, _MIDDLE - len(cells[1]) // 2) + cells[1]
        else:
            line = " " * _LEFT + cells.get(0, "")
            if 2 in cells:
                line = line.ljust(_RIGHT) + cells[2]
        lines.append(line.rstrip())
    if table.players > 2:  # at two the turn simply alternates: no way round the table to say
        lines.append(t.gettext(N_("Play goes clockwise: the turn passes to the left.") if table.step == 1
                               else N_("Play goes anticlockwise: the turn passes to the right.")))
    bidding = rules.bidding
    if table.sides == table.players and bidding is not None:  # a partner each hand, a score each player
        lines.append(t.gettext("Each player keeps a score of their own; the partners change every {hand}."))
    elif table.sides == table.players:
        lines.append(t.gettext("Each player plays for themselves."))
    else:
        sides = [t.side_label(side, me) for side in t.sides_in_play(me)]  # as the sheet's columns
        lines.append(t.gettext("Sides (a column each on the score sheet): {sides}.", sides=" · ".join(sides)))
        partners = [t.compass(s) for s in table.partners_of(me)]
        lines.append(t.ngettext("Your partner: {names}.", "Your partners: {names}.", len(partners),
                                names=v.listing(partners)))
    if bidding is not None:
        lines.append(t.gettext(
            N_("Each {hand} the players bid for the right to name {trump:pl}: the highest bidder names the "
               "{trump} suit and calls a card, whose holder is their partner for the {hand}, secret until that "
               "card is played.")
            if bidding.called_card else
            N_("Each {hand} the players bid for the right to name {trump:pl}: the highest bidder names the "
               "{trump} suit, and their side must take the card points bid.")))
    return lines


def turned_card(t: Talk, hand: Hand, me: int) -> list[str]:
    """The card every player saw turned for trumps, where the status line does not keep it on
    view (BR26-01: Sueca Online's dealer takes it into their hand at once, the Azores' is cut from
    the cards left out — the screen showed the suit alone): who holds it, or where it came from."""
    rules, deal = t.rules, hand.deal
    if deal.cut:  # cut from the cards left out (not in the deck): back among them, nobody's
        return [t.gettext("{card} was turned up for {trump:pl} from the cards left out.",
                          card=t.cards.noun_of(deal.cut[0]))]
    turned, holder, view = deal.trump_card, hand.trump_holder, rules.view
    if turned is None or holder is None or not (view.trump_hidden_after_deal or view.trump_hidden_after_cards):
        return []  # none turned, under the stock (said with it), or shown beside the trump on the status line
    kept = t.phrase(N_("you keep it")) if holder == me else t.phrase(N_("{who} keeps it"), who=t.who(holder, me))
    return [t.gettext("{card} was turned up for {trump:pl}; {kept}.", card=t.cards.noun(turned), kept=kept)]


def deal_notes(t: Talk, hand: Hand, me: int) -> list[str]:
    """What the deal left besides the hands: the card turned for trumps where the status line
    does not show it (:func:`turned_card`), the stock and the card under it, the cards set
    aside."""
    rules = t.rules
    lines = turned_card(t, hand, me)
    if hand.stock:
        turned = hand.deal.trump_card
        if turned is not None and rules.deals.stock is not None and rules.deals.stock.trump_card_last \
                and hand.trump_holder is None:
            # the deal first, so that "the other cards" have something to be other than (L8)
            lines.append(t.ngettext("Each player was dealt {each} cards and {card} was turned up for {trump:pl}; the "
                                    "other {count} card lies on top of it and, with it, forms the stock of "
                                    "{stock}: {card} is drawn last.",
                                    "Each player was dealt {each} cards and {card} was turned up for {trump:pl}; the "
                                    "other {count} cards lie on top of it and, with it, form the stock of "
                                    "{stock}: {card} is drawn last.",
                                    len(hand.stock) - 1, card=t.cards.noun(turned), stock=len(hand.stock),
                                    each=len(hand.hands[me])))
        else:
            lines.append(t.ngettext("The remaining {count} card forms the stock.",
                                    "The remaining {count} cards form the stock.", len(hand.stock)))
        first = rules.deals.stock is not None and rules.deals.stock.leader_first
        if rules.table.players == 2:
            lines.append(t.gettext(N_("After each {trick} the player who led it draws first, then the other player.")
                                   if first else
                                   N_("After each {trick} the winner draws first, then the other player.")))
        else:
            lines.append(t.gettext(N_("After each {trick} every player draws a card from it, the leader first, "
                                      "then the others in turn.") if first
                                   else N_("After each {trick} every player draws a card from it, the winner "
                                           "first, then the others in turn.")))
    aside = rules.deals.aside
    if aside:
        lines.append(t.ngettext("{count} card is set aside, face down: its card points go to whoever "
                                "takes the last {trick}.",
                                "{count} cards are set aside, face down: their card points go to "
                                "whoever takes the last {trick}.", aside) if rules.deals.aside_to_last else
                     t.ngettext("{count} card is set aside, face down: its card points count for nobody.",
                                "{count} cards are set aside, face down: their card points count for "
                                "nobody.", aside))
    return lines


def stock_status(t: Talk, view: PlayerView) -> str:
    """` · Stock 12 (7♠ under it)` for the status line; "" without a stock."""
    if not view.stock_left:
        return ""
    if view.trump_card is not None and view.trump_holder is None and view.trump_dealt is None:
        return " · " + t.gettext("Stock {count} ({card} under it)", count=view.stock_left,
                                 card=t.card(view.trump_card))
    return " · " + t.gettext("Stock {count}", count=view.stock_left)


def drawn_lines(t: Talk, hand: Hand, before: list[int], mine_before: set[int], holder: int | None,
                me: int) -> list[str]:
    """What the player saw drawn after a trick: their own card, and the card under the stock
    when someone draws it (face up: everyone sees it); and the stock's end."""
    lines: list[str] = []
    if not before:
        return lines
    drawn = [card for card in hand.hands[me] if card not in mine_before]
    others = drew_unseen(hand, before, me)
    if len(others) == t.rules.table.players - 1 > 1:
        said = [t.gettext("The other players draw a card each.")]
    elif others:
        said = [t.v.sentence(t.ngettext("{who} draws a card.", "{who} draw a card each.", len(others),
                                        who=t.v.listing([t.who(s, me) for s in others])))]
    else:
        said = []
    if drawn:
        mine = [t.gettext("You draw {card}.", card=t.card(drawn[0]))]
        first = len(others) == 1 and drew_first(hand, others[0], me)  # at two: who drew first says first
        lines += said + mine if first else mine + said
    else:
        lines += said
    turned = hand.deal.trump_card
    if holder is None and hand.trump_holder is not None and turned is not None:
        taker = hand.trump_holder
        lines.append(t.gettext("You draw {card}, the card under the stock.", card=t.card(turned))
                     if taker == me else
                     t.gettext("{who} draws {card}, the card under the stock.", who=t.who(taker, me),
                               card=t.card(turned)))
        if taker == me and drawn and drawn[0] == turned:
            lines.remove(t.gettext("You draw {card}.", card=t.card(turned)))  # said once: it is the one under the stock
    if not hand.stock:
        lines.append(stock_used_up(t))
    else:
        lines.append(t.ngettext("{count} card left in the stock.", "{count} cards left in the stock.",
                                len(hand.stock)))
    return lines


def draw_order(hand: Hand) -> list[int]:
    """The seats in the order they draw after the trick just taken: its winner first (or its
    leader, where the stock says so), then round the table."""
    table, stock = hand.rules.table, hand.rules.deals.stock
    last = hand.tricks[-1] if hand.tricks else None
    first = 0 if last is None else last.leader if stock is not None and stock.leader_first else last.winner
    return [(first + i * table.step) % table.players for i in range(table.players)]


def drew_first(hand: Hand, seat: int, me: int) -> bool:
    order = draw_order(hand)
    return order.index(seat) < order.index(me)


def drew_unseen(hand: Hand, before: list[int], me: int) -> list[int]:
    """The other seats that drew a card from the stock after the trick just taken that no one
    saw (the card under the stock, face up, is said apart), in the order they drew."""
    taken = set(before) - set(hand.stock) - {hand.deal.trump_card}
    return [s for s in draw_order(hand) if s != me and taken & set(hand.hands[s])]


def stock_used_up(t: Talk) -> str:
    """Said when the last card is drawn: what must be played from now on that need not be while
    the stock lasted (the play rules, where stricter than the stock's): `The stock is used up:
    from now on you must follow suit.`"""
    stock, play = t.rules.deals.stock, t.rules.play
    now = [said for held, before, said in (
        (play.must_follow, stock is not None and stock.must_follow, N_("you must {follow}")),
        (play.must_overtake, stock is not None and stock.must_overtake,
         N_("you must beat the best card of the suit led when you can")),
        (play.must_trump, stock is not None and stock.must_trump,
         N_("you must play {trump:a} when you cannot {follow}")),
        (play.must_overtrump, stock is not None and stock.must_overtrump,
         N_("you must beat the {trump:pl} already played when you can"))) if held and not before]
    if not now:
        return t.gettext("The stock is used up: the {trick:pl} go on under the same rules.")
    return t.gettext("The stock is used up: from now on {rules}.", rules=t.v.listing([t.phrase(m) for m in now]))
