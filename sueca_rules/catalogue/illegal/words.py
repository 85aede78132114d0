"""The illegal area in words — penalties: a proven revoke, an accusation not proven, and the infractions a table
declares (talking, a misdeal, looking back, playing out of turn).

One model serves all three (:class:`~sueca_rules.spec.Penalty`): the *other* team scores N
game points (``games``), scores N and wins the match at once (``bandeira``) or wins the match
(``match``); or the offenders lose N game points, never going below 0 (``lose``). Then the
hand ends there, its cards scoring nothing (``ends-hand``), or play goes on and the hand is
scored as usual at its end (``play-on``). Who "the other team" is depends on the infraction:
the accusers for a revoke, the accused for an accusation not proven, the team that did not
commit a declared infraction. Each (infraction, penalty) is one whole clause, subject and verb
in the same message, so that every language makes them agree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...compiled.outcome import EndMatch, GamePoints, Outcome, Redeal, Role
from ...words.i18n import Voice
from ...words.speaker import Speaker
from ..phrases import games, lower_first
from .names import infraction_name
from .redealt import redealt, unpunished_redeal

REVOKE, FALSE, DECLARED = "revoke", "false-accusation", "declared"


def handling(value: Any, s: Speaker) -> str:
    if value == "refuse":
        return s.voice.gettext("refused (the player plays another card, with no penalty)")
    # a whole clause (fr R9 FR-05: « pas reprise, mais … accuser de renonce » was clipped)
    return s.voice.gettext("the card stays played, and the other team may accuse the offending team of {revoke:a}",
                           revoke=s.word("revoke"))


def award_of(value: Any) -> str:
    """A penalty's award, whichever spelling wrote it (`wins: hand` is `award: games`)."""
    return str(value.get("award") or {"hand": "games"}.get(value.get("wins"), value.get("wins")))


def spelled(value: Any) -> Any:
    """A penalty as its words read it: the spec's dump as it is, a compiled Outcome as the
    award it makes (the other team's games, its games and the match, the match, the offenders'
    loss). ValueError for effects no award words say."""
    if not isinstance(value, Outcome):
        return value
    then = "ends-hand" if value.ends_hand else "play-on"
    points = [e for e in value.effects if isinstance(e, GamePoints)]
    ends = [e for e in value.effects if isinstance(e, EndMatch)]
    others = [p for p in points if p.to is Role.OTHERS and p.amount >= 0]
    if len(value.effects) == 1 and ends and ends[0].won_by is Role.OTHERS:
        return {"award": "match", "games": 0, "then": then}
    if len(value.effects) == 2 and len(others) == 1 and ends and ends[0].won_by is Role.OTHERS:
        return {"award": "bandeira", "games": others[0].amount, "then": then}
    if len(value.effects) == 1 and others:
        return {"award": "games", "games": others[0].amount, "then": then}
    if len(value.effects) == 1 and points and points[0].to is Role.OFFENDERS and points[0].amount < 0:
        return {"award": "lose", "games": -points[0].amount, "then": then}
    raise ValueError(f"no words for the outcome {value}")


