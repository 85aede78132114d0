"""The match in words: its target, a series of matches, and the names a table gives to results.

A named result (:class:`~sueca_rules.spec.NamedResult`) is said from the conditions the
variant states, never guessed from the target: ``loser 0`` is "with the other team on 0",
``trailed 0 3`` "after trailing 0–3", ``one-hand`` with ``loser 0`` "from 0–0 in a single hand".
A result is called by its display name in the book's language (``texts LANGUAGE { result
NAME "text" }``), by the table's word when its name is one (`pente`, `bandeira`), else by its
name as the file writes it (hyphens as spaces).
A book names only the results the engine names (the compiled `named_results`): a variant
that gives the word *pente* but names no result has no pente (its book once said "winning the
match 4–0" all the same).
"""

from __future__ import annotations

from typing import Any

from ...compiled.rules import Rules
from ...words.grammar import Noun, gender
from ...words.i18n import language_of
from ...words.speaker import WORD_KEYS, Speaker, shown_name
from ..phrases import games
from ..scoring.facts import contract_loses, tie_raises
from ..variant import VariantSpec


def series_target(value: Any, s: Speaker) -> str:
    return s.voice.count(int(value), s.word("match"))


def how_won(result: Any, s: Speaker) -> str:
    """The conditions of a named result as a phrase after "winning the match": `result` as
    the spec dumps it (loser, winner, trailed, one_hand)."""
    v = s.voice
    loser, winner = result.get("loser"), result.get("winner")
    trailed, one_hand = result.get("trailed"), result.get("one_hand", False)
    parts = []
    if loser is not None and winner is not None:
        parts.append(v.gettext("{winner}–{loser}", winner=winner, loser=loser))
    elif winner is not None:
        parts.append(v.gettext("with {games} at the end", games=games(winner, s)))
    elif loser is not None and not one_hand:
        parts.append(v.gettext("with the other team on {loser}", loser=loser))
    if one_hand:
        parts.append(v.gettext("from 0–{loser} in a single {hand}", loser=loser, hand=s.word("hand"))
                     if loser is not None and winner is None else
                     v.gettext("in a single {hand}", hand=s.word("hand")))
    if trailed is not None:
        parts.append(v.gettext("after trailing {winners}–{losers}", winners=trailed[0], losers=trailed[1]))
    return " ".join(parts)


def result_noun(name: str, s: Speaker) -> Noun:
    """A result's name as a noun: its display name in the book's language, the table's word
    when the name is one (`pente`, `bandeira`), else the name as the file writes it, with the
    gender it has in the file's language (Portuguese unless the file says otherwise): a French
    book says *une virada*."""
    book = language_of(s.locale)
    key = name.replace("-", "_")
    shown = s.result_name(name, table_word=key in WORD_KEYS)
    if shown:
        return Noun("result", book, shown, gender(shown, book))
    if key in WORD_KEYS:
        return s.word(key)
    written = s.spec.language if s.spec is not None and s.spec.language else "pt"
    return Noun("result", book, shown_name(name), gender(shown_name(name),
                                                                 language_of(written.replace("_", "-"))))


def results(value: Any, s: Speaker) -> str:
    """Named results in one line (the matrix, `diff`, the hover)."""
    if not value:
        return s.voice.pgettext("named results", "none")
    return s.voice.clauses([s.voice.gettext("{name} ({how})", name=result_noun(name, s),
                                            how=how_won(result, s) or "—")
                            for name, result in value.items()])


def series(value: Any, s: Speaker) -> str:
    if value is None:
        return s.voice.gettext("no series (a single match)")
    if value.get("matches") is not None and value.get("target") is None:
        return s.voice.ngettext("{count} {match}, ranked by standing points ({standings}); "
                                "level teams by {breaks}",
                                "{count} {match:pl}, ranked by standing points ({standings}); "
                                "level teams by {breaks}", int(value["matches"]),
                                match=s.word("match"),
                                standings=standings(value.get("standings", (3, 1, 0)), s),
                                breaks=tie_breaks(value.get("tie_breaks") or (), s))
    target = int(value["target"])
    return s.voice.ngettext("the first team to win {count} {match} wins the series",
                            "the first team to win {count} {match:pl} wins the series", target,
                            match=s.word("match"))


def also_a_result(key: str, meaning: str, spec: VariantSpec, s: Speaker) -> str:
    """A table word's meaning, and the named result the table calls by the same word (a
    Brazilian table's *bandeira* is all the card points of a hand, and also a 4–0 won in one)."""
    result = spec.results.get(key) or spec.results.get(key.replace("_", "-"))
    if result is None:
        return meaning
    return s.voice.gettext("{meaning}; also, winning the {match} {how}", meaning=meaning,
                           match=s.word("match"), how=how_won(result.model_dump(), s))


def pente_definition(spec: VariantSpec, s: Speaker) -> str:
    """What the table's word *pente* means here: its named result (the glossary defines the
    word only where the variant names one), else the 4–0 of old."""
    v, match = s.voice, s.word("match")
    named = spec.results.get("pente")
    if named is not None:
        return v.gettext("winning the {match} {how}", match=match, how=how_won(named.model_dump(), s))
    return v.gettext("winning the {match} {target}–0", match=match, target=spec.match.target)


def hands_count(value: Any, s: Speaker) -> str:
    return "—" if value is None else s.voice.count(int(value), s.word("hand"))


def standings(value: Any, s: Speaker) -> str:
    won, drawn, lost = value
    return s.voice.gettext("{won} for a win, {drawn} for a draw, {lost} for a loss", won=won,
                           drawn=drawn, lost=lost)


