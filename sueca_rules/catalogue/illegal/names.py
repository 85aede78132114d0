"""The names of the faults a table declares, as a book heads them ("Talking or signalling to a
partner", "Any irregularity in shuffling, cutting or dealing"), or as a file names its own."""

from __future__ import annotations

from ...words.speaker import Speaker
from .models import INFRACTIONS


def nobody_cuts(spec: object) -> bool:
    """Whether nobody cuts in any of a variant's deals (its misdeal then says no cutting: BR20-04)."""
    deals = getattr(spec, "deal", None) or {}
    return bool(deals) and all(p.cuts == "nobody" for p in deals.values())


def infraction_name(name: str, s: Speaker) -> str:
    """A declared infraction's name, as a heading ("Talking or signalling to a partner"); an
    infraction the file declares itself is called as its `texts` name it in the language, else
    by its name, hyphens as spaces."""
    v = s.voice
    if name.replace("-", "_") not in INFRACTIONS:
        return s.infraction_name(name)
    if own := _own_name(name, s):  # the file widens a known fault
        return v.sentence(own)  # mesa-calada: "shuffling, cutting or dealing out of order"
    return {"talking": lambda: v.gettext("Talking about the game or signalling to another player")
            if getattr(s.spec, "bidding", None) is not None  # the partner is called, and secret (PT24-02)
            else v.gettext("Talking or signalling to a partner"),
            "misdeal": lambda: v.gettext("Any irregularity in shuffling or dealing")
            if nobody_cuts(s.spec)
            else v.gettext("Any irregularity in shuffling, cutting or dealing"),  # nobody cuts: not said (BR20-04)
            "looking_back": lambda: v.gettext("Looking back at earlier {trick:pl}",
                                              trick=s.word("trick")),
            "out_of_turn": lambda: v.gettext("Playing out of turn"),
            }.get(name.replace("-", "_"), lambda: name)()


def _own_name(name: str, s: Speaker) -> str | None:
    """The name a file gives a fault the catalogue names (its `texts`), for its book; for the
    matrix or `diff` (several tables), the name every table that declares the fault gives it,
    so that their label is the book's ("showing your cards" included), else None."""
    if s.spec is not None:
        return s.own_infraction_name(name)
    key = name.replace("_", "-")
    declaring = [t for t in s.tables if key in (getattr(t, "infractions", None) or {})
                 or name in (getattr(t, "infractions", None) or {})]
    said = {Speaker(s.voice, t).own_infraction_name(name) for t in declaring}
    return said.pop() if len(said) == 1 else None
