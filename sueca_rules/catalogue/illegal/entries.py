"""The illegal area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

from collections.abc import Callable

from ...words.speaker import Speaker
from ..entry import Block, Label, Rule, rule
from ..phrases import games_count, yes_no
from ..spelling import Key, key, read_list
from . import normal
from .models import INFRACTIONS
from .names import infraction_name
from .spelling import penalty_words, print_named_penalties, print_penalty, read_named_penalty, read_penalty
from .words import (
    accuse,
    accused,
    allowed_acts,
    award,
    declared,
    effects_said,
    false_accusation,
    floor_said,
    forbidden_acts,
    handling,
    infractions,
    redeal_said,
    revoke_penalty,
    role_said,
    then,
)


def _print_names(value: object) -> str:
    """Names as files write them: hyphens (`shown-to-next`)."""
    assert isinstance(value, list | tuple)
    return " ".join(str(name).replace("_", "-") for name in value)


def penalty_parts(where: str) -> tuple[Rule, ...]:
    """The parts of a penalty (`illegal.*`, `infractions.*`), for the hover and `diff`."""
    return (rule(f"{where}.*.award", lambda v: v.pgettext("rule", "Penalty"), award),
            rule(f"{where}.*.games", lambda v: v.pgettext("rule", "{game_point:pl}"), games_count),
            rule(f"{where}.*.then", lambda v: v.pgettext("rule", "After the penalty"), then),
            rule(f"{where}.*.effects", lambda v: v.pgettext("rule", "What the outcome does"),
                 effects_said),
            rule(f"{where}.*.effects.*.to", lambda v: v.pgettext("rule", "The team that scores"),
                 role_said),
            rule(f"{where}.*.effects.*.games", lambda v: v.pgettext("rule", "{game_point:pl} scored or lost"),
                 games_count),
            rule(f"{where}.*.effects.*.floor", lambda v: v.pgettext("rule", "Lowest score after a loss"),
                 floor_said),
            rule(f"{where}.*.effects.*.redeal", lambda v: v.pgettext("rule", "The hand dealt again"),
                 redeal_said),
            rule(f"{where}.*.effects.*.wins_match", lambda v: v.pgettext("rule", "The match won by"),
                 role_said),
            rule(f"{where}.*.effects.*.nothing", lambda v: v.pgettext("rule", "Nothing happens"),
                 yes_no))


def _named(name: str) -> Label:
    """A declared infraction's label: its own name."""
    return lambda v: infraction_name(name, v.speaker)


def _declared(name: str) -> Callable[[object, Speaker], str]:
    """A declared infraction's penalty in words, said for that infraction (what becomes of a card
    played out of turn)."""
    return lambda value, s: declared(value, s, name)


BLOCKS = (Block("illegal", "illegal"),)
RULES = (
    rule("illegal", lambda v: v.pgettext("rule", "Illegal cards"), lambda x, s: handling(x["handling"], s)),
    rule("illegal.handling", lambda v: v.pgettext("rule", "What happens to an illegal card"), handling,
         key("handling"), compiled=("illegal.refuse",), normal=normal.handling),
    rule("illegal.revoke", lambda v: v.pgettext("rule", "Proven {revoke}"), revoke_penalty,
         key("revoke", read_penalty, print_penalty, words=penalty_words), compiled=("illegal.revoke",),
         normal=normal.revoke),
    rule("illegal.false_accusation", lambda v: v.pgettext("rule", "False accusation"),
         false_accusation, key("false-accusation", read_penalty, print_penalty,
                                  words=penalty_words),
         compiled=("illegal.false_accusation",), normal=normal.false_accusation),
    rule("illegal.accuse", lambda v: v.pgettext("rule", "When a player may be accused of {revoke:a}"),
         accuse, key("accuse"), compiled=("illegal.accuse_after_hand",), normal=normal.accuse),
    rule("illegal.accused", lambda v: v.pgettext("rule", "Who may be accused of {revoke:a}"),
         accused, key("accused"), compiled=("illegal.names_player",), normal=normal.accused),
    *penalty_parts("illegal"),
)
INFRACTION_BLOCKS = (Block("infractions", "infractions"),)
INFRACTION_RULES = (
    rule("infractions", lambda v: v.pgettext("rule", "Infractions the table declares"), infractions,
         compiled=("illegal.infractions",), normal=normal.declared_infractions, extra={}),
    rule("infractions.*", lambda v: v.pgettext("rule", "An infraction the table declares"), declared,
         Key("infraction", "*", read_named_penalty, print_named_penalties, repeat=True)),
    *(rule(f"infractions.{name}", _named(name), _declared(name),
           key(name.replace("_", "-"), read_penalty, print_penalty, words=penalty_words),
           normal=normal.infraction(name),
           extra=None)
      for name in INFRACTIONS),
    *penalty_parts("infractions"),
    rule("allowed", lambda v: v.pgettext("rule", "Allowed"), allowed_acts,
         key("allowed", read_list, _print_names), compiled=("illegal.allowed",), normal=normal.allowed,
         extra=[]),
    rule("forbidden", lambda v: v.pgettext("rule", "Forbidden without a set penalty"), forbidden_acts,
         key("forbidden", read_list, _print_names), compiled=("illegal.forbidden",),
         normal=normal.forbidden, extra=[]),
)
