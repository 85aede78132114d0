"""A replayed match, hand by hand and trick by trick (`sueca-rules replay RECORD --show`).

The match's own log is played again through the engine's state machine, and what it says —
each deal, each trick (who led, the cards in play order, who won it, its card points), each
hand's result and the score after it — is what is shown: nothing is worked out beside the
engine. The words are the terminal game's, in the locale asked for (:class:`~.talk.Talk`):
the cards, the table's nouns, seats by compass point as the play screen names them (seat 0
South, then clockwise: West, North, East at four); scores read in the order of play from South's,
as the screen lists them. At other tables
the stock and what each seat drew after a trick, the cards set aside, the auction and the
contract (declarer, bid, trump, called card and its holder) are shown too.

>>> from sueca_rules import load_rules
>>> from sueca_rules.engine.autoplay import random_match
>>> hands = play_by_play(random_match(load_rules("portugal"), seed=3, mischief=0))
>>> hands[0]["tricks"][0]["leader"] == hands[0]["leader"], len(hands[0]["tricks"])
(True, 10)
>>> sum(t["points"] for t in hands[0]["tricks"]) == sum(hands[0]["points"])
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..compiled.outcome import unpunished_redeal
from ..engine.actions import Accuse, AskRedeal, Declare, HandOver, PlayOn
from ..engine.bidding import Bid, Call, Pass
from ..engine.deal import Deal
from ..engine.hand import Accusation, Trick
from ..engine.machine import apply, new_state
from ..engine.match import Match
from ..spec import VariantSpec
from ..words.i18n import N_
from .screen import SYMBOL
from .talk import Talk, signed

__all__ = ["play_by_play", "shown_lines"]


def play_by_play(match: Match) -> list[dict[str, Any]]:
    """The replay as plain data (:func:`_by_play`): `replay --show --format json`'s `play_by_play`."""
    hands = [hand for hand in _by_play(match) if "redealt_by" not in hand]  # as it always was: hands dealt
    for hand in hands:
        del hand["accused_after"], hand["revoked"]
        hand.pop("in_play", None), hand.pop("offenders", None), hand.pop("interrupted", None)
    return hands


