"""The illegal area in the rulebook: "Illegal cards and the revoke", "Other infractions"."""

from __future__ import annotations

from ...compiled.outcome import Outcome
from ...compiled.rules import Rules
from ...words.grammar import capitalize
from ...words.speaker import Speaker
from ..book import item
from ..phrases import lower_first
from ..table.shape_book import stock_changes_play
from ..table.shape_normal import partnered
from ..variant import VariantSpec
from .models import INFRACTIONS
from .names import infraction_name
from .redealt import redealt, unpunished_redeal
from .words import DECLARED, FALSE, REVOKE, card_back, card_goes_back, penalty_clause, spelled


def revoke_section(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """Illegal cards, the revoke, accusations and their penalties (their compiled outcomes)."""
    v, word, ill = s.voice, s.word("revoke"), rules.illegal
    lines = []
    duties = _duties(rules, s)
    later = stock_changes_play(rules, s)  # the duties hold once the stock is empty: said so
    if ill.refuse:  # said once: refused, so never a revoke (fr FR10-09)
        return _refused(rules, s, duties, later)
    if rules.play.must_follow and len(duties) > 1:  # every card the rules of play forbid is one
        lines.append(item(s, v.gettext("Once the stock is empty, it is {revoke:a} to fail, when you could, "
                                        "{duties}.", duties=v.listing(duties, "or"), revoke=word) if later else
                          v.gettext("It is {revoke:a} to fail, when you could, {duties}.",
                                    duties=v.listing(duties, "or"), revoke=word)))
    elif rules.play.must_follow:
        lines.append(item(s, v.gettext("Once the stock is empty, failing to {follow} when you could is "
                                        "{revoke:a}.", follow=s.word("follow"), revoke=word) if later else
                          v.gettext("Failing to {follow} when you could is {revoke:a}.",
                                    follow=s.word("follow"), revoke=word)))
    if rules.play.trump_lead_after_trump:
        lines.append(item(s, v.gettext("Leading {trump:a} before one has been played to a {trick}, "
                                        "when you hold another suit, counts as {revoke:a} too.", trump=s.word("trump"),
                                        revoke=word, trick=s.word("trick"))))
    if ill.names_player:
        lines.append(item(s, v.gettext("A card played as {revoke:a} is not taken back, but the other "
                                        "team may accuse the player who played it.", revoke=word)))
    else:  # the team is accused: a card of either of its players proves it (renuncia-nomeada)
        lines.append(item(s, v.gettext("A card played as {revoke:a} is not taken back, but the other "
                                        "team may accuse the team that played it of {revoke:a}.", revoke=word)))
    if ill.names_player:
        lines.append(item(s, v.gettext("The accusers name the player they accuse: only that player's "
                                        "cards can prove the {revoke}, and naming the wrong player is "
                                        "an accusation not proven.", revoke=word)))
    hand, trick, match = s.word("hand"), s.word("trick"), s.word("match")
    if not ill.accuse_after_hand:
        # one verb for one act: the accusation, as the other branch and the penalties say it (EN12-03)
        lines.append(item(s, v.gettext("The accusation may be made only while the {hand} is being played "
                                        "(up to the end of its last {trick}).", hand=hand, trick=trick)))
    else:
        # the engine's window (engine.machine._team): once the match is won, even by the points of the
        # deciding hand's last trick, none is taken (pt-PT PT18: "com a partida já acabada" read as unclear)
        # two sentences: "even by that last trick" read twice (pt-PT, pt-BR, fr R19); a trick does not
        # win a match, the hand does (EN23-01)
        lines.append(item(s, v.gettext("The accusation may be made during the {hand}, or after its last "
                                        "{trick} until the next deal. Once a team has won the {match}, even if "
                                        "the {hand} just played is what won it, no accusation can be made.",
                                        hand=hand, trick=trick, match=match)))
    if ill.revoke is not None:
        what = penalty_clause(ill.revoke, REVOKE, s)
        # said outright: proven mid-hand, the engine ends the hand there (EN22-02)
        said = (v.gettext("If {trick:the pl} prove the {revoke}, {what}; the {hand} stops there.", trick=trick,
                          revoke=word, what=what, hand=hand)
                if _wins_the_hand(ill.revoke) else
                v.gettext("If {trick:the pl} prove the {revoke}, {what}.", trick=trick, revoke=word, what=what))
        lines.append(item(s, said))
    if ill.false_accusation is None:
        lines.append(item(s, v.gettext("An accusation {trick:the pl} do not prove costs nothing: "
                                        "play goes on.", trick=trick)))
    else:
        lines.append(item(s, v.gettext("If {trick:the pl} do not prove it, {what}.", trick=trick,
                                        what=penalty_clause(ill.false_accusation, FALSE, s))))
    return lines


def _refused(rules: Rules, s: Speaker, duties: list[str], later: bool) -> list[str]:
    """Where the engine refuses an illegal card, one sentence says what is refused and that no
    {revoke} can stand (fr FR10-09: "is a revoke" then "no revoke stands" read as a contradiction)."""
    v, word = s.voice, s.word("revoke")
    if rules.play.must_follow and len(duties) == 1:
        said = (v.gettext("Once the stock is empty, a card that does not {follow} when you could is refused: the "
                          "player plays another, with no penalty (so there is never {revoke:a}).",
                          follow=s.word("follow"), revoke=word) if later else
                v.gettext("A card that does not {follow} when you could is refused: the player plays another, "
                          "with no penalty (so there is never {revoke:a}).", follow=s.word("follow"), revoke=word))
    elif duties:
        said = (v.gettext("Once the stock is empty, a card that fails, when you could, {duties} is "
                          "refused: the player plays another, with no penalty (so there is never {revoke:a}).",
                          duties=v.listing(duties, "or"), revoke=word) if later else
                v.gettext("A card that fails, when you could, {duties} is refused: the player plays "
                          "another, with no penalty (so there is never {revoke:a}).",
                          duties=v.listing(duties, "or"), revoke=word))
    else:
        said = v.gettext("An illegal card is refused: the player plays another one, with no penalty.")
    lines = [item(s, said)]
    if rules.play.trump_lead_after_trump:
        lines.append(item(s, v.gettext("Leading {trump:a} before one has been played to a {trick}, when you hold "
                                        "another suit, is refused too.", trump=s.word("trump"),
                                        trick=s.word("trick"))))
    return lines


def _duties(rules: Rules, s: Speaker) -> list[str]:
    """What the rules of play make a player do when able, each a card the engine refuses or
    counts as a revoke (engine.hand: every card outside the legal ones)."""
    v, play = s.voice, rules.play
    said = [v.gettext("to {follow}", follow=s.word("follow").render(""))] if play.must_follow else []
    said += [v.pgettext("duty", "to head the trick")] if play.must_overtake else []  # the glossary's terms
    said += [v.pgettext("duty", "to trump")] if play.must_trump else []
    said += [v.pgettext("duty", "to overtrump")] if play.must_overtrump else []
    return said


def _looking_back(rules: Rules, s: Speaker) -> str:
    """What the looking-back fault leaves out, said after its bold name as what is not a fault
    (en EN10-08, PT10-05): the last trick while it may be seen, and every trick where an
    accusation of a revoke is judged by them; empty where the rules let nothing be seen; said
    as "except …", the engine's window named (EN16-12: groups.View.visible)."""
    v, trick, revoke = s.voice, s.word("trick"), s.word("revoke")
    judged = not rules.illegal.refuse  # the tricks are examined to judge an accusation
    if rules.view.review == 1:
        return (v.gettext("(except the last {trick}, until the next card is played, and the {trick:pl} examined "
                          "to judge an accusation of {revoke:a})", trick=trick, revoke=revoke)
                if judged else
                v.gettext("(except the last {trick}, until the next card is played)", trick=trick))
    if rules.view.review == 0 and judged:
        return v.gettext("(except the {trick:pl} examined to judge an accusation of {revoke:a})",
                         trick=trick, revoke=revoke)
    return ""


def unpunished_talk(rules: Rules) -> bool:
    """Whether a silent table forbids talking with no penalty said anywhere: not declared, not
    forbidden by name (the infractions section says those), not allowed; the silence rule then
    says it carries no set penalty (PT24-01), as the matrix does ("no penalty set")."""
    illegal = rules.illegal
    return (rules.play.silent and partnered(rules)
            and "talking" not in {*illegal.allowed, *illegal.forbidden, *illegal.infractions})


def infractions_section(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The infractions the table declares, each with its penalty (only those it punishes;
    nothing where it punishes none), then the acts it forbids naming no penalty, then the acts
    it allows."""
    v, allowed, forbidden = s.voice, rules.illegal.allowed, rules.illegal.forbidden
    declared = {k: o for k, o in rules.illegal.infractions.items() if k not in allowed}
    lines, dealt = [], []  # a misdeal only dealt again (no penalty: EN19-02) after the penalties (BR22-03)
    for name, outcome in list(declared.items()):
        if (redeal := unpunished_redeal(name, outcome)) is not None:
            del declared[name]
            dealt.append("- " + v.gettext("**{term}**: {text}", term=capitalize(infraction_name(name, s)),
                                          text=redealt(redeal, s) + "."))
    if declared:  # true of every fault a table declares, whether the tricks show it or not
        lines.append(item(s, v.ngettext("When the table sees this fault, the penalty is:",
                                         "When the table sees one of these faults, the penalty is:",
                                         len(declared))))
    for name in (*INFRACTIONS, *(n for n in declared if n not in INFRACTIONS)):
        penalty = declared.get(name)
        if penalty is None:
            continue
        term = capitalize(infraction_name(name, s))
        text = penalty_clause(penalty, DECLARED, s) + "."
        if card_goes_back(name, penalty):  # the engine's: no card is ever played out of turn
            text += " " + capitalize(card_back(s)) + "."
        aside = _looking_back(rules, s) if name.replace("-", "_") == "looking_back" else ""
        lines.append("    - " + (v.gettext("**{term}** {aside}: {text}", term=term, aside=aside, text=text) if aside
                                 else v.gettext("**{term}**: {text}", term=term, text=text)))
    lines += dealt
    if forbidden:  # 002: forbidden, and no penalty given for it
        # the act first, said of the table, not of a source that "names" no penalty (EN21-03)
        lines.append(item(s, capitalize(v.ngettext(
            "{acts} is forbidden, but carries no set penalty.", "{acts} are forbidden, but carry no set penalty.",
            len(forbidden), acts=v.listing([lower_first(infraction_name(name, s)) for name in sorted(forbidden)])))))
    if allowed:
        acts = v.listing([lower_first(infraction_name(name, s)) for name in sorted(allowed)])
        # a sentence, the act first, as the forbidden line says it (PT22-04, BR22-02: not "É permitido: …")
        lines.append(item(s, capitalize(
            v.ngettext("{acts} is allowed.", "{acts} are allowed.", len(allowed), acts=acts) if forbidden else
            v.ngettext("{acts} is allowed, with no penalty.", "{acts} are allowed, with no penalty.",
                       len(allowed), acts=acts))))
    return lines


def _wins_the_hand(outcome: Outcome) -> bool:
    """Whether a penalty is the hand won with game points and nothing else said of its end (the
    clause "the accusers win the hand and score N"), which a reader may take for the hand played
    out: the book then adds that it stops there (EN22-02). A match won, or a loss that says the
    hand ends there, says it already."""
    try:
        said = spelled(outcome)  # the award the penalty clause is chosen by
    except ValueError:  # effects no award words say: the clause says them whole
        return False
    return bool(said["award"] == "games" and said["then"] == "ends-hand")
