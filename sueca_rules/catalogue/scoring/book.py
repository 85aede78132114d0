"""The scoring area in the rulebook: "Scoring", every statement asked of the compiled rules
(the scoring function the engine uses: :mod:`.facts`)."""

from __future__ import annotations

from ...compiled.rules import Rules
from ...words.grammar import Noun
from ...words.speaker import Speaker
from ..book import item
from ..phrases import games
from ..variant import VariantSpec
from . import facts


def scoring(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """"Scoring": the bands, the bandeira, all the points, a tie, each as the engine scores it
    (asked of the scoring function: :mod:`.facts`), and what a hand settled by a penalty does to
    a tie's extra (the engine scores such a hand by its penalty alone). Under a contract the
    bands are not read: the contract says how the hand scores (the bidding area's words)."""
    if rules.bidding is not None:
        return []
    v, total = s.voice, rules.deck.total_points
    trick, hand, half = s.word("trick"), s.word("hand"), total // 2
    table = rules.table
    each_alone = table.players == table.sides  # each for themselves: a side is a player
    if table.sides == 2:
        counts = (v.gettext("After the last {trick}, each player counts the card points in their "
                            "{trick:pl}; the player with more than {half} wins the {hand} and scores:",
                            trick=trick, hand=hand, half=half) if each_alone else
                  v.gettext("After the last {trick}, each team counts the card points in its "
                            "{trick:pl}; the team with more than {half} wins the {hand} and scores:",
                            trick=trick, hand=hand, half=half))
    else:  # the most card points win: at least a share and one more
        counts = (v.gettext("After the last {trick}, each player counts the card points in their "
                            "{trick:pl}; the player with the most wins the {hand} and scores:",
                            trick=trick, hand=hand) if each_alone else
                  v.gettext("After the last {trick}, each team counts the card points in its "
                            "{trick:pl}; the team with the most wins the {hand} and scores:",
                            trick=trick, hand=hand))
    lines = [item(s, counts), "",
             "| " + v.sentence(v.pgettext("glossary", "card points")) + " | "
             + v.sentence(s.word("game_point").render("pl").replace("*", "")) + " |", "|---|---|"]
    lines += [f"| {b['min']}–{b['max']} | {b['games']} |" for b in facts.bands(rules)]  # the column says what they are
    lines.append("")
    band = facts.bandeira(rules)
    bandeira = s.word("bandeira")
    if band is not None:
        what = (v.gettext("Taking every {trick} of a {hand} is {bandeira:a}", trick=trick, hand=hand,
                          bandeira=bandeira) if band["by"] == "tricks"
                else v.gettext("Taking all {total} card points of a {hand} is {bandeira:a}",
                               total=total, hand=hand, bandeira=bandeira))
        won = games(band["games"], s)
        lines.append(item(s, v.gettext("{what}: it scores {games} and wins the {match} at once.",
                                       what=what, games=won, match=s.word("match"))
                          if band["ends_match"] else
                          v.gettext("{what}: it scores {games}.", what=what, games=won)))
        if band.get("recorded") is not None:
            lines.append(item(s, v.gettext("The score sheet records {bandeira:a} as {points} card points "
                                           "(one more than all {total}), to mark it.",
                                           bandeira=bandeira, points=band["recorded"], total=total)
                              if band["recorded"] == total + 1 else
                              v.gettext("The score sheet records {bandeira:a} as {points} card points.",
                                        bandeira=bandeira, points=band["recorded"])))
    alone = facts.all_points(rules)
    declared = rules.scoring.all_points_games is not None
    by_tricks = band is not None and band["by"] == "tricks"  # then 120 without every trick is asked
    if not isinstance(alone, dict) and (alone is not None or declared or by_tricks):  # a bandeira is said above
        all_games = facts.score(rules, total, rules.deals.tricks - 1).game_points[0]
        scored, bands = games(all_games, s), rules.scoring.games_for_points
        # the run of card points ending at all of them that the bands score alike: a declared
        # value the same as the bands' is said with them too (EN12-01: sueca-fr, jogos-do-rei)
        low = total if len(bands) <= total or bands[total] != all_games else next(
            p for p in range(total, -1, -1) if p == 0 or bands[p - 1] != all_games)
        lines.append(item(s, v.gettext("Taking all {total} card points without taking every {trick} is not "
                                       "{bandeira:a}: it scores {games}.", total=total, trick=trick,
                                       bandeira=bandeira, games=scored)
                          if band is not None and low >= total else
                          # read from the bands, not a rule of its own (fr FR11-01: 003 gives 91 or more)
                          v.gettext("Taking all {total} card points without taking every {trick} is not "
                                    "{bandeira:a}: it scores {games}, as any {hand} of {low} card points or "
                                    "more does.", total=total, trick=trick, bandeira=bandeira, games=scored,
                                    hand=s.word("hand"), low=low)
                          if band is not None else
                          v.gettext("Taking all {total} card points scores {games}.", total=total,
                                    games=scored)))
    tie = facts.tie(rules)
    if table.sides > 2:  # several sides with the most card points: the engine's tie (never a last trick's)
        lines.append(item(s, _tie_of_sides(tie, each_alone, hand, s)))
    else:
        lines.append(item(s, v.gettext("A {half}–{half} {hand} is void and dealt again by the same {dealer}.",
                                       half=half, hand=hand, dealer=s.word("dealer"))
                          if tie["outcome"] == "void"
                          else v.gettext("At {half}–{half}, the team that took the last {trick} wins the "
                                         "{hand} and scores as with {more} card points.", half=half,
                                         trick=trick, hand=hand, more=half + 1)
                          if tie["outcome"] == "last-trick"
                          else v.gettext("At {half}–{half} the {hand} is a tie: each team scores {games}.",
                                         half=half, hand=hand, games=games(tie["each"], s))
                          if tie["outcome"] == "each-scores"
                          else v.gettext("At {half}–{half} the {hand} is a tie: nobody scores.", half=half,
                                         hand=hand)
                          if facts.tie_raises(rules)
                          else v.gettext("At {half}–{half} the {hand} is a tie: nobody scores, nothing carries "
                                         "over, and the deal passes on as after any {hand}.", half=half, hand=hand)
                          if facts.voids_hand(rules)  # a voided hand is dealt again: this one is not (FR18)
                          else v.gettext("At {half}–{half} the {hand} is a tie: nobody scores, and nothing "
                                         "carries over to the next {hand}.", half=half, hand=hand)))
    if "extra" in tie:  # sequences after 1, 2, 3... ties in a row (the last repeats)
        steps = [(v.gettext("×{factor} and {more} more", factor=f, more=games(e, s)) if f != 1
                  else v.gettext("{more} more", more=games(e, s))) if e else f"×{f}"
                 for f, e in zip(tie["factor"], tie["extra"], strict=True)]
        lines.append(item(s, v.gettext("After 1, 2, 3… ties in a row, the next {hand} won scores "
                                       "{steps} (the last for any more ties).",
                                       hand=hand, steps=v.listing(steps))))
    elif tie["times"] > 1:
        lines.append(item(s, _multiplied(tie["times"], tie["cumulative"], hand, s)))
    elif tie["bonus"]:
        more = games(tie["bonus"], s)
        lines.append(item(s, v.gettext("After a tie, the next {hand} won scores {more} more than usual; "
                                       "each further tie in a row adds {more} more.", hand=hand, more=more)
                          if tie["cumulative"] else
                          v.gettext("After a tie, the next {hand} won scores {more} more than usual; "
                                    "further ties in a row add nothing more.", hand=hand, more=more)))
    if facts.ties_carried_past_penalty(rules):
        lines.append(item(s, v.gettext("If a {hand} ends with a penalty, it scores only the penalty; the "
                                       "extra from earlier ties goes to the next {hand} won in play.",
                                       hand=hand)))
    elif facts.penalty_ends_hand(rules):  # true with nothing carried over too (fr FR12-09)
        lines.append(item(s, v.gettext("If a {hand} ends with a penalty, it scores only the penalty.",
                                       hand=hand)))
    return lines


def _tie_of_sides(tie: dict[str, object], alone: bool, hand: Noun, s: Speaker) -> str:
    """A tie at a table of more than two sides: two or more with the most card points."""
    v = s.voice
    if tie["outcome"] == "void":
        return (v.gettext("When two or more players have the most card points, the {hand} is void and dealt "
                          "again by the same {dealer}.", hand=hand, dealer=s.word("dealer")) if alone else
                v.gettext("When two or more teams have the most card points, the {hand} is void and dealt "
                          "again by the same {dealer}.", hand=hand, dealer=s.word("dealer")))
    each = int(tie.get("each", 0) or 0)  # type: ignore[call-overload]
    if each:
        return (v.gettext("When two or more players have the most card points, the {hand} is a tie: each "
                          "player scores {games}.", hand=hand, games=games(each, s)) if alone else
                v.gettext("When two or more teams have the most card points, the {hand} is a tie: each "
                          "team scores {games}.", hand=hand, games=games(each, s)))
    return (v.gettext("When two or more players have the most card points, the {hand} is a tie: nobody "
                      "scores.", hand=hand) if alone else
            v.gettext("When two or more teams have the most card points, the {hand} is a tie: nobody "
                      "scores.", hand=hand))


def _multiplied(times: int, cumulative: bool, hand: Noun, s: Speaker) -> str:
    """The next decided hand after a tie, multiplied: "double" where the factor is 2."""
    v = s.voice
    if times == 2:
        return (v.gettext("After a tie, the next {hand} won scores double (×2); each further tie in a "
                          "row doubles it again (×4 after two ties).", hand=hand)
                if cumulative else
                v.gettext("After a tie, the next {hand} won scores double (×2); ties in a row do not "
                          "double it again.", hand=hand))
    if cumulative:
        return v.gettext("After a tie, the next {hand} won scores {times} times as much as usual "
                         "(×{times}); each further tie in a row multiplies it by {times} again "
                         "(×{square} after two ties).", hand=hand, times=times, square=times * times)
    return v.gettext("After a tie, the next {hand} won scores {times} times as much as usual (×{times}); "
                     "ties in a row do not multiply it again.", hand=hand, times=times)


def hand_names(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The names the table gives to hands, each with its conditions (compiled)."""
    from .words import hand_result

    named = facts.hand_results(rules)
    if not named:
        return []
    v = s.voice
    return [item(s, v.gettext("A {hand} is called **{name}** when {conditions}.", hand=s.word("hand"),
                              name=s.result_name(name) or name.replace("-", " ").replace("_", " "),
                              conditions=hand_result(rule, s)))
            for name, rule in named.items()]

