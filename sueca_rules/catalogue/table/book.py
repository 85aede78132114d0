"""The table area in the rulebook: the players and their seats (the start of "Players and
cards"), and "Shuffling, cutting and dealing"."""

from __future__ import annotations

from ...compiled.groups import Chooser, Draw
from ...compiled.rules import Rules
from ...words.speaker import Speaker
from ..book import item
from ..deck.words import rank_name, suit_name
from ..phrases import side, spoken
from ..variant import VariantSpec
from .entries import DEALING
from .models import DealProcedure
from .normal import seat_word
from .redeal_book import redeal_lines
from .shape_book import players_sentence, undealt_lines
from .words import motion, packet, rotation_of, seat_value


def role_line(path: str, value: str, s: Speaker) -> str:
    """"Who shuffles: the partner of the player who cuts." — a role of the `seats` block, by
    its entry's label and its value's words (the form `diff` and hover use; a book says
    :func:`role_sentence`)."""
    rule = next(r for r in DEALING if r.path == path)
    return s.voice.gettext("{rule}: {value}", rule=rule.label_for(s), value=value) + "."


def role_sentence(role: str, value: object, s: Speaker) -> str:
    """A role of the `seats` block as a book says it, a sentence whose subject is the seat
    ("The partner of the player who shuffles cuts."), never a form's label and value; a role
    drawn for the first hand that then moves says so ("The player who shuffles is drawn for
    the first hand; then the shuffle passes one seat to the right each hand.")."""
    v, words = s.voice, str(value).split()
    if words[:1] == ["moves"] and len(words) == 2:
        going = motion(words[1], s)
        return {"shuffles": lambda: v.gettext("The player who shuffles is drawn for the first {hand}; then "
                                              "the shuffle passes {going}.", hand=s.word("hand"), going=going),
                "cuts": lambda: v.gettext("The player who cuts is drawn for the first {hand}; then the cut "
                                          "passes {going}.", hand=s.word("hand"), going=going),
                "deals": lambda: v.gettext("The {dealer} is drawn for the first {hand}; then the deal "
                                           "passes {going}.", dealer=s.word("dealer"), hand=s.word("hand"),
                                           going=going),
                "leads": lambda: v.gettext("The player who {lead:s} to the first {trick} is drawn for the "
                                           "first {hand}; then that seat passes {going}.", lead=s.word("lead"),
                                           trick=s.word("trick"), hand=s.word("hand"), going=going)}[role]()
    who = seat_value(value, s)
    said = {"shuffles": lambda: v.gettext("{who} shuffles.", who=who),
            "cuts": lambda: v.gettext("{who} cuts.", who=who),
            "deals": lambda: v.gettext("{who} deals.", who=who),
            "leads": lambda: v.gettext("{who} {lead:s} to the first {trick}.", who=who, lead=s.word("lead"),
                                       trick=s.word("trick"))}[role]()
    return v.sentence(said)


def _shuffle_and_cut(proc: DealProcedure, s: Speaker) -> str:
    v = s.voice
    shuffler = None if proc.shuffles == "nobody" else side(proc.shuffles, s)
    cutter = None if proc.cuts == "nobody" else side(proc.cuts, s)
    if proc.shuffles in ("left", "right") and proc.cuts in ("left", "right"):
        # the dealer was just named: "… and the player on the dealer's left cuts" in English (a
        # British reader asks whose left), "… e parte o da esquerda" (French says whose left too)
        cutter = side(proc.cuts, s) if v.lang in ("en", "fr") else (
            v.pgettext("the cutter, after the shuffler", "the player on the left") if proc.cuts == "left"
            else v.pgettext("the cutter, after the shuffler", "the player on the right"))
    elif proc.shuffles == "dealer" and cutter is not None:
        cutter = _cutter_after_dealer(proc.cuts, s) or cutter  # the dealer not named twice (PT12-08)
    if shuffler and cutter:
        return v.gettext("{shuffler} shuffles and {cutter} cuts.", shuffler=shuffler, cutter=cutter)
    if shuffler:
        return v.gettext("{shuffler} shuffles; nobody cuts.", shuffler=shuffler)
    if cutter:
        return v.gettext("Nobody shuffles; {cutter} cuts.", cutter=cutter)
    return v.gettext("Nobody shuffles or cuts.")