def tie_breaks(value: Any, s: Speaker) -> str:
    v = s.voice
    said = {"wins": lambda: v.gettext("more {match:pl} won", match=s.word("match")),
            "game-points": lambda: v.gettext("more {game_point:pl}", game_point=s.word("game_point")),
            "head-to-head": lambda: v.gettext("the {match:pl} between the teams level",
                                              match=s.word("match")),
            "deciding-match": lambda: v.gettext("a deciding {match}", match=s.word("match"))}
    return v.listing([said.get(str(t), lambda t=t: str(t))() for t in value]) if value else "—"


def both_reach(value: Any, s: Speaker) -> str:
    """What a hand that brings both teams to the target does; "cannot happen" said per team or
    per player as the tables spoken of are formed (either, where the matrix's cell holds both)."""
    v = s.voice
    if str(value).startswith("never") and len({_per_player(t) for t in s.tables}) > 1:
        return v.gettext("cannot happen (only one team or player scores in a {hand})", hand=s.word("hand"))
    return {"draw": lambda: v.gettext("the {match} is a draw", match=s.word("match")),
            "higher": lambda: v.gettext("the higher score wins; equal scores are a draw"),
            "never": lambda: v.gettext("cannot happen (only one team scores in a {hand})",
                                       hand=s.word("hand")),
            "never-player": lambda: v.gettext("cannot happen (only one player scores in a {hand})",
                                              hand=s.word("hand"))}.get(
        str(value), lambda: str(value))()


def scoresheet(value: Any, s: Speaker) -> str:
    """How the score is kept: on a cross, or not said."""
    v = s.voice
    return {"cross": lambda: v.gettext("often on a cross for each team, a dot at the end of an arm for each "
                                       "{game_point}", game_point=s.word("game_point")),
            "none": lambda: v.gettext("not said")}.get(str(value), lambda: str(value))()


def both_reach_label(v: Any) -> str:
    """The rule's label in the shape of the table(s) spoken of: "both teams" at tables of two
    teams, "several players" where each plays alone, both only where a line speaks of each."""
    s: Speaker = v.speaker
    shapes = {_per_player(t) for t in ((s.spec,) if s.spec is not None else s.tables)}
    if shapes == {False}:
        return str(v.pgettext("rule", "Both teams reach the target in one {hand}"))
    if shapes == {True}:
        return str(v.pgettext("rule", "Several players reach the target in one {hand}"))
    return str(v.pgettext("rule", "Several players or teams reach the target in one {hand}"))


def both_reach_name(s: Speaker) -> str:
    """The rule named inside a list ("the case where both teams reach the target")."""
    v = s.voice
    if s.spec is not None and _per_player(s.spec):
        return v.gettext("the case where several players reach the target")
    return v.gettext("the case where both teams reach the target")


def _per_player(spec: Any) -> bool:
    """Whether each player of the table keeps their own score (`sides each`, or one a player)."""
    sides = spec.table.sides
    return bool(sides == "each" or sides == spec.table.players)


def hand_worth(rules: Rules, s: Speaker) -> str:
    """What a hand won scores, as the compiled scoring counts it ("1, 2 or 4"), or "" where it is
    one value or a contract decides it."""
    sc = rules.scoring
    if rules.bidding is not None:
        return ""
    values = {g for g in sc.games_for_points if g > 0}
    values |= {sc.bandeira_games} if sc.bandeira_by_tricks is not None else set()
    values |= {sc.all_points_games} if sc.all_points_games else set()
    return s.voice.listing([str(g) for g in sorted(values)], "or") if len(values) > 1 else ""


def game_point_definition(spec: VariantSpec, s: Speaker, rules: Rules | None) -> str:
    """The glossary's *game point*: what a hand won is worth, or, where a failed contract takes
    game points away, what each player (or team) wins or loses in a hand."""
    v, w = s.voice, s.words()
    target = games(spec.match.target, s)
    if spec.match.target is None:
        return v.gettext("what a {hand} scores", hand=w["hand"])
    worth = hand_worth(rules, s) if rules is not None else ""
    sc = rules.scoring if rules is not None else None
    if worth and sc is not None and sc.tie_bonus > 0 and not sc.tie_cumulative and sc.tie_times == 1 \
            and not sc.tie_bonus_steps and not sc.tie_times_steps:  # one bonus, however many ties (BR25-04)
        return v.gettext("the unit of the score: a {hand} won is worth {values} ({more} more after a tie); {target} "
                         "win the {match}", hand=w["hand"], values=worth, more=sc.tie_bonus, target=target,
                         match=w["match"])
    if worth and rules is not None and tie_raises(rules):  # a hand won after ties scores more (3, 5 …)
        return v.gettext("the unit of the score: a {hand} won is worth {values} (more after ties); {target} win "
                         "the {match}", hand=w["hand"], values=worth, target=target, match=w["match"])
    if worth:
        return v.gettext("the unit of the score: a {hand} won is worth {values}; {target} win the {match}",
                         hand=w["hand"], values=worth, target=target, match=w["match"])
    if contract_loses(rules):
        alone = rules is not None and rules.table.players == rules.table.sides
        return (v.gettext("the unit of the score: what each player wins or loses in a {hand}; {target} win "
                          "the {match}", hand=w["hand"], target=target, match=w["match"]) if alone else
                v.gettext("the unit of the score: what each team wins or loses in a {hand}; {target} win the "
                          "{match}", hand=w["hand"], target=target, match=w["match"]))
    return v.gettext("what a {hand} won scores; {target} win the {match}", hand=w["hand"], target=target,
                     match=w["match"])
