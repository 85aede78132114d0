"""Variants of other table shapes (issue #22) the words, fmt and editor tests read: two
hands with a stock, six in threes with cards set aside, three with a card removed, five with
an auction and a called partner, four in pairs bidding for the trump."""

from __future__ import annotations

from functools import cache

from sueca_rules.checks import validate_text
from sueca_rules.source.resolve import Resolved
from sueca_rules.source.text import SourceText

TWO_HANDS = """variant two-hands extends portugal "Sueca a dois"

table {
  players 2
  sides each
  hand 3
  undealt stock
}

deal standard {
  packet 1
  trump stock-bottom
}

deal alternative none

stock {
  first winner
  trump-card last
  must-follow no
  when-void any
  must-overtake no
}
"""
SIX_IN_THREES = """variant six-in-threes extends portugal

table {
  players 6
  sides threes
  hand 6
  undealt aside
  aside-points last-trick
}

deal standard {
  packet 3
}

deal alternative {
  packet 3
}
"""
THREE_HANDS = """variant three-hands extends portugal

table {
  players 3
  sides each
}

deck {
  removed 8 9 10 2C
}

deal standard {
  packet 13
}

deal alternative none

scoring {
  41..80 -> 1
  81..120 -> 2
}
"""
CHAMADA = """variant chamada extends portugal "Sueca chamada"

table {
  players 5
  sides each
}

deal standard {
  packet 8
  trump bid
}

deal alternative none

bidding {
  first next
  bids 61..120 step 5
  pass final
  all-pass redeal
  partner called-card
  call-own no
  leads declarer
}

contract {
  made declarers scores 1
  all-tricks declarers scores 2
  failed declarers loses 1 no-floor and defenders scores 1
}
"""
PAIRS_BID = """variant pairs-bid extends portugal

deal standard {
  trump bid
}

deal alternative {
  trump bid
}

bidding {
  bids 71..120
  pass may-return
  all-pass next-dealer
  partner sides
  leads deal
}

contract {
  made declarers scores 2
  failed defenders scores 2
}
"""
SHAPES = {"two-hands": TWO_HANDS, "six-in-threes": SIX_IN_THREES, "three-hands": THREE_HANDS,
          "chamada": CHAMADA, "pairs-bid": PAIRS_BID}


@cache
def resolved(name: str) -> Resolved:
    """One of the SHAPES, validated (its parent is the bundled Portugal)."""
    return validate_text(SourceText(f"{name}.sueca", SHAPES[name]))
