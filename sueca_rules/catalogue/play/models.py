"""The play area's spec: leading, following, and what may be seen of past tricks."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..model import Model


class Play(Model):
    """Leading, following, and what may be seen of past tricks."""

    first_lead: Literal["next", "left", "right", "partner", "dealer", "shuffler", "cutter"] = Field(
        description="Who leads the first trick: a seat relative to the dealer (next = next in "
        "turn order), the dealer, or whoever shuffled or cut this deal."
    )
    must_follow: bool = Field(True, description="A player who holds the led suit must play it.")
    must_overtake: bool = Field(
        False, description="A player following suit must beat the best card of the suit led "
        "when able (montar).")
    when_void: Literal["any", "must-trump", "must-overtrump"] = Field(
        "any", description="What a player without the led suit may play: any card, a trump, or "
        "a trump that beats the trumps already played when able."
    )
    trump_lead: Literal["any", "after-trump-played"] = Field(
        "any", description="Whether trumps may be led before a trump has been played to a trick "
        "(a leader holding only trumps may always lead one).")
    review: Literal["none", "last-trick", "all"] = Field(
        description="Which finished tricks a player may look at: none, the last one (until the next card "
        "is played) or all. An accusation is judged on all of them."
    )
    silent: bool = Field(
        False, description="Partners may not talk or signal to each other (Sueca is \"a silent "
        "game\"). Nothing in the cards shows it: a table that punishes talking (`infractions { "
        "talking ... }`) forbids it whatever this says.")
