"""Compile a VariantSpec once into the typed, grouped Rules, so that play does no spec
lookups: each area of the catalogue compiles its rules into its group.

>>> from sueca_rules.checks import validate
>>> rules = compile_rules(validate("azores").spec)
>>> rules.deck.rank_labels[:2], rules.deals["standard"].cuts_unused, rules.deals.default
(('A', '10'), True, 'standard')
"""

from __future__ import annotations

from ..compiled.cards import CARDS, HAND, SUITS
from ..compiled.frozen import FrozenMap
from ..compiled.groups import (
    Chooser,
    DealPlan,
    DealRules,
    DeckRules,
    IllegalRules,
    MatchRules,
    NamedResultRule,
    PlayRules,
    RedealRules,
    TableRules,
    ViewRules,
)
from ..compiled.outcome import EndMatch, GamePoints, Outcome, Redeal, Role
from ..compiled.rules import Rules
from ..compiled.scoring import ScoringRules
from .illegal.models import Penalty
from .table.models import DealProcedure
from .variant import VariantSpec

_SIDE = {"left": 1, "right": -1, "partner": 2, "dealer": 0}


def _direction(word: str, play: int = 1) -> int:
    """+1 clockwise, -1 anticlockwise; `with-play`/`against-play` relative to `play`."""
    if word == "with-play":
        return play
    if word == "against-play":
        return -play
    return 1 if word == "clockwise" else -1


def compile_deck(spec: VariantSpec) -> DeckRules:
    ranks = tuple(spec.deck.ranks)
    names = tuple(f"{rank}{suit}" for suit in SUITS for rank in ranks)
    points = tuple(spec.deck.points.get(rank, 0) for _ in SUITS for rank in ranks)
    return DeckRules(ranks, names, FrozenMap({n: i for i, n in enumerate(names)}), points,
                     sum(points), tuple(f"{rank}{suit}" for suit in SUITS for rank in spec.deck.removed),
                     spec.deck.style)


def compile_table(spec: VariantSpec) -> TableRules:
    step = _direction(spec.direction)
    first = spec.dealer.first
    return TableRules(step=step, first_dealer_drawn=not isinstance(first, int),
                      first_dealer=first if isinstance(first, int) else 0,
                      next_dealer={"next": step, "left": 1, "right": -1}[spec.dealer.next] % 4,
                      partners_drawn=spec.partners == "drawn")


