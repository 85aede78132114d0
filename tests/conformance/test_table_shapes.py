"""Case files for tables of other shapes (#22): the new bundled variants' cases pass through
the real command line, a case wrong for its table is an error located on the value, a case
that checks nothing is refused, and every record of the new variants replays.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from sueca_rules.engine.autoplay import random_match
from sueca_rules.records import replay

from ..conftest import ROOT, run_cli
from ..loaded import load_rules

NEW = ("sueca-a-dois", "sueca-52", "sueca-italiana")
CASES = ROOT / "tests" / "conformance"


def test_the_new_variants_cases_pass_through_conform() -> None:
    files = [str(CASES / f"{name}.yaml") for name in NEW]
    count = sum(len(yaml.safe_load(Path(f).read_text(encoding="utf-8"))["cases"]) for f in files)
    result = run_cli("conform", *files, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().splitlines()[-1] == f"{count} passed, 0 failed"
    assert count >= 55


def test_the_new_cases_use_every_addition() -> None:
    """The three files prove each new part of the format: a stock given and expected, the
    draws, an auction with a refused bid and call, a hand dealt again, a contract's outcomes."""
    text = "\n".join((CASES / f"{name}.yaml").read_text(encoding="utf-8") for name in NEW)
    for key in ("stock_left:", "stock:", "draws:", "trump_holder:", "bids:", "call:", "contract:",
                "outcome: made", "outcome: failed", "outcome: all-tricks", "partner_known_to:",
                "redealt: true", "rejected: {bid:", "rejected: {call: true}", "rejected: {move:"):
        assert key in text, key


# (file's variant, the case's lines, the error each names: "line:column: error: words")
WRONG = {
    "sueca-italiana": (
        """  - id: a-sixth-seat
    deal: {dealer: 5, deck: [AS]}
    expect: {next_dealer: 4}
  - id: two-values-at-five
    hand_score: {contract: {declarer: 0, partner: 2, bid: 80}, points: [60, 60]}
    expect: {game_points: [1, 0]}
  - id: no-contract
    hand_score: {points: [45, 10, 40, 15, 10]}
    expect: {game_points: [1, 0, 1, 0, 0]}
  - id: own-partner-and-odd-bid
    hand_score: {contract: {declarer: 0, partner: 0, bid: 67}, points: [45, 10, 40, 15, 10]}
    expect: {outcome: won}
  - id: no-auction
    play: {dealer: 0, trump: S, hands: {0: [AS], 1: [7S], 2: [KS], 3: [JS], 4: [QS]}, moves: [AS]}
    expect: {points: [0, 0, 0, 0, 11]}
  - id: a-trick-of-six
    trick: {trump: S, cards: [AS, 7S, KS, JS, QS, 6S]}
    expect: {winner: 5}
  - id: checks-nothing
    play: {dealer: 0, hands: {0: [AS], 1: [7S], 2: [KS], 3: [JS], 4: [QS]},
           bids: [65, pass, pass, pass, pass], call: {trump: S, card: AH}}
    expect: {contract: {bid: null}, draws: null, hands: {}}
  - id: a-call-refused-false
    play: {dealer: 0, hands: {0: [AS], 1: [7S], 2: [KS], 3: [JS], 4: [QS]}, bids: [pass]}
    expect: {rejected: {call: false}}
""", [
            "4:20: error: 'dealer' must be at most 4, not 5 — the seats are 0 to 4",
            "4:29: error: the deck must list all 40 cards of the variant, not 1",
            "7:72: error: 'points' gives 2 values, but this table has 5 sides (everyone for themselves)",
            "8:27: error: 'game_points' gives 2 values, but this table has 5 sides",
            "10:17: error: the sueca-italiana variant bids for the trump, and the contract scores the hand",
            "13:51: error: the declarer may not call a card of its own here",
            "13:59: error: a bid is 65 to 120 card points, in steps of 5 — not 67",
            "14:23: error: 'outcome' is one of made, all-tricks, failed — not 'won'",
            "16:11: error: the sueca-italiana variant bids for the trump: give the auction",
            "19:51: error: a trick has 1 to 5 cards (five for a whole trick",
            "20:22: error: 'winner' must be at most 4, not 5",
            "24:30: error: 'bid: null' checks nothing",
            "24:44: error: 'draws: null' checks nothing",
            "24:57: error: 'hands: {}' checks nothing",
            "27:24: error: 'rejected': say what is refused: {move: 3}, {bid: 1} or {call: true}",
        ]),
    "portugal": (
        """  - id: a-stock-where-none-is
    legal: {trump: S, hand: [AH, 3H], trick: [KH], stock_left: 4}
    expect: {legal: [AH, 3H]}
  - id: bids-where-nobody-bids
    play: {dealer: 0, hands: {0: [AS], 1: [7S], 2: [KS], 3: [JS]}, bids: [65]}
    expect: {contract: {declarer: 3}}
  - id: a-fifth-seat
    play: {dealer: 0, trump: S, hands: {0: [AS], 1: [7S], 2: [KS], 3: [JS], 4: [QS]}}
    expect: {winner: 2, draws: [[[0, 2S]]]}
  - id: three-values-for-two-teams
    hand_score: {points: [60, 30, 30]}
    expect: {game_points: [1, 0]}
""", [
            "4:64: error: the portugal variant has no stock: every card is dealt — remove 'stock_left'",
            "7:74: error: the portugal variant has no auction: the trump comes from the deal",
            "10:80: error: 'seat' must be at most 3, not 4",
            "11:22: error: 'winner' must be at most 1, not 2 — the teams are 0 to 1 at this table "
            "(team 0: seats 0 and 2; team 1: seats 1 and 3)",
            "11:32: error: the portugal variant has no stock: nothing is drawn — remove 'draws'",
            "13:26: error: 'points' gives 3 values, but this table has 2 sides",
        ]),
    "sueca-a-dois": (
        """  - id: the-turned-card-not-last
    play: {dealer: 0, trump_card: 4D, hands: {0: [QH], 1: [3H]}, stock: [4D, 6H]}
    expect: {stock_left: 2}
  - id: more-than-a-stock
    legal: {trump: D, hand: [QH], trick: [3H], stock_left: 40}
    expect: {legal: [QH]}
  - id: a-stock-that-does-not-share-out
    play: {dealer: 0, trump_card: 4D, hands: {0: [QH], 1: [3H]}, stock: [6H, 2C, 4D]}
    expect: {stock_left: 3}
  - id: a-stock-card-in-a-hand
    play: {dealer: 0, trump_card: 4D, hands: {0: [QH], 1: [3H]}, stock: [QH, 4D]}
    expect: {stock_left: 2}
""", [
            "4:35: error: the trump card 4D lies under the stock and is drawn last",
            "7:60: error: the stock holds 34 cards at most (the 40 of the deck less 2 hands of 3), not 40",
            "10:73: error: 3 cards in the stock do not share out: each of the 2 players draws one",
            "13:74: error: QH is in the stock and in a hand (or on the trick)",
        ]),
}