def _by_play(match: Match) -> list[dict[str, Any]]:
    """Each hand of `match` as plain data: `dealer`, `procedure`, `trump` (a suit 0..3; at a
    table that bids for it, the suit named, else None while it is not), `trump_card` (a name
    or None), `leader`, `tricks` (each `leader`, `cards` — names in play order —, `winner`,
    `points`: card points, and with a stock `draws`: [seat, card name] in the order drawn),
    `accusations` ([accusing team, proven]), `points` (card points by the hand's team: the
    table's sides, or the contract's declarers then defenders), `game_points` (by side),
    `settled_by` ("play", "revoke", ...) and `scores` (the match score after the hand, by
    side). A hand the record leaves unfinished has no `points` (None). At a table with a stock,
    `stock` (its cards after the deal); with cards set aside, `aside` (how many); at a table
    that bids, `auction` ([seat, points or None for a pass] in order), `contract` (`declarer`,
    `bid`, `trump`, `called`: a card name or None, `partner`: the called card's holder) or None,
    and `passed` (True when everyone passed: the deal is void). Seats count from 0. Besides,
    `accused_after`: for each accusation, how many tricks of the hand were done when it was
    made, the cards already played to the trick in progress (names, in play order) and that
    trick's leader — the text prints it there; the JSON format leaves it out —, `offenders`: the side
    the penalty that settled the hand punished (the text says whose fault it was; not in the JSON), `revoked`: the cards
    played as revokes (the text marks them in their tricks; the JSON format leaves it out), and
    for a record that stops mid-trick, `in_play`: that trick's cards so far and its leader (the
    text shows the unfinished trick, pt-PT R9-06; the JSON format leaves it out), and for a hand
    a declared fault or an accusation ended mid-trick, `interrupted`: how many tricks were done, that
    trick's cards so far, its leader and what stopped it (None for an accusation, or the fault's name: the text
    shows the trick it interrupted, BR22-07; the JSON format leaves it out)."""
    rules = match.rules
    names = rules.deck.card_names
    state = new_state(rules, log=False, history=False, legacy=match.state.legacy)
    hands: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    for action in match.log:
        stock = list(state.hand.stock) if state.hand is not None else []
        playing = state.hand
        noted = len(playing.revokes) if playing is not None else 0
        moment = ([names[c] for c in playing.trick], playing.leader) if playing is not None else ([], 0)
        events = apply(rules, state, action)
        if current is not None and playing is not None and len(playing.revokes) > noted:
            current["revoked"].append(action)  # the card just played was a revoke
        if isinstance(action, Deal):
            current = {"dealer": action.dealer, "procedure": action.procedure,
                       "trump": action.trump if 0 <= action.trump < 4 else None,
                       "trump_card": None if action.trump_card is None else names[action.trump_card],
                       "leader": action.leader, "tricks": [], "accusations": [], "accused_after": [], "revoked": [],
                       "points": None,
                       "game_points": None, "settled_by": None, "scores": list(state.tally.scores)}
            if action.stock:
                current["stock"] = len(action.stock)
            if rules.deals.aside:
                current["aside"] = rules.deals.aside
            if rules.bidding is not None:
                current.update(auction=[], contract=None, passed=False)
            if hands and hands[-1]["points"] is None and not hands[-1]["tricks"] and not hands[-1].get("passed") \
                    and "redealt_by" not in hands[-1]:
                hands.pop()  # dealt again before a card was played, nobody asking
            hands.append(current)
            continue
        if current is None:
            continue
        if isinstance(action, AskRedeal):  # the text says who asked, under the hand (BR26-03)
            current["redealt_by"] = action.seat
        if isinstance(action, Bid | Pass):
            current["auction"].append([action.seat, getattr(action, "points", None)])
            current["passed"] = state.hand is None  # everyone passed: the deal is void
        elif isinstance(action, Call):
            made = state.hand.contract if state.hand is not None else None
            current.update(trump=action.trump, leader=state.hand.leader if state.hand else current["leader"],
                           contract={"declarer": action.seat, "bid": made.bid if made else None, "trump": action.trump,
                                     "called": None if action.card is None else names[action.card],
                                     "partner": made.partner if made else None})
        for event in events:
            if isinstance(event, Trick):
                trick = {"leader": event.leader, "cards": [names[c] for c in event.cards],
                         "winner": event.winner, "points": event.points}
                hand = state.hand
                if stock and hand is not None:
                    drawn = stock[:len(stock) - len(hand.stock)]
                    trick["draws"] = [[next(s for s, held in enumerate(hand.hands) if card in held), names[card]]
                                      for card in drawn]
                current["tricks"].append(trick)
            elif isinstance(event, Accusation):
                current["accusations"].append([event.team, event.proven])
                current["accused_after"].append((len(current["tricks"]), *moment))
            elif isinstance(event, PlayOn):
                current["scores"] = list(state.tally.scores)
            elif isinstance(event, HandOver):
                result = event.result
                current.update(points=list(result.points), game_points=list(result.game_points),
                               settled_by=result.settled_by, scores=list(state.tally.scores))
                ended = [p.offenders for p in (playing.penalties if playing else ()) if p.cause == result.settled_by]
                current["offenders"] = ended[-1] if ended else None
                if isinstance(action, Accuse | Declare) and moment[0]:  # the trick it stopped, cards and all
                    current["interrupted"] = (len(current["tricks"]), *moment,
                                              None if isinstance(action, Accuse) else action.infraction)
    playing = state.hand
    if current is not None and current["points"] is None and playing is not None and playing.trick:
        current["in_play"] = ([names[c] for c in playing.trick], playing.leader)  # stopped mid-trick
    return hands


def dashed(values: list[int]) -> str:
    """`47–73`, `0–4–0`; a value below 0 with a real minus sign, the values then spaced
    (`−1 – 1 – 4`)."""
    return ("–" if min(values, default=0) >= 0 else " – ").join(map(signed, values))


