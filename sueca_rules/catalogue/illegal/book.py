"""The illegal area in the rulebook: "Illegal cards and the revoke", "Other infractions"."""

from __future__ import annotations

from ...compiled.rules import Rules
from ...words.speaker import Speaker
from ..book import item
from ..phrases import lower_first
from ..variant import VariantSpec
from .models import INFRACTIONS
from .words import DECLARED, FALSE, REVOKE, infraction_name, penalty_clause


def revoke_section(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """Illegal cards, the revoke, accusations and their penalties (their compiled outcomes)."""
    v, word, ill = s.voice, s.word("revoke"), rules.illegal
    lines = []
    if rules.play.must_follow:
        lines.append(item(s, v.gettext("Failing to {follow} when you could is {revoke:a}.",
                                        follow=s.word("follow"), revoke=word)))
    if ill.refuse:
        lines.append(item(s, v.gettext("An illegal card is refused: the player plays another one, "
                                        "with no penalty.")))
        return lines
    lines.append(item(s, v.gettext("A card played against these rules is not taken back, but the "
                                    "other team may accuse the player of {revoke:a}.", revoke=word)))
    if ill.names_player:
        lines.append(item(s, v.gettext("The accusers name the player they accuse: only that player's "
                                        "cards can prove the {revoke}, and naming the wrong player is "
                                        "an accusation not proven.", revoke=word)))
    hand, trick, match = s.word("hand"), s.word("trick"), s.word("match")
    if not ill.accuse_after_hand:
        lines.append(item(s, v.gettext("The accusation must be made during the {hand}, before its last "
                                        "{trick} is taken.", hand=hand, trick=trick)))
    else:
        lines.append(item(s, v.gettext("The accusation may be made during the {hand} or after its last "
                                        "{trick}, until the next deal, but never once the {match} is "
                                        "over.", hand=hand, trick=trick, match=match)))
    if ill.revoke is not None:
        lines.append(item(s, v.gettext("If {trick:the pl} prove the {revoke}, {what}.", trick=trick,
                                        revoke=word, what=penalty_clause(ill.revoke, REVOKE, s))))
    if ill.false_accusation is None:
        lines.append(item(s, v.gettext("An accusation {trick:the pl} do not prove costs nothing: "
                                        "play goes on.", trick=trick)))
    else:
        lines.append(item(s, v.gettext("If {trick:the pl} do not prove it, {what}.", trick=trick,
                                        what=penalty_clause(ill.false_accusation, FALSE, s))))
    return lines


def infractions_section(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The infractions the table declares, each with its penalty (only those it punishes;
    nothing where it punishes none)."""
    v, allowed = s.voice, rules.illegal.allowed
    declared = {k: o for k, o in rules.illegal.infractions.items() if k not in allowed}
    lines = []
    if allowed:
        lines.append(item(s, v.gettext("Allowed, with no penalty: {acts}.", acts=v.listing(
            [lower_first(infraction_name(name, s)) for name in sorted(allowed)]))))
    if not declared:
        return lines
    lines.append(item(s, v.gettext("These faults leave no trace in the {trick:pl}, so the table calls "
                                    "them when it sees them. The penalties are:", trick=s.word("trick"))))
    for name in (*INFRACTIONS, *(n for n in declared if n not in INFRACTIONS)):
        penalty = declared.get(name)
        if penalty is None:
            continue
        lines.append("    - " + v.gettext("**{term}**: {text}", term=infraction_name(name, s),
                                           text=penalty_clause(penalty, DECLARED, s) + "."))
    return lines