@pytest.mark.parametrize("variant", sorted(WRONG))
def test_a_case_wrong_for_its_table_is_located(tmp_path: Path, variant: str) -> None:
    """Each wrong case is reported at its value, with what the table has, in one run; none of
    them runs (exit 2)."""
    cases, errors = WRONG[variant]
    path = tmp_path / "wrong.yaml"
    path.write_text(f"variant: {variant}\ncases:\n{cases}", encoding="utf-8")
    result = run_cli("conform", str(path))
    out = result.stdout + result.stderr
    assert result.returncode == 2, out
    for error in errors:
        assert f"{path}:{error}" in out, (error, out)
    said = len(re.findall(rf"^{re.escape(str(path))}:\d+:\d+: error:", out, re.MULTILINE))
    assert said == len(errors), out
    assert "Traceback" not in out


@pytest.mark.parametrize("name", NEW)
@pytest.mark.parametrize("seed", [1, 7, 2026])
def test_every_record_of_a_new_variant_replays(tmp_path: Path, name: str, seed: int) -> None:
    """A whole random match (the auction too, where the variant bids) written as a record and
    read back replays to the same scores and winner."""
    rules = load_rules(name)
    match = random_match(rules, seed, variant_ref=name)
    assert match.over
    record = json.loads(json.dumps(match.record()))
    again = replay(record, lambda v, o: load_rules(v, o or None))
    assert again.summary() == record["result"]
    assert len(record["result"]["scores"]) == rules.table.sides
    if rules.bidding is not None:
        kinds = {action[0] for hand in record["hands"] for action in hand["actions"]
                 if isinstance(action, list)}
        assert {"bid", "pass", "call"} <= kinds, kinds