def _cutter_after_dealer(value: str, s: Speaker) -> str | None:
    """The cutter after "the dealer shuffles", by a pronoun for the dealer: "… and the player
    on their left cuts", «… e parte o jogador à sua esquerda», «… e parte o adversário»."""
    v, spec = s.voice, spoken(s)
    if value == "other" or (value in ("left", "right") and spec is not None and spec.table.players == 2):
        return v.pgettext("the cutter, after the dealer shuffles", "their opponent")
    return {"left": lambda: v.pgettext("the cutter, after the dealer shuffles", "the player on their left"),
            "right": lambda: v.pgettext("the cutter, after the dealer shuffles", "the player on their right"),
            "partner": lambda: v.pgettext("the cutter, after the dealer shuffles",
                                          "their partner (sitting opposite)")}.get(value, lambda: None)()


def _route(proc: DealProcedure, s: Speaker) -> str:
    v = s.voice
    route, spec = _side_route(proc, s), spoken(s)
    if spec is not None and spec.table.players == 2:
        return route  # two players: no way round to name
    if _against(proc, spec):
        # said, so that a reader does not take it for a slip; the rule, never who gives it
        return v.gettext("{route} (against the direction of play)", route=route)
    if proc.rotation == "with-play" or spec is not None:
        # every deal of every book says its way round, so that the books read alike (EN15-06,
        # BR15-10: mesa-brasileira's and jogos-do-rei's had none); a deal fixed while the table
        # chooses the direction says it too (pt-PT PT10-03)
        return v.gettext("{route} (in the direction of play)", route=route)
    return route


def _against(proc: DealProcedure, spec: VariantSpec | None) -> bool:
    """Whether a deal goes round against the direction of play."""
    return proc.rotation == "against-play" or (spec is not None and proc.rotation in ("clockwise", "anticlockwise")
                                               and proc.rotation != spec.direction)


def _side_route(proc: DealProcedure, s: Speaker) -> str:
    """The way round, after "the dealer deals ...": the dealer is its subject, so "their
    left" and "themselves" (never the dealer named twice more in one sentence)."""
    v = s.voice
    spec = spoken(s)
    if spec is not None and spec.table.players == 2:  # no way round at a table of two
        if proc.dealer == "last":
            return v.gettext("starting with the other player and ending with themselves")
        return v.gettext("starting with themselves")
    if rotation_of(proc.rotation, spec) == "clockwise":
        if proc.dealer == "last":
            return v.gettext("to the left, starting with the player on their left and ending with "
                             "themselves")
        return v.gettext("to the left, starting with themselves")
    if proc.dealer == "last":
        return v.gettext("to the right, starting with the player on their right and ending with "
                         "themselves")
    return v.gettext("to the right, starting with themselves")


def _deal(proc: DealProcedure, s: Speaker, hand: int) -> str:
    v = s.voice
    if proc.packet == hand:
        return v.gettext("The {dealer} deals each player all {count} cards at once, {route}.",
                         dealer=s.word("dealer"), count=hand, route=_route(proc, s))
    return v.gettext("The {dealer} deals each player {count} cards, {packet}, {route}.",
                     dealer=s.word("dealer"), count=hand, packet=packet(proc.packet, s), route=_route(proc, s))


