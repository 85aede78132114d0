"""A whole competition played: each match of each round a seeded random match of the variant
(:func:`~sueca_rules.engine.autoplay.random_match`), its final score the match's result.

Each match's seed is drawn from the competition's own stream after its pairings, so the same
seed gives the same rounds, the same matches and the same standings. A knockout match that
ends drawn (a variant whose match can end level) is played again with the next seed.
"""

from __future__ import annotations

import random

from ..arguments import check_seed, shown
from ..compiled.competition import Format
from ..compiled.rules import Rules
from ..errors import ArgumentError
from .autoplay import random_match
from .competition import Competition, Result

REPLAYS = 20  # the most times a drawn knockout match is played again


def play_competition(rules: Rules, teams: int, seed: int = 0, *, max_hands: int = 200) -> Competition:
    """Play the variant's competition between `teams` teams from `seed` to its end (a
    winner-stays table with no number of rounds: `teams` × 3 matches). ArgumentError for a
    variant without a competition."""
    check_seed(seed)
    if not isinstance(rules, Rules):
        raise ArgumentError("rules", f"compiled Rules (from load_rules), not {shown(rules)}")
    if isinstance(max_hands, bool) or not isinstance(max_hands, int) or max_hands < 1:
        raise ArgumentError("max_hands", f"a whole number from 1, not {shown(max_hands)}")
    comp_rules = rules.competition
    if comp_rules is None:
        raise ArgumentError("rules", f"{rules.variant} has no competition — give a variant with "
                            "'competition { format ...; }'")
    comp = Competition(comp_rules, teams, seed)
    stream = random.Random(seed ^ 0xC0FFEE)
    endless = comp_rules.format is Format.WINNER_STAYS and comp_rules.rounds is None
    while not (endless and len(comp.results) >= teams * 3) and (now := comp.next_round()) is not None:
        results = []
        for pair in now.pairs:
            for _ in range(REPLAYS):
                match = random_match(rules, stream.randrange(2**31), mischief=0.0, max_hands=max_hands)
                scores = (match.scores[0], match.scores[1])
                if scores[0] != scores[1] or comp_rules.format is not Format.KNOCKOUT:
                    break
            results.append(Result(pair, scores))
        comp.record(results)
    return comp
