"""The sections of a rulebook: each returns its Markdown lines, one rule per list item."""

from __future__ import annotations

from ..catalogue.deck.words import rank_name, rank_noun, suit_name
from ..catalogue.meta.words import source_kind
from ..catalogue.phrases import games, side, spoken
from ..catalogue.scoring.words import bands_as_scored
from ..catalogue.table.words import packet, rotation_of, seat
from ..compiled.rules import Rules
from ..spec import DealProcedure, VariantSpec
from ..words.grammar import Noun
from ..words.speaker import Speaker
from .example import example


def cell(text: str) -> str:
    """Text for a Markdown table cell."""
    return text.replace("|", "\\|")




def _item(s: Speaker, text: str) -> str:
    return "- " + s.voice.sentence(text)




def players_and_cards(spec: VariantSpec, s: Speaker, total: int) -> list[str]:
    v = s.voice
    play = (v.gettext("Play goes clockwise: the turn passes to the left.") if spec.direction == "clockwise"
            else v.gettext("Play goes anticlockwise: the turn passes to the right."))
    names = [rank_name(r, s) for r in spec.deck.ranks]
    count = 4 * len(spec.deck.ranks)
    deck = (v.gettext("{count} cards of a Spanish-suited deck, in four suits: {suits}.", count=count,
                      suits=v.listing([suit_name(x, s) for x in "SHDC"]))
            if spec.deck.style == "spanish" else
            v.gettext("{count} cards: the {ranks} of each suit are taken out of a 52-card deck.",
                      count=count, ranks=v.listing([_ranks_taken(r, s) for r in spec.deck.removed])))
    lines = [
        _item(s, v.gettext("Four players in two teams of two; partners sit opposite each other.")),
        *([_item(s, v.gettext("The teams are drawn: each player draws a card, and the two who draw "
                              "the highest cards play against the two who draw the lowest."))]
          if spec.partners == "drawn" else []),
        _item(s, play),
        _item(s, deck),
        _item(s, v.gettext("From the strongest card of each suit to the weakest, with their points:")),
        "",
        "| " + v.gettext("Card") + " | " + " | ".join(names) + " |",
        "|---|" + "---:|" * len(names),
        "| " + v.gettext("Points") + " | " + " | ".join(str(spec.deck.points.get(r, 0))
                                                       for r in spec.deck.ranks) + " |",
        "",
        _item(s, v.gettext("Each suit is worth {suit} card points; the whole deck, {total}.",
                           suit=total // 4, total=total)),
        _item(s, v.gettext("The second-highest card of each suit, {rank:the}, is {manilha:the}.",
                           rank=rank_noun(spec.deck.ranks[1], s), manilha=s.word("manilha"))),
    ]
    return lines


def _ranks_taken(rank: str, s: Speaker) -> str:
    """A removed rank in a list: "the 8s, 9s and 10s" in English, "os 8, 9 e 10" elsewhere."""
    name = rank_name(rank, s)
    return name + "s" if s.voice.lang == "en" else name


def _shuffle_and_cut(proc: DealProcedure, s: Speaker) -> str:
    v = s.voice
    shuffler = None if proc.shuffles == "nobody" else side(proc.shuffles, s)
    cutter = None if proc.cuts == "nobody" else side(proc.cuts, s)
    if proc.shuffles in ("left", "right") and proc.cuts in ("left", "right"):
        # the dealer was just named: "… and the player on the left cuts", not the dealer again
        cutter = v.gettext("the player on the left") if proc.cuts == "left" else v.gettext("the player on the right")
    if shuffler and cutter:
        return v.gettext("{shuffler} shuffles and {cutter} cuts.", shuffler=shuffler, cutter=cutter)
    if shuffler:
        return v.gettext("{shuffler} shuffles; nobody cuts.", shuffler=shuffler)
    if cutter:
        return v.gettext("Nobody shuffles; {cutter} cuts.", cutter=cutter)
    return v.gettext("Nobody shuffles or cuts.")


def _route(proc: DealProcedure, s: Speaker) -> str:
    v = s.voice
    route = _side_route(proc, s)
    if proc.rotation == "with-play":
        return v.gettext("{route} (in the direction of play)", route=route)
    if proc.rotation == "against-play":
        return v.gettext("{route} (against the direction of play)", route=route)
    return route


def _side_route(proc: DealProcedure, s: Speaker) -> str:
    """The way round, after "the dealer deals ...": the dealer is its subject, so "their
    left" and "themselves" (never the dealer named twice more in one sentence)."""
    v = s.voice
    if rotation_of(proc.rotation, spoken(s)) == "clockwise":
        if proc.dealer == "last":
            return v.gettext("to the left, starting with the player on their left and ending with "
                             "themselves")
        return v.gettext("to the left, starting with themselves")
    if proc.dealer == "last":
        return v.gettext("to the right, starting with the player on their right and ending with "
                         "themselves")
    return v.gettext("to the right, starting with themselves")




def _deal(proc: DealProcedure, s: Speaker) -> str:
    v = s.voice
    if proc.packet == 10:
        return v.gettext("The {dealer} deals each player 10 cards in a single packet, {route}.",
                         dealer=s.word("dealer"), route=_route(proc, s))
    return v.gettext("The {dealer} deals each player 10 cards, {packet}, {route}.",
                     dealer=s.word("dealer"), packet=packet(proc.packet, s), route=_route(proc, s))


def _trump_card(proc: DealProcedure, s: Speaker) -> str:
    v, dealer, trump = s.voice, s.word("dealer"), s.word("trump")
    if proc.trump == "last-card":
        return v.gettext("The last card, which is the {dealer}'s, is turned face up: its suit is "
                         "{trump:pl}.", dealer=dealer, trump=trump)
    if proc.trump == "first-card":
        return v.gettext("The first card, which is the {dealer}'s, is turned face up: its suit is "
                         "{trump:pl}.", dealer=dealer, trump=trump)
    if proc.trump == "dealer-random":
        return v.gettext("A card drawn at random from the {dealer}'s hand is turned face up: its suit "
                         "is {trump:pl}, and the {dealer} keeps it.", dealer=dealer, trump=trump)
    return v.gettext("The cards left out of the deck are shuffled and cut separately; the card "
                     "turned up by the cut sets the {trump} suit and stays out of play.", trump=trump)


def dealing(spec: VariantSpec, s: Speaker) -> list[str]:
    v, dealer = s.voice, s.word("dealer")
    first = {"random": lambda: v.gettext("The first {dealer} is drawn at random.", dealer=dealer),
             "lowest-card": lambda: v.gettext("Each player draws a card: the one who draws the lowest "
                                              "card is the first {dealer}.", dealer=dealer),
             "highest-card": lambda: v.gettext("Each player draws a card: the one who draws the "
                                               "highest card is the first {dealer}.", dealer=dealer),
             }.get(str(spec.dealer.first), lambda: v.gettext(
                 "The first {dealer} is the player in seat {seat}.", dealer=dealer,
                 seat=spec.dealer.first))()
    lines = [_item(s, first),
             _item(s, v.gettext("After each {hand}, {who} deals.", hand=s.word("hand"),
                                who=side(seat(spec.dealer.next, spec), s)))]
    procs = list(spec.deal.items())
    same_hands = len({(p.shuffles, p.cuts) for _, p in procs}) == 1
    if same_hands:
        lines.append(_item(s, _shuffle_and_cut(procs[0][1], s)))
    if len(procs) == 1:
        proc = procs[0][1]
        lines += [_item(s, _deal(proc, s)), _item(s, _trump_card(proc, s))]
    else:
        lines.append(_item(s, _chooser(spec, s)))
        for name, proc in procs:
            steps = [] if same_hands else [_shuffle_and_cut(proc, s)]
            steps += [_deal(proc, s), _trump_card(proc, s)]
            lines.append("    - " + v.gettext("**{term}**: {text}", term=v.sentence(s.deal_name(name)),
                                               text=_steps(steps, s)))
        if spec.dealer.chooses == "table":
            lines.append(_item(s, v.gettext("In this rulebook, the table has chosen: **{deal}**.",
                                            deal=v.sentence(s.deal_name(spec.dealer.procedure)))))
    lines.append(_item(s, _shown(spec, s)))
    lines += [_item(s, line) for line in _redeal(spec, s)]
    return lines


def _chooser(spec: VariantSpec, s: Speaker) -> str:
    v, dealer = s.voice, s.word("dealer")
    if spec.dealer.chooses == "cutter":
        return v.gettext("The player who cuts chooses how the {dealer} deals:", dealer=dealer)
    if spec.dealer.chooses == "table":
        return v.gettext("The table chooses, once for the whole {match}, how the cards are dealt:",
                         match=s.word("match"))
    return v.gettext("The {dealer} chooses how to deal:", dealer=dealer)


def _steps(steps: list[str], s: Speaker) -> str:
    """Sentences after a colon: the first in lower case, the others capitalized."""
    first, *rest = steps
    return " ".join([first[:1].lower() + first[1:], *(s.voice.sentence(step) for step in rest)])


def _shown(spec: VariantSpec, s: Speaker) -> str:
    v = s.voice
    if spec.trump.shown == "all-hand":
        return v.gettext("The {trump} card stays face up all through the {hand}, even after it is "
                         "played.", trump=s.word("trump"), hand=s.word("hand"))
    if spec.trump.shown == "until-played":
        return v.gettext("The {trump} card stays face up until the {dealer} plays it.",
                         trump=s.word("trump"), dealer=s.word("dealer"))
    return v.gettext("The {trump} card is shown during the deal, then put away.", trump=s.word("trump"))


def _redeal(spec: VariantSpec, s: Speaker) -> list[str]:
    v, r = s.voice, spec.redeal
    if r is None:
        return [v.gettext("Nobody may ask for a new deal: you play the cards you are dealt.")]
    lines = []
    if r.leader_below is not None:
        lines.append(v.ngettext(
            "The first to {lead} may ask for a new deal with fewer than {count} card point in hand.",
            "The first to {lead} may ask for a new deal with fewer than {count} card points in hand.",
            r.leader_below, lead=s.word("lead")))
    if r.leader_at_most == 0:
        lines.append(v.gettext("The first to {lead} may ask for a new deal with no card points in hand.",
                               lead=s.word("lead")))
    elif r.leader_at_most is not None:
        lines.append(v.ngettext(
            "The first to {lead} may ask for a new deal with {count} card point or fewer in hand.",
            "The first to {lead} may ask for a new deal with {count} card points or fewer in hand.",
            r.leader_at_most, lead=s.word("lead")))
    if r.others_below is not None:
        lines.append(v.ngettext(
            "Any other player may ask for a new deal with fewer than {count} card point in hand.",
            "Any other player may ask for a new deal with fewer than {count} card points in hand.",
            r.others_below))
    if r.others_at_most == 0:
        lines.append(v.gettext("Any other player may ask for a new deal with no card points in hand."))
    elif r.others_at_most is not None:
        lines.append(v.ngettext(
            "Any other player may ask for a new deal with {count} card point or fewer in hand.",
            "Any other player may ask for a new deal with {count} card points or fewer in hand.",
            r.others_at_most))
    lines.append(v.gettext("The same {dealer} then deals again.", dealer=s.word("dealer"))
                 if r.then == "same-dealer"
                 else v.gettext("The deal then passes on, as after a {hand}.", hand=s.word("hand")))
    return lines


def playing(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    v, trick, trump = s.voice, s.word("trick"), s.word("trump")
    follow = s.word("follow")
    lines = [_item(s, v.gettext("{who} {lead:s} to the first {trick}; after that, whoever wins a "
                                "{trick} {lead:s} to the next.", lead=s.word("lead"),
                                who=side(seat(spec.play.first_lead, spec), s), trick=trick))]
    if spec.play.must_follow:
        lines.append(_item(s, v.gettext("You must {follow}: play a card of the suit led whenever "
                                        "you have one.", follow=follow)))
    else:
        lines.append(_item(s, v.gettext("You need not {follow}: any card may be played.",
                                        follow=follow)))
    if spec.play.must_follow and spec.play.must_overtake:
        lines.append(_item(s, v.gettext("You must also beat the best card of the suit led on the "
                                        "{trick} whenever you can.", trick=trick)))
    if spec.play.when_void == "must-trump":
        lines.append(_item(s, v.gettext("Without a card of the suit led, you must play a {trump} if "
                                        "you have one.", trump=trump)))
    elif spec.play.when_void == "must-overtrump":
        lines.append(_item(s, v.gettext("Without a card of the suit led, you must play a {trump} if "
                                        "you have one, and beat any {trump} already on the {trick} "
                                        "if you can.", trump=trump, trick=trick)))
    else:
        lines.append(_item(s, v.gettext("Without a card of the suit led, you may play any card: "
                                        "you need not play a {trump}.", trump=trump)))
    if spec.play.trump_lead == "after-trump-played":
        lines.append(_item(s, v.gettext("You may not {lead} a {trump} until a {trump} has been played "
                                        "in an earlier {trick} of the {hand}, unless you hold only "
                                        "{trump:pl}.", lead=s.word("lead"), trump=trump, trick=trick,
                                        hand=s.word("hand"))))
    lines.append(_item(s, v.gettext("The highest {trump} wins the {trick}; if no {trump} was played, "
                                    "the highest card of the suit led wins it.", trump=trump,
                                    trick=trick)))
    review = {"none": lambda: v.gettext("No finished {trick} may be looked at again.", trick=trick),
              "last-trick": lambda: v.gettext("Only the last finished {trick} may be looked at again.",
                                              trick=trick),
              "all": lambda: v.gettext("Any finished {trick} may be looked at again.", trick=trick)}
    lines.append(_item(s, review[spec.play.review]()))
    return [*lines, "", *example(spec, rules, s)]


def scoring(spec: VariantSpec, s: Speaker, total: int) -> list[str]:
    v, sc = s.voice, spec.scoring
    trick, hand = s.word("trick"), s.word("hand")
    lines = [_item(s, v.gettext("After the last {trick}, each team adds up the card points of the "
                                "cards it has taken:", trick=trick)), "",
             "| " + v.gettext("Card points") + " | " + v.gettext("Score") + " |", "|---|---|"]
    lines += [f"| {low}–{high} | {games(won, s)} |" for low, high, won in bands_as_scored(spec)]
    lines.append("")
    band = sc.bandeira
    if band is not None:
        what = (v.gettext("Taking every {trick} of a {hand} is {bandeira:a}", trick=trick, hand=hand,
                          bandeira=s.word("bandeira")) if band.by == "tricks"
                else v.gettext("Taking all {total} card points of a {hand} is {bandeira:a}",
                               total=total, hand=hand, bandeira=s.word("bandeira")))
        lines.append(_item(s, v.gettext("{what}: it scores {games} and wins the {match} at once.",
                                        what=what, games=games(band.games, s), match=s.word("match"))
                           if band.ends_match else
                           v.gettext("{what}: it scores {games}.", what=what, games=games(band.games, s))))
    if sc.all_points is not None:
        lines.append(_item(s, v.gettext("Taking all {total} card points without taking every "
                                        "{trick} scores {games}.", total=total, trick=trick,
                                        games=games(sc.all_points, s))))
    half = total // 2
    lines.append(_item(s, v.gettext("A {half}–{half} {hand} is void and dealt again by the same {dealer}.",
                                    half=half, hand=hand, dealer=s.word("dealer"))
                       if sc.tie.outcome == "void"
                       else v.gettext("At {half}–{half}, nobody scores.", half=half)))
    if sc.tie.times > 1:
        lines.append(_item(s, _multiplied(sc.tie.times, sc.tie.cumulative, hand, s)))
    elif sc.tie.bonus:
        more = games(sc.tie.bonus, s)
        lines.append(_item(s, v.gettext("After such a tie, the next {hand} that has a winner scores "
                                        "{more} more than usual, and each further tie in a row adds "
                                        "{more}.",
                                        hand=hand, more=more)
                           if sc.tie.cumulative else
                           v.gettext("After such a tie, the next {hand} that has a winner scores {more} "
                                     "more than usual; ties in a row do not add up.", hand=hand, more=more)))
    return lines


def _multiplied(times: int, cumulative: bool, hand: Noun, s: Speaker) -> str:
    """The next decided hand after a tie, multiplied: "double" where the factor is 2."""
    v = s.voice
    if times == 2:
        return (v.gettext("After such a tie, the next {hand} that has a winner scores double (×2), and "
                          "each further tie in a row doubles it again (×4 after two ties).", hand=hand)
                if cumulative else
                v.gettext("After such a tie, the next {hand} that has a winner scores double (×2); ties "
                          "in a row do not double it again.", hand=hand))
    if cumulative:
        return v.gettext("After such a tie, the next {hand} that has a winner scores {times} times as "
                         "much as usual (×{times}), and each further tie in a row multiplies it by "
                         "{times} again (×{square} after two ties).", hand=hand, times=times,
                         square=times * times)
    return v.gettext("After such a tie, the next {hand} that has a winner scores {times} times as much "
                     "as usual (×{times}); ties in a row do not multiply it again.", hand=hand, times=times)


def sources(spec: VariantSpec, s: Speaker) -> list[str]:
    """One line per document: its title and what it is, the section, and its file name as
    the identifier."""
    lines = []
    for doc in spec.sources:
        what = source_kind(doc.kind, doc.language, s)
        head = f"*{doc.title}*" if doc.title else f"`{doc.document}`"
        line = f"- {head}" + (f" ({what})" if what else "")
        if doc.section:  # "Setup; Scoring": several sections, each quoted, listed as the locale does
            named = [s.quoted(part.strip()) for part in doc.section.split(";") if part.strip()]
            line += f" — {s.voice.listing(named)}"
        line += f" — `{doc.document}`" if doc.title else ""
        lines.append(line)
    return lines


def differences(spec: VariantSpec, parent: VariantSpec, s: Speaker) -> list[str]:
    from .compare import rule_differences

    v = s.voice
    rows = rule_differences(parent, spec, s)
    if not rows:
        return [_item(s, v.gettext("The rules are the same; only the words and texts differ."))]
    parent_title = Speaker(v, parent).title()
    lines = ["| " + v.gettext("Rule") + " | " + v.gettext("This variant") + f" | {parent_title} |", "|---|---|---|"]
    lines += [f"| {cell(label)} | {cell(mine)} | {cell(theirs)} |" for label, theirs, mine in rows]
    return lines
