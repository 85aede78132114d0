"""The play area in the rulebook: "Playing the tricks" (the rulebook adds an example trick,
played by the engine)."""

from __future__ import annotations

from ...compiled.rules import Rules
from ...words.speaker import Speaker
from ..book import item
from ..illegal.book import unpunished_talk
from ..phrases import lower_first, side
from ..table.book import role_sentence
from ..table.shape_book import stock_changes_play, stock_play
from ..table.words import seat
from ..variant import VariantSpec


def _silence(spec: VariantSpec, rules: Rules, s: Speaker) -> str:
    """The silent table's rule: partners may not talk or signal; at a table where the declarer
    calls a partner nobody knows, nobody may talk about the game or signal, and the called card's
    holder may not reveal it (PT24-02: "partners" would leave the defenders free to talk)."""
    v, table = s.voice, rules.table
    # "a silent game" is the sources' saying (002, 003, 004); a book that sets the rule itself
    # says the rule alone, not a claim about Sueca its sources do not make (en R17-08)
    said = "play.silent" in spec.decided
    if rules.bidding is not None:
        rule = (v.gettext("No player may talk about the game or signal to another; whoever holds the called "
                          "card may not reveal that they hold it before playing it.")  # EN27-01: not "give it away"
                if rules.bidding.called_card else
                v.gettext("No player may talk about the game or signal to another."))
        return rule if said else v.gettext("Sueca is a silent game: {rule}", rule=lower_first(rule))
    if table.players > table.sides:
        return (v.gettext("Partners may not talk or signal to each other.") if said else
                v.gettext("Sueca is a silent game: partners may not talk or signal to each other."))
    return (v.gettext("Players may not talk about their cards or signal.") if said else
            v.gettext("Sueca is a silent game: players may not talk about their cards or signal."))


def playing(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """Who leads, following suit, a void player's duty, leading trumps, the trick's winner and
    reviewing tricks, as the compiled rules play them (who leads as the file names the seat)."""
    v, trick, trump = s.voice, s.word("trick"), s.word("trump")
    follow, play = s.word("follow"), rules.play
    leads = spec.seats.leads if spec.seats is not None else None  # the seats block says it
    if rules.bidding is not None and rules.bidding.declarer_leads:  # the auction's winner leads
        lines = [item(s, v.gettext("The declarer {lead:s} to the first {trick}; after that, whoever wins "
                                   "a {trick} {lead:s} to the next.", lead=s.word("lead"), trick=trick))]
    elif leads:
        lines = [item(s, role_sentence("leads", leads, s)),
                 item(s, v.gettext("After the first {trick}, whoever wins a {trick} {lead:s} to the "
                                   "next.", trick=trick, lead=s.word("lead")))]
    else:
        lines = [item(s, v.gettext("{who} {lead:s} to the first {trick}; after that, whoever wins a "
                                   "{trick} {lead:s} to the next.", lead=s.word("lead"),
                                   who=side(seat(spec.play.first_lead, spec), s), trick=trick))]
    during = stock_play(rules, s)  # what may be played while the stock lasts, where it differs
    if during is not None:
        lines.append(item(s, during))
    duties = len(lines)  # the play's duties from here: once the stock is empty, where it changes them
    same = rules.deals.stock is not None and not stock_changes_play(rules, s)  # one rule from the start
    if play.must_follow and same:  # one sentence: no "while the stock lasts and once it is empty" again
        lines.append(item(s, v.gettext("You must {follow} throughout, even while the stock lasts: play a card "
                                        "of the suit led whenever you have one.", follow=follow)))
    elif play.must_follow:
        lines.append(item(s, v.gettext("You must {follow}: play a card of the suit led whenever "
                                        "you have one.", follow=follow)))
    elif same:
        lines.append(item(s, v.gettext("You need not {follow} at any time, even once the stock is empty: any "
                                        "card may be played.", follow=follow)))
    else:
        lines.append(item(s, v.gettext("You need not {follow}: any card may be played.",
                                        follow=follow)))
    if play.must_overtake:  # the engine asks it of a trick already trumped too (engine.hand)
        lines.append(item(s, v.gettext("When you {follow}, you must also head the {trick}: play higher than the "
                                        "highest card of that suit in it, if you can, even if it has already "
                                        "been trumped.", follow=follow, trick=trick)))
    if play.must_trump and not play.must_overtrump:
        lines.append(item(s, v.gettext("Without a card of the suit led, you must play a {trump} if "
                                        "you have one.", trump=trump)))
    elif play.must_overtrump:
        lines.append(item(s, v.gettext("Without a card of the suit led, you must play a {trump} if "  # engine.hand:
                                        "you have one, and beat any {trump} already in the {trick} "  # a lower one
                                        "if you can; if you cannot beat it, you must still play a "  # when none beats
                                        "{trump}.", trump=trump, trick=trick)))
    else:
        lines.append(item(s, v.gettext("Without a card of the suit led, you may play any card: "
                                        "you need not play a {trump}.", trump=trump)))
    if play.trump_lead_after_trump:
        lines.append(item(s, v.gettext("You may not {lead} a {trump} until a {trump} has been played "
                                        "in an earlier {trick} of the {hand}, unless you hold only "
                                        "{trump:pl}.", lead=s.word("lead"), trump=trump, trick=trick,
                                        hand=s.word("hand"))))
    if stock_changes_play(rules, s):  # said under "once the stock is empty", not as rules from the start
        lines[duties:] = [item(s, v.gettext("Once the stock is empty:")),
                          *("    " + line for line in lines[duties:])]
    lines.append(item(s, v.gettext("The highest {trump} wins the {trick}; if no {trump} was played, "
                                    "the highest card of the suit led wins it.", trump=trump,
                                    trick=trick)))
    table = rules.table  # 003: "The winner's team keeps the trick face down in one pile."
    lines.append(item(s, v.gettext("The team that wins a {trick} keeps it face down in one pile.", trick=trick)
                      if table.players > table.sides and rules.bidding is None else
                      v.gettext("The winner of a {trick} keeps it face down in one pile.", trick=trick)))
    review, revoke = rules.view.review, s.word("revoke")
    judged = not rules.illegal.refuse  # an accusation is judged by the tricks: all of them are examined
    lines.append(item(s, (v.gettext("A {trick} once taken may not be looked at again, except that all the "
                                    "{trick:pl} may be examined to judge an accusation of {revoke:a}.",
                                    trick=trick, revoke=revoke) if judged else
                          v.gettext("A {trick} once taken may not be looked at again.", trick=trick)) if not review
                      else (v.gettext("Only the last {trick} taken may be looked at again, until the next card "
                                      "is played; all the {trick:pl} may be examined to judge an accusation "
                                      "of {revoke:a}.", trick=trick, revoke=revoke) if judged else
                            v.gettext("Only the last {trick} taken may be looked at again, until the next "
                                      "card is played.", trick=trick)) if review == 1 else
                      v.gettext("Any {trick} taken may be looked at again.", trick=trick)))
    if play.silent:
        silence = _silence(spec, rules, s)
        lines.append(item(s, v.gettext("{rule} This fault carries no set penalty.", rule=silence)
                          if unpunished_talk(rules) else silence))  # what follows, said (PT24-01)
    return lines
