"""What the commands say on their own lines, around a document or a game (a file written, a
table option refused, a record replayed), in the user's language: the language the command
was given (`--lang`) or the user's locale, as the documents and the game speak it."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from ..compiled.groups import TableRules
from ..errors import OptionError
from ..play.talk import compass_name, signed
from ..words.i18n import Voice, choose_locale
from ..words.speaker import Speaker


def voice(lang: str | None = None, region: str | None = None) -> Voice:
    """The command line's voice: `lang` (`pt` follows `region`), else the user's locale when
    the tool speaks it, else English."""
    return Voice(choose_locale(lang, region))


class SaidOptionError(OptionError):
    """A refused table option already said in the user's language, with the word for "error"
    the command line prints before it (`erro`, `erreur`)."""

    def __init__(self, message: str, prefix: str, err: OptionError, colon: str = ": ") -> None:
        super().__init__(message, variant=err.variant, option=err.option, value=err.value,
                         detail=err.detail, choices=err.choices, suggestion=err.suggestion)
        self.prefix, self.colon = prefix, colon  # French: a no-break space before each colon


def _quoted(v: Voice, text: str) -> str:
    return v.pgettext("quotation", "“{text}”", text=text)


def _code(text: str) -> str:
    """An option's name or value as the user types it: code, in every language."""
    return f"`{text}`"


def _meaning(said: str, v: Voice) -> str:
    """A choice's words inside brackets of their own: "1 game point lost by the accusers (a team on
    0 loses nothing)" -> "1 game point lost by the accusers; a team on 0 loses nothing"."""
    head, sep, tail = said.rpartition(" (")
    return v.clauses([head, tail[:-1]]) if sep and said.endswith(")") else said


def _described(code: str, meaning: str, v: Voice) -> str:
    """"`tie` (a 60–60 tie)"; the code alone where its words are the same word (`bandeira`)."""
    if meaning.strip("*_").casefold() == code.casefold():
        return _code(code)
    return v.pgettext("command line", "{code} ({meaning})", code=_code(code), meaning=meaning)


def _choices(err: OptionError, reference: str, v: Voice) -> list[str]:
    """The options the variant has, or the values the option takes, each as the user types it
    and, where the variant reads, what it means in `v`'s language, in the catalogue's words
    (the rulebook's options section says them alike): "`tie` (60–60 tie)", "`annulled` (the
    hand simply annulled)"."""
    from ..catalogue.meta.words import option_label, said_value
    from ..errors import SuecaError
    from ..loading import load_variant
    from ..words.speaker import Speaker

    try:
        spec = load_variant(reference)
    except SuecaError:
        spec = None
    option = spec.options.get(err.option or "") if spec is not None else None
    if spec is None or (err.value is not None and option is None):
        return [_code(choice) for choice in err.choices]
    s = Speaker(v, spec)
    if err.value is None or option is None:
        named = {name: option_label(name, model.model_dump(), s) for name, model in spec.options.items()}
        return [_described(name, label[:1].lower() + label[1:], v) for name, label in named.items()]
    dumped = option.model_dump()
    return [_described(value, _meaning(said_value(err.option or "", dumped, value, s), v), v)
            for value in option.values]


def option_refused(err: OptionError, reference: str, v: Voice) -> OptionError:
    """`err` (an option the variant does not declare, or a value it does not take) said in
    `v`'s language, the variant named as the user typed it (`reference`): each option and value
    as it is typed (code), with what it means in that language."""
    if err.option is None:
        return err.for_reference(reference)
    said = (v.pgettext("command line", "{variant} has no option {option}", variant=reference,
                       option=_code(err.option)) if err.value is None else
            v.pgettext("command line", "the option {option} of {variant} cannot be {value}",
                       option=_code(err.option), variant=reference, value=_code(err.value)))
    # the options a variant has are all there ("and"); the values one takes, one of them ("or")
    listed = v.listing(_choices(err, reference, v), "or" if err.value is not None else "standard")
    if err.suggestion:
        said += " — " + v.pgettext("command line", "did you mean {name}?", name=_code(err.suggestion))
    if err.value is None and not err.choices:
        said += " " + v.pgettext("command line", "(it has no table options)")
    elif err.value is None and not err.suggestion:
        said += " — " + v.pgettext("command line", "its options: {names}", names=listed)
    elif err.value is not None:
        said += " — " + v.pgettext("command line", "the values it takes: {values}", values=listed)
    return SaidOptionError(said, v.pgettext("command line", "error"), err, "\u00a0: " if v.lang == "fr" else ": ")


def wrote(path: Path, v: Voice) -> str:
    """A file written (`docs -o`, a report): where it went."""
    return v.pgettext("command line", "wrote {file}", file=str(path))