def _plan(name: str, proc: DealProcedure, step: int, first_lead: str) -> DealPlan:
    rotation = _direction(proc.rotation, step)
    order = [0, rotation, 2 * rotation, 3 * rotation]
    if proc.dealer == "last":
        order = order[1:] + order[:1]
    # deck position (top first) -> recipient, relative to the dealer
    offsets = [order[(index // proc.packet) % 4] % 4 for index in range(CARDS)]
    positions = tuple(tuple(i for i in range(CARDS) if offsets[i] == seat) for seat in range(4))
    shuffler = None if proc.shuffles == "nobody" else _SIDE[proc.shuffles] % 4
    cutter = None if proc.cuts == "nobody" else _SIDE[proc.cuts] % 4
    roles = {"next": step, "left": 1, "right": -1, "partner": 2, "dealer": 0,
             "shuffler": shuffler or 0, "cutter": cutter or 0}
    trump_at = {"last-card": -1, "first-card": 0}.get(proc.trump)
    return DealPlan(name, positions, trump_at, proc.trump == "cut-unused", proc.trump == "dealer-random",
                    shuffler, cutter, proc.packet, rotation, proc.dealer == "first",
                    roles[first_lead] % 4)


def compile_deals(spec: VariantSpec) -> DealRules:
    step = _direction(spec.direction)
    plans = {n: _plan(n, p, step, spec.play.first_lead) for n, p in spec.deal.items()}
    chooser = Chooser(spec.dealer.chooses)
    fixed = spec.dealer.procedure if chooser is Chooser.TABLE else None
    redeal = spec.redeal

    def limit(below: int | None, at_most: int | None) -> int | None:
        return below if below is not None else None if at_most is None else at_most + 1

    return DealRules(
        FrozenMap(plans), chooser, fixed, fixed or "standard", spec.dealer.procedure,
        any(p.cuts_unused for p in plans.values()),
        None if redeal is None else RedealRules(limit(redeal.leader_below, redeal.leader_at_most),
                                                limit(redeal.others_below, redeal.others_at_most),
                                                redeal.then == "same-dealer"))


def compile_play(spec: VariantSpec, deals: DealRules) -> PlayRules:
    play = spec.play
    return PlayRules(
        must_follow=play.must_follow, must_overtake=play.must_follow and play.must_overtake,
        must_trump=play.when_void in ("must-trump", "must-overtrump"),
        must_overtrump=play.when_void == "must-overtrump",
        trump_lead_after_trump=play.trump_lead == "after-trump-played",
        first_lead=deals["standard"].leader if "standard" in deals else 0)


def compile_view(spec: VariantSpec) -> ViewRules:
    return ViewRules(trump_hidden_once_played=spec.trump.shown == "until-played",
                     trump_hidden_after_deal=spec.trump.shown == "deal-only",
                     review={"none": 0, "last-trick": 1}.get(spec.play.review, HAND))


def outcome_of(penalty: Penalty) -> Outcome:
    """A penalty as effects: the other team's game points (`games N`, the older `hand N`), its
    game points and the match (`bandeira N`), the match (`match`), or the offenders' loss,
    never below 0 (`lose N`); the hand ending there or play going on."""
    others = Role.OTHERS
    effects = {
        "match": (EndMatch(others),),
        "bandeira": (GamePoints(others, penalty.games), EndMatch(others)),
        "lose": (GamePoints(Role.OFFENDERS, -penalty.games, floor=0),),
    }.get(penalty.award, (GamePoints(others, penalty.games),))
    return Outcome(effects, ends_hand=penalty.then == "ends-hand")


def compile_illegal(spec: VariantSpec) -> IllegalRules:
    ill = spec.illegal
    return IllegalRules(
        refuse=ill.handling == "refuse", accuse_after_hand=ill.accuse == "until-next-deal",
        revoke=None if ill.revoke is None else outcome_of(ill.revoke),
        false_accusation=None if ill.false_accusation is None else outcome_of(ill.false_accusation),
        infractions=FrozenMap({name: outcome_of(p) for name, p in spec.infractions.items()}))


def compile_scoring(spec: VariantSpec, total: int) -> ScoringRules:
    games = [0] * (total + 1)
    for band in spec.scoring.hands:
        for value in range(band.min, min(band.max, total) + 1):
            games[value] = band.games
    band_rule, tie = spec.scoring.bandeira, spec.scoring.tie
    void = tie.outcome == "void"
    return ScoringRules(
        total_points=total, games_for_points=tuple(games),
        bandeira_by_tricks=None if band_rule is None else band_rule.by == "tricks",
        bandeira_games=band_rule.games if band_rule else 0,
        bandeira_ends_match=band_rule.ends_match if band_rule else False,
        all_points_games=spec.scoring.all_points,
        tie=Outcome((Redeal(same_dealer=True),) if void else ()), tie_void=void,
        tie_bonus=tie.bonus, tie_times=tie.times, tie_cumulative=tie.cumulative)


def compile_match(spec: VariantSpec) -> MatchRules:
    return MatchRules(spec.match.target, spec.series.target if spec.series else None,
                      tuple(NamedResultRule(n, r.loser, r.winner, r.trailed, r.one_hand)
                            for n, r in spec.results.items()))


def compile_rules(spec: VariantSpec, options: dict[str, str] | None = None) -> Rules:
    """Turn a validated spec into the grouped tables; `options` records the table's choices."""
    deck = compile_deck(spec)
    deals = compile_deals(spec)
    return Rules(variant=spec.variant, title=spec.title, options=FrozenMap(dict(options or {})),
                 deck=deck, table=compile_table(spec), deals=deals, play=compile_play(spec, deals),
                 view=compile_view(spec), illegal=compile_illegal(spec),
                 scoring=compile_scoring(spec, deck.total_points), match=compile_match(spec))