def shown_lines(match: Match, locale: str = "en", spec: VariantSpec | None = None) -> list[str]:
    """The play-by-play as text lines in `locale` (pt-PT, pt-BR, en, fr), the variant's words
    from `spec` where given."""
    rules = match.rules
    t = Talk(rules, locale, spec)
    v = t.v
    seat_at = rules.table.seat_at
    table = rules.table
    usual = (table.players, table.sides) == (4, 2)

    def seat(n: int) -> str:  # as the play screen names seats: by compass point (seat 0 South)
        return t.compass(n)

    def card(name: str) -> str:
        return t.card(rules.card(name))

    order = t.sides_in_play(0)  # the sides in the order of play from South's, as the screen lists them (FR13-09)

    def by_side(values: list[int]) -> str:  # `0–1` at two sides; `South −1, East 1, …` at more
        if len(values) == 2 and usual:
            return dashed(values)
        return named(values)

    def named(values: list[int]) -> str:  # `North–South 18, East–West 21`: whose is which, said
        return ", ".join(f"{side_name(side)} {signed(values[side])}" for side in order)

    def side_name(side: int) -> str:
        seats = [s for s in range(table.players) if table.side_of[s] == side]
        if usual:
            return v.pgettext("team", "North–South") if side == 0 else v.pgettext("team", "East–West")
        return "–".join(seat(s) for s in seats)

    def accused(team: int, proven: bool, when: str = "") -> str:  # the accusing team, what came of it
        said = (t.phrase(N_("{team} accuse the other team of {revoke:a}"), team=side_name(team)) if usual else
                t.phrase(N_("{team} accuses the others of {revoke:a}"), team=side_name(team)))
        said += f" ({when})" if when else ""
        return "  ! " + t.gettext("{accusation}: {outcome}.", accusation=said, outcome=t.outcome(proven))

    def during(number: int, cards: int, before: int | None = None) -> str:  # with a trick in progress
        """Which trick, how far; `before`: the seat whose card came next, when the trick line above
        shows it (fr FR13-08: an accusation under `…, South A♠ (revoke)` is not about that card)."""
        if before is None:
            return t.v.ngettext("during {trick} {number}, after {count} card",
                                "during {trick} {number}, after {count} cards", cards,
                                **{**t.words, "number": number})
        return t.v.ngettext("during {trick} {number}, after {count} card, before {who}’s card",
                            "during {trick} {number}, after {count} cards, before {who}’s card", cards,
                            **{**t.words, "number": number, "who": seat(before)})

    def between(done: int) -> str:  # with no trick in progress: every accusation timed (FR16-17)
        if done == 0:
            return t.phrase(N_("before the first {trick}"))
        return t.v.gettext("after {trick} {number}", **{**t.words, "number": done})

    def settled_by(hand: dict[str, Any]) -> str:
        """Whose fault ended the hand and who it went to (FR18: `Nord–Sud 67, Est–Ouest 24 (renonce)`
        read as if East–West had revoked): `a revoke by North–South: the hand goes to East–West`."""
        cause, offenders = hand["settled_by"], hand.get("offenders")
        if offenders is None:  # no side to name: what settled it, as before
            return t.settled(cause)
        if unpunished_redeal(cause, rules.illegal.infractions.get(cause)):
            return t.phrase(N_("a misdeal: the cards are dealt again"))  # nobody's penalty (FR20-04)
        by = side_name(offenders)
        said = (t.phrase(N_("{revoke:a} by {offenders}"), offenders=by) if cause == "revoke" else
                t.phrase(N_("a false accusation by {offenders}"), offenders=by) if cause == "false-accusation" else
                t.phrase(N_("a penalty on {offenders} ({infraction})"), offenders=by, infraction=t.settled(cause)))
        won = [side for side, games in enumerate(hand["game_points"]) if games > 0 and side != offenders]
        if not won or hand["game_points"][offenders] > 0:
            return t.phrase(N_("{cause} ends the {hand}"), cause=said)
        return t.phrase(N_("{cause}: the {hand} goes to {winners}"), cause=said,
                        winners=t.listing([side_name(side) for side in won]))

    unfinished = " (" + t.phrase(N_("{trick} not finished")) + ")"  # one mark for every variant (PT16-07)

    def stopped(why: str | None) -> str:  # a trick a declared fault (None: an accusation) ended (BR22-07)
        fault = (why or "").replace("_", "-")
        said = (t.phrase(N_("{trick} interrupted by the accusation")) if why is None else
                t.phrase(N_("{trick} interrupted: misdeal declared")) if fault == "misdeal" else
                t.phrase(N_("{trick} interrupted by a declared fault: {fault}"), fault=t.settled(fault)))
        return f" ({said})"
    lines: list[str] = []
    for number, hand in enumerate(_by_play(match), 1):
        deals = t.phrase("{who} deals", who=seat(hand["dealer"]))
        deals = deals if v.lang == "fr" else v.sentence(deals)  # after the colon: French lower case (FR23-05)
        head = "=== " + (t.gettext("{hand} {number}: {deals} ({procedure})", number=number, deals=deals,
                                   procedure=t.deal_name(hand["procedure"])) if len(rules.deals) > 1
                         else t.gettext("{hand} {number}: {deals}", number=number, deals=deals))
        if "auction" not in hand:
            turned = f" ({card(hand['trump_card'])})" if hand["trump_card"] else ""
            head += " — " + t.gettext("{trump:pl} {suit}", suit=SYMBOL[hand["trump"]]) + turned
        lines.append(head)
        lines += _dealt_lines(t, hand, seat, card)
        accusations = list(zip(hand["accusations"], hand["accused_after"], strict=True))

        def trick_line(index: int, leader: int, cards: list[str], end: str,
                       revoked: list[int] = hand["revoked"]) -> str:
            plays = ", ".join(f"{seat(seat_at[leader][i])} {card(c)}"
                              + (f" ({t.settled('revoke')})" if rules.card(c) in revoked else "")
                              for i, c in enumerate(cards))
            return f"  {index:>2}. {plays}{end}"

        for index, trick in enumerate(hand["tricks"], 1):  # an accusation where it was made
            lines += [accused(team, proven, between(after)) for (team, proven), (after, cards, _) in accusations
                      if after == index - 1 and not cards]  # between tricks
            points = t.card_points(trick["points"])
            won = t.gettext("{who} wins the {trick} ({points})", who=seat(trick["winner"]), points=points)
            lines.append(trick_line(index, trick["leader"], trick["cards"], f" → {won}"))
            lines += [accused(team, proven, during(index, len(cards), seat_at[trick["leader"]][len(cards)]))
                      for (team, proven), (after, cards, _) in accusations
                      if after == index - 1 and cards]  # with this trick in progress: before whose card
            if trick.get("draws"):
                lines.append("      " + t.gettext("Drawn: {cards}", cards=", ".join(
                    f"{seat(who)} {card(c)}" for who, c in trick["draws"])))
        done, shown = len(hand["tricks"]), None
        cut = hand.get("interrupted")  # (tricks done, cards, leader, why): the hand ended mid-trick
        at = (cut[0], len(cut[1])) if cut else None
        for (team, proven), (after, cards, leader) in accusations:
            if after < done:
                continue
            if cards and shown != (after, len(cards)):  # its trick never finished: the cards so far
                lines.append(trick_line(after + 1, leader, cards,
                                        stopped(cut[3]) if cut and at == (after, len(cards)) else unfinished))
                shown = (after, len(cards))
            lines.append(accused(team, proven, during(after + 1, len(cards)) if cards else between(after)))
        if cut and shown != at:  # a declared fault ended the hand with cards on the table
            lines.append(trick_line(cut[0] + 1, cut[2], cut[1], stopped(cut[3])))
            shown = at
        if "in_play" in hand and shown != (done, len(hand["in_play"][0])):  # the record stops mid-trick
            cards, leader = hand["in_play"]
            lines.append(trick_line(done + 1, leader, cards, unfinished))
        if hand["points"] is None:
            continue
        settled = "" if hand["settled_by"] == "play" else " · " + settled_by(hand)
        points = (t.phrase(N_("declarer’s side {a}, defenders {b}"), a=hand["points"][0], b=hand["points"][1])
                  if hand.get("contract") else named(hand["points"]))
        lines.append("  " + t.gettext("Card points: {points}{settled} · {game_point:pl} this {hand}: {games} · "
                                      "score: {scores}", points=points, settled=settled,
                                      games=by_side(hand["game_points"]), scores=by_side(hand["scores"])))
    return lines


