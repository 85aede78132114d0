"""Codes of the checks that the table's shape and the auction make a game: sides that can be
formed, a deck that deals to the table, what becomes of the cards not dealt, packets, and an
auction with its contract and its deals."""

from __future__ import annotations

from .entry import Code

AREA = "The table's shape and the auction"
V = 'variant house extends portugal "House"\n'
TWO = "table {\n  players 2\n  sides each\n"  # two players, each for themselves (a table block, open)
BANDS = "scoring {\n  25..60 -> 1\n  61..120 -> 2\n}\n"  # five sides: a hand is won from 25
FIVE = V + "table {\n  players 5\n  sides each\n}\ndeal standard {\n  packet 8\n}\ndeal alternative none\n" + BANDS
AUCTION = ("deal standard {\n  trump bid\n}\ndeal alternative none\n"
           "bidding {\n  bids 61..120 step 5\n  partner sides\n}\n")
CONTRACT = "contract {\n  made declarers scores 1\n  failed declarers loses 1 no-floor and defenders scores 1\n}"

CODES = (
    Code("table-sides", "Sides the players cannot form",
         "The players form sides of equal size, two at least: pairs of an even number, threes of "
         "six, each for themselves ('sides each'), or a number of sides that divides the players.",
         V + "table {\n  players 2\n}", V + TWO + "}"),
    Code("table-undealt", "Cards not dealt, with nothing said of them",
         "When each player is dealt fewer cards than the deck shares out ('hand N'), 'undealt' says "
         "what becomes of the rest: a stock drawn from after each trick, or cards set aside; and "
         "'undealt' and 'aside-points' need cards left over, set aside.",
         V + TWO + "  hand 10\n}", V + TWO + "  hand 10\n  undealt aside\n}"),
    Code("table-stock", "A stock that does not share out, or a stock block with no stock",
         "After each trick every player draws one card from the stock, so the cards left over are "
         "a multiple of the players; a 'stock' block needs 'table { undealt stock }'.",
         V + "stock {\n  first winner\n}",
         V + TWO + "  hand 3\n  undealt stock\n}\ndeal standard {\n  packet 1\n  trump stock-bottom\n}\n"
         "deal alternative none\nstock {\n  first winner\n}"),
    Code("table-partner", "The seat opposite the dealer, at an odd table",
         "With an odd number of players nobody sits opposite the dealer: 'partner' names no seat "
         "(to shuffle, cut or lead).", FIVE + "play {\n  first-lead partner\n}",
         FIVE + "play {\n  first-lead right\n}"),
    Code("deal-packet", "Packets that do not make a hand",
         "A deal gives each player the same number of cards at a time: the packet divides the cards "
         "each player is dealt (10 cards: packets of 1, 2, 5 or 10).",
         V + "table {\n  players 5\n  sides each\n}\ndeal alternative none\n" + BANDS.rstrip("\n"),
         FIVE.rstrip("\n")),
    Code("deal-trump-stock", "A trump card under a stock that is not there, or not under it",
         "'trump stock-bottom' turns the first card after the deal face up under the stock: it needs "
         "a stock ('table { undealt stock }'); and a stock whose trump card is drawn last "
         "('trump-card last') needs a deal that lays it there.",
         V + "deal standard {\n  trump stock-bottom\n}",
         V + TWO + "  hand 10\n  undealt stock\n}\ndeal standard {\n  trump stock-bottom\n}\n"
         "deal alternative none"),
    Code("bidding-missing", "A trump named by an auction that is not there",
         "'trump bid' and a 'contract' need an auction: 'bidding { ... }'.",
         V + "deal standard {\n  trump bid\n}\ndeal alternative none",
         V + AUCTION + CONTRACT),
    Code("bidding-contract", "An auction with no contract",
         "An auction makes a contract: 'contract { made ...  failed ... }' says what the declarer's "
         "side scores when it makes its bid, and when it fails.",
         V + AUCTION.rstrip("\n"), V + AUCTION + CONTRACT),
    Code("bidding-trump", "A deal that turns a trump at a table that bids for it",
         "The auction's winner names the trump: every deal says 'trump bid'.",
         V + "bidding {\n  bids 61..120 step 5\n  partner sides\n}\n" + CONTRACT,
         V + AUCTION + CONTRACT),
    Code("bidding-range", "Bids beyond the deck's card points",
         "A bid is card points the declarer's side undertakes to take: no more than the deck holds.",
         V + AUCTION.replace("61..120", "61..130") + CONTRACT, V + AUCTION + CONTRACT),
    Code("bidding-partner", "A partner called by a card at a table of fixed sides",
         "A partner called by a card changes from hand to hand, so each player scores alone: "
         "'table { sides each }', or 'partner sides' (the declarer plays with the table's partner).",
         V + AUCTION.replace("partner sides", "partner called-card") + CONTRACT,
         V + AUCTION + CONTRACT),
)
