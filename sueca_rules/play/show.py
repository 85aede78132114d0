"""A replayed match, hand by hand and trick by trick (`sueca-rules replay RECORD --show`).

The match's own log is played again through the engine's state machine, and what it says —
each deal, each trick (who led, the cards in play order, who won it, its card points), each
hand's result and the score after it — is what is shown: nothing is worked out beside the
engine. The words are the terminal game's, in the locale asked for (:class:`~.talk.Talk`):
the cards, the table's nouns, seats by compass point as the play screen names them (seat 0
South, then West, North, East; at a table of another size, by number); scores read team 0
(seats 0 and 2) first, a score per side.

>>> from sueca_rules import load_rules
>>> from sueca_rules.engine.autoplay import random_match
>>> hands = play_by_play(random_match(load_rules("portugal"), seed=3, mischief=0))
>>> hands[0]["tricks"][0]["leader"] == hands[0]["leader"], len(hands[0]["tricks"])
(True, 10)
>>> sum(t["points"] for t in hands[0]["tricks"]) == sum(hands[0]["points"])
True
"""

from __future__ import annotations

from typing import Any

from ..engine.actions import HandOver, PlayOn
from ..engine.bidding import Call
from ..engine.deal import Deal
from ..engine.hand import Accusation, Trick
from ..engine.machine import apply, new_state
from ..engine.match import Match
from ..spec import VariantSpec
from .screen import SYMBOL
from .talk import Talk

__all__ = ["play_by_play", "shown_lines"]


def play_by_play(match: Match) -> list[dict[str, Any]]:
    """Each hand of `match` as plain data: `dealer`, `procedure`, `trump` (a suit 0..3),
    `trump_card` (a name or None), `leader`, `tricks` (each `leader`, `cards` — names in play
    order —, `winner`, `points`: card points), `accusations` ([accusing team, proven]), `points`
    (card points by team), `game_points` (by team), `settled_by` ("play", "revoke", ...) and
    `scores` (the match score after the hand, by team). A hand the record leaves unfinished
    has no `points` (None). Seats are 0..players-1, teams the table's sides (a contract's hand:
    its points by the declarers and the defenders; its trump the one the auction's winner
    named)."""
    rules = match.rules
    names = rules.deck.card_names
    state = new_state(rules, log=False, history=False, legacy=match.state.legacy)
    hands: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    for action in match.log:
        events = apply(rules, state, action)
        if isinstance(action, Deal):
            current = {"dealer": action.dealer, "procedure": action.procedure, "trump": action.trump,
                       "trump_card": None if action.trump_card is None else names[action.trump_card],
                       "leader": action.leader, "tricks": [], "accusations": [], "points": None,
                       "game_points": None, "settled_by": None, "scores": list(state.tally.scores)}
            if hands and hands[-1]["points"] is None and not hands[-1]["tricks"]:
                hands.pop()  # a redeal: the hand was dealt again before a card was played
            hands.append(current)
            continue
        if current is None:
            continue
        if isinstance(action, Call):  # the auction's winner names the trump
            current["trump"] = action.trump
        for event in events:
            if isinstance(event, Trick):
                current["tricks"].append({"leader": event.leader, "cards": [names[c] for c in event.cards],
                                          "winner": event.winner, "points": event.points})
            elif isinstance(event, Accusation):
                current["accusations"].append([event.team, event.proven])
            elif isinstance(event, PlayOn):
                current["scores"] = list(state.tally.scores)
            elif isinstance(event, HandOver):
                result = event.result
                current.update(points=list(result.points), game_points=list(result.game_points),
                               settled_by=result.settled_by, scores=list(state.tally.scores))
    return hands


def shown_lines(match: Match, locale: str = "en", spec: VariantSpec | None = None) -> list[str]:
    """The play-by-play as text lines in `locale` (pt-PT, pt-BR, en, fr), the variant's words
    from `spec` where given."""
    rules = match.rules
    t = Talk(rules, locale, spec)
    v = t.v

    players = rules.table.players

    def seat(n: int) -> str:  # as the play screen names seats: by compass point (seat 0 South)
        return t.compass(n) if players == 4 else v.gettext("seat {seat}", seat=n)

    def card(name: str) -> str:
        return t.card(rules.card(name))

    lines: list[str] = []
    for number, hand in enumerate(play_by_play(match), 1):
        deals = t.phrase("{who} deals", who=seat(hand["dealer"]))
        trump = t.gettext("{trump} {suit}", suit=SYMBOL[hand["trump"]]) if 0 <= hand["trump"] < 4 else ""
        turned = f" ({card(hand['trump_card'])})" if hand["trump_card"] else ""
        lines.append("=== " + t.gettext("{hand} {number}: {deals} ({procedure})", number=number, deals=deals,
                                         procedure=t.deal_name(hand["procedure"])) + f" — {trump}{turned}")
        for index, trick in enumerate(hand["tricks"], 1):
            plays = ", ".join(f"{seat((trick['leader'] + rules.table.step * i) % players)} {card(c)}"
                              for i, c in enumerate(trick["cards"]))
            points = t.card_points(trick["points"])
            won = t.gettext("{who} wins the {trick} ({points})", who=seat(trick["winner"]), points=points)
            lines.append(f"  {index:>2}. {plays} → {won}")
        for team, proven in hand["accusations"]:  # the accusing team, and what came of it
            verdict = (t.gettext("The {revoke} is proven.") if proven else t.gettext("Not proven."))
            lines.append(f"  ! {team}: " + t.phrase("{revoke}") + f"? {verdict}")
        if hand["points"] is None:
            continue
        settled = "" if hand["settled_by"] == "play" else f" ({t.settled(hand['settled_by'])})"
        points, games, scores = ("–".join(map(str, hand[key])) for key in ("points", "game_points", "scores"))
        lines.append("  " + v.pgettext("rule", "Card points") + f" {points}{settled} · "
                     + t.phrase("{game_point:pl}") + f" {games} · " + t.phrase("{match}") + f" {scores}")
    return lines