def _dealt_lines(t: Talk, hand: dict[str, Any], seat: Callable[[int], str], card: Callable[[str], str]) -> list[str]:
    """The stock, the cards set aside, the auction and its contract, under a hand's first line."""
    lines = []
    if hand.get("stock"):
        lines.append("  " + t.ngettext("{count} card forms the stock.", "{count} cards form the stock.",
                                       hand["stock"]))
    if hand.get("aside"):
        lines.append("  " + t.ngettext("{count} card is set aside, face down.",
                                       "{count} cards are set aside, face down.", hand["aside"]))
    if "auction" in hand:
        said = [t.phrase(N_("{who} passed"), who=seat(who)) if points is None
                else f"{seat(who)} {points}" for who, points in hand["auction"]]
        lines.append("  " + t.gettext("Bids: {bids}.", bids=", ".join(said)))
    if hand.get("passed"):
        lines.append("  " + t.gettext("Everyone passed: the cards are dealt again."))
    if hand.get("redealt_by") is not None:  # numbered as the play screen numbers it (BR26-03)
        lines.append("  " + t.gettext("{who} asked for a new deal: the cards are dealt again.",
                                      who=seat(hand["redealt_by"])))
    contract = hand.get("contract")
    if contract:
        line = t.gettext("Contract ({who}): {points}, {trump} {symbol}", who=seat(contract["declarer"]),
                         points=contract["bid"], symbol=SYMBOL[contract["trump"]])
        partner = contract["partner"]
        if contract["called"] is not None:
            line += " · " + (t.phrase(N_("{card} called: the declarer plays alone"), card=card(contract["called"]))
                             if partner == contract["declarer"] else
                             t.phrase(N_("{card} called: {who} is the partner"), card=card(contract["called"]),
                                      who=seat(partner)))
        lines.append("  " + line)
    return lines
