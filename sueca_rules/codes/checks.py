"""Codes of the checks that the rules, taken together, make a playable game."""

from __future__ import annotations

from .entry import Code

AREA = "Rules that do not make a game"
V = 'variant house extends portugal "House"\n'
DECK = "deck {\n  ranks A 7 K J Q 6 5 4 3 2\n  removed 8 9 10\n  points A=11 7=10 K=4 J=3 Q=2\n}"


def _deck(wrong: str, right: str = DECK) -> tuple[str, str]:
    return V + wrong, V + right


CODES = (
    Code("deck-duplicate-rank", "A rank listed twice", "Each rank appears once, strongest first.",
         *_deck(DECK.replace("Q 6", "Q Q"))),
    Code("deck-rank-removed", "A rank both played and removed", "Drop it from one of the lists.",
         *_deck(DECK.replace("removed 8 9 10", "removed 8 9 10 2"))),
    Code("deck-rank-unaccounted", "A rank neither played nor removed",
         "Every rank of the 52-card deck is in 'ranks' or in 'removed'.",
         *_deck(DECK.replace("removed 8 9 10", "removed 8 9"))),
    Code("deck-size", "A deck that cannot be dealt to the table",
         "The deck's cards share out evenly among the players (40 cards: 10 each to four), or "
         "'table { hand N }' deals each player N cards and 'undealt' says what becomes of the rest; "
         "the players' cards together are no more than the deck.",
         V + "table {\n  players 2\n  sides each\n  hand 21\n}",
         V + "table {\n  players 2\n  sides each\n  hand 20\n}"),
    Code("points-rank-not-in-deck", "Points for a rank not in the deck", "Remove the pair.",
         *_deck(DECK.replace("Q=2", "Q=2 8=0"))),
    Code("points-negative", "Negative card points", "Card points are 0 or more.",
         *_deck(DECK.replace("Q=2", "Q=2 2=-1")), runs=False),
    Code("points-total", "Cards worth no points at all",
         "A hand is won on card points, so some ranks are worth them (A=11 7=10 K=4 J=3 Q=2 in each "
         "suit: 120 in the deck). A deck of other points may total anything: its bands cover its "
         "own total.",
         *_deck(DECK.replace("A=11 7=10 K=4 J=3 Q=2", "A=0"))),
    Code("thresholds-backwards", "A points band written backwards", "Write the low end first.",
         V + "scoring {\n  90..61 -> 1\n}", V + "scoring {\n  61..90 -> 1\n}"),
    Code("thresholds-gap", "Points bands with a gap or an overlap",
         "The bands cover the card points a side wins a hand with, to the deck's total, with no gap "
         "or overlap: 61..120 for two sides and the usual deck.",
         V + "scoring {\n  61..80 -> 1\n  91..119 -> 2\n  120..120 -> 4\n}",
         V + "scoring {\n  61..90 -> 1\n  91..119 -> 2\n  120..120 -> 4\n}"),
    Code("thresholds-end", "The last band does not end at all the card points",
         "The last band ends at the deck's total of card points (120 in the usual deck).",
         V + "scoring {\n  61..90 -> 1\n  91..110 -> 2\n}",
         V + "scoring {\n  61..90 -> 1\n  91..120 -> 2\n}"),
    Code("deal-standard", "No 'standard' deal", "The usual procedure is named 'standard'.",
         "(a variant whose only deal is 'deal usual { ... }')", "(deal standard { ... })",
         kind="text"),
    Code("deal-trump-holder", "The trump card's holder does not receive it",
         "A last-card trump is kept by the dealer, who then receives the last cards (and a "
         "first-card trump the first).", V + "deal standard {\n  dealer first\n}",
         V + "deal standard {\n  dealer last\n}"),
    Code("deal-trump-cut", "A trump cut from unused cards, with none unused",
         "'trump cut-unused' needs a deck that removes some ranks.",
         "(cut-unused with a 40-card deck of 10 ranks and nothing removed)",
         "(trump last-card)", kind="text"),
    Code("penalty-zero", "A penalty worth 0 games", "A penalty is worth at least 1 game.",
         V + "illegal {\n  revoke games 0\n}", V + "illegal {\n  revoke games 1\n}"),
    Code("penalty-play-on", "Play cannot go on after the match is lost",
         "'match' and 'bandeira' end the match: drop 'play-on'.",
         V + "illegal {\n  revoke match play-on\n}", V + "illegal {\n  revoke match\n}"),
    Code("illegal-no-penalty", "Revokes accused but not punished",
         "On accusation, a revoke needs a penalty.",
         V + "illegal {\n  handling accusation\n  revoke none\n}",
         V + "illegal {\n  handling accusation\n  revoke hand 1\n}"),
    Code("illegal-unused", "A penalty that can never apply",
         "Illegal cards are refused, so nobody can be accused: write 'none'.",
         V + "illegal {\n  handling refuse\n}",
         V + "illegal {\n  handling refuse\n  revoke none\n  false-accusation none\n}"),
    Code("redeal-twice", "A redeal threshold said twice", "'-below N+1' and '-at-most N' are "
         "the same: keep one.", V + "redeal {\n  leader-below 10\n  leader-at-most 9\n}",
         V + "redeal {\n  leader-below 10\n}"),
    Code("redeal-threshold", "A redeal threshold above the deck's points",
         "Every hand could ask for a redeal.", V + "redeal {\n  leader-below 200\n}",
         V + "redeal {\n  leader-below 10\n}"),
    Code("redeal-empty", "A redeal rule with no threshold",
         "Give a threshold, or write 'redeal none'.", "(redeal { } with nothing in it)",
         "redeal none", kind="text"),
    Code("scoring-all-points", "'all-points' can never apply",
         "The bandeira already counts all the points.",
         V + "scoring {\n  bandeira points 4\n  all-points 2\n}",
         V + "scoring {\n  bandeira points 4\n  all-points none\n}"),
    Code("tie-bonus-and-times", "A tie worth both more and times more",
         "After a tie the next hand is worth +N or ×N, not both.",
         V + "scoring {\n  tie bonus 1 times 2\n}", V + "scoring {\n  tie bonus 1\n}"),
    Code("play-leader-role", "The first leader is a role nobody has",
         "The player named to lead does nothing in one of the deals (nobody cuts there, say).",
         "(first-lead cutter, with a deal that has no cut)", "(first-lead right)", kind="text"),
    Code("play-overtake", "Overtaking without following suit",
         "'must-overtake' is a way of following suit: it needs 'must-follow yes'.",
         V + "play {\n  must-follow no\n  must-overtake yes\n}",
         V + "play {\n  must-follow yes\n  must-overtake yes\n}"),
    Code("dealer-procedure", "The dealer uses a deal that does not exist",
         "Name one of the variant's deals.", V + "dealer {\n  procedure usual\n}",
         V + "dealer {\n  procedure standard\n}"),
    Code("dealer-chooser", "The cutter chooses, but deals have different cutters",
         "Every deal needs the same cutter when the cutter chooses the deal.",
         "(dealer chooses cutter, deals cut by left and by right)", "(one cutter)", kind="text"),
    Code("result-empty", "A named result with no condition",
         "Give 'loser N', 'winner N', 'trailed W L' or 'one-hand'.",
         "(result capote { })", "(result capote { loser 0 })", kind="text"),
    Code("result-impossible", "A named result that cannot happen",
         "The score it names would have ended the match before.",
         "(result x { loser 4 } in a match to 4)", "(result x { loser 0 })", kind="text"),
    Code("decided-unknown", "A decided rule that is no rule",
         "`decided` names the rules the variant sets itself where its sources are silent, by "
         "their paths (those of `diff --format json`); the fix writes the closest path.",
         V + "decided trump.showen", V + "decided trump.shown"),
    Code("texts-unknown", "Texts for something the variant does not have",
         "A `texts` block names a deal, a result, an option or a value that does not exist; "
         "the fix writes the closest name.", V + 'texts en {\n  deal stnadard "Usual deal"\n}',
         V + 'texts en {\n  deal standard "Usual deal"\n}'),
    Code("act-in-two-lists", "An act allowed and forbidden, or forbidden and punished",
         "An act is in one list only: `allowed` (no penalty), `forbidden` (forbidden, with no "
         "penalty named) or `infractions` (punished); the problem is shown on the later list's "
         "entry. Keep the one the table means.",
         V + "forbidden shown-to-next\nallowed shown-to-next",
         V + "forbidden shown-to-partner\nallowed shown-to-next"),
)