def _clauses(who: str, v: Voice) -> dict[str, Callable[..., str]]:
    """The six penalty clauses for one kind of infraction (award and then, as
    `games`, `games play-on`, `bandeira`, `match`, `lose`, `lose play-on`)."""
    if who == REVOKE:
        return {
            "games": lambda **k: v.gettext("the accusers win the {hand} and score {games}", **k),
            "games play-on": lambda **k: v.gettext("the accusers score {games} at once, and play "
                                                   "goes on", **k),
            "bandeira": lambda **k: v.gettext("the accusers score {games} and win the {match} at "
                                              "once", **k),
            "match": lambda **k: v.gettext("the accusers win the {match}", **k),
            "match target": lambda **k: v.gettext("the accusers win the {match} at once, whatever the score "
                                                  "(as if they had made its {target})", **k),
            "lose": lambda **k: v.gettext("the team that revoked loses {games} from its score (a "
                                          "team on 0 loses nothing), and the {hand} ends there, its cards counting for "
                                          "nothing", **k),
            "lose play-on": lambda **k: v.gettext("the team that revoked loses {games} from its score "
                                                  "(a team on 0 loses nothing), and play goes on", **k),
        }
    if who == FALSE:  # the accusers are the ones punished, whatever the accused get
        return {
            "games": lambda **k: v.gettext("the accusers lose the {hand}, and the accused team scores {games}", **k),
            "games play-on": lambda **k: v.gettext("the accused team scores {games} at once, and play goes on",
                                                   **k),
            "bandeira": lambda **k: v.gettext("the accused team scores {games} and wins the {match} at once", **k),
            "match": lambda **k: v.gettext("the accusers lose the {match}", **k),
            "match target": lambda **k: v.gettext("the accusers lose the {match} at once, whatever the score "
                                                  "(as if the accused team had made its {target})", **k),
            "lose": lambda **k: v.gettext("the accusers lose {games} from their score (a team on 0 loses "
                                          "nothing), and the {hand} ends there, its cards counting for "
                                          "nothing", **k),
            "lose play-on": lambda **k: v.gettext("the accusers lose {games} from their score (a team on 0 "
                                                  "loses nothing), and play goes on", **k),
        }
    # not "the other team": a deal's fault may be the cutter's, not the dealer's (EN22-01, PT22-03)
    return {
        "games": lambda **k: v.gettext("the team not at fault wins the {hand} and scores {games}", **k),
        "games play-on": lambda **k: v.gettext("the team not at fault scores {games} at once, and "
                                               "play goes on", **k),
        "bandeira": lambda **k: v.gettext("the team not at fault scores {games} and wins the "
                                          "{match} at once", **k),
        "match": lambda **k: v.gettext("the team not at fault wins the {match}", **k),
        "match target": lambda **k: v.gettext("the team not at fault wins the {match} at once, whatever "
                                              "the score (as if it had made its {target})", **k),
        "lose": lambda **k: v.gettext("the team at fault loses {games} from its score (a team on 0 "
                                      "loses nothing), and the {hand} ends there, its cards counting for nothing", **k),
        "lose play-on": lambda **k: v.gettext("the team at fault loses {games} from its score (a team "
                                              "on 0 loses nothing), and play goes on", **k),
    }


def role_phrase(role: Role, s: Speaker) -> str:
    """A team named by its part, as the subject of a clause (always "the ... team", so that
    every language makes its verb agree alike)."""
    v, hand = s.voice, s.word("hand")
    return {
        Role.OFFENDERS: lambda: v.gettext("the team at fault"),
        Role.OTHERS: lambda: v.gettext("the team not at fault"),
        Role.ACCUSERS: lambda: v.gettext("the accusing team"),
        Role.ACCUSED: lambda: v.gettext("the accused team"),
        Role.WINNERS: lambda: v.gettext("the team winning the {hand}", hand=hand),
        Role.LOSERS: lambda: v.gettext("the team losing the {hand}", hand=hand),
        Role.US: lambda: v.gettext("the “us” team (seats 0 and 2)"),
        Role.THEM: lambda: v.gettext("the “them” team (seats 1 and 3)"),
        Role.DECLARERS: lambda: v.gettext("the declarer's side"),
        Role.DEFENDERS: lambda: v.gettext("the defending side"),
    }[role]()


def match_target(s: Speaker) -> str | None:
    """The game points that win the book's match ("4 game points"), to say what a penalty that
    wins the match outright is worth in the match's own terms (EN15-02, PT15-01, BR15-03: the
    source's "ganham o jogo automaticamente (4 pontos)"); None without one table (the matrix,
    `diff`) or without a target."""
    target = getattr(getattr(s.spec, "match", None), "target", None)
    return None if target is None else games(target, s)


def effect_clause(effect: Any, s: Speaker) -> str:
    """One compiled effect as a clause: "the other team scores 2 games"."""
    v = s.voice
    if isinstance(effect, GamePoints):
        team, count = role_phrase(effect.to, s), games(abs(effect.amount), s)
        if effect.amount >= 0:
            return v.gettext("{team} scores {games}", team=team, games=count)
        if effect.floor is None:
            return v.gettext("{team} loses {games}, even below 0", team=team, games=count)
        return v.gettext("{team} loses {games} (never going below {floor})", team=team,
                         games=count, floor=effect.floor)
    if isinstance(effect, EndMatch):
        if (target := match_target(s)) is not None:  # what winning outright is worth (EN15-02)
            return v.gettext("{team} wins the {match} at once, whatever the score (as if it had made its {target})",
                             team=role_phrase(effect.won_by, s), match=s.word("match"), target=target)
        return v.gettext("{team} wins the {match}", team=role_phrase(effect.won_by, s),
                         match=s.word("match"))
    if isinstance(effect, Redeal):
        if effect.same_dealer:
            return v.gettext("the {hand} is void (nobody scores it), and the same {dealer} deals again",
                             hand=s.word("hand"), dealer=s.word("dealer"))
        return v.gettext("the {hand} is void (nobody scores it), and the next {dealer} deals again",
                         hand=s.word("hand"), dealer=s.word("dealer"))
    return str(effect)


