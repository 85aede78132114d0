"""The semantic checks of one variant's rules: a variant that validates must be playable.

Each check reads the effective spec and reports problems at the line that wrote the rule (in
the file itself, in the parent it inherited the rule from, or where an option set it); each is
registered with the top-level fields it reads (:mod:`sueca_rules.checks_registry`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .catalogue.deck.models import removed_cards, removed_ranks
from .catalogue.table.shape import side_count
from .checks_registry import check
from .errors import Problem
from .source.resolve import Resolved
from .source.text import Path_
from .spec import ALL_RANKS, Penalty, VariantSpec

SUIT_COUNT = 4
# the usual table's shape (kept for the API; the checks read each variant's own shape)
PLAYERS = 4
HAND_SIZE = 10
DECK_POINTS = 120


def deck_cards(spec: VariantSpec) -> list[str]:
    """The cards of the deck (`7S`), the single cards `removed` lists taken out."""
    out = set(removed_cards(spec.deck.removed))
    return [f"{rank}{suit}" for suit in "SHDC" for rank in dict.fromkeys(spec.deck.ranks)
            if f"{rank}{suit}" not in out]


def deck_total(spec: VariantSpec) -> int:
    """Card points in the whole deck (120 in every source's forty cards)."""
    points: dict[str, int] = {str(k): v for k, v in spec.deck.points.items()}
    return sum(points.get(card[:-1], 0) for card in deck_cards(spec))


def sides_of(spec: VariantSpec) -> int:
    """The number of sides the table forms (2 where the file's words cannot form any)."""
    return side_count(spec.table.players, spec.table.sides) or 2


@check("deck")
def ranks_are_a_deck(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    ranks, removed = spec.deck.ranks, spec.deck.removed
    for index, rank in enumerate(ranks):
        if rank in ranks[:index]:
            yield r.problem(("deck", "ranks", index), f"rank {rank} is listed twice in 'ranks' "
                            "— each rank appears once, strongest first", "deck-duplicate-rank")
    for index, word in enumerate(removed):
        if word in ranks:
            yield r.problem(("deck", "removed", index), f"rank {word} is both in the deck and "
                            "removed — drop it from one of the lists", "deck-rank-removed")
        elif word not in ALL_RANKS and word[:-1] not in ranks:
            yield r.problem(("deck", "removed", index), f"{word} is not in the deck: its rank "
                            f"{word[:-1]} is not played — drop it, or add {word[:-1]} to 'ranks'",
                            "deck-rank-removed")
    whole = removed_ranks(removed)
    missing = [rank for rank in ALL_RANKS if rank not in ranks and rank not in whole]
    if missing:
        yield r.problem(("deck", "removed"), "the 52-card deck's rank(s) "
                        f"{' '.join(missing)} are neither played nor removed — add them to "
                        "'removed' or to 'ranks'", "deck-rank-unaccounted")


@check("deck", "table", "stock", "deal")
def the_deck_deals_to_the_table(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    """The table's shape: sides that can be formed, a deck that shares out, and what becomes
    of the cards not dealt."""
    table = spec.table
    players = table.players
    if side_count(players, table.sides) is None:
        yield r.problem(("table", "sides"), _sides_problem(players, table.sides), "table-sides")
    cards = len(deck_cards(spec))
    hand = table.hand
    if hand is None:
        if cards % players:
            yield r.problem([("table", "players"), ("deck", "ranks")], f"the deck's {cards} cards "
                            f"do not share out among {players} players — give each a number of "
                            f"cards ('table {{ hand {cards // players} }}') and say what becomes "
                            "of the rest ('undealt stock' or 'undealt aside'), or take cards out "
                            "('removed')", "deck-size")
            return
        hand = cards // players
    if players * hand > cards:
        yield r.problem([("table", "hand"), ("deck", "ranks")], f"{players} players × {hand} "
                        f"cards is {players * hand}, but the deck has {cards} — deal at most "
                        f"{cards // players} each", "deck-size")
        return
    rest = cards - players * hand
    if rest and table.undealt is None:
        yield r.problem(("table", "hand"), f"{rest} of the deck's {cards} cards are not dealt — "
                        "say what becomes of them: 'undealt stock' (drawn after each trick) or "
                        "'undealt aside' (set aside, unplayed)", "table-undealt")
    if not rest and table.undealt is not None:
        yield r.problem(("table", "undealt"), f"every card is dealt ({players} × {hand}): none "
                        f"is left for {'a stock' if table.undealt == 'stock' else 'setting aside'}"
                        " — drop 'undealt', or deal fewer ('hand N')", "table-undealt")
    if rest and table.undealt == "stock" and rest % players:
        yield r.problem(("table", "hand"), f"the stock's {rest} cards do not share out among "
                        f"{players} players, one each after every trick — deal so that a multiple "
                        f"of {players} is left, or take cards out ('removed')", "table-stock")
    if spec.stock is not None and table.undealt != "stock":
        yield r.problem(("stock",), "a 'stock' block, but the cards not dealt are not a stock "
                        "— write 'table { undealt stock }', or drop the block", "table-stock")
    if table.aside_points != "nobody" and table.undealt != "aside":
        yield r.problem(("table", "aside_points"), "no cards are set aside — drop "
                        "'aside-points', or write 'undealt aside'", "table-undealt")
    for name, proc in spec.deal.items():
        if hand % proc.packet:
            shared = "" if table.hand is not None else f" (the deck's {cards} cards shared among {players})"
            yield r.problem([("deal", name, "packet"), ("table", "hand"), ("table", "players"),
                             ("deck", "ranks"), ("deck", "removed")],
                            f"deal {name}: packets of {proc.packet} do not make a hand of {hand}"
                            f"{shared} — write a packet that divides {hand} "
                            f"({', '.join(str(n) for n in range(1, hand + 1) if hand % n == 0)})",
                            "deal-packet")
        if proc.trump == "stock-bottom" and table.undealt != "stock":
            yield r.problem(("deal", name, "trump"), f"deal {name}: the trump card is turned "
                            "under the stock, but there is no stock — write 'table { undealt "
                            "stock }', or another trump", "deal-trump-stock")
        if proc.trump in ("last-card", "first-card") and rest and table.undealt == "stock" \
                and spec.stock is not None and spec.stock.trump_card == "last":
            yield r.problem([("stock", "trump_card"), ("deal", name, "trump")], f"deal {name}: the "
                            "trump card is the dealer's, so none lies under the stock — write "
                            "'trump stock-bottom', or 'trump-card none'", "deal-trump-stock")
    if players % 2 and "partner" in (spec.play.first_lead,
                                     *(getattr(p, k) for p in spec.deal.values() for k in ("shuffles", "cuts"))):
        yield r.problem(("play", "first_lead") if spec.play.first_lead == "partner" else ("deal",),
                        f"with {players} players nobody sits opposite the dealer — name another "
                        "seat than 'partner'", "table-partner")


# what makes a hand's size: a packet that does not divide it is said where the file changed it
SHAPE_PATHS: tuple[Path_, ...] = (("table", "hand"), ("table", "players"), ("deck", "ranks"), ("deck", "removed"))
SIDE_PATHS: tuple[Path_, ...] = (("table", "sides"), ("table", "players"))  # the bands' share


def _written(r: Resolved, paths: tuple[Path_, ...]) -> list[Path_]:
    """The paths some file of the chain (or an option) writes, in order."""
    return [path for path in paths if r.origin(path).how != "default"]


def _sides_problem(players: int, sides: int | str) -> str:
    if sides == "pairs":
        return f"{players} players cannot form pairs — write 'sides each' (everyone for themselves)" \
            + (" or 'sides threes'" if players % 3 == 0 and players > 3 else "")
    if sides == "threes":
        return f"{players} players cannot form sides of three — write 'sides each'" \
            + (" or 'sides pairs'" if players % 2 == 0 and players > 2 else "")
    if sides == "each":
        return "everyone for themselves needs at least two players"
    fits = [n for n in range(2, players + 1) if players % n == 0]
    return f"{players} players cannot form {sides} sides of equal size — write " \
        + " or ".join(f"'sides {n}'" for n in fits)


@check("deck")
def points_are_for_deck_ranks(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    for rank, value in spec.deck.points.items():
        if rank not in spec.deck.ranks:
            yield r.problem(("deck", "points", rank), f"rank {rank} has points but is not in "
                            f"the deck ({' '.join(spec.deck.ranks)}) — remove {rank}={value}",
                            "points-rank-not-in-deck")
        if value < 0:
            yield r.problem(("deck", "points", rank), f"{rank}={value}: card points cannot be "
                            "negative", "points-negative")


@check("deck", "scoring", "table", "contract")
def thresholds_cover_the_winning_half(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    total = deck_total(spec)
    if total <= 0:
        yield r.problem(("deck", "points"), "the cards are worth no points at all — give "
                        "points to some ranks (e.g. A=11 7=10 K=4 J=3 Q=2)", "points-total")
        return
    if spec.contract is not None:  # the hand is scored by the contract: no bands are read
        return
    sides = sides_of(spec)
    expect = total // sides + 1  # the least a side can win with (two sides: a tie is half of it)
    losers = spec.scoring.bands == "losers"  # checked as the winners' points they mean
    count = len(spec.scoring.hands)
    bands = spec.scoring.winners_bands(total)
    if total != DECK_POINTS and not _cover(bands, expect, total):
        # other card points than the usual 120: said once, at the points, with both ways out
        yield r.problem([("deck", "points"), ("scoring", "hands", 0)], f"the card points total "
                        f"{total}, not {DECK_POINTS} — give the ranks points that total "
                        f"{DECK_POINTS} (e.g. A=11 7=10 K=4 J=3 Q=2), or scoring bands that cover "
                        f"{expect}..{total}", "points-total")
        return
    for at, band in enumerate(bands):
        index = count - 1 - at if losers else at
        where = [("scoring", "hands", index), ("deck", "points"), *_written(r, SIDE_PATHS)]
        if band.min > band.max:
            yield r.problem(where, f"the band {band.min}..{band.max} runs backwards — write "
                            f"{band.max}..{band.min}", "thresholds-backwards")
            return
        if band.min != expect:
            if band.min > expect:
                gap = f"{expect}" if band.min == expect + 1 else f"{expect}..{band.min - 1}"
                what = f"{gap} card points score nothing"
            else:
                share = f"half of {total}" if sides == 2 else f"a {sides}th of {total}"
                what = f"{band.min}..{expect - 1} is scored twice (or below {share})"
            low, origin = total // sides + 1, r.origin(("scoring", "hands", index))
            theirs = origin.how != "written" and origin.variant and _written(r, SIDE_PATHS)  # a parent's
            yield r.problem(where, (f"the bands are {origin.variant}'s and must cover {low}..{total} at this "
                                    f"table: {what} — write this table's own in a scoring block (e.g. "
                                    f"`scoring {{ {low}..{total} -> 1 }}`)") if theirs else  # made wrong here
                            f"the bands must cover {low}..{total} with no gap or overlap: {what} — start "
                            f"this band at {expect}", "thresholds-gap")
            return
        expect = band.max + 1
    if expect != total + 1:
        last = 0 if losers else count - 1
        yield r.problem([("scoring", "hands", last), ("deck", "points")], f"the last band must end at {total} (all "
                        f"the card points), not {expect - 1}", "thresholds-end")


def _cover(bands: list[Any], start: int, total: int) -> bool:
    """Whether the bands run from `start` to `total` with no gap or overlap."""
    for band in bands:
        if band.min != start or band.max < band.min:
            return False
        start = band.max + 1
    return start == total + 1


@check("deal", "deck")
def deal_procedures_work(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    if "standard" not in spec.deal:
        yield r.problem(("deal", "standard"), "there is no 'standard' deal — name the usual procedure "
                        "'deal standard { ... }'", "deal-standard")
    for name, proc in spec.deal.items():
        here = [("deal", name, "trump"), ("deal", name, "dealer"), ("deal", name)]
        if proc.trump == "last-card" and proc.dealer != "last":
            yield r.problem(here, f"deal {name}: the trump is the last card, kept by the dealer,"
                            " so the dealer must receive the last cards — write 'dealer last'",
                            "deal-trump-holder")
        if proc.trump == "first-card" and proc.dealer != "first":
            yield r.problem(here, f"deal {name}: the trump is the first card, kept by the "
                            "dealer, so the dealer must receive the first cards — write "
                            "'dealer first'", "deal-trump-holder")
        if proc.trump == "cut-unused" and not spec.deck.removed:
            yield r.problem([*here, ("deck", "removed")], f"deal {name}: the trump is cut from "
                            "the unused cards, but the deck removes no ranks — remove some, or use 'trump last-card'",
                            "deal-trump-cut")


def _penalty_problems(r: Resolved, path: Path_, penalty: Penalty) -> Iterator[Problem]:
    if penalty.award in ("games", "bandeira", "lose") and penalty.games < 1:
        spelled = "hand" if penalty.award == "games" and penalty.then == "ends-hand" \
            else penalty.award
        yield r.problem((*path, "games"), "a penalty must be worth at least 1 game — write "
                        f"'{spelled} 1' (or more)", "penalty-zero")
    if penalty.award in ("match", "bandeira") and penalty.then == "play-on":
        yield r.problem((*path, "then"), f"'{penalty.award}' ends the match, so play cannot go "
                        "on — drop 'play-on'", "penalty-play-on")


@check("illegal", "infractions")
def illegal_rules_agree(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    ill = spec.illegal
    if ill.handling == "accusation" and ill.revoke is None:
        yield r.problem([("illegal", "revoke"), ("illegal", "handling")], "revokes are punished on accusation, but no "
                        "penalty is given — write 'revoke hand N' or 'revoke match'",
                        "illegal-no-penalty")
    if ill.handling == "refuse" and (ill.revoke or ill.false_accusation):
        key = "revoke" if ill.revoke else "false_accusation"
        yield r.problem([("illegal", key), ("illegal", "handling")], "illegal cards are refused, so nobody can be "
                        f"accused — write '{key.replace('_', '-')} none'", "illegal-unused")
    for key in ("revoke", "false_accusation"):
        penalty = getattr(ill, key)
        if penalty is not None:
            yield from _penalty_problems(r, ("illegal", key), penalty)
    for name, penalty in spec.infractions.items():
        yield from _penalty_problems(r, ("infractions", name), penalty)


@check("redeal", "deck")
def redeal_has_a_rule(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    if spec.redeal is None:
        return
    redeal = spec.redeal
    for who in ("leader", "others"):
        below, at_most = getattr(redeal, f"{who}_below"), getattr(redeal, f"{who}_at_most")
        if below is not None and at_most is not None:
            yield r.problem((("redeal", f"{who}_at_most")), f"'{who}-below {below}' and "
                            f"'{who}-at-most {at_most}' say the same thing twice — keep one",
                            "redeal-twice")
        value = below if below is not None else at_most
        if value is not None and value > deck_total(spec):
            key = f"{who}_below" if below is not None else f"{who}_at_most"
            yield r.problem(("redeal", key), f"{value} is more than the deck's points — every "
                            "hand could ask for a redeal", "redeal-threshold")
    if all(getattr(redeal, k) is None for k in ("leader_below", "others_below", "leader_at_most",
                                                "others_at_most")):
        yield r.problem(("redeal",), "a redeal rule needs 'leader-below N', 'leader-at-most N', "
                        "'others-below N' or 'others-at-most N' (or write 'redeal none')",
                        "redeal-empty")


@check("scoring")
def scoring_extras_make_sense(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    band = spec.scoring.bandeira
    if spec.scoring.all_points is not None and band is not None and band.by == "points":
        yield r.problem(("scoring", "all_points"), "the bandeira already counts all the points"
                        " — 'all-points' can never apply; write 'all-points none'",
                        "scoring-all-points")
    tie = spec.scoring.tie
    multiplied = isinstance(tie.times, list) or tie.times > 1
    if tie.bonus and multiplied:
        yield r.problem(("scoring", "tie"), f"after a tie the next hand is worth +{tie.bonus} or "
                        f"×{tie.times}, not both — write 'bonus {tie.bonus}' or 'times {tie.times}'",
                        "tie-bonus-and-times")


@check("play", "deal", "dealer")
def play_rules_fit_the_deals(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    play, dealer = spec.play, spec.dealer
    for role, field in (("shuffler", "shuffles"), ("cutter", "cuts")):
        if play.first_lead == role:
            for name, proc in spec.deal.items():
                if getattr(proc, field) == "nobody":
                    yield r.problem([("play", "first_lead"), ("deal", name, field)],
                                    f"the {role} leads, but in the '{name}' deal nobody "
                                    f"{field} — name who {field} there, or choose another leader",
                                    "play-leader-role")
    if play.must_overtake and not play.must_follow:
        yield r.problem(("play", "must_overtake"), "overtaking is a way of following suit: it "
                        "needs 'must-follow yes'", "play-overtake")
    if dealer.procedure not in spec.deal:
        yield r.problem(("dealer", "procedure"), f"there is no '{dealer.procedure}' deal — "
                        f"deals: {', '.join(spec.deal)}", "dealer-procedure")
    if dealer.chooses == "cutter":
        cutters = {p.cuts for p in spec.deal.values()}
        if "nobody" in cutters or len(cutters) > 1:
            yield r.problem(("dealer", "chooses"), "the cutter chooses the deal, so every deal "
                            "needs the same cutter (now: " + ", ".join(sorted(cutters)) + ")",
                            "dealer-chooser")


@check("results", "match")
def named_results_can_happen(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    target = spec.match.target if spec.match.target is not None else 10**9  # hands, a session
    for name, result in spec.results.items():
        where = ("results", name)
        if result.loser is None and result.winner is None and result.trailed is None \
                and not result.one_hand:
            yield r.problem(where, f"the result '{name}' has no condition — give 'loser N', "
                            "'winner N', 'trailed W L' or 'one-hand'", "result-empty")
        if result.loser is not None and result.loser >= target:
            yield r.problem((*where, "loser"), f"the losers cannot have {result.loser}: "
                            f"{target} games win the match", "result-impossible")
        if result.trailed is not None and max(result.trailed) >= target:
            yield r.problem((*where, "trailed"), f"a score of {result.trailed[0]}–"
                            f"{result.trailed[1]} would have ended a match to {target}",
                            "result-impossible")


@check("bidding", "contract", "deal", "table", "deck")
def the_auction_makes_a_contract(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    """An auction and its contract come together, with deals whose trump it names."""
    bidding, contract = spec.bidding, spec.contract
    bid_deals = [name for name, proc in spec.deal.items() if proc.trump == "bid"]
    if bidding is None:
        for name in bid_deals:
            yield r.problem(("deal", name, "trump"), f"deal {name}: the trump is named by the "
                            "auction's winner, but there is no auction — add 'bidding { ... }' "
                            "and 'contract { ... }', or choose another trump", "bidding-missing")
        if contract is not None:
            yield r.problem(("contract",), "a contract with no auction to make it — add "
                            "'bidding { ... }', or drop the contract", "bidding-missing")
        return
    if contract is None:
        yield r.problem(("bidding",), "an auction with no contract — add 'contract { made ...  "
                        "failed ... }': what the declarers score when they make their bid, and "
                        "when they fail", "bidding-contract")
    for name, proc in spec.deal.items():
        if proc.trump != "bid":
            yield r.problem(("deal", name, "trump"), f"deal {name}: at a table that bids for the "
                            "trump, the auction's winner names it — write 'trump bid'",
                            "bidding-trump")
    total = deck_total(spec)
    if bidding.lowest > total:
        yield r.problem(("bidding", "lowest"), f"the lowest bid, {bidding.lowest}, is more than "
                        f"the deck's {total} card points — nobody could make it", "bidding-range")
    if bidding.highest is not None and bidding.highest > total:
        yield r.problem(("bidding", "highest"), f"the highest bid, {bidding.highest}, is more "
                        f"than the deck's {total} card points", "bidding-range")
    if bidding.partner == "called-card" and side_count(spec.table.players, spec.table.sides) \
            != spec.table.players:
        yield r.problem([("bidding", "partner"), ("table", "sides")], "a partner called by a card "
                        "changes from hand to hand, so each player scores alone — write 'table { "
                        "sides each }', or 'partner sides'", "bidding-partner")
