"""A book's lines on asking for a new deal with a weak hand (the rule `redeal`)."""

from __future__ import annotations

from ...words.speaker import Speaker
from ..variant import VariantSpec


def redeal_lines(spec: VariantSpec, s: Speaker) -> list[str]:
    """What a book says of asking for a new deal with a weak hand (`spec.redeal`; the source rule
    is mesa-brasileira's, 002): who may ask, with how many card points, when and how, and who
    deals again; one sentence a line, in the book's words. No new deal asked: one line saying so."""
    v, r = s.voice, spec.redeal
    if r is None:
        return [v.gettext("Nobody may ask for a new deal: you play the cards you are dealt.")]
    lines = []
    if r.leader_below is not None:
        lines.append(v.ngettext(
            "The player who {lead:s} to the first {trick} may ask for a new deal "
            "with fewer than {count} card point in hand.",
            "The player who {lead:s} to the first {trick} may ask for a new deal "
            "with fewer than {count} card points in hand.",
            r.leader_below, lead=s.word("lead"), trick=s.word("trick")))
    if r.leader_at_most == 0:
        lines.append(v.gettext("The player who {lead:s} to the first {trick} may ask for a new deal "
                               "with no card points in hand.", lead=s.word("lead"), trick=s.word("trick")))
    elif r.leader_at_most is not None:
        lines.append(v.ngettext(
            "The player who {lead:s} to the first {trick} may ask for a new deal "
            "with {count} card point or fewer in hand.",
            "The player who {lead:s} to the first {trick} may ask for a new deal "
            "with {count} card points or fewer in hand.",
            r.leader_at_most, lead=s.word("lead"), trick=s.word("trick")))
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
    # when the engine takes the request (its REDEAL phase: dealt, nothing played or bid yet); the
    # showing is this book's (conventions), the engine checks the points itself (BR18)
    # showing one's hand so is not the fault of showing it to a partner, at a table forbidding that
    # (BR19-05): one sentence each, translated whole, not a clause glued on
    asked = ({(True, False): lambda: v.gettext("A new deal is asked for before the first bid, by showing one's hand."),
              (False, False): lambda: v.gettext("A new deal is asked for before the first card is played, by "
                                                "showing one's hand."),
              (True, True): lambda: v.gettext("A new deal is asked for before the first bid, by showing one's hand "
                                              "(this does not count as showing one's cards to a partner, which is "
                                              "forbidden)."),
              (False, True): lambda: v.gettext("A new deal is asked for before the first card is played, by showing "
                                               "one's hand (this does not count as showing one's cards to a partner, "
                                               "which is forbidden).")}  # BR22-01: not "the fault of showing"
             [spec.bidding is not None, "shown_to_partner" in (spec.forbidden or ())]())
    then = (v.gettext("The same {dealer} then deals again.", dealer=s.word("dealer")) if r.then == "same-dealer"
            else v.gettext("The deal then passes on, as after a {hand}.", hand=s.word("hand")))
    lines.append(f"{asked} {then}")  # one item: when and how it is asked, then who deals (a sheet's line)
    return lines
