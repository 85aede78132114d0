"""The rulebook's sections on illegal cards and declared infractions."""

from __future__ import annotations

from ..catalogue.illegal.models import INFRACTIONS
from ..catalogue.illegal.words import DECLARED, FALSE, REVOKE, infraction_name, penalty_clause
from ..spec import VariantSpec
from ..words.speaker import Speaker


def _item(s: Speaker, text: str) -> str:
    return "- " + s.voice.sentence(text)


def revoke_section(spec: VariantSpec, s: Speaker) -> list[str]:
    """Illegal cards, the revoke, accusations and their penalties."""
    v, word, ill = s.voice, s.word("revoke"), spec.illegal
    lines = []
    if spec.play.must_follow:
        lines.append(_item(s, v.gettext("Failing to {follow} when you could is {revoke:a}.",
                                        follow=s.word("follow"), revoke=word)))
    if ill.handling == "refuse":
        lines.append(_item(s, v.gettext("An illegal card is refused: the player plays another one, "
                                        "with no penalty.")))
        return lines
    lines.append(_item(s, v.gettext("An illegal card is accepted, and the other team may accuse the "
                                    "player of {revoke:a}.", revoke=word)))
    hand, trick, match = s.word("hand"), s.word("trick"), s.word("match")
    if ill.accuse == "during-play":
        lines.append(_item(s, v.gettext("The accusation must be made while the {hand} is being played, "
                                        "before its last {trick} is finished.", hand=hand,
                                        trick=trick)))
    else:
        lines.append(_item(s, v.gettext("The accusation may be made while the {hand} is being played or "
                                        "after its last {trick}, until the next deal, but never "
                                        "once the {match} is over.", hand=hand, trick=trick,
                                        match=match)))
    if ill.revoke is not None:
        lines.append(_item(s, v.gettext("If {trick:the pl} prove the {revoke}, {what}.", trick=trick,
                                        revoke=word, what=penalty_clause(ill.revoke.model_dump(),
                                                                         REVOKE, s))))
    if ill.false_accusation is None:
        lines.append(_item(s, v.gettext("An accusation {trick:the pl} do not prove costs nothing: "
                                        "play goes on.", trick=trick)))
    else:
        lines.append(_item(s, v.gettext("If {trick:the pl} do not prove it, {what}.", trick=trick,
                                        what=penalty_clause(ill.false_accusation.model_dump(),
                                                            FALSE, s))))
    return lines


def infractions_section(spec: VariantSpec, s: Speaker) -> list[str]:
    """The infractions the table declares, each with its penalty (only those it punishes)."""
    v = s.voice
    lines = [_item(s, v.gettext("These faults leave no trace in the {trick:pl}, so the table calls "
                                "them when it sees them. The penalties are:", trick=s.word("trick")))]
    for name in INFRACTIONS:
        penalty = spec.infractions.get(name)  # type: ignore[call-overload]
        if penalty is None:
            continue
        lines.append("    - " + v.gettext("**{term}**: {text}", term=infraction_name(name, s),
                                           text=penalty_clause(penalty.model_dump(), DECLARED, s) + "."))
    return lines