def _void_and_scored(effect: Redeal, s: Speaker) -> str:
    """A void hand beside game points the penalty scores: its cards count for nothing (not
    "nobody scores", which the penalty's points would belie)."""
    v = s.voice
    if effect.same_dealer:
        return v.gettext("the {hand}'s cards count for nothing, and the same {dealer} deals again",
                         hand=s.word("hand"), dealer=s.word("dealer"))
    return v.gettext("the {hand}'s cards count for nothing, and the next {dealer} deals again",
                     hand=s.word("hand"), dealer=s.word("dealer"))


def outcome_clause(outcome: Outcome, s: Speaker) -> str:
    """Any outcome as one clause: its effects, then whether play goes on or the hand ends
    ("the other team scores 2 games and the team at fault loses 1 game, even below 0, and
    play goes on")."""
    v = s.voice
    if not outcome.effects:
        return v.gettext("nothing happens, and play goes on") if not outcome.ends_hand else \
            v.gettext("nothing is scored, and the {hand} ends there", hand=s.word("hand"))
    scored = any(isinstance(e, GamePoints) for e in outcome.effects)
    said = v.listing([_void_and_scored(e, s) if scored and isinstance(e, Redeal) else effect_clause(e, s)
                      for e in outcome.effects])
    if any(isinstance(e, Redeal | EndMatch) for e in outcome.effects):
        return said
    if outcome.ends_hand:
        return v.gettext("{effects}, and the {hand} ends there, its cards counting for nothing",
                         effects=said, hand=s.word("hand"))
    return v.gettext("{effects}, and play goes on", effects=said)


def as_outcome(value: Any) -> Outcome | None:
    """A penalty written as effects (the spec's dump), compiled; None for an award."""
    if isinstance(value, Outcome):
        return value
    if isinstance(value, dict) and value.get("effects"):
        from .compile import outcome_of
        from .models import Penalty

        return outcome_of(Penalty.model_validate(value))
    return None


def penalty_clause(value: Any, who: str, s: Speaker) -> str:
    """What a penalty does, as one clause: `value` as the spec dumps it (either spelling),
    `who` one of REVOKE, FALSE, DECLARED. "the accusers win the hand and score 1 game"."""
    outcome = as_outcome(value)
    if outcome is not None:
        try:
            value = spelled(outcome)
        except ValueError:  # effects no award says: said effect by effect
            return outcome_clause(outcome, s)
    value = spelled(value)
    award = award_of(value)
    then = "play-on" if award in ("games", "lose") and value.get("then") == "play-on" else ""
    target = match_target(s) if award == "match" else None
    key = f"{award} {then}".strip() if target is None else "match target"
    clause = _clauses(who, s.voice)[key]
    return clause(hand=s.word("hand"), match=s.word("match"), games=games(value.get("games", 0), s),
                  target=target)


def revoke_penalty(value: Any, s: Speaker) -> str:
    """A proven revoke's penalty, for the matrix, `diff` and the hover."""
    return s.voice.gettext("no penalty") if value is None else penalty_clause(value, REVOKE, s)


def false_accusation(value: Any, s: Speaker) -> str:
    """The penalty of an accusation not proven."""
    if value is None:
        return s.voice.gettext("no penalty, and play goes on")
    return penalty_clause(value, FALSE, s)


def declared(value: Any, s: Speaker, name: str = "") -> str:
    """A declared infraction's penalty (None: the table does not punish it); playing out of
    turn with play going on says what becomes of the card (see :func:`card_goes_back`)."""
    # not "not punished", which read as "allowed" where the rules forbid it (talking, at a silent table)
    if value is None:
        return s.voice.gettext("no penalty set")
    if (redeal := unpunished_redeal(name, as_outcome(value))) is not None:  # no penalty: dealt again (EN19-02)
        return redealt(redeal, s)
    if card_goes_back(name, value):
        return s.voice.gettext("{penalty} ({card})", penalty=penalty_clause(value, DECLARED, s), card=card_back(s))
    return penalty_clause(value, DECLARED, s)


