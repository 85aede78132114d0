"""A misdeal nobody is punished for: the cards gathered and dealt again, nobody scoring.

Where a table's only answer to a misdeal (any irregularity in shuffling, cutting or dealing) is
a new deal — Portugal's book, whose source is silent on it (EN19-02) — that is not a penalty,
and the void hand of a fault committed in play ("the hand is void (nobody scores it)") reads
wrong before any card is played: the books, the matrix, `diff` and the terminal say it as what
the table does, "the cards are gathered and the same dealer deals again; nobody scores"."""

from __future__ import annotations

from ...compiled.outcome import Redeal, unpunished_redeal
from ...words.speaker import Speaker

__all__ = ["redealt", "unpunished_redeal"]


def redealt(effect: Redeal, s: Speaker) -> str:
    """What the table does after such a misdeal, as one clause (no full stop)."""
    v = s.voice
    # when: whenever the table finds it in the hand, as the engine takes it (FR20-01 asked until when)
    if effect.same_dealer:
        return v.gettext("whenever the table finds it during the {hand}, the cards are gathered and the same "
                         "{dealer} deals again; nobody scores", hand=s.word("hand"), dealer=s.word("dealer"))
    return v.gettext("whenever the table finds it during the {hand}, the cards are gathered and the next "
                     "{dealer} deals; nobody scores", hand=s.word("hand"), dealer=s.word("dealer"))