def _trump_card(proc: DealProcedure, s: Speaker, unused: int = 12) -> str:
    v, dealer, trump = s.voice, s.word("dealer"), s.word("trump")
    if proc.trump == "last-card":
        return v.gettext("The last card, which stays with the {dealer}, is turned face up: its suit is "
                         "{trump:pl}.", dealer=dealer, trump=trump)
    if proc.trump == "first-card":
        return v.gettext("The first card, which stays with the {dealer}, is turned face up: its suit "
                         "is {trump:pl}.", dealer=dealer, trump=trump)
    if proc.trump == "dealer-random":
        return v.gettext("A card drawn at random from the {dealer}'s hand is turned face up: its suit "
                         "is {trump:pl}, and the {dealer} keeps it.", dealer=dealer, trump=trump)
    if proc.trump == "stock-bottom":
        return v.gettext("After the deal, the next card is turned face up as the {trump} card: its suit is "
                         "{trump:pl}. It lies across the bottom of the stock, half showing, where all can see "
                         "it, and is drawn last.",  # under a face-down stock, squared, nobody would see it (BR25-01)
                         trump=trump)
    if proc.trump == "bid":
        return v.gettext("No card is turned for {trump:pl}: the winner of the auction names the {trump} "
                         "suit.", trump=trump)
    if proc.shuffles == "nobody" or proc.cuts == "nobody":
        return v.gettext("Before the deal, the {dealer} shuffles the {count} cards left out of the pack and "
                         "cuts them; the bottom card of the part lifted is turned face up for all to see and sets "
                         "the {trump} suit, then goes back with the other cards left out: it is not dealt.",
                         dealer=dealer, count=unused, trump=trump)
    return v.gettext("Before the deal, the player who shuffles the pack also shuffles the {count} cards "
                     "left out of it, and the player who cuts the pack cuts them; the bottom card of the part "
                     "lifted is turned face up for all to see and sets the {trump} suit, then goes back with "
                     "the other cards left out: it is not dealt.", count=unused, trump=trump)  # which card (PT19-01)