def team(number: int, v: Voice, table: TableRules | None = None) -> str:
    """A side by its seats, as `replay --show` and the game name them: at the usual table
    `North–South` or `East–West` (seat 0 South); at another its seats' compass points (`West`,
    `South–North-West`)."""
    if table is None or (table.players == 4 and table.sides == 2):
        return v.pgettext("team", "North–South") if number == 0 else v.pgettext("team", "East–West")
    return "–".join(compass_name(v, table.players, s) for s in range(table.players) if table.side_of[s] == number)


def scores_text(scores: tuple[int, ...] | list[int], v: Voice | None = None, table: TableRules | None = None) -> str:
    """Each side named where the voice is given (`North–South 0, East–West 1`; at another table
    `South −1, East 1, North-East 4`, in the order of play: which score is whose need not be guessed), else `4–2` at
    two sides, `−1 – 1 – 4` at more; a score below 0 with a real minus."""
    shown = [signed(score) for score in scores]
    if v is not None and (table is not None or len(scores) == 2):
        return ", ".join(f"{team(side, v, table)} {shown[side]}" for side in _in_play(len(shown), table))
    return "–".join(shown) if len(scores) == 2 else " – ".join(shown)


def _in_play(sides: int, table: TableRules | None) -> list[int]:
    """The sides in the order of play from South's (seat 0), as the play screen and `replay --show`
    list them (fr FR13-09: `South 1, East 1, North-East 1, …` at Sueca italiana)."""
    if table is None:
        return list(range(sides))
    order: list[int] = []
    for place in range(table.players):
        side = table.side_of[(table.step * place) % table.players]
        if side not in order:
            order.append(side)
    return order


def replayed(record: Path, v: Voice, variant: str, hands: int, scores: tuple[int, ...] | list[int],
             winner: int | None, stopped_after: int | None = None, *, table: TableRules | None = None,
             tricks: int = 10, drawn: bool = False, cards: int = 0, words: Mapping[str, object] | None = None) -> str:
    """The line `replay` ends with: what was replayed and that it reached the recorded result
    (`variant`: its title; `tricks`: the tricks of a hand at the record's table; `drawn`: the
    match ended level; `cards`: the cards of the unfinished trick the last hand stopped in;
    `words`: the variant's table words — Sueca Online's *rodada*, BR26-04 — else the usual)."""
    said = dict(words if words is not None else Speaker(v).words())
    if winner is not None:
        outcome = v.pgettext("command line", "won by {team}", team=team(winner, v, table))
    elif drawn:
        outcome = v.pgettext("command line", "the {match} was drawn", **said)
    elif stopped_after is not None and cards:
        # en EN13-08, fr FR13-03: stopped in a trick, not before it (`during trick 1, after 2 cards`)
        outcome = v.npgettext("command line", "the {match} was not finished (the last {hand} stopped during "
                              "{trick} {number} of {tricks}, after {count} card)", "the {match} was not finished "
                              "(the last {hand} stopped during {trick} {number} of {tricks}, after {count} cards)",
                              cards, number=stopped_after + 1, tricks=tricks, **said)
    elif stopped_after == 0:
        outcome = v.pgettext("command line", "the {match} was not finished (the last {hand} stopped before the "
                             "first {trick})", **said)
    elif stopped_after is not None:
        # `after 2 of the 10 tricks` (pt-PT R9-05: «depois de 2 das 10 vazas»)
        outcome = v.pgettext("command line", "the {match} was not finished (the last {hand} stopped after {count} "
                             "of the {tricks} {trick:pl})", count=stopped_after, tricks=tricks, **said)
    else:
        outcome = v.pgettext("command line", "the {match} was not finished", **said)
    return v.npgettext("command line", "{record}: replayed {count} {hand} of {variant}: {score}; {outcome} — "
                       "identical to the record", "{record}: replayed {count} {hand:pl} of {variant}: {score}; "
                       "{outcome} — identical to the record", hands, record=str(record), variant=variant,
                       score=scores_text(scores, v, table), outcome=outcome, **said)


def replayed_series(record: Path, v: Voice, variant: str, matches: int, wins: tuple[int, ...] | list[int],
                    winner: int | None, *, table: TableRules | None = None) -> str:
    """`replay`'s line for a series of matches."""
    outcome = (v.pgettext("command line", "won by {team}", team=team(winner, v, table)) if winner is not None
               else v.pgettext("command line", "not finished"))
    return v.npgettext("command line", "{record}: replayed a series of {count} match of {variant}: {score}; "
                       "{outcome} — identical to the record", "{record}: replayed a series of {count} matches "
                       "of {variant}: {score}; {outcome} — identical to the record", matches,
                       record=str(record), variant=variant, score=scores_text(wins, v, table), outcome=outcome)
