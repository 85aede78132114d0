"""The play area in the rulebook: "Playing the tricks" (the rulebook adds an example trick,
played by the engine)."""

from __future__ import annotations

from ...compiled.rules import Rules
from ...words.speaker import Speaker
from ..book import item
from ..phrases import side
from ..table.words import seat
from ..variant import VariantSpec


def playing(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    v, trick, trump = s.voice, s.word("trick"), s.word("trump")
    follow = s.word("follow")
    lines = [item(s, v.gettext("{who} {lead:s} to the first {trick}; after that, whoever wins a "
                                "{trick} {lead:s} to the next.", lead=s.word("lead"),
                                who=side(seat(spec.play.first_lead, spec), s), trick=trick))]
    if spec.play.must_follow:
        lines.append(item(s, v.gettext("You must {follow}: play a card of the suit led whenever "
                                        "you have one.", follow=follow)))
    else:
        lines.append(item(s, v.gettext("You need not {follow}: any card may be played.",
                                        follow=follow)))
    if spec.play.must_follow and spec.play.must_overtake:
        lines.append(item(s, v.gettext("You must also beat the best card of the suit led on the "
                                        "{trick} whenever you can.", trick=trick)))
    if spec.play.when_void == "must-trump":
        lines.append(item(s, v.gettext("Without a card of the suit led, you must play a {trump} if "
                                        "you have one.", trump=trump)))
    elif spec.play.when_void == "must-overtrump":
        lines.append(item(s, v.gettext("Without a card of the suit led, you must play a {trump} if "
                                        "you have one, and beat any {trump} already on the {trick} "
                                        "if you can.", trump=trump, trick=trick)))
    else:
        lines.append(item(s, v.gettext("Without a card of the suit led, you may play any card: "
                                        "you need not play a {trump}.", trump=trump)))
    if spec.play.trump_lead == "after-trump-played":
        lines.append(item(s, v.gettext("You may not {lead} a {trump} until a {trump} has been played "
                                        "in an earlier {trick} of the {hand}, unless you hold only "
                                        "{trump:pl}.", lead=s.word("lead"), trump=trump, trick=trick,
                                        hand=s.word("hand"))))
    lines.append(item(s, v.gettext("The highest {trump} wins the {trick}; if no {trump} was played, "
                                    "the highest card of the suit led wins it.", trump=trump,
                                    trick=trick)))
    review = {"none": lambda: v.gettext("No finished {trick} may be looked at again.", trick=trick),
              "last-trick": lambda: v.gettext("Only the last finished {trick} may be looked at again.",
                                              trick=trick),
              "all": lambda: v.gettext("Any finished {trick} may be looked at again.", trick=trick)}
    lines.append(item(s, review[spec.play.review]()))
    return lines