def dealing(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The first and the next dealer, shuffling and cutting, the deal (or the deals to choose
    from), where the trump comes from, how long it is on view, and who may ask for a new deal.
    The procedures are said in the variant's words (`with-play`), the rest as compiled."""
    v, dealer, table, deals = s.voice, s.word("dealer"), rules.table, rules.deals
    draw = table.first_dealer_draw
    forming = table.forming
    if forming is not None and forming.cards:  # the table's draw decides, as compiled
        draw = Draw.LOWEST_CARD if forming.lowest_deals else Draw.HIGHEST_CARD
    first = (v.gettext("The first {dealer} is the player in seat {seat}.", dealer=dealer,
                       seat=table.first_dealer) if draw is None else
             v.gettext("Each player draws a card: the one who draws the lowest card is the first "
                       "{dealer}.", dealer=dealer) if draw is Draw.LOWEST_CARD else
             v.gettext("Each player draws a card: the one who draws the highest card is the first "
                       "{dealer}.", dealer=dealer) if draw is Draw.HIGHEST_CARD else
             v.gettext("The first {dealer} is drawn at random.", dealer=dealer))
    roles = spec.seats
    # a dealer said from a role drawn for the first hand (`deals right-of shuffler`, `shuffles
    # moves right`) is drawn by that draw: one draw, not a dealer drawn and a shuffler drawn
    drawn_by_role = roles is not None and roles.deals is not None and draw is Draw.RANDOM \
        and _drawn_role(roles, "deals")
    lines = [*([] if drawn_by_role else [item(s, first)]), *(item(s, line) for line in _draw(rules, s))]
    deals_line = (item(s, role_sentence("deals", roles.deals, s)) if roles and roles.deals
                  else item(s, v.gettext("After each {hand}, the deal passes to {who}.", hand=s.word("hand"),
                                         who=side(seat_word(table.next_dealer, table.players), s))))
    if not drawn_by_role:  # the dealer first; else the drawn role first, then who deals from it
        lines.append(deals_line)
    procs = list(spec.deal.items())
    same_hands = len({(p.shuffles, p.cuts) for _, p in procs}) == 1
    if roles is not None and (roles.shuffles or roles.cuts):
        # the seats block says these roles for every deal; a role it leaves out is the deal's
        for role, field in (("shuffles", "shuffles"), ("cuts", "cuts")):
            written = getattr(roles, role)
            said = {getattr(p, field) for _, p in procs}
            if written or len(said) == 1:
                if written:
                    lines.append(item(s, role_sentence(role, written, s)))
                else:
                    lines.append(item(s, role_line(f"seats.{role}", side(said.pop(), s), s)))
        same_hands = True  # no procedure says them again
    elif same_hands:
        lines.append(item(s, _shuffle_and_cut(procs[0][1], s)))
    if drawn_by_role:
        lines.append(deals_line)
    unused = len(rules.deck.unused_names)
    if len(procs) == 1:
        proc = procs[0][1]
        lines += [item(s, _deal(proc, s, deals.hand_size)), item(s, _trump_card(proc, s, unused))]
    else:
        lines.append(item(s, _chooser(deals.chooser, s)))
        # a trump every deal sets alike is said once, after them (the Azores' cut of the unused cards)
        alike = same_hands and len({p.trump for _, p in procs}) == 1 and procs[0][1].trump == "cut-unused"
        for name, proc in procs:
            steps = [] if same_hands else [_shuffle_and_cut(proc, s)]
            steps += [_deal(proc, s, deals.hand_size), *([] if alike else [_trump_card(proc, s, unused)])]
            lines.append("    - " + v.gettext("**{term}**: {text}", term=v.sentence(s.deal_name(name)),
                                               text=_steps(steps, s)))
        if alike:
            lines.append(item(s, _trump_card(procs[0][1], s, unused)))
        if deals.fixed is not None:
            lines.append(item(s, v.gettext("In this rulebook, the table has chosen: **{deal}**.",
                                           deal=v.sentence(s.deal_name(deals.fixed)))))
    lines += [item(s, line) for line in undealt_lines(rules, s)]
    banned = _banned(rules, s)
    if banned:
        lines.append(item(s, banned))
    if any(p.cuts_unused or p.picks_from_dealer or (p.trump_at is not None and p.trump_at not in p.stock_at)
           for p in deals.values()):  # (an auction turns no card; the stock's bottom card is said above)
        shown = _shown(rules, s)
        if shown is not None:
            lines.append(item(s, shown))
    lines += [item(s, line) for line in redeal_lines(spec, s)]
    return lines


def _drawn_role(roles: object, field: str) -> bool:
    """Whether a role of the `seats` block is said from a role drawn for the first hand
    (`deals right-of cutter`, `cuts partner-of shuffler`, `shuffles moves right`): then that
    draw is the table's one draw, and the first dealer follows from it."""
    seen: set[str] = set()
    while field not in seen:
        seen.add(field)
        words = str(getattr(roles, field, None) or "").split()
        if words[:1] == ["moves"]:
            return True
        base = {"shuffler": "shuffles", "cutter": "cuts"}.get(words[-1] if words else "")
        if base is None:
            return False
        field = base
    return False


def _draw(rules: Rules, s: Speaker) -> list[str]:
    """What the table's card draw also decides, as compiled: its ties and the seats."""
    forming, v = rules.table.forming, s.voice
    if forming is None or not forming.cards:
        return []
    suits = v.listing([suit_name(x, s) for x in "SHDC"])
    lines = [v.gettext("Equal cards are told apart by suit, highest first: {suits}.", suits=suits)
             if forming.suit_order else v.gettext("Players who draw equal cards draw again.")]
    if forming.seats_by_draw:
        lines.append(v.gettext("The first {dealer} keeps their seat; their partner sits opposite, "
                               "and the higher of the other two on their left.",
                               dealer=s.word("dealer")))
    return lines


def _banned(rules: Rules, s: Speaker) -> str | None:
    """The cards that may not set trumps (`trump { redeal-if }`), as the plans compiled them."""
    plans = list(rules.deals.values())
    if not plans or not any(plans[0].banned_trump):
        return None
    v, deck = s.voice, rules.deck
    banned = plans[0].banned_trump
    labels = deck.rank_labels
    ranks = [r for i, r in enumerate(labels) if banned[i]]  # the first suit's: every suit alike
    worth = [r for i, r in enumerate(labels) if deck.points[i] > 0]
    if ranks == worth:
        return v.gettext("The cards are gathered, shuffled and dealt again by the same {dealer} "
                         "whenever the card turned for {trump} is worth points.",
                         dealer=s.word("dealer"), trump=s.word("trump"))
    return v.gettext("The cards are gathered, shuffled and dealt again by the same {dealer} "
                     "whenever the card turned for {trump} is of one of these ranks: {cards}.",
                     dealer=s.word("dealer"), trump=s.word("trump"),
                     cards=v.listing([rank_name(r, s) for r in ranks], "or"))


def _chooser(chooser: Chooser, s: Speaker) -> str:
    v, dealer = s.voice, s.word("dealer")
    if chooser is Chooser.CUTTER:
        return v.gettext("The player who cuts chooses how the {dealer} deals:", dealer=dealer)
    if chooser is Chooser.TABLE:
        return v.gettext("The table chooses, once for the whole {match}, how the cards are dealt:",
                         match=s.word("match"))
    return v.gettext("The {dealer} chooses how to deal:", dealer=dealer)


def _steps(steps: list[str], s: Speaker) -> str:
    """Sentences after a colon: the first in lower case, the others capitalized."""
    first, *rest = steps
    return " ".join([first[:1].lower() + first[1:], *(s.voice.sentence(step) for step in rest)])


def _shown(rules: Rules, s: Speaker) -> str | None:
    v, view = s.voice, rules.view
    kept = any(not plan.cuts_unused for plan in rules.deals.values())  # a dealer keeps the card
    if view.trump_hidden_after_deal:
        if kept:
            return v.gettext("The {trump} card is shown during the deal, then the {dealer} takes it "
                             "into the {hand} like any other card.", trump=s.word("trump"),
                             dealer=s.word("dealer"), hand=s.word("hand"))
        if all(plan.cuts_unused for plan in rules.deals.values()):
            return None  # the sentence that cuts the card says it (shown, put back, not dealt)
        return v.gettext("The {trump} card is shown during the deal, then put back with the other cards "
                         "left out.", trump=s.word("trump"))
    if view.trump_hidden_after_cards:
        return v.gettext("The {trump} card stays face up through the first {trick} only: the {dealer} "
                         "may play it there, and at the end of that {trick} takes it into the "
                         "{hand} like any other card.", trump=s.word("trump"), trick=s.word("trick"),
                         dealer=s.word("dealer"), hand=s.word("hand"))
    if view.trump_hidden_once_played:
        return v.gettext("The {trump} card stays face up until the {dealer} plays it.",
                         trump=s.word("trump"), dealer=s.word("dealer"))
    return v.gettext("The {trump} card stays face up all through the {hand}, even after it is "  # how (PT19-05)
                     "played: whoever gathers its {trick} leaves it face up beside the pile.",
                     trump=s.word("trump"), hand=s.word("hand"), trick=s.word("trick"))


def seating(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The players, their teams and the direction of play (the start of "Players and cards")."""
    v, forming = s.voice, rules.table.forming
    return [
        item(s, players_sentence(rules, s)
             or v.gettext("Four players in two teams of two; partners sit opposite each other.")),
        *([item(s, v.gettext("The teams are drawn: each player draws a card, and the one who "
                             "draws the highest card and the one who draws the lowest play "
                             "against the other two."))]
          if forming is not None and forming.pairing == 2 else
          [item(s, v.gettext("The teams are drawn: each player draws a card, and the two who draw "
                             "the highest cards play against the two who draw the lowest."))]
          if rules.table.partners_drawn else []),
        # two players simply alternate: no way round to say (round-8 en L-5: the line said nothing)
        *([] if rules.table.players == 2
          else [item(s, v.gettext("Play goes clockwise: the turn passes to the left.") if rules.table.step == 1
                     else v.gettext("Play goes anticlockwise: the turn passes to the right."))]),
    ]