def card_goes_back(name: str, value: Any) -> bool:
    """Whether a penalty for playing out of turn lets play go on in the hand (then the book says
    what becomes of the card: the engine takes a declared infraction as an event, so no card is
    ever played out of turn — it goes back to its player's hand and play goes on in turn)."""
    if name.replace("-", "_") != "out_of_turn" or value is None:
        return False
    outcome = as_outcome(value)
    if outcome is None:  # an award, as the spec dumps it
        said = spelled(value)
        return award_of(said) in ("games", "lose") and said.get("then") == "play-on"
    return bool(outcome.effects) and not outcome.ends_hand and \
        not any(isinstance(e, EndMatch | Redeal) for e in outcome.effects)


def card_back(s: Speaker) -> str:
    """What becomes of a card played out of turn, as one clause (the engine's: see card_goes_back)."""
    return s.voice.gettext("the card played out of turn goes back to its player's hand, and the player whose "
                           "turn it was plays")


def award(value: Any, s: Speaker) -> str:
    """An award alone (the hover's list of values)."""
    v = s.voice
    return {"games": lambda: v.gettext("game points for the other team"),
            "bandeira": lambda: v.gettext("game points for the other team, who also win the {match}",
                                          match=s.word("match")),
            "match": lambda: v.gettext("the {match}, for the other team", match=s.word("match")),
            "lose": lambda: v.gettext("game points lost by the team at fault (never below 0)"),
            }.get(str(value), lambda: str(value))()


def then(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "play-on":
        return v.gettext("play goes on, and the {hand} is scored as usual at its end",
                         hand=s.word("hand"))
    if value == "ends-hand":
        return v.gettext("the {hand} ends there, and its cards count for nothing", hand=s.word("hand"))
    return str(value)


def accuse(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "during-play":
        return v.gettext("only while the {hand} is being played", hand=s.word("hand"))
    if value == "until-next-deal":
        return v.gettext("while the {hand} is being played or after it, until the next deal",
                         hand=s.word("hand"))
    return str(value)


def accused(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "team":
        return v.gettext("the other team (a card of either of its players proves it)")
    if value == "player":
        return v.gettext("one named player of the other team (only that player's cards prove it)")
    return str(value)


def infractions(value: Any, s: Speaker) -> str:
    """Every declared infraction and its penalty, in one line (the matrix, the hover). None: not
    a bare "none", which beside a table's own fault reads as that fault going unpunished where
    the variant's other rules (its misdeal) cover it (FR21-01)."""
    if not value:
        return s.voice.gettext("none of its own (its other rules apply)")
    return s.voice.clauses([s.voice.gettext("for {act}, {penalty}", act=lower_first(infraction_name(name, s)),
                                            penalty=declared(penalty, s, name))
                            for name, penalty in value.items()])


def role_said(value: Any, s: Speaker) -> str:
    """A role as written (`others`), in words (the hover)."""
    try:
        return role_phrase(Role(str(value)), s)
    except ValueError:
        return str(value)


def floor_said(value: Any, s: Speaker) -> str:
    if value is None:
        return s.voice.gettext("none (a score may go below 0)")
    return str(value)


def redeal_said(value: Any, s: Speaker) -> str:
    return effect_clause(Redeal(same_dealer=value == "same-dealer"), s)


def effects_said(value: Any, s: Speaker) -> str:
    """A list of written effects, in words."""
    outcome = as_outcome({"effects": value, "then": "play-on"})
    if outcome is None or not outcome.effects:
        return s.voice.gettext("nothing happens, and play goes on")
    return s.voice.listing([effect_clause(e, s) for e in outcome.effects])


def allowed_acts(value: Any, s: Speaker) -> str:
    """The acts the table allows (no penalty), in one line: their names as `texts` give them."""
    if not value:
        return s.voice.pgettext("allowed acts", "nothing beyond the rules")  # not "none" (fr FR11-05)
    return s.voice.listing([lower_first(infraction_name(str(name), s)) for name in value])


def forbidden_acts(value: Any, s: Speaker) -> str:
    """The acts the table forbids without naming a penalty, in one line: their names as `texts`
    give them."""
    if not value:
        return s.voice.pgettext("forbidden acts", "nothing beyond the rules")  # as the allowed acts' (pt-PT R9-03)
    return s.voice.listing([lower_first(infraction_name(str(name), s)) for name in value])
